"""A scorecard as it is shown, worked out once: every view and export only draws it.

:func:`present` turns a :class:`Scorecard` into a :class:`ScorecardPresentation`:
the columns, one :class:`Cell` per hand and player (what goes top, corner and
bottom, whether it is shaded, reset or penalised, its tooltip), the legend, the
places in words and what the totals count. The scoreboard, the PDF/PNG painter,
the text scorecard and the CSV render this and decide nothing of their own, so
a cell reads the same everywhere, and a new game needs no change here: all
game knowledge comes from the rules objects (``variant(key)``).

No Qt and no SQL: the command line uses it without a display. The words are
the ``words`` handed in (:mod:`~scorekeeper.rules.words`): English by default, which
the screens translate the few they speak of (see ``ui/shared/plurals.py``); a PDF,
PNG or print-out hands in its language's, so a German card reads "Geber" and "1.234".
The CSV's ledger keeps plain values whatever the language.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cached_property, partial
from typing import overload

from ..rules import GameSetup, HandResult, Scorecard, Standing
from ..rules.describe import (
    ordinal,
    trump_is_red,
    trump_label,
    trump_reason,
    trump_text,
    trump_words,
)
from ..rules.describe import penalty_word as penalty_in
from ..rules.games import Variant, game_rules, plural
from ..rules.house_describe import described_rules
from ..rules.results import ABANDONED, FINISHED, IN_PROGRESS, LEFT, NOT_JOINED, SITS_OUT, HandTable
from ..rules.taken_over import moved_players, outside, peek, reset_free, taken_over
from ..rules.tally import Tally
from ..rules.words import ENGLISH, Said, Words

__all__ = ["Cell", "Column", "Outcome", "Place", "PresentedRows", "Row",
           "ScorecardPresentation", "Tally", "moved_totals", "ordinal", "present", "shown_value"]


class Outcome(Enum):
    """What a hand did for one player of a tally game (a points game: SCORED)."""

    NONE = "none"  # nothing recorded yet
    SCORED = "scored"  # a points game's hand
    LOST = "lost"
    WON = "won"
    OUT = "out"  # went out, neither first nor last
    PLAYED = "played"  # the hand is recorded, without this player's place


@dataclass(frozen=True)
class Column:
    """One column of the grid: a hand's detail (``key``) or a player's."""

    key: str  # "hand", "cards", "dealer", "trump" or "player"
    label: str  # "Hand", "Cards", … or the player's name
    short: str  # the label where room is tight ("#")
    player: str | None = None
    leader: bool = False  # first place after at least one hand
    tooltip: str = ""


@dataclass(frozen=True)
class Cell:
    """One player's hand. ``top``: bid/tricks ("2/1", "bid 2") or the outcome ("lost",
    "#2"); ``corner``: the hand's score ("+12"); ``bottom``: the total ("40", "↺ 0")."""

    player: str
    top: str = ""
    corner: str = ""
    marks: str = ""  # one "!" per penalty
    bottom: str = ""
    text: str = ""  # the whole cell on one line, for text and for screen readers' fallback
    tooltip: str = ""
    made: bool = False  # shaded: contract made (a tally game: won the hand)
    missed: bool = False  # scored and not made (a tally game: lost the hand)
    negative: bool = False  # the hand's score is below 0
    reset: bool = False
    penalty: int = 0
    dealer: bool = False
    outcome: Outcome = Outcome.NONE
    bid: int | None = None
    tricks: int | None = None
    score: int | None = None
    total: int | None = None
    out_place: int | None = None  # place in the order out (1 = first out)
    away: str = ""  # why the player is not dealt in, in words: "sits out", "left" …
    away_key: str = ""  # the same in English, whatever the language: the CSV's value


