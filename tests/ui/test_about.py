"""Help › About names the version, the database and the log folder (what a bug report
needs), as ``scorekeeper --version`` prints them."""

from __future__ import annotations

from pathlib import Path

import pytest


def test_about_shows_version_database_and_log(window, db_path: Path, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from scorekeeper import package_version

    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    box = window.about_box()
    assert package_version() in box.text()
    text = box.informativeText()
    assert f"Database: {db_path}" in text
    assert f"Log: {tmp_path / 'state' / 'scorekeeper' / 'log'}" in text
    box.close()
