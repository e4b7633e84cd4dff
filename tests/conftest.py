"""Test set-up shared by every package: headless Qt before anything imports it."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest_plugins = ["tests.cpu_durations",  # --cpu-durations=N: the costliest tests
                  "tests.mutation_profile"]  # --mutation-profile: lighter property tests


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


@pytest.fixture(scope="session", autouse=True)
def _widgets_application() -> object:
    """One QApplication for the whole process, made before any test runs: an export
    tested first would otherwise make a bare QGuiApplication (as the command line does),
    and the next test that builds a widget in the same process would abort Qt ("Must
    construct a QApplication before a QWidget"). Which tests share a process depends on
    how they are distributed, so this is not left to the order."""
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "games.db"


@pytest.fixture
def store(db_path: Path) -> Iterator[object]:
    from scorekeeper.store import Store

    with Store(db_path) as opened:
        yield opened


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Keep ``--dist loadgroup``'s groups (the frozen app's tests on one worker).

    pytest-xdist marks a grouped test by renaming it ``nodeid@group`` through
    ``item._nodeid``, which pytest 9.2 no longer reads (its ids live in ``item._id``):
    the groups were silently dropped, both workers waited for the same build and the
    build's "before any test ran it" no longer held (pytest-xdist issue 1386). Where
    xdist's own renaming took effect this does nothing."""
    if not getattr(config.option, "loadgroup", False):
        return
    for item in items:
        names = sorted({str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
                        for mark in item.iter_markers("xdist_group")})
        suffix = "@" + "_".join(names)
        if names and not item.nodeid.endswith(suffix) and hasattr(item, "_id"):
            item._id = type(item._id).parse(item.nodeid + suffix)

