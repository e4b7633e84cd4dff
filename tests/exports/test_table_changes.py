"""A game where players joined, left and sat out, in every export: the joiner has a
column, whoever was away shows "—" with the total they kept, and the changes are
written out hand by hand (text, CSV, PDF, PNG)."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from scorekeeper.exports.csv_export import scorecard_csv
from scorekeeper.exports.presentation import present
from scorekeeper.exports.rendered import write_pdf, write_png
from scorekeeper.exports.text import render_text
from scorekeeper.rules.scorecard_file import scorecard_from_document
from tests.exports.test_rendered import pdf_pages
from tests.rules.test_table_changes_file import changed_document

NOTES = ("Before hand 2: Dan joined (sitting after Ann, starting from 5)",
         "Before hand 3: Ben sits out", "Before hand 4: Cat left")


def test_the_presentation_marks_who_was_away_and_says_what_changed() -> None:
    shown = present(scorecard_from_document(changed_document()))
    assert [c.player for c in shown.columns if c.player] == ["Ann", "Ben", "Cat", "Dan"]
    assert shown.seating.startswith("Seating (clockwise): Ann, Ben, Cat ·")
    first, _, third, fourth = shown.rows[:4]
    assert first.cell("Dan").away == "not joined" and first.cell("Dan").text == ""
    ben = third.cell("Ben")
    assert (ben.top, ben.away, ben.total, ben.score) == ("—", "sits out", 21, None)
    assert fourth.cell("Cat").away == "left" and fourth.cell("Cat").bottom == "31"
    for note in NOTES:
        assert note in shown.notes


def test_text_and_csv_show_the_changes() -> None:
    card = scorecard_from_document(changed_document())
    text = render_text(card)
    assert "— sits out =21" in text and "— left =31" in text
    assert all(note in text for note in NOTES)
    lines = list(csv.DictReader(io.StringIO(scorecard_csv(card))))
    assert {(line["hand"], line["player"]): line["table"] for line in lines}[("3", "Ben")] \
        == "sits out"
    assert not any(line["hand"] == "1" and line["player"] == "Dan" for line in lines)
    cat = next(line for line in lines if line["hand"] == "4" and line["player"] == "Cat")
    assert (cat["bid"], cat["score"], cat["total"], cat["table"]) == ("", "", "31", "left")


def test_pdf_and_png_carry_the_changes(tmp_path: Path, qapp: object) -> None:
    card = scorecard_from_document(changed_document())
    pdf = tmp_path / "card.pdf"
    write_pdf(card, pdf, "2026-11-21 20:00")
    text = " ".join(pdf_pages(pdf))
    assert "Dan" in text and "Ben sits out" in text and "Cat left" in text
    png = tmp_path / "card.png"
    write_png(card, png, "2026-11-21 20:00")
    assert png.read_bytes().startswith(b"\x89PNG")
