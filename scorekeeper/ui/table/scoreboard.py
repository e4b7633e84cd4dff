"""The paper-scorecard grid: hands down, players across in seating order."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from ...exports.presentation import (
    Cell,
    Outcome,
    PresentedRows,
    Row,
    ScorecardPresentation,
    ordinal,
    present,
)
from ...exports.qt_words import app_words
from ...rules import Scorecard
from ..shared.fit import plain_tip
from ..shared.fonts import apply_type_size, mark_type_sized, preferred_type_size, size_widget
from ..shared.plurals import install_plurals, tally_text
from .lead_header import LeadHeader

CELL_ROLE = Qt.ItemDataRole.UserRole + 1  # the cell's presentation (a Cell)
LEAD_COLUMNS = 3  # hand, cards, trump (a tally game: hand, -, dealer)
Index = QModelIndex | QPersistentModelIndex


class ScoreboardModel(QAbstractTableModel):
    """Shows a scorecard's presentation; one row per hand (the one in play included).

    Every new scorecard is presented once and compared with the one shown: only the
    cells whose presentation changed are announced (``dataChanged``), only the
    headers that changed (``headerDataChanged``), rows added or removed at the end
    (``rowsInserted``, ``rowsRemoved``); another game resets."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        install_plurals()
        self._shown: ScorecardPresentation | None = None
        self._rows: Sequence[Row] = ()
        self._players: tuple[str, ...] = ()
        self._leaders: frozenset[str] = frozenset()
        self._bidding = True
        self.header_font: QFont | None = None  # the view's font: headers follow the type size

    @property
    def presentation(self) -> ScorecardPresentation | None:
        return self._shown

    def set_scorecard(self, scorecard: Scorecard, from_hand: int | None = 1) -> None:
        """Show ``card``; ``from_hand`` is the first hand a change touched (the table's
        :class:`~scorekeeper.rules.Change` says): rows before it are known to be as
        they were and are not compared. None (no hand touched: the game ended or
        reopened) compares them all, as the end changes what the last rows say."""
        from_row = 0 if from_hand is None else from_hand - 1
        self.set_presentation(present(scorecard, self._shown, from_row, app_words()), from_row)

    def set_presentation(self, shown: ScorecardPresentation, from_row: int = 0) -> None:
        old = self._shown
        if old is None or old.shape != shown.shape:  # another game, other columns
            self.beginResetModel()
            self._take(shown)
            self.endResetModel()
            return
        old_rows, old_leaders = self._rows, self._leaders
        # A hand played (or undone) adds (removes) rows at the end: the view lays out
        # those rows, not the whole card again as after a reset.
        count, was = len(shown.rows), len(old_rows)
        if count > was:
            self.beginInsertRows(QModelIndex(), was, count - 1)
        elif count < was:
            self.beginRemoveRows(QModelIndex(), count, was - 1)
        self._take(shown)
        if count > was:
            self.endInsertRows()
        elif count < was:
            self.endRemoveRows()
        self._announce(old_rows, from_row)
        moved = [c for c, p in enumerate(self._players, start=LEAD_COLUMNS)
                 if (p in old_leaders) != (p in self._leaders)]
        if moved:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, moved[0], moved[-1])

    def _announce(self, old_rows: Sequence[Row], from_row: int) -> None:
        """``dataChanged`` for the cells that changed: a keystroke's one cell, a
        correction's cells in one rectangle a run of changed rows (the totals of two
        players in every later hand), found without presenting rows no one has read."""
        run: list[int] | None = None  # first row, last row, first column, last column
        for first, last, changed in self._changes(old_rows, from_row):
            if run is not None and run[1] == first - 1:
                run[1:] = [last, min(run[2], changed[0]), max(run[3], changed[-1])]
                continue
            if run is not None:
                self._emit_changed(run)
            run = [first, last, changed[0], changed[-1]]
        if run is not None:
            self._emit_changed(run)

    def _changes(self, old_rows: Sequence[Row],
                 from_row: int) -> Iterator[tuple[int, int, list[int]]]:
        """Each run of rows (first, last) from ``from_row`` whose cells changed, with
        the changed columns."""
        new_rows = self._rows
        if isinstance(old_rows, PresentedRows) and isinstance(new_rows, PresentedRows):
            candidates: Iterable[tuple[int, int, list[int] | None]] = new_rows.changes(
                old_rows, from_row, self._players)
        else:
            candidates = ((n, n, None) for n in range(from_row, min(len(old_rows),
                                                                    len(new_rows))))
        for first, last, moved in candidates:
            if moved is not None:
                if moved:
                    yield first, last, [LEAD_COLUMNS + index for index in moved]
                continue
            before, after = old_rows[first], new_rows[first]
            if before is after or before == after:
                continue
            changed = [c for c in range(self.columnCount())
                       if self._cell_key(before, c) != self._cell_key(after, c)]
            if changed:
                yield first, first, changed

    def _emit_changed(self, run: list[int]) -> None:
        first, last, left, right = run
        self.dataChanged.emit(self.index(first, left), self.index(last, right))

    def _take(self, shown: ScorecardPresentation) -> None:
        self._shown = shown
        self._rows = shown.rows
        self._players = shown.players
        self._bidding = shown.has_bids
        self._leaders = shown.leaders

    @staticmethod
    def _cell_key(row: Row, column: int) -> Any:
        """What column ``column`` of ``row`` shows, to find what changed."""
        if column >= LEAD_COLUMNS:
            return row.cells[column - LEAD_COLUMNS]
        return (row.number, row.cards, row.trump, row.trump_red, row.dealer, row.tooltip,
                row.trump_words)

    def clear(self) -> None:
        """No game: an empty scorecard (History with nothing chosen)."""
        self.beginResetModel()
        self._shown, self._rows, self._players, self._leaders = None, (), (), frozenset()
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else LEAD_COLUMNS + len(self._players)

    @property
    def bidding(self) -> bool:
        """Whether hands have bids and tricks (a tally game's hands have neither)."""
        return self._bidding

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or self._shown is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section < LEAD_COLUMNS:
                return self._lead_label(section)
            player = self._players[section - LEAD_COLUMNS]
            return f"★ {player}" if player in self._leaders else player
        if role == Qt.ItemDataRole.FontRole and section >= LEAD_COLUMNS:
            font = QFont(self.header_font) if self.header_font is not None else QFont()
            font.setBold(self._players[section - LEAD_COLUMNS] in self._leaders)
            return font
        if role == Qt.ItemDataRole.ToolTipRole and section < LEAD_COLUMNS:
            return plain_tip(self._lead_label(section)) or None  # whole, when it is cut
        if role == Qt.ItemDataRole.ToolTipRole:
            column = self._shown.columns[len(self._shown.lead) + section - LEAD_COLUMNS]
            player = self._players[section - LEAD_COLUMNS]  # whole, when the title is cut
            tip = column.tooltip if player in column.tooltip else \
                "\n".join(t for t in (player, column.tooltip) if t)
            return plain_tip(tip)
        return None

    def _lead_keys(self) -> tuple[str, str, str]:
        """The three lead columns: the dealer stands in the cells (●) where there is a
        trump to show; a tally game shows the dealer instead."""
        return ("hand", "cards", "trump") if self._bidding else ("hand", "", "dealer")

    def _lead_label(self, section: int) -> str:
        assert self._shown is not None
        column = self._shown.column(self._lead_keys()[section])
        return column.label if column is not None else ""

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        column = index.column()
        if column < LEAD_COLUMNS:
            if role == Qt.ItemDataRole.DisplayRole:
                key = self._lead_keys()[column]
                return {"hand": str(row.number), "cards": row.cards, "trump": row.trump,
                        "dealer": row.dealer}.get(key, "")
            if role == Qt.ItemDataRole.ToolTipRole:
                return row.tooltip
            if role == Qt.ItemDataRole.AccessibleTextRole:
                return self._spoken_hand(row)
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignCenter)
            if role == Qt.ItemDataRole.ForegroundRole and self._lead_keys()[column] == "trump" \
                    and row.trump_red:
                return QColor("#c62828")
            return None
        cell = row.cells[column - LEAD_COLUMNS]
        if role == CELL_ROLE:
            return cell
        if role == Qt.ItemDataRole.DisplayRole:
            return cell.text
        if role == Qt.ItemDataRole.ToolTipRole:
            return cell.tooltip
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._spoken(row, cell)
        return None

    # --- what a screen reader says (translated: these are the screen's own words) -----
    def _spoken_hand(self, row: Row) -> str:
        """"Hand 3: 5 cards, hearts are trump, Ben deals"."""
        parts = []
        if row.card_count is not None:
            parts.append(self.tr("%n card(s)", "", row.card_count))
        if self._bidding:
            parts.append(row.trump_words)
        parts.append(self.tr("{0} deals").format(row.dealer))
        return self.tr("Hand {0}: {1}").format(row.number, ", ".join(parts))

    def _spoken(self, row: Row, cell: Cell) -> str:
        """The cell as a sentence: "Ann, hand 3: bid 2, took 2, scored 12, total 40"."""
        what = self._spoken_bidding(cell) if self._bidding else self._spoken_tally(row, cell)
        if cell.dealer:
            what += self.tr(", dealt")
        return self.tr("{0}, hand {1}: {2}").format(cell.player, row.number, what)

    def _spoken_bidding(self, cell: Cell) -> str:
        if cell.away:
            return cell.away + ("" if cell.total is None else
                                self.tr(", total {0}").format(cell.total))
        if cell.bid is None:
            return self.tr("no bid yet")
        parts = [self.tr("bid {0}").format(cell.bid)]
        if cell.tricks is not None:
            parts.append(self.tr("took {0}").format(cell.tricks))
        if cell.score is not None and cell.total is not None:
            parts.append(self.tr("scored {0}").format(cell.score))
            parts.append(self.tr("total {0}").format(cell.total))
        if cell.reset:
            parts.append(self.tr("reset to 0"))
        if cell.penalty:
            parts.append(self.tr("%n penalt(y|ies)", "", cell.penalty))
        return ", ".join(parts)

    def _spoken_tally(self, row: Row, cell: Cell) -> str:
        if not row.complete or cell.total is None:
            return self.tr("in play")
        result = {Outcome.LOST: self.tr("lost"), Outcome.WON: self.tr("won")}.get(
            cell.outcome)
        if result is None:
            result = (self.tr("out {0}").format(ordinal(cell.out_place, app_words()))
                      if cell.out_place is not None else self.tr("played"))
        assert self._shown is not None
        return f"{result}, {tally_text(self._shown.tally, cell.total)}"


