"""Every screen's actions by keyboard alone: each key does what its menu or button
says, checked in what is stored (or the signal it sends), and the widget with the
keyboard always shows the focus ring."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox, QWidget

from scorekeeper.rules import Bid, Game, Stop, Tricks
from scorekeeper.store import Store
from scorekeeper.ui.dialogs.new_game import NewGameDialog
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.shared.focus_ring import FocusRings

TRIO = ["Ann", "Ben", "Cat"]


def key(window: MainWindow, sequence: str) -> None:
    """A shortcut typed wherever the keyboard is."""
    target = QApplication.focusWidget() or window
    QTest.keySequence(target, QKeySequence(sequence))


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def assert_ringed(widget: QWidget) -> None:
    """The focus ring stands round ``widget``, in its window."""
    rings = QApplication.instance().findChild(FocusRings)
    assert rings is not None and rings.target is widget
    ring = rings.ring
    assert ring.isVisible() and ring.parentWidget() is widget.window()
    where = QRect(widget.mapTo(widget.window(), widget.rect().topLeft()), widget.size())
    assert ring.geometry().contains(where)


@pytest.fixture
def dialogs(monkeypatch) -> list[dict]:
    """New game and Rematch dialogs, recorded instead of shown."""
    opened: list[dict] = []

    def record(self: NewGameDialog) -> int:
        opened.append({"players": self.players(), "rematch": self.rematch_of is not None})
        return 0

    monkeypatch.setattr(NewGameDialog, "exec", record)
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    return opened


def finished_game(store: Store, players: list[str] = TRIO) -> int:
    game = Game.new("whysteria", players, players[0], {"schedule": "constant", "cards": 1})
    while (bidder := game.scorecard.current.expected_bidder) is not None:
        game.apply(Bid(bidder, 0))
    game.apply(Tricks({p: int(p == players[1]) for p in players}))
    game.apply(Stop())
    return store.create_game(game)


def test_the_start_screen_by_keyboard(qtbot, window: MainWindow, app_store: Store,
                                      dialogs: list[dict]) -> None:
    done = finished_game(app_store)
    window.start_game("oh-shit-updown", TRIO, "Ann", {})
    unfinished = window.controller.game_id
    window.show_start()
    window.refresh_start()
    window.activateWindow()
    qtbot.waitUntil(lambda: focused() is window.start.unfinished)
    assert_ringed(window.start.unfinished)  # on the highlighted unfinished game
    window.table = None
    QTest.keyClick(focused(), Qt.Key.Key_Return)  # resumes it
    assert window.stack.currentWidget() is window.table
    assert window.controller.game_id == unfinished
    key(window, "Ctrl+Shift+H")  # back to the start screen
    qtbot.waitUntil(lambda: focused() is window.start.unfinished)
    QTest.keyClick(focused(), Qt.Key.Key_Tab)  # Resume
    assert focused() is window.start.resume_button and "Enter" in focused().text()
    assert_ringed(focused())
    QTest.keyClick(focused(), Qt.Key.Key_Tab)  # the recent games
    assert focused() is window.start.recent
    assert_ringed(focused())
    QTest.keyClick(focused(), Qt.Key.Key_End)
    assert window.start.recent.currentItem().data(Qt.ItemDataRole.UserRole) == done
    QTest.keyClick(focused(), Qt.Key.Key_Return)  # opens it
    assert window.controller.game_id == done
    key(window, "Ctrl+Shift+H")
    key(window, "Ctrl+N")
    assert dialogs == [{"players": [], "rematch": False}]
    assert any(b.text() == "Players  (Ctrl+Shift+P)"
               for b in window.start.findChildren(type(window.start.new_button)))
    key(window, "Ctrl+Shift+P")
    assert window.stack.currentWidget() is window.players
    key(window, "Ctrl+H")
    assert window.stack.currentWidget() is window.history


def test_the_table_by_keyboard(qtbot, window: MainWindow, app_store: Store,
                               dialogs: list[dict]) -> None:
    window.start_game("whysteria", TRIO, "Ann", {"schedule": "constant", "cards": 1})
    game_id = window.controller.game_id
    window.activateWindow()
    entry = window.table.entry
    qtbot.waitUntil(lambda: focused() is entry)
    assert_ringed(entry)
    for k in ("1", "1", "1", Qt.Key.Key_Return, "0", "1", Qt.Key.Key_Return):
        QTest.keyClick(entry, k)
    assert len(app_store.load_game(game_id).game.scorecard.completed) == 1
    key(window, "F6")  # the scorecard …
    assert focused() is window.table.scoreboard
    assert_ringed(focused())
    key(window, "F6")  # … and back
    assert focused() is entry
    key(window, "Ctrl+Shift+G")  # End game (asked, and yes)
    assert app_store.load_game(game_id).game.scorecard.over
    assert window.table.standings.rematch_button.isVisible()
    assert "Ctrl+R" in window.table.standings.rematch_button.text()
    key(window, "Ctrl+R")  # Rematch: the same players, asked as a rematch
    assert dialogs == [{"players": TRIO, "rematch": True}]
    key(window, "Ctrl+Z")  # reopened
    assert not app_store.load_game(game_id).game.scorecard.over


def test_the_tie_break_deal_by_keyboard(qtbot, window: MainWindow, app_store: Store,
                                        monkeypatch) -> None:
    from scorekeeper.rules import FINISHED
    from scorekeeper.ui.table.standings_panel import TiebreakDialog

    game = Game.new("oh-shit-misere", TRIO, "Ann")  # everyone bids 0, the dealer takes all
    while (hand := game.scorecard.current) is not None:
        while hand.expected_bidder is not None:
            game.apply(Bid(hand.expected_bidder, 0))
            hand = game.scorecard.current
        game.apply(Tricks({p: hand.cards if p == hand.dealer else 0 for p in TRIO}))
    card = game.scorecard
    assert card.status == FINISHED and card.tied_groups  # a tie no tie-breaker split
    window.open_game(app_store.create_game(game))
    opened: list[tuple[str, ...]] = []
    monkeypatch.setattr(TiebreakDialog, "exec", lambda self: opened.append(self.players) or 0)
    assert "Ctrl+Shift+T" in window.table.standings.tiebreak.text()
    key(window, "Ctrl+Shift+T")
    assert opened == [card.tied_groups[0]]


def test_history_by_keyboard(qtbot, window: MainWindow, app_store: Store,
                             dialogs: list[dict], monkeypatch, tmp_path: Path) -> None:
    from PySide6.QtPrintSupport import QPrintPreviewDialog
    from PySide6.QtWidgets import QFileDialog

    older = finished_game(app_store)
    newest = finished_game(app_store, ["Dan", "Eve"])
    key(window, "Ctrl+H")
    history = window.history
    window.activateWindow()
    qtbot.waitUntil(lambda: focused() is history.table)
    assert_ringed(history.table)
    assert history.detail.summary.id == newest
    detail = history.detail
    for button in (detail.resume_button, detail.rematch_button, detail.export_button,
                   detail.print_button, detail.delete_button):  # focused in turn
        QTest.keyClick(focused(), Qt.Key.Key_Tab)
        assert focused() is button
        assert_ringed(button)
    history.table.setFocus()
    QTest.keyClick(history.table, Qt.Key.Key_Delete)  # asked, and yes
    assert app_store.in_trash(newest)
    assert history.detail.summary.id == older
    key(window, "Ctrl+Z")
    assert not app_store.in_trash(newest)
    history.table.setFocus()
    QTest.keyClick(history.table, Qt.Key.Key_Home)
    assert history.detail.summary.id == newest
    target = tmp_path / "game.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    key(window, "Ctrl+Shift+E")
    assert target.exists() and "Dan" in target.read_text(encoding="utf-8")
    printed: list[bool] = []
    monkeypatch.setattr(QPrintPreviewDialog, "exec", lambda self: printed.append(True) or 0)
    key(window, "Ctrl+P")
    assert printed == [True]
    key(window, "Ctrl+R")
    assert dialogs == [{"players": ["Dan", "Eve"], "rematch": True}]
    key(window, "Ctrl+F")
    assert focused() is history.search
    history.table.setFocus()
    QTest.keyClick(history.table, Qt.Key.Key_Return)  # Enter opens the game chosen
    assert window.stack.currentWidget() is window.table
    assert window.controller.game_id == newest


def test_players_by_keyboard(qtbot, window: MainWindow, app_store: Store,
                             monkeypatch) -> None:
    finished_game(app_store)
    finished_game(app_store, ["Annie", "Ben", "Cat"])
    key(window, "Ctrl+Shift+P")
    players = window.players
    window.activateWindow()
    qtbot.waitUntil(lambda: focused() is players.list)
    assert_ringed(players.list)
    QTest.keyClick(players.list, Qt.Key.Key_Home)
    assert players.player() == "Ann"
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Anne", True))
    QTest.keyClick(players.list, Qt.Key.Key_F2)
    assert "Anne" in app_store.player_names() and "Ann" not in app_store.player_names()
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("Anne", True))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    for row in range(players.list.count()):
        if players.list.item(row).data(Qt.ItemDataRole.UserRole) == "Annie":
            players.list.setCurrentRow(row)
    QTest.keyClick(players.list, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert "Annie" not in app_store.player_names()  # merged into Anne
    assert window.undo_action.isEnabled()
    key(window, "Ctrl+Z")  # Undo merge
    assert "Annie" in app_store.player_names()


def test_every_menu_action_has_a_key(window: MainWindow) -> None:
    """Shown in the menu: a shortcut, or the key the screen answers (after a tab)."""
    window.start_game("oh-shit-updown", TRIO, "Ann", {})
    missing = [action.text() for menu in window.menus.values() for action in menu.actions()
               if not action.isSeparator() and action.shortcut().isEmpty()
               and "\t" not in action.text() and "About" not in action.text()]
    assert missing == []


def test_the_highlighted_game_stays_highlighted_when_the_start_screen_reads_again(
        qtbot, window: MainWindow, app_store: Store) -> None:
    for players in (TRIO, ["Dan", "Eve", "Fay"]):
        window.start_game("oh-shit-updown", players, players[0], {})
    first = window.controller.game_id  # the newest: listed first
    window.show_start()
    window.refresh_start()
    unfinished = window.start.unfinished
    unfinished.setCurrentRow(1)
    chosen = unfinished.currentItem().data(Qt.ItemDataRole.UserRole)
    assert chosen != first
    window.refresh_start()  # another process committed: the lists are read again
    assert unfinished.currentItem().data(Qt.ItemDataRole.UserRole) == chosen
    unfinished.setFocus()
    QTest.keyClick(unfinished, Qt.Key.Key_Return)
    assert window.controller.game_id == chosen
