<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>rating (μ − 3σ)</source>
        <translation>Wertung (μ − 3σ)</translation>
    </message>
    <message>
        <source>μ (skill)</source>
        <translation>μ (Spielstärke)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Ratings over time</source>
        <translation>Wertungen im Verlauf</translation>
    </message>
    <message>
        <source>No finished games of this game yet.</source>
        <translation>Noch keine beendeten Partien dieses Spiels.</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Back up the database</source>
        <translation>Datenbank sichern</translation>
    </message>
    <message>
        <source>Back up</source>
        <translation>Sichern</translation>
    </message>
    <message>
        <source>{0} already exists. Replace it with this backup?</source>
        <translation>{0} gibt es schon. Durch diese Sicherung ersetzen?</translation>
    </message>
    <message>
        <source>The backup was not made: {0}</source>
        <translation>Die Sicherung wurde nicht angelegt: {0}</translation>
    </message>
    <message>
        <source>Every game is backed up to {0} ({1:.1f} MB). To bring it back: scorekeeper restore {0}</source>
        <translation>Alle Partien sind in {0} gesichert ({1:.1f} MB). Zum Zurückholen: scorekeeper restore {0}</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} von {1}</translation>
    </message>
    <message>
        <source>Sitting of {0} · {1} · game {2} of {3}</source>
        <translation>Spielabend vom {0} · {1} · Partie {2} von {3}</translation>
    </message>
    <message>
        <source>Winner of the night: &lt;b&gt;{0}&lt;/b&gt; ({1})</source>
        <translation>Sieger des Abends: &lt;b&gt;{0}&lt;/b&gt; ({1})</translation>
    </message>
    <message>
        <source>1 game won</source>
        <translation>1 Partie gewonnen</translation>
    </message>
    <message>
        <source>{0} games won</source>
        <translation>{0} Partien gewonnen</translation>
    </message>
    <message>
        <source>{0} of the night: &lt;b&gt;{1}&lt;/b&gt;</source>
        <translation>{0} des Abends: &lt;b&gt;{1}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No hands played yet.</source>
        <translation>Noch keine Runde gespielt.</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>Zwischenstände</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>Niederlagen</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>total</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Hand {0}: dealt by {1} (total {2})</source>
        <translation>Runde {0}: {1} hat gegeben (Stand {2})</translation>
    </message>
    <message>
        <source>hand  (■ its dealer, ○ reset to 0)</source>
        <translation>Runde  (■ ihr Geber, ○ zurück auf 0)</translation>
    </message>
    <message>
        <source>hand  (■ its dealer)</source>
        <translation>Runde  (■ ihr Geber)</translation>
    </message>
    <message>
        <source>Exact bids by hand size</source>
        <translation>Genaue Ansagen nach Kartenzahl</translation>
    </message>
    <message>
        <source>cards in the hand (under it: hands played)</source>
        <translation>Karten in der Runde (darunter: gespielte Runden)</translation>
    </message>
    <message>
        <source>bid exactly</source>
        <translation>genau angesagt</translation>
    </message>
    <message>
        <source>Bids against tricks</source>
        <translation>Ansagen gegen Stiche</translation>
    </message>
    <message>
        <source>bid against tricks taken</source>
        <translation>Ansage gegen gemachte Stiche</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>bid over</source>
        <translation>zu hoch</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>genau</translation>
    </message>
    <message>
        <source>bid under</source>
        <translation>zu niedrig</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} hands bid over ({3:.0%})</source>
        <translation>{0}: {1} von {2} Runden zu hoch angesagt ({3:.0%})</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} hands bid exactly ({3:.0%})</source>
        <translation>{0}: {1} von {2} Runden genau angesagt ({3:.0%})</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} hands bid under ({3:.0%})</source>
        <translation>{0}: {1} von {2} Runden zu niedrig angesagt ({3:.0%})</translation>
    </message>
    <message>
        <source>{0}, {1} cards: no hands</source>
        <translation>{0}, {1} Karten: keine Runden</translation>
    </message>
    <message>
        <source>{0}, {1} cards: {2} of {3} hands bid exactly ({4:.0%})</source>
        <translation>{0}, {1} Karten: {2} von {3} Runden genau angesagt ({4:.0%})</translation>
    </message>
    <message>
        <source>Something went wrong ({0} unexpected errors), and what you asked for was not done.</source>
        <translation>Etwas ist schiefgegangen ({0} unerwartete Fehler), und Ihr Auftrag wurde nicht ausgeführt.</translation>
    </message>
    <message>
        <source>Something went wrong, and what you asked for was not done.</source>
        <translation>Etwas ist schiefgegangen, und Ihr Auftrag wurde nicht ausgeführt.</translation>
    </message>
    <message>
        <source>What failed: {0}

Nothing you recorded is lost: every entry was saved the moment the screen showed it.

The details are in {1} — please send that file with a line on what you were doing.</source>
        <translation>Fehlgeschlagen: {0}

Nichts Eingetragenes ist verloren: Jeder Eintrag wurde gespeichert, sobald er auf dem Bildschirm stand.

Die Einzelheiten stehen in {1} — bitte schicken Sie diese Datei mit einer Zeile dazu, was Sie gerade getan haben.</translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n Niederlage</numerusform>
            <numerusform>%n Niederlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n Sieg</numerusform>
            <numerusform>%n Siege</numerusform>
        </translation>
    </message>
    <message>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>vor %n Minute</numerusform>
            <numerusform>vor %n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>vor %n Stunde</numerusform>
            <numerusform>vor %n Stunden</numerusform>
        </translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>gestern</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>Qt&apos;s date format: a date in the start screen&apos;s lists</comment>
        <translation>d. MMM yyyy</translation>
    </message>
    <message>
        <source>Player leaves</source>
        <translation>Spieler steigt aus</translation>
    </message>
    <message>
        <source>&amp;Who leaves:</source>
        <translation>&amp;Wer steigt aus:</translation>
    </message>
    <message>
        <source>{0} (back in)</source>
        <translation>{0} (wieder dabei)</translation>
    </message>
    <message>
        <source>Sits out next hand</source>
        <translation>Setzt nächste Runde aus</translation>
    </message>
    <message>
        <source>&amp;Who sits out:</source>
        <translation>&amp;Wer setzt aus:</translation>
    </message>
</context>
<context>
    <name>BidsPanel</name>
    <message>
        <source>Bids</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>≠{0}</source>
        <translation>≠{0}</translation>
    </message>
    <message>
        <source>{0} to bid</source>
        <translation>{0} sagt an</translation>
    </message>
    <message>
        <source>{0} leads</source>
        <translation>{0} spielt aus</translation>
    </message>
