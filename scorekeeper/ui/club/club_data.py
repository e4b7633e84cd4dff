"""What the club's screens ask: the store's rows, rated by the shared cache.

One place so the Players screen, the leaderboard and History ask alike (and the
rating cache is shared: a second screen asking the same question pays nothing)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...club.ratings import SHARED, RatingBook

if TYPE_CHECKING:
    from ...store.interfaces import ClubStore


def rated(store: ClubStore, game: str, since: str | None = None,
          until: str | None = None) -> RatingBook:
    """``game``'s ratings (a season: only its games), with the finished games rated."""
    return SHARED.book(store, game, since, until)


def statistics_csv(store: ClubStore, players: list[str]) -> str:
    """The statistics of ``players`` (everyone: the whole club) per game, with ratings,
    as CSV — the same file as ``scorekeeper stats --csv``."""
    from ...exports.club_csv import stats_csv

    stats = [s for name in players for s in store.player_stats(name)]
    ratings = {}
    for game in dict.fromkeys(s.variant for s in stats):
        for r in rated(store, game).ratings():
            ratings[(r.player, game)] = r
    return stats_csv(stats, ratings)


@dataclass(frozen=True)
class ReportChoices:
    """What the Reports dialog offers: the club's active players (an inactive one is
    still found by name), what may be typed for them (names and aliases), and the last
    day played."""

    players: list[str]
    last_day: str | None  # YYYY-MM-DD, local
    completions: tuple[tuple[str, str], ...] = ()  # (typed, player), see Store.completions


def report_choices(store: ClubStore) -> ReportChoices:
    from ...club.reports.evening import local_day

    latest = store.history(limit=1)
    completions = tuple((typed, player) for typed, player in store.completions())
    return ReportChoices(list(dict.fromkeys(player for _typed, player in completions)),
                         local_day(latest[0].started).isoformat() if latest else None,
                         completions)


def club_report(store: ClubStore, kind: str, **asked: Any) -> Any:
    """The report ``kind`` (see :func:`scorekeeper.club.reports.build.make_report`)."""
    from ...club.reports.build import make_report
    from ...exports.qt_words import app_words

    return make_report(store, kind, words=app_words(), **asked)


def chart_colours(store: ClubStore) -> dict[str, str]:
    """Every player's colour in the charts, from the club's games (one colour per
    player, the same in every chart: see :mod:`scorekeeper.club.charts.colours`)."""
    from ...club.charts.colours import club_colours

    return club_colours(store.club_seatings())
