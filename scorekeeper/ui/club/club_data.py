"""What the club's screens ask: the store's rows, rated by the shared cache.

One place so the Players screen, the leaderboard and History ask alike (and the
rating cache is shared: a second screen asking the same question pays nothing)."""

from __future__ import annotations

from typing import Any

from ...club.ratings import SHARED, RatingBook


def rated(store: Any, game: str, since: str | None = None,
          until: str | None = None) -> RatingBook:
    """``game``'s ratings (a season: only its games), with the finished games rated."""
    return SHARED.book(store, game, since, until)
