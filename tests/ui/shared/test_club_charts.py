"""The charts people look at, as drawn: axis labels that are numbers (never "…", also
in a short chart with large type), one colour per player in every chart (the club's),
names as typed, a one-game rating as a dot, and F7 to the charts from the table,
History and Players."""

from __future__ import annotations

import contextlib
import random
import re

import pytest
import shiboken6
from PySide6.QtCharts import (
    QBarSeries,
    QChartView,
    QLineSeries,
    QScatterSeries,
)
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QKeySequence, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsTextItem, QWidget

from scorekeeper.club.charts.colours import club_colours
from scorekeeper.club.ratings import SHARED
from scorekeeper.rules.simulate import simulate
from scorekeeper.store import Store
from scorekeeper.ui.club.rating_chart import rating_chart, ratings_chart
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.shared.charts import charts_of_game
from tests.club.report_club import seed_report_club

LONG = [f"{letter}lexandra Featherstonehaugh-Wolfeschlegel"[:40] for letter in "ABCDEFG"]
TEXT_ITEM = 8  # QGraphicsTextItem::Type
NUMBER = re.compile(r"-?\d+%?")


def drawn_texts(view: QChartView) -> list[tuple[str, str]]:
    """(kind, text) of every text the chart draws, as QtCharts laid it out: "label"
    for an axis' tick labels, "text" for titles and the legend."""
    out = []
    for item in view.scene().items():
        if item.type() != TEXT_ITEM or not item.isVisible():
            continue
        obj = item.toGraphicsObject()
        text = shiboken6.wrapInstance(shiboken6.getCppPointer(obj)[0], QGraphicsTextItem)
        kind = "label" if obj.metaObject().className().endswith("AxisLabel") else "text"
        out.append((kind, text.toPlainText()))
    return out


def shown(qtbot, widget: QWidget, width: int = 700, height: int = 260) -> QChartView:
    view = widget if isinstance(widget, QChartView) else widget.findChild(QChartView)
    assert view is not None
    qtbot.addWidget(view)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    settled(qtbot, view)
    return view


def settled(qtbot, view: QChartView) -> None:
    """Wait until the chart is laid out and its ticks fitted to that layout (the labels
    stop changing); a chart whose labels stay cut fails the caller's check."""
    seen: list[list[str]] = []

    def still() -> bool:
        seen.append(value_labels(view))
        return len(seen) > 2 and seen[-1] == seen[-2] == seen[-3] and all(
            "..." not in t and "…" not in t for t in seen[-1])

    with contextlib.suppress(AssertionError):  # cut labels: the caller's check says which
        qtbot.waitUntil(still, timeout=3000)


def value_labels(view: QChartView) -> list[str]:
    return [text for kind, text in drawn_texts(view) if kind == "label"]


@pytest.mark.parametrize("labels_pt", [None, 18])  # the type's size, and much larger
def test_every_axis_label_is_a_whole_number(qtbot, labels_pt: int | None) -> None:
    card = simulate(random.Random(3), "oh-hell-pw", LONG, LONG[0])
    for title, widget in charts_of_game(card, QPalette()):
        view = shown(qtbot, widget)
        if labels_pt:
            for axis in view.chart().axes():
                font = QFont(axis.labelsFont())
                font.setPointSize(labels_pt)
                axis.setLabelsFont(font)
            settled(qtbot, view)
        labels = value_labels(view)
        numbers = [t for t in labels if NUMBER.fullmatch(t)]
        assert len(numbers) >= 2, (title, labels)  # the value axis: both ends at least
        assert not [t for t in labels if "…" in t or "..." in t], (title, labels)


def test_a_rating_axis_is_numbers_and_one_game_is_a_dot(qtbot, store: Store) -> None:
    seed_report_club(store)
    book = SHARED.book(store, "whysteria")
    view = shown(qtbot, rating_chart(book.points("Fay"), QPalette(), player="Fay"))
    labels = value_labels(view)
    assert [t for t in labels if NUMBER.fullmatch(t)] and "…" not in "".join(labels)
    dots = [s for s in view.chart().series() if isinstance(s, QScatterSeries) and s.count()]
    assert [d.count() for d in dots] == [1] and dots[0].isVisible()
    assert dots[0].markerSize() >= 6
    together = shown(qtbot, ratings_chart({p: book.points(p) for p in ("Eve", "Fay", "Dan")},
                                          QPalette()))
    marks = {s.color().name(): s.count() for s in together.chart().series()
             if isinstance(s, QScatterSeries)}
    lines = {s.name(): s.color().name() for s in together.chart().series()
             if isinstance(s, QLineSeries) and not isinstance(s, QScatterSeries)}
    assert marks[lines["Fay"]] == 1  # Fay's one game, in Fay's colour


def colours_in(view: QChartView) -> dict[str, set[str]]:
    """Each player's colours in a chart: their line's, their dealer marks' (by the
    line they sit on) and their bars'."""
    out: dict[str, set[str]] = {}
    chart = view.chart()
    for series in chart.series():
        if isinstance(series, QBarSeries):
            for bar in series.barSets():
                out.setdefault(bar.label(), set()).add(bar.color().name())
        elif isinstance(series, QLineSeries) and series.name():
            out.setdefault(series.name(), set()).add(series.color().name())
    return out


