"""The window while the store's process is stopped or killed: it says so, the entry
waits and is stored exactly once, and no key typed meanwhile lands on another player."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent

from scorekeeper.store import Store
from scorekeeper.store.client import StoreClient
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.shared.store_wait import StoreWait

from .conftest import Keys

pytestmark = [pytest.mark.skipif(os.name != "posix", reason="the store's own process: POSIX"),
              pytest.mark.store_process,  # stopped and killed: the real process
              pytest.mark.slow]  # each waits out a stall: handed out first, beside the rest


def stored_bids(db: Path, game_id: int) -> tuple[dict[str, int], int]:
    """The bids of the hand in play, and the log's length, as stored."""
    with Store(db) as store:
        game = store.load_game(game_id).game
    return dict(game.scorecard.current.bids), len(game.log)


def type_ahead(widget, text: str) -> None:
    """Keys as the window system delivers them while the app is busy (queued)."""
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QCoreApplication.postEvent(widget, QKeyEvent(
                kind, Qt.Key(ord(ch)), Qt.KeyboardModifier.NoModifier, ch))


def start(window: MainWindow, store: StoreClient, stall: float) -> None:
    store.stall_after = stall  # the app's 2 s: see tests/store/test_store_stalls.py
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat", "Dan"], "Ann", {})


def test_a_stopped_store_is_said_in_the_window_and_the_entry_stored_once(
        qtbot, window: MainWindow, app_store: StoreClient, db_path: Path,
        keys: Keys) -> None:
    start(window, app_store, 0.2)
    entry, controller = window.table.entry, window.controller
    said: list[tuple[str, str, str]] = []

    def stalled(text: str) -> None:
        said.append((text, window.table.status.text(), window.statusBar().currentMessage()))
        if len(said) == 1:
            type_ahead(entry, "1")  # typed while waiting: not for Cat
        else:
            os.kill(app_store.pid, signal.SIGCONT)  # said twice: the disk comes back

    controller.waiting.connect(stalled)
    os.kill(app_store.pid, signal.SIGSTOP)
    with qtbot.waitSignal(controller.resumed, timeout=10000) as resumed:
        keys.press(entry, "2")  # Ben: waits for the stopped store
    qtbot.wait(100)
    assert [s[0][:38] for s in said] == ["The database has not answered for 1 s.",
                                         "The database has not answered for 2 s."]
    for text, table_status, status_bar in said:  # in the window, with what waits
        assert "Waiting to store: Ben's bid of 2." in text
        assert table_status == text and status_bar == text
    assert "ignored" in resumed.args[0] and "ignored" in window.table.status.text()
    assert stored_bids(db_path, controller.game_id) == ({"Ben": 2}, 1)  # once
    assert entry.selected == "Cat"  # the key typed while waiting went to nobody
    keys.press(entry, "1")
    assert stored_bids(db_path, controller.game_id) == ({"Ben": 2, "Cat": 1}, 2)


def test_keys_typed_during_a_short_wait_go_to_the_players_they_were_for(
        qtbot, window: MainWindow, app_store: StoreClient, db_path: Path,
        keys: Keys) -> None:
    start(window, app_store, 30.0)
    entry = window.table.entry
    pid = app_store.pid
    os.kill(pid, signal.SIGSTOP)
    QTimer.singleShot(0, lambda: type_ahead(entry, "10"))  # Cat 1, Dan 0, typed ahead
    QTimer.singleShot(300, lambda: os.kill(pid, signal.SIGCONT))
    keys.press(entry, "2")  # Ben
    qtbot.waitUntil(lambda: entry.selected == "Ann", timeout=5000)
    assert stored_bids(db_path, window.controller.game_id) == (
        {"Ben": 2, "Cat": 1, "Dan": 0}, 3)


def test_a_killed_store_is_restarted_and_the_waiting_entry_stored_once(
        qtbot, window: MainWindow, app_store: StoreClient, db_path: Path,
        keys: Keys) -> None:
    start(window, app_store, 0.2)
    entry, controller = window.table.entry, window.controller
    first = app_store.pid
    controller.waiting.connect(lambda _text: app_store.pid == first
                               and os.kill(first, signal.SIGKILL))
    os.kill(first, signal.SIGSTOP)
    with qtbot.waitSignal(controller.resumed, timeout=10000):
        keys.press(entry, "2")
    assert app_store.restarts == 1 and app_store.pid != first
    assert stored_bids(db_path, controller.game_id) == ({"Ben": 2}, 1)
    keys.press(entry, "0")
    assert stored_bids(db_path, controller.game_id) == ({"Ben": 2, "Cat": 0}, 2)


def test_any_call_that_stalls_is_said_in_the_status_line(
        qtbot, window: MainWindow, app_store: StoreClient) -> None:
    app_store.stall_after = 0.2
    wait = StoreWait.of(app_store)
    assert wait is not None
    said: list[str] = []

    def stalled(text: str) -> None:
        said.append(window.statusBar().currentMessage())
        os.kill(app_store.pid, signal.SIGCONT)

    wait.stalled.connect(stalled)
    os.kill(app_store.pid, signal.SIGSTOP)
    with qtbot.waitSignal(wait.answered, timeout=10000):
        assert app_store.history() == []  # History reading the games, say
    assert said and said[0].startswith("The database has not answered for 1 s.")
    assert "Waiting for it." in said[0]