AA_CONTRAST = 4.5  # WCAG AA, normal text
ROW_TINT = 0.28  # how much of the highlight colour the current row's cells take
MADE_GREEN = QColor(46, 160, 67)


def luminance(colour: QColor) -> float:
    """WCAG relative luminance."""
    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.03928 else ((channel + 0.055) / 1.055) ** 2.4

    return (0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF())
            + 0.0722 * linear(colour.blueF()))


def contrast(one: QColor, other: QColor) -> float:
    """WCAG contrast ratio, 1 to 21."""
    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def blend(top: QColor, bottom: QColor, amount: float) -> QColor:
    """``top`` laid over an opaque ``bottom`` at ``amount`` (0–1): the colour seen."""
    return QColor.fromRgbF(*(t * amount + b * (1 - amount) for t, b in zip(
        (top.redF(), top.greenF(), top.blueF()),
        (bottom.redF(), bottom.greenF(), bottom.blueF()), strict=True)))


def readable(colour: QColor, background: QColor, text: QColor) -> QColor:
    """``colour``, moved toward the palette's ``text`` colour until it reads on
    ``background`` at AA contrast (black or white if even ``text`` does not)."""
    for step in range(11):
        candidate = blend(text, colour, step / 10)
        if contrast(candidate, background) >= AA_CONTRAST:
            return candidate
    black, white = QColor(0, 0, 0), QColor(255, 255, 255)
    return black if contrast(black, background) >= contrast(white, background) else white


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


