"""Test set-up shared by every package: headless Qt before anything imports it."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Keep every test away from the user's real data and settings.
os.environ.pop("SCOREKEEPER_DB", None)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "games.db"


@pytest.fixture
def store(db_path: Path) -> Iterator[object]:
    from scorekeeper.store import Store

    with Store(db_path) as opened:
        yield opened
