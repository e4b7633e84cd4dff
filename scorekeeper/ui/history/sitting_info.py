"""Sittings for the History: which sitting each listed game belongs to, and its summary."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ...club.sittings import Sitting, moment, sittings_around, summarise
from ...rules.stats_games import stats_title
from ...store import GameSummary
from .history_model import status_text

if TYPE_CHECKING:
    from ...store.interfaces import ClubStore

CLUSTER = timedelta(days=2)  # listed games further apart are looked up separately


def _tr(text: str) -> str:
    """``text`` in the app's language (lupdate reads ``_tr`` calls: context "")."""
    return QCoreApplication.translate("", text)


def sittings_of(store: ClubStore, games: Sequence[GameSummary]) -> dict[int, Sitting]:
    """The sitting of each game listed, by game id (games read around each run of
    listed dates, so a page sorted by another column costs a few small reads)."""
    def fetch(since: str, until: str) -> list[Any]:
        return list(store.club_games(since=since, until=until, finished_only=False))

    stamps = sorted((moment(g.started), g.started) for g in games)
    runs: list[list[str]] = []
    for when, stamp in stamps:
        if runs and when - moment(runs[-1][-1]) <= CLUSTER:
            runs[-1].append(stamp)
        else:
            runs.append([stamp])
    found: dict[int, Sitting] = {}
    for run in runs:
        for sitting in sittings_around(fetch, run[0], run[-1]):
            for game in sitting.games:
                found[game.id] = sitting
    return found


def position_text(sitting: Sitting | None, game_id: int) -> str:
    """"2 of 4" for a game in a sitting of several; nothing for a game on its own."""
    if sitting is None or len(sitting.games) < 2:
        return ""
    return _tr("{0} of {1}").format(sitting.position(game_id), len(sitting.games))


def summary_html(sitting: Sitting, game_id: int) -> str:
    """The sitting in a few lines: its games and their winners, the night's winner and,
    where a game names its last place, who took that title."""
    summary = summarise(sitting)
    winners = dict(summary.winners)
    lines = []
    for index, game in enumerate(sitting.games, start=1):
        title = escape(stats_title(game.variant))
        who = winners.get(game.id)
        outcome = (escape(", ".join(who)) if who else
                   escape(status_text(game.status)))
        text = f"{index}. {title} — {outcome}".replace(" ", "&nbsp;")  # wraps between games
        lines.append(f"<b>{text}</b>" if game.id == game_id else text)
    head = _tr("Sitting of {0} · {1} · game {2} of {3}").format(
        escape(moment(sitting.started).astimezone().strftime("%a %d %b %Y")),
        escape(", ".join(sitting.games[0].players)), sitting.position(game_id),
        len(sitting.games))
    tail = []
    if summary.night_winners and len(sitting.games) > 1:
        tail.append(_tr("Winner of the night: <b>{0}</b> ({1})").format(
            escape(" and ".join(summary.night_winners)),
            _tr("1 game won") if summary.night_wins == 1
            else _tr("{0} games won").format(summary.night_wins)))
    for title, who in summary.last_places:
        tail.append(_tr("{0} of the night: <b>{1}</b>").format(
            escape(title[:1].upper() + title[1:]), escape(" and ".join(who))))
    return (f"{head}<br>" + " &nbsp;·&nbsp; ".join(lines)
            + ("<br>" + " &nbsp;·&nbsp; ".join(tail) if tail else ""))
