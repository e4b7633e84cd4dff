"""Charts with QtCharts, in the window's palette (dark mode included).

Imported only when a chart is first shown: QtCharts is not needed to start the app.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from html import escape

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
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette
from PySide6.QtWidgets import QLabel, QWidget

from ...rules import Scorecard
from ...rules.games import game_rules
from ...rules.tally import Tally
from .fit import plain_tip

COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2",
           "#17becf", "#bcbd22", "#7f7f7f"]


def player_colours(players: Sequence[str]) -> dict[str, QColor]:
    """Each player's colour, by seat (the order of the game's players, or of a list):
    every chart of a game gives a player the same colour."""
    return {player: QColor(COLOURS[index % len(COLOURS)])
            for index, player in enumerate(players)}


def _tr(text: str) -> str:
    """``text`` in the app's language (lupdate reads ``_tr`` calls: context "")."""
    return QCoreApplication.translate("", text)


def nice_step(span: float, most: int = 10) -> int:
    """The smallest round whole step (1, 2, 5, 10, 20, 50 …) that covers ``span`` in at
    most ``most`` steps."""
    magnitude = 1
    while True:
        for factor in (1, 2, 5):
            if span / (factor * magnitude) <= most:
                return factor * magnitude
        magnitude *= 10


def integer_axis(low: float, high: float, most: int = 10) -> QValueAxis:
    """A value axis from ``low`` to ``high`` with whole-number ticks at a round step,
    its ends on ticks."""
    step = nice_step(max(1.0, high - low), most)
    axis = QValueAxis()
    bottom = math.floor(low / step) * step
    axis.setRange(bottom, max(math.ceil(high / step) * step, bottom + step))
    axis.setTickType(QValueAxis.TickType.TicksDynamic)
    axis.setTickAnchor(0)
    axis.setTickInterval(step)
    axis.setLabelFormat("%d")
    return axis


def no_hands(parent: QWidget | None = None) -> QLabel:
    """What a game with no hands shows instead of empty axes."""
    label = QLabel(_tr("No hands played yet."), parent)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setAccessibleName(_tr("Charts"))
    return label


def plain_chart_text(chart: QChart) -> None:
    """A chart's title and legend are rendered as rich text: names are escaped so a
    name like ``<b>Bo</b>`` shows as typed (once, when the chart is styled)."""
    chart.setTitle(as_typed(chart.title()))
    for marker in chart.legend().markers():
        marker.setLabel(as_typed(marker.label()))


def as_typed(text: str) -> str:
    """``text`` for a rich-text place, escaped only if it holds what markup would change
    (a tag or an entity): "Pratt & Whitney" stays as it is."""
    return escape(text) if "<" in text or re.search(r"&(#?\w+);", text) else text


def _styled(chart: QChart, palette: QPalette) -> QChart:
    plain_chart_text(chart)
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


def running_totals_chart(scorecard: Scorecard, palette: QPalette,
                         parent: QWidget | None = None) -> QWidget:
    """Each player's running total hand by hand (P&W resets marked); for a game kept
    as a tally, its losses or wins. A game with no hands yet says so."""
    hands = [h for h in scorecard.completed if h.totals]
    if not hands:
        return no_hands(parent)
    chart = QChart()
    chart.setTitle(_tr("Running totals"))
    resets = QScatterSeries()
    resets.setName(_tr("reset to 0"))
    resets.setMarkerSize(11)
    resets.setColor(QColor("#ef6c00"))
    low, high = 0, 1
    colours = player_colours(scorecard.players)
    for player in scorecard.players:  # joiners too: their line starts when they join
        series = QLineSeries()
        series.setName(player)
        series.setColor(colours[player])
        pen = series.pen()
        pen.setWidthF(2.4)
        series.setPen(pen)
        if player in scorecard.setup.players:
            series.append(QPointF(0, 0))
        for hand in hands:
            total = hand.totals.get(player) if hand.totals else None
            if total is None:  # not joined yet
                continue
            series.append(QPointF(hand.number, total))
            low, high = min(low, total), max(high, total)
            if player in hand.resets:
                resets.append(QPointF(hand.number, total))
        chart.addSeries(series)
    if resets.count():
        chart.addSeries(resets)
    x_axis = integer_axis(0, hands[-1].number, most=12)
    x_axis.setTitleText(_tr("hand"))
    y_axis = integer_axis(low, high)
    # What the totals count, as the rules say: a tally game's losses or wins, or points.
    tally = game_rules(scorecard.setup).tally(scorecard.setup)
    titles = {Tally.LOSSES: _tr("losses"), Tally.WINS: _tr("wins")}
    y_axis.setTitleText(titles.get(tally, _tr("total")))
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    for shown in chart.series():
        shown.attachAxis(x_axis)
        shown.attachAxis(y_axis)
    return _view(_styled(chart, palette), parent)


