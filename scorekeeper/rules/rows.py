"""The rows a store keeps beside a game's log, derived here so the store only stores.

History, statistics and the scorecard are read from per-hand and per-player rows
rather than by replaying every game. Which rows a change touches (the hands from
the first one that differs, the summaries only when a hand was completed or the
standings moved) is told by the change (:class:`~.commands.Change`) and the
scorecard before it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import chain
from typing import Any, NamedTuple

from .game_record import GameSetup
from .memo import ByScorecard
from .results import FINISHED, HandResult, Scorecard
from .taken_over import outlines, taken_over


# Rows are tuples (a game has dozens of entries, and importing a club's archive makes
# millions): as cheap to make as a tuple, and written to the database as they are.
class HandRow(NamedTuple):
    number: int
    cards: int | None
    dealer_seat: int
    trump: str | None
    turn_up: str | None
    complete: bool


class EntryRow(NamedTuple):
    """One player's line of one hand of a trick game. A tally game (shithead) keeps no
    entries: its hands have no bids or tricks, and its counts are in the summaries."""

    number: int
    seat: int
    bid: int | None
    tricks: int | None
    penalty: int
    score: int | None
    made: bool
    total: int | None  # last: the store keeps the fields before it (``row[:7]``)


class SeatSummary(NamedTuple):
    """One player's game so far: place, total and the sums statistics are made of."""

    seat: int
    place: int
    total: int
    hands: int
    exact: int
    score_sum: int
    over_sum: int


@dataclass(frozen=True)
class GameRows:
    """What a change did to a game's rows: the rows of the hands in ``hands`` (and their
    ``entries``) are replaced, hands numbered above ``length`` are gone, every other
    hand's rows stay; ``summaries`` is None when they are unchanged."""

    length: int  # the game's hands, the one in play included
    in_play: int | None  # the number of the hand begun and not complete (its drafts stay)
    hands: tuple[HandRow, ...]
    entries: tuple[EntryRow, ...]
    summaries: tuple[SeatSummary, ...] | None
    status: str
    hands_played: int
    names_changed: bool  # the texts of players and winners need writing again
    players: tuple[str, ...] = ()  # everyone in the game by seat number (joiners last)


def game_rows(after: Scorecard, before: Scorecard | None = None,
              from_hand: int | None = 1) -> GameRows:
    """The rows of ``after`` that differ from ``before``'s: hands from ``from_hand`` on
    (none when it is None: the change touched no hand) — a hand's results depend only
    on the hands up to it, so the ones before are as they were — and of those only the
    hands whose stored values moved. A correction moves every later hand's running
    total, which is not stored, and (in every game so far) none of their stored values:
    it rewrites one hand's rows, not every hand after it. Summaries are left out when
    ``before`` shows that neither the completed hands nor the standings moved."""
    seats = {p: i for i, p in enumerate(after.players)}
    kept = len(after.hands) if from_hand is None else min(from_hand - 1, len(after.hands))
    hands = _moved(after.hands, before.hands if before is not None else (), kept,
                   taken_over(after.hands, before.hands) if before is not None else range(0))
    entries = tuple(row for hand in hands for row in _entries(hand, seats))
    hand_rows = tuple(HandRow(h.number, h.cards, seats[h.dealer], h.trump, h.turn_up,
                              h.complete) for h in hands)
    unchanged = (before is not None and len(before.completed) == len(after.completed)
                 and not any(h.complete for h in hands)
                 and not any(h.complete for h in _gone(before.hands, hands, len(after.hands)))
                 and before.status == after.status and before.standings == after.standings)
    if unchanged and (sums := _SUMMED.get(before)) is not None:
        _SUMMED.put(after, sums)  # the next change (a hand's last entry) starts from them
    return GameRows(
        length=len(after.hands), hands=hand_rows,
        in_play=after.hands[-1].number if after.hands and not after.hands[-1].complete
        else None, entries=entries,
        summaries=None if unchanged else _summaries(after, seats, before, hands),
        status=after.status, hands_played=len(after.completed),
        names_changed=(before is None or before.status != after.status
                       or after.status == FINISHED or before.players != after.players),
        players=after.players)


def _moved(after: Sequence[HandResult], before: Sequence[HandResult],
           kept: int, taken: range = range(0)) -> list[HandResult]:
    """The hands of ``after`` from index ``kept`` on whose stored values differ from the
    same hand's in ``before`` (or that ``before`` did not have). Hands ``taken`` over
    from ``before`` by a correction (only their running totals moved) are not looked
    at, nor made."""
    skipped = range(max(kept, taken.start), taken.stop) if taken else range(0)
    indexes = (range(kept, len(after)) if not skipped else
               [*range(kept, skipped.start), *range(skipped.stop, len(after))])
    return [after[index] for index in indexes
            if index >= len(before) or not _stored_alike(after[index], before[index])]


