"""A house game's scorecard says how it was scored: the generated rules text is in its
presentation, drawn on the PDF and PNG under the places, and printed by the text export;
the built-in games print none."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtGui import QImage, QPainter

from scorekeeper.exports.painter import ScorecardPainter
from scorekeeper.exports.presentation import present
from scorekeeper.exports.rendered import PNG_WIDTH, pdf_writer
from scorekeeper.exports.text import render_text
from scorekeeper.rules.house_describe import house_rules_text
from scorekeeper.rules.house_rules import rules_from_dict
from scorekeeper.rules.presets import PRESETS
from scorekeeper.rules.simulate import simulate
from tests.exports.test_painter_fit import LONG, outside_their_room, overlaps
from tests.rules.helpers import card, doc, quiet_hands

RULES = PRESETS["twenty-plus-ten"].rules


def _rules(scorecard: object) -> object:
    """The rules the game carries (resolved), read back by the rules module."""
    return rules_from_dict(scorecard.setup.options["rules"])


def house_card(players: list[str]) -> object:
    rules = RULES.to_dict() | {"schedule": {"shape": "list", "list": [1, 2, 3]}}
    return card(doc("house", players, quiet_hands([1, 2, 3], players), rules=rules))


def test_the_presentation_carries_the_rules_in_words_and_no_options() -> None:
    scorecard = house_card(["Ann", "Ben", "Cat"])
    shown = present(scorecard)
    lines = house_rules_text(_rules(scorecard)).splitlines()
    assert shown.rules_lines == tuple(lines)
    assert shown.options == ()
    assert shown.rules_lines[0] == "Players: 3 to 7 players."
    assert "Hands: These hands, in order: 1, 2, 3 cards." in shown.rules_lines
    assert any(line.startswith("Score: Exact bid: 20 + 10 × the bid.")
               for line in shown.rules_lines)
    built_in = present(simulate(random.Random(1), "oh-hell-pw", ["Ann", "Ben", "Cat"]))
    assert built_in.rules_lines == ()


def test_the_pdf_draws_every_line_of_the_rules(qapp, tmp_path: Path) -> None:
    scorecard = house_card(LONG[:7])
    drawer = ScorecardPainter(scorecard, "2026-11-25 20:00")
    drawer.paint_pages(pdf_writer(scorecard, tmp_path / "card.pdf"))
    drawn = [b.text for b in drawer.boxes if b.kind == "rules"]
    assert tuple(drawn) == drawer.shown.rules_lines
    assert [b.text for b in drawer.boxes if b.kind == "rules heading"] == ["House rules"]
    assert overlaps(drawer.boxes) == [] and outside_their_room(drawer.boxes) == []
    assert (tmp_path / "card.pdf").stat().st_size > 0
    page = drawer.pages[-1]
    assert all(page.top() <= b.ink.top() and b.ink.bottom() <= page.bottom() + 0.5
               for b in drawer.boxes if b.kind == "rules")


def test_the_png_draws_the_rules_inside_its_width(qapp) -> None:
    scorecard = house_card(LONG[:7])
    image = QImage(PNG_WIDTH, 200, QImage.Format.Format_RGB32)
    drawer = ScorecardPainter(scorecard)
    painter = QPainter(image)
    try:
        height = drawer.paint_image(painter, PNG_WIDTH - 72)
    finally:
        painter.end()
    rules = [b for b in drawer.boxes if b.kind == "rules"]
    assert len(rules) == len(drawer.shown.rules_lines)
    assert all(b.ink.right() <= PNG_WIDTH - 72 + 0.5 and b.ink.bottom() <= height + 0.5
               for b in rules)


def test_the_text_export_prints_the_rules() -> None:
    text = render_text(house_card(["Ann", "Ben", "Cat"]))
    assert "\nHouse rules:\n  Players: 3 to 7 players.\n" in text
    assert "{" not in text  # no raw settings printed as options
