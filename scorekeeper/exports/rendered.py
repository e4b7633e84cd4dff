"""PDF, PNG and printing of a scorecard, with Qt's own painting (no extra dependency)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..rules import Scorecard
from ..rules.games import game_rules

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

PNG_WIDTH = 1080  # a phone screen, in pixels
PNG_MARGIN = 36
PNG_MAX_HEIGHT = 4096  # pixels, about 55 hands: what older phones can show unscaled
PNG_DOTS_PER_METRE = 5669  # 144 dpi: large, phone-readable type
ENCODERS = 2  # threads compressing images while the next is drawn (deflate frees the GIL)


def _application() -> Any:
    """The running app's, or a windowless one for the command line."""
    import os

    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no window is shown
        app = QGuiApplication([])
    return app


def page_size() -> Any:
    """Letter where the locale measures in inches (US), A4 elsewhere."""
    from PySide6.QtCore import QLocale
    from PySide6.QtGui import QPageSize

    if QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem:
        return QPageSize(QPageSize.PageSizeId.Letter)
    return QPageSize(QPageSize.PageSizeId.A4)


def write_pdf(scorecard: Scorecard, path: Path, when: str = "") -> int:
    """Write a PDF scorecard; returns its number of pages."""
    from .painter import ScorecardPainter

    drawer = ScorecardPainter(scorecard, when)
    drawer.record = False  # no boxes kept for the tests: a long game draws 48,000 texts
    return drawer.paint_pages(pdf_writer(scorecard, path))


def pdf_writer(scorecard: Scorecard, path: Path) -> Any:
    """A PDF writer with the scorecard's page: A4 or Letter, landscape for six or more."""
    from PySide6.QtCore import QMarginsF
    from PySide6.QtGui import QPageLayout, QPdfWriter

    _application()
    writer = QPdfWriter(str(path))
    writer.setTitle(f"Scorecard — {game_rules(scorecard.setup).title}")
    writer.setCreator("Scorekeeper")
    # Six or more players get the page's long side for their columns.
    orientation = (QPageLayout.Orientation.Landscape if len(scorecard.setup.players) >= 6
                   else QPageLayout.Orientation.Portrait)
    writer.setPageLayout(QPageLayout(page_size(), orientation, QMarginsF(12, 12, 12, 12),
                                     QPageLayout.Unit.Millimeter))
    writer.setResolution(300)
    return writer


def png_paths(path: Path, count: int) -> list[Path]:
    """Where a PNG export's images go: ``game.png``, then ``game-2.png``, ``game-3.png`` …"""
    return [path] + [path.with_name(f"{path.stem}-{n}{path.suffix}")
                     for n in range(2, count + 1)]


