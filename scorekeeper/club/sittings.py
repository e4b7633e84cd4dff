"""Sittings: the games the same players play in one evening.

Games belong to one sitting when they have exactly the same players, none of them
played elsewhere in between, and each starts at most :data:`GAP` after the previous
one ended (a rematch, which keeps the players, so continues the sitting; a longer
pause, or anyone joining or leaving, starts a new one — also when the players left
had sat together earlier that evening). A sitting's summary names each game's winner, the night's
winner (most games won) and, for a game whose last place has a name,
who earned it that night.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

from ..rules import FINISHED, VARIANTS

if TYPE_CHECKING:
    from ..store.club_records import ClubGame

GAP = timedelta(hours=6)
"""A pause longer than this between two games starts a new sitting."""
LONGEST_GAME = timedelta(hours=12)
"""A game left open longer (finished days later, or never) is taken to have ended this
long after it started: it does not join the next week's games to its evening."""


def moment(stamp: str) -> datetime:
    """A stored time stamp as an aware time (one without a zone is taken as UTC)."""
    when = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def game_end(game: ClubGame) -> datetime:
    """When a game stopped: its end, or (unfinished) its last entry; at most
    :data:`LONGEST_GAME` after its start."""
    start = moment(game.started)
    return max(start, min(moment(game.ended or game.updated), start + LONGEST_GAME))


@dataclass(frozen=True)
class Sitting:
    games: tuple[ClubGame, ...]  # in the order they started

    @property
    def players(self) -> frozenset[str]:
        return frozenset(self.games[0].players)

    @property
    def started(self) -> str:
        return self.games[0].started

    def position(self, game_id: int) -> int | None:
        """1 for the sitting's first game, …; None if the game is not in it."""
        for index, game in enumerate(self.games, start=1):
            if game.id == game_id:
                return index
        return None


def group(games: Iterable[ClubGame]) -> list[Sitting]:
    """The sittings of ``games``, in the order they began.

    A game continues the sitting its players were last in, if every one of them was
    last in it (nobody played elsewhere meanwhile) and it has exactly these players:
    after someone left the table (or joined) the game starts a new sitting, even when
    the same players had sat together earlier that evening."""
    ordered = sorted(games, key=lambda g: (moment(g.started), g.id))
    last_in: dict[str, list[ClubGame]] = {}  # each player's latest sitting
    done: list[list[ClubGame]] = []
    for game in ordered:
        current = _continued(game, last_in)
        if current is None:
            current = []
            done.append(current)
        current.append(game)
        for player in game.players:
            last_in[player] = current
    return [Sitting(tuple(games_)) for games_ in done]


def _continued(game: ClubGame, last_in: dict[str, list[ClubGame]]) -> list[ClubGame] | None:
    """The sitting ``game`` goes on with, or None when it starts one."""
    current = last_in.get(game.players[0]) if game.players else None
    if current is None or frozenset(current[0].players) != frozenset(game.players):
        return None
    if any(last_in.get(player) is not current for player in game.players):
        return None
    if moment(game.started) - max(game_end(g) for g in current) > GAP:
        return None
    return current


def sittings_around(fetch: Callable[[str, str], Sequence[ClubGame]], first: str, last: str,
                    margin: timedelta = timedelta(days=1)) -> list[Sitting]:
    """Every sitting with a game started between ``first`` and ``last`` (time stamps).

    ``fetch(since, until)`` returns the games started in that window (any status);
    the window grows until no sitting found can reach past its edges."""
    start, end = moment(first), moment(last)
    low, high = start - margin, end + margin
    while True:
        found = [s for s in group(fetch(_stamp(low), _stamp(high)))
                 if any(start <= moment(g.started) <= end for g in s.games)]
        # only a sitting of the games asked about that reaches an edge can go on past it
        early = any(moment(s.started) - low <= GAP for s in found)
        late = any(high - max(game_end(g) for g in s.games) <= GAP for s in found)
        if not (early or late) or (high - low) > timedelta(days=3650):
            return found
        low, high = (low - margin * 2 if early else low), (high + margin * 2 if late else high)
        margin *= 2


def _stamp(when: datetime) -> str:
    return when.astimezone(UTC).isoformat(timespec="seconds")


@dataclass(frozen=True)
class SittingSummary:
    """What a club says about an evening."""

    winners: tuple[tuple[int, tuple[str, ...]], ...]  # each finished game: its winners
    night_winners: tuple[str, ...]  # most games won (shared when level)
    night_wins: int
    last_places: tuple[tuple[str, tuple[str, ...]], ...]  # (the title, who) of the night


def _options(game: ClubGame) -> dict[str, Any]:
    """A game's options as stored (unreadable ones as none: the rules' defaults)."""
    try:
        options = json.loads(game.options)
    except ValueError:
        return {}
    return options if isinstance(options, dict) else {}


def summarise(sitting: Sitting) -> SittingSummary:
    finished = [g for g in sitting.games if g.status == FINISHED]
    winners = tuple((g.id, tuple(s.player for s in g.seats if s.place == 1))
                     for g in finished)
    wins: dict[str, int] = {}
    for _, who in winners:
        for player in who:
            wins[player] = wins.get(player, 0) + 1
    best = max(wins.values(), default=0)
    night = tuple(p for p in sitting.games[0].players if wins.get(p) == best and best)
    titled: dict[str, dict[str, int]] = {}
    for game in finished:
        rules = VARIANTS.get(game.variant)
        title = rules.last_place_title if rules else None
        if rules is None or title is None:
            continue
        counts = titled.setdefault(title, {})
        earned = rules.last_place_counts(_options(game),
                                         [(s.player, s.place, s.total) for s in game.seats])
        for player, count in earned.items():  # what earns the title: the rules say
            counts[player] = counts.get(player, 0) + count
    last_places = tuple(
        (title, tuple(p for p in sitting.games[0].players
                      if counts.get(p) == max(counts.values())))
        for title, counts in titled.items() if counts)
    return SittingSummary(winners, night, best, last_places)
