"""Sums kept beside the last few scorecards, so the next change adds to them.

A change at hand 2,000 should not sum 2,000 hands again: the store's per-player sums
(:mod:`.rows`) and the tie-breakers' counts (:mod:`.games.trick`) are worked out from
the scorecard the change started from, plus what it moved. Scorecards are immutable,
so a value kept for one stays right for as long as that very object lives; they are
told apart by identity (a weak reference: a scorecard no one holds any more is not
kept alive here), and only the last few are kept.
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from typing import Generic, TypeVar

from .results import Scorecard

T = TypeVar("T")


class ByScorecard(Generic[T]):
    """One value for each of the last ``kept`` scorecards it was given."""

    def __init__(self, kept: int = 8) -> None:
        self._kept = kept
        self._values: OrderedDict[int, tuple[weakref.ref[Scorecard], T]] = OrderedDict()

    def get(self, scorecard: Scorecard | None) -> T | None:
        if scorecard is None:
            return None
        entry = self._values.get(id(scorecard))
        return entry[1] if entry is not None and entry[0]() is scorecard else None

    def put(self, scorecard: Scorecard, value: T) -> None:
        key = id(scorecard)
        self._values[key] = (weakref.ref(scorecard), value)
        self._values.move_to_end(key)
        while len(self._values) > self._kept:
            self._values.popitem(last=False)