@dataclass(frozen=True)
class Row:
    """One hand: its details and one cell per player in seating order."""

    number: int
    dealer: str
    cells: tuple[Cell, ...]
    cards: str = ""
    trump: str = ""  # "♥", "NT", "?" ("" in a game without trumps)
    trump_text: str = ""  # "♥H": readable in any terminal font
    trump_red: bool = False
    tooltip: str = ""
    summary: str = ""  # a tally game's hand in words: "Ben lost", "out in order: …"
    recorded: bool = True  # False: the next hand, not begun (shown on screen only)
    complete: bool = False
    card_count: int | None = None
    trump_words: str = ""  # "hearts are trump"
    trump_code: str = ""  # as recorded: "H", "none"; "" when not known
    changes: str = ""  # who joined, left or sat out before this hand, in words

    def cell(self, player: str) -> Cell:
        return next(c for c in self.cells if c.player == player)


@dataclass(frozen=True)
class Place:
    """One line of the standings: "2nd=  Ben  3 losses"."""

    place: int
    player: str
    total: int
    shared: bool
    ordinal: str  # "2nd"
    label: str  # "2nd=" when shared
    total_text: str  # "3 losses" or "12"
    noun: str  # "losses" or "" for points


class PresentedRows(Sequence[Row]):
    """A presentation's rows, each worked out when first read: a correction of hand 1
    moves the totals of 2,000 rows, of which a screen shows twenty. Rows of hands that
    did not change are taken over from the presentation before; the sequence reads as
    the tuple of every row (equal to it, iterable, indexable)."""

    def __init__(self, hands: Sequence[HandResult], upcoming: HandResult | None,
                 make: Callable[[HandResult, bool], Row],
                 players: Sequence[str] = ()) -> None:
        self._hands, self._upcoming, self._make = hands, upcoming, make
        self._players = players
        self._made: list[Row | None] = [None] * len(self)

    def __len__(self) -> int:
        return len(self._hands) + (self._upcoming is not None)

    @overload
    def __getitem__(self, index: int) -> Row: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Row, ...]: ...

    def __getitem__(self, index: int | slice) -> Row | tuple[Row, ...]:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(len(self))))
        row = self._made[index]
        if row is None:
            row = self._made[index] = self._make(*self.hand(index))
        return row

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"PresentedRows({len(self)} rows)"

    def hand(self, index: int) -> tuple[HandResult, bool]:
        """The hand row ``index`` presents, and whether it is recorded (the next hand,
        not begun, is shown on screen only)."""
        index = range(len(self))[index]  # a negative index counts from the end
        if index < len(self._hands):
            return self._hands[index], True
        assert self._upcoming is not None  # the row past the hands is the next hand's
        return self._upcoming, False

    def take_over(self, previous: PresentedRows, from_row: int) -> None:
        """Take ``previous``'s rows (presented or not) before ``from_row`` — the rules
        say a change left those hands as they were — and after it, every row whose hand
        is the very one ``previous`` presented."""
        made, old_made = self._made, previous._made
        hands, old_hands = self._hands, previous._hands
        first = min(from_row, len(hands), len(old_hands))
        made[:first] = old_made[:first]
        taken = taken_over(hands, old_hands)
        if taken and not moved_players(hands, old_hands, self._players):  # as they were
            made[taken.start:taken.stop] = old_made[taken.start:taken.stop]
        for index in outside(range(first, min(len(hands), len(old_hands))), taken):
            hand = peek(hands, index)
            if hand is not None and hand is peek(old_hands, index):
                made[index] = old_made[index]
        upcoming = len(hands)
        if self._upcoming is not None and upcoming < len(previous) \
                and previous.hand(upcoming) == (self._upcoming, False):
            made[upcoming] = old_made[upcoming]

    def changes(self, previous: PresentedRows, start: int, players: Sequence[str]
                ) -> Iterator[tuple[int, int, list[int] | None]]:
        """The runs of rows (first, last) from ``start`` on whose hands are not the ones
        ``previous`` presented, each with the indexes in ``players`` of its cells that
        changed when the rules only moved running totals (:func:`moved_totals`), else
        None (one row: present both rows to know). The hands a correction took over
        are one run, found without making them."""
        hands, old_hands = self._hands, previous._hands
        shared = min(len(hands), len(old_hands))
        taken = taken_over(hands, old_hands)
        inside = range(max(start, taken.start), min(shared, taken.stop))
        moved = moved_players(hands, old_hands, players) if inside else []
        for index in outside(range(start, shared), taken):
            if moved and index == inside.stop:  # in the order of the rows
                yield inside.start, inside.stop - 1, moved
                moved = []
            new, old = hands[index], old_hands[index]
            if new is not old:
                yield index, index, moved_totals(old, new, players)
        if moved:
            yield inside.start, inside.stop - 1, moved
        for index in range(max(start, shared), min(len(self), len(previous))):
            if self.hand(index) != previous.hand(index):
                yield index, index, None

    def any_reset(self, start: int = 0) -> bool:
        """Whether a row from ``start`` on shows a reset to 0 (↺) (a correction's hands
        taken over show none: it takes hands over so only in a game without resets)."""
        hands = self._hands
        return any(hands[index].resets
                   for index in outside(range(start, len(hands)), reset_free(hands)))


