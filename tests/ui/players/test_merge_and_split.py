"""Players: Undo merge after the app was closed and opened again, and Split… — a dialog
listing the player's games with tick boxes, used by keyboard alone."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from scorekeeper.rules.simulate import simulate
from scorekeeper.store import HistoryFilter, Store
from scorekeeper.ui.main_window import MainWindow

from ..conftest import ThreadedStoreClient
from .test_polish_players import choose


def seed(store: Store) -> None:
    """Zed plays shithead with Cat twice; Ann plays Oh Hell three times."""
    rng = random.Random(5)
    games = [(simulate(rng, "shithead", ["Zed", "Cat"], "Zed"),
              f"2026-11-0{day}T12:00:00+00:00", None) for day in (1, 2)]
    games += [(simulate(rng, "oh-hell-pw", ["Ann", "Ben", "Dan"], "Ann"),
               f"2026-11-0{day}T20:00:00+00:00", None) for day in (3, 4, 5)]
    store.import_many(games)


def games_of(store: Store, name: str) -> list[int]:
    return sorted(g.id for g in store.history(HistoryFilter(player=name)))


def test_a_merge_is_undone_after_a_restart(qtbot, db_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("Ben", True))
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: pytest.fail(str(a)))
    # The app's store protocol, served from a thread: closed and opened again is what
    # this is about, not its process (tests/ui/conftest.py).
    store = ThreadedStoreClient(db_path)
    seed(store)
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.show_players()
    choose(window.players, "Zed")
    window.players.merge()
    assert "Zed" not in store.player_names()
    window.close()
    store.close()

    store = ThreadedStoreClient(db_path)  # the app opened again
    try:
        window = MainWindow(store)
        qtbot.addWidget(window)
        window.show()
        window.show_players()
        view = window.players
        assert view.undo_merge_button.isVisible()
        assert view.undo_merge_button.text() == "Undo merge of Zed  (Ctrl+Z)"
        view.undo_merge_button.click()
        assert games_of(store, "Zed") == [1, 2] and view.player() == "Zed"
        assert not view.undo_merge_button.isVisible()
        assert store.undoable_merges() == []
    finally:
        window.close()
        store.close()


@pytest.fixture
def club(app_store: Store) -> Store:
    seed(app_store)
    return app_store


def test_split_by_keyboard_moves_the_ticked_games(qtbot, window: MainWindow,
                                                  club: Store) -> None:
    window.show_players()
    view = window.players
    choose(view, "Ann")
    dialog = view.split_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.focusWidget() is dialog.games)
    ok = dialog.move_button
    assert dialog.games.count() == 3 and not ok.isEnabled()
    assert dialog.games.item(0).text().startswith("5 · ")  # the newest first
    qtbot.keyClick(dialog.games, Qt.Key.Key_Space)  # game 5
    qtbot.keyClick(dialog.games, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.games, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.games, Qt.Key.Key_Space)  # game 3
    assert dialog.chosen() == (5, 3)
    qtbot.keyClick(dialog.games, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.to
    qtbot.keyClicks(dialog.to, "Ben")  # Ben played in those: refused, nothing moves
    qtbot.keyClick(dialog.to, Qt.Key.Key_Return)
    assert dialog.isVisible() and "Ben also played in game" in dialog.error.text()
    assert games_of(club, "Ann") == [3, 4, 5]
    dialog.to.clear()
    qtbot.keyClicks(dialog.to, "Annie")
    with qtbot.waitSignal(view.records.changed) as changed:
        qtbot.keyClick(dialog.to, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert changed.args[0].game_ids == (3, 5)
    assert games_of(club, "Ann") == [4] and games_of(club, "Annie") == [3, 5]
    assert "Annie" in [view.list.item(i).data(Qt.ItemDataRole.UserRole)
                       for i in range(view.list.count())]


def test_split_lists_games_in_the_trash_too(window: MainWindow, club: Store) -> None:
    club.delete_game(4)
    window.show_players()
    choose(window.players, "Ann")
    dialog = window.players.split_dialog()
    texts = [dialog.games.item(i).text() for i in range(dialog.games.count())]
    assert [t.endswith("in the trash") for t in texts] == [False, True, False]
    dialog.deleteLater()
