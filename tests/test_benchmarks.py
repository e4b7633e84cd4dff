"""The benchmark scripts CONTRIBUTING.md lists still load: a module they import that was
renamed or moved would otherwise go unnoticed until someone needs a figure. (Their
figures are printed, never asserted: a benchmark is no test.)"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = sorted((ROOT / "benchmarks").glob("*_bench.py"))


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


def test_the_keystroke_benchmark_runs_in_its_quick_form() -> None:
    """The form CI runs (``--quick``): it types into the table and prints its figures
    (which are never asserted here: a shared machine's times are no test)."""
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "keystroke_bench.py"),
                           "--quick"], capture_output=True, text=True, timeout=120, check=True,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert re.search(r"game of 5 hands, 18 keystrokes", done.stdout)
    assert re.search(r"median [\d.]+ ms, p95 [\d.]+ ms, worst [\d.]+ ms", done.stdout)


def test_the_entry_benchmark_runs_in_its_quick_form() -> None:
    """Every line it prints, each with its ratio to the fsync (never asserted: a time)."""
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "entry_bench.py"),
                           "--quick"], capture_output=True, text=True, timeout=120, check=True)
    for what in ("bare fsync", "durable commit, this process", "whole entry, this process",
                 "durable commit, the app's store process",
                 "whole entry, the app's store process", "fdatasync (4 KiB written over)"):
        assert re.search(re.escape(what) + r".* median +[\d.]+ ms +p95 +[\d.]+ ms +[\d.]+×",
                         done.stdout), f"no line for {what}:\n{done.stdout}"


def test_the_import_benchmark_runs_in_its_quick_form() -> None:
    """The import, its floor beside it, CPU and memory, and the import again."""
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "import_bench.py"),
                           "--quick"], capture_output=True, text=True, timeout=300, check=True)
    assert re.search(r"import: +[\d.]+ s, .*300 new, 0 already here, 0 refused", done.stdout)
    assert re.search(r"floor: +[\d.]+ s writing the same rows alone; the import is "
                     r"[\d.]+× the floor", done.stdout)
    assert re.search(r"memory: +the importing process [\d,]+ MiB at most", done.stdout)
    assert re.search(r"again: .*0 new, 300 already here", done.stdout)