def write_png(scorecard: Scorecard, path: Path, when: str = "",
              check: Callable[[list[Path]], None] | None = None) -> list[Path]:
    """Write the scorecard as PNG_WIDTH-wide images, each at most PNG_MAX_HEIGHT tall:
    one for any usual game, and a long one continued in ``NAME-2.png``, ``NAME-3.png`` …
    like a PDF's pages (header on each, rows never split). ``check`` is shown every
    file's path before any is written (it raises to refuse). Returns the files written.

    Each image is drawn, copied into PNG's row layout (see :func:`_png_rows`) and
    compressed by ENCODERS threads while the next one is drawn: one drawing and
    ENCODERS + 1 buffers of rows, used in turn, whatever the game's length."""
    from PySide6.QtGui import QImage

    from .painter import ScorecardPainter

    _application()
    drawer = ScorecardPainter(scorecard, when, scale=1.0)
    drawer.record = False  # no boxes kept for the tests: a long game draws 48,000 texts
    pages, heights = _png_pages(drawer, PNG_WIDTH - 2 * PNG_MARGIN)
    paths = png_paths(path, len(pages))
    if check is not None:
        check(paths)
    image = QImage(PNG_WIDTH, max(heights) + 2 * PNG_MARGIN, QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(PNG_DOTS_PER_METRE)
    image.setDotsPerMeterY(PNG_DOTS_PER_METRE)
    _draw_and_encode(drawer, image, list(zip(pages, heights, paths, strict=True)))
    return paths


def _draw_and_encode(drawer: Any, image: Any, work: list[tuple[dict[str, Any], int, Path]]
                     ) -> None:
    """Draw each page in turn into ``image``; its rows go to a free buffer, compressed and
    written by an encoder thread, which then frees the buffer for a later page."""
    from concurrent.futures import Future, ThreadPoolExecutor
    from queue import SimpleQueue

    from PySide6.QtGui import QColor

    stride = 1 + 3 * PNG_WIDTH
    free: SimpleQueue[bytearray] = SimpleQueue()
    for _ in range(min(len(work), ENCODERS + 1)):  # zeros: each row's filter byte is 0
        free.put(bytearray(stride * image.height() + 1))

    def encode(rows: bytearray, path: Path, height: int) -> None:
        try:
            _write_png_file(path, rows, PNG_WIDTH, height)
        finally:
            free.put(rows)

    written: list[Future[None]] = []
    with ThreadPoolExecutor(ENCODERS, thread_name_prefix="scorekeeper-png") as encoder:
        for number, (page, height, path) in enumerate(work, start=1):
            image.fill(QColor("white"))
            _draw_png_page(drawer, image, page, (number, len(work)),
                           PNG_WIDTH - 2 * PNG_MARGIN, height)
            rows = free.get()  # waits while every buffer is being compressed
            for done in (f for f in written if f.done()):
                done.result()  # a file that could not be written stops the export
            _png_rows(image, height + 2 * PNG_MARGIN, rows)
            written.append(encoder.submit(encode, rows, path, height + 2 * PNG_MARGIN))
    for done in written:
        done.result()


def _png_pages(drawer: Any, width: float) -> tuple[list[dict[str, Any]], list[int]]:
    """The images' pages (as a PDF's) and the height each one's drawing takes."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    probe = QImage(1, 1, QImage.Format.Format_RGB888)
    probe.setDotsPerMeterX(PNG_DOTS_PER_METRE)
    probe.setDotsPerMeterY(PNG_DOTS_PER_METRE)
    painter = QPainter(probe)
    try:
        drawer.fit_width(painter, width)  # a wide game in a smaller type, as on paper
        pages = drawer._paginate(painter, QRectF(0, 0, width, PNG_MAX_HEIGHT - 2 * PNG_MARGIN))
        number_line = drawer._line(painter, drawer.fonts.small) * 1.5 if len(pages) > 1 else 0
        heights = [int(drawer._draw_page(painter, QRectF(0, 0, width, 10**6), page, 1,
                                               1, numbered=False, dry=True) + number_line)
                   for page in pages]
    finally:
        painter.end()
    return pages, heights


def _draw_png_page(drawer: Any, image: Any, page: dict[str, Any], number: tuple[int, int],
                   width: float, height: int) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    painter = QPainter(image)
    try:
        painter.translate(PNG_MARGIN, PNG_MARGIN)
        drawer._draw_page(painter, QRectF(0, 0, width, height), page, *number)
    finally:
        painter.end()


def _png_rows(image: Any, height: int, rows: bytearray) -> None:
    """Copy the top ``height`` pixel rows of ``image`` into ``rows`` as PNG lays them
    out: each row a filter byte (0: none, left as it is) then 8-bit RGB, ready to
    compress as they are. Qt draws text fastest on 32-bit pixels; its blit into a
    24-bit image over the buffer converts them."""
    from PySide6.QtGui import QImage, QPainter

    stride = 1 + 3 * image.width()
    target = QImage(memoryview(rows)[1:stride * height + 1], image.width(), height, stride,
                    QImage.Format.Format_RGB888)
    painter = QPainter(target)
    try:
        painter.drawImage(0, 0, image, 0, 0, image.width(), height)
    finally:
        painter.end()


def _deflate() -> Callable[[Any, int], bytes]:
    """zlib's compress, from ISA-L where installed: the same format, six times as fast
    (2,000 hands: 0.2 s instead of 1.2 s of compression)."""
    try:
        from isal import isal_zlib
    except ImportError:  # a build without it: the standard library's
        import zlib

        return zlib.compress
    return isal_zlib.compress


def _write_png_file(path: Path, rows: bytearray, width: int, height: int) -> None:
    """A PNG of 8-bit RGB rows (zlib's fastest level: a scorecard is mostly flat colour)."""
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data)))

    compressed = _deflate()(memoryview(rows)[: (1 + 3 * width) * height], 1)
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n")
        out.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)))
        out.write(chunk(b"pHYs", struct.pack(">IIB", PNG_DOTS_PER_METRE,
                                             PNG_DOTS_PER_METRE, 1)))
        out.write(chunk(b"IDAT", compressed))
        out.write(chunk(b"IEND", b""))


def print_scorecard(scorecard: Scorecard, printer: QPrinter, when: str = "") -> int:
    """Print through a configured QPrinter (the print dialog's or its preview's)."""
    from .painter import ScorecardPainter

    drawer = ScorecardPainter(scorecard, when)
    drawer.record = False  # no boxes kept for the tests
    return drawer.paint_pages(printer)
