"""The new-game dialog from the keyboard: Enter adds a name, Ctrl+Enter starts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from scorekeeper.rules import VARIANTS
from scorekeeper.ui.dialogs.new_game import NewGameDialog


@pytest.fixture
def dialog(qtbot) -> NewGameDialog:
    opened = NewGameDialog(["Ann", "Ben"])
    qtbot.addWidget(opened)
    opened.show()
    opened.activateWindow()  # as a window manager would
    qtbot.waitUntil(lambda: opened.focusWidget() is opened.name)
    return opened


def type_names(dialog: NewGameDialog, *names: str) -> None:
    for name in names:
        QTest.keyClicks(dialog.focusWidget(), name)
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)


def test_enter_adds_names_and_never_starts_the_game(dialog: NewGameDialog) -> None:
    dialog.game.setCurrentIndex(dialog.game.findData("oh-shit-updown"))  # 3–7 players
    dialog.name.setFocus()
    type_names(dialog, "Ann", "Ben", "Cat", "Dan")
    assert dialog.isVisible() and dialog.result() == 0
    assert dialog.players() == ["Ann", "Ben", "Cat", "Dan"]
    assert dialog.focusWidget() is dialog.name  # the fifth name would go here too
    assert dialog.dealer.currentText() == "Ann"  # the first listed, ready to start
    QTest.keyClick(dialog.name, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert not dialog.isVisible() and dialog.result() == 1
    setup = dialog.setup()
    assert (setup.players, setup.first_dealer) == (("Ann", "Ben", "Cat", "Dan"), "Ann")


def test_ctrl_enter_does_not_start_an_invalid_game(dialog: NewGameDialog) -> None:
    type_names(dialog, "Ann")
    QTest.keyClick(dialog.name, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert dialog.isVisible() and "players" in dialog.problem.text()


def test_tab_follows_the_visual_order(dialog: NewGameDialog) -> None:
    dialog.game.setCurrentIndex(dialog.game.findData("shithead"))
    dialog.game.setFocus()
    QApplication.processEvents()
    assert QApplication.focusWidget() is dialog.game
    seen: list[QWidget] = [dialog.game]
    for _ in range(len(dialog.option_widgets) + 3):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    options = list(dialog.option_widgets.values())
    expected = [dialog.game, *options, dialog.name, dialog.add_button, dialog.seating]
    assert [w.accessibleName() or w.objectName() for w in seen] == \
        [w.accessibleName() or w.objectName() for w in expected]


@pytest.mark.parametrize("game", list(VARIANTS))
@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)])
def test_option_rows_are_never_squashed_or_clipped(qtbot, game: str,
                                                   size: tuple[int, int]) -> None:
    dialog = NewGameDialog(["Ann"], game=game, players=["Ann", "ann"])  # with an error shown
    qtbot.addWidget(dialog)
    dialog.show()
    assert "same name" in dialog.problem.text()
    hint = dialog.sizeHint()
    assert hint.width() <= size[0] - 40 and hint.height() <= size[1] - 60
    dialog.resize(hint)
    QApplication.processEvents()
    for name, widget in dialog.option_widgets.items():
        assert widget.height() >= widget.minimumSizeHint().height(), name
        assert widget.width() >= widget.minimumSizeHint().width(), name


def test_the_rematch_dealer_and_note_follow_the_seating(qtbot) -> None:
    import random

    from scorekeeper.rules.simulate import simulate

    rng = random.Random(3)
    card = simulate(rng, "oh-hell-pw", ["Ann", "Ben", "Cat", "Dan"])
    while len(card.winners) != 1:
        card = simulate(rng, "oh-hell-pw", ["Ann", "Ben", "Cat", "Dan"])
    (winner,) = card.winners
    dialog = NewGameDialog([], game="oh-hell-pw", players=list(card.setup.players),
                           rematch_of=card)
    qtbot.addWidget(dialog)
    seating = dialog.players()
    right_of_winner = seating[seating.index(winner) - 1]
    assert dialog.dealer.currentText() == right_of_winner
    assert f"right of the winner ({winner})" in dialog.dealer_rule.text()
    dialog.seating.setCurrentRow(seating.index(winner))
    dialog.move_player(1 if seating.index(winner) < 3 else -1)  # the winner changes seat
    seating = dialog.players()
    assert dialog.dealer.currentText() == seating[seating.index(winner) - 1]
    assert dialog.dealer.currentText() != right_of_winner
