"""The paper-scorecard grid: hands down, players across in seating order."""

from __future__ import annotations

from collections.abc import Mapping
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
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from ...exports.text import ordinal
from ...rules import HandResult, Scorecard, variant
from ...rules.describe import trump_label, trump_words
from ..shared.fonts import apply_type_size, mark_type_sized, preferred_type_size, size_widget
from ..shared.plurals import install_plurals, tally_count

CELL_ROLE = Qt.ItemDataRole.UserRole + 1  # dict with bid, tricks, score, total, marks
LEAD_COLUMNS = 3  # hand, cards, trump
Index = QModelIndex | QPersistentModelIndex


class ScoreboardModel(QAbstractTableModel):
    """Wraps a :class:`Scorecard`; one row per hand (the one in play included)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        install_plurals()
        self._card: Scorecard | None = None
        self._hands: tuple[HandResult, ...] = ()
        self._players: tuple[str, ...] = ()
        self._leaders: set[str] = set()
        self._bidding = True
        self.header_font: QFont | None = None  # the view's font: headers follow the type size

    def set_scorecard(self, card: Scorecard) -> None:
        hands = list(card.hands)
        if card.next_hand is not None and not card.over:
            hands.append(card.next_hand)
        leaders = ({s.player for s in card.standings if s.place == 1}
                   if card.completed else set())
        same_shape = (self._card is not None and card.setup == self._card.setup
                      and len(hands) == len(self._hands))
        if not same_shape:
            self.beginResetModel()
        old = self._hands
        self._card = card
        self._players = card.setup.players
        self._hands = tuple(hands)
        self._bidding = variant(card.setup.variant).has_bids
        old_leaders, self._leaders = self._leaders, leaders
        if not same_shape:
            self.endResetModel()
            return
        # A keystroke changes one hand: repaint that row, not the whole scorecard.
        last = self.columnCount() - 1
        for row, (before, after) in enumerate(zip(old, self._hands, strict=True)):
            if before != after:
                self.dataChanged.emit(self.index(row, 0), self.index(row, last))
        if leaders != old_leaders:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, LEAD_COLUMNS, last)

    def clear(self) -> None:
        """No game: an empty scorecard (History with nothing chosen)."""
        self.beginResetModel()
        self._card, self._hands, self._players, self._leaders = None, (), (), set()
        self.endResetModel()

    def hand_at(self, row: int) -> HandResult | None:
        return self._hands[row] if 0 <= row < len(self._hands) else None

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._hands)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else LEAD_COLUMNS + len(self._players)

    @property
    def bidding(self) -> bool:
        """Whether hands have bids and tricks (a tally game's hands have neither)."""
        return self._bidding

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section < LEAD_COLUMNS:
                labels = ("Hand", "Cards", "Trump") if self._bidding else ("Hand", "", "Dealer")
                return labels[section]
            player = self._players[section - LEAD_COLUMNS]
            return f"★ {player}" if player in self._leaders else player
        if role == Qt.ItemDataRole.FontRole and section >= LEAD_COLUMNS:
            font = QFont(self.header_font) if self.header_font is not None else QFont()
            font.setBold(self._players[section - LEAD_COLUMNS] in self._leaders)
            return font
        if role == Qt.ItemDataRole.ToolTipRole and section >= LEAD_COLUMNS:
            player = self._players[section - LEAD_COLUMNS]
            return f"{player} leads" if player in self._leaders else None
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        hand = self._hands[index.row()]
        column = index.column()
        if column < LEAD_COLUMNS:
            if role == Qt.ItemDataRole.DisplayRole:
                if column == 0:
                    return str(hand.number)
                if column == 1:
                    return "" if hand.cards is None else str(hand.cards)
                return trump_label(hand.trump) if self._bidding else hand.dealer
            if role == Qt.ItemDataRole.ToolTipRole:
                return (f"Hand {hand.number}: {hand.dealer} deals"
                        + (f"; {hand.trump_reason}" if hand.trump_reason else ""))
            if role == Qt.ItemDataRole.AccessibleTextRole:
                return self._spoken_hand(hand)
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignCenter)
            if role == Qt.ItemDataRole.ForegroundRole and column == 2 and hand.trump in ("H", "D"):
                return QColor("#c62828")
            return None
        player = self._players[column - LEAD_COLUMNS]
        cell = self._cell(hand, player)
        if role == CELL_ROLE:
            return cell
        if role == Qt.ItemDataRole.DisplayRole:
            return cell["text"]
        if role == Qt.ItemDataRole.ToolTipRole:
            return cell["tip"]
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._spoken(hand, player)
        return None

    # --- what a screen reader says --------------------------------------------------
    def _spoken_hand(self, hand: HandResult) -> str:
        """"Hand 3: 5 cards, hearts are trump, Ben deals"."""
        parts = []
        if hand.cards is not None:
            parts.append(self.tr("%n card(s)", "", hand.cards))
        if self._bidding:
            parts.append(trump_words(hand.trump))
        parts.append(self.tr("{0} deals").format(hand.dealer))
        return self.tr("Hand {0}: {1}").format(hand.number, ", ".join(parts))

    def _spoken(self, hand: HandResult, player: str) -> str:
        """The cell as a sentence: "Ann, hand 3: bid 2, took 2, scored 12, total 40"."""
        what = self._spoken_tally(hand, player) if not self._bidding else \
            self._spoken_bidding(hand, player)
        if hand.dealer == player:
            what += self.tr(", dealt")
        return self.tr("{0}, hand {1}: {2}").format(player, hand.number, what)

    def _spoken_bidding(self, hand: HandResult, player: str) -> str:
        bid = hand.bids.get(player)
        if bid is None:
            return self.tr("no bid yet")
        parts = [self.tr("bid {0}").format(bid)]
        if hand.tricks is not None and player in hand.tricks:
            parts.append(self.tr("took {0}").format(hand.tricks[player]))
        if hand.scores is not None and hand.totals is not None:
            parts.append(self.tr("scored {0}").format(hand.scores[player]))
            parts.append(self.tr("total {0}").format(hand.totals[player]))
        if player in hand.resets:
            parts.append(self.tr("reset to 0"))
        penalty = hand.penalties.get(player, 0)
        if penalty:
            parts.append(self.tr("%n penalt(y|ies)", "", penalty))
        return ", ".join(parts)

    def _spoken_tally(self, hand: HandResult, player: str) -> str:
        if not hand.complete or hand.totals is None:
            return self.tr("in play")
        if hand.loser == player:
            result = self.tr("lost")
        elif hand.winner == player:
            result = self.tr("won")
        elif hand.out_order and player in hand.out_order:
            result = self.tr("out {0}").format(ordinal(hand.out_order.index(player) + 1))
        else:
            result = self.tr("played")
        assert self._card is not None
        return f"{result}, {tally_count(self._card.setup, hand.totals[player])}"

    def _cell(self, hand: HandResult, player: str) -> dict[str, Any]:
        dealer = hand.dealer == player
        if not self._bidding:
            lost = hand.loser == player
            won = hand.winner == player
            total = hand.totals.get(player) if hand.totals else None
            position = (hand.out_order.index(player) + 1) if hand.out_order else None
            top = "lost" if lost else ("won" if won else (f"#{position}" if position else ""))
            return {"top": top, "right": "", "bottom": "" if total is None else str(total),
                    "made": won, "missed": lost, "dealer": dealer, "reset": False,
                    "penalty": 0, "text": f"{top} {'' if total is None else total}".strip(),
                    "tip": f"{player}: {top}" if top else player}
        bid = hand.bids.get(player)
        tricks = hand.tricks.get(player) if hand.tricks else None
        score = hand.scores.get(player) if hand.scores else None
        total = hand.totals.get(player) if hand.totals else None
        top = "" if bid is None else (f"{bid}/{tricks}" if tricks is not None else f"bid {bid}")
        reset = player in hand.resets
        penalty = hand.penalties.get(player, 0)
        tip = [f"{player}{' (dealer)' if dealer else ''}"]
        if bid is not None:
            tip.append(f"bid {bid}" + (f", took {tricks}" if tricks is not None else ""))
        if score is not None:
            tip.append(f"scored {score:+d}, total {total}")
        if reset:
            tip.append("total reached a multiple of 50 and went back to 0")
        if penalty:
            tip.append(self.tr("%n penalt(y|ies)", "", penalty))
        return {"top": top, "right": "" if score is None else f"{score:+d}",
                "bottom": "" if total is None else ("↺ 0" if reset else str(total)),
                "made": player in hand.made, "missed": score is not None and
                player not in hand.made, "dealer": dealer, "reset": reset, "penalty": penalty,
                "text": f"{top} {'' if score is None else f'{score:+d}'} "
                        f"{'' if total is None else total}".strip(),
                "tip": "; ".join(tip)}


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


