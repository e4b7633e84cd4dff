"""The benchmark scripts CONTRIBUTING.md lists still load, and each still runs in its
short form (``--quick``): a module they import that was renamed or moved, or a changed
function they call, would otherwise go unnoticed until someone needs a figure. (Their
figures are printed, never asserted: a benchmark is no test.)"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.store import Store

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = sorted((ROOT / "benchmarks").glob("*_bench.py"))
NUMBER = r"[\d,.]+"
# Each script's short form and a line of each kind it prints (the figures are any
# number). The keystroke, entry and import benchmarks have tests of their own below.
QUICK: dict[str, tuple[str, ...]] = {
    "charts_bench": (r"300 games, \d+ players", rf"club_seatings +median +{NUMBER} ms",
                     rf"charts_of_game +median +{NUMBER} ms"),
    "export_bench": (rf"60 hands, 10 players \(imported in {NUMBER} s\)",
                     rf"png +{NUMBER} +{NUMBER} +{NUMBER} +1 ", rf"pdf +{NUMBER} +{NUMBER} "),
    "history_bench": (r"games: 300", rf"first paint: {NUMBER} ms",
                      rf"scroll one screen \(x5\): median {NUMBER} ms",
                      rf"plain QTableView, same size: +median {NUMBER} ms"),
    "import_stages_bench": (r"100 games; microseconds a game",
                            *(rf"  {stage} +{NUMBER}\n" for stage in (
                                "strict JSON", "before the hands", "the hands",
                                "rows and record", "worker, in all", "writing \\(batches\\)"))),
    "live_bench": (rf"GET state.json, standard-library server .* median +{NUMBER} ms",
                   rf"publish → event on an open event stream +median +{NUMBER} ms",
                   rf"commit by one process → serve's state.json shows it +median +{NUMBER}"),
    "presentation_bench": (rf"oh-hell-pw +{NUMBER} +{NUMBER} +{NUMBER} +{NUMBER} +{NUMBER}",),
    "ratings_bench": (r"300 games, \d+ finished", rf"rate every game from scratch: {NUMBER} ms",
                      rf"leaderboard after one more game finished, through the store's "
                      rf"process: {NUMBER} ms"),
    "recovery_bench": (r"50 games", *(rf"  {case} +{NUMBER} ms" for case in (
        "another database", "older copy", "deleted"))),
    "startup_bench": (*(rf"\n{form} +{NUMBER} +{NUMBER} +{NUMBER}\n" for form in (
        "env", "db", "new", "resume")), rf"resident memory after {NUMBER} s",
        rf"\nresume +{NUMBER} +{NUMBER} +{NUMBER} +{NUMBER} +{NUMBER}\n"),
    "store_bench": (r"games: 60", rf"history page \(newest 50\) +median +{NUMBER} ms",
                    rf"durable entry: rules \+ commit +median +{NUMBER} ms .*× the fsync"),
    "travel_bench": (r"20 games with uids: new database .*20 new, 0 already here",
                     r"20 games without uids: .*again .*0 new, 20 already here",
                     r"one game of \d+ hands, no uid: its first half"),
}
OWN_TESTS = ("keystroke_bench", "entry_bench", "import_bench")


def test_contributing_lists_every_benchmark() -> None:
    listed = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    missing = [s.name for s in SCRIPTS if f"benchmarks/{s.name}" not in listed]
    assert missing == [], f"add these to CONTRIBUTING.md's benchmarks: {missing}"


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.stem)
def test_benchmark_script_imports(script: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(ROOT))
    spec = importlib.util.spec_from_file_location(f"benchmarks.{script.stem}", script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # runs nothing: each script's work is under __main__
    assert callable(module.main)


def test_every_benchmark_has_a_quick_form_run_here() -> None:
    assert sorted([*QUICK, *OWN_TESTS]) == [script.stem for script in SCRIPTS]


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(QUICK))
def test_the_benchmark_runs_in_its_quick_form(name: str, tmp_path: Path) -> None:
    """What CI runs: the script's short form ends well and prints each of its lines
    (offscreen: a display is not needed; the figures themselves are not looked at)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path),
               XDG_STATE_HOME=str(tmp_path))
    env.pop("DISPLAY", None)
    env.pop("SCOREKEEPER_DB", None)
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / f"{name}.py"), "--quick"],
                          capture_output=True, text=True, timeout=300, env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    missing = [line for line in QUICK[name] if not re.search(line, done.stdout)]
    assert missing == [], f"{name} --quick printed no line like {missing}:\n{done.stdout}"


def test_the_keystroke_benchmark_runs_and_starts_again_from_the_game_it_kept(
        tmp_path: Path) -> None:
    """The form CI runs (``--quick``): it types into the table and prints its figures
    (which are never asserted here: a shared machine's times are no test). With
    ``--game FILE`` the first run plays the game and keeps it, the next types into a
    copy of it (the kept file is never typed into). The first run is the quick form
    itself plus the keeping: no run of its own without ``--game``."""
    kept = tmp_path / "kept.db"
    runs = [subprocess.run([sys.executable, str(ROOT / "benchmarks" / "keystroke_bench.py"),
                            "--quick", "--game", str(kept)], capture_output=True, text=True,
                           timeout=120, check=True,
                           env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
            for _ in range(2)]
    for run in runs:
        assert re.search(r"game of 5 hands, 18 keystrokes", run.stdout), run.stdout
        assert re.search(r"median [\d.]+ ms, p95 [\d.]+ ms, worst [\d.]+ ms", run.stdout)
    facts = json.loads(kept.with_suffix(".json").read_text())
    store = Store(kept)
    try:
        completed = store.load_game(facts["game_id"]).game.scorecard.completed
    finally:
        store.close()
    assert facts["hands"] == len(completed) == 3  # as played: the copies were typed into


def test_the_entry_benchmark_runs_in_its_quick_form() -> None:
    """Every line it prints, each with its ratio to the fsync (never asserted: a time).
    Its 30 pauses between entries 5 ms each, not 50 (``--gap``): slept, not measured."""
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "entry_bench.py"),
                           "--quick", "--gap", "0.005"], capture_output=True, text=True,
                          timeout=120, check=True)
    for what in ("bare fsync", "durable commit, this process", "whole entry, this process",
                 "durable commit, the app's store process",
                 "whole entry, the app's store process", "fdatasync (4 KiB written over)",
                 "bare fsync, back to back", "whole entry, store process, RAM disk"):
        assert re.search(re.escape(what) + r".* median +[\d.]+ ms +p95 +[\d.]+ ms +[\d.]+×",
                         done.stdout), f"no line for {what}:\n{done.stdout}"


def test_the_import_benchmark_runs_in_its_quick_form() -> None:
    """The import, its floor beside it, CPU and memory, and the import again."""
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "import_bench.py"),
                           "--quick"], capture_output=True, text=True, timeout=300, check=True)
    assert re.search(r"import: +[\d.]+ s, .*100 new, 0 already here, 0 refused", done.stdout)
    assert re.search(r"floor: +[\d.]+ s writing the same rows alone; the import is "
                     r"[\d.]+× the floor", done.stdout)
    assert re.search(r"memory: +the importing process [\d,]+ MiB at most", done.stdout)
    assert re.search(r"again: .*0 new, 100 already here", done.stdout)
