"""Draws a report (:class:`~scorekeeper.club.reports.model.Report`) on pages: PDF,
print-out and PNG, in the scorecard's type and page (see :mod:`.painter`).

A report is a column of blocks — title, section headings, facts, table rows — none
split across pages; a table continued on the next page repeats its header. Long
names wrap (a name without spaces breaks where it must), never run into the next
column: a table too wide for the page gives its text columns what is left after the
numbers, in proportion to what they hold. Every text drawn is recorded as a
:class:`~.painter.Box`, so tests can check that nothing overlaps or is cut."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from ..club.reports.model import Report, Table
from .painter import MUTED, RULE, Box, _fonts, paint_paged

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

    from .painter import PagedDevice

GAP = 0.5  # of a body line: between blocks
CELL_PAD = 0.4  # of an "M": each side of a table cell
ZEBRA = QColor(242, 242, 242)


@dataclass
class Block:
    """One unbreakable piece of a page: its height and how to draw it at a height."""

    height: float
    draw: Callable[[QPainter, float], None]
    header: Block | None = None  # a table row: its table's header, repeated on a new page


class ReportPainter:
    def __init__(self, report: Report, scale: float = 1.0) -> None:
        from .qt_words import words_for

        self.report = report
        self.words = words_for(report.language)  # the page's own words, as the report's
        self.fonts = _fonts(scale)
        self.boxes: list[Box] = []
        self.page = 1

    # --- public -------------------------------------------------------------------
    def paint_pages(self, device: PagedDevice) -> int:
        """Draw on a PDF writer or printer; returns the number of pages."""
        return paint_paged(device, self.paginate, self.draw_page)

    def paginate(self, painter: QPainter, rect: QRectF) -> list[list[Block]]:
        """The blocks of each page: as many as fit, a table's header again on top of its
        rows continued (room is kept at the foot for the page number)."""
        blocks = self.blocks(painter, rect.width())
        bottom = rect.height() - self._line(painter, self.fonts.small) * 1.5
        pages: list[list[Block]] = [[]]
        y = 0.0
        for block in blocks:
            if y + block.height > bottom and pages[-1]:
                pages.append([])
                y = 0.0
                if block.header is not None:
                    pages[-1].append(block.header)
                    y += block.header.height
            pages[-1].append(block)
            y += block.height
        return pages

    def draw_page(self, painter: QPainter, rect: QRectF, page: list[Block], number: int,
                  total: int) -> float:
        """Draw one page's blocks from the top of ``rect``; returns the height used."""
        self.page = number
        y = rect.top()
        for block in page:  # blocks draw from x = 0: rect.left() is 0 on every output
            block.draw(painter, y)
            y += block.height
        if total > 1:
            words = self.words
            small = self._line(painter, self.fonts.small)
            self._text(painter, QRectF(rect.left(), rect.bottom() - small, rect.width(), small),
                       words.tr("{0} — page {1} of {2}").format(self.report.title, number,
                                                                 total), self.fonts.small,
                       "page", Qt.AlignmentFlag.AlignRight, MUTED)
        return y - rect.top()

    # --- layout -------------------------------------------------------------------
    def _metrics(self, painter: QPainter, font: QFont) -> QFontMetricsF:
        return QFontMetricsF(font, painter.device())

    def _line(self, painter: QPainter, font: QFont) -> float:
        return self._metrics(painter, font).height()

    def _flags(self, painter: QPainter, font: QFont, width: float, text: str) -> int:
        """Wrap at spaces; a word wider than the room (a long name) breaks anywhere."""
        metrics = self._metrics(painter, font)
        widest = max((metrics.horizontalAdvance(word) for word in text.split()), default=0)
        wrap = Qt.TextFlag.TextWordWrap if widest <= width else Qt.TextFlag.TextWrapAnywhere
        return wrap.value

    def _height(self, painter: QPainter, font: QFont, width: float, text: str) -> float:
        flags = self._flags(painter, font, width, text)
        found = self._metrics(painter, font).boundingRect(
            QRectF(0, 0, max(width, 1), 10**6), flags, text).height()
        return max(found, self._line(painter, font))

    def _text(self, painter: QPainter, room: QRectF, text: str, font: QFont, kind: str,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
              color: QColor | None = None) -> None:
        flags = align.value | self._flags(painter, font, room.width(), text)
        ink = self._metrics(painter, font).boundingRect(room, flags, text)
        self.boxes.append(Box(self.page, kind, QRectF(room), ink, text))
        painter.setFont(font)
        painter.setPen(color or QColor("black"))
        painter.drawText(room, flags, text)

    def _paragraph(self, painter: QPainter, width: float, text: str, font: QFont, kind: str,
                   color: QColor | None = None, space: float = 0.0) -> Block:
        height = self._height(painter, font, width, text)

        def draw(p: QPainter, y: float) -> None:
            self._text(p, QRectF(0, y, width, height), text, font, kind, color=color)

        return Block(height + space, draw)

    def blocks(self, painter: QPainter, width: float) -> list[Block]:
        f = self.fonts
        gap = self._line(painter, f.body) * GAP
        out = [self._paragraph(painter, width, self.report.title, f.title, "title"),
               self._paragraph(painter, width, self.report.subtitle, f.body, "subtitle",
                               MUTED, gap)]
        for section in self.report.sections:
            out.append(self._paragraph(painter, width, section.heading, f.bold, "heading",
                                       space=gap / 2))
            out.extend(self._fact(painter, width, label, value)
                       for label, value in section.facts)
            for table in section.tables:
                out.extend(self._table(painter, width, table, gap))
            out[-1].height += gap
        return out

    def _fact(self, painter: QPainter, width: float, label: str, value: str) -> Block:
        f = self.fonts
        label_w = min(width * 0.4, max(self._metrics(painter, f.head).horizontalAdvance(
            label + ":  "), 1))
        value_w = width - label_w
        height = max(self._height(painter, f.head, label_w, label + ":"),
                     self._height(painter, f.body, value_w, value))

        def draw(p: QPainter, y: float) -> None:
            self._text(p, QRectF(0, y, label_w, height), label + ":", f.head, "label")
            self._text(p, QRectF(label_w, y, value_w, height), value, f.body, "value")

        return Block(height, draw)

    def _widths(self, painter: QPainter, width: float, table: Table) -> list[float]:
        """Each column's width: what it holds when the page is wide enough; otherwise
        each keeps at least its widest word (a number whole, a name from a few
        letters up) and the room left goes where the most text waits to wrap."""
        body = self._metrics(painter, self.fonts.body)
        head = self._metrics(painter, self.fonts.head)
        pad = body.horizontalAdvance("M") * CELL_PAD * 2 + 2  # + rounding of the ink
        natural, least = [], []
        for i, title in enumerate(table.columns):
            cells = [row[i] for row in table.rows]
            full = max([head.horizontalAdvance(title)] + [body.horizontalAdvance(c) for c in cells])
            words = max([head.horizontalAdvance(w) for w in title.split()] + [
                body.horizontalAdvance(w) for c in cells for w in c.split()] + [0])
            if not table.is_numeric(i):
                words = min(words, body.horizontalAdvance("M") * 8)
            natural.append(full + pad)
            least.append(min(full, words) + pad)
        if sum(natural) <= width:
            return natural
        if sum(least) >= width:
            return [w * width / sum(least) for w in least]
        spare = width - sum(least)
        wanting = sum(n - m for n, m in zip(natural, least, strict=True))
        return [m + spare * (n - m) / wanting for n, m in zip(natural, least, strict=True)]

    def _row_block(self, painter: QPainter, table: Table, widths: list[float], pad: float,
                   cells: tuple[str, ...], font: QFont, kind: str, shade: bool,
                   rule: bool) -> Block:
        """A row of ``table`` as a block to place: as tall as its tallest cell, shaded
        (every other row) and ruled (under the header) as asked."""
        used = sum(widths)
        height = max(self._height(painter, font, w - 2 * pad, c)
                     for c, w in zip(cells, widths, strict=True)) + pad

        def draw(p: QPainter, y: float) -> None:
            if shade:
                p.fillRect(QRectF(0, y, used, height), ZEBRA)
            x = 0.0
            for i, (cell, w) in enumerate(zip(cells, widths, strict=True)):
                align = (Qt.AlignmentFlag.AlignRight if table.is_numeric(i)
                         else Qt.AlignmentFlag.AlignLeft)
                self._text(p, QRectF(x + pad, y + pad / 2, w - 2 * pad, height - pad),
                           cell, font, kind, align)
                x += w
            if rule:
                p.setPen(QPen(RULE, 0))
                p.drawLine(0, int(y + height), int(used), int(y + height))

        return Block(height, draw)

    def _table(self, painter: QPainter, width: float, table: Table, gap: float) -> list[Block]:
        f = self.fonts
        widths = self._widths(painter, width, table)
        pad = self._metrics(painter, f.body).horizontalAdvance("M") * CELL_PAD

        def row_block(cells: tuple[str, ...], font: QFont, kind: str, shade: bool,
                      rule: bool) -> Block:
            return self._row_block(painter, table, widths, pad, cells, font, kind, shade, rule)

        title = self._paragraph(painter, width, table.title, f.head, "table-title", MUTED)
        header = row_block(table.columns, f.head, "column", False, True)  # again on a new page

        def title_and_header(p: QPainter, y: float) -> None:
            title.draw(p, y)
            header.draw(p, y + title.height)

        out = [Block(title.height + header.height, title_and_header)]
        for index, row in enumerate(table.rows):
            out.append(row_block(row, f.body, "cell", index % 2 == 1, False))
            out[-1].header = header
        if not table.rows:
            words = self.words
            out.append(self._paragraph(painter, width, words.tr("(none)"), f.body, "cell",
                                       MUTED))
        out[-1].height += gap / 2
        return out


