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
        <source>reset to 0</source>
        <translation>vuelve a 0</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>mano</translation>
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
    <name>CorrectHandDialog</name>
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
        <source>First dealer</source>
        <translation>Primero en repartir</translation>
    </message>
    <message>
        <source>Start game (Ctrl+Enter)</source>
        <translation>Empezar partida (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source></source>
        <translation></translation>
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
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo merge of {0}  (Ctrl+Z)</source>
        <translation>Deshacer fusión de {0}  (Ctrl+Z)</translation>
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
        <source>
</source>
        <translation>
</translation>
    </message>
    <message>
        <source>A shithead hand is changed with Undo (Ctrl+Z).</source>
        <translation>Una mano de Shithead se cambia con Deshacer (Ctrl+Z).</translation>
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
</TS>
