"""What a game's totals count: points, or a tally of losses or of wins.

The screens and the exports say "3 losses" or "12" by asking the game for its
:class:`Tally` (``variant(key).tally(setup)``), never by reading its options.
"""

from __future__ import annotations

from enum import Enum


class Tally(Enum):
    """What a total counts. The value is the English plural: a chart axis, a heading."""

    POINTS = "points"
    LOSSES = "losses"
    WINS = "wins"

    @property
    def counted(self) -> bool:
        """True for a tally (one per hand to one player), False for points."""
        return self is not Tally.POINTS

    @property
    def words(self) -> tuple[str, str]:
        """One and many: ("loss", "losses"), ("win", "wins"), ("point", "points")."""
        return {Tally.POINTS: ("point", "points"), Tally.LOSSES: ("loss", "losses"),
                Tally.WINS: ("win", "wins")}[self]

    @property
    def axis(self) -> str:
        """What a chart of running totals calls its values."""
        return "total" if self is Tally.POINTS else self.value

    def noun(self, count: int) -> str:
        """The word after a total ("loss", "losses"); "" after points, which stand alone."""
        if self is Tally.POINTS:
            return ""
        one, many = self.words
        return one if count == 1 else many

    def unit(self, count: int) -> str:
        """A total in words: "1 loss", "3 wins", or the points alone ("12")."""
        return f"{count} {self.noun(count)}".rstrip()
