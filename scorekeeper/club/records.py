"""A game's leaderboard, head-to-head matrix and club records, from its finished games.

Always one game at a time: a P&W total and a misère total are different things, so
nothing here pools games.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..rules import variant
from .ratings import RatingBook

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


def leaderboard(book: RatingBook) -> list[LeaderboardRow]:
    """Everyone rated in ``book``, best first, with their record in the games rated."""
    games = book.games
    bids = variant(book.game).has_bids
    played: dict[str, int] = {}
    wins: dict[str, int] = {}
    hands: dict[str, int] = {}
    exact: dict[str, int] = {}
    for game in games:
        for seat in game.seats:
            played[seat.player] = played.get(seat.player, 0) + 1
            wins[seat.player] = wins.get(seat.player, 0) + (seat.place == 1)
            hands[seat.player] = hands.get(seat.player, 0) + seat.hands
            exact[seat.player] = exact.get(seat.player, 0) + seat.exact
    rows = []
    ratings = book.ratings()
    for r in ratings:
        rank = 1 + sum(1 for other in ratings if round(other.rating, 2) > round(r.rating, 2))
        rate = exact[r.player] / hands[r.player] if bids and hands.get(r.player) else None
        rows.append(LeaderboardRow(rank, r.player, r.rating, r.mu, r.sigma,
                                   played.get(r.player, 0), wins.get(r.player, 0), rate))
    return rows


@dataclass(frozen=True)
class Meeting:
    """How one player fared against another in the games they finished together."""

    games: int
    ahead: int
    behind: int
    level: int


def head_to_head(games: Sequence[ClubGame]) -> tuple[tuple[str, ...], dict[tuple[str, str],
                                                                            Meeting]]:
    """The players (most games first) and, for each ordered pair, their meetings."""
    counts: dict[tuple[str, str], list[int]] = {}
    played: dict[str, int] = {}
    for game in games:
        placed = [s for s in game.seats if s.place is not None]
        for a in placed:
            played[a.player] = played.get(a.player, 0) + 1
            for b in placed:
                if a is b:
                    continue
                c = counts.setdefault((a.player, b.player), [0, 0, 0, 0])
                c[0] += 1
                c[1] += a.place < b.place  # type: ignore[operator]
                c[2] += a.place > b.place  # type: ignore[operator]
                c[3] += a.place == b.place
    players = tuple(sorted(played, key=lambda p: (-played[p], p.casefold())))
    return players, {pair: Meeting(*c) for pair, c in counts.items()}


@dataclass(frozen=True)
class ClubRecord:
    """A record and who holds it: the first to reach it keeps it."""

    what: str
    value: int
    player: str
    game_id: int  # the game it was set in (a streak: the game it reached its length)
    started: str


def club_records(game: str, games: Sequence[ClubGame]) -> list[ClubRecord]:
    """The records of one game: highest total and most exact bids in a game (games with
    bids and points), and the longest run of games won in a row."""
    out: list[ClubRecord] = []
    if variant(game).has_bids:
        best: ClubRecord | None = None
        most: ClubRecord | None = None
        for g in games:
            for s in g.seats:
                if s.total is not None and (best is None or s.total > best.value):
                    best = ClubRecord("Highest total", s.total, s.player, g.id, g.started)
                if most is None or s.exact > most.value:
                    most = ClubRecord("Most exact bids in a game", s.exact, s.player, g.id,
                                      g.started)
        out += [r for r in (best, most) if r is not None]
    run: dict[str, int] = {}
    streak: ClubRecord | None = None
    for g in games:
        for s in g.seats:
            run[s.player] = run.get(s.player, 0) + 1 if s.place == 1 else 0
            if run[s.player] and (streak is None or run[s.player] > streak.value):
                streak = ClubRecord("Longest winning streak", run[s.player], s.player, g.id,
                                    g.started)
    if streak is not None:
        out.append(streak)
    return out
