"""The frozen app, built once per test session with the PyInstaller command of docs/building.md.

The build goes to build/frozen/<key>/ (``tests/packaging/frozen_cache.py``): a run with
nothing changed reuses it, and ``python -m tests.packaging.frozen_cache`` builds it ahead.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from tests.packaging.frozen_cache import ensure_built


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    """Every file and folder of the build, with its size and modification time."""
    return {str(p.relative_to(folder)): (p.lstat().st_size, p.lstat().st_mtime_ns)
            for p in sorted(folder.rglob("*"))} | {".": (0, folder.stat().st_mtime_ns)}


_BUILT: dict[Path, dict[str, tuple[int, int]]] = {}


@pytest.fixture(scope="session")
def frozen_app() -> Path:
    program = ensure_built()
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

