"""A scorecard as it is shown, worked out once: every view and export only draws it.

:func:`present` turns a :class:`Scorecard` into a :class:`ScorecardPresentation`:
the columns, one :class:`Cell` per hand and player (what goes top, corner and
bottom, whether it is shaded, reset or penalised, its tooltip), the legend, the
places in words and what the totals count. The scoreboard, the PDF/PNG painter,
the text scorecard and the CSV render this and decide nothing of their own, so
a cell reads the same everywhere, and a new game needs no change here: all
game knowledge comes from the rules objects (``variant(key)``).

No Qt and no SQL: the command line uses it without a display. The words are
English; the screens translate the few they speak (see ``ui/shared/plurals.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import cached_property

from ..rules import HandResult, Scorecard, Standing
from ..rules.describe import ordinal, trump_is_red, trump_label, trump_text, trump_words
from ..rules.games import game_rules, plural
from ..rules.house_describe import described_rules
from ..rules.results import LEFT, NOT_JOINED, SITS_OUT, HandTable
from ..rules.tally import Tally

__all__ = ["Cell", "Column", "Outcome", "Place", "Row", "ScorecardPresentation", "Tally",
           "ordinal", "present", "shown_value"]


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
    away: str = ""  # why the player is not dealt in: "sits out", "left", "not joined"


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


@dataclass(frozen=True)
class ScorecardPresentation:
    variant: str
    title: str
    status: str
    players: tuple[str, ...]
    first_dealer: str
    options: tuple[tuple[str, str], ...]  # ("table cards", "3"), ("jokers", "no")
    columns: tuple[Column, ...]  # the hand's details, then the players
    rows: tuple[Row, ...]  # every hand, and the next one while the game goes on
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

    @property
    def seating(self) -> str:
        return (f"Seating (clockwise): {', '.join(self.seats or self.players)} · "
                f"{self.first_dealer} dealt first")

    @property
    def options_text(self) -> str:
        return ", ".join(f"{name} {value}" for name, value in self.options)


def shown_value(value: object) -> str:
    """An option's value in words: yes, no, or as it is."""
    return "yes" if value is True else "no" if value is False else str(value)


def present(scorecard: Scorecard, previous: ScorecardPresentation | None = None,
            from_row: int = 0) -> ScorecardPresentation:
    """Everything a view or an export shows of ``card``, decided once.

    ``previous`` (the same game's presentation before a change) and ``from_row`` (the
    first row the change touched, from the rules' :class:`~scorekeeper.rules.Change`):
    the recorded rows before it are taken over, not presented again, so a keystroke
    costs the same in a game of 2,000 hands as in one of 20."""
    rules = game_rules(scorecard.setup)
    setup = scorecard.setup
    players = scorecard.players  # joiners too, after the players the game started with
    tally = rules.tally(setup)
    has_bids = rules.has_bids
    penalty_word = rules.penalty_name or "penalty"
    reset_text = rules.reset_text
    hands = [(h, True) for h in scorecard.hands]
    if scorecard.next_hand is not None and not scorecard.over:
        hands.append((scorecard.next_hand, False))
    leaders = ({s.player for s in scorecard.standings if s.place == 1}
               if scorecard.completed else set())
    kept = _kept_rows(scorecard, previous, from_row)
    rows = kept + tuple(_row(hand, recorded, players, has_bids, tally, penalty_word,
                             reset_text) for hand, recorded in hands[len(kept):])
    columns = (*_lead_columns(has_bids), *(
        Column("player", p, p, player=p, leader=p in leaders,
               tooltip=f"{p} leads" if p in leaders else "") for p in players))
    places = tuple(_place(s, tally) for s in scorecard.standings)
    notes = (*scorecard.reasons, *(
        f"Tie-break deal {n}: " + ", ".join(f"{p} bid {deal.bids[p]} took {deal.tricks[p]}"
                                            for p in deal.players)
        for n, deal in enumerate(scorecard.state.tiebreaks, start=1)),
        *(f"Before hand {row.number}: {row.changes}" for row in rows
          if row.recorded and row.changes))
    fresh = rows[len(kept):]
    resets = any(c.reset for r in fresh for c in r.cells) or (
        previous is not None and previous.resets
        and any(c.reset for r in kept for c in r.cells))
    legend, legend_text = _legends(has_bids, rules.penalty_name is not None, resets)
    next_line = ""
    if scorecard.current is not None and not scorecard.over:
        hand = scorecard.current
        extra = f", {plural(hand.cards, 'card')}" if hand.cards else ""
        next_line = f"Next: hand {hand.number}{extra}, {hand.dealer} deals"
    rules_lines = described_rules(setup)  # a house game's options are its rules: in words
    return ScorecardPresentation(
        variant=setup.variant, title=rules.title, status=scorecard.status, players=players,
        first_dealer=setup.first_dealer,
        options=() if rules_lines else tuple((name.replace("_", " "), shown_value(value))
                                             for name, value in setup.options.items()
                                             if value is not None),
        rules_lines=tuple(f"{line.topic}: {line.text}" for line in rules_lines),
        columns=columns, rows=rows, places=places,
        places_heading="Final places" if scorecard.over else "Standings", notes=notes,
        legend=legend, legend_text=legend_text, tally=tally, has_bids=has_bids,
        over=scorecard.over, next_line=next_line, resets=resets,
        seats=setup.players if players != setup.players else ())


