<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>rating (μ − 3σ)</source>
        <translation>puntuación (μ − 3σ)</translation>
    </message>
    <message>
        <source>μ (skill)</source>
        <translation>μ (habilidad)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Ratings over time</source>
        <translation>Puntuaciones a lo largo del tiempo</translation>
    </message>
    <message>
        <source>No finished games of this game yet.</source>
        <translation>Aún no hay partidas terminadas de este juego.</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <source>Back up the database</source>
        <translation>Copia de seguridad de la base de datos</translation>
    </message>
    <message>
        <source>Back up</source>
        <translation>Copia de seguridad</translation>
    </message>
    <message>
        <source>{0} already exists. Replace it with this backup?</source>
        <translation>{0} ya existe. ¿Sustituirlo por esta copia?</translation>
    </message>
    <message>
        <source>The backup was not made: {0}</source>
        <translation>No se hizo la copia de seguridad: {0}</translation>
    </message>
    <message>
        <source>Every game is backed up to {0} ({1:.1f} MB). To bring it back: scorekeeper restore {0}</source>
        <translation>Todas las partidas están copiadas en {0} ({1:.1f} MB). Para recuperarlas: scorekeeper restore {0}</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} de {1}</translation>
    </message>
    <message>
        <source>Sitting of {0} · {1} · game {2} of {3}</source>
        <translation>Velada del {0} · {1} · partida {2} de {3}</translation>
    </message>
    <message>
        <source>Winner of the night: &lt;b&gt;{0}&lt;/b&gt; ({1})</source>
        <translation>Ganador de la noche: &lt;b&gt;{0}&lt;/b&gt; ({1})</translation>
    </message>
    <message>
        <source>1 game won</source>
        <translation>1 partida ganada</translation>
    </message>
    <message>
        <source>{0} games won</source>
        <translation>{0} partidas ganadas</translation>
    </message>
    <message>
        <source>{0} of the night: &lt;b&gt;{1}&lt;/b&gt;</source>
        <translation>{0} de la noche: &lt;b&gt;{1}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No hands played yet.</source>
        <translation>Aún no se ha jugado ninguna mano.</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>Totales acumulados</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>derrotas</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>victorias</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>Hand {0}: dealt by {1} (total {2})</source>
        <translation>Mano {0}: repartió {1} (total {2})</translation>
    </message>
    <message>
        <source>hand  (■ its dealer, ○ reset to 0)</source>
        <translation>mano  (■ su repartidor, ○ vuelta a 0)</translation>
    </message>
    <message>
        <source>hand  (■ its dealer)</source>
        <translation>mano  (■ su repartidor)</translation>
    </message>
    <message>
        <source>Exact bids by hand size</source>
        <translation>Apuestas exactas por número de cartas</translation>
    </message>
    <message>
        <source>cards in the hand (under it: hands played)</source>
        <translation>cartas en la mano (debajo: manos jugadas)</translation>
    </message>
    <message>
        <source>bid exactly</source>
        <translation>apuesta exacta</translation>
    </message>
    <message>
        <source>Bids against tricks</source>
        <translation>Apuestas frente a bazas</translation>
    </message>
    <message>
        <source>bid against tricks taken</source>
        <translation>apuesta frente a bazas ganadas</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>manos</translation>
    </message>
    <message>
        <source>bid over</source>
        <translation>por encima</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exacta</translation>
    </message>
    <message>
        <source>bid under</source>
        <translation>por debajo</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} hands bid over ({3:.0%})</source>
        <translation>{0}: {1} de {2} manos apostadas por encima ({3:.0%})</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} hands bid exactly ({3:.0%})</source>
        <translation>{0}: {1} de {2} manos apostadas exactas ({3:.0%})</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} hands bid under ({3:.0%})</source>
        <translation>{0}: {1} de {2} manos apostadas por debajo ({3:.0%})</translation>
    </message>
    <message>
        <source>{0}, {1} cards: no hands</source>
        <translation>{0}, {1} cartas: ninguna mano</translation>
    </message>
    <message>
        <source>{0}, {1} cards: {2} of {3} hands bid exactly ({4:.0%})</source>
        <translation>{0}, {1} cartas: {2} de {3} manos con apuesta exacta ({4:.0%})</translation>
    </message>
    <message>
        <source>Something went wrong ({0} unexpected errors), and what you asked for was not done.</source>
        <translation>Algo ha fallado ({0} errores inesperados) y lo que pidió no se hizo.</translation>
    </message>
    <message>
        <source>Something went wrong, and what you asked for was not done.</source>
        <translation>Algo ha fallado y lo que pidió no se hizo.</translation>
    </message>
    <message>
        <source>What failed: {0}

Nothing you recorded is lost: every entry was saved the moment the screen showed it.

The details are in {1} — please send that file with a line on what you were doing.</source>
        <translation>Qué falló: {0}

No se ha perdido nada de lo anotado: cada entrada se guardó en cuanto apareció en pantalla.

Los detalles están en {1}; envíe ese archivo con una línea sobre lo que estaba haciendo.</translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n derrota</numerusform>
            <numerusform>%n derrotas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n victoria</numerusform>
            <numerusform>%n victorias</numerusform>
        </translation>
    </message>
    <message>
        <source>just now</source>
        <translation>ahora mismo</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>hace %n minuto</numerusform>
            <numerusform>hace %n minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>hace %n hora</numerusform>
            <numerusform>hace %n horas</numerusform>
        </translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>ayer</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>Qt&apos;s date format: a date in the start screen&apos;s lists</comment>
        <translation>d MMM yyyy</translation>
    </message>
    <message>
        <source>Player leaves</source>
        <translation>Sale un jugador</translation>
    </message>
    <message>
        <source>&amp;Who leaves:</source>
        <translation>&amp;Quién sale:</translation>
    </message>
    <message>
        <source>{0} (back in)</source>
        <translation>{0} (vuelve)</translation>
    </message>
    <message>
        <source>Sits out next hand</source>
        <translation>Descansa la próxima mano</translation>
    </message>
    <message>
        <source>&amp;Who sits out:</source>
        <translation>&amp;Quién descansa:</translation>
    </message>
</context>
<context>
    <name>BidsPanel</name>
    <message>
        <source>Bids</source>
        <translation>Apuestas</translation>
    </message>
    <message>
        <source>≠{0}</source>
        <translation>≠{0}</translation>
    </message>
    <message>
        <source>{0} to bid</source>
        <translation>Apuesta {0}</translation>
    </message>
    <message>
        <source>{0} leads</source>
        <translation>Sale {0}</translation>
    </message>
</context>
<context>
    <name>BigBoard</name>
    <message>
        <source>Players&apos; display</source>
        <translation>Pantalla de los jugadores</translation>
    </message>
    <message>
        <source>share first place</source>
        <translation>comparten el primer puesto</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>derrota</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>derrotas</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>victorias</translation>
    </message>
    <message>
        <source>win</source>
        <translation>victoria</translation>
    </message>
    <message>
        <source>No hands were played</source>
        <translation>No se jugó ninguna mano</translation>
    </message>
    <message>
        <source> of {0}</source>
        <translation> de {0}</translation>
    </message>
    <message>
        <source>Hand {0}</source>
        <translation>Mano {0}</translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation>Reparte {0}</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>{0} cartas</translation>
    </message>
    <message>
        <source>F11 or Esc: close · typing still goes to the scorekeeper</source>
        <translation>F11 o Esc: cerrar · lo que se teclea sigue yendo al anotador</translation>
    </message>
    <message>
        <source> · right-click: choose the screen</source>
        <translation> · clic derecho: elegir la pantalla</translation>
    </message>
    <message>
        <source>Show the players&apos; display on</source>
        <translation>Mostrar la pantalla de los jugadores en</translation>
    </message>
    <message>
        <source>Close (F11)</source>
        <translation>Cerrar (F11)</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Pantalla</translation>
    </message>
</context>
<context>
    <name>ChartsDialog</name>
    <message>
        <source>Charts — Scorekeeper</source>
        <translation>Gráficos — Scorekeeper</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
</context>
<context>
    <name>CorrectHandDialog</name>
    <message>
        <source>Correct hand {0}</source>
        <translation>Corregir la mano {0}</translation>
    </message>
    <message>
        <source>Hand {0}: {1}, {2} dealt.</source>
        <translation>Mano {0}: {1}, repartió {2}.</translation>
    </message>
    <message>
        <source>The {0} after it will be re-scored.</source>
        <translation>Se recalcula después: {0}.</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <source>Turn-up card</source>
        <translation>Carta de muestra</translation>
    </message>
    <message>
        <source>turn-up, e.g. QH (empty: not recorded)</source>
        <translation>muestra, p. ej. QH (vacío: no anotada)</translation>
    </message>
    <message>
        <source>Turn-up:</source>
        <translation>Muestra:</translation>
    </message>
</context>
<context>
    <name>EntryCell</name>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source></source>
        <translation></translation>
    </message>
    <message>
        <source>(deals)</source>
        <translation>(reparte)</translation>
    </message>
</context>
<context>
    <name>GameDetail</name>
    <message>
        <source>Choose a game</source>
        <translation>Elija una partida</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Velada</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Hoja de puntos</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Reglas de la casa</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Key: {0} (in the list of games)</source>
        <translation>Tecla: {0} (en la lista de partidas)</translation>
    </message>
    <message>
        <source>Key: {0}</source>
        <translation>Tecla: {0}</translation>
    </message>
    <message>
        <source>The venue, who brought the cards, a dispute settled …</source>
        <translation>El lugar, quién trajo las cartas, una disputa resuelta …</translation>
    </message>
    <message>
        <source>Save notes</source>
        <translation>Guardar notas</translation>
    </message>
    <message>
        <source>Notes can be at most {0:,} characters long; these are {1:,}.</source>
        <translation>Las notas pueden tener como mucho {0:,} caracteres; estas tienen {1:,}.</translation>
    </message>
    <message>
        <source>The notes were not saved: {0}</source>
        <translation>Las notas no se guardaron: {0}</translation>
    </message>
    <message>
        <source>Notes saved.</source>
        <translation>Notas guardadas.</translation>
    </message>
    <message>
        <source> · won by {0}</source>
        <translation> · ganada por {0}</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source> · deleted (in the trash)</source>
        <translation> · borrada (en la papelera)</translation>
    </message>
    <message>
        <source>Game {0} has been deleted (it is in the trash); restore it from Trash to go on with it.</source>
        <translation>La partida {0} se ha borrado (está en la papelera); restáurela desde la Papelera para seguir con ella.</translation>
    </message>
    <message>
        <source>Export scorecard</source>
        <translation>Exportar hoja de puntos</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>No se pudo escribir {0}: {1}</translation>
    </message>
    <message>
        <source>Scorecard saved as {0} images: {1}, {2} … {3}</source>
        <translation>Hoja de puntos guardada como {0} imágenes: {1}, {2} … {3}</translation>
    </message>
    <message>
        <source>Scorecard saved as {0}</source>
        <translation>Hoja de puntos guardada como {0}</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Borrar partida</translation>
    </message>
    <message>
        <source>Delete this game ({0})? You can undo it until you close Scorekeeper.</source>
        <translation>¿Borrar esta partida ({0})? Puede deshacerlo hasta que cierre Scorekeeper.</translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source></source>
        <translation></translation>
    </message>
    <message>
        <source>can&apos;t bid {0}</source>
        <translation>no puede apostar {0}</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>apuesta {0}</translation>
    </message>
    <message>
        <source>leads</source>
        <translation>sale</translation>
    </message>
    <message>
        <source> · {0}× penalty</source>
        <translation> · {0}× penalización</translation>
    </message>
    <message>
        <source>{0} leads</source>
        <translation>sale {0}</translation>
    </message>
    <message>
        <source>{0} by whom? Type the player&apos;s first letter (Esc: never mind)</source>
        <translation>¿{0} de quién? Teclee la inicial del jugador (Esc: déjelo)</translation>
    </message>
    <message>
        <source>All bids in. Press Enter to enter the tricks.</source>
        <translation>Todas las apuestas hechas. Pulse Intro para anotar las bazas.</translation>
    </message>
    <message>
        <source>{0} to bid (0–{1})</source>
        <translation>Apuesta {0} (0–{1})</translation>
    </message>
    <message>
        <source>  ·  someone else called? type their first letter</source>
        <translation>  ·  ¿ha apostado otro? teclee su inicial</translation>
    </message>
    <message>
        <source>Tricks taken by {0}?</source>
        <translation>¿Bazas de {0}?</translation>
    </message>
    <message>
        <source>Press Enter to record the hand (Esc to change bids).</source>
        <translation>Pulse Intro para anotar la mano (Esc para cambiar apuestas).</translation>
    </message>
    <message>
        <source>All bids are in: press Enter for the tricks.</source>
        <translation>Ya están todas las apuestas: pulse Intro para las bazas.</translation>
    </message>
    <message>
        <source>{0} cannot take {1} tricks in a hand of {2} cards</source>
        <translation>{0} no puede hacer {1} bazas en una mano de {2} cartas</translation>
    </message>
    <message>
        <source>{0} would have taken {1} of the {2} tricks: check the counts (Backspace takes one back)</source>
        <translation>{0} habrían hecho {1} de las {2} bazas: revise las cifras (Retroceso quita una)</translation>
    </message>
    <message>
        <source>Waiting for {0}&apos;s bid.</source>
        <translation>Falta la apuesta de {0}.</translation>
    </message>
    <message>
        <source>Enter the tricks of {0}.</source>
        <translation>Introduzca las bazas de {0}.</translation>
    </message>
    <message>
        <source>Hand {0} recorded.</source>
        <translation>Mano {0} registrada.</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <comment>names</comment>
        <translation>{0} o {1}</translation>
    </message>
    <message>
        <source>{0}? Type the next letter of the name.</source>
        <translation>¿{0}? Teclee la siguiente letra del nombre.</translation>
    </message>
    <message>
        <source>No player&apos;s name starts with {0}.</source>
        <translation>Ningún nombre de jugador empieza por {0}.</translation>
    </message>
    <message>
        <source>{0} by {1} recorded ({2} in this hand; Ctrl+Z takes it back).</source>
        <translation>{0} de {1} registrado ({2} en esta mano; Ctrl+Z lo deshace).</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Velada</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonada</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todos los juegos</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Any player</source>
        <translation>Cualquier jugador</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Cualquier estado</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminada</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En curso</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonada</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>Only games from a date</source>
        <translation>Solo partidas desde una fecha</translation>
    </message>
    <message>
        <source>From date</source>
        <translation>Desde la fecha</translation>
    </message>
    <message>
        <source>To date</source>
        <translation>Hasta la fecha</translation>
    </message>
    <message>
        <source>Search names</source>
        <translation>Buscar nombres</translation>
    </message>
    <message>
        <source>Search names…  (Ctrl+F)</source>
        <translation>Buscar nombres…  (Ctrl+F)</translation>
    </message>
    <message>
        <source>Undo delete  (Ctrl+Z)</source>
        <translation>Deshacer borrado  (Ctrl+Z)</translation>
    </message>
    <message>
        <source>&amp;Trash</source>
        <translation>&amp;Papelera</translation>
    </message>
    <message>
        <source>Deleted games: restore them, or empty the trash</source>
        <translation>Partidas borradas: restáurelas o vacíe la papelera</translation>
    </message>
    <message>
        <source>Re&amp;ports…</source>
        <translation>&amp;Informes…</translation>
    </message>
    <message>
        <source>The evening of the game chosen, the season, a player&apos;s card, head to head</source>
        <translation>La noche de la partida elegida, la temporada, la ficha de un jugador, cara a cara</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Chosen game</source>
        <translation>Partida elegida</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln partida</numerusform>
            <numerusform>%Ln partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Trash ({0})</source>
        <translation>&amp;Papelera ({0})</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Game {0} moved to the trash: Ctrl+Z or Trash restores it.</source>
        <translation>La partida {0} está en la papelera: Ctrl+Z o la Papelera la restaura.</translation>
    </message>
    <message>
        <source>Game {0} is back from the trash.</source>
        <translation>La partida {0} ha vuelto de la papelera.</translation>
    </message>
