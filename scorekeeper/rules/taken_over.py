"""A scorecard's hands after a correction: later hands taken over, totals made when read.

A correction of hand 1 in a game of 2,000 hands moves the running total of every hand
after it and nothing else of them (a hand's points depend on its own record only).
Where the rules say every later total moves by the same amount (no reset, no end by
score: ``TrickVariant.totals_shift``), the later hands are not built again: they are
the previous scorecard's, and a hand is made with its new totals only when something
reads it — the twenty rows on screen, not 2,000. What reads a whole game (an export,
a check) makes every hand, once, and gets exactly what a fresh evaluation gives.

Successive corrections do not stack one lazy list on another: a hand not yet made
is always one shift away from a hand that was (:class:`TakenOver` keeps the made hand
and the sum of the shifts since), so reading it costs the same after the hundredth
correction as after the first.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, overload

from .results import HandResult

if TYPE_CHECKING:
    from .results import Scorecard

# Hands start..stop, each one made from its base hand with these added to its totals.
Shift = tuple[int, int, Mapping[str, int]]
MOST_SHIFTS = 16  # corrections at as many different hands: then the hands are all made


class TakenOver(Sequence[HandResult]):
    """The hands of a scorecard, some of them made from an earlier scorecard's when read.

    ``run`` is the range of hands taken over from ``origin()`` (the scorecard the change
    started from), ``moved`` what was added to each player's totals there: what the
    rows to store, the presentation and the scoreboard ask instead of comparing every
    later hand. Equal to a tuple of the same hands, as ``Scorecard.hands`` was."""

    __slots__ = ("_bases", "_items", "_length", "_shifts", "moved", "origin", "run")

    def __init__(self, items: list[HandResult | None], bases: list[HandResult | None],
                 shifts: list[Shift], origin: weakref.ref[Scorecard], run: range,
                 moved: Mapping[str, int], length: int | None = None) -> None:
        self._items, self._bases, self._shifts = items, bases, shifts
        self._length = len(items) if length is None else length
        self.origin, self.run, self.moved = origin, run, moved

    @classmethod
    def after(cls, results: list[HandResult | None], previous: Scorecard, run: range,
              moved: Mapping[str, int]) -> Sequence[HandResult]:
        """``results`` (None in ``run``), the hands in ``run`` being ``previous``'s with
        ``moved`` added to their totals. A plain tuple when nothing moved (the very
        hands ``previous`` has) or when too many corrections stand one on another."""
        old = previous.hands
        if not isinstance(old, TakenOver) and not any(moved.values()):
            results[run.start:run.stop] = old[run.start:run.stop]
            return tuple(results)  # type: ignore[arg-type]  # no None is left
        bases: list[HandResult | None] = [None] * len(results)
        shifts: list[Shift] = []
        covered: list[tuple[int, int]] = []
        if isinstance(old, TakenOver):  # shift what the earlier hands were made from
            for start, stop, added in old._shifts:
                low, high = max(start, run.start), min(stop, run.stop)
                if low < high:
                    bases[low:high] = old._bases[low:high]
                    shifts.append((low, high, _plus(added, moved)))
                    covered.append((low, high))
            made: Sequence[HandResult | None] = old._items
        else:
            made = old
        for low, high in _gaps(sorted(covered), run.start, run.stop):
            bases[low:high] = made[low:high]  # hands the earlier scorecard has made
            shifts.append((low, high, moved))
        hands = cls(results, bases, shifts, weakref.ref(previous), run, moved)
        return tuple(hands) if len(shifts) > MOST_SHIFTS else hands

    def __len__(self) -> int:
        return self._length

    @overload
    def __getitem__(self, index: int) -> HandResult: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[HandResult]: ...

    def __getitem__(self, index: int | slice) -> HandResult | Sequence[HandResult]:
        if isinstance(index, slice):
            start, stop, step = index.indices(self._length)
            if start == 0 and step == 1:
                return self.upto(stop)
            return tuple(self[i] for i in range(start, stop, step))
        index = range(self._length)[index]  # negative from the end; IndexError past it
        hand = self._items[index]
        return hand if hand is not None else self._make(index)

    def __iter__(self) -> Iterator[HandResult]:
        for index in range(self._length):
            yield self[index]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence):
            return NotImplemented
        return len(self) == len(other) and all(
            a is b or a == b for a, b in zip(self, other, strict=True))

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"TakenOver({self._length} hands, {len(self.run)} taken over)"

    def __reduce__(self) -> tuple[type, tuple[tuple[HandResult, ...]]]:
        return tuple, (tuple(self),)  # pickled (to the store's process) as the hands

    def upto(self, stop: int) -> TakenOver:
        """The first ``stop`` hands, made when read, as these are (sharing what is made)."""
        return TakenOver(self._items, self._bases, self._shifts, self.origin, self.run,
                         self.moved, min(stop, self._length))

    def made(self, index: int) -> HandResult | None:
        """Hand ``index`` if it has been made (or was never taken over), else None."""
        return self._items[index]

    def outline(self, index: int) -> HandResult:
        """Hand ``index`` as far as anything but its running totals goes (its number,
        cards, dealer, bids, tricks, scores): the hand it will be made from, unmade."""
        hand = self._items[index]
        if hand is not None:
            return hand
        base = self._bases[index]
        assert base is not None
        return base

    def taken_over_from(self, previous: Sequence[HandResult]) -> range:
        """The hands taken over from ``previous`` (a scorecard's hands; only their
        totals moved, by :attr:`moved`); none when these were not made from them."""
        origin = self.origin()
        return self.run if origin is not None and origin.hands is previous else range(0)

    def _make(self, index: int) -> HandResult:
        for start, stop, added in self._shifts:
            if start <= index < stop:
                base = self._bases[index]
                assert base is not None
                hand = self._items[index] = shifted(base, added)
                return hand
        raise IndexError(index)


def shifted(hand: HandResult, added: Mapping[str, int]) -> HandResult:
    """``hand`` with ``added`` added to its running totals (the same hand when that is
    nothing: what a fresh evaluation gives too)."""
    if not any(added.values()):
        return hand
    totals = hand.totals or {}
    return hand.with_totals({p: total + added.get(p, 0) for p, total in totals.items()},
                            hand.resets)


def outlines(hands: Sequence[HandResult], start: int = 0,
             stop: int | None = None) -> list[HandResult]:
    """``hands[start:stop]`` as far as anything but running totals goes, without making
    the ones a correction took over (:meth:`TakenOver.outline`)."""
    stop = len(hands) if stop is None else min(stop, len(hands))
    if isinstance(hands, TakenOver):
        return [hands.outline(index) for index in range(start, stop)]
    return list(hands[start:stop])


def taken_over(after: Sequence[HandResult], before: Sequence[HandResult]) -> range:
    """The hands that differ between the hands ``after`` and ``before`` in running
    totals only, either way round: ``after`` made from ``before`` by a correction, or
    ``before`` from ``after`` (the correction undone); none where neither was so made."""
    for made, origin in ((after, before), (before, after)):
        if isinstance(made, TakenOver) and (run := made.taken_over_from(origin)):
            return run
    return range(0)


def moved_players(after: Sequence[HandResult], before: Sequence[HandResult],
                  players: Sequence[str]) -> list[int]:
    """The indexes in ``players`` whose running totals moved in the hands
    :func:`taken_over` names (the same players in every one of them)."""
    for made, origin in ((after, before), (before, after)):
        if isinstance(made, TakenOver) and made.taken_over_from(origin):
            return [index for index, player in enumerate(players) if made.moved.get(player)]
    return []


def peek(hands: Sequence[HandResult], index: int) -> HandResult | None:
    """Hand ``index`` if it is made (a correction's hands are made when read), else
    None: to compare with another hand by identity without making it."""
    return hands.made(index) if isinstance(hands, TakenOver) else hands[index]


def reset_free(hands: Sequence[HandResult]) -> range:
    """Hands known to show no reset without making them: those taken over (taken over
    only where the game has no reset)."""
    return hands.run if isinstance(hands, TakenOver) else range(0)


def outside(indexes: range, taken: range) -> Iterator[int]:
    """``indexes`` without those in ``taken``, in order (``taken`` is not walked)."""
    yield from range(indexes.start, min(indexes.stop, taken.start) if taken else indexes.stop)
    if taken:
        yield from range(max(indexes.start, taken.stop), indexes.stop)


def _plus(one: Mapping[str, int], other: Mapping[str, int]) -> dict[str, int]:
    return {p: one.get(p, 0) + other.get(p, 0) for p in {**one, **other}}


def _gaps(covered: list[tuple[int, int]], start: int, stop: int) -> Iterator[tuple[int, int]]:
    """The parts of ``start``..``stop`` that no range in ``covered`` (sorted) covers."""
    at = start
    for low, high in covered:
        if low > at:
            yield at, low
        at = max(at, high)
    if at < stop:
        yield at, stop