def _stored_alike(new: HandResult, old: HandResult) -> bool:
    """Whether two results of one hand give the same rows (running totals are not
    stored). A hand taken over after a correction shares its maps with the old one, so
    this is mostly a few pointer comparisons."""
    if new is old or (new.scores is not None and new.scores is old.scores
                      and new.bids is old.bids
                      and new.tricks is old.tricks and new.cards == old.cards):
        return True  # taken over (HandResult.with_totals): only totals and resets differ
    return (new.number == old.number and new.cards == old.cards
            and new.dealer == old.dealer and new.complete == old.complete
            and new.trump == old.trump and new.turn_up == old.turn_up
            and _alike(new.bids, old.bids) and _alike(new.tricks, old.tricks)
            and _alike(new.penalties, old.penalties) and _alike(new.scores, old.scores)
            and _alike(new.made, old.made) and _alike(new.table, old.table))


def _alike(new: object, old: object) -> bool:
    return new is old or new == old


def _entries(hand: HandResult, seats: dict[str, int]) -> list[EntryRow]:
    if hand.cards is None:  # a tally: nothing to keep per player (see EntryRow)
        return []
    number, bids, made, penalties = hand.number, hand.bids, hand.made, hand.penalties
    if hand.complete:
        tricks, scores, totals = hand.tricks or {}, hand.scores or {}, hand.totals or {}
        return [EntryRow(number, seat, bids.get(player), tricks.get(player),
                         penalties.get(player, 0), scores.get(player), player in made,
                         totals.get(player))
                for player, seat in seats.items() if hand.plays(player)]
    return [EntryRow(number, seat, bids[player], None, penalties.get(player, 0), None,
                     player in made, None)
            for player, seat in seats.items() if player in bids]


def _gone(before: Sequence[HandResult], moved: list[HandResult],
          length: int) -> list[HandResult]:
    """``before``'s results of the hands that ``moved`` replaces or that are no more."""
    return [before[h.number - 1] for h in moved if h.number <= len(before)] + [
        before[index] for index in range(length, len(before))]


# Each player's [hands, exact, score sum, over sum] of the last few scorecards summed.
_SUMMED: ByScorecard[dict[str, list[int]]] = ByScorecard()


def _summaries(scorecard: Scorecard, seats: dict[str, int], before: Scorecard | None = None,
               moved: list[HandResult] | None = None) -> tuple[SeatSummary, ...]:
    known = _SUMMED.get(before) if before is not None \
        and before.players == scorecard.players else None
    if known is not None and moved is not None and before is not None:
        sums = {player: list(row) for player, row in known.items()}
        for hand in _gone(before.hands, moved, len(scorecard.hands)):
            _add(hand, sums, -1)
        for hand in moved:
            _add(hand, sums, 1)
    else:
        sums = {player: [0, 0, 0, 0] for player in seats}
        for hand in outlines(scorecard.completed):  # no running total is summed
            _add(hand, sums, 1)
    _SUMMED.put(scorecard, sums)
    places = {s.player: s for s in scorecard.standings}
    return tuple(SeatSummary(seat, places[player].place, places[player].total, *sums[player])
                 for player, seat in seats.items())


def _add(hand: HandResult, sums: dict[str, list[int]], sign: int) -> None:
    """Count ``hand`` into each player's [hands, exact, score sum, over sum] (``sign``
    -1: take it out again)."""
    if not hand.complete or hand.scores is None:
        return
    for player, row in sums.items():
        if not hand.plays(player):  # away or sitting out: the hand is not theirs
            continue
        row[0] += sign
        row[2] += sign * hand.scores[player]
        if hand.tricks is not None:
            bid, took = hand.bids[player], hand.tricks[player]
            row[1] += sign * (bid == took)
            row[3] += sign * (bid - took)


ENTRY_WIDTH = 7  # the fields of an EntryRow a store keeps: all but the total


class StoredGame(NamedTuple):
    """A checked game as a store keeps a game brought in whole: its setup and outcome,
    its record by seat (``base``, see :mod:`.seats`) and its rows. Made from a scored
    game (:func:`stored_game`) or, for a plain trick game, in one pass over its file
    (:mod:`.games.plain_trick`); both give the same for the same game."""

    setup: GameSetup
    status: str
    hands_played: int
    base: dict[str, Any]
    winners: tuple[int, ...]  # seats in first place of a finished game
    summaries: tuple[SeatSummary, ...]
    # The hands' and entries' rows one after another in one tuple (a game has sixty-odd
    # entries; importing makes millions, sent between processes: a tuple each costs
    # more to make, pickle and unpickle than the values in it).
    hands: tuple[int | None, ...]  # a hand's number, cards; the next hand's ...
    entries: tuple[Any, ...]  # an EntryRow's first ENTRY_WIDTH fields (not the total); ...
    players: tuple[str, ...] = ()  # by seat, joiners too (empty: the setup's players)


def stored_game(scorecard: Scorecard) -> StoredGame:
    """The stored form of a scored game."""
    from .seats import seated_document

    setup = scorecard.setup
    rows = game_rows(scorecard)
    places = {s.player: s.place for s in scorecard.standings}
    winners = tuple(i for i, p in enumerate(scorecard.players) if places.get(p) == 1) \
        if scorecard.status == FINISHED else ()
    return StoredGame(setup, scorecard.status, len(scorecard.completed),
                      seated_document(scorecard), winners, rows.summaries or (),
                      tuple(chain.from_iterable((h.number, h.cards) for h in rows.hands)),
                      tuple(chain.from_iterable(entry[:ENTRY_WIDTH] for entry in rows.entries)),
                      scorecard.players)
