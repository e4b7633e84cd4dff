"""A game's leaderboard, head-to-head matrix and club records, from its finished games.

Always one game at a time: a P&W total and a misère total are different things, so
nothing here pools games. Everything is tallied game by game (:class:`ClubTally`,
kept beside the ratings), so a game just finished costs one more step, not a pass
over every game.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..rules.stats_games import has_bids

if TYPE_CHECKING:
    from ..store.club_records import ClubGame


@dataclass(frozen=True)
class LeaderboardRow:
    rank: int  # 1, 2, 2, 4: equal ratings (to two places) share a rank
    player: str
    rating: float  # the conservative ordinal, μ − 3σ
    mu: float
    sigma: float
    games: int
    wins: int  # a shared first place is a win
    exact_rate: float | None  # share of hands bid exactly; None in a game without bids


@dataclass(frozen=True)
class Meeting:
    """How one player fared against another in the games they finished together."""

    games: int
    ahead: int
    behind: int
    level: int


@dataclass(frozen=True)
class ClubRecord:
    """A record and who holds it: the first to reach it keeps it."""

    what: str
    value: int
    player: str
    game_id: int  # the game it was set in (a streak: the game it reached its length)
    started: str


HIGHEST_TOTAL = "Highest total"
MOST_EXACT = "Most exact bids in a game"
LONGEST_STREAK = "Longest winning streak"


@dataclass
class ClubTally:
    """One game's club figures, brought up to date one finished game at a time."""

    game: str
    played: dict[str, int] = field(default_factory=dict)
    wins: dict[str, int] = field(default_factory=dict)
    hands: dict[str, int] = field(default_factory=dict)
    exact: dict[str, int] = field(default_factory=dict)
    meetings: dict[tuple[str, str], list[int]] = field(default_factory=dict)
    run: dict[str, int] = field(default_factory=dict)  # games won in a row, so far
    records: dict[str, ClubRecord] = field(default_factory=dict)

    def add(self, game: ClubGame) -> None:
        bids = has_bids(self.game)  # totals and exact bids mean something
        placed = [(s.player, s.place) for s in game.seats if s.place is not None]
        for s in game.seats:
            p = s.player
            self.played[p] = self.played.get(p, 0) + 1
            won = s.place == 1
            self.wins[p] = self.wins.get(p, 0) + won
            self.hands[p] = self.hands.get(p, 0) + s.hands
            self.exact[p] = self.exact.get(p, 0) + s.exact
            self.run[p] = self.run.get(p, 0) + 1 if won else 0
            self._beat(LONGEST_STREAK, self.run[p], p, game)
            if bids:
                if s.total is not None:
                    self._beat(HIGHEST_TOTAL, s.total, p, game)
                self._beat(MOST_EXACT, s.exact, p, game)
        for a, a_place in placed:
            for b, b_place in placed:
                if a != b:
                    m = self.meetings.setdefault((a, b), [0, 0, 0, 0])
                    m[0] += 1
                    m[1] += a_place < b_place
                    m[2] += a_place > b_place
                    m[3] += a_place == b_place

    def _beat(self, what: str, value: int, player: str, game: ClubGame) -> None:
        held = self.records.get(what)
        if (held is None or value > held.value) and (value > 0 or what != LONGEST_STREAK):
            self.records[what] = ClubRecord(what, value, player, game.id, game.started)


def tally(game: str, games: Iterable[ClubGame]) -> ClubTally:
    """``game``'s figures from ``games`` (finished, in date order), from scratch."""
    out = ClubTally(game)
    for g in games:
        out.add(g)
    return out



def head_to_head(t: ClubTally) -> tuple[tuple[str, ...], dict[tuple[str, str], Meeting]]:
    """The players (most games first) and, for each ordered pair, their meetings."""
    players = tuple(sorted(t.played, key=lambda p: (-t.played[p], p.casefold())))
    return players, {pair: Meeting(*m) for pair, m in t.meetings.items()}


def club_records(t: ClubTally) -> list[ClubRecord]:
    """The records of one game: highest total and most exact bids in a game (games with
    bids and points), and the longest run of games won in a row."""
    return [t.records[what] for what in (HIGHEST_TOTAL, MOST_EXACT, LONGEST_STREAK)
            if what in t.records]
