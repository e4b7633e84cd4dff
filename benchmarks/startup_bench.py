"""Start-up benchmark: process start to the first paint of the main window, in every form.

    .venv/bin/python benchmarks/startup_bench.py [--runs 12] [--forms env,db,new,resume]
        [--exe dist/scorekeeper/scorekeeper | --source DIR]
    .venv/bin/python benchmarks/startup_bench.py --quick   # one run of each, for CI

Each run is a new process (Python, Qt and the app load from scratch; the disk cache
stays warm). The app prints "painted" at its first paint when
SCOREKEEPER_STARTUP_PROBE is set; the floor is a bare PySide6 window with a 20×8
table, measured the same way and in turn with each form (pairwise, in the same run).
The forms are the command lines a person types:

- ``env``: ``scorekeeper`` with ``$SCOREKEEPER_DB`` set (the desktop launch);
- ``db``: ``scorekeeper --db PATH`` (the form in every guide);
- ``new``: ``scorekeeper new GAME --players … --dealer …``;
- ``resume``: ``scorekeeper resume ID`` on a database with an unfinished game.

With ``--exe`` the forms run the frozen build instead of the source install. Prints
each form's median, the bare window's median beside it and their ratio (goal ≤ 1.15).
With ``--memory`` it also measures resident memory (Linux ``/proc``): each form runs
for real (no probe) for ``--settle`` seconds, database open and start screen filled,
beside the bare window left open as long; the window's process alone, and with the
processes it started (the store's), against the bare window (goal ≤ 1.3).
Uses the X display if there is one (xvfb-run), else Qt's offscreen platform.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

BARE = r"""
import os
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QTableWidget, QTableWidgetItem

app = QApplication([])
class Window(QMainWindow):
    done = False
    def event(self, e):
        r = super().event(e)
        if e.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            print("painted", flush=True)
            if not os.environ.get("SCOREKEEPER_BARE_HOLD"):  # held open: its memory
                QTimer.singleShot(0, app.quit)
        return r
w = Window()
table = QTableWidget(20, 8)
for r in range(20):
    for c in range(8):
        table.setItem(r, c, QTableWidgetItem(f"{r}.{c}"))
w.setCentralWidget(table)
w.resize(1280, 800)
w.show()
app.exec()
"""


def time_to_paint(command: list[str], env: dict[str, str], cwd: str | None = None) -> float:
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               text=True, env=env, cwd=cwd)
    assert process.stdout is not None
    for line in process.stdout:
        if line.strip() == "painted":
            elapsed = time.perf_counter() - start
            break
    else:
        raise RuntimeError(f"{' '.join(command)} never painted")
    process.wait(timeout=30)
    return elapsed


def resident_kib(pid: int) -> int:
    """The resident memory of a process (VmRSS), in KiB; 0 once it is gone."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    return next((int(line.split()[1]) for line in status.splitlines()
                 if line.startswith("VmRSS:")), 0)


def children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        with contextlib.suppress(OSError):
            found += [int(child) for child in (task / "children").read_text().split()]
    return found


def memory_after(command: list[str], env: dict[str, str], settle: float,
                 cwd: str | None = None) -> tuple[int, int]:
    """Resident KiB of a started program after ``settle`` seconds: its own, and with
    the processes it started (the store's process)."""
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               env=env, cwd=cwd)
    time.sleep(settle)
    own = resident_kib(process.pid)
    total = own + sum(resident_kib(child) for child in children(process.pid))
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
    return own, total


def report_memory(chosen: dict[str, tuple[list[str], bool]], envs: dict[str, dict[str, str]],
                  bare: list[str], base: dict[str, str], settle: float,
                  cwd: str | None) -> None:
    real_envs = {name: {k: v for k, v in env.items() if k != "SCOREKEEPER_STARTUP_PROBE"}
                 for name, env in envs.items()}
    held = dict(base, SCOREKEEPER_BARE_HOLD="1")
    held.pop("SCOREKEEPER_STARTUP_PROBE", None)
    print(f"resident memory after {settle:g} s (MiB; goal <= 1.3x the bare window)")
    print(f"{'form':<8} {'app':>6} {'+store':>7} {'bare':>6} {'ratio':>6} {'+store':>7}")
    for name, (command, _from_env) in chosen.items():
        own, total = memory_after(command, real_envs[name], settle, cwd)
        floor, _ = memory_after(bare, held, settle)
        print(f"{name:<8} {own / 1024:6.1f} {total / 1024:7.1f} {floor / 1024:6.1f} "
              f"{own / floor:6.2f} {total / floor:7.2f}")


