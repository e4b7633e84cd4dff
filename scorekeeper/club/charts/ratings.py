"""Ratings over time: one line per player, by the day each rated game was played. A
player with one game has a one-point line, which draws nothing: it is drawn as a dot
(every game is a dot while there are few enough to tell apart)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..ratings import RatingPoint
from ..sittings import moment

DOTS_UP_TO = 80  # games on a line: more and the dots would merge into a thick line
HOUR_MS = 3_600_000


@dataclass(frozen=True)
class RatingLine:
    player: str
    points: tuple[tuple[float, float], ...]  # (ms since the epoch, rating μ − 3σ)
    dots: bool  # draw each game as a dot (always for a single game)


@dataclass(frozen=True)
class RatingLines:
    lines: tuple[RatingLine, ...]
    span: tuple[float, float]  # the time axis, ms since the epoch, padded
    values: tuple[float, float]  # the lowest (0 at most) and highest rating drawn


def when(point: RatingPoint) -> float:
    """When the game was played, in ms since the epoch (what a date axis takes)."""
    return moment(point.started).timestamp() * 1000


def rating_lines(histories: Mapping[str, Sequence[RatingPoint]]) -> RatingLines | None:
    """Each player's rating after each of their rated games, in the order given
    (players without one left out); None when nobody has one."""
    lines = tuple(RatingLine(player, tuple((when(p), p.ordinal) for p in points),
                             len(points) <= DOTS_UP_TO)
                  for player, points in histories.items() if points)
    if not lines:
        return None
    times = [t for line in lines for t, _ in line.points]
    ratings = [r for line in lines for _, r in line.points]
    pad = max(HOUR_MS, (max(times) - min(times)) * 0.02)  # one game: a day around it
    return RatingLines(lines, (min(times) - pad, max(times) + pad),
                       (min(0.0, min(ratings)), max(ratings)))
