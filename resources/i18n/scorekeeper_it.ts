<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>rating (μ − 3σ)</source>
        <translation>punteggio (μ − 3σ)</translation>
    </message>
    <message>
        <source>μ (skill)</source>
        <translation>μ (abilità)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Ratings over time</source>
        <translation>Punteggi nel tempo</translation>
    </message>
    <message>
        <source>No finished games of this game yet.</source>
        <translation>Ancora nessuna partita finita di questo gioco.</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>punteggio</translation>
    </message>
    <message>
        <source>Back up the database</source>
        <translation>Backup del database</translation>
    </message>
    <message>
        <source>Back up</source>
        <translation>Backup</translation>
    </message>
    <message>
        <source>{0} already exists. Replace it with this backup?</source>
        <translation>{0} esiste già. Sostituirlo con questo backup?</translation>
    </message>
    <message>
        <source>The backup was not made: {0}</source>
        <translation>Il backup non è stato fatto: {0}</translation>
    </message>
    <message>
        <source>Every game is backed up to {0} ({1:.1f} MB). To bring it back: scorekeeper restore {0}</source>
        <translation>Tutte le partite sono salvate in {0} ({1:.1f} MB). Per recuperarle: scorekeeper restore {0}</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} di {1}</translation>
    </message>
    <message>
        <source>Sitting of {0} · {1} · game {2} of {3}</source>
        <translation>Serata del {0} · {1} · partita {2} di {3}</translation>
    </message>
    <message>
        <source>Winner of the night: &lt;b&gt;{0}&lt;/b&gt; ({1})</source>
        <translation>Vincitore della serata: &lt;b&gt;{0}&lt;/b&gt; ({1})</translation>
    </message>
    <message>
        <source>1 game won</source>
        <translation>1 partita vinta</translation>
    </message>
    <message>
        <source>{0} games won</source>
        <translation>{0} partite vinte</translation>
    </message>
    <message>
        <source>{0} of the night: &lt;b&gt;{1}&lt;/b&gt;</source>
        <translation>{0} della serata: &lt;b&gt;{1}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No hands played yet.</source>
        <translation>Ancora nessuna mano giocata.</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafici</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>Totali progressivi</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>sconfitte</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>vittorie</translation>
    </message>
    <message>
        <source>total</source>
        <translation>totale</translation>
    </message>
    <message>
        <source>Hand {0}: dealt by {1} (total {2})</source>
        <translation>Mano {0}: ha dato le carte {1} (totale {2})</translation>
    </message>
    <message>
        <source>hand  (■ its dealer, ○ reset to 0)</source>
        <translation>mano  (■ il mazziere, ○ azzerato)</translation>
    </message>
    <message>
        <source>hand  (■ its dealer)</source>
        <translation>mano  (■ il mazziere)</translation>
    </message>
    <message>
        <source>Exact bids by hand size</source>
        <translation>Dichiarazioni esatte per numero di carte</translation>
    </message>
    <message>
        <source>cards in the hand (under it: hands played)</source>
        <translation>carte nella mano (sotto: mani giocate)</translation>
    </message>
    <message>
        <source>bid exactly</source>
        <translation>dichiarazione esatta</translation>
    </message>
    <message>
        <source>Bids against tricks</source>
        <translation>Dichiarazioni contro prese</translation>
    </message>
    <message>
        <source>bid against tricks taken</source>
        <translation>dichiarazione contro prese fatte</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>mani</translation>
    </message>
    <message>
        <source>bid over</source>
        <translation>troppo alta</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>esatta</translation>
    </message>
    <message>
        <source>bid under</source>
        <translation>troppo bassa</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} hands bid over ({3:.0%})</source>
        <translation>{0}: {1} mani su {2} dichiarate troppo alte ({3:.0%})</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} hands bid exactly ({3:.0%})</source>
        <translation>{0}: {1} mani su {2} dichiarate esatte ({3:.0%})</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} hands bid under ({3:.0%})</source>
        <translation>{0}: {1} mani su {2} dichiarate troppo basse ({3:.0%})</translation>
    </message>
    <message>
        <source>{0}, {1} cards: no hands</source>
        <translation>{0}, {1} carte: nessuna mano</translation>
    </message>
    <message>
        <source>{0}, {1} cards: {2} of {3} hands bid exactly ({4:.0%})</source>
        <translation>{0}, {1} carte: {2} mani su {3} dichiarate esatte ({4:.0%})</translation>
    </message>
    <message>
        <source>Something went wrong ({0} unexpected errors), and what you asked for was not done.</source>
        <translation>Qualcosa è andato storto ({0} errori imprevisti) e la richiesta non è stata eseguita.</translation>
    </message>
    <message>
        <source>Something went wrong, and what you asked for was not done.</source>
        <translation>Qualcosa è andato storto e la richiesta non è stata eseguita.</translation>
    </message>
    <message>
        <source>What failed: {0}

Nothing you recorded is lost: every entry was saved the moment the screen showed it.

The details are in {1} — please send that file with a line on what you were doing.</source>
        <translation>Cosa non ha funzionato: {0}

Niente di ciò che è stato segnato è perso: ogni voce è stata salvata appena apparsa sullo schermo.

I dettagli sono in {1}: invia quel file con una riga su cosa stavi facendo.</translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n sconfitta</numerusform>
            <numerusform>%n sconfitte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n vittoria</numerusform>
            <numerusform>%n vittorie</numerusform>
        </translation>
    </message>
    <message>
        <source>just now</source>
        <translation>proprio ora</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>%n minuto fa</numerusform>
            <numerusform>%n minuti fa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>%n ora fa</numerusform>
            <numerusform>%n ore fa</numerusform>
        </translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>ieri</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>Qt&apos;s date format: a date in the start screen&apos;s lists</comment>
        <translation>d MMM yyyy</translation>
    </message>
    <message>
        <source>Player leaves</source>
        <translation>Esce un giocatore</translation>
    </message>
    <message>
        <source>&amp;Who leaves:</source>
        <translation>&amp;Chi esce:</translation>
    </message>
    <message>
        <source>{0} (back in)</source>
        <translation>{0} (rientra)</translation>
    </message>
    <message>
        <source>Sits out next hand</source>
        <translation>Salta la prossima mano</translation>
    </message>
    <message>
        <source>&amp;Who sits out:</source>
        <translation>&amp;Chi salta:</translation>
    </message>
</context>
<context>
    <name>BidsPanel</name>
    <message>
        <source>Bids</source>
        <translation>Dichiarazioni</translation>
    </message>
    <message>
        <source>≠{0}</source>
        <translation>≠{0}</translation>
    </message>
    <message>
        <source>{0} to bid</source>
        <translation>Dichiara {0}</translation>
    </message>
    <message>
        <source>{0} leads</source>
        <translation>Attacca {0}</translation>
    </message>
</context>
<context>
    <name>BigBoard</name>
    <message>
        <source>Players&apos; display</source>
        <translation>Schermo dei giocatori</translation>
    </message>
    <message>
        <source>share first place</source>
        <translation>a pari merito al primo posto</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>sconfitta</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>sconfitte</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>vittorie</translation>
    </message>
    <message>
        <source>win</source>
        <translation>vittoria</translation>
    </message>
    <message>
        <source>No hands were played</source>
        <translation>Non è stata giocata nessuna mano</translation>
    </message>
    <message>
        <source> of {0}</source>
        <translation> di {0}</translation>
    </message>
    <message>
        <source>Hand {0}</source>
        <translation>Mano {0}</translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation>Dà le carte {0}</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>{0} carte</translation>
    </message>
    <message>
        <source>F11 or Esc: close · typing still goes to the scorekeeper</source>
        <translation>F11 o Esc: chiudi · ciò che si digita va sempre al segnapunti</translation>
    </message>
    <message>
        <source> · right-click: choose the screen</source>
        <translation> · clic destro: scegli lo schermo</translation>
    </message>
    <message>
        <source>Show the players&apos; display on</source>
        <translation>Mostra lo schermo dei giocatori su</translation>
    </message>
    <message>
        <source>Close (F11)</source>
        <translation>Chiudi (F11)</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Schermo</translation>
    </message>
</context>
<context>
    <name>ChartsDialog</name>
    <message>
        <source>Charts — Scorekeeper</source>
        <translation>Grafici — Scorekeeper</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafici</translation>
    </message>
</context>
<context>
    <name>CorrectHandDialog</name>
    <message>
        <source>Correct hand {0}</source>
        <translation>Correggi la mano {0}</translation>
    </message>
    <message>
        <source>Hand {0}: {1}, {2} dealt.</source>
        <translation>Mano {0}: {1}, ha dato le carte {2}.</translation>
    </message>
    <message>
        <source>The {0} after it will be re-scored.</source>
        <translation>Da ricalcolare dopo: {0}.</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Dichiarazione</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Prese</translation>
    </message>
    <message>
        <source>Turn-up card</source>
        <translation>Carta scoperta</translation>
    </message>
    <message>
        <source>turn-up, e.g. QH (empty: not recorded)</source>
        <translation>carta scoperta, es. QH (vuoto: non segnata)</translation>
    </message>
    <message>
        <source>Turn-up:</source>
        <translation>Carta scoperta:</translation>
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
        <translation>(dà le carte)</translation>
    </message>
</context>
<context>
    <name>GameDetail</name>
    <message>
        <source>Choose a game</source>
        <translation>Scegli una partita</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Serata</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafici</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Regole della casa</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Rivincita</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Stampa…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Key: {0} (in the list of games)</source>
        <translation>Tasto: {0} (nell&apos;elenco delle partite)</translation>
    </message>
    <message>
        <source>Key: {0}</source>
        <translation>Tasto: {0}</translation>
    </message>
    <message>
        <source>The venue, who brought the cards, a dispute settled …</source>
        <translation>Il luogo, chi ha portato le carte, una disputa risolta …</translation>
    </message>
    <message>
        <source>Save notes</source>
        <translation>Salva note</translation>
    </message>
    <message>
        <source>Notes can be at most {0:,} characters long; these are {1:,}.</source>
        <translation>Le note possono avere al massimo {0:,} caratteri; queste ne hanno {1:,}.</translation>
    </message>
    <message>
        <source>The notes were not saved: {0}</source>
        <translation>Le note non sono state salvate: {0}</translation>
    </message>
    <message>
        <source>Notes saved.</source>
        <translation>Note salvate.</translation>
    </message>
    <message>
        <source> · won by {0}</source>
        <translation> · vinta da {0}</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source> · deleted (in the trash)</source>
        <translation> · eliminata (nel cestino)</translation>
    </message>
    <message>
        <source>Game {0} has been deleted (it is in the trash); restore it from Trash to go on with it.</source>
        <translation>La partita {0} è stata eliminata (è nel cestino); ripristinala dal Cestino per continuarla.</translation>
    </message>
    <message>
        <source>Export scorecard</source>
        <translation>Esporta segnapunti</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>Impossibile scrivere {0}: {1}</translation>
    </message>
    <message>
        <source>Scorecard saved as {0} images: {1}, {2} … {3}</source>
        <translation>Segnapunti salvato come {0} immagini: {1}, {2} … {3}</translation>
    </message>
    <message>
        <source>Scorecard saved as {0}</source>
        <translation>Segnapunti salvato come {0}</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Elimina partita</translation>
    </message>
    <message>
        <source>Delete this game ({0})? You can undo it until you close Scorekeeper.</source>
        <translation>Eliminare questa partita ({0})? Puoi annullare finché non chiudi Scorekeeper.</translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source></source>
        <translation></translation>
    </message>
    <message>
        <source>can&apos;t bid {0}</source>
        <translation>non può dichiarare {0}</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>dichiara {0}</translation>
    </message>
    <message>
        <source>leads</source>
        <translation>attacca</translation>
    </message>
    <message>
        <source> · {0}× penalty</source>
        <translation> · {0}× penalità</translation>
    </message>
    <message>
        <source>{0} leads</source>
        <translation>attacca {0}</translation>
    </message>
    <message>
        <source>{0} by whom? Type the player&apos;s first letter (Esc: never mind)</source>
        <translation>{0} di chi? Digita l&apos;iniziale del giocatore (Esc: lascia stare)</translation>
    </message>
    <message>
        <source>All bids in. Press Enter to enter the tricks.</source>
        <translation>Tutte le dichiarazioni fatte. Premi Invio per segnare le prese.</translation>
    </message>
    <message>
        <source>{0} to bid (0–{1})</source>
        <translation>Dichiara {0} (0–{1})</translation>
    </message>
    <message>
        <source>  ·  someone else called? type their first letter</source>
        <translation>  ·  ha dichiarato qualcun altro? digita la sua iniziale</translation>
    </message>
    <message>
        <source>Tricks taken by {0}?</source>
        <translation>Prese fatte da {0}?</translation>
    </message>
    <message>
        <source>Press Enter to record the hand (Esc to change bids).</source>
        <translation>Premi Invio per segnare la mano (Esc per cambiare le dichiarazioni).</translation>
    </message>
    <message>
        <source>All bids are in: press Enter for the tricks.</source>
        <translation>Tutte le dichiarazioni ci sono: premi Invio per le prese.</translation>
    </message>
    <message>
        <source>{0} cannot take {1} tricks in a hand of {2} cards</source>
        <translation>{0} non può fare {1} prese in una mano di {2} carte</translation>
    </message>
    <message>
        <source>{0} would have taken {1} of the {2} tricks: check the counts (Backspace takes one back)</source>
        <translation>{0} avrebbero fatto {1} delle {2} prese: controlla i numeri (Backspace ne toglie uno)</translation>
    </message>
    <message>
        <source>Waiting for {0}&apos;s bid.</source>
        <translation>Manca la dichiarazione di {0}.</translation>
    </message>
    <message>
        <source>Enter the tricks of {0}.</source>
        <translation>Inserisci le prese di {0}.</translation>
    </message>
    <message>
        <source>Hand {0} recorded.</source>
        <translation>Mano {0} registrata.</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <comment>names</comment>
        <translation>{0} o {1}</translation>
    </message>
    <message>
        <source>{0}? Type the next letter of the name.</source>
        <translation>{0}? Digita la lettera successiva del nome.</translation>
    </message>
    <message>
        <source>No player&apos;s name starts with {0}.</source>
        <translation>Nessun nome di giocatore inizia con {0}.</translation>
    </message>
    <message>
        <source>{0} by {1} recorded ({2} in this hand; Ctrl+Z takes it back).</source>
        <translation>{0} di {1} registrato ({2} in questa mano; Ctrl+Z lo annulla).</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mani</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Serata</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finita</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>in corso</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abbandonata</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tutti i giochi</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Any player</source>
        <translation>Qualsiasi giocatore</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Qualsiasi stato</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Finita</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>In corso</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abbandonata</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Dal</translation>
    </message>
    <message>
        <source>Only games from a date</source>
        <translation>Solo le partite da una data</translation>
    </message>
    <message>
        <source>From date</source>
        <translation>Dalla data</translation>
    </message>
    <message>
        <source>To date</source>
        <translation>Alla data</translation>
    </message>
    <message>
        <source>Search names</source>
        <translation>Cerca nomi</translation>
    </message>
    <message>
        <source>Search names…  (Ctrl+F)</source>
        <translation>Cerca nomi…  (Ctrl+F)</translation>
    </message>
    <message>
        <source>Undo delete  (Ctrl+Z)</source>
        <translation>Annulla eliminazione  (Ctrl+Z)</translation>
    </message>
    <message>
        <source>&amp;Trash</source>
        <translation>&amp;Cestino</translation>
    </message>
    <message>
        <source>Deleted games: restore them, or empty the trash</source>
        <translation>Partite eliminate: ripristinale o svuota il cestino</translation>
    </message>
    <message>
        <source>Re&amp;ports…</source>
        <translation>&amp;Resoconti…</translation>
    </message>
    <message>
        <source>The evening of the game chosen, the season, a player&apos;s card, head to head</source>
        <translation>La serata della partita scelta, la stagione, la scheda di un giocatore, testa a testa</translation>
    </message>
    <message>
        <source>to</source>
        <translation>al</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Chosen game</source>
        <translation>Partita scelta</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln partita</numerusform>
            <numerusform>%Ln partite</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Trash ({0})</source>
        <translation>&amp;Cestino ({0})</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Cronologia</translation>
    </message>
    <message>
        <source>Game {0} moved to the trash: Ctrl+Z or Trash restores it.</source>
        <translation>La partita {0} è nel cestino: Ctrl+Z o il Cestino la ripristina.</translation>
    </message>
    <message>
        <source>Game {0} is back from the trash.</source>
        <translation>La partita {0} è tornata dal cestino.</translation>
    </message>
