"""Export benchmark: PNG and PDF of the longest game a file may hold, time and peak memory.

    .venv/bin/python benchmarks/export_bench.py [--hands 2000] [--players 10] [--runs 1]
        [--source DIR]
    .venv/bin/python benchmarks/export_bench.py --quick      # a 60-hand game, for CI

Builds a game of ``--hands`` hands of Oh Hell (P&W) (2,000 hands of 10 players is the
most a scorecard file may hold), imports it into a scratch database, then runs the
real command line a person types, ``scorekeeper --db DB export 1 -o game.png`` (and
``.pdf``), each in a fresh process. Prints each command's wall time, its CPU time
(user + system: on a busy shared machine the wall time is what the other programs
leave), the process's peak resident memory (``ru_maxrss`` of the waited child), and
what it wrote. ``--source DIR`` runs another checkout's code (e.g. the version before a
change, from ``git worktree add`` or ``git archive``), to compare the two in one run.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def long_game(hands: int, players: int) -> dict:
    """A valid game in which everyone misses every hand, so it never ends early."""
    names = [f"Player {i}" for i in range(players)]
    played = []
    for number in range(1, hands + 1):
        cards = min(number, 5)
        tricks = dict.fromkeys(names, 0)
        tricks[names[number % players]] = cards
        played.append({"turn_up": "QH", "bids": dict.fromkeys(names, 1), "tricks": tricks})
    return {"variant": "oh-hell-pw", "players": names, "first_dealer": names[0],
            "hands": played}


def scorekeeper(*argv: str, source: Path = ROOT
                ) -> tuple[float, float, int, subprocess.CompletedProcess[str]]:
    """Run the command line in a fresh process: (seconds, CPU seconds, peak RSS in MB,
    result)."""
    env = dict(os.environ, PYTHONPATH=str(source), QT_QPA_PLATFORM="offscreen",
               PYTHONDONTWRITEBYTECODE="1")
    start = time.perf_counter()
    # In the source's folder: `-m` puts the working folder first on the path.
    process = subprocess.Popen([sys.executable, "-m", "scorekeeper", *argv], env=env,
                               cwd=source, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True)
    out, err = process.communicate()
    elapsed = time.perf_counter() - start
    # The maximum over the children waited for: each measurement runs in a benchmark
    # process of its own (--one), so this is the one export's peak.
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.CompletedProcess(process.args, process.returncode, out, err)
    return elapsed, used.ru_utime + used.ru_stime, used.ru_maxrss // 1024, done


def measure_one(db: Path, out: Path, source: Path) -> None:
    elapsed, cpu, peak, done = scorekeeper("--db", str(db), "export", "1", "-o", str(out),
                                           source=source)
    if done.returncode != 0:
        sys.exit(f"export failed ({done.returncode}): {done.stderr[-2000:]}")
    written = sorted(out.parent.glob(f"{out.stem}*{out.suffix}"))
    size = sum(p.stat().st_size for p in written)
    print(json.dumps({"seconds": elapsed, "cpu": cpu, "peak_mb": peak,
                      "files": len(written), "bytes": size}))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--players", type=int, default=10)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--source", type=Path, default=ROOT,
                        help="the checkout whose code exports (default: this one)")
    parser.add_argument("--quick", action="store_true",
                        help="a 60-hand game, for CI")
    parser.add_argument("--one", nargs=2, metavar=("DB", "OUT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.quick:
        args.hands, args.runs = 60, 1
    if args.one:
        measure_one(Path(args.one[0]), Path(args.one[1]), args.source.resolve())
        return
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        game = folder / "long.json"
        game.write_text(json.dumps(long_game(args.hands, args.players)))
        db = folder / "long.db"
        elapsed, _, _, done = scorekeeper("--db", str(db), "import", str(game),
                                          source=args.source)
        if done.returncode != 0:
            sys.exit(f"import failed: {done.stderr}")
        print(f"{args.hands} hands, {args.players} players (imported in {elapsed:.1f} s); "
              f"code from {args.source}")
        print(f"{'format':<7} {'seconds':>8} {'CPU s':>6} {'peak MB':>8} {'files':>6} "
              f"{'MB written':>11}")
        for suffix in (".png", ".pdf"):
            for run in range(args.runs):
                out = folder / f"run{run}" / f"game{suffix}"
                out.parent.mkdir(exist_ok=True)
                child = subprocess.run([sys.executable, __file__, "--one", str(db), str(out),
                                        "--source", str(args.source)],
                                       capture_output=True, text=True, check=False)
                if child.returncode != 0:
                    sys.exit(child.stderr)
                found = json.loads(child.stdout)
                print(f"{suffix[1:]:<7} {found['seconds']:>8.2f} {found['cpu']:>6.2f} "
                      f"{found['peak_mb']:>8} {found['files']:>6} "
                      f"{found['bytes'] / 1e6:>11.1f}")
                for path in out.parent.iterdir():
                    path.unlink()


if __name__ == "__main__":
    main()