@dataclass(frozen=True)
class ScorecardPresentation:
    variant: str
    title: str
    status: str
    players: tuple[str, ...]
    first_dealer: str
    options: tuple[tuple[str, str], ...]  # ("table cards", "3"), ("jokers", "no")
    columns: tuple[Column, ...]  # the hand's details, then the players
    rows: Sequence[Row]  # every hand, and the next one while the game goes on
    places: tuple[Place, ...]
    places_heading: str  # "Final places" or "Standings"
    notes: tuple[str, ...]  # why places are as they are, the tie-break deals
    legend: str  # for a drawn card (shading)
    legend_text: str  # for plain text (✓ marks)
    tally: Tally
    has_bids: bool
    over: bool
    next_line: str = ""  # "Next: hand 4, 4 cards, Cat deals"
    resets: bool = False  # some cell shows a reset to 0 (↺)
    seats: tuple[str, ...] = ()  # the seating the game started with, where players joined
    # A house game's rules in words ("Score: Exact bid: 10 + the bid. …"), one topic a
    # line: the printed card says how it was scored; empty for the built-in games.
    rules_lines: tuple[str, ...] = ()
    seating: str = ""  # "Seating (clockwise): Ann, Ben, Cat · Ann dealt first"
    options_text: str = ""  # "table cards 3, jokers no"
    language: str = "en"  # the language of its words

    @cached_property
    def _ledger(self) -> tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]:
        # Built when an export asks, not on every keystroke (a line per hand per player).
        return _ledger(self.rows, self.has_bids)

    @property
    def ledger_columns(self) -> tuple[str, ...]:
        """The CSV's columns: one line per hand per player."""
        return self._ledger[0]

    @property
    def ledger(self) -> tuple[tuple[str, ...], ...]:
        return self._ledger[1]

    @property
    def shape(self) -> tuple[object, ...]:
        """What the columns depend on: the same shape, the same columns."""
        return (self.variant, self.players, self.first_dealer, self.options,
                tuple(c.key for c in self.columns))

    @property
    def lead(self) -> tuple[Column, ...]:
        """The hand's own columns (hand, cards, dealer, trump)."""
        return tuple(c for c in self.columns if c.player is None)

    def column(self, key: str) -> Column | None:
        return next((c for c in self.columns if c.key == key), None)

    @property
    def leaders(self) -> frozenset[str]:
        return frozenset(c.player for c in self.columns if c.leader and c.player)

    @property
    def recorded(self) -> tuple[Row, ...]:
        """The hands begun or played: what a printed card shows."""
        return tuple(r for r in self.rows if r.recorded)


