"""Store benchmark: build a database of realistic games, then time what users wait for.

    .venv/bin/python benchmarks/store_bench.py --games 100000 [--db PATH] [--keep]
    .venv/bin/python benchmarks/store_bench.py --quick       # 60 games, for CI

Prints the load time, the file size per game, and the median and p95 latency of
a history page, one player's statistics, opening a game's scorecard and
recording one hand durably (every action committed with synchronous=FULL), beside
the bare fsync every commit pays (see benchmarks/entry_bench.py for the entry as the
app's store process records it).
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

from benchmarks.entry_bench import TimedStore, bare_fsync
from scorekeeper.rules.commands import Bid, Tricks
from scorekeeper.rules.simulate import random_setup, simulate
from scorekeeper.store import GameSession, HistoryFilter, Store

NAMES = [f"{first} {last}" for first in ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal",
                                         "Ivy", "Jon", "Kim", "Lou")
         for last in ("Adams", "Brown", "Cole", "Diaz", "Ellis", "Frost", "Gray")][:80]


def timed(fn, runs: int) -> tuple[float, float]:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.95) - 1]


def play(rng: random.Random) -> object:
    """One simulated game of a random setup; a few are left unfinished."""
    game, players, options = random_setup(rng, NAMES)
    hands = rng.randint(1, 8) if rng.random() < 0.03 else None
    return simulate(rng, game, players, options=options, hands=hands)


def build(store: Store, games: int, seed: int, played: int | None = None) -> float:
    """``games`` simulated games stored as the import stores them; the seconds it took.

    ``played``: only that many are simulated, then stored again in turn, each a game of
    its own (its own uid and start). The quick forms read many stored games, not many
    different ones, and simulating was about two thirds of building them."""
    rng = random.Random(seed)
    start_day = datetime(2016, 1, 1, tzinfo=UTC)
    t0 = time.perf_counter()
    batch, cards = [], []
    for i in range(games):
        if played is not None and i >= played:
            card = cards[i % played]
        else:
            card = play(rng)
            if played is not None:
                cards.append(card)
        started = start_day + timedelta(minutes=i * 50 + rng.randint(0, 40))
        ended = None if card.status == "in progress" else (
            started + timedelta(minutes=45)).isoformat(timespec="seconds")
        batch.append((card, started.isoformat(timespec="seconds"), ended))
        if len(batch) == 2000:
            store.import_many(batch)
            batch = []
            print(f"\r  loaded {i + 1:,} games", end="", file=sys.stderr, flush=True)
    store.import_many(batch)
    print(file=sys.stderr)
    return time.perf_counter() - t0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--db", help="database to build (default: a temporary file)")
    parser.add_argument("--runs", type=int, default=300)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--quick", action="store_true",
                        help="60 games, 3 runs, for CI (every path, no figures)")
    args = parser.parse_args()
    if args.quick:
        args.games, args.runs = 60, 3
    folder = tempfile.mkdtemp(prefix="scorekeeper-bench-")
    path = Path(args.db) if args.db else Path(folder) / "bench.db"
    fresh = not path.exists()
    store = Store(path)
    load = build(store, args.games, args.seed) if fresh else float("nan")
    store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    count = store.history_count()
    size = path.stat().st_size
    rng = random.Random(1)
    pages = max(1, count // 50)
    ids = [r[0] for r in store.db.execute("SELECT id FROM games").fetchall()]
    keys = store.db.execute("SELECT started, id FROM games").fetchall()

    print(f"games: {count:,}   load: {load:.1f} s   file: {size / 2**20:.1f} MiB "
          f"({size / count / 1024:.2f} KiB per game)")
    rows = [
        ("history page (newest 50)", lambda: store.history(limit=50)),
        ("history page (random page)",
         lambda: store.history(limit=50, offset=rng.randrange(pages) * 50)),
        ("history page (one player)",
         lambda: store.history(HistoryFilter(player=rng.choice(NAMES)), limit=50)),
        ("history page (keyed, random)", lambda: store.history_after(
            None, *keys[rng.randrange(len(keys))], limit=50)),
        ("history count", lambda: store.history_count()),
        ("player statistics", lambda: store.player_stats(rng.choice(NAMES))),
        ("game scorecard (replayed)", lambda: store.load_game(rng.choice(ids))),
    ]
    for label, fn in rows:
        median, p95 = timed(fn, args.runs)
        print(f"{label:<30} median {median:7.2f} ms   p95 {p95:7.2f} ms")

    recorder = TimedStore(store)  # times the store's durable commits inside each entry
    session = GameSession.start(recorder, "oh-hell-pw", NAMES[:5], NAMES[0])  # type: ignore
    per_action: list[float] = []
    per_hand: list[float] = []
    for _ in range(min(args.runs, 60)):
        if session.scorecard.over:
            session = GameSession.start(recorder, "oh-hell-pw",  # type: ignore[arg-type]
                                        NAMES[:5], NAMES[0])
        current = session.scorecard.current
        hand_start = time.perf_counter()
        for _ in range(5):
            current = session.scorecard.current
            t = time.perf_counter()
            bid = 0 if current.forbidden_bid != 0 else 1
            session.apply(Bid(current.expected_bidder, bid))
            per_action.append((time.perf_counter() - t) * 1000)
        current = session.scorecard.current
        t = time.perf_counter()
        tricks = dict.fromkeys(NAMES[:5], 0)
        tricks[current.dealer] = current.cards
        session.apply(Tricks(tricks))
        per_action.append((time.perf_counter() - t) * 1000)
        per_hand.append((time.perf_counter() - hand_start) * 1000)
    per_action.sort()
    per_hand.sort()
    fsync = statistics.median(bare_fsync(path.parent, args.runs))
    entry = statistics.median(per_action)
    commit = statistics.median(recorder.commits)
    commits = sorted(recorder.commits)
    print(f"{'bare fsync (4 KiB appended)':<30} median {fsync:7.2f} ms")
    print(f"{'durable entry: the commit':<30} median {commit:7.2f} ms   "
          f"p95 {commits[int(len(commits) * 0.95) - 1]:7.2f} ms   "
          f"{commit / fsync:.2f}× the fsync")
    print(f"{'durable entry: rules + commit':<30} median {entry:7.2f} ms   "
          f"p95 {per_action[int(len(per_action) * 0.95) - 1]:7.2f} ms   "
          f"{entry / fsync:.2f}× the fsync")
    print(f"{'whole hand, 6 commits':<30} median {statistics.median(per_hand):7.2f} ms"
          f"   p95 {per_hand[int(len(per_hand) * 0.95) - 1]:7.2f} ms")
    store.close()
    if args.quick and not args.db:  # nothing worth keeping
        import shutil

        shutil.rmtree(folder)
    else:
        print(f"database: {path}")


if __name__ == "__main__":
    main()