def prepare_database(path: Path) -> int:
    """A database with a few finished games and one unfinished one (for ``resume``)."""
    from scorekeeper.rules.simulate import random_setup, simulate
    from scorekeeper.store import Store

    rng = random.Random(2026)
    names = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus"]
    games = []
    for hands in (None, None, None, 2):
        game, players, options = random_setup(rng, names)
        games.append((simulate(rng, game, players, options=options, hands=hands),
                      "2026-11-20T20:00:00", None))
    with Store(path) as store:
        store.import_many(games)
        unfinished = store.unfinished_games(limit=1)
    return unfinished[0].id


def forms(program: list[str], db: Path, game_id: int) -> dict[str, tuple[list[str], bool]]:
    """Each form's command line, and whether it takes the database from the environment."""
    from scorekeeper.rules import VARIANTS, variant

    key = next(iter(VARIANTS))
    rules = variant(key)
    players = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus"][:max(rules.min_players, 4)]
    return {
        "env": (program, True),
        "db": ([*program, "--db", str(db)], False),
        "new": ([*program, "--db", str(db), "new", key, "--players", ",".join(players),
                 "--dealer", players[-1]], False),
        "resume": ([*program, "--db", str(db), "resume", str(game_id)], False),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=12)
    parser.add_argument("--exe", help="a frozen build to measure instead of the source install")
    parser.add_argument("--source", metavar="DIR",
                        help="another checkout to measure (e.g. `git archive` of an earlier "
                             "commit), run from its own folder")
    parser.add_argument("--forms", default="env,db,new,resume",
                        help="comma-separated: env, db, new, resume")
    parser.add_argument("--memory", action="store_true",
                        help="also measure resident memory after --settle seconds")
    parser.add_argument("--settle", type=float, default=3.0)
    parser.add_argument("--quick", action="store_true",
                        help="1 run of each form beside one bare window, no warm-up, "
                             "memory of one form after 0.01 s (its figures no use), for CI")
    args = parser.parse_args()
    if args.quick:
        args.runs, args.memory, args.settle = 1, True, 0.01
    folder = Path(tempfile.mkdtemp(prefix="scorekeeper-startup-"))
    db = folder / "startup.db"
    game_id = prepare_database(db)
    base = dict(os.environ, SCOREKEEPER_STARTUP_PROBE="1",
                XDG_CONFIG_HOME=str(folder / "config"), XDG_STATE_HOME=str(folder / "state"))
    base.pop("SCOREKEEPER_DB", None)
    if not base.get("DISPLAY") and not base.get("WAYLAND_DISPLAY"):
        base.setdefault("QT_QPA_PLATFORM", "offscreen")
    program = [args.exe] if args.exe else [sys.executable, "-m", "scorekeeper"]
    bare = [sys.executable, "-c", BARE]
    chosen = {name: form for name, form in forms(program, db, game_id).items()
              if name in args.forms.split(",")}
    envs = {name: dict(base, SCOREKEEPER_DB=str(db)) if from_env else base
            for name, (_command, from_env) in chosen.items()}
    cwd = args.source
    if not args.quick:  # warm the disk cache first (the quick form's figures are no use)
        for name, (command, _from_env) in chosen.items():
            time_to_paint(command, envs[name], cwd)
        time_to_paint(bare, base)
    times: dict[str, list[float]] = {name: [] for name in chosen}
    floors: dict[str, list[float]] = {name: [] for name in chosen}
    for _ in range(args.runs):
        # The quick form's figures are no use: one bare window serves every form.
        shared = time_to_paint(bare, base) if args.quick else None
        for name, (command, _from_env) in chosen.items():
            times[name].append(time_to_paint(command, envs[name], cwd))
            floors[name].append(shared if shared is not None else time_to_paint(bare, base))
    where = base.get("QT_QPA_PLATFORM") or "xcb"
    build = "frozen build" if args.exe else f"source in {args.source}" if cwd else "source install"
    print(f"platform: {where}, {build}, {args.runs} runs of each form, each beside a bare window")
    print(f"{'form':<8} {'app ms':>7} {'bare ms':>8} {'ratio':>6}  (goal <= 1.15)")
    for name in chosen:
        a, b = statistics.median(times[name]), statistics.median(floors[name])
        print(f"{name:<8} {a * 1000:7.0f} {b * 1000:8.0f} {a / b:6.2f}")
    if args.memory:  # the quick form: the last form only, its code the same for each
        held = dict(list(chosen.items())[-1:]) if args.quick else chosen
        report_memory(held, envs, bare, base, args.settle, cwd)


if __name__ == "__main__":
    main()
