"""A club report made for people speaks their language — headings, facts, numbers and
dates — and its CSV rows, which spreadsheets read, are the same in every language."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from scorekeeper.cli.main import main
from scorekeeper.club.reports.build import make_report
from scorekeeper.exports.qt_words import words_for
from scorekeeper.exports.report_text import report_csv
from scorekeeper.languages import LANGUAGES
from scorekeeper.store import Store

from .report_club import Played, seed_report_club

ASKED = [("evening", {"date": "2026-05-08"}),
         ("season", {"since": "2026-05-01", "until": "2026-05-31"}),
         ("player", {"names": ("Ann",)}), ("h2h", {"names": ("Ann", "Ben")})]


@pytest.fixture(autouse=True)
def utc(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()


@pytest.fixture
def club(store: Store) -> list[Played]:
    return seed_report_club(store)


def test_a_german_evening(store: Store, club: list[Played]) -> None:
    report = make_report(store, "evening", date="2026-05-08", words=words_for("de"))
    assert report.title == "Der Abend vom 8. Mai 2026" and report.language == "de"
    assert report.subtitle.startswith("2 Spielabende, ")
    facts = dict(report.sections[1].facts)
    assert facts["Gespielte Partien"] == "4"
    assert "Partie" in facts["Sieger des Abends"]
    assert [t.title for t in report.sections[1].tables] == ["Partien", "Plätze und Punkte"]
    english = make_report(store, "evening", date="2026-05-08")
    assert english.title == "The evening of 8 May 2026" and english.language == "en"
    assert dict(english.sections[1].facts)["Games played"] == "4"


def test_a_french_player_card_writes_its_dates_and_shares(store: Store,
                                                        club: list[Played]) -> None:
    report = make_report(store, "player", names=("Ann",), words=words_for("fr"))
    assert report.title == "Fiche du joueur : Ann"
    facts = dict(report.sections[0].facts)
    assert " %)" in facts["Parties"]  # "12 terminées, 5 gagnées (42 %)"
    assert facts["Première et dernière partie"] == "02/04/2026 – 20/05/2026"


@pytest.mark.parametrize("kind, asked", ASKED)
def test_the_csv_is_the_same_in_every_language(store: Store, club: list[Played], kind: str,
                                               asked: dict) -> None:
    english = report_csv(make_report(store, kind, **asked))
    for language in LANGUAGES:
        assert report_csv(make_report(store, kind, words=words_for(language), **asked)) \
            == english, language


def test_the_command_line_writes_a_german_pdf(qapp, store: Store, club: list[Played],
                                              db_path: Path, tmp_path: Path) -> None:
    from PySide6.QtPdf import QPdfDocument

    out = tmp_path / "abend.pdf"
    assert main(["--db", str(db_path), "report", "evening", "--date", "2026-05-08",
                 "--lang", "de", "-o", str(out)]) == 0
    document = QPdfDocument()
    document.load(str(out))
    text = "\n".join(document.getAllText(p).text() for p in range(document.pageCount()))
    assert "Der Abend vom 8. Mai 2026" in text and "Sieger des Abends" in text