def write_report_pdf(report: Report, path: Path) -> int:
    """Write ``report`` as a PDF (A4 or Letter, as the scorecard); its number of pages."""
    from PySide6.QtCore import QMarginsF
    from PySide6.QtGui import QPageLayout, QPdfWriter

    from .rendered import _application, page_size

    _application()
    writer = QPdfWriter(str(path))
    writer.setTitle(report.title)
    writer.setCreator("Scorekeeper")
    writer.setPageLayout(QPageLayout(page_size(), QPageLayout.Orientation.Portrait,
                                     QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter))
    writer.setResolution(300)
    return ReportPainter(report).paint_pages(writer)


def report_png_pages(report: Report) -> tuple[ReportPainter, list[list[Block]], list[int]]:
    """The report laid out for phone-wide images: its pages and each one's height."""
    from PySide6.QtGui import QImage

    from .rendered import PNG_DOTS_PER_METRE, PNG_MARGIN, PNG_MAX_HEIGHT, PNG_WIDTH, _application

    _application()
    probe = QImage(1, 1, QImage.Format.Format_RGB32)
    probe.setDotsPerMeterX(PNG_DOTS_PER_METRE)
    probe.setDotsPerMeterY(PNG_DOTS_PER_METRE)
    drawer = ReportPainter(report)
    painter = QPainter(probe)
    try:
        width = PNG_WIDTH - 2 * PNG_MARGIN
        pages = drawer.paginate(painter, QRectF(0, 0, width, PNG_MAX_HEIGHT - 2 * PNG_MARGIN))
        number = drawer._line(painter, drawer.fonts.small) * 1.5 if len(pages) > 1 else 0
        heights = [int(sum(b.height for b in page) + number) + 1 for page in pages]
    finally:
        painter.end()
    drawer.boxes.clear()
    return drawer, pages, heights