def _kept_rows(scorecard: Scorecard, previous: ScorecardPresentation | None,
               from_row: int) -> tuple[Row, ...]:
    """The rows of ``previous`` that still stand: the recorded, complete hands before
    ``from_row`` of the same game set up the same way (a change never touches them)."""
    setup = scorecard.setup
    if previous is None or from_row <= 0 or previous.variant != setup.variant \
            or previous.players != scorecard.players \
            or previous.first_dealer != setup.first_dealer:
        return ()
    options = tuple((name.replace("_", " "), shown_value(value))
                    for name, value in setup.options.items() if value is not None)
    if previous.options != options:
        return ()
    kept = min(from_row, len(previous.rows), len(scorecard.hands))
    rows = previous.rows[:kept]
    while rows and not (rows[-1].recorded and rows[-1].complete):
        rows = rows[:-1]
    return rows if all(r.complete for r in rows) else ()


def _lead_columns(has_bids: bool) -> tuple[Column, ...]:
    hand = Column("hand", "Hand", "#")
    dealer = Column("dealer", "Dealer", "Dealer")
    if not has_bids:
        return hand, dealer
    return hand, Column("cards", "Cards", "Cards"), dealer, Column("trump", "Trump", "Trump")


def _place(s: Standing, tally: Tally) -> Place:
    word = ordinal(s.place)
    return Place(s.place, s.player, s.total, s.shared, word, word + ("=" if s.shared else ""),
                 tally.unit(s.total), tally.noun(s.total))


def _row(hand: HandResult, recorded: bool, players: tuple[str, ...], has_bids: bool,
         tally: Tally, penalty_word: str, reset_text: str) -> Row:
    make = _trick_cell if has_bids else _tally_cell
    table = hand.table
    cells = tuple(make(hand, p, tally, penalty_word, reset_text) if table is None or (
        p in table.seated) else _away_cell(hand, p) for p in players)
    changes = "" if table is None else _changes(table)
    tooltip = f"Hand {hand.number}: {hand.dealer} deals" + (
        f"; {hand.trump_reason}" if hand.trump_reason else "") + (
        f"; {changes}" if changes else "")
    if not has_bids:
        return Row(hand.number, hand.dealer, cells, tooltip=tooltip,
                   summary=_summary(hand), recorded=recorded, complete=hand.complete)
    return Row(hand.number, hand.dealer, cells,
               cards="" if hand.cards is None else str(hand.cards),
               trump=trump_label(hand.trump), trump_text=trump_text(hand.trump),
               trump_red=trump_is_red(hand.trump), tooltip=tooltip, recorded=recorded,
               complete=hand.complete, card_count=hand.cards,
               trump_words=trump_words(hand.trump), trump_code=hand.trump or "",
               changes=changes)


_AWAY_WORDS = {LEFT: "left", SITS_OUT: "sits out", NOT_JOINED: "not joined"}


def _away_cell(hand: HandResult, player: str) -> Cell:
    """A player not dealt in: "—" and the total they keep (nothing before they join)."""
    why = hand.table.absent(player) if hand.table is not None else None
    word = _AWAY_WORDS.get(why or "", "")
    if why == NOT_JOINED:
        return Cell(player, tooltip=f"{player} {why}", away=word)
    total = hand.totals.get(player) if hand.totals else None
    bottom = "" if total is None else str(total)
    return Cell(player, top="—", bottom=bottom,
                text=f"— {word}" + (f" ={total}" if total is not None else ""),
                tooltip=f"{player} {why}" + (f"; total {total}" if total is not None else ""),
                total=total, away=word)


