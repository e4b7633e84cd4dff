<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>rating (μ − 3σ)</source>
        <translation>rating (μ − 3σ)</translation>
    </message>
    <message>
        <source>μ (skill)</source>
        <translation>μ (speelsterkte)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Ratings over time</source>
        <translation>Ratings door de tijd</translation>
    </message>
    <message>
        <source>No finished games of this game yet.</source>
        <translation>Nog geen uitgespeelde partijen van dit spel.</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>rating</translation>
    </message>
    <message>
        <source>Back up the database</source>
        <translation>Reservekopie van de database maken</translation>
    </message>
    <message>
        <source>Back up</source>
        <translation>Reservekopie</translation>
    </message>
    <message>
        <source>{0} already exists. Replace it with this backup?</source>
        <translation>{0} bestaat al. Vervangen door deze reservekopie?</translation>
    </message>
    <message>
        <source>The backup was not made: {0}</source>
        <translation>De reservekopie is niet gemaakt: {0}</translation>
    </message>
    <message>
        <source>Every game is backed up to {0} ({1:.1f} MB). To bring it back: scorekeeper restore {0}</source>
        <translation>Alle partijen staan in de reservekopie {0} ({1:.1f} MB). Terugzetten: scorekeeper restore {0}</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} van {1}</translation>
    </message>
    <message>
        <source>Sitting of {0} · {1} · game {2} of {3}</source>
        <translation>Speelavond van {0} · {1} · partij {2} van {3}</translation>
    </message>
    <message>
        <source>Winner of the night: &lt;b&gt;{0}&lt;/b&gt; ({1})</source>
        <translation>Winnaar van de avond: &lt;b&gt;{0}&lt;/b&gt; ({1})</translation>
    </message>
    <message>
        <source>1 game won</source>
        <translation>1 partij gewonnen</translation>
    </message>
    <message>
        <source>{0} games won</source>
        <translation>{0} partijen gewonnen</translation>
    </message>
    <message>
        <source>{0} of the night: &lt;b&gt;{1}&lt;/b&gt;</source>
        <translation>{0} van de avond: &lt;b&gt;{1}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No hands played yet.</source>
        <translation>Nog geen ronde gespeeld.</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafieken</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>Lopende totalen</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>total</source>
        <translation>totaal</translation>
    </message>
    <message>
        <source>Hand {0}: dealt by {1} (total {2})</source>
        <translation>Ronde {0}: gedeeld door {1} (totaal {2})</translation>
    </message>
    <message>
        <source>hand  (■ its dealer, ○ reset to 0)</source>
        <translation>ronde  (■ de gever, ○ terug naar 0)</translation>
    </message>
    <message>
        <source>hand  (■ its dealer)</source>
        <translation>ronde  (■ de gever)</translation>
    </message>
    <message>
        <source>Exact bids by hand size</source>
        <translation>Precieze biedingen per aantal kaarten</translation>
    </message>
    <message>
        <source>cards in the hand (under it: hands played)</source>
        <translation>kaarten in de ronde (eronder: gespeelde rondes)</translation>
    </message>
    <message>
        <source>bid exactly</source>
        <translation>precies geboden</translation>
    </message>
    <message>
        <source>Bids against tricks</source>
        <translation>Biedingen tegen slagen</translation>
    </message>
    <message>
        <source>bid against tricks taken</source>
        <translation>bod tegen gehaalde slagen</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>rondes</translation>
    </message>
    <message>
        <source>bid over</source>
        <translation>te hoog</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>precies</translation>
    </message>
    <message>
        <source>bid under</source>
        <translation>te laag</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} hands bid over ({3:.0%})</source>
        <translation>{0}: {1} van {2} rondes te hoog geboden ({3:.0%})</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} hands bid exactly ({3:.0%})</source>
        <translation>{0}: {1} van {2} rondes precies geboden ({3:.0%})</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} hands bid under ({3:.0%})</source>
        <translation>{0}: {1} van {2} rondes te laag geboden ({3:.0%})</translation>
    </message>
    <message>
        <source>{0}, {1} cards: no hands</source>
        <translation>{0}, {1} kaarten: geen rondes</translation>
    </message>
    <message>
        <source>{0}, {1} cards: {2} of {3} hands bid exactly ({4:.0%})</source>
        <translation>{0}, {1} kaarten: {2} van {3} rondes precies geboden ({4:.0%})</translation>
    </message>
    <message>
        <source>Something went wrong ({0} unexpected errors), and what you asked for was not done.</source>
        <translation>Er ging iets mis ({0} onverwachte fouten), en wat u vroeg is niet gedaan.</translation>
    </message>
    <message>
        <source>Something went wrong, and what you asked for was not done.</source>
        <translation>Er ging iets mis, en wat u vroeg is niet gedaan.</translation>
    </message>
    <message>
        <source>What failed: {0}

Nothing you recorded is lost: every entry was saved the moment the screen showed it.

The details are in {1} — please send that file with a line on what you were doing.</source>
        <translation>Wat mislukte: {0}

Niets van wat u invoerde is verloren: elke invoer is bewaard zodra het scherm hem toonde.

De details staan in {1} — stuur dat bestand graag op met een regel over wat u aan het doen was.</translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n keer verloren</numerusform>
            <numerusform>%n keer verloren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n keer gewonnen</numerusform>
            <numerusform>%n keer gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>just now</source>
        <translation>zojuist</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>%n minuut geleden</numerusform>
            <numerusform>%n minuten geleden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>%n uur geleden</numerusform>
            <numerusform>%n uur geleden</numerusform>
        </translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>gisteren</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>Qt&apos;s date format: a date in the start screen&apos;s lists</comment>
        <translation>d MMM yyyy</translation>
    </message>
    <message>
        <source>Player leaves</source>
        <translation>Speler stapt uit</translation>
    </message>
    <message>
        <source>&amp;Who leaves:</source>
        <translation>&amp;Wie stapt uit:</translation>
    </message>
    <message>
        <source>{0} (back in)</source>
        <translation>{0} (doet weer mee)</translation>
    </message>
    <message>
        <source>Sits out next hand</source>
        <translation>Zit volgende ronde over</translation>
    </message>
    <message>
        <source>&amp;Who sits out:</source>
        <translation>&amp;Wie zit over:</translation>
    </message>
</context>
<context>
    <name>BidsPanel</name>
    <message>
        <source>Bids</source>
        <translation>Biedingen</translation>
    </message>
    <message>
        <source>≠{0}</source>
        <translation>≠{0}</translation>
    </message>
    <message>
        <source>{0} to bid</source>
        <translation>{0} biedt</translation>
    </message>
    <message>
        <source>{0} leads</source>
        <translation>{0} komt uit</translation>
    </message>
</context>
<context>
    <name>BigBoard</name>
    <message>
        <source>Players&apos; display</source>
        <translation>Scherm voor de spelers</translation>
    </message>
    <message>
        <source>share first place</source>
        <translation>delen de eerste plaats</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>win</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>No hands were played</source>
        <translation>Er is geen ronde gespeeld</translation>
    </message>
    <message>
        <source> of {0}</source>
        <translation> van {0}</translation>
    </message>
    <message>
        <source>Hand {0}</source>
        <translation>Ronde {0}</translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation>{0} geeft</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 kaart</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>{0} kaarten</translation>
    </message>
    <message>
        <source>F11 or Esc: close · typing still goes to the scorekeeper</source>
        <translation>F11 of Esc: sluiten · typen gaat nog steeds naar de scoreboekhouder</translation>
    </message>
    <message>
        <source> · right-click: choose the screen</source>
        <translation> · rechtsklik: kies het scherm</translation>
    </message>
    <message>
        <source>Show the players&apos; display on</source>
        <translation>Toon het scherm voor de spelers op</translation>
    </message>
    <message>
        <source>Close (F11)</source>
        <translation>Sluiten (F11)</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Scherm</translation>
    </message>
</context>
<context>
    <name>ChartsDialog</name>
    <message>
        <source>Charts — Scorekeeper</source>
        <translation>Grafieken — Scorekeeper</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafieken</translation>
    </message>
</context>
<context>
    <name>CorrectHandDialog</name>
    <message>
        <source>Correct hand {0}</source>
        <translation>Ronde {0} corrigeren</translation>
    </message>
    <message>
        <source>Hand {0}: {1}, {2} dealt.</source>
        <translation>Ronde {0}: {1}, {2} gaf.</translation>
    </message>
    <message>
        <source>The {0} after it will be re-scored.</source>
        <translation>Daarna opnieuw berekend: {0}.</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bod</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Slagen</translation>
    </message>
    <message>
        <source>Turn-up card</source>
        <translation>Troefkaart</translation>
    </message>
    <message>
        <source>turn-up, e.g. QH (empty: not recorded)</source>
        <translation>troefkaart, bv. QH (leeg: niet genoteerd)</translation>
    </message>
    <message>
        <source>Turn-up:</source>
        <translation>Troefkaart:</translation>
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
        <translation>(geeft)</translation>
    </message>
</context>
<context>
    <name>GameDetail</name>
    <message>
        <source>Choose a game</source>
        <translation>Kies een partij</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Speelavond</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Scorekaart</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafieken</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notities</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Huisregels</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporteren…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Afdrukken…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Key: {0} (in the list of games)</source>
        <translation>Toets: {0} (in de lijst met partijen)</translation>
    </message>
    <message>
        <source>Key: {0}</source>
        <translation>Toets: {0}</translation>
    </message>
    <message>
        <source>The venue, who brought the cards, a dispute settled …</source>
        <translation>De plek, wie de kaarten meebracht, een beslecht meningsverschil …</translation>
    </message>
    <message>
        <source>Save notes</source>
        <translation>Notities bewaren</translation>
    </message>
    <message>
        <source>Notes can be at most {0:,} characters long; these are {1:,}.</source>
        <translation>Notities mogen hoogstens {0:,} tekens lang zijn; deze zijn {1:,} lang.</translation>
    </message>
    <message>
        <source>The notes were not saved: {0}</source>
        <translation>De notities zijn niet bewaard: {0}</translation>
    </message>
    <message>
        <source>Notes saved.</source>
        <translation>Notities bewaard.</translation>
    </message>
    <message>
        <source> · won by {0}</source>
        <translation> · gewonnen door {0}</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Openen</translation>
    </message>
    <message>
        <source> · deleted (in the trash)</source>
        <translation> · verwijderd (in de prullenbak)</translation>
    </message>
    <message>
        <source>Game {0} has been deleted (it is in the trash); restore it from Trash to go on with it.</source>
        <translation>Partij {0} is verwijderd (ze staat in de prullenbak); zet haar terug uit de Prullenbak om verder te spelen.</translation>
    </message>
    <message>
        <source>Export scorecard</source>
        <translation>Scorekaart exporteren</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporteren</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>Kon {0} niet schrijven: {1}</translation>
    </message>
    <message>
        <source>Scorecard saved as {0} images: {1}, {2} … {3}</source>
        <translation>Scorekaart bewaard als {0} afbeeldingen: {1}, {2} … {3}</translation>
    </message>
    <message>
        <source>Scorecard saved as {0}</source>
        <translation>Scorekaart bewaard als {0}</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Partij verwijderen</translation>
    </message>
    <message>
        <source>Delete this game ({0})? You can undo it until you close Scorekeeper.</source>
        <translation>Deze partij ({0}) verwijderen? U kunt het ongedaan maken tot u Scorekeeper sluit.</translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <source>The game is over.</source>
        <translation>De partij is voorbij.</translation>
    </message>
    <message>
        <source></source>
        <translation></translation>
    </message>
    <message>
        <source>can&apos;t bid {0}</source>
        <translation>mag geen {0} bieden</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>bod {0}</translation>
    </message>
    <message>
        <source>leads</source>
        <translation>komt uit</translation>
    </message>
    <message>
        <source> · {0}× penalty</source>
        <translation> · {0}× straf</translation>
    </message>
    <message>
        <source>{0} leads</source>
        <translation>{0} komt uit</translation>
    </message>
    <message>
        <source>{0} by whom? Type the player&apos;s first letter (Esc: never mind)</source>
        <translation>{0} door wie? Typ de eerste letter van de speler (Esc: laat maar)</translation>
    </message>
    <message>
        <source>All bids in. Press Enter to enter the tricks.</source>
        <translation>Alle biedingen binnen. Druk op Enter om de slagen in te voeren.</translation>
    </message>
    <message>
        <source>{0} to bid (0–{1})</source>
        <translation>{0} biedt (0–{1})</translation>
    </message>
    <message>
        <source>  ·  someone else called? type their first letter</source>
        <translation>  ·  bood iemand anders? typ diens eerste letter</translation>
    </message>
    <message>
        <source>Tricks taken by {0}?</source>
        <translation>Slagen gehaald door {0}?</translation>
    </message>
    <message>
        <source>Press Enter to record the hand (Esc to change bids).</source>
        <translation>Druk op Enter om de ronde vast te leggen (Esc om biedingen te wijzigen).</translation>
    </message>
    <message>
        <source>All bids are in: press Enter for the tricks.</source>
        <translation>Alle biedingen zijn binnen: druk op Enter voor de slagen.</translation>
    </message>
    <message>
        <source>{0} cannot take {1} tricks in a hand of {2} cards</source>
        <translation>{0} kan geen {1} slagen halen in een ronde van {2} kaarten</translation>
    </message>
    <message>
        <source>{0} would have taken {1} of the {2} tricks: check the counts (Backspace takes one back)</source>
        <translation>{0} zouden {1} van de {2} slagen hebben gehaald: controleer de aantallen (Backspace haalt er een terug)</translation>
    </message>
    <message>
        <source>Waiting for {0}&apos;s bid.</source>
        <translation>Wacht op het bod van {0}.</translation>
    </message>
    <message>
        <source>Enter the tricks of {0}.</source>
        <translation>Voer de slagen van {0} in.</translation>
    </message>
    <message>
        <source>Hand {0} recorded.</source>
        <translation>Ronde {0} vastgelegd.</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <comment>names</comment>
        <translation>{0} of {1}</translation>
    </message>
    <message>
        <source>{0}? Type the next letter of the name.</source>
        <translation>{0}? Typ de volgende letter van de naam.</translation>
    </message>
    <message>
        <source>No player&apos;s name starts with {0}.</source>
        <translation>Geen spelersnaam begint met {0}.</translation>
    </message>
    <message>
        <source>{0} by {1} recorded ({2} in this hand; Ctrl+Z takes it back).</source>
        <translation>{0} door {1} vastgelegd ({2} in deze ronde; Ctrl+Z draait het terug).</translation>
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
        <translation>Spel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winnaar</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Speelavond</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>uitgespeeld</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>bezig</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>afgebroken</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle spellen</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Any player</source>
        <translation>Elke speler</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Elke status</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Uitgespeeld</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Bezig</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Afgebroken</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Van</translation>
    </message>
    <message>
        <source>Only games from a date</source>
        <translation>Alleen partijen vanaf een datum</translation>
    </message>
    <message>
        <source>From date</source>
        <translation>Vanaf datum</translation>
    </message>
    <message>
        <source>To date</source>
        <translation>Tot datum</translation>
    </message>
    <message>
        <source>Search names</source>
        <translation>Namen zoeken</translation>
    </message>
    <message>
        <source>Search names…  (Ctrl+F)</source>
        <translation>Namen zoeken…  (Ctrl+F)</translation>
    </message>
    <message>
        <source>Undo delete  (Ctrl+Z)</source>
        <translation>Verwijderen ongedaan maken  (Ctrl+Z)</translation>
    </message>
    <message>
        <source>&amp;Trash</source>
        <translation>&amp;Prullenbak</translation>
    </message>
    <message>
        <source>Deleted games: restore them, or empty the trash</source>
        <translation>Verwijderde partijen: zet ze terug, of leeg de prullenbak</translation>
    </message>
    <message>
        <source>Re&amp;ports…</source>
        <translation>&amp;Verslagen…</translation>
    </message>
    <message>
        <source>The evening of the game chosen, the season, a player&apos;s card, head to head</source>
        <translation>De avond van de gekozen partij, het seizoen, de kaart van een speler, onderling</translation>
    </message>
    <message>
        <source>to</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Chosen game</source>
        <translation>Gekozen partij</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln partij</numerusform>
            <numerusform>%Ln partijen</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Trash ({0})</source>
        <translation>&amp;Prullenbak ({0})</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <source>Game {0} moved to the trash: Ctrl+Z or Trash restores it.</source>
        <translation>Partij {0} staat in de prullenbak: Ctrl+Z of de Prullenbak zet haar terug.</translation>
    </message>
    <message>
        <source>Game {0} is back from the trash.</source>
        <translation>Partij {0} is terug uit de prullenbak.</translation>
    </message>
