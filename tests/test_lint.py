"""The linters run with the tests, so CI (the README's test command) runs them too.

ruff checks the rule set chosen in pyproject.toml; mypy checks the whole package strictly
(pyproject.toml [tool.mypy]); pre-commit runs the project's own
git hooks (.pre-commit-config.yaml: ruff, and docs/cli.md against the parser) the way
a contributor's commit does.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
# One worker runs these, in this order (``--dist loadgroup``): the commit hooks run ruff
# and mypy again, and then find the caches (.ruff_cache, .mypy_cache) the tests before
# them left. Spread over the workers at once, a fresh checkout (CI) type-checked the
# package twice from nothing: about 9.5 s of processor time, not 5 (docs/benchmarks.md,
# "The test suite", fifth round).
pytestmark = pytest.mark.xdist_group("lint")


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_ruff_finds_nothing() -> None:
    done = _run(str(BIN / "ruff"), "check", ".")
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_finds_nothing() -> None:
    done = _run(str(BIN / "mypy"))
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr


def _uncommitted() -> bool:
    """Work in progress in the checkout: pre-commit would set it aside while it runs
    (and an editor saving meanwhile could lose it). CI's checkout is always clean."""
    done = _run("git", "status", "--porcelain", "--untracked-files=no")
    return done.returncode != 0 or bool(done.stdout.strip())


@pytest.mark.skipif(not (ROOT / ".git").exists() or shutil.which("git") is None,
                    reason="pre-commit works on a git checkout")
def test_the_commit_hooks_pass_on_every_file() -> None:
    if _uncommitted():
        pytest.skip("uncommitted changes: the hooks run on a clean checkout (as in CI)")
    done = _run(str(BIN / "pre-commit"), "run", "--all-files", "--show-diff-on-failure")
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
