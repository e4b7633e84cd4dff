"""A refused correction keeps the dialog's size and fields, and its reason stands whole
beside the player it is about (issue 21 §3)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from scorekeeper.rules.commands import Correct
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.table.correct_hand import CorrectHandDialog


def test_a_refused_correction_keeps_the_dialog_and_shows_the_reason_beside_the_player(
        qtbot, window: MainWindow) -> None:
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})
    entry = window.table.entry
    for key in ("2", "2", "2", Qt.Key.Key_Return, "2", "2", Qt.Key.Key_Return,
                "1", "1", "1", Qt.Key.Key_Return, "1", "1", Qt.Key.Key_Return):
        qtbot.keyClick(entry, key)
    card = window.controller.scorecard
    dialog = CorrectHandDialog(card, card.hands[1], None, window,
                               submit=lambda record: window.controller.attempt(
                                   Correct(2, record)))
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    width = dialog.width()
    stored = dict(window.controller.scorecard.hands[1].bids)
    fields = [*dialog.bids.values(), *dialog.tricks.values()]
    before = [field.width() for field in fields]
    dialog.bids["Cat"].setValue(4)
    dialog.save()  # refused: Ben, who deals, may not bid 1
    QApplication.processEvents()
    assert dialog.isVisible() and dict(window.controller.scorecard.hands[1].bids) == stored
    assert dialog.width() == width
    assert [field.width() for field in fields] == before
    assert all(field.width() >= field.sizeHint().width() for field in fields)
    reason = dialog.problems["Ben"]
    assert "may not bid" in reason.text()
    assert reason.heightForWidth(reason.width()) <= reason.height()  # whole, not cut
    name = next(label for label in dialog.findChildren(QLabel) if label.text() == "Ben")
    beside = reason.geometry()
    assert beside.left() > dialog.tricks["Ben"].geometry().right()
    assert beside.top() <= name.geometry().center().y() <= beside.bottom()
