"""A sixth trick game, defined only in the tests, is played through the table screen,
stored, shown in History's scorecard and exported, with no change to ui/, exports/,
store/ or cli/.

The store runs in this process here: the app's store process knows only the games
of the installed rules (a game defined in a test does not exist there).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from scorekeeper.cli.main import main
from scorekeeper.exports.presentation import present
from scorekeeper.store import Store
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.table.scoreboard import CELL_ROLE, LEAD_COLUMNS
from tests.exports.test_renderers_agree import OhHellFives, sixth_game  # noqa: F401

from .play import play_to_the_end

PLAYERS = ["Ann", "Ben", "Cat"]


def test_a_sixth_game_plays_end_to_end(qtbot, sixth_game: str, tmp_path: Path,  # noqa: F811
                                       monkeypatch) -> None:
    store = Store(tmp_path / "club.db")
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.show()
    window.start_game(sixth_game, PLAYERS, "Ann", {})
    controller = window.controller
    play_to_the_end(controller, seed=1)
    played = controller.scorecard
    assert played.over and len(played.hands) == 5
    summary = store.history(limit=1)[0]
    stored = store.load_game(summary.id).game.scorecard
    assert stored.totals == played.totals and summary.variant == sixth_game  # stored
    window.show_history()
    window.history.table.selectRow(0)
    detail = window.history.detail
    model = detail.scoreboard.model()
    shown = present(stored)
    assert model.rowCount() == len(shown.rows)
    assert model.data(model.index(4, LEAD_COLUMNS), CELL_ROLE) == shown.rows[4].cells[0]
    folder = tmp_path / "out"
    folder.mkdir()
    for name in ("card.pdf", "card.png", "card.csv", "card.json"):
        monkeypatch.setattr(QFileDialog, "getSaveFileName",
                            lambda *a, name=name: (str(folder / name), ""))
        detail.export()
        assert (folder / name).stat().st_size > 0
    # … and from the command line: an export, and the exported file scored again.
    cli_file = folder / "cli.csv"
    assert main(["export", str(summary.id), "--db", str(tmp_path / "club.db"),
                 "-o", str(cli_file)]) == 0
    assert cli_file.read_text(encoding="utf-8") == (folder / "card.csv").read_text(
        encoding="utf-8")
    assert main(["score", str(folder / "card.json"), "--json"]) == 0
    store.close()
