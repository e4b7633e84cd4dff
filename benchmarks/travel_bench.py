"""Games that travel: what recognising a game without a uid, and extending one, costs.

    .venv/bin/python benchmarks/travel_bench.py --games 5000
    .venv/bin/python benchmarks/travel_bench.py --quick      # 20 games, for CI

Builds a club archive (``import_bench.py``'s mix, with uids) and the same archive
without uids (a club's files from before uids, or written by hand), then times, each in
its own ``scorekeeper import`` process as a user runs it: the archive with uids into a
new database and again (every game already here), then the archive without uids the
same two ways (each game's uid made from its content; the second time every game is
found by it). Then one game without a uid: its first half imported, then the whole
(found by its setup and record, and extended), then the whole again.

``--quick`` starts two of the seven imports as the full form does (the first archive's
and the half game's: every line of the script still runs) and runs the other five in
this process (``main(argv)``, the same command lines): its times are no use, and what
it shows is that each import still finds what it should.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.import_bench import Run, build_archive, timed_import  # noqa: E402


def without_uids(archive: Path, out: Path) -> None:
    with archive.open(encoding="utf-8") as lines, out.open("w", encoding="utf-8") as dest:
        for line in lines:
            document = json.loads(line)
            document.pop("uid", None)
            dest.write(json.dumps(document, ensure_ascii=False, separators=(",", ":")) + "\n")


def long_game(folder: Path) -> tuple[Path, Path]:
    """A whole game of P&W with seven players, and its first half, without uids."""
    import random

    from scorekeeper.rules.scorecard_file import scorecard_to_json
    from scorekeeper.rules.simulate import simulate

    card = simulate(random.Random(1), "oh-hell-pw",
                    ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus"])
    whole = scorecard_to_json(card)
    whole["stopped"] = False
    half = dict(whole, hands=whole["hands"][:len(whole["hands"]) // 2])
    paths = folder / "half.json", folder / "whole.json"
    for path, document in zip(paths, (half, whole), strict=True):
        path.write_text(json.dumps(document), encoding="utf-8")
    return paths


def one_file(db: Path, path: Path) -> float:
    """Seconds ``scorekeeper import FILE`` takes in its own process."""
    import os
    import subprocess

    env = dict(os.environ, PYTHONPATH=str(ROOT))
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-m", "scorekeeper", "--db", str(db), "import", str(path)],
                   env=env, check=True, capture_output=True)
    return time.perf_counter() - t0


def in_process(db: Path, path: Path) -> Run:
    """``scorekeeper import`` in this process (the quick form's, after one started
    import of each kind): its last line on stderr, the time it took; no memory or
    processor figures (zero)."""
    from scorekeeper.cli.main import main as scorekeeper

    errors = io.StringIO()
    t0 = time.perf_counter()
    with contextlib.redirect_stderr(errors), contextlib.redirect_stdout(io.StringIO()):
        code = scorekeeper(["--db", str(db), "import", str(path)])
    if code != 0:
        sys.exit(f"import failed ({code}): {errors.getvalue()[-2000:]}")
    last = errors.getvalue().strip().splitlines()[-1:]  # a single file's: none
    return Run(time.perf_counter() - t0, "".join(last), 0.0, 0.0, 0.0, 0.0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--quick", action="store_true", help="20 games, for CI")
    args = parser.parse_args()
    if args.quick:
        args.games = 20
    archived = in_process if args.quick else timed_import
    one = (lambda db, path: in_process(db, path).seconds) if args.quick else one_file
    folder = Path(tempfile.mkdtemp(prefix="scorekeeper-travel-"))
    archive, bare = folder / "club.jsonl", folder / "bare.jsonl"
    build_archive(archive, args.games, args.seed)
    without_uids(archive, bare)
    for name, path in (("with uids", archive), ("without uids", bare)):
        db = folder / f"{name.replace(' ', '-')}.db"
        first = (timed_import if path == archive else archived)(db, path)
        again = archived(db, path)
        print(f"{args.games:,} games {name}: new database {first.seconds:.1f} s "
              f"({args.games / first.seconds:,.0f} games/s; {first.summary}); again "
              f"{again.seconds:.1f} s ({again.summary})")
    half, whole = long_game(folder)
    db = folder / "long.db"
    first, extend, again = one_file(db, half), one(db, whole), one(db, whole)
    hands = len(json.loads(whole.read_text())["hands"])
    print(f"one game of {hands} hands, no uid: its first half {first:.2f} s; the whole "
          f"(an extension) {extend:.2f} s; the whole again {again:.2f} s")


if __name__ == "__main__":
    main()
