"""PDF, PNG and print-outs with long names (issue 21 §3): measured on the rectangles the
painter lays out, never on pixels. Final places, totals and headers never overlap; a
game too wide for the page is drawn smaller until its columns fit; a page break never
splits a row; long lines wrap instead of running off the page."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from scorekeeper.exports.painter import Box, ScorecardPainter
from scorekeeper.exports.rendered import PNG_WIDTH, pdf_writer
from scorekeeper.rules import VARIANTS
from scorekeeper.rules.simulate import simulate

LONG = [letter + "lexandra Featherstonehaugh-Wolfeschlege" for letter in "ABCDEFGHIJ"]
SLACK = 0.5  # device pixels of rounding


def overlaps(boxes: list[Box]) -> list[tuple[str, str]]:
    """Pairs of texts on one page whose ink overlaps (a sweep down the page)."""
    found = []
    ordered = sorted(boxes, key=lambda b: (b.page, b.ink.top()))
    for index, box in enumerate(ordered):
        inner = box.ink.adjusted(SLACK, SLACK, -SLACK, -SLACK)
        for other in ordered[index + 1:]:
            if other.page != box.page or other.ink.top() >= inner.bottom():
                break
            if inner.intersects(other.ink.adjusted(SLACK, SLACK, -SLACK, -SLACK)):
                found.append((f"{box.kind} {box.text!r}", f"{other.kind} {other.text!r}"))
    return found


def outside_their_room(boxes: list[Box]) -> list[str]:
    return [f"{b.kind} {b.text!r}" for b in boxes
            if b.ink.left() < b.room.left() - SLACK or b.ink.right() > b.room.right() + SLACK]


def check(drawer: ScorecardPainter, *, footer_names_whole: bool) -> None:
    boxes = drawer.boxes
    assert boxes and overlaps(boxes) == []
    assert outside_their_room(boxes) == []
    for page, row in drawer.rows_drawn:  # a page break never splits a row …
        area = drawer.pages[page - 1]
        assert area.top() - SLACK <= row.top() and row.bottom() <= area.bottom() + SLACK
    drawn = [r for _, r in drawer.rows_drawn]
    assert len(drawn) == len(drawer.rows)  # … and every hand is drawn once
    places = [b for b in boxes if b.kind == "place player"]
    assert len(places) == len(drawer.shown.places)
    if footer_names_whole:
        assert sorted(b.text for b in places) == sorted(p.player for p in drawer.shown.places)
    for box in boxes:  # every cell's numbers whole: the columns fit
        if box.kind == "cell":
            assert "…" not in box.text, box.text


def card(game: str, players: int) -> object:
    rules = VARIANTS[game]
    count = max(rules.min_players, min(players, rules.max_players))
    return simulate(random.Random(21), game, LONG[:count], LONG[0])


@pytest.mark.parametrize("game", list(VARIANTS))
@pytest.mark.parametrize("players", [7, 10])
def test_a_pdf_with_long_names_fits_its_pages(qapp, tmp_path: Path, game: str,
                                              players: int) -> None:
    scorecard = card(game, players)
    drawer = ScorecardPainter(scorecard, "2026-11-21 20:00")
    pages = drawer.paint_pages(pdf_writer(scorecard, tmp_path / "card.pdf"))
    assert pages == len(drawer.pages) >= 1
    check(drawer, footer_names_whole=True)


@pytest.mark.parametrize("game", list(VARIANTS))
def test_a_png_with_long_names_fits_its_width(qapp, game: str) -> None:
    scorecard = card(game, 10)
    image = QImage(PNG_WIDTH, 200, QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(5669)
    image.setDotsPerMeterY(5669)
    drawer = ScorecardPainter(scorecard, "2026-11-21 20:00")
    painter = QPainter(image)
    try:
        drawer.paint_image(painter, PNG_WIDTH - 72)
    finally:
        painter.end()
    check(drawer, footer_names_whole=False)
    assert all(b.ink.right() <= PNG_WIDTH - 72 + SLACK for b in drawer.boxes)


def test_a_wide_game_is_drawn_smaller_and_a_narrow_one_is_not(qapp, tmp_path: Path) -> None:
    game = max(VARIANTS, key=lambda key: VARIANTS[key].max_players)
    wide, narrow = card(game, 10), card(game, 3)
    sizes = []
    for scorecard in (wide, narrow):
        drawer = ScorecardPainter(scorecard)
        drawer.paint_pages(pdf_writer(scorecard, tmp_path / "card.pdf"))
        sizes.append(drawer.fonts.body.pointSizeF())
    assert sizes[0] < sizes[1] == 11


def test_a_box_records_the_room_and_the_ink(qapp) -> None:
    box = Box(1, "head", QRectF(0, 0, 10, 10), QRectF(1, 1, 8, 8), "Ann")
    assert box.room.contains(box.ink)
