"""Cells a spreadsheet shows as text: a name never becomes a formula.

Spreadsheets run a cell that starts with ``=``, ``+``, ``-`` or ``@`` (and some a
tab or carriage return first) as a formula, so a player named
``=HYPERLINK("http://…")`` would run it in the club treasurer's spreadsheet. Such a
text cell is written with a leading apostrophe, which spreadsheets read as "this is
text" (OWASP's advice for CSV files). Numbers, including negative ones, stay numbers.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = re.compile(r"[+-]?[0-9]+(?:\.[0-9]+)?")


def as_text(cell: Any) -> Any:
    """``cell`` as a spreadsheet will show it, never run it."""
    if isinstance(cell, str) and cell.startswith(_FORMULA_START) and not _NUMBER.fullmatch(
            cell):
        return "'" + cell
    return cell


def text_rows(rows: Iterable[Sequence[Any]]) -> Iterable[list[Any]]:
    return ([as_text(cell) for cell in row] for row in rows)
