"""The four renderings of a scorecard say what its presentation says, for every game,
and for a sixth game that exists only here (nothing in exports/ or ui/ names a game)."""

from __future__ import annotations

import csv
import io
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from scorekeeper.exports.csv_export import scorecard_csv
from scorekeeper.exports.painter import ScorecardPainter
from scorekeeper.exports.presentation import present
from scorekeeper.exports.rendered import write_pdf
from scorekeeper.exports.text import render_text
from scorekeeper.rules import VARIANTS, Scorecard, evaluate
from scorekeeper.rules.cards import STANDARD_52, Pack
from scorekeeper.rules.game_record import GameSetup
from scorekeeper.rules.games.trick import TrickVariant
from scorekeeper.rules.simulate import simulate
from tests.exports.test_rendered import pdf_pages

PLAYERS = ["Ann", "Ben", "Cat", "Dan"]


class OhHellFives(TrickVariant):
    """A sixth trick game, known only to this test: five hands of 1 to 5 cards, an
    exact bid scores 5 + the bid, a total landing on 25 goes back to 0."""

    key = "test-oh-hell-fives"
    title = "Oh Hell by fives"
    summary = "Five hands, 1 to 5 cards."
    penalty_name = "revoke"
    reset_text = "total reached 25 and went back to 0"

    def pack(self, setup: GameSetup) -> Pack:
        return STANDARD_52

    def schedule_length(self, setup: GameSetup) -> int | None:
        return 5

    def cards_for(self, setup: GameSetup, number: int) -> int | None:
        return number if 1 <= number <= 5 else None

    def score(self, bid: int, tricks: int) -> int:
        return 5 + bid if bid == tricks else -abs(bid - tricks)

    def with_penalty(self, score: int, count: int) -> int:
        return score - 10 * count

    def after_reset(self, total: int) -> int:
        return 0 if total == 25 else total


@pytest.fixture
def sixth_game(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    rules = OhHellFives()
    monkeypatch.setitem(VARIANTS, rules.key, rules)
    yield rules.key


def games(extra: str | None = None) -> list[Scorecard]:
    keys = [*VARIANTS] + ([extra] if extra and extra not in VARIANTS else [])
    return [simulate(random.Random(7 + n), key, PLAYERS, "Ann", hands=4)
            for n, key in enumerate(keys)]


def all_cards(sixth_game: str) -> list[Scorecard]:
    return games(sixth_game)


def test_the_sixth_game_is_presented_like_any_other(sixth_game: str) -> None:
    scored = simulate(random.Random(3), sixth_game, PLAYERS, "Ann")
    assert scored.over and len(scored.hands) == 5
    shown = present(scored)
    assert shown.title == "Oh Hell by fives" and shown.has_bids
    assert [c.label for c in shown.lead] == ["Hand", "Cards", "Dealer", "Trump"]
    assert "! penalty" in shown.legend
    assert shown.rows[-1].cards == "5"


def test_the_text_scorecard_shows_every_cell_and_place(sixth_game: str) -> None:
    for scored in all_cards(sixth_game):
        shown = present(scored)
        text = render_text(scored)
        for row in shown.recorded:
            for cell in row.cells:
                if shown.has_bids:
                    assert cell.text.rstrip() in text, (shown.variant, cell)
            if not shown.has_bids:
                assert row.summary in text
        for place in shown.places:
            assert f"{place.ordinal:>4}  {place.player}" in text
        assert shown.title in text


def test_the_csv_holds_the_presentations_ledger(sixth_game: str) -> None:
    for scored in all_cards(sixth_game):
        shown = present(scored)
        rows = list(csv.reader(io.StringIO(scorecard_csv(scored))))
        assert tuple(rows[0]) == shown.ledger_columns
        assert [tuple(r) for r in rows[1:]] == list(shown.ledger)
        assert len(rows) - 1 == len(scored.completed) * len(PLAYERS)


def test_the_painter_draws_every_game(qapp, sixth_game: str) -> None:
    for scored in all_cards(sixth_game):
        image = QImage(800, 2000, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        try:
            height = ScorecardPainter(scored).paint_image(painter, 780)
        finally:
            painter.end()
        assert 0 < height < 2000
        colours = {image.pixel(x, y) for x in range(0, 800, 9) for y in range(0, 400, 9)}
        assert len(colours) > 3


def test_the_pdf_shows_every_cell(qapp, tmp_path: Path, sixth_game: str) -> None:
    for scored in all_cards(sixth_game):
        shown = present(scored)
        path = tmp_path / f"{shown.variant}.pdf"
        write_pdf(scored, path)
        text = " ".join(pdf_pages(path))
        for row in shown.recorded:
            for cell in row.cells:
                for part in (cell.top, cell.corner, cell.bottom):
                    assert part in text, (shown.variant, part)
        for place in shown.places:
            assert place.label in text and place.player in text
        assert shown.legend.split("(")[0].strip() in text


def test_the_sixth_game_is_stored_and_exported(tmp_path: Path, sixth_game: str,
                                              capsys: pytest.CaptureFixture) -> None:
    from scorekeeper.cli.main import main
    from scorekeeper.store import Store

    scored = simulate(random.Random(3), sixth_game, PLAYERS, "Ann")
    db = tmp_path / "club.db"
    with Store(db) as store:
        (game_id,) = store.import_many([(scored, "2026-11-01T20:00:00+00:00", None)])
        assert evaluate(store.load_game(game_id).game.state).totals == scored.totals
    assert main(["--db", str(db), "export", str(game_id), "--format", "csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert {r["player"]: int(r["total"]) for r in rows[-4:]} == scored.totals
