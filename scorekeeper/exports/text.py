"""A plain-text scorecard for the terminal: hands down, players across.

It only lays out :func:`~scorekeeper.exports.presentation.present`'s words.
"""

from __future__ import annotations

from ..rules import Scorecard
from .presentation import ScorecardPresentation, present

__all__ = ["render_text"]


def render_text(scorecard: Scorecard) -> str:
    shown = present(scorecard)
    lines = [
        f"{shown.title} ({shown.variant}) — {shown.status}",
        f"Players (clockwise): {', '.join(shown.seats or shown.players)}; "
        f"{shown.first_dealer} dealt first",
    ]
    if shown.options:
        lines.append(f"Options: {shown.options_text}")
    lines.append("")
    lines += _trick_table(shown) if shown.has_bids else _tally_table(shown)
    lines.append("")
    lines.append(f"{shown.places_heading}:")
    for place in shown.places:
        shared = " (shared)" if place.shared else ""
        total = f"{place.total:>5} {place.noun}".rstrip()
        lines.append(f"  {place.ordinal:>4}  {place.player:<16} {total}{shared}")
    for note in shown.notes:
        lines.append(f"  {note}")
    if shown.next_line:
        lines.append("")
        lines.append(shown.next_line)
    if shown.rules_lines:
        lines += ["", "House rules:", *(f"  {line}" for line in shown.rules_lines)]
    return "\n".join(lines) + "\n"


def _trick_table(shown: ScorecardPresentation) -> list[str]:
    cells = [[str(row.number), row.cards, row.dealer, row.trump_text,
              *(c.text for c in row.cells)] for row in shown.recorded]
    header = [c.label for c in shown.columns]
    widths = [max(len(r[i]) for r in [header, *cells]) for i in range(len(header))]

    def fmt(row: list[str]) -> str:
        return "  ".join(c.rjust(w) if i < 2 else c.ljust(w)
                         for i, (c, w) in enumerate(zip(row, widths, strict=True))).rstrip()
    out = [fmt(header), fmt(["-" * w for w in widths])]
    out += [fmt(r) for r in cells]
    out.append("")
    out.append(shown.legend_text)
    return out


def _tally_table(shown: ScorecardPresentation) -> list[str]:
    out = [f"{'Hand':>4}  {'Dealer':<12} Result"]
    for row in shown.recorded:
        out.append(f"{row.number:>4}  {row.dealer:<12} {row.summary}")
    return out