def _changes(table: HandTable) -> str:
    """"Dan joined (after Ann, from 5); Cat left; Ben sits out"."""
    parts = [f"{name} joined (sitting after {_after(table, name)}, starting from {start})"
             for name, start in table.joined.items()]
    parts += [f"{name} left" for name in table.left]
    if table.sitting_out:
        parts.append(f"{', '.join(table.sitting_out)} "
                     f"{'sits' if len(table.sitting_out) == 1 else 'sit'} out")
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
                reset_text: str) -> Cell:
    dealer = hand.dealer == player
    bid = hand.bids.get(player)
    tricks = hand.tricks.get(player) if hand.tricks else None
    score = hand.scores.get(player) if hand.scores else None
    total = hand.totals.get(player) if hand.totals else None
    penalty = hand.penalties.get(player, 0)
    reset = player in hand.resets
    made = player in hand.made
    top = "" if bid is None else (f"{bid}/{tricks}" if tricks is not None else f"bid {bid}")
    corner = "" if score is None else f"{score:+d}"
    bottom = "" if total is None else ("↺ 0" if reset else str(total))
    if score is None or total is None:
        text = top
    else:
        text = (f"{top} {corner} ={total}{' ↺0' if reset else ''}"
                f"{'✓' if made else ' '}{'!' * penalty}")
    tip = [f"{player}{' (dealer)' if dealer else ''}"]
    if bid is not None:
        tip.append(f"bid {bid}" + (f", took {tricks}" if tricks is not None else ""))
    if score is not None:
        tip.append(f"scored {score:+d}, total {total}")
    if reset:
        tip.append(reset_text)
    if penalty:
        tip.append(_counted(penalty, penalty_word))
    return Cell(player, top=top, corner=corner, marks="!" * penalty, bottom=bottom,
                text=text, tooltip="; ".join(tip), made=made,
                missed=score is not None and not made, negative=score is not None and score < 0,
                reset=reset, penalty=penalty, dealer=dealer,
                outcome=Outcome.SCORED if score is not None else Outcome.NONE, bid=bid,
                tricks=tricks, score=score, total=total)


def _counted(count: int, noun: str) -> str:
    """"1 revoke", "2 reneges", "2 penalties"."""
    if count == 1:
        return f"1 {noun}"
    return f"{count} {noun[:-1]}ies" if noun.endswith("y") else f"{count} {noun}s"


def _tally_cell(hand: HandResult, player: str, tally: Tally, penalty_word: str,
                reset_text: str) -> Cell:
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
    top = {Outcome.LOST: "lost", Outcome.WON: "won"}.get(
        outcome, f"#{place}" if place is not None else "")
    bottom = "" if total is None else str(total)
    tip = f"{player}: {top}" if top else player
    if total is not None:
        tip += f" ({tally.unit(total)})"
    return Cell(player, top=top, bottom=bottom, text=f"{top} {bottom}".strip(), tooltip=tip,
                made=outcome is Outcome.WON, missed=outcome is Outcome.LOST,
                dealer=hand.dealer == player, outcome=outcome, total=total, out_place=place)


def _legends(has_bids: bool, penalties: bool, resets: bool) -> tuple[str, str]:
    """What the marks in a cell mean, naming only the marks this card can have."""
    if not has_bids:
        return ("Each cell: lost / won / place out (shaded: won), and the tally",
                "Each hand: who lost or won, or the order out")
    shaded = "shaded: contract made" + (", ! penalty" if penalties else "")
    drawn = f"Each cell: bid/tricks and hand score ({shaded}), running total"
    plain = "Cells: bid/tricks score =running total; ✓ contract made" + (
        ", ! penalty" if penalties else "")
    if resets:
        drawn += " (↺ reset to 0)"
        plain += ", ↺0 reset"
    return drawn, plain


def _ledger(rows: tuple[Row, ...],
            has_bids: bool) -> tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]:
    """The CSV: a line per completed hand per player, numbers as numbers."""
    lines: list[tuple[str, ...]] = []
    if has_bids:
        columns: tuple[str, ...] = ("hand", "cards", "dealer", "trump", "player", "bid",
                                    "tricks", "penalty", "score", "total")
        changed = any(c.away for row in rows for c in row.cells)
        for row in rows:
            if not row.complete:
                continue
            for c in row.cells:
                line = (str(row.number), row.cards, row.dealer, row.trump_code,
                        c.player, _n(c.bid), _n(c.tricks), str(c.penalty), _n(c.score),
                        _n(c.total))
                if not changed:
                    lines.append(line)
                elif c.away != _AWAY_WORDS[NOT_JOINED]:  # where players came and went:
                    lines.append((*line, c.away or "played"))  # whether each played
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
