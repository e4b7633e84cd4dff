"""The paper-scorecard grid: hands down, players across in seating order."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
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

from ..rules import HandResult, Scorecard
from ..rules.describe import trump_label

CELL_ROLE = Qt.ItemDataRole.UserRole + 1  # dict with bid, tricks, score, total, marks
LEAD_COLUMNS = 3  # hand, cards, trump
Index = QModelIndex | QPersistentModelIndex


class ScoreboardModel(QAbstractTableModel):
    """Wraps a :class:`Scorecard`; one row per hand (the one in play included)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._card: Scorecard | None = None
        self._hands: tuple[HandResult, ...] = ()
        self._players: tuple[str, ...] = ()
        self._leaders: set[str] = set()
        self._bidding = True

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
        self._bidding = card.setup.variant != "shithead"
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

    def hand_at(self, row: int) -> HandResult | None:
        return self._hands[row] if 0 <= row < len(self._hands) else None

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._hands)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else LEAD_COLUMNS + len(self._players)

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
            font = QFont()
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
        return None

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
            tip.append(f"{penalty} penalt{'y' if penalty == 1 else 'ies'}")
        return {"top": top, "right": "" if score is None else f"{score:+d}",
                "bottom": "" if total is None else ("↺ 0" if reset else str(total)),
                "made": player in hand.made, "missed": score is not None and
                player not in hand.made, "dealer": dealer, "reset": reset, "penalty": penalty,
                "text": f"{top} {'' if score is None else f'{score:+d}'} "
                        f"{'' if total is None else total}".strip(),
                "tip": "; ".join(tip)}


class ScoreCellDelegate(QStyledItemDelegate):
    """Paints a cell like a paper scorecard: bid/tricks and score above, total below."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        cell = index.data(CELL_ROLE)
        if cell is None:
            super().paint(painter, option, index)
            return
        painter.save()
        try:
            palette = option.palette  # type: ignore[attr-defined]
            rect: QRect = option.rect  # type: ignore[attr-defined]
            selected = bool(option.state & QStyle.StateFlag.State_Selected)  # type: ignore[attr-defined]
            base = palette.color(QPalette.ColorRole.Highlight if selected else
                                 QPalette.ColorRole.Base)
            painter.fillRect(rect, base)
            dark = palette.color(QPalette.ColorRole.Base).lightness() < 128
            if cell["made"]:
                painter.fillRect(rect.adjusted(1, 1, -1, -1),
                                 QColor(46, 160, 67, 70 if dark else 45))
            text_color = palette.color(QPalette.ColorRole.HighlightedText if selected else
                                       QPalette.ColorRole.Text)
            muted = QColor(text_color)
            muted.setAlpha(170)
            font = QFont(option.font)  # type: ignore[attr-defined]
            small = QFont(font)
            small.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
            pad = 6
            top_rect = QRect(rect.left() + pad, rect.top() + 3, rect.width() - 2 * pad,
                             rect.height() // 2 - 3)
            painter.setFont(small)
            painter.setPen(muted)
            painter.drawText(top_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             cell["top"] + (" ●" if cell["dealer"] else ""))
            if cell["right"]:
                score_color = QColor("#2e7d32" if not dark else "#81c784") if cell["made"] else (
                    QColor("#c62828" if not dark else "#ef9a9a") if cell["right"].startswith("-")
                    else text_color)
                painter.setPen(score_color)
                painter.drawText(top_rect,
                                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                                 cell["right"] + (" !" * cell["penalty"]))
            bottom = QRect(rect.left() + pad, rect.top() + rect.height() // 2,
                           rect.width() - 2 * pad, rect.height() // 2 - 3)
            bold = QFont(font)
            bold.setBold(True)
            bold.setPointSizeF(font.pointSizeF() * 1.1)
            painter.setFont(bold)
            painter.setPen(QColor("#ef6c00") if cell["reset"] else text_color)
            painter.drawText(bottom, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             cell["bottom"])
        finally:
            painter.restore()


class ScoreboardView(QTableView):
    """The paper-like scorecard. It takes the keyboard too (F6): Up and Down choose a
    hand, Enter corrects it, Esc goes back to the entry."""

    correct_requested = Signal(int)  # the hand number chosen with Enter
    leave_requested = Signal()  # Esc: back to the entry

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        font = QFont(self.font())
        font.setPointSize(points)
        self.setFont(font)
        self.verticalHeader().setDefaultSectionSize(int(points * 4.2))

    def set_scorecard(self, card: Scorecard) -> None:
        self.model_.set_scorecard(card)
        header = self.horizontalHeader()
        for column in range(LEAD_COLUMNS):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        current = card.current
        if current is not None:
            row = current.number - 1
            self.selectRow(row)
            self.scrollTo(self.model_.index(row, 0))
