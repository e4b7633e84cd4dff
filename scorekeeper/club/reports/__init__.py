"""The club's reports: the evening, the season, a player's card, two players head to
head — each one model (:mod:`.model`) built from the store's rows, drawn as text,
CSV, PDF, PNG and on screen."""

from __future__ import annotations

from .evening import CSV_COLUMNS as EVENING_COLUMNS
from .h2h import CSV_COLUMNS as H2H_COLUMNS
from .model import Report, ReportError, Section, Table
from .player import CSV_COLUMNS as PLAYER_COLUMNS
from .season import CSV_COLUMNS as SEASON_COLUMNS

CSV_HEADERS: tuple[tuple[str, ...], ...] = (EVENING_COLUMNS, SEASON_COLUMNS, PLAYER_COLUMNS,
                                            H2H_COLUMNS)
"""Every report's CSV header row (an existing file with one of them may be replaced)."""

__all__ = ["CSV_HEADERS", "Report", "ReportError", "Section", "Table"]
