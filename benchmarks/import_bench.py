"""Import benchmark: a club archive of simulated games into a new database, and again.

    .venv/bin/python benchmarks/import_bench.py --games 100000 [--archive PATH] [--keep]

Builds an archive (``export --all`` format: one scorecard a line, with uids) of
random games in the mix ``store_bench.py`` uses (kept at --archive to reuse), then
times ``scorekeeper import ARCHIVE`` into a new database as a user runs it (its own
process), prints games a second, total seconds and the database's bytes per game;
then the same import again (every game already here), and what the daily backup
costs on that database: how long the day's first write waits (the copy's snapshot)
and how long the copy itself takes beside it.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.store_bench import NAMES  # noqa: E402
from scorekeeper.rules.club_archive import archive_line  # noqa: E402
from scorekeeper.rules.filed_game import FiledGame  # noqa: E402
from scorekeeper.rules.simulate import random_setup, simulate  # noqa: E402
from scorekeeper.store.backups import DailyBackup  # noqa: E402


def build_archive(path: Path, games: int, seed: int) -> float:
    rng = random.Random(seed)
    start_day = datetime(2016, 1, 1, tzinfo=UTC)
    t0 = time.perf_counter()
    with path.open("w", encoding="utf-8") as out:
        for i in range(games):
            game, players, options = random_setup(rng, NAMES)
            hands = rng.randint(1, 8) if rng.random() < 0.03 else None  # a few unfinished
            card = simulate(rng, game, players, options=options, hands=hands)
            started = start_day + timedelta(minutes=i * 50 + rng.randint(0, 40))
            ended = None if card.status == "in progress" else (
                started + timedelta(minutes=45)).isoformat(timespec="seconds")
            uid = str(uuid.UUID(int=rng.getrandbits(128), version=4))
            out.write(archive_line(FiledGame(card, uid, started.isoformat(timespec="seconds"),
                                             ended)))
            if (i + 1) % 5000 == 0:
                print(f"\r  archive: {i + 1:,} games", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    return time.perf_counter() - t0


def timed_import(db: Path, archive: Path) -> tuple[float, str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    t0 = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "scorekeeper", "--db", str(db), "import",
                           str(archive)], env=env, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True, check=False)
    elapsed = time.perf_counter() - t0
    if done.returncode != 0:
        sys.exit(f"import failed ({done.returncode}): {done.stderr[-2000:]}")
    return elapsed, done.stderr.strip().splitlines()[-1]


def daily_backup_cost(db: Path, runs: int) -> tuple[float, float]:
    """Median ms a write waits for the daily copy's snapshot, and the copy's seconds."""
    waits, copies = [], []
    for _ in range(runs):
        daily = DailyBackup(db, 5.0)
        daily.folder = Path(tempfile.mkdtemp(prefix="scorekeeper-daily-"))
        t0 = time.perf_counter()
        daily.before_write()
        waits.append((time.perf_counter() - t0) * 1000)
        daily.wait()
        copies.append(time.perf_counter() - t0)
        for path in daily.folder.iterdir():
            path.unlink()
        daily.folder.rmdir()
    return statistics.median(waits), statistics.median(copies)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--archive", help="the archive to use (built there if missing)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--keep", action="store_true", help="keep the database")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="scorekeeper-import-bench-"))
    archive = Path(args.archive) if args.archive else folder / "club.jsonl"
    if not archive.exists():
        print(f"building {archive} …", file=sys.stderr)
        built = build_archive(archive, args.games, args.seed)
        print(f"archive built in {built:.0f} s", file=sys.stderr)
    games = sum(1 for _ in archive.open("rb"))
    db = folder / "club.db"
    first, summary = timed_import(db, archive)
    size = db.stat().st_size + sum(p.stat().st_size for p in folder.glob("club.db-*"))
    again, summary_again = timed_import(db, archive)
    wait_ms, copy_s = daily_backup_cost(db, 3)
    print(f"archive: {games:,} games, {archive.stat().st_size / games:,.0f} bytes a game")
    print(f"import:  {first:.1f} s, {games / first:,.0f} games/s   ({summary})")
    print(f"size:    {size / games:,.0f} bytes a game ({size / 2**20:,.0f} MiB)")
    print(f"again:   {again:.1f} s, {games / again:,.0f} games/s   ({summary_again})")
    print(f"daily backup: the first write waits {wait_ms:.1f} ms (median of 3); "
          f"the copy takes {copy_s:.1f} s beside it")
    if args.keep:
        print(f"kept: {db}")
    else:
        for path in folder.glob("club.db*"):
            path.unlink()


if __name__ == "__main__":
    main()
