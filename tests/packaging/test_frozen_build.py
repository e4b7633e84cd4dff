"""The frozen build (when one has been built in dist/) answers --version and paints."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

FROZEN = Path(__file__).parents[2] / "dist" / "scorekeeper" / "scorekeeper"
pytestmark = pytest.mark.skipif(not FROZEN.exists(),
                                reason="no frozen build (see README: Building the app)")


def test_frozen_build_answers_version() -> None:
    run = subprocess.run([str(FROZEN), "--version"], capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 0 and run.stdout.startswith("scorekeeper ")


def test_frozen_build_paints_its_main_window(tmp_path: Path) -> None:
    env = dict(os.environ, SCOREKEEPER_STARTUP_PROBE="1", QT_QPA_PLATFORM="offscreen",
               SCOREKEEPER_DB=str(tmp_path / "frozen.db"))
    run = subprocess.run([str(FROZEN)], capture_output=True, text=True, timeout=60, env=env)
    assert run.returncode == 0 and "painted" in run.stdout