</context>
<context>
    <name>HouseChoices</name>
    <message>
        <source>after the last hand</source>
        <translation>dopo l’ultima mano</translation>
    </message>
    <message>
        <source>when the scorekeeper ends it</source>
        <translation>quando il segnapunti la chiude</translation>
    </message>
    <message>
        <source>after a hand where a total passes</source>
        <translation>dopo una mano in cui un totale supera</translation>
    </message>
    <message>
        <source>no: any bid</source>
        <translation>no: qualsiasi dichiarazione</translation>
    </message>
    <message>
        <source>yes: the last bidder is hooked</source>
        <translation>sì: l’ultimo ha il vincolo</translation>
    </message>
    <message>
        <source>left of the dealer</source>
        <translation>a sinistra del mazziere</translation>
    </message>
    <message>
        <source>the highest bidder</source>
        <translation>chi ha dichiarato di più</translation>
    </message>
    <message>
        <source>left of the last bidder</source>
        <translation>a sinistra dell’ultimo a dichiarare</translation>
    </message>
    <message>
        <source>clockwise, the dealer last</source>
        <translation>in senso orario, il mazziere per ultimo</translation>
    </message>
    <message>
        <source>in any order, as called</source>
        <translation>in qualsiasi ordine, a chiamata</translation>
    </message>
    <message>
        <source>all at once</source>
        <translation>tutti insieme</translation>
    </message>
    <message>
        <source>52 cards</source>
        <translation>52 carte</translation>
    </message>
    <message>
        <source>36 cards (6 to A)</source>
        <translation>36 carte (da 6 ad A)</translation>
    </message>
    <message>
        <source>32 cards (7 to A)</source>
        <translation>32 carte (da 7 ad A)</translation>
    </message>
    <message>
        <source>28 cards (8 to A)</source>
        <translation>28 carte (da 8 ad A)</translation>
    </message>
    <message>
        <source>24 cards (9 to A)</source>
        <translation>24 carte (da 9 ad A)</translation>
    </message>
    <message>
        <source>63 cards (52 + 11s, 12s, red 13s)</source>
        <translation>63 carte (52 + gli 11, i 12, i 13 rossi)</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>senza briscola</translation>
    </message>
    <message>
        <source>the dealer&apos;s last card</source>
        <translation>l’ultima carta del mazziere</translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation>nessuna segnata</translation>
    </message>
    <message>
        <source>revoke</source>
        <translation>rinuncia</translation>
    </message>
    <message>
        <source>renege</source>
        <translation>rifiuto di rispondere</translation>
    </message>
    <message>
        <source>points per penalty</source>
        <translation>punti per penalità</translation>
    </message>
    <message>
        <source>the hand scores at most</source>
        <translation>la mano vale al massimo</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punti</translation>
    </message>
    <message>
        <source>× bid</source>
        <translation>× dichiarazione</translation>
    </message>
    <message>
        <source>× tricks</source>
        <translation>× prese</translation>
    </message>
    <message>
        <source>× tricks off</source>
        <translation>× prese di scarto</translation>
    </message>
    <message>
        <source>× cards</source>
        <translation>× carte</translation>
    </message>
    <message>
        <source>down: largest hand to 1</source>
        <translation>down: mano più grande fino a 1</translation>
    </message>
    <message>
        <source>up: 1 to the largest hand</source>
        <translation>up: da 1 alla mano più grande</translation>
    </message>
    <message>
        <source>up-down: 1 up to the largest and back</source>
        <translation>up-down: da 1 alla più grande e ritorno</translation>
    </message>
    <message>
        <source>down-up: largest down to 1 and back</source>
        <translation>down-up: dalla più grande a 1 e ritorno</translation>
    </message>
    <message>
        <source>constant: the same every hand</source>
        <translation>constant: uguale a ogni mano</translation>
    </message>
    <message>
        <source>climb: 1, 2, 3 … then the largest</source>
        <translation>climb: 1, 2, 3 … poi la più grande</translation>
    </message>
    <message>
        <source>list: the hands you type</source>
        <translation>list: le mani che digiti</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>made bids</source>
        <translation>dichiarazioni riuscite</translation>
    </message>
    <message>
        <source>made bids above 0</source>
        <translation>dichiarazioni riuscite sopra lo 0</translation>
    </message>
    <message>
        <source>hands with at least the bid</source>
        <translation>mani con almeno la dichiarazione</translation>
    </message>
    <message>
        <source>the card turned up</source>
        <translation>la carta girata</translation>
    </message>
    <message>
        <source>always one suit</source>
        <translation>sempre un seme</translation>
    </message>
    <message>
        <source>a sequence of suits</source>
        <translation>una sequenza di semi</translation>
    </message>
    <message>
        <source>stay at the largest hand</source>
        <translation>restare alla mano più grande</translation>
    </message>
    <message>
        <source>go back down to 1 and up again</source>
        <translation>ridiscendere a 1 e risalire</translation>
    </message>
    <message>
        <source>always</source>
        <translation>sempre</translation>
    </message>
    <message>
        <source>when the stock is short</source>
        <translation>quando il tallone è corto</translation>
    </message>
    <message>
        <source>from a number of cards</source>
        <translation>da un numero di carte</translation>
    </message>