</context>
<context>
    <name>HouseChoices</name>
    <message>
        <source>after the last hand</source>
        <translation>na de laatste ronde</translation>
    </message>
    <message>
        <source>when the scorekeeper ends it</source>
        <translation>als de scoreboekhouder haar beëindigt</translation>
    </message>
    <message>
        <source>after a hand where a total passes</source>
        <translation>na een ronde waarin een totaal passeert</translation>
    </message>
    <message>
        <source>no: any bid</source>
        <translation>nee: elk bod</translation>
    </message>
    <message>
        <source>yes: the last bidder is hooked</source>
        <translation>ja: bij de laatste mag het niet kloppen</translation>
    </message>
    <message>
        <source>left of the dealer</source>
        <translation>links van de gever</translation>
    </message>
    <message>
        <source>the highest bidder</source>
        <translation>de hoogste bieder</translation>
    </message>
    <message>
        <source>left of the last bidder</source>
        <translation>links van de laatste bieder</translation>
    </message>
    <message>
        <source>clockwise, the dealer last</source>
        <translation>met de klok mee, de gever als laatste</translation>
    </message>
    <message>
        <source>in any order, as called</source>
        <translation>in elke volgorde, op afroep</translation>
    </message>
    <message>
        <source>all at once</source>
        <translation>iedereen tegelijk</translation>
    </message>
    <message>
        <source>52 cards</source>
        <translation>52 kaarten</translation>
    </message>
    <message>
        <source>36 cards (6 to A)</source>
        <translation>36 kaarten (6 tot A)</translation>
    </message>
    <message>
        <source>32 cards (7 to A)</source>
        <translation>32 kaarten (7 tot A)</translation>
    </message>
    <message>
        <source>28 cards (8 to A)</source>
        <translation>28 kaarten (8 tot A)</translation>
    </message>
    <message>
        <source>24 cards (9 to A)</source>
        <translation>24 kaarten (9 tot A)</translation>
    </message>
    <message>
        <source>63 cards (52 + 11s, 12s, red 13s)</source>
        <translation>63 kaarten (52 + elven, twaalven, rode dertienen)</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>geen troef</translation>
    </message>
    <message>
        <source>the dealer&apos;s last card</source>
        <translation>de laatste kaart van de gever</translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation>geen vastgelegd</translation>
    </message>
    <message>
        <source>revoke</source>
        <translation>verzaken</translation>
    </message>
    <message>
        <source>renege</source>
        <translation>weigeren te bekennen</translation>
    </message>
    <message>
        <source>points per penalty</source>
        <translation>punten per straf</translation>
    </message>
    <message>
        <source>the hand scores at most</source>
        <translation>de ronde telt hoogstens</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punten</translation>
    </message>
    <message>
        <source>× bid</source>
        <translation>× bod</translation>
    </message>
    <message>
        <source>× tricks</source>
        <translation>× slagen</translation>
    </message>
    <message>
        <source>× tricks off</source>
        <translation>× slagen ernaast</translation>
    </message>
    <message>
        <source>× cards</source>
        <translation>× kaarten</translation>
    </message>
    <message>
        <source>down: largest hand to 1</source>
        <translation>down: grootste ronde tot 1</translation>
    </message>
    <message>
        <source>up: 1 to the largest hand</source>
        <translation>up: 1 tot de grootste ronde</translation>
    </message>
    <message>
        <source>up-down: 1 up to the largest and back</source>
        <translation>up-down: 1 op tot de grootste en terug</translation>
    </message>
    <message>
        <source>down-up: largest down to 1 and back</source>
        <translation>down-up: grootste af tot 1 en terug</translation>
    </message>
    <message>
        <source>constant: the same every hand</source>
        <translation>constant: elke ronde hetzelfde</translation>
    </message>
    <message>
        <source>climb: 1, 2, 3 … then the largest</source>
        <translation>climb: 1, 2, 3 … dan de grootste</translation>
    </message>
    <message>
        <source>list: the hands you type</source>
        <translation>list: de rondes die u typt</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>schoppen</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klaveren</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>made bids</source>
        <translation>gehaalde biedingen</translation>
    </message>
    <message>
        <source>made bids above 0</source>
        <translation>gehaalde biedingen boven 0</translation>
    </message>
    <message>
        <source>hands with at least the bid</source>
        <translation>rondes met minstens het bod</translation>
    </message>
    <message>
        <source>the card turned up</source>
        <translation>de omgedraaide kaart</translation>
    </message>
    <message>
        <source>always one suit</source>
        <translation>altijd één kleur</translation>
    </message>
    <message>
        <source>a sequence of suits</source>
        <translation>een volgorde van kleuren</translation>
    </message>
    <message>
        <source>stay at the largest hand</source>
        <translation>bij de grootste ronde blijven</translation>
    </message>
    <message>
        <source>go back down to 1 and up again</source>
        <translation>terug omlaag tot 1 en weer omhoog</translation>
    </message>
    <message>
        <source>always</source>
        <translation>altijd</translation>
    </message>
    <message>
        <source>when the stock is short</source>
        <translation>als de stapel krap is</translation>
    </message>
    <message>
        <source>from a number of cards</source>
        <translation>vanaf een aantal kaarten</translation>
    </message>
