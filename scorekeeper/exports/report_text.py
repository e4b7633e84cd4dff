"""A report as plain text (the terminal's ``--format text``) and as CSV."""

from __future__ import annotations

import csv
import io
import unicodedata

from ..club.reports.model import Report, Table
from .csv_cells import text_rows


def _width(text: str) -> int:
    """Columns a text takes in a terminal (wide East Asian characters take two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _pad(text: str, width: int, right: bool) -> str:
    room = " " * max(0, width - _width(text))
    return room + text if right else text + room


def table_text(table: Table) -> list[str]:
    widths = [max([_width(title)] + [_width(row[i]) for row in table.rows])
              for i, title in enumerate(table.columns)]
    lines = [table.title]

    def line(cells: tuple[str, ...]) -> str:
        return "  ".join(_pad(cell, widths[i], table.is_numeric(i))
                         for i, cell in enumerate(cells)).rstrip()

    lines.append("  " + line(table.columns))
    lines.extend("  " + line(row) for row in table.rows)
    return lines


TEXT_MARK = "Scorekeeper report · "  # a text report's first line starts so (see existing.py)


def report_text(report: Report) -> str:
    out = [f"{TEXT_MARK}{report.kind}", "", report.title, report.subtitle, ""]
    for section in report.sections:
        out += [section.heading, "-" * min(72, _width(section.heading))]
        out += [f"{label}: {value}" for label, value in section.facts]
        for table in section.tables:
            out.append("")
            out += table_text(table)
        out.append("")
    return "\n".join(out)


def report_csv(report: Report) -> str:
    """The report's figures, one header row then one row per figure; a name never
    becomes a spreadsheet formula."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(report.csv_columns)
    writer.writerows(text_rows(report.csv_rows))
    return buffer.getvalue()
