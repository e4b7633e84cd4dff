"""A house game from start to archive: set up with its rules, typed by keys at the
table, a hand corrected by keys, exported (the PDF's presentation carries the rules in
words) and imported into another database, where it is the same game."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from scorekeeper.cli.main import main
from scorekeeper.exports.presentation import present
from scorekeeper.rules import Game
from scorekeeper.rules.games import HOUSE
from scorekeeper.rules.house_describe import house_rules_text
from scorekeeper.rules.house_rules import rules_from_dict
from scorekeeper.rules.presets import preset
from scorekeeper.store import Store
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.table.correct_hand import CorrectHandDialog

from ..conftest import Keys, in_dialog
from .test_table_games import card_of, play_trick_game_by_keys

PLAYERS = ["Ann", "Ben", "Cat", "Dan"]


def _thursday_rules() -> dict:
    """10 + bid, −1 a trick off, over four hands (a published scoring, edited)."""
    rules = preset("ten-plus-bid-minus-bid").rules.to_dict()
    rules.update(name="Thursday club", schedule={"shape": "list", "list": [1, 2, 3, 2]})
    return rules_from_dict(rules).to_dict()


def test_a_house_game_played_corrected_exported_and_imported(
        qtbot, window: MainWindow, app_store: Store, keys: Keys, tmp_path: Path) -> None:
    rules = _thursday_rules()
    window.start_game(HOUSE, PLAYERS, "Ann", {"rules": rules})
    mirror = Game.new(HOUSE, PLAYERS, "Ann", {"rules": rules})
    play_trick_game_by_keys(window, keys, random.Random(23), mirror)
    played = card_of(window)
    assert played.over and [h.cards for h in played.hands] == [1, 2, 3, 2]
    assert played.totals == mirror.scorecard.totals

    # Hand 3 corrected by keys: the first bidder's bid typed over, Enter saves.
    seen: list[str] = []

    def steps(dialog: CorrectHandDialog) -> None:
        field = dialog.focusWidget()
        old = field.value()
        QTest.keyClick(field, "3" if old != 3 else "2")
        QTest.keyClick(field, Qt.Key.Key_Return)

    QTest.keyClick(window.table.entry, Qt.Key.Key_F6)
    board = window.table.scoreboard
    QTest.keyClick(board, Qt.Key.Key_Up)  # from the last hand to hand 3
    in_dialog(CorrectHandDialog, steps, seen)
    QTest.keyClick(board, Qt.Key.Key_Return)
    assert seen == ["Correct hand 3"]
    game_id = window.controller.game_id
    stored = app_store.load_game(game_id).game.scorecard
    assert stored.hands[2] != played.hands[2]  # the correction is stored …
    bids, tricks = stored.hands[2].bids, stored.hands[2].tricks
    for player in PLAYERS:  # … and scored by the house rules: 10 + bid, or −bid
        made = tricks[player] == bids[player]
        assert stored.hands[2].scores[player] == (10 + bids[player] if made
                                                 else -bids[player])

    # Exported: the card carries its rules in words; the file goes into another database.
    shown = present(stored)
    assert shown.rules_lines and shown.options == ()
    assert all(line.split(": ", 1)[1] in house_rules_text(rules_from_dict(rules))
               for line in shown.rules_lines)
    app_store.close()
    db = str(app_store.path)
    assert main(["export", str(game_id), "--db", db, "-o", str(tmp_path / "g.pdf")]) == 0
    assert (tmp_path / "g.pdf").read_bytes()[:5] == b"%PDF-"
    assert main(["export", str(game_id), "--db", db, "-o", str(tmp_path / "g.json")]) == 0
    other = tmp_path / "other.db"
    assert main(["import", str(tmp_path / "g.json"), "--db", str(other)]) == 0
    with Store(other) as imported:
        summary = imported.history(limit=1)[0]
        again = imported.load_game(summary.id).game.scorecard
    assert again.setup.options["rules"] == rules
    assert again.totals == stored.totals and again.state == stored.state
