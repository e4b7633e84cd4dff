"""Reports on paper and in PNG with long names: measured on the rectangles the painter
lays out. No text overlaps another or leaves its room (long names wrap), every row of
the model is drawn, and a table continued on a new page repeats its header."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from scorekeeper.club.reports.build import make_report
from scorekeeper.club.reports.model import Report, Section, Table
from scorekeeper.exports.rendered import pdf_writer
from scorekeeper.exports.report_painter import ReportPainter, report_png_pages
from scorekeeper.exports.report_text import report_text
from scorekeeper.rules.simulate import simulate
from scorekeeper.store import Store

from .test_painter_fit import LONG, outside_their_room, overlaps


@pytest.fixture
def long_club(store: Store) -> Store:
    rng = random.Random(5)
    games = []
    for hour, game in enumerate(("oh-hell-pw", "shithead", "oh-shit-misere")):
        card = simulate(rng, game, LONG[:5], LONG[0])  # shithead takes at most five
        games.append((card, f"2026-11-20T{18 + hour}:00:00+00:00",
                      f"2026-11-20T{18 + hour}:50:00+00:00"))
    store.import_many(games)
    return store


def drawn(report: Report, tmp_path: Path) -> ReportPainter:
    """``report`` painted on an A4 PDF page, with every text's box kept."""
    card = simulate(random.Random(1), "whysteria", LONG[:3], LONG[0], hands=1)
    writer = pdf_writer(card, tmp_path / "report.pdf")  # the scorecard's page: A4 portrait
    drawer = ReportPainter(report)
    drawer.paint_pages(writer)
    return drawer


@pytest.mark.parametrize("kind", ["evening", "season", "player", "h2h"])
def test_long_names_wrap_and_nothing_overlaps(long_club: Store, tmp_path: Path,
                                              kind: str) -> None:
    report = make_report(long_club, kind, date="2026-11-20", since="2026-01-01",
                         until="2026-12-31", names=(LONG[0], LONG[1]))
    drawer = drawn(report, tmp_path)
    assert overlaps(drawer.boxes) == []
    assert outside_their_room(drawer.boxes) == []
    texts = [b.text for b in drawer.boxes]
    for section in report.sections:  # every figure of the model is on paper
        for table in section.tables:
            for row in table.rows:
                assert all(cell in texts for cell in row)
        assert all(value in texts for _, value in section.facts)


def test_a_long_table_repeats_its_header_on_the_next_page(tmp_path: Path) -> None:
    rows = tuple((str(n), LONG[n % len(LONG)], str(n * 7)) for n in range(1, 121))
    report = Report("season", "A long table", "", (Section(
        "Everyone", (), (Table("Players", ("#", "Player", "Points"), rows,
                               (True, False, True)),)),), ("player",))
    drawer = drawn(report, tmp_path)
    pages = max(b.page for b in drawer.boxes)
    assert pages >= 2
    for page in range(1, pages + 1):
        assert any(b.kind == "column" and b.text == "Player" and b.page == page
                   for b in drawer.boxes)
    cells = [b.text for b in drawer.boxes if b.kind == "cell"]
    assert cells.count(LONG[1]) == sum(1 for r in rows if r[1] == LONG[1])
    assert overlaps(drawer.boxes) == []


def test_the_png_is_as_tall_as_its_drawing(long_club: Store) -> None:
    report = make_report(long_club, "evening", date="2026-11-20")
    drawer, pages, heights = report_png_pages(report)
    assert len(pages) == 1
    image = QImage(1000, heights[0], QImage.Format.Format_RGB32)
    painter = QPainter(image)
    try:
        used = drawer.draw_page(painter, QRectF(0, 0, 1000, heights[0]), pages[0], 1, 1)
    finally:
        painter.end()
    assert used <= heights[0]
    assert "Winner of the night" in report_text(report)