def row_background(palette: QPalette, selected: bool) -> QColor:
    """The current (selected) row is tinted with the highlight colour, not filled with
    it: full highlight under the palette's highlighted text is below AA contrast."""
    base = palette.color(QPalette.ColorRole.Base)
    if not selected:
        return base
    return blend(palette.color(QPalette.ColorRole.Highlight), base, ROW_TINT)


@dataclass(frozen=True)
class CellColours:
    """What a score cell is painted with; every text colour reads on ``background``."""

    background: QColor  # opaque: what the text is seen on (the made shading included)
    top: QColor  # bid/tricks (or lost / won), a little muted
    score: QColor  # the hand's score: green made, red below 0
    total: QColor  # the running total (orange when reset to 0)


def cell_colours(cell: Cell, palette: QPalette, selected: bool) -> CellColours:
    """The colours of one player's cell, for the palette and the row's state."""
    dark = is_dark(palette)
    background = row_background(palette, selected)
    if cell.made:
        background = blend(MADE_GREEN, background, (70 if dark else 45) / 255)
    text = palette.color(QPalette.ColorRole.Text)
    muted = blend(text, background, 170 / 255)
    if cell.away:  # not dealt in (sat out, left, not joined yet): a muted cell
        background = blend(palette.color(QPalette.ColorRole.Mid), background, 0.25)
        grey = readable(blend(text, background, 150 / 255), background, text)
        return CellColours(background, grey, grey, grey)
    if cell.made:
        score = QColor("#81c784" if dark else "#1b5e20")
    elif cell.negative:
        score = QColor("#ef9a9a" if dark else "#b71c1c")
    else:
        score = text
    total = QColor("#ffb74d" if dark else "#b34700") if cell.reset else text
    return CellColours(background, readable(muted, background, text),
                       readable(score, background, text), readable(total, background, text))


