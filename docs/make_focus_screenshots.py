"""Photograph the focus ring on each screen, reached by keyboard alone, light and dark.

    xvfb-run -a -s "-screen 0 1024x768x24" env QT_QPA_PLATFORM=xcb \
        .venv/bin/python docs/make_focus_screenshots.py

Needs Debian's xvfb and imagemagick (for `import`). Seven players with 40-character
names keep a game on a scratch database; each scene moves the keyboard as a
scorekeeper would (Tab, F6, Ctrl+T …) and the X screen is photographed. Writes
docs/screenshots/focus-<screen>.png and -dark.png. With QT_SCALE_FACTOR=2 (and a
larger X screen) it writes the same scenes for a look at scale 2.
"""

from __future__ import annotations

import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from make_screenshots import play, run_scenes  # the same folder: how the app is driven
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scorekeeper.store import GameSession, Store
from scorekeeper.ui.app import create_application
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.shared.theme import apply_theme

LONG = [f"{first} {'van der Berckmoes-Oyelaran'[:38 - len(first)]}".ljust(40, "x")[:40]
        for first in ("Annabel", "Benedikt", "Catalina", "Dominic", "Evangeline",
                      "Fitzgerald", "Guinevere")]


def tab(times: int = 1) -> None:
    for _ in range(times):
        QApplication.processEvents()
        widget = QApplication.focusWidget()
        if widget is not None:
            QTest.keyClick(widget, Qt.Key.Key_Tab)


def main() -> None:
    app = create_application()
    store = Store(Path(tempfile.mkdtemp()) / "focus.db")
    session = GameSession.start(store, "oh-shit-updown", LONG, LONG[0])
    play(session, random.Random(3), 2)
    window = MainWindow(store)
    window.move(0, 0)
    window.resize(1024, 768)
    window.show()

    def start() -> None:
        window.show_start()
        window.refresh_start()
        window.activateWindow()
        window.start.focus_first()
        tab(2)  # Resume, then the recent games

    def table() -> None:
        window.open_game(session.game_id)
        window.activateWindow()
        window.table.entry.setFocus()

    def turn_up() -> None:
        QTest.keyClick(window.table.entry, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)

    def history() -> None:
        window.show_history()
        window.activateWindow()
        window.history.table.setFocus()  # History opens in its list of games

    scenes: list[tuple[str, Callable[[], None]]] = []
    for theme in ("light", "dark"):
        suffix = "" if theme == "light" else "-dark"

        def themed(step: Callable[[], None], theme: str = theme) -> Callable[[], None]:
            def prepare() -> None:
                apply_theme(app, theme)  # type: ignore[arg-type]
                step()
            return prepare

        scenes += [(f"focus-start{suffix}.png", themed(start)),
                   (f"focus-entry{suffix}.png", themed(table)),
                   (f"focus-turn-up{suffix}.png", themed(turn_up)),
                   (f"focus-history{suffix}.png", themed(history))]
    run_scenes(app, scenes)  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
