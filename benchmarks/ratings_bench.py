"""Ratings benchmark: a full OpenSkill recomputation and the leaderboard, at 20,000 games.

    .venv/bin/python benchmarks/ratings_bench.py [--games 20000] [--db PATH] [--keep]

Builds (or reuses, with --db and --keep) a database of simulated games (mixed games,
3–7 of 80 players, as benchmarks/store_bench.py), then prints medians of: reading the
finished games; rating every game from scratch; one game's leaderboard cold (query +
full rating), warm (the cache checks the games and reuses its ratings) and after one
more game finished (rated on top of the cache); the same leaderboard query through the
app's store process.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.store_bench import build  # noqa: E402
from scorekeeper.club.ratings import RatingCache, rate  # noqa: E402
from scorekeeper.club.records import leaderboard  # noqa: E402
from scorekeeper.store import Store  # noqa: E402
from scorekeeper.store.client import StoreClient  # noqa: E402

GAME = "oh-hell-pw"  # the game played most in the mix


def median_ms(fn, runs: int) -> float:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20_000)
    parser.add_argument("--db")
    parser.add_argument("--keep", action="store_true")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    path = Path(args.db) if args.db else Path(tempfile.mkdtemp()) / "ratings-bench.db"
    with Store(path) as store:
        if not store.history_count():
            print(f"building {args.games:,} games …", file=sys.stderr)
            build(store, args.games, seed=1)
        games = store.club_games()
        ours = store.club_games(GAME)
        print(f"{store.history_count():,} games, {len(games):,} finished "
              f"({len(ours):,} of {GAME})")
        runs = args.runs
        print(f"read every finished game: {median_ms(store.club_games, runs):.0f} ms")
        print(f"rate every game from scratch: {median_ms(lambda: rate(games), runs):.0f} ms")

        def cold() -> None:
            found = store.club_games(GAME)
            leaderboard(RatingCache().book(GAME, found), found)

        print(f"{GAME} leaderboard, cold (query + full rating): {median_ms(cold, runs):.0f} ms")
        cache = RatingCache()
        cache.book(GAME, ours)

        def warm() -> None:
            found = store.club_games(GAME)
            leaderboard(cache.book(GAME, found), found)

        print(f"{GAME} leaderboard, warm (query + cache check): {median_ms(warm, runs):.1f} ms")
        samples = []
        for count in range(len(ours) - runs, len(ours)):
            grown = RatingCache()
            grown.book(GAME, ours[:count])
            start = time.perf_counter()
            leaderboard(grown.book(GAME, ours[:count + 1]), ours[:count + 1])
            samples.append((time.perf_counter() - start) * 1000)
        print(f"{GAME} leaderboard after one more game finished (no query): "
              f"{statistics.median(samples):.1f} ms")
    client = StoreClient(path)
    try:
        print(f"{GAME} games read through the store's process: "
              f"{median_ms(lambda: client.club_games(GAME), runs):.0f} ms")
    finally:
        client.close()
    if not args.keep and not args.db:
        path.unlink()


if __name__ == "__main__":
    main()
