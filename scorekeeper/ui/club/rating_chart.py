"""A player's rating over time in one game: the rating shown (μ − 3σ) and μ."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCharts import QChart, QDateTimeAxis, QLineSeries, QScatterSeries
from PySide6.QtCore import QCoreApplication, QDateTime, QPointF, Qt
from PySide6.QtGui import QColor, QPalette, QPen
from PySide6.QtWidgets import QWidget

from ...club.ratings import RatingPoint
from ...club.sittings import moment
from ..shared.charts import COLOURS, _styled, _view, integer_axis, no_hands


def _tr(text: str) -> str:
    return QCoreApplication.translate("charts", text)


def rating_chart(points: Sequence[RatingPoint], palette: QPalette, title: str = "",
                 parent: QWidget | None = None) -> QWidget:
    """The rating after each rated game, by the day it was played; μ dashed above it
    (the gap between them is the app's doubt, 3σ, which shrinks game by game)."""
    if not points:
        label = no_hands(parent)
        label.setText(_tr("No finished games of this game yet."))
        return label
    chart = QChart()
    chart.setTitle(title or _tr("Rating"))
    rating = QLineSeries()
    rating.setName(_tr("rating (μ − 3σ)"))
    mu = QLineSeries()
    mu.setName(_tr("μ (skill)"))
    games = QScatterSeries()
    games.setName(_tr("a game"))
    games.setMarkerSize(6)
    colour = QColor(COLOURS[0])
    pen = QPen(colour)
    pen.setWidthF(2.4)
    rating.setPen(pen)
    games.setColor(colour)
    games.setBorderColor(colour)
    dashed = QPen(QColor(COLOURS[2]))
    dashed.setWidthF(1.6)
    dashed.setStyle(Qt.PenStyle.DashLine)
    mu.setPen(dashed)
    low = high = points[0].ordinal
    for p in points:
        x = float(QDateTime.fromSecsSinceEpoch(int(moment(p.started).timestamp()))
                  .toMSecsSinceEpoch())
        rating.append(QPointF(x, p.ordinal))
        games.append(QPointF(x, p.ordinal))
        mu.append(QPointF(x, p.mu))
        low, high = min(low, p.ordinal, p.mu), max(high, p.ordinal, p.mu)
    for series in (mu, rating):
        chart.addSeries(series)
    if len(points) <= 60:
        chart.addSeries(games)
    x_axis = QDateTimeAxis()
    first = moment(points[0].started).timestamp()
    last = moment(points[-1].started).timestamp()
    days = (last - first) / 86400
    x_axis.setFormat("d MMM" if days < 60 else "MMM yyyy")
    x_axis.setTickCount(min(8, max(2, len(points))))
    pad = max(3600.0, (last - first) * 0.02)
    x_axis.setRange(QDateTime.fromSecsSinceEpoch(int(first - pad)),
                    QDateTime.fromSecsSinceEpoch(int(last + pad)))
    y_axis = integer_axis(min(0.0, low), high, most=8)
    y_axis.setTitleText(_tr("rating"))
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    for series in chart.series():
        series.attachAxis(x_axis)
        series.attachAxis(y_axis)
    return _view(_styled(chart, palette), parent)
