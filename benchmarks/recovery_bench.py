"""The database file replaced under the app: how long the entry that finds it waits.

    .venv/bin/python benchmarks/recovery_bench.py [--games 2000]
    .venv/bin/python benchmarks/recovery_bench.py --quick    # 50 games, for CI

Builds a database of --games realistic games and, for each case, opens a copy as the
app does (the store in its own process), plays a few entries, changes the file under
it and times the next entry: the store saves what it held beside the path (SQLite's
backup API) and then
- another database renamed over it: imports every saved game into that one;
- an older copy of itself renamed over it: imports only the games that differ;
- deleted: puts the saved database back at the path whole.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.store_bench import build
from scorekeeper.rules.commands import Bid
from scorekeeper.store import GameSession, Store, open_app_store


def entry(session: GameSession) -> float:
    """One bid (the bidder's 0, or 1 where 0 is forbidden), in milliseconds."""
    hand = session.scorecard.current
    start = time.perf_counter()
    for bid in (0, 1):
        try:
            session.apply(Bid(hand.expected_bidder, bid))
            break
        except ValueError:
            continue
    return (time.perf_counter() - start) * 1000


def follow(folder: Path, built: Path, case: str) -> tuple[float, float]:
    """One case: ordinary entries, then the file changed under the app and the next
    entry timed from the change to its answer (the idle check may meet it first)."""
    db = folder / f"{case}.db"
    shutil.copyfile(built, db)
    if case == "older copy":
        shutil.copyfile(built, folder / "older.db")
    store = open_app_store(db)
    try:
        session = GameSession.start(store, "oh-hell-pw", ["Ann", "Ben", "Cat", "Dan"], "Ann")
        ordinary = statistics.median(entry(session) for _ in range(3))  # bids: a 4th waits
        start = time.perf_counter()
        if case == "another database":
            Store(folder / "other.db").close()
            os.replace(folder / "other.db", db)
        elif case == "older copy":
            os.replace(folder / "older.db", db)
        else:
            db.unlink()
        entry(session)
        followed = (time.perf_counter() - start) * 1000
        assert session.take_notice() is not None
    finally:
        store.close()
    return ordinary, followed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--quick", action="store_true", help="50 games, for CI")
    args = parser.parse_args()
    if args.quick:
        args.games = 50
    with tempfile.TemporaryDirectory(prefix="recovery-bench-") as name:
        folder = Path(name)
        built = folder / "built.db"
        with Store(built) as store:
            build(store, args.games, seed=3)
        size = built.stat().st_size
        print(f"{args.games:,} games ({size / 1e6:.1f} MB); from the change to the entry "
              "stored at the path:")
        for case in ("another database", "older copy", "deleted"):
            ordinary, followed = follow(folder, built, case)
            print(f"  {case:<17} {followed:8.0f} ms   (an ordinary entry: {ordinary:.2f} ms)")


if __name__ == "__main__":
    main()
