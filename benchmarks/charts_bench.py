"""Charts benchmark: what opening a game's charts costs on a club's archive.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/charts_bench.py [--games 4000]
    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/charts_bench.py --quick   # for CI

Builds a database of simulated games (mixed games, 3–7 of 80 players, as
benchmarks/store_bench.py), then prints medians of: reading every game's players
(``club_seatings``), choosing every player's colour from them, and drawing one
game's charts (running totals, bids against tricks, exact bids by hand size) with a
20-hand game. Also how many games seat two players of one colour (80 players who all
meet cannot each have one of the palette's colours).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.store_bench import build
from scorekeeper.club.charts.colours import PALETTE, club_colours
from scorekeeper.rules.simulate import simulate
from scorekeeper.store import Store


def median_ms(fn, runs: int) -> float:  # type: ignore[no-untyped-def]
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--quick", action="store_true",
                        help="300 games (60 played), 1 run, for CI")
    args = parser.parse_args()
    if args.quick:
        args.games, args.runs = 300, 1
    from PySide6.QtWidgets import QApplication

    from scorekeeper.ui.shared.charts import charts_of_game

    app = QApplication.instance() or QApplication([])
    store = Store(Path(tempfile.mkdtemp()) / "charts.db")
    build(store, args.games, 11, played=60 if args.quick else None)
    seatings = store.club_seatings()
    colours = club_colours(seatings)
    clashes = sum(1 for s in seatings if len({colours[p] for p in s}) < len(s))
    print(f"{len(seatings)} games, {len(colours)} players, {len(PALETTE)} colours; "
          f"games seating two players of one colour: {clashes}")
    print(f"club_seatings   median {median_ms(store.club_seatings, args.runs):7.1f} ms")
    print(f"club_colours    median {median_ms(lambda: club_colours(seatings), args.runs):7.1f} ms")
    card = simulate(random.Random(5), "oh-hell-pw", list(colours)[:5], hands=20)

    def draw() -> None:
        for _title, widget in charts_of_game(card, app.palette(), colours):
            widget.deleteLater()
        app.processEvents()

    print(f"charts_of_game  median {median_ms(draw, args.runs):7.1f} ms  (20 hands, 5 players)")
    print(f"load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
