"""Which report to make, by its name: one entry for the command line and the screen."""

from __future__ import annotations

from typing import Any

from .model import Report, ReportError


def known_player(store: Any, name: str) -> str:
    """The player called ``name`` (any case) or by one of their aliases, as the club
    spells them; a :class:`ReportError` when there is none."""
    known = store.resolve_player(name)
    if known is not None:
        return str(known)
    raise ReportError(f"there is no player called {name.strip()[:60]!r} "
                      "(see: scorekeeper stats)")


def make_report(store: Any, kind: str, *, date: str | None = None, since: str | None = None,
                until: str | None = None, names: tuple[str, ...] = ()) -> Report:
    """The report ``kind`` ("evening", "season", "player", "h2h") from ``store``."""
    if kind == "evening":
        from .evening import evening_report

        return evening_report(store, date)
    if kind == "season":
        from .season import season_report

        return season_report(store, since, until)
    if kind == "player":
        player = known_player(store, names[0])
        from .player import player_report

        return player_report(store, player)
    if kind == "h2h":
        first, second = (known_player(store, n) for n in names[:2])
        if first == second:
            raise ReportError(f"{first} cannot be head to head with themselves: "
                              "name two players")
        from .h2h import h2h_report

        return h2h_report(store, first, second)
    raise ReportError(f"there is no report {kind!r} (the reports are: evening, season, "
                      "player, h2h)")
