"""The frozen app, built once per test session with the PyInstaller command of docs/building.md.

The build goes to build/frozen/<key>/ where the key hashes the spec, the packaging
scripts, the app's sources and the installed packages' versions: a local re-run with
nothing changed reuses it (CI starts clean and always builds). Older keys are removed.
"""

from __future__ import annotations

import hashlib
import os
import random
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from importlib.metadata import distributions
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / "build" / "frozen"
INPUTS = ("packaging/scorekeeper.spec", "packaging/collect.py", "packaging/entry.py",
          "pyproject.toml")


def build_key() -> str:
    digest = hashlib.sha256(sys.version.encode())
    files = [ROOT / name for name in INPUTS]
    files += sorted(p for p in (ROOT / "scorekeeper").rglob("*")
                    if p.is_file() and "__pycache__" not in p.parts)
    for path in files:
        digest.update(str(path.relative_to(ROOT)).encode())
        digest.update(path.read_bytes())
    for dist in sorted(f"{d.metadata['Name']}=={d.version}" for d in distributions()):
        digest.update(dist.encode())
    return digest.hexdigest()[:16]


def build(folder: Path) -> Path:
    """Run docs/building.md's command into ``folder``; the program's path."""
    shutil.rmtree(folder, ignore_errors=True)
    run = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath",
         str(folder / "dist"), "--workpath", str(folder / "work"),
         str(ROOT / "packaging" / "scorekeeper.spec")],
        cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-4000:]
    shutil.rmtree(folder / "work", ignore_errors=True)
    (folder / "complete").write_text("built\n")
    return folder / "dist" / "scorekeeper" / "scorekeeper"


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    """Every file and folder of the build, with its size and modification time."""
    return {str(p.relative_to(folder)): (p.lstat().st_size, p.lstat().st_mtime_ns)
            for p in sorted(folder.rglob("*"))} | {".": (0, folder.stat().st_mtime_ns)}


_BUILT: dict[Path, dict[str, tuple[int, int]]] = {}


@contextmanager
def building_alone() -> Iterator[None]:
    """One build at a time: the suite's workers (pytest-xdist) each ask for the app,
    and the first builds it while the others wait, then reuse it."""
    CACHE.mkdir(parents=True, exist_ok=True)
    with open(CACHE.parent / "frozen.lock", "w") as lock:
        try:
            import fcntl
        except ImportError:  # Windows: one worker per build folder is the user's care
            yield
            return
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


@pytest.fixture(scope="session")
def frozen_app() -> Path:
    key = build_key()
    folder = CACHE / key
    program = folder / "dist" / "scorekeeper" / "scorekeeper"
    with building_alone():
        if not (folder / "complete").exists() or not program.exists():
            for old in CACHE.glob("*"):
                shutil.rmtree(old, ignore_errors=True)
            program = build(folder)
    _BUILT[program] = snapshot(program.parent)  # before any test runs it
    return program


@pytest.fixture
def frozen_snapshot(frozen_app: Path) -> dict[str, tuple[int, int]]:
    """The build's folder as it was before any test ran the program."""
    return _BUILT[frozen_app]


@pytest.fixture(scope="session")
def club_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A generated database: finished games of every kind, and one unfinished."""
    from scorekeeper.rules import VARIANTS
    from scorekeeper.rules.simulate import simulate
    from scorekeeper.store import Store

    rng = random.Random(28)
    names = ["Ann", "Ben", "Cat", "Dan", "Eve"]
    games = []
    for number, key in enumerate([*VARIANTS, *VARIANTS]):
        players = names[:4]
        hands = 2 if number == 0 else None
        card = simulate(rng, key, players, players[0], hands=hands)
        games.append((card, f"2026-11-{number + 1:02d}T20:00:00+00:00", None))
    path = tmp_path_factory.mktemp("club") / "club.db"
    with Store(path) as store:
        store.import_many(games)
    return path


@pytest.fixture
def frozen_env(tmp_path: Path) -> dict[str, str]:
    """The environment a user's session gives it: own XDG folders, offscreen Qt."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SCOREKEEPER_", "XDG_"))}
    for name in ("CONFIG", "DATA", "STATE", "CACHE"):
        env[f"XDG_{name}_HOME"] = str(tmp_path / "xdg" / name.lower())
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env

