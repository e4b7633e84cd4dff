"""A name that looks like a formula reaches a spreadsheet as text, in every CSV."""

from __future__ import annotations

import csv
import io
import random

from scorekeeper.cli.main import main
from scorekeeper.exports.csv_cells import as_text
from scorekeeper.exports.csv_export import scorecard_csv
from scorekeeper.rules.simulate import simulate
from scorekeeper.store import Store

FORMULA = '=HYPERLINK("http://example.com","x")'
NAMES = [FORMULA, "+Ann", "-Ben", "@Cat", "Dan"]


def test_formula_names_are_text_and_numbers_stay_numbers() -> None:
    card = simulate(random.Random(3), "oh-hell-pw", NAMES)
    rows = list(csv.DictReader(io.StringIO(scorecard_csv(card))))
    assert {r["player"] for r in rows} == {"'" + FORMULA, "'+Ann", "'-Ben", "'@Cat", "Dan"}
    assert {r["dealer"] for r in rows} <= {"'" + FORMULA, "'+Ann", "'-Ben", "'@Cat", "Dan"}
    scores = [int(r["score"]) for r in rows if r["score"]]
    assert min(scores) < 0  # P&W scores go below 0: a negative number is still a number
    assert as_text("-12") == "-12" and as_text("+3.5") == "+3.5" and as_text(-4) == -4


def test_the_statistics_csv_writes_names_as_text(db_path, capsys) -> None:
    card = simulate(random.Random(4), "oh-hell-pw", NAMES)
    with Store(db_path) as store:
        store.import_state(card.state, "2026-03-01T20:00:00+00:00",
                           "2026-03-01T21:00:00+00:00")
    assert main(["--db", str(db_path), "stats", "--csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert {r["player"] for r in rows} == {"'" + FORMULA, "'+Ann", "'-Ben", "'@Cat", "Dan"}
