"""The rows a store keeps beside a game's log, derived here so the store only stores.

History, statistics and the scorecard are read from per-hand and per-player rows
rather than by replaying every game. Which rows a change touches (the hands from
the first one that differs, the summaries only when a hand was completed or the
standings moved) is told by the change (:class:`~.commands.Change`) and the
scorecard before it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from .game_record import GameSetup
from .results import FINISHED, HandResult, Scorecard


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
    """What a change did to a game's rows: hands after ``kept`` are replaced by
    ``hands``/``entries``; ``summaries`` is None when they are unchanged."""

    kept: int
    hands: tuple[HandRow, ...]
    entries: tuple[EntryRow, ...]
    summaries: tuple[SeatSummary, ...] | None
    status: str
    hands_played: int
    names_changed: bool  # the texts of players and winners need writing again
    players: tuple[str, ...] = ()  # everyone in the game by seat number (joiners last)


def game_rows(after: Scorecard, before: Scorecard | None = None,
              from_hand: int | None = 1) -> GameRows:
    """The rows of ``after``: hands from ``from_hand`` on (none when it is None: the
    change touched no hand) — a hand's results depend only on the hands up to it, so
    the ones before are as they were. Summaries are left out when ``before`` shows
    that neither the completed hands nor the standings moved."""
    seats = {p: i for i, p in enumerate(after.players)}
    kept = len(after.hands) if from_hand is None else min(from_hand - 1, len(after.hands))
    hands = after.hands[kept:]
    entries = tuple(row for hand in hands for row in _entries(hand, seats))
    hand_rows = tuple(HandRow(h.number, h.cards, seats[h.dealer], h.trump, h.turn_up,
                              h.complete) for h in hands)
    unchanged = (before is not None and before.completed == after.completed
                 and before.status == after.status and before.standings == after.standings)
    return GameRows(
        kept=kept, hands=hand_rows, entries=entries,
        summaries=None if unchanged else _summaries(after, seats),
        status=after.status, hands_played=len(after.completed),
        names_changed=(before is None or before.status != after.status
                       or after.status == FINISHED or before.players != after.players),
        players=after.players)


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


def _summaries(scorecard: Scorecard, seats: dict[str, int]) -> tuple[SeatSummary, ...]:
    places = {s.player: s for s in scorecard.standings}
    scored = [(hand, hand.scores) for hand in scorecard.completed if hand.scores is not None]
    out = []
    for player, seat in seats.items():
        exact = score_sum = over_sum = played = 0
        for hand, scores in scored:
            if not hand.plays(player):  # away or sitting out: the hand is not theirs
                continue
            played += 1
            score_sum += scores[player]
            if hand.tricks is not None:
                bid, took = hand.bids[player], hand.tricks[player]
                exact += bid == took
                over_sum += bid - took
        out.append(SeatSummary(seat, places[player].place, places[player].total, played,
                               exact, score_sum, over_sum))
    return tuple(out)


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
    hands: tuple[tuple[int, int | None], ...]  # number, cards
    entries: tuple[tuple[Any, ...], ...]  # an EntryRow's fields but the total
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
                      tuple((h.number, h.cards) for h in rows.hands),
                      tuple(entry[:7] for entry in rows.entries), scorecard.players)