def test_a_player_has_the_clubs_colour_in_every_chart(qtbot, window: MainWindow,
                                                      app_store: Store) -> None:
    club = seed_report_club(app_store)
    expected = club_colours(app_store.club_seatings())
    seen: dict[str, set[str]] = {}
    window.show_history()
    view = window.history
    for played in club[-6:]:
        row = next(r for r in range(view.model.rowCount())
                   if view.model.game_at(r).id == played.id)
        view.table.selectRow(row)
        qtbot.waitUntil(lambda p=played: view.detail.summary is not None
                        and view.detail.summary.id == p.id)
        view.detail.tabs.setCurrentWidget(view.detail.charts)
        for chart in view.detail.charts.findChildren(QChartView):
            for player, colours in colours_in(chart).items():
                seen.setdefault(player, set()).update(colours)
        # the dealer marks sit on the dealer's line in the dealer's colour
        for chart in view.detail.charts.findChildren(QChartView):
            lines = {s.name(): s for s in chart.chart().series()
                     if type(s) is QLineSeries}
            for marks in chart.chart().series():
                if isinstance(marks, QScatterSeries) and marks.count() and \
                        marks.markerShape() == QScatterSeries.MarkerShape.MarkerShapeRectangle:
                    owner = next(n for n, line in lines.items()
                                 if set(map(tuple, ((p.x(), p.y()) for p in marks.points())))
                                 <= {(p.x(), p.y()) for p in line.points()})
                    assert marks.color().name() == expected[owner]
    window.show_players()
    players = window.players
    for name in ("Ann", "Eve"):
        players.list.setCurrentRow(next(r for r in range(players.list.count())
                                        if players.list.item(r).data(Qt.ItemDataRole.UserRole)
                                        == name))
        tabs = players.chart_tabs  # the pages shown (those replaced go when Qt comes round)
        for chart in (tabs.widget(i) for i in range(tabs.count())):
            assert isinstance(chart, QChartView)
            for series in chart.chart().series():
                if isinstance(series, QLineSeries | QBarSeries):
                    colour = (series.barSets()[0].color() if isinstance(series, QBarSeries)
                              else series.color()).name()
                    seen.setdefault(name, set()).add(colour)
    window.show_leaderboard()
    for chart in window.leaderboard.findChildren(QChartView):
        for player, colours in colours_in(chart).items():
            seen.setdefault(player, set()).update(colours)
    assert {p: c for p, c in seen.items() if p in expected} == {
        p: {expected[p]} for p in seen if p in expected}
    assert {"Ann", "Ben", "Cat", "Dan", "Eve"} <= set(seen)


def test_names_show_as_typed_in_legends_and_titles(qtbot) -> None:
    players = ["<b>Al</b>", "Bo & <i>Co</i>", "Cy"]
    card = simulate(random.Random(5), "whysteria", players, players[0],
                    options={"schedule": "constant", "cards": 3})
    for title, widget in charts_of_game(card, QPalette()):
        view = shown(qtbot, widget, 1000, 400)
        texts = [text for kind, text in drawn_texts(view) if kind == "text"]
        for name in players:
            assert name in texts, (title, texts)  # the legend's label, as typed
    from scorekeeper.club.ratings import RatingPoint

    point = RatingPoint(1, "2026-05-08T12:00:00+00:00", 27.0, 7.0)
    view = shown(qtbot, rating_chart([point], QPalette(), "<b>Al</b>: rating",
                                     player="<b>Al</b>"), 1000, 400)
    assert "<b>Al</b>: rating" in [t for k, t in drawn_texts(view) if k == "text"]


def test_f7_shows_the_charts_from_history_the_table_and_players(
        qtbot, window: MainWindow, app_store: Store, monkeypatch) -> None:
    from scorekeeper.ui.club.charts_dialog import ChartsDialog

    seed_report_club(app_store)
    window.show_history()
    view = window.history
    qtbot.waitUntil(lambda: view.model.rowCount() > 0)
    view.table.selectRow(0)
    qtbot.waitUntil(lambda: view.detail.scorecard is not None)
    window.activateWindow()
    QTest.keySequence(view.table, QKeySequence("F7"))
    assert view.detail.tabs.currentWidget() is view.detail.charts
    tabs = view.detail.chart_tabs
    assert tabs is not None and tabs.count() == 3  # a game with bids: its three charts
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tabs.tabBar())
    first = tabs.currentIndex()
    QTest.keySequence(tabs.tabBar(), QKeySequence("F7"))
    assert tabs.currentIndex() == (first + 1) % tabs.count()

    opened: list[ChartsDialog] = []
    monkeypatch.setattr(ChartsDialog, "exec", lambda self: opened.append(self) or 0)
    window.start_game("oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann", {})
    QTest.keySequence(window, QKeySequence("F7"))
    (dialog,) = opened
    qtbot.addWidget(dialog)
    assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == ["Running totals"]

    window.show_players()
    players = window.players
    qtbot.waitUntil(lambda: players.chart_tabs.count() > 0)
    QTest.keySequence(players.list, QKeySequence("F7"))
    qtbot.waitUntil(lambda: QApplication.focusWidget() is players.chart_tabs.tabBar())
    before = players.chart_tabs.currentIndex()
    QTest.keySequence(players.chart_tabs.tabBar(), QKeySequence("F7"))
    assert players.chart_tabs.currentIndex() == (before + 1) % players.chart_tabs.count()
