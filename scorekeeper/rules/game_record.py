"""What happened at the table: the raw record every score is derived from.

These are plain, immutable values. Nothing here is validated; the game's
variant checks a record when it is evaluated (see :mod:`.evaluate`).
"""

from __future__ import annotations

import copyreg
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any


def frozen_map(values: Mapping[str, Any] | None) -> Mapping[str, Any]:
    return MappingProxyType(dict(values or {}))


def _reduce_frozen_map(values: MappingProxyType[str, Any]) -> tuple[Any, tuple[dict[str, Any]]]:
    return frozen_map, (dict(values),)


# Records cross a process boundary (the store's own process), so they must pickle.
copyreg.pickle(MappingProxyType, _reduce_frozen_map)


@dataclass(frozen=True)
class GameSetup:
    """The game chosen, its options, the seating (clockwise) and the first dealer."""

    variant: str
    players: tuple[str, ...]
    first_dealer: str
    options: Mapping[str, Any] = field(default_factory=lambda: frozen_map({}))


@dataclass(frozen=True)
class HandRecord:
    """One hand as the scorekeeper recorded it.

    ``bids`` keeps the order the bids were made in (dict order); ``tricks`` is
    ``None`` while the hand is being played. Shithead hands use ``out_order``,
    ``loser`` or ``winner`` instead of bids and tricks.
    """

    turn_up: str | None = None
    bids: Mapping[str, int] = field(default_factory=lambda: frozen_map({}))
    bid_order: tuple[str, ...] | None = None  # None: clockwise from the dealer's left
    tricks: Mapping[str, int] | None = None
    penalties: Mapping[str, int] = field(default_factory=lambda: frozen_map({}))
    out_order: tuple[str, ...] | None = None
    loser: str | None = None
    winner: str | None = None
    # The table changes before this hand (house rules with ``table_changes`` only):
    # who joined (name → start total, in the order they joined) and after whom each
    # sits, who left after the previous hand, and who sits this hand out.
    joined: Mapping[str, int] = field(default_factory=lambda: frozen_map({}))
    joined_after: Mapping[str, str] = field(default_factory=lambda: frozen_map({}))
    left: tuple[str, ...] = ()
    sitting_out: tuple[str, ...] = ()

    @property
    def changes_table(self) -> bool:
        """Whether the record says anyone joined, left or sits out."""
        return bool(self.joined or self.joined_after or self.left or self.sitting_out)

    @property
    def complete(self) -> bool:
        return (
            self.tricks is not None
            or self.out_order is not None
            or self.loser is not None
            or self.winner is not None
        )

    def with_bid(self, player: str, value: int) -> HandRecord:
        bids = dict(self.bids)
        order = self.bid_order
        if order is not None and player not in bids:
            order = (*order, player)
        bids[player] = value
        return replace(self, bids=frozen_map(bids), bid_order=order)

    def with_penalty(self, player: str, count: int) -> HandRecord:
        penalties = dict(self.penalties)
        if count:
            penalties[player] = count
        else:
            penalties.pop(player, None)
        return replace(self, penalties=frozen_map(penalties))


@dataclass(frozen=True)
class TiebreakDeal:
    """The 5-card deal that may settle a misère tie that survived the tie-breakers."""

    players: tuple[str, ...]
    bids: Mapping[str, int]
    tricks: Mapping[str, int]


@dataclass(frozen=True)
class GameState:
    """Everything recorded for one game."""

    setup: GameSetup
    hands: tuple[HandRecord, ...] = ()
    stopped: bool = False
    tiebreaks: tuple[TiebreakDeal, ...] = ()
