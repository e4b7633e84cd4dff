"""Charts with QtCharts, in the window's palette (dark mode included).

Imported only when a chart is first shown: QtCharts is not needed to start the app.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QChartView,
    QLineSeries,
    QScatterSeries,
    QValueAxis,
)
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette
from PySide6.QtWidgets import QWidget

from ..rules import Scorecard

COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2",
           "#17becf", "#bcbd22", "#7f7f7f"]


def _styled(chart: QChart, palette: QPalette) -> QChart:
    chart.setBackgroundBrush(palette.color(QPalette.ColorRole.Base))
    chart.setBackgroundRoundness(0)
    text = palette.color(QPalette.ColorRole.Text)
    chart.setTitleBrush(text)
    chart.legend().setLabelColor(text)
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    grid = QColor(text)
    grid.setAlpha(50)
    for axis in chart.axes():
        axis.setLabelsColor(text)
        axis.setTitleBrush(text)
        axis.setGridLineColor(grid)
        axis.setLinePenColor(grid)
    return chart


def _view(chart: QChart, parent: QWidget | None) -> QChartView:
    view = QChartView(chart, parent)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setMinimumHeight(260)
    return view


def running_totals_chart(card: Scorecard, palette: QPalette,
                         parent: QWidget | None = None) -> QChartView:
    """Each player's running total hand by hand; P&W resets are marked."""
    chart = QChart()
    chart.setTitle("Running totals")
    hands = [h for h in card.completed if h.totals]
    resets = QScatterSeries()
    resets.setName("reset to 0")
    resets.setMarkerSize(11)
    resets.setColor(QColor("#ef6c00"))
    low, high = 0, 1
    for index, player in enumerate(card.setup.players):
        series = QLineSeries()
        series.setName(player)
        series.setColor(QColor(COLOURS[index % len(COLOURS)]))
        pen = series.pen()
        pen.setWidthF(2.4)
        series.setPen(pen)
        series.append(QPointF(0, 0))
        for hand in hands:
            total = hand.totals[player]  # type: ignore[index]
            series.append(QPointF(hand.number, total))
            low, high = min(low, total), max(high, total)
            if player in hand.resets:
                resets.append(QPointF(hand.number, total))
        chart.addSeries(series)
    if resets.count():
        chart.addSeries(resets)
    x_axis = QValueAxis()
    x_axis.setTitleText("hand")
    x_axis.setLabelFormat("%d")
    x_axis.setRange(0, max(1, len(hands)))
    x_axis.setTickCount(min(max(2, len(hands) + 1), 12))
    y_axis = QValueAxis()
    y_axis.setTitleText("total")
    y_axis.setLabelFormat("%d")
    y_axis.setRange(low - 2, high + 2)
    y_axis.applyNiceNumbers()
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    for series in chart.series():
        series.attachAxis(x_axis)
        series.attachAxis(y_axis)
    return _view(_styled(chart, palette), parent)


def exact_rate_chart(rows: Sequence[tuple[str, int, int, int]], palette: QPalette,
                     title: str = "Exact bids by hand size",
                     parent: QWidget | None = None) -> QChartView:
    """Share of hands bid exactly, by player and by the number of cards."""
    chart = QChart()
    chart.setTitle(title)
    sizes = sorted({cards for _, cards, _, _ in rows})
    players = list(dict.fromkeys(player for player, _, _, _ in rows))
    series = QBarSeries()
    for index, player in enumerate(players):
        bar = QBarSet(player)
        bar.setColor(QColor(COLOURS[index % len(COLOURS)]))
        rates = {cards: 100.0 * exact / hands for p, cards, hands, exact in rows
                 if p == player and hands}
        for cards in sizes:
            bar.append(rates.get(cards, 0.0))
        series.append(bar)
    chart.addSeries(series)
    x_axis = QBarCategoryAxis()
    x_axis.append([str(s) for s in sizes] or ["–"])
    x_axis.setTitleText("cards in the hand")
    y_axis = QValueAxis()
    y_axis.setRange(0, 100)
    y_axis.setLabelFormat("%d%%")
    y_axis.setTitleText("bid exactly")
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    series.attachAxis(x_axis)
    series.attachAxis(y_axis)
    return _view(_styled(chart, palette), parent)
