"""Test set-up shared by every package: headless Qt before anything imports it."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest


def _offscreen_screen(width: int = 1280, height: int = 800) -> str:
    """Qt's offscreen platform on a 1280×800 screen (its own is 800×600, smaller than
    any screen the app is made for: windows now open inside their screen)."""
    import json
    import tempfile

    config = Path(tempfile.gettempdir()) / f"scorekeeper-offscreen-{width}x{height}.json"
    if not config.exists():
        config.write_text(json.dumps({"screens": [{
            "name": "test", "x": 0, "y": 0, "width": width, "height": height,
            "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    return f"offscreen:configfile={config}"


if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":  # plain offscreen: 1280×800
    os.environ["QT_QPA_PLATFORM"] = _offscreen_screen()
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
