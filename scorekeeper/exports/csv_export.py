"""CSV: one row per hand per player, for spreadsheets (the presentation's ledger)."""

from __future__ import annotations

import csv
import io

from ..rules import Scorecard
from ..rules.words import ENGLISH
from .csv_cells import text_rows
from .presentation import present


def scorecard_csv(scorecard: Scorecard) -> str:
    shown = present(scorecard, words=ENGLISH)  # the same file in every language
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(shown.ledger_columns)
    writer.writerows(text_rows(shown.ledger))
    return out.getvalue()
