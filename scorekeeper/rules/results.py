"""What the rules engine derives from a game's record: scores, totals, standings."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .records import GameSetup, GameState

IN_PROGRESS = "in progress"
FINISHED = "finished"
ABANDONED = "abandoned"


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
    trump_reason: str = ""
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
    reminders: tuple[str, ...] = ()
    out_order: tuple[str, ...] | None = None
    loser: str | None = None
    winner: str | None = None
    tallied: str | None = None  # a game with a tally (shithead): whom this hand counts for
    whole_pack: bool = False  # every card is dealt: nothing is turned up

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
    hands: tuple[HandResult, ...]
    standings: tuple[Standing, ...]
    status: str
    next_hand: HandResult | None = None
    reasons: tuple[str, ...] = ()
    tied_groups: tuple[tuple[str, ...], ...] = ()  # misère ties that survive every tie-breaker
    schedule_length: int | None = None

    @property
    def current(self) -> HandResult | None:
        """The hand being entered now: the unfinished last hand, or the next one."""
        if self.hands and not self.hands[-1].complete and self.status == IN_PROGRESS:
            return self.hands[-1]
        return self.next_hand

    @property
    def completed(self) -> tuple[HandResult, ...]:
        return tuple(h for h in self.hands if h.complete)

    @property
    def totals(self) -> dict[str, int]:
        return {s.player: s.total for s in self.standings}

    @property
    def over(self) -> bool:
        return self.status != IN_PROGRESS

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(s.player for s in self.standings if s.place == 1)
