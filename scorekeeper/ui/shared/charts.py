"""Charts with QtCharts, in the window's palette (dark mode included).

They draw what :mod:`scorekeeper.club.charts` works out (figures, axes, each player's
colour). Imported only when a chart is first shown: QtCharts is not needed to start
the app."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from html import escape

from PySide6.QtCharts import (
    QAbstractAxis,
    QAbstractSeries,
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QChartView,
    QLineSeries,
    QScatterSeries,
    QValueAxis,
)
from PySide6.QtCore import QCoreApplication, QPointF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPalette, QPen
from PySide6.QtWidgets import QLabel, QWidget

from ...club.charts.axes import most_ticks, whole_axis
from ...club.charts.bids import OUTCOMES, BidTally
from ...club.charts.colours import colours_for
from ...club.charts.progression import Progression, progression
from ...rules import Scorecard
from ...rules.tally import Tally
from .fit import plain_tip

Colours = Mapping[str, str]  # player: "#rrggbb", the club's (see club.charts.colours)


def player_colours(players: Sequence[str], known: Colours | None = None) -> dict[str, QColor]:
    """Each of ``players``' colour: the club's (``known``), else one nobody else in the
    chart has — the same player the same colour in every chart."""
    return {p: QColor(c) for p, c in colours_for(players, known or {}).items()}


def _tr(text: str) -> str:
    """``text`` in the app's language (lupdate reads ``_tr`` calls: context "")."""
    return QCoreApplication.translate("", text)


def integer_axis(low: float, high: float, most: int = 10) -> QValueAxis:
    """A value axis from ``low`` to ``high`` with whole-number ticks at a round step,
    its ends on ticks."""
    axis = QValueAxis()
    axis.setTickType(QValueAxis.TickType.TicksDynamic)
    axis.setTickAnchor(0)
    axis.setLabelFormat("%d")
    _set_ticks(axis, low, high, most)
    return axis


def _set_ticks(axis: QValueAxis, low: float, high: float, most: int) -> None:
    shape = whole_axis(low, high, most)
    if (axis.min(), axis.max(), axis.tickInterval()) != (shape.low, shape.high, shape.step):
        axis.setRange(shape.low, shape.high)
        axis.setTickInterval(shape.step)


def fit_ticks(chart: QChart, axis: QValueAxis, low: float, high: float,
              most: int = 10) -> None:
    """Keep ``axis``'s step round and its labels whole: at most ``most`` steps, and no
    more than the axis' length can show. (QtCharts squeezes labels that do not fit one
    under the other into "…"; a short chart, a large type or scale 2 gets fewer ticks
    instead.)"""

    def fit() -> None:
        area = chart.plotArea()
        if area.isEmpty():
            return
        metrics = QFontMetricsF(axis.labelsFont())
        if axis.orientation() == Qt.Orientation.Vertical:
            room = most_ticks(area.height(), metrics.height())
        else:
            widest = max(metrics.horizontalAdvance(_label(axis, v)) for v in (low, high))
            room = most_ticks(area.width(), widest)
        _set_ticks(axis, low, high, min(most, room))

    _set_ticks(axis, low, high, most)
    # After the layout that moved the plot area, not inside it (QtCharts lays out again
    # when an axis changes, and does not expect that while it lays out).
    chart.plotAreaChanged.connect(lambda _area: QTimer.singleShot(0, axis, fit))


def _label(axis: QValueAxis, value: float) -> str:
    """The label ``axis`` gives a whole ``value`` (its format is "%d", "%d%%" …)."""
    return axis.labelFormat().replace("%%", "\0").replace("%d", str(int(value))).replace(
        "\0", "%")


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
    chart.legend().setShowToolTips(True)  # a name cut with "…" whole under the mouse
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


def _attach(chart: QChart, x_axis: QAbstractAxis, y_axis: QAbstractAxis) -> None:
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    for series in chart.series():
        series.attachAxis(x_axis)
        series.attachAxis(y_axis)


def unlisted(chart: QChart, series: QAbstractSeries) -> None:
    """No legend entry for ``series`` (dots on a line already listed)."""
    for marker in chart.legend().markers(series):
        marker.setVisible(False)


def dots(colour: QColor, size: float = 7.0, border: QColor | None = None,
         shape: QScatterSeries.MarkerShape = QScatterSeries.MarkerShape.MarkerShapeCircle
         ) -> QScatterSeries:
    """A series of markers in ``colour`` (ringed with ``border``)."""
    series = QScatterSeries()
    series.setMarkerShape(shape)
    series.setMarkerSize(size)
    series.setColor(colour)
    series.setBorderColor(border or colour)
    return series


