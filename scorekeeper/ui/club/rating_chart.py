"""Ratings over time in one game: one player's (the rating shown, μ − 3σ, and μ), or
several players' ratings side by side (the leaderboard's leaders). A player with a
single rated game shows as a dot: a one-point line draws nothing."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCharts import QChart, QDateTimeAxis, QLineSeries
from PySide6.QtCore import QCoreApplication, QDateTime, QPointF, Qt
from PySide6.QtGui import QColor, QPalette, QPen
from PySide6.QtWidgets import QWidget

from ...club.charts.ratings import RatingLine, rating_lines
from ...club.ratings import RatingPoint
from ..shared.charts import (
    Colours,
    _styled,
    _view,
    dots,
    fit_ticks,
    integer_axis,
    no_hands,
    player_colours,
    unlisted,
)


def _tr(text: str) -> str:
    """``text`` in the app's language (lupdate reads ``_tr`` calls: context "")."""
    return QCoreApplication.translate("", text)


def _line(name: str, colour: QColor, width: float,
          style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QLineSeries:
    series = QLineSeries()
    series.setName(name)
    pen = QPen(colour)
    pen.setWidthF(width)
    pen.setStyle(style)
    series.setPen(pen)
    return series


def _drawn(chart: QChart, line: RatingLine, name: str, colour: QColor, width: float,
           style: Qt.PenStyle = Qt.PenStyle.SolidLine, dot: float = 7.0) -> None:
    """``line`` as a line in ``colour``, each game a dot when there are few (a single
    game's dot larger: it is all there is of that player)."""
    series = _line(name, colour, width, style)
    for point in line.points:
        series.append(QPointF(*point))
    chart.addSeries(series)
    if line.dots and style == Qt.PenStyle.SolidLine:
        marks = dots(colour, max(dot, 9.0) if len(line.points) == 1 else dot)
        for point in line.points:
            marks.append(QPointF(*point))
        chart.addSeries(marks)
        unlisted(chart, marks)


def rating_chart(points: Sequence[RatingPoint], palette: QPalette, title: str = "",
                 parent: QWidget | None = None, player: str = "",
                 colours: Colours | None = None) -> QWidget:
    """One player's rating after each rated game, by the day it was played, in the
    player's colour; μ dashed above it (the gap between them is the app's doubt, 3σ,
    which shrinks game by game)."""
    rated = rating_lines({"rating": points})
    if rated is None:
        return _nothing(parent)
    (line,) = rated.lines
    mu = RatingLine("μ", tuple((t, p.mu) for (t, _), p in zip(line.points, points, strict=True)),
                    False)
    colour = player_colours([player], colours)[player]
    chart = QChart()
    chart.setTitle(title or _tr("Rating"))
    _drawn(chart, line, _tr("rating (μ − 3σ)"), colour, 2.4)
    _drawn(chart, mu, _tr("μ (skill)"), colour, 1.6, Qt.PenStyle.DashLine)
    low = min(rated.values[0], min(p.mu for p in points))
    high = max(rated.values[1], max(p.mu for p in points))
    _axes(chart, rated.span, (low, high), len(points))
    return _view(_styled(chart, palette), parent)


def ratings_chart(histories: Mapping[str, Sequence[RatingPoint]], palette: QPalette,
                  title: str = "", parent: QWidget | None = None,
                  colours: Colours | None = None) -> QWidget:
    """Several players' ratings over time, one line each in the player's colour, in
    the order given."""
    rated = rating_lines(histories)
    if rated is None:
        return _nothing(parent)
    inks = player_colours([line.player for line in rated.lines], colours)
    chart = QChart()
    chart.setTitle(title or _tr("Ratings over time"))
    for line in rated.lines:
        _drawn(chart, line, line.player, inks[line.player], 2.2, dot=5.0)
    _axes(chart, rated.span, rated.values, sum(len(line.points) for line in rated.lines))
    return _view(_styled(chart, palette), parent)


def _nothing(parent: QWidget | None) -> QWidget:
    label = no_hands(parent)
    label.setText(_tr("No finished games of this game yet."))
    return label


def _axes(chart: QChart, span: tuple[float, float], values: tuple[float, float],
          count: int) -> None:
    """Dates along (``span``, ms since the epoch, padded), ratings up."""
    first, last = span[0] / 1000, span[1] / 1000
    x_axis = QDateTimeAxis()
    x_axis.setFormat("d MMM" if last - first < 60 * 86400 else "MMM yyyy")
    x_axis.setTickCount(min(7, max(2, count)))
    x_axis.setRange(QDateTime.fromSecsSinceEpoch(int(first)),
                    QDateTime.fromSecsSinceEpoch(int(last)))
    y_axis = integer_axis(values[0], values[1], most=8)
    y_axis.setTitleText(_tr("rating"))
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    for s in chart.series():
        s.attachAxis(x_axis)
        s.attachAxis(y_axis)
    fit_ticks(chart, y_axis, values[0], values[1], 8)
