"""Bids against tricks: per player, how many hands they bid over, exactly or under the
tricks they took (who overbids?), in one game or across every game of one kind."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ...rules import Scorecard

OUTCOMES = ("over", "exact", "under")  # bid more than taken, as many, fewer


@dataclass(frozen=True)
class BidTally:
    """One player's hands by what they bid against what they took."""

    player: str
    over: int
    exact: int
    under: int

    @property
    def hands(self) -> int:
        return self.over + self.exact + self.under

    def count(self, outcome: str) -> int:
        return {"over": self.over, "exact": self.exact, "under": self.under}[outcome]

    def share(self, outcome: str) -> float:
        """The part of their hands with ``outcome`` (0 without hands), 0…1."""
        return self.count(outcome) / self.hands if self.hands else 0.0


def tally_bids(entries: Iterable[tuple[str, int, int]],
               players: Sequence[str] = ()) -> tuple[BidTally, ...]:
    """(player, bid, tricks) entries counted per player: ``players`` first in their
    order (a player without a bid still shows, with none), then anyone else."""
    counts: dict[str, list[int]] = {p: [0, 0, 0] for p in players}
    for player, bid, tricks in entries:
        tally = counts.setdefault(player, [0, 0, 0])
        tally[0 if bid > tricks else 1 if bid == tricks else 2] += 1
    return tuple(BidTally(p, *c) for p, c in counts.items())


def game_bids(card: Scorecard) -> tuple[BidTally, ...]:
    """Each player's bids in the scored hands of one game, in their seats."""
    entries = [(player, bid, hand.tricks[player])
               for hand in card.completed if hand.tricks and hand.scores is not None
               for player, bid in hand.bids.items() if player in hand.tricks]
    return tally_bids(entries, card.players)


def archive_bids(player: str, rows: Iterable[Any], game: str) -> BidTally:
    """``player``'s bids over their finished games of ``game`` (a statistics key), from
    the store's bid accuracy rows (per game and hand size)."""
    over = exact = under = 0
    for row in rows:
        if row.game == game:
            over, exact, under = over + row.over, exact + row.exact, under + row.under
    return BidTally(player, over, exact, under)


def exact_by_size(card: Scorecard) -> list[tuple[str, int, int, int]]:
    """(player, cards, hands, exact) for one game's scored hands, players in their
    seats: the exact-bid chart's rows, as the store counts them for the archive."""
    counts: dict[tuple[str, int], list[int]] = {}
    for hand in card.completed:
        if not hand.tricks or hand.scores is None or hand.cards is None:
            continue
        for player, bid in hand.bids.items():
            if player in hand.tricks:
                tally = counts.setdefault((player, hand.cards), [0, 0])
                tally[0] += 1
                tally[1] += bid == hand.tricks[player]
    seat = {p: i for i, p in enumerate(card.players)}
    return [(p, cards, n, exact) for (p, cards), (n, exact) in
            sorted(counts.items(), key=lambda kv: (seat.get(kv[0][0], 99), kv[0][1]))]
