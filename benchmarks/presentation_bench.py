"""Presentation benchmark: what presenting a scorecard and refreshing the scoreboard cost.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/presentation_bench.py [--runs 200]
    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/presentation_bench.py --quick

The scoreboard presents the whole scorecard on every keystroke and compares it with
what it shows, to announce only the changed cells. Prints the medians (and p95) of
``present()`` alone and of ``ScoreboardModel.set_scorecard`` for one more bid, on the
longest games the app has: seven players through a whole game of each trick game.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication

from scorekeeper.exports.presentation import present
from scorekeeper.rules import VARIANTS, TrickVariant, evaluate
from scorekeeper.rules.simulate import simulate
from scorekeeper.ui.table.scoreboard import ScoreboardModel

SEVEN = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus"]


def timed(action, runs: int) -> tuple[float, float]:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.95) - 1]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--quick", action="store_true", help="5 runs, for CI")
    args = parser.parse_args()
    if args.quick:
        args.runs = 5
    QApplication.instance() or QApplication([])
    print(f"{'game':<16} {'hands':>5} {'present ms':>11} {'p95':>6} {'refresh ms':>11} {'p95':>6}")
    for key, rules in VARIANTS.items():
        if not isinstance(rules, TrickVariant):
            continue
        try:
            card = simulate(random.Random(1), key, SEVEN, "Ann")
        except Exception:  # a game that does not seat seven
            card = simulate(random.Random(1), key, SEVEN[:5], "Ann")
        state = card.state
        # The last hand again, bids in but one: the keystroke adds the last bid.
        last = state.hands[-1]
        order = list(last.bids)
        partial = replace(last, tricks=None, bids={p: last.bids[p] for p in order[:-1]},
                          bid_order=tuple(order[:-1]) if last.bid_order else None)
        before = evaluate(replace(state, hands=(*state.hands[:-1], partial)))
        after = evaluate(replace(state, hands=(*state.hands[:-1],
                                               replace(partial, bids=dict(last.bids),
                                                       bid_order=last.bid_order))))
        model = ScoreboardModel()
        model.set_scorecard(before)
        cards = [after, before]

        def refresh(model: ScoreboardModel = model, cards: list = cards) -> None:
            model.set_scorecard(cards[0])
            cards.reverse()

        p_med, p_95 = timed(lambda after=after: present(after), args.runs)
        r_med, r_95 = timed(refresh, args.runs)
        print(f"{key:<16} {len(card.hands):>5} {p_med:>11.2f} {p_95:>6.2f} {r_med:>11.2f} "
              f"{r_95:>6.2f}")


if __name__ == "__main__":
    main()