def cell_colours(cell: Mapping[str, Any], palette: QPalette, selected: bool) -> CellColours:
    """The colours of one player's cell, for the palette and the row's state."""
    dark = is_dark(palette)
    background = row_background(palette, selected)
    if cell["made"]:
        background = blend(MADE_GREEN, background, (70 if dark else 45) / 255)
    text = palette.color(QPalette.ColorRole.Text)
    muted = blend(text, background, 170 / 255)
    if cell["made"]:
        score = QColor("#81c784" if dark else "#1b5e20")
    elif str(cell["right"]).startswith("-"):
        score = QColor("#ef9a9a" if dark else "#b71c1c")
    else:
        score = text
    total = QColor("#ffb74d" if dark else "#b34700") if cell["reset"] else text
    return CellColours(background, readable(muted, background, text),
                       readable(score, background, text), readable(total, background, text))


def lead_colours(palette: QPalette, selected: bool,
                 foreground: QColor | None) -> tuple[QColor, QColor]:
    """Background and text of the hand, cards and trump columns."""
    background = row_background(palette, selected)
    text = palette.color(QPalette.ColorRole.Text)
    return background, readable(foreground or text, background, text)


def _selected(option: QStyleOptionViewItem) -> bool:
    return bool(option.state & QStyle.StateFlag.State_Selected)  # type: ignore[attr-defined]


