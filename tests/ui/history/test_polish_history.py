"""History, polished: columns that fit or elide with the whole text in a tooltip, the
keyboard in the list, a detail pane that always shows the game selected, and exports
named after the day and the game."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCharts import QChartView
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from scorekeeper.rules.simulate import simulate
from scorekeeper.store import Store
from scorekeeper.ui.main_window import MainWindow

CLUB = ["Ann", "Ben", "Cat", "Dan", "Eve"]
LONG = "Maximiliana Featherstonehaugh"


@pytest.fixture
def club(app_store: Store) -> Store:
    rng = random.Random(8)
    games = []
    for day in range(1, 13):
        players = [*rng.sample(CLUB, 3), LONG]
        card = simulate(rng, "oh-hell-pw", players, players[0], hands=None if day % 4 else 0)
        games.append((card, f"2026-11-{day:02d}T12:00:00+00:00", None))
    app_store.import_many(games)
    return app_store


def selected_id(view) -> int | None:
    rows = view.table.selectionModel().selectedRows()
    return view.model.game_at(rows[0].row()).id if rows else None


def test_columns_fit_or_elide_with_the_whole_text_in_a_tooltip(window: MainWindow,
                                                               club: Store) -> None:
    window.show_history()
    view = window.history
    model, header = view.model, view.table.horizontalHeader()
    assert view.table.textElideMode() == Qt.TextElideMode.ElideRight
    metrics = QFontMetrics(view.table.font())
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column)
            shown = str(model.data(index, Qt.ItemDataRole.DisplayRole))
            assert model.data(index, Qt.ItemDataRole.ToolTipRole) == shown
        for column in (0, 4, 5):  # date, status, hands: always whole
            text = str(model.data(model.index(row, column)))
            assert metrics.horizontalAdvance(text) < header.sectionSize(column), text
    players = model.data(model.index(0, 2), Qt.ItemDataRole.ToolTipRole)
    assert LONG in players and players == club.history(limit=1)[0].players


def test_the_keyboard_starts_in_the_list_on_a_game_shown(window: MainWindow,
                                                         club: Store) -> None:
    window.show_history()
    view = window.history
    QApplication.processEvents()
    assert window.focusWidget() is view.table
    assert selected_id(view) is not None
    assert view.detail.summary is not None and view.detail.summary.id == selected_id(view)


def chart_players(detail) -> list[list[str]]:
    """The series of each chart in the charts tab, in the order of its tabs (widgets let
    go of are deleted first)."""
    from PySide6.QtWidgets import QTabWidget

    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    tabs = detail.charts.findChild(QTabWidget)
    views = [tabs.widget(i) for i in range(tabs.count())] if tabs is not None else []
    return [[s.name() for s in w.chart().series()] for w in views if isinstance(w, QChartView)]


def test_after_delete_and_undo_the_detail_shows_the_selected_game(
        qtbot, window: MainWindow, club: Store, monkeypatch) -> None:
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    window.show_history()
    view, detail = window.history, window.history.detail
    view.table.selectRow(2)
    detail.tabs.setCurrentIndex(1)  # the charts of the game chosen
    doomed = selected_id(view)
    assert detail.summary.id == doomed
    with qtbot.waitSignals([view.deletions_changed, view.model.modelReset]):
        detail.delete_button.click()
    assert club.in_trash(doomed)  # stored
    shown = selected_id(view)
    assert shown is not None and shown != doomed and detail.summary.id == shown
    assert view.table.currentIndex().row() == 2
    players = list(detail.scorecard.setup.players)
    running_totals = chart_players(detail)[0]  # the shown game's, not the deleted one's
    assert running_totals[:len(players)] == players

    with qtbot.waitSignals([view.deletions_changed, view.model.modelReset]):
        window.undo()  # Ctrl+Z in History
    assert not club.in_trash(doomed)  # stored
    assert selected_id(view) == doomed == detail.summary.id
    assert len(chart_players(detail)) >= 1
    assert detail.heading.text().startswith("Oh Hell (Pratt & Whitney)")


def test_export_suggests_a_name_from_the_day_and_the_game_and_says_where(
        window: MainWindow, club: Store, tmp_path: Path, monkeypatch) -> None:
    asked = {}

    def save_as(parent, title, suggested, filters):
        asked["suggested"] = suggested
        return str(tmp_path / Path(suggested).name), "PDF scorecard (*.pdf)"

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    window.show_history()
    view = window.history
    view.table.selectRow(0)
    game = view.detail.summary
    view.detail.export()
    name = Path(asked["suggested"]).name
    assert name == f"2026-11-12-oh-hell-pw-game-{game.id}.pdf" and game.started[:10] == \
        "2026-11-12"
    written = tmp_path / name
    assert written.read_bytes().startswith(b"%PDF")
    assert str(written) in window.statusBar().currentMessage()


@pytest.mark.parametrize(("typed", "chosen", "written", "magic"), [
    ("card", "PNG image (*.png)", "card.png", b"\x89PNG"),  # the chosen type's suffix
    ("card.csv", "PDF scorecard (*.pdf)", "card.csv", b"hand,"),  # the typed suffix wins
    ("card.doc", "PDF scorecard (*.pdf)", None, None),  # refused, as on the command line
])
def test_export_writes_the_format_the_name_says(window: MainWindow, club: Store,
                                                tmp_path: Path, monkeypatch, typed: str,
                                                chosen: str, written: str | None,
                                                magic: bytes | None) -> None:
    warned = []
    folder = tmp_path / "out"
    folder.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a: (str(folder / typed), chosen))
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warned.append(text))
    window.show_history()
    window.history.table.selectRow(0)
    window.history.detail.export()
    if written is None:
        assert list(folder.iterdir()) == []
        assert len(warned) == 1 and "cannot export to a .doc file" in warned[0]
        return
    assert warned == [] and [p.name for p in folder.iterdir()] == [written]
    assert (folder / written).read_bytes().startswith(magic)