</context>
<context>
    <name>HouseChoices</name>
    <message>
        <source>after the last hand</source>
        <translation>tras la última mano</translation>
    </message>
    <message>
        <source>when the scorekeeper ends it</source>
        <translation>cuando el anotador la termina</translation>
    </message>
    <message>
        <source>after a hand where a total passes</source>
        <translation>tras una mano en que un total pasa de</translation>
    </message>
    <message>
        <source>no: any bid</source>
        <translation>no: cualquier apuesta</translation>
    </message>
    <message>
        <source>yes: the last bidder is hooked</source>
        <translation>sí: el último tiene restricción</translation>
    </message>
    <message>
        <source>left of the dealer</source>
        <translation>a la izquierda del que reparte</translation>
    </message>
    <message>
        <source>the highest bidder</source>
        <translation>el que más apostó</translation>
    </message>
    <message>
        <source>left of the last bidder</source>
        <translation>a la izquierda del último en apostar</translation>
    </message>
    <message>
        <source>clockwise, the dealer last</source>
        <translation>en sentido horario, el que reparte el último</translation>
    </message>
    <message>
        <source>in any order, as called</source>
        <translation>en cualquier orden, según se pida</translation>
    </message>
    <message>
        <source>all at once</source>
        <translation>todos a la vez</translation>
    </message>
    <message>
        <source>52 cards</source>
        <translation>52 cartas</translation>
    </message>
    <message>
        <source>36 cards (6 to A)</source>
        <translation>36 cartas (6 a A)</translation>
    </message>
    <message>
        <source>32 cards (7 to A)</source>
        <translation>32 cartas (7 a A)</translation>
    </message>
    <message>
        <source>28 cards (8 to A)</source>
        <translation>28 cartas (8 a A)</translation>
    </message>
    <message>
        <source>24 cards (9 to A)</source>
        <translation>24 cartas (9 a A)</translation>
    </message>
    <message>
        <source>63 cards (52 + 11s, 12s, red 13s)</source>
        <translation>63 cartas (52 + los 11, los 12, los 13 rojos)</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>sin triunfo</translation>
    </message>
    <message>
        <source>the dealer&apos;s last card</source>
        <translation>la última carta del que reparte</translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation>ninguna anotada</translation>
    </message>
    <message>
        <source>revoke</source>
        <translation>renuncio</translation>
    </message>
    <message>
        <source>renege</source>
        <translation>no asistir</translation>
    </message>
    <message>
        <source>points per penalty</source>
        <translation>puntos por penalización</translation>
    </message>
    <message>
        <source>the hand scores at most</source>
        <translation>la mano puntúa como máximo</translation>
    </message>
    <message>
        <source>points</source>
        <translation>puntos</translation>
    </message>
    <message>
        <source>× bid</source>
        <translation>× apuesta</translation>
    </message>
    <message>
        <source>× tricks</source>
        <translation>× bazas</translation>
    </message>
    <message>
        <source>× tricks off</source>
        <translation>× bazas de diferencia</translation>
    </message>
    <message>
        <source>× cards</source>
        <translation>× cartas</translation>
    </message>
    <message>
        <source>down: largest hand to 1</source>
        <translation>down: mano más grande hasta 1</translation>
    </message>
    <message>
        <source>up: 1 to the largest hand</source>
        <translation>up: 1 hasta la mano más grande</translation>
    </message>
    <message>
        <source>up-down: 1 up to the largest and back</source>
        <translation>up-down: de 1 a la más grande y vuelta</translation>
    </message>
    <message>
        <source>down-up: largest down to 1 and back</source>
        <translation>down-up: de la más grande a 1 y vuelta</translation>
    </message>
    <message>
        <source>constant: the same every hand</source>
        <translation>constant: igual en cada mano</translation>
    </message>
    <message>
        <source>climb: 1, 2, 3 … then the largest</source>
        <translation>climb: 1, 2, 3 … y luego la más grande</translation>
    </message>
    <message>
        <source>list: the hands you type</source>
        <translation>list: las manos que usted escribe</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>made bids</source>
        <translation>apuestas cumplidas</translation>
    </message>
    <message>
        <source>made bids above 0</source>
        <translation>apuestas cumplidas por encima de 0</translation>
    </message>
    <message>
        <source>hands with at least the bid</source>
        <translation>manos con al menos lo apostado</translation>
    </message>
    <message>
        <source>the card turned up</source>
        <translation>la carta vuelta</translation>
    </message>
    <message>
        <source>always one suit</source>
        <translation>siempre un palo</translation>
    </message>
    <message>
        <source>a sequence of suits</source>
        <translation>una secuencia de palos</translation>
    </message>
    <message>
        <source>stay at the largest hand</source>
        <translation>quedarse en la mano más grande</translation>
    </message>
    <message>
        <source>go back down to 1 and up again</source>
        <translation>bajar otra vez a 1 y volver a subir</translation>
    </message>
    <message>
        <source>always</source>
        <translation>siempre</translation>
    </message>
    <message>
        <source>when the stock is short</source>
        <translation>cuando queda poco mazo</translation>
    </message>
    <message>
        <source>from a number of cards</source>
        <translation>a partir de un número de cartas</translation>
    </message>
