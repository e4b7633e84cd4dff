"""Import benchmark: a club archive of simulated games into a new database, and again.

    .venv/bin/python benchmarks/import_bench.py --games 100000 [--archive PATH] [--keep]
    .venv/bin/python benchmarks/import_bench.py --quick      # 100 games, for CI

Builds an archive (``export --all`` format: one scorecard a line, with uids) of
random games in the mix ``store_bench.py`` uses (kept at --archive to reuse), then
times ``scorekeeper import ARCHIVE`` into a new database as a user runs it (its own
process), prints games a second, total seconds, the importing process's peak memory
(and the largest of its checking workers') and the database's bytes per game.

Beside it, in the same run, the floor: SQLite writing the very rows the import wrote
(read back from its database) into another new database, with the same tables and
indexes, statements, settings and transactions: the import's batch (``BATCH``, 500
games), the log emptied after each as the import empties it; only the writing is
timed. The import's time is given as a ratio to it: a change of the batch size moves
both. Then the same import again (every
game already here), and what the daily backup costs on that database: how long the
day's first write waits (the copy's snapshot) and how long the copy itself takes
beside it.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.store_bench import NAMES  # noqa: E402
from scorekeeper.cli.club_import import BATCH  # noqa: E402  (games a transaction)
from scorekeeper.rules.club_archive import archive_line  # noqa: E402
from scorekeeper.rules.filed_game import FiledGame  # noqa: E402
from scorekeeper.rules.simulate import random_setup, simulate  # noqa: E402
from scorekeeper.store import Store  # noqa: E402
from scorekeeper.store.backups import DailyBackup  # noqa: E402
from scorekeeper.store.importing import _Rows  # noqa: E402

GAME_COLUMNS = ("id, variant, options, first_dealer_seat, player_count, started, ended, "
                "status, hands_played, base, notes, updated, players_text, winners_text, uid")
SEAT_COLUMNS = ("game_id, seat, player_id, variant, status, started, place, total, hands, "
                "exact, score_sum, over_sum")
HAND_COLUMNS = "game_id, number, cards"
ENTRY_COLUMNS = "game_id, number, seat, player_id, bid, tricks, penalty, score, made"


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


class Run(NamedTuple):
    seconds: float
    summary: str  # the import's last line ("20,000 new, 0 already here, 0 refused")
    peak_mib: float  # the importing process's resident memory at most
    largest_mib: float  # the largest of it and its workers (what wait4 says)
    cpu: float  # seconds of CPU, the importing process and its workers
    own_cpu: float  # of which the importing process's own (last read before it ended)


def timed_import(db: Path, archive: Path) -> Run:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    with tempfile.TemporaryFile() as errors:
        t0 = time.perf_counter()
        process = subprocess.Popen([sys.executable, "-m", "scorekeeper", "--db", str(db),
                                    "import", str(archive)], env=env,
                                   stdout=subprocess.DEVNULL, stderr=errors)
        peak, own = 0, 0.0
        while True:  # the importing process's own high-water mark, read until it ends
            peak = max(peak, _high_water_kib(process.pid))
            own = max(own, _cpu_seconds(process.pid))
            finished, status, usage = os.wait4(process.pid, os.WNOHANG)
            if finished:
                break
            time.sleep(0.05)
        elapsed = time.perf_counter() - t0
        process.returncode = os.waitstatus_to_exitcode(status)
        errors.seek(0)
        stderr = errors.read().decode("utf-8", "replace")
    if process.returncode != 0:
        sys.exit(f"import failed ({process.returncode}): {stderr[-2000:]}")
    return Run(elapsed, stderr.strip().splitlines()[-1], peak / 1024, usage.ru_maxrss / 1024,
               usage.ru_utime + usage.ru_stime, own)


def _cpu_seconds(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _high_water_kib(pid: int) -> int:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0  # not Linux, or just ended
    found = re.search(r"^VmHWM:\s+(\d+) kB", status, re.MULTILINE)
    return int(found.group(1)) if found else 0


def writing_floor(imported: Path, folder: Path) -> float:
    """Seconds SQLite takes to write the rows of ``imported`` into a new database as the
    import writes them: the same schema, statements (:class:`_Rows`), settings (the
    import's own) and transactions of :data:`BATCH` games, seats in the import's order.
    The rows are read from ``imported`` batch by batch beforehand; only writing counts."""
    source = sqlite3.connect(f"{imported.resolve().as_uri()}?mode=ro", uri=True)
    spent = 0.0
    with Store(folder / "floor.db") as store, store._importing():
        conn = store.db
        t0 = time.perf_counter()
        with store._write():
            conn.executemany("INSERT INTO players (id, name, name_key, created) "
                             "VALUES (?, ?, ?, ?)",
                             source.execute("SELECT id, name, name_key, created FROM players"))
        spent += time.perf_counter() - t0
        ids = [row[0] for row in source.execute("SELECT id FROM games ORDER BY id")]
        for start in range(0, len(ids), BATCH):
            first, last = ids[start], ids[min(start + BATCH, len(ids)) - 1]
            tables = [
                (_Rows("games", GAME_COLUMNS), f"SELECT {GAME_COLUMNS} FROM games "
                 "WHERE id BETWEEN ? AND ? ORDER BY id"),
                (_Rows("game_players", SEAT_COLUMNS), f"SELECT {SEAT_COLUMNS} FROM "
                 "game_players WHERE game_id BETWEEN ? AND ? "
                 "ORDER BY player_id, started, game_id"),
                (_Rows("hands", HAND_COLUMNS), f"SELECT {HAND_COLUMNS} FROM hands "
                 "WHERE game_id BETWEEN ? AND ? ORDER BY game_id, number"),
                (_Rows("entries", ENTRY_COLUMNS), f"SELECT {ENTRY_COLUMNS} FROM entries "
                 "WHERE game_id BETWEEN ? AND ? ORDER BY game_id, number, seat"),
            ]
            for rows, query in tables:
                rows.values = [value for row in source.execute(query, [first, last])
                               for value in row]
            t0 = time.perf_counter()
            with store._write():
                for rows, _query in tables:
                    rows.write(conn)
            spent += time.perf_counter() - t0
    source.close()
    return spent


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
    parser.add_argument("--quick", action="store_true",
                        help="100 games, no daily backup (for CI: does it still run?)")
    args = parser.parse_args()
    if args.quick:
        args.games = 100
    folder = Path(tempfile.mkdtemp(prefix="scorekeeper-import-bench-"))
    archive = Path(args.archive) if args.archive else folder / "club.jsonl"
    if not archive.exists():
        print(f"building {archive} …", file=sys.stderr)
        built = build_archive(archive, args.games, args.seed)
        print(f"archive built in {built:.0f} s", file=sys.stderr)
    games = sum(1 for _ in archive.open("rb"))
    db = folder / "club.db"
    first = timed_import(db, archive)
    size = db.stat().st_size + sum(p.stat().st_size for p in folder.glob("club.db-*"))
    floor = writing_floor(db, folder)
    again = timed_import(db, archive)
    print(f"archive: {games:,} games, {archive.stat().st_size / games:,.0f} bytes a game")
    print(f"import:  {first.seconds:.1f} s, {games / first.seconds:,.0f} games/s   "
          f"({first.summary})")
    print(f"floor:   {floor:.1f} s writing the same rows alone; the import is "
          f"{first.seconds / floor:.2f}× the floor")
    print(f"CPU:     {first.cpu:.1f} s in all, {first.own_cpu:.1f} s of it the importing "
          f"process (the rest its checking workers); {os.cpu_count()} cores")
    print(f"memory:  the importing process {first.peak_mib:,.0f} MiB at most; the largest "
          f"process {first.largest_mib:,.0f} MiB")
    print(f"size:    {size / games:,.0f} bytes a game ({size / 2**20:,.0f} MiB)")
    print(f"again:   {again.seconds:.1f} s, {games / again.seconds:,.0f} games/s   "
          f"({again.summary})")
    if not args.quick:
        wait_ms, copy_s = daily_backup_cost(db, 3)
        print(f"daily backup: the first write waits {wait_ms:.1f} ms (median of 3); "
              f"the copy takes {copy_s:.1f} s beside it")
    if args.keep:
        print(f"kept: {db}")
    else:
        for path in folder.glob("club.db*"):
            path.unlink()
    for path in folder.glob("floor.db*"):
        path.unlink()


if __name__ == "__main__":
    main()
