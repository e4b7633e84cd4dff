"""OpenSkill (Plackett–Luce) ratings, per game, from finished games in date order.

Each player is a team of one; the ranks are the places of the game's own standings,
so a shared place is a tie. A rating is shown as its conservative *ordinal*
(μ − 3σ): it rises as a player wins and as the app grows sure of them.

Ratings are computed on demand and kept by :class:`RatingCache`. The store logs every
change to a finished game (see the store's ``club_change``); when the only changes
since the cached answer are games newer than every game it rated (a game just
finished), those are rated on top of it; anything earlier (a correction, a deletion, a
restore, a merge, a reopened game) means a full recomputation. Either way the result
is exactly a full recomputation's (tested).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from openskill.models import PlackettLuce

from ..rules.stats_games import has_bids
from .leaderboard import ClubTally, LeaderboardRow

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
    # each player's rating after each game: RatingPoints, or (read back from the
    # database) the plain lists they are made from, made into RatingPoints when asked
    # RatingPoints, or a saved rating's plain lists until first asked for (see points)
    _points: dict[str, list[Any]] = field(default_factory=dict)
    rated: int = 0  # finished games taken in
    last: tuple[str, int] | None = None  # the (start, id) of the last of them
    version: int = 0  # the store's change count when it was last brought up to date
    saved_at: int = 0  # how many games were rated when it was last kept in the database
    tally: ClubTally = field(init=False)  # games, wins, head to head, records

    def __post_init__(self) -> None:
        self.tally = ClubTally(self.game)

    def add(self, game: ClubGame) -> None:
        self.rated += 1
        self.last = (game.started, game.id)
        self.tally.add(game)
        placed = game_key(game)[2]
        if len(placed) < 2:  # nobody to be ahead of: nothing learned
            return
        players = [p for p, _ in placed]
        teams = [[MODEL.rating(mu=self.mu.get(p), sigma=self.sigma.get(p), name=p)]
                 for p in players]
        rated = MODEL.rate(teams, ranks=[place for _, place in placed])
        for player, (after,) in zip(players, rated, strict=True):
            self.mu[player], self.sigma[player] = after.mu, after.sigma
            self.count[player] = self.count.get(player, 0) + 1
            if player not in self._points:
                self._points[player] = []
            self.points(player).append(RatingPoint(game.id, game.started, after.mu, after.sigma))

    def points(self, player: str) -> list[RatingPoint]:
        """``player``'s rating after each of their games, oldest first."""
        points = self._points.get(player)
        if points is None:
            return []
        if points and not isinstance(points[0], RatingPoint):
            points = [RatingPoint(int(g), str(s), float(m), float(d)) for g, s, m, d in points]
            self._points[player] = points
        return points

    @property
    def history(self) -> dict[str, list[RatingPoint]]:
        """Everyone's :meth:`points`."""
        return {player: self.points(player) for player in self._points}

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


STATE_FORMAT = 1
SAVE_EVERY = 50
"""Games rated on top of the ratings kept in the database before they are kept again:
saving costs more than rating a few games, which a new run does from the games."""


def book_to_json(book: RatingBook) -> str:
    """A book as JSON, to be kept in the database between runs (floats round-trip
    exactly, so a book read back equals the book written)."""
    import json

    t = book.tally
    return json.dumps({
        "format": STATE_FORMAT, "game": book.game, "version": book.version,
        "rated": book.rated, "last": book.last, "mu": book.mu, "sigma": book.sigma,
        "count": book.count,
        "history": {p: [q if isinstance(q, list) else [q.game_id, q.started, q.mu, q.sigma]
                        for q in points] for p, points in book._points.items()},
        "tally": {"played": t.played, "wins": t.wins, "hands": t.hands, "exact": t.exact,
                  "run": t.run, "meetings": [[a, b, *m] for (a, b), m in t.meetings.items()],
                  "records": [[r.what, r.value, r.player, r.game_id, r.started]
                              for r in t.records.values()]},
    }, ensure_ascii=False, separators=(",", ":"))


def book_from_json(text: str) -> RatingBook:
    """A book written by :func:`book_to_json`; ValueError (or another error of a wrong
    shape) for anything else."""
    import json

    from .leaderboard import ClubRecord

    data = json.loads(text)
    if data.get("format") != STATE_FORMAT:
        raise ValueError("another format")
    book = RatingBook(str(data["game"]), version=int(data["version"]))
    book.rated = book.saved_at = int(data["rated"])
    book.last = (str(data["last"][0]), int(data["last"][1])) if data["last"] else None
    book.mu = {str(p): float(v) for p, v in data["mu"].items()}
    book.sigma = {str(p): float(v) for p, v in data["sigma"].items()}
    book.count = {str(p): int(v) for p, v in data["count"].items()}
    history = data["history"]
    number = (int, float)
    if not isinstance(history, dict) or not all(
            isinstance(points, list) and all(
                isinstance(q, list) and len(q) == 4 and isinstance(q[0], int)
                and isinstance(q[1], str) and isinstance(q[2], number)
                and isinstance(q[3], number) for q in points)
            for points in history.values()):
        raise ValueError("history is not a list of points per player")
    book._points = {str(p): points for p, points in history.items()}  # made when asked
    t, saved = book.tally, data["tally"]
    for name in ("played", "wins", "hands", "exact", "run"):
        setattr(t, name, {str(p): int(v) for p, v in saved[name].items()})
    t.meetings = {(str(a), str(b)): [int(x) for x in m] for a, b, *m in saved["meetings"]}
    t.records = {str(w): ClubRecord(str(w), int(v), str(p), int(g), str(s))
                 for w, v, p, g, s in saved["records"]}
    if set(book.mu) != set(book.sigma) or set(book.mu) != set(book.count):
        raise ValueError("players do not match")
    return book


