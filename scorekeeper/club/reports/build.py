"""Which report to make, by its name: one entry for the command line and the screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rules.words import ENGLISH, Words
from .model import Report, ReportError

if TYPE_CHECKING:
    from ...store.interfaces import ClubStore


def known_player(store: ClubStore, name: str) -> str:
    """The player called ``name`` (any case) or by one of their aliases, as the club
    spells them; a :class:`ReportError` when there is none."""
    known = store.resolve_player(name)
    if known is not None:
        return str(known)
    raise ReportError(f"there is no player called {name.strip()[:60]!r} "
                      "(see: scorekeeper stats)")


def make_report(store: ClubStore, kind: str, *, date: str | None = None, since: str | None = None,
                until: str | None = None, names: tuple[str, ...] = (),
                words: Words = ENGLISH) -> Report:
    """The report ``kind`` ("evening", "season", "player", "h2h") from ``store``, in
    ``words``' language (its CSV rows are the same in all)."""
    if kind == "evening":
        from .evening import evening_report

        return evening_report(store, date, words)
    if kind == "season":
        from .season import season_report

        return season_report(store, since, until, words=words)
    if kind == "player":
        player = known_player(store, names[0])
        from .player import player_report

        return player_report(store, player, words)
    if kind == "h2h":
        first, second = (known_player(store, n) for n in names[:2])
        if first == second:
            raise ReportError(f"{first} cannot be head to head with themselves: "
                              "name two players")
        from .h2h import h2h_report

        return h2h_report(store, first, second, words)
    raise ReportError(f"there is no report {kind!r} (the reports are: evening, season, "
                      "player, h2h)")