def exact_rate_chart(rows: Sequence[tuple[str, int, int, int]], palette: QPalette,
                     title: str = "", parent: QWidget | None = None,
                     seats: Sequence[str] = ()) -> QChartView:
    """Share of hands bid exactly, by player and by the number of cards, each bar's
    sample size beside it: the hands behind it under the axis (when everyone played
    the same number, as in one game) and in each bar's tooltip."""
    chart = QChart()
    chart.setTitle(title or _tr("Exact bids by hand size"))
    sizes = sorted({cards for _, cards, _, _ in rows})
    players = list(dict.fromkeys(player for player, _, _, _ in rows))
    if seats:  # a game's players in their seats: their colours in its other charts
        players = [p for p in seats if p in players] + [p for p in players if p not in seats]
    colours = player_colours(players)
    counts = {(p, cards): (hands, exact) for p, cards, hands, exact in rows}
    series = QBarSeries()
    for player in players:
        bar = QBarSet(player)
        bar.setColor(colours[player])
        for cards in sizes:
            hands, exact = counts.get((player, cards), (0, 0))
            bar.append(100.0 * exact / hands if hands else 0.0)
        series.append(bar)
    chart.addSeries(series)

    def tip(status: bool, index: int, bar: QBarSet) -> None:
        from PySide6.QtGui import QCursor
        from PySide6.QtWidgets import QToolTip

        if not status or not 0 <= index < len(sizes):
            QToolTip.hideText()
            return
        QToolTip.showText(QCursor.pos(), plain_tip(sample_text(players[series.barSets().index(
            bar)], sizes[index], counts)))

    series.hovered.connect(tip)
    x_axis = QBarCategoryAxis()
    x_axis.append([size_label(cards, [counts[(p, cards)][0] for p in players
                                      if (p, cards) in counts]) for cards in sizes] or ["–"])
    x_axis.setTitleText(_tr("cards in the hand (under it: hands played)"))
    y_axis = integer_axis(0, 100, most=5)
    y_axis.setLabelFormat("%d%%")
    y_axis.setTitleText(_tr("bid exactly"))
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    series.attachAxis(x_axis)
    series.attachAxis(y_axis)
    return _view(_styled(chart, palette), parent)


def size_label(cards: int, samples: Sequence[int]) -> str:
    """"3<br>(12)": a hand size and, under it, how many hands each bar of it rests on
    ("(4–12)" when players differ)."""
    low, high = min(samples, default=0), max(samples, default=0)
    return f"{cards}<br>({low})" if low == high else f"{cards}<br>({low}–{high})"


def sample_text(player: str, cards: int, counts: dict[tuple[str, int], tuple[int, int]]) -> str:
    """"Ann, 3 cards: 5 of 12 hands bid exactly (42%)"."""
    hands, exact = counts.get((player, cards), (0, 0))
    if not hands:
        return _tr("{0}, {1} cards: no hands").format(player, cards)
    return _tr("{0}, {1} cards: {2} of {3} hands bid exactly ({4:.0%})").format(
        player, cards, exact, hands, exact / hands)