class GameSource(Protocol):
    """What the cache asks of the store (its methods of these names)."""

    def club_version(self) -> int: ...

    def club_change(self, version: int, variant: str) -> tuple[str, int] | None: ...

    def club_games(self, variant: str | None = None, *, since: str | None = None,
                   until: str | None = None, finished_only: bool = True,
                   after: tuple[str, int] | None = None) -> list[ClubGame]: ...

    def club_state(self, question: str) -> str | None: ...

    def save_club_state(self, question: str, version: int, state: str,
                        force: bool = False) -> None: ...


class RatingCache:
    """The last ratings computed per question (a game and a season), brought up to date
    by rating only the games finished since, or from scratch when an earlier game
    changed."""

    def __init__(self) -> None:
        self._books: dict[tuple[str, str, str | None, str | None], RatingBook] = {}
        self.full = self.extended = self.reused = self.loaded = 0  # how answers were made
        self._unreadable: set[str] = set()  # saved answers that could not be read

    def book(self, store: GameSource, game: str, since: str | None = None,
             until: str | None = None) -> RatingBook:
        """``game``'s ratings (a season: from its games only), up to date."""
        # which database (a test, or the command line, may open several), game and season
        question = (str(getattr(store, "path", id(store))), game, since, until)
        saved_as = "|".join((game, since or "", until or ""))
        version = store.club_version()  # first: a change made while reading shows next time
        cached = self._books.get(question)
        if cached is None:  # what an earlier run left in the database, if it reads
            cached = self._saved(store, saved_as)
            if cached is not None:
                self._books[question] = cached
                self.loaded += 1
        if cached is not None:
            if cached.version == version:
                self.reused += 1
                return cached
            change = store.club_change(cached.version, game)
            last = cached.last
            if change is None or last is None or change > last:
                newer = store.club_games(game, since=since, until=until, after=last)
                for g in newer:
                    cached.add(g)
                cached.version = version
                self.extended += bool(newer)
                self.reused += not newer
                if cached.rated - cached.saved_at >= SAVE_EVERY:  # a few games: rated again
                    self._save(store, saved_as, cached)           # from the last saved
                return cached
        self.full += 1
        book = RatingBook(game, version=version)
        for g in store.club_games(game, since=since, until=until):
            book.add(g)
        self._books[question] = book
        self._save(store, saved_as, book, force=saved_as in self._unreadable)
        self._unreadable.discard(saved_as)
        return book

    def _saved(self, store: GameSource, saved_as: str) -> RatingBook | None:
        """The state saved under ``saved_as``, or None (none, unreadable, another format:
        then the answer rated from the games replaces it, whatever its version)."""
        saved = store.club_state(saved_as)
        if saved is None:
            return None
        try:
            return book_from_json(saved)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError):
            self._unreadable.add(saved_as)
            return None

    @staticmethod
    def _save(store: GameSource, saved_as: str, book: RatingBook, force: bool = False) -> None:
        """Keep ``book`` in the database for the next run; a database that cannot take
        it (read-only, busy) only means the next run rates again."""
        from contextlib import suppress

        from ..rules.errors import ScorekeeperError

        with suppress(ScorekeeperError):
            store.save_club_state(saved_as, book.version, book_to_json(book), force)
            book.saved_at = book.rated

    def clear(self) -> None:
        self._books.clear()
SHARED = RatingCache()
"""The cache the app's screens share (one per process)."""


def leaderboard(book: RatingBook, hidden: Collection[str] = ()) -> list[LeaderboardRow]:
    """Everyone rated in ``book`` but the ``hidden`` (players marked inactive), best
    first, with their record in the games rated. The hidden still count in everyone
    else's ratings (their games happened); the ranks close up over them."""
    t = book.tally
    bids = has_bids(book.game)
    ratings = [r for r in book.ratings() if r.player not in hidden]
    shown = [round(r.rating, 2) for r in ratings]
    rows = []
    for index, r in enumerate(ratings):
        rank = shown.index(shown[index]) + 1  # sorted best first: the first equal's place
        hands = t.hands.get(r.player, 0)
        rate = t.exact.get(r.player, 0) / hands if bids and hands else None
        rows.append(LeaderboardRow(rank, r.player, r.rating, r.mu, r.sigma,
                                   t.played.get(r.player, 0), t.wins.get(r.player, 0), rate))
    return rows
