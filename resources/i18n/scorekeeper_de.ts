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
        <source>reset to 0</source>
        <translation>auf 0 zurückgesetzt</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>Runde</translation>
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
    <name>CorrectHandDialog</name>
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
        <source>First dealer</source>
        <translation>Erster Geber</translation>
    </message>
    <message>
        <source>Start game (Ctrl+Enter)</source>
        <translation>Partie beginnen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
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
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo merge of {0}  (Ctrl+Z)</source>
        <translation>Zusammenführen von {0} rückgängig  (Strg+Z)</translation>
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
        <translation>raus als {0}.</translation>
    </message>
    <message>
        <source>played</source>
        <translation>gespielt</translation>
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
        <translation>Runde {0}: {1}</translation>
    </message>
    <message>
        <source>Type their number, then Enter. {0} Backspace takes one back.</source>
        <translation>Nummer tippen, dann Eingabetaste. {0} Rücktaste nimmt eine zurück.</translation>
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
        <source>
</source>
        <translation>
</translation>
    </message>
    <message>
        <source>A shithead hand is changed with Undo (Ctrl+Z).</source>
        <translation>Eine Shithead-Runde wird mit Rückgängig (Strg+Z) geändert.</translation>
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
</TS>