</context>
<context>
    <name>HouseRulesEditor</name>
    <message>
        <source>House rules</source>
        <translation>Regole della casa</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>What the table agrees to:</source>
        <translation>Ciò che il tavolo concorda:</translation>
    </message>
    <message>
        <source>The rules in words</source>
        <translation>Le regole a parole</translation>
    </message>
    <message>
        <source>Hands for &amp;players:</source>
        <translation>Mani per giocato&amp;ri:</translation>
    </message>
    <message>
        <source>Players to preview</source>
        <translation>Giocatori per l’anteprima</translation>
    </message>
    <message>
        <source>The schedule is shown for this many players</source>
        <translation>Lo schema delle mani è mostrato per questo numero di giocatori</translation>
    </message>
    <message>
        <source>Schedule preview</source>
        <translation>Anteprima dello schema delle mani</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>OK (Enter)</source>
        <translation>OK (Invio)</translation>
    </message>
    <message>
        <source>&amp;Save to my rules</source>
        <translation>Sa&amp;lva nelle mie regole</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importa…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>Espor&amp;ta…</translation>
    </message>
    <message>
        <source>The rules are described again once the problem below is put right.</source>
        <translation>Le regole vengono descritte di nuovo appena il problema qui sotto è corretto.</translation>
    </message>
    <message>
        <source>Replace saved rules?</source>
        <translation>Sostituire le regole salvate?</translation>
    </message>
    <message>
        <source>Rules called “{0}” are saved already. Replace them with these?</source>
        <translation>Delle regole chiamate «{0}» sono già salvate. Sostituirle con queste?</translation>
    </message>
    <message>
        <source>Saved as “{0}”: New game lists it with the presets.</source>
        <translation>Salvate come «{0}»: Nuova partita le elenca con quelle predefinite.</translation>
    </message>
    <message>
        <source>Export a rules file</source>
        <translation>Esporta un file di regole</translation>
    </message>
    <message>
        <source>Rules files (*.json)</source>
        <translation>File di regole (*.json)</translation>
    </message>
    <message>
        <source>Exported to {0}.</source>
        <translation>Esportato in {0}.</translation>
    </message>
    <message>
        <source>Import a rules file</source>
        <translation>Importa un file di regole</translation>
    </message>
    <message>
        <source>Rules files (*.json);;All files (*)</source>
        <translation>File di regole (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Imported “{0}” from {1}.</source>
        <translation>«{0}» importato da {1}.</translation>
    </message>
</context>
<context>
    <name>HouseRulesForm</name>
    <message>
        <source>&amp;Name &amp;&amp; players</source>
        <translation>&amp;Nome &amp;&amp; giocatori</translation>
    </message>
    <message>
        <source>What the table calls the game, and how many may play.</source>
        <translation>Come il tavolo chiama il gioco e quanti possono giocare.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>1 to 40 characters: shown on the table, in History and on the scorecard</source>
        <translation>Da 1 a 40 caratteri: compare al tavolo, nello storico e sul segnapunti</translation>
    </message>
    <message>
        <source>e.g. Thursday club</source>
        <translation>es. Club del giovedì</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>The player counts allowed (2 to 10); a count whose first hand cannot be dealt is refused anyway</source>
        <translation>I numeri di giocatori ammessi (da 2 a 10); un numero la cui prima mano non si può distribuire è comunque rifiutato</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Minimo di giocatori</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Massimo di giocatori</translation>
    </message>
    <message>
        <source>Players from:</source>
        <translation>Giocatori da:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>Based on:</source>
        <translation>Basato su:</translation>
    </message>
    <message>
        <source>Pac&amp;k</source>
        <translation>&amp;Mazzo</translation>
    </message>
    <message>
        <source>The cards in play; the pack decides the largest hand.</source>
        <translation>Le carte in gioco; il mazzo decide la mano più grande.</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>The cards in play</source>
        <translation>Le carte in gioco</translation>
    </message>
    <message>
        <source>Pack:</source>
        <translation>Mazzo:</translation>
    </message>
    <message>
        <source>Add a joker (the highest trump)</source>
        <translation>Aggiungi un jolly (la briscola più alta)</translation>
    </message>
    <message>
        <source>A joker adds one card and beats every trump</source>
        <translation>Un jolly aggiunge una carta e batte ogni briscola</translation>
    </message>
    <message>
        <source>Another pack for some player counts</source>
        <translation>Un altro mazzo per alcuni numeri di giocatori</translation>
    </message>
    <message>
        <source>Player count: pack, separated by commas (a pack is 52, 36, 32, 28, 24 or 63)</source>
        <translation>Numero di giocatori: mazzo, separati da virgole (un mazzo ha 52, 36, 32, 28, 24 o 63 carte)</translation>
    </message>
    <message>
        <source>e.g. 3: 28, 7: 63</source>
        <translation>es. 3: 28, 7: 63</translation>
    </message>
    <message>
        <source>Other packs:</source>
        <translation>Altri mazzi:</translation>
    </message>
    <message>
        <source>Sc&amp;hedule</source>
        <translation>&amp;Schema</translation>
    </message>
    <message>
        <source>How many cards each hand has, hand after hand. The preview shows it for the players chosen.</source>
        <translation>Quante carte ha ogni mano, mano dopo mano. L’anteprima lo mostra per i giocatori scelti.</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Forma</translation>
    </message>
    <message>
        <source>The order of hand sizes</source>
        <translation>L’ordine delle dimensioni delle mani</translation>
    </message>
    <message>
        <source>Shape:</source>
        <translation>Forma:</translation>
    </message>
    <message>
        <source>Largest hand</source>
        <translation>Mano più grande</translation>
    </message>
    <message>
        <source>Cards in the largest hand; never more than the pack deals each player</source>
        <translation>Carte nella mano più grande; mai più di quante il mazzo ne dia a ogni giocatore</translation>
    </message>
    <message>
        <source>as many as the pack allows</source>
        <translation>quante il mazzo ne consente</translation>
    </message>
    <message>
        <source>Largest hand:</source>
        <translation>Mano più grande:</translation>
    </message>
    <message>
        <source>Play the turning hand twice</source>
        <translation>Gioca due volte la mano di svolta</translation>
    </message>
    <message>
        <source>up-down and down-up: the hand where the schedule turns is played twice (7 … 1, 1 … 7)</source>
        <translation>up-down e down-up: la mano in cui lo schema cambia verso si gioca due volte (7 … 1, 1 … 7)</translation>
    </message>
    <message>
        <source>When the largest hand deals the whole pack</source>
        <translation>Quando la mano più grande distribuisce tutto il mazzo</translation>
    </message>
    <message>
        <source>climb only: what follows a hand that deals every card</source>
        <translation>solo climb: cosa segue una mano che distribuisce tutte le carte</translation>
    </message>
    <message>
        <source>Whole pack dealt:</source>
        <translation>Mazzo intero distribuito:</translation>
    </message>
    <message>
        <source>Hands in order</source>
        <translation>Mani in ordine</translation>
    </message>
    <message>
        <source>list only: cards per hand, in order, separated by commas</source>
        <translation>solo list: carte per mano, in ordine, separate da virgole</translation>
    </message>
    <message>
        <source>e.g. 1, 2, 3, 4, 3, 2, 1</source>
        <translation>es. 1, 2, 3, 4, 3, 2, 1</translation>
    </message>
    <message>
        <source>Hands (list):</source>
        <translation>Mani (elenco):</translation>
    </message>
    <message>
        <source>&amp;Trump</source>
        <translation>&amp;Briscola</translation>
    </message>
    <message>
        <source>Where each hand&apos;s trump comes from.</source>
        <translation>Da dove viene la briscola di ogni mano.</translation>
    </message>
    <message>
        <source>Trump comes from</source>
        <translation>La briscola viene da</translation>
    </message>
    <message>
        <source>The card turned up after the deal, one suit always, or suits in turn</source>
        <translation>La carta girata dopo la distribuzione, sempre un seme, o semi a turno</translation>
    </message>
    <message>
        <source>Trump:</source>
        <translation>Briscola:</translation>
    </message>
    <message>
        <source>Trump suit</source>
        <translation>Seme di briscola</translation>
    </message>
    <message>
        <source>Always one suit: which</source>
        <translation>Sempre un seme: quale</translation>
    </message>
    <message>
        <source>Suit:</source>
        <translation>Seme:</translation>
    </message>
    <message>
        <source>Trump sequence</source>
        <translation>Sequenza di briscole</translation>
    </message>
    <message>
        <source>Sequence: S, H, D, C or none per hand, separated by commas; it starts again after the last</source>
        <translation>Sequenza: S, H, D, C o none per mano, separati da virgole; ricomincia dopo l’ultima</translation>
    </message>
    <message>
        <source>e.g. H, D, S, C, none</source>
        <translation>es. H, D, S, C, none</translation>
    </message>
    <message>
        <source>Sequence:</source>
        <translation>Sequenza:</translation>
    </message>
    <message>
        <source>Turn-ups that mean no trumps</source>
        <translation>Carte girate che significano senza briscola</translation>
    </message>
    <message>
        <source>Turn-up only: ranks that mean no trumps when turned up (A, K, Q, J, 2 … 13, JK)</source>
        <translation>Solo carta girata: valori che, girati, significano senza briscola (A, K, Q, J, 2 … 13, JK)</translation>
    </message>
    <message>
        <source>e.g. A, JK</source>
        <translation>es. A, JK</translation>
    </message>
    <message>
        <source>No trumps on:</source>
        <translation>Senza briscola con:</translation>
    </message>
    <message>
        <source>Trump when the whole pack is dealt</source>
        <translation>Briscola quando tutto il mazzo è distribuito</translation>
    </message>
    <message>
        <source>Turn-up only: with no card left to turn up</source>
        <translation>Solo carta girata: quando non resta nessuna carta da girare</translation>
    </message>
    <message>
        <source>&amp;Bidding</source>
        <translation>&amp;Dichiarazioni</translation>
    </message>
    <message>
        <source>Who bids when, what the last bidder may not bid, and who leads.</source>
        <translation>Chi dichiara e quando, cosa non può dichiarare l’ultimo e chi apre.</translation>
    </message>
    <message>
        <source>Bidding order</source>
        <translation>Ordine delle dichiarazioni</translation>
    </message>
    <message>
        <source>Clockwise from the dealer&apos;s left; as called (the order is recorded); or everyone at once</source>
        <translation>In senso orario dalla sinistra del mazziere; a chiamata (l’ordine viene segnato); o tutti insieme</translation>
    </message>
    <message>
        <source>Bids go:</source>
        <translation>Le dichiarazioni vanno:</translation>
    </message>
    <message>
        <source>The hook</source>
        <translation>Il vincolo</translation>
    </message>
    <message>
        <source>Hooked: the last bidder may not bid the number that makes the bids total the cards</source>
        <translation>Con vincolo: l’ultimo non può dichiarare il numero che fa sommare le dichiarazioni alle carte</translation>
    </message>
    <message>
        <source>Hook:</source>
        <translation>Vincolo:</translation>
    </message>
    <message>
        <source>Hook from cards</source>
        <translation>Vincolo da carte</translation>
    </message>
    <message>
        <source>The hook applies only in hands of at least this many cards</source>
        <translation>Il vincolo vale solo nelle mani di almeno questo numero di carte</translation>
    </message>
    <message>
        <source> cards up</source>
        <translation> carte e più</translation>
    </message>
    <message>
        <source>Hook in hands of:</source>
        <translation>Vincolo nelle mani da:</translation>
    </message>
    <message>
        <source>may bid 0</source>
        <translation>può dichiarare 0</translation>
    </message>
    <message>
        <source>The hooked bidder may still bid 0</source>
        <translation>L’ultimo può comunque dichiarare 0</translation>
    </message>
    <message>
        <source>may bid all</source>
        <translation>può dichiararle tutte</translation>
    </message>
    <message>
        <source>The hooked bidder may still bid all the cards</source>
        <translation>L’ultimo può comunque dichiarare tutte le carte</translation>
    </message>
    <message>
        <source>Hooked bidder:</source>
        <translation>L’ultimo:</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Prima apertura</translation>
    </message>
    <message>
        <source>Who leads to the first trick (a tie between highest bidders goes to the first to bid)</source>
        <translation>Chi apre la prima presa (a parità tra chi ha dichiarato di più, il primo a dichiarare)</translation>
    </message>
    <message>
        <source>First lead:</source>
        <translation>Prima apertura:</translation>
    </message>
    <message>
        <source>Sc&amp;ore</source>
        <translation>&amp;Punteggio</translation>
    </message>
    <message>
        <source>A hand&apos;s score: points + so many per trick bid, taken, off the bid, or per card dealt. The description shows worked examples.</source>
        <translation>Il punteggio di una mano: punti + tanto per presa dichiarata, fatta, di scarto dalla dichiarazione, o per carta distribuita. La descrizione mostra esempi svolti.</translation>
    </message>
    <message>
        <source>Exact bid</source>
        <translation>Dichiarazione esatta</translation>
    </message>
    <message>
        <source>Over the bid</source>
        <translation>Sopra la dichiarazione</translation>
    </message>
    <message>
        <source>Under the bid</source>
        <translation>Sotto la dichiarazione</translation>
    </message>
    <message>
        <source>{0}: {1} (may be negative)</source>
        <translation>{0}: {1} (può essere negativo)</translation>
    </message>
    <message>
        <source>A made 0 scores instead:</source>
        <translation>Uno 0 riuscito vale invece:</translation>
    </message>
    <message>
        <source>A bid of 0 made scores this instead of the exact bid&apos;s points</source>
        <translation>Una dichiarazione di 0 riuscita vale questo invece dei punti della dichiarazione esatta</translation>
    </message>
    <message>
        <source>Made zero scores</source>
        <translation>Punti per uno 0 riuscito</translation>
    </message>
    <message>
        <source>Points for a made 0</source>
        <translation>Punti per uno 0 riuscito</translation>
    </message>
    <message>
        <source>Bonus for a made 0:</source>
        <translation>Bonus per uno 0 riuscito:</translation>
    </message>
    <message>
        <source>Points added to a made 0 bid</source>
        <translation>Punti aggiunti a una dichiarazione di 0 riuscita</translation>
    </message>
    <message>
        <source>Zero bonus points</source>
        <translation>Punti bonus dello 0</translation>
    </message>
    <message>
        <source>Points added to a made 0</source>
        <translation>Punti aggiunti a uno 0 riuscito</translation>
    </message>
    <message>
        <source>Zero bonus when</source>
        <translation>Bonus dello 0 quando</translation>
    </message>
    <message>
        <source>Always; when the cards left undealt are no more than the players; or from a number of cards</source>
        <translation>Sempre; quando le carte non distribuite non sono più dei giocatori; o da un numero di carte</translation>
    </message>
    <message>
        <source>Zero bonus from cards</source>
        <translation>Bonus dello 0 da carte</translation>
    </message>
    <message>
        <source>The bonus counts in hands of at least this many cards</source>
        <translation>Il bonus vale nelle mani di almeno questo numero di carte</translation>
    </message>
    <message>
        <source>Bonus counts:</source>
        <translation>Il bonus vale:</translation>
    </message>
    <message>
        <source>Penalty &amp;&amp; a&amp;djustments</source>
        <translation>Penalità &amp;&amp; a&amp;ggiustamenti</translation>
    </message>
    <message>
        <source>Penalties are counted per hand and player; adjustments are points added by hand, with a note.</source>
        <translation>Le penalità si contano per mano e giocatore; gli aggiustamenti sono punti aggiunti a mano, con una nota.</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalità</translation>
    </message>
    <message>
        <source>What is penalised: a revoke or a renege (or nothing)</source>
        <translation>Cosa si penalizza: una rinuncia (revoke) o un rifiuto di rispondere (renege) (o niente)</translation>
    </message>
    <message>
        <source>Penalty kind</source>
        <translation>Tipo di penalità</translation>
    </message>
    <message>
        <source>Points per penalty, or a cap on the hand&apos;s score (and the bid does not count as made)</source>
        <translation>Punti per penalità, o un tetto al punteggio della mano (e la dichiarazione non conta come riuscita)</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Punti di penalità</translation>
    </message>
    <message>
        <source>Points (negative: a loss)</source>
        <translation>Punti (negativo: una perdita)</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Penalità:</translation>
    </message>
    <message>
        <source>It costs:</source>
        <translation>Costa:</translation>
    </message>
    <message>
        <source>The scorekeeper may add ± points</source>
        <translation>Il segnapunti può aggiungere ± punti</translation>
    </message>
    <message>
        <source>Points added to a player in a hand, with a note</source>
        <translation>Punti aggiunti a un giocatore in una mano, con una nota</translation>
    </message>
    <message>
        <source>&amp;End &amp;&amp; ranking</source>
        <translation>&amp;Fine &amp;&amp; classifica</translation>
    </message>
    <message>
        <source>When the game ends, and how ties are split.</source>
        <translation>Quando finisce la partita e come si risolvono le parità.</translation>
    </message>
    <message>
        <source>Reset multiple</source>
        <translation>Multiplo di azzeramento</translation>
    </message>
    <message>
        <source>A running total that lands on a non-zero multiple of this goes back to 0</source>
        <translation>Un totale che cade su un multiplo non nullo di questo numero torna a 0</translation>
    </message>
    <message>
        <source>no reset</source>
        <translation>nessun azzeramento</translation>
    </message>
    <message>
        <source>Back to 0 on:</source>
        <translation>Torna a 0 su:</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>La partita finisce</translation>
    </message>
    <message>
        <source>After the schedule&apos;s last hand; when you end it; or after the hand where a total passes a number</source>
        <translation>Dopo l’ultima mano dello schema; quando la chiudi tu; o dopo la mano in cui un totale supera un numero</translation>
    </message>
    <message>
        <source>End above total</source>
        <translation>Fine oltre il totale</translation>
    </message>
    <message>
        <source>The total to pass</source>
        <translation>Il totale da superare</translation>
    </message>
    <message>
        <source>The game ends:</source>
        <translation>La partita finisce:</translation>
    </message>
    <message>
        <source>Tie-breaker {0}</source>
        <translation>Spareggio {0}</translation>
    </message>
    <message>
        <source>Ties on the total are split by these counts, in order</source>
        <translation>Le parità sul totale si risolvono con questi conteggi, in ordine</translation>
    </message>
    <message>
        <source>Ties split by:</source>
        <translation>Parità risolte da:</translation>
    </message>
    <message>
        <source>Tie-break deal</source>
        <translation>Mano di spareggio</translation>
    </message>
    <message>
        <source>Players still tied may play one more deal of this many cards (not added to totals)</source>
        <translation>I giocatori ancora a pari merito possono giocare un’altra mano di questo numero di carte (non sommata ai totali)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source> cards</source>
        <translation> carte</translation>
    </message>
    <message>
        <source>Tie-break deal:</source>
        <translation>Mano di spareggio:</translation>
    </message>
    <message>
        <source>Table &amp;changes</source>
        <translation>&amp;Cambi al tavolo</translation>
    </message>
    <message>
        <source>Whether the seating may change during a game.</source>
        <translation>Se i posti possono cambiare durante una partita.</translation>
    </message>
    <message>
        <source>Players may join, leave or sit out a hand</source>
        <translation>I giocatori possono entrare, uscire o saltare una mano</translation>
    </message>
    <message>
        <source>A joiner starts from a total you choose; someone who leaves keeps their total and place</source>
        <translation>Chi entra parte da un totale scelto da te; chi esce mantiene totale e posizione</translation>
    </message>
    <message>
        <source>(nothing: made here)</source>
        <translation>(niente: create qui)</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Player joins</source>
        <translation>Entra un giocatore</translation>
    </message>
    <message>
        <source>Name of the player who joins</source>
        <translation>Nome del giocatore che entra</translation>
    </message>
    <message>
        <source>Sits after</source>
        <translation>Siede dopo</translation>
    </message>
    <message>
        <source>&amp;0</source>
        <translation>&amp;0</translation>
    </message>
    <message>
        <source>the &amp;lowest total now ({0})</source>
        <translation>il totale più &amp;basso ora ({0})</translation>
    </message>
    <message>
        <source>&amp;typed:</source>
        <translation>&amp;digitato:</translation>
    </message>
    <message>
        <source>Start total typed</source>
        <translation>Totale iniziale digitato</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Sits after:</source>
        <translation>&amp;Siede dopo:</translation>
    </message>
    <message>
        <source>Starts from:</source>
        <translation>Parte da:</translation>
    </message>
    <message>
        <source>Type the name of the player who joins.</source>
        <translation>Digita il nome del giocatore che entra.</translation>
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
        <translation>Ultima mano</translation>
    </message>
    <message>
        <source>bid/took · score</source>
        <translation>dichiarate/fatte · punti</translation>
    </message>
</context>
<context>
    <name>LeaderboardView</name>
    <message>
        <source>Rank</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Exact bids</source>
        <translation>Dichiarazioni esatte</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Season from</source>
        <translation>Stagione dal</translation>
    </message>
    <message>
        <source>Only a season&apos;s games</source>
        <translation>Solo le partite di una stagione</translation>
    </message>
    <message>
        <source>Rate only the games of a season: everyone starts level</source>
        <translation>Valuta solo le partite di una stagione: tutti partono alla pari</translation>
    </message>
    <message>
        <source>Season to</source>
        <translation>Stagione al</translation>
    </message>
    <message>
        <source>to</source>
        <translation>al</translation>
    </message>
    <message>
        <source>Re&amp;ports…</source>
        <translation>&amp;Resoconti…</translation>
    </message>
    <message>
        <source>This season&apos;s report, an evening, a player&apos;s card, head to head</source>
        <translation>Il resoconto di questa stagione, una serata, la scheda di un giocatore, testa a testa</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>The conservative rating, μ − 3σ: it rises with wins and with games played</source>
        <translation>Il punteggio prudente, μ − 3σ: sale con le vittorie e con le partite giocate</translation>
    </message>
    <message>
        <source>&lt;p&gt;The &lt;b&gt;rating&lt;/b&gt; is OpenSkill&apos;s cautious estimate, μ − 3σ: &lt;b&gt;μ&lt;/b&gt; is the skill the results so far show, &lt;b&gt;σ&lt;/b&gt; how unsure of it the app still is. Everyone starts at 0 (μ 25, σ 8.33); finishing ahead of others raises μ, and every game lowers σ.&lt;/p&gt;&lt;p&gt;Each finished game counts, in the order played, by its places: a shared place is a tie. A season starts everyone afresh.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Il &lt;b&gt;punteggio&lt;/b&gt; è la stima prudente di OpenSkill, μ − 3σ: &lt;b&gt;μ&lt;/b&gt; è l&apos;abilità che mostrano i risultati finora, &lt;b&gt;σ&lt;/b&gt; quanto l&apos;app ne è ancora incerta. Tutti partono da 0 (μ 25, σ 8,33); finire davanti ad altri alza μ, e ogni partita abbassa σ.&lt;/p&gt;&lt;p&gt;Ogni partita finita conta, nell&apos;ordine in cui è stata giocata, per i suoi piazzamenti: un posto condiviso è un pareggio. Una stagione fa ripartire tutti da capo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Testa a testa</translation>
    </message>
    <message>
        <source>Each row&apos;s player against each column&apos;s, in the games they finished together: ahead – behind – level.</source>
        <translation>Il giocatore di ogni riga contro quello di ogni colonna, nelle partite finite insieme: davanti – dietro – pari.</translation>
    </message>
    <message>
        <source>Club records</source>
        <translation>Record del circolo</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Record</translation>
    </message>
    <message>
        <source> · season {0} to {1}</source>
        <translation> · stagione dal {0} al {1}</translation>
    </message>
    <message>
        <source>Leaderboard · {0}</source>
        <translation>Classifica · {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n partita finita</numerusform>
            <numerusform>%n partite finite</numerusform>
        </translation>
    </message>
    <message>
        <source>The leaders&apos; ratings over time</source>
        <translation>I punteggi dei primi nel tempo</translation>
    </message>
    <message>
        <source>{0} against {1}: {2} ahead, {3} behind, {4} level in {5}</source>
        <translation>{0} contro {1}: {2} davanti, {3} dietro, {4} pari in {5}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partita</numerusform>
            <numerusform>%n partite</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Ancora nessuna partita finita.</translation>
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
        <translation>Mano {0} di {1}</translation>
    </message>
    <message>
        <source>Game finished</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Game abandoned</source>
        <translation>Partita abbandonata</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>{0} carte</translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation>Dà le carte {0}</translation>
    </message>
    <message>
        <source>bids next</source>
        <translation>dichiara ora</translation>
    </message>
    <message>
        <source>{0} can&apos;t bid {1}</source>
        <translation>{0} non può dichiarare {1}</translation>
    </message>
    <message>
        <source>No hands were played</source>
        <translation>Non è stata giocata nessuna mano</translation>
    </message>
    <message>
        <source>{0} wins</source>
        <translation>Vince {0}</translation>
    </message>
    <message>
        <source>{0} share first place</source>
        <translation>{0} a pari merito al primo posto</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Mazziere</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perso</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinto</translation>
    </message>
    <message>
        <source>No hands recorded yet</source>
        <translation>Ancora nessuna mano segnata</translation>
    </message>
    <message>
        <source>Tally</source>
        <translation>Conteggio</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>In diretta</translation>
    </message>
    <message>
        <source>Not connected — retrying</source>
        <translation>Non connesso — nuovo tentativo</translation>
    </message>
    <message>
        <source>{0} — Scorekeeper live</source>
        <translation>{0} — Scorekeeper in diretta</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Dichiarazione</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Prese</translation>
    </message>
    <message>
        <source>Rules file: {0} (open it in Scorekeeper&apos;s editor)</source>
        <translation>File delle regole: {0} (aprilo nell’editor di Scorekeeper)</translation>
    </message>
    <message>
        <source>Scorekeeper — live</source>
        <translation>Scorekeeper — in diretta</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connessione…</translation>
    </message>
    <message>
        <source>The hand in play</source>
        <translation>La mano in corso</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Regole della casa</translation>
    </message>
    <message>
        <source>Read-only · follows the scorekeeper live</source>
        <translation>Sola lettura · segue il segnapunti in diretta</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Start screen</source>
        <translation>&amp;Schermata iniziale</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Cronologia</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Giocatori</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>Ri&amp;vincita</translation>
    </message>
    <message>
        <source>Play the &amp;tie-break deal…</source>
        <translation>Gioca la mano di s&amp;pareggio…</translation>
    </message>
    <message>
        <source>&amp;End game</source>
        <translation>&amp;Termina partita</translation>
    </message>
    <message>
        <source>E&amp;xport scorecard…</source>
        <translation>E&amp;sporta segnapunti…</translation>
    </message>
    <message>
        <source>&amp;Print scorecard…</source>
        <translation>Stam&amp;pa segnapunti…</translation>
    </message>
    <message>
        <source>&amp;Delete game…</source>
        <translation>&amp;Elimina partita…</translation>
    </message>
    <message>
        <source>&amp;Back up…</source>
        <translation>&amp;Backup…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Correct a hand…</source>
        <translation>&amp;Correggi una mano…</translation>
    </message>
    <message>
        <source>Player &amp;joins…</source>
        <translation>&amp;Entra un giocatore…</translation>
    </message>
    <message>
        <source>Player &amp;leaves…</source>
        <translation>Esce un &amp;giocatore…</translation>
    </message>
    <message>
        <source>&amp;Sits out next hand…</source>
        <translation>&amp;Salta la prossima mano…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>&amp;Full-screen scoreboard</source>
        <translation>Segnapunti a &amp;schermo intero</translation>
    </message>
    <message>
        <source>Show on &amp;phones…</source>
        <translation>Mostra sui &amp;telefoni…</translation>
    </message>
    <message>
        <source>&amp;Leaderboard</source>
        <translation>C&amp;lassifica</translation>
    </message>
    <message>
        <source>&amp;Reports…</source>
        <translation>&amp;Resoconti…</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Grafici</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regole di questo gioco</translation>
    </message>
    <message>
        <source>&amp;About Scorekeeper</source>
        <translation>&amp;Informazioni su Scorekeeper</translation>
    </message>
    <message>
        <source>History — Scorekeeper</source>
        <translation>Cronologia — Scorekeeper</translation>
    </message>
    <message>
        <source>Players — Scorekeeper</source>
        <translation>Giocatori — Scorekeeper</translation>
    </message>
    <message>
        <source>Leaderboard — Scorekeeper</source>
        <translation>Classifica — Scorekeeper</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Termina partita</translation>
    </message>
    <message>
        <source>End this game now? Its standings stand as they are; Undo reopens it.</source>
        <translation>Terminare ora questa partita? La classifica resta com&apos;è; Annulla la riapre.</translation>
    </message>
    <message>
        <source>not open</source>
        <translation>non aperto</translation>
    </message>
    <message>
        <source>About Scorekeeper</source>
        <translation>Informazioni su Scorekeeper</translation>
    </message>
    <message>
        <source>The scorekeeper&apos;s companion at a real card table: Oh Hell (Pratt &amp;amp; Whitney), Oh Shit (misère and 7-down-to-1), Whysteria and Shithead.&lt;br&gt;&lt;br&gt;Every entry is saved the moment it is made. F1 shows the rules of the game in play.</source>
        <translation>Il compagno del segnapunti a un vero tavolo da gioco: Oh Hell (Pratt &amp;amp; Whitney), Oh Shit (misère e da 7 a 1), Whysteria e Shithead.&lt;br&gt;&lt;br&gt;Ogni voce è salvata appena inserita. F1 mostra le regole del gioco in corso.</translation>
    </message>
    <message>
        <source>Database: %1&lt;br&gt;Log: %2</source>
        <translation>Database: %1&lt;br&gt;Registro: %2</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Rematch</source>
        <translation>Rivincita</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>House rules  (your table&apos;s own settings)</source>
        <translation>Regole della casa  (le impostazioni del vostro tavolo)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Players, clockwise round the table</source>
        <translation>Giocatori, in senso orario attorno al tavolo</translation>
    </message>
    <message>
        <source>Type a name, Enter to add it</source>
        <translation>Digita un nome, Invio per aggiungerlo</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Sposta su</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Sposta giù</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Primo mazziere</translation>
    </message>
    <message>
        <source>Start game (Ctrl+Enter)</source>
        <translation>Inizia partita (Ctrl+Invio)</translation>
    </message>
    <message>
        <source>{0}:</source>
        <comment>a label</comment>
        <translation>{0}:</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Add the players, clockwise from anyone.</source>
        <translation>Aggiungi i giocatori, in senso orario a partire da chiunque.</translation>
    </message>
    <message>
        <source></source>
        <translation></translation>
    </message>
    <message>
        <source>House rules to play</source>
        <translation>Regole della casa da giocare</translation>
    </message>
    <message>
        <source>A preset, or rules saved from the editor</source>
        <translation>Regole predefinite, o salvate dall’editor</translation>
    </message>
    <message>
        <source>&amp;Edit house rules…</source>
        <translation>&amp;Modifica regole della casa…</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regole:</translation>
    </message>
    <message>
        <source>{0} (edited here)</source>
        <translation>{0} (modificate qui)</translation>
    </message>
</context>
<context>
    <name>PhoneDialog</name>
    <message>
        <source>Show on phones</source>
        <translation>Mostra sui telefoni</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Rete</translation>
    </message>
    <message>
        <source>Scan with a phone&apos;s camera to follow the game:</source>
        <translation>Inquadra con la fotocamera di un telefono per seguire la partita:</translation>
    </message>
    <message>
        <source>QR code of the page&apos;s address</source>
        <translation>Codice QR dell&apos;indirizzo della pagina</translation>
    </message>
    <message>
        <source>Address of the page</source>
        <translation>Indirizzo della pagina</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>Read-only: the phones see this game&apos;s scores and nothing else. They must be on the same network as this computer. Anyone with the address can watch until you press Stop or close the app.</source>
        <translation>Sola lettura: i telefoni vedono i punti di questa partita e nient&apos;altro. Devono essere sulla stessa rete di questo computer. Chiunque abbia l&apos;indirizzo può guardare finché non premi Ferma o chiudi l&apos;app.</translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation>&amp;Rete:</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Ferma</translation>
    </message>
    <message>
        <source>Stop showing the game: the phones&apos; page stops at once</source>
        <translation>Smetti di mostrare la partita: la pagina sui telefoni si ferma subito</translation>
    </message>
</context>
<context>
    <name>PhoneShare</name>
    <message>
        <source>On phones</source>
        <translation>Sui telefoni</translation>
    </message>
    <message>
        <source>The game is shown on phones: View › Show on phones…</source>
        <translation>La partita è mostrata sui telefoni: Visualizza › Mostra sui telefoni…</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Rename…  (F2)</source>
        <translation>Rinomina…  (F2)</translation>
    </message>
    <message>
        <source>Merge into…  (Ctrl+M)</source>
        <translation>Unisci a…  (Ctrl+M)</translation>
    </message>
    <message>
        <source>The same person entered under two names: all games follow</source>
        <translation>La stessa persona segnata con due nomi: tutte le partite la seguono</translation>
    </message>
    <message>
        <source>S&amp;plit…</source>
        <translation>Se&amp;para…</translation>
    </message>
    <message>
        <source>Two people entered under one name: choose the games that were the other&apos;s</source>
        <translation>Due persone segnate con un solo nome: scegli le partite dell&apos;altra</translation>
    </message>
    <message>
        <source>Undo merge</source>
        <translation>Annulla unione</translation>
    </message>
    <message>
        <source>&lt;b&gt;Players&lt;/b&gt;</source>
        <translation>&lt;b&gt;Giocatori&lt;/b&gt;</translation>
    </message>
    <message>
        <source>E&amp;xport statistics…</source>
        <translation>E&amp;sporta statistiche…</translation>
    </message>
    <message>
        <source>A CSV of statistics per game, with ratings</source>
        <translation>Un CSV di statistiche per gioco, con i punteggi</translation>
    </message>
    <message>
        <source>This player&apos;s…</source>
        <translation>Di questo giocatore…</translation>
    </message>
    <message>
        <source>The whole club&apos;s…</source>
        <translation>Di tutto il circolo…</translation>
    </message>
    <message>
        <source>Record by game</source>
        <translation>Bilancio per gioco</translation>
    </message>
    <message>
        <source>Head to head against</source>
        <translation>Testa a testa contro</translation>
    </message>
    <message>
        <source>Rating and charts for the game</source>
        <translation>Punteggio e grafici del gioco</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Leaderboard…</source>
        <translation>Classifica…</translation>
    </message>
    <message>
        <source>Everyone&apos;s ratings in this game (Ctrl+L)</source>
        <translation>I punteggi di tutti in questo gioco (Ctrl+L)</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafici</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Avg place</source>
        <translation>Posto medio</translation>
    </message>
    <message>
        <source>Exact bids</source>
        <translation>Dichiarazioni esatte</translation>
    </message>
    <message>
        <source>Avg hand</source>
        <translation>Mano media</translation>
    </message>
    <message>
        <source>Bid − took</source>
        <translation>Dichiarate − fatte</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Migliore</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Peggiore</translation>
    </message>
    <message>
        <source>&amp;Alias…</source>
        <translation>A&amp;lias…</translation>
    </message>
    <message>
        <source>Another name this player answers to: typing it anywhere gives the player (Alt+A)</source>
        <translation>Un altro nome di questo giocatore: scriverlo ovunque dà il giocatore (Alt+L)</translation>
    </message>
    <message>
        <source>F&amp;orget alias…</source>
        <translation>&amp;Dimentica alias…</translation>
    </message>
    <message>
        <source>The alias no longer stands for this player (Alt+O)</source>
        <translation>L&apos;alias non indica più questo giocatore (Alt+D)</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partita</numerusform>
            <numerusform>%n partite</numerusform>
        </translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inattivo</translation>
    </message>
    <message>
        <source>Undo merge of {0}  (Ctrl+Z)</source>
        <translation>Annulla unione di {0}  (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Also called: {0}</source>
        <translation>Detto anche: {0}</translation>
    </message>
    <message>
        <source>Inactive: not offered for new games or on the leaderboards; every game is kept.</source>
        <translation>Inattivo: non proposto per nuove partite né nelle classifiche; ogni partita è conservata.</translation>
    </message>
    <message>
        <source>Mark &amp;inactive</source>
        <translation>Segna &amp;inattivo</translation>
    </message>
    <message>
        <source>Mark act&amp;ive again</source>
        <translation>Segna di nuovo att&amp;ivo</translation>
    </message>
    <message>
        <source>No longer plays: out of completers and leaderboards, every game kept (Alt+I)</source>
        <translation>Non gioca più: non proposto né in classifica, ogni partita è conservata (Alt+I)</translation>
    </message>
    <message>
        <source>Plays again: back in completers and leaderboards (Alt+I)</source>
        <translation>Gioca di nuovo: di nuovo proposto e in classifica (Alt+I)</translation>
    </message>
    <message>
        <source>μ {0:.1f}, σ {1:.2f} (the rating is μ − 3σ)</source>
        <translation>μ {0:.1f}, σ {1:.2f} (il punteggio è μ − 3σ)</translation>
    </message>
    <message>
        <source>{0} and {1} have not finished a game together.</source>
        <translation>{0} e {1} non hanno ancora finito una partita insieme.</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;{0}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&amp;nbsp;{1}:&amp;nbsp;&lt;/td&gt;&lt;td&gt;&lt;b&gt;{2}&lt;/b&gt; ahead, &lt;b&gt;{3}&lt;/b&gt; behind, {4} level&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;{0}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&amp;nbsp;{1}:&amp;nbsp;&lt;/td&gt;&lt;td&gt;&lt;b&gt;{2}&lt;/b&gt; davanti, &lt;b&gt;{3}&lt;/b&gt; dietro, {4} pari&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>No finished games yet: no rating.</source>
        <translation>Ancora nessuna partita finita: nessun punteggio.</translation>
    </message>
    <message>
        <source>Not rated in this game yet.</source>
        <translation>Non ancora valutato in questo gioco.</translation>
    </message>
    <message>
        <source>Rating &lt;b&gt;{0:.1f}&lt;/b&gt; &amp;nbsp;(μ {1:.1f}, σ {2:.2f}) · {3} of {4} · {5}</source>
        <translation>Punteggio &lt;b&gt;{0:.1f}&lt;/b&gt; &amp;nbsp;(μ {1:.1f}, σ {2:.2f}) · {3} di {4} · {5}</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s)</source>
        <translation>
            <numerusform>%n partita valutata</numerusform>
            <numerusform>%n partite valutate</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: rating in {1}</source>
        <translation>{0}: punteggio a {1}</translation>
    </message>
    <message>
        <source>{0}: bids against tricks in {1}</source>
        <translation>{0}: dichiarazioni contro prese a {1}</translation>
    </message>
    <message>
        <source>Bids against tricks</source>
        <translation>Dichiarazioni contro prese</translation>
    </message>
    <message>
        <source>{0}: exact bids by hand size in {1}</source>
        <translation>{0}: dichiarazioni esatte per numero di carte a {1}</translation>
    </message>
    <message>
        <source>Exact bids by hand size</source>
        <translation>Dichiarazioni esatte per numero di carte</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Esporta statistiche</translation>
    </message>
    <message>
        <source>CSV spreadsheet (*.csv)</source>
        <translation>Foglio di calcolo CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>Impossibile scrivere {0}: {1}</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Rinomina giocatore</translation>
    </message>
    <message>
        <source>New name for {0}:</source>
        <translation>Nuovo nome per {0}:</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Unisci giocatori</translation>
    </message>
    <message>
        <source>{0} is the same person as:</source>
        <translation>{0} è la stessa persona di:</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Another name for {0}:</source>
        <translation>Un altro nome per {0}:</translation>
    </message>
    <message>
        <source>Forget alias</source>
        <translation>Dimentica alias</translation>
    </message>
    <message>
        <source>Which alias of {0}:</source>
        <translation>Quale alias di {0}:</translation>
    </message>
    <message>
        <source>Merge {0} into {1}?

All of {0}&apos;s games ({2}) become {1}&apos;s, and the name {0} is gone (Undo merge brings it back).</source>
        <translation>Unire {0} a {1}?

Tutte le partite di {0} ({2}) diventano di {1}, e il nome {0} scompare (Annulla unione lo riporta).</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Lingua:</translation>
    </message>
    <message>
        <source>A new language applies when Scorekeeper next starts.</source>
        <translation>Una nuova lingua vale dal prossimo avvio di Scorekeeper.</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Tema:</translation>
    </message>
    <message>
        <source>Scoreboard type size</source>
        <translation>Dimensione del testo del segnapunti</translation>
    </message>
    <message>
        <source>Scoreboard type size:</source>
        <translation>Dimensione del testo del segnapunti:</translation>
    </message>
    <message>
        <source>Default game</source>
        <translation>Gioco predefinito</translation>
    </message>
    <message>
        <source>Default game:</source>
        <translation>Gioco predefinito:</translation>
    </message>
</context>
<context>
    <name>ReportsDialog</name>
    <message>
        <source>Evening</source>
        <translation>Serata</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Stagione</translation>
    </message>
    <message>
        <source>Player card</source>
        <translation>Scheda del giocatore</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Testa a testa</translation>
    </message>
    <message>
        <source>Season from</source>
        <translation>Stagione dal</translation>
    </message>
    <message>
        <source>Season to</source>
        <translation>Stagione al</translation>
    </message>
    <message>
        <source>PDF report (*.pdf)</source>
        <translation>Resoconto PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Immagine PNG (*.png)</translation>
    </message>
    <message>
        <source>CSV spreadsheet (*.csv)</source>
        <translation>Foglio di calcolo CSV (*.csv)</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Testo (*.txt)</translation>
    </message>
    <message>
        <source>Reports — Scorekeeper</source>
        <translation>Resoconti — Scorekeeper</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Resoconto</translation>
    </message>
    <message>
        <source>&amp;Report:</source>
        <translation>&amp;Resoconto:</translation>
    </message>
    <message>
        <source>Evening of</source>
        <translation>Serata del</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primo giocatore</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Secondo giocatore</translation>
    </message>
    <message>
        <source>v</source>
        <translation>contro</translation>
    </message>
    <message>
        <source>The report</source>
        <translation>Il resoconto</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Salva come…</translation>
    </message>
    <message>
        <source>Save this report as PDF, PNG, CSV or text</source>
        <translation>Salva questo resoconto come PDF, PNG, CSV o testo</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Stam&amp;pa…</translation>
    </message>
    <message>
        <source>Print this report (Ctrl+P)</source>
        <translation>Stampa questo resoconto (Ctrl+P)</translation>
    </message>
    <message>
        <source>Save report</source>
        <translation>Salva il resoconto</translation>
    </message>
    <message>
        <source>Report not printed</source>
        <translation>Resoconto non stampato</translation>
    </message>
    <message>
        <source>The printer cannot be used ({0})</source>
        <translation>La stampante non può essere usata ({0})</translation>
    </message>
    <message>
        <source>Report not saved</source>
        <translation>Resoconto non salvato</translation>
    </message>
    <message>
        <source>{0} cannot be written ({1})</source>
        <translation>Impossibile scrivere {0} ({1})</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
</context>
<context>
    <name>ScoreboardModel</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation>Dà le carte {0}</translation>
    </message>
    <message>
        <source>Hand {0}: {1}</source>
        <translation>Mano {0}: {1}</translation>
    </message>
    <message>
        <source>, dealt</source>
        <translation>, dà le carte</translation>
    </message>
    <message>
        <source>{0}, hand {1}: {2}</source>
        <translation>{0}, mano {1}: {2}</translation>
    </message>
    <message>
        <source>, total {0}</source>
        <translation>, totale {0}</translation>
    </message>
    <message>
        <source>no bid yet</source>
        <translation>nessuna dichiarazione</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>dichiara {0}</translation>
    </message>
    <message>
        <source>took {0}</source>
        <translation>ha fatto {0}</translation>
    </message>
    <message>
        <source>scored {0}</source>
        <translation>{0} punti</translation>
    </message>
    <message>
        <source>total {0}</source>
        <translation>totale {0}</translation>
    </message>
    <message>
        <source>reset to 0</source>
        <translation>azzerato</translation>
    </message>
    <message numerus="yes">
        <source>%n penalt(y|ies)</source>
        <translation>
            <numerusform>%n penalità</numerusform>
            <numerusform>%n penalità</numerusform>
        </translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in gioco</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perso</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinto</translation>
    </message>
    <message>
        <source>out {0}</source>
        <translation>uscito {0}</translation>
    </message>
    <message>
        <source>played</source>
        <translation>giocata</translation>
    </message>
</context>
<context>
    <name>ShitheadEntry</name>
    <message>
        <source>key {0}</source>
        <translation>tasto {0}</translation>
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
        <translation>Digita il suo numero, poi Invio. {0} Backspace ne toglie uno.</translation>
    </message>
    <message>
        <source>Pick one player, or the whole order out ({0} or {1} players).</source>
        <translation>Scegli un giocatore, o l’intero ordine di uscita ({0} o {1} giocatori).</translation>
    </message>
    <message>
        <source>Hand {0} recorded.</source>
        <translation>Mano {0} registrata.</translation>
    </message>
</context>
<context>
    <name>SplitDialog</name>
    <message>
        <source>Split {0}</source>
        <translation>Separa {0}</translation>
    </message>
    <message>
        <source>Which of {0}&apos;s games did someone else play? Tick them (Space), then name who played them.</source>
        <translation>Quali partite di {0} ha giocato qualcun altro? Spuntale (Spazio), poi di&apos; chi le ha giocate.</translation>
    </message>
    <message>
        <source>{0}&apos;s games</source>
        <translation>Partite di {0}</translation>
    </message>
    <message>
        <source>They go to</source>
        <translation>Vanno a</translation>
    </message>
    <message>
        <source>a new name, or a player who was not there</source>
        <translation>un nome nuovo, o un giocatore che non c&apos;era</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>Perché no</translation>
    </message>
    <message>
        <source>Move games</source>
        <translation>Sposta partite</translation>
    </message>
    <message>
        <source>&amp;They go to:</source>
        <translation>&amp;Vanno a:</translation>
    </message>
    <message>
        <source>in the trash</source>
        <translation>nel cestino</translation>
    </message>
</context>
<context>
    <name>StandingsPanel</name>
    <message>
        <source>after hand {0}</source>
        <translation>dopo la mano {0}</translation>
    </message>
    <message>
        <source>no hand played yet</source>
        <translation>ancora nessuna mano giocata</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Classifica finale</translation>
    </message>
    <message>
        <source>Tally</source>
        <translation>Conteggio</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Tie-break deal…  (Ctrl+Shift+T)</source>
        <translation>Mano di spareggio…  (Ctrl+Maiusc+T)</translation>
    </message>
    <message>
        <source>Play the 5-card tie-break deal of the tied players</source>
        <translation>Gioca la mano di spareggio da 5 carte tra i giocatori a pari merito</translation>
    </message>
    <message>
        <source>Rematch  (Ctrl+R)</source>
        <translation>Rivincita  (Ctrl+R)</translation>
    </message>
    <message>
        <source>The same game again, in the same seating</source>
        <translation>Lo stesso gioco di nuovo, con gli stessi posti</translation>
    </message>
    <message>
        <source>The game was ended before its last hand.</source>
        <translation>La partita è stata chiusa prima dell’ultima mano.</translation>
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
        <translation>Tieni i punti al tavolo da gioco: lo schema delle mani, il mazziere, la briscola, la regola del mazziere e i punti di ogni mano.</translation>
    </message>
    <message>
        <source>New game…  (Ctrl+N)</source>
        <translation>Nuova partita…  (Ctrl+N)</translation>
    </message>
    <message>
        <source>History  (Ctrl+H)</source>
        <translation>Cronologia  (Ctrl+H)</translation>
    </message>
    <message>
        <source>Players  (Ctrl+Shift+P)</source>
        <translation>Giocatori  (Ctrl+Maiusc+P)</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Partite in sospeso</translation>
    </message>
    <message>
        <source>Resume  (Enter)</source>
        <translation>Riprendi  (Invio)</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partite recenti</translation>
    </message>
    <message>
        <source>hand {0} next · last played {1}</source>
        <translation>prossima la mano {0} · giocata {1}</translation>
    </message>
    <message>
        <source>No unfinished games.</source>
        <translation>Nessuna partita in sospeso.</translation>
    </message>
    <message>
        <source>won by {0}</source>
        <translation>vinta da {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n mani</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet: start one!</source>
        <translation>Ancora nessuna partita: iniziane una!</translation>
    </message>
</context>
<context>
    <name>StoreWait</name>
    <message>
        <source>The database answered. Keys typed while waiting, if any, were ignored: type them again.</source>
        <translation>Il database ha risposto. I tasti premuti durante l&apos;attesa, se ce ne sono, sono stati ignorati: digitali di nuovo.</translation>
    </message>
    <message>
        <source>Waiting to store: {what}.</source>
        <translation>In attesa di salvare: {what}.</translation>
    </message>
    <message>
        <source>Waiting for it.</source>
        <translation>In attesa.</translation>
    </message>
    <message>
        <source>The database has not answered for {n} s.</source>
        <translation>Il database non risponde da {n} s.</translation>
    </message>
    <message>
        <source>Nothing is lost: it is stored when the database answers. Keys typed meanwhile are ignored.</source>
        <translation>Non si perde nulla: viene salvato appena il database risponde. I tasti premuti nel frattempo sono ignorati.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>turn-up: qh, 10s, jk</source>
        <translation>carta scoperta: qh, 10s, jk</translation>
    </message>
    <message>
        <source>Pick…</source>
        <translation>Scegli…</translation>
    </message>
    <message>
        <source>Turn-up (Ctrl+T):</source>
        <translation>Carta scoperta (Ctrl+T):</translation>
    </message>
    <message>
        <source>{0} (! then a letter):</source>
        <translation>{0} (! poi una lettera):</translation>
    </message>
    <message>
        <source>Add a {0} for {1} in this hand (Shift-click takes one back)</source>
        <translation>Aggiungi: {0} per {1} in questa mano (Maiusc-clic ne toglie una)</translation>
    </message>
    <message>
        <source>Schedule of hands</source>
        <translation>Schema delle mani</translation>
    </message>
    <message>
        <source>Each cell: bid/tricks and the hand&apos;s score, running total below · ● dealt · green: contract made · ↺ total reset to 0 · ! penalty · ★ leader · Ctrl+E (or F6, ↑↓, Enter, or a double-click) corrects a hand</source>
        <translation>Ogni casella: dichiarate/prese e punti della mano, totale progressivo sotto · ● dà le carte · verde: contratto fatto · ↺ totale azzerato · ! penalità · ★ in testa · Ctrl+E (o F6, ↑↓, Invio o un doppio clic) corregge una mano</translation>
    </message>
    <message>
        <source>Each cell: lost / won / place out, and the running tally · ● dealt</source>
        <translation>Ogni casella: perso / vinto / posto d&apos;uscita, e il conteggio progressivo · ● dà le carte</translation>
    </message>
    <message>
        <source>&lt;b&gt;Schedule&lt;/b&gt;</source>
        <translation>&lt;b&gt;Schema&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Type the turn-up</source>
        <translation>Digita la carta scoperta</translation>
    </message>
    <message>
        <source>Entry or scorecard</source>
        <translation>Inserimento o segnapunti</translation>
    </message>
    <message>
        <source>{0} played · &lt;b&gt;{1}&lt;/b&gt; share first place</source>
        <translation>{0} giocate · &lt;b&gt;{1}&lt;/b&gt; condividono il primo posto</translation>
    </message>
    <message>
        <source>{0} played · &lt;b&gt;{1}&lt;/b&gt; wins</source>
        <translation>{0} giocate · &lt;b&gt;{1}&lt;/b&gt; vince</translation>
    </message>
    <message>
        <source>No hands were played.</source>
        <translation>Non è stata giocata nessuna mano.</translation>
    </message>
    <message>
        <source>{0} — hand {1} of {2}</source>
        <translation>{0} — mano {1} di {2}</translation>
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
        <translation>&lt;b&gt;{0}&lt;/b&gt; a testa</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; deals</source>
        <translation>dà le carte &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>trump {0}</source>
        <translation>briscola {0}</translation>
    </message>
    <message>
        <source>Hand {0}: {1} deals</source>
        <translation>Mano {0}: dà le carte {1}</translation>
    </message>
    <message>
        <source>open length</source>
        <translation>durata aperta</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Non registrato</translation>
    </message>
    <message>
        <source>A shithead hand is changed with Undo (Ctrl+Z).</source>
        <translation>Una mano di Shithead si cambia con Annulla (Ctrl+Z).</translation>
    </message>
    <message>
        <source>This hand is still being played: change it in the entry above.</source>
        <translation>Questa mano è ancora in corso: modificala nell’inserimento qui sopra.</translation>
    </message>
    <message>
        <source>Players join, leave and sit out only in a house game whose rules have table changes on.</source>
        <translation>Entrare, uscire o saltare una mano è possibile solo in una partita della casa le cui regole permettono i cambi al tavolo.</translation>
    </message>
    <message>
        <source>No hand has been completed yet: there is nothing to correct.</source>
        <translation>Nessuna mano ancora completata: non c&apos;è nulla da correggere.</translation>
    </message>
</context>
<context>
    <name>TallyPanel</name>
    <message>
        <source>Next hand</source>
        <translation>Mano successiva</translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation>Dà le carte {0}</translation>
    </message>
    <message>
        <source>No hand played yet</source>
        <translation>Ancora nessuna mano giocata</translation>
    </message>
    <message>
        <source>Out in order: {0}</source>
        <translation>Usciti in quest&apos;ordine: {0}</translation>
    </message>
    <message>
        <source>{0} lost hand {1}</source>
        <translation>{0} ha perso la mano {1}</translation>
    </message>
    <message>
        <source>{0} won hand {1}</source>
        <translation>{0} ha vinto la mano {1}</translation>
    </message>
</context>
<context>
    <name>TiebreakDialog</name>
    <message>
        <source>Tie-break deal</source>
        <translation>Mano di spareggio</translation>
    </message>
    <message>
        <source>{0} are tied on every tie-breaker.
Deal {1} cards each and play one hand: the higher hand score takes the higher place.
It is not added to the totals.</source>
        <translation>{0} sono pari in ogni spareggio.
Dai {1} carte a testa e giocate una mano: il punteggio più alto della mano prende il posto più alto.
Non si somma ai totali.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bid&lt;/b&gt;</source>
        <translation>&lt;b&gt;Dichiarazione&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tricks&lt;/b&gt;</source>
        <translation>&lt;b&gt;Prese&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>TrashDialog</name>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Iniziata</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Eliminata</translation>
    </message>
    <message>
        <source>Trash — Scorekeeper</source>
        <translation>Cestino — Scorekeeper</translation>
    </message>
    <message>
        <source>Deleted games are kept here, also after the app is closed, until the trash is emptied. Restoring puts a game back as it was.</source>
        <translation>Le partite eliminate restano qui, anche dopo la chiusura dell&apos;app, finché il cestino non viene svuotato. Ripristinare rimette una partita com&apos;era.</translation>
    </message>
    <message>
        <source>Games in the trash</source>
        <translation>Partite nel cestino</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Ripristina</translation>
    </message>
    <message>
        <source>&amp;Delete for good</source>
        <translation>&amp;Elimina definitivamente</translation>
    </message>
    <message>
        <source>&amp;Empty trash</source>
        <translation>&amp;Svuota cestino</translation>
    </message>
    <message>
        <source>Delete {0} for good? This cannot be undone.</source>
        <translation>Eliminare {0} definitivamente? Non si può annullare.</translation>
    </message>
    <message>
        <source>Empty the trash? Its {0} cannot be restored afterwards.</source>
        <translation>Svuotare il cestino? Le sue {0} non si potranno più ripristinare.</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>Cestino</translation>
    </message>
</context>
<context>
    <name>TrumpPanel</name>
    <message>
        <source>Trump</source>
        <translation>Briscola</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Senza briscola</translation>
    </message>
    <message>
        <source>Not known yet</source>
        <translation>Non ancora nota</translation>
    </message>
</context>
<context>
    <name>_ChangeDialog</name>
    <message>
        <source>Why it was refused</source>
        <translation>Perché è stato rifiutato</translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>{0} — {1} (continued)</source>
        <translation>{0} — {1} (continua)</translation>
    </message>
    <message>
        <source>page {0} of {1}</source>
        <translation>pagina {0} di {1}</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Regole della casa</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Seating (clockwise): {0} · {1} dealt first</source>
        <translation>Posti (in senso orario): {0} · {1} ha dato le carte per primo</translation>
    </message>
    <message>
        <source>The evening of {0}</source>
        <translation>La serata del {0}</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n sitting(s)</source>
        <translation>
            <numerusform>%n serata</numerusform>
            <numerusform>%n serate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partita</numerusform>
            <numerusform>%n partite</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <source>{0} ({1} finished)</source>
        <translation>{0} ({1} finite)</translation>
    </message>
    <message>
        <source>Winner of the night</source>
        <translation>Vincitore della serata</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) won</source>
        <translation>
            <numerusform>%n partita vinta</numerusform>
            <numerusform>%n partite vinte</numerusform>
        </translation>
    </message>
    <message>
        <source>Shithead of the night</source>
        <translation>Shithead della serata</translation>
    </message>
    <message numerus="yes">
        <source>last %n time(s)</source>
        <translation>
            <numerusform>ultimo %n volta</numerusform>
            <numerusform>ultimo %n volte</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} by the rules</source>
        <translation>{0} secondo le regole</translation>
    </message>
    <message>
        <source>game {0}, hand {1}</source>
        <translation>partita {0}, mano {1}</translation>
    </message>
    <message>
        <source>Biggest hand</source>
        <translation>Mano migliore</translation>
    </message>
    <message>
        <source>{0}: {1} points ({2})</source>
        <translation>{0}: {1} punti ({2})</translation>
    </message>
    <message>
        <source>Best bidder</source>
        <translation>Miglior dichiaratore</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} bids exact ({3})</source>
        <translation>{0}: {1} dichiarazioni esatte su {2} ({3})</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>#</source>
        <comment>a game&apos;s number in the sitting</comment>
        <translation>N.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Vincitori</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Ultimi</translation>
    </message>
    <message>
        <source>Places and points</source>
        <translation>Posti e punti</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Posti</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Sitting {0} of {1} · {2}</source>
        <translation>Serata {0} di {1} · {2}</translation>
    </message>
    <message>
        <source>The sitting · {0}</source>
        <translation>La serata · {0}</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finita</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abbandonata</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>in corso</translation>
    </message>
    <message>
        <source>Before hand {0}: {1}</source>
        <translation>Prima della mano {0}: {1}</translation>
    </message>
    <message>
        <source>Final places</source>
        <translation>Classifica finale</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Tie-break deal {0}: {1}</source>
        <translation>Mano di spareggio {0}: {1}</translation>
    </message>
    <message>
        <source>{0} bid {1} took {2}</source>
        <translation>{0} ha dichiarato {1}, ha preso {2}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>#</source>
        <comment>the hand&apos;s number, in a column head</comment>
        <translation>N.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Mazziere</translation>
    </message>
    <message>
        <source>{0} finished, {1} won ({2})</source>
        <translation>{0} finite, {1} vinte ({2})</translation>
    </message>
    <message>
        <source>Nemesis</source>
        <translation>Bestia nera</translation>
    </message>
    <message>
        <source>Favourite opponent</source>
        <translation>Avversario preferito</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>Serie di vittorie</translation>
    </message>
    <message>
        <source>{0} now, {1} at the longest</source>
        <translation>{0} ora, {1} la più lunga</translation>
    </message>
    <message>
        <source>First and last game</source>
        <translation>Prima e ultima partita</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>{0} giocatori</translation>
    </message>
    <message>
        <source>Games by month</source>
        <translation>Partite per mese</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Mese</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <source>Games by number of players</source>
        <translation>Partite per numero di giocatori</translation>
    </message>
    <message>
        <source>Table</source>
        <comment>how many players sat at it</comment>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Avversari</translation>
    </message>
    <message>
        <source>Against each opponent</source>
        <translation>Contro ogni avversario</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <source>They were ahead</source>
        <translation>Davanti</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Dietro</translation>
    </message>
    <message>
        <source>Player card: {0}</source>
        <translation>Scheda del giocatore: {0}</translation>
    </message>
    <message>
        <source>{0}, {1} to {2}</source>
        <translation>{0}, dal {1} al {2}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n partita finita</numerusform>
            <numerusform>%n partite finite</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} ({1} of {2} games together ahead of {3})</source>
        <translation>{0} ({1} partite su {2} insieme davanti a {3})</translation>
    </message>
    <message>
        <source>{0} ({1} of {2} games together behind {3})</source>
        <translation>{0} ({1} partite su {2} insieme dietro a {3})</translation>
    </message>
    <message>
        <source>{0} ({1} games ahead of {2} each)</source>
        <translation>{0} ({1} partite ciascuno davanti a {2})</translation>
    </message>
    <message>
        <source>{0} ({1} games behind {2} each)</source>
        <translation>{0} ({1} partite ciascuno dietro a {2})</translation>
    </message>
    <message>
        <source>Bids made exactly</source>
        <translation>Dichiarazioni esatte</translation>
    </message>
    <message>
        <source>{0} of {1} ({2})</source>
        <translation>{0} su {1} ({2})</translation>
    </message>
    <message>
        <source>Exact %</source>
        <translation>Esatte %</translation>
    </message>
    <message>
        <source>Bids by hand size</source>
        <translation>Dichiarazioni per numero di carte</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Esatte</translation>
    </message>
    <message>
        <source>Over</source>
        <translation>Sopra</translation>
    </message>
    <message>
        <source>Under</source>
        <translation>Sotto</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Punti per mano</translation>
    </message>
    <message>
        <source>Rating over time</source>
        <translation>Punteggio nel tempo</translation>
    </message>
    <message>
        <source>Rating at the end of each month</source>
        <translation>Punteggio alla fine di ogni mese</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Games rated</source>
        <translation>Partite valutate</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Briscola</translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n sconfitta</numerusform>
            <numerusform>%n sconfitte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n vittoria</numerusform>
            <numerusform>%n vittorie</numerusform>
        </translation>
    </message>
    <message>
        <source>NT</source>
        <comment>no trumps, in a narrow column</comment>
        <translation>SA</translation>
    </message>
    <message>
        <source>{0} leads</source>
        <comment>first place</comment>
        <translation>{0} è in testa</translation>
    </message>
    <message>
        <source>Hand {0}: {1} deals</source>
        <translation>Mano {0}: dà le carte {1}</translation>
    </message>
    <message>
        <source>left</source>
        <comment>a player who left the table</comment>
        <translation>uscito</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>salta il turno</translation>
    </message>
    <message>
        <source>not joined</source>
        <translation>non ancora al tavolo</translation>
    </message>
    <message>
        <source>{0} has left the game</source>
        <translation>{0} ha lasciato la partita</translation>
    </message>
    <message>
        <source>{0} sits this hand out</source>
        <translation>{0} salta questa mano</translation>
    </message>
    <message>
        <source>{0} has not joined yet</source>
        <translation>{0} non si è ancora unito</translation>
    </message>
    <message>
        <source>{0}; total {1}</source>
        <translation>{0}; totale {1}</translation>
    </message>
    <message>
        <source>{0} joined (sitting after {1}, starting from {2})</source>
        <translation>{0} si è unito (seduto dopo {1}, partendo da {2})</translation>
    </message>
    <message>
        <source>{0} left</source>
        <comment>a table change</comment>
        <translation>{0} se n’è andato</translation>
    </message>
    <message>
        <source>{0} sits out</source>
        <translation>{0} salta il turno</translation>
    </message>
    <message>
        <source>{0} sit out</source>
        <translation>{0} saltano il turno</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>dichiara {0}</translation>
    </message>
    <message>
        <source>{0} (dealer)</source>
        <translation>{0} (mazziere)</translation>
    </message>
    <message>
        <source>bid {0}, took {1}</source>
        <translation>dichiarazione {0}, {1} prese</translation>
    </message>
    <message>
        <source>scored {0}, total {1}</source>
        <translation>{0} punti, totale {1}</translation>
    </message>
    <message>
        <source>lost</source>
        <comment>a hand&apos;s outcome</comment>
        <translation>perso</translation>
    </message>
    <message>
        <source>won</source>
        <comment>a hand&apos;s outcome</comment>
        <translation>vinto</translation>
    </message>
    <message>
        <source>Each cell: lost / won / place out (shaded: won), and the tally</source>
        <translation>Ogni casella: perso / vinto / posto di uscita (ombreggiato: vinto) e il conteggio</translation>
    </message>
    <message>
        <source>shaded: contract made</source>
        <translation>ombreggiato: dichiarazione riuscita</translation>
    </message>
    <message>
        <source>, ! penalty</source>
        <translation>, ! penalità</translation>
    </message>
    <message>
        <source>Each cell: bid/tricks and hand score ({0}), running total</source>
        <translation>Ogni casella: dichiarazione/prese e punti della mano ({0}), totale progressivo</translation>
    </message>
    <message>
        <source> (↺ reset to 0)</source>
        <translation> (↺ azzerato)</translation>
    </message>
    <message>
        <source>Scorecard — {0}</source>
        <translation>Segnapunti — {0}</translation>
    </message>
    <message>
        <source>the 52-card pack</source>
        <translation>il mazzo da 52 carte</translation>
    </message>
    <message>
        <source>the 36-card pack (6 to A)</source>
        <translation>il mazzo da 36 carte (dal 6 all’asso)</translation>
    </message>
    <message>
        <source>the 32-card pack (7 to A)</source>
        <translation>il mazzo da 32 carte (dal 7 all’asso)</translation>
    </message>
    <message>
        <source>the 28-card pack (8 to A)</source>
        <translation>il mazzo da 28 carte (dall’8 all’asso)</translation>
    </message>
    <message>
        <source>the 24-card pack (9 to A)</source>
        <translation>il mazzo da 24 carte (dal 9 all’asso)</translation>
    </message>
    <message>
        <source>the 63-card pack (52 plus the 11 and 12 of each suit and the 13 of hearts and diamonds)</source>
        <translation>il mazzo da 63 carte (52 più l’11 e il 12 di ogni seme e il 13 di cuori e di quadri)</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>made bids</source>
        <translation>dichiarazioni riuscite</translation>
    </message>
    <message>
        <source>made bids above zero</source>
        <translation>dichiarazioni riuscite sopra lo zero</translation>
    </message>
    <message>
        <source>hands with at least the bid taken</source>
        <translation>mani con almeno le prese dichiarate</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>{0} to {1} players.</source>
        <translation>Da {0} a {1} giocatori.</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mani</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Dichiarazioni</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalità</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Correzioni</translation>
    </message>
    <message>
        <source>The scorekeeper may add or take off points for a player in a hand, with a note.</source>
        <translation>Il segnapunti può aggiungere o togliere punti a un giocatore in una mano, con una nota.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Azzeramento</translation>
    </message>
    <message>
        <source>A running total that lands on a multiple of {0} (not 0) goes back to 0.</source>
        <translation>Un totale che cade su un multiplo di {0} (diverso da 0) torna a 0.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Table changes</source>
        <translation>Cambi al tavolo</translation>
    </message>
    <message>
        <source>Players may join during the game, leave it, or sit out a hand (scoring nothing).</source>
        <translation>I giocatori possono unirsi durante la partita, lasciarla o saltare una mano (senza punti).</translation>
    </message>
    <message>
        <source>Played with {0} and a joker, the highest trump.</source>
        <translation>Si gioca con {0} e un jolly, la briscola più alta.</translation>
    </message>
    <message>
        <source>Played with {0}.</source>
        <translation>Si gioca con {0}.</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} e {1}</translation>
    </message>
    <message>
        <source>{0} players use {1} and the joker.</source>
        <translation>In {0} giocatori si usa {1} e il jolly.</translation>
    </message>
    <message>
        <source>{0} players use {1}.</source>
        <translation>In {0} giocatori si usa {1}.</translation>
    </message>
    <message>
        <source>the most the pack allows each player</source>
        <translation>il massimo che il mazzo consente per giocatore</translation>
    </message>
    <message>
        <source>{0} (fewer if the pack cannot deal that many)</source>
        <translation>{0} (meno se il mazzo non basta)</translation>
    </message>
    <message>
        <source>From the largest hand, {0}, down to 1 card.</source>
        <translation>Dalla mano più grande, {0}, fino a 1 carta.</translation>
    </message>
    <message>
        <source>1 card, then one more each hand up to {0}.</source>
        <translation>1 carta, poi una in più a ogni mano fino a {0}.</translation>
    </message>
    <message>
        <source>The largest hand is played twice.</source>
        <translation>La mano più grande si gioca due volte.</translation>
    </message>
    <message>
        <source>1 card, one more each hand up to {0}, and back down to 1.</source>
        <translation>1 carta, una in più a ogni mano fino a {0} e di nuovo giù fino a 1.</translation>
    </message>
    <message>
        <source>The 1-card hand is played twice.</source>
        <translation>La mano da 1 carta si gioca due volte.</translation>
    </message>
    <message>
        <source>From the largest hand, {0}, down to 1 card and back up.</source>
        <translation>Dalla mano più grande, {0}, fino a 1 carta e di nuovo su.</translation>
    </message>
    <message>
        <source>The same number of cards every hand: {0}.</source>
        <translation>Lo stesso numero di carte a ogni mano: {0}.</translation>
    </message>
    <message>
        <source>1 card, then one more each hand up to {0}, then that many every hand.</source>
        <translation>1 carta, poi una in più a ogni mano fino a {0}, poi altrettante a ogni mano.</translation>
    </message>
    <message>
        <source>When the largest hand deals the whole pack, the hands go back down to 1 and up again instead.</source>
        <translation>Quando la mano più grande distribuisce tutto il mazzo, si torna invece giù fino a 1 e poi di nuovo su.</translation>
    </message>
    <message>
        <source>These hands, in order: {0} cards.</source>
        <translation>Queste mani, in ordine: {0} carte.</translation>
    </message>
    <message>
        <source>{0} are always trump.</source>
        <translation>I/le {0} sono sempre briscola.</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>senza briscola</translation>
    </message>
    <message>
        <source>Every hand: {0}.</source>
        <translation>A ogni mano: {0}.</translation>
    </message>
    <message>
        <source>Trump follows the sequence {0}, starting again after the last.</source>
        <translation>La briscola segue la sequenza {0} e ricomincia dopo l’ultima.</translation>
    </message>
    <message>
        <source>The card turned up after the deal gives trump.</source>
        <translation>La carta girata dopo la distribuzione decide la briscola.</translation>
    </message>
    <message>
        <source>{0} turned up means no trumps.</source>
        <translation>{0} girato significa senza briscola.</translation>
    </message>
    <message>
        <source>When a hand deals the whole pack, the dealer shows his last card for trump.</source>
        <translation>Quando una mano distribuisce tutto il mazzo, il mazziere mostra la sua ultima carta per la briscola.</translation>
    </message>
    <message>
        <source>When a hand deals the whole pack there is no turn-up and no trumps.</source>
        <translation>Quando una mano distribuisce tutto il mazzo, non si gira nessuna carta e non c’è briscola.</translation>
    </message>
    <message>
        <source>the joker</source>
        <translation>il jolly</translation>
    </message>
    <message>
        <source>an ace</source>
        <translation>un asso</translation>
    </message>
    <message>
        <source>a jack</source>
        <translation>un fante</translation>
    </message>
    <message>
        <source>a queen</source>
        <translation>una donna</translation>
    </message>
    <message>
        <source>a king</source>
        <translation>un re</translation>
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
        <translation>Si dichiara in senso orario a partire dalla sinistra del mazziere; il mazziere dichiara per ultimo.</translation>
    </message>
    <message>
        <source>Players bid in any order, as they call; the order is recorded.</source>
        <translation>Si dichiara in qualsiasi ordine, a voce; l’ordine viene registrato.</translation>
    </message>
    <message>
        <source>Everyone shows a bid at once.</source>
        <translation>Tutti mostrano la dichiarazione insieme.</translation>
    </message>
    <message>
        <source>The player left of the dealer leads first.</source>
        <translation>Attacca il giocatore alla sinistra del mazziere.</translation>
    </message>
    <message>
        <source>The highest bidder leads first (on a tie, the first of them to bid).</source>
        <translation>Attacca chi ha dichiarato di più (a parità, il primo di loro a dichiarare).</translation>
    </message>
    <message>
        <source>The player left of the last bidder leads first.</source>
        <translation>Attacca il giocatore alla sinistra dell’ultimo a dichiarare.</translation>
    </message>
    <message>
        <source>The last bidder may not make the bids total the cards</source>
        <translation>L’ultimo a dichiarare non può far sommare le dichiarazioni al numero di carte</translation>
    </message>
    <message>
        <source>The last bidder may not make the bids total the cards in hands of {0} cards or more</source>
        <translation>L’ultimo a dichiarare non può far sommare le dichiarazioni al numero di carte nelle mani da {0} carte in su</translation>
    </message>
    <message>
        <source>0</source>
        <comment>a bid of zero</comment>
        <translation>0</translation>
    </message>
    <message>
        <source>all the cards</source>
        <translation>tutte le carte</translation>
    </message>
    <message>
        <source>{0}, unless that bid is {1}.</source>
        <translation>{0}, a meno che la dichiarazione sia {1}.</translation>
    </message>
    <message>
        <source>Any bid is allowed: the bids may total the cards.</source>
        <translation>Ogni dichiarazione è permessa: possono sommare al numero di carte.</translation>
    </message>
    <message>
        <source>the bid</source>
        <translation>la dichiarazione</translation>
    </message>
    <message>
        <source>{0} × the bid</source>
        <translation>{0} × la dichiarazione</translation>
    </message>
    <message>
        <source>{0} per trick taken</source>
        <translation>{0} per presa fatta</translation>
    </message>
    <message>
        <source>{0} per trick off</source>
        <translation>{0} per presa di scarto</translation>
    </message>
    <message>
        <source>{0} per card dealt</source>
        <translation>{0} per carta distribuita</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>minus {0}</source>
        <translation>meno {0}</translation>
    </message>
    <message>
        <source> when the cards left undealt are no more than the players (a short stock)</source>
        <translation> quando le carte non distribuite non sono più dei giocatori (un tallone corto)</translation>
    </message>
    <message>
        <source> in hands of {0} cards or more</source>
        <translation> nelle mani da {0} carte in su</translation>
    </message>
    <message>
        <source>Exact bid: {0}.</source>
        <translation>Dichiarazione esatta: {0}.</translation>
    </message>
    <message>
        <source>A zero bid made: {0} instead.</source>
        <translation>Una dichiarazione di zero riuscita: {0} invece.</translation>
    </message>
    <message>
        <source>A made zero bid earns {0} more{1}.</source>
        <translation>Una dichiarazione di zero riuscita vale {0} in più{1}.</translation>
    </message>
    <message>
        <source>A missed bid (more or fewer tricks): {0}.</source>
        <translation>Dichiarazione mancata (più o meno prese): {0}.</translation>
    </message>
    <message>
        <source>More tricks than bid: {0}. Fewer: {1}.</source>
        <translation>Più prese di quelle dichiarate: {0}. Meno: {1}.</translation>
    </message>
    <message>
        <source>bid {0}, took {1}: {2}</source>
        <translation>dichiara {0}, prende {1}: {2}</translation>
    </message>
    <message>
        <source>For example (a hand of {0} cards): {1}.</source>
        <translation>Per esempio (una mano da {0} carte): {1}.</translation>
    </message>
    <message>
        <source>For example: {0}.</source>
        <translation>Per esempio: {0}.</translation>
    </message>
    <message>
        <source>No penalties are recorded.</source>
        <translation>Non si registrano penalità.</translation>
    </message>
    <message>
        <source>Each {0} costs {1} points in its hand.</source>
        <translation>Ogni {0} costa {1} punti nella sua mano.</translation>
    </message>
    <message>
        <source>Each {0} adds {1} points in its hand.</source>
        <translation>Ogni {0} aggiunge {1} punti nella sua mano.</translation>
    </message>
    <message>
        <source>A hand with a {0} scores at most {1} and does not count as a made bid.</source>
        <translation>Una mano con {0} vale al massimo {1} e non conta come dichiarazione riuscita.</translation>
    </message>
    <message>
        <source>The game goes on until the scorekeeper ends it.</source>
        <translation>La partita continua finché il segnapunti non la chiude.</translation>
    </message>
    <message>
        <source>The game ends after the last hand.</source>
        <translation>La partita finisce dopo l’ultima mano.</translation>
    </message>
    <message>
        <source>The game ends after the hand in which a total passes {0}, or after the last hand if that comes first.</source>
        <translation>La partita finisce dopo la mano in cui un totale supera {0}, o dopo l’ultima mano se arriva prima.</translation>
    </message>
    <message>
        <source>The game ends after the hand in which a total passes {0}.</source>
        <translation>La partita finisce dopo la mano in cui un totale supera {0}.</translation>
    </message>
    <message>
        <source>Highest total wins.</source>
        <translation>Vince il totale più alto.</translation>
    </message>
    <message>
        <source>Ties are split by {0} (a hand with a penalty counts as none of these).</source>
        <translation>Le parità si risolvono con {0} (una mano con penalità non conta per nessuno).</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, poi </translation>
    </message>
    <message>
        <source>Players still tied may play a tie-break deal of {0} cards each; the higher score takes the higher place.</source>
        <translation>I giocatori ancora pari possono giocare una mano di spareggio da {0} carte ciascuno; il punteggio più alto prende il posto migliore.</translation>
    </message>
    <message>
        <source>Players still tied share the place.</source>
        <translation>I giocatori ancora pari condividono il posto.</translation>
    </message>
    <message>
        <source>trump not recorded</source>
        <translation>briscola non registrata</translation>
    </message>
    <message>
        <source>{0} are trump</source>
        <translation>briscola: {0}</translation>
    </message>
    <message>
        <source>{0} bid, {1}</source>
        <translation>{0} dichiarate, {1}</translation>
    </message>
    <message>
        <source>{0}: under by {1}</source>
        <translation>{0}: {1} sotto</translation>
    </message>
    <message>
        <source>{0}: over by {1}</source>
        <translation>{0}: {1} sopra</translation>
    </message>
    <message>
        <source>{0}: exactly</source>
        <translation>{0}: esatto</translation>
    </message>
    <message>
        <source>{0} can&apos;t bid {1}</source>
        <translation>{0} non può dichiarare {1}</translation>
    </message>
    <message>
        <source>revoke</source>
        <translation>rinuncia</translation>
    </message>
    <message>
        <source>revokes</source>
        <translation>rinunce</translation>
    </message>
    <message>
        <source>renege</source>
        <translation>rifiuto di rispondere</translation>
    </message>
    <message>
        <source>reneges</source>
        <translation>rifiuti di rispondere</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>penalità</translation>
    </message>
    <message>
        <source>penalties</source>
        <translation>penalità</translation>
    </message>
    <message>
        <source>hand {0}: {1}</source>
        <translation>mano {0}: {1}</translation>
    </message>
    <message>
        <source>there is nothing to undo</source>
        <translation>non c’è niente da annullare</translation>
    </message>
    <message>
        <source>there is nothing to redo</source>
        <translation>non c’è niente da ripetere</translation>
    </message>
    <message>
        <source>the game is over after hand {0}; no more can be recorded</source>
        <translation>la partita è finita dopo la mano {0}; non si può registrare altro</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: {2} contracts fulfilled to {3}</source>
        <translation>{0} davanti a {1}: {2} contratti rispettati contro {3}</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: {2} winning contracts fulfilled to {3}</source>
        <translation>{0} davanti a {1}: {2} contratti vincenti rispettati contro {3}</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: {2} contracts fulfilled or exceeded to {3}</source>
        <translation>{0} davanti a {1}: {2} contratti rispettati o superati contro {3}</translation>
    </message>
    <message>
        <source>house rules: {0} players cannot be dealt a hand from the {1}-card pack</source>
        <translation>regole della casa: {0} giocatori non possono ricevere una mano dal mazzo da {1} carte</translation>
    </message>
    <message>
        <source>house rules: {0} cards each for {1} players needs {2} cards, more than the {3} in the pack</source>
        <translation>regole della casa: {0} carte a testa per {1} giocatori richiedono {2} carte, più delle {3} del mazzo</translation>
    </message>
    <message>
        <source>house rules: schedule.list has a hand of {0} cards, more than {1} players can be dealt from {2} cards</source>
        <translation>regole della casa: schedule.list ha una mano da {0} carte, più di quante se ne possano dare a {1} giocatori da {2} carte</translation>
    </message>
    <message>
        <source>{0} are always trump</source>
        <translation>{0}: sempre briscola</translation>
    </message>
    <message>
        <source>hand {0} has no trumps in the trump sequence</source>
        <translation>la mano {0} è senza briscola nella sequenza delle briscole</translation>
    </message>
    <message>
        <source>{0} in the trump sequence</source>
        <translation>{0} nella sequenza delle briscole</translation>
    </message>
    <message>
        <source>all {0} cards are dealt: no turn-up, no trumps</source>
        <translation>tutte le {0} carte sono distribuite: nessuna carta scoperta, senza briscola</translation>
    </message>
    <message>
        <source>turn-up not recorded</source>
        <translation>carta scoperta non registrata</translation>
    </message>
    <message>
        <source>joker turned up: no trumps</source>
        <translation>jolly girato: senza briscola</translation>
    </message>
    <message>
        <source>{0} turned up: an ace means no trumps</source>
        <translation>{0} girato: un asso significa senza briscola</translation>
    </message>
    <message>
        <source>{0} turned up: a {1} means no trumps</source>
        <translation>{0} girato: un {1} significa senza briscola</translation>
    </message>
    <message>
        <source>turn-up {0}</source>
        <translation>carta scoperta: {0}</translation>
    </message>
    <message>
        <source>The pack is used up: the dealer shows his last card for trump.</source>
        <translation>Il mazzo è finito: il mazziere mostra la sua ultima carta come briscola.</translation>
    </message>
    <message>
        <source>All {0} cards are dealt: no turn-up, no trumps.</source>
        <translation>Tutte le {0} carte sono distribuite: nessuna carta scoperta, senza briscola.</translation>
    </message>
    <message>
        <source>{0} bids last and may not bid {1} (bids would total the {2})</source>
        <translation>{0} dichiara per ultimo e non può dichiarare {1} (le dichiarazioni farebbero le {2})</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: tie-break deal {2} to {3}</source>
        <translation>{0} davanti a {1}: mano di spareggio {2} a {3}</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: tie-break deal {2} {3} to {4}</source>
        <translation>{0} davanti a {1}: mano di spareggio {2} {3} a {4}</translation>
    </message>
    <message>
        <source>{0} and {1} tied on the total and every tie-breaker: they share the place</source>
        <translation>{0} e {1} sono pari nel totale e in ogni criterio di spareggio: condividono il posto</translation>
    </message>
    <message>
        <source>A trick game played by the table&apos;s own settings.</source>
        <translation>Un gioco di prese con le impostazioni del tavolo.</translation>
    </message>
    <message>
        <source>“{0}”: a trick game played by the table&apos;s own settings.</source>
        <translation>«{0}»: un gioco di prese con le impostazioni del tavolo.</translation>
    </message>
    <message>
        <source>{0} deals and may not bid {1} (bids would total the {2})</source>
        <translation>{0} fa il mazziere e non può dichiarare {1} (le dichiarazioni farebbero le {2})</translation>
    </message>
    <message>
        <source>the game ended after hand {0}; no more hands can be recorded</source>
        <translation>la partita è finita dopo la mano {0}; non si possono registrare altre mani</translation>
    </message>
    <message>
        <source>the game has only {0}</source>
        <translation>la partita ha solo {0}</translation>
    </message>
    <message>
        <source>{0} bid {1}, but a bid must be a whole number from 0 to {2} in a hand of {3}</source>
        <translation>{0} ha dichiarato {1}, ma una dichiarazione deve essere un numero intero da 0 a {2} in una mano da {3}</translation>
    </message>
    <message>
        <source>Reset after hand {0}: {1} back to 0</source>
        <translation>Azzeramento dopo la mano {0}: {1} torna a 0</translation>
    </message>
    <message>
        <source>{0} took {1} tricks, but tricks must be a whole number from 0 to {2} in a hand of {3}</source>
        <translation>{0} ha preso {1} prese, ma le prese devono essere un numero intero da 0 a {2} in una mano da {3}</translation>
    </message>
    <message>
        <source>the tricks add up to {0}, but {1} were dealt to each player and every trick is taken by someone</source>
        <translation>le prese fanno {0}, ma a ogni giocatore sono state date {1} e ogni presa va a qualcuno</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}%</source>
        <comment>a percentage</comment>
        <translation>{0}%</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n presa</numerusform>
            <numerusform>%n prese</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n mani</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tutte le partite</translation>
    </message>
    <message>
        <source>level</source>
        <comment>neither ahead</comment>
        <translation>pari</translation>
    </message>
    <message>
        <source>{0} ahead {1} times, {2} ahead {3} times, level {4}</source>
        <translation>{0} davanti {1} volte, {2} davanti {3} volte, pari {4}</translation>
    </message>
    <message>
        <source>{0} v {1}</source>
        <translation>{0} contro {1}</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Partite insieme</translation>
    </message>
    <message>
        <source>Who finished ahead</source>
        <translation>Chi è arrivato davanti</translation>
    </message>
    <message>
        <source>Game by game</source>
        <translation>Gioco per gioco</translation>
    </message>
    <message>
        <source>A ahead</source>
        <translation>A davanti</translation>
    </message>
    <message>
        <source>B ahead</source>
        <translation>B davanti</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Pari</translation>
    </message>
    <message>
        <source>A won</source>
        <translation>A ha vinto</translation>
    </message>
    <message>
        <source>B won</source>
        <translation>B ha vinto</translation>
    </message>
    <message>
        <source>A avg place</source>
        <translation>A posto medio</translation>
    </message>
    <message>
        <source>B avg place</source>
        <translation>B posto medio</translation>
    </message>
    <message>
        <source>Last meetings</source>
        <translation>Ultimi incontri</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>A place</source>
        <translation>A posto</translation>
    </message>
    <message>
        <source>B place</source>
        <translation>B posto</translation>
    </message>
    <message>
        <source>Ahead</source>
        <translation>Davanti</translation>
    </message>
    <message>
        <source>Head to head: {0}</source>
        <translation>Testa a testa: {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) together</source>
        <translation>
            <numerusform>%n partita finita insieme</numerusform>
            <numerusform>%n partite finite insieme</numerusform>
        </translation>
    </message>
    <message>
        <source>new</source>
        <comment>not rated in the season before</comment>
        <translation>nuovo</translation>
    </message>
    <message>
        <source>same</source>
        <comment>the same rank as in the season before</comment>
        <translation>invariato</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Avg place</source>
        <translation>Posto medio</translation>
    </message>
    <message>
        <source>Exact bids</source>
        <translation>Dichiarazioni esatte</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Variazione</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Partite finite</translation>
    </message>
    <message>
        <source>Moves compared with</source>
        <translation>Variazioni rispetto a</translation>
    </message>
    <message>
        <source>Season {0} – {1}</source>
        <translation>Stagione {0} – {1}</translation>
    </message>
    <message>
        <source>Ratings of this season&apos;s games only: everyone starts level</source>
        <translation>Punteggi delle sole partite di questa stagione: tutti partono alla pari</translation>
    </message>
    <message>
        <source>{0} — page {1} of {2}</source>
        <translation>{0} — pagina {1} di {2}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>Any player may deal first.</source>
        <translation>Chiunque può fare il mazziere per primo.</translation>
    </message>
    <message>
        <source>{0}–{1} players</source>
        <translation>{0}–{1} giocatori</translation>
    </message>
    <message>
        <source>{0} and {1} are the same name (names compare ignoring case); give each player a different name</source>
        <translation>{0} e {1} sono lo stesso nome (maiuscole e minuscole non contano); date a ogni giocatore un nome diverso</translation>
    </message>
    <message>
        <source>{0} takes {1} to {2} players, not {3}</source>
        <translation>{0} è per {1}–{2} giocatori, non {3}</translation>
    </message>
    <message>
        <source>Up to nine cards and back; bids shown at once, a zero bid (misère) made scores 5, every trick counts, revokes cost a net 5.</source>
        <translation>Fino a nove carte e ritorno; dichiarazioni tutte insieme, uno zero (misère) rispettato vale 5, ogni presa conta, una rinuncia costa 5 netti.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hands:&lt;/b&gt; 1 card, 2 cards … up to the peak (9, or fewer when the pack is short) and back down to 1 (full game), or from the peak down to 1 (half game). With 6 or 7 players the 63-card pack is used.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Trump:&lt;/b&gt; the suit of the turn-up (when the pack is used up, the dealer&apos;s last card). An ace or the joker turned up means no trumps.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bids&lt;/b&gt; are shown at once: there is no forbidden bid.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; bid made exactly: 10 + tricks (a zero bid made: 5); more tricks than bid: 1 per trick; fewer: minus the shortfall. A revoke makes the hand a net −5 (or worse if the hand already lost more).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ties&lt;/b&gt; are broken by contracts fulfilled, then winning contracts fulfilled, then contracts fulfilled or exceeded; a tie that survives may be settled by a 5-card deal that is not added to the totals.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Mani:&lt;/b&gt; 1 carta, 2 carte … fino al massimo (9, o meno se il mazzo non basta) e ritorno a 1 (partita intera), oppure dal massimo giù fino a 1 (mezza partita). Con 6 o 7 giocatori si usa il mazzo da 63 carte.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Briscola:&lt;/b&gt; il seme della carta scoperta (a mazzo finito, l’ultima carta del mazziere). Un asso o il jolly scoperto significa senza briscola.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le dichiarazioni&lt;/b&gt; si mostrano insieme: nessuna dichiarazione è vietata.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Punti:&lt;/b&gt; dichiarazione fatta esattamente: 10 + prese (una dichiarazione zero fatta: 5); più prese del dichiarato: 1 per presa; meno: meno la differenza. Una renonce porta la mano a −5 netti (o peggio se la mano aveva già perso di più).&lt;/p&gt;&lt;p&gt;&lt;b&gt;I pareggi&lt;/b&gt; si spareggiano con i contratti fatti, poi i contratti vincenti fatti, poi i contratti fatti o superati; un pareggio che resta può decidersi con una mano da 5 carte che non si somma ai totali.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Any player may deal first; the deal then passes to the left.</source>
        <translation>Chiunque può fare il mazziere per primo; poi il mazzo passa a sinistra.</translation>
    </message>
    <message>
        <source>full: 1 card up to the peak and back to 1 (17 hands); half: from the peak down to 1 (9 hands)</source>
        <translation>intera: da 1 carta fino al massimo e ritorno a 1 (17 mani); metà: dal massimo fino a 1 (9 mani)</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Durata</translation>
    </message>
    <message>
        <source>full</source>
        <translation>intera</translation>
    </message>
    <message>
        <source>half</source>
        <translation>metà</translation>
    </message>
    <message>
        <source>Add one joker, the highest trump</source>
        <translation>Aggiungere un jolly, la briscola più alta</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <source>With 6 or 7 players use the 63-card pack (11s, 12s and red 13s)</source>
        <translation>Con 6 o 7 giocatori usare il mazzo da 63 carte (11, 12 e 13 rossi)</translation>
    </message>
    <message>
        <source>Big pack</source>
        <translation>Mazzo grande</translation>
    </message>
    <message>
        <source>One card more each hand up to the most the pack allows; exact bid scores 10 + bid; a total that lands on a multiple of 50 goes back to 0; first past 100 ends it.</source>
        <translation>Una carta in più a ogni mano fino al massimo del mazzo; la dichiarazione esatta vale 10 + la dichiarazione; un totale che cade su un multiplo di 50 torna a 0; il primo che supera 100 chiude la partita.</translation>
    </message>
    <message>
        <source>Everyone turns a card: the player to the right of the lowest card deals first. In the next game of a sitting, the player to the right of the previous winner deals.</source>
        <translation>Ognuno scopre una carta: fa il mazziere per primo chi siede a destra della carta più bassa. Nella partita successiva della serata dà le carte chi siede a destra del vincitore precedente.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hands:&lt;/b&gt; 1 card, then one more each hand up to the most the pack allows, and that many until the end (3 players use the 28-card pack, 8 to A). With 4 players the hands go 1…13…1…13; the 13-card hand deals the whole pack and has no trumps.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bids&lt;/b&gt; go clockwise from the dealer&apos;s left; the dealer may not make the bids total the cards unless the dealer bids 0 or all the cards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; exactly the bid: 10 + bid; fewer tricks: −bid; more: −tricks. A renege not caught at once: −20. A total that lands on a multiple of 50 (not 0) goes back to 0.&lt;/p&gt;&lt;p&gt;&lt;b&gt;End:&lt;/b&gt; after the hand in which someone passes 100. Ties share the place.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Mani:&lt;/b&gt; 1 carta, poi una in più a ogni mano fino al massimo che il mazzo consente, e tante fino alla fine (in 3 si usa il mazzo da 28 carte, dall’8 all’asso). In 4 le mani vanno 1…13…1…13; la mano da 13 carte distribuisce tutto il mazzo ed è senza briscola.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le dichiarazioni&lt;/b&gt; girano in senso orario dalla sinistra del mazziere; il mazziere non può far sommare le dichiarazioni alle carte, a meno che non dichiari 0 o tutte le carte.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Punti:&lt;/b&gt; esattamente il dichiarato: 10 + dichiarazione; meno prese: −dichiarazione; più: −prese. Una renonce non scoperta subito: −20. Un totale che cade su un multiplo di 50 (non 0) torna a 0.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fine:&lt;/b&gt; dopo la mano in cui qualcuno supera 100. I pareggi condividono il posto.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>total reached a multiple of 50 and went back to 0</source>
        <translation>il totale ha raggiunto un multiplo di 50 ed è tornato a 0</translation>
    </message>
    <message>
        <source>Rematch: the winner is not at the table, so anyone may deal first.</source>
        <translation>Rivincita: il vincitore non è al tavolo, quindi chiunque può fare il mazziere per primo.</translation>
    </message>
    <message>
        <source>Rematch: the player to the right of the winner ({0}) deals first.</source>
        <translation>Rivincita: fa il mazziere per primo chi siede a destra del vincitore ({0}).</translation>
    </message>
    <message>
        <source>The winners tied: choose between {0}.</source>
        <translation>I vincitori sono pari: scegliete tra {0}.</translation>
    </message>
    <message>
        <source>A beating game: the last player holding cards is the shithead. The app keeps the sitting&apos;s tally of losses (or wins).</source>
        <translation>Un gioco a scarto: l’ultimo giocatore con carte in mano è lo shithead. L’app tiene il conteggio della serata delle sconfitte (o delle vittorie).</translation>
    </message>
    <message>
        <source>Anyone may deal first. Loser mode: the loser deals the next hand; winner mode: the deal passes to the left.</source>
        <translation>Chiunque può fare il mazziere per primo. Modalità perdente: il perdente dà la mano successiva; modalità vincente: il mazzo passa a sinistra.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Each hand&lt;/b&gt; records who went out in which order, or just the last player holding cards (the loser) — in winner mode, just the first out.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Loser mode:&lt;/b&gt; standings by fewest losses; the loser deals the next hand. &lt;b&gt;Winner mode:&lt;/b&gt; by most wins; the deal passes left. With full orders out, a tie is split by the better average finishing position.&lt;/p&gt;&lt;p&gt;&lt;b&gt;End:&lt;/b&gt; when you end the sitting, or when someone reaches the target.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ogni mano&lt;/b&gt; registra chi è uscito e in che ordine, o solo l’ultimo rimasto con le carte (il perdente) — in modalità vincitore, solo il primo a uscire.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Modalità perdente:&lt;/b&gt; classifica per meno sconfitte; il perdente dà le carte nella mano successiva. &lt;b&gt;Modalità vincitore:&lt;/b&gt; per più vittorie; il mazzo passa a sinistra. Con gli ordini di uscita completi, un pareggio si decide con la miglior posizione media.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fine:&lt;/b&gt; quando chiudi la serata, o quando qualcuno raggiunge l’obiettivo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>loser: standings by fewest losses, the loser deals next; winner: standings by most wins, the deal passes left</source>
        <translation>perdente: classifica per meno sconfitte, il perdente dà le carte dopo; vincente: classifica per più vittorie, il mazzo passa a sinistra</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <source>loser</source>
        <translation>perdente</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vincente</translation>
    </message>
    <message>
        <source>Add two jokers (they reverse play); allows 6 players</source>
        <translation>Aggiungere due jolly (invertono il senso di gioco); consente 6 giocatori</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <source>Face-down and face-up cards dealt to each player</source>
        <translation>Carte coperte e scoperte date a ogni giocatore</translation>
    </message>
    <message>
        <source>Table cards</source>
        <translation>Carte sul tavolo</translation>
    </message>
    <message>
        <source>End the sitting when someone reaches this many losses (wins in winner mode)</source>
        <translation>Chiudere la serata quando qualcuno raggiunge questo numero di sconfitte (vittorie in modalità vincente)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>{0}–{1} players ({2} with jokers)</source>
        <translation>{0}–{1} giocatori ({2} con i jolly)</translation>
    </message>
    <message>
        <source>who is the shithead (the last still holding cards)?</source>
        <translation>chi è lo shithead (l’ultimo ancora con le carte in mano)?</translation>
    </message>
    <message>
        <source>who went out first?</source>
        <translation>chi è uscito per primo?</translation>
    </message>
    <message>
        <source>Or type everyone&apos;s number in the order they went out, first out first (the last can be left out).</source>
        <translation>Oppure digita il numero di ciascuno nell’ordine di uscita, a partire dal primo (l’ultimo si può omettere).</translation>
    </message>
    <message>
        <source>first to {0} ends the sitting</source>
        <translation>il primo a {0} chiude la serata</translation>
    </message>
    <message>
        <source>{0} reached {1}: the sitting is over.</source>
        <translation>{0} ha raggiunto {1}: la serata è finita.</translation>
    </message>
    <message>
        <source>The sitting was ended.</source>
        <translation>La serata è stata chiusa.</translation>
    </message>
    <message>
        <source>Deal each player {0} face-down, {0} face-up and 3 in hand.</source>
        <translation>Dai a ogni giocatore {0} carte coperte, {0} scoperte e 3 in mano.</translation>
    </message>
    <message>
        <source>Fourteen hands, 7 cards down to 1 and back up; the dealer may not make the bids total the cards; an exact bid scores 10 + 2 per trick bid.</source>
        <translation>Quattordici mani, da 7 carte a 1 e ritorno; il mazziere non può far sommare le dichiarazioni al numero di carte; una dichiarazione esatta vale 10 + 2 per presa dichiarata.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hands:&lt;/b&gt; 7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7 cards (14 hands). Trump is the suit of the turn-up.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bids&lt;/b&gt; go clockwise from the dealer&apos;s left; the dealer bids last and may not bid the number that makes the bids total the cards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First lead:&lt;/b&gt; the highest bidder (the first to bid it on equal bids).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; exactly the bid: 10 + 2 per trick bid; otherwise −2 per trick missed either way. Ties share the place.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Mani:&lt;/b&gt; 7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7 carte (14 mani). La briscola è il seme della carta scoperta.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le dichiarazioni&lt;/b&gt; girano in senso orario dalla sinistra del mazziere; il mazziere dichiara per ultimo e non può dichiarare il numero che farebbe sommare le dichiarazioni alle carte.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Prima uscita:&lt;/b&gt; chi ha dichiarato di più (a pari dichiarazione, chi l’ha fatta per primo).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Punti:&lt;/b&gt; esattamente il dichiarato: 10 + 2 per presa dichiarata; altrimenti −2 per presa di scarto, in più o in meno. I pareggi condividono il posto.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Everyone draws a card: the highest card deals first.</source>
        <translation>Ognuno pesca una carta: la più alta fa il mazziere per prima.</translation>
    </message>
    <message>
        <source>Bid in any order, lead when you like; spades are always trump; whoever bids last may not make the bids total the cards; 1 point for an exact bid.</source>
        <translation>Dichiarazioni in qualsiasi ordine, si attacca quando si vuole; picche sono sempre briscola; chi dichiara per ultimo non può far sommare le dichiarazioni al numero di carte; 1 punto per una dichiarazione esatta.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hands:&lt;/b&gt; 7 down to 1 and back to 7 (13 hands); long: 10 down to 1 and back (2–5 players); constant: the same number every hand until you end the game. In the one-card hand everyone holds the card to their forehead, unseen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Trump:&lt;/b&gt; spades, always.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bids&lt;/b&gt; are called in any order; whoever calls last may not make the bids total the cards. If nobody calls, the player left of the last bidder must.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; 1 for exactly the bid, else 0. Ties share the place.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Mani:&lt;/b&gt; da 7 giù fino a 1 e ritorno a 7 (13 mani); lunga: da 10 giù fino a 1 e ritorno (2–5 giocatori); costante: lo stesso numero in ogni mano finché non chiudi la partita. Nella mano da una carta ognuno tiene la carta sulla fronte, senza vederla.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Briscola:&lt;/b&gt; picche, sempre.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le dichiarazioni&lt;/b&gt; si fanno in qualunque ordine; chi dichiara per ultimo non può far sommare le dichiarazioni alle carte. Se nessuno dichiara, deve farlo il giocatore a sinistra dell’ultimo che ha dichiarato.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Punti:&lt;/b&gt; 1 per esattamente il dichiarato, altrimenti 0. I pareggi condividono il posto.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>standard: 7 down to 1 and back (13 hands); long: 10 down to 1 and back (19 hands, 2–5 players); constant: the same number of cards every hand until you end the game</source>
        <translation>standard: da 7 a 1 e ritorno (13 mani); lunga: da 10 a 1 e ritorno (19 mani, 2–5 giocatori); costante: lo stesso numero di carte a ogni mano finché non chiudete la partita</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Sequenza</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>long</source>
        <translation>lunga</translation>
    </message>
    <message>
        <source>constant</source>
        <translation>costante</translation>
    </message>
    <message>
        <source>Cards per hand with the constant schedule (cards × players ≤ 52)</source>
        <translation>Carte per mano con la sequenza costante (carte × giocatori ≤ 52)</translation>
    </message>
    <message>
        <source>One-card hand: don&apos;t look! Everyone holds their card to their forehead, face out, then bids.</source>
        <translation>Mano da una carta: non guardate! Ognuno tiene la carta sulla fronte, rivolta verso gli altri, poi dichiara.</translation>
    </message>
    <message>
        <source>{0}. {1}: {2}</source>
        <comment>a hand of the schedule</comment>
        <translation>{0}. {1}: {2}</translation>
    </message>
    <message>
        <source>house rules: {0} is for {1} to {2} players, not {3} (change Players to allow {3})</source>
        <translation>{0} è per {1}–{2} giocatori, non {3} (modifica Giocatori per consentirne {3})</translation>
    </message>
    <message>
        <source>dealer&apos;s last card</source>
        <translation>ultima carta del mazziere</translation>
    </message>
    <message>
        <source>no trumps (whole pack dealt)</source>
        <translation>senza briscola (tutto il mazzo distribuito)</translation>
    </message>
    <message>
        <source>turn-up</source>
        <translation>carta scoperta</translation>
    </message>
    <message>
        <source>house rules: {0} must be {1}, not {2}</source>
        <translation>regole della casa: {0} deve essere {1}, non {2}</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un numero intero</translation>
    </message>
    <message>
        <source>a whole number ≥ {0}</source>
        <translation>un numero intero ≥ {0}</translation>
    </message>
    <message>
        <source>a whole number from {0} to {1}</source>
        <translation>un numero intero da {0} a {1}</translation>
    </message>
    <message>
        <source>one of {0}</source>
        <translation>uno dei valori {0}</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un oggetto</translation>
    </message>
    <message>
        <source>house rules: {0}.{1} is not a setting (the settings of {0} are: {2})</source>
        <translation>regole della casa: {0}.{1} non è un’impostazione (le impostazioni di {0} sono: {2})</translation>
    </message>
    <message>
        <source>house rules: {0}.{1} is missing</source>
        <translation>regole della casa: manca {0}.{1}</translation>
    </message>
    <message>
        <source>a list of {0} to {1} items</source>
        <translation>un elenco da {0} a {1} elementi</translation>
    </message>
    <message>
        <source>a list of at least {0} items</source>
        <translation>un elenco di almeno {0} elementi</translation>
    </message>
    <message>
        <source>text of 1 to 40 characters</source>
        <translation>un testo da 1 a 40 caratteri</translation>
    </message>
    <message>
        <source>a preset name or null</source>
        <translation>il nome di una preimpostazione o null</translation>
    </message>
    <message>
        <source>an object from a player count to a pack</source>
        <translation>un oggetto da numero di giocatori a mazzo</translation>
    </message>
    <message>
        <source>keyed by player counts 2 to 10 (as text)</source>
        <translation>indicizzato per numero di giocatori da 2 a 10 (come testo)</translation>
    </message>
    <message>
        <source>house rules: schedule.list is for the list shape only</source>
        <translation>regole della casa: schedule.list vale solo per la forma list</translation>
    </message>
    <message>
        <source>house rules: penalty needs exactly one of each or floor</source>
        <translation>regole della casa: penalty richiede esattamente uno tra each e floor</translation>
    </message>
    <message>
        <source>a list without repeats</source>
        <translation>un elenco senza ripetizioni</translation>
    </message>
    <message>
        <source>house rules: bidding.hook must be none with simultaneous bidding (nobody bids last)</source>
        <translation>regole della casa: bidding.hook deve essere none con dichiarazioni simultanee (nessuno dichiara per ultimo)</translation>
    </message>
    <message>
        <source>house rules: bidding.first_lead cannot be left-of-last-bidder with simultaneous bidding (nobody bids last)</source>
        <translation>regole della casa: bidding.first_lead non può essere left-of-last-bidder con dichiarazioni simultanee (nessuno dichiara per ultimo)</translation>
    </message>
    <message>
        <source>house rules: end must be open or above a total with the {0} shape (it has no last hand)</source>
        <translation>regole della casa: end deve essere open o above un totale con la forma {0} (non ha un’ultima mano)</translation>
    </message>
    <message>
        <source>house rules: trump.no_trumps_on and trump.pack_used are for the turn-up kind only</source>
        <translation>regole della casa: trump.no_trumps_on e trump.pack_used valgono solo per il tipo turn-up</translation>
    </message>
    <message>
        <source>house rules: {0} must be whole numbers separated by commas, not {1}</source>
        <translation>regole della casa: {0} devono essere numeri interi separati da virgole, non {1}</translation>
    </message>
    <message>
        <source>house rules: pack_for must be written as player count: pack (e.g. 3: 28, 7: 63), not {0}</source>
        <translation>regole della casa: pack_for si scrive numero di giocatori: mazzo (ad es. 3: 28, 7: 63), non {0}</translation>
    </message>
    <message>
        <source>a file</source>
        <translation>un file</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una cartella</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>una pipe con nome (FIFO)</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>un dispositivo a caratteri</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un dispositivo a blocchi</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>qualcosa di diverso da un file normale</translation>
    </message>
    <message>
        <source>is {0}, not {1}; nothing was read</source>
        <translation>è {0}, non {1}; non è stato letto nulla</translation>
    </message>
    <message>
        <source>cannot be read ({0})</source>
        <translation>non si può leggere ({0})</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>il file non esiste</translation>
    </message>
    <message>
        <source>permission denied (check the file&apos;s rights)</source>
        <translation>accesso negato (controlla i permessi del file)</translation>
    </message>
    <message>
        <source>is {0} bytes; {1} is at most {2}</source>
        <translation>occupa {0} byte; {1} occupa al massimo {2}</translation>
    </message>
    <message>
        <source>has nothing to read yet (it would have to be waited for)</source>
        <translation>non ha ancora niente da leggere (bisognerebbe aspettarlo)</translation>
    </message>
    <message>
        <source>is over {0}; {1} is at most {0}</source>
        <translation>supera {0}; {1} occupa al massimo {0}</translation>
    </message>
    <message>
        <source>not a rules file (it needs &quot;format&quot;: &quot;{0}&quot;)</source>
        <translation>non è un file di regole (serve &quot;format&quot;: &quot;{0}&quot;)</translation>
    </message>
    <message>
        <source>rules file version {0} is not one this version reads (it reads version {1})</source>
        <translation>questa versione non legge la versione {0} dei file di regole (legge la versione {1})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>a rules file</source>
        <translation>un file di regole</translation>
    </message>
    <message>
        <source>{0}: not a rules file (it is not UTF-8 text)</source>
        <translation>{0}: non è un file di regole (non è testo UTF-8)</translation>
    </message>
    <message>
        <source>{0}: cannot be written ({1})</source>
        <translation>{0}: non si può scrivere ({1})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Penalty:&lt;/b&gt; {0}.</source>
        <translation>&lt;b&gt;Penalità:&lt;/b&gt; {0}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;First dealer:&lt;/b&gt; {0}</source>
        <translation>&lt;b&gt;Primo mazziere:&lt;/b&gt; {0}</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opzioni</translation>
    </message>
    <message>
        <source>none</source>
        <comment>an option left unset</comment>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; ({1}, default {2}): {3}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; ({1}, predefinito {2}): {3}</translation>
    </message>
    <message>
        <source>{0} (or none)</source>
        <translation>{0} (o nessuno)</translation>
    </message>
    <message>
        <source>a club archive</source>
        <translation>un archivio del club</translation>
    </message>
    <message>
        <source>a scorecard file</source>
        <translation>un file segnapunti</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <translation>atteso un valore</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>attesa una virgola</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>attesi i due punti</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>atteso un nome di chiave tra virgolette doppie</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>dati in più dopo la fine</translation>
    </message>
    <message>
        <source>Unterminated string starting at</source>
        <translation>stringa non chiusa che inizia</translation>
    </message>
    <message>
        <source>Invalid control character at</source>
        <translation>carattere di controllo non ammesso</translation>
    </message>
    <message>
        <source>Invalid \escape</source>
        <translation>sequenza di escape \ non valida</translation>
    </message>
    <message>
        <source>Invalid \uXXXX escape</source>
        <translation>sequenza di escape \uXXXX non valida</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of object</source>
        <translation>virgola in più prima della fine di un oggetto</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of array</source>
        <translation>virgola in più prima della fine di una lista</translation>
    </message>
    <message>
        <source>objects and lists are nested more than {0} deep; no scorecard needs that</source>
        <translation>oggetti e liste sono annidati su più di {0} livelli; nessun segnapunti ne ha bisogno</translation>
    </message>
    <message>
        <source>numbers in a scorecard are counts of at most {0} digits</source>
        <translation>i numeri di un segnapunti sono conteggi di al massimo {0} cifre</translation>
    </message>
    <message>
        <source>{0}: not valid JSON ({1} at column {2})</source>
        <translation>{0}: JSON non valido ({1} alla colonna {2})</translation>
    </message>
    <message>
        <source>a number is too large: {0}</source>
        <translation>un numero è troppo grande: {0}</translation>
    </message>
    <message>
        <source>line {0}</source>
        <translation>riga {0}</translation>
    </message>
    <message>
        <source>{0} objects and lists: more than a scorecard can hold (at most {1})</source>
        <translation>{0} oggetti e liste: più di quanti ne possa contenere un segnapunti (al massimo {1})</translation>
    </message>
    <message>
        <source>{0}: the number {1} ({2} digits) is too large: {3}</source>
        <translation>{0}: il numero {1} ({2} cifre) è troppo grande: {3}</translation>
    </message>
    <message>
        <source>the key {0} is given twice in one object; give it once</source>
        <translation>la chiave {0} compare due volte nello stesso oggetto; mettila una volta sola</translation>
    </message>
    <message>
        <source>not valid JSON: {0} is not a number JSON allows</source>
        <translation>JSON non valido: {0} non è un numero ammesso da JSON</translation>
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
        <translation>livello superiore</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>il testo</translation>
    </message>
    <message>
        <source>{0} at {1} is not valid Unicode (it holds a lone surrogate, an escape such as \ud800 without its pair)</source>
        <translation>{0} in {1} non è Unicode valido (contiene un surrogato isolato, un escape come \ud800 senza la sua coppia)</translation>
    </message>
    <message>
        <source>a key</source>
        <translation>una chiave</translation>
    </message>
</context>
</TS>
