"""Ratings over time in one game: one player's (the rating shown, μ − 3σ, and μ), or
several players' ratings side by side (the leaderboard's leaders)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCharts import QChart, QDateTimeAxis, QLineSeries, QScatterSeries, QXYSeries
from PySide6.QtCore import QCoreApplication, QDateTime, QPointF, Qt
from PySide6.QtGui import QColor, QPalette, QPen
from PySide6.QtWidgets import QWidget

from ...club.ratings import RatingPoint
from ...club.sittings import moment
from ..shared.charts import COLOURS, _styled, _view, integer_axis, no_hands, player_colours


def _tr(text: str) -> str:
    """``text`` in the app's language (lupdate reads ``_tr`` calls: context "")."""
    return QCoreApplication.translate("", text)


def _x(point: RatingPoint) -> float:
    return float(moment(point.started).timestamp() * 1000)


def _line(name: str, colour: str, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine
          ) -> QLineSeries:
    series = QLineSeries()
    series.setName(name)
    pen = QPen(QColor(colour))
    pen.setWidthF(width)
    pen.setStyle(style)
    series.setPen(pen)
    return series


def rating_chart(points: Sequence[RatingPoint], palette: QPalette, title: str = "",
                 parent: QWidget | None = None) -> QWidget:
    """One player's rating after each rated game, by the day it was played; μ dashed
    above it (the gap between them is the app's doubt, 3σ, which shrinks game by game)."""
    if not points:
        return _nothing(parent)
    rating = _line(_tr("rating (μ − 3σ)"), COLOURS[0], 2.4)
    mu = _line(_tr("μ (skill)"), COLOURS[2], 1.6, Qt.PenStyle.DashLine)
    dots = QScatterSeries()
    dots.setMarkerSize(6)
    dots.setColor(QColor(COLOURS[0]))
    dots.setBorderColor(QColor(COLOURS[0]))
    for p in points:
        rating.append(QPointF(_x(p), p.ordinal))
        mu.append(QPointF(_x(p), p.mu))
        dots.append(QPointF(_x(p), p.ordinal))
    series = [rating, mu] + ([dots] if len(points) <= 80 else [])
    low = min(min(p.ordinal, p.mu) for p in points)
    high = max(max(p.ordinal, p.mu) for p in points)
    chart = _chart(title or _tr("Rating"), series, (_x(points[0]), _x(points[-1])),
                   (low, high), len(points))
    if dots in chart.series():
        for marker in chart.legend().markers(dots):
            marker.setVisible(False)  # the dots are the games: no legend entry of their own
    return _view(_styled(chart, palette), parent)


def ratings_chart(histories: Mapping[str, Sequence[RatingPoint]], palette: QPalette,
                  title: str = "", parent: QWidget | None = None) -> QWidget:
    """Several players' ratings over time, one line each, in the order given."""
    shown = {player: points for player, points in histories.items() if points}
    if not shown:
        return _nothing(parent)
    series = []
    colours = player_colours(list(shown))
    for player, points in shown.items():
        line = _line(player, colours[player].name(), 2.2)
        for p in points:
            line.append(QPointF(_x(p), p.ordinal))
        series.append(line)
    every = [p for points in shown.values() for p in points]
    chart = _chart(title or _tr("Ratings over time"), series,
                   (min(map(_x, every)), max(map(_x, every))),
                   (min(p.ordinal for p in every), max(p.ordinal for p in every)), len(every))
    return _view(_styled(chart, palette), parent)


def _nothing(parent: QWidget | None) -> QWidget:
    label = no_hands(parent)
    label.setText(_tr("No finished games of this game yet."))
    return label


def _chart(title: str, series: Sequence[QXYSeries], span: tuple[float, float],
           values: tuple[float, float], count: int) -> QChart:
    """A chart of ``series`` by date (``span``, ms since the epoch) and rating."""
    chart = QChart()
    chart.setTitle(title)
    for s in series:
        chart.addSeries(s)
    first, last = span[0] / 1000, span[1] / 1000
    x_axis = QDateTimeAxis()
    x_axis.setFormat("d MMM" if last - first < 60 * 86400 else "MMM yyyy")
    x_axis.setTickCount(min(7, max(2, count)))
    pad = max(3600.0, (last - first) * 0.02)
    x_axis.setRange(QDateTime.fromSecsSinceEpoch(int(first - pad)),
                    QDateTime.fromSecsSinceEpoch(int(last + pad)))
    y_axis = integer_axis(min(0.0, values[0]), values[1], most=8)
    y_axis.setTitleText(_tr("rating"))
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    for s in series:
        s.attachAxis(x_axis)
        s.attachAxis(y_axis)
    return chart