def shown_value(value: object, words: Words = ENGLISH) -> str:
    """An option's value in words: yes, no, or as it is."""
    if value is True:
        return words.tr("yes")
    return words.tr("no") if value is False else str(value)


def _seating(players: tuple[str, ...], first_dealer: str, words: Words) -> str:
    return words.tr("Seating (clockwise): {0} · {1} dealt first").format(
        ", ".join(players), first_dealer)


def _status(status: str, words: Words) -> str:
    """The game's state in words (the rules' own are the English ones)."""
    if status == FINISHED:
        return words.tr("finished")
    if status == ABANDONED:
        return words.tr("abandoned")
    return words.tr("in progress") if status == IN_PROGRESS else status


def _columns(scorecard: Scorecard, has_bids: bool, words: Words) -> tuple[Column, ...]:
    """The lead columns (hand, cards, dealer …), then a column per player, the leaders
    marked once a hand is complete."""
    leaders = ({s.player for s in scorecard.standings if s.place == 1}
               if scorecard.completed else set())
    return (*_lead_columns(has_bids, words), *(
        Column("player", p, p, player=p, leader=p in leaders,
               tooltip=words.tr("{0} leads", "first place").format(p)
               if p in leaders else "") for p in scorecard.players))


def _options(setup: GameSetup, words: Words) -> tuple[tuple[str, str], ...]:
    """The game's options as a reader says them (a house game's are its rules instead)."""
    return tuple((name.replace("_", " "), shown_value(value, words))
                 for name, value in setup.options.items() if value is not None)


def _next_line(scorecard: Scorecard) -> str:
    """What comes next at the table ("" once the game is over)."""
    if scorecard.current is None or scorecard.over:
        return ""
    hand = scorecard.current
    extra = f", {plural(hand.cards, 'card')}" if hand.cards else ""
    return f"Next: hand {hand.number}{extra}, {hand.dealer} deals"


def present(scorecard: Scorecard, previous: ScorecardPresentation | None = None,
            from_row: int = 0, words: Words = ENGLISH) -> ScorecardPresentation:
    """Everything a view or an export shows of ``card``, decided once.

    Rows are presented when first read (:class:`PresentedRows`). With ``previous`` (the
    same game's presentation before a change) and ``from_row`` (the first row the
    change touched, from the rules' :class:`~scorekeeper.rules.Change`), the rows before
    it, and after it every row of a hand the rules took over unchanged, are
    ``previous``'s: a keystroke, or a correction that moves every later total, costs
    about the same in a game of 2,000 hands as in one of 20."""
    rules = game_rules(scorecard.setup)
    setup = scorecard.setup
    players = scorecard.players  # joiners too, after the players the game started with
    tally = rules.tally(setup)
    has_bids = rules.has_bids
    rows, resets = _rows(scorecard, previous, from_row, rules, tally, words)
    columns = _columns(scorecard, has_bids, words)
    places = tuple(_place(s, tally, words) for s in scorecard.standings)
    notes = _notes(scorecard, words)
    legend = _legend(has_bids, rules.penalty_name is not None, resets, words)
    legend_text = _legend_text(has_bids, rules.penalty_name is not None, resets)
    next_line = _next_line(scorecard)
    rules_lines = described_rules(setup, words)  # a house game's options are its rules
    options = () if rules_lines else _options(setup, words)
    seats = setup.players if players != setup.players else ()
    return ScorecardPresentation(
        variant=setup.variant, title=rules.title, status=_status(scorecard.status, words),
        players=players, first_dealer=setup.first_dealer, options=options,
        rules_lines=tuple(f"{line.topic}: {line.text}" for line in rules_lines),
        columns=columns, rows=rows, places=places,
        places_heading=words.tr("Final places") if scorecard.over else words.tr("Standings"),
        notes=notes, legend=legend, legend_text=legend_text, tally=tally, has_bids=has_bids,
        over=scorecard.over, next_line=next_line, resets=resets, seats=seats,
        seating=_seating(seats or players, setup.first_dealer, words),
        options_text=", ".join(f"{name} {value}" for name, value in options),
        language=words.language)


