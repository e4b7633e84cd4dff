"""Round, whole-number axis steps that leave room for every label.

A chart library squeezes the labels of an axis with more ticks than its length can hold
into "…"; so the step is chosen from the room the axis has (:func:`most_ticks`), not
from a fixed count."""

from __future__ import annotations

import math
from dataclasses import dataclass

LABEL_ROOM = 1.6  # each label's height (or width) and the gap to the next, in labels


@dataclass(frozen=True)
class Axis:
    """An axis from ``low`` to ``high``, ticks every ``step`` (both ends on ticks)."""

    low: int
    high: int
    step: int

    @property
    def ticks(self) -> tuple[int, ...]:
        return tuple(range(self.low, self.high + 1, self.step))


def nice_step(span: float, most: int = 10) -> int:
    """The smallest round whole step (1, 2, 5, 10, 20, 50 …) that covers ``span`` in at
    most ``most`` steps."""
    most = max(1, most)
    magnitude = 1
    while True:
        for factor in (1, 2, 5):
            if span / (factor * magnitude) <= most:
                return factor * magnitude
        magnitude *= 10


def whole_axis(low: float, high: float, most: int = 10) -> Axis:
    """The axis over ``low``…``high`` in at most ``most`` round steps, ends on ticks."""
    step = nice_step(max(1.0, high - low), most)
    bottom = math.floor(low / step) * step
    return Axis(bottom, max(math.ceil(high / step) * step, bottom + step), step)


def most_ticks(length: float, label: float) -> int:
    """How many steps an axis ``length`` long can hold with labels ``label`` long (the
    labels' height on an upright axis, their width on a flat one): at least one."""
    if label <= 0:
        return 10
    return max(1, int(length / (label * LABEL_ROOM)) - 1)
