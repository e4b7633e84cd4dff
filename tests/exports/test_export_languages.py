"""A scorecard drawn for people speaks the chosen language — its words, places, numbers
and dates — while English stays word for word what it was, and the CSV and JSON, which
programs read, are the same bytes in every language."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli.main import main
from scorekeeper.exports.formats import EXPORT_FORMATS, ExportSource
from scorekeeper.exports.painter import ScorecardPainter
from scorekeeper.exports.presentation import present
from scorekeeper.exports.qt_words import words_for
from scorekeeper.exports.rendered import pdf_writer
from scorekeeper.languages import LANGUAGES
from scorekeeper.rules import Game
from scorekeeper.rules.simulate import simulate
from scorekeeper.rules.words import ENGLISH
from scorekeeper.store import Store
from tests.exports.test_house_rules_printed import RULES
from tests.live.helpers import play_hand
from tests.rules.helpers import card, doc, quiet_hands

PLAYERS = ["Anna", "Bernd", "Chloé"]
STARTED = "2026-11-27T19:00:00+00:00"
GERMAN_THOUSANDS = re.compile(r"^-?\d{1,3}(\.\d{3})+$")


def big_card() -> Any:
    """A finished house game whose totals run into the thousands (1,000 a made bid)."""
    rules = RULES.to_dict() | {"schedule": {"shape": "list", "list": [1, 2, 3]},
                               "end": "schedule"}
    rules["score"]["made"]["base"] = 1000
    return card(doc("house", PLAYERS, quiet_hands([1, 2, 3], PLAYERS), rules=rules))


def drawn(scorecard: Any, language: str | None, tmp_path: Path, when: str = "") -> Any:
    words = None if language is None else words_for(language)
    drawer = ScorecardPainter(scorecard, when, words=words)
    drawer.paint_pages(pdf_writer(scorecard, tmp_path / f"{language}.pdf", drawer.words))
    return drawer


def texts(drawer: Any, *kinds: str) -> list[str]:
    return [b.text for b in drawer.boxes if b.kind in kinds]


def test_a_german_pdf_has_german_words_numbers_and_dates(qapp, tmp_path: Path) -> None:
    scorecard = big_card()
    source = ExportSource({"started": STARTED}, scorecard, "", "de")
    words, when = source.drawn()
    drawer = drawn(scorecard, "de", tmp_path, when)
    assert texts(drawer, "head")[:4] == ["Nr.", "Karten", "Geber", "Trumpf"]
    assert texts(drawer, "places heading") == ["Endplatzierung"]
    assert texts(drawer, "place") == ["1.=", "1.=", "3."]
    assert texts(drawer, "place total") == ["3.000", "3.000", "-60"]
    assert any(GERMAN_THOUSANDS.match(t) for t in texts(drawer, "cell"))
    assert "+1.000" in " ".join(texts(drawer, "cell"))
    assert texts(drawer, "rules heading") == ["Hausregeln"]
    assert any(t.startswith("Wertung: Genau angesagt: 1.000 + 10 × die Ansage.")
               for t in texts(drawer, "rules"))
    assert re.match(r"^\d\d\.\d\d\.2026 \d\d:\d\d · beendet$", texts(drawer, "meta")[0])
    assert when == words.moment(STARTED) and when.endswith(".2026 " + when[-5:])


def test_english_is_as_it_was(qapp, tmp_path: Path) -> None:
    """Nothing handed in (the command line, an app speaking English): plain digits,
    English ordinals and words."""
    scorecard = big_card()
    drawer = drawn(scorecard, None, tmp_path, "2026-11-27 20:00")
    assert drawer.words is ENGLISH
    assert texts(drawer, "head")[:4] == ["#", "Cards", "Dealer", "Trump"]
    assert texts(drawer, "places heading") == ["Final places"]
    assert texts(drawer, "place") == ["1st=", "1st=", "3rd"]
    assert texts(drawer, "place total") == ["3000", "3000", "-60"]
    assert "+1000" in " ".join(texts(drawer, "cell"))
    assert texts(drawer, "meta") == ["2026-11-27 20:00 · finished"]
    assert any(t.startswith("Score: Exact bid: 1000 + 10 × the bid.")
               for t in texts(drawer, "rules"))
    assert texts(drawn(scorecard, "en", tmp_path, "2026-11-27 20:00"), "head", "cell",
                 "place", "rules", "meta") == texts(drawer, "head", "cell", "place",
                                                      "rules", "meta")


@pytest.mark.parametrize("language, words", [
    ("fr", ["Donneur", "Atout", "Classement final", "1er", "2e"]),
    ("es", ["Reparte", "Triunfo", "Clasificación final", "1.º"]),
    ("it", ["Mazziere", "Briscola", "Classifica finale", "1º"]),
    ("nl", ["Gever", "Troef", "Eindstand", "1e"]),
])
def test_each_language_draws_its_own_words(qapp, tmp_path: Path, language: str,
                                           words: list[str]) -> None:
    scorecard = simulate(random.Random(3), "oh-hell-pw", PLAYERS, "Anna")
    drawer = drawn(scorecard, language, tmp_path)
    shown = set(texts(drawer, "head", "places heading", "place"))
    assert [w for w in words if w not in shown] == []


@pytest.fixture
def stored(tmp_path: Path, empty_database) -> tuple[Path, list[int]]:
    db = tmp_path / "games.db"
    with Store(empty_database(db)) as store:
        ids = store.import_many([
            (big_card(), STARTED, "2026-11-27T21:00:00+00:00"),
            (simulate(random.Random(3), "oh-hell-pw", PLAYERS, "Anna"),
             "2026-11-26T19:00:00+00:00", "2026-11-26T21:00:00+00:00")])
    return db, ids


def pdf_text(path: Path) -> str:
    from PySide6.QtPdf import QPdfDocument

    document = QPdfDocument()
    document.load(str(path))
    return "\n".join(document.getAllText(page).text() for page in range(document.pageCount()))


def test_the_command_line_writes_a_german_pdf(qapp, tmp_path: Path, stored) -> None:
    db, ids = stored
    for args in (["export", str(ids[0]), "--lang", "de"], ["--lang", "de", "export",
                                                           str(ids[0])]):
        out = tmp_path / "karte.pdf"
        out.unlink(missing_ok=True)
        assert main(["--db", str(db), *args, "-o", str(out)]) == 0
        text = pdf_text(out)
        assert "Geber" in text and "Endplatzierung" in text and "3.000" in text
        assert re.search(r"\d\d\.\d\d\.2026 \d\d:\d\d · beendet", text)
    english = tmp_path / "card.pdf"
    assert main(["--db", str(db), "export", str(ids[0]), "--lang", "en", "-o",
                 str(english)]) == 0
    assert "Dealer" in pdf_text(english) and "3000" in pdf_text(english)


def test_an_unknown_language_is_one_line(stored, capsys: pytest.CaptureFixture) -> None:
    db, ids = stored
    assert main(["--db", str(db), "export", str(ids[0]), "--lang", "xx", "-o",
                 "card.pdf"]) == 2
    assert capsys.readouterr().err == ("scorekeeper: --lang xx: choose one of "
                                       "en, de, fr, es, it, nl\n")


@pytest.mark.parametrize("key", ["csv", "json"])
def test_csv_and_json_are_the_same_in_every_language(qapp, stored, key: str,
                                                     capsys: pytest.CaptureFixture) -> None:
    """Asked in any language, by the command line or from an app speaking it."""
    from scorekeeper.ui.shared.translations import install_language

    db, ids = stored
    with Store(db) as store:
        documents = [store.export_document(i) for i in ids]
    fmt = EXPORT_FORMATS[key]
    english = [fmt.text(ExportSource.from_document(d)) for d in documents]
    assert all(re.search(r"\b1000\b", text) for text in english[:1])  # no "1.000"
    try:
        for language in LANGUAGES:
            install_language(language)
            assert [fmt.text(ExportSource.from_document(d, language))
                    for d in documents] == english, language
            assert main(["--db", str(db), "export", str(ids[0]), "--lang", language,
                         "--format", key]) == 0
            assert capsys.readouterr().out == english[0], language
    finally:
        install_language("en")


def test_how_a_tie_was_split_is_said_in_the_language(qapp) -> None:
    """The rules keep a tie-break's reason as a sentence and its values: the card says
    it in German, names as typed and numbers as German writes them."""
    hands = [{"bids": {"Ann": 0, "Ben": 1, "Cat": 0}, "tricks": {"Ann": 0, "Ben": 1, "Cat": 8}},
             {"bids": {"Ann": 0, "Ben": 1, "Cat": 0}, "tricks": {"Ann": 5, "Ben": 0, "Cat": 3}}]
    tied = card(doc("oh-shit-misere", ["Ann", "Ben", "Cat"], hands,
                    options={"length": "half"}, first_dealer="Cat", stopped=True))
    assert "Ben vor Ann: 1 zu 0 erfüllte Ansagen über null" in present(
        tied, words=words_for("de")).notes
    assert "Ben ahead of Ann: 1 winning contracts fulfilled to 0" in present(tied).notes


def test_a_hands_tooltips_are_in_the_language(qapp) -> None:
    """What the scoreboard shows on hovering a hand and a cell: German words, German
    numbers; English as it always was."""
    game = Game.new("oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
    play_hand(game.apply, game.scorecard)
    german = present(game.scorecard, words=words_for("de")).rows[0]
    dealer = next(cell for cell in german.cells if cell.dealer)
    assert german.tooltip.startswith(f"Runde 1: {dealer.player} gibt")
    assert dealer.tooltip.startswith(f"{dealer.player} (Geber); Ansage ")
    assert "Punkte, Stand " in dealer.tooltip
    english = present(game.scorecard).rows[0]
    assert next(c for c in english.cells if c.dealer).tooltip.startswith(
        f"{dealer.player} (dealer); bid ")
