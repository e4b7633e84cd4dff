"""OpenSkill (Plackett–Luce) ratings, per game, from finished games in date order.

Each player is a team of one; the ranks are the places of the game's own standings,
so a shared place is a tie. A rating is shown as its conservative *ordinal*
(μ − 3σ): it rises as a player wins and as the app grows sure of them.

Ratings are computed on demand. :class:`RatingCache` keeps the last computation and,
when the games now asked for are the ones it saw plus newer ones (a game just
finished), rates only the new games; anything else (a correction, a deletion, a
restore, a merge, a reopened game) changes an earlier game and means a full
recomputation. Either way the result is exactly a full recomputation's (tested).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from openskill.models import PlackettLuce

if TYPE_CHECKING:
    from ..store.club_records import ClubGame

MODEL = PlackettLuce()  # the package's defaults: μ 25, σ 25/3, β 25/6
Key = tuple[int, str, tuple[tuple[str, int], ...]]  # what a game contributes to ratings


@dataclass(frozen=True)
class RatingPoint:
    """A player's rating right after one game."""

    game_id: int
    started: str
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        return ordinal(self.mu, self.sigma)


@dataclass(frozen=True)
class Rating:
    """A player's rating in one game, now."""

    game: str
    player: str
    mu: float
    sigma: float
    games: int  # rated games

    @property
    def rating(self) -> float:
        return ordinal(self.mu, self.sigma)


def ordinal(mu: float, sigma: float) -> float:
    """The conservative rating shown: OpenSkill's ordinal, μ − 3σ."""
    return mu - 3 * sigma


def game_key(game: ClubGame) -> Key:
    """Everything about a game that its ratings depend on: when, who, which place."""
    return (game.id, game.started,
            tuple((s.player, s.place) for s in game.seats if s.place is not None))


@dataclass
class RatingBook:
    """One game's ratings, built game by game."""

    game: str
    mu: dict[str, float] = field(default_factory=dict)
    sigma: dict[str, float] = field(default_factory=dict)
    count: dict[str, int] = field(default_factory=dict)
    history: dict[str, list[RatingPoint]] = field(default_factory=dict)
    keys: list[Key] = field(default_factory=list)

    def add(self, game: ClubGame) -> None:
        key = game_key(game)
        self.keys.append(key)
        placed = key[2]
        if len(placed) < 2:  # nobody to be ahead of: nothing learned
            return
        players = [p for p, _ in placed]
        teams = [[MODEL.rating(mu=self.mu.get(p), sigma=self.sigma.get(p), name=p)]
                 for p in players]
        rated = MODEL.rate(teams, ranks=[place for _, place in placed])
        for player, (after,) in zip(players, rated, strict=True):
            self.mu[player], self.sigma[player] = after.mu, after.sigma
            self.count[player] = self.count.get(player, 0) + 1
            self.history.setdefault(player, []).append(
                RatingPoint(game.id, game.started, after.mu, after.sigma))

    def ratings(self) -> list[Rating]:
        """Everyone rated, best first (ties by name)."""
        out = [Rating(self.game, p, self.mu[p], self.sigma[p], self.count[p]) for p in self.mu]
        return sorted(out, key=lambda r: (-r.rating, r.player.casefold()))


def rate(games: Iterable[ClubGame]) -> dict[str, RatingBook]:
    """Every game's ratings from scratch: ``games`` finished, in date order."""
    books: dict[str, RatingBook] = {}
    for game in games:
        books.setdefault(game.variant, RatingBook(game.variant)).add(game)
    return books


class RatingCache:
    """The last ratings computed per question (game and season), extended by the games
    that were added after them, recomputed from scratch when anything earlier differs."""

    def __init__(self) -> None:
        self._books: dict[tuple[str, str | None, str | None], RatingBook] = {}
        self.full = self.extended = 0  # how the answers were made, for tests

    def book(self, game: str, games: Sequence[ClubGame], since: str | None = None,
             until: str | None = None) -> RatingBook:
        """``game``'s ratings from ``games`` (that game's finished games, in order)."""
        question = (game, since, until)
        keys = [game_key(g) for g in games]
        cached = self._books.get(question)
        if cached is not None and cached.keys == keys[:len(cached.keys)]:
            self.extended += len(keys) > len(cached.keys)
            for g in games[len(cached.keys):]:
                cached.add(g)
            return cached
        self.full += 1
        book = RatingBook(game)
        for g in games:
            book.add(g)
        self._books[question] = book
        return book


SHARED = RatingCache()
"""The cache the app's screens share (one per process)."""