</context>
<context>
    <name>HouseRulesEditor</name>
    <message>
        <source>House rules</source>
        <translation>Reglas de la casa</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>What the table agrees to:</source>
        <translation>Lo que acuerda la mesa:</translation>
    </message>
    <message>
        <source>The rules in words</source>
        <translation>Las reglas en palabras</translation>
    </message>
    <message>
        <source>Hands for &amp;players:</source>
        <translation>Manos para jugado&amp;res:</translation>
    </message>
    <message>
        <source>Players to preview</source>
        <translation>Jugadores para la vista previa</translation>
    </message>
    <message>
        <source>The schedule is shown for this many players</source>
        <translation>El plan de manos se muestra para este número de jugadores</translation>
    </message>
    <message>
        <source>Schedule preview</source>
        <translation>Vista previa del plan de manos</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>OK (Enter)</source>
        <translation>Aceptar (Intro)</translation>
    </message>
    <message>
        <source>&amp;Save to my rules</source>
        <translation>&amp;Guardar en mis reglas</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportar…</translation>
    </message>
    <message>
        <source>The rules are described again once the problem below is put right.</source>
        <translation>Las reglas se vuelven a describir en cuanto se corrija el problema de abajo.</translation>
    </message>
    <message>
        <source>Replace saved rules?</source>
        <translation>¿Reemplazar las reglas guardadas?</translation>
    </message>
    <message>
        <source>Rules called “{0}” are saved already. Replace them with these?</source>
        <translation>Ya hay reglas guardadas con el nombre «{0}». ¿Reemplazarlas por estas?</translation>
    </message>
    <message>
        <source>Saved as “{0}”: New game lists it with the presets.</source>
        <translation>Guardadas como «{0}»: Nueva partida las ofrece junto a las predefinidas.</translation>
    </message>
    <message>
        <source>Export a rules file</source>
        <translation>Exportar un archivo de reglas</translation>
    </message>
    <message>
        <source>Rules files (*.json)</source>
        <translation>Archivos de reglas (*.json)</translation>
    </message>
    <message>
        <source>Exported to {0}.</source>
        <translation>Exportado a {0}.</translation>
    </message>
    <message>
        <source>Import a rules file</source>
        <translation>Importar un archivo de reglas</translation>
    </message>
    <message>
        <source>Rules files (*.json);;All files (*)</source>
        <translation>Archivos de reglas (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Imported “{0}” from {1}.</source>
        <translation>«{0}» importado de {1}.</translation>
    </message>
</context>
<context>
    <name>HouseRulesForm</name>
    <message>
        <source>&amp;Name &amp;&amp; players</source>
        <translation>&amp;Nombre &amp;&amp; jugadores</translation>
    </message>
    <message>
        <source>What the table calls the game, and how many may play.</source>
        <translation>Cómo llama la mesa al juego y cuántos pueden jugar.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>1 to 40 characters: shown on the table, in History and on the scorecard</source>
        <translation>De 1 a 40 caracteres: se ve en la mesa, en el historial y en la hoja de puntos</translation>
    </message>
    <message>
        <source>e.g. Thursday club</source>
        <translation>p. ej. Club de los jueves</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>The player counts allowed (2 to 10); a count whose first hand cannot be dealt is refused anyway</source>
        <translation>Los números de jugadores permitidos (2 a 10); un número cuya primera mano no se puede repartir se rechaza de todos modos</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Mínimo de jugadores</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Máximo de jugadores</translation>
    </message>
    <message>
        <source>Players from:</source>
        <translation>Jugadores de:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>Based on:</source>
        <translation>Basado en:</translation>
    </message>
    <message>
        <source>Pac&amp;k</source>
        <translation>&amp;Baraja</translation>
    </message>
    <message>
        <source>The cards in play; the pack decides the largest hand.</source>
        <translation>Las cartas en juego; la baraja decide la mano más grande.</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Baraja</translation>
    </message>
    <message>
        <source>The cards in play</source>
        <translation>Las cartas en juego</translation>
    </message>
    <message>
        <source>Pack:</source>
        <translation>Baraja:</translation>
    </message>
    <message>
        <source>Add a joker (the highest trump)</source>
        <translation>Añadir un comodín (el triunfo más alto)</translation>
    </message>
    <message>
        <source>A joker adds one card and beats every trump</source>
        <translation>Un comodín añade una carta y gana a todos los triunfos</translation>
    </message>
    <message>
        <source>Another pack for some player counts</source>
        <translation>Otra baraja para algunos números de jugadores</translation>
    </message>
    <message>
        <source>Player count: pack, separated by commas (a pack is 52, 36, 32, 28, 24 or 63)</source>
        <translation>Número de jugadores: baraja, separados por comas (una baraja tiene 52, 36, 32, 28, 24 o 63)</translation>
    </message>
    <message>
        <source>e.g. 3: 28, 7: 63</source>
        <translation>p. ej. 3: 28, 7: 63</translation>
    </message>
    <message>
        <source>Other packs:</source>
        <translation>Otras barajas:</translation>
    </message>
    <message>
        <source>Sc&amp;hedule</source>
        <translation>&amp;Plan de manos</translation>
    </message>
    <message>
        <source>How many cards each hand has, hand after hand. The preview shows it for the players chosen.</source>
        <translation>Cuántas cartas tiene cada mano, mano tras mano. La vista previa lo muestra para los jugadores elegidos.</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Forma</translation>
    </message>
    <message>
        <source>The order of hand sizes</source>
        <translation>El orden de los tamaños de mano</translation>
    </message>
    <message>
        <source>Shape:</source>
        <translation>Forma:</translation>
    </message>
    <message>
        <source>Largest hand</source>
        <translation>Mano más grande</translation>
    </message>
    <message>
        <source>Cards in the largest hand; never more than the pack deals each player</source>
        <translation>Cartas en la mano más grande; nunca más de las que la baraja reparte a cada jugador</translation>
    </message>
    <message>
        <source>as many as the pack allows</source>
        <translation>tantas como permita la baraja</translation>
    </message>
    <message>
        <source>Largest hand:</source>
        <translation>Mano más grande:</translation>
    </message>
    <message>
        <source>Play the turning hand twice</source>
        <translation>Jugar dos veces la mano del cambio</translation>
    </message>
    <message>
        <source>up-down and down-up: the hand where the schedule turns is played twice (7 … 1, 1 … 7)</source>
        <translation>up-down y down-up: la mano donde el plan cambia de sentido se juega dos veces (7 … 1, 1 … 7)</translation>
    </message>
    <message>
        <source>When the largest hand deals the whole pack</source>
        <translation>Cuando la mano más grande reparte toda la baraja</translation>
    </message>
    <message>
        <source>climb only: what follows a hand that deals every card</source>
        <translation>solo climb: lo que sigue a una mano que reparte todas las cartas</translation>
    </message>
    <message>
        <source>Whole pack dealt:</source>
        <translation>Baraja entera repartida:</translation>
    </message>
    <message>
        <source>Hands in order</source>
        <translation>Manos en orden</translation>
    </message>
    <message>
        <source>list only: cards per hand, in order, separated by commas</source>
        <translation>solo list: cartas por mano, en orden, separadas por comas</translation>
    </message>
    <message>
        <source>e.g. 1, 2, 3, 4, 3, 2, 1</source>
        <translation>p. ej. 1, 2, 3, 4, 3, 2, 1</translation>
    </message>
    <message>
        <source>Hands (list):</source>
        <translation>Manos (lista):</translation>
    </message>
    <message>
        <source>&amp;Trump</source>
        <translation>&amp;Triunfo</translation>
    </message>
    <message>
        <source>Where each hand&apos;s trump comes from.</source>
        <translation>De dónde sale el triunfo de cada mano.</translation>
    </message>
    <message>
        <source>Trump comes from</source>
        <translation>El triunfo sale de</translation>
    </message>
    <message>
        <source>The card turned up after the deal, one suit always, or suits in turn</source>
        <translation>La carta que se vuelve tras repartir, siempre un palo, o palos por turno</translation>
    </message>
    <message>
        <source>Trump:</source>
        <translation>Triunfo:</translation>
    </message>
    <message>
        <source>Trump suit</source>
        <translation>Palo de triunfo</translation>
    </message>
    <message>
        <source>Always one suit: which</source>
        <translation>Siempre un palo: cuál</translation>
    </message>
    <message>
        <source>Suit:</source>
        <translation>Palo:</translation>
    </message>
    <message>
        <source>Trump sequence</source>
        <translation>Secuencia de triunfos</translation>
    </message>
    <message>
        <source>Sequence: S, H, D, C or none per hand, separated by commas; it starts again after the last</source>
        <translation>Secuencia: S, H, D, C o none por mano, separados por comas; vuelve a empezar tras la última</translation>
    </message>
    <message>
        <source>e.g. H, D, S, C, none</source>
        <translation>p. ej. H, D, S, C, none</translation>
    </message>
    <message>
        <source>Sequence:</source>
        <translation>Secuencia:</translation>
    </message>
    <message>
        <source>Turn-ups that mean no trumps</source>
        <translation>Cartas vueltas que significan sin triunfo</translation>
    </message>
    <message>
        <source>Turn-up only: ranks that mean no trumps when turned up (A, K, Q, J, 2 … 13, JK)</source>
        <translation>Solo carta vuelta: valores que, vueltos, significan sin triunfo (A, K, Q, J, 2 … 13, JK)</translation>
    </message>
    <message>
        <source>e.g. A, JK</source>
        <translation>p. ej. A, JK</translation>
    </message>
    <message>
        <source>No trumps on:</source>
        <translation>Sin triunfo con:</translation>
    </message>
    <message>
        <source>Trump when the whole pack is dealt</source>
        <translation>Triunfo cuando se reparte toda la baraja</translation>
    </message>
    <message>
        <source>Turn-up only: with no card left to turn up</source>
        <translation>Solo carta vuelta: cuando no queda carta que volver</translation>
    </message>
    <message>
        <source>&amp;Bidding</source>
        <translation>&amp;Apuestas</translation>
    </message>
    <message>
        <source>Who bids when, what the last bidder may not bid, and who leads.</source>
        <translation>Quién apuesta y cuándo, qué no puede apostar el último y quién sale.</translation>
    </message>
    <message>
        <source>Bidding order</source>
        <translation>Orden de las apuestas</translation>
    </message>
    <message>
        <source>Clockwise from the dealer&apos;s left; as called (the order is recorded); or everyone at once</source>
        <translation>En el sentido de las agujas del reloj desde la izquierda del que reparte; según se pida (se anota el orden); o todos a la vez</translation>
    </message>
    <message>
        <source>Bids go:</source>
        <translation>Las apuestas van:</translation>
    </message>
    <message>
        <source>The hook</source>
        <translation>La restricción</translation>
    </message>
    <message>
        <source>Hooked: the last bidder may not bid the number that makes the bids total the cards</source>
        <translation>Con restricción: el último no puede apostar el número que haría que las apuestas sumen las cartas</translation>
    </message>
    <message>
        <source>Hook:</source>
        <translation>Restricción:</translation>
    </message>
    <message>
        <source>Hook from cards</source>
        <translation>Restricción desde cartas</translation>
    </message>
    <message>
        <source>The hook applies only in hands of at least this many cards</source>
        <translation>La restricción solo se aplica en manos de al menos este número de cartas</translation>
    </message>
    <message>
        <source> cards up</source>
        <translation> cartas o más</translation>
    </message>
    <message>
        <source>Hook in hands of:</source>
        <translation>Restricción en manos de:</translation>
    </message>
    <message>
        <source>may bid 0</source>
        <translation>puede apostar 0</translation>
    </message>
    <message>
        <source>The hooked bidder may still bid 0</source>
        <translation>El último puede apostar 0 de todos modos</translation>
    </message>
    <message>
        <source>may bid all</source>
        <translation>puede apostar todas</translation>
    </message>
    <message>
        <source>The hooked bidder may still bid all the cards</source>
        <translation>El último puede apostar todas las cartas de todos modos</translation>
    </message>
    <message>
        <source>Hooked bidder:</source>
        <translation>El último:</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Primera salida</translation>
    </message>
    <message>
        <source>Who leads to the first trick (a tie between highest bidders goes to the first to bid)</source>
        <translation>Quién sale a la primera baza (si empatan los que más apostaron, el primero en apostar)</translation>
    </message>
    <message>
        <source>First lead:</source>
        <translation>Primera salida:</translation>
    </message>
    <message>
        <source>Sc&amp;ore</source>
        <translation>P&amp;untuación</translation>
    </message>
    <message>
        <source>A hand&apos;s score: points + so many per trick bid, taken, off the bid, or per card dealt. The description shows worked examples.</source>
        <translation>La puntuación de una mano: puntos + tanto por baza apostada, hecha, de diferencia con la apuesta, o por carta repartida. La descripción muestra ejemplos.</translation>
    </message>
    <message>
        <source>Exact bid</source>
        <translation>Apuesta exacta</translation>
    </message>
    <message>
        <source>Over the bid</source>
        <translation>Por encima de la apuesta</translation>
    </message>
    <message>
        <source>Under the bid</source>
        <translation>Por debajo de la apuesta</translation>
    </message>
    <message>
        <source>{0}: {1} (may be negative)</source>
        <translation>{0}: {1} (puede ser negativo)</translation>
    </message>
    <message>
        <source>A made 0 scores instead:</source>
        <translation>Un 0 cumplido puntúa en su lugar:</translation>
    </message>
    <message>
        <source>A bid of 0 made scores this instead of the exact bid&apos;s points</source>
        <translation>Una apuesta de 0 cumplida puntúa esto en lugar de los puntos de apuesta exacta</translation>
    </message>
    <message>
        <source>Made zero scores</source>
        <translation>Puntos de un 0 cumplido</translation>
    </message>
    <message>
        <source>Points for a made 0</source>
        <translation>Puntos por un 0 cumplido</translation>
    </message>
    <message>
        <source>Bonus for a made 0:</source>
        <translation>Bonus por un 0 cumplido:</translation>
    </message>
    <message>
        <source>Points added to a made 0 bid</source>
        <translation>Puntos añadidos a una apuesta de 0 cumplida</translation>
    </message>
    <message>
        <source>Zero bonus points</source>
        <translation>Puntos de bonus del 0</translation>
    </message>
    <message>
        <source>Points added to a made 0</source>
        <translation>Puntos añadidos a un 0 cumplido</translation>
    </message>
    <message>
        <source>Zero bonus when</source>
        <translation>Bonus del 0 cuándo</translation>
    </message>
    <message>
        <source>Always; when the cards left undealt are no more than the players; or from a number of cards</source>
        <translation>Siempre; cuando las cartas sin repartir no son más que los jugadores; o a partir de un número de cartas</translation>
    </message>
    <message>
        <source>Zero bonus from cards</source>
        <translation>Bonus del 0 desde cartas</translation>
    </message>
    <message>
        <source>The bonus counts in hands of at least this many cards</source>
        <translation>El bonus cuenta en manos de al menos este número de cartas</translation>
    </message>
    <message>
        <source>Bonus counts:</source>
        <translation>El bonus cuenta:</translation>
    </message>
    <message>
        <source>Penalty &amp;&amp; a&amp;djustments</source>
        <translation>Penalización &amp;&amp; a&amp;justes</translation>
    </message>
    <message>
        <source>Penalties are counted per hand and player; adjustments are points added by hand, with a note.</source>
        <translation>Las penalizaciones se cuentan por mano y jugador; los ajustes son puntos añadidos a mano, con una nota.</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalización</translation>
    </message>
    <message>
        <source>What is penalised: a revoke or a renege (or nothing)</source>
        <translation>Lo que se penaliza: un renuncio (revoke) o un no asistir (renege) (o nada)</translation>
    </message>
    <message>
        <source>Penalty kind</source>
        <translation>Tipo de penalización</translation>
    </message>
    <message>
        <source>Points per penalty, or a cap on the hand&apos;s score (and the bid does not count as made)</source>
        <translation>Puntos por penalización, o un tope a la puntuación de la mano (y la apuesta no cuenta como cumplida)</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Puntos de penalización</translation>
    </message>
    <message>
        <source>Points (negative: a loss)</source>
        <translation>Puntos (negativo: una pérdida)</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Penalización:</translation>
    </message>
    <message>
        <source>It costs:</source>
        <translation>Cuesta:</translation>
    </message>
    <message>
        <source>The scorekeeper may add ± points</source>
        <translation>El anotador puede añadir ± puntos</translation>
    </message>
    <message>
        <source>Points added to a player in a hand, with a note</source>
        <translation>Puntos añadidos a un jugador en una mano, con una nota</translation>
    </message>
    <message>
        <source>&amp;End &amp;&amp; ranking</source>
        <translation>&amp;Final &amp;&amp; clasificación</translation>
    </message>
    <message>
        <source>When the game ends, and how ties are split.</source>
        <translation>Cuándo termina la partida y cómo se deshacen los empates.</translation>
    </message>
    <message>
        <source>Reset multiple</source>
        <translation>Múltiplo de vuelta a cero</translation>
    </message>
    <message>
        <source>A running total that lands on a non-zero multiple of this goes back to 0</source>
        <translation>Un total que cae en un múltiplo distinto de cero de este número vuelve a 0</translation>
    </message>
    <message>
        <source>no reset</source>
        <translation>sin vuelta a cero</translation>
    </message>
    <message>
        <source>Back to 0 on:</source>
        <translation>Vuelta a 0 en:</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>La partida termina</translation>
    </message>
    <message>
        <source>After the schedule&apos;s last hand; when you end it; or after the hand where a total passes a number</source>
        <translation>Tras la última mano del plan; cuando usted la termina; o tras la mano en que un total pasa de un número</translation>
    </message>
    <message>
        <source>End above total</source>
        <translation>Final por encima del total</translation>
    </message>
    <message>
        <source>The total to pass</source>
        <translation>El total que hay que pasar</translation>
    </message>
    <message>
        <source>The game ends:</source>
        <translation>La partida termina:</translation>
    </message>
    <message>
        <source>Tie-breaker {0}</source>
        <translation>Desempate {0}</translation>
    </message>
    <message>
        <source>Ties on the total are split by these counts, in order</source>
        <translation>Los empates en el total se deshacen con estos recuentos, por orden</translation>
    </message>
    <message>
        <source>Ties split by:</source>
        <translation>Empates deshechos por:</translation>
    </message>
    <message>
        <source>Tie-break deal</source>
        <translation>Mano de desempate</translation>
    </message>
    <message>
        <source>Players still tied may play one more deal of this many cards (not added to totals)</source>
        <translation>Los jugadores aún empatados pueden jugar una mano más de este número de cartas (no suma a los totales)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source> cards</source>
        <translation> cartas</translation>
    </message>
    <message>
        <source>Tie-break deal:</source>
        <translation>Mano de desempate:</translation>
    </message>
    <message>
        <source>Table &amp;changes</source>
        <translation>&amp;Cambios en la mesa</translation>
    </message>
    <message>
        <source>Whether the seating may change during a game.</source>
        <translation>Si los sitios pueden cambiar durante una partida.</translation>
    </message>
    <message>
        <source>Players may join, leave or sit out a hand</source>
        <translation>Los jugadores pueden entrar, salir o saltarse una mano</translation>
    </message>
    <message>
        <source>A joiner starts from a total you choose; someone who leaves keeps their total and place</source>
        <translation>Quien entra empieza con un total que usted elige; quien se va conserva su total y su puesto</translation>
    </message>
    <message>
        <source>(nothing: made here)</source>
        <translation>(nada: creadas aquí)</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Player joins</source>
        <translation>Entra un jugador</translation>
    </message>
    <message>
        <source>Name of the player who joins</source>
        <translation>Nombre del jugador que entra</translation>
    </message>
    <message>
        <source>Sits after</source>
        <translation>Se sienta tras</translation>
    </message>
    <message>
        <source>&amp;0</source>
        <translation>&amp;0</translation>
    </message>
    <message>
        <source>the &amp;lowest total now ({0})</source>
        <translation>el total más &amp;bajo ahora ({0})</translation>
    </message>
    <message>
        <source>&amp;typed:</source>
        <translation>&amp;escrito:</translation>
    </message>
    <message>
        <source>Start total typed</source>
        <translation>Total inicial escrito</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Sits after:</source>
        <translation>&amp;Se sienta tras:</translation>
    </message>
    <message>
        <source>Starts from:</source>
        <translation>Empieza con:</translation>
    </message>
    <message>
        <source>Type the name of the player who joins.</source>
        <translation>Escriba el nombre del jugador que entra.</translation>
    </message>
</context>
<context>
    <name>LastHandPanel</name>
    <message>
        <source>Hand {0}</source>
        <translation>Mano {0}</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>Última mano</translation>
    </message>
    <message>
        <source>bid/took · score</source>
        <translation>apostó/hizo · puntos</translation>
    </message>
</context>
<context>
    <name>LeaderboardView</name>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Exact bids</source>
        <translation>Apuestas exactas</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Season from</source>
        <translation>Temporada desde</translation>
    </message>
    <message>
        <source>Only a season&apos;s games</source>
        <translation>Solo las partidas de una temporada</translation>
    </message>
    <message>
        <source>Rate only the games of a season: everyone starts level</source>
        <translation>Puntuar solo las partidas de una temporada: todos empiezan igualados</translation>
    </message>
    <message>
        <source>Season to</source>
        <translation>Temporada hasta</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>Re&amp;ports…</source>
        <translation>&amp;Informes…</translation>
    </message>
    <message>
        <source>This season&apos;s report, an evening, a player&apos;s card, head to head</source>
        <translation>El informe de esta temporada, una noche, la ficha de un jugador, cara a cara</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>The conservative rating, μ − 3σ: it rises with wins and with games played</source>
        <translation>La puntuación prudente, μ − 3σ: sube con las victorias y con las partidas jugadas</translation>
    </message>
    <message>
        <source>&lt;p&gt;The &lt;b&gt;rating&lt;/b&gt; is OpenSkill&apos;s cautious estimate, μ − 3σ: &lt;b&gt;μ&lt;/b&gt; is the skill the results so far show, &lt;b&gt;σ&lt;/b&gt; how unsure of it the app still is. Everyone starts at 0 (μ 25, σ 8.33); finishing ahead of others raises μ, and every game lowers σ.&lt;/p&gt;&lt;p&gt;Each finished game counts, in the order played, by its places: a shared place is a tie. A season starts everyone afresh.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La &lt;b&gt;puntuación&lt;/b&gt; es la estimación prudente de OpenSkill, μ − 3σ: &lt;b&gt;μ&lt;/b&gt; es la habilidad que muestran los resultados hasta ahora, &lt;b&gt;σ&lt;/b&gt; cuánta duda le queda a la aplicación. Todos empiezan en 0 (μ 25, σ 8,33); terminar por delante de otros sube μ, y cada partida baja σ.&lt;/p&gt;&lt;p&gt;Cada partida terminada cuenta, en el orden jugado, por sus puestos: un puesto compartido es un empate. Una temporada hace empezar de nuevo a todos.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Cara a cara</translation>
    </message>
    <message>
        <source>Each row&apos;s player against each column&apos;s, in the games they finished together: ahead – behind – level.</source>
        <translation>El jugador de cada fila contra el de cada columna, en las partidas que terminaron juntos: delante – detrás – empate.</translation>
    </message>
    <message>
        <source>Club records</source>
        <translation>Récords del club</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Récords</translation>
    </message>
    <message>
        <source> · season {0} to {1}</source>
        <translation> · temporada del {0} al {1}</translation>
    </message>
    <message>
        <source>Leaderboard · {0}</source>
        <translation>Clasificación · {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n partida terminada</numerusform>
            <numerusform>%n partidas terminadas</numerusform>
        </translation>
    </message>
    <message>
        <source>The leaders&apos; ratings over time</source>
        <translation>Las puntuaciones de los primeros a lo largo del tiempo</translation>
    </message>
    <message>
        <source>{0} against {1}: {2} ahead, {3} behind, {4} level in {5}</source>
        <translation>{0} contra {1}: {2} delante, {3} detrás, {4} empates en {5}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Aún no hay partidas terminadas.</translation>
    </message>
</context>
<context>
    <name>LivePage</name>
    <message>
        <source>Hand {0}</source>
        <translation>Mano {0}</translation>
    </message>
    <message>
        <source>Hand {0} of {1}</source>
        <translation>Mano {0} de {1}</translation>
    </message>
    <message>
        <source>Game finished</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <source>Game abandoned</source>
        <translation>Partida abandonada</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>{0} cartas</translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation>Reparte {0}</translation>
    </message>
    <message>
        <source>bids next</source>
        <translation>apuesta ahora</translation>
    </message>
    <message>
        <source>{0} can&apos;t bid {1}</source>
        <translation>{0} no puede apostar {1}</translation>
    </message>
    <message>
        <source>No hands were played</source>
        <translation>No se jugó ninguna mano</translation>
    </message>
    <message>
        <source>{0} wins</source>
        <translation>Gana {0}</translation>
    </message>
    <message>
        <source>{0} share first place</source>
        <translation>{0} comparten el primer puesto</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Reparte</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdió</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganó</translation>
    </message>
    <message>
        <source>No hands recorded yet</source>
        <translation>Aún no hay manos anotadas</translation>
    </message>
    <message>
        <source>Tally</source>
        <translation>Cuenta</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>En directo</translation>
    </message>
    <message>
        <source>Not connected — retrying</source>
        <translation>Sin conexión — reintentando</translation>
    </message>
    <message>
        <source>{0} — Scorekeeper live</source>
        <translation>{0} — Scorekeeper en directo</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <source>Rules file: {0} (open it in Scorekeeper&apos;s editor)</source>
        <translation>Archivo de reglas: {0} (ábrelo en el editor de Scorekeeper)</translation>
    </message>
    <message>
        <source>Scorekeeper — live</source>
        <translation>Scorekeeper — en directo</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>The hand in play</source>
        <translation>La mano en juego</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Hoja de puntos</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Reglas de la casa</translation>
    </message>
    <message>
        <source>Read-only · follows the scorekeeper live</source>
        <translation>Solo lectura · sigue al anotador en directo</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Start screen</source>
        <translation>Pantalla de &amp;inicio</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historial</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>Re&amp;vancha</translation>
    </message>
    <message>
        <source>Play the &amp;tie-break deal…</source>
        <translation>Jugar la mano de &amp;desempate…</translation>
    </message>
    <message>
        <source>&amp;End game</source>
        <translation>&amp;Terminar partida</translation>
    </message>
    <message>
        <source>E&amp;xport scorecard…</source>
        <translation>E&amp;xportar hoja de puntos…</translation>
    </message>
    <message>
        <source>&amp;Print scorecard…</source>
        <translation>Im&amp;primir hoja de puntos…</translation>
    </message>
    <message>
        <source>&amp;Delete game…</source>
        <translation>&amp;Borrar partida…</translation>
    </message>
    <message>
        <source>&amp;Back up…</source>
        <translation>&amp;Copia de seguridad…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Correct a hand…</source>
        <translation>&amp;Corregir una mano…</translation>
    </message>
    <message>
        <source>Player &amp;joins…</source>
        <translation>&amp;Entra un jugador…</translation>
    </message>
    <message>
        <source>Player &amp;leaves…</source>
        <translation>&amp;Sale un jugador…</translation>
    </message>
    <message>
        <source>&amp;Sits out next hand…</source>
        <translation>Saltarse la &amp;mano siguiente…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>&amp;Full-screen scoreboard</source>
        <translation>Marcador a pantalla &amp;completa</translation>
    </message>
    <message>
        <source>Show on &amp;phones…</source>
        <translation>Mostrar en &amp;móviles…</translation>
    </message>
    <message>
        <source>&amp;Leaderboard</source>
        <translation>C&amp;lasificación</translation>
    </message>
    <message>
        <source>&amp;Reports…</source>
        <translation>&amp;Informes…</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Gráficos</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Reglas de este juego</translation>
    </message>
    <message>
        <source>&amp;About Scorekeeper</source>
        <translation>&amp;Acerca de Scorekeeper</translation>
    </message>
    <message>
        <source>History — Scorekeeper</source>
        <translation>Historial — Scorekeeper</translation>
    </message>
    <message>
        <source>Players — Scorekeeper</source>
        <translation>Jugadores — Scorekeeper</translation>
    </message>
    <message>
        <source>Leaderboard — Scorekeeper</source>
        <translation>Clasificación — Scorekeeper</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Terminar partida</translation>
    </message>
    <message>
        <source>End this game now? Its standings stand as they are; Undo reopens it.</source>
        <translation>¿Terminar esta partida ahora? La clasificación queda como está; Deshacer la reabre.</translation>
    </message>
    <message>
        <source>not open</source>
        <translation>no abierta</translation>
    </message>
    <message>
        <source>About Scorekeeper</source>
        <translation>Acerca de Scorekeeper</translation>
    </message>
    <message>
        <source>The scorekeeper&apos;s companion at a real card table: Oh Hell (Pratt &amp;amp; Whitney), Oh Shit (misère and 7-down-to-1), Whysteria and Shithead.&lt;br&gt;&lt;br&gt;Every entry is saved the moment it is made. F1 shows the rules of the game in play.</source>
        <translation>El compañero del anotador en una mesa de cartas de verdad: Oh Hell (Pratt &amp;amp; Whitney), Oh Shit (misère y de 7 a 1), Whysteria y Shithead.&lt;br&gt;&lt;br&gt;Cada entrada se guarda en cuanto se hace. F1 muestra las reglas del juego en curso.</translation>
    </message>
    <message>
        <source>Database: %1&lt;br&gt;Log: %2</source>
        <translation>Base de datos: %1&lt;br&gt;Registro: %2</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Rematch</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>House rules  (your table&apos;s own settings)</source>
        <translation>Reglas de la casa  (los ajustes propios de su mesa)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Players, clockwise round the table</source>
        <translation>Jugadores, en el sentido de las agujas del reloj</translation>
    </message>
    <message>
        <source>Type a name, Enter to add it</source>
        <translation>Teclee un nombre, Intro para añadirlo</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Primero en repartir</translation>
    </message>
    <message>
        <source>Start game (Ctrl+Enter)</source>
        <translation>Empezar partida (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>{0}:</source>
        <comment>a label</comment>
        <translation>{0}:</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Add the players, clockwise from anyone.</source>
        <translation>Añade a los jugadores, en el sentido de las agujas del reloj desde cualquiera.</translation>
    </message>
    <message>
        <source></source>
        <translation></translation>
    </message>
    <message>
        <source>House rules to play</source>
        <translation>Reglas de la casa para jugar</translation>
    </message>
    <message>
        <source>A preset, or rules saved from the editor</source>
        <translation>Unas predefinidas, o reglas guardadas desde el editor</translation>
    </message>
    <message>
        <source>&amp;Edit house rules…</source>
        <translation>&amp;Editar reglas de la casa…</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <source>{0} (edited here)</source>
        <translation>{0} (editadas aquí)</translation>
    </message>
</context>
<context>
    <name>PhoneDialog</name>
    <message>
        <source>Show on phones</source>
        <translation>Mostrar en móviles</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Scan with a phone&apos;s camera to follow the game:</source>
        <translation>Escanee con la cámara de un móvil para seguir la partida:</translation>
    </message>
    <message>
        <source>QR code of the page&apos;s address</source>
        <translation>Código QR de la dirección de la página</translation>
    </message>
    <message>
        <source>Address of the page</source>
        <translation>Dirección de la página</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Read-only: the phones see this game&apos;s scores and nothing else. They must be on the same network as this computer. Anyone with the address can watch until you press Stop or close the app.</source>
        <translation>Solo lectura: los móviles ven los puntos de esta partida y nada más. Deben estar en la misma red que este ordenador. Quien tenga la dirección puede mirar hasta que pulse Detener o cierre la aplicación.</translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation>&amp;Red:</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>De&amp;tener</translation>
    </message>
    <message>
        <source>Stop showing the game: the phones&apos; page stops at once</source>
        <translation>Dejar de mostrar la partida: la página de los móviles se detiene al instante</translation>
    </message>
</context>
<context>
    <name>PhoneShare</name>
    <message>
        <source>On phones</source>
        <translation>En móviles</translation>
    </message>
    <message>
        <source>The game is shown on phones: View › Show on phones…</source>
        <translation>La partida se muestra en móviles: Ver › Mostrar en móviles…</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Rename…  (F2)</source>
        <translation>Renombrar…  (F2)</translation>
    </message>
    <message>
        <source>Merge into…  (Ctrl+M)</source>
        <translation>Fusionar con…  (Ctrl+M)</translation>
    </message>
    <message>
        <source>The same person entered under two names: all games follow</source>
        <translation>La misma persona anotada con dos nombres: todas las partidas la siguen</translation>
    </message>
    <message>
        <source>S&amp;plit…</source>
        <translation>Se&amp;parar…</translation>
    </message>
    <message>
        <source>Two people entered under one name: choose the games that were the other&apos;s</source>
        <translation>Dos personas anotadas con un solo nombre: elija las partidas del otro</translation>
    </message>
    <message>
        <source>Undo merge</source>
        <translation>Deshacer fusión</translation>
    </message>
    <message>
        <source>&lt;b&gt;Players&lt;/b&gt;</source>
        <translation>&lt;b&gt;Jugadores&lt;/b&gt;</translation>
    </message>
    <message>
        <source>E&amp;xport statistics…</source>
        <translation>E&amp;xportar estadísticas…</translation>
    </message>
    <message>
        <source>A CSV of statistics per game, with ratings</source>
        <translation>Un CSV de estadísticas por juego, con puntuaciones</translation>
    </message>
    <message>
        <source>This player&apos;s…</source>
        <translation>De este jugador…</translation>
    </message>
    <message>
        <source>The whole club&apos;s…</source>
        <translation>De todo el club…</translation>
    </message>
    <message>
        <source>Record by game</source>
        <translation>Balance por juego</translation>
    </message>
    <message>
        <source>Head to head against</source>
        <translation>Cara a cara contra</translation>
    </message>
    <message>
        <source>Rating and charts for the game</source>
        <translation>Puntuación y gráficos del juego</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Leaderboard…</source>
        <translation>Clasificación…</translation>
    </message>
    <message>
        <source>Everyone&apos;s ratings in this game (Ctrl+L)</source>
        <translation>Las puntuaciones de todos en este juego (Ctrl+L)</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Avg place</source>
        <translation>Puesto medio</translation>
    </message>
    <message>
        <source>Exact bids</source>
        <translation>Apuestas exactas</translation>
    </message>
    <message>
        <source>Avg hand</source>
        <translation>Mano media</translation>
    </message>
    <message>
        <source>Bid − took</source>
        <translation>Apuesta − hechas</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Peor</translation>
    </message>
    <message>
        <source>&amp;Alias…</source>
        <translation>&amp;Alias…</translation>
    </message>
    <message>
        <source>Another name this player answers to: typing it anywhere gives the player (Alt+A)</source>
        <translation>Otro nombre de este jugador: escribirlo en cualquier sitio da el jugador (Alt+A)</translation>
    </message>
    <message>
        <source>F&amp;orget alias…</source>
        <translation>&amp;Olvidar alias…</translation>
    </message>
    <message>
        <source>The alias no longer stands for this player (Alt+O)</source>
        <translation>El alias ya no designa a este jugador (Alt+O)</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inactivo</translation>
    </message>
    <message>
        <source>Undo merge of {0}  (Ctrl+Z)</source>
        <translation>Deshacer fusión de {0}  (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Also called: {0}</source>
        <translation>También llamado: {0}</translation>
    </message>
    <message>
        <source>Inactive: not offered for new games or on the leaderboards; every game is kept.</source>
        <translation>Inactivo: no se ofrece para partidas nuevas ni en las clasificaciones; se conservan todas sus partidas.</translation>
    </message>
    <message>
        <source>Mark &amp;inactive</source>
        <translation>Marcar &amp;inactivo</translation>
    </message>
    <message>
        <source>Mark act&amp;ive again</source>
        <translation>Marcar act&amp;ivo de nuevo</translation>
    </message>
    <message>
        <source>No longer plays: out of completers and leaderboards, every game kept (Alt+I)</source>
        <translation>Ya no juega: no se propone ni aparece en las clasificaciones, se conservan sus partidas (Alt+I)</translation>
    </message>
    <message>
        <source>Plays again: back in completers and leaderboards (Alt+I)</source>
        <translation>Vuelve a jugar: de nuevo se propone y aparece en las clasificaciones (Alt+I)</translation>
    </message>
    <message>
        <source>μ {0:.1f}, σ {1:.2f} (the rating is μ − 3σ)</source>
        <translation>μ {0:.1f}, σ {1:.2f} (la puntuación es μ − 3σ)</translation>
    </message>
    <message>
        <source>{0} and {1} have not finished a game together.</source>
        <translation>{0} y {1} no han terminado ninguna partida juntos.</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;{0}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&amp;nbsp;{1}:&amp;nbsp;&lt;/td&gt;&lt;td&gt;&lt;b&gt;{2}&lt;/b&gt; ahead, &lt;b&gt;{3}&lt;/b&gt; behind, {4} level&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;{0}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&amp;nbsp;{1}:&amp;nbsp;&lt;/td&gt;&lt;td&gt;&lt;b&gt;{2}&lt;/b&gt; delante, &lt;b&gt;{3}&lt;/b&gt; detrás, {4} empates&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>No finished games yet: no rating.</source>
        <translation>Aún no hay partidas terminadas: sin puntuación.</translation>
    </message>
    <message>
        <source>Not rated in this game yet.</source>
        <translation>Aún sin puntuación en este juego.</translation>
    </message>
    <message>
        <source>Rating &lt;b&gt;{0:.1f}&lt;/b&gt; &amp;nbsp;(μ {1:.1f}, σ {2:.2f}) · {3} of {4} · {5}</source>
        <translation>Puntuación &lt;b&gt;{0:.1f}&lt;/b&gt; &amp;nbsp;(μ {1:.1f}, σ {2:.2f}) · {3} de {4} · {5}</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s)</source>
        <translation>
            <numerusform>%n partida puntuada</numerusform>
            <numerusform>%n partidas puntuadas</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: rating in {1}</source>
        <translation>{0}: puntuación en {1}</translation>
    </message>
    <message>
        <source>{0}: bids against tricks in {1}</source>
        <translation>{0}: apuestas frente a bazas en {1}</translation>
    </message>
    <message>
        <source>Bids against tricks</source>
        <translation>Apuestas frente a bazas</translation>
    </message>
    <message>
        <source>{0}: exact bids by hand size in {1}</source>
        <translation>{0}: apuestas exactas por número de cartas en {1}</translation>
    </message>
    <message>
        <source>Exact bids by hand size</source>
        <translation>Apuestas exactas por número de cartas</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Exportar estadísticas</translation>
    </message>
    <message>
        <source>CSV spreadsheet (*.csv)</source>
        <translation>Hoja de cálculo CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>No se pudo escribir {0}: {1}</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Renombrar jugador</translation>
    </message>
    <message>
        <source>New name for {0}:</source>
        <translation>Nuevo nombre para {0}:</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Fusionar jugadores</translation>
    </message>
    <message>
        <source>{0} is the same person as:</source>
        <translation>{0} es la misma persona que:</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Another name for {0}:</source>
        <translation>Otro nombre para {0}:</translation>
    </message>
    <message>
        <source>Forget alias</source>
        <translation>Olvidar alias</translation>
    </message>
    <message>
        <source>Which alias of {0}:</source>
        <translation>Qué alias de {0}:</translation>
    </message>
    <message>
        <source>Merge {0} into {1}?

All of {0}&apos;s games ({2}) become {1}&apos;s, and the name {0} is gone (Undo merge brings it back).</source>
        <translation>¿Fusionar {0} con {1}?

Todas las partidas de {0} ({2}) pasan a ser de {1}, y el nombre {0} desaparece (Deshacer fusión lo recupera).</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Como el sistema</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <source>A new language applies when Scorekeeper next starts.</source>
        <translation>Un idioma nuevo se aplica la próxima vez que se inicie Scorekeeper.</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Tema:</translation>
    </message>
    <message>
        <source>Scoreboard type size</source>
        <translation>Tamaño de letra del marcador</translation>
    </message>
    <message>
        <source>Scoreboard type size:</source>
        <translation>Tamaño de letra del marcador:</translation>
    </message>
    <message>
        <source>Default game</source>
        <translation>Juego por defecto</translation>
    </message>
    <message>
        <source>Default game:</source>
        <translation>Juego por defecto:</translation>
    </message>
</context>
<context>
    <name>ReportsDialog</name>
    <message>
        <source>Evening</source>
        <translation>Noche</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Temporada</translation>
    </message>
    <message>
        <source>Player card</source>
        <translation>Ficha del jugador</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Cara a cara</translation>
    </message>
    <message>
        <source>Season from</source>
        <translation>Temporada desde</translation>
    </message>
    <message>
        <source>Season to</source>
        <translation>Temporada hasta</translation>
    </message>
    <message>
        <source>PDF report (*.pdf)</source>
        <translation>Informe PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>CSV spreadsheet (*.csv)</source>
        <translation>Hoja de cálculo CSV (*.csv)</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texto (*.txt)</translation>
    </message>
    <message>
        <source>Reports — Scorekeeper</source>
        <translation>Informes — Scorekeeper</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Informe</translation>
    </message>
    <message>
        <source>&amp;Report:</source>
        <translation>&amp;Informe:</translation>
    </message>
    <message>
        <source>Evening of</source>
        <translation>Noche del</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primer jugador</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Segundo jugador</translation>
    </message>
    <message>
        <source>v</source>
        <translation>contra</translation>
    </message>
    <message>
        <source>The report</source>
        <translation>El informe</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Guardar como…</translation>
    </message>
    <message>
        <source>Save this report as PDF, PNG, CSV or text</source>
        <translation>Guardar este informe como PDF, PNG, CSV o texto</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Im&amp;primir…</translation>
    </message>
    <message>
        <source>Print this report (Ctrl+P)</source>
        <translation>Imprimir este informe (Ctrl+P)</translation>
    </message>
    <message>
        <source>Save report</source>
        <translation>Guardar el informe</translation>
    </message>
    <message>
        <source>Report not printed</source>
        <translation>Informe no impreso</translation>
    </message>
    <message>
        <source>The printer cannot be used ({0})</source>
        <translation>No se puede usar la impresora ({0})</translation>
    </message>
    <message>
        <source>Report not saved</source>
        <translation>Informe no guardado</translation>
    </message>
    <message>
        <source>{0} cannot be written ({1})</source>
        <translation>No se puede escribir {0} ({1})</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
</context>
<context>
    <name>ScoreboardModel</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation>Reparte {0}</translation>
    </message>
    <message>
        <source>Hand {0}: {1}</source>
        <translation>Mano {0}: {1}</translation>
    </message>
    <message>
        <source>, dealt</source>
        <translation>, reparte</translation>
    </message>
    <message>
        <source>{0}, hand {1}: {2}</source>
        <translation>{0}, mano {1}: {2}</translation>
    </message>
    <message>
        <source>, total {0}</source>
        <translation>, total {0}</translation>
    </message>
    <message>
        <source>no bid yet</source>
        <translation>aún sin apuesta</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>apuesta {0}</translation>
    </message>
    <message>
        <source>took {0}</source>
        <translation>hizo {0}</translation>
    </message>
    <message>
        <source>scored {0}</source>
        <translation>{0} puntos</translation>
    </message>
    <message>
        <source>total {0}</source>
        <translation>total {0}</translation>
    </message>
    <message>
        <source>reset to 0</source>
        <translation>vuelve a 0</translation>
    </message>
    <message numerus="yes">
        <source>%n penalt(y|ies)</source>
        <translation>
            <numerusform>%n penalización</numerusform>
            <numerusform>%n penalizaciones</numerusform>
        </translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdió</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganó</translation>
    </message>
    <message>
        <source>out {0}</source>
        <translation>salió {0}</translation>
    </message>
    <message>
        <source>played</source>
        <translation>jugada</translation>
    </message>
</context>
<context>
    <name>ShitheadEntry</name>
    <message>
        <source>key {0}</source>
        <translation>tecla {0}</translation>
    </message>
    <message>
        <source></source>
        <translation></translation>
    </message>
    <message>
        <source>Hand {0}: {1}</source>
        <translation>Mano {0}: {1}</translation>
    </message>
    <message>
        <source>Type their number, then Enter. {0} Backspace takes one back.</source>
        <translation>Teclee su número y luego Intro. {0} Retroceso quita uno.</translation>
    </message>
    <message>
        <source>Pick one player, or the whole order out ({0} or {1} players).</source>
        <translation>Elija un jugador, o todo el orden de salida ({0} o {1} jugadores).</translation>
    </message>
    <message>
        <source>Hand {0} recorded.</source>
        <translation>Mano {0} registrada.</translation>
    </message>
</context>
<context>
    <name>SplitDialog</name>
    <message>
        <source>Split {0}</source>
        <translation>Separar {0}</translation>
    </message>
    <message>
        <source>Which of {0}&apos;s games did someone else play? Tick them (Space), then name who played them.</source>
        <translation>¿Qué partidas de {0} jugó otra persona? Márquelas (Espacio) y luego diga quién las jugó.</translation>
    </message>
    <message>
        <source>{0}&apos;s games</source>
        <translation>Partidas de {0}</translation>
    </message>
    <message>
        <source>They go to</source>
        <translation>Pasan a</translation>
    </message>
    <message>
        <source>a new name, or a player who was not there</source>
        <translation>un nombre nuevo, o un jugador que no estaba</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>Por qué no</translation>
    </message>
    <message>
        <source>Move games</source>
        <translation>Mover partidas</translation>
    </message>
    <message>
        <source>&amp;They go to:</source>
        <translation>&amp;Pasan a:</translation>
    </message>
    <message>
        <source>in the trash</source>
        <translation>en la papelera</translation>
    </message>
</context>
<context>
    <name>StandingsPanel</name>
    <message>
        <source>after hand {0}</source>
        <translation>tras la mano {0}</translation>
    </message>
    <message>
        <source>no hand played yet</source>
        <translation>aún no se ha jugado ninguna mano</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Clasificación final</translation>
    </message>
    <message>
        <source>Tally</source>
        <translation>Cuenta</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Tie-break deal…  (Ctrl+Shift+T)</source>
        <translation>Mano de desempate…  (Ctrl+Mayús+T)</translation>
    </message>
    <message>
        <source>Play the 5-card tie-break deal of the tied players</source>
        <translation>Jugar la mano de desempate de 5 cartas entre los empatados</translation>
    </message>
    <message>
        <source>Rematch  (Ctrl+R)</source>
        <translation>Revancha  (Ctrl+R)</translation>
    </message>
    <message>
        <source>The same game again, in the same seating</source>
        <translation>El mismo juego otra vez, con los mismos asientos</translation>
    </message>
    <message>
        <source>The game was ended before its last hand.</source>
        <translation>La partida terminó antes de su última mano.</translation>
    </message>
    <message>
        <source>
</source>
        <translation>
</translation>
    </message>
</context>
<context>
    <name>StartView</name>
    <message>
        <source>Scorekeeper</source>
        <translation>Scorekeeper</translation>
    </message>
    <message>
        <source>Keep score at the card table: schedule, dealer, trump, the dealer&apos;s hook and every hand&apos;s score.</source>
        <translation>Lleve los puntos en la mesa de cartas: el plan de manos, quién reparte, el triunfo, la regla del que reparte y los puntos de cada mano.</translation>
    </message>
    <message>
        <source>New game…  (Ctrl+N)</source>
        <translation>Nueva partida…  (Ctrl+N)</translation>
    </message>
    <message>
        <source>History  (Ctrl+H)</source>
        <translation>Historial  (Ctrl+H)</translation>
    </message>
    <message>
        <source>Players  (Ctrl+Shift+P)</source>
        <translation>Jugadores  (Ctrl+Mayús+P)</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Partidas sin terminar</translation>
    </message>
    <message>
        <source>Resume  (Enter)</source>
        <translation>Reanudar  (Intro)</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partidas recientes</translation>
    </message>
    <message>
        <source>hand {0} next · last played {1}</source>
        <translation>sigue la mano {0} · jugada {1}</translation>
    </message>
    <message>
        <source>No unfinished games.</source>
        <translation>No hay partidas sin terminar.</translation>
    </message>
    <message>
        <source>won by {0}</source>
        <translation>ganada por {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n manos</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet: start one!</source>
        <translation>Aún no hay partidas: ¡empiece una!</translation>
    </message>
</context>
<context>
    <name>StoreWait</name>
    <message>
        <source>The database answered. Keys typed while waiting, if any, were ignored: type them again.</source>
        <translation>La base de datos ha respondido. Las teclas pulsadas durante la espera, si las hubo, se ignoraron: vuelva a teclearlas.</translation>
    </message>
    <message>
        <source>Waiting to store: {what}.</source>
        <translation>Esperando para guardar: {what}.</translation>
    </message>
    <message>
        <source>Waiting for it.</source>
        <translation>Esperando.</translation>
    </message>
    <message>
        <source>The database has not answered for {n} s.</source>
        <translation>La base de datos no responde desde hace {n} s.</translation>
    </message>
    <message>
        <source>Nothing is lost: it is stored when the database answers. Keys typed meanwhile are ignored.</source>
        <translation>No se pierde nada: se guarda en cuanto la base de datos responda. Las teclas pulsadas mientras tanto se ignoran.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>turn-up: qh, 10s, jk</source>
        <translation>muestra: qh, 10s, jk</translation>
    </message>
    <message>
        <source>Pick…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Turn-up (Ctrl+T):</source>
        <translation>Muestra (Ctrl+T):</translation>
    </message>
    <message>
        <source>{0} (! then a letter):</source>
        <translation>{0} (! y una letra):</translation>
    </message>
    <message>
        <source>Add a {0} for {1} in this hand (Shift-click takes one back)</source>
        <translation>Añadir: {0} de {1} en esta mano (Mayús-clic quita uno)</translation>
    </message>
    <message>
        <source>Schedule of hands</source>
        <translation>Plan de manos</translation>
    </message>
    <message>
        <source>Each cell: bid/tricks and the hand&apos;s score, running total below · ● dealt · green: contract made · ↺ total reset to 0 · ! penalty · ★ leader · Ctrl+E (or F6, ↑↓, Enter, or a double-click) corrects a hand</source>
        <translation>Cada casilla: apuesta/bazas y puntos de la mano, total acumulado debajo · ● reparte · verde: contrato cumplido · ↺ total vuelve a 0 · ! penalización · ★ líder · Ctrl+E (o F6, ↑↓, Intro o un doble clic) corrige una mano</translation>
    </message>
    <message>
        <source>Each cell: lost / won / place out, and the running tally · ● dealt</source>
        <translation>Cada casilla: perdió / ganó / puesto al salir, y la cuenta acumulada · ● reparte</translation>
    </message>
    <message>
        <source>&lt;b&gt;Schedule&lt;/b&gt;</source>
        <translation>&lt;b&gt;Plan&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Type the turn-up</source>
        <translation>Teclee la muestra</translation>
    </message>
    <message>
        <source>Entry or scorecard</source>
        <translation>Entrada u hoja de puntos</translation>
    </message>
    <message>
        <source>{0} played · &lt;b&gt;{1}&lt;/b&gt; share first place</source>
        <translation>{0} jugadas · &lt;b&gt;{1}&lt;/b&gt; comparten el primer puesto</translation>
    </message>
    <message>
        <source>{0} played · &lt;b&gt;{1}&lt;/b&gt; wins</source>
        <translation>{0} jugadas · &lt;b&gt;{1}&lt;/b&gt; gana</translation>
    </message>
    <message>
        <source>No hands were played.</source>
        <translation>No se jugó ninguna mano.</translation>
    </message>
    <message>
        <source>{0} — hand {1} of {2}</source>
        <translation>{0} — mano {1} de {2}</translation>
    </message>
    <message>
        <source>{0} — hand {1}</source>
        <translation>{0} — mano {1}</translation>
    </message>
    <message>
        <source>
</source>
        <translation>
</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; each</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; cada uno</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; deals</source>
        <translation>reparte &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>trump {0}</source>
        <translation>triunfo {0}</translation>
    </message>
    <message>
        <source>Hand {0}: {1} deals</source>
        <translation>Mano {0}: reparte {1}</translation>
    </message>
    <message>
        <source>open length</source>
        <translation>duración abierta</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Sin anotar</translation>
    </message>
    <message>
        <source>A shithead hand is changed with Undo (Ctrl+Z).</source>
        <translation>Una mano de Shithead se cambia con Deshacer (Ctrl+Z).</translation>
    </message>
    <message>
        <source>This hand is still being played: change it in the entry above.</source>
        <translation>Esta mano aún se está jugando: cámbiela en la entrada de arriba.</translation>
    </message>
    <message>
        <source>Players join, leave and sit out only in a house game whose rules have table changes on.</source>
        <translation>Entrar, salir o saltarse una mano solo es posible en una partida de la casa cuyas reglas permitan cambios en la mesa.</translation>
    </message>
    <message>
        <source>No hand has been completed yet: there is nothing to correct.</source>
        <translation>Aún no se ha completado ninguna mano: no hay nada que corregir.</translation>
    </message>
</context>
<context>
    <name>TallyPanel</name>
    <message>
        <source>Next hand</source>
        <translation>Mano siguiente</translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation>Reparte {0}</translation>
    </message>
    <message>
        <source>No hand played yet</source>
        <translation>Aún no se ha jugado ninguna mano</translation>
    </message>
    <message>
        <source>Out in order: {0}</source>
        <translation>Salieron en este orden: {0}</translation>
    </message>
    <message>
        <source>{0} lost hand {1}</source>
        <translation>{0} perdió la mano {1}</translation>
    </message>
    <message>
        <source>{0} won hand {1}</source>
        <translation>{0} ganó la mano {1}</translation>
    </message>
</context>
<context>
    <name>TiebreakDialog</name>
    <message>
        <source>Tie-break deal</source>
        <translation>Mano de desempate</translation>
    </message>
    <message>
        <source>{0} are tied on every tie-breaker.
Deal {1} cards each and play one hand: the higher hand score takes the higher place.
It is not added to the totals.</source>
        <translation>{0} siguen empatados en todos los desempates.
Reparta {1} cartas a cada uno y jueguen una mano: la mayor puntuación de la mano se lleva el mejor puesto.
No se suma a los totales.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bid&lt;/b&gt;</source>
        <translation>&lt;b&gt;Apuesta&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tricks&lt;/b&gt;</source>
        <translation>&lt;b&gt;Bazas&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>TrashDialog</name>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Empezada</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Borrada</translation>
    </message>
    <message>
        <source>Trash — Scorekeeper</source>
        <translation>Papelera — Scorekeeper</translation>
    </message>
    <message>
        <source>Deleted games are kept here, also after the app is closed, until the trash is emptied. Restoring puts a game back as it was.</source>
        <translation>Las partidas borradas se guardan aquí, también después de cerrar la aplicación, hasta que se vacíe la papelera. Restaurar devuelve una partida tal como estaba.</translation>
    </message>
    <message>
        <source>Games in the trash</source>
        <translation>Partidas en la papelera</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurar</translation>
    </message>
    <message>
        <source>&amp;Delete for good</source>
        <translation>&amp;Borrar para siempre</translation>
    </message>
    <message>
        <source>&amp;Empty trash</source>
        <translation>&amp;Vaciar papelera</translation>
    </message>
    <message>
        <source>Delete {0} for good? This cannot be undone.</source>
        <translation>¿Borrar {0} para siempre? No se puede deshacer.</translation>
    </message>
    <message>
        <source>Empty the trash? Its {0} cannot be restored afterwards.</source>
        <translation>¿Vaciar la papelera? Sus {0} no se podrán restaurar después.</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>Papelera</translation>
    </message>
</context>
<context>
    <name>TrumpPanel</name>
    <message>
        <source>Trump</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Sin triunfo</translation>
    </message>
    <message>
        <source>Not known yet</source>
        <translation>Aún no se sabe</translation>
    </message>
</context>
<context>
    <name>_ChangeDialog</name>
    <message>
        <source>Why it was refused</source>
        <translation>Por qué se rechazó</translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>{0} — {1} (continued)</source>
        <translation>{0} — {1} (continuación)</translation>
    </message>
    <message>
        <source>page {0} of {1}</source>
        <translation>página {0} de {1}</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Reglas de la casa</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Seating (clockwise): {0} · {1} dealt first</source>
        <translation>Asientos (en el sentido de las agujas del reloj): {0} · {1} repartió primero</translation>
    </message>
    <message>
        <source>The evening of {0}</source>
        <translation>La noche del {0}</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n sitting(s)</source>
        <translation>
            <numerusform>%n velada</numerusform>
            <numerusform>%n veladas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>{0} ({1} finished)</source>
        <translation>{0} ({1} terminadas)</translation>
    </message>
    <message>
        <source>Winner of the night</source>
        <translation>Ganador de la noche</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) won</source>
        <translation>
            <numerusform>%n partida ganada</numerusform>
            <numerusform>%n partidas ganadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Shithead of the night</source>
        <translation>Shithead de la noche</translation>
    </message>
    <message numerus="yes">
        <source>last %n time(s)</source>
        <translation>
            <numerusform>último %n vez</numerusform>
            <numerusform>último %n veces</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} by the rules</source>
        <translation>{0} según las reglas</translation>
    </message>
    <message>
        <source>game {0}, hand {1}</source>
        <translation>partida {0}, mano {1}</translation>
    </message>
    <message>
        <source>Biggest hand</source>
        <translation>Mejor mano</translation>
    </message>
    <message>
        <source>{0}: {1} points ({2})</source>
        <translation>{0}: {1} puntos ({2})</translation>
    </message>
    <message>
        <source>Best bidder</source>
        <translation>Mejor apostador</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} bids exact ({3})</source>
        <translation>{0}: {1} de {2} apuestas exactas ({3})</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>#</source>
        <comment>a game&apos;s number in the sitting</comment>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Ganadores</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Últimos</translation>
    </message>
    <message>
        <source>Places and points</source>
        <translation>Puestos y puntos</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Puestos</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Sitting {0} of {1} · {2}</source>
        <translation>Velada {0} de {1} · {2}</translation>
    </message>
    <message>
        <source>The sitting · {0}</source>
        <translation>La velada · {0}</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonada</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>Before hand {0}: {1}</source>
        <translation>Antes de la mano {0}: {1}</translation>
    </message>
    <message>
        <source>Final places</source>
        <translation>Clasificación final</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Tie-break deal {0}: {1}</source>
        <translation>Mano de desempate {0}: {1}</translation>
    </message>
    <message>
        <source>{0} bid {1} took {2}</source>
        <translation>{0} apostó {1}, hizo {2}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>#</source>
        <comment>the hand&apos;s number, in a column head</comment>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Reparte</translation>
    </message>
    <message>
        <source>{0} finished, {1} won ({2})</source>
        <translation>{0} terminadas, {1} ganadas ({2})</translation>
    </message>
    <message>
        <source>Nemesis</source>
        <translation>Bestia negra</translation>
    </message>
    <message>
        <source>Favourite opponent</source>
        <translation>Rival favorito</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>Racha de victorias</translation>
    </message>
    <message>
        <source>{0} now, {1} at the longest</source>
        <translation>{0} ahora, {1} la más larga</translation>
    </message>
    <message>
        <source>First and last game</source>
        <translation>Primera y última partida</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>{0} jugadores</translation>
    </message>
    <message>
        <source>Games by month</source>
        <translation>Partidas por mes</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Mes</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <source>Games by number of players</source>
        <translation>Partidas por número de jugadores</translation>
    </message>
    <message>
        <source>Table</source>
        <comment>how many players sat at it</comment>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Rivales</translation>
    </message>
    <message>
        <source>Against each opponent</source>
        <translation>Contra cada rival</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>They were ahead</source>
        <translation>Por delante</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Por detrás</translation>
    </message>
    <message>
        <source>Player card: {0}</source>
        <translation>Ficha del jugador: {0}</translation>
    </message>
    <message>
        <source>{0}, {1} to {2}</source>
        <translation>{0}, del {1} al {2}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n partida terminada</numerusform>
            <numerusform>%n partidas terminadas</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} ({1} of {2} games together ahead of {3})</source>
        <translation>{0} ({1} de {2} partidas juntos por delante de {3})</translation>
    </message>
    <message>
        <source>{0} ({1} of {2} games together behind {3})</source>
        <translation>{0} ({1} de {2} partidas juntos por detrás de {3})</translation>
    </message>
    <message>
        <source>{0} ({1} games ahead of {2} each)</source>
        <translation>{0} ({1} partidas cada uno por delante de {2})</translation>
    </message>
    <message>
        <source>{0} ({1} games behind {2} each)</source>
        <translation>{0} ({1} partidas cada uno por detrás de {2})</translation>
    </message>
    <message>
        <source>Bids made exactly</source>
        <translation>Apuestas cumplidas exactas</translation>
    </message>
    <message>
        <source>{0} of {1} ({2})</source>
        <translation>{0} de {1} ({2})</translation>
    </message>
    <message>
        <source>Exact %</source>
        <translation>Exactas %</translation>
    </message>
    <message>
        <source>Bids by hand size</source>
        <translation>Apuestas por tamaño de mano</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exactas</translation>
    </message>
    <message>
        <source>Over</source>
        <translation>Por encima</translation>
    </message>
    <message>
        <source>Under</source>
        <translation>Por debajo</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Puntos por mano</translation>
    </message>
    <message>
        <source>Rating over time</source>
        <translation>Puntuación a lo largo del tiempo</translation>
    </message>
    <message>
        <source>Rating at the end of each month</source>
        <translation>Puntuación al final de cada mes</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Games rated</source>
        <translation>Partidas puntuadas</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Triunfo</translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n derrota</numerusform>
            <numerusform>%n derrotas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n victoria</numerusform>
            <numerusform>%n victorias</numerusform>
        </translation>
    </message>
    <message>
        <source>NT</source>
        <comment>no trumps, in a narrow column</comment>
        <translation>ST</translation>
    </message>
    <message>
        <source>{0} leads</source>
        <comment>first place</comment>
        <translation>{0} va en cabeza</translation>
    </message>
    <message>
        <source>Hand {0}: {1} deals</source>
        <translation>Mano {0}: reparte {1}</translation>
    </message>
    <message>
        <source>left</source>
        <comment>a player who left the table</comment>
        <translation>se fue</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>descansa</translation>
    </message>
    <message>
        <source>not joined</source>
        <translation>aún no juega</translation>
    </message>
    <message>
        <source>{0} has left the game</source>
        <translation>{0} ha dejado la partida</translation>
    </message>
    <message>
        <source>{0} sits this hand out</source>
        <translation>{0} descansa en esta mano</translation>
    </message>
    <message>
        <source>{0} has not joined yet</source>
        <translation>{0} aún no se ha unido</translation>
    </message>
    <message>
        <source>{0}; total {1}</source>
        <translation>{0}; total {1}</translation>
    </message>
    <message>
        <source>{0} joined (sitting after {1}, starting from {2})</source>
        <translation>{0} se unió (sentado tras {1}, empezando con {2})</translation>
    </message>
    <message>
        <source>{0} left</source>
        <comment>a table change</comment>
        <translation>{0} se fue</translation>
    </message>
    <message>
        <source>{0} sits out</source>
        <translation>{0} descansa</translation>
    </message>
    <message>
        <source>{0} sit out</source>
        <translation>{0} descansan</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>apuesta {0}</translation>
    </message>
    <message>
        <source>{0} (dealer)</source>
        <translation>{0} (reparte)</translation>
    </message>
    <message>
        <source>bid {0}, took {1}</source>
        <translation>apuesta {0}, {1} bazas</translation>
    </message>
    <message>
        <source>scored {0}, total {1}</source>
        <translation>{0} puntos, total {1}</translation>
    </message>
    <message>
        <source>lost</source>
        <comment>a hand&apos;s outcome</comment>
        <translation>perdió</translation>
    </message>
    <message>
        <source>won</source>
        <comment>a hand&apos;s outcome</comment>
        <translation>ganó</translation>
    </message>
    <message>
        <source>Each cell: lost / won / place out (shaded: won), and the tally</source>
        <translation>Cada casilla: perdió / ganó / puesto al salir (sombreado: ganó) y la cuenta</translation>
    </message>
    <message>
        <source>shaded: contract made</source>
        <translation>sombreado: apuesta cumplida</translation>
    </message>
    <message>
        <source>, ! penalty</source>
        <translation>, ! penalización</translation>
    </message>
    <message>
        <source>Each cell: bid/tricks and hand score ({0}), running total</source>
        <translation>Cada casilla: apuesta/bazas y puntos de la mano ({0}), total acumulado</translation>
    </message>
    <message>
        <source> (↺ reset to 0)</source>
        <translation> (↺ vuelve a 0)</translation>
    </message>
    <message>
        <source>Scorecard — {0}</source>
        <translation>Hoja de puntos — {0}</translation>
    </message>
    <message>
        <source>the 52-card pack</source>
        <translation>la baraja de 52 cartas</translation>
    </message>
    <message>
        <source>the 36-card pack (6 to A)</source>
        <translation>la baraja de 36 cartas (del 6 al as)</translation>
    </message>
    <message>
        <source>the 32-card pack (7 to A)</source>
        <translation>la baraja de 32 cartas (del 7 al as)</translation>
    </message>
    <message>
        <source>the 28-card pack (8 to A)</source>
        <translation>la baraja de 28 cartas (del 8 al as)</translation>
    </message>
    <message>
        <source>the 24-card pack (9 to A)</source>
        <translation>la baraja de 24 cartas (del 9 al as)</translation>
    </message>
    <message>
        <source>the 63-card pack (52 plus the 11 and 12 of each suit and the 13 of hearts and diamonds)</source>
        <translation>la baraja de 63 cartas (52 más el 11 y el 12 de cada palo y el 13 de corazones y de diamantes)</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>made bids</source>
        <translation>apuestas cumplidas</translation>
    </message>
    <message>
        <source>made bids above zero</source>
        <translation>apuestas cumplidas mayores que cero</translation>
    </message>
    <message>
        <source>hands with at least the bid taken</source>
        <translation>manos con al menos las bazas apostadas</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>{0} to {1} players.</source>
        <translation>De {0} a {1} jugadores.</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Baraja</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Apuestas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalización</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>The scorekeeper may add or take off points for a player in a hand, with a note.</source>
        <translation>El anotador puede sumar o quitar puntos a un jugador en una mano, con una nota.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Vuelta a cero</translation>
    </message>
    <message>
        <source>A running total that lands on a multiple of {0} (not 0) goes back to 0.</source>
        <translation>Un total que cae en un múltiplo de {0} (distinto de 0) vuelve a 0.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Table changes</source>
        <translation>Cambios en la mesa</translation>
    </message>
    <message>
        <source>Players may join during the game, leave it, or sit out a hand (scoring nothing).</source>
        <translation>Los jugadores pueden unirse durante la partida, dejarla o descansar una mano (sin puntuar).</translation>
    </message>
    <message>
        <source>Played with {0} and a joker, the highest trump.</source>
        <translation>Se juega con {0} y un comodín, el triunfo más alto.</translation>
    </message>
    <message>
        <source>Played with {0}.</source>
        <translation>Se juega con {0}.</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} y {1}</translation>
    </message>
    <message>
        <source>{0} players use {1} and the joker.</source>
        <translation>Con {0} jugadores se usa {1} y el comodín.</translation>
    </message>
    <message>
        <source>{0} players use {1}.</source>
        <translation>Con {0} jugadores se usa {1}.</translation>
    </message>
    <message>
        <source>the most the pack allows each player</source>
        <translation>las máximas que la baraja permite por jugador</translation>
    </message>
    <message>
        <source>{0} (fewer if the pack cannot deal that many)</source>
        <translation>{0} (menos si la baraja no da para tantas)</translation>
    </message>
    <message>
        <source>From the largest hand, {0}, down to 1 card.</source>
        <translation>De la mano más grande, {0}, hasta 1 carta.</translation>
    </message>
    <message>
        <source>1 card, then one more each hand up to {0}.</source>
        <translation>1 carta, luego una más en cada mano hasta {0}.</translation>
    </message>
    <message>
        <source>The largest hand is played twice.</source>
        <translation>La mano más grande se juega dos veces.</translation>
    </message>
    <message>
        <source>1 card, one more each hand up to {0}, and back down to 1.</source>
        <translation>1 carta, una más en cada mano hasta {0} y de vuelta hasta 1.</translation>
    </message>
    <message>
        <source>The 1-card hand is played twice.</source>
        <translation>La mano de 1 carta se juega dos veces.</translation>
    </message>
    <message>
        <source>From the largest hand, {0}, down to 1 card and back up.</source>
        <translation>De la mano más grande, {0}, hasta 1 carta y de vuelta hacia arriba.</translation>
    </message>
    <message>
        <source>The same number of cards every hand: {0}.</source>
        <translation>El mismo número de cartas en cada mano: {0}.</translation>
    </message>
    <message>
        <source>1 card, then one more each hand up to {0}, then that many every hand.</source>
        <translation>1 carta, luego una más en cada mano hasta {0} y después esas mismas en cada mano.</translation>
    </message>
    <message>
        <source>When the largest hand deals the whole pack, the hands go back down to 1 and up again instead.</source>
        <translation>Cuando la mano más grande reparte toda la baraja, se vuelve a bajar hasta 1 y a subir otra vez.</translation>
    </message>
    <message>
        <source>These hands, in order: {0} cards.</source>
        <translation>Estas manos, en orden: {0} cartas.</translation>
    </message>
    <message>
        <source>{0} are always trump.</source>
        <translation>Los/las {0} son siempre triunfo.</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>sin triunfo</translation>
    </message>
    <message>
        <source>Every hand: {0}.</source>
        <translation>En cada mano: {0}.</translation>
    </message>
    <message>
        <source>Trump follows the sequence {0}, starting again after the last.</source>
        <translation>El triunfo sigue la secuencia {0} y vuelve a empezar tras el último.</translation>
    </message>
    <message>
        <source>The card turned up after the deal gives trump.</source>
        <translation>La carta que se vuelve tras repartir marca el triunfo.</translation>
    </message>
    <message>
        <source>{0} turned up means no trumps.</source>
        <translation>{0} vuelto significa sin triunfo.</translation>
    </message>
    <message>
        <source>When a hand deals the whole pack, the dealer shows his last card for trump.</source>
        <translation>Cuando una mano reparte toda la baraja, el que reparte muestra su última carta para el triunfo.</translation>
    </message>
    <message>
        <source>When a hand deals the whole pack there is no turn-up and no trumps.</source>
        <translation>Cuando una mano reparte toda la baraja, no se vuelve carta y no hay triunfo.</translation>
    </message>
    <message>
        <source>the joker</source>
        <translation>el comodín</translation>
    </message>
    <message>
        <source>an ace</source>
        <translation>un as</translation>
    </message>
    <message>
        <source>a jack</source>
        <translation>una sota</translation>
    </message>
    <message>
        <source>a queen</source>
        <translation>una reina</translation>
    </message>
    <message>
        <source>a king</source>
        <translation>un rey</translation>
    </message>
    <message>
        <source>an {0}</source>
        <comment>a card of this rank: 8, 11</comment>
        <translation>un {0}</translation>
    </message>
    <message>
        <source>a {0}</source>
        <comment>a card of this rank: 2, 3 …</comment>
        <translation>un {0}</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation>{0} o {1}</translation>
    </message>
    <message>
        <source>Bids go clockwise from the dealer&apos;s left; the dealer bids last.</source>
        <translation>Se apuesta en el sentido de las agujas del reloj desde la izquierda de quien reparte; quien reparte apuesta el último.</translation>
    </message>
    <message>
        <source>Players bid in any order, as they call; the order is recorded.</source>
        <translation>Se apuesta en cualquier orden, según se canta; el orden queda anotado.</translation>
    </message>
    <message>
        <source>Everyone shows a bid at once.</source>
        <translation>Todos muestran su apuesta a la vez.</translation>
    </message>
    <message>
        <source>The player left of the dealer leads first.</source>
        <translation>Sale el jugador a la izquierda de quien reparte.</translation>
    </message>
    <message>
        <source>The highest bidder leads first (on a tie, the first of them to bid).</source>
        <translation>Sale quien más apostó (si hay empate, el primero de ellos en apostar).</translation>
    </message>
    <message>
        <source>The player left of the last bidder leads first.</source>
        <translation>Sale el jugador a la izquierda del último en apostar.</translation>
    </message>
    <message>
        <source>The last bidder may not make the bids total the cards</source>
        <translation>El último en apostar no puede hacer que las apuestas sumen las cartas</translation>
    </message>
    <message>
        <source>The last bidder may not make the bids total the cards in hands of {0} cards or more</source>
        <translation>El último en apostar no puede hacer que las apuestas sumen las cartas en manos de {0} cartas o más</translation>
    </message>
    <message>
        <source>0</source>
        <comment>a bid of zero</comment>
        <translation>0</translation>
    </message>
    <message>
        <source>all the cards</source>
        <translation>todas las cartas</translation>
    </message>
    <message>
        <source>{0}, unless that bid is {1}.</source>
        <translation>{0}, salvo que esa apuesta sea {1}.</translation>
    </message>
    <message>
        <source>Any bid is allowed: the bids may total the cards.</source>
        <translation>Se permite cualquier apuesta: pueden sumar las cartas.</translation>
    </message>
    <message>
        <source>the bid</source>
        <translation>la apuesta</translation>
    </message>
    <message>
        <source>{0} × the bid</source>
        <translation>{0} × la apuesta</translation>
    </message>
    <message>
        <source>{0} per trick taken</source>
        <translation>{0} por baza hecha</translation>
    </message>
    <message>
        <source>{0} per trick off</source>
        <translation>{0} por baza de diferencia</translation>
    </message>
    <message>
        <source>{0} per card dealt</source>
        <translation>{0} por carta repartida</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>minus {0}</source>
        <translation>menos {0}</translation>
    </message>
    <message>
        <source> when the cards left undealt are no more than the players (a short stock)</source>
        <translation> cuando las cartas sin repartir no son más que los jugadores (un mazo corto)</translation>
    </message>
    <message>
        <source> in hands of {0} cards or more</source>
        <translation> en manos de {0} cartas o más</translation>
    </message>
    <message>
        <source>Exact bid: {0}.</source>
        <translation>Apuesta exacta: {0}.</translation>
    </message>
    <message>
        <source>A zero bid made: {0} instead.</source>
        <translation>Una apuesta de cero cumplida: {0} en su lugar.</translation>
    </message>
    <message>
        <source>A made zero bid earns {0} more{1}.</source>
        <translation>Una apuesta de cero cumplida gana {0} más{1}.</translation>
    </message>
    <message>
        <source>A missed bid (more or fewer tricks): {0}.</source>
        <translation>Apuesta fallada (más o menos bazas): {0}.</translation>
    </message>
    <message>
        <source>More tricks than bid: {0}. Fewer: {1}.</source>
        <translation>Más bazas que las apostadas: {0}. Menos: {1}.</translation>
    </message>
    <message>
        <source>bid {0}, took {1}: {2}</source>
        <translation>apuesta {0}, hizo {1}: {2}</translation>
    </message>
    <message>
        <source>For example (a hand of {0} cards): {1}.</source>
        <translation>Por ejemplo (una mano de {0} cartas): {1}.</translation>
    </message>
    <message>
        <source>For example: {0}.</source>
        <translation>Por ejemplo: {0}.</translation>
    </message>
    <message>
        <source>No penalties are recorded.</source>
        <translation>No se anotan penalizaciones.</translation>
    </message>
    <message>
        <source>Each {0} costs {1} points in its hand.</source>
        <translation>Cada {0} cuesta {1} puntos en su mano.</translation>
    </message>
    <message>
        <source>Each {0} adds {1} points in its hand.</source>
        <translation>Cada {0} suma {1} puntos en su mano.</translation>
    </message>
    <message>
        <source>A hand with a {0} scores at most {1} and does not count as a made bid.</source>
        <translation>Una mano con {0} puntúa como mucho {1} y no cuenta como apuesta cumplida.</translation>
    </message>
    <message>
        <source>The game goes on until the scorekeeper ends it.</source>
        <translation>La partida sigue hasta que el anotador la termina.</translation>
    </message>
    <message>
        <source>The game ends after the last hand.</source>
        <translation>La partida termina tras la última mano.</translation>
    </message>
    <message>
        <source>The game ends after the hand in which a total passes {0}, or after the last hand if that comes first.</source>
        <translation>La partida termina tras la mano en que un total pasa de {0}, o tras la última mano si llega antes.</translation>
    </message>
    <message>
        <source>The game ends after the hand in which a total passes {0}.</source>
        <translation>La partida termina tras la mano en que un total pasa de {0}.</translation>
    </message>
    <message>
        <source>Highest total wins.</source>
        <translation>Gana el total más alto.</translation>
    </message>
    <message>
        <source>Ties are split by {0} (a hand with a penalty counts as none of these).</source>
        <translation>Los empates se deshacen por {0} (una mano con penalización no cuenta para ninguno).</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, luego </translation>
    </message>
    <message>
        <source>Players still tied may play a tie-break deal of {0} cards each; the higher score takes the higher place.</source>
        <translation>Los jugadores aún empatados pueden jugar una mano de desempate de {0} cartas cada uno; la puntuación más alta se lleva el mejor puesto.</translation>
    </message>
    <message>
        <source>Players still tied share the place.</source>
        <translation>Los jugadores aún empatados comparten el puesto.</translation>
    </message>
    <message>
        <source>trump not recorded</source>
        <translation>triunfo sin anotar</translation>
    </message>
    <message>
        <source>{0} are trump</source>
        <translation>{0} son triunfo</translation>
    </message>
    <message>
        <source>{0} bid, {1}</source>
        <translation>{0} apostadas, {1}</translation>
    </message>
    <message>
        <source>{0}: under by {1}</source>
        <translation>{0}: {1} por debajo</translation>
    </message>
    <message>
        <source>{0}: over by {1}</source>
        <translation>{0}: {1} por encima</translation>
    </message>
    <message>
        <source>{0}: exactly</source>
        <translation>{0}: justo</translation>
    </message>
    <message>
        <source>{0} can&apos;t bid {1}</source>
        <translation>{0} no puede apostar {1}</translation>
    </message>
    <message>
        <source>revoke</source>
        <translation>renuncio</translation>
    </message>
    <message>
        <source>revokes</source>
        <translation>renuncios</translation>
    </message>
    <message>
        <source>renege</source>
        <translation>no asistir</translation>
    </message>
    <message>
        <source>reneges</source>
        <translation>no asistir</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>penalización</translation>
    </message>
    <message>
        <source>penalties</source>
        <translation>penalizaciones</translation>
    </message>
    <message>
        <source>hand {0}: {1}</source>
        <translation>mano {0}: {1}</translation>
    </message>
    <message>
        <source>there is nothing to undo</source>
        <translation>no hay nada que deshacer</translation>
    </message>
    <message>
        <source>there is nothing to redo</source>
        <translation>no hay nada que rehacer</translation>
    </message>
    <message>
        <source>the game is over after hand {0}; no more can be recorded</source>
        <translation>la partida terminó tras la mano {0}; no se puede anotar nada más</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: {2} contracts fulfilled to {3}</source>
        <translation>{0} por delante de {1}: {2} contratos cumplidos contra {3}</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: {2} winning contracts fulfilled to {3}</source>
        <translation>{0} por delante de {1}: {2} contratos ganadores cumplidos contra {3}</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: {2} contracts fulfilled or exceeded to {3}</source>
        <translation>{0} por delante de {1}: {2} contratos cumplidos o superados contra {3}</translation>
    </message>
    <message>
        <source>house rules: {0} players cannot be dealt a hand from the {1}-card pack</source>
        <translation>reglas de la casa: no se puede repartir una mano a {0} jugadores con la baraja de {1} cartas</translation>
    </message>
    <message>
        <source>house rules: {0} cards each for {1} players needs {2} cards, more than the {3} in the pack</source>
        <translation>reglas de la casa: {0} cartas a cada uno de {1} jugadores necesitan {2} cartas, más que las {3} de la baraja</translation>
    </message>
    <message>
        <source>house rules: schedule.list has a hand of {0} cards, more than {1} players can be dealt from {2} cards</source>
        <translation>reglas de la casa: schedule.list tiene una mano de {0} cartas, más de lo que se puede repartir a {1} jugadores con {2} cartas</translation>
    </message>
    <message>
        <source>{0} are always trump</source>
        <translation>{0}: siempre triunfo</translation>
    </message>
    <message>
        <source>hand {0} has no trumps in the trump sequence</source>
        <translation>la mano {0} no tiene triunfo en la secuencia de triunfos</translation>
    </message>
    <message>
        <source>{0} in the trump sequence</source>
        <translation>{0} en la secuencia de triunfos</translation>
    </message>
    <message>
        <source>all {0} cards are dealt: no turn-up, no trumps</source>
        <translation>se reparten las {0} cartas: sin muestra, sin triunfo</translation>
    </message>
    <message>
        <source>turn-up not recorded</source>
        <translation>muestra sin anotar</translation>
    </message>
    <message>
        <source>joker turned up: no trumps</source>
        <translation>sale el comodín: sin triunfo</translation>
    </message>
    <message>
        <source>{0} turned up: an ace means no trumps</source>
        <translation>sale {0}: un as significa sin triunfo</translation>
    </message>
    <message>
        <source>{0} turned up: a {1} means no trumps</source>
        <translation>sale {0}: un {1} significa sin triunfo</translation>
    </message>
    <message>
        <source>turn-up {0}</source>
        <translation>muestra: {0}</translation>
    </message>
    <message>
        <source>The pack is used up: the dealer shows his last card for trump.</source>
        <translation>El mazo se ha agotado: el que reparte enseña su última carta como triunfo.</translation>
    </message>
    <message>
        <source>All {0} cards are dealt: no turn-up, no trumps.</source>
        <translation>Se reparten las {0} cartas: sin muestra, sin triunfo.</translation>
    </message>
    <message>
        <source>{0} bids last and may not bid {1} (bids would total the {2})</source>
        <translation>{0} apuesta el último y no puede apostar {1} (las apuestas sumarían las {2})</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: tie-break deal {2} to {3}</source>
        <translation>{0} por delante de {1}: mano de desempate {2} a {3}</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: tie-break deal {2} {3} to {4}</source>
        <translation>{0} por delante de {1}: mano de desempate {2} {3} a {4}</translation>
    </message>
    <message>
        <source>{0} and {1} tied on the total and every tie-breaker: they share the place</source>
        <translation>{0} y {1} empatan en el total y en cada criterio de desempate: comparten el puesto</translation>
    </message>
    <message>
        <source>A trick game played by the table&apos;s own settings.</source>
        <translation>Un juego de bazas con los ajustes propios de la mesa.</translation>
    </message>
    <message>
        <source>“{0}”: a trick game played by the table&apos;s own settings.</source>
        <translation>«{0}»: un juego de bazas con los ajustes propios de la mesa.</translation>
    </message>
    <message>
        <source>{0} deals and may not bid {1} (bids would total the {2})</source>
        <translation>{0} reparte y no puede apostar {1} (las apuestas sumarían las {2})</translation>
    </message>
    <message>
        <source>the game ended after hand {0}; no more hands can be recorded</source>
        <translation>la partida terminó tras la mano {0}; no se pueden anotar más manos</translation>
    </message>
    <message>
        <source>the game has only {0}</source>
        <translation>la partida solo tiene {0}</translation>
    </message>
    <message>
        <source>{0} bid {1}, but a bid must be a whole number from 0 to {2} in a hand of {3}</source>
        <translation>{0} apostó {1}, pero una apuesta debe ser un número entero de 0 a {2} en una mano de {3}</translation>
    </message>
    <message>
        <source>Reset after hand {0}: {1} back to 0</source>
        <translation>Reinicio tras la mano {0}: {1} vuelve a 0</translation>
    </message>
    <message>
        <source>{0} took {1} tricks, but tricks must be a whole number from 0 to {2} in a hand of {3}</source>
        <translation>{0} hizo {1} bazas, pero las bazas deben ser un número entero de 0 a {2} en una mano de {3}</translation>
    </message>
    <message>
        <source>the tricks add up to {0}, but {1} were dealt to each player and every trick is taken by someone</source>
        <translation>las bazas suman {0}, pero a cada jugador se le repartieron {1} y toda baza es de alguien</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}%</source>
        <comment>a percentage</comment>
        <translation>{0} %</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n baza</numerusform>
            <numerusform>%n bazas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n manos</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <source>level</source>
        <comment>neither ahead</comment>
        <translation>empate</translation>
    </message>
    <message>
        <source>{0} ahead {1} times, {2} ahead {3} times, level {4}</source>
        <translation>{0} por delante {1} veces, {2} por delante {3} veces, empate {4}</translation>
    </message>
    <message>
        <source>{0} v {1}</source>
        <translation>{0} contra {1}</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Partidas juntos</translation>
    </message>
    <message>
        <source>Who finished ahead</source>
        <translation>Quién terminó por delante</translation>
    </message>
    <message>
        <source>Game by game</source>
        <translation>Juego a juego</translation>
    </message>
    <message>
        <source>A ahead</source>
        <translation>A delante</translation>
    </message>
    <message>
        <source>B ahead</source>
        <translation>B delante</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>A won</source>
        <translation>A ganó</translation>
    </message>
    <message>
        <source>B won</source>
        <translation>B ganó</translation>
    </message>
    <message>
        <source>A avg place</source>
        <translation>A puesto medio</translation>
    </message>
    <message>
        <source>B avg place</source>
        <translation>B puesto medio</translation>
    </message>
    <message>
        <source>Last meetings</source>
        <translation>Últimos encuentros</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>A place</source>
        <translation>A puesto</translation>
    </message>
    <message>
        <source>B place</source>
        <translation>B puesto</translation>
    </message>
    <message>
        <source>Ahead</source>
        <translation>Delante</translation>
    </message>
    <message>
        <source>Head to head: {0}</source>
        <translation>Cara a cara: {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) together</source>
        <translation>
            <numerusform>%n partida terminada juntos</numerusform>
            <numerusform>%n partidas terminadas juntos</numerusform>
        </translation>
    </message>
    <message>
        <source>new</source>
        <comment>not rated in the season before</comment>
        <translation>nuevo</translation>
    </message>
    <message>
        <source>same</source>
        <comment>the same rank as in the season before</comment>
        <translation>igual</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Avg place</source>
        <translation>Puesto medio</translation>
    </message>
    <message>
        <source>Exact bids</source>
        <translation>Apuestas exactas</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message>
        <source>Moves compared with</source>
        <translation>Cambios respecto a</translation>
    </message>
    <message>
        <source>Season {0} – {1}</source>
        <translation>Temporada {0} – {1}</translation>
    </message>
    <message>
        <source>Ratings of this season&apos;s games only: everyone starts level</source>
        <translation>Puntuaciones solo de las partidas de esta temporada: todos empiezan igual</translation>
    </message>
    <message>
        <source>{0} — page {1} of {2}</source>
        <translation>{0} — página {1} de {2}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>Any player may deal first.</source>
        <translation>Cualquier jugador puede repartir primero.</translation>
    </message>
    <message>
        <source>{0}–{1} players</source>
        <translation>{0}–{1} jugadores</translation>
    </message>
    <message>
        <source>{0} and {1} are the same name (names compare ignoring case); give each player a different name</source>
        <translation>{0} y {1} son el mismo nombre (no se distinguen mayúsculas y minúsculas); dad a cada jugador un nombre distinto</translation>
    </message>
    <message>
        <source>{0} takes {1} to {2} players, not {3}</source>
        <translation>{0} es para {1} a {2} jugadores, no {3}</translation>
    </message>
    <message>
        <source>Up to nine cards and back; bids shown at once, a zero bid (misère) made scores 5, every trick counts, revokes cost a net 5.</source>
        <translation>Hasta nueve cartas y vuelta; apuestas a la vez, una apuesta de cero (misère) cumplida da 5, cada baza cuenta, un renuncio cuesta 5 netos.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hands:&lt;/b&gt; 1 card, 2 cards … up to the peak (9, or fewer when the pack is short) and back down to 1 (full game), or from the peak down to 1 (half game). With 6 or 7 players the 63-card pack is used.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Trump:&lt;/b&gt; the suit of the turn-up (when the pack is used up, the dealer&apos;s last card). An ace or the joker turned up means no trumps.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bids&lt;/b&gt; are shown at once: there is no forbidden bid.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; bid made exactly: 10 + tricks (a zero bid made: 5); more tricks than bid: 1 per trick; fewer: minus the shortfall. A revoke makes the hand a net −5 (or worse if the hand already lost more).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ties&lt;/b&gt; are broken by contracts fulfilled, then winning contracts fulfilled, then contracts fulfilled or exceeded; a tie that survives may be settled by a 5-card deal that is not added to the totals.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Manos:&lt;/b&gt; 1 carta, 2 cartas … hasta el máximo (9, o menos si la baraja no alcanza) y de vuelta a 1 (partida entera), o del máximo bajando a 1 (media partida). Con 6 o 7 jugadores se usa la baraja de 63 cartas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Triunfo:&lt;/b&gt; el palo de la muestra (cuando se acaba el mazo, la última carta del que reparte). Un as o el comodín de muestra significa sin triunfo.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Las apuestas&lt;/b&gt; se muestran a la vez: ninguna apuesta está prohibida.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Puntos:&lt;/b&gt; apuesta cumplida exacta: 10 + bazas (una apuesta de cero cumplida: 5); más bazas que las apostadas: 1 por baza; menos: menos lo que falta. Un renuncio deja la mano en −5 netos (o peor si la mano ya perdía más).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Los empates&lt;/b&gt; se deshacen por contratos cumplidos, luego contratos ganadores cumplidos, luego contratos cumplidos o superados; un empate que persista puede decidirse con una mano de 5 cartas que no suma a los totales.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Any player may deal first; the deal then passes to the left.</source>
        <translation>Cualquier jugador puede repartir primero; luego reparte el de la izquierda.</translation>
    </message>
    <message>
        <source>full: 1 card up to the peak and back to 1 (17 hands); half: from the peak down to 1 (9 hands)</source>
        <translation>completa: de 1 carta hasta el máximo y vuelta a 1 (17 manos); media: del máximo hasta 1 (9 manos)</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Duración</translation>
    </message>
    <message>
        <source>full</source>
        <translation>completa</translation>
    </message>
    <message>
        <source>half</source>
        <translation>media</translation>
    </message>
    <message>
        <source>Add one joker, the highest trump</source>
        <translation>Añadir un comodín, el triunfo más alto</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <source>With 6 or 7 players use the 63-card pack (11s, 12s and red 13s)</source>
        <translation>Con 6 o 7 jugadores, usar la baraja de 63 cartas (onces, doces y treces rojos)</translation>
    </message>
    <message>
        <source>Big pack</source>
        <translation>Baraja grande</translation>
    </message>
    <message>
        <source>One card more each hand up to the most the pack allows; exact bid scores 10 + bid; a total that lands on a multiple of 50 goes back to 0; first past 100 ends it.</source>
        <translation>Una carta más en cada mano hasta el máximo de la baraja; la apuesta exacta da 10 + la apuesta; un total que cae en un múltiplo de 50 vuelve a 0; el primero que pasa de 100 termina la partida.</translation>
    </message>
    <message>
        <source>Everyone turns a card: the player to the right of the lowest card deals first. In the next game of a sitting, the player to the right of the previous winner deals.</source>
        <translation>Cada uno descubre una carta: reparte primero el jugador a la derecha de la carta más baja. En la siguiente partida de la velada reparte el jugador a la derecha del ganador anterior.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hands:&lt;/b&gt; 1 card, then one more each hand up to the most the pack allows, and that many until the end (3 players use the 28-card pack, 8 to A). With 4 players the hands go 1…13…1…13; the 13-card hand deals the whole pack and has no trumps.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bids&lt;/b&gt; go clockwise from the dealer&apos;s left; the dealer may not make the bids total the cards unless the dealer bids 0 or all the cards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; exactly the bid: 10 + bid; fewer tricks: −bid; more: −tricks. A renege not caught at once: −20. A total that lands on a multiple of 50 (not 0) goes back to 0.&lt;/p&gt;&lt;p&gt;&lt;b&gt;End:&lt;/b&gt; after the hand in which someone passes 100. Ties share the place.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Manos:&lt;/b&gt; 1 carta, luego una más en cada mano hasta el máximo que permite la baraja, y esas hasta el final (3 jugadores usan la baraja de 28 cartas, del 8 al as). Con 4 jugadores las manos van 1…13…1…13; la mano de 13 cartas reparte toda la baraja y no tiene triunfo.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Las apuestas&lt;/b&gt; van en el sentido de las agujas del reloj desde la izquierda del que reparte; el que reparte no puede hacer que las apuestas sumen las cartas salvo que apueste 0 o todas las cartas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Puntos:&lt;/b&gt; exactamente lo apostado: 10 + apuesta; menos bazas: −apuesta; más: −bazas. Un renuncio no descubierto al momento: −20. Un total que cae en un múltiplo de 50 (que no sea 0) vuelve a 0.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fin:&lt;/b&gt; tras la mano en la que alguien pasa de 100. Los empates comparten el puesto.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>total reached a multiple of 50 and went back to 0</source>
        <translation>el total llegó a un múltiplo de 50 y volvió a 0</translation>
    </message>
    <message>
        <source>Rematch: the winner is not at the table, so anyone may deal first.</source>
        <translation>Revancha: el ganador no está en la mesa, así que cualquiera puede repartir primero.</translation>
    </message>
    <message>
        <source>Rematch: the player to the right of the winner ({0}) deals first.</source>
        <translation>Revancha: reparte primero el jugador a la derecha del ganador ({0}).</translation>
    </message>
    <message>
        <source>The winners tied: choose between {0}.</source>
        <translation>Los ganadores empataron: elegid entre {0}.</translation>
    </message>
    <message>
        <source>A beating game: the last player holding cards is the shithead. The app keeps the sitting&apos;s tally of losses (or wins).</source>
        <translation>Un juego de descarte: el último jugador con cartas en la mano es el shithead. La aplicación lleva la cuenta de derrotas (o victorias) de la velada.</translation>
    </message>
    <message>
        <source>Anyone may deal first. Loser mode: the loser deals the next hand; winner mode: the deal passes to the left.</source>
        <translation>Cualquiera puede repartir primero. Modo perdedor: el perdedor reparte la siguiente mano; modo ganador: reparte el de la izquierda.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Each hand&lt;/b&gt; records who went out in which order, or just the last player holding cards (the loser) — in winner mode, just the first out.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Loser mode:&lt;/b&gt; standings by fewest losses; the loser deals the next hand. &lt;b&gt;Winner mode:&lt;/b&gt; by most wins; the deal passes left. With full orders out, a tie is split by the better average finishing position.&lt;/p&gt;&lt;p&gt;&lt;b&gt;End:&lt;/b&gt; when you end the sitting, or when someone reaches the target.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Cada mano&lt;/b&gt; anota quién salió y en qué orden, o solo el último con cartas (el perdedor) — en modo ganador, solo el primero en salir.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Modo perdedor:&lt;/b&gt; clasificación por menos derrotas; el perdedor reparte la mano siguiente. &lt;b&gt;Modo ganador:&lt;/b&gt; por más victorias; el reparto pasa a la izquierda. Con órdenes de salida completos, un empate se deshace por la mejor posición media.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fin:&lt;/b&gt; cuando terminas la sesión, o cuando alguien llega al objetivo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>loser: standings by fewest losses, the loser deals next; winner: standings by most wins, the deal passes left</source>
        <translation>perdedor: clasificación por menos derrotas, el perdedor reparte después; ganador: clasificación por más victorias, reparte el de la izquierda</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>loser</source>
        <translation>perdedor</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>ganador</translation>
    </message>
    <message>
        <source>Add two jokers (they reverse play); allows 6 players</source>
        <translation>Añadir dos comodines (invierten el sentido del juego); permite 6 jugadores</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Comodines</translation>
    </message>
    <message>
        <source>Face-down and face-up cards dealt to each player</source>
        <translation>Cartas boca abajo y boca arriba repartidas a cada jugador</translation>
    </message>
    <message>
        <source>Table cards</source>
        <translation>Cartas de mesa</translation>
    </message>
    <message>
        <source>End the sitting when someone reaches this many losses (wins in winner mode)</source>
        <translation>Terminar la velada cuando alguien llegue a tantas derrotas (victorias en modo ganador)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Meta</translation>
    </message>
    <message>
        <source>{0}–{1} players ({2} with jokers)</source>
        <translation>{0}–{1} jugadores ({2} con comodines)</translation>
    </message>
    <message>
        <source>who is the shithead (the last still holding cards)?</source>
        <translation>¿quién es el shithead (el último que aún tiene cartas)?</translation>
    </message>
    <message>
        <source>who went out first?</source>
        <translation>¿quién salió primero?</translation>
    </message>
    <message>
        <source>Or type everyone&apos;s number in the order they went out, first out first (the last can be left out).</source>
        <translation>O teclee el número de cada uno en el orden en que salieron, el primero antes (el último puede omitirse).</translation>
    </message>
    <message>
        <source>first to {0} ends the sitting</source>
        <translation>el primero en llegar a {0} termina la velada</translation>
    </message>
    <message>
        <source>{0} reached {1}: the sitting is over.</source>
        <translation>{0} ha llegado a {1}: la velada ha terminado.</translation>
    </message>
    <message>
        <source>The sitting was ended.</source>
        <translation>La velada se dio por terminada.</translation>
    </message>
    <message>
        <source>Deal each player {0} face-down, {0} face-up and 3 in hand.</source>
        <translation>Reparte a cada jugador {0} boca abajo, {0} boca arriba y 3 en la mano.</translation>
    </message>
    <message>
        <source>Fourteen hands, 7 cards down to 1 and back up; the dealer may not make the bids total the cards; an exact bid scores 10 + 2 per trick bid.</source>
        <translation>Catorce manos, de 7 cartas a 1 y vuelta; el que reparte no puede hacer que las apuestas sumen las cartas; una apuesta exacta da 10 + 2 por baza apostada.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hands:&lt;/b&gt; 7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7 cards (14 hands). Trump is the suit of the turn-up.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bids&lt;/b&gt; go clockwise from the dealer&apos;s left; the dealer bids last and may not bid the number that makes the bids total the cards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First lead:&lt;/b&gt; the highest bidder (the first to bid it on equal bids).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; exactly the bid: 10 + 2 per trick bid; otherwise −2 per trick missed either way. Ties share the place.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Manos:&lt;/b&gt; 7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7 cartas (14 manos). El triunfo es el palo de la muestra.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Las apuestas&lt;/b&gt; van en el sentido de las agujas del reloj desde la izquierda del que reparte; el que reparte apuesta el último y no puede apostar el número que haga que las apuestas sumen las cartas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Primera salida:&lt;/b&gt; la apuesta más alta (con apuestas iguales, la primera hecha).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Puntos:&lt;/b&gt; exactamente lo apostado: 10 + 2 por baza apostada; si no, −2 por baza de diferencia, por arriba o por abajo. Los empates comparten el puesto.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Everyone draws a card: the highest card deals first.</source>
        <translation>Cada uno roba una carta: la más alta reparte primero.</translation>
    </message>
    <message>
        <source>Bid in any order, lead when you like; spades are always trump; whoever bids last may not make the bids total the cards; 1 point for an exact bid.</source>
        <translation>Apuestas en cualquier orden, se sale cuando se quiere; picas son siempre triunfo; quien apuesta último no puede hacer que las apuestas sumen las cartas; 1 punto por apuesta exacta.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hands:&lt;/b&gt; 7 down to 1 and back to 7 (13 hands); long: 10 down to 1 and back (2–5 players); constant: the same number every hand until you end the game. In the one-card hand everyone holds the card to their forehead, unseen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Trump:&lt;/b&gt; spades, always.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bids&lt;/b&gt; are called in any order; whoever calls last may not make the bids total the cards. If nobody calls, the player left of the last bidder must.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; 1 for exactly the bid, else 0. Ties share the place.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Manos:&lt;/b&gt; de 7 a 1 y de vuelta a 7 (13 manos); larga: de 10 a 1 y de vuelta (2–5 jugadores); constante: el mismo número en cada mano hasta que termines la partida. En la mano de una carta cada uno se pone la carta en la frente, sin verla.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Triunfo:&lt;/b&gt; picas, siempre.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Las apuestas&lt;/b&gt; se cantan en cualquier orden; quien canta el último no puede hacer que las apuestas sumen las cartas. Si nadie canta, debe hacerlo el jugador a la izquierda del último en apostar.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Puntos:&lt;/b&gt; 1 por exactamente lo apostado, si no 0. Los empates comparten el puesto.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>standard: 7 down to 1 and back (13 hands); long: 10 down to 1 and back (19 hands, 2–5 players); constant: the same number of cards every hand until you end the game</source>
        <translation>estándar: de 7 a 1 y vuelta (13 manos); larga: de 10 a 1 y vuelta (19 manos, 2–5 jugadores); constante: el mismo número de cartas en cada mano hasta que terminéis la partida</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Secuencia</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>estándar</translation>
    </message>
    <message>
        <source>long</source>
        <translation>larga</translation>
    </message>
    <message>
        <source>constant</source>
        <translation>constante</translation>
    </message>
    <message>
        <source>Cards per hand with the constant schedule (cards × players ≤ 52)</source>
        <translation>Cartas por mano con la secuencia constante (cartas × jugadores ≤ 52)</translation>
    </message>
    <message>
        <source>One-card hand: don&apos;t look! Everyone holds their card to their forehead, face out, then bids.</source>
        <translation>Mano de una carta: ¡no la mires! Cada uno se pone la carta en la frente, de cara a los demás, y luego apuesta.</translation>
    </message>
    <message>
        <source>{0}. {1}: {2}</source>
        <comment>a hand of the schedule</comment>
        <translation>{0}. {1}: {2}</translation>
    </message>
    <message>
        <source>house rules: {0} is for {1} to {2} players, not {3} (change Players to allow {3})</source>
        <translation>{0} es para {1} a {2} jugadores, no {3} (cambia Jugadores para permitir {3})</translation>
    </message>
    <message>
        <source>dealer&apos;s last card</source>
        <translation>última carta del que reparte</translation>
    </message>
    <message>
        <source>no trumps (whole pack dealt)</source>
        <translation>sin triunfo (toda la baraja repartida)</translation>
    </message>
    <message>
        <source>turn-up</source>
        <translation>carta de muestra</translation>
    </message>
    <message>
        <source>house rules: {0} must be {1}, not {2}</source>
        <translation>reglas de la casa: {0} debe ser {1}, no {2}</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <source>a whole number ≥ {0}</source>
        <translation>un número entero ≥ {0}</translation>
    </message>
    <message>
        <source>a whole number from {0} to {1}</source>
        <translation>un número entero de {0} a {1}</translation>
    </message>
    <message>
        <source>one of {0}</source>
        <translation>uno de los valores {0}</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>house rules: {0}.{1} is not a setting (the settings of {0} are: {2})</source>
        <translation>reglas de la casa: {0}.{1} no es un ajuste (los ajustes de {0} son: {2})</translation>
    </message>
    <message>
        <source>house rules: {0}.{1} is missing</source>
        <translation>reglas de la casa: falta {0}.{1}</translation>
    </message>
    <message>
        <source>a list of {0} to {1} items</source>
        <translation>una lista de {0} a {1} elementos</translation>
    </message>
    <message>
        <source>a list of at least {0} items</source>
        <translation>una lista de al menos {0} elementos</translation>
    </message>
    <message>
        <source>text of 1 to 40 characters</source>
        <translation>un texto de 1 a 40 caracteres</translation>
    </message>
    <message>
        <source>a preset name or null</source>
        <translation>un nombre de preajuste o null</translation>
    </message>
    <message>
        <source>an object from a player count to a pack</source>
        <translation>un objeto de número de jugadores a baraja</translation>
    </message>
    <message>
        <source>keyed by player counts 2 to 10 (as text)</source>
        <translation>indexado por números de jugadores de 2 a 10 (como texto)</translation>
    </message>
    <message>
        <source>house rules: schedule.list is for the list shape only</source>
        <translation>reglas de la casa: schedule.list es solo para la forma list</translation>
    </message>
    <message>
        <source>house rules: penalty needs exactly one of each or floor</source>
        <translation>reglas de la casa: penalty necesita exactamente uno de each o floor</translation>
    </message>
    <message>
        <source>a list without repeats</source>
        <translation>una lista sin repeticiones</translation>
    </message>
    <message>
        <source>house rules: bidding.hook must be none with simultaneous bidding (nobody bids last)</source>
        <translation>reglas de la casa: bidding.hook debe ser none con apuestas simultáneas (nadie apuesta el último)</translation>
    </message>
    <message>
        <source>house rules: bidding.first_lead cannot be left-of-last-bidder with simultaneous bidding (nobody bids last)</source>
        <translation>reglas de la casa: bidding.first_lead no puede ser left-of-last-bidder con apuestas simultáneas (nadie apuesta el último)</translation>
    </message>
    <message>
        <source>house rules: end must be open or above a total with the {0} shape (it has no last hand)</source>
        <translation>reglas de la casa: end debe ser open o above un total con la forma {0} (no tiene última mano)</translation>
    </message>
    <message>
        <source>house rules: trump.no_trumps_on and trump.pack_used are for the turn-up kind only</source>
        <translation>reglas de la casa: trump.no_trumps_on y trump.pack_used son solo para el tipo turn-up</translation>
    </message>
    <message>
        <source>house rules: {0} must be whole numbers separated by commas, not {1}</source>
        <translation>reglas de la casa: {0} deben ser números enteros separados por comas, no {1}</translation>
    </message>
    <message>
        <source>house rules: pack_for must be written as player count: pack (e.g. 3: 28, 7: 63), not {0}</source>
        <translation>reglas de la casa: pack_for se escribe número de jugadores: baraja (p. ej. 3: 28, 7: 63), no {0}</translation>
    </message>
    <message>
        <source>a file</source>
        <translation>un archivo</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una carpeta</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>una tubería con nombre (FIFO)</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>un dispositivo de caracteres</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un dispositivo de bloques</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>algo distinto de un archivo normal</translation>
    </message>
    <message>
        <source>is {0}, not {1}; nothing was read</source>
        <translation>es {0}, no {1}; no se ha leído nada</translation>
    </message>
    <message>
        <source>cannot be read ({0})</source>
        <translation>no se puede leer ({0})</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>el archivo no existe</translation>
    </message>
    <message>
        <source>permission denied (check the file&apos;s rights)</source>
        <translation>permiso denegado (revisa los permisos del archivo)</translation>
    </message>
    <message>
        <source>is {0} bytes; {1} is at most {2}</source>
        <translation>ocupa {0} bytes; {1} ocupa como máximo {2}</translation>
    </message>
    <message>
        <source>has nothing to read yet (it would have to be waited for)</source>
        <translation>aún no tiene nada que leer (habría que esperarlo)</translation>
    </message>
    <message>
        <source>is over {0}; {1} is at most {0}</source>
        <translation>ocupa más de {0}; {1} ocupa como máximo {0}</translation>
    </message>
    <message>
        <source>not a rules file (it needs &quot;format&quot;: &quot;{0}&quot;)</source>
        <translation>no es un archivo de reglas (necesita &quot;format&quot;: &quot;{0}&quot;)</translation>
    </message>
    <message>
        <source>rules file version {0} is not one this version reads (it reads version {1})</source>
        <translation>esta versión no lee la versión {0} de archivos de reglas (lee la versión {1})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>a rules file</source>
        <translation>un archivo de reglas</translation>
    </message>
    <message>
        <source>{0}: not a rules file (it is not UTF-8 text)</source>
        <translation>{0}: no es un archivo de reglas (no es texto UTF-8)</translation>
    </message>
    <message>
        <source>{0}: cannot be written ({1})</source>
        <translation>{0}: no se puede escribir ({1})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Penalty:&lt;/b&gt; {0}.</source>
        <translation>&lt;b&gt;Penalización:&lt;/b&gt; {0}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;First dealer:&lt;/b&gt; {0}</source>
        <translation>&lt;b&gt;Primero en repartir:&lt;/b&gt; {0}</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>none</source>
        <comment>an option left unset</comment>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; ({1}, default {2}): {3}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; ({1}, por defecto {2}): {3}</translation>
    </message>
    <message>
        <source>{0} (or none)</source>
        <translation>{0} (o ninguno)</translation>
    </message>
    <message>
        <source>a club archive</source>
        <translation>un archivo del club</translation>
    </message>
    <message>
        <source>a scorecard file</source>
        <translation>un archivo de hoja de puntos</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <translation>se esperaba un valor</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>se esperaba una coma</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>se esperaban dos puntos</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>se esperaba un nombre de clave entre comillas dobles</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>datos de más tras el final</translation>
    </message>
    <message>
        <source>Unterminated string starting at</source>
        <translation>cadena sin cerrar que empieza</translation>
    </message>
    <message>
        <source>Invalid control character at</source>
        <translation>carácter de control no permitido</translation>
    </message>
    <message>
        <source>Invalid \escape</source>
        <translation>secuencia de escape \ no válida</translation>
    </message>
    <message>
        <source>Invalid \uXXXX escape</source>
        <translation>secuencia de escape \uXXXX no válida</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of object</source>
        <translation>coma de más antes del final de un objeto</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of array</source>
        <translation>coma de más antes del final de una lista</translation>
    </message>
    <message>
        <source>objects and lists are nested more than {0} deep; no scorecard needs that</source>
        <translation>los objetos y listas se anidan en más de {0} niveles; ninguna hoja de puntos lo necesita</translation>
    </message>
    <message>
        <source>numbers in a scorecard are counts of at most {0} digits</source>
        <translation>los números de una hoja de puntos son cuentas de como máximo {0} cifras</translation>
    </message>
    <message>
        <source>{0}: not valid JSON ({1} at column {2})</source>
        <translation>{0}: JSON no válido ({1} en la columna {2})</translation>
    </message>
    <message>
        <source>a number is too large: {0}</source>
        <translation>un número es demasiado grande: {0}</translation>
    </message>
    <message>
        <source>line {0}</source>
        <translation>línea {0}</translation>
    </message>
    <message>
        <source>{0} objects and lists: more than a scorecard can hold (at most {1})</source>
        <translation>{0} objetos y listas: más de los que puede contener una hoja de puntos (como máximo {1})</translation>
    </message>
    <message>
        <source>{0}: the number {1} ({2} digits) is too large: {3}</source>
        <translation>{0}: el número {1} ({2} cifras) es demasiado grande: {3}</translation>
    </message>
    <message>
        <source>the key {0} is given twice in one object; give it once</source>
        <translation>la clave {0} aparece dos veces en un mismo objeto; ponla solo una vez</translation>
    </message>
    <message>
        <source>not valid JSON: {0} is not a number JSON allows</source>
        <translation>JSON no válido: {0} no es un número que JSON admita</translation>
    </message>
    <message>
        <source>hand {0}</source>
        <translation>mano {0}</translation>
    </message>
    <message>
        <source>item {0}</source>
        <translation>elemento {0}</translation>
    </message>
    <message>
        <source>the top level</source>
        <translation>nivel superior</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>el texto</translation>
    </message>
    <message>
        <source>{0} at {1} is not valid Unicode (it holds a lone surrogate, an escape such as \ud800 without its pair)</source>
        <translation>{0} en {1} no es Unicode válido (contiene un sustituto suelto, un escape como \ud800 sin su pareja)</translation>
    </message>
    <message>
        <source>a key</source>
        <translation>una clave</translation>
    </message>
</context>
</TS>
