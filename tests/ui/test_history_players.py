"""History model and view, game detail, players view, charts."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from scorekeeper.rules.simulate import simulate
from scorekeeper.store import HistoryFilter, Store
from scorekeeper.ui.history.history_model import HistoryModel
from scorekeeper.ui.main_window import MainWindow

CLUB = ["Ann", "Ben", "Cat", "Dan", "Eve"]


@pytest.fixture
def club(store: Store) -> Store:
    rng = random.Random(4)
    games = []
    for day in range(1, 31):
        game = ["oh-hell-pw", "oh-shit-misere", "whysteria", "shithead", "oh-shit-updown"][
            day % 5]
        players = rng.sample(CLUB, 3 if game != "shithead" else 4)
        card = simulate(rng, game, players, players[0], hands=2 if day == 30 else None)
        games.append((card, f"2026-10-{day:02d}T20:00:00+00:00", None))
    store.import_many(games)
    return store


def test_history_model_passes_the_model_tester(qtmodeltester, club: Store) -> None:
    model = HistoryModel(club)
    qtmodeltester.check(model, force_py=True)
    model.sort(5, Qt.SortOrder.AscendingOrder)
    qtmodeltester.check(model, force_py=True)


def test_history_model_fetches_pages_as_needed(club: Store, monkeypatch) -> None:
    monkeypatch.setattr("scorekeeper.ui.history.history_model.PAGE", 7)
    model = HistoryModel(club)
    assert (model.rowCount(), model.total) == (7, 30)
    while model.canFetchMore():
        model.fetchMore()
    assert model.rowCount() == 30
    ids = [model.data(model.index(r, 0), Qt.ItemDataRole.UserRole) for r in range(30)]
    assert ids == [g.id for g in club.history(limit=100)]


def test_history_filters_return_the_right_games(club: Store) -> None:
    model = HistoryModel(club)
    model.set_filter(HistoryFilter(player="ann", variant="whysteria"))
    expected = {g.id for g in club.history(limit=100)
                if g.variant == "whysteria" and "Ann" in g.players.split(", ")}
    got = {model.data(model.index(r, 0), Qt.ItemDataRole.UserRole)
           for r in range(model.rowCount())}
    assert got == expected and got


def test_history_view_shows_a_game_its_chart_and_deletes_with_undo(
    qtbot, window: MainWindow, club: Store, monkeypatch
) -> None:
    window.show_history()
    view = window.history
    assert view.count.text() == "30 games"
    view.status.setCurrentIndex(view.status.findData("in progress"))
    assert view.model.rowCount() == 1
    view.table.selectRow(0)
    detail = view.detail
    assert detail.resume_button.text() == "Resume" and detail.scorecard is not None
    detail.tabs.setCurrentIndex(1)
    assert detail.charts_layout.count() >= 1
    view.status.setCurrentIndex(0)
    view.table.selectRow(0)
    game_id = detail.summary.id
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    detail.delete_button.click()
    assert view.count.text() == "29 games"
    assert club.in_trash(game_id) and game_id not in {g.id for g in club.history(limit=50)}
    assert view.trash_button.text() == "&Trash (1)"  # Alt+T
    view.undo_delete.click()
    assert view.count.text() == "30 games" and not club.in_trash(game_id)


def test_players_view_renames_and_shows_statistics(qtbot, window: MainWindow, club: Store,
                                                   monkeypatch) -> None:
    window.show_players()
    view = window.players
    names = [view.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(view.list.count())]
    assert names == sorted(CLUB)
    view.list.setCurrentRow(0)
    assert view.heading.text() == "Ann"
    assert view.stats.rowCount() == len(club.player_stats("Ann"))
    from PySide6.QtWidgets import QInputDialog

    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Annie", True))
    view.rename()
    assert view.heading.text() == "Annie"
    assert "Annie" in club.player_names()
