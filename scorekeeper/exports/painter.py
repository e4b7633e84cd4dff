"""Draws a scorecard page by page like a good paper one: PDF, print-out and PNG.

Rows are never split across pages, the table header repeats on every page, and
each page says which page it is. Fonts are in points, so the same drawing suits
a 300 dpi PDF, a printer and a phone-sized PNG.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPainter,
    QPen,
    QStaticText,
)

from ..rules import Scorecard
from .presentation import Cell, Row, present

MADE = QColor(200, 235, 205)
RULE = QColor(150, 150, 150)
MUTED = QColor(90, 90, 90)
RED = QColor(183, 28, 28)
BLACK = QColor("black")
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
CENTER = int(Qt.AlignmentFlag.AlignCenter)


@dataclass
class Fonts:
    title: QFont
    body: QFont
    small: QFont
    bold: QFont
    head: QFont


def _fonts(scale: float = 1.0) -> Fonts:
    def font(size: float, bold: bool = False) -> QFont:
        f = QFont("DejaVu Sans")
        f.setPointSizeF(size * scale)
        f.setBold(bold)
        return f

    return Fonts(font(18, True), font(11), font(9), font(13, True), font(10, True))


class ScorecardPainter:
    def __init__(self, scorecard: Scorecard, when: str = "", scale: float = 1.0) -> None:
        self.scorecard = scorecard
        self.shown = present(scorecard)
        self.when = when
        self.fonts = _fonts(scale)
        self.rows = list(self.shown.recorded)
        # Laid-out cell texts, by font and device resolution: a long game repeats the
        # same few strings thousands of times, and laying a text out costs more than
        # drawing it (2,000 hands: 48,000 texts, 1.2 s laid out each time).
        self._texts: dict[tuple[int, int, str], tuple[QStaticText, float, float]] = {}
        self._pen: tuple[int, int] | None = None  # the font and colour _text last set

    # --- public -------------------------------------------------------------------
    def paint_pages(self, device: QPagedPaintDevice) -> int:
        """Draw on a PDF writer or printer; returns the number of pages."""
        painter = QPainter()
        if not painter.begin(device):
            raise OSError("cannot draw on the output (is the file writable?)")
        try:
            rect = QRectF(device.pageLayout().paintRectPixels(device.resolution()))
            rect.moveTo(0, 0)
            pages = self._paginate(painter, rect)
            for number, page in enumerate(pages, start=1):
                if number > 1:
                    device.newPage()
                self._draw_page(painter, rect, page, number, len(pages))
            return len(pages)
        finally:
            painter.end()

    def paint_image(self, painter: QPainter, width: float) -> float:
        """Draw everything as one long page of ``width``; returns the height used."""
        rect = QRectF(0, 0, width, 10**6)
        page = {"first": True, "rows": self.rows, "footer": True}
        return self._draw_page(painter, rect, page, 1, 1, numbered=False)

    # --- layout -------------------------------------------------------------------
    def _line(self, painter: QPainter, font: QFont) -> float:
        painter.setFont(font)
        return QFontMetricsF(font, painter.device()).height()

    def _row_height(self, painter: QPainter) -> float:
        # Generous rows, as on a paper scorecard people write on and read across a table.
        return (self._line(painter, self.fonts.small) + self._line(painter, self.fonts.bold)) * 1.25

    def _header_height(self, painter: QPainter, first: bool) -> float:
        title = self._line(painter, self.fonts.title)
        body = self._line(painter, self.fonts.body)
        return (title + 2.4 * body) if first else body * 1.6

    def _footer_height(self, painter: QPainter) -> float:
        lines = len(self.shown.places) + len(self.shown.notes) + 3
        return lines * self._line(painter, self.fonts.body) * 1.15

    def _paginate(self, painter: QPainter, rect: QRectF) -> list[dict[str, Any]]:
        row = self._row_height(painter)
        table_head = self._line(painter, self.fonts.bold) * 1.4
        page_number_space = self._line(painter, self.fonts.small) * 1.5
        pages: list[dict[str, Any]] = []
        rows = list(self.rows)
        first = True
        while True:
            space = rect.height() - self._header_height(painter, first) - table_head - \
                page_number_space
            fit = max(1, int(space // row)) if rows else 0
            chunk, rows = rows[:fit], rows[fit:]
            used = self._header_height(painter, first) + table_head + len(chunk) * row
            page = {"first": first, "rows": chunk, "footer": False}
            pages.append(page)
            first = False
            if not rows:
                if used + self._footer_height(painter) + page_number_space <= rect.height():
                    page["footer"] = True
                    return pages
                # Carry the last hands over so the standings never stand alone on a page.
                carry = 2 if len(chunk) > 2 else 0
                if carry:
                    page["rows"], moved = chunk[:-carry], chunk[-carry:]
                else:
                    moved = []
                pages.append({"first": False, "rows": moved, "footer": True})
                return pages

    # --- drawing ------------------------------------------------------------------
    def _draw_page(self, painter: QPainter, rect: QRectF, page: dict[str, Any], number: int,
                   total: int, numbered: bool = True, dry: bool = False) -> float:
        shown = self.shown
        y = rect.top()
        body_h = self._line(painter, self.fonts.body)

        def text(x: float, top: float, w: float, h: float, value: str, font: QFont,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
                 color: QColor | None = None) -> None:
            if dry:
                return
            painter.setFont(font)
            painter.setPen(color or QColor("black"))
            painter.drawText(QRectF(x, top, w, h), int(align | Qt.AlignmentFlag.AlignVCenter),
                             value)

        if page["first"]:
            title_h = self._line(painter, self.fonts.title)
            text(rect.left(), y, rect.width(), title_h, shown.title, self.fonts.title)
            y += title_h
            meta = " · ".join(x for x in (self.when, shown.status, shown.options_text) if x)
            text(rect.left(), y, rect.width(), body_h, meta, self.fonts.body, color=MUTED)
            y += body_h
            text(rect.left(), y, rect.width(), body_h, shown.seating, self.fonts.body)
            y += body_h * 1.4
        else:
            text(rect.left(), y, rect.width(), body_h,
                 f"{shown.title} — {', '.join(shown.players)} (continued)",
                 self.fonts.body, color=MUTED)
            y += body_h * 1.6
        if page["rows"] or page["first"]:
            y = self._draw_table(painter, rect, y, page["rows"], dry)
        if page["footer"]:
            y = self._draw_footer(painter, rect, y + body_h * 0.6, text)
        if numbered and total > 1:
            small_h = self._line(painter, self.fonts.small)
            text(rect.left(), rect.bottom() - small_h, rect.width(), small_h,
                 f"page {number} of {total}", self.fonts.small,
                 Qt.AlignmentFlag.AlignRight, MUTED)
        return y

    def _columns(self, painter: QPainter, rect: QRectF) -> tuple[list[float], list[str]]:
        lead = self.shown.lead
        players = self.shown.players
        body = QFontMetricsF(self.fonts.body, painter.device())
        bold = QFontMetricsF(self.fonts.head, painter.device())
        pad = body.horizontalAdvance("M")
        last = str(self.rows[-1].number) if self.rows else ""
        samples = {"hand": ["999", last], "cards": ["99"], "dealer": [*players, "Dealer"],
                   "trump": ["NT"]}
        widths = [max(bold.horizontalAdvance(c.short),
                      *(body.horizontalAdvance(s) for s in samples.get(c.key, [c.short]))) + pad
                  for c in lead]
        rest = rect.width() - sum(widths)
        each = rest / max(1, len(players))
        return widths + [each] * len(players), [c.short for c in lead] + list(players)

    @staticmethod
    def _lead_values(row: Row, key: str) -> str:
        return {"hand": str(row.number), "cards": row.cards, "dealer": row.dealer,
                "trump": row.trump}.get(key, "")

    def _draw_table(self, painter: QPainter, rect: QRectF, y: float, rows: list[Row],
                    dry: bool) -> float:
        widths, labels = self._columns(painter, rect)
        head_h = self._line(painter, self.fonts.bold) * 1.4
        row_h = self._row_height(painter)
        if not dry:
            painter.fillRect(QRectF(rect.left(), y, rect.width(), head_h), QColor(232, 232, 232))
        x = rect.left()
        for width, label in zip(widths, labels, strict=True):
            if not dry:
                painter.setFont(self.fonts.head)
                painter.setPen(QColor("black"))
                painter.drawText(QRectF(x + 3, y, width - 6, head_h),
                                 int(Qt.AlignmentFlag.AlignCenter), label)
            x += width
        y += head_h
        for row in rows:
            if not dry:
                self._draw_row(painter, rect, y, row_h, row, widths)
            y += row_h
        if not dry:
            painter.setPen(QPen(RULE, 0))
            x = rect.left()
            top = y - row_h * len(rows) - head_h
            for width in widths:
                painter.drawLine(QLineF(x, top, x, y))
                x += width
            painter.drawLine(QLineF(rect.right(), top, rect.right(), y))
            painter.drawLine(QLineF(rect.left(), top, rect.right(), top))
        return y

    def _draw_row(self, painter: QPainter, rect: QRectF, y: float, row_h: float, row: Row,
                  widths: list[float]) -> None:
        columns = self.shown.lead
        dpi = painter.device().logicalDpiY()
        self._pen = None  # the table's rules and headings set their own pen and font
        x = rect.left()
        for column, width in zip(columns, widths, strict=False):
            color = RED if column.key == "trump" and row.trump_red else BLACK
            align = LEFT if column.key == "dealer" and self.shown.has_bids else CENTER
            self._text(painter, dpi, (x + 4, y, width - 8, row_h),
                       self._lead_values(row, column.key), self.fonts.body, align, color)
            x += width
        small_h = QFontMetricsF(self.fonts.small, painter.device()).height()
        boxes = []
        for width in widths[len(columns):]:
            boxes.append(QRectF(x, y, width, row_h))
            x += width
        self._draw_cells(painter, dpi, list(zip(row.cells, boxes, strict=True)), small_h)
        painter.setPen(QPen(RULE, 0))
        painter.drawLine(QPointF(rect.left(), y + row_h), QPointF(rect.right(), y + row_h))

    def _draw_cells(self, painter: QPainter, dpi: int, cells: list[tuple[Cell, QRectF]],
                    small_h: float) -> None:
        """A row's cells: shading, then every top line, then every total (one font
        and pen at a time: a long game draws 20,000 cells)."""
        for cell, box in cells:
            if cell.made:
                painter.fillRect(box.adjusted(0.5, 0.5, -0.5, -0.5), MADE)
        for cell, box in cells:
            first = "  ".join(x for x in (cell.top, cell.corner) if x) + (
                f" {cell.marks}" if cell.marks else "")
            self._text(painter, dpi, (box.left() + 4, box.top() + 1, box.width() - 8,
                                      small_h), first, self.fonts.small, RIGHT, MUTED)
        for cell, box in cells:
            self._text(painter, dpi, (box.left() + 4, box.top() + 1 + small_h, box.width() - 8,
                                      box.height() - 2 - small_h), cell.bottom,
                       self.fonts.bold, RIGHT, BLACK)

    def _text(self, painter: QPainter, dpi: int, box: tuple[float, float, float, float],
              value: str, font: QFont, align: int, color: QColor) -> None:
        """One line of text in ``box`` (left, top, width, height), laid out once per
        font and resolution."""
        if not value:
            return
        if self._pen != (id(font), color.rgb()):  # set once for a run of the same kind
            painter.setFont(font)
            painter.setPen(color)
            self._pen = (id(font), color.rgb())
        key = (id(font), dpi, value)
        laid = self._texts.get(key)
        if laid is None:
            static = QStaticText(value)
            static.setTextFormat(Qt.TextFormat.PlainText)
            static.prepare(painter.transform(), painter.font())
            size = static.size()
            laid = self._texts[key] = (static, size.width(), size.height())
        static, width, height = laid
        left, top, room, tall = box
        if width > room:  # a long total in a narrow column: made smaller, never cut
            self._squeezed(painter, box, laid)  # (a cut "-19990" would read 9990)
            return
        if align == RIGHT:
            left += room - width
        elif align == CENTER:
            left += (room - width) / 2
        painter.drawStaticText(QPointF(left, top + (tall - height) / 2), static)

    @staticmethod
    def _squeezed(painter: QPainter, box: tuple[float, float, float, float],
                  laid: tuple[QStaticText, float, float]) -> None:
        static, width, height = laid
        left, top, room, tall = box
        ratio = room / width
        painter.save()
        painter.translate(left, top + (tall - height * ratio) / 2)
        painter.scale(ratio, ratio)
        painter.drawStaticText(QPointF(0, 0), static)
        painter.restore()

    def _draw_footer(self, painter: QPainter, rect: QRectF, y: float, text: Any) -> float:
        shown = self.shown
        body_h = self._line(painter, self.fonts.body)
        bold_h = self._line(painter, self.fonts.bold)
        text(rect.left(), y, rect.width(), bold_h, shown.places_heading, self.fonts.bold)
        y += bold_h * 1.2
        for place in shown.places:
            text(rect.left(), y, 60 * body_h, body_h, place.label, self.fonts.body)
            text(rect.left() + 4 * body_h, y, 20 * body_h, body_h, place.player,
                 self.fonts.bold)
            text(rect.left() + 14 * body_h, y, 5 * body_h, body_h, str(place.total),
                 self.fonts.body, Qt.AlignmentFlag.AlignRight)
            text(rect.left() + 19.4 * body_h, y, 8 * body_h, body_h, place.noun,
                 self.fonts.body)
            y += body_h * 1.1
        for note in shown.notes:
            text(rect.left(), y, rect.width(), body_h, note, self.fonts.body)
            y += body_h * 1.1
        text(rect.left(), y + body_h * 0.3, rect.width(), body_h, shown.legend,
             self.fonts.small, color=MUTED)
        return y + body_h * 1.5