def lead_colours(palette: QPalette, selected: bool,
                 foreground: QColor | None) -> tuple[QColor, QColor]:
    """Background and text of the hand, cards and trump columns."""
    background = row_background(palette, selected)
    text = palette.color(QPalette.ColorRole.Text)
    return background, readable(foreground or text, background, text)


def _selected(option: QStyleOptionViewItem) -> bool:
    return bool(option.state & QStyle.StateFlag.State_Selected)


CELL_PAD = 6  # pixels left and right of a cell's text
DEALER_LETTERS = 14  # a tally game's dealer column is at most this wide (the row's tooltip
# names the dealer whole)
WIDEST_TOP = "10/10 +110 !"  # the widest top line a cell has: bid/tricks, score and a mark
WIDEST_TALLY = "lost ● 888"  # a tally game's: lost / won / place, the dealer and the tally


def least_column(font: QFont, bidding: bool = True) -> int:
    """The narrowest a player's column may be in ``font``: its top line whole."""
    from PySide6.QtGui import QFontMetrics

    widest = WIDEST_TOP if bidding else WIDEST_TALLY
    return QFontMetrics(small_font(font)).horizontalAdvance(widest) + 2 * CELL_PAD + 4


def small_font(font: QFont) -> QFont:
    """The type of a cell's top line (bid/tricks and the hand's score)."""
    small = QFont(font)
    small.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
    return small


