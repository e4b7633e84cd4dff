"""PDF, PNG and printing of a scorecard, with Qt's own painting (no extra dependency)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..rules import Scorecard
from ..rules.games import game_rules

PNG_WIDTH = 1080  # a phone screen, in pixels


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
    from PySide6.QtCore import QMarginsF
    from PySide6.QtGui import QPageLayout, QPdfWriter

    from .painter import ScorecardPainter

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
    return ScorecardPainter(scorecard, when).paint_pages(writer)


def write_png(scorecard: Scorecard, path: Path, when: str = "") -> tuple[int, int]:
    """Write the scorecard as one long image PNG_WIDTH wide; returns its size."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from .painter import ScorecardPainter

    _application()
    margin = 36
    drawer = ScorecardPainter(scorecard, when, scale=1.0)
    image_probe = QImage(1, 1, QImage.Format.Format_RGB32)
    image_probe.setDotsPerMeterX(5669)  # 144 dpi: large, phone-readable type
    image_probe.setDotsPerMeterY(5669)
    height = int(_measure(drawer, image_probe, PNG_WIDTH - 2 * margin)) + 2 * margin
    image = QImage(PNG_WIDTH, height, QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(5669)
    image.setDotsPerMeterY(5669)
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        painter.translate(margin, margin)
        drawer.paint_image(painter, PNG_WIDTH - 2 * margin)
    finally:
        painter.end()
    if not image.save(str(path), "PNG"):
        raise OSError(f"{path}: cannot be written")
    return image.width(), image.height()


def _measure(drawer: object, device: object, width: float) -> float:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    painter = QPainter(device)  # type: ignore[call-overload]
    try:
        return drawer._draw_page(painter, QRectF(0, 0, width, 10**6),  # type: ignore[attr-defined]
                                 {"first": True, "rows": drawer.rows,  # type: ignore[attr-defined]
                                  "footer": True}, 1, 1, numbered=False, dry=True)
    finally:
        painter.end()


def print_scorecard(scorecard: Scorecard, printer: object, when: str = "") -> int:
    """Print through a configured QPrinter (the print dialog's or its preview's)."""
    from .painter import ScorecardPainter

    return ScorecardPainter(scorecard, when).paint_pages(printer)  # type: ignore[arg-type]
