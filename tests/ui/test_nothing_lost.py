"""At the table, nothing typed is lost: other windows, file dialogs, restarts, trash."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QFileSystemModel, QMessageBox

from scorekeeper.store import Store, open_app_store
from scorekeeper.store.errors import DatabaseLockedError, StaleGameError
from scorekeeper.ui.history.trash_dialog import TrashDialog
from scorekeeper.ui.main_window import MainWindow

from .conftest import Keys

# A file dialog in the window's process and a database kept busy by another program:
# the store's real process (marked below). The tests that open their own stores start
# them as the app does; the rest are served from a thread, as in every other UI test.


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "scorekeeper", *args], capture_output=True,
                          text=True, timeout=60)


def stored_bids(db: Path, game_id: int) -> dict[str, int]:
    """The bids of the hand in play as another process reads them from the database."""
    out = cli("export", str(game_id), "--format", "json", "--db", str(db))
    assert out.returncode == 0, out.stderr
    hands = json.loads(out.stdout)["hands"]
    return hands[-1]["bids"] if hands else {}


@pytest.mark.store_process
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/locks")
def test_an_entry_after_the_export_dialog_browsed_the_database_folder_is_stored(
        qtbot, window: MainWindow, db_path: Path, keys: Keys) -> None:
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})
    entry = window.table.entry
    keys.press(entry, "2")  # Ben
    seen: list[str] = []

    def browse_and_cancel() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QFileDialog)
        dialog.setDirectory(str(db_path.parent))  # the folder that holds the database
        listing = dialog.findChild(QFileSystemModel)  # it lists the folder (in a thread)
        folder = listing.index(str(db_path.parent))
        qtbot.waitUntil(lambda: listing.rowCount(folder) >= 1, timeout=5000)
        seen.append(dialog.directory().absolutePath())
        for suffix in ("", "-wal", "-shm"):  # what an icon or MIME sniffer does
            if Path(f"{db_path}{suffix}").exists():
                os.close(os.open(f"{db_path}{suffix}", os.O_RDONLY))
        dialog.reject()

    QTimer.singleShot(100, browse_and_cancel)
    window.export_current()
    assert seen == [str(db_path.parent)]
    assert cli("list", "--db", str(db_path)).returncode == 0  # another process reads
    keys.press(entry, "1")  # Cat
    assert stored_bids(db_path, window.controller.game_id) == {"Ben": 2, "Cat": 1}
    assert dict(window.controller.scorecard.current.bids) == {"Ben": 2, "Cat": 1}


def test_a_stale_window_is_refused_reloaded_and_stores_nothing(
        qtbot, db_path: Path, keys: Keys) -> None:
    stores = [open_app_store(db_path), open_app_store(db_path)]
    try:
        first, second = (MainWindow(s) for s in stores)
        for win in (first, second):
            qtbot.addWidget(win)
        first.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})
        game_id = first.controller.game_id
        second.open_game(game_id)  # window B resumes before A goes on
        keys.press(first.table.entry, "2")  # A: Ben bids 2
        with qtbot.waitSignal(second.controller.refused) as refused:
            keys.press(second.table.entry, "5")  # typed on B's stale view
        error = refused.args[0]  # the store's typed error, not words to search
        assert isinstance(error, StaleGameError)
        assert str(error) == "This game was changed in another window; it has been reloaded."
        assert "changed in another window" in second.table.status.text()
        assert dict(second.controller.scorecard.current.bids) == {"Ben": 2}
        assert second.table.entry.selected == "Cat"  # the next key goes to the right player
        keys.press(second.table.entry, "1")
        assert stored_bids(db_path, game_id) == {"Ben": 2, "Cat": 1}
        first.close()
        second.close()
    finally:
        for store in stores:
            store.close()


def test_typed_trick_counts_are_stored_and_come_back(
        qtbot, window: MainWindow, app_store: Store, keys: Keys) -> None:
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})
    entry = window.table.entry
    for key in ("2", "1", "3", Qt.Key.Key_Return, "3", "1"):  # bids; Ben 3, Cat 1 tricks
        keys.press(entry, key)
    game_id = window.controller.game_id
    assert app_store.draft(game_id) == (1, {1: 3, 2: 1})  # by seat, before any Enter
    keys.press(entry, Qt.Key.Key_Backspace)  # Cat's 1 taken back: gone from disk too
    assert app_store.draft(game_id) == (1, {1: 3})
    keys.press(entry, "1")
    # The app is closed (or killed) here; a new window on the database resumes.
    again = MainWindow(app_store)
    qtbot.addWidget(again)
    again.open_game(game_id)
    assert again.table.entry.tricks == {"Ben": 3, "Cat": 1}
    assert again.table.entry.cells["Ann"].value.text() == "3"  # filled in: 7 − 3 − 1
    keys.press(again.table.entry, Qt.Key.Key_Return)
    hand = app_store.load_game(game_id).game.scorecard.hands[0]
    assert hand.complete and dict(hand.tricks) == {"Ann": 3, "Ben": 3, "Cat": 1}
    assert app_store.draft(game_id) is None


def test_trash_restores_and_empties(qtbot, window: MainWindow, app_store: Store,
                                    monkeypatch) -> None:
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})
    first = window.controller.game_id
    window.start_game("whysteria", ["Dan", "Eve"], "Dan", {})
    second = window.controller.game_id
    app_store.delete_game(first)
    app_store.delete_game(second)
    dialog = TrashDialog(app_store, window, window.records)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.table.rowCount() == 2 and dialog.table.item(0, 0).text() == str(second)
    with qtbot.waitSignal(window.records.changed) as changed:
        dialog.restore_button.click()  # the last deleted is selected first
    assert changed.args[0].game_ids == (second,) and changed.args[0].history
    assert not app_store.in_trash(second) and app_store.in_trash(first)
    assert dialog.table.rowCount() == 1  # refreshed from the change
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    dialog.empty_button.click()
    assert app_store.trash() == [] and app_store.game_summary(first) is None
    assert dialog.table.rowCount() == 0 and not dialog.restore_button.isEnabled()


def test_keys_typed_while_the_database_is_busy_never_land_on_another_player(
        qtbot, db_path: Path, keys: Keys) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtGui import QKeyEvent

    store = open_app_store(db_path)
    store.close()
    store = type(store)(db_path, timeout=0.3)  # the app's store, waiting 0.3 s, not 5
    blocker = sqlite3.connect(db_path, isolation_level=None)
    try:
        window = MainWindow(store)
        qtbot.addWidget(window)
        window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat", "Dan"], "Dan", {})
        entry = window.table.entry
        blocker.execute("BEGIN IMMEDIATE")  # another program holds the database …
        # … and is done just as the first key's wait runs out.
        window.controller.refused.connect(lambda _text: blocker.in_transaction
                                          and blocker.rollback())
        for digit in "210":  # typed ahead while the app waited for the database
            QCoreApplication.postEvent(entry, QKeyEvent(
                QEvent.Type.KeyPress, Qt.Key(ord(digit)), Qt.KeyboardModifier.NoModifier,
                digit))
        with qtbot.waitSignal(window.controller.refused, timeout=5000) as refused:
            pass
        QCoreApplication.sendPostedEvents()  # keys still queued now would be delivered
        QCoreApplication.processEvents()
        assert isinstance(refused.args[0], DatabaseLockedError)
        shown = window.table.status.text()
        assert "busy" in shown and "type them again" in shown
        # Nothing typed during the wait was taken for somebody else's bid.
        assert stored_bids(db_path, window.controller.game_id) == {}
        assert entry.selected == "Ann" and "Ann to bid" in entry.prompt.text()
        keys.press(entry, "2")
        assert stored_bids(db_path, window.controller.game_id) == {"Ann": 2}
        window.close()
    finally:
        blocker.close()
        store.close()
