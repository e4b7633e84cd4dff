"""The frozen app the packaging tests run, built once and kept until its inputs change.

The build goes to build/frozen/<key>/ where the key hashes the spec, the packaging
scripts, the package's metadata in pyproject.toml (not the test and lint settings
beside it), the app's sources and the installed packages' versions: a run with nothing
changed reuses it (a clean checkout always builds). Older keys are removed.

    .venv/bin/python -m tests.packaging.frozen_cache   # build it ahead, if it is not there

prints the program's path. The tests' fixture (``tests/packaging/conftest.py``) calls
the same function, so a build made ahead and one made by the tests are the same.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from contextlib import contextmanager
from importlib.metadata import distributions
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / "build" / "frozen"
INPUTS = ("packaging/scorekeeper.spec", "packaging/collect.py", "packaging/entry.py")
CHECKS = ("pytest", "ruff", "mypy", "mutmut")  # pyproject.toml's tools that never shape it


def project_settings() -> bytes:
    """pyproject.toml without the settings of the tools that only check the code."""
    settings = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    tools = {name: value for name, value in settings.get("tool", {}).items()
             if name not in CHECKS}
    return json.dumps({**settings, "tool": tools}, sort_keys=True).encode()


def build_key() -> str:
    digest = hashlib.sha256(sys.version.encode())
    digest.update(project_settings())
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


def ensure_built() -> Path:
    """The program of the build for today's inputs, built first if there is none."""
    folder = CACHE / build_key()
    program = folder / "dist" / "scorekeeper" / "scorekeeper"
    with building_alone():
        if not (folder / "complete").exists() or not program.exists():
            for old in CACHE.glob("*"):
                shutil.rmtree(old, ignore_errors=True)
            program = build(folder)
    return program


if __name__ == "__main__":
    print(ensure_built())
