"""Draws a scorecard page by page like a good paper one: PDF, print-out and PNG.

Rows are never split across pages, the table header repeats on every page, and
each page says which page it is. Fonts are in points, so the same drawing suits
a 300 dpi PDF, a printer and a phone-sized PNG.

Long names never run into each other: a game too wide for the page is drawn in a
smaller type until its columns fit, names in the table's header are cut with "…"
(whole in the seating line and the final places), long lines wrap, and the final
places are laid out in columns measured from what they hold. Every text drawn is
recorded as a :class:`Box` (the room it was given and where its ink is), so tests
can check that nothing overlaps or is cut.

It speaks the language of the ``words`` handed in, else the app's (English where no
language was installed: the command line without ``--lang``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPen,
    QStaticText,
)

if TYPE_CHECKING:  # QtPrintSupport loads only where a scorecard is printed
    from PySide6.QtGui import QPdfWriter
    from PySide6.QtPrintSupport import QPrinter

    PagedDevice = QPdfWriter | QPrinter  # a page layout and a resolution to draw at

from ..rules import Scorecard
from ..rules.words import Words
from .presentation import Cell, Row, present

MADE = QColor(200, 235, 205)
RULE = QColor(150, 150, 150)
MUTED = QColor(90, 90, 90)
AWAY = QColor(238, 238, 238)
RED = QColor(183, 28, 28)
WIDEST_TOP = "10/10  +110 !"  # the widest top line of a player's cell
WIDEST_TOTAL = "-8888"
SMALLEST = 0.5  # a wide game's type shrinks at most to half its size …
DEALER_EMS = 12  # … and a dealer column is at most this many "M"s wide
LEFT = Qt.AlignmentFlag.AlignLeft
RIGHT = Qt.AlignmentFlag.AlignRight
CENTER = Qt.AlignmentFlag.AlignCenter
ONE_LINE_KINDS = ("lead", "cell")  # the table's texts: thousands in a long game


@dataclass(frozen=True)
class Box:
    """One text as laid out: on which page, of what kind, the room it was given and
    the rectangle its ink takes (after eliding or wrapping)."""

    page: int
    kind: str
    room: QRectF
    ink: QRectF
    text: str


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


def paint_paged(device: PagedDevice,
                paginate: Callable[[QPainter, QRectF], Sequence[Any]],
                draw_page: Callable[[QPainter, QRectF, Any, int, int], object]) -> int:
    """Pages on a PDF writer or printer: ``paginate`` splits the content for the page's
    printable area, ``draw_page(painter, rect, page, number, count)`` draws each.
    Returns the number of pages; a device that cannot be drawn on is an OSError."""
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("cannot draw on the output (is the file writable?)")
    try:
        rect = QRectF(device.pageLayout().paintRectPixels(device.resolution()))
        rect.moveTo(0, 0)
        pages = paginate(painter, rect)
        for number, page in enumerate(pages, start=1):
            if number > 1:
                device.newPage()
            draw_page(painter, rect, page, number, len(pages))
        return len(pages)
    finally:
        painter.end()


class ScorecardPainter:
    def __init__(self, scorecard: Scorecard, when: str = "", scale: float = 1.0,
                 words: Words | None = None) -> None:
        if words is None:
            from .qt_words import app_words

            words = app_words()
        self.words = words
        self.scorecard = scorecard
        self.shown = present(scorecard, words=words)
        self.when = when
        self.scale = scale
        self.fonts = _fonts(scale)
        self.rows = list(self.shown.recorded)
        self.boxes: list[Box] = []  # every text drawn, for the tests' measuring
        self.rows_drawn: list[tuple[int, QRectF]] = []  # (page, a table row's rectangle)
        self.pages: list[QRectF] = []  # each page's drawing area
        self._page = 1
        self.record = True  # keep every text's Box (the exporters switch it off)
        # The table's texts laid out once, by font, resolution, text and room: a long
        # game repeats a few hundred strings 48,000 times, and laying a string out
        # (eliding, shaping) costs more than drawing it.
        self._laid: dict[tuple[Any, ...], tuple[str, QStaticText, float, float, QRectF]] = {}

    # --- public -------------------------------------------------------------------
    def paint_pages(self, device: PagedDevice) -> int:
        """Draw on a PDF writer or printer; returns the number of pages."""
        def paginate(painter: QPainter, rect: QRectF) -> list[Any]:
            self.fit_width(painter, rect.width())
            return self._paginate(painter, rect)

        return paint_paged(device, paginate, self._draw_page)

    def paint_image(self, painter: QPainter, width: float, dry: bool = False) -> float:
        """Draw everything as one long page of ``width``; returns the height used
        (``dry``: measure only)."""
        self.fit_width(painter, width)
        rect = QRectF(0, 0, width, 10**6)
        page = {"first": True, "rows": self.rows, "footer": True}
        return self._draw_page(painter, rect, page, 1, 1, numbered=False, dry=dry)

    def fit_width(self, painter: QPainter, width: float) -> None:
        """A game too wide for ``width`` (many players, long names) is drawn in a smaller
        type, down to half size, until each player's column holds a cell's top line."""
        scale = self.scale
        for _ in range(8):
            self.fonts = _fonts(scale)
            needed = self._least_table_width(painter)
            if needed <= width or scale <= self.scale * SMALLEST:
                return
            scale = max(self.scale * SMALLEST, scale * width / needed * 0.98)

    # --- layout -------------------------------------------------------------------
    def _metrics(self, painter: QPainter, font: QFont) -> QFontMetricsF:
        return QFontMetricsF(font, painter.device())

    def _line(self, painter: QPainter, font: QFont) -> float:
        painter.setFont(font)
        return self._metrics(painter, font).height()

    def _wrapped(self, painter: QPainter, font: QFont, width: float, text: str) -> float:
        """The height of ``text`` wrapped to ``width`` (one line at least)."""
        flags = LEFT.value | Qt.TextFlag.TextWordWrap.value
        height = self._metrics(painter, font).boundingRect(
            QRectF(0, 0, width, 10**6), flags, text).height()
        return max(height, self._line(painter, font))

    def _row_height(self, painter: QPainter) -> float:
        # Generous rows, as on a paper scorecard people write on and read across a table.
        return (self._line(painter, self.fonts.small) + self._line(painter, self.fonts.bold)) * 1.25

    def _meta(self) -> str:
        shown = self.shown
        return " · ".join(x for x in (self.when, shown.status, shown.options_text) if x)

    def _continued(self) -> str:
        words = self.words
        return words.tr("{0} — {1} (continued)").format(self.shown.title,
                                                         ", ".join(self.shown.players))

    def _header_height(self, painter: QPainter, first: bool, width: float) -> float:
        body = self._line(painter, self.fonts.body)
        if not first:
            return self._wrapped(painter, self.fonts.body, width, self._continued()) + body * 0.6
        return (self._wrapped(painter, self.fonts.title, width, self.shown.title)
                + self._wrapped(painter, self.fonts.body, width, self._meta())
                + self._wrapped(painter, self.fonts.body, width, self.shown.seating)
                + body * 0.4)

    def _footer_height(self, painter: QPainter, width: float) -> float:
        body = self._line(painter, self.fonts.body)
        notes = sum(self._wrapped(painter, self.fonts.body, width, n) + body * 0.1
                    for n in self.shown.notes)
        bold = self._line(painter, self.fonts.bold)
        return (bold * 1.2 + len(self.shown.places) * max(body, bold) * 1.1
                + notes + self._wrapped(painter, self.fonts.small, width, self.shown.legend)
                + body * 2.4 + self._rules_height(painter, width))

    def _rules_height(self, painter: QPainter, width: float) -> float:
        """A house game's rules in words, under the legend (nothing for the others)."""
        if not self.shown.rules_lines:
            return 0.0
        return self._line(painter, self.fonts.bold) * 1.3 + sum(
            self._wrapped(painter, self.fonts.small, width, line)
            for line in self.shown.rules_lines)

    def _paginate(self, painter: QPainter, rect: QRectF) -> list[dict[str, Any]]:
        """Whole rows to each page (never a row split), the footer where it fits."""
        row = self._row_height(painter)
        table_head = self._line(painter, self.fonts.bold) * 1.4
        page_number_space = self._line(painter, self.fonts.small) * 1.5
        pages: list[dict[str, Any]] = []
        rows = list(self.rows)
        first = True
        while True:
            header = self._header_height(painter, first, rect.width())
            space = rect.height() - header - table_head - page_number_space
            fit = max(1, int(space // row)) if rows else 0
            chunk, rows = rows[:fit], rows[fit:]
            used = header + table_head + len(chunk) * row
            page = {"first": first, "rows": chunk, "footer": False}
            pages.append(page)
            first = False
            if not rows:
                if used + self._footer_height(painter, rect.width()) + page_number_space \
                        <= rect.height():
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
    def _text(self, painter: QPainter, room: QRectF, value: str, font: QFont, *,
              kind: str, align: Qt.AlignmentFlag = LEFT, color: QColor | None = None,
              wrap: bool = False, dry: bool = False) -> float:
        """Draw ``value`` in ``room`` (cut with "…" to its width, or wrapped); record
        its box; returns the height its ink takes."""
        if kind in ONE_LINE_KINDS and not wrap:
            return self._table_text(painter, room, value, font, kind, align, color, dry)
        metrics = self._metrics(painter, font)
        flags = align.value | (Qt.TextFlag.TextWordWrap.value if wrap
                               else Qt.AlignmentFlag.AlignVCenter.value)
        shown = value if wrap else metrics.elidedText(value, Qt.TextElideMode.ElideRight,
                                                      room.width())
        ink = metrics.boundingRect(room, flags, shown)
        if not dry:
            if self.record:
                self.boxes.append(Box(self._page, kind, QRectF(room), ink, shown))
            painter.setFont(font)
            painter.setPen(color or QColor("black"))
            painter.drawText(room, flags, shown)
        return ink.height()

    def _table_text(self, painter: QPainter, room: QRectF, value: str, font: QFont,
                    kind: str, align: Qt.AlignmentFlag, color: QColor | None,
                    dry: bool) -> float:
        """:meth:`_text` for one line in the table: the same text, box and ink, drawn
        from a :class:`QStaticText` laid out once."""
        painter.setFont(font)
        key = (id(font), painter.device().logicalDpiY(), value, align.value,
               round(room.width(), 2), round(room.height(), 2))
        laid = self._laid.get(key)
        if laid is None:
            laid = self._laid[key] = self._lay_out(painter, room, value, font, align)
        shown, static, width, height, ink = laid
        if dry:
            return ink.height()
        painter.setPen(color or QColor("black"))
        if align == RIGHT:
            x = room.right() - width
        elif align == CENTER:
            x = room.left() + (room.width() - width) / 2
        else:
            x = room.left()
        painter.drawStaticText(QPointF(x, room.top() + (room.height() - height) / 2), static)
        if self.record:
            self.boxes.append(Box(self._page, kind, QRectF(room),
                                  ink.translated(room.left(), room.top()), shown))
        return ink.height()

    def _lay_out(self, painter: QPainter, room: QRectF, value: str, font: QFont,
                 align: Qt.AlignmentFlag) -> tuple[str, QStaticText, float, float, QRectF]:
        metrics = self._metrics(painter, font)
        shown = metrics.elidedText(value, Qt.TextElideMode.ElideRight, room.width())
        ink = metrics.boundingRect(QRectF(0, 0, room.width(), room.height()),
                                   align.value | Qt.AlignmentFlag.AlignVCenter.value, shown)
        static = QStaticText(shown)
        static.setTextFormat(Qt.TextFormat.PlainText)
        static.prepare(painter.transform(), painter.font())
        size = static.size()
        return shown, static, size.width(), size.height(), ink

    def _draw_page(self, painter: QPainter, rect: QRectF, page: dict[str, Any], number: int,
                   total: int, numbered: bool = True, dry: bool = False) -> float:
        self._page = number
        if not dry:
            self.pages.append(QRectF(rect))
        shown, fonts, width = self.shown, self.fonts, rect.width()
        y = rect.top()
        body_h = self._line(painter, fonts.body)

        def wrapped(value: str, font: QFont, kind: str, color: QColor | None = None) -> float:
            height = self._wrapped(painter, font, width, value)
            self._text(painter, QRectF(rect.left(), y, width, height), value, font,
                       kind=kind, color=color, wrap=True, dry=dry)
            return height

        if page["first"]:
            y += wrapped(shown.title, fonts.title, "title")
            y += wrapped(self._meta(), fonts.body, "meta", MUTED)
            y += wrapped(shown.seating, fonts.body, "seating")
            y += body_h * 0.4
        else:
            y += wrapped(self._continued(), fonts.body, "continued", MUTED)
            y += body_h * 0.6
        if page["rows"] or page["first"]:
            y = self._draw_table(painter, rect, y, page["rows"], dry)
        if page["footer"]:
            y = self._draw_footer(painter, rect, y + body_h * 0.6, dry)
        if numbered and total > 1:
            words = self.words
            small_h = self._line(painter, fonts.small)
            self._text(painter, QRectF(rect.left(), rect.bottom() - small_h, width, small_h),
                       words.tr("page {0} of {1}").format(number, total), fonts.small,
                       kind="page number",
                       align=RIGHT, color=MUTED, dry=dry)
        return y

    def _lead_widths(self, painter: QPainter) -> list[float]:
        players, words = self.shown.players, self.words
        body = self._metrics(painter, self.fonts.body)
        bold = self._metrics(painter, self.fonts.head)
        pad = body.horizontalAdvance("M")
        dealer = min(max((body.horizontalAdvance(p) for p in players), default=0),
                     body.horizontalAdvance("M" * DEALER_EMS))
        last = self.words.number(self.rows[-1].number) if self.rows else ""  # "2000", "2.000"
        samples = {"hand": ["999", last], "cards": ["99"],
                   "trump": ["NT", words.tr("NT", "no trumps, in a narrow column")]}
        return [max(bold.horizontalAdvance(c.short),
                    dealer if c.key == "dealer" else
                    max(body.horizontalAdvance(s) for s in samples.get(c.key, [c.short]))) + pad
                for c in self.shown.lead]

    def _least_column(self, painter: QPainter) -> float:
        """The narrowest a player's column may be: a cell's top line and total whole."""
        small = self._metrics(painter, self.fonts.small)
        bold = self._metrics(painter, self.fonts.bold)
        return max(small.horizontalAdvance(WIDEST_TOP), bold.horizontalAdvance(WIDEST_TOTAL)) + 10

    def _least_table_width(self, painter: QPainter) -> float:
        return (sum(self._lead_widths(painter))
                + len(self.shown.players) * self._least_column(painter))

    def _columns(self, painter: QPainter, rect: QRectF) -> tuple[list[float], list[str]]:
        widths = self._lead_widths(painter)
        players = self.shown.players
        each = (rect.width() - sum(widths)) / max(1, len(players))
        return widths + [each] * len(players), [c.short for c in self.shown.lead] + list(players)

    def _lead_values(self, row: Row, key: str) -> str:
        return {"hand": self.words.number(row.number), "cards": row.cards,
                "dealer": row.dealer, "trump": row.trump}.get(key, "")

    def _draw_table(self, painter: QPainter, rect: QRectF, y: float, rows: list[Row],
                    dry: bool) -> float:
        widths, labels = self._columns(painter, rect)
        head_h = self._line(painter, self.fonts.bold) * 1.4
        row_h = self._row_height(painter)
        if not dry:
            painter.fillRect(QRectF(rect.left(), y, rect.width(), head_h), QColor(232, 232, 232))
        x = rect.left()
        for width, label in zip(widths, labels, strict=True):
            self._text(painter, QRectF(x + 3, y, width - 6, head_h), label, self.fonts.head,
                       kind="head", align=CENTER, dry=dry)
            x += width
        y += head_h
        for row in rows:
            self._draw_row(painter, QRectF(rect.left(), y, rect.width(), row_h), row, widths,
                           dry)
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

    def _draw_row(self, painter: QPainter, line: QRectF, row: Row, widths: list[float],
                  dry: bool) -> None:
        """One hand's row in ``line``: its lead columns (hand, cards, dealer, trump …),
        then a cell per player, and the rule under it."""
        y, row_h = line.top(), line.height()
        columns = self.shown.lead
        lead = len(columns)
        x = line.left()
        for column, width in zip(columns, widths[:lead], strict=True):
            color = RED if column.key == "trump" and row.trump_red else None
            align = LEFT if column.key == "dealer" and self.shown.has_bids else CENTER
            self._text(painter, QRectF(x + 4, y, width - 8, row_h),
                       self._lead_values(row, column.key), self.fonts.body, kind="lead",
                       align=align, color=color, dry=dry)
            x += width
        for cell, width in zip(row.cells, widths[lead:], strict=True):
            if not dry:
                self._draw_cell(painter, QRectF(x, y, width, row_h), cell)
            x += width
        if not dry:
            if self.record:
                self.rows_drawn.append((self._page, QRectF(line)))
            painter.setPen(QPen(RULE, 0))
            painter.drawLine(QLineF(line.left(), y + row_h, line.right(), y + row_h))

    def _draw_cell(self, painter: QPainter, box: QRectF, cell: Cell) -> None:
        small_h = self._metrics(painter, self.fonts.small).height()
        inner = box.adjusted(4, 1, -4, -1)
        top = "  ".join(x for x in (cell.top, cell.corner) if x) + (
            f" {cell.marks}" if cell.marks else "")
        if cell.made:
            painter.fillRect(box.adjusted(0.5, 0.5, -0.5, -0.5), MADE)
        if cell.away:  # not dealt in (sat out, left): a muted cell, its total in grey
            painter.fillRect(box.adjusted(0.5, 0.5, -0.5, -0.5), AWAY)
            top = f"— {cell.away}" if cell.top else ""
        self._text(painter, QRectF(inner.left(), inner.top(), inner.width(), small_h), top,
                   self.fonts.small, kind="cell", align=RIGHT, color=MUTED)
        self._text(painter, QRectF(inner.left(), inner.top() + small_h, inner.width(),
                                   inner.height() - small_h), cell.bottom, self.fonts.bold,
                   kind="cell", align=RIGHT, color=MUTED if cell.away else None)

    def _place_columns(self, painter: QPainter, width: float) -> tuple[float, ...]:
        """Widths of the final places' columns (place, player, total, what it counts),
        measured from what they hold; a name longer than the page allows is cut."""
        places = self.shown.places
        body = self._metrics(painter, self.fonts.body)
        bold = self._metrics(painter, self.fonts.bold)
        gap = body.horizontalAdvance("M")
        label = max((body.horizontalAdvance(p.label) for p in places), default=0) + gap
        total = max((body.horizontalAdvance(self.words.number(p.total)) for p in places),
                    default=0) + gap
        noun = max((body.horizontalAdvance(p.noun) for p in places), default=0) + gap
        player = max((bold.horizontalAdvance(p.player) for p in places), default=0) + gap
        return label, min(player, max(gap, width - label - total - noun)), total, noun

    def _draw_places(self, painter: QPainter, rect: QRectF, y: float, dry: bool) -> float:
        """The standings (or final places) from ``y``: place, player, total, noun;
        returns where the next line starts."""
        fonts = self.fonts
        body_h = self._line(painter, fonts.body)
        bold_h = self._line(painter, fonts.bold)
        label_w, player_w, total_w, noun_w = self._place_columns(painter, rect.width())
        line = max(body_h, bold_h)  # the names are bold: a line as tall as they are
        for place in self.shown.places:
            x = rect.left()
            for value, w, font, kind, align in (
                    (place.label, label_w, fonts.body, "place", LEFT),
                    (place.player, player_w, fonts.bold, "place player", LEFT),
                    (self.words.number(place.total), total_w, fonts.body, "place total",
                     RIGHT),
                    (place.noun, noun_w, fonts.body, "place noun", LEFT)):
                room = QRectF(x, y, w, line)
                if align == RIGHT:  # a gap before the noun, not after the number
                    room = room.adjusted(0, 0, -body_h * 0.4, 0)
                self._text(painter, room, value, font, kind=kind, align=align, dry=dry)
                x += w
            y += line * 1.1
        return y

    def _draw_footer(self, painter: QPainter, rect: QRectF, y: float, dry: bool) -> float:
        shown, fonts, width = self.shown, self.fonts, rect.width()
        body_h = self._line(painter, fonts.body)
        bold_h = self._line(painter, fonts.bold)
        self._text(painter, QRectF(rect.left(), y, width, bold_h), shown.places_heading,
                   fonts.bold, kind="places heading", dry=dry)
        y += bold_h * 1.2
        y = self._draw_places(painter, rect, y, dry)
        for note in shown.notes:
            height = self._wrapped(painter, fonts.body, width, note)
            self._text(painter, QRectF(rect.left(), y, width, height), note, fonts.body,
                       kind="note", wrap=True, dry=dry)
            y += height + body_h * 0.1
        height = self._wrapped(painter, fonts.small, width, shown.legend)
        self._text(painter, QRectF(rect.left(), y + body_h * 0.3, width, height), shown.legend,
                   fonts.small, kind="legend", color=MUTED, wrap=True, dry=dry)
        y += body_h * 0.3 + height
        if shown.rules_lines:
            words = self.words
            y += body_h * 0.5
            self._text(painter, QRectF(rect.left(), y, width, bold_h),
                       words.tr("House rules"),
                       fonts.bold, kind="rules heading", dry=dry)
            y += bold_h * 1.1
            for rule_line in shown.rules_lines:
                height = self._wrapped(painter, fonts.small, width, rule_line)
                self._text(painter, QRectF(rect.left(), y, width, height), rule_line, fonts.small,
                           kind="rules", wrap=True, dry=dry)
                y += height
        return y + body_h * 0.5
