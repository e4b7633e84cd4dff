"""Charts, polished: whole-number ticks at round steps, a tally's axis named for what it
counts, and a sentence instead of empty axes for a game with no hands."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from PySide6.QtCharts import QChartView, QValueAxis
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel

from scorekeeper.rules.simulate import simulate
from scorekeeper.store import Store
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.shared.charts import running_totals_chart

ROUND = {f * 10**k for f in (1, 2, 5) for k in range(5)}


def value_axes(view: QChartView) -> list[QValueAxis]:
    return [a for a in view.chart().axes() if isinstance(a, QValueAxis)]


def ticks(axis: QValueAxis) -> list[float]:
    """Where the axis draws its ticks (and labels), as Qt places them."""
    low, high = axis.min(), axis.max()
    if axis.tickType() == QValueAxis.TickType.TicksFixed:
        count = axis.tickCount()
        return [low + i * (high - low) / (count - 1) for i in range(count)]
    step, anchor = axis.tickInterval(), axis.tickAnchor()
    first = anchor + step * -((anchor - low) // step)
    return [first + i * step for i in range(int((high - first) // step) + 1)]


@pytest.mark.parametrize(("game", "hands"), [("oh-hell-pw", None), ("oh-shit-misere", 5),
                                              ("whysteria", 17), ("shithead", 23)])
def test_ticks_are_whole_numbers_at_round_steps(qtbot, game: str, hands: int | None) -> None:
    card = simulate(random.Random(3), game, ["Ann", "Ben", "Cat", "Dan"], "Ann", hands=hands)
    view = running_totals_chart(card, QPalette())
    qtbot.addWidget(view)
    for axis in value_axes(view):
        at = ticks(axis)
        steps = {round(b - a, 9) for a, b in pairwise(at)}
        assert all(t == int(t) for t in at), (axis.titleText(), at)
        assert len(steps) == 1 and steps <= ROUND, (axis.titleText(), at)
        assert at[0] == axis.min() and at[-1] == axis.max()  # the ends are on ticks
        assert 3 <= len(at) <= 13 and axis.labelFormat() == "%d"
    hand_axis = next(a for a in value_axes(view) if a.titleText().startswith("hand"))
    assert hand_axis.max() >= len(card.completed)


@pytest.mark.parametrize(("mode", "counted"), [("loser", "losses"), ("winner", "wins")])
def test_a_tally_axis_says_what_it_counts(qtbot, mode: str, counted: str) -> None:
    card = simulate(random.Random(4), "shithead", ["Ann", "Ben", "Cat"], "Ann",
                    options={"mode": mode}, hands=6)
    view = running_totals_chart(card, QPalette())
    qtbot.addWidget(view)
    titles = {a.titleText() for a in value_axes(view)}
    assert titles == {"hand  (■ its dealer)", counted}


def test_a_game_with_no_hands_says_so(qtbot, window: MainWindow, app_store: Store) -> None:
    card = simulate(random.Random(5), "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann", hands=0)
    widget = running_totals_chart(card, QPalette())
    qtbot.addWidget(widget)
    assert isinstance(widget, QLabel) and widget.text() == "No hands played yet."
    (game_id,) = app_store.import_many([(card, "2026-11-21T12:00:00+00:00", None)])
    assert app_store.game_summary(game_id).hands_played == 0  # stored
    window.show_history()
    detail = window.history.detail
    window.history.table.selectRow(0)
    detail.tabs.setCurrentIndex(1)
    assert detail.summary.id == game_id
    assert detail.charts.findChildren(QChartView) == []
    shown = [label.text() for label in detail.charts.findChildren(QLabel)]
    assert shown == ["No hands played yet."]


def test_a_player_has_one_colour_in_every_chart_of_a_game(qtbot, store: Store) -> None:
    """The running totals and the exact bids give each player the same colour, even when
    the store lists the players in another order than their seats."""
    from PySide6.QtCharts import QBarSeries, QLineSeries

    from scorekeeper.ui.history.game_detail import GameDetail

    seats = ["Zoe", "Ann", "Max", "Ben"]  # not in the alphabetical order of the queries
    card = simulate(random.Random(8), "oh-hell-pw", seats, "Zoe")
    game_id = store.import_many([(card, "2026-11-01T20:00:00+00:00",
                                  "2026-11-01T22:00:00+00:00")])[0]
    detail = GameDetail(store)
    qtbot.addWidget(detail)
    detail.show_game(store.game_summary(game_id))
    detail.tabs.setCurrentWidget(detail.charts)
    views = detail.charts.findChildren(QChartView)
    lines = {s.name(): s.color().name() for v in views for s in v.chart().series()
             if isinstance(s, QLineSeries) and s.name() in seats}
    bars = {b.label(): b.color().name() for v in views for s in v.chart().series()
            if isinstance(s, QBarSeries) for b in s.barSets()}
    assert set(lines) == set(bars) == set(seats)
    assert lines == bars
    assert len(set(lines.values())) == len(seats)
