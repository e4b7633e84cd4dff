"""Screenshots of the table's dialogs and entry states, light and dark, under Xvfb.

    xvfb-run -a -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb \
        .venv/bin/python docs/make_table_screenshots.py [light|dark]

The new-game dialog (misère and shithead, the latter also at 1024×768 with a
duplicate-name error), the correction dialog with a refusal beside the player,
the trash, and the entry's prompts: a whysteria caller, tricks over the cards, a
revoke being named, shithead's end.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scorekeeper.rules.commands import Bid, Correct
from scorekeeper.store import GameSession, Store
from scorekeeper.ui.app import create_application
from scorekeeper.ui.dialogs.new_game import NewGameDialog
from scorekeeper.ui.history.trash_dialog import TrashDialog
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.shared.theme import apply_theme
from scorekeeper.ui.table.correct_hand import CorrectHandDialog

OUT = Path(__file__).parent / "screenshots"


def shoot(name: str, crop: tuple[int, int] | None = None) -> None:
    target = OUT / name
    command = ["import", "-window", "root"]
    if crop is not None:
        command += ["-crop", f"{crop[0]}x{crop[1]}+0+0"]
    subprocess.run([*command, str(target)], check=True)
    print(target)


def run_scenes(app: QApplication, scenes: list[tuple[str, Callable[[], object]]]) -> None:
    queue = list(scenes)

    def next_scene() -> None:
        if not queue:
            app.quit()
            return
        name, prepare = queue.pop(0)
        cleanup = prepare()

        def take() -> None:
            shoot(name, (1024, 768) if "1024" in name else None)
            if callable(cleanup):
                cleanup()
            next_scene()

        QTimer.singleShot(600, take)

    QTimer.singleShot(0, next_scene)
    app.exec()


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    theme = sys.argv[1] if len(sys.argv) > 1 else "light"
    suffix = "" if theme == "light" else f"-{theme}"
    app = create_application()
    apply_theme(app, theme)  # type: ignore[arg-type]
    store = Store(Path(tempfile.mkdtemp()) / "table-shots.db")
    window = MainWindow(store)
    window.move(0, 0)
    window.resize(1280, 800)
    window.show()

    def new_game(game: str, players: list[str], x: int = 160) -> Callable[[], object]:
        def show() -> object:
            dialog = NewGameDialog(["Ann", "Ben"], window, game=game, players=players)
            dialog.move(x, 20)
            dialog.show()
            return dialog.close
        return show

    def correction() -> object:
        window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})
        entry = window.table.entry
        for key in ("2", "2", "2", Qt.Key.Key_Return, "2", "2", Qt.Key.Key_Return,
                    "1", "1", "1", Qt.Key.Key_Return, "1", "1", Qt.Key.Key_Return):
            QTest.keyClick(entry, key)
        card = window.controller.scorecard
        hand = card.hands[1]
        dialog = CorrectHandDialog(
            card, hand, None, window,
            submit=lambda record: window.controller.attempt(
                Correct(2, record)))
        dialog.bids["Cat"].setValue(4)
        dialog.save()  # refused: Ben may not bid 1
        dialog.move(380, 200)
        dialog.show()
        return dialog.close

    def trash() -> object:
        for players in (["Ann", "Ben", "Cat"], ["Dan", "Eve"]):
            session = GameSession.start(store, "whysteria", players, players[0])
            session.apply(Bid(session.scorecard.current.expected_bidder, 1))
            store.delete_game(session.game_id)
        window.show_history()
        dialog = TrashDialog(store, window)
        dialog.move(230, 150)
        dialog.show()
        return dialog.close

    def whysteria() -> None:
        window.start_game("whysteria", ["Ann", "Ben", "Cat", "Dan"], "Ann", {})
        entry = window.table.entry
        for key in ("d", "2", "1"):
            QTest.keyClick(entry, key)
        entry.setFocus()

    def over_tricks() -> None:
        window.start_game("oh-shit-misere", ["Ann", "Ben", "Cat", "Dan"], "Dan",
                          {"length": "half"})
        entry = window.table.entry
        for key in ("2", "3", "1", "2", Qt.Key.Key_Return, "5", "5"):  # 10 of 9 tricks
            QTest.keyClick(entry, key)
        QTest.keyClick(entry, "!")  # a revoke: whose? (the prompt asks)

    def shithead_over() -> None:
        window.start_game("shithead", ["Ann", "Ben", "Cat"], "Ann", {"target": 2})
        entry = window.table.entry
        for key in ("2", Qt.Key.Key_Return, "1", Qt.Key.Key_Return, "2", Qt.Key.Key_Return):
            QTest.keyClick(entry, key)

    scenes: list[tuple[str, Callable[[], object]]] = [
        (f"new-game-misere{suffix}.png", new_game("oh-shit-misere", ["Ann", "Ben", "Cat"])),
        (f"new-game-shithead-1024{suffix}.png",
         new_game("shithead", ["Ann", "Ben", "ann"], x=20)),
        (f"correct-refused{suffix}.png", correction),
        (f"trash{suffix}.png", trash),
        (f"entry-whysteria{suffix}.png", whysteria),
        (f"entry-tricks-refused{suffix}.png", over_tricks),
        (f"entry-shithead-over{suffix}.png", shithead_over),
    ]
    run_scenes(app, scenes)


if __name__ == "__main__":
    main()