def _rows(scorecard: Scorecard, previous: ScorecardPresentation | None, from_row: int,
          rules: Variant, tally: Tally, words: Words) -> tuple[PresentedRows, bool]:
    """The rows (``previous``'s taken over where the change left them as they were) and
    whether any cell shows a reset."""
    has_bids = rules.has_bids
    penalty_word = rules.penalty_name or "penalty"
    reset_text = rules.reset_text
    rows = PresentedRows(scorecard.hands, scorecard.next_hand if not scorecard.over else None,
                         partial(_row, players=scorecard.players, has_bids=has_bids,
                                 tally=tally, penalty_word=penalty_word,
                                 reset_text=reset_text, words=words), scorecard.players)
    before = previous.rows if previous is not None \
        and _same_columns(scorecard, previous, words) else None
    if previous is not None and isinstance(before, PresentedRows):
        rows.take_over(before, from_row)
        first = min(from_row, len(scorecard.hands))  # the hands before it are as they were
        resets = has_bids and ((previous.resets and rows.any_reset())
                               or rows.any_reset(first))
    else:
        resets = has_bids and rows.any_reset()  # a cell shows ↺
    return rows, resets


def _notes(scorecard: Scorecard, words: Words) -> tuple[str, ...]:
    """The reasons the rules give, the tie-break deals, and each table change."""
    return (*(reason.text(words) for reason in scorecard.reasons),
            *_tiebreak_notes(scorecard, words), *(
        words.tr("Before hand {0}: {1}").format(words.number(hand.number),
                                                _changes(hand.table, words))
        for hand in (scorecard.hands if scorecard.entrants is not None else ())  # table changes
        if hand.table is not None and _changes(hand.table, words)))


def _tiebreak_notes(scorecard: Scorecard, words: Words) -> tuple[str, ...]:
    """"Tie-break deal 1: Ann bid 2 took 2, Ben bid 1 took 0"."""
    return tuple(words.tr("Tie-break deal {0}: {1}").format(n, ", ".join(
        words.tr("{0} bid {1} took {2}").format(p, deal.bids[p], deal.tricks[p])
        for p in deal.players)) for n, deal in enumerate(scorecard.state.tiebreaks, start=1))


def moved_totals(old: HandResult, new: HandResult,
                 players: Sequence[str]) -> list[int] | None:
    """The indexes in ``players`` of the cells that differ between two results of one
    hand when they differ in running totals only (the rules took the hand over after a
    correction before it: ``HandResult.with_totals``); None when more may differ (then
    present both rows to know)."""
    if new.scores is None or new.scores is not old.scores or new.bids is not old.bids \
            or new.tricks is not old.tricks or new.penalties is not old.penalties \
            or new.made is not old.made or new.table is not old.table \
            or new.dealer != old.dealer or new.number != old.number:
        return None
    was, now = old.totals or {}, new.totals or {}
    was_reset, now_reset = old.resets, new.resets
    return [index for index, player in enumerate(players)
            if was.get(player) != now.get(player)
            or (player in was_reset) != (player in now_reset)]


def _same_columns(scorecard: Scorecard, previous: ScorecardPresentation | None,
                  words: Words) -> bool:
    """Whether ``previous`` is this game's presentation set up the same way and in the
    same language, so a row of the same hand reads the same in both."""
    setup = scorecard.setup
    if previous is None or previous.variant != setup.variant \
            or previous.players != scorecard.players \
            or previous.first_dealer != setup.first_dealer \
            or previous.language != words.language:
        return False
    options = tuple((name.replace("_", " "), shown_value(value, words))
                    for name, value in setup.options.items() if value is not None)
    return previous.options == options


