"""CSV of players' statistics: one row per player per game, with the rating."""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from .csv_cells import as_text

if TYPE_CHECKING:
    from ..club.ratings import Rating
    from ..store.query_types import PlayerStats

STATS_COLUMNS = ["player", "game", "played", "won", "average_place", "exact_rate",
                 "average_hand_score", "bid_minus_took", "best_total", "best_game",
                 "worst_total", "worst_game", "rating", "mu", "sigma", "rated_games"]


def stats_csv(stats: Sequence[PlayerStats],
              ratings: Mapping[tuple[str, str], Rating]) -> str:
    """``stats`` as CSV; ``ratings`` by (player, game). Empty cells where a game has no
    such figure (a tally game has no bids)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(STATS_COLUMNS)
    for s in stats:
        r = ratings.get((s.player, s.variant))
        writer.writerow([
            as_text(s.player), s.variant, s.played, s.won, _fixed(s.average_place, 3),
            _fixed(s.exact_rate, 4), _fixed(s.average_hand_score, 3), _fixed(s.over_under, 3),
            _blank(s.best_total), _blank(s.best_game), _blank(s.worst_total),
            _blank(s.worst_game), _fixed(r.rating if r else None, 3),
            _fixed(r.mu if r else None, 3), _fixed(r.sigma if r else None, 3),
            r.games if r else ""])
    return out.getvalue()


def _fixed(value: float | None, places: int) -> str:
    return "" if value is None else f"{value:.{places}f}"


def _blank(value: int | None) -> str | int:
    return "" if value is None else value
