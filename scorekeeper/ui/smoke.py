"""The smoke run: with SCOREKEEPER_SMOKE set, the app opens its database, shows each
screen in turn, prints what it showed, and quits — 0 if nothing failed, else 1.

The frozen build's test (tests/packaging) runs the real program this way: a module
that was not collected fails on the screen that needs it, not at a user's table.
If SCOREKEEPER_SMOKE names a folder, each screen is also saved there as a PNG.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer

SCREENS = ("show_history", "show_leaderboard", "show_players", "show_start")


class SmokeRun:
    """Walks the screens once the database is open; quits with 1 on any unexpected
    error reported before the walk could start (the walk itself counts them)."""

    def __init__(self, reporter: Any, app: Any) -> None:
        self.reporter, self.app = reporter, app
        self.walking = False
        self.folder = Path(os.environ["SCOREKEEPER_SMOKE"])
        reporter.crashed.connect(self._crashed)

    def _crashed(self, what: str, _log: str) -> None:
        print(f"smoke: unexpected error: {what}", flush=True)
        if not self.walking:
            QTimer.singleShot(0, lambda: self.app.exit(1))

    def walk(self, window: Any) -> None:
        """Show every screen, one per turn of the event loop, then quit."""
        self.walking = True
        steps = list(SCREENS)

        def step() -> None:
            if not steps:
                self._finish(window)
                return
            name = steps.pop(0)
            try:
                getattr(window, name)()
                shown = type(window.stack.currentWidget()).__name__
                print(f"smoke: {name} -> {shown} ({window.windowTitle()})", flush=True)
                if self.folder.is_dir():
                    window.grab().save(str(self.folder / f"{name}.png"))
            finally:  # an error is reported by the crash handler; the walk goes on
                QTimer.singleShot(0, step)

        QTimer.singleShot(0, step)

    def _finish(self, window: Any) -> None:
        about = window.about_box().informativeText().replace("<br>", " ")
        print(f"smoke: about: {about}", flush=True)
        failed = len(self.reporter.reports)
        print(f"smoke: done, {failed} unexpected error(s)", flush=True)
        self.app.exit(1 if failed else 0)

    def refused(self, text: str) -> None:
        """The database was refused: say so and quit with 1 (no dialog to wait on)."""
        print(f"smoke: refused: {text}", flush=True)
        self.app.exit(1)
