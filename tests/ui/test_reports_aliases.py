"""The Reports dialog's player pickers: an alias typed gives its player's card, an
inactive player is not offered but found when typed (their card is kept)."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from scorekeeper.club.reports.build import make_report
from scorekeeper.store import Store
from scorekeeper.store.commands import AliasPlayer, RetirePlayer
from scorekeeper.ui.club.reports_dialog import ReportsDialog
from tests.club.report_club import seed_report_club


@pytest.fixture(autouse=True)
def utc(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()


def test_an_alias_typed_in_a_picker_gives_its_players_card(qtbot, store: Store) -> None:
    seed_report_club(store)
    store.run(AliasPlayer("Ann", "Annie"))
    store.run(RetirePlayer("Eve"))
    dialog = ReportsDialog(store, None, kind="player", player="Ben")
    qtbot.addWidget(dialog)
    picker = dialog.player
    offered = [picker.itemText(i) for i in range(picker.count())]
    assert "Eve" not in offered and {"Ann", "Ben"} <= set(offered)
    for typed, whose in (("annie", "Ann"), ("eve", "Eve")):
        picker.lineEdit().selectAll()
        picker.lineEdit().completer().popup().hide()
        QTest.keyClicks(picker.lineEdit(), typed)
        picker.lineEdit().completer().popup().hide()
        with qtbot.waitSignal(dialog.shown) as made:
            QTest.keyClick(picker.lineEdit(), Qt.Key.Key_Return)
        assert made.args[0] == make_report(store, "player", names=(whose,))
        assert picker.currentText() == whose