def _lead_columns(has_bids: bool, words: Words) -> tuple[Column, ...]:
    hand = Column("hand", words.tr("Hand"), words.tr("#", "the hand's number, in a column head"))
    dealer = Column("dealer", words.tr("Dealer"), words.tr("Dealer"))
    if not has_bids:
        return hand, dealer
    cards, trump = words.tr("Cards"), words.tr("Trump")
    return hand, Column("cards", cards, cards), dealer, Column("trump", trump, trump)


def tally_unit(tally: Tally, count: int, words: Words) -> str:
    """A total in words: "1 loss", "3 wins", or the points alone ("12")."""
    if tally is Tally.LOSSES:  # each text written out: lupdate reads it as numerus
        return words.tr("%n loss(es)", "", count)
    if tally is Tally.WINS:
        return words.tr("%n win(s)", "", count)
    return words.number(count)


def tally_noun(tally: Tally, count: int, words: Words) -> str:
    """The word after a total ("loss", "Niederlagen"); "" after points."""
    return tally_unit(tally, count, words).replace(words.number(count), "", 1).strip()


def _place(s: Standing, tally: Tally, words: Words) -> Place:
    word = words.ordinal(s.place)
    return Place(s.place, s.player, s.total, s.shared, word, word + ("=" if s.shared else ""),
                 tally_unit(tally, s.total, words), tally_noun(tally, s.total, words))


def _row(hand: HandResult, recorded: bool, players: tuple[str, ...], has_bids: bool,
         tally: Tally, penalty_word: str, reset_text: str, words: Words) -> Row:
    make = _trick_cell if has_bids else _tally_cell
    table = hand.table
    cells = tuple(make(hand, p, tally, penalty_word, reset_text, words) if table is None or (
        p in table.seated) else _away_cell(hand, p, words) for p in players)
    changes = "" if table is None else _changes(table, words)
    tooltip = words.tr("Hand {0}: {1} deals").format(words.number(hand.number), hand.dealer) + (
        f"; {trump_reason(hand, words)}" if hand.trump_reason else "") + (
        f"; {changes}" if changes else "")
    if not has_bids:
        return Row(hand.number, hand.dealer, cells, tooltip=tooltip,
                   summary=_summary(hand), recorded=recorded, complete=hand.complete)
    return Row(hand.number, hand.dealer, cells,
               cards="" if hand.cards is None else words.number(hand.cards),
               trump=_trump_label(hand.trump, words), trump_text=trump_text(hand.trump),
               trump_red=trump_is_red(hand.trump), tooltip=tooltip, recorded=recorded,
               complete=hand.complete, card_count=hand.cards,
               trump_words=trump_words(hand.trump), trump_code=hand.trump or "",
               changes=changes)


_AWAY_WORDS = {LEFT: "left", SITS_OUT: "sits out", NOT_JOINED: "not joined"}


def _trump_label(trump: str | None, words: Words) -> str:
    """The suit's symbol, "?" or no trumps ("NT"; "SA" in French)."""
    return words.tr("NT", "no trumps, in a narrow column") if trump == "none" \
        else trump_label(trump)


def _away_word(why: str | None, words: Words) -> str:
    if why == LEFT:
        return words.tr("left", "a player who left the table")
    if why == SITS_OUT:
        return words.tr("sits out")
    return words.tr("not joined") if why == NOT_JOINED else ""


def _away_tip(why: str | None, player: str, total: int | None, words: Words) -> str:
    """"Cat sits this hand out; total 12", in ``words``' language."""
    if why == LEFT:
        tip = words.tr("{0} has left the game").format(player)
    elif why == SITS_OUT:
        tip = words.tr("{0} sits this hand out").format(player)
    else:
        tip = words.tr("{0} has not joined yet").format(player)
    return tip if total is None else words.tr("{0}; total {1}").format(tip, words.number(total))


