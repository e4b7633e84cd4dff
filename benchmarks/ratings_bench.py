"""Ratings benchmark: a full OpenSkill recomputation and the leaderboard, at 20,000 games.

    .venv/bin/python benchmarks/ratings_bench.py [--games 20000] [--db PATH] [--keep]
    .venv/bin/python benchmarks/ratings_bench.py --quick     # 300 games, for CI

Builds (or reuses, with --db and --keep) a database of simulated games (mixed games,
3–7 of 80 players, as benchmarks/store_bench.py), then prints medians of: reading the
finished games; rating every game from scratch; one game's leaderboard with nothing kept (read and
rate all its games), in a new run (the ratings kept in the database are read back),
with nothing changed (the cache asks the store's change count), and right after one
more game finished (only that game is read and rated) — in the same process and
through the app's store process. Adds games to the database.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.store_bench import NAMES, build
from scorekeeper.club.ratings import RatingCache, leaderboard, rate
from scorekeeper.rules.simulate import simulate
from scorekeeper.store import Store
from scorekeeper.store.client import StoreClient

GAME = "oh-hell-pw"  # the game played most in the mix


def median_ms(fn, runs: int) -> float:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def finish_one(store, rng: random.Random, when: datetime) -> None:
    """One more game of GAME finished (started after every other game)."""
    card = simulate(rng, GAME, rng.sample(NAMES, 5))
    store.import_state(card.state, when.isoformat(timespec="seconds"),
                       (when + timedelta(minutes=50)).isoformat(timespec="seconds"))


def leaderboard_times(store, label: str, runs: int) -> None:
    """Cold, warm, and after one more game finished, as the screen asks (book + rows)."""
    def scratch() -> None:
        store.save_club_state(f"{GAME}||", 0, "unreadable", True)  # nothing kept
        start = time.perf_counter()
        leaderboard(RatingCache().book(store, GAME))
        samples.append((time.perf_counter() - start) * 1000)

    samples: list[float] = []
    for _ in range(runs):
        scratch()
    print(f"{GAME} leaderboard, nothing kept (read + rate every game), {label}: "
          f"{statistics.median(samples):.0f} ms")
    print(f"{GAME} leaderboard, a new run (the ratings kept in the database), {label}: "
          f"{median_ms(lambda: leaderboard(RatingCache().book(store, GAME)), runs):.0f} ms")
    cache = RatingCache()
    cache.book(store, GAME)
    print(f"{GAME} leaderboard, nothing changed, {label}: "
          f"{median_ms(lambda: leaderboard(cache.book(store, GAME)), runs * 4):.1f} ms")
    rng = random.Random(len(label))
    when = datetime(2040, 1, 1, tzinfo=UTC) + timedelta(days=len(label))
    samples = []
    for i in range(runs):
        finish_one(store, rng, when + timedelta(hours=i))
        start = time.perf_counter()
        leaderboard(cache.book(store, GAME))
        samples.append((time.perf_counter() - start) * 1000)
    assert cache.extended == runs, "one more game must not mean a full recompute"
    print(f"{GAME} leaderboard after one more game finished, {label}: "
          f"{statistics.median(samples):.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20_000)
    parser.add_argument("--db")
    parser.add_argument("--keep", action="store_true")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--quick", action="store_true",
                        help="300 games (60 played), 1 run, for CI")
    args = parser.parse_args()
    if args.quick:
        args.games, args.runs = 300, 1
    path = Path(args.db) if args.db else Path(tempfile.mkdtemp()) / "ratings-bench.db"
    runs = args.runs
    with Store(path) as store:
        if not store.history_count():
            print(f"building {args.games:,} games …", file=sys.stderr)
            build(store, args.games, seed=1, played=60 if args.quick else None)
        games = store.club_games()
        print(f"{store.history_count():,} games, {len(games):,} finished "
              f"({len(store.club_games(GAME)):,} of {GAME})")
        print(f"read every finished game: {median_ms(store.club_games, runs):.0f} ms")
        print(f"rate every game from scratch: {median_ms(lambda: rate(games), runs):.0f} ms")
        leaderboard_times(store, "same process", runs)
    client = StoreClient(path)
    try:
        leaderboard_times(client, "through the store's process", runs)
    finally:
        client.close()
    if not args.keep and not args.db:
        path.unlink()


if __name__ == "__main__":
    main()