class ScoreCellDelegate(QStyledItemDelegate):
    """Paints a cell like a paper scorecard: bid/tricks and score above, total below."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Colours depend on a few flags and the palette only: worked out once each.
        self._cell_cache: dict[tuple[Any, ...], CellColours] = {}
        self._lead_cache: dict[tuple[Any, ...], tuple[QColor, QColor]] = {}
        self._font_cache: dict[str, tuple[QFont, QFont]] = {}

    def _cell_colours(self, cell: Cell, palette: QPalette, selected: bool) -> CellColours:
        key = (palette.cacheKey(), selected, cell.made, cell.reset, cell.negative,
               bool(cell.away))
        if key not in self._cell_cache:
            self._cell_cache[key] = cell_colours(cell, palette, selected)
        return self._cell_cache[key]

    def _fonts(self, font: QFont) -> tuple[QFont, QFont]:
        """A cell's top line (bid/tricks, the score) and its total, in the view's
        ``font``: made once a type size, not twice a cell painted."""
        key = font.key()
        if key not in self._font_cache:
            bold = QFont(font)
            bold.setBold(True)
            bold.setPointSizeF(font.pointSizeF() * 1.1)
            self._font_cache[key] = (small_font(font), bold)
        return self._font_cache[key]

    def _lead_colours(self, palette: QPalette, selected: bool,
                      foreground: QColor | None) -> tuple[QColor, QColor]:
        key = (palette.cacheKey(), selected, foreground.rgba() if foreground else None)
        if key not in self._lead_cache:
            self._lead_cache[key] = lead_colours(palette, selected, foreground)
        return self._lead_cache[key]

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        painter.save()
        try:
            cell = index.data(CELL_ROLE)
            if cell is None:
                self._paint_lead(painter, option, index)
            else:
                self._paint_cell(painter, option, cell)
            if _selected(option):
                self._mark_row(painter, option)
        finally:
            painter.restore()

    def _paint_lead(self, painter: QPainter, option: QStyleOptionViewItem,
                    index: Index) -> None:
        # The text and font initStyleOption would give, without the ten other roles it
        # asks the model for (a whole board is painted again on every hand).
        value = index.data(Qt.ItemDataRole.DisplayRole)
        shown = "" if value is None else self.displayText(value, option.locale)
        font = index.data(Qt.ItemDataRole.FontRole)
        foreground = index.data(Qt.ItemDataRole.ForegroundRole)
        background, text = self._lead_colours(option.palette,
                                              _selected(option), foreground)
        rect: QRect = option.rect
        painter.fillRect(rect, background)
        painter.setFont(option.font if font is None else QFont(font).resolve(option.font))
        painter.setPen(text)
        inner = rect.adjusted(4, 0, -4, 0)
        words = painter.fontMetrics().elidedText(shown,
                                                 Qt.TextElideMode.ElideRight, inner.width())
        painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, words)

    def _paint_cell(self, painter: QPainter, option: QStyleOptionViewItem,
                    cell: Cell) -> None:
        colours = self._cell_colours(cell, option.palette,
                                     _selected(option))
        rect: QRect = option.rect
        painter.fillRect(rect, colours.background)
        small, bold = self._fonts(option.font)
        pad = CELL_PAD
        top_rect = QRect(rect.left() + pad, rect.top() + 3, rect.width() - 2 * pad,
                         rect.height() // 2 - 3)
        painter.setFont(small)
        painter.setPen(colours.top)
        painter.drawText(top_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         f"{cell.top} {cell.away}" if cell.away and cell.top else cell.top)
        if cell.corner:
            painter.setPen(colours.score)
            painter.drawText(top_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             cell.corner + (f" {cell.marks}" if cell.marks else ""))
        bottom = QRect(rect.left() + pad, rect.top() + rect.height() // 2,
                       rect.width() - 2 * pad, rect.height() // 2 - 3)
        if cell.dealer:  # below the bid, left of the total: never under the score
            painter.setPen(colours.top)
            painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             "●")
        painter.setFont(bold)
        painter.setPen(colours.total)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         cell.bottom)

    @staticmethod
    def _mark_row(painter: QPainter, option: QStyleOptionViewItem) -> None:
        """The current row is also ruled above and below in the highlight colour."""
        rect: QRect = option.rect
        line = option.palette.color(QPalette.ColorRole.Highlight)
        painter.fillRect(QRect(rect.left(), rect.top(), rect.width(), 2), line)
        painter.fillRect(QRect(rect.left(), rect.bottom() - 1, rect.width(), 2), line)


class ScoreboardView(QTableView):
    """The paper-like scorecard. It takes the keyboard too (F6): Up and Down choose a
    hand, Enter corrects it, Esc goes back to the entry."""

    correct_requested = Signal(int)  # the hand number chosen with Enter
    leave_requested = Signal()  # Esc: back to the entry

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        mark_type_sized(self)
        self.model_ = ScoreboardModel(self)
        self.setModel(self.model_)
        self.setItemDelegate(ScoreCellDelegate(self))
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName("Scorecard")
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setDefaultSectionSize(46)
        header = self.lead_header = LeadHeader(LEAD_COLUMNS, self)
        self.setHorizontalHeader(header)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(44)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)  # a long name: "Alexan…"
        self.setAlternatingRowColors(False)
        self.setShowGrid(True)
        self.setWordWrap(False)
        size_widget(self, preferred_type_size())
        self._fit_font()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            rows = self.selectionModel().selectedRows()
            if rows:
                self.correct_requested.emit(rows[0].row() + 1)
            return
        if event.key() == Qt.Key.Key_Escape:
            self.leave_requested.emit()
            return
        super().keyPressEvent(event)

    def set_font_size(self, points: int) -> None:
        """The scoreboard type size: here, and wherever else in this window it applies
        (the entry, the standings, History's scorecard), so one preference sizes them all."""
        apply_type_size(self, points)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_font()

    def _fit_font(self) -> None:
        """Rows and the players' names follow the type size."""
        self.verticalHeader().setDefaultSectionSize(round(self.font().pointSizeF() * 4.2))
        self._fit_columns()
        self.model_.header_font = QFont(self.font())
        if self.model_.columnCount():
            self.model_.headerDataChanged.emit(Qt.Orientation.Horizontal, 0,
                                               self.model_.columnCount() - 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_columns()

    def _fit_new_rows(self, first: int) -> None:
        """Rows added at the end are not measured by the header (a reset measured all):
        if a new hand's details ("1000") are wider than their column, measure again."""
        header = self.horizontalHeader()
        for row in range(first, self.model_.rowCount()):
            for column in range(LEAD_COLUMNS):
                if header.sectionResizeMode(column) != QHeaderView.ResizeMode.ResizeToContents:
                    continue
                width = self.sizeHintForIndex(self.model_.index(row, column)).width() + 1
                if width > header.sectionSize(column):
                    header.resizeSections()
                    return

    def _fit_columns(self) -> None:
        """The players' columns share the width; a column is never narrower than a
        cell's top line ("10/10 +110"): seven players on a small screen scroll
        sideways rather than paint one text over another. The lead headings give way
        (cut, whole in their tooltips) before one player's column would go out of view."""
        header = self.horizontalHeader()
        players = range(LEAD_COLUMNS, self.model_.columnCount())
        if not players:
            return
        least = least_column(self.font(), self.model_.bidding)
        self.lead_header.give_way(self.viewport().width() - least)
        lead = sum(header.sectionSize(c) for c in range(LEAD_COLUMNS)
                   if not header.isSectionHidden(c))
        roomy = self.viewport().width() - lead >= least * len(players)
        mode = QHeaderView.ResizeMode.Stretch if roomy else QHeaderView.ResizeMode.Fixed
        for column in players:
            if header.sectionResizeMode(column) != mode:
                header.setSectionResizeMode(column, mode)
            if not roomy and header.sectionSize(column) != least:
                header.resizeSection(column, least)

    def clear(self) -> None:
        self.model_.clear()

    def set_scorecard(self, scorecard: Scorecard, from_hand: int | None = 1) -> None:
        rows = self.model_.rowCount()
        self.model_.set_scorecard(scorecard, from_hand)
        header = self.horizontalHeader()
        self._fit_new_rows(rows)
        # Each resize mode set (even the same one) and each column hidden again makes
        # the header measure every row of the contents-sized columns: only on a change.
        for column in range(LEAD_COLUMNS):
            _set_mode(header, column, QHeaderView.ResizeMode.ResizeToContents)
        if not self.model_.bidding:  # the dealer's column: a long name is cut ("…")
            widest = self.sizeHintForColumn(2)
            most = self.fontMetrics().averageCharWidth() * DEALER_LETTERS
            if widest > most:
                _set_mode(header, 2, QHeaderView.ResizeMode.Fixed)
                header.resizeSection(2, most)
        if self.isColumnHidden(1) != (not self.model_.bidding):
            self.setColumnHidden(1, not self.model_.bidding)  # no cards column in a tally game
        self._fit_columns()
        current = scorecard.current
        if current is not None:
            row = current.number - 1
            self.selectRow(row)
            self.scrollTo(self.model_.index(row, 0))


def _set_mode(header: QHeaderView, column: int, mode: QHeaderView.ResizeMode) -> None:
    """Set ``column``'s resize mode unless it has it: setting it again re-measures."""
    if header.sectionResizeMode(column) != mode:
        header.setSectionResizeMode(column, mode)