def _away_cell(hand: HandResult, player: str, words: Words) -> Cell:
    """A player not dealt in: "—" and the total they keep (nothing before they join)."""
    why = hand.table.absent(player) if hand.table is not None else None
    word = _away_word(why, words)
    key = _AWAY_WORDS.get(why or "", "")
    if why == NOT_JOINED:
        return Cell(player, tooltip=_away_tip(why, player, None, words), away=word,
                    away_key=key)
    total = hand.totals.get(player) if hand.totals else None
    bottom = "" if total is None else words.number(total)
    return Cell(player, top="—", bottom=bottom,
                text=f"— {word}" + (f" ={total}" if total is not None else ""),
                tooltip=_away_tip(why, player, total, words),
                total=total, away=word, away_key=key)


def _changes(table: HandTable, words: Words) -> str:
    """"Dan joined (after Ann, from 5); Cat left; Ben sits out"."""
    parts = [words.tr("{0} joined (sitting after {1}, starting from {2})").format(
        name, _after(table, name), words.number(start)) for name, start in table.joined.items()]
    parts += [words.tr("{0} left", "a table change").format(name) for name in table.left]
    if table.sitting_out:
        away = (words.tr("{0} sits out") if len(table.sitting_out) == 1
                else words.tr("{0} sit out"))
        parts.append(away.format(words.names(table.sitting_out)))
    return "; ".join(parts)


def _after(table: HandTable, name: str) -> str:
    """Who sits on ``name``'s right: the seat a joiner took (skipping those who left)."""
    ring = table.ring
    seat = ring.index(name)
    return next((ring[(seat - step) % len(ring)] for step in range(1, len(ring))
                 if ring[(seat - step) % len(ring)] not in table.away), name)


def _summary(hand: HandResult) -> str:
    if not hand.complete:
        return "in play"
    if hand.out_order:
        return "out in order: " + ", ".join(hand.out_order)
    if hand.loser:
        return f"{hand.loser} lost"
    return f"{hand.winner} won"


def _trick_cell(hand: HandResult, player: str, tally: Tally, penalty_word: str,
                reset_text: str, words: Words) -> Cell:
    dealer = hand.dealer == player
    bid = hand.bids.get(player)
    tricks = hand.tricks.get(player) if hand.tricks else None
    score = hand.scores.get(player) if hand.scores else None
    total = hand.totals.get(player) if hand.totals else None
    penalty = hand.penalties.get(player, 0)
    reset = player in hand.resets
    made = player in hand.made
    top = "" if bid is None else (f"{bid}/{tricks}" if tricks is not None
                                  else words.tr("bid {0}").format(bid))
    corner = "" if score is None else words.signed(score)
    bottom = "" if total is None else ("↺ 0" if reset else words.number(total))
    if score is None or total is None:
        text = top
    else:
        text = (f"{top} {corner} ={total}{' ↺0' if reset else ''}"
                f"{'✓' if made else ' '}{'!' * penalty}")
    tip = [words.tr("{0} (dealer)").format(player) if dealer else player]
    if bid is not None:
        tip.append(words.tr("bid {0}").format(words.number(bid)) if tricks is None else
                   words.tr("bid {0}, took {1}").format(words.number(bid), words.number(tricks)))
    if score is not None:
        tip.append(words.tr("scored {0}, total {1}").format(words.signed(score),
                                                            words.number(total or 0)))
    if reset:
        tip.append(Said(reset_text).text(words))
    if penalty:
        tip.append(f"{words.number(penalty)} "
                   f"{penalty_in(penalty_word, words, several=penalty != 1)}")
    return Cell(player, top=top, corner=corner, marks="!" * penalty, bottom=bottom,
                text=text, tooltip="; ".join(tip), made=made,
                missed=score is not None and not made, negative=score is not None and score < 0,
                reset=reset, penalty=penalty, dealer=dealer,
                outcome=Outcome.SCORED if score is not None else Outcome.NONE, bid=bid,
                tricks=tricks, score=score, total=total)


