<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>rating (μ − 3σ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>μ (skill)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished games of this game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back up the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} already exists. Replace it with this backup?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup was not made: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every game is backed up to {0} ({1:.1f} MB). To bring it back: scorekeeper restore {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitting of {0} · {1} · game {2} of {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner of the night: &lt;b&gt;{0}&lt;/b&gt; ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 game won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} games won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of the night: &lt;b&gt;{1}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hands played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reset to 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact bids by hand size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards in the hand (under it: hands played)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, {1} cards: no hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, {1} cards: {2} of {3} hands bid exactly ({4:.0%})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong ({0} unexpected errors), and what you asked for was not done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong, and what you asked for was not done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What failed: {0}

Nothing you recorded is lost: every entry was saved the moment the screen showed it.

The details are in {1} — please send that file with a line on what you were doing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BidsPanel</name>
    <message>
        <source>Bids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≠{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} to bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} leads</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BigBoard</name>
    <message>
        <source>Players&apos; display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share first place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hands were played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F11 or Esc: close · typing still goes to the scorekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · right-click: choose the screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the players&apos; display on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close (F11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CorrectHandDialog</name>
    <message>
        <source>Turn-up card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn-up, e.g. QH (empty: not recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn-up:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EntryCell</name>
    <message>
        <source>–</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source></source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameDetail</name>
    <message>
        <source>Choose a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key: {0} (in the list of games)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The venue, who brought the cards, a dispute settled …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes can be at most {0:,} characters long; these are {1:,}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The notes were not saved: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · won by {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · deleted (in the trash)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {0} has been deleted (it is in the trash); restore it from Trash to go on with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export scorecard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scorecard saved as {0} images: {1}, {2} … {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scorecard saved as {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete this game ({0})? You can undo it until you close Scorekeeper.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source></source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} by whom? Type the player&apos;s first letter (Esc: never mind)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All bids in. Press Enter to enter the tricks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} to bid (0–{1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ·  someone else called? type their first letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks taken by {0}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Enter to record the hand (Esc to change bids).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only games from a date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search names…  (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo delete  (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted games: restore them, or empty the trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Trash ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {0} moved to the trash: Ctrl+Z or Trash restores it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {0} is back from the trash.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LastHandPanel</name>
    <message>
        <source>Hand {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid/took · score</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeaderboardView</name>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact bids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a season&apos;s games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate only the games of a season: everyone starts level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conservative rating, μ − 3σ: it rises with wins and with games played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The &lt;b&gt;rating&lt;/b&gt; is OpenSkill&apos;s cautious estimate, μ − 3σ: &lt;b&gt;μ&lt;/b&gt; is the skill the results so far show, &lt;b&gt;σ&lt;/b&gt; how unsure of it the app still is. Everyone starts at 0 (μ 25, σ 8.33); finishing ahead of others raises μ, and every game lowers σ.&lt;/p&gt;&lt;p&gt;Each finished game counts, in the order played, by its places: a shared place is a tie. A season starts everyone afresh.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each row&apos;s player against each column&apos;s, in the games they finished together: ahead – behind – level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · season {0} to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaderboard · {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The leaders&apos; ratings over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} against {1}: {2} ahead, {3} behind, {4} level in {5}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the &amp;tie-break deal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport scorecard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print scorecard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Correct a hand…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full-screen scoreboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show on &amp;phones…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Scorekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History — Scorekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players — Scorekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaderboard — Scorekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End this game now? Its standings stand as they are; Undo reopens it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Scorekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scorekeeper&apos;s companion at a real card table: Oh Hell (Pratt &amp;amp; Whitney), Oh Shit (misère and 7-down-to-1), Whysteria and Shithead.&lt;br&gt;&lt;br&gt;Every entry is saved the moment it is made. F1 shows the rules of the game in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database: %1&lt;br&gt;Log: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players, clockwise round the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a name, Enter to add it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start game (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source></source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhoneDialog</name>
    <message>
        <source>Show on phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan with a phone&apos;s camera to follow the game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QR code of the page&apos;s address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address of the page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only: the phones see this game&apos;s scores and nothing else. They must be on the same network as this computer. Anyone with the address can watch until you press Stop or close the app.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop showing the game: the phones&apos; page stops at once</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhoneShare</name>
    <message>
        <source>On phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is shown on phones: View › Show on phones…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename…  (F2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge into…  (Ctrl+M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same person entered under two names: all games follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;plit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two people entered under one name: choose the games that were the other&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Players&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CSV of statistics per game, with ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This player&apos;s…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole club&apos;s…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record by game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head to head against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating and charts for the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaderboard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone&apos;s ratings in this game (Ctrl+L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact bids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid − took</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Undo merge of {0}  (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>μ {0:.1f}, σ {1:.2f} (the rating is μ − 3σ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} and {1} have not finished a game together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;{0}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&amp;nbsp;{1}:&amp;nbsp;&lt;/td&gt;&lt;td&gt;&lt;b&gt;{2}&lt;/b&gt; ahead, &lt;b&gt;{3}&lt;/b&gt; behind, {4} level&lt;/td&gt;&lt;/tr&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished games yet: no rating.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not rated in this game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating &lt;b&gt;{0:.1f}&lt;/b&gt; &amp;nbsp;(μ {1:.1f}, σ {2:.2f}) · {3} of {4} · {5}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: rating in {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: exact bids by hand size in {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact bids by hand size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV spreadsheet (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name for {0}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is the same person as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge {0} into {1}?

All of {0}&apos;s games ({2}) become {1}&apos;s, and the name {0} is gone (Undo merge brings it back).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language applies when Scorekeeper next starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoreboard type size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoreboard type size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default game:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreboardModel</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, hand {1}: {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no bid yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scored {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reset to 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n penalt(y|ies)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShitheadEntry</name>
    <message>
        <source></source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type their number, then Enter. {0} Backspace takes one back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SplitDialog</name>
    <message>
        <source>Split {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which of {0}&apos;s games did someone else play? Tick them (Space), then name who played them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}&apos;s games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They go to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new name, or a player who was not there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;They go to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the trash</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsPanel</name>
    <message>
        <source>after hand {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no hand played yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie-break deal…  (Ctrl+Shift+T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the 5-card tie-break deal of the tied players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rematch  (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same game again, in the same seating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartView</name>
    <message>
        <source>Scorekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep score at the card table: schedule, dealer, trump, the dealer&apos;s hook and every hand&apos;s score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…  (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History  (Ctrl+H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players  (Ctrl+Shift+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume  (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unfinished games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games yet: start one!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StoreWait</name>
    <message>
        <source>The database answered. Keys typed while waiting, if any, were ignored: type them again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting to store: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database has not answered for {n} s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is lost: it is stored when the database answers. Keys typed meanwhile are ignored.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>turn-up: qh, 10s, jk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn-up (Ctrl+T):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schedule of hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each cell: bid/tricks and the hand&apos;s score, running total below · ● dealt · green: contract made · ↺ total reset to 0 · ! penalty · ★ leader · Ctrl+E (or F6, ↑↓, Enter, or a double-click) corrects a hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each cell: lost / won / place out, and the running tally · ● dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Schedule&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the turn-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry or scorecard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shithead hand is changed with Undo (Ctrl+Z).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hand has been completed yet: there is nothing to correct.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TallyPanel</name>
    <message>
        <source>Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hand played yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out in order: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} lost hand {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} won hand {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TiebreakDialog</name>
    <message>
        <source>Tie-break deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Bid&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Tricks&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrashDialog</name>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trash — Scorekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted games are kept here, also after the app is closed, until the trash is emptied. Restoring puts a game back as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games in the trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete for good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Empty trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete {0} for good? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty the trash? Its {0} cannot be restored afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trash</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrumpPanel</name>
    <message>
        <source>Trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not known yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
