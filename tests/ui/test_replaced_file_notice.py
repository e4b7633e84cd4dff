"""At the table, a database file replaced under the app: the entry is stored at the
path and the window says what happened and where the games are."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from scorekeeper.store import Store
from scorekeeper.ui.main_window import MainWindow

from .conftest import Keys

pytestmark = pytest.mark.skipif(os.name != "posix", reason="inodes and renames of POSIX")


def test_a_replaced_file_is_said_in_the_window_and_the_entry_stored_at_the_path(
        qtbot, window: MainWindow, db_path: Path, keys: Keys) -> None:
    other = db_path.with_name("synced.db")
    Store(other).close()  # what a sync tool puts in its place: another database
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})
    entry = window.table.entry
    keys.press(entry, "2")  # Ben
    os.replace(other, db_path)
    with qtbot.waitSignal(window.controller.notice) as notice:
        keys.press(entry, "1")  # Cat: stored at the path, in the game followed there
    text = notice.args[0]
    saved = next(db_path.parent.glob("games.recovered-*.db"))
    assert "was replaced by another file" in text and str(saved) in text
    assert window.table.status.text() == text
    assert window.statusBar().currentMessage() == text
    keys.press(entry, "0")  # Ann: the game goes on at the path
    with Store(db_path) as store:
        (game_id,) = store.game_ids()
        hand = store.load_game(game_id).game.scorecard.current
    assert dict(hand.bids) == {"Ben": 2, "Cat": 1, "Ann": 0}
    assert window.controller.game_id == game_id
