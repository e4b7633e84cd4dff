"""PDF and PNG scorecards: every player, every hand's score and the totals; pages; pixels."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from scorekeeper.cli.main import main
from scorekeeper.exports.rendered import PNG_WIDTH, write_pdf, write_png
from scorekeeper.rules.simulate import simulate

SEVEN = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus"]


def pdf_pages(path: Path) -> list[str]:
    from PySide6.QtPdf import QPdfDocument

    document = QPdfDocument()
    assert document.load(str(path)) == QPdfDocument.Error.None_
    return [document.getAllText(page).text() for page in range(document.pageCount())]


@pytest.fixture
def seventeen_hands(qapp):
    card = simulate(random.Random(3), "oh-shit-misere", SEVEN, "Ann")
    assert len(card.hands) == 17 and card.status == "finished"
    return card


def test_pdf_holds_every_player_score_and_total_and_repeats_headers(
    seventeen_hands, tmp_path: Path
) -> None:
    path = tmp_path / "card.pdf"
    pages = write_pdf(seventeen_hands, path, "2026-11-21 20:00")
    texts = pdf_pages(path)
    assert pages == len(texts) >= 2
    text = " ".join(texts)
    for page in texts:  # the table header and the seating stand on every page
        assert "Cards" in page and "Trump" in page
        assert all(p in page for p in SEVEN)
    assert "page 1 of" in texts[0]
    for hand in seventeen_hands.hands:
        for p in SEVEN:
            assert f"{hand.scores[p]:+d}" in text
    for s in seventeen_hands.standings:
        assert str(s.total) in texts[-1]
    assert "Final places" in texts[-1]


def test_png_has_the_expected_size_and_is_not_blank(seventeen_hands, tmp_path: Path) -> None:
    path = tmp_path / "card.png"
    assert write_png(seventeen_hands, path) == [path]  # a usual game: one image
    image = QImage(str(path))
    width, height = image.width(), image.height()
    assert width == PNG_WIDTH
    assert height > width  # a tall card that scrolls on a phone
    colours = {image.pixel(x, y) for x in range(0, width, 7) for y in range(0, height, 7)}
    assert len(colours) > 10  # text, shading and rules, not one flat colour


def test_cli_exports_pdf_and_png(tmp_path: Path, capsys) -> None:
    card = simulate(random.Random(9), "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
    from scorekeeper.store import Store

    db = tmp_path / "x.db"
    with Store(db) as store:
        (game_id,) = store.import_many([(card, "2026-11-01T20:00:00+00:00", None)])
    for fmt in ("pdf", "png"):
        out = tmp_path / f"card.{fmt}"
        assert main(["--db", str(db), "export", str(game_id), "--format", fmt,
                     "-o", str(out)]) == 0
        assert out.stat().st_size > 1000
    assert main(["--db", str(db), "export", str(game_id), "--format", "pdf"]) == 2
    assert "needs -o FILE" in capsys.readouterr().err
    assert "Ann" in " ".join(pdf_pages(tmp_path / "card.pdf"))


def test_printing_goes_through_a_qprinter(seventeen_hands, tmp_path: Path, qapp) -> None:
    from PySide6.QtPrintSupport import QPrinter

    from scorekeeper.exports.rendered import print_scorecard

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    pages = print_scorecard(seventeen_hands, printer, "2026-11-21 20:00")
    texts = pdf_pages(tmp_path / "printed.pdf")
    assert pages == len(texts) >= 1
    assert all(p in " ".join(texts) for p in SEVEN)
