"""The rows a store keeps beside a game's log (``rules/rows.py``).

Two things are checked. The values: a worked example of the rule book (docs/rules.md)
gives each hand's, entry's and player's row. And the contract of :class:`GameRows`: a
store that applies each change's rows as the class says (replace the hands listed, drop
those past ``length``, take the summaries, status and hand count when given) holds after
every command exactly the rows the game has when written whole.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import (
    Bid,
    Correct,
    Game,
    Penalty,
    Redo,
    Reopen,
    Stop,
    Tricks,
    TurnUp,
    Undo,
)
from scorekeeper.rules.commands import Command, Join, Leave, Outcome, SitOut
from scorekeeper.rules.house_rules import rules_from_dict
from scorekeeper.rules.results import FINISHED, Scorecard
from scorekeeper.rules.rows import (
    ENTRY_WIDTH,
    EntryRow,
    GameRows,
    HandRow,
    SeatSummary,
    game_rows,
    stored_game,
)
from scorekeeper.rules.simulate import random_setup, simulate

from .test_incremental import NAMES, commands_for

UPDOWN = ("Ann", "Ben", "Cat", "Dan")


def updown_hand_one() -> Game:
    """The rule book's updown example: Dan deals 7 cards; bids Ann 2, Ben 1, Cat 3, Dan 0;
    tricks Ann 2, Ben 0, Cat 3, Dan 2: Ann +14, Ben −2, Cat +16, Dan −4."""
    game = Game.new("oh-shit-updown", UPDOWN, "Dan")
    game.apply(TurnUp("QH"))
    for player, bid in (("Ann", 2), ("Ben", 1), ("Cat", 3), ("Dan", 0)):
        game.apply(Bid(player, bid))
    game.apply(Tricks({"Ann": 2, "Ben": 0, "Cat": 3, "Dan": 2}))
    return game


def test_a_scored_hand_gives_its_hand_row_an_entry_a_player_and_a_summary_a_seat() -> None:
    rows = game_rows(updown_hand_one().scorecard)
    assert rows.hands == (HandRow(1, 7, 3, "H", "QH", True),)  # Dan, seat 3, dealt
    assert rows.entries == (
        # number, seat, bid, tricks, penalty, score, made, total
        EntryRow(1, 0, 2, 2, 0, 14, True, 14),
        EntryRow(1, 1, 1, 0, 0, -2, False, -2),
        EntryRow(1, 2, 3, 3, 0, 16, True, 16),
        EntryRow(1, 3, 0, 2, 0, -4, False, -4))
    # seat, place, total, hands, exact, score sum, bid minus tricks summed
    assert rows.summaries == (SeatSummary(0, 2, 14, 1, 1, 14, 0),
                              SeatSummary(1, 3, -2, 1, 0, -2, 1),
                              SeatSummary(2, 1, 16, 1, 1, 16, 0),
                              SeatSummary(3, 4, -4, 1, 0, -4, -2))
    assert (rows.length, rows.in_play, rows.hands_played) == (1, None, 1)
    assert rows.status == "in progress" and rows.names_changed
    assert rows.players == UPDOWN


def test_a_hand_in_play_gives_the_bids_made_so_far_and_is_the_hand_in_play() -> None:
    game = updown_hand_one()
    game.apply(Bid("Ben", 3))  # hand 2: Ann deals, Ben bids first
    rows = game_rows(game.scorecard, None, 2)
    assert rows.hands == (HandRow(2, 6, 0, None, None, False),)
    assert rows.entries == (EntryRow(2, 1, 3, None, 0, None, False, None),)
    assert (rows.length, rows.in_play, rows.hands_played) == (2, 2, 1)


def test_pw_a_renege_is_the_entrys_penalty_and_in_its_score() -> None:
    """Rule book, P&W: Cat bids 2, takes 2 but reneged once: 12 − 20 = −8."""
    game = Game.new("oh-hell-pw", UPDOWN, "Ann")
    game.apply(TurnUp("QH"))
    for player, bid in (("Ben", 0), ("Cat", 1), ("Dan", 0), ("Ann", 1)):
        game.apply(Bid(player, bid))
    game.apply(Penalty("Cat", 1))
    in_play = {e.seat: e for e in game_rows(game.scorecard).entries}
    assert in_play[2] == EntryRow(1, 2, 1, None, 1, None, False, None)  # before the tricks
    game.apply(Tricks({"Ann": 0, "Ben": 0, "Cat": 1, "Dan": 0}))
    entries = {e.seat: e for e in game_rows(game.scorecard).entries}
    assert entries[2] == EntryRow(1, 2, 1, 1, 1, 11 - 20, True, -9)
    assert entries[0] == EntryRow(1, 0, 1, 0, 0, -1, False, -1)


def test_stored_game_names_the_winners_of_a_finished_game_only() -> None:
    game = updown_hand_one()
    open_game = stored_game(game.scorecard)
    assert open_game.winners == () and open_game.status == "in progress"
    assert open_game.hands == (1, 7) and open_game.hands_played == 1  # rows kept flat
    assert open_game.entries[:ENTRY_WIDTH] == (1, 0, 2, 2, 0, 14, True)  # no total: not kept
    assert open_game.summaries == game_rows(game.scorecard).summaries
    assert open_game.players == UPDOWN and open_game.setup == game.scorecard.setup
    assert open_game.base["players"] == ["#0", "#1", "#2", "#3"]  # the record by seat
    for _ in range(13):  # every later hand: everyone bids 0, the first to bid takes all
        hand = game.scorecard.current
        while hand.expected_bidder is not None:
            game.apply(Bid(hand.expected_bidder, 0 if hand.forbidden_bid != 0 else 1))
            hand = game.scorecard.current
        first = hand.bid_order[0]
        game.apply(Tricks({p: hand.cards if p == first else 0 for p in hand.bids}))
    card = game.scorecard
    assert card.status == FINISHED
    top = max(s.total for s in card.standings)
    assert stored_game(card).winners == tuple(
        i for i, p in enumerate(card.players)
        if next(s.total for s in card.standings if s.player == p) == top)


# --- the contract: rows applied change by change are the game's rows ---------------

@dataclass
class KeptRows:
    """What a store keeps, written as :class:`GameRows` tells it to."""

    hands: dict[int, HandRow] = field(default_factory=dict)
    entries: dict[tuple[int, int], EntryRow] = field(default_factory=dict)
    summaries: tuple[SeatSummary, ...] = ()
    status: str = ""
    hands_played: int = 0
    in_play: int | None = None
    players: tuple[str, ...] = ()
    texts: tuple[Any, ...] = ()  # players and winners, written when names changed

    def write(self, rows: GameRows, after: Scorecard) -> None:
        replaced = {h.number for h in rows.hands}
        self.hands = {n: h for n, h in self.hands.items()
                      if n <= rows.length and n not in replaced}
        self.entries = {k: e for k, e in self.entries.items()
                        if k[0] <= rows.length and k[0] not in replaced}
        self.hands.update((h.number, h) for h in rows.hands)
        self.entries.update(((e.number, e.seat), e) for e in rows.entries)
        self.in_play, self.players = rows.in_play, rows.players
        if rows.summaries is not None:
            self.summaries = rows.summaries
            self.status, self.hands_played = rows.status, rows.hands_played
        if rows.names_changed:
            self.texts = texts(after)

    def rows_of(self) -> tuple[Any, ...]:
        entries = sorted((k, e[:7]) for k, e in self.entries.items())  # totals: not kept
        return (sorted(self.hands.items()), entries, self.summaries,
                self.status, self.hands_played, self.in_play, self.players)


def texts(card: Scorecard) -> tuple[Any, ...]:
    """The names a store writes out: the players, and the winners once finished."""
    return card.players, card.status, tuple(
        s.player for s in card.standings if s.place == 1) if card.status == FINISHED else ()


def whole(card: Scorecard) -> KeptRows:
    kept = KeptRows()
    kept.write(game_rows(card), card)
    return kept


def play(game: Game, kept: KeptRows, command: Command) -> None:
    before = game.scorecard
    try:
        change = game.apply(command)
    except ValueError:
        return  # refused: nothing to write
    rows = game_rows(change.scorecard, before, change.from_hand)
    for hand in rows.hands:  # only hands whose stored rows move are written again
        again = [e[:7] for e in rows.entries if e.number == hand.number]
        was = [e[:7] for (n, _), e in sorted(kept.entries.items()) if n == hand.number]
        assert kept.hands.get(hand.number) != hand or was != again, \
            f"hand {hand.number} rewritten as it was after {command!r}"
    if isinstance(command, (Bid, TurnUp, Penalty)) and before.status == "in progress":
        # An entry in the hand in play moves no standing and no name: those rows stay.
        assert rows.summaries is None and not rows.names_changed, f"after {command!r}"
    kept.write(rows, change.scorecard)
    fresh = whole(change.scorecard)
    assert kept.rows_of() == fresh.rows_of(), f"rows differ after {command!r}"
    assert kept.texts == texts(change.scorecard), f"names not rewritten after {command!r}"


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_each_changes_rows_keep_a_store_in_step_with_the_whole_game(seed: int) -> None:
    rng = random.Random(seed)
    name, players, options = random_setup(rng, NAMES)
    played = simulate(rng, name, players, options=options, hands=rng.randint(2, 9))
    game = Game.new(name, tuple(players), played.setup.first_dealer, options)
    kept = whole(game.scorecard)
    for record in played.state.hands:
        for command in commands_for(record):
            play(game, kept, command)
            if rng.random() < 0.2:  # a slip taken back and put again
                play(game, kept, Undo())
                play(game, kept, Redo())
        if len(game.state.hands) > 1 and rng.random() < 0.4:  # a hand corrected to another's
            earlier, other = rng.sample(range(len(game.state.hands)), 2)
            play(game, kept, Correct(earlier + 1, game.state.hands[other]))
            if rng.random() < 0.5:
                play(game, kept, Undo())
    for command in (Stop(), Reopen(), Stop(), Undo(), Undo()):
        play(game, kept, command)


TABLE_RULES = {"name": "Thursday club", "players": [2, 7],
               "schedule": {"shape": "constant", "peak": 2}, "end": "open",
               "bidding": {"order": "clockwise", "hook": "last"},
               "score": {"made": {"base": 10, "per_bid": 1}}, "table_changes": True}


def test_rows_follow_players_who_join_sit_out_and_leave() -> None:
    """The rule book's table-changes example: Dan joins after Ann with 5 points, Ben sits
    out hand 3, Cat leaves after it. Nobody has rows for a hand they were not dealt."""
    game = Game.new("house", ("Ann", "Ben", "Cat"), "Ann",
                    {"rules": rules_from_dict(TABLE_RULES).to_dict()})
    kept = whole(game.scorecard)

    def hand(taker: str) -> None:
        current = game.scorecard.current
        while current.expected_bidder is not None:
            play(game, kept, Bid(current.expected_bidder,
                                 0 if current.forbidden_bid != 0 else 1))
            current = game.scorecard.current
        play(game, kept, Tricks({p: current.cards if p == taker else 0
                                 for p in current.bids}))

    hand("Ann")
    play(game, kept, Join("Dan", "Ann", 5))
    hand("Dan")
    play(game, kept, SitOut("Ben"))
    hand("Cat")
    play(game, kept, Leave("Cat"))
    hand("Ann")
    play(game, kept, Undo())
    play(game, kept, Redo())
    seats = {p: i for i, p in enumerate(("Ann", "Ben", "Cat", "Dan"))}
    assert kept.players == ("Ann", "Ben", "Cat", "Dan")
    dealt = {n: sorted(s for (m, s) in kept.entries if m == n) for n in kept.hands}
    assert dealt == {1: [0, 1, 2], 2: [0, 1, 2, 3], 3: [0, 2, 3], 4: [0, 1, 3]}
    summary = {s.seat: s for s in kept.summaries}
    assert summary[seats["Ben"]].hands == 3 and summary[seats["Cat"]].hands == 3
    assert summary[seats["Dan"]].hands == 3 and summary[seats["Ann"]].hands == 4
    # Dan: 5 to start, then three hands bid 0: two made (10 each), one took both (−2…).
    dan = [e for (n, s), e in sorted(kept.entries.items()) if s == seats["Dan"]]
    assert summary[seats["Dan"]].total == 5 + sum(e.score for e in dan)
    assert summary[seats["Dan"]].score_sum == sum(e.score for e in dan)


def _table_game() -> Game:
    """A house game whose table changed: Dan joined after hand 1, Ben sat out hand 2."""
    game = Game.new("house", ("Ann", "Ben", "Cat"), "Ann",
                    {"rules": rules_from_dict(TABLE_RULES).to_dict()})
    for change in (None, Join("Dan", "Ann", 5), SitOut("Ben")):
        if change is not None:
            game.apply(change)
        current = game.scorecard.current
        while current.expected_bidder is not None:
            game.apply(Bid(current.expected_bidder, 0 if current.forbidden_bid != 0 else 1))
            current = game.scorecard.current
        game.apply(Tricks({p: current.cards if p == "Ann" else 0 for p in current.bids}))
    return game


def test_a_game_read_again_has_no_hand_to_write_again() -> None:
    """Rows go only to hands whose stored values moved: the same game read twice (each
    hand a new object with its own maps, compared value by value) moves none."""
    from scorekeeper.rules.scorecard_file import dumps, parse_scorecard

    updown = updown_hand_one()
    updown.apply(TurnUp("KS"))
    updown.apply(Bid("Ben", 3))  # hand 2 in play
    shithead = Game.new("shithead", UPDOWN, "Ann")
    for loser in ("Ben", "Ann"):
        shithead.apply(Outcome(loser=loser))
    for game in (updown, _table_game(), shithead):
        text = dumps(game.scorecard)
        before, after = parse_scorecard(text), parse_scorecard(text)
        assert before.hands[0] is not after.hands[0]
        rows = game_rows(after, before)
        assert (rows.hands, rows.entries) == ((), ()), game.setup.variant
        assert rows.length == len(game.scorecard.hands)