def _dealt_by(who: str, point: QPointF) -> str:
    """A dealer's mark under the mouse: whose deal, which hand, the total then."""
    return _tr("Hand {0}: dealt by {1} (total {2})").format(int(point.x()), who,
                                                             int(point.y()))


def on_hover(series: QScatterSeries, text: Callable[[QPointF], str]) -> None:
    """A tooltip (plain text) for the point of ``series`` under the mouse."""
    from PySide6.QtGui import QCursor
    from PySide6.QtWidgets import QToolTip

    def hovered(point: QPointF, state: bool) -> None:
        if state:
            QToolTip.showText(QCursor.pos(), plain_tip(text(point)))
        else:
            QToolTip.hideText()

    series.hovered.connect(hovered)


def running_totals_chart(scorecard: Scorecard, palette: QPalette,
                         parent: QWidget | None = None,
                         colours: Colours | None = None) -> QWidget:
    """Each player's running total hand by hand, the dealer of each hand marked on
    their line (P&W resets ringed); for a game kept as a tally, its losses or wins. A
    game with no hands yet says so."""
    shown = progression(scorecard)
    if shown is None:
        return no_hands(parent)
    chart = QChart()
    chart.setTitle(_tr("Running totals"))
    inks = player_colours(shown.players, colours)
    base, text = palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.Text)
    for player in shown.players:  # joiners too: their line starts when they join
        series = QLineSeries()
        series.setName(player)
        series.setPen(QPen(inks[player], 2.4))
        for hand, total in shown.lines[player]:
            series.append(QPointF(hand, total))
        chart.addSeries(series)
    _dealer_marks(chart, shown, inks, base, text)
    if shown.resets:
        resets = dots(QColor(Qt.GlobalColor.transparent), 15, text)
        resets.setPen(QPen(text, 2))
        for mark in shown.resets:
            resets.append(QPointF(mark.hand, mark.total))
        chart.addSeries(resets)
        unlisted(chart, resets)
    x_axis = integer_axis(0, shown.last_hand, most=12)
    x_axis.setTitleText(_tr("hand  (■ its dealer, ○ reset to 0)") if shown.resets
                        else _tr("hand  (■ its dealer)"))
    low, high = shown.values
    y_axis = integer_axis(low, max(high, 1))
    titles = {Tally.LOSSES: _tr("losses"), Tally.WINS: _tr("wins")}
    y_axis.setTitleText(titles.get(shown.tally, _tr("total")))
    _attach(chart, x_axis, y_axis)
    fit_ticks(chart, x_axis, 0, shown.last_hand, 12)
    fit_ticks(chart, y_axis, low, max(high, 1))
    return _view(_styled(chart, palette), parent)


def _dealer_marks(chart: QChart, shown: Progression, inks: dict[str, QColor], base: QColor,
                  text: QColor) -> None:
    """A square on the dealer's line at each hand they dealt, in their colour (the hand
    axis' title says what the squares are: the legend keeps its room for the names)."""
    square = QScatterSeries.MarkerShape.MarkerShapeRectangle
    for player in shown.players:
        marks = [m for m in shown.dealers if m.player == player]
        if not marks:
            continue
        series = dots(inks[player], 9, base, square)
        for mark in marks:
            series.append(QPointF(mark.hand, mark.total))
        on_hover(series, partial(_dealt_by, player))
        chart.addSeries(series)
        unlisted(chart, series)


def exact_rate_chart(rows: Sequence[tuple[str, int, int, int]], palette: QPalette,
                     title: str = "", parent: QWidget | None = None,
                     seats: Sequence[str] = (), colours: Colours | None = None
                     ) -> QChartView:
    """Share of hands bid exactly, by player and by the number of cards, each bar's
    sample size beside it: the hands behind it under the axis (when everyone played
    the same number, as in one game) and in each bar's tooltip."""
    chart = QChart()
    chart.setTitle(title or _tr("Exact bids by hand size"))
    sizes = sorted({cards for _, cards, _, _ in rows})
    players = list(dict.fromkeys(player for player, _, _, _ in rows))
    if seats:  # a game's players in their seats, as its other charts list them
        players = [p for p in seats if p in players] + [p for p in players if p not in seats]
    inks = player_colours(players, colours)
    counts = {(p, cards): (hands, exact) for p, cards, hands, exact in rows}
    series = QBarSeries()
    for player in players:
        bar = QBarSet(player)
        bar.setColor(inks[player])
        for cards in sizes:
            hands, exact = counts.get((player, cards), (0, 0))
            bar.append(100.0 * exact / hands if hands else 0.0)
        series.append(bar)
    chart.addSeries(series)
    _bar_tips(series, lambda player, index: sample_text(player, sizes[index], counts),
              len(sizes))
    x_axis = QBarCategoryAxis()
    x_axis.append([size_label(cards, [counts[(p, cards)][0] for p in players
                                      if (p, cards) in counts]) for cards in sizes] or ["–"])
    x_axis.setTitleText(_tr("cards in the hand (under it: hands played)"))
    y_axis = _percent_axis(chart, _tr("bid exactly"))
    _attach(chart, x_axis, y_axis)
    fit_ticks(chart, y_axis, 0, 100, 5)
    return _view(_styled(chart, palette), parent)


