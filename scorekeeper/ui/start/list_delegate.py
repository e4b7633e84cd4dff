"""List entries as small cards: a bold first line, quieter lines below, room to breathe."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

PAD = 8


class CardListDelegate(QStyledItemDelegate):
    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        lines = str(index.data(Qt.ItemDataRole.DisplayRole) or "").split("\n")
        painter.save()
        try:
            rect: QRect = option.rect
            palette: QPalette = option.palette
            selected = bool(option.state & QStyle.StateFlag.State_Selected)
            if selected:
                painter.fillRect(rect, palette.color(QPalette.ColorRole.Highlight))
            text = palette.color(QPalette.ColorRole.HighlightedText if selected
                                 else QPalette.ColorRole.Text)
            muted = text if selected else palette.color(QPalette.ColorRole.PlaceholderText)
            font = QFont(option.font)
            bold = QFont(font)
            bold.setBold(True)
            y = rect.top() + PAD
            for number, line in enumerate(lines):
                painter.setFont(bold if number == 0 else font)
                painter.setPen(text if number < 2 else muted)
                metrics = QFontMetrics(painter.font())
                height = metrics.height()
                width = rect.width() - 2 * PAD  # a long line (seven long names) ends in "…"
                painter.drawText(QRect(rect.left() + PAD, y, width, height),
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                                 metrics.elidedText(line, Qt.TextElideMode.ElideRight, width))
                y += height + 1
            painter.setPen(palette.color(QPalette.ColorRole.Mid))
            painter.drawLine(rect.left() + PAD, rect.bottom(), rect.right() - PAD, rect.bottom())
        finally:
            painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        lines = str(index.data(Qt.ItemDataRole.DisplayRole) or "").count("\n") + 1
        height = QFontMetrics(option.font).height() + 1
        return QSize(200, lines * height + 2 * PAD)
