"""Where an imported game's time goes, stage by stage (CPU of one process, no workers).

    .venv/bin/python benchmarks/import_stages_bench.py --games 3000 [--archive PATH]
    .venv/bin/python benchmarks/import_stages_bench.py --quick   # 100 games, one pass, for CI

Builds (or reads) a club archive as ``import_bench.py`` does, then takes each game
through the stages ``scorekeeper import`` runs, one game at a time as a worker does,
and prints the median of three passes (``--passes``) in microseconds a game: strict
JSON, the checks before the hands, the hands (checked and scored: a plain trick game in
one pass, any other the full way), the rows and the compressed record (the worker's
side), and writing them in batches of 500 into a new database (the importing process's
side).
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.import_bench import build_archive  # noqa: E402
from scorekeeper.rules.filed_game import FiledGame, stored_from_document  # noqa: E402
from scorekeeper.rules.scorecard_file import (  # noqa: E402
    checked_document_setup,
    parse_document,
    scorecard_from_document,
)
from scorekeeper.store import Store  # noqa: E402
from scorekeeper.store.importing import prepare, prepare_stored  # noqa: E402

STAMP = "2026-01-01T00:00:00+00:00"
STAGES = ("strict JSON", "before the hands", "the hands", "rows and record")


def worker_pass(lines: list[str]) -> dict[str, float]:
    """Seconds per stage over every line: strict JSON; the checks before the hands (the
    format, metadata, sizes, setup); the hands, checked and scored (in one pass for a
    plain trick game, else the full way); the compressed record and the rows."""
    spent = dict.fromkeys(STAGES, 0.0)
    clock = time.process_time
    for line in lines:
        t0 = clock()
        document = parse_document(line)
        t1 = clock()
        checked_document_setup(document)
        t2 = clock()
        stored = stored_from_document(document)  # the checks before the hands again
        t3 = clock()
        prepare_stored(stored, document.get("uid"), document.get("started"),
                       document.get("ended"), document.get("notes"), STAMP)
        t4 = clock()
        spent["strict JSON"] += t1 - t0
        spent["before the hands"] += t2 - t1
        spent["the hands"] += (t3 - t2) - (t2 - t1)
        spent["rows and record"] += t4 - t3
    return spent


def writing_pass(lines: list[str]) -> float:
    prepared = [prepare(FiledGame(scorecard_from_document(parse_document(line))), STAMP)
                for line in lines]
    with tempfile.TemporaryDirectory(prefix="scorekeeper-stages-") as folder, \
            Store(Path(folder) / "club.db") as store:
        t0 = time.process_time()
        for start in range(0, len(prepared), 500):
            store.import_prepared(prepared[start:start + 500])
        return time.process_time() - t0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--archive", help="the archive to use (its first --games lines)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--passes", type=int, default=3, help="the median of how many")
    parser.add_argument("--quick", action="store_true",
                        help="100 games, one pass of each side (its figures no use), for CI")
    args = parser.parse_args()
    if args.quick:
        args.games, args.passes = 100, 1
    if args.archive:
        with open(args.archive, encoding="utf-8") as archive:
            lines = [line for _, line in zip(range(args.games), archive, strict=False)]
    else:
        with tempfile.TemporaryDirectory(prefix="scorekeeper-stages-") as folder:
            path = Path(folder) / "club.jsonl"
            build_archive(path, args.games, args.seed)
            lines = path.read_text(encoding="utf-8").splitlines()
    gc.freeze()  # the archive's text stays; a worker holds one game at a time
    passes = [worker_pass(lines) for _ in range(args.passes)]
    writes = [writing_pass(lines) for _ in range(args.passes)]
    per_game = {stage: statistics.median(p[stage] for p in passes) / len(lines) * 1e6
                for stage in STAGES}
    print(f"{len(lines):,} games; microseconds a game (median of {args.passes} passes):")
    for stage, micros in per_game.items():
        print(f"  {stage:20s} {micros:6.0f}")
    print(f"  {'worker, in all':20s} {sum(per_game.values()):6.0f}")
    print(f"  {'writing (batches)':20s} {statistics.median(writes) / len(lines) * 1e6:6.0f}")


if __name__ == "__main__":
    main()
