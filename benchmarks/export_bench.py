"""Export benchmark: PNG and PDF of the longest game a file may hold, time and peak memory.

    .venv/bin/python benchmarks/export_bench.py [--hands 2000] [--players 10] [--runs 1]

Builds a game of ``--hands`` hands of Oh Hell (P&W) (2,000 hands of 10 players is the
most a scorecard file may hold), imports it into a scratch database, then runs the
real command line a person types, ``scorekeeper --db DB export 1 -o game.png`` (and
``.pdf``), each in a fresh process. Prints each command's wall time, the process's
peak resident memory (``ru_maxrss`` of the waited child), and what it wrote.
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


def scorekeeper(*argv: str) -> tuple[float, int, subprocess.CompletedProcess[str]]:
    """Run the command line in a fresh process: (seconds, peak RSS in MB, result)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    start = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "scorekeeper", *argv], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    out, err = process.communicate()
    elapsed = time.perf_counter() - start
    # The maximum over the children waited for: each measurement runs in a benchmark
    # process of its own (--one), so this is the one export's peak.
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024
    return elapsed, peak, subprocess.CompletedProcess(process.args, process.returncode,
                                                      out, err)


def measure_one(db: Path, out: Path) -> None:
    elapsed, peak, done = scorekeeper("--db", str(db), "export", "1", "-o", str(out))
    if done.returncode != 0:
        sys.exit(f"export failed ({done.returncode}): {done.stderr[-2000:]}")
    written = sorted(out.parent.glob(f"{out.stem}*{out.suffix}"))
    size = sum(p.stat().st_size for p in written)
    print(json.dumps({"seconds": elapsed, "peak_mb": peak, "files": len(written),
                      "bytes": size}))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--players", type=int, default=10)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--one", nargs=2, metavar=("DB", "OUT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        measure_one(Path(args.one[0]), Path(args.one[1]))
        return
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        game = folder / "long.json"
        game.write_text(json.dumps(long_game(args.hands, args.players)))
        db = folder / "long.db"
        elapsed, _, done = scorekeeper("--db", str(db), "import", str(game))
        if done.returncode != 0:
            sys.exit(f"import failed: {done.stderr}")
        print(f"{args.hands} hands, {args.players} players (imported in {elapsed:.1f} s)")
        print(f"{'format':<7} {'seconds':>8} {'peak MB':>8} {'files':>6} {'MB written':>11}")
        for suffix in (".png", ".pdf"):
            for run in range(args.runs):
                out = folder / f"run{run}" / f"game{suffix}"
                out.parent.mkdir(exist_ok=True)
                child = subprocess.run([sys.executable, __file__, "--one", str(db), str(out)],
                                       capture_output=True, text=True, check=False)
                if child.returncode != 0:
                    sys.exit(child.stderr)
                found = json.loads(child.stdout)
                print(f"{suffix[1:]:<7} {found['seconds']:>8.2f} {found['peak_mb']:>8} "
                      f"{found['files']:>6} {found['bytes'] / 1e6:>11.1f}")
                for path in out.parent.iterdir():
                    path.unlink()


if __name__ == "__main__":
    main()