def _percent_axis(chart: QChart, title: str) -> QValueAxis:
    axis = integer_axis(0, 100, most=5)
    axis.setLabelFormat("%d%%")
    axis.setTitleText(title)
    return axis


def _bar_tips(series: QBarSeries, text: Callable[[str, int], str], count: int) -> None:
    """A tooltip for the bar under the mouse: ``text(player, category)`` (the player as
    typed: the legend's label may be escaped)."""
    players = [bar.label() for bar in series.barSets()]
    from PySide6.QtGui import QCursor
    from PySide6.QtWidgets import QToolTip

    def tip(status: bool, index: int, bar: QBarSet) -> None:
        if not status or not 0 <= index < count:
            QToolTip.hideText()
            return
        QToolTip.showText(QCursor.pos(), plain_tip(text(
            players[series.barSets().index(bar)], index)))

    series.hovered.connect(tip)


def bids_chart(tallies: Sequence[BidTally], palette: QPalette, title: str = "",
               parent: QWidget | None = None, colours: Colours | None = None) -> QWidget:
    """Bids against tricks: for each player (a bar in their colour), the share of their
    hands bid over, exactly and under what they took — who overbids stands out in the
    first group. The counts are in each bar's tooltip."""
    shown = [t for t in tallies if t.hands]
    if not shown:
        return no_hands(parent)
    chart = QChart()
    chart.setTitle(title or _tr("Bids against tricks"))
    inks = player_colours([t.player for t in shown], colours)
    series = QBarSeries()
    for tally in shown:
        bar = QBarSet(tally.player)
        bar.setColor(inks[tally.player])
        for outcome in OUTCOMES:
            bar.append(100.0 * tally.share(outcome))
        series.append(bar)
    chart.addSeries(series)
    by_player = {t.player: t for t in shown}
    _bar_tips(series, lambda player, index: outcome_text(by_player[player], OUTCOMES[index]),
              len(OUTCOMES))
    x_axis = QBarCategoryAxis()
    x_axis.append([outcome_title(o) for o in OUTCOMES])
    x_axis.setTitleText(_tr("bid against tricks taken"))
    y_axis = _percent_axis(chart, _tr("hands"))
    _attach(chart, x_axis, y_axis)
    fit_ticks(chart, y_axis, 0, 100, 5)
    return _view(_styled(chart, palette), parent)


def outcome_title(outcome: str) -> str:
    """The name of a group of bars: "bid over", "exact", "bid under"."""
    return {"over": _tr("bid over"), "exact": _tr("exact"), "under": _tr("bid under")}[outcome]


def outcome_text(tally: BidTally, outcome: str) -> str:
    """"Ann: 5 of 12 hands bid over (42%)"."""
    words = {"over": _tr("{0}: {1} of {2} hands bid over ({3:.0%})"),
             "exact": _tr("{0}: {1} of {2} hands bid exactly ({3:.0%})"),
             "under": _tr("{0}: {1} of {2} hands bid under ({3:.0%})")}[outcome]
    return words.format(tally.player, tally.count(outcome), tally.hands, tally.share(outcome))


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


def charts_of_game(card: Scorecard, palette: QPalette, colours: Colours | None = None
                   ) -> list[tuple[str, QWidget]]:
    """A game's charts, each with its tab's title: the running totals with each hand's
    dealer, and for a game with bids, bids against tricks and exact bids by hand size
    (each player in their own colour in all three)."""
    from ...club.charts.bids import exact_by_size, game_bids
    from ...rules.games import game_rules

    charts: list[tuple[str, QWidget]] = [
        (_tr("Running totals"), running_totals_chart(card, palette, colours=colours))]
    if game_rules(card.setup).has_bids and card.completed:
        charts.append((_tr("Bids against tricks"),
                       bids_chart(game_bids(card), palette, colours=colours)))
        charts.append((_tr("Exact bids by hand size"), exact_rate_chart(
            exact_by_size(card), palette, seats=card.players, colours=colours)))
    return charts
