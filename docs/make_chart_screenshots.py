"""Screenshots of the charts: a game's running totals (each hand's dealer marked) and
bids against tricks in History, and a player's bids in Players — at 1024×768.

    xvfb-run -a -s "-screen 0 1024x768x24" env QT_QPA_PLATFORM=xcb \\
        .venv/bin/python docs/make_chart_screenshots.py [dark] [long]

``long`` names the club's eight players with 40 characters and writes
``fit-charts-…`` (add ``QT_SCALE_FACTOR=2`` and a 2048×1536 screen for scale 2).
Seeds the same year of club evenings as ``make_club_screenshots.py``.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from docs import make_club_screenshots as club
from docs.make_screenshots import OUT, run_scenes
from scorekeeper.store import Store
from scorekeeper.ui.app import create_application
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.shared.theme import apply_theme

LONG = "abcdefghijklmnopqrstuvwxyz abcdefghijklmn"  # cut to 40 after each first name


def lengthened() -> None:
    """The club's players with 40-character names (their skills kept)."""
    club.SKILL = {(name + " " + LONG)[:40]: skill for name, skill in club.SKILL.items()}


def the_game(store: Store) -> int:
    """A late Pratt & Whitney game with the most players: the charts to show."""
    games = store.club_games("oh-hell-pw")[-40:]
    return max(games, key=lambda g: (len(g.seats), g.started)).id


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    theme = "dark" if "dark" in sys.argv[1:] else "light"
    long = "long" in sys.argv[1:]
    if long:
        lengthened()
    scale = "scale2" if os.environ.get("QT_SCALE_FACTOR") == "2" else "1024x768"
    prefix = f"fit-charts-{scale}-" if long else "charts-"
    suffix = "" if theme == "light" else f"-{theme}"
    app = create_application()
    apply_theme(app, theme)  # type: ignore[arg-type]
    store = Store(Path(tempfile.mkdtemp()) / "club.db")
    club.seed(store)
    window = MainWindow(store)
    window.move(0, 0)
    window.resize(1024, 768)
    window.show()
    game_id = the_game(store)

    def totals() -> None:
        closed()
        window.show_history()
        view = window.history
        view.table.selectRow(view.model.row_of(game_id) or 0)
        window.show_charts()  # F7

    def bids() -> None:
        window.show_charts()  # F7 again: the next chart

    def player() -> None:
        window.show_players()
        view = window.players
        view.list.setCurrentRow(0)
        view.rating_game.setCurrentIndex(view.rating_game.findData("oh-hell-pw"))
        view.chart_tabs.setCurrentIndex(1)  # bids against tricks (F7 twice)

    def table() -> None:  # F7 at the table: the game being played, in a window
        from PySide6.QtCore import QTimer

        from scorekeeper.rules.simulate import simulate

        players = [p for p in club.SKILL][:5]
        card = simulate(random.Random(4), "oh-hell-pw", players, players[0], hands=11)
        window.open_game(store.import_many([(card, "2026-11-27T19:00:00+00:00", None)])[0])
        QTimer.singleShot(0, window.show_charts)  # a modal window: opened after this returns

    def closed() -> None:
        from scorekeeper.ui.club.charts_dialog import ChartsDialog

        for dialog in window.findChildren(ChartsDialog):
            dialog.reject()

    run_scenes(app, [(f"{prefix}table{suffix}.png", table),
                     (f"{prefix}totals{suffix}.png", totals),
                     (f"{prefix}bids{suffix}.png", bids),
                     (f"{prefix}player{suffix}.png", player)])


if __name__ == "__main__":
    main()
