"""Durable entry benchmark: what one recorded bid costs, against a bare fsync.

    .venv/bin/python benchmarks/entry_bench.py [--entries 400] [--gap 0.05] [--folder DIR]
    .venv/bin/python benchmarks/entry_bench.py --quick     # 6 entries (one hand), for CI

Prints the median and p95 of: the bare fsync that every durable commit pays (one
4 KiB page appended to a file in the database's folder, then ``fsync``, which is
what a write-ahead-log commit does at least while the log grows), the store's
durable commit of one entry (its action and the rows it changes), and a whole entry
as the user waits for it (the rules, then the commit), both with the store in the
same process and the way the app runs it (the store in its own process). Each with
its ratio to the bare fsync, all in one run, so the ratios compare like with like on
a noisy machine.

Entries are ``--gap`` seconds apart (default 0.05: keys at a table come slower than
that), untimed: the app's store empties its log once the window has its answer
(``store/host.py``), in that gap, as it would between two keys.

The bare fsync is spaced as the entries are (``--gap``), so both meet the machine in
the same state: after 50 ms idle, a flush here costs three times what it costs back to
back, and so does the processor's part of an entry (caches and clocks gone cold).
Comparing entries spaced out with flushes back to back made the ratios look 2-3 times
worse than they are.

For scale, also: the flush back to back; the flush of a page written over in place
(``fdatasync``, nothing appended), what a commit pays once SQLite has begun the log
again from its start and writes over it; and a whole entry through the store's process
with its database on a RAM disk (``/dev/shm``), where a flush costs nothing: what an
entry costs besides flushing (the rules, the round trip, the SQL). When that alone is
over 0.8 of the flush, no way of flushing can bring an entry within 1.8 flushes.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.rules.commands import Bid, Tricks
from scorekeeper.store import GameSession, Store, open_app_store

PLAYERS = ["Ann", "Ben", "Cat", "Dan", "Eve"]
RAM_DISK = Path("/dev/shm")  # a flush there costs nothing


def percentiles(samples: list[float]) -> tuple[float, float]:
    samples = sorted(samples)
    return statistics.median(samples), samples[max(0, int(len(samples) * 0.95) - 1)]


def bare_fsync(folder: Path, runs: int, *, in_place: bool = False,
               gap: float = 0.0) -> list[float]:
    """A 4 KiB page appended and ``fsync``ed, each run ``gap`` seconds after the last
    (untimed); or (``in_place``) written over a page the file already has and
    ``fdatasync``ed."""
    path = folder / "fsync-probe"
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    page = b"x" * 4096
    samples = []
    try:
        if in_place:
            os.pwrite(fd, b"y" * len(page) * runs, 0)
            os.fsync(fd)
        flush = os.fdatasync if in_place else os.fsync
        for i in range(runs):
            time.sleep(gap)
            start = time.perf_counter()
            os.pwrite(fd, page, i * len(page))
            flush(fd)
            samples.append((time.perf_counter() - start) * 1000)
    finally:
        os.close(fd)
        path.unlink()
    return samples


class TimedStore:
    """Passes every call on to the store, timing the durable commits."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.commits: list[float] = []

    def record(self, *args: object, **kwargs: object) -> None:
        start = time.perf_counter()
        self.store.record(*args, **kwargs)
        self.commits.append((time.perf_counter() - start) * 1000)

    def __getattr__(self, name: str) -> object:
        return getattr(self.store, name)


def entries(store: Store, runs: int, gap: float = 0.0) -> tuple[list[float], list[float]]:
    """Bids and trick counts of a 5-player whysteria game, one durable commit each:
    the times of the commits alone, and of the whole entries."""
    timed = TimedStore(store)
    session = GameSession.start(timed, "whysteria", PLAYERS, "Ann",  # type: ignore[arg-type]
                                {"schedule": "constant", "cards": 1})
    samples: list[float] = []
    while len(samples) < runs:
        hand = session.scorecard.current
        if hand.expected_bidder is not None:
            bid = 0 if hand.forbidden_bid != 0 else 1
            action = Bid(hand.expected_bidder, bid)
        else:
            action = Tricks({p: int(p == hand.dealer) for p in PLAYERS})
        time.sleep(gap)
        start = time.perf_counter()
        session.apply(action)
        samples.append((time.perf_counter() - start) * 1000)
    return timed.commits, samples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--entries", type=int, default=400)
    parser.add_argument("--folder", help="where the database goes (default: a temporary folder)")
    parser.add_argument("--gap", type=float, default=0.05,
                        help="seconds between two entries, untimed (default 0.05)")
    parser.add_argument("--quick", action="store_true",
                        help="6 entries: one hand's bids and tricks (for CI; no figures)")
    args = parser.parse_args()
    if args.quick:
        args.entries = len(PLAYERS) + 1
    folder = Path(args.folder or tempfile.mkdtemp(prefix="scorekeeper-entry-"))
    floor = percentiles(bare_fsync(folder, args.entries, gap=args.gap))
    results = [(f"bare fsync (4 KiB appended), {args.gap:g} s apart", *floor)]
    for where, opener in (("this process", Store), ("the app's store process", open_app_store)):
        commits, whole = timed_entries(opener, folder / f"entries-{len(results)}.db", args)
        results.append((f"durable commit, {where}", *percentiles(commits)))
        results.append((f"whole entry, {where}", *percentiles(whole)))
    back_to_back = bare_fsync(folder, args.entries)
    results.append(("for scale: bare fsync, back to back", *percentiles(back_to_back)))
    results.append(("for scale: fdatasync (4 KiB written over)",
                    *percentiles(bare_fsync(folder, args.entries, in_place=True, gap=args.gap))))
    if RAM_DISK.is_dir():
        ram = Path(tempfile.mkdtemp(prefix="scorekeeper-entry-", dir=RAM_DISK))
        try:
            _, whole = timed_entries(open_app_store, ram / "entries.db", args)
        finally:
            shutil.rmtree(ram, ignore_errors=True)
        results.append(("for scale: whole entry, store process, RAM disk", *percentiles(whole)))
    for label, median, p95 in results:
        print(f"{label:<48} median {median:6.3f} ms   p95 {p95:6.3f} ms   "
              f"{median / floor[0]:4.2f}× the fsync")


def timed_entries(opener: Callable[[Path], Store], path: Path,
                  args: argparse.Namespace) -> tuple[list[float], list[float]]:
    """The commits' and the whole entries' times, through a store ``opener`` gives."""
    store = opener(path)
    try:
        return entries(store, args.entries, args.gap)
    finally:
        store.close()


if __name__ == "__main__":
    main()