def write_report_png(report: Report, path: Path,
                     check: Callable[[list[Path]], None] | None = None) -> list[Path]:
    """Write ``report`` as phone-wide PNG images (``NAME.png``, then ``NAME-2.png`` … for
    a long one, like a PDF's pages); ``check`` sees every path before any is written."""
    from PySide6.QtGui import QImage

    from .rendered import (
        PNG_DOTS_PER_METRE,
        PNG_MARGIN,
        PNG_WIDTH,
        _png_rows,
        _write_png_file,
        png_paths,
    )

    drawer, pages, heights = report_png_pages(report)
    paths = png_paths(path, len(pages))
    if check is not None:
        check(paths)
    for number, (page, height, target) in enumerate(zip(pages, heights, paths, strict=True),
                                                    start=1):
        image = QImage(PNG_WIDTH, height + 2 * PNG_MARGIN, QImage.Format.Format_RGB32)
        image.setDotsPerMeterX(PNG_DOTS_PER_METRE)
        image.setDotsPerMeterY(PNG_DOTS_PER_METRE)
        image.fill(QColor("white"))
        painter = QPainter(image)
        try:
            painter.translate(PNG_MARGIN, PNG_MARGIN)
            drawer.draw_page(painter, QRectF(0, 0, PNG_WIDTH - 2 * PNG_MARGIN, height), page,
                             number, len(pages))
        finally:
            painter.end()
        rows = bytearray((1 + 3 * PNG_WIDTH) * image.height() + 1)
        _png_rows(image, image.height(), rows)
        _write_png_file(target, rows, PNG_WIDTH, image.height())
    return paths


def print_report(report: Report, printer: QPrinter) -> int:
    """Print ``report`` through a configured QPrinter (the print dialog's): the same
    pages as the PDF; the number of pages."""
    return ReportPainter(report).paint_pages(printer)
