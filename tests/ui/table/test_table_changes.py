"""Players join, leave and sit out at the table, by keyboard alone (Ctrl+J, Ctrl+Shift+L,
Ctrl+Shift+O), checked in what is stored; the scoreboard shows who was away."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from scorekeeper.rules.house_rules import rules_from_dict
from scorekeeper.store import Store
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.table.scoreboard import CELL_ROLE, LEAD_COLUMNS
from scorekeeper.ui.table.table_changes import JoinDialog, PlayerDialog

from ..conftest import Keys, in_dialog

RULES = rules_from_dict({"name": "Thursday club", "players": [2, 7],
                         "schedule": {"shape": "constant", "peak": 1}, "end": "open",
                         "score": {"made": {"base": 10, "per_bid": 1},
                                   "over": {"base": 5}},  # nobody's total stays at 0
                         "trump": {"kind": "fixed", "suit": "S"},
                         "table_changes": True}).to_dict()


def shortcut(window: MainWindow, sequence: str) -> None:
    """A shortcut typed where the keyboard is: back in the window once a dialog closed."""
    window.activateWindow()  # as the window manager does when a dialog closes
    QApplication.processEvents()
    target = QApplication.focusWidget()
    if target is None or target.window() is not window:
        target = window
    QTest.keySequence(target, QKeySequence(sequence))


def one_hand(window: MainWindow, keys: Keys) -> None:
    """A hand of one card: everyone bids 0, the first bidder takes the trick."""
    entry = window.table.entry
    hand = window.controller.scorecard.current
    for _ in hand.table.seated:
        keys.press(entry, "0")
    keys.press(entry, Qt.Key.Key_Return)
    for i in range(len(hand.table.seated) - 1):  # the last one's tricks are filled in
        keys.press(entry, "1" if i == 0 else "0")
    keys.press(entry, Qt.Key.Key_Return)
    assert window.controller.scorecard.hands[hand.number - 1].complete


def test_join_leave_and_sit_out_by_keyboard_are_stored(
        qtbot, window: MainWindow, app_store: Store, keys: Keys) -> None:
    window.start_game("house", ["Ann", "Ben", "Cat"], "Ann", {"rules": RULES})
    game_id = window.controller.game_id
    one_hand(window, keys)
    assert window.join_action.isEnabled()
    seen: list[str] = []

    def join(dialog: QDialog) -> None:
        assert dialog.focusWidget() is dialog.name
        for ch in "Dan":
            QTest.keyClick(dialog.name, ch)
        QTest.keyClick(dialog.name, Qt.Key.Key_Tab)  # to "Sits after"
        assert dialog.focusWidget() is dialog.after
        QTest.keyClick(dialog.after, Qt.Key.Key_Down)  # Ben
        QTest.keyClick(dialog.after, Qt.Key.Key_Tab)  # to the start totals: 0 …
        assert dialog.focusWidget() is dialog.from_zero
        QTest.keyClick(dialog.from_zero, Qt.Key.Key_Down)  # … the lowest total now
        assert dialog.from_lowest.isChecked()
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)

    in_dialog(JoinDialog, join, seen)
    shortcut(window, "Ctrl+J")
    assert seen == ["Player joins"]
    stored = app_store.load_game(game_id).game.scorecard
    lowest = min(stored.hands[0].totals.values())
    assert lowest == 5 and stored.state.hands[1].joined == {"Dan": lowest}
    assert stored.state.hands[1].joined_after == {"Dan": "Ben"}
    assert stored.players == ("Ann", "Ben", "Cat", "Dan")

    def sit_out(dialog: QDialog) -> None:
        assert dialog.focusWidget() is dialog.player
        QTest.keyClick(dialog.player, Qt.Key.Key_Down)  # Ben
        QTest.keyClick(dialog.player, Qt.Key.Key_Return)

    in_dialog(PlayerDialog, sit_out, seen)
    shortcut(window, "Ctrl+Shift+O")
    assert seen[-1] == "Sits out next hand", seen
    assert app_store.load_game(game_id).game.scorecard.state.hands[1].sitting_out == ("Ben",)
    assert list(window.table.entry.cells) == ["Cat", "Ann", "Dan"]  # Dan deals hand 2
    one_hand(window, keys)

    def leave(dialog: QDialog) -> None:
        for _ in range(3):  # seat order: Ann, Ben, Dan (after Ben), Cat
            QTest.keyClick(dialog.player, Qt.Key.Key_Down)
        QTest.keyClick(dialog.player, Qt.Key.Key_Return)

    in_dialog(PlayerDialog, leave, seen)
    shortcut(window, "Ctrl+Shift+L")
    assert seen == ["Player joins", "Sits out next hand", "Player leaves"]
    stored = app_store.load_game(game_id).game.scorecard
    assert stored.state.hands[2].left == ("Cat",)
    model = window.table.scoreboard.model()
    ben = model.data(model.index(1, LEAD_COLUMNS + 1), CELL_ROLE)
    assert (ben.top, ben.away) == ("—", "sits out")
    shortcut(window, "Ctrl+Z")  # the leave is undone like any entry
    undone = app_store.load_game(game_id).game.scorecard
    assert len(undone.state.hands) == 2 and "Cat" in undone.current.table.seated


def test_a_refused_join_stays_open_with_the_reason(
        qtbot, window: MainWindow, app_store: Store, keys: Keys) -> None:
    window.start_game("house", ["Ann", "Ben", "Cat"], "Ann", {"rules": RULES})
    one_hand(window, keys)
    seen: list[str] = []

    def join(dialog: QDialog) -> None:
        for ch in "ben":
            QTest.keyClick(dialog.name, ch)
        QTest.keyClick(dialog.name, Qt.Key.Key_Return)
        assert dialog.isVisible() and "Ben is in the game already" in dialog.note.text()
        seen.append("refused")

    in_dialog(JoinDialog, join, seen)
    shortcut(window, "Ctrl+J")
    assert seen == ["Player joins", "refused"]
    assert app_store.load_game(window.controller.game_id).game.scorecard.players == (
        "Ann", "Ben", "Cat")


def test_the_actions_are_off_in_a_game_without_table_changes(window: MainWindow) -> None:
    window.start_game("oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann", {})
    assert not window.join_action.isEnabled()
    assert not window.sit_out_action.isEnabled()


def test_the_running_totals_chart_draws_a_joiner_from_the_hand_they_joined(qtbot) -> None:
    from PySide6.QtCharts import QChartView, QLineSeries
    from PySide6.QtWidgets import QWidget

    from scorekeeper.rules.scorecard_file import scorecard_from_document
    from scorekeeper.ui.shared.charts import running_totals_chart
    from tests.rules.test_table_changes_file import changed_document

    host = QWidget()
    qtbot.addWidget(host)
    card = scorecard_from_document(changed_document())
    view = running_totals_chart(card, host.palette(), host)
    chart = (view if isinstance(view, QChartView) else view.findChild(QChartView)).chart()
    lines = {s.name(): [(p.x(), p.y()) for p in s.points()] for s in chart.series()
             if isinstance(s, QLineSeries) and s.name() in card.players}
    assert set(lines) == {"Ann", "Ben", "Cat", "Dan"}
    assert lines["Dan"][0] == (2, 16)  # joined with 5 before hand 2, made 1: 16


def test_the_sit_out_and_leave_dialogs_speak_german(qtbot, german) -> None:
    from scorekeeper.rules import Game, SitOut
    from scorekeeper.ui.table.table_changes import leave_dialog, sit_out_dialog

    game = Game.new("house", ["Ann", "Ben", "Cat"], "Ann", {"rules": RULES})
    game.apply(SitOut("Ben"))
    asked: list[object] = []
    dialog = sit_out_dialog(game.scorecard, asked.append)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Setzt nächste Runde aus"
    assert [dialog.player.itemText(i) for i in range(dialog.player.count())] == [
        "Ann", "Ben (wieder dabei)", "Cat"]
    dialog.player.setCurrentIndex(1)
    assert dialog.command() == SitOut("Ben", out=False)  # the label chosen: Ben back in
    leave = leave_dialog(game.scorecard, asked.append)
    qtbot.addWidget(leave)
    assert leave.windowTitle() == "Spieler steigt aus"
