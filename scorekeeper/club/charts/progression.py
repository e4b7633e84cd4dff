"""A game's score progression: each player's total after every hand, who dealt each
hand, and where a total went back to 0 (Pratt & Whitney's resets)."""

from __future__ import annotations

from dataclasses import dataclass

from ...rules import Scorecard
from ...rules.games import game_rules
from ...rules.tally import Tally


@dataclass(frozen=True)
class Mark:
    """A point of one player's line: a hand and their total after it."""

    hand: int
    player: str
    total: int


@dataclass(frozen=True)
class Progression:
    players: tuple[str, ...]  # in their seats, joiners after
    lines: dict[str, tuple[tuple[int, int], ...]]  # player: (hand, total) …, 0 before hand 1
    dealers: tuple[Mark, ...]  # each hand's dealer, on the dealer's own line
    resets: tuple[Mark, ...]
    tally: Tally  # what the totals count: a tally game's losses or wins, else points
    last_hand: int

    @property
    def values(self) -> tuple[int, int]:
        """The lowest and highest value drawn (0 always included)."""
        every = [total for line in self.lines.values() for _, total in line]
        return min(every, default=0), max(every, default=0)


def progression(card: Scorecard) -> Progression | None:
    """The score progression of ``card``; None before a hand is scored."""
    hands = [h for h in card.completed if h.totals]
    if not hands:
        return None
    lines: dict[str, list[tuple[int, int]]] = {
        p: [(0, 0)] if p in card.setup.players else [] for p in card.players}
    dealers, resets = [], []
    for hand in hands:
        totals = hand.totals or {}
        for player, total in totals.items():
            lines.setdefault(player, []).append((hand.number, total))
            if player in hand.resets:
                resets.append(Mark(hand.number, player, total))
        if hand.dealer in totals:
            dealers.append(Mark(hand.number, hand.dealer, totals[hand.dealer]))
    return Progression(tuple(lines), {p: tuple(line) for p, line in lines.items()},
                       tuple(dealers), tuple(resets),
                       game_rules(card.setup).tally(card.setup), hands[-1].number)
