"""A house game is played through the existing table screen, stored with its rules,
shown in History's scorecard and exported — the screens ask the game's rules."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from scorekeeper.exports.presentation import present
from scorekeeper.rules.house_rules import rules_from_dict
from scorekeeper.rules.presets import preset
from scorekeeper.store import Store
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.table.scoreboard import CELL_ROLE, LEAD_COLUMNS

from .play import play_to_the_end

PLAYERS = ["Ann", "Ben", "Cat", "Dan"]


def test_a_house_game_plays_at_the_table_and_is_stored_with_its_rules(
        qtbot, tmp_path: Path, monkeypatch) -> None:
    rules = preset("ten-plus-bid").rules.to_dict()
    rules["schedule"] = {"shape": "list", "list": [1, 2, 3]}
    resolved = rules_from_dict(rules).to_dict()  # stored whole: every setting written out
    store = Store(tmp_path / "club.db")
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.show()
    window.start_game("house", PLAYERS, "Ann", {"rules": rules})
    controller = window.controller
    assert window.table.rules.title == "10 + bid, nothing for a miss"
    play_to_the_end(controller, seed=2)
    played = controller.scorecard
    assert [h.cards for h in played.hands] == [1, 2, 3]
    for hand in played.hands:
        for player, bid in hand.bids.items():
            assert hand.scores[player] == (10 + bid if hand.tricks[player] == bid else 0)
    summary = store.history(limit=1)[0]
    stored = store.load_game(summary.id).game.scorecard
    assert stored.totals == played.totals and stored.setup.options["rules"] == resolved
    window.show_history()
    window.history.table.selectRow(0)
    detail = window.history.detail
    model = detail.scoreboard.model()
    shown = present(stored)
    assert model.data(model.index(0, LEAD_COLUMNS), CELL_ROLE) == shown.rows[0].cells[0]
    assert detail.heading.text().startswith("10 + bid, nothing for a miss · ")
    assert detail.tabs.isTabVisible(detail.rules_tab)  # the rules in words, as printed
    assert detail.rules_text.toPlainText().split("\n\n") == list(shown.rules_lines)
    assert "Hands: These hands, in order: 1, 2, 3 cards." in shown.rules_lines
    folder = tmp_path / "out"
    folder.mkdir()
    for name in ("card.pdf", "card.json"):
        monkeypatch.setattr(QFileDialog, "getSaveFileName",
                            lambda *a, name=name: (str(folder / name), ""))
        detail.export()
        assert (folder / name).stat().st_size > 0
    store.close()