class ScoreCellDelegate(QStyledItemDelegate):
    """Paints a cell like a paper scorecard: bid/tricks and score above, total below."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Colours depend on a few flags and the palette only: worked out once each.
        self._colours: dict[tuple[Any, ...], Any] = {}

    def _cell_colours(self, cell: Mapping[str, Any], palette: QPalette,
                      selected: bool) -> CellColours:
        key = (palette.cacheKey(), selected, bool(cell["made"]), bool(cell["reset"]),
               str(cell["right"]).startswith("-"), cell["right"] == "")
        if key not in self._colours:
            self._colours[key] = cell_colours(cell, palette, selected)
        return self._colours[key]

    def _lead_colours(self, palette: QPalette, selected: bool,
                      foreground: QColor | None) -> tuple[QColor, QColor]:
        key = (palette.cacheKey(), selected, foreground.rgba() if foreground else None)
        if key not in self._colours:
            self._colours[key] = lead_colours(palette, selected, foreground)
        return self._colours[key]

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
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        foreground = index.data(Qt.ItemDataRole.ForegroundRole)
        background, text = self._lead_colours(option.palette,  # type: ignore[attr-defined]
                                              _selected(option), foreground)
        rect: QRect = option.rect  # type: ignore[attr-defined]
        painter.fillRect(rect, background)
        painter.setFont(shown.font)  # type: ignore[attr-defined]
        painter.setPen(text)
        inner = rect.adjusted(4, 0, -4, 0)
        words = painter.fontMetrics().elidedText(shown.text,  # type: ignore[attr-defined]
                                                 Qt.TextElideMode.ElideRight, inner.width())
        painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, words)

    def _paint_cell(self, painter: QPainter, option: QStyleOptionViewItem,
                    cell: Mapping[str, Any]) -> None:
        colours = self._cell_colours(cell, option.palette,  # type: ignore[attr-defined]
                                     _selected(option))
        rect: QRect = option.rect  # type: ignore[attr-defined]
        painter.fillRect(rect, colours.background)
        font = QFont(option.font)  # type: ignore[attr-defined]
        small = QFont(font)
        small.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        pad = 6
        top_rect = QRect(rect.left() + pad, rect.top() + 3, rect.width() - 2 * pad,
                         rect.height() // 2 - 3)
        painter.setFont(small)
        painter.setPen(colours.top)
        painter.drawText(top_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         cell["top"])
        if cell["right"]:
            painter.setPen(colours.score)
            painter.drawText(top_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             cell["right"] + (" !" * cell["penalty"]))
        bottom = QRect(rect.left() + pad, rect.top() + rect.height() // 2,
                       rect.width() - 2 * pad, rect.height() // 2 - 3)
        if cell["dealer"]:  # below the bid, left of the total: never under the score
            painter.setPen(colours.top)
            painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             "●")
        bold = QFont(font)
        bold.setBold(True)
        bold.setPointSizeF(font.pointSizeF() * 1.1)
        painter.setFont(bold)
        painter.setPen(colours.total)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         cell["bottom"])

    @staticmethod
    def _mark_row(painter: QPainter, option: QStyleOptionViewItem) -> None:
        """The current row is also ruled above and below in the highlight colour."""
        rect: QRect = option.rect  # type: ignore[attr-defined]
        line = option.palette.color(QPalette.ColorRole.Highlight)  # type: ignore[attr-defined]
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
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(44)
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
        self.model_.header_font = QFont(self.font())
        if self.model_.columnCount():
            self.model_.headerDataChanged.emit(Qt.Orientation.Horizontal, 0,
                                               self.model_.columnCount() - 1)

    def clear(self) -> None:
        self.model_.clear()

    def set_scorecard(self, card: Scorecard) -> None:
        self.model_.set_scorecard(card)
        header = self.horizontalHeader()
        for column in range(LEAD_COLUMNS):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.setColumnHidden(1, not self.model_.bidding)  # no cards column in a tally game
        current = card.current
        if current is not None:
            row = current.number - 1
            self.selectRow(row)
            self.scrollTo(self.model_.index(row, 0))
