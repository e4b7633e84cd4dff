"""An open History follows what other processes commit (an import, a restore, a
delete from the command line, a second window), never offers to resume a deleted
game, and a new filter starts at the top."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.rules import Game
from scorekeeper.store import GameInTrashError, GameSession, Store
from scorekeeper.store.commands import DeleteGame, RestoreGame
from scorekeeper.ui.main_window import MainWindow

PLAYERS = ["Ann", "Ben", "Cat"]


def add_games(store: Store, count: int, players: list[str] = PLAYERS) -> list[int]:
    return [store.create_game(Game.new("oh-shit-updown", players, players[0]))
            for _ in range(count)]


def shown_ids(window: MainWindow) -> set[int]:
    model = window.history.model
    return {model.game_at(row).id for row in range(model.rowCount())}


@pytest.fixture(autouse=True)
def look_often(monkeypatch) -> None:
    """Screens look for other processes' commits ten times a second here (once in the
    app): the same code, sooner."""
    from scorekeeper.ui.shared import records_controller

    monkeypatch.setattr(records_controller, "LOOK_EVERY_MS", 100)


@pytest.fixture
def elsewhere(db_path: Path):
    """Another connection to the same database: the command line, another window."""
    with Store(db_path) as other:
        yield other


def test_an_open_history_shows_what_another_process_did(qtbot, window: MainWindow,
                                                        app_store: Store,
                                                        elsewhere: Store) -> None:
    first, second = add_games(app_store, 2)
    window.show_history()
    assert shown_ids(window) == {first, second}
    elsewhere.run(DeleteGame(first))  # `scorekeeper delete`
    qtbot.waitUntil(lambda: shown_ids(window) == {second})
    (imported,) = add_games(elsewhere, 1, ["Dan", "Eve", "Fay"])  # `scorekeeper import`
    qtbot.waitUntil(lambda: shown_ids(window) == {second, imported})
    elsewhere.run(RestoreGame(first))  # `scorekeeper restore`
    qtbot.waitUntil(lambda: shown_ids(window) == {first, second, imported})
    assert window.history.isVisible()  # caught up while on show, never shown again


def test_resume_is_never_offered_for_a_game_deleted_elsewhere(qtbot, window: MainWindow,
                                                              app_store: Store,
                                                              elsewhere: Store,
                                                              monkeypatch) -> None:
    errors: list[str] = []
    monkeypatch.setattr(window, "error", errors.append)
    (game_id,) = add_games(app_store, 1)
    window.show_history()
    detail = window.history.detail
    assert detail.summary.id == game_id and detail.resume_button.isEnabled()
    elsewhere.run(DeleteGame(game_id))
    detail.resume_button.click()  # before History has looked again
    assert window.table is None  # not resumed
    assert not detail.resume_button.isEnabled()
    assert "trash" in window.statusBar().currentMessage()
    detail.show_game(app_store.game_summary(game_id))  # shown as it now is
    assert not detail.resume_button.isEnabled() and "deleted" in detail.heading.text()
    window.open_game(game_id)  # any other way in is refused too
    assert window.table is None and "trash" in errors[0]


def test_a_game_in_the_trash_cannot_be_resumed(store: Store) -> None:
    (game_id,) = add_games(store, 1)
    store.run(DeleteGame(game_id))
    with pytest.raises(GameInTrashError, match="trash"):
        GameSession.resume(store, game_id)


def test_a_new_filter_scrolls_to_the_top(qtbot, window: MainWindow, app_store: Store) -> None:
    add_games(app_store, 80)
    add_games(app_store, 40, ["Dan", "Eve", "Fay"])
    window.show_history()
    history = window.history
    bar = history.table.verticalScrollBar()
    history.table.scrollToBottom()
    assert bar.value() > 0
    history.search.setText("a")  # Ann, Cat, Dan, Fay: every game, from the top
    assert bar.value() == 0


def test_catching_up_keeps_the_notes_being_typed_and_the_scroll(
        qtbot, window: MainWindow, app_store: Store, elsewhere: Store) -> None:
    ids = add_games(app_store, 60)
    window.show_history()
    history = window.history
    bar = history.table.verticalScrollBar()
    history.detail.tabs.setCurrentIndex(2)
    qtbot.keyClicks(history.detail.notes, "At Cat's")  # typed, not yet saved
    history.table.scrollToBottom()
    scrolled = bar.value()
    assert scrolled > 0
    elsewhere.run(DeleteGame(ids[0]))  # the oldest game, at the bottom
    qtbot.waitUntil(lambda: ids[0] not in shown_ids(window))
    assert history.detail.summary.id == ids[-1]
    assert history.detail.notes.toPlainText() == "At Cat's"  # as typed
    assert bar.value() == min(scrolled, bar.maximum())  # where the user left it
    history.detail.save_notes()
    assert app_store.notes(ids[-1]) == "At Cat's"