</context>
<context>
    <name>BigBoard</name>
    <message>
        <source>Players&apos; display</source>
        <translation>Anzeige für die Spieler</translation>
    </message>
    <message>
        <source>share first place</source>
        <translation>teilen sich Platz 1</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Niederlage</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>Niederlagen</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>win</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>No hands were played</source>
        <translation>Es wurde keine Runde gespielt</translation>
    </message>
    <message>
        <source> of {0}</source>
        <translation> von {0}</translation>
    </message>
    <message>
        <source>Hand {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation>{0} gibt</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>{0} Karten</translation>
    </message>
    <message>
        <source>F11 or Esc: close · typing still goes to the scorekeeper</source>
        <translation>F11 oder Esc: schließen · Tastatureingaben gehen weiter an den Schreiber</translation>
    </message>
    <message>
        <source> · right-click: choose the screen</source>
        <translation> · Rechtsklick: Bildschirm wählen</translation>
    </message>
    <message>
        <source>Show the players&apos; display on</source>
        <translation>Anzeige für die Spieler zeigen auf</translation>
    </message>
    <message>
        <source>Close (F11)</source>
        <translation>Schließen (F11)</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Bildschirm</translation>
    </message>
</context>
<context>
    <name>ChartsDialog</name>
    <message>
        <source>Charts — Scorekeeper</source>
        <translation>Diagramme — Scorekeeper</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
</context>
<context>
    <name>CorrectHandDialog</name>
    <message>
        <source>Correct hand {0}</source>
        <translation>Runde {0} korrigieren</translation>
    </message>
    <message>
        <source>Hand {0}: {1}, {2} dealt.</source>
        <translation>Runde {0}: {1}, {2} hat gegeben.</translation>
    </message>
    <message>
        <source>The {0} after it will be re-scored.</source>
        <translation>Danach neu berechnet: {0}.</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Ansage</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Turn-up card</source>
        <translation>Trumpfkarte</translation>
    </message>
    <message>
        <source>turn-up, e.g. QH (empty: not recorded)</source>
        <translation>Trumpfkarte, z. B. QH (leer: nicht notiert)</translation>
    </message>
    <message>
        <source>Turn-up:</source>
        <translation>Trumpfkarte:</translation>
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
        <translation>(gibt)</translation>
    </message>
</context>
<context>
    <name>GameDetail</name>
    <message>
        <source>Choose a game</source>
        <translation>Partie wählen</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Spielabend</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Spielblock</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Key: {0} (in the list of games)</source>
        <translation>Taste: {0} (in der Liste der Partien)</translation>
    </message>
    <message>
        <source>Key: {0}</source>
        <translation>Taste: {0}</translation>
    </message>
    <message>
        <source>The venue, who brought the cards, a dispute settled …</source>
        <translation>Der Spielort, wer die Karten mitbrachte, ein geschlichteter Streit …</translation>
    </message>
    <message>
        <source>Save notes</source>
        <translation>Notizen speichern</translation>
    </message>
    <message>
        <source>Notes can be at most {0:,} characters long; these are {1:,}.</source>
        <translation>Notizen dürfen höchstens {0:,} Zeichen lang sein; diese haben {1:,}.</translation>
    </message>
    <message>
        <source>The notes were not saved: {0}</source>
        <translation>Die Notizen wurden nicht gespeichert: {0}</translation>
    </message>
    <message>
        <source>Notes saved.</source>
        <translation>Notizen gespeichert.</translation>
    </message>
    <message>
        <source> · won by {0}</source>
        <translation> · gewonnen von {0}</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source> · deleted (in the trash)</source>
        <translation> · gelöscht (im Papierkorb)</translation>
    </message>
    <message>
        <source>Game {0} has been deleted (it is in the trash); restore it from Trash to go on with it.</source>
        <translation>Partie {0} wurde gelöscht (sie liegt im Papierkorb); stellen Sie sie aus dem Papierkorb wieder her, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>Export scorecard</source>
        <translation>Spielblock exportieren</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>{0} konnte nicht geschrieben werden: {1}</translation>
    </message>
    <message>
        <source>Scorecard saved as {0} images: {1}, {2} … {3}</source>
        <translation>Spielblock als {0} Bilder gespeichert: {1}, {2} … {3}</translation>
    </message>
    <message>
        <source>Scorecard saved as {0}</source>
        <translation>Spielblock gespeichert als {0}</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Partie löschen</translation>
    </message>
    <message>
        <source>Delete this game ({0})? You can undo it until you close Scorekeeper.</source>
        <translation>Diese Partie ({0}) löschen? Bis Sie Scorekeeper schließen, lässt sich das rückgängig machen.</translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source></source>
        <translation></translation>
    </message>
    <message>
        <source>can&apos;t bid {0}</source>
        <translation>darf nicht {0} ansagen</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>Ansage {0}</translation>
    </message>
    <message>
        <source>leads</source>
        <translation>spielt aus</translation>
    </message>
    <message>
        <source> · {0}× penalty</source>
        <translation> · {0}× Strafe</translation>
    </message>
    <message>
        <source>{0} leads</source>
        <translation>{0} spielt aus</translation>
    </message>
    <message>
        <source>{0} by whom? Type the player&apos;s first letter (Esc: never mind)</source>
        <translation>{0} – von wem? Tippen Sie den Anfangsbuchstaben des Spielers (Esc: doch nicht)</translation>
    </message>
    <message>
        <source>All bids in. Press Enter to enter the tricks.</source>
        <translation>Alle Ansagen gemacht. Eingabetaste, um die Stiche einzutragen.</translation>
    </message>
    <message>
        <source>{0} to bid (0–{1})</source>
        <translation>{0} sagt an (0–{1})</translation>
    </message>
    <message>
        <source>  ·  someone else called? type their first letter</source>
        <translation>  ·  hat jemand anderes angesagt? Anfangsbuchstaben tippen</translation>
    </message>
    <message>
        <source>Tricks taken by {0}?</source>
        <translation>Stiche von {0}?</translation>
    </message>
    <message>
        <source>Press Enter to record the hand (Esc to change bids).</source>
        <translation>Eingabetaste trägt die Runde ein (Esc: Ansagen ändern).</translation>
    </message>
    <message>
        <source>All bids are in: press Enter for the tricks.</source>
        <translation>Alle Ansagen sind da: Eingabetaste für die Stiche.</translation>
    </message>
    <message>
        <source>{0} cannot take {1} tricks in a hand of {2} cards</source>
        <translation>{0} kann in einer Runde mit {2} Karten nicht {1} Stiche machen</translation>
    </message>
    <message>
        <source>{0} would have taken {1} of the {2} tricks: check the counts (Backspace takes one back)</source>
        <translation>{0} hätten {1} der {2} Stiche gemacht: Zahlen prüfen (Rücktaste nimmt eine zurück)</translation>
    </message>
    <message>
        <source>Waiting for {0}&apos;s bid.</source>
        <translation>Es fehlt noch die Ansage von {0}.</translation>
    </message>
    <message>
        <source>Enter the tricks of {0}.</source>
        <translation>Stiche von {0} eingeben.</translation>
    </message>
    <message>
        <source>Hand {0} recorded.</source>
        <translation>Runde {0} erfasst.</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <comment>names</comment>
        <translation>{0} oder {1}</translation>
    </message>
    <message>
        <source>{0}? Type the next letter of the name.</source>
        <translation>{0}? Den nächsten Buchstaben des Namens tippen.</translation>
    </message>
    <message>
        <source>No player&apos;s name starts with {0}.</source>
        <translation>Kein Spielername beginnt mit {0}.</translation>
    </message>
    <message>
        <source>{0} by {1} recorded ({2} in this hand; Ctrl+Z takes it back).</source>
        <translation>{0} von {1} erfasst ({2} in dieser Runde; Strg+Z nimmt es zurück).</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Spielabend</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Any player</source>
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Jeder Stand</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Ab</translation>
    </message>
    <message>
        <source>Only games from a date</source>
        <translation>Nur Partien ab einem Datum</translation>
    </message>
    <message>
        <source>From date</source>
        <translation>Ab Datum</translation>
    </message>
    <message>
        <source>To date</source>
        <translation>Bis Datum</translation>
    </message>
    <message>
        <source>Search names</source>
        <translation>Namen suchen</translation>
    </message>
    <message>
        <source>Search names…  (Ctrl+F)</source>
        <translation>Namen suchen…  (Strg+F)</translation>
    </message>
    <message>
        <source>Undo delete  (Ctrl+Z)</source>
        <translation>Löschen rückgängig  (Strg+Z)</translation>
    </message>
    <message>
        <source>&amp;Trash</source>
        <translation>&amp;Papierkorb</translation>
    </message>
    <message>
        <source>Deleted games: restore them, or empty the trash</source>
        <translation>Gelöschte Partien: wiederherstellen oder den Papierkorb leeren</translation>
    </message>
    <message>
        <source>Re&amp;ports…</source>
        <translation>Be&amp;richte…</translation>
    </message>
    <message>
        <source>The evening of the game chosen, the season, a player&apos;s card, head to head</source>
        <translation>Der Abend der gewählten Partie, die Saison, die Karte eines Spielers, direkter Vergleich</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Chosen game</source>
        <translation>Gewählte Partie</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln Partie</numerusform>
            <numerusform>%Ln Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Trash ({0})</source>
        <translation>&amp;Papierkorb ({0})</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Game {0} moved to the trash: Ctrl+Z or Trash restores it.</source>
        <translation>Partie {0} liegt im Papierkorb: Strg+Z oder der Papierkorb holt sie zurück.</translation>
    </message>
    <message>
        <source>Game {0} is back from the trash.</source>
        <translation>Partie {0} ist zurück aus dem Papierkorb.</translation>
    </message>
</context>
<context>
    <name>HouseChoices</name>
    <message>
        <source>after the last hand</source>
        <translation>nach der letzten Runde</translation>
    </message>
    <message>
        <source>when the scorekeeper ends it</source>
        <translation>wenn der Schreiber sie beendet</translation>
    </message>
    <message>
        <source>after a hand where a total passes</source>
        <translation>nach einer Runde, in der ein Stand übersteigt</translation>
    </message>
    <message>
        <source>no: any bid</source>
        <translation>nein: jede Ansage</translation>
    </message>
    <message>
        <source>yes: the last bidder is hooked</source>
        <translation>ja: der Letzte hat den Haken</translation>
    </message>
    <message>
        <source>left of the dealer</source>
        <translation>links vom Geber</translation>
    </message>
    <message>
        <source>the highest bidder</source>
        <translation>der Höchstansagende</translation>
    </message>
    <message>
        <source>left of the last bidder</source>
        <translation>links vom letzten Ansagenden</translation>
    </message>
    <message>
        <source>clockwise, the dealer last</source>
        <translation>im Uhrzeigersinn, der Geber zuletzt</translation>
    </message>
    <message>
        <source>in any order, as called</source>
        <translation>beliebig, wie aufgerufen</translation>
    </message>
    <message>
        <source>all at once</source>
        <translation>alle zugleich</translation>
    </message>
    <message>
        <source>52 cards</source>
        <translation>52 Karten</translation>
    </message>
    <message>
        <source>36 cards (6 to A)</source>
        <translation>36 Karten (6 bis A)</translation>
    </message>
    <message>
        <source>32 cards (7 to A)</source>
        <translation>32 Karten (7 bis A)</translation>
    </message>
    <message>
        <source>28 cards (8 to A)</source>
        <translation>28 Karten (8 bis A)</translation>
    </message>
    <message>
        <source>24 cards (9 to A)</source>
        <translation>24 Karten (9 bis A)</translation>
    </message>
    <message>
        <source>63 cards (52 + 11s, 12s, red 13s)</source>
        <translation>63 Karten (52 + Elfen, Zwölfen, rote Dreizehnen)</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>kein Trumpf</translation>
    </message>
    <message>
        <source>the dealer&apos;s last card</source>
        <translation>die letzte Karte des Gebers</translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation>keine eingetragen</translation>
    </message>
    <message>
        <source>revoke</source>
        <translation>Nicht-Bedienen</translation>
    </message>
    <message>
        <source>renege</source>
        <translation>Verweigern</translation>
    </message>
    <message>
        <source>points per penalty</source>
        <translation>Punkte je Strafe</translation>
    </message>
    <message>
        <source>the hand scores at most</source>
        <translation>die Runde zählt höchstens</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>× bid</source>
        <translation>× Ansage</translation>
    </message>
    <message>
        <source>× tricks</source>
        <translation>× Stiche</translation>
    </message>
    <message>
        <source>× tricks off</source>
        <translation>× Stiche daneben</translation>
    </message>
    <message>
        <source>× cards</source>
        <translation>× Karten</translation>
    </message>
    <message>
        <source>down: largest hand to 1</source>
        <translation>down: größte Runde bis 1</translation>
    </message>
    <message>
        <source>up: 1 to the largest hand</source>
        <translation>up: 1 bis zur größten Runde</translation>
    </message>
    <message>
        <source>up-down: 1 up to the largest and back</source>
        <translation>up-down: 1 hinauf zur größten und zurück</translation>
    </message>
    <message>
        <source>down-up: largest down to 1 and back</source>
        <translation>down-up: größte hinab bis 1 und zurück</translation>
    </message>
    <message>
        <source>constant: the same every hand</source>
        <translation>constant: jede Runde gleich</translation>
    </message>
    <message>
        <source>climb: 1, 2, 3 … then the largest</source>
        <translation>climb: 1, 2, 3 … dann die größte</translation>
    </message>
    <message>
        <source>list: the hands you type</source>
        <translation>list: die Runden, die Sie eingeben</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>made bids</source>
        <translation>gemachte Ansagen</translation>
    </message>
    <message>
        <source>made bids above 0</source>
        <translation>gemachte Ansagen über 0</translation>
    </message>
    <message>
        <source>hands with at least the bid</source>
        <translation>Runden mit mindestens der Ansage</translation>
    </message>
    <message>
        <source>the card turned up</source>
        <translation>die aufgedeckte Karte</translation>
    </message>
    <message>
        <source>always one suit</source>
        <translation>immer eine Farbe</translation>
    </message>
    <message>
        <source>a sequence of suits</source>
        <translation>eine Folge von Farben</translation>
    </message>
    <message>
        <source>stay at the largest hand</source>
        <translation>bei der größten Runde bleiben</translation>
    </message>
    <message>
        <source>go back down to 1 and up again</source>
        <translation>wieder bis 1 hinab und erneut hinauf</translation>
    </message>
    <message>
        <source>always</source>
        <translation>immer</translation>
    </message>
    <message>
        <source>when the stock is short</source>
        <translation>wenn der Stock knapp ist</translation>
    </message>
    <message>
        <source>from a number of cards</source>
        <translation>ab einer Kartenzahl</translation>
    </message>
</context>
<context>
    <name>HouseRulesEditor</name>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>What the table agrees to:</source>
        <translation>Was der Tisch vereinbart:</translation>
    </message>
    <message>
        <source>The rules in words</source>
        <translation>Die Regeln in Worten</translation>
    </message>
    <message>
        <source>Hands for &amp;players:</source>
        <translation>Runden für S&amp;pieler:</translation>
    </message>
    <message>
        <source>Players to preview</source>
        <translation>Spieler für die Vorschau</translation>
    </message>
    <message>
        <source>The schedule is shown for this many players</source>
        <translation>Der Rundenplan wird für so viele Spieler gezeigt</translation>
    </message>
    <message>
        <source>Schedule preview</source>
        <translation>Vorschau des Rundenplans</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>OK (Enter)</source>
        <translation>OK (Eingabetaste)</translation>
    </message>
    <message>
        <source>&amp;Save to my rules</source>
        <translation>In meinen Regeln &amp;speichern</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>The rules are described again once the problem below is put right.</source>
        <translation>Die Regeln werden wieder beschrieben, sobald das Problem unten behoben ist.</translation>
    </message>
    <message>
        <source>Replace saved rules?</source>
        <translation>Gespeicherte Regeln ersetzen?</translation>
    </message>
    <message>
        <source>Rules called “{0}” are saved already. Replace them with these?</source>
        <translation>Regeln namens „{0}“ sind schon gespeichert. Durch diese ersetzen?</translation>
    </message>
    <message>
        <source>Saved as “{0}”: New game lists it with the presets.</source>
        <translation>Gespeichert als „{0}“: Neue Partie führt sie mit den Vorlagen auf.</translation>
    </message>
    <message>
        <source>Export a rules file</source>
        <translation>Regeldatei exportieren</translation>
    </message>
    <message>
        <source>Rules files (*.json)</source>
        <translation>Regeldateien (*.json)</translation>
    </message>
    <message>
        <source>Exported to {0}.</source>
        <translation>Exportiert nach {0}.</translation>
    </message>
    <message>
        <source>Import a rules file</source>
        <translation>Regeldatei importieren</translation>
    </message>
    <message>
        <source>Rules files (*.json);;All files (*)</source>
        <translation>Regeldateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Imported “{0}” from {1}.</source>
        <translation>„{0}“ aus {1} importiert.</translation>
    </message>
</context>
<context>
    <name>HouseRulesForm</name>
    <message>
        <source>&amp;Name &amp;&amp; players</source>
        <translation>&amp;Name &amp;&amp; Spieler</translation>
    </message>
    <message>
        <source>What the table calls the game, and how many may play.</source>
        <translation>Wie der Tisch das Spiel nennt und wie viele mitspielen dürfen.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>1 to 40 characters: shown on the table, in History and on the scorecard</source>
        <translation>1 bis 40 Zeichen: steht am Tisch, im Verlauf und auf dem Spielblock</translation>
    </message>
    <message>
        <source>e.g. Thursday club</source>
        <translation>z. B. Donnerstagsrunde</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>The player counts allowed (2 to 10); a count whose first hand cannot be dealt is refused anyway</source>
        <translation>Die erlaubten Spielerzahlen (2 bis 10); eine Zahl, deren erste Runde sich nicht geben lässt, wird ohnehin abgelehnt</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Wenigste Spieler</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Meiste Spieler</translation>
    </message>
    <message>
        <source>Players from:</source>
        <translation>Spieler von:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Based on:</source>
        <translation>Beruht auf:</translation>
    </message>
    <message>
        <source>Pac&amp;k</source>
        <translation>&amp;Kartenspiel</translation>
    </message>
    <message>
        <source>The cards in play; the pack decides the largest hand.</source>
        <translation>Die Karten im Spiel; das Kartenspiel bestimmt die größte Runde.</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Kartenspiel</translation>
    </message>
    <message>
        <source>The cards in play</source>
        <translation>Die Karten im Spiel</translation>
    </message>
    <message>
        <source>Pack:</source>
        <translation>Kartenspiel:</translation>
    </message>
    <message>
        <source>Add a joker (the highest trump)</source>
        <translation>Einen Joker dazunehmen (der höchste Trumpf)</translation>
    </message>
    <message>
        <source>A joker adds one card and beats every trump</source>
        <translation>Ein Joker ist eine Karte mehr und sticht jeden Trumpf</translation>
    </message>
    <message>
        <source>Another pack for some player counts</source>
        <translation>Ein anderes Kartenspiel für manche Spielerzahlen</translation>
    </message>
    <message>
        <source>Player count: pack, separated by commas (a pack is 52, 36, 32, 28, 24 or 63)</source>
        <translation>Spielerzahl: Kartenspiel, durch Kommas getrennt (ein Kartenspiel hat 52, 36, 32, 28, 24 oder 63)</translation>
    </message>
    <message>
        <source>e.g. 3: 28, 7: 63</source>
        <translation>z. B. 3: 28, 7: 63</translation>
    </message>
    <message>
        <source>Other packs:</source>
        <translation>Andere Kartenspiele:</translation>
    </message>
    <message>
        <source>Sc&amp;hedule</source>
        <translation>&amp;Rundenplan</translation>
    </message>
    <message>
        <source>How many cards each hand has, hand after hand. The preview shows it for the players chosen.</source>
        <translation>Wie viele Karten jede Runde hat, Runde für Runde. Die Vorschau zeigt es für die gewählten Spieler.</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>The order of hand sizes</source>
        <translation>Die Reihenfolge der Rundengrößen</translation>
    </message>
    <message>
        <source>Shape:</source>
        <translation>Verlauf:</translation>
    </message>
    <message>
        <source>Largest hand</source>
        <translation>Größte Runde</translation>
    </message>
    <message>
        <source>Cards in the largest hand; never more than the pack deals each player</source>
        <translation>Karten in der größten Runde; nie mehr, als das Kartenspiel jedem Spieler gibt</translation>
    </message>
    <message>
        <source>as many as the pack allows</source>
        <translation>so viele, wie das Kartenspiel erlaubt</translation>
    </message>
    <message>
        <source>Largest hand:</source>
        <translation>Größte Runde:</translation>
    </message>
    <message>
        <source>Play the turning hand twice</source>
        <translation>Die Wenderunde zweimal spielen</translation>
    </message>
    <message>
        <source>up-down and down-up: the hand where the schedule turns is played twice (7 … 1, 1 … 7)</source>
        <translation>up-down und down-up: Die Runde, an der der Plan wendet, wird zweimal gespielt (7 … 1, 1 … 7)</translation>
    </message>
    <message>
        <source>When the largest hand deals the whole pack</source>
        <translation>Wenn die größte Runde das ganze Kartenspiel verteilt</translation>
    </message>
    <message>
        <source>climb only: what follows a hand that deals every card</source>
        <translation>nur climb: Was auf eine Runde folgt, die alle Karten verteilt</translation>
    </message>
    <message>
        <source>Whole pack dealt:</source>
        <translation>Ganzes Spiel verteilt:</translation>
    </message>
    <message>
        <source>Hands in order</source>
        <translation>Runden der Reihe nach</translation>
    </message>
    <message>
        <source>list only: cards per hand, in order, separated by commas</source>
        <translation>nur list: Karten je Runde, der Reihe nach, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>e.g. 1, 2, 3, 4, 3, 2, 1</source>
        <translation>z. B. 1, 2, 3, 4, 3, 2, 1</translation>
    </message>
    <message>
        <source>Hands (list):</source>
        <translation>Runden (Liste):</translation>
    </message>
    <message>
        <source>&amp;Trump</source>
        <translation>&amp;Trumpf</translation>
    </message>
    <message>
        <source>Where each hand&apos;s trump comes from.</source>
        <translation>Woher der Trumpf jeder Runde kommt.</translation>
    </message>
    <message>
        <source>Trump comes from</source>
        <translation>Trumpf kommt von</translation>
    </message>
    <message>
        <source>The card turned up after the deal, one suit always, or suits in turn</source>
        <translation>Die nach dem Geben aufgedeckte Karte, immer eine Farbe oder Farben reihum</translation>
    </message>
    <message>
        <source>Trump:</source>
        <translation>Trumpf:</translation>
    </message>
    <message>
        <source>Trump suit</source>
        <translation>Trumpffarbe</translation>
    </message>
    <message>
        <source>Always one suit: which</source>
        <translation>Immer eine Farbe: welche</translation>
    </message>
    <message>
        <source>Suit:</source>
        <translation>Farbe:</translation>
    </message>
    <message>
        <source>Trump sequence</source>
        <translation>Trumpffolge</translation>
    </message>
    <message>
        <source>Sequence: S, H, D, C or none per hand, separated by commas; it starts again after the last</source>
        <translation>Folge: S, H, D, C oder none je Runde, durch Kommas getrennt; nach der letzten beginnt sie von vorn</translation>
    </message>
    <message>
        <source>e.g. H, D, S, C, none</source>
        <translation>z. B. H, D, S, C, none</translation>
    </message>
    <message>
        <source>Sequence:</source>
        <translation>Folge:</translation>
    </message>
    <message>
        <source>Turn-ups that mean no trumps</source>
        <translation>Aufgedeckte Karten, die kein Trumpf bedeuten</translation>
    </message>
    <message>
        <source>Turn-up only: ranks that mean no trumps when turned up (A, K, Q, J, 2 … 13, JK)</source>
        <translation>Nur aufgedeckte Karte: Ränge, die aufgedeckt kein Trumpf bedeuten (A, K, Q, J, 2 … 13, JK)</translation>
    </message>
    <message>
        <source>e.g. A, JK</source>
        <translation>z. B. A, JK</translation>
    </message>
    <message>
        <source>No trumps on:</source>
        <translation>Kein Trumpf bei:</translation>
    </message>
    <message>
        <source>Trump when the whole pack is dealt</source>
        <translation>Trumpf, wenn das ganze Kartenspiel verteilt ist</translation>
    </message>
    <message>
        <source>Turn-up only: with no card left to turn up</source>
        <translation>Nur aufgedeckte Karte: wenn keine Karte zum Aufdecken übrig ist</translation>
    </message>
    <message>
        <source>&amp;Bidding</source>
        <translation>&amp;Ansagen</translation>
    </message>
    <message>
        <source>Who bids when, what the last bidder may not bid, and who leads.</source>
        <translation>Wer wann ansagt, was der Letzte nicht ansagen darf und wer ausspielt.</translation>
    </message>
    <message>
        <source>Bidding order</source>
        <translation>Reihenfolge der Ansagen</translation>
    </message>
    <message>
        <source>Clockwise from the dealer&apos;s left; as called (the order is recorded); or everyone at once</source>
        <translation>Im Uhrzeigersinn links vom Geber; wie aufgerufen (die Reihenfolge wird eingetragen); oder alle zugleich</translation>
    </message>
    <message>
        <source>Bids go:</source>
        <translation>Ansagen gehen:</translation>
    </message>
    <message>
        <source>The hook</source>
        <translation>Der Haken</translation>
    </message>
    <message>
        <source>Hooked: the last bidder may not bid the number that makes the bids total the cards</source>
        <translation>Mit Haken: Der Letzte darf nicht die Zahl ansagen, mit der die Ansagen die Kartenzahl ergeben</translation>
    </message>
    <message>
        <source>Hook:</source>
        <translation>Haken:</translation>
    </message>
    <message>
        <source>Hook from cards</source>
        <translation>Haken ab Karten</translation>
    </message>
    <message>
        <source>The hook applies only in hands of at least this many cards</source>
        <translation>Der Haken gilt nur in Runden mit mindestens so vielen Karten</translation>
    </message>
    <message>
        <source> cards up</source>
        <translation> Karten und mehr</translation>
    </message>
    <message>
        <source>Hook in hands of:</source>
        <translation>Haken in Runden mit:</translation>
    </message>
    <message>
        <source>may bid 0</source>
        <translation>darf 0 ansagen</translation>
    </message>
    <message>
        <source>The hooked bidder may still bid 0</source>
        <translation>Der Letzte darf trotzdem 0 ansagen</translation>
    </message>
    <message>
        <source>may bid all</source>
        <translation>darf alle ansagen</translation>
    </message>
    <message>
        <source>The hooked bidder may still bid all the cards</source>
        <translation>Der Letzte darf trotzdem alle Karten ansagen</translation>
    </message>
    <message>
        <source>Hooked bidder:</source>
        <translation>Der Letzte:</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Erstes Ausspiel</translation>
    </message>
    <message>
        <source>Who leads to the first trick (a tie between highest bidders goes to the first to bid)</source>
        <translation>Wer zum ersten Stich ausspielt (bei Gleichstand der Höchstansagenden der zuerst Ansagende)</translation>
    </message>
    <message>
        <source>First lead:</source>
        <translation>Erstes Ausspiel:</translation>
    </message>
    <message>
        <source>Sc&amp;ore</source>
        <translation>&amp;Wertung</translation>
    </message>
    <message>
        <source>A hand&apos;s score: points + so many per trick bid, taken, off the bid, or per card dealt. The description shows worked examples.</source>
        <translation>Die Punkte einer Runde: Punkte + so viele je angesagtem, gemachtem, danebenliegendem Stich oder je gegebener Karte. Die Beschreibung zeigt Rechenbeispiele.</translation>
    </message>
    <message>
        <source>Exact bid</source>
        <translation>Genau angesagt</translation>
    </message>
    <message>
        <source>Over the bid</source>
        <translation>Über der Ansage</translation>
    </message>
    <message>
        <source>Under the bid</source>
        <translation>Unter der Ansage</translation>
    </message>
    <message>
        <source>{0}: {1} (may be negative)</source>
        <translation>{0}: {1} (darf negativ sein)</translation>
    </message>
    <message>
        <source>A made 0 scores instead:</source>
        <translation>Eine gemachte 0 zählt stattdessen:</translation>
    </message>
    <message>
        <source>A bid of 0 made scores this instead of the exact bid&apos;s points</source>
        <translation>Eine gemachte Ansage 0 zählt dies statt der Punkte für genau angesagt</translation>
    </message>
    <message>
        <source>Made zero scores</source>
        <translation>Punkte für gemachte 0</translation>
    </message>
    <message>
        <source>Points for a made 0</source>
        <translation>Punkte für eine gemachte 0</translation>
    </message>
    <message>
        <source>Bonus for a made 0:</source>
        <translation>Bonus für gemachte 0:</translation>
    </message>
    <message>
        <source>Points added to a made 0 bid</source>
        <translation>Punkte zusätzlich für eine gemachte Ansage 0</translation>
    </message>
    <message>
        <source>Zero bonus points</source>
        <translation>Bonuspunkte für 0</translation>
    </message>
    <message>
        <source>Points added to a made 0</source>
        <translation>Punkte zusätzlich für eine gemachte 0</translation>
    </message>
    <message>
        <source>Zero bonus when</source>
        <translation>Bonus für 0 wann</translation>
    </message>
    <message>
        <source>Always; when the cards left undealt are no more than the players; or from a number of cards</source>
        <translation>Immer; wenn die nicht gegebenen Karten nicht mehr als die Spieler sind; oder ab einer Kartenzahl</translation>
    </message>
    <message>
        <source>Zero bonus from cards</source>
        <translation>Bonus für 0 ab Karten</translation>
    </message>
    <message>
        <source>The bonus counts in hands of at least this many cards</source>
        <translation>Der Bonus zählt in Runden mit mindestens so vielen Karten</translation>
    </message>
    <message>
        <source>Bonus counts:</source>
        <translation>Bonus zählt:</translation>
    </message>
    <message>
        <source>Penalty &amp;&amp; a&amp;djustments</source>
        <translation>Strafe &amp;&amp; Anpassun&amp;gen</translation>
    </message>
    <message>
        <source>Penalties are counted per hand and player; adjustments are points added by hand, with a note.</source>
        <translation>Strafen werden je Runde und Spieler gezählt; Anpassungen sind von Hand zugefügte Punkte mit einer Notiz.</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>What is penalised: a revoke or a renege (or nothing)</source>
        <translation>Was bestraft wird: Nicht-Bedienen (revoke) oder Verweigern (renege) (oder nichts)</translation>
    </message>
    <message>
        <source>Penalty kind</source>
        <translation>Art der Strafe</translation>
    </message>
    <message>
        <source>Points per penalty, or a cap on the hand&apos;s score (and the bid does not count as made)</source>
        <translation>Punkte je Strafe oder eine Obergrenze für die Punkte der Runde (und die Ansage gilt nicht als gemacht)</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Strafpunkte</translation>
    </message>
    <message>
        <source>Points (negative: a loss)</source>
        <translation>Punkte (negativ: ein Verlust)</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Strafe:</translation>
    </message>
    <message>
        <source>It costs:</source>
        <translation>Es kostet:</translation>
    </message>
    <message>
        <source>The scorekeeper may add ± points</source>
        <translation>Der Schreiber darf ± Punkte zufügen</translation>
    </message>
    <message>
        <source>Points added to a player in a hand, with a note</source>
        <translation>Punkte für einen Spieler in einer Runde, mit einer Notiz</translation>
    </message>
    <message>
        <source>&amp;End &amp;&amp; ranking</source>
        <translation>&amp;Ende &amp;&amp; Rangfolge</translation>
    </message>
    <message>
        <source>When the game ends, and how ties are split.</source>
        <translation>Wann die Partie endet und wie Gleichstände entschieden werden.</translation>
    </message>
    <message>
        <source>Reset multiple</source>
        <translation>Vielfaches zum Zurücksetzen</translation>
    </message>
    <message>
        <source>A running total that lands on a non-zero multiple of this goes back to 0</source>
        <translation>Ein Stand, der auf einem Vielfachen davon (nicht 0) landet, geht auf 0 zurück</translation>
    </message>
    <message>
        <source>no reset</source>
        <translation>kein Zurücksetzen</translation>
    </message>
    <message>
        <source>Back to 0 on:</source>
        <translation>Zurück auf 0 bei:</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>Die Partie endet</translation>
    </message>
    <message>
        <source>After the schedule&apos;s last hand; when you end it; or after the hand where a total passes a number</source>
        <translation>Nach der letzten Runde des Plans; wenn Sie sie beenden; oder nach der Runde, in der ein Stand eine Zahl übersteigt</translation>
    </message>
    <message>
        <source>End above total</source>
        <translation>Ende über Stand</translation>
    </message>
    <message>
        <source>The total to pass</source>
        <translation>Der zu übersteigende Stand</translation>
    </message>
    <message>
        <source>The game ends:</source>
        <translation>Die Partie endet:</translation>
    </message>
    <message>
        <source>Tie-breaker {0}</source>
        <translation>Entscheidung {0}</translation>
    </message>
    <message>
        <source>Ties on the total are split by these counts, in order</source>
        <translation>Gleichstände beim Stand werden nach diesen Zählungen entschieden, der Reihe nach</translation>
    </message>
    <message>
        <source>Ties split by:</source>
        <translation>Gleichstand entschieden durch:</translation>
    </message>
    <message>
        <source>Tie-break deal</source>
        <translation>Stechen</translation>
    </message>
    <message>
        <source>Players still tied may play one more deal of this many cards (not added to totals)</source>
        <translation>Noch gleichstehende Spieler dürfen eine weitere Runde mit so vielen Karten spielen (zählt nicht zum Stand)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source> cards</source>
        <translation> Karten</translation>
    </message>
    <message>
        <source>Tie-break deal:</source>
        <translation>Stechen:</translation>
    </message>
    <message>
        <source>Table &amp;changes</source>
        <translation>Tischwe&amp;chsel</translation>
    </message>
    <message>
        <source>Whether the seating may change during a game.</source>
        <translation>Ob sich die Sitzordnung während einer Partie ändern darf.</translation>
    </message>
    <message>
        <source>Players may join, leave or sit out a hand</source>
        <translation>Spieler dürfen einsteigen, aussteigen oder eine Runde aussetzen</translation>
    </message>
    <message>
        <source>A joiner starts from a total you choose; someone who leaves keeps their total and place</source>
        <translation>Wer einsteigt, beginnt mit einem Stand nach Ihrer Wahl; wer aussteigt, behält Stand und Platz</translation>
    </message>
    <message>
        <source>(nothing: made here)</source>
        <translation>(nichts: hier erstellt)</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Player joins</source>
        <translation>Spieler steigt ein</translation>
    </message>
    <message>
        <source>Name of the player who joins</source>
        <translation>Name des Spielers, der einsteigt</translation>
    </message>
    <message>
        <source>Sits after</source>
        <translation>Sitzt nach</translation>
    </message>
    <message>
        <source>&amp;0</source>
        <translation>&amp;0</translation>
    </message>
    <message>
        <source>the &amp;lowest total now ({0})</source>
        <translation>der niedri&amp;gste Stand jetzt ({0})</translation>
    </message>
    <message>
        <source>&amp;typed:</source>
        <translation>&amp;eingegeben:</translation>
    </message>
    <message>
        <source>Start total typed</source>
        <translation>Eingegebener Anfangsstand</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Sits after:</source>
        <translation>&amp;Sitzt nach:</translation>
    </message>
    <message>
        <source>Starts from:</source>
        <translation>Beginnt mit:</translation>
    </message>
    <message>
        <source>Type the name of the player who joins.</source>
        <translation>Geben Sie den Namen des Spielers ein, der einsteigt.</translation>
    </message>
</context>
<context>
    <name>LastHandPanel</name>
    <message>
        <source>Hand {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>Letzte Runde</translation>
    </message>
    <message>
        <source>bid/took · score</source>
        <translation>angesagt/gemacht · Punkte</translation>
    </message>
</context>
<context>
    <name>LeaderboardView</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Exact bids</source>
        <translation>Genaue Ansagen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Season from</source>
        <translation>Saison ab</translation>
    </message>
    <message>
        <source>Only a season&apos;s games</source>
        <translation>Nur die Partien einer Saison</translation>
    </message>
    <message>
        <source>Rate only the games of a season: everyone starts level</source>
        <translation>Nur die Partien einer Saison werten: alle beginnen gleich</translation>
    </message>
    <message>
        <source>Season to</source>
        <translation>Saison bis</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Re&amp;ports…</source>
        <translation>Be&amp;richte…</translation>
    </message>
    <message>
        <source>This season&apos;s report, an evening, a player&apos;s card, head to head</source>
        <translation>Der Bericht dieser Saison, ein Abend, die Karte eines Spielers, direkter Vergleich</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>The conservative rating, μ − 3σ: it rises with wins and with games played</source>
        <translation>Die vorsichtige Wertung, μ − 3σ: Sie steigt mit Siegen und mit gespielten Partien</translation>
    </message>
    <message>
        <source>&lt;p&gt;The &lt;b&gt;rating&lt;/b&gt; is OpenSkill&apos;s cautious estimate, μ − 3σ: &lt;b&gt;μ&lt;/b&gt; is the skill the results so far show, &lt;b&gt;σ&lt;/b&gt; how unsure of it the app still is. Everyone starts at 0 (μ 25, σ 8.33); finishing ahead of others raises μ, and every game lowers σ.&lt;/p&gt;&lt;p&gt;Each finished game counts, in the order played, by its places: a shared place is a tie. A season starts everyone afresh.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die &lt;b&gt;Wertung&lt;/b&gt; ist die vorsichtige Schätzung von OpenSkill, μ − 3σ: &lt;b&gt;μ&lt;/b&gt; ist die Spielstärke, die die bisherigen Ergebnisse zeigen, &lt;b&gt;σ&lt;/b&gt;, wie unsicher sich die App darin noch ist. Alle beginnen bei 0 (μ 25, σ 8,33); wer vor anderen abschließt, hebt sein μ, und jede Partie senkt σ.&lt;/p&gt;&lt;p&gt;Jede beendete Partie zählt in der gespielten Reihenfolge nach ihren Plätzen: ein geteilter Platz ist ein Unentschieden. Eine Saison lässt alle neu beginnen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Direkter Vergleich</translation>
    </message>
    <message>
        <source>Each row&apos;s player against each column&apos;s, in the games they finished together: ahead – behind – level.</source>
        <translation>Der Spieler jeder Zeile gegen den jeder Spalte, in den gemeinsam beendeten Partien: vorn – hinten – gleich.</translation>
    </message>
    <message>
        <source>Club records</source>
        <translation>Vereinsrekorde</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Rekorde</translation>
    </message>
    <message>
        <source> · season {0} to {1}</source>
        <translation> · Saison {0} bis {1}</translation>
    </message>
    <message>
        <source>Leaderboard · {0}</source>
        <translation>Rangliste · {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n beendete Partie</numerusform>
            <numerusform>%n beendete Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>The leaders&apos; ratings over time</source>
        <translation>Die Wertungen der Spitze im Verlauf</translation>
    </message>
    <message>
        <source>{0} against {1}: {2} ahead, {3} behind, {4} level in {5}</source>
        <translation>{0} gegen {1}: {2} vorn, {3} hinten, {4} gleich in {5}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Partien.</translation>
    </message>
</context>
<context>
    <name>LivePage</name>
    <message>
        <source>Hand {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <source>Hand {0} of {1}</source>
        <translation>Runde {0} von {1}</translation>
    </message>
    <message>
        <source>Game finished</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <source>Game abandoned</source>
        <translation>Partie abgebrochen</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>{0} Karten</translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation>{0} gibt</translation>
    </message>
    <message>
        <source>bids next</source>
        <translation>sagt als Nächstes an</translation>
    </message>
    <message>
        <source>{0} can&apos;t bid {1}</source>
        <translation>{0} darf nicht {1} ansagen</translation>
    </message>
    <message>
        <source>No hands were played</source>
        <translation>Es wurde keine Runde gespielt</translation>
    </message>
    <message>
        <source>{0} wins</source>
        <translation>{0} gewinnt</translation>
    </message>
    <message>
        <source>{0} share first place</source>
        <translation>{0} teilen sich Platz 1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>No hands recorded yet</source>
        <translation>Noch keine Runde eingetragen</translation>
    </message>
    <message>
        <source>Tally</source>
        <translation>Strichliste</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Not connected — retrying</source>
        <translation>Nicht verbunden — neuer Versuch läuft</translation>
    </message>
    <message>
        <source>{0} — Scorekeeper live</source>
        <translation>{0} — Scorekeeper live</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Rules file: {0} (open it in Scorekeeper&apos;s editor)</source>
        <translation>Regeldatei: {0} (in Scorekeepers Editor öffnen)</translation>
    </message>
    <message>
        <source>Scorekeeper — live</source>
        <translation>Scorekeeper — live</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>The hand in play</source>
        <translation>Die laufende Runde</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Spielblock</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>Read-only · follows the scorekeeper live</source>
        <translation>Nur lesen · folgt dem Schreiber live</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>&amp;Start screen</source>
        <translation>&amp;Startseite</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>Re&amp;vanche</translation>
    </message>
    <message>
        <source>Play the &amp;tie-break deal…</source>
        <translation>S&amp;techen spielen…</translation>
    </message>
    <message>
        <source>&amp;End game</source>
        <translation>Partie b&amp;eenden</translation>
    </message>
    <message>
        <source>E&amp;xport scorecard…</source>
        <translation>Spielblock e&amp;xportieren…</translation>
    </message>
    <message>
        <source>&amp;Print scorecard…</source>
        <translation>Spielblock &amp;drucken…</translation>
    </message>
    <message>
        <source>&amp;Delete game…</source>
        <translation>Partie &amp;löschen…</translation>
    </message>
    <message>
        <source>&amp;Back up…</source>
        <translation>&amp;Sichern…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Correct a hand…</source>
        <translation>Runde &amp;korrigieren…</translation>
    </message>
    <message>
        <source>Player &amp;joins…</source>
        <translation>Spieler &amp;steigt ein…</translation>
    </message>
    <message>
        <source>Player &amp;leaves…</source>
        <translation>Spieler steigt &amp;aus…</translation>
    </message>
    <message>
        <source>&amp;Sits out next hand…</source>
        <translation>&amp;Nächste Runde aussetzen…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Full-screen scoreboard</source>
        <translation>Spielstand im &amp;Vollbild</translation>
    </message>
    <message>
        <source>Show on &amp;phones…</source>
        <translation>Auf &amp;Handys zeigen…</translation>
    </message>
    <message>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Rangliste</translation>
    </message>
    <message>
        <source>&amp;Reports…</source>
        <translation>&amp;Berichte…</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Diagramme</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>&amp;About Scorekeeper</source>
        <translation>Ü&amp;ber Scorekeeper</translation>
    </message>
    <message>
        <source>History — Scorekeeper</source>
        <translation>Verlauf — Scorekeeper</translation>
    </message>
    <message>
        <source>Players — Scorekeeper</source>
        <translation>Spieler — Scorekeeper</translation>
    </message>
    <message>
        <source>Leaderboard — Scorekeeper</source>
        <translation>Rangliste — Scorekeeper</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Partie beenden</translation>
    </message>
    <message>
        <source>End this game now? Its standings stand as they are; Undo reopens it.</source>
        <translation>Diese Partie jetzt beenden? Der Stand bleibt, wie er ist; Rückgängig öffnet sie wieder.</translation>
    </message>
    <message>
        <source>not open</source>
        <translation>nicht geöffnet</translation>
    </message>
    <message>
        <source>About Scorekeeper</source>
        <translation>Über Scorekeeper</translation>
    </message>
    <message>
        <source>The scorekeeper&apos;s companion at a real card table: Oh Hell (Pratt &amp;amp; Whitney), Oh Shit (misère and 7-down-to-1), Whysteria and Shithead.&lt;br&gt;&lt;br&gt;Every entry is saved the moment it is made. F1 shows the rules of the game in play.</source>
        <translation>Der Begleiter des Schreibers am echten Kartentisch: Oh Hell (Pratt &amp;amp; Whitney), Oh Shit (Misère und 7 bis 1), Whysteria und Shithead.&lt;br&gt;&lt;br&gt;Jeder Eintrag wird gespeichert, sobald er gemacht ist. F1 zeigt die Regeln des laufenden Spiels.</translation>
    </message>
    <message>
        <source>Database: %1&lt;br&gt;Log: %2</source>
        <translation>Datenbank: %1&lt;br&gt;Protokoll: %2</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>House rules  (your table&apos;s own settings)</source>
        <translation>Hausregeln  (die eigenen Einstellungen Ihres Tisches)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players, clockwise round the table</source>
        <translation>Spieler, im Uhrzeigersinn um den Tisch</translation>
    </message>
    <message>
        <source>Type a name, Enter to add it</source>
        <translation>Namen tippen, Eingabetaste fügt ihn hinzu</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Erster Geber</translation>
    </message>
    <message>
        <source>Start game (Ctrl+Enter)</source>
        <translation>Partie beginnen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>{0}:</source>
        <comment>a label</comment>
        <translation>{0}:</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>Add the players, clockwise from anyone.</source>
        <translation>Spieler hinzufügen, im Uhrzeigersinn ab beliebigem Platz.</translation>
    </message>
    <message>
        <source></source>
        <translation></translation>
    </message>
    <message>
        <source>House rules to play</source>
        <translation>Zu spielende Hausregeln</translation>
    </message>
    <message>
        <source>A preset, or rules saved from the editor</source>
        <translation>Eine Vorlage oder im Editor gespeicherte Regeln</translation>
    </message>
    <message>
        <source>&amp;Edit house rules…</source>
        <translation>Hausregeln &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>{0} (edited here)</source>
        <translation>{0} (hier bearbeitet)</translation>
    </message>
</context>
<context>
    <name>PhoneDialog</name>
    <message>
        <source>Show on phones</source>
        <translation>Auf Handys zeigen</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Scan with a phone&apos;s camera to follow the game:</source>
        <translation>Mit der Handykamera scannen, um die Partie zu verfolgen:</translation>
    </message>
    <message>
        <source>QR code of the page&apos;s address</source>
        <translation>QR-Code der Seitenadresse</translation>
    </message>
    <message>
        <source>Address of the page</source>
        <translation>Adresse der Seite</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Read-only: the phones see this game&apos;s scores and nothing else. They must be on the same network as this computer. Anyone with the address can watch until you press Stop or close the app.</source>
        <translation>Nur lesen: Die Handys sehen die Punkte dieser Partie und sonst nichts. Sie müssen im selben Netzwerk sein wie dieser Computer. Wer die Adresse hat, kann zusehen, bis Sie Stopp drücken oder die App schließen.</translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation>&amp;Netzwerk:</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <source>Stop showing the game: the phones&apos; page stops at once</source>
        <translation>Die Partie nicht mehr zeigen: die Seite auf den Handys endet sofort</translation>
    </message>
</context>
<context>
    <name>PhoneShare</name>
    <message>
        <source>On phones</source>
        <translation>Auf Handys</translation>
    </message>
    <message>
        <source>The game is shown on phones: View › Show on phones…</source>
        <translation>Die Partie wird auf Handys gezeigt: Ansicht › Auf Handys zeigen…</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rename…  (F2)</source>
        <translation>Umbenennen…  (F2)</translation>
    </message>
    <message>
        <source>Merge into…  (Ctrl+M)</source>
        <translation>Zusammenführen mit…  (Strg+M)</translation>
    </message>
    <message>
        <source>The same person entered under two names: all games follow</source>
        <translation>Dieselbe Person unter zwei Namen eingetragen: alle Partien gehen mit</translation>
    </message>
    <message>
        <source>S&amp;plit…</source>
        <translation>&amp;Aufteilen…</translation>
    </message>
    <message>
        <source>Two people entered under one name: choose the games that were the other&apos;s</source>
        <translation>Zwei Personen unter einem Namen eingetragen: wählen Sie die Partien des anderen</translation>
    </message>
    <message>
        <source>Undo merge</source>
        <translation>Zusammenführen rückgängig</translation>
    </message>
    <message>
        <source>&lt;b&gt;Players&lt;/b&gt;</source>
        <translation>&lt;b&gt;Spieler&lt;/b&gt;</translation>
    </message>
    <message>
        <source>E&amp;xport statistics…</source>
        <translation>Statistik e&amp;xportieren…</translation>
    </message>
    <message>
        <source>A CSV of statistics per game, with ratings</source>
        <translation>Eine CSV-Datei mit Statistik je Spiel, mit Wertungen</translation>
    </message>
    <message>
        <source>This player&apos;s…</source>
        <translation>Dieser Spieler…</translation>
    </message>
    <message>
        <source>The whole club&apos;s…</source>
        <translation>Der ganze Verein…</translation>
    </message>
    <message>
        <source>Record by game</source>
        <translation>Bilanz je Spiel</translation>
    </message>
    <message>
        <source>Head to head against</source>
        <translation>Direkter Vergleich gegen</translation>
    </message>
    <message>
        <source>Rating and charts for the game</source>
        <translation>Wertung und Diagramme für das Spiel</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Leaderboard…</source>
        <translation>Rangliste…</translation>
    </message>
    <message>
        <source>Everyone&apos;s ratings in this game (Ctrl+L)</source>
        <translation>Die Wertungen aller in diesem Spiel (Strg+L)</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Avg place</source>
        <translation>Ø Platz</translation>
    </message>
    <message>
        <source>Exact bids</source>
        <translation>Genaue Ansagen</translation>
    </message>
    <message>
        <source>Avg hand</source>
        <translation>Ø Runde</translation>
    </message>
    <message>
        <source>Bid − took</source>
        <translation>Ansage − gemacht</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Schlechteste</translation>
    </message>
    <message>
        <source>&amp;Alias…</source>
        <translation>A&amp;lias…</translation>
    </message>
    <message>
        <source>Another name this player answers to: typing it anywhere gives the player (Alt+A)</source>
        <translation>Ein anderer Name dieses Spielers: wo immer er getippt wird, ergibt er den Spieler (Alt+L)</translation>
    </message>
    <message>
        <source>F&amp;orget alias…</source>
        <translation>Alias &amp;vergessen…</translation>
    </message>
    <message>
        <source>The alias no longer stands for this player (Alt+O)</source>
        <translation>Der Alias steht nicht mehr für diesen Spieler (Alt+V)</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inaktiv</translation>
    </message>
    <message>
        <source>Undo merge of {0}  (Ctrl+Z)</source>
        <translation>Zusammenführen von {0} rückgängig  (Strg+Z)</translation>
    </message>
    <message>
        <source>Also called: {0}</source>
        <translation>Auch genannt: {0}</translation>
    </message>
    <message>
        <source>Inactive: not offered for new games or on the leaderboards; every game is kept.</source>
        <translation>Inaktiv: wird für neue Partien und in den Bestenlisten nicht angeboten; jede Partie bleibt erhalten.</translation>
    </message>
    <message>
        <source>Mark &amp;inactive</source>
        <translation>Als &amp;inaktiv markieren</translation>
    </message>
    <message>
        <source>Mark act&amp;ive again</source>
        <translation>Wieder akt&amp;iv markieren</translation>
    </message>
    <message>
        <source>No longer plays: out of completers and leaderboards, every game kept (Alt+I)</source>
        <translation>Spielt nicht mehr: nicht mehr vorgeschlagen und nicht in den Bestenlisten, jede Partie bleibt (Alt+I)</translation>
    </message>
    <message>
        <source>Plays again: back in completers and leaderboards (Alt+I)</source>
        <translation>Spielt wieder: wieder vorgeschlagen und in den Bestenlisten (Alt+I)</translation>
    </message>
    <message>
        <source>μ {0:.1f}, σ {1:.2f} (the rating is μ − 3σ)</source>
        <translation>μ {0:.1f}, σ {1:.2f} (die Wertung ist μ − 3σ)</translation>
    </message>
    <message>
        <source>{0} and {1} have not finished a game together.</source>
        <translation>{0} und {1} haben noch keine Partie gemeinsam beendet.</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;{0}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&amp;nbsp;{1}:&amp;nbsp;&lt;/td&gt;&lt;td&gt;&lt;b&gt;{2}&lt;/b&gt; ahead, &lt;b&gt;{3}&lt;/b&gt; behind, {4} level&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;{0}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&amp;nbsp;{1}:&amp;nbsp;&lt;/td&gt;&lt;td&gt;&lt;b&gt;{2}&lt;/b&gt; vorn, &lt;b&gt;{3}&lt;/b&gt; hinten, {4} gleich&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>No finished games yet: no rating.</source>
        <translation>Noch keine beendeten Partien: keine Wertung.</translation>
    </message>
    <message>
        <source>Not rated in this game yet.</source>
        <translation>In diesem Spiel noch nicht gewertet.</translation>
    </message>
    <message>
        <source>Rating &lt;b&gt;{0:.1f}&lt;/b&gt; &amp;nbsp;(μ {1:.1f}, σ {2:.2f}) · {3} of {4} · {5}</source>
        <translation>Wertung &lt;b&gt;{0:.1f}&lt;/b&gt; &amp;nbsp;(μ {1:.1f}, σ {2:.2f}) · {3} von {4} · {5}</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s)</source>
        <translation>
            <numerusform>%n gewertete Partie</numerusform>
            <numerusform>%n gewertete Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: rating in {1}</source>
        <translation>{0}: Wertung in {1}</translation>
    </message>
    <message>
        <source>{0}: bids against tricks in {1}</source>
        <translation>{0}: Ansagen gegen Stiche in {1}</translation>
    </message>
    <message>
        <source>Bids against tricks</source>
        <translation>Ansagen gegen Stiche</translation>
    </message>
    <message>
        <source>{0}: exact bids by hand size in {1}</source>
        <translation>{0}: genaue Ansagen nach Kartenzahl in {1}</translation>
    </message>
    <message>
        <source>Exact bids by hand size</source>
        <translation>Genaue Ansagen nach Kartenzahl</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <source>CSV spreadsheet (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>{0} konnte nicht geschrieben werden: {1}</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Spieler umbenennen</translation>
    </message>
    <message>
        <source>New name for {0}:</source>
        <translation>Neuer Name für {0}:</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Spieler zusammenführen</translation>
    </message>
    <message>
        <source>{0} is the same person as:</source>
        <translation>{0} ist dieselbe Person wie:</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Another name for {0}:</source>
        <translation>Ein anderer Name für {0}:</translation>
    </message>
    <message>
        <source>Forget alias</source>
        <translation>Alias vergessen</translation>
    </message>
    <message>
        <source>Which alias of {0}:</source>
        <translation>Welcher Alias von {0}:</translation>
    </message>
    <message>
        <source>Merge {0} into {1}?

All of {0}&apos;s games ({2}) become {1}&apos;s, and the name {0} is gone (Undo merge brings it back).</source>
        <translation>{0} mit {1} zusammenführen?

Alle Partien von {0} ({2}) gehören dann {1}, und der Name {0} verschwindet (Zusammenführen rückgängig holt ihn zurück).</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>A new language applies when Scorekeeper next starts.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von Scorekeeper.</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Farbschema:</translation>
    </message>
    <message>
        <source>Scoreboard type size</source>
        <translation>Schriftgröße des Spielstands</translation>
    </message>
    <message>
        <source>Scoreboard type size:</source>
        <translation>Schriftgröße des Spielstands:</translation>
    </message>
    <message>
        <source>Default game</source>
        <translation>Standardspiel</translation>
    </message>
    <message>
        <source>Default game:</source>
        <translation>Standardspiel:</translation>
    </message>
</context>
<context>
    <name>ReportsDialog</name>
    <message>
        <source>Evening</source>
        <translation>Abend</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>Player card</source>
        <translation>Spielerkarte</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Direkter Vergleich</translation>
    </message>
    <message>
        <source>Season from</source>
        <translation>Saison ab</translation>
    </message>
    <message>
        <source>Season to</source>
        <translation>Saison bis</translation>
    </message>
    <message>
        <source>PDF report (*.pdf)</source>
        <translation>PDF-Bericht (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>CSV spreadsheet (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <source>Reports — Scorekeeper</source>
        <translation>Berichte — Scorekeeper</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>&amp;Report:</source>
        <translation>&amp;Bericht:</translation>
    </message>
    <message>
        <source>Evening of</source>
        <translation>Abend vom</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Erster Spieler</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Zweiter Spieler</translation>
    </message>
    <message>
        <source>v</source>
        <translation>gegen</translation>
    </message>
    <message>
        <source>The report</source>
        <translation>Der Bericht</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Speichern unter…</translation>
    </message>
    <message>
        <source>Save this report as PDF, PNG, CSV or text</source>
        <translation>Diesen Bericht als PDF, PNG, CSV oder Text speichern</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Print this report (Ctrl+P)</source>
        <translation>Diesen Bericht drucken (Strg+P)</translation>
    </message>
    <message>
        <source>Save report</source>
        <translation>Bericht speichern</translation>
    </message>
    <message>
        <source>Report not printed</source>
        <translation>Bericht nicht gedruckt</translation>
    </message>
    <message>
        <source>The printer cannot be used ({0})</source>
        <translation>Der Drucker kann nicht benutzt werden ({0})</translation>
    </message>
    <message>
        <source>Report not saved</source>
        <translation>Bericht nicht gespeichert</translation>
    </message>
    <message>
        <source>{0} cannot be written ({1})</source>
        <translation>{0} kann nicht geschrieben werden ({1})</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
</context>
<context>
    <name>ScoreboardModel</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation>{0} gibt</translation>
    </message>
    <message>
        <source>Hand {0}: {1}</source>
        <translation>Runde {0}: {1}</translation>
    </message>
    <message>
        <source>, dealt</source>
        <translation>, gegeben</translation>
    </message>
    <message>
        <source>{0}, hand {1}: {2}</source>
        <translation>{0}, Runde {1}: {2}</translation>
    </message>
    <message>
        <source>, total {0}</source>
        <translation>, Stand {0}</translation>
    </message>
    <message>
        <source>no bid yet</source>
        <translation>noch nicht angesagt</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>Ansage {0}</translation>
    </message>
    <message>
        <source>took {0}</source>
        <translation>{0} Stiche</translation>
    </message>
    <message>
        <source>scored {0}</source>
        <translation>{0} Punkte</translation>
    </message>
    <message>
        <source>total {0}</source>
        <translation>Stand {0}</translation>
    </message>
    <message>
        <source>reset to 0</source>
        <translation>auf 0 zurückgesetzt</translation>
    </message>
    <message numerus="yes">
        <source>%n penalt(y|ies)</source>
        <translation>
            <numerusform>%n Strafe</numerusform>
            <numerusform>%n Strafen</numerusform>
        </translation>
    </message>
    <message>
        <source>in play</source>
        <translation>im Spiel</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>out {0}</source>
        <translation>raus als {0}</translation>
    </message>
    <message>
        <source>played</source>
        <translation>gespielt</translation>
    </message>
</context>
<context>
    <name>ShitheadEntry</name>
    <message>
        <source>key {0}</source>
        <translation>Taste {0}</translation>
    </message>
    <message>
        <source></source>
        <translation></translation>
    </message>
    <message>
        <source>Hand {0}: {1}</source>
        <translation>Runde {0}: {1}</translation>
    </message>
    <message>
        <source>Type their number, then Enter. {0} Backspace takes one back.</source>
        <translation>Nummer tippen, dann Eingabetaste. {0} Rücktaste nimmt eine zurück.</translation>
    </message>
    <message>
        <source>Pick one player, or the whole order out ({0} or {1} players).</source>
        <translation>Einen Spieler wählen oder die ganze Reihenfolge, in der sie ausgingen ({0} oder {1} Spieler).</translation>
    </message>
    <message>
        <source>Hand {0} recorded.</source>
        <translation>Runde {0} erfasst.</translation>
    </message>
</context>
<context>
    <name>SplitDialog</name>
    <message>
        <source>Split {0}</source>
        <translation>{0} aufteilen</translation>
    </message>
    <message>
        <source>Which of {0}&apos;s games did someone else play? Tick them (Space), then name who played them.</source>
        <translation>Welche Partien von {0} hat jemand anderes gespielt? Abhaken (Leertaste), dann nennen, wer sie gespielt hat.</translation>
    </message>
    <message>
        <source>{0}&apos;s games</source>
        <translation>Partien von {0}</translation>
    </message>
    <message>
        <source>They go to</source>
        <translation>Sie gehen an</translation>
    </message>
    <message>
        <source>a new name, or a player who was not there</source>
        <translation>ein neuer Name oder ein Spieler, der nicht dabei war</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>Warum nicht</translation>
    </message>
    <message>
        <source>Move games</source>
        <translation>Partien verschieben</translation>
    </message>
    <message>
        <source>&amp;They go to:</source>
        <translation>&amp;Sie gehen an:</translation>
    </message>
    <message>
        <source>in the trash</source>
        <translation>im Papierkorb</translation>
    </message>
</context>
<context>
    <name>StandingsPanel</name>
    <message>
        <source>after hand {0}</source>
        <translation>nach Runde {0}</translation>
    </message>
    <message>
        <source>no hand played yet</source>
        <translation>noch keine Runde gespielt</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>Tally</source>
        <translation>Strichliste</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Tie-break deal…  (Ctrl+Shift+T)</source>
        <translation>Stechen…  (Strg+Umschalt+T)</translation>
    </message>
    <message>
        <source>Play the 5-card tie-break deal of the tied players</source>
        <translation>Das Stechen mit 5 Karten für die Gleichstehenden spielen</translation>
    </message>
    <message>
        <source>Rematch  (Ctrl+R)</source>
        <translation>Revanche  (Strg+R)</translation>
    </message>
    <message>
        <source>The same game again, in the same seating</source>
        <translation>Dasselbe Spiel noch einmal, in derselben Sitzordnung</translation>
    </message>
    <message>
        <source>The game was ended before its last hand.</source>
        <translation>Das Spiel wurde vor seiner letzten Runde beendet.</translation>
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
        <translation>Punkte zählen am Kartentisch: Rundenplan, Geber, Trumpf, die Geberregel und die Punkte jeder Runde.</translation>
    </message>
    <message>
        <source>New game…  (Ctrl+N)</source>
        <translation>Neue Partie…  (Strg+N)</translation>
    </message>
    <message>
        <source>History  (Ctrl+H)</source>
        <translation>Verlauf  (Strg+H)</translation>
    </message>
    <message>
        <source>Players  (Ctrl+Shift+P)</source>
        <translation>Spieler  (Strg+Umschalt+P)</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Unbeendete Partien</translation>
    </message>
    <message>
        <source>Resume  (Enter)</source>
        <translation>Fortsetzen  (Eingabe)</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Letzte Partien</translation>
    </message>
    <message>
        <source>hand {0} next · last played {1}</source>
        <translation>als Nächstes Runde {0} · zuletzt gespielt {1}</translation>
    </message>
    <message>
        <source>No unfinished games.</source>
        <translation>Keine unbeendeten Partien.</translation>
    </message>
    <message>
        <source>won by {0}</source>
        <translation>gewonnen von {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet: start one!</source>
        <translation>Noch keine Partien: Beginnen Sie eine!</translation>
    </message>
</context>
<context>
    <name>StoreWait</name>
    <message>
        <source>The database answered. Keys typed while waiting, if any, were ignored: type them again.</source>
        <translation>Die Datenbank hat geantwortet. Während des Wartens getippte Tasten wurden ignoriert: bitte noch einmal tippen.</translation>
    </message>
    <message>
        <source>Waiting to store: {what}.</source>
        <translation>Warte aufs Speichern: {what}.</translation>
    </message>
    <message>
        <source>Waiting for it.</source>
        <translation>Es wird gewartet.</translation>
    </message>
    <message>
        <source>The database has not answered for {n} s.</source>
        <translation>Die Datenbank antwortet seit {n} s nicht.</translation>
    </message>
    <message>
        <source>Nothing is lost: it is stored when the database answers. Keys typed meanwhile are ignored.</source>
        <translation>Nichts geht verloren: Es wird gespeichert, sobald die Datenbank antwortet. Tasten, die Sie inzwischen tippen, werden ignoriert.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>turn-up: qh, 10s, jk</source>
        <translation>Trumpfkarte: qh, 10s, jk</translation>
    </message>
    <message>
        <source>Pick…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Turn-up (Ctrl+T):</source>
        <translation>Trumpfkarte (Strg+T):</translation>
    </message>
    <message>
        <source>{0} (! then a letter):</source>
        <translation>{0} (! und ein Buchstabe):</translation>
    </message>
    <message>
        <source>Add a {0} for {1} in this hand (Shift-click takes one back)</source>
        <translation>{0} für {1} in dieser Runde eintragen (Umschalt-Klick nimmt eins zurück)</translation>
    </message>
    <message>
        <source>Schedule of hands</source>
        <translation>Rundenplan</translation>
    </message>
    <message>
        <source>Each cell: bid/tricks and the hand&apos;s score, running total below · ● dealt · green: contract made · ↺ total reset to 0 · ! penalty · ★ leader · Ctrl+E (or F6, ↑↓, Enter, or a double-click) corrects a hand</source>
        <translation>Jede Zelle: Ansage/Stiche und die Punkte der Runde, darunter der Stand · ● gegeben · grün: Ansage erfüllt · ↺ Stand auf 0 zurückgesetzt · ! Strafe · ★ Spitze · Strg+E (oder F6, ↑↓, Eingabe oder Doppelklick) korrigiert eine Runde</translation>
    </message>
    <message>
        <source>Each cell: lost / won / place out, and the running tally · ● dealt</source>
        <translation>Jede Zelle: verloren / gewonnen / Platz beim Rausgehen, und die laufende Strichliste · ● gegeben</translation>
    </message>
    <message>
        <source>&lt;b&gt;Schedule&lt;/b&gt;</source>
        <translation>&lt;b&gt;Rundenplan&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Type the turn-up</source>
        <translation>Trumpfkarte eintippen</translation>
    </message>
    <message>
        <source>Entry or scorecard</source>
        <translation>Eingabe oder Spielblock</translation>
    </message>
    <message>
        <source>{0} played · &lt;b&gt;{1}&lt;/b&gt; share first place</source>
        <translation>{0} gespielt · &lt;b&gt;{1}&lt;/b&gt; teilen sich den ersten Platz</translation>
    </message>
    <message>
        <source>{0} played · &lt;b&gt;{1}&lt;/b&gt; wins</source>
        <translation>{0} gespielt · &lt;b&gt;{1}&lt;/b&gt; gewinnt</translation>
    </message>
    <message>
        <source>No hands were played.</source>
        <translation>Es wurden keine Runden gespielt.</translation>
    </message>
    <message>
        <source>{0} — hand {1} of {2}</source>
        <translation>{0} — Runde {1} von {2}</translation>
    </message>
    <message>
        <source>{0} — hand {1}</source>
        <translation>{0} — Runde {1}</translation>
    </message>
    <message>
        <source>
</source>
        <translation>
</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; each</source>
        <translation>je &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; deals</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; gibt</translation>
    </message>
    <message>
        <source>trump {0}</source>
        <translation>Trumpf {0}</translation>
    </message>
    <message>
        <source>Hand {0}: {1} deals</source>
        <translation>Runde {0}: {1} gibt</translation>
    </message>
    <message>
        <source>open length</source>
        <translation>offene Länge</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Nicht erfasst</translation>
    </message>
    <message>
        <source>A shithead hand is changed with Undo (Ctrl+Z).</source>
        <translation>Eine Shithead-Runde wird mit Rückgängig (Strg+Z) geändert.</translation>
    </message>
    <message>
        <source>This hand is still being played: change it in the entry above.</source>
        <translation>Diese Runde läuft noch: oben in der Eingabe ändern.</translation>
    </message>
    <message>
        <source>Players join, leave and sit out only in a house game whose rules have table changes on.</source>
        <translation>Spieler steigen nur in einer Hauspartie ein, aus oder setzen aus, deren Regeln Tischwechsel erlauben.</translation>
    </message>
    <message>
        <source>No hand has been completed yet: there is nothing to correct.</source>
        <translation>Noch keine Runde abgeschlossen: Es gibt nichts zu korrigieren.</translation>
    </message>
</context>
<context>
    <name>TallyPanel</name>
    <message>
        <source>Next hand</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation>{0} gibt</translation>
    </message>
    <message>
        <source>No hand played yet</source>
        <translation>Noch keine Runde gespielt</translation>
    </message>
    <message>
        <source>Out in order: {0}</source>
        <translation>Raus in dieser Reihenfolge: {0}</translation>
    </message>
    <message>
        <source>{0} lost hand {1}</source>
        <translation>{0} hat Runde {1} verloren</translation>
    </message>
    <message>
        <source>{0} won hand {1}</source>
        <translation>{0} hat Runde {1} gewonnen</translation>
    </message>
</context>
<context>
    <name>TiebreakDialog</name>
    <message>
        <source>Tie-break deal</source>
        <translation>Stechen</translation>
    </message>
    <message>
        <source>{0} are tied on every tie-breaker.
Deal {1} cards each and play one hand: the higher hand score takes the higher place.
It is not added to the totals.</source>
        <translation>{0} liegen nach jeder Entscheidung gleichauf.
Jedem {1} Karten geben und eine Runde spielen: Die höhere Rundenpunktzahl bekommt den höheren Platz.
Sie zählt nicht zu den Gesamtpunkten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bid&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ansage&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tricks&lt;/b&gt;</source>
        <translation>&lt;b&gt;Stiche&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>TrashDialog</name>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Gelöscht</translation>
    </message>
    <message>
        <source>Trash — Scorekeeper</source>
        <translation>Papierkorb — Scorekeeper</translation>
    </message>
    <message>
        <source>Deleted games are kept here, also after the app is closed, until the trash is emptied. Restoring puts a game back as it was.</source>
        <translation>Gelöschte Partien bleiben hier, auch nach dem Schließen der App, bis der Papierkorb geleert wird. Wiederherstellen bringt eine Partie zurück, wie sie war.</translation>
    </message>
    <message>
        <source>Games in the trash</source>
        <translation>Partien im Papierkorb</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Delete for good</source>
        <translation>&amp;Endgültig löschen</translation>
    </message>
    <message>
        <source>&amp;Empty trash</source>
        <translation>Papierkorb &amp;leeren</translation>
    </message>
    <message>
        <source>Delete {0} for good? This cannot be undone.</source>
        <translation>{0} endgültig löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Empty the trash? Its {0} cannot be restored afterwards.</source>
        <translation>Papierkorb leeren? {0} lassen sich danach nicht wiederherstellen.</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>Papierkorb</translation>
    </message>
</context>
<context>
    <name>TrumpPanel</name>
    <message>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Kein Trumpf</translation>
    </message>
    <message>
        <source>Not known yet</source>
        <translation>Noch nicht bekannt</translation>
    </message>
</context>
<context>
    <name>_ChangeDialog</name>
    <message>
        <source>Why it was refused</source>
        <translation>Warum es abgelehnt wurde</translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>{0} — {1} (continued)</source>
        <translation>{0} — {1} (Fortsetzung)</translation>
    </message>
    <message>
        <source>page {0} of {1}</source>
        <translation>Seite {0} von {1}</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Seating (clockwise): {0} · {1} dealt first</source>
        <translation>Sitzordnung (im Uhrzeigersinn): {0} · {1} hat zuerst gegeben</translation>
    </message>
    <message>
        <source>The evening of {0}</source>
        <translation>Der Abend vom {0}</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n sitting(s)</source>
        <translation>
            <numerusform>%n Spielabend</numerusform>
            <numerusform>%n Spielabende</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <source>{0} ({1} finished)</source>
        <translation>{0} ({1} beendet)</translation>
    </message>
    <message>
        <source>Winner of the night</source>
        <translation>Sieger des Abends</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) won</source>
        <translation>
            <numerusform>%n Partie gewonnen</numerusform>
            <numerusform>%n Partien gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>Shithead of the night</source>
        <translation>Shithead des Abends</translation>
    </message>
    <message numerus="yes">
        <source>last %n time(s)</source>
        <translation>
            <numerusform>%n-mal Letzter</numerusform>
            <numerusform>%n-mal Letzter</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} by the rules</source>
        <translation>{0} nach den Regeln</translation>
    </message>
    <message>
        <source>game {0}, hand {1}</source>
        <translation>Partie {0}, Runde {1}</translation>
    </message>
    <message>
        <source>Biggest hand</source>
        <translation>Größte Runde</translation>
    </message>
    <message>
        <source>{0}: {1} points ({2})</source>
        <translation>{0}: {1} Punkte ({2})</translation>
    </message>
    <message>
        <source>Best bidder</source>
        <translation>Beste Ansagen</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} bids exact ({3})</source>
        <translation>{0}: {1} von {2} Ansagen genau ({3})</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>#</source>
        <comment>a game&apos;s number in the sitting</comment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Letzte</translation>
    </message>
    <message>
        <source>Places and points</source>
        <translation>Plätze und Punkte</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Sitting {0} of {1} · {2}</source>
        <translation>Spielabend {0} von {1} · {2}</translation>
    </message>
    <message>
        <source>The sitting · {0}</source>
        <translation>Der Spielabend · {0}</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>Before hand {0}: {1}</source>
        <translation>Vor Runde {0}: {1}</translation>
    </message>
    <message>
        <source>Final places</source>
        <translation>Endplatzierung</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Tie-break deal {0}: {1}</source>
        <translation>Stechrunde {0}: {1}</translation>
    </message>
    <message>
        <source>{0} bid {1} took {2}</source>
        <translation>{0} sagte {1} an, machte {2}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>#</source>
        <comment>the hand&apos;s number, in a column head</comment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>{0} finished, {1} won ({2})</source>
        <translation>{0} beendet, {1} gewonnen ({2})</translation>
    </message>
    <message>
        <source>Nemesis</source>
        <translation>Angstgegner</translation>
    </message>
    <message>
        <source>Favourite opponent</source>
        <translation>Lieblingsgegner</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>Siegesserie</translation>
    </message>
    <message>
        <source>{0} now, {1} at the longest</source>
        <translation>{0} jetzt, {1} die längste</translation>
    </message>
    <message>
        <source>First and last game</source>
        <translation>Erste und letzte Partie</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>{0} Spieler</translation>
    </message>
    <message>
        <source>Games by month</source>
        <translation>Partien nach Monat</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Games by number of players</source>
        <translation>Partien nach Spielerzahl</translation>
    </message>
    <message>
        <source>Table</source>
        <comment>how many players sat at it</comment>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Against each opponent</source>
        <translation>Gegen jeden Gegner</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>They were ahead</source>
        <translation>Vor ihm</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Hinter ihm</translation>
    </message>
    <message>
        <source>Player card: {0}</source>
        <translation>Spielerkarte: {0}</translation>
    </message>
    <message>
        <source>{0}, {1} to {2}</source>
        <translation>{0}, {1} bis {2}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n beendete Partie</numerusform>
            <numerusform>%n beendete Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} ({1} of {2} games together ahead of {3})</source>
        <translation>{0} ({1} von {2} gemeinsamen Partien vor {3})</translation>
    </message>
    <message>
        <source>{0} ({1} of {2} games together behind {3})</source>
        <translation>{0} ({1} von {2} gemeinsamen Partien hinter {3})</translation>
    </message>
    <message>
        <source>{0} ({1} games ahead of {2} each)</source>
        <translation>{0} (je {1} Partien vor {2})</translation>
    </message>
    <message>
        <source>{0} ({1} games behind {2} each)</source>
        <translation>{0} (je {1} Partien hinter {2})</translation>
    </message>
    <message>
        <source>Bids made exactly</source>
        <translation>Genau erfüllte Ansagen</translation>
    </message>
    <message>
        <source>{0} of {1} ({2})</source>
        <translation>{0} von {1} ({2})</translation>
    </message>
    <message>
        <source>Exact %</source>
        <translation>Genau %</translation>
    </message>
    <message>
        <source>Bids by hand size</source>
        <translation>Ansagen nach Kartenzahl</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Genau</translation>
    </message>
    <message>
        <source>Over</source>
        <translation>Drüber</translation>
    </message>
    <message>
        <source>Under</source>
        <translation>Drunter</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Punkte je Runde</translation>
    </message>
    <message>
        <source>Rating over time</source>
        <translation>Wertung im Verlauf</translation>
    </message>
    <message>
        <source>Rating at the end of each month</source>
        <translation>Wertung am Ende jedes Monats</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Games rated</source>
        <translation>Gewertete Partien</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n Niederlage</numerusform>
            <numerusform>%n Niederlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n Sieg</numerusform>
            <numerusform>%n Siege</numerusform>
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
        <translation>{0} führt</translation>
    </message>
    <message>
        <source>Hand {0}: {1} deals</source>
        <translation>Runde {0}: {1} gibt</translation>
    </message>
    <message>
        <source>left</source>
        <comment>a player who left the table</comment>
        <translation>gegangen</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>setzt aus</translation>
    </message>
    <message>
        <source>not joined</source>
        <translation>noch nicht dabei</translation>
    </message>
    <message>
        <source>{0} has left the game</source>
        <translation>{0} hat die Partie verlassen</translation>
    </message>
    <message>
        <source>{0} sits this hand out</source>
        <translation>{0} setzt diese Runde aus</translation>
    </message>
    <message>
        <source>{0} has not joined yet</source>
        <translation>{0} ist noch nicht dabei</translation>
    </message>
    <message>
        <source>{0}; total {1}</source>
        <translation>{0}; gesamt {1}</translation>
    </message>
    <message>
        <source>{0} joined (sitting after {1}, starting from {2})</source>
        <translation>{0} kam dazu (sitzt nach {1}, beginnt mit {2})</translation>
    </message>
    <message>
        <source>{0} left</source>
        <comment>a table change</comment>
        <translation>{0} ist gegangen</translation>
    </message>
    <message>
        <source>{0} sits out</source>
        <translation>{0} setzt aus</translation>
    </message>
    <message>
        <source>{0} sit out</source>
        <translation>{0} setzen aus</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>Ansage {0}</translation>
    </message>
    <message>
        <source>{0} (dealer)</source>
        <translation>{0} (Geber)</translation>
    </message>
    <message>
        <source>bid {0}, took {1}</source>
        <translation>Ansage {0}, {1} Stiche</translation>
    </message>
    <message>
        <source>scored {0}, total {1}</source>
        <translation>{0} Punkte, Stand {1}</translation>
    </message>
    <message>
        <source>lost</source>
        <comment>a hand&apos;s outcome</comment>
        <translation>verloren</translation>
    </message>
    <message>
        <source>won</source>
        <comment>a hand&apos;s outcome</comment>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>Each cell: lost / won / place out (shaded: won), and the tally</source>
        <translation>Jede Zelle: verloren / gewonnen / Platz beim Rausgehen (schattiert: gewonnen) und die Strichliste</translation>
    </message>
    <message>
        <source>shaded: contract made</source>
        <translation>schattiert: Ansage erfüllt</translation>
    </message>
    <message>
        <source>, ! penalty</source>
        <translation>, ! Strafe</translation>
    </message>
    <message>
        <source>Each cell: bid/tricks and hand score ({0}), running total</source>
        <translation>Jede Zelle: Ansage/Stiche und Punkte der Runde ({0}), laufender Stand</translation>
    </message>
    <message>
        <source> (↺ reset to 0)</source>
        <translation> (↺ zurück auf 0)</translation>
    </message>
    <message>
        <source>Scorecard — {0}</source>
        <translation>Spielblock — {0}</translation>
    </message>
    <message>
        <source>the 52-card pack</source>
        <translation>dem Blatt zu 52 Karten</translation>
    </message>
    <message>
        <source>the 36-card pack (6 to A)</source>
        <translation>dem Blatt zu 36 Karten (6 bis Ass)</translation>
    </message>
    <message>
        <source>the 32-card pack (7 to A)</source>
        <translation>dem Blatt zu 32 Karten (7 bis Ass)</translation>
    </message>
    <message>
        <source>the 28-card pack (8 to A)</source>
        <translation>dem Blatt zu 28 Karten (8 bis Ass)</translation>
    </message>
    <message>
        <source>the 24-card pack (9 to A)</source>
        <translation>dem Blatt zu 24 Karten (9 bis Ass)</translation>
    </message>
    <message>
        <source>the 63-card pack (52 plus the 11 and 12 of each suit and the 13 of hearts and diamonds)</source>
        <translation>dem Blatt zu 63 Karten (52 und dazu die 11 und 12 jeder Farbe und die 13 in Herz und Karo)</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>made bids</source>
        <translation>erfüllte Ansagen</translation>
    </message>
    <message>
        <source>made bids above zero</source>
        <translation>erfüllte Ansagen über null</translation>
    </message>
    <message>
        <source>hands with at least the bid taken</source>
        <translation>Runden mit mindestens so vielen Stichen wie angesagt</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>{0} to {1} players.</source>
        <translation>{0} bis {1} Spieler.</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Kartenspiel</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Korrekturen</translation>
    </message>
    <message>
        <source>The scorekeeper may add or take off points for a player in a hand, with a note.</source>
        <translation>Der Schreiber darf einem Spieler in einer Runde Punkte geben oder abziehen, mit einer Notiz.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>A running total that lands on a multiple of {0} (not 0) goes back to 0.</source>
        <translation>Ein Stand, der genau auf ein Vielfaches von {0} (nicht 0) fällt, geht auf 0 zurück.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Rangfolge</translation>
    </message>
    <message>
        <source>Table changes</source>
        <translation>Wechsel am Tisch</translation>
    </message>
    <message>
        <source>Players may join during the game, leave it, or sit out a hand (scoring nothing).</source>
        <translation>Spieler dürfen während der Partie dazukommen, gehen oder eine Runde aussetzen (ohne Punkte).</translation>
    </message>
    <message>
        <source>Played with {0} and a joker, the highest trump.</source>
        <translation>Gespielt mit {0} und einem Joker, dem höchsten Trumpf.</translation>
    </message>
    <message>
        <source>Played with {0}.</source>
        <translation>Gespielt mit {0}.</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} und {1}</translation>
    </message>
    <message>
        <source>{0} players use {1} and the joker.</source>
        <translation>Bei {0} Spielern gilt {1} und der Joker.</translation>
    </message>
    <message>
        <source>{0} players use {1}.</source>
        <translation>Bei {0} Spielern gilt {1}.</translation>
    </message>
    <message>
        <source>the most the pack allows each player</source>
        <translation>so viele, wie das Kartenspiel für jeden hergibt</translation>
    </message>
    <message>
        <source>{0} (fewer if the pack cannot deal that many)</source>
        <translation>{0} (weniger, wenn das Kartenspiel nicht so viele hergibt)</translation>
    </message>
    <message>
        <source>From the largest hand, {0}, down to 1 card.</source>
        <translation>Von der größten Runde, {0}, hinunter bis 1 Karte.</translation>
    </message>
    <message>
        <source>1 card, then one more each hand up to {0}.</source>
        <translation>1 Karte, dann jede Runde eine mehr bis {0}.</translation>
    </message>
    <message>
        <source>The largest hand is played twice.</source>
        <translation>Die größte Runde wird zweimal gespielt.</translation>
    </message>
    <message>
        <source>1 card, one more each hand up to {0}, and back down to 1.</source>
        <translation>1 Karte, jede Runde eine mehr bis {0} und wieder hinunter bis 1.</translation>
    </message>
    <message>
        <source>The 1-card hand is played twice.</source>
        <translation>Die Runde mit 1 Karte wird zweimal gespielt.</translation>
    </message>
    <message>
        <source>From the largest hand, {0}, down to 1 card and back up.</source>
        <translation>Von der größten Runde, {0}, hinunter bis 1 Karte und wieder hinauf.</translation>
    </message>
    <message>
        <source>The same number of cards every hand: {0}.</source>
        <translation>Jede Runde gleich viele Karten: {0}.</translation>
    </message>
    <message>
        <source>1 card, then one more each hand up to {0}, then that many every hand.</source>
        <translation>1 Karte, dann jede Runde eine mehr bis {0}, danach jede Runde so viele.</translation>
    </message>
    <message>
        <source>When the largest hand deals the whole pack, the hands go back down to 1 and up again instead.</source>
        <translation>Verteilt die größte Runde das ganze Kartenspiel, geht es stattdessen wieder hinunter bis 1 und wieder hinauf.</translation>
    </message>
    <message>
        <source>These hands, in order: {0} cards.</source>
        <translation>Diese Runden, der Reihe nach: {0} Karten.</translation>
    </message>
    <message>
        <source>{0} are always trump.</source>
        <translation>{0} ist immer Trumpf.</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>kein Trumpf</translation>
    </message>
    <message>
        <source>Every hand: {0}.</source>
        <translation>Jede Runde: {0}.</translation>
    </message>
    <message>
        <source>Trump follows the sequence {0}, starting again after the last.</source>
        <translation>Trumpf folgt der Reihe {0} und beginnt nach dem letzten von vorn.</translation>
    </message>
    <message>
        <source>The card turned up after the deal gives trump.</source>
        <translation>Die nach dem Geben aufgedeckte Karte bestimmt Trumpf.</translation>
    </message>
    <message>
        <source>{0} turned up means no trumps.</source>
        <translation>{0} als aufgedeckte Karte heißt: kein Trumpf.</translation>
    </message>
    <message>
        <source>When a hand deals the whole pack, the dealer shows his last card for trump.</source>
        <translation>Verteilt eine Runde das ganze Kartenspiel, zeigt der Geber seine letzte Karte als Trumpf.</translation>
    </message>
    <message>
        <source>When a hand deals the whole pack there is no turn-up and no trumps.</source>
        <translation>Verteilt eine Runde das ganze Kartenspiel, wird nichts aufgedeckt und es gibt keinen Trumpf.</translation>
    </message>
    <message>
        <source>the joker</source>
        <translation>der Joker</translation>
    </message>
    <message>
        <source>an ace</source>
        <translation>ein Ass</translation>
    </message>
    <message>
        <source>a jack</source>
        <translation>ein Bube</translation>
    </message>
    <message>
        <source>a queen</source>
        <translation>eine Dame</translation>
    </message>
    <message>
        <source>a king</source>
        <translation>ein König</translation>
    </message>
    <message>
        <source>an {0}</source>
        <comment>a card of this rank: 8, 11</comment>
        <translation>eine {0}</translation>
    </message>
    <message>
        <source>a {0}</source>
        <comment>a card of this rank: 2, 3 …</comment>
        <translation>eine {0}</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation>{0} oder {1}</translation>
    </message>
    <message>
        <source>Bids go clockwise from the dealer&apos;s left; the dealer bids last.</source>
        <translation>Angesagt wird im Uhrzeigersinn, links vom Geber beginnend; der Geber sagt als Letzter an.</translation>
    </message>
    <message>
        <source>Players bid in any order, as they call; the order is recorded.</source>
        <translation>Angesagt wird in beliebiger Reihenfolge, wie gerufen; die Reihenfolge wird festgehalten.</translation>
    </message>
    <message>
        <source>Everyone shows a bid at once.</source>
        <translation>Alle zeigen ihre Ansage gleichzeitig.</translation>
    </message>
    <message>
        <source>The player left of the dealer leads first.</source>
        <translation>Der Spieler links vom Geber spielt zuerst aus.</translation>
    </message>
    <message>
        <source>The highest bidder leads first (on a tie, the first of them to bid).</source>
        <translation>Wer am höchsten angesagt hat, spielt zuerst aus (bei Gleichstand, wer davon zuerst angesagt hat).</translation>
    </message>
    <message>
        <source>The player left of the last bidder leads first.</source>
        <translation>Der Spieler links von dem, der zuletzt angesagt hat, spielt zuerst aus.</translation>
    </message>
    <message>
        <source>The last bidder may not make the bids total the cards</source>
        <translation>Wer zuletzt ansagt, darf die Ansagen nicht auf die Kartenzahl bringen</translation>
    </message>
    <message>
        <source>The last bidder may not make the bids total the cards in hands of {0} cards or more</source>
        <translation>Wer zuletzt ansagt, darf die Ansagen in Runden ab {0} Karten nicht auf die Kartenzahl bringen</translation>
    </message>
    <message>
        <source>0</source>
        <comment>a bid of zero</comment>
        <translation>0</translation>
    </message>
    <message>
        <source>all the cards</source>
        <translation>alle Karten</translation>
    </message>
    <message>
        <source>{0}, unless that bid is {1}.</source>
        <translation>{0}, außer diese Ansage ist {1}.</translation>
    </message>
    <message>
        <source>Any bid is allowed: the bids may total the cards.</source>
        <translation>Jede Ansage ist erlaubt: die Ansagen dürfen die Kartenzahl ergeben.</translation>
    </message>
    <message>
        <source>the bid</source>
        <translation>die Ansage</translation>
    </message>
    <message>
        <source>{0} × the bid</source>
        <translation>{0} × die Ansage</translation>
    </message>
    <message>
        <source>{0} per trick taken</source>
        <translation>{0} je Stich</translation>
    </message>
    <message>
        <source>{0} per trick off</source>
        <translation>{0} je Stich daneben</translation>
    </message>
    <message>
        <source>{0} per card dealt</source>
        <translation>{0} je gegebene Karte</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>minus {0}</source>
        <translation>minus {0}</translation>
    </message>
    <message>
        <source> when the cards left undealt are no more than the players (a short stock)</source>
        <translation>, wenn nicht mehr Karten übrig bleiben als Spieler am Tisch sind (ein kurzer Stapel)</translation>
    </message>
    <message>
        <source> in hands of {0} cards or more</source>
        <translation> in Runden ab {0} Karten</translation>
    </message>
    <message>
        <source>Exact bid: {0}.</source>
        <translation>Genau angesagt: {0}.</translation>
    </message>
    <message>
        <source>A zero bid made: {0} instead.</source>
        <translation>Null angesagt und erfüllt: stattdessen {0}.</translation>
    </message>
    <message>
        <source>A made zero bid earns {0} more{1}.</source>
        <translation>Eine erfüllte Null-Ansage bringt {0} mehr{1}.</translation>
    </message>
    <message>
        <source>A missed bid (more or fewer tricks): {0}.</source>
        <translation>Ansage verfehlt (mehr oder weniger Stiche): {0}.</translation>
    </message>
    <message>
        <source>More tricks than bid: {0}. Fewer: {1}.</source>
        <translation>Mehr Stiche als angesagt: {0}. Weniger: {1}.</translation>
    </message>
    <message>
        <source>bid {0}, took {1}: {2}</source>
        <translation>Ansage {0}, gemacht {1}: {2}</translation>
    </message>
    <message>
        <source>For example (a hand of {0} cards): {1}.</source>
        <translation>Zum Beispiel (eine Runde mit {0} Karten): {1}.</translation>
    </message>
    <message>
        <source>For example: {0}.</source>
        <translation>Zum Beispiel: {0}.</translation>
    </message>
    <message>
        <source>No penalties are recorded.</source>
        <translation>Strafen werden nicht erfasst.</translation>
    </message>
    <message>
        <source>Each {0} costs {1} points in its hand.</source>
        <translation>Jede(r) {0} kostet {1} Punkte in der Runde.</translation>
    </message>
    <message>
        <source>Each {0} adds {1} points in its hand.</source>
        <translation>Jede(r) {0} bringt {1} Punkte in der Runde.</translation>
    </message>
    <message>
        <source>A hand with a {0} scores at most {1} and does not count as a made bid.</source>
        <translation>Eine Runde mit {0} bringt höchstens {1} und zählt nicht als erfüllte Ansage.</translation>
    </message>
    <message>
        <source>The game goes on until the scorekeeper ends it.</source>
        <translation>Die Partie läuft, bis der Schreiber sie beendet.</translation>
    </message>
    <message>
        <source>The game ends after the last hand.</source>
        <translation>Die Partie endet nach der letzten Runde.</translation>
    </message>
    <message>
        <source>The game ends after the hand in which a total passes {0}, or after the last hand if that comes first.</source>
        <translation>Die Partie endet nach der Runde, in der ein Stand {0} übersteigt, oder nach der letzten Runde, falls die zuerst kommt.</translation>
    </message>
    <message>
        <source>The game ends after the hand in which a total passes {0}.</source>
        <translation>Die Partie endet nach der Runde, in der ein Stand {0} übersteigt.</translation>
    </message>
    <message>
        <source>Highest total wins.</source>
        <translation>Der höchste Stand gewinnt.</translation>
    </message>
    <message>
        <source>Ties are split by {0} (a hand with a penalty counts as none of these).</source>
        <translation>Bei Gleichstand entscheiden {0} (eine Runde mit Strafe zählt dabei nicht).</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, dann </translation>
    </message>
    <message>
        <source>Players still tied may play a tie-break deal of {0} cards each; the higher score takes the higher place.</source>
        <translation>Wer dann noch gleichauf liegt, darf eine Stechrunde mit {0} Karten für jeden spielen; die höhere Punktzahl bekommt den besseren Platz.</translation>
    </message>
    <message>
        <source>Players still tied share the place.</source>
        <translation>Wer dann noch gleichauf liegt, teilt sich den Platz.</translation>
    </message>
    <message>
        <source>trump not recorded</source>
        <translation>Trumpf nicht erfasst</translation>
    </message>
    <message>
        <source>{0} are trump</source>
        <translation>{0} ist Trumpf</translation>
    </message>
    <message>
        <source>{0} bid, {1}</source>
        <translation>{0} angesagt, {1}</translation>
    </message>
    <message>
        <source>{0}: under by {1}</source>
        <translation>{0}: {1} zu wenig</translation>
    </message>
    <message>
        <source>{0}: over by {1}</source>
        <translation>{0}: {1} zu viel</translation>
    </message>
    <message>
        <source>{0}: exactly</source>
        <translation>{0}: genau</translation>
    </message>
    <message>
        <source>{0} can&apos;t bid {1}</source>
        <translation>{0} darf nicht {1} ansagen</translation>
    </message>
    <message>
        <source>revoke</source>
        <translation>Nicht-Bedienen</translation>
    </message>
    <message>
        <source>revokes</source>
        <translation>Nicht-Bedienen</translation>
    </message>
    <message>
        <source>renege</source>
        <translation>Verweigern</translation>
    </message>
    <message>
        <source>reneges</source>
        <translation>Verweigern</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>penalties</source>
        <translation>Strafen</translation>
    </message>
    <message>
        <source>hand {0}: {1}</source>
        <translation>Runde {0}: {1}</translation>
    </message>
    <message>
        <source>there is nothing to undo</source>
        <translation>es gibt nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>there is nothing to redo</source>
        <translation>es gibt nichts zu wiederholen</translation>
    </message>
    <message>
        <source>the game is over after hand {0}; no more can be recorded</source>
        <translation>die Partie ist nach Runde {0} vorbei; es kann nichts mehr erfasst werden</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: {2} contracts fulfilled to {3}</source>
        <translation>{0} vor {1}: {2} zu {3} erfüllte Ansagen</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: {2} winning contracts fulfilled to {3}</source>
        <translation>{0} vor {1}: {2} zu {3} erfüllte Ansagen über null</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: {2} contracts fulfilled or exceeded to {3}</source>
        <translation>{0} vor {1}: {2} zu {3} erfüllte oder übertroffene Ansagen</translation>
    </message>
    <message>
        <source>house rules: {0} players cannot be dealt a hand from the {1}-card pack</source>
        <translation>Hausregeln: {0} Spielern kann aus dem Spiel mit {1} Karten keine Runde gegeben werden</translation>
    </message>
    <message>
        <source>house rules: {0} cards each for {1} players needs {2} cards, more than the {3} in the pack</source>
        <translation>Hausregeln: {0} Karten für jeden von {1} Spielern braucht {2} Karten, mehr als die {3} im Spiel</translation>
    </message>
    <message>
        <source>house rules: schedule.list has a hand of {0} cards, more than {1} players can be dealt from {2} cards</source>
        <translation>Hausregeln: schedule.list hat eine Runde mit {0} Karten, mehr als {1} Spieler aus {2} Karten bekommen können</translation>
    </message>
    <message>
        <source>{0} are always trump</source>
        <translation>{0} ist immer Trumpf</translation>
    </message>
    <message>
        <source>hand {0} has no trumps in the trump sequence</source>
        <translation>Runde {0} hat laut Trumpffolge keinen Trumpf</translation>
    </message>
    <message>
        <source>{0} in the trump sequence</source>
        <translation>{0} laut Trumpffolge</translation>
    </message>
    <message>
        <source>all {0} cards are dealt: no turn-up, no trumps</source>
        <translation>alle {0} Karten sind verteilt: keine aufgedeckte Karte, kein Trumpf</translation>
    </message>
    <message>
        <source>turn-up not recorded</source>
        <translation>aufgedeckte Karte nicht erfasst</translation>
    </message>
    <message>
        <source>joker turned up: no trumps</source>
        <translation>Joker aufgedeckt: kein Trumpf</translation>
    </message>
    <message>
        <source>{0} turned up: an ace means no trumps</source>
        <translation>{0} aufgedeckt: ein Ass bedeutet kein Trumpf</translation>
    </message>
    <message>
        <source>{0} turned up: a {1} means no trumps</source>
        <translation>{0} aufgedeckt: eine {1} bedeutet kein Trumpf</translation>
    </message>
    <message>
        <source>turn-up {0}</source>
        <translation>aufgedeckt: {0}</translation>
    </message>
    <message>
        <source>The pack is used up: the dealer shows his last card for trump.</source>
        <translation>Der Stapel ist aufgebraucht: Der Geber zeigt seine letzte Karte als Trumpf.</translation>
    </message>
    <message>
        <source>All {0} cards are dealt: no turn-up, no trumps.</source>
        <translation>Alle {0} Karten sind verteilt: keine aufgedeckte Karte, kein Trumpf.</translation>
    </message>
    <message>
        <source>{0} bids last and may not bid {1} (bids would total the {2})</source>
        <translation>{0} sagt als Letzter an und darf nicht {1} ansagen (die Ansagen ergäben die {2})</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: tie-break deal {2} to {3}</source>
        <translation>{0} vor {1}: Stechrunde {2} zu {3}</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: tie-break deal {2} {3} to {4}</source>
        <translation>{0} vor {1}: Stechrunde {2}: {3} zu {4}</translation>
    </message>
    <message>
        <source>{0} and {1} tied on the total and every tie-breaker: they share the place</source>
        <translation>{0} und {1} sind im Gesamtstand und bei jedem Kriterium gleichauf: Sie teilen sich den Platz</translation>
    </message>
    <message>
        <source>A trick game played by the table&apos;s own settings.</source>
        <translation>Ein Stichspiel nach den eigenen Einstellungen des Tisches.</translation>
    </message>
    <message>
        <source>“{0}”: a trick game played by the table&apos;s own settings.</source>
        <translation>„{0}“: ein Stichspiel nach den eigenen Einstellungen des Tisches.</translation>
    </message>
    <message>
        <source>{0} deals and may not bid {1} (bids would total the {2})</source>
        <translation>{0} gibt und darf nicht {1} ansagen (die Ansagen ergäben die {2})</translation>
    </message>
    <message>
        <source>the game ended after hand {0}; no more hands can be recorded</source>
        <translation>die Partie endete nach Runde {0}; es können keine Runden mehr erfasst werden</translation>
    </message>
    <message>
        <source>the game has only {0}</source>
        <translation>die Partie hat nur {0}</translation>
    </message>
    <message>
        <source>{0} bid {1}, but a bid must be a whole number from 0 to {2} in a hand of {3}</source>
        <translation>{0} sagte {1} an, aber eine Ansage muss in einer Runde mit {3} eine ganze Zahl von 0 bis {2} sein</translation>
    </message>
    <message>
        <source>Reset after hand {0}: {1} back to 0</source>
        <translation>Zurückgesetzt nach Runde {0}: {1} wieder auf 0</translation>
    </message>
    <message>
        <source>{0} took {1} tricks, but tricks must be a whole number from 0 to {2} in a hand of {3}</source>
        <translation>{0} machte {1} Stiche, aber Stiche müssen in einer Runde mit {3} eine ganze Zahl von 0 bis {2} sein</translation>
    </message>
    <message>
        <source>the tricks add up to {0}, but {1} were dealt to each player and every trick is taken by someone</source>
        <translation>die Stiche ergeben {0}, aber jeder Spieler bekam {1} und jeder Stich geht an jemanden</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
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
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Partien</translation>
    </message>
    <message>
        <source>level</source>
        <comment>neither ahead</comment>
        <translation>gleich</translation>
    </message>
    <message>
        <source>{0} ahead {1} times, {2} ahead {3} times, level {4}</source>
        <translation>{0} {1}-mal vorn, {2} {3}-mal vorn, {4}-mal gleich</translation>
    </message>
    <message>
        <source>{0} v {1}</source>
        <translation>{0} gegen {1}</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Gemeinsame Partien</translation>
    </message>
    <message>
        <source>Who finished ahead</source>
        <translation>Wer vorn lag</translation>
    </message>
    <message>
        <source>Game by game</source>
        <translation>Spiel für Spiel</translation>
    </message>
    <message>
        <source>A ahead</source>
        <translation>A vorn</translation>
    </message>
    <message>
        <source>B ahead</source>
        <translation>B vorn</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Gleich</translation>
    </message>
    <message>
        <source>A won</source>
        <translation>A gewann</translation>
    </message>
    <message>
        <source>B won</source>
        <translation>B gewann</translation>
    </message>
    <message>
        <source>A avg place</source>
        <translation>A Ø Platz</translation>
    </message>
    <message>
        <source>B avg place</source>
        <translation>B Ø Platz</translation>
    </message>
    <message>
        <source>Last meetings</source>
        <translation>Letzte Begegnungen</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>A place</source>
        <translation>A Platz</translation>
    </message>
    <message>
        <source>B place</source>
        <translation>B Platz</translation>
    </message>
    <message>
        <source>Ahead</source>
        <translation>Vorn</translation>
    </message>
    <message>
        <source>Head to head: {0}</source>
        <translation>Direkter Vergleich: {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) together</source>
        <translation>
            <numerusform>%n gemeinsame beendete Partie</numerusform>
            <numerusform>%n gemeinsame beendete Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>new</source>
        <comment>not rated in the season before</comment>
        <translation>neu</translation>
    </message>
    <message>
        <source>same</source>
        <comment>the same rank as in the season before</comment>
        <translation>gleich</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Avg place</source>
        <translation>Ø Platz</translation>
    </message>
    <message>
        <source>Exact bids</source>
        <translation>Genaue Ansagen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Beendete Partien</translation>
    </message>
    <message>
        <source>Moves compared with</source>
        <translation>Bewegung verglichen mit</translation>
    </message>
    <message>
        <source>Season {0} – {1}</source>
        <translation>Saison {0} – {1}</translation>
    </message>
    <message>
        <source>Ratings of this season&apos;s games only: everyone starts level</source>
        <translation>Wertungen nur aus den Partien dieser Saison: alle beginnen gleich</translation>
    </message>
    <message>
        <source>{0} — page {1} of {2}</source>
        <translation>{0} — Seite {1} von {2}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Any player may deal first.</source>
        <translation>Jeder darf zuerst geben.</translation>
    </message>
    <message>
        <source>{0}–{1} players</source>
        <translation>{0}–{1} Spieler</translation>
    </message>
    <message>
        <source>{0} and {1} are the same name (names compare ignoring case); give each player a different name</source>
        <translation>{0} und {1} sind derselbe Name (Groß- und Kleinschreibung zählt nicht); gebt jedem Spieler einen anderen Namen</translation>
    </message>
    <message>
        <source>{0} takes {1} to {2} players, not {3}</source>
        <translation>{0} ist für {1} bis {2} Spieler, nicht {3}</translation>
    </message>
    <message>
        <source>Up to nine cards and back; bids shown at once, a zero bid (misère) made scores 5, every trick counts, revokes cost a net 5.</source>
        <translation>Bis neun Karten und zurück; Ansagen gleichzeitig aufgedeckt, eine erfüllte Null-Ansage (Misère) bringt 5, jeder Stich zählt, Nicht-Bedienen kostet netto 5.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hands:&lt;/b&gt; 1 card, 2 cards … up to the peak (9, or fewer when the pack is short) and back down to 1 (full game), or from the peak down to 1 (half game). With 6 or 7 players the 63-card pack is used.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Trump:&lt;/b&gt; the suit of the turn-up (when the pack is used up, the dealer&apos;s last card). An ace or the joker turned up means no trumps.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bids&lt;/b&gt; are shown at once: there is no forbidden bid.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; bid made exactly: 10 + tricks (a zero bid made: 5); more tricks than bid: 1 per trick; fewer: minus the shortfall. A revoke makes the hand a net −5 (or worse if the hand already lost more).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ties&lt;/b&gt; are broken by contracts fulfilled, then winning contracts fulfilled, then contracts fulfilled or exceeded; a tie that survives may be settled by a 5-card deal that is not added to the totals.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Runden:&lt;/b&gt; 1 Karte, 2 Karten … bis zum Höchststand (9, oder weniger, wenn das Blatt knapp ist) und zurück auf 1 (ganzes Spiel), oder vom Höchststand hinab auf 1 (halbes Spiel). Mit 6 oder 7 Spielern wird das Blatt mit 63 Karten genommen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Trumpf:&lt;/b&gt; die Farbe der aufgedeckten Karte (ist der Stapel aufgebraucht, die letzte Karte des Gebers). Ein aufgedecktes Ass oder der Joker bedeutet kein Trumpf.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ansagen&lt;/b&gt; werden gleichzeitig aufgedeckt: keine Ansage ist verboten.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Punkte:&lt;/b&gt; Ansage genau erfüllt: 10 + Stiche (eine erfüllte Null-Ansage: 5); mehr Stiche als angesagt: 1 je Stich; weniger: minus der Fehlbetrag. Ein Nicht-Bedienen macht die Runde zu netto −5 (oder schlechter, wenn die Runde schon mehr verloren hat).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gleichstände&lt;/b&gt; entscheiden erfüllte Ansagen, dann erfüllte gewinnende Ansagen, dann erfüllte oder übertroffene Ansagen; ein bleibender Gleichstand kann mit einer Runde zu 5 Karten entschieden werden, die nicht zum Stand zählt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Any player may deal first; the deal then passes to the left.</source>
        <translation>Jeder darf zuerst geben; danach geht das Geben nach links weiter.</translation>
    </message>
    <message>
        <source>full: 1 card up to the peak and back to 1 (17 hands); half: from the peak down to 1 (9 hands)</source>
        <translation>ganz: 1 Karte bis zum Höchststand und zurück auf 1 (17 Runden); halb: vom Höchststand hinab auf 1 (9 Runden)</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>full</source>
        <translation>ganz</translation>
    </message>
    <message>
        <source>half</source>
        <translation>halb</translation>
    </message>
    <message>
        <source>Add one joker, the highest trump</source>
        <translation>Einen Joker dazunehmen, den höchsten Trumpf</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>With 6 or 7 players use the 63-card pack (11s, 12s and red 13s)</source>
        <translation>Mit 6 oder 7 Spielern das Blatt mit 63 Karten nehmen (11er, 12er und rote 13er)</translation>
    </message>
    <message>
        <source>Big pack</source>
        <translation>Großes Blatt</translation>
    </message>
    <message>
        <source>One card more each hand up to the most the pack allows; exact bid scores 10 + bid; a total that lands on a multiple of 50 goes back to 0; first past 100 ends it.</source>
        <translation>Jede Runde eine Karte mehr bis zum Maximum des Blatts; genaue Ansage bringt 10 + Ansage; ein Stand, der auf einem Vielfachen von 50 landet, fällt auf 0; wer zuerst über 100 kommt, beendet das Spiel.</translation>
    </message>
    <message>
        <source>Everyone turns a card: the player to the right of the lowest card deals first. In the next game of a sitting, the player to the right of the previous winner deals.</source>
        <translation>Jeder deckt eine Karte auf: Wer rechts von der niedrigsten Karte sitzt, gibt zuerst. Im nächsten Spiel des Abends gibt, wer rechts vom letzten Sieger sitzt.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hands:&lt;/b&gt; 1 card, then one more each hand up to the most the pack allows, and that many until the end (3 players use the 28-card pack, 8 to A). With 4 players the hands go 1…13…1…13; the 13-card hand deals the whole pack and has no trumps.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bids&lt;/b&gt; go clockwise from the dealer&apos;s left; the dealer may not make the bids total the cards unless the dealer bids 0 or all the cards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; exactly the bid: 10 + bid; fewer tricks: −bid; more: −tricks. A renege not caught at once: −20. A total that lands on a multiple of 50 (not 0) goes back to 0.&lt;/p&gt;&lt;p&gt;&lt;b&gt;End:&lt;/b&gt; after the hand in which someone passes 100. Ties share the place.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Runden:&lt;/b&gt; 1 Karte, dann jede Runde eine mehr bis zum Höchsten, was das Blatt erlaubt, und so viele bis zum Ende (3 Spieler nehmen das Blatt mit 28 Karten, 8 bis A). Mit 4 Spielern gehen die Runden 1…13…1…13; die Runde mit 13 Karten verteilt das ganze Blatt und hat keinen Trumpf.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ansagen&lt;/b&gt; gehen im Uhrzeigersinn ab links vom Geber; der Geber darf die Ansagen nicht auf die Kartenzahl bringen, außer er sagt 0 oder alle Karten an.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Punkte:&lt;/b&gt; genau die Ansage: 10 + Ansage; weniger Stiche: −Ansage; mehr: −Stiche. Ein nicht sofort entdecktes Nicht-Bedienen: −20. Ein Stand, der auf einem Vielfachen von 50 (nicht 0) landet, geht zurück auf 0.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ende:&lt;/b&gt; nach der Runde, in der jemand 100 überschreitet. Gleichstand teilt sich den Platz.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>total reached a multiple of 50 and went back to 0</source>
        <translation>Stand erreichte ein Vielfaches von 50 und fiel auf 0</translation>
    </message>
    <message>
        <source>Rematch: the winner is not at the table, so anyone may deal first.</source>
        <translation>Revanche: Der Sieger sitzt nicht am Tisch, also darf jeder zuerst geben.</translation>
    </message>
    <message>
        <source>Rematch: the player to the right of the winner ({0}) deals first.</source>
        <translation>Revanche: Wer rechts vom Sieger ({0}) sitzt, gibt zuerst.</translation>
    </message>
    <message>
        <source>The winners tied: choose between {0}.</source>
        <translation>Die Sieger liegen gleichauf: Wählt zwischen {0}.</translation>
    </message>
    <message>
        <source>A beating game: the last player holding cards is the shithead. The app keeps the sitting&apos;s tally of losses (or wins).</source>
        <translation>Ein Ablegespiel: Wer zuletzt noch Karten hält, ist der Shithead. Die App führt die Strichliste des Abends über Niederlagen (oder Siege).</translation>
    </message>
    <message>
        <source>Anyone may deal first. Loser mode: the loser deals the next hand; winner mode: the deal passes to the left.</source>
        <translation>Jeder darf zuerst geben. Verlierer-Modus: Der Verlierer gibt die nächste Runde; Gewinner-Modus: Das Geben geht nach links weiter.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Each hand&lt;/b&gt; records who went out in which order, or just the last player holding cards (the loser) — in winner mode, just the first out.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Loser mode:&lt;/b&gt; standings by fewest losses; the loser deals the next hand. &lt;b&gt;Winner mode:&lt;/b&gt; by most wins; the deal passes left. With full orders out, a tie is split by the better average finishing position.&lt;/p&gt;&lt;p&gt;&lt;b&gt;End:&lt;/b&gt; when you end the sitting, or when someone reaches the target.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Jede Runde&lt;/b&gt; hält fest, wer in welcher Reihenfolge rausging, oder nur, wer zuletzt noch Karten hielt (der Verlierer) — im Gewinner-Modus nur, wer zuerst raus war.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Verlierer-Modus:&lt;/b&gt; Stand nach den wenigsten Niederlagen; der Verlierer gibt die nächste Runde. &lt;b&gt;Gewinner-Modus:&lt;/b&gt; nach den meisten Siegen; das Geben geht nach links. Mit ganzen Reihenfolgen entscheidet bei Gleichstand der bessere durchschnittliche Platz.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ende:&lt;/b&gt; wenn Sie den Spielabend beenden oder jemand das Ziel erreicht.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>loser: standings by fewest losses, the loser deals next; winner: standings by most wins, the deal passes left</source>
        <translation>Verlierer: Stand nach den wenigsten Niederlagen, der Verlierer gibt als Nächster; Gewinner: Stand nach den meisten Siegen, das Geben geht nach links</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>loser</source>
        <translation>Verlierer</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <source>Add two jokers (they reverse play); allows 6 players</source>
        <translation>Zwei Joker dazunehmen (sie kehren die Spielrichtung um); erlaubt 6 Spieler</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Face-down and face-up cards dealt to each player</source>
        <translation>Verdeckte und offene Karten für jeden Spieler</translation>
    </message>
    <message>
        <source>Table cards</source>
        <translation>Tischkarten</translation>
    </message>
    <message>
        <source>End the sitting when someone reaches this many losses (wins in winner mode)</source>
        <translation>Den Abend beenden, sobald jemand so viele Niederlagen erreicht (Siege im Gewinner-Modus)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>{0}–{1} players ({2} with jokers)</source>
        <translation>{0}–{1} Spieler ({2} mit Jokern)</translation>
    </message>
    <message>
        <source>who is the shithead (the last still holding cards)?</source>
        <translation>wer ist der Shithead (hält als Letzter noch Karten)?</translation>
    </message>
    <message>
        <source>who went out first?</source>
        <translation>wer ist als Erster ausgegangen?</translation>
    </message>
    <message>
        <source>Or type everyone&apos;s number in the order they went out, first out first (the last can be left out).</source>
        <translation>Oder alle Nummern in der Reihenfolge tippen, in der sie ausgingen, den Ersten zuerst (der Letzte kann fehlen).</translation>
    </message>
    <message>
        <source>first to {0} ends the sitting</source>
        <translation>wer zuerst {0} hat, beendet den Spielabend</translation>
    </message>
    <message>
        <source>{0} reached {1}: the sitting is over.</source>
        <translation>{0} hat {1} erreicht: Der Spielabend ist vorbei.</translation>
    </message>
    <message>
        <source>The sitting was ended.</source>
        <translation>Der Spielabend wurde beendet.</translation>
    </message>
    <message>
        <source>Deal each player {0} face-down, {0} face-up and 3 in hand.</source>
        <translation>Gib jedem Spieler {0} verdeckt, {0} offen und 3 auf die Hand.</translation>
    </message>
    <message>
        <source>Fourteen hands, 7 cards down to 1 and back up; the dealer may not make the bids total the cards; an exact bid scores 10 + 2 per trick bid.</source>
        <translation>Vierzehn Runden, 7 Karten hinab auf 1 und wieder hinauf; der Geber darf die Ansagen nicht auf die Kartenzahl bringen; eine genaue Ansage bringt 10 + 2 je angesagtem Stich.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hands:&lt;/b&gt; 7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7 cards (14 hands). Trump is the suit of the turn-up.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bids&lt;/b&gt; go clockwise from the dealer&apos;s left; the dealer bids last and may not bid the number that makes the bids total the cards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First lead:&lt;/b&gt; the highest bidder (the first to bid it on equal bids).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; exactly the bid: 10 + 2 per trick bid; otherwise −2 per trick missed either way. Ties share the place.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Runden:&lt;/b&gt; 7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7 Karten (14 Runden). Trumpf ist die Farbe der aufgedeckten Karte.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ansagen&lt;/b&gt; gehen im Uhrzeigersinn ab links vom Geber; der Geber sagt zuletzt an und darf nicht die Zahl ansagen, mit der die Ansagen die Kartenzahl ergeben.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Erstes Ausspiel:&lt;/b&gt; wer am höchsten angesagt hat (bei gleichen Ansagen, wer sie zuerst gemacht hat).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Punkte:&lt;/b&gt; genau die Ansage: 10 + 2 je angesagtem Stich; sonst −2 je Stich daneben, in beide Richtungen. Gleichstand teilt sich den Platz.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Everyone draws a card: the highest card deals first.</source>
        <translation>Jeder zieht eine Karte: Die höchste Karte gibt zuerst.</translation>
    </message>
    <message>
        <source>Bid in any order, lead when you like; spades are always trump; whoever bids last may not make the bids total the cards; 1 point for an exact bid.</source>
        <translation>Ansagen in beliebiger Reihenfolge, ausspielen, wann man will; Pik ist immer Trumpf; wer zuletzt ansagt, darf die Ansagen nicht auf die Kartenzahl bringen; 1 Punkt für eine genaue Ansage.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hands:&lt;/b&gt; 7 down to 1 and back to 7 (13 hands); long: 10 down to 1 and back (2–5 players); constant: the same number every hand until you end the game. In the one-card hand everyone holds the card to their forehead, unseen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Trump:&lt;/b&gt; spades, always.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bids&lt;/b&gt; are called in any order; whoever calls last may not make the bids total the cards. If nobody calls, the player left of the last bidder must.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; 1 for exactly the bid, else 0. Ties share the place.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Runden:&lt;/b&gt; 7 hinab auf 1 und zurück auf 7 (13 Runden); lang: 10 hinab auf 1 und zurück (2–5 Spieler); konstant: jede Runde gleich viele, bis Sie das Spiel beenden. In der Runde mit einer Karte hält jeder die Karte ungesehen an die Stirn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Trumpf:&lt;/b&gt; Pik, immer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ansagen&lt;/b&gt; kommen in beliebiger Reihenfolge; wer zuletzt ansagt, darf die Ansagen nicht auf die Kartenzahl bringen. Sagt niemand an, muss der Spieler links vom letzten Ansager.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Punkte:&lt;/b&gt; 1 für genau die Ansage, sonst 0. Gleichstand teilt sich den Platz.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>standard: 7 down to 1 and back (13 hands); long: 10 down to 1 and back (19 hands, 2–5 players); constant: the same number of cards every hand until you end the game</source>
        <translation>Standard: 7 hinab auf 1 und zurück (13 Runden); lang: 10 hinab auf 1 und zurück (19 Runden, 2–5 Spieler); gleichbleibend: jede Runde gleich viele Karten, bis ihr das Spiel beendet</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Ablauf</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>long</source>
        <translation>lang</translation>
    </message>
    <message>
        <source>constant</source>
        <translation>gleichbleibend</translation>
    </message>
    <message>
        <source>Cards per hand with the constant schedule (cards × players ≤ 52)</source>
        <translation>Karten je Runde beim gleichbleibenden Ablauf (Karten × Spieler ≤ 52)</translation>
    </message>
    <message>
        <source>One-card hand: don&apos;t look! Everyone holds their card to their forehead, face out, then bids.</source>
        <translation>Runde mit einer Karte: nicht hinschauen! Alle halten ihre Karte mit dem Bild nach außen an die Stirn und bieten dann.</translation>
    </message>
    <message>
        <source>{0}. {1}: {2}</source>
        <comment>a hand of the schedule</comment>
        <translation>{0}. {1}: {2}</translation>
    </message>
    <message>
        <source>house rules: {0} is for {1} to {2} players, not {3} (change Players to allow {3})</source>
        <translation>{0} ist für {1} bis {2} Spieler, nicht {3} (Spieler ändern, um {3} zu erlauben)</translation>
    </message>
    <message>
        <source>dealer&apos;s last card</source>
        <translation>letzte Karte des Gebers</translation>
    </message>
    <message>
        <source>no trumps (whole pack dealt)</source>
        <translation>kein Trumpf (ganzes Blatt verteilt)</translation>
    </message>
    <message>
        <source>turn-up</source>
        <translation>Trumpfkarte</translation>
    </message>
    <message>
        <source>house rules: {0} must be {1}, not {2}</source>
        <translation>Hausregeln: {0} muss {1} sein, nicht {2}</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a whole number ≥ {0}</source>
        <translation>eine ganze Zahl ≥ {0}</translation>
    </message>
    <message>
        <source>a whole number from {0} to {1}</source>
        <translation>eine ganze Zahl von {0} bis {1}</translation>
    </message>
    <message>
        <source>one of {0}</source>
        <translation>einer der Werte {0}</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>house rules: {0}.{1} is not a setting (the settings of {0} are: {2})</source>
        <translation>Hausregeln: {0}.{1} ist keine Einstellung (die Einstellungen von {0} sind: {2})</translation>
    </message>
    <message>
        <source>house rules: {0}.{1} is missing</source>
        <translation>Hausregeln: {0}.{1} fehlt</translation>
    </message>
    <message>
        <source>a list of {0} to {1} items</source>
        <translation>eine Liste mit {0} bis {1} Einträgen</translation>
    </message>
    <message>
        <source>a list of at least {0} items</source>
        <translation>eine Liste mit mindestens {0} Einträgen</translation>
    </message>
    <message>
        <source>text of 1 to 40 characters</source>
        <translation>ein Text mit 1 bis 40 Zeichen</translation>
    </message>
    <message>
        <source>a preset name or null</source>
        <translation>der Name einer Vorlage oder null</translation>
    </message>
    <message>
        <source>an object from a player count to a pack</source>
        <translation>ein Objekt von Spielerzahl zu Kartenspiel</translation>
    </message>
    <message>
        <source>keyed by player counts 2 to 10 (as text)</source>
        <translation>nach Spielerzahlen 2 bis 10 (als Text) geordnet</translation>
    </message>
    <message>
        <source>house rules: schedule.list is for the list shape only</source>
        <translation>Hausregeln: schedule.list gilt nur für die Form list</translation>
    </message>
    <message>
        <source>house rules: penalty needs exactly one of each or floor</source>
        <translation>Hausregeln: penalty braucht genau eins von each oder floor</translation>
    </message>
    <message>
        <source>a list without repeats</source>
        <translation>eine Liste ohne Wiederholungen</translation>
    </message>
    <message>
        <source>house rules: bidding.hook must be none with simultaneous bidding (nobody bids last)</source>
        <translation>Hausregeln: bidding.hook muss bei gleichzeitigem Ansagen none sein (niemand sagt zuletzt an)</translation>
    </message>
    <message>
        <source>house rules: bidding.first_lead cannot be left-of-last-bidder with simultaneous bidding (nobody bids last)</source>
        <translation>Hausregeln: bidding.first_lead kann bei gleichzeitigem Ansagen nicht left-of-last-bidder sein (niemand sagt zuletzt an)</translation>
    </message>
    <message>
        <source>house rules: end must be open or above a total with the {0} shape (it has no last hand)</source>
        <translation>Hausregeln: end muss bei der Form {0} open oder above mit einem Stand sein (sie hat keine letzte Runde)</translation>
    </message>
    <message>
        <source>house rules: trump.no_trumps_on and trump.pack_used are for the turn-up kind only</source>
        <translation>Hausregeln: trump.no_trumps_on und trump.pack_used gelten nur für die Art turn-up</translation>
    </message>
    <message>
        <source>house rules: {0} must be whole numbers separated by commas, not {1}</source>
        <translation>Hausregeln: {0} müssen ganze Zahlen mit Kommas dazwischen sein, nicht {1}</translation>
    </message>
    <message>
        <source>house rules: pack_for must be written as player count: pack (e.g. 3: 28, 7: 63), not {0}</source>
        <translation>Hausregeln: pack_for wird als Spielerzahl: Kartenspiel geschrieben (z. B. 3: 28, 7: 63), nicht {0}</translation>
    </message>
    <message>
        <source>a file</source>
        <translation>eine Datei</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>eine benannte Pipe (FIFO)</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>ein zeichenorientiertes Gerät</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>ein blockorientiertes Gerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>etwas anderes als eine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>is {0}, not {1}; nothing was read</source>
        <translation>ist {0} und nicht {1}; es wurde nichts gelesen</translation>
    </message>
    <message>
        <source>cannot be read ({0})</source>
        <translation>kann nicht gelesen werden ({0})</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>diese Datei gibt es nicht</translation>
    </message>
    <message>
        <source>permission denied (check the file&apos;s rights)</source>
        <translation>Zugriff verweigert (prüfen Sie die Rechte der Datei)</translation>
    </message>
    <message>
        <source>is {0} bytes; {1} is at most {2}</source>
        <translation>ist {0} Byte groß; {1} hat höchstens {2}</translation>
    </message>
    <message>
        <source>has nothing to read yet (it would have to be waited for)</source>
        <translation>hat noch nichts zu lesen (darauf müsste gewartet werden)</translation>
    </message>
    <message>
        <source>is over {0}; {1} is at most {0}</source>
        <translation>ist größer als {0}; {1} hat höchstens {0}</translation>
    </message>
    <message>
        <source>not a rules file (it needs &quot;format&quot;: &quot;{0}&quot;)</source>
        <translation>keine Regeldatei (sie braucht &quot;format&quot;: &quot;{0}&quot;)</translation>
    </message>
    <message>
        <source>rules file version {0} is not one this version reads (it reads version {1})</source>
        <translation>diese Version liest keine Regeldatei der Version {0} (sie liest Version {1})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>a rules file</source>
        <translation>eine Regeldatei</translation>
    </message>
    <message>
        <source>{0}: not a rules file (it is not UTF-8 text)</source>
        <translation>{0}: keine Regeldatei (kein UTF-8-Text)</translation>
    </message>
    <message>
        <source>{0}: cannot be written ({1})</source>
        <translation>{0}: kann nicht geschrieben werden ({1})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Penalty:&lt;/b&gt; {0}.</source>
        <translation>&lt;b&gt;Strafe:&lt;/b&gt; {0}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;First dealer:&lt;/b&gt; {0}</source>
        <translation>&lt;b&gt;Erster Geber:&lt;/b&gt; {0}</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>none</source>
        <comment>an option left unset</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; ({1}, default {2}): {3}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; ({1}, Vorgabe {2}): {3}</translation>
    </message>
    <message>
        <source>{0} (or none)</source>
        <translation>{0} (oder keine)</translation>
    </message>
    <message>
        <source>a club archive</source>
        <translation>ein Vereinsarchiv</translation>
    </message>
    <message>
        <source>a scorecard file</source>
        <translation>eine Spielblock-Datei</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <translation>Wert erwartet</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>Komma erwartet</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>Doppelpunkt erwartet</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>Schlüssel in doppelten Anführungszeichen erwartet</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>überzählige Zeichen nach dem Ende</translation>
    </message>
    <message>
        <source>Unterminated string starting at</source>
        <translation>nicht abgeschlossene Zeichenkette, beginnend</translation>
    </message>
    <message>
        <source>Invalid control character at</source>
        <translation>unerlaubtes Steuerzeichen</translation>
    </message>
    <message>
        <source>Invalid \escape</source>
        <translation>ungültige \-Escape-Sequenz</translation>
    </message>
    <message>
        <source>Invalid \uXXXX escape</source>
        <translation>ungültige \uXXXX-Escape-Sequenz</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of object</source>
        <translation>überzähliges Komma vor dem Ende eines Objekts</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of array</source>
        <translation>überzähliges Komma vor dem Ende einer Liste</translation>
    </message>
    <message>
        <source>objects and lists are nested more than {0} deep; no scorecard needs that</source>
        <translation>Objekte und Listen sind tiefer als {0} Ebenen verschachtelt; kein Spielblock braucht das</translation>
    </message>
    <message>
        <source>numbers in a scorecard are counts of at most {0} digits</source>
        <translation>Zahlen in einem Spielblock sind Anzahlen mit höchstens {0} Ziffern</translation>
    </message>
    <message>
        <source>{0}: not valid JSON ({1} at column {2})</source>
        <translation>{0}: kein gültiges JSON ({1} in Spalte {2})</translation>
    </message>
    <message>
        <source>a number is too large: {0}</source>
        <translation>eine Zahl ist zu groß: {0}</translation>
    </message>
    <message>
        <source>line {0}</source>
        <translation>Zeile {0}</translation>
    </message>
    <message>
        <source>{0} objects and lists: more than a scorecard can hold (at most {1})</source>
        <translation>{0} Objekte und Listen: mehr, als ein Spielblock enthalten kann (höchstens {1})</translation>
    </message>
    <message>
        <source>{0}: the number {1} ({2} digits) is too large: {3}</source>
        <translation>{0}: die Zahl {1} ({2} Ziffern) ist zu groß: {3}</translation>
    </message>
    <message>
        <source>the key {0} is given twice in one object; give it once</source>
        <translation>der Schlüssel {0} steht zweimal in einem Objekt; geben Sie ihn nur einmal an</translation>
    </message>
    <message>
        <source>not valid JSON: {0} is not a number JSON allows</source>
        <translation>kein gültiges JSON: {0} ist keine Zahl, die JSON erlaubt</translation>
    </message>
    <message>
        <source>hand {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <source>item {0}</source>
        <translation>Eintrag {0}</translation>
    </message>
    <message>
        <source>the top level</source>
        <translation>oberste Ebene</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>der Text</translation>
    </message>
    <message>
        <source>{0} at {1} is not valid Unicode (it holds a lone surrogate, an escape such as \ud800 without its pair)</source>
        <translation>{0} an der Stelle {1} ist kein gültiges Unicode (enthält ein einzelnes Surrogat, eine Escape-Sequenz wie \ud800 ohne ihr Gegenstück)</translation>
    </message>
    <message>
        <source>a key</source>
        <translation>ein Schlüssel</translation>
    </message>
</context>
</TS>
