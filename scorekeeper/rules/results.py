"""What the rules engine derives from a game's record: scores, totals, standings."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from .game_record import GameSetup, GameState, frozen_map
from .words import Said

IN_PROGRESS = "in progress"
FINISHED = "finished"
ABANDONED = "abandoned"
LEFT, SITS_OUT, NOT_JOINED = "has left the game", "sits this hand out", "has not joined yet"


@dataclass(frozen=True)
class HandTable:
    """Who is at the table for one hand of a game with table changes."""

    ring: tuple[str, ...]  # everyone who has sat down, in seat order (who left keeps a place)
    away: frozenset[str]  # who has left the game, up to this hand
    seated: tuple[str, ...]  # dealt in this hand, in seat order
    sitting_out: tuple[str, ...] = ()
    joined: Mapping[str, int] = field(default_factory=lambda: frozen_map({}))
    left: tuple[str, ...] = ()  # left after the previous hand

    def absent(self, player: str) -> str | None:
        """Why ``player`` plays no part in this hand ("has left the game", "sits this
        hand out", "has not joined yet"); None when they are dealt in."""
        if player in self.away:
            return LEFT
        if player in self.sitting_out:
            return SITS_OUT
        if player not in self.ring:
            return NOT_JOINED
        return None


@dataclass(frozen=True)
class HandResult:
    """One hand with everything the rules derive for it.

    A hand still being played has ``complete`` false and no scores; its bidding
    fields say whose bid is expected and which bid the last bidder may not make.
    """

    number: int
    dealer: str
    cards: int | None = None
    trump: str | None = None  # suit letter, "none" (no trumps) or None (unknown)
    trump_reason: Said | None = None  # why trump is what it is, put in words where shown
    turn_up: str | None = None
    bid_order: tuple[str, ...] = ()
    bids: Mapping[str, int] = field(default_factory=dict)
    tricks: Mapping[str, int] | None = None
    penalties: Mapping[str, int] = field(default_factory=dict)
    scores: Mapping[str, int] | None = None
    totals: Mapping[str, int] | None = None
    resets: frozenset[str] = frozenset()
    made: frozenset[str] = frozenset()
    complete: bool = False
    expected_bidder: str | None = None
    final_bidder: str | None = None
    forbidden_bid: int | None = None
    first_lead: str | None = None
    reminders: tuple[Said, ...] = ()  # put in words where shown
    out_order: tuple[str, ...] | None = None
    loser: str | None = None
    winner: str | None = None
    tallied: str | None = None  # a game with a tally (shithead): whom this hand counts for
    whole_pack: bool = False  # every card is dealt: nothing is turned up
    table: HandTable | None = None  # who sits where, in a game with table changes

    def with_totals(self, totals: Mapping[str, int], resets: frozenset[str]) -> HandResult:
        """This hand, scored as it was, after other running totals: a correction of an
        earlier hand moves every later hand's totals but none of their scores, and a
        shallow copy costs a tenth of building the hand again (2,000 of them a change)."""
        twin = object.__new__(HandResult)
        fields = twin.__dict__
        fields.update(self.__dict__)
        fields["totals"], fields["resets"] = totals, resets
        return twin

    def plays(self, player: str) -> bool:
        """Whether ``player`` is dealt in (always, in a game without table changes)."""
        return self.table is None or player in self.table.seated

    @property
    def bid_total(self) -> int:
        return sum(self.bids.values())



@dataclass(frozen=True)
class Standing:
    place: int
    player: str
    total: int
    shared: bool = False


@dataclass(frozen=True)
class Scorecard:
    """A validated game and everything derived from it."""

    state: GameState
    setup: GameSetup  # with every option resolved
    hands: Sequence[HandResult]  # a tuple, or after a correction hands made when read
    standings: tuple[Standing, ...]
    status: str
    next_hand: HandResult | None = None
    reasons: tuple[Said, ...] = ()  # how ties were split, in words where shown
    tied_groups: tuple[tuple[str, ...], ...] = ()  # misère ties that survive every tie-breaker
    schedule_length: int | None = None
    entrants: tuple[str, ...] | None = None  # with table changes: the players, joiners too

    @property
    def players(self) -> tuple[str, ...]:
        """Everyone in the game: the players it started with, then each who joined, in
        the order they joined (what the store numbers seats by, and the columns)."""
        return self.entrants or self.setup.players

    @property
    def at_table(self) -> tuple[str, ...]:
        """Who is at the table after the last hand recorded, in seat order: the players,
        or, where players joined and left, those still in (what a rematch seats)."""
        last = self.next_hand or (self.hands[-1] if self.hands else None)
        table = last.table if last is not None else None
        if table is None:
            return self.setup.players
        return tuple(p for p in table.ring if p not in table.away)

    @property
    def current(self) -> HandResult | None:
        """The hand being entered now: the unfinished last hand, or the next one."""
        if self.hands and not self.hands[-1].complete and self.status == IN_PROGRESS:
            return self.hands[-1]
        return self.next_hand

    @cached_property
    def completed(self) -> Sequence[HandResult]:
        """Kept once made: a scorecard never changes, and a change asks for it several
        times (rows, standings, screens), each a walk over every hand. Only the last
        hand may be in play, so hands a correction took over stay unmade here."""
        hands = self.hands
        if isinstance(hands, tuple):
            return tuple(h for h in hands if h.complete)
        return hands[:len(hands) - (bool(hands) and not hands[-1].complete)]

    @property
    def totals(self) -> dict[str, int]:
        return {s.player: s.total for s in self.standings}

    @property
    def over(self) -> bool:
        return self.status != IN_PROGRESS

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(s.player for s in self.standings if s.place == 1)