def _tally_cell(hand: HandResult, player: str, tally: Tally, penalty_word: str,
                reset_text: str, words: Words) -> Cell:
    total = hand.totals.get(player) if hand.totals else None
    place = hand.out_order.index(player) + 1 if hand.out_order and player in \
        hand.out_order else None
    if not hand.complete:
        outcome = Outcome.NONE
    elif hand.loser == player:
        outcome = Outcome.LOST
    elif hand.winner == player:
        outcome = Outcome.WON
    elif place is not None:
        outcome = Outcome.OUT
    else:
        outcome = Outcome.PLAYED
    top = {Outcome.LOST: words.tr("lost", "a hand's outcome"),
           Outcome.WON: words.tr("won", "a hand's outcome")}.get(
        outcome, f"#{place}" if place is not None else "")
    bottom = "" if total is None else words.number(total)
    tip = f"{player}: {top}" if top else player
    if total is not None:
        tip += f" ({tally_unit(tally, total, words)})"
    return Cell(player, top=top, bottom=bottom, text=f"{top} {bottom}".strip(), tooltip=tip,
                made=outcome is Outcome.WON, missed=outcome is Outcome.LOST,
                dealer=hand.dealer == player, outcome=outcome, total=total, out_place=place)


def _legend(has_bids: bool, penalties: bool, resets: bool, words: Words) -> str:
    """What the marks in a drawn cell mean, naming only the marks this card can have."""
    if not has_bids:
        return words.tr("Each cell: lost / won / place out (shaded: won), and the tally")
    shaded = words.tr("shaded: contract made") + (words.tr(", ! penalty") if penalties else "")
    drawn = words.tr("Each cell: bid/tricks and hand score ({0}), running total").format(shaded)
    return drawn + words.tr(" (↺ reset to 0)") if resets else drawn


def _legend_text(has_bids: bool, penalties: bool, resets: bool) -> str:
    """The legend for plain text (✓ marks): the terminal's, which stays English."""
    if not has_bids:
        return "Each hand: who lost or won, or the order out"
    plain = "Cells: bid/tricks score =running total; ✓ contract made" + (
        ", ! penalty" if penalties else "")
    return plain + ", ↺0 reset" if resets else plain


def _ledger(rows: Sequence[Row],
            has_bids: bool) -> tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]:
    """The CSV: a line per completed hand per player, numbers as numbers."""
    lines: list[tuple[str, ...]] = []
    if has_bids:
        columns: tuple[str, ...] = ("hand", "cards", "dealer", "trump", "player", "bid",
                                    "tricks", "penalty", "score", "total")
        changed = any(c.away_key for row in rows for c in row.cells)
        for row in rows:
            if not row.complete:
                continue
            for c in row.cells:
                line = (str(row.number), _n(row.card_count), row.dealer, row.trump_code,
                        c.player, _n(c.bid), _n(c.tricks), str(c.penalty), _n(c.score),
                        _n(c.total))
                if not changed:
                    lines.append(line)
                elif c.away_key != _AWAY_WORDS[NOT_JOINED]:  # where players came and
                    lines.append((*line, c.away_key or "played"))  # went: whether each played
        return (*columns, "table") if changed else columns, tuple(lines)
    columns = ("hand", "dealer", "player", "position", "lost", "won", "tally")
    for row in rows:
        if not row.complete:
            continue
        lost = any(c.outcome is Outcome.LOST for c in row.cells)
        won = any(c.outcome is Outcome.WON for c in row.cells)
        for c in row.cells:
            lines.append((str(row.number), row.dealer, c.player, _n(c.out_place),
                          str(int(c.outcome is Outcome.LOST)) if lost else "",
                          str(int(c.outcome is Outcome.WON)) if won else "", _n(c.total)))
    return columns, tuple(lines)


def _n(value: int | None) -> str:
    return "" if value is None else str(value)