</context>
<context>
    <name>HouseRulesEditor</name>
    <message>
        <source>House rules</source>
        <translation>Huisregels</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>What the table agrees to:</source>
        <translation>Wat de tafel afspreekt:</translation>
    </message>
    <message>
        <source>The rules in words</source>
        <translation>De regels in woorden</translation>
    </message>
    <message>
        <source>Hands for &amp;players:</source>
        <translation>Rondes voor s&amp;pelers:</translation>
    </message>
    <message>
        <source>Players to preview</source>
        <translation>Spelers voor het voorbeeld</translation>
    </message>
    <message>
        <source>The schedule is shown for this many players</source>
        <translation>Het rondeschema wordt getoond voor zoveel spelers</translation>
    </message>
    <message>
        <source>Schedule preview</source>
        <translation>Voorbeeld van het rondeschema</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Probleem</translation>
    </message>
    <message>
        <source>OK (Enter)</source>
        <translation>OK (Enter)</translation>
    </message>
    <message>
        <source>&amp;Save to my rules</source>
        <translation>Bewaren bij &amp;mijn regels</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importeren…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xporteren…</translation>
    </message>
    <message>
        <source>The rules are described again once the problem below is put right.</source>
        <translation>De regels worden weer beschreven zodra het probleem hieronder is verholpen.</translation>
    </message>
    <message>
        <source>Replace saved rules?</source>
        <translation>Bewaarde regels vervangen?</translation>
    </message>
    <message>
        <source>Rules called “{0}” are saved already. Replace them with these?</source>
        <translation>Er zijn al regels bewaard met de naam ‘{0}’. Vervangen door deze?</translation>
    </message>
    <message>
        <source>Saved as “{0}”: New game lists it with the presets.</source>
        <translation>Bewaard als ‘{0}’: Nieuwe partij toont ze bij de standaardregels.</translation>
    </message>
    <message>
        <source>Export a rules file</source>
        <translation>Regelbestand exporteren</translation>
    </message>
    <message>
        <source>Rules files (*.json)</source>
        <translation>Regelbestanden (*.json)</translation>
    </message>
    <message>
        <source>Exported to {0}.</source>
        <translation>Geëxporteerd naar {0}.</translation>
    </message>
    <message>
        <source>Import a rules file</source>
        <translation>Regelbestand importeren</translation>
    </message>
    <message>
        <source>Rules files (*.json);;All files (*)</source>
        <translation>Regelbestanden (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Imported “{0}” from {1}.</source>
        <translation>‘{0}’ geïmporteerd uit {1}.</translation>
    </message>
</context>
<context>
    <name>HouseRulesForm</name>
    <message>
        <source>&amp;Name &amp;&amp; players</source>
        <translation>&amp;Naam &amp;&amp; spelers</translation>
    </message>
    <message>
        <source>What the table calls the game, and how many may play.</source>
        <translation>Hoe de tafel het spel noemt en met hoeveel men mag spelen.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>1 to 40 characters: shown on the table, in History and on the scorecard</source>
        <translation>1 tot 40 tekens: getoond aan tafel, in de geschiedenis en op de scorekaart</translation>
    </message>
    <message>
        <source>e.g. Thursday club</source>
        <translation>bv. Donderdagclub</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Naam:</translation>
    </message>
    <message>
        <source>The player counts allowed (2 to 10); a count whose first hand cannot be dealt is refused anyway</source>
        <translation>De toegestane aantallen spelers (2 tot 10); een aantal waarvan de eerste ronde niet te delen is, wordt toch geweigerd</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Minste spelers</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Meeste spelers</translation>
    </message>
    <message>
        <source>Players from:</source>
        <translation>Spelers van:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>Based on:</source>
        <translation>Gebaseerd op:</translation>
    </message>
    <message>
        <source>Pac&amp;k</source>
        <translation>&amp;Kaartspel</translation>
    </message>
    <message>
        <source>The cards in play; the pack decides the largest hand.</source>
        <translation>De kaarten in het spel; het kaartspel bepaalt de grootste ronde.</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Kaartspel</translation>
    </message>
    <message>
        <source>The cards in play</source>
        <translation>De kaarten in het spel</translation>
    </message>
    <message>
        <source>Pack:</source>
        <translation>Kaartspel:</translation>
    </message>
    <message>
        <source>Add a joker (the highest trump)</source>
        <translation>Een joker toevoegen (de hoogste troef)</translation>
    </message>
    <message>
        <source>A joker adds one card and beats every trump</source>
        <translation>Een joker is een kaart extra en slaat elke troef</translation>
    </message>
    <message>
        <source>Another pack for some player counts</source>
        <translation>Een ander kaartspel voor sommige aantallen spelers</translation>
    </message>
    <message>
        <source>Player count: pack, separated by commas (a pack is 52, 36, 32, 28, 24 or 63)</source>
        <translation>Aantal spelers: kaartspel, gescheiden door komma’s (een kaartspel heeft 52, 36, 32, 28, 24 of 63)</translation>
    </message>
    <message>
        <source>e.g. 3: 28, 7: 63</source>
        <translation>bv. 3: 28, 7: 63</translation>
    </message>
    <message>
        <source>Other packs:</source>
        <translation>Andere kaartspellen:</translation>
    </message>
    <message>
        <source>Sc&amp;hedule</source>
        <translation>&amp;Rondeschema</translation>
    </message>
    <message>
        <source>How many cards each hand has, hand after hand. The preview shows it for the players chosen.</source>
        <translation>Hoeveel kaarten elke ronde heeft, ronde na ronde. Het voorbeeld toont het voor de gekozen spelers.</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Verloop</translation>
    </message>
    <message>
        <source>The order of hand sizes</source>
        <translation>De volgorde van de rondegroottes</translation>
    </message>
    <message>
        <source>Shape:</source>
        <translation>Verloop:</translation>
    </message>
    <message>
        <source>Largest hand</source>
        <translation>Grootste ronde</translation>
    </message>
    <message>
        <source>Cards in the largest hand; never more than the pack deals each player</source>
        <translation>Kaarten in de grootste ronde; nooit meer dan het kaartspel elke speler geeft</translation>
    </message>
    <message>
        <source>as many as the pack allows</source>
        <translation>zoveel als het kaartspel toelaat</translation>
    </message>
    <message>
        <source>Largest hand:</source>
        <translation>Grootste ronde:</translation>
    </message>
    <message>
        <source>Play the turning hand twice</source>
        <translation>De keerronde twee keer spelen</translation>
    </message>
    <message>
        <source>up-down and down-up: the hand where the schedule turns is played twice (7 … 1, 1 … 7)</source>
        <translation>up-down en down-up: de ronde waar het schema keert wordt twee keer gespeeld (7 … 1, 1 … 7)</translation>
    </message>
    <message>
        <source>When the largest hand deals the whole pack</source>
        <translation>Als de grootste ronde het hele kaartspel deelt</translation>
    </message>
    <message>
        <source>climb only: what follows a hand that deals every card</source>
        <translation>alleen climb: wat volgt op een ronde die alle kaarten deelt</translation>
    </message>
    <message>
        <source>Whole pack dealt:</source>
        <translation>Heel kaartspel gedeeld:</translation>
    </message>
    <message>
        <source>Hands in order</source>
        <translation>Rondes op volgorde</translation>
    </message>
    <message>
        <source>list only: cards per hand, in order, separated by commas</source>
        <translation>alleen list: kaarten per ronde, op volgorde, gescheiden door komma’s</translation>
    </message>
    <message>
        <source>e.g. 1, 2, 3, 4, 3, 2, 1</source>
        <translation>bv. 1, 2, 3, 4, 3, 2, 1</translation>
    </message>
    <message>
        <source>Hands (list):</source>
        <translation>Rondes (lijst):</translation>
    </message>
    <message>
        <source>&amp;Trump</source>
        <translation>&amp;Troef</translation>
    </message>
    <message>
        <source>Where each hand&apos;s trump comes from.</source>
        <translation>Waar de troef van elke ronde vandaan komt.</translation>
    </message>
    <message>
        <source>Trump comes from</source>
        <translation>Troef komt van</translation>
    </message>
    <message>
        <source>The card turned up after the deal, one suit always, or suits in turn</source>
        <translation>De kaart die na het delen wordt omgedraaid, altijd één kleur, of kleuren om de beurt</translation>
    </message>
    <message>
        <source>Trump:</source>
        <translation>Troef:</translation>
    </message>
    <message>
        <source>Trump suit</source>
        <translation>Troefkleur</translation>
    </message>
    <message>
        <source>Always one suit: which</source>
        <translation>Altijd één kleur: welke</translation>
    </message>
    <message>
        <source>Suit:</source>
        <translation>Kleur:</translation>
    </message>
    <message>
        <source>Trump sequence</source>
        <translation>Troefvolgorde</translation>
    </message>
    <message>
        <source>Sequence: S, H, D, C or none per hand, separated by commas; it starts again after the last</source>
        <translation>Volgorde: S, H, D, C of none per ronde, gescheiden door komma’s; na de laatste begint ze opnieuw</translation>
    </message>
    <message>
        <source>e.g. H, D, S, C, none</source>
        <translation>bv. H, D, S, C, none</translation>
    </message>
    <message>
        <source>Sequence:</source>
        <translation>Volgorde:</translation>
    </message>
    <message>
        <source>Turn-ups that mean no trumps</source>
        <translation>Omgedraaide kaarten die geen troef betekenen</translation>
    </message>
    <message>
        <source>Turn-up only: ranks that mean no trumps when turned up (A, K, Q, J, 2 … 13, JK)</source>
        <translation>Alleen omgedraaide kaart: waarden die omgedraaid geen troef betekenen (A, K, Q, J, 2 … 13, JK)</translation>
    </message>
    <message>
        <source>e.g. A, JK</source>
        <translation>bv. A, JK</translation>
    </message>
    <message>
        <source>No trumps on:</source>
        <translation>Geen troef bij:</translation>
    </message>
    <message>
        <source>Trump when the whole pack is dealt</source>
        <translation>Troef als het hele kaartspel gedeeld is</translation>
    </message>
    <message>
        <source>Turn-up only: with no card left to turn up</source>
        <translation>Alleen omgedraaide kaart: als er geen kaart meer over is om om te draaien</translation>
    </message>
    <message>
        <source>&amp;Bidding</source>
        <translation>&amp;Bieden</translation>
    </message>
    <message>
        <source>Who bids when, what the last bidder may not bid, and who leads.</source>
        <translation>Wie wanneer biedt, wat de laatste niet mag bieden en wie uitkomt.</translation>
    </message>
    <message>
        <source>Bidding order</source>
        <translation>Volgorde van bieden</translation>
    </message>
    <message>
        <source>Clockwise from the dealer&apos;s left; as called (the order is recorded); or everyone at once</source>
        <translation>Met de klok mee vanaf links van de gever; op afroep (de volgorde wordt vastgelegd); of iedereen tegelijk</translation>
    </message>
    <message>
        <source>Bids go:</source>
        <translation>Bieden gaat:</translation>
    </message>
    <message>
        <source>The hook</source>
        <translation>Niet kloppen</translation>
    </message>
    <message>
        <source>Hooked: the last bidder may not bid the number that makes the bids total the cards</source>
        <translation>Niet kloppen: de laatste mag niet het getal bieden waardoor de biedingen samen het aantal kaarten zijn</translation>
    </message>
    <message>
        <source>Hook:</source>
        <translation>Niet kloppen:</translation>
    </message>
    <message>
        <source>Hook from cards</source>
        <translation>Niet kloppen vanaf kaarten</translation>
    </message>
    <message>
        <source>The hook applies only in hands of at least this many cards</source>
        <translation>Niet kloppen geldt alleen in rondes met minstens zoveel kaarten</translation>
    </message>
    <message>
        <source> cards up</source>
        <translation> kaarten en meer</translation>
    </message>
    <message>
        <source>Hook in hands of:</source>
        <translation>Niet kloppen in rondes van:</translation>
    </message>
    <message>
        <source>may bid 0</source>
        <translation>mag 0 bieden</translation>
    </message>
    <message>
        <source>The hooked bidder may still bid 0</source>
        <translation>De laatste mag toch 0 bieden</translation>
    </message>
    <message>
        <source>may bid all</source>
        <translation>mag alles bieden</translation>
    </message>
    <message>
        <source>The hooked bidder may still bid all the cards</source>
        <translation>De laatste mag toch alle kaarten bieden</translation>
    </message>
    <message>
        <source>Hooked bidder:</source>
        <translation>De laatste:</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Eerste uitkomst</translation>
    </message>
    <message>
        <source>Who leads to the first trick (a tie between highest bidders goes to the first to bid)</source>
        <translation>Wie uitkomt bij de eerste slag (bij gelijke hoogste biedingen de eerste die bood)</translation>
    </message>
    <message>
        <source>First lead:</source>
        <translation>Eerste uitkomst:</translation>
    </message>
    <message>
        <source>Sc&amp;ore</source>
        <translation>&amp;Score</translation>
    </message>
    <message>
        <source>A hand&apos;s score: points + so many per trick bid, taken, off the bid, or per card dealt. The description shows worked examples.</source>
        <translation>De score van een ronde: punten + zoveel per geboden, gehaalde of afwijkende slag, of per gedeelde kaart. De beschrijving toont uitgewerkte voorbeelden.</translation>
    </message>
    <message>
        <source>Exact bid</source>
        <translation>Precies geboden</translation>
    </message>
    <message>
        <source>Over the bid</source>
        <translation>Boven het bod</translation>
    </message>
    <message>
        <source>Under the bid</source>
        <translation>Onder het bod</translation>
    </message>
    <message>
        <source>{0}: {1} (may be negative)</source>
        <translation>{0}: {1} (mag negatief zijn)</translation>
    </message>
    <message>
        <source>A made 0 scores instead:</source>
        <translation>Een gehaalde 0 telt in plaats daarvan:</translation>
    </message>
    <message>
        <source>A bid of 0 made scores this instead of the exact bid&apos;s points</source>
        <translation>Een gehaald bod van 0 telt dit in plaats van de punten voor precies geboden</translation>
    </message>
    <message>
        <source>Made zero scores</source>
        <translation>Punten voor een gehaalde 0</translation>
    </message>
    <message>
        <source>Points for a made 0</source>
        <translation>Punten voor een gehaalde 0</translation>
    </message>
    <message>
        <source>Bonus for a made 0:</source>
        <translation>Bonus voor een gehaalde 0:</translation>
    </message>
    <message>
        <source>Points added to a made 0 bid</source>
        <translation>Punten bij een gehaald bod van 0</translation>
    </message>
    <message>
        <source>Zero bonus points</source>
        <translation>Bonuspunten voor 0</translation>
    </message>
    <message>
        <source>Points added to a made 0</source>
        <translation>Punten bij een gehaalde 0</translation>
    </message>
    <message>
        <source>Zero bonus when</source>
        <translation>Bonus voor 0 wanneer</translation>
    </message>
    <message>
        <source>Always; when the cards left undealt are no more than the players; or from a number of cards</source>
        <translation>Altijd; als er niet meer ongedeelde kaarten zijn dan spelers; of vanaf een aantal kaarten</translation>
    </message>
    <message>
        <source>Zero bonus from cards</source>
        <translation>Bonus voor 0 vanaf kaarten</translation>
    </message>
    <message>
        <source>The bonus counts in hands of at least this many cards</source>
        <translation>De bonus telt in rondes met minstens zoveel kaarten</translation>
    </message>
    <message>
        <source>Bonus counts:</source>
        <translation>Bonus telt:</translation>
    </message>
    <message>
        <source>Penalty &amp;&amp; a&amp;djustments</source>
        <translation>Straf &amp;&amp; a&amp;anpassingen</translation>
    </message>
    <message>
        <source>Penalties are counted per hand and player; adjustments are points added by hand, with a note.</source>
        <translation>Straffen worden per ronde en speler geteld; aanpassingen zijn met de hand toegevoegde punten, met een notitie.</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Straf</translation>
    </message>
    <message>
        <source>What is penalised: a revoke or a renege (or nothing)</source>
        <translation>Wat bestraft wordt: verzaken (revoke) of weigeren te bekennen (renege) (of niets)</translation>
    </message>
    <message>
        <source>Penalty kind</source>
        <translation>Soort straf</translation>
    </message>
    <message>
        <source>Points per penalty, or a cap on the hand&apos;s score (and the bid does not count as made)</source>
        <translation>Punten per straf, of een maximum voor de score van de ronde (en het bod telt niet als gehaald)</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Strafpunten</translation>
    </message>
    <message>
        <source>Points (negative: a loss)</source>
        <translation>Punten (negatief: een verlies)</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Straf:</translation>
    </message>
    <message>
        <source>It costs:</source>
        <translation>Het kost:</translation>
    </message>
    <message>
        <source>The scorekeeper may add ± points</source>
        <translation>De scoreboekhouder mag ± punten toevoegen</translation>
    </message>
    <message>
        <source>Points added to a player in a hand, with a note</source>
        <translation>Punten bij een speler in een ronde, met een notitie</translation>
    </message>
    <message>
        <source>&amp;End &amp;&amp; ranking</source>
        <translation>&amp;Einde &amp;&amp; rangorde</translation>
    </message>
    <message>
        <source>When the game ends, and how ties are split.</source>
        <translation>Wanneer de partij eindigt en hoe gelijke standen worden beslist.</translation>
    </message>
    <message>
        <source>Reset multiple</source>
        <translation>Veelvoud voor terug naar 0</translation>
    </message>
    <message>
        <source>A running total that lands on a non-zero multiple of this goes back to 0</source>
        <translation>Een totaal dat op een veelvoud (niet 0) hiervan uitkomt, gaat terug naar 0</translation>
    </message>
    <message>
        <source>no reset</source>
        <translation>niet terug naar 0</translation>
    </message>
    <message>
        <source>Back to 0 on:</source>
        <translation>Terug naar 0 bij:</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>De partij eindigt</translation>
    </message>
    <message>
        <source>After the schedule&apos;s last hand; when you end it; or after the hand where a total passes a number</source>
        <translation>Na de laatste ronde van het schema; wanneer u haar beëindigt; of na de ronde waarin een totaal een getal passeert</translation>
    </message>
    <message>
        <source>End above total</source>
        <translation>Einde boven totaal</translation>
    </message>
    <message>
        <source>The total to pass</source>
        <translation>Het te passeren totaal</translation>
    </message>
    <message>
        <source>The game ends:</source>
        <translation>De partij eindigt:</translation>
    </message>
    <message>
        <source>Tie-breaker {0}</source>
        <translation>Beslissing {0}</translation>
    </message>
    <message>
        <source>Ties on the total are split by these counts, in order</source>
        <translation>Gelijke totalen worden beslist door deze tellingen, op volgorde</translation>
    </message>
    <message>
        <source>Ties split by:</source>
        <translation>Gelijkspel beslist door:</translation>
    </message>
    <message>
        <source>Tie-break deal</source>
        <translation>Beslissende ronde</translation>
    </message>
    <message>
        <source>Players still tied may play one more deal of this many cards (not added to totals)</source>
        <translation>Spelers die nog gelijk staan mogen nog een ronde met zoveel kaarten spelen (telt niet mee voor de totalen)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source> cards</source>
        <translation> kaarten</translation>
    </message>
    <message>
        <source>Tie-break deal:</source>
        <translation>Beslissende ronde:</translation>
    </message>
    <message>
        <source>Table &amp;changes</source>
        <translation>Tafel&amp;wissels</translation>
    </message>
    <message>
        <source>Whether the seating may change during a game.</source>
        <translation>Of de tafelschikking tijdens een partij mag veranderen.</translation>
    </message>
    <message>
        <source>Players may join, leave or sit out a hand</source>
        <translation>Spelers mogen instappen, vertrekken of een ronde overslaan</translation>
    </message>
    <message>
        <source>A joiner starts from a total you choose; someone who leaves keeps their total and place</source>
        <translation>Wie instapt begint met een totaal dat u kiest; wie vertrekt houdt zijn totaal en plaats</translation>
    </message>
    <message>
        <source>(nothing: made here)</source>
        <translation>(niets: hier gemaakt)</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Player joins</source>
        <translation>Speler stapt in</translation>
    </message>
    <message>
        <source>Name of the player who joins</source>
        <translation>Naam van de speler die instapt</translation>
    </message>
    <message>
        <source>Sits after</source>
        <translation>Zit na</translation>
    </message>
    <message>
        <source>&amp;0</source>
        <translation>&amp;0</translation>
    </message>
    <message>
        <source>the &amp;lowest total now ({0})</source>
        <translation>het &amp;laagste totaal nu ({0})</translation>
    </message>
    <message>
        <source>&amp;typed:</source>
        <translation>&amp;ingevoerd:</translation>
    </message>
    <message>
        <source>Start total typed</source>
        <translation>Ingevoerd begintotaal</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Naam:</translation>
    </message>
    <message>
        <source>&amp;Sits after:</source>
        <translation>&amp;Zit na:</translation>
    </message>
    <message>
        <source>Starts from:</source>
        <translation>Begint met:</translation>
    </message>
    <message>
        <source>Type the name of the player who joins.</source>
        <translation>Typ de naam van de speler die instapt.</translation>
    </message>
</context>
<context>
    <name>LastHandPanel</name>
    <message>
        <source>Hand {0}</source>
        <translation>Ronde {0}</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>Laatste ronde</translation>
    </message>
    <message>
        <source>bid/took · score</source>
        <translation>geboden/gehaald · punten</translation>
    </message>
</context>
<context>
    <name>LeaderboardView</name>
    <message>
        <source>Rank</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Exact bids</source>
        <translation>Precieze biedingen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Season from</source>
        <translation>Seizoen van</translation>
    </message>
    <message>
        <source>Only a season&apos;s games</source>
        <translation>Alleen de partijen van een seizoen</translation>
    </message>
    <message>
        <source>Rate only the games of a season: everyone starts level</source>
        <translation>Alleen de partijen van een seizoen waarderen: iedereen begint gelijk</translation>
    </message>
    <message>
        <source>Season to</source>
        <translation>Seizoen tot</translation>
    </message>
    <message>
        <source>to</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>Re&amp;ports…</source>
        <translation>&amp;Verslagen…</translation>
    </message>
    <message>
        <source>This season&apos;s report, an evening, a player&apos;s card, head to head</source>
        <translation>Het verslag van dit seizoen, een avond, de kaart van een speler, onderling</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Ranglijst</translation>
    </message>
    <message>
        <source>The conservative rating, μ − 3σ: it rises with wins and with games played</source>
        <translation>De voorzichtige rating, μ − 3σ: stijgt met overwinningen en met gespeelde partijen</translation>
    </message>
    <message>
        <source>&lt;p&gt;The &lt;b&gt;rating&lt;/b&gt; is OpenSkill&apos;s cautious estimate, μ − 3σ: &lt;b&gt;μ&lt;/b&gt; is the skill the results so far show, &lt;b&gt;σ&lt;/b&gt; how unsure of it the app still is. Everyone starts at 0 (μ 25, σ 8.33); finishing ahead of others raises μ, and every game lowers σ.&lt;/p&gt;&lt;p&gt;Each finished game counts, in the order played, by its places: a shared place is a tie. A season starts everyone afresh.&lt;/p&gt;</source>
        <translation>&lt;p&gt;De &lt;b&gt;rating&lt;/b&gt; is de voorzichtige schatting van OpenSkill, μ − 3σ: &lt;b&gt;μ&lt;/b&gt; is de speelsterkte die de uitslagen tot nu toe laten zien, &lt;b&gt;σ&lt;/b&gt; hoe onzeker de app daar nog over is. Iedereen begint op 0 (μ 25, σ 8,33); vóór anderen eindigen verhoogt μ, en elke partij verlaagt σ.&lt;/p&gt;&lt;p&gt;Elke uitgespeelde partij telt mee, in gespeelde volgorde, volgens de plaatsen: een gedeelde plaats is gelijkspel. Een seizoen laat iedereen opnieuw beginnen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Onderling</translation>
    </message>
    <message>
        <source>Each row&apos;s player against each column&apos;s, in the games they finished together: ahead – behind – level.</source>
        <translation>De speler van elke rij tegen die van elke kolom, in de partijen die ze samen uitspeelden: voor – achter – gelijk.</translation>
    </message>
    <message>
        <source>Club records</source>
        <translation>Clubrecords</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Records</translation>
    </message>
    <message>
        <source> · season {0} to {1}</source>
        <translation> · seizoen {0} tot {1}</translation>
    </message>
    <message>
        <source>Leaderboard · {0}</source>
        <translation>Ranglijst · {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n uitgespeelde partij</numerusform>
            <numerusform>%n uitgespeelde partijen</numerusform>
        </translation>
    </message>
    <message>
        <source>The leaders&apos; ratings over time</source>
        <translation>De ratings van de koplopers door de tijd</translation>
    </message>
    <message>
        <source>{0} against {1}: {2} ahead, {3} behind, {4} level in {5}</source>
        <translation>{0} tegen {1}: {2} voor, {3} achter, {4} gelijk in {5}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partij</numerusform>
            <numerusform>%n partijen</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Nog geen uitgespeelde partijen.</translation>
    </message>
</context>
<context>
    <name>LivePage</name>
    <message>
        <source>Hand {0}</source>
        <translation>Ronde {0}</translation>
    </message>
    <message>
        <source>Hand {0} of {1}</source>
        <translation>Ronde {0} van {1}</translation>
    </message>
    <message>
        <source>Game finished</source>
        <translation>Partij uitgespeeld</translation>
    </message>
    <message>
        <source>Game abandoned</source>
        <translation>Partij afgebroken</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 kaart</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>{0} kaarten</translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation>{0} geeft</translation>
    </message>
    <message>
        <source>bids next</source>
        <translation>biedt nu</translation>
    </message>
    <message>
        <source>{0} can&apos;t bid {1}</source>
        <translation>{0} mag geen {1} bieden</translation>
    </message>
    <message>
        <source>No hands were played</source>
        <translation>Er is geen ronde gespeeld</translation>
    </message>
    <message>
        <source>{0} wins</source>
        <translation>{0} wint</translation>
    </message>
    <message>
        <source>{0} share first place</source>
        <translation>{0} delen de eerste plaats</translation>
    </message>
    <message>
        <source> and </source>
        <translation> en </translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Gever</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kaarten</translation>
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
        <translation>Nog geen rondes ingevoerd</translation>
    </message>
    <message>
        <source>Tally</source>
        <translation>Turven</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Not connected — retrying</source>
        <translation>Geen verbinding — opnieuw proberen</translation>
    </message>
    <message>
        <source>{0} — Scorekeeper live</source>
        <translation>{0} — Scorekeeper live</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bod</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Slagen</translation>
    </message>
    <message>
        <source>Rules file: {0} (open it in Scorekeeper&apos;s editor)</source>
        <translation>Regelbestand: {0} (open het in de editor van Scorekeeper)</translation>
    </message>
    <message>
        <source>Scorekeeper — live</source>
        <translation>Scorekeeper — live</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinden…</translation>
    </message>
    <message>
        <source>The hand in play</source>
        <translation>De lopende ronde</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Scorekaart</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Huisregels</translation>
    </message>
    <message>
        <source>Read-only · follows the scorekeeper live</source>
        <translation>Alleen lezen · volgt de scoreboekhouder live</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partij</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bewerken</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nieuwe partij…</translation>
    </message>
    <message>
        <source>&amp;Start screen</source>
        <translation>&amp;Startscherm</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Geschiedenis</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spelers</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>Re&amp;vanche</translation>
    </message>
    <message>
        <source>Play the &amp;tie-break deal…</source>
        <translation>Speel de &amp;beslissende ronde…</translation>
    </message>
    <message>
        <source>&amp;End game</source>
        <translation>Partij b&amp;eëindigen</translation>
    </message>
    <message>
        <source>E&amp;xport scorecard…</source>
        <translation>Scorekaart e&amp;xporteren…</translation>
    </message>
    <message>
        <source>&amp;Print scorecard…</source>
        <translation>Scorekaart af&amp;drukken…</translation>
    </message>
    <message>
        <source>&amp;Delete game…</source>
        <translation>Partij &amp;verwijderen…</translation>
    </message>
    <message>
        <source>&amp;Back up…</source>
        <translation>&amp;Reservekopie…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Op&amp;nieuw</translation>
    </message>
    <message>
        <source>&amp;Correct a hand…</source>
        <translation>Ronde &amp;corrigeren…</translation>
    </message>
    <message>
        <source>Player &amp;joins…</source>
        <translation>Speler stapt &amp;in…</translation>
    </message>
    <message>
        <source>Player &amp;leaves…</source>
        <translation>Speler stapt &amp;uit…</translation>
    </message>
    <message>
        <source>&amp;Sits out next hand…</source>
        <translation>Volgende ronde over&amp;slaan…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
        <source>&amp;Full-screen scoreboard</source>
        <translation>Scorebord op &amp;volledig scherm</translation>
    </message>
    <message>
        <source>Show on &amp;phones…</source>
        <translation>Op &amp;telefoons tonen…</translation>
    </message>
    <message>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Ranglijst</translation>
    </message>
    <message>
        <source>&amp;Reports…</source>
        <translation>Ver&amp;slagen…</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Grafieken</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regels van dit spel</translation>
    </message>
    <message>
        <source>&amp;About Scorekeeper</source>
        <translation>&amp;Over Scorekeeper</translation>
    </message>
    <message>
        <source>History — Scorekeeper</source>
        <translation>Geschiedenis — Scorekeeper</translation>
    </message>
    <message>
        <source>Players — Scorekeeper</source>
        <translation>Spelers — Scorekeeper</translation>
    </message>
    <message>
        <source>Leaderboard — Scorekeeper</source>
        <translation>Ranglijst — Scorekeeper</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Partij beëindigen</translation>
    </message>
    <message>
        <source>End this game now? Its standings stand as they are; Undo reopens it.</source>
        <translation>Deze partij nu beëindigen? De stand blijft zoals hij is; Ongedaan maken opent haar weer.</translation>
    </message>
    <message>
        <source>not open</source>
        <translation>niet geopend</translation>
    </message>
    <message>
        <source>About Scorekeeper</source>
        <translation>Over Scorekeeper</translation>
    </message>
    <message>
        <source>The scorekeeper&apos;s companion at a real card table: Oh Hell (Pratt &amp;amp; Whitney), Oh Shit (misère and 7-down-to-1), Whysteria and Shithead.&lt;br&gt;&lt;br&gt;Every entry is saved the moment it is made. F1 shows the rules of the game in play.</source>
        <translation>De metgezel van de scoreboekhouder aan een echte kaarttafel: Oh Hell (Pratt &amp;amp; Whitney), Oh Shit (misère en 7 naar 1), Whysteria en Shithead.&lt;br&gt;&lt;br&gt;Elke invoer wordt bewaard zodra hij gedaan is. F1 toont de regels van het lopende spel.</translation>
    </message>
    <message>
        <source>Database: %1&lt;br&gt;Log: %2</source>
        <translation>Database: %1&lt;br&gt;Logboek: %2</translation>
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
        <translation>Nieuwe partij</translation>
    </message>
    <message>
        <source>House rules  (your table&apos;s own settings)</source>
        <translation>Huisregels  (de eigen instellingen van uw tafel)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Players, clockwise round the table</source>
        <translation>Spelers, met de klok mee rond de tafel</translation>
    </message>
    <message>
        <source>Type a name, Enter to add it</source>
        <translation>Typ een naam, Enter voegt hem toe</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Toevoegen</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Omhoog</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Omlaag</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Eerste gever</translation>
    </message>
    <message>
        <source>Start game (Ctrl+Enter)</source>
        <translation>Partij beginnen (Ctrl+Enter)</translation>
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
        <translation>geen</translation>
    </message>
    <message>
        <source>Add the players, clockwise from anyone.</source>
        <translation>Voeg de spelers toe, met de klok mee vanaf wie dan ook.</translation>
    </message>
    <message>
        <source></source>
        <translation></translation>
    </message>
    <message>
        <source>House rules to play</source>
        <translation>Te spelen huisregels</translation>
    </message>
    <message>
        <source>A preset, or rules saved from the editor</source>
        <translation>Standaardregels, of regels bewaard vanuit de editor</translation>
    </message>
    <message>
        <source>&amp;Edit house rules…</source>
        <translation>Huisregels &amp;bewerken…</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regels:</translation>
    </message>
    <message>
        <source>{0} (edited here)</source>
        <translation>{0} (hier bewerkt)</translation>
    </message>
</context>
<context>
    <name>PhoneDialog</name>
    <message>
        <source>Show on phones</source>
        <translation>Op telefoons tonen</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netwerk</translation>
    </message>
    <message>
        <source>Scan with a phone&apos;s camera to follow the game:</source>
        <translation>Scan met de camera van een telefoon om de partij te volgen:</translation>
    </message>
    <message>
        <source>QR code of the page&apos;s address</source>
        <translation>QR-code van het adres van de pagina</translation>
    </message>
    <message>
        <source>Address of the page</source>
        <translation>Adres van de pagina</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiëren</translation>
    </message>
    <message>
        <source>Read-only: the phones see this game&apos;s scores and nothing else. They must be on the same network as this computer. Anyone with the address can watch until you press Stop or close the app.</source>
        <translation>Alleen lezen: de telefoons zien de punten van deze partij en verder niets. Ze moeten op hetzelfde netwerk zitten als deze computer. Wie het adres heeft, kan meekijken tot u op Stoppen drukt of de app sluit.</translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation>&amp;Netwerk:</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stoppen</translation>
    </message>
    <message>
        <source>Stop showing the game: the phones&apos; page stops at once</source>
        <translation>Stop met tonen: de pagina op de telefoons stopt meteen</translation>
    </message>
</context>
<context>
    <name>PhoneShare</name>
    <message>
        <source>On phones</source>
        <translation>Op telefoons</translation>
    </message>
    <message>
        <source>The game is shown on phones: View › Show on phones…</source>
        <translation>De partij is te zien op telefoons: Beeld › Op telefoons tonen…</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Rename…  (F2)</source>
        <translation>Hernoemen…  (F2)</translation>
    </message>
    <message>
        <source>Merge into…  (Ctrl+M)</source>
        <translation>Samenvoegen met…  (Ctrl+M)</translation>
    </message>
    <message>
        <source>The same person entered under two names: all games follow</source>
        <translation>Dezelfde persoon onder twee namen ingevoerd: alle partijen gaan mee</translation>
    </message>
    <message>
        <source>S&amp;plit…</source>
        <translation>&amp;Splitsen…</translation>
    </message>
    <message>
        <source>Two people entered under one name: choose the games that were the other&apos;s</source>
        <translation>Twee mensen onder één naam ingevoerd: kies de partijen van de ander</translation>
    </message>
    <message>
        <source>Undo merge</source>
        <translation>Samenvoegen ongedaan maken</translation>
    </message>
    <message>
        <source>&lt;b&gt;Players&lt;/b&gt;</source>
        <translation>&lt;b&gt;Spelers&lt;/b&gt;</translation>
    </message>
    <message>
        <source>E&amp;xport statistics…</source>
        <translation>Statistieken e&amp;xporteren…</translation>
    </message>
    <message>
        <source>A CSV of statistics per game, with ratings</source>
        <translation>Een CSV met statistieken per spel, met ratings</translation>
    </message>
    <message>
        <source>This player&apos;s…</source>
        <translation>Van deze speler…</translation>
    </message>
    <message>
        <source>The whole club&apos;s…</source>
        <translation>Van de hele club…</translation>
    </message>
    <message>
        <source>Record by game</source>
        <translation>Resultaten per spel</translation>
    </message>
    <message>
        <source>Head to head against</source>
        <translation>Onderling tegen</translation>
    </message>
    <message>
        <source>Rating and charts for the game</source>
        <translation>Rating en grafieken voor het spel</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Leaderboard…</source>
        <translation>Ranglijst…</translation>
    </message>
    <message>
        <source>Everyone&apos;s ratings in this game (Ctrl+L)</source>
        <translation>Ieders rating in dit spel (Ctrl+L)</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafieken</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Avg place</source>
        <translation>Gem. plaats</translation>
    </message>
    <message>
        <source>Exact bids</source>
        <translation>Precieze biedingen</translation>
    </message>
    <message>
        <source>Avg hand</source>
        <translation>Gem. ronde</translation>
    </message>
    <message>
        <source>Bid − took</source>
        <translation>Bod − gehaald</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Slechtste</translation>
    </message>
    <message>
        <source>&amp;Alias…</source>
        <translation>&amp;Alias…</translation>
    </message>
    <message>
        <source>Another name this player answers to: typing it anywhere gives the player (Alt+A)</source>
        <translation>Een andere naam van deze speler: waar die ook getypt wordt, geeft hij de speler (Alt+A)</translation>
    </message>
    <message>
        <source>F&amp;orget alias…</source>
        <translation>Alias &amp;vergeten…</translation>
    </message>
    <message>
        <source>The alias no longer stands for this player (Alt+O)</source>
        <translation>De alias staat niet meer voor deze speler (Alt+V)</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partij</numerusform>
            <numerusform>%n partijen</numerusform>
        </translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inactief</translation>
    </message>
    <message>
        <source>Undo merge of {0}  (Ctrl+Z)</source>
        <translation>Samenvoegen van {0} ongedaan maken  (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Also called: {0}</source>
        <translation>Ook genoemd: {0}</translation>
    </message>
    <message>
        <source>Inactive: not offered for new games or on the leaderboards; every game is kept.</source>
        <translation>Inactief: niet aangeboden voor nieuwe partijen of in de ranglijsten; elke partij blijft bewaard.</translation>
    </message>
    <message>
        <source>Mark &amp;inactive</source>
        <translation>Markeer als &amp;inactief</translation>
    </message>
    <message>
        <source>Mark act&amp;ive again</source>
        <translation>Markeer weer act&amp;ief</translation>
    </message>
    <message>
        <source>No longer plays: out of completers and leaderboards, every game kept (Alt+I)</source>
        <translation>Speelt niet meer: niet voorgesteld en niet in de ranglijsten, elke partij blijft (Alt+I)</translation>
    </message>
    <message>
        <source>Plays again: back in completers and leaderboards (Alt+I)</source>
        <translation>Speelt weer: weer voorgesteld en in de ranglijsten (Alt+I)</translation>
    </message>
    <message>
        <source>μ {0:.1f}, σ {1:.2f} (the rating is μ − 3σ)</source>
        <translation>μ {0:.1f}, σ {1:.2f} (de rating is μ − 3σ)</translation>
    </message>
    <message>
        <source>{0} and {1} have not finished a game together.</source>
        <translation>{0} en {1} hebben nog geen partij samen uitgespeeld.</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;{0}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&amp;nbsp;{1}:&amp;nbsp;&lt;/td&gt;&lt;td&gt;&lt;b&gt;{2}&lt;/b&gt; ahead, &lt;b&gt;{3}&lt;/b&gt; behind, {4} level&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;{0}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&amp;nbsp;{1}:&amp;nbsp;&lt;/td&gt;&lt;td&gt;&lt;b&gt;{2}&lt;/b&gt; voor, &lt;b&gt;{3}&lt;/b&gt; achter, {4} gelijk&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>No finished games yet: no rating.</source>
        <translation>Nog geen uitgespeelde partijen: geen rating.</translation>
    </message>
    <message>
        <source>Not rated in this game yet.</source>
        <translation>Nog geen rating in dit spel.</translation>
    </message>
    <message>
        <source>Rating &lt;b&gt;{0:.1f}&lt;/b&gt; &amp;nbsp;(μ {1:.1f}, σ {2:.2f}) · {3} of {4} · {5}</source>
        <translation>Rating &lt;b&gt;{0:.1f}&lt;/b&gt; &amp;nbsp;(μ {1:.1f}, σ {2:.2f}) · {3} van {4} · {5}</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s)</source>
        <translation>
            <numerusform>%n gewaardeerde partij</numerusform>
            <numerusform>%n gewaardeerde partijen</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: rating in {1}</source>
        <translation>{0}: rating in {1}</translation>
    </message>
    <message>
        <source>{0}: bids against tricks in {1}</source>
        <translation>{0}: biedingen tegen slagen in {1}</translation>
    </message>
    <message>
        <source>Bids against tricks</source>
        <translation>Biedingen tegen slagen</translation>
    </message>
    <message>
        <source>{0}: exact bids by hand size in {1}</source>
        <translation>{0}: precieze biedingen per aantal kaarten in {1}</translation>
    </message>
    <message>
        <source>Exact bids by hand size</source>
        <translation>Precieze biedingen per aantal kaarten</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Statistieken exporteren</translation>
    </message>
    <message>
        <source>CSV spreadsheet (*.csv)</source>
        <translation>CSV-spreadsheet (*.csv)</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>Kon {0} niet schrijven: {1}</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Speler hernoemen</translation>
    </message>
    <message>
        <source>New name for {0}:</source>
        <translation>Nieuwe naam voor {0}:</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Spelers samenvoegen</translation>
    </message>
    <message>
        <source>{0} is the same person as:</source>
        <translation>{0} is dezelfde persoon als:</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Another name for {0}:</source>
        <translation>Een andere naam voor {0}:</translation>
    </message>
    <message>
        <source>Forget alias</source>
        <translation>Alias vergeten</translation>
    </message>
    <message>
        <source>Which alias of {0}:</source>
        <translation>Welke alias van {0}:</translation>
    </message>
    <message>
        <source>Merge {0} into {1}?

All of {0}&apos;s games ({2}) become {1}&apos;s, and the name {0} is gone (Undo merge brings it back).</source>
        <translation>{0} samenvoegen met {1}?

Alle partijen van {0} ({2}) worden van {1}, en de naam {0} verdwijnt (Samenvoegen ongedaan maken brengt hem terug).</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Zoals het systeem</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Taal:</translation>
    </message>
    <message>
        <source>A new language applies when Scorekeeper next starts.</source>
        <translation>Een nieuwe taal geldt vanaf de volgende keer dat Scorekeeper start.</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Donker</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Thema:</translation>
    </message>
    <message>
        <source>Scoreboard type size</source>
        <translation>Lettergrootte van het scorebord</translation>
    </message>
    <message>
        <source>Scoreboard type size:</source>
        <translation>Lettergrootte van het scorebord:</translation>
    </message>
    <message>
        <source>Default game</source>
        <translation>Standaardspel</translation>
    </message>
    <message>
        <source>Default game:</source>
        <translation>Standaardspel:</translation>
    </message>
</context>
<context>
    <name>ReportsDialog</name>
    <message>
        <source>Evening</source>
        <translation>Avond</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Seizoen</translation>
    </message>
    <message>
        <source>Player card</source>
        <translation>Spelerskaart</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Onderling</translation>
    </message>
    <message>
        <source>Season from</source>
        <translation>Seizoen vanaf</translation>
    </message>
    <message>
        <source>Season to</source>
        <translation>Seizoen tot</translation>
    </message>
    <message>
        <source>PDF report (*.pdf)</source>
        <translation>PDF-verslag (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-afbeelding (*.png)</translation>
    </message>
    <message>
        <source>CSV spreadsheet (*.csv)</source>
        <translation>CSV-spreadsheet (*.csv)</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Tekst (*.txt)</translation>
    </message>
    <message>
        <source>Reports — Scorekeeper</source>
        <translation>Verslagen — Scorekeeper</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Verslag</translation>
    </message>
    <message>
        <source>&amp;Report:</source>
        <translation>&amp;Verslag:</translation>
    </message>
    <message>
        <source>Evening of</source>
        <translation>Avond van</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Eerste speler</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Tweede speler</translation>
    </message>
    <message>
        <source>v</source>
        <translation>tegen</translation>
    </message>
    <message>
        <source>The report</source>
        <translation>Het verslag</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Opslaan als…</translation>
    </message>
    <message>
        <source>Save this report as PDF, PNG, CSV or text</source>
        <translation>Dit verslag opslaan als PDF, PNG, CSV of tekst</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Af&amp;drukken…</translation>
    </message>
    <message>
        <source>Print this report (Ctrl+P)</source>
        <translation>Dit verslag afdrukken (Ctrl+P)</translation>
    </message>
    <message>
        <source>Save report</source>
        <translation>Verslag opslaan</translation>
    </message>
    <message>
        <source>Report not printed</source>
        <translation>Verslag niet afgedrukt</translation>
    </message>
    <message>
        <source>The printer cannot be used ({0})</source>
        <translation>De printer kan niet worden gebruikt ({0})</translation>
    </message>
    <message>
        <source>Report not saved</source>
        <translation>Verslag niet opgeslagen</translation>
    </message>
    <message>
        <source>{0} cannot be written ({1})</source>
        <translation>{0} kan niet worden geschreven ({1})</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
</context>
<context>
    <name>ScoreboardModel</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kaart</numerusform>
            <numerusform>%n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation>{0} geeft</translation>
    </message>
    <message>
        <source>Hand {0}: {1}</source>
        <translation>Ronde {0}: {1}</translation>
    </message>
    <message>
        <source>, dealt</source>
        <translation>, gaf</translation>
    </message>
    <message>
        <source>{0}, hand {1}: {2}</source>
        <translation>{0}, ronde {1}: {2}</translation>
    </message>
    <message>
        <source>, total {0}</source>
        <translation>, totaal {0}</translation>
    </message>
    <message>
        <source>no bid yet</source>
        <translation>nog geen bod</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>bod {0}</translation>
    </message>
    <message>
        <source>took {0}</source>
        <translation>haalde {0}</translation>
    </message>
    <message>
        <source>scored {0}</source>
        <translation>{0} punten</translation>
    </message>
    <message>
        <source>total {0}</source>
        <translation>totaal {0}</translation>
    </message>
    <message>
        <source>reset to 0</source>
        <translation>terug naar 0</translation>
    </message>
    <message numerus="yes">
        <source>%n penalt(y|ies)</source>
        <translation>
            <numerusform>%n strafpunt</numerusform>
            <numerusform>%n strafpunten</numerusform>
        </translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in het spel</translation>
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
        <translation>uit als {0}</translation>
    </message>
    <message>
        <source>played</source>
        <translation>gespeeld</translation>
    </message>
</context>
<context>
    <name>ShitheadEntry</name>
    <message>
        <source>key {0}</source>
        <translation>toets {0}</translation>
    </message>
    <message>
        <source></source>
        <translation></translation>
    </message>
    <message>
        <source>Hand {0}: {1}</source>
        <translation>Ronde {0}: {1}</translation>
    </message>
    <message>
        <source>Type their number, then Enter. {0} Backspace takes one back.</source>
        <translation>Typ het nummer, dan Enter. {0} Backspace haalt er een terug.</translation>
    </message>
    <message>
        <source>Pick one player, or the whole order out ({0} or {1} players).</source>
        <translation>Kies één speler, of de hele volgorde van uitgaan ({0} of {1} spelers).</translation>
    </message>
    <message>
        <source>Hand {0} recorded.</source>
        <translation>Ronde {0} vastgelegd.</translation>
    </message>
</context>
<context>
    <name>SplitDialog</name>
    <message>
        <source>Split {0}</source>
        <translation>{0} splitsen</translation>
    </message>
    <message>
        <source>Which of {0}&apos;s games did someone else play? Tick them (Space), then name who played them.</source>
        <translation>Welke partijen van {0} speelde iemand anders? Vink ze aan (Spatie) en noem dan wie ze speelde.</translation>
    </message>
    <message>
        <source>{0}&apos;s games</source>
        <translation>Partijen van {0}</translation>
    </message>
    <message>
        <source>They go to</source>
        <translation>Ze gaan naar</translation>
    </message>
    <message>
        <source>a new name, or a player who was not there</source>
        <translation>een nieuwe naam, of een speler die er niet bij was</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>Waarom niet</translation>
    </message>
    <message>
        <source>Move games</source>
        <translation>Partijen verplaatsen</translation>
    </message>
    <message>
        <source>&amp;They go to:</source>
        <translation>&amp;Ze gaan naar:</translation>
    </message>
    <message>
        <source>in the trash</source>
        <translation>in de prullenbak</translation>
    </message>
</context>
<context>
    <name>StandingsPanel</name>
    <message>
        <source>after hand {0}</source>
        <translation>na ronde {0}</translation>
    </message>
    <message>
        <source>no hand played yet</source>
        <translation>nog geen ronde gespeeld</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Eindstand</translation>
    </message>
    <message>
        <source>Tally</source>
        <translation>Turven</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Tie-break deal…  (Ctrl+Shift+T)</source>
        <translation>Beslissende ronde…  (Ctrl+Shift+T)</translation>
    </message>
    <message>
        <source>Play the 5-card tie-break deal of the tied players</source>
        <translation>Speel de beslissende ronde met 5 kaarten tussen de gelijk geëindigde spelers</translation>
    </message>
    <message>
        <source>Rematch  (Ctrl+R)</source>
        <translation>Revanche  (Ctrl+R)</translation>
    </message>
    <message>
        <source>The same game again, in the same seating</source>
        <translation>Hetzelfde spel nog eens, in dezelfde tafelschikking</translation>
    </message>
    <message>
        <source>The game was ended before its last hand.</source>
        <translation>Het spel is vóór de laatste ronde beëindigd.</translation>
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
        <translation>Houd de score bij aan de kaarttafel: het rondeschema, de gever, troef, de regel van de gever en de punten van elke ronde.</translation>
    </message>
    <message>
        <source>New game…  (Ctrl+N)</source>
        <translation>Nieuwe partij…  (Ctrl+N)</translation>
    </message>
    <message>
        <source>History  (Ctrl+H)</source>
        <translation>Geschiedenis  (Ctrl+H)</translation>
    </message>
    <message>
        <source>Players  (Ctrl+Shift+P)</source>
        <translation>Spelers  (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Onafgemaakte partijen</translation>
    </message>
    <message>
        <source>Resume  (Enter)</source>
        <translation>Hervatten  (Enter)</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Recente partijen</translation>
    </message>
    <message>
        <source>hand {0} next · last played {1}</source>
        <translation>ronde {0} is de volgende · laatst gespeeld {1}</translation>
    </message>
    <message>
        <source>No unfinished games.</source>
        <translation>Geen onafgemaakte partijen.</translation>
    </message>
    <message>
        <source>won by {0}</source>
        <translation>gewonnen door {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n ronde</numerusform>
            <numerusform>%n rondes</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet: start one!</source>
        <translation>Nog geen partijen: begin er een!</translation>
    </message>
</context>
<context>
    <name>StoreWait</name>
    <message>
        <source>The database answered. Keys typed while waiting, if any, were ignored: type them again.</source>
        <translation>De database heeft geantwoord. Toetsen die tijdens het wachten zijn getypt, zijn genegeerd: typ ze opnieuw.</translation>
    </message>
    <message>
        <source>Waiting to store: {what}.</source>
        <translation>Wacht om te bewaren: {what}.</translation>
    </message>
    <message>
        <source>Waiting for it.</source>
        <translation>Even wachten.</translation>
    </message>
    <message>
        <source>The database has not answered for {n} s.</source>
        <translation>De database antwoordt al {n} s niet.</translation>
    </message>
    <message>
        <source>Nothing is lost: it is stored when the database answers. Keys typed meanwhile are ignored.</source>
        <translation>Er gaat niets verloren: het wordt bewaard zodra de database antwoordt. Toetsen die u intussen typt, worden genegeerd.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>turn-up: qh, 10s, jk</source>
        <translation>troefkaart: qh, 10s, jk</translation>
    </message>
    <message>
        <source>Pick…</source>
        <translation>Kiezen…</translation>
    </message>
    <message>
        <source>Turn-up (Ctrl+T):</source>
        <translation>Troefkaart (Ctrl+T):</translation>
    </message>
    <message>
        <source>{0} (! then a letter):</source>
        <translation>{0} (! en dan een letter):</translation>
    </message>
    <message>
        <source>Add a {0} for {1} in this hand (Shift-click takes one back)</source>
        <translation>{0} voor {1} in deze ronde toevoegen (Shift-klik haalt er een weg)</translation>
    </message>
    <message>
        <source>Schedule of hands</source>
        <translation>Rondeschema</translation>
    </message>
    <message>
        <source>Each cell: bid/tricks and the hand&apos;s score, running total below · ● dealt · green: contract made · ↺ total reset to 0 · ! penalty · ★ leader · Ctrl+E (or F6, ↑↓, Enter, or a double-click) corrects a hand</source>
        <translation>Elk vak: bod/slagen en de punten van de ronde, lopend totaal eronder · ● gaf · groen: bod gehaald · ↺ totaal terug naar 0 · ! strafpunt · ★ koploper · Ctrl+E (of F6, ↑↓, Enter of dubbelklik) corrigeert een ronde</translation>
    </message>
    <message>
        <source>Each cell: lost / won / place out, and the running tally · ● dealt</source>
        <translation>Elk vak: verloren / gewonnen / plaats bij uitgaan, en de lopende telling · ● gaf</translation>
    </message>
    <message>
        <source>&lt;b&gt;Schedule&lt;/b&gt;</source>
        <translation>&lt;b&gt;Schema&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Type the turn-up</source>
        <translation>Typ de troefkaart</translation>
    </message>
    <message>
        <source>Entry or scorecard</source>
        <translation>Invoer of scorekaart</translation>
    </message>
    <message>
        <source>{0} played · &lt;b&gt;{1}&lt;/b&gt; share first place</source>
        <translation>{0} gespeeld · &lt;b&gt;{1}&lt;/b&gt; delen de eerste plaats</translation>
    </message>
    <message>
        <source>{0} played · &lt;b&gt;{1}&lt;/b&gt; wins</source>
        <translation>{0} gespeeld · &lt;b&gt;{1}&lt;/b&gt; wint</translation>
    </message>
    <message>
        <source>No hands were played.</source>
        <translation>Er zijn geen rondes gespeeld.</translation>
    </message>
    <message>
        <source>{0} — hand {1} of {2}</source>
        <translation>{0} — ronde {1} van {2}</translation>
    </message>
    <message>
        <source>{0} — hand {1}</source>
        <translation>{0} — ronde {1}</translation>
    </message>
    <message>
        <source>
</source>
        <translation>
</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; each</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; elk</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; deals</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; geeft</translation>
    </message>
    <message>
        <source>trump {0}</source>
        <translation>troef {0}</translation>
    </message>
    <message>
        <source>Hand {0}: {1} deals</source>
        <translation>Ronde {0}: {1} geeft</translation>
    </message>
    <message>
        <source>open length</source>
        <translation>open lengte</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Niet genoteerd</translation>
    </message>
    <message>
        <source>A shithead hand is changed with Undo (Ctrl+Z).</source>
        <translation>Een Shithead-ronde wijzigt u met Ongedaan maken (Ctrl+Z).</translation>
    </message>
    <message>
        <source>This hand is still being played: change it in the entry above.</source>
        <translation>Deze ronde wordt nog gespeeld: wijzig haar hierboven in de invoer.</translation>
    </message>
    <message>
        <source>Players join, leave and sit out only in a house game whose rules have table changes on.</source>
        <translation>Instappen, vertrekken en overslaan kan alleen in een huispartij waarvan de regels tafelwissels toestaan.</translation>
    </message>
    <message>
        <source>No hand has been completed yet: there is nothing to correct.</source>
        <translation>Nog geen ronde voltooid: er valt niets te corrigeren.</translation>
    </message>
</context>
<context>
    <name>TallyPanel</name>
    <message>
        <source>Next hand</source>
        <translation>Volgende ronde</translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation>{0} geeft</translation>
    </message>
    <message>
        <source>No hand played yet</source>
        <translation>Nog geen ronde gespeeld</translation>
    </message>
    <message>
        <source>Out in order: {0}</source>
        <translation>Uit in volgorde: {0}</translation>
    </message>
    <message>
        <source>{0} lost hand {1}</source>
        <translation>{0} verloor ronde {1}</translation>
    </message>
    <message>
        <source>{0} won hand {1}</source>
        <translation>{0} won ronde {1}</translation>
    </message>
</context>
<context>
    <name>TiebreakDialog</name>
    <message>
        <source>Tie-break deal</source>
        <translation>Beslissende ronde</translation>
    </message>
    <message>
        <source>{0} are tied on every tie-breaker.
Deal {1} cards each and play one hand: the higher hand score takes the higher place.
It is not added to the totals.</source>
        <translation>{0} staan bij elke beslissing gelijk.
Deel ieder {1} kaarten en speel één ronde: de hoogste rondescore krijgt de hoogste plaats.
Die telt niet mee voor de totalen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bid&lt;/b&gt;</source>
        <translation>&lt;b&gt;Bod&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tricks&lt;/b&gt;</source>
        <translation>&lt;b&gt;Slagen&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>TrashDialog</name>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Verwijderd</translation>
    </message>
    <message>
        <source>Trash — Scorekeeper</source>
        <translation>Prullenbak — Scorekeeper</translation>
    </message>
    <message>
        <source>Deleted games are kept here, also after the app is closed, until the trash is emptied. Restoring puts a game back as it was.</source>
        <translation>Verwijderde partijen blijven hier, ook nadat de app is gesloten, tot de prullenbak wordt geleegd. Terugzetten zet een partij terug zoals ze was.</translation>
    </message>
    <message>
        <source>Games in the trash</source>
        <translation>Partijen in de prullenbak</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Terugzetten</translation>
    </message>
    <message>
        <source>&amp;Delete for good</source>
        <translation>&amp;Definitief verwijderen</translation>
    </message>
    <message>
        <source>&amp;Empty trash</source>
        <translation>Prullenbak &amp;legen</translation>
    </message>
    <message>
        <source>Delete {0} for good? This cannot be undone.</source>
        <translation>{0} definitief verwijderen? Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>Empty the trash? Its {0} cannot be restored afterwards.</source>
        <translation>De prullenbak legen? De {0} erin kunnen daarna niet meer worden teruggezet.</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>Prullenbak</translation>
    </message>
</context>
<context>
    <name>TrumpPanel</name>
    <message>
        <source>Trump</source>
        <translation>Troef</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Geen troef</translation>
    </message>
    <message>
        <source>Not known yet</source>
        <translation>Nog niet bekend</translation>
    </message>
</context>
<context>
    <name>_ChangeDialog</name>
    <message>
        <source>Why it was refused</source>
        <translation>Waarom het geweigerd werd</translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>{0} — {1} (continued)</source>
        <translation>{0} — {1} (vervolg)</translation>
    </message>
    <message>
        <source>page {0} of {1}</source>
        <translation>pagina {0} van {1}</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Huisregels</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>Seating (clockwise): {0} · {1} dealt first</source>
        <translation>Zitplaatsen (met de klok mee): {0} · {1} gaf als eerste</translation>
    </message>
    <message>
        <source>The evening of {0}</source>
        <translation>De avond van {0}</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n sitting(s)</source>
        <translation>
            <numerusform>%n speelavond</numerusform>
            <numerusform>%n speelavonden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partij</numerusform>
            <numerusform>%n partijen</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespeelde partijen</translation>
    </message>
    <message>
        <source>{0} ({1} finished)</source>
        <translation>{0} ({1} uitgespeeld)</translation>
    </message>
    <message>
        <source>Winner of the night</source>
        <translation>Winnaar van de avond</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) won</source>
        <translation>
            <numerusform>%n partij gewonnen</numerusform>
            <numerusform>%n partijen gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>Shithead of the night</source>
        <translation>Shithead van de avond</translation>
    </message>
    <message numerus="yes">
        <source>last %n time(s)</source>
        <translation>
            <numerusform>%n keer laatste</numerusform>
            <numerusform>%n keer laatste</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} by the rules</source>
        <translation>{0} volgens de regels</translation>
    </message>
    <message>
        <source>game {0}, hand {1}</source>
        <translation>partij {0}, ronde {1}</translation>
    </message>
    <message>
        <source>Biggest hand</source>
        <translation>Grootste ronde</translation>
    </message>
    <message>
        <source>{0}: {1} points ({2})</source>
        <translation>{0}: {1} punten ({2})</translation>
    </message>
    <message>
        <source>Best bidder</source>
        <translation>Beste bieder</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} bids exact ({3})</source>
        <translation>{0}: {1} van {2} biedingen precies ({3})</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>#</source>
        <comment>a game&apos;s number in the sitting</comment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Winnaars</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Laatste</translation>
    </message>
    <message>
        <source>Places and points</source>
        <translation>Plaatsen en punten</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Plaatsen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Sitting {0} of {1} · {2}</source>
        <translation>Speelavond {0} van {1} · {2}</translation>
    </message>
    <message>
        <source>The sitting · {0}</source>
        <translation>De speelavond · {0}</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>uitgespeeld</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>afgebroken</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>bezig</translation>
    </message>
    <message>
        <source>Before hand {0}: {1}</source>
        <translation>Voor ronde {0}: {1}</translation>
    </message>
    <message>
        <source>Final places</source>
        <translation>Eindstand</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Tie-break deal {0}: {1}</source>
        <translation>Beslissingsronde {0}: {1}</translation>
    </message>
    <message>
        <source>{0} bid {1} took {2}</source>
        <translation>{0} bood {1}, haalde {2}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>#</source>
        <comment>the hand&apos;s number, in a column head</comment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Gever</translation>
    </message>
    <message>
        <source>{0} finished, {1} won ({2})</source>
        <translation>{0} uitgespeeld, {1} gewonnen ({2})</translation>
    </message>
    <message>
        <source>Nemesis</source>
        <translation>Aartsvijand</translation>
    </message>
    <message>
        <source>Favourite opponent</source>
        <translation>Favoriete tegenstander</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>Winstreeks</translation>
    </message>
    <message>
        <source>{0} now, {1} at the longest</source>
        <translation>{0} nu, {1} op zijn langst</translation>
    </message>
    <message>
        <source>First and last game</source>
        <translation>Eerste en laatste partij</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>{0} spelers</translation>
    </message>
    <message>
        <source>Games by month</source>
        <translation>Partijen per maand</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Maand</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Winstpercentage</translation>
    </message>
    <message>
        <source>Games by number of players</source>
        <translation>Partijen per aantal spelers</translation>
    </message>
    <message>
        <source>Table</source>
        <comment>how many players sat at it</comment>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Tegenstanders</translation>
    </message>
    <message>
        <source>Against each opponent</source>
        <translation>Tegen elke tegenstander</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Tegenstander</translation>
    </message>
    <message>
        <source>They were ahead</source>
        <translation>Voor</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Achter</translation>
    </message>
    <message>
        <source>Player card: {0}</source>
        <translation>Spelerskaart: {0}</translation>
    </message>
    <message>
        <source>{0}, {1} to {2}</source>
        <translation>{0}, {1} tot {2}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n uitgespeelde partij</numerusform>
            <numerusform>%n uitgespeelde partijen</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} ({1} of {2} games together ahead of {3})</source>
        <translation>{0} ({1} van {2} partijen samen voor {3})</translation>
    </message>
    <message>
        <source>{0} ({1} of {2} games together behind {3})</source>
        <translation>{0} ({1} van {2} partijen samen achter {3})</translation>
    </message>
    <message>
        <source>{0} ({1} games ahead of {2} each)</source>
        <translation>{0} (elk {1} partijen voor {2})</translation>
    </message>
    <message>
        <source>{0} ({1} games behind {2} each)</source>
        <translation>{0} (elk {1} partijen achter {2})</translation>
    </message>
    <message>
        <source>Bids made exactly</source>
        <translation>Precies gehaalde biedingen</translation>
    </message>
    <message>
        <source>{0} of {1} ({2})</source>
        <translation>{0} van {1} ({2})</translation>
    </message>
    <message>
        <source>Exact %</source>
        <translation>Precies %</translation>
    </message>
    <message>
        <source>Bids by hand size</source>
        <translation>Biedingen per rondegrootte</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Precies</translation>
    </message>
    <message>
        <source>Over</source>
        <translation>Te veel</translation>
    </message>
    <message>
        <source>Under</source>
        <translation>Te weinig</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Punten per ronde</translation>
    </message>
    <message>
        <source>Rating over time</source>
        <translation>Rating door de tijd</translation>
    </message>
    <message>
        <source>Rating at the end of each month</source>
        <translation>Rating aan het eind van elke maand</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Games rated</source>
        <translation>Beoordeelde partijen</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Troef</translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n verlies</numerusform>
            <numerusform>%n verliezen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n winst</numerusform>
            <numerusform>%n winsten</numerusform>
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
        <translation>{0} staat bovenaan</translation>
    </message>
    <message>
        <source>Hand {0}: {1} deals</source>
        <translation>Ronde {0}: {1} geeft</translation>
    </message>
    <message>
        <source>left</source>
        <comment>a player who left the table</comment>
        <translation>vertrokken</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>zit over</translation>
    </message>
    <message>
        <source>not joined</source>
        <translation>nog niet aan tafel</translation>
    </message>
    <message>
        <source>{0} has left the game</source>
        <translation>{0} heeft het spel verlaten</translation>
    </message>
    <message>
        <source>{0} sits this hand out</source>
        <translation>{0} zit deze ronde over</translation>
    </message>
    <message>
        <source>{0} has not joined yet</source>
        <translation>{0} doet nog niet mee</translation>
    </message>
    <message>
        <source>{0}; total {1}</source>
        <translation>{0}; totaal {1}</translation>
    </message>
    <message>
        <source>{0} joined (sitting after {1}, starting from {2})</source>
        <translation>{0} deed mee (zit na {1}, begint met {2})</translation>
    </message>
    <message>
        <source>{0} left</source>
        <comment>a table change</comment>
        <translation>{0} is vertrokken</translation>
    </message>
    <message>
        <source>{0} sits out</source>
        <translation>{0} zit over</translation>
    </message>
    <message>
        <source>{0} sit out</source>
        <translation>{0} zitten over</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>bod {0}</translation>
    </message>
    <message>
        <source>{0} (dealer)</source>
        <translation>{0} (gever)</translation>
    </message>
    <message>
        <source>bid {0}, took {1}</source>
        <translation>bod {0}, {1} slagen</translation>
    </message>
    <message>
        <source>scored {0}, total {1}</source>
        <translation>{0} punten, totaal {1}</translation>
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
        <translation>Elk vak: verloren / gewonnen / plaats bij uitgaan (gearceerd: gewonnen) en de turf</translation>
    </message>
    <message>
        <source>shaded: contract made</source>
        <translation>gearceerd: bod gehaald</translation>
    </message>
    <message>
        <source>, ! penalty</source>
        <translation>, ! straf</translation>
    </message>
    <message>
        <source>Each cell: bid/tricks and hand score ({0}), running total</source>
        <translation>Elk vak: bod/slagen en punten van de ronde ({0}), lopende stand</translation>
    </message>
    <message>
        <source> (↺ reset to 0)</source>
        <translation> (↺ terug naar 0)</translation>
    </message>
    <message>
        <source>Scorecard — {0}</source>
        <translation>Scorekaart — {0}</translation>
    </message>
    <message>
        <source>the 52-card pack</source>
        <translation>het spel van 52 kaarten</translation>
    </message>
    <message>
        <source>the 36-card pack (6 to A)</source>
        <translation>het spel van 36 kaarten (6 tot aas)</translation>
    </message>
    <message>
        <source>the 32-card pack (7 to A)</source>
        <translation>het spel van 32 kaarten (7 tot aas)</translation>
    </message>
    <message>
        <source>the 28-card pack (8 to A)</source>
        <translation>het spel van 28 kaarten (8 tot aas)</translation>
    </message>
    <message>
        <source>the 24-card pack (9 to A)</source>
        <translation>het spel van 24 kaarten (9 tot aas)</translation>
    </message>
    <message>
        <source>the 63-card pack (52 plus the 11 and 12 of each suit and the 13 of hearts and diamonds)</source>
        <translation>het spel van 63 kaarten (52 plus de 11 en 12 van elke kleur en de 13 van harten en ruiten)</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>schoppen</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klaveren</translation>
    </message>
    <message>
        <source>made bids</source>
        <translation>gehaalde boden</translation>
    </message>
    <message>
        <source>made bids above zero</source>
        <translation>gehaalde boden boven nul</translation>
    </message>
    <message>
        <source>hands with at least the bid taken</source>
        <translation>rondes met minstens het geboden aantal slagen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>{0} to {1} players.</source>
        <translation>{0} tot {1} spelers.</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Kaartspel</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bieden</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Telling</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Straf</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Correcties</translation>
    </message>
    <message>
        <source>The scorekeeper may add or take off points for a player in a hand, with a note.</source>
        <translation>De scoreteller mag een speler in een ronde punten geven of afnemen, met een notitie.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Terug naar nul</translation>
    </message>
    <message>
        <source>A running total that lands on a multiple of {0} (not 0) goes back to 0.</source>
        <translation>Een stand die precies op een veelvoud van {0} (niet 0) uitkomt, gaat terug naar 0.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Einde</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Rangorde</translation>
    </message>
    <message>
        <source>Table changes</source>
        <translation>Wisselingen aan tafel</translation>
    </message>
    <message>
        <source>Players may join during the game, leave it, or sit out a hand (scoring nothing).</source>
        <translation>Spelers mogen tijdens het spel aanschuiven, vertrekken of een ronde overzitten (zonder punten).</translation>
    </message>
    <message>
        <source>Played with {0} and a joker, the highest trump.</source>
        <translation>Gespeeld met {0} en een joker, de hoogste troef.</translation>
    </message>
    <message>
        <source>Played with {0}.</source>
        <translation>Gespeeld met {0}.</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} en {1}</translation>
    </message>
    <message>
        <source>{0} players use {1} and the joker.</source>
        <translation>Met {0} spelers speelt men met {1} en de joker.</translation>
    </message>
    <message>
        <source>{0} players use {1}.</source>
        <translation>Met {0} spelers speelt men met {1}.</translation>
    </message>
    <message>
        <source>the most the pack allows each player</source>
        <translation>zoveel als het spel elke speler toelaat</translation>
    </message>
    <message>
        <source>{0} (fewer if the pack cannot deal that many)</source>
        <translation>{0} (minder als het spel er niet zoveel heeft)</translation>
    </message>
    <message>
        <source>From the largest hand, {0}, down to 1 card.</source>
        <translation>Van de grootste ronde, {0}, af tot 1 kaart.</translation>
    </message>
    <message>
        <source>1 card, then one more each hand up to {0}.</source>
        <translation>1 kaart, dan elke ronde één meer tot {0}.</translation>
    </message>
    <message>
        <source>The largest hand is played twice.</source>
        <translation>De grootste ronde wordt twee keer gespeeld.</translation>
    </message>
    <message>
        <source>1 card, one more each hand up to {0}, and back down to 1.</source>
        <translation>1 kaart, elke ronde één meer tot {0} en weer terug naar 1.</translation>
    </message>
    <message>
        <source>The 1-card hand is played twice.</source>
        <translation>De ronde met 1 kaart wordt twee keer gespeeld.</translation>
    </message>
    <message>
        <source>From the largest hand, {0}, down to 1 card and back up.</source>
        <translation>Van de grootste ronde, {0}, af tot 1 kaart en weer terug omhoog.</translation>
    </message>
    <message>
        <source>The same number of cards every hand: {0}.</source>
        <translation>Elke ronde evenveel kaarten: {0}.</translation>
    </message>
    <message>
        <source>1 card, then one more each hand up to {0}, then that many every hand.</source>
        <translation>1 kaart, dan elke ronde één meer tot {0}, daarna elke ronde zoveel.</translation>
    </message>
    <message>
        <source>When the largest hand deals the whole pack, the hands go back down to 1 and up again instead.</source>
        <translation>Als de grootste ronde het hele spel uitdeelt, gaat het in plaats daarvan terug naar 1 en weer omhoog.</translation>
    </message>
    <message>
        <source>These hands, in order: {0} cards.</source>
        <translation>Deze rondes, op volgorde: {0} kaarten.</translation>
    </message>
    <message>
        <source>{0} are always trump.</source>
        <translation>{0} is altijd troef.</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>geen troef</translation>
    </message>
    <message>
        <source>Every hand: {0}.</source>
        <translation>Elke ronde: {0}.</translation>
    </message>
    <message>
        <source>Trump follows the sequence {0}, starting again after the last.</source>
        <translation>Troef volgt de reeks {0} en begint na de laatste opnieuw.</translation>
    </message>
    <message>
        <source>The card turned up after the deal gives trump.</source>
        <translation>De kaart die na het geven wordt omgedraaid, bepaalt troef.</translation>
    </message>
    <message>
        <source>{0} turned up means no trumps.</source>
        <translation>{0} omgedraaid betekent geen troef.</translation>
    </message>
    <message>
        <source>When a hand deals the whole pack, the dealer shows his last card for trump.</source>
        <translation>Als een ronde het hele spel uitdeelt, toont de gever zijn laatste kaart voor troef.</translation>
    </message>
    <message>
        <source>When a hand deals the whole pack there is no turn-up and no trumps.</source>
        <translation>Als een ronde het hele spel uitdeelt, wordt er niets omgedraaid en is er geen troef.</translation>
    </message>
    <message>
        <source>the joker</source>
        <translation>de joker</translation>
    </message>
    <message>
        <source>an ace</source>
        <translation>een aas</translation>
    </message>
    <message>
        <source>a jack</source>
        <translation>een boer</translation>
    </message>
    <message>
        <source>a queen</source>
        <translation>een vrouw</translation>
    </message>
    <message>
        <source>a king</source>
        <translation>een heer</translation>
    </message>
    <message>
        <source>an {0}</source>
        <comment>a card of this rank: 8, 11</comment>
        <translation>een {0}</translation>
    </message>
    <message>
        <source>a {0}</source>
        <comment>a card of this rank: 2, 3 …</comment>
        <translation>een {0}</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation>{0} of {1}</translation>
    </message>
    <message>
        <source>Bids go clockwise from the dealer&apos;s left; the dealer bids last.</source>
        <translation>Er wordt met de klok mee geboden, links van de gever te beginnen; de gever biedt als laatste.</translation>
    </message>
    <message>
        <source>Players bid in any order, as they call; the order is recorded.</source>
        <translation>Er wordt in willekeurige volgorde geboden, zoals geroepen; de volgorde wordt genoteerd.</translation>
    </message>
    <message>
        <source>Everyone shows a bid at once.</source>
        <translation>Iedereen toont zijn bod tegelijk.</translation>
    </message>
    <message>
        <source>The player left of the dealer leads first.</source>
        <translation>De speler links van de gever komt als eerste uit.</translation>
    </message>
    <message>
        <source>The highest bidder leads first (on a tie, the first of them to bid).</source>
        <translation>De hoogste bieder komt als eerste uit (bij gelijkheid wie van hen het eerst bood).</translation>
    </message>
    <message>
        <source>The player left of the last bidder leads first.</source>
        <translation>De speler links van de laatste bieder komt als eerste uit.</translation>
    </message>
    <message>
        <source>The last bidder may not make the bids total the cards</source>
        <translation>De laatste bieder mag de boden niet optellen tot het aantal kaarten</translation>
    </message>
    <message>
        <source>The last bidder may not make the bids total the cards in hands of {0} cards or more</source>
        <translation>De laatste bieder mag de boden in rondes van {0} kaarten of meer niet optellen tot het aantal kaarten</translation>
    </message>
    <message>
        <source>0</source>
        <comment>a bid of zero</comment>
        <translation>0</translation>
    </message>
    <message>
        <source>all the cards</source>
        <translation>alle kaarten</translation>
    </message>
    <message>
        <source>{0}, unless that bid is {1}.</source>
        <translation>{0}, tenzij dat bod {1} is.</translation>
    </message>
    <message>
        <source>Any bid is allowed: the bids may total the cards.</source>
        <translation>Elk bod is toegestaan: de boden mogen optellen tot het aantal kaarten.</translation>
    </message>
    <message>
        <source>the bid</source>
        <translation>het bod</translation>
    </message>
    <message>
        <source>{0} × the bid</source>
        <translation>{0} × het bod</translation>
    </message>
    <message>
        <source>{0} per trick taken</source>
        <translation>{0} per gehaalde slag</translation>
    </message>
    <message>
        <source>{0} per trick off</source>
        <translation>{0} per slag verschil</translation>
    </message>
    <message>
        <source>{0} per card dealt</source>
        <translation>{0} per gedeelde kaart</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message>
        <source>minus {0}</source>
        <translation>min {0}</translation>
    </message>
    <message>
        <source> when the cards left undealt are no more than the players (a short stock)</source>
        <translation> als er niet meer kaarten overblijven dan er spelers zijn (een korte stapel)</translation>
    </message>
    <message>
        <source> in hands of {0} cards or more</source>
        <translation> in rondes van {0} kaarten of meer</translation>
    </message>
    <message>
        <source>Exact bid: {0}.</source>
        <translation>Precies geboden: {0}.</translation>
    </message>
    <message>
        <source>A zero bid made: {0} instead.</source>
        <translation>Een gehaald bod van nul: in plaats daarvan {0}.</translation>
    </message>
    <message>
        <source>A made zero bid earns {0} more{1}.</source>
        <translation>Een gehaald bod van nul levert {0} extra op{1}.</translation>
    </message>
    <message>
        <source>A missed bid (more or fewer tricks): {0}.</source>
        <translation>Bod gemist (meer of minder slagen): {0}.</translation>
    </message>
    <message>
        <source>More tricks than bid: {0}. Fewer: {1}.</source>
        <translation>Meer slagen dan geboden: {0}. Minder: {1}.</translation>
    </message>
    <message>
        <source>bid {0}, took {1}: {2}</source>
        <translation>bod {0}, gehaald {1}: {2}</translation>
    </message>
    <message>
        <source>For example (a hand of {0} cards): {1}.</source>
        <translation>Bijvoorbeeld (een ronde van {0} kaarten): {1}.</translation>
    </message>
    <message>
        <source>For example: {0}.</source>
        <translation>Bijvoorbeeld: {0}.</translation>
    </message>
    <message>
        <source>No penalties are recorded.</source>
        <translation>Er worden geen straffen genoteerd.</translation>
    </message>
    <message>
        <source>Each {0} costs {1} points in its hand.</source>
        <translation>Elke {0} kost {1} punten in die ronde.</translation>
    </message>
    <message>
        <source>Each {0} adds {1} points in its hand.</source>
        <translation>Elke {0} levert {1} punten op in die ronde.</translation>
    </message>
    <message>
        <source>A hand with a {0} scores at most {1} and does not count as a made bid.</source>
        <translation>Een ronde met een {0} levert hoogstens {1} op en telt niet als gehaald bod.</translation>
    </message>
    <message>
        <source>The game goes on until the scorekeeper ends it.</source>
        <translation>Het spel gaat door tot de scoreteller het beëindigt.</translation>
    </message>
    <message>
        <source>The game ends after the last hand.</source>
        <translation>Het spel eindigt na de laatste ronde.</translation>
    </message>
    <message>
        <source>The game ends after the hand in which a total passes {0}, or after the last hand if that comes first.</source>
        <translation>Het spel eindigt na de ronde waarin een stand boven {0} komt, of na de laatste ronde als die eerder komt.</translation>
    </message>
    <message>
        <source>The game ends after the hand in which a total passes {0}.</source>
        <translation>Het spel eindigt na de ronde waarin een stand boven {0} komt.</translation>
    </message>
    <message>
        <source>Highest total wins.</source>
        <translation>De hoogste stand wint.</translation>
    </message>
    <message>
        <source>Ties are split by {0} (a hand with a penalty counts as none of these).</source>
        <translation>Bij gelijke stand beslissen {0} (een ronde met straf telt voor geen van deze).</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, dan </translation>
    </message>
    <message>
        <source>Players still tied may play a tie-break deal of {0} cards each; the higher score takes the higher place.</source>
        <translation>Spelers die dan nog gelijk staan, mogen een beslissingsronde van {0} kaarten elk spelen; de hoogste score krijgt de hoogste plaats.</translation>
    </message>
    <message>
        <source>Players still tied share the place.</source>
        <translation>Spelers die dan nog gelijk staan, delen de plaats.</translation>
    </message>
    <message>
        <source>trump not recorded</source>
        <translation>troef niet genoteerd</translation>
    </message>
    <message>
        <source>{0} are trump</source>
        <translation>{0} is troef</translation>
    </message>
    <message>
        <source>{0} bid, {1}</source>
        <translation>{0} geboden, {1}</translation>
    </message>
    <message>
        <source>{0}: under by {1}</source>
        <translation>{0}: {1} te weinig</translation>
    </message>
    <message>
        <source>{0}: over by {1}</source>
        <translation>{0}: {1} te veel</translation>
    </message>
    <message>
        <source>{0}: exactly</source>
        <translation>{0}: precies</translation>
    </message>
    <message>
        <source>{0} can&apos;t bid {1}</source>
        <translation>{0} mag geen {1} bieden</translation>
    </message>
    <message>
        <source>revoke</source>
        <translation>verzaken</translation>
    </message>
    <message>
        <source>revokes</source>
        <translation>verzakingen</translation>
    </message>
    <message>
        <source>renege</source>
        <translation>weigeren te bekennen</translation>
    </message>
    <message>
        <source>reneges</source>
        <translation>weigeringen te bekennen</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>straf</translation>
    </message>
    <message>
        <source>penalties</source>
        <translation>straffen</translation>
    </message>
    <message>
        <source>hand {0}: {1}</source>
        <translation>ronde {0}: {1}</translation>
    </message>
    <message>
        <source>there is nothing to undo</source>
        <translation>er is niets om ongedaan te maken</translation>
    </message>
    <message>
        <source>there is nothing to redo</source>
        <translation>er is niets om opnieuw te doen</translation>
    </message>
    <message>
        <source>the game is over after hand {0}; no more can be recorded</source>
        <translation>het spel is voorbij na ronde {0}; er kan niets meer worden genoteerd</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: {2} contracts fulfilled to {3}</source>
        <translation>{0} vóór {1}: {2} tegen {3} gehaalde biedingen</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: {2} winning contracts fulfilled to {3}</source>
        <translation>{0} vóór {1}: {2} tegen {3} gehaalde biedingen boven nul</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: {2} contracts fulfilled or exceeded to {3}</source>
        <translation>{0} vóór {1}: {2} tegen {3} gehaalde of overtroffen biedingen</translation>
    </message>
    <message>
        <source>house rules: {0} players cannot be dealt a hand from the {1}-card pack</source>
        <translation>huisregels: aan {0} spelers kan geen ronde worden gedeeld uit het spel van {1} kaarten</translation>
    </message>
    <message>
        <source>house rules: {0} cards each for {1} players needs {2} cards, more than the {3} in the pack</source>
        <translation>huisregels: {0} kaarten elk voor {1} spelers vraagt {2} kaarten, meer dan de {3} in het spel</translation>
    </message>
    <message>
        <source>house rules: schedule.list has a hand of {0} cards, more than {1} players can be dealt from {2} cards</source>
        <translation>huisregels: schedule.list heeft een ronde van {0} kaarten, meer dan {1} spelers uit {2} kaarten kunnen krijgen</translation>
    </message>
    <message>
        <source>{0} are always trump</source>
        <translation>{0} is altijd troef</translation>
    </message>
    <message>
        <source>hand {0} has no trumps in the trump sequence</source>
        <translation>ronde {0} heeft geen troef in de troefvolgorde</translation>
    </message>
    <message>
        <source>{0} in the trump sequence</source>
        <translation>{0} volgens de troefvolgorde</translation>
    </message>
    <message>
        <source>all {0} cards are dealt: no turn-up, no trumps</source>
        <translation>alle {0} kaarten zijn gedeeld: geen omgedraaide kaart, geen troef</translation>
    </message>
    <message>
        <source>turn-up not recorded</source>
        <translation>omgedraaide kaart niet genoteerd</translation>
    </message>
    <message>
        <source>joker turned up: no trumps</source>
        <translation>joker omgedraaid: geen troef</translation>
    </message>
    <message>
        <source>{0} turned up: an ace means no trumps</source>
        <translation>{0} omgedraaid: een aas betekent geen troef</translation>
    </message>
    <message>
        <source>{0} turned up: a {1} means no trumps</source>
        <translation>{0} omgedraaid: een {1} betekent geen troef</translation>
    </message>
    <message>
        <source>turn-up {0}</source>
        <translation>omgedraaid: {0}</translation>
    </message>
    <message>
        <source>The pack is used up: the dealer shows his last card for trump.</source>
        <translation>De stapel is op: de gever laat zijn laatste kaart zien als troef.</translation>
    </message>
    <message>
        <source>All {0} cards are dealt: no turn-up, no trumps.</source>
        <translation>Alle {0} kaarten zijn gedeeld: geen omgedraaide kaart, geen troef.</translation>
    </message>
    <message>
        <source>{0} bids last and may not bid {1} (bids would total the {2})</source>
        <translation>{0} biedt als laatste en mag geen {1} bieden (de boden zouden optellen tot de {2})</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: tie-break deal {2} to {3}</source>
        <translation>{0} vóór {1}: beslissingsronde {2} tegen {3}</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: tie-break deal {2} {3} to {4}</source>
        <translation>{0} vóór {1}: beslissingsronde {2} {3} tegen {4}</translation>
    </message>
    <message>
        <source>{0} and {1} tied on the total and every tie-breaker: they share the place</source>
        <translation>{0} en {1} staan gelijk in het totaal en bij elk beslissingscriterium: ze delen de plaats</translation>
    </message>
    <message>
        <source>A trick game played by the table&apos;s own settings.</source>
        <translation>Een slagenspel volgens de eigen instellingen van de tafel.</translation>
    </message>
    <message>
        <source>“{0}”: a trick game played by the table&apos;s own settings.</source>
        <translation>‘{0}’: een slagenspel volgens de eigen instellingen van de tafel.</translation>
    </message>
    <message>
        <source>{0} deals and may not bid {1} (bids would total the {2})</source>
        <translation>{0} geeft en mag geen {1} bieden (de boden zouden optellen tot de {2})</translation>
    </message>
    <message>
        <source>the game ended after hand {0}; no more hands can be recorded</source>
        <translation>het spel eindigde na ronde {0}; er kunnen geen rondes meer worden genoteerd</translation>
    </message>
    <message>
        <source>the game has only {0}</source>
        <translation>het spel heeft maar {0}</translation>
    </message>
    <message>
        <source>{0} bid {1}, but a bid must be a whole number from 0 to {2} in a hand of {3}</source>
        <translation>{0} bood {1}, maar een bod moet een heel getal van 0 tot {2} zijn in een ronde van {3}</translation>
    </message>
    <message>
        <source>Reset after hand {0}: {1} back to 0</source>
        <translation>Terug naar 0 na ronde {0}: {1}</translation>
    </message>
    <message>
        <source>{0} took {1} tricks, but tricks must be a whole number from 0 to {2} in a hand of {3}</source>
        <translation>{0} haalde {1} slagen, maar slagen moeten een heel getal van 0 tot {2} zijn in een ronde van {3}</translation>
    </message>
    <message>
        <source>the tricks add up to {0}, but {1} were dealt to each player and every trick is taken by someone</source>
        <translation>de slagen tellen op tot {0}, maar elke speler kreeg {1} en elke slag gaat naar iemand</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kaart</numerusform>
            <numerusform>%n kaarten</numerusform>
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
            <numerusform>%n slag</numerusform>
            <numerusform>%n slagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n ronde</numerusform>
            <numerusform>%n rondes</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle partijen</translation>
    </message>
    <message>
        <source>level</source>
        <comment>neither ahead</comment>
        <translation>gelijk</translation>
    </message>
    <message>
        <source>{0} ahead {1} times, {2} ahead {3} times, level {4}</source>
        <translation>{0} {1} keer voor, {2} {3} keer voor, {4} keer gelijk</translation>
    </message>
    <message>
        <source>{0} v {1}</source>
        <translation>{0} tegen {1}</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Partijen samen</translation>
    </message>
    <message>
        <source>Who finished ahead</source>
        <translation>Wie eindigde voor</translation>
    </message>
    <message>
        <source>Game by game</source>
        <translation>Per spel</translation>
    </message>
    <message>
        <source>A ahead</source>
        <translation>A voor</translation>
    </message>
    <message>
        <source>B ahead</source>
        <translation>B voor</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Gelijk</translation>
    </message>
    <message>
        <source>A won</source>
        <translation>A won</translation>
    </message>
    <message>
        <source>B won</source>
        <translation>B won</translation>
    </message>
    <message>
        <source>A avg place</source>
        <translation>A gem. plaats</translation>
    </message>
    <message>
        <source>B avg place</source>
        <translation>B gem. plaats</translation>
    </message>
    <message>
        <source>Last meetings</source>
        <translation>Laatste ontmoetingen</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>A place</source>
        <translation>A plaats</translation>
    </message>
    <message>
        <source>B place</source>
        <translation>B plaats</translation>
    </message>
    <message>
        <source>Ahead</source>
        <translation>Voor</translation>
    </message>
    <message>
        <source>Head to head: {0}</source>
        <translation>Onderling: {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) together</source>
        <translation>
            <numerusform>%n uitgespeelde partij samen</numerusform>
            <numerusform>%n uitgespeelde partijen samen</numerusform>
        </translation>
    </message>
    <message>
        <source>new</source>
        <comment>not rated in the season before</comment>
        <translation>nieuw</translation>
    </message>
    <message>
        <source>same</source>
        <comment>the same rank as in the season before</comment>
        <translation>gelijk</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Ranglijst</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Avg place</source>
        <translation>Gem. plaats</translation>
    </message>
    <message>
        <source>Exact bids</source>
        <translation>Precieze biedingen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Verschil</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Uitgespeelde partijen</translation>
    </message>
    <message>
        <source>Moves compared with</source>
        <translation>Verschil vergeleken met</translation>
    </message>
    <message>
        <source>Season {0} – {1}</source>
        <translation>Seizoen {0} – {1}</translation>
    </message>
    <message>
        <source>Ratings of this season&apos;s games only: everyone starts level</source>
        <translation>Ratings van alleen de partijen van dit seizoen: iedereen begint gelijk</translation>
    </message>
    <message>
        <source>{0} — page {1} of {2}</source>
        <translation>{0} — pagina {1} van {2}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(geen)</translation>
    </message>
    <message>
        <source>Any player may deal first.</source>
        <translation>Iedere speler mag als eerste geven.</translation>
    </message>
    <message>
        <source>{0}–{1} players</source>
        <translation>{0}–{1} spelers</translation>
    </message>
    <message>
        <source>{0} and {1} are the same name (names compare ignoring case); give each player a different name</source>
        <translation>{0} en {1} zijn dezelfde naam (hoofdletters tellen niet); geef elke speler een andere naam</translation>
    </message>
    <message>
        <source>{0} takes {1} to {2} players, not {3}</source>
        <translation>{0} is voor {1} tot {2} spelers, niet {3}</translation>
    </message>
    <message>
        <source>Up to nine cards and back; bids shown at once, a zero bid (misère) made scores 5, every trick counts, revokes cost a net 5.</source>
        <translation>Tot negen kaarten en terug; biedingen tegelijk getoond, een gehaald nulbod (misère) levert 5 op, elke slag telt, verzaken kost netto 5.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hands:&lt;/b&gt; 1 card, 2 cards … up to the peak (9, or fewer when the pack is short) and back down to 1 (full game), or from the peak down to 1 (half game). With 6 or 7 players the 63-card pack is used.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Trump:&lt;/b&gt; the suit of the turn-up (when the pack is used up, the dealer&apos;s last card). An ace or the joker turned up means no trumps.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bids&lt;/b&gt; are shown at once: there is no forbidden bid.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; bid made exactly: 10 + tricks (a zero bid made: 5); more tricks than bid: 1 per trick; fewer: minus the shortfall. A revoke makes the hand a net −5 (or worse if the hand already lost more).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ties&lt;/b&gt; are broken by contracts fulfilled, then winning contracts fulfilled, then contracts fulfilled or exceeded; a tie that survives may be settled by a 5-card deal that is not added to the totals.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Rondes:&lt;/b&gt; 1 kaart, 2 kaarten … tot het hoogste punt (9, of minder als het spel te klein is) en terug naar 1 (heel spel), of van het hoogste punt naar 1 (half spel). Met 6 of 7 spelers wordt het spel van 63 kaarten gebruikt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Troef:&lt;/b&gt; de kleur van de omgedraaide kaart (als de stapel op is, de laatste kaart van de gever). Een omgedraaide aas of joker betekent geen troef.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Biedingen&lt;/b&gt; worden tegelijk getoond: geen bod is verboden.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Punten:&lt;/b&gt; bod precies gehaald: 10 + slagen (een gehaald nulbod: 5); meer slagen dan geboden: 1 per slag; minder: min het tekort. Verzaken maakt de ronde netto −5 (of slechter als de ronde al meer verloor).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gelijke standen&lt;/b&gt; worden beslist door gehaalde contracten, dan gehaalde winnende contracten, dan gehaalde of overtroffen contracten; een gelijke stand die overblijft kan worden beslist met een ronde van 5 kaarten die niet bij de totalen telt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Any player may deal first; the deal then passes to the left.</source>
        <translation>Iedere speler mag als eerste geven; daarna gaat het geven naar links.</translation>
    </message>
    <message>
        <source>full: 1 card up to the peak and back to 1 (17 hands); half: from the peak down to 1 (9 hands)</source>
        <translation>heel: 1 kaart tot het hoogste punt en terug naar 1 (17 rondes); half: van het hoogste punt naar 1 (9 rondes)</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Lengte</translation>
    </message>
    <message>
        <source>full</source>
        <translation>heel</translation>
    </message>
    <message>
        <source>half</source>
        <translation>half</translation>
    </message>
    <message>
        <source>Add one joker, the highest trump</source>
        <translation>Eén joker toevoegen, de hoogste troef</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>With 6 or 7 players use the 63-card pack (11s, 12s and red 13s)</source>
        <translation>Met 6 of 7 spelers het spel van 63 kaarten gebruiken (11’en, 12’en en rode 13’en)</translation>
    </message>
    <message>
        <source>Big pack</source>
        <translation>Groot spel</translation>
    </message>
    <message>
        <source>One card more each hand up to the most the pack allows; exact bid scores 10 + bid; a total that lands on a multiple of 50 goes back to 0; first past 100 ends it.</source>
        <translation>Elke ronde één kaart meer tot het maximum van het spel; een exact bod levert 10 + het bod op; een totaal dat op een veelvoud van 50 uitkomt, gaat terug naar 0; wie als eerste boven 100 komt, beëindigt het spel.</translation>
    </message>
    <message>
        <source>Everyone turns a card: the player to the right of the lowest card deals first. In the next game of a sitting, the player to the right of the previous winner deals.</source>
        <translation>Iedereen draait een kaart om: de speler rechts van de laagste kaart geeft als eerste. In het volgende spel van de avond geeft de speler rechts van de vorige winnaar.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hands:&lt;/b&gt; 1 card, then one more each hand up to the most the pack allows, and that many until the end (3 players use the 28-card pack, 8 to A). With 4 players the hands go 1…13…1…13; the 13-card hand deals the whole pack and has no trumps.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bids&lt;/b&gt; go clockwise from the dealer&apos;s left; the dealer may not make the bids total the cards unless the dealer bids 0 or all the cards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; exactly the bid: 10 + bid; fewer tricks: −bid; more: −tricks. A renege not caught at once: −20. A total that lands on a multiple of 50 (not 0) goes back to 0.&lt;/p&gt;&lt;p&gt;&lt;b&gt;End:&lt;/b&gt; after the hand in which someone passes 100. Ties share the place.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Rondes:&lt;/b&gt; 1 kaart, dan elke ronde één meer tot het meeste dat het spel toelaat, en zoveel tot het einde (3 spelers gebruiken het spel van 28 kaarten, 8 tot aas). Met 4 spelers gaan de rondes 1…13…1…13; de ronde van 13 kaarten deelt het hele spel en heeft geen troef.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Biedingen&lt;/b&gt; gaan met de klok mee vanaf links van de gever; de gever mag de biedingen niet op het aantal kaarten laten uitkomen, tenzij hij 0 of alle kaarten biedt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Punten:&lt;/b&gt; precies het bod: 10 + bod; minder slagen: −bod; meer: −slagen. Verzaken dat niet meteen wordt ontdekt: −20. Een totaal dat op een veelvoud van 50 (niet 0) uitkomt, gaat terug naar 0.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Einde:&lt;/b&gt; na de ronde waarin iemand boven 100 komt. Gelijke standen delen de plaats.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>total reached a multiple of 50 and went back to 0</source>
        <translation>totaal bereikte een veelvoud van 50 en ging terug naar 0</translation>
    </message>
    <message>
        <source>Rematch: the winner is not at the table, so anyone may deal first.</source>
        <translation>Revanche: de winnaar zit niet aan tafel, dus iedereen mag als eerste geven.</translation>
    </message>
    <message>
        <source>Rematch: the player to the right of the winner ({0}) deals first.</source>
        <translation>Revanche: de speler rechts van de winnaar ({0}) geeft als eerste.</translation>
    </message>
    <message>
        <source>The winners tied: choose between {0}.</source>
        <translation>De winnaars staan gelijk: kies tussen {0}.</translation>
    </message>
    <message>
        <source>A beating game: the last player holding cards is the shithead. The app keeps the sitting&apos;s tally of losses (or wins).</source>
        <translation>Een afgooispel: wie als laatste nog kaarten heeft, is de shithead. De app houdt de turven van de avond bij voor verliezen (of winsten).</translation>
    </message>
    <message>
        <source>Anyone may deal first. Loser mode: the loser deals the next hand; winner mode: the deal passes to the left.</source>
        <translation>Iedereen mag als eerste geven. Verliezersmodus: de verliezer geeft de volgende ronde; winnaarsmodus: het geven gaat naar links.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Each hand&lt;/b&gt; records who went out in which order, or just the last player holding cards (the loser) — in winner mode, just the first out.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Loser mode:&lt;/b&gt; standings by fewest losses; the loser deals the next hand. &lt;b&gt;Winner mode:&lt;/b&gt; by most wins; the deal passes left. With full orders out, a tie is split by the better average finishing position.&lt;/p&gt;&lt;p&gt;&lt;b&gt;End:&lt;/b&gt; when you end the sitting, or when someone reaches the target.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Elke ronde&lt;/b&gt; legt vast wie in welke volgorde uitging, of alleen wie als laatste nog kaarten had (de verliezer) — in winnaarsmodus alleen wie als eerste uit was.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Verliezersmodus:&lt;/b&gt; stand op de minste verliezen; de verliezer geeft de volgende ronde. &lt;b&gt;Winnaarsmodus:&lt;/b&gt; op de meeste winsten; het geven gaat naar links. Met volledige volgordes beslist bij gelijke stand de betere gemiddelde plaats.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Einde:&lt;/b&gt; als je de avond beëindigt, of als iemand het doel haalt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>loser: standings by fewest losses, the loser deals next; winner: standings by most wins, the deal passes left</source>
        <translation>verliezer: stand op de minste verliezen, de verliezer geeft hierna; winnaar: stand op de meeste winsten, het geven gaat naar links</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>loser</source>
        <translation>verliezer</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>winnaar</translation>
    </message>
    <message>
        <source>Add two jokers (they reverse play); allows 6 players</source>
        <translation>Twee jokers toevoegen (ze keren de speelrichting om); maakt 6 spelers mogelijk</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>Face-down and face-up cards dealt to each player</source>
        <translation>Gesloten en open kaarten voor elke speler</translation>
    </message>
    <message>
        <source>Table cards</source>
        <translation>Tafelkaarten</translation>
    </message>
    <message>
        <source>End the sitting when someone reaches this many losses (wins in winner mode)</source>
        <translation>De avond beëindigen zodra iemand zoveel verliezen haalt (winsten in winnaarsmodus)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Doel</translation>
    </message>
    <message>
        <source>{0}–{1} players ({2} with jokers)</source>
        <translation>{0}–{1} spelers ({2} met jokers)</translation>
    </message>
    <message>
        <source>who is the shithead (the last still holding cards)?</source>
        <translation>wie is de shithead (de laatste die nog kaarten heeft)?</translation>
    </message>
    <message>
        <source>who went out first?</source>
        <translation>wie was als eerste uit?</translation>
    </message>
    <message>
        <source>Or type everyone&apos;s number in the order they went out, first out first (the last can be left out).</source>
        <translation>Of typ ieders nummer in de volgorde waarin ze uitgingen, de eerste eerst (de laatste mag weg).</translation>
    </message>
    <message>
        <source>first to {0} ends the sitting</source>
        <translation>wie het eerst {0} heeft, beëindigt de speelavond</translation>
    </message>
    <message>
        <source>{0} reached {1}: the sitting is over.</source>
        <translation>{0} heeft {1} bereikt: de speelavond is voorbij.</translation>
    </message>
    <message>
        <source>The sitting was ended.</source>
        <translation>De speelavond is beëindigd.</translation>
    </message>
    <message>
        <source>Deal each player {0} face-down, {0} face-up and 3 in hand.</source>
        <translation>Geef elke speler {0} dicht, {0} open en 3 in de hand.</translation>
    </message>
    <message>
        <source>Fourteen hands, 7 cards down to 1 and back up; the dealer may not make the bids total the cards; an exact bid scores 10 + 2 per trick bid.</source>
        <translation>Veertien rondes, van 7 kaarten naar 1 en terug; de gever mag de biedingen niet op het aantal kaarten laten uitkomen; een exact bod levert 10 + 2 per geboden slag op.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hands:&lt;/b&gt; 7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7 cards (14 hands). Trump is the suit of the turn-up.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bids&lt;/b&gt; go clockwise from the dealer&apos;s left; the dealer bids last and may not bid the number that makes the bids total the cards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First lead:&lt;/b&gt; the highest bidder (the first to bid it on equal bids).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; exactly the bid: 10 + 2 per trick bid; otherwise −2 per trick missed either way. Ties share the place.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Rondes:&lt;/b&gt; 7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7 kaarten (14 rondes). Troef is de kleur van de omgedraaide kaart.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Biedingen&lt;/b&gt; gaan met de klok mee vanaf links van de gever; de gever biedt als laatste en mag niet het getal bieden waardoor de biedingen op het aantal kaarten uitkomen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Eerste uitkomst:&lt;/b&gt; het hoogste bod (bij gelijke biedingen wie het eerst bood).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Punten:&lt;/b&gt; precies het bod: 10 + 2 per geboden slag; anders −2 per slag ernaast, naar boven of naar beneden. Gelijke standen delen de plaats.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Everyone draws a card: the highest card deals first.</source>
        <translation>Iedereen trekt een kaart: de hoogste kaart geeft als eerste.</translation>
    </message>
    <message>
        <source>Bid in any order, lead when you like; spades are always trump; whoever bids last may not make the bids total the cards; 1 point for an exact bid.</source>
        <translation>Bieden in willekeurige volgorde, uitkomen wanneer je wilt; schoppen is altijd troef; wie als laatste biedt, mag de biedingen niet op het aantal kaarten laten uitkomen; 1 punt voor een exact bod.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hands:&lt;/b&gt; 7 down to 1 and back to 7 (13 hands); long: 10 down to 1 and back (2–5 players); constant: the same number every hand until you end the game. In the one-card hand everyone holds the card to their forehead, unseen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Trump:&lt;/b&gt; spades, always.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bids&lt;/b&gt; are called in any order; whoever calls last may not make the bids total the cards. If nobody calls, the player left of the last bidder must.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; 1 for exactly the bid, else 0. Ties share the place.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Rondes:&lt;/b&gt; 7 omlaag naar 1 en terug naar 7 (13 rondes); lang: 10 omlaag naar 1 en terug (2–5 spelers); constant: elke ronde evenveel tot je het spel beëindigt. In de ronde met één kaart houdt iedereen de kaart ongezien tegen het voorhoofd.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Troef:&lt;/b&gt; schoppen, altijd.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Biedingen&lt;/b&gt; worden in willekeurige volgorde gedaan; wie als laatste biedt, mag de biedingen niet op het aantal kaarten laten uitkomen. Biedt niemand, dan moet de speler links van de laatste bieder.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Punten:&lt;/b&gt; 1 voor precies het bod, anders 0. Gelijke standen delen de plaats.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>standard: 7 down to 1 and back (13 hands); long: 10 down to 1 and back (19 hands, 2–5 players); constant: the same number of cards every hand until you end the game</source>
        <translation>standaard: van 7 naar 1 en terug (13 rondes); lang: van 10 naar 1 en terug (19 rondes, 2–5 spelers); constant: elke ronde evenveel kaarten tot je het spel beëindigt</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Verloop</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standaard</translation>
    </message>
    <message>
        <source>long</source>
        <translation>lang</translation>
    </message>
    <message>
        <source>constant</source>
        <translation>constant</translation>
    </message>
    <message>
        <source>Cards per hand with the constant schedule (cards × players ≤ 52)</source>
        <translation>Kaarten per ronde bij het constante verloop (kaarten × spelers ≤ 52)</translation>
    </message>
    <message>
        <source>One-card hand: don&apos;t look! Everyone holds their card to their forehead, face out, then bids.</source>
        <translation>Ronde met één kaart: niet kijken! Iedereen houdt zijn kaart tegen het voorhoofd, met de voorkant naar buiten, en biedt dan.</translation>
    </message>
    <message>
        <source>{0}. {1}: {2}</source>
        <comment>a hand of the schedule</comment>
        <translation>{0}. {1}: {2}</translation>
    </message>
    <message>
        <source>house rules: {0} is for {1} to {2} players, not {3} (change Players to allow {3})</source>
        <translation>{0} is voor {1} tot {2} spelers, niet {3} (wijzig Spelers om {3} toe te staan)</translation>
    </message>
    <message>
        <source>dealer&apos;s last card</source>
        <translation>laatste kaart van de gever</translation>
    </message>
    <message>
        <source>no trumps (whole pack dealt)</source>
        <translation>geen troef (hele spel gedeeld)</translation>
    </message>
    <message>
        <source>turn-up</source>
        <translation>troefkaart</translation>
    </message>
    <message>
        <source>house rules: {0} must be {1}, not {2}</source>
        <translation>huisregels: {0} moet {1} zijn, niet {2}</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>een geheel getal</translation>
    </message>
    <message>
        <source>a whole number ≥ {0}</source>
        <translation>een geheel getal ≥ {0}</translation>
    </message>
    <message>
        <source>a whole number from {0} to {1}</source>
        <translation>een geheel getal van {0} tot {1}</translation>
    </message>
    <message>
        <source>one of {0}</source>
        <translation>een van {0}</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true of false</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>een object</translation>
    </message>
    <message>
        <source>house rules: {0}.{1} is not a setting (the settings of {0} are: {2})</source>
        <translation>huisregels: {0}.{1} is geen instelling (de instellingen van {0} zijn: {2})</translation>
    </message>
    <message>
        <source>house rules: {0}.{1} is missing</source>
        <translation>huisregels: {0}.{1} ontbreekt</translation>
    </message>
    <message>
        <source>a list of {0} to {1} items</source>
        <translation>een lijst van {0} tot {1} items</translation>
    </message>
    <message>
        <source>a list of at least {0} items</source>
        <translation>een lijst van minstens {0} items</translation>
    </message>
    <message>
        <source>text of 1 to 40 characters</source>
        <translation>tekst van 1 tot 40 tekens</translation>
    </message>
    <message>
        <source>a preset name or null</source>
        <translation>de naam van een voorinstelling of null</translation>
    </message>
    <message>
        <source>an object from a player count to a pack</source>
        <translation>een object van spelersaantal naar kaartspel</translation>
    </message>
    <message>
        <source>keyed by player counts 2 to 10 (as text)</source>
        <translation>geordend op spelersaantallen 2 tot 10 (als tekst)</translation>
    </message>
    <message>
        <source>house rules: schedule.list is for the list shape only</source>
        <translation>huisregels: schedule.list is alleen voor de vorm list</translation>
    </message>
    <message>
        <source>house rules: penalty needs exactly one of each or floor</source>
        <translation>huisregels: penalty heeft precies één van each of floor nodig</translation>
    </message>
    <message>
        <source>a list without repeats</source>
        <translation>een lijst zonder herhalingen</translation>
    </message>
    <message>
        <source>house rules: bidding.hook must be none with simultaneous bidding (nobody bids last)</source>
        <translation>huisregels: bidding.hook moet none zijn bij gelijktijdig bieden (niemand biedt als laatste)</translation>
    </message>
    <message>
        <source>house rules: bidding.first_lead cannot be left-of-last-bidder with simultaneous bidding (nobody bids last)</source>
        <translation>huisregels: bidding.first_lead kan geen left-of-last-bidder zijn bij gelijktijdig bieden (niemand biedt als laatste)</translation>
    </message>
    <message>
        <source>house rules: end must be open or above a total with the {0} shape (it has no last hand)</source>
        <translation>huisregels: end moet open of above een totaal zijn bij de vorm {0} (die heeft geen laatste ronde)</translation>
    </message>
    <message>
        <source>house rules: trump.no_trumps_on and trump.pack_used are for the turn-up kind only</source>
        <translation>huisregels: trump.no_trumps_on en trump.pack_used zijn alleen voor de soort turn-up</translation>
    </message>
    <message>
        <source>house rules: {0} must be whole numbers separated by commas, not {1}</source>
        <translation>huisregels: {0} moeten gehele getallen zijn, gescheiden door komma’s, niet {1}</translation>
    </message>
    <message>
        <source>house rules: pack_for must be written as player count: pack (e.g. 3: 28, 7: 63), not {0}</source>
        <translation>huisregels: pack_for schrijf je als spelersaantal: kaartspel (bijv. 3: 28, 7: 63), niet {0}</translation>
    </message>
    <message>
        <source>a file</source>
        <translation>een bestand</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>een map</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>een named pipe (FIFO)</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>een tekenapparaat</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>een blokapparaat</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>een socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>iets anders dan een gewoon bestand</translation>
    </message>
    <message>
        <source>is {0}, not {1}; nothing was read</source>
        <translation>is {0}, niet {1}; er is niets gelezen</translation>
    </message>
    <message>
        <source>cannot be read ({0})</source>
        <translation>kan niet worden gelezen ({0})</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>dit bestand bestaat niet</translation>
    </message>
    <message>
        <source>permission denied (check the file&apos;s rights)</source>
        <translation>geen toegang (controleer de rechten van het bestand)</translation>
    </message>
    <message>
        <source>is {0} bytes; {1} is at most {2}</source>
        <translation>is {0} bytes; {1} is hoogstens {2}</translation>
    </message>
    <message>
        <source>has nothing to read yet (it would have to be waited for)</source>
        <translation>heeft nog niets om te lezen (er zou op gewacht moeten worden)</translation>
    </message>
    <message>
        <source>is over {0}; {1} is at most {0}</source>
        <translation>is groter dan {0}; {1} is hoogstens {0}</translation>
    </message>
    <message>
        <source>not a rules file (it needs &quot;format&quot;: &quot;{0}&quot;)</source>
        <translation>geen regelbestand (het heeft &quot;format&quot;: &quot;{0}&quot; nodig)</translation>
    </message>
    <message>
        <source>rules file version {0} is not one this version reads (it reads version {1})</source>
        <translation>deze versie leest geen regelbestand van versie {0} (zij leest versie {1})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>a rules file</source>
        <translation>een regelbestand</translation>
    </message>
    <message>
        <source>{0}: not a rules file (it is not UTF-8 text)</source>
        <translation>{0}: geen regelbestand (geen UTF-8-tekst)</translation>
    </message>
    <message>
        <source>{0}: cannot be written ({1})</source>
        <translation>{0}: kan niet worden geschreven ({1})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Penalty:&lt;/b&gt; {0}.</source>
        <translation>&lt;b&gt;Straf:&lt;/b&gt; {0}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;First dealer:&lt;/b&gt; {0}</source>
        <translation>&lt;b&gt;Eerste gever:&lt;/b&gt; {0}</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opties</translation>
    </message>
    <message>
        <source>none</source>
        <comment>an option left unset</comment>
        <translation>geen</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; ({1}, default {2}): {3}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; ({1}, standaard {2}): {3}</translation>
    </message>
    <message>
        <source>{0} (or none)</source>
        <translation>{0} (of geen)</translation>
    </message>
    <message>
        <source>a club archive</source>
        <translation>een clubarchief</translation>
    </message>
    <message>
        <source>a scorecard file</source>
        <translation>een scorekaartbestand</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <translation>waarde verwacht</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>komma verwacht</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>dubbele punt verwacht</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>sleutelnaam tussen dubbele aanhalingstekens verwacht</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>extra gegevens na het einde</translation>
    </message>
    <message>
        <source>Unterminated string starting at</source>
        <translation>niet afgesloten tekenreeks, beginnend</translation>
    </message>
    <message>
        <source>Invalid control character at</source>
        <translation>ongeldig stuurteken</translation>
    </message>
    <message>
        <source>Invalid \escape</source>
        <translation>ongeldige \-escape</translation>
    </message>
    <message>
        <source>Invalid \uXXXX escape</source>
        <translation>ongeldige \uXXXX-escape</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of object</source>
        <translation>overbodige komma voor het einde van een object</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of array</source>
        <translation>overbodige komma voor het einde van een lijst</translation>
    </message>
    <message>
        <source>objects and lists are nested more than {0} deep; no scorecard needs that</source>
        <translation>objecten en lijsten zijn meer dan {0} niveaus diep genest; geen scorekaart heeft dat nodig</translation>
    </message>
    <message>
        <source>numbers in a scorecard are counts of at most {0} digits</source>
        <translation>getallen in een scorekaart zijn aantallen van hoogstens {0} cijfers</translation>
    </message>
    <message>
        <source>{0}: not valid JSON ({1} at column {2})</source>
        <translation>{0}: geen geldige JSON ({1} in kolom {2})</translation>
    </message>
    <message>
        <source>a number is too large: {0}</source>
        <translation>een getal is te groot: {0}</translation>
    </message>
    <message>
        <source>line {0}</source>
        <translation>regel {0}</translation>
    </message>
    <message>
        <source>{0} objects and lists: more than a scorecard can hold (at most {1})</source>
        <translation>{0} objecten en lijsten: meer dan een scorekaart kan bevatten (hoogstens {1})</translation>
    </message>
    <message>
        <source>{0}: the number {1} ({2} digits) is too large: {3}</source>
        <translation>{0}: het getal {1} ({2} cijfers) is te groot: {3}</translation>
    </message>
    <message>
        <source>the key {0} is given twice in one object; give it once</source>
        <translation>de sleutel {0} staat twee keer in één object; geef hem maar één keer</translation>
    </message>
    <message>
        <source>not valid JSON: {0} is not a number JSON allows</source>
        <translation>geen geldige JSON: {0} is geen getal dat JSON toestaat</translation>
    </message>
    <message>
        <source>hand {0}</source>
        <translation>ronde {0}</translation>
    </message>
    <message>
        <source>item {0}</source>
        <translation>item {0}</translation>
    </message>
    <message>
        <source>the top level</source>
        <translation>bovenste niveau</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>de tekst</translation>
    </message>
    <message>
        <source>{0} at {1} is not valid Unicode (it holds a lone surrogate, an escape such as \ud800 without its pair)</source>
        <translation>{0} op {1} is geen geldige Unicode (bevat een los surrogaat, een escape zoals \ud800 zonder zijn paar)</translation>
    </message>
    <message>
        <source>a key</source>
        <translation>een sleutel</translation>
    </message>
</context>
</TS>
