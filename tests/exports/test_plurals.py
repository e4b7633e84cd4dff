"""Scorecards out say "1 loss" and "1 win", not "1 losses" or "1 wins"."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scorekeeper.exports.rendered import write_pdf
from scorekeeper.exports.text import render_text
from tests.exports.test_rendered import pdf_pages
from tests.rules.helpers import card, doc

LOSER = doc("shithead", ["Ann", "Ben", "Cat"],
            [{"loser": "Ben"}, {"loser": "Cat"}, {"loser": "Cat"}], stopped=True)
WINNER = doc("shithead", ["Ann", "Ben"], [{"winner": "Ann"}], stopped=True,
             options={"mode": "winner"})


def words(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def test_the_text_scorecard_counts_losses_and_wins_in_the_singular_too() -> None:
    losses = card(LOSER)
    assert {s.player: s.total for s in losses.standings} == {"Ann": 0, "Ben": 1, "Cat": 2}
    text = words(render_text(losses))
    assert "Ben 1 loss " in text + " " and "Cat 2 losses" in text and "Ann 0 losses" in text
    assert "1 losses" not in text
    won = words(render_text(card(WINNER)))
    assert "Ann 1 win" in won and "1 wins" not in won and "Ben 0 wins" in won


@pytest.mark.parametrize(("document", "one", "many"),
                         [(LOSER, "1 loss", "1 losses"), (WINNER, "1 win", "1 wins")])
def test_the_pdf_scorecard_counts_in_the_singular_too(qapp, tmp_path: Path, document,
                                                      one: str, many: str) -> None:
    path = tmp_path / "card.pdf"
    write_pdf(card(document), path, "2026-11-21 20:00")
    text = words(" ".join(pdf_pages(path)))
    assert one in text and many not in text
