"""Game › Back up…: the store writes a consistent copy where the scorekeeper chose."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox

from scorekeeper.store import GameSession


def test_back_up_from_the_game_menu(window, app_store, tmp_path: Path, monkeypatch) -> None:
    GameSession.start(app_store, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
    target = tmp_path / "chosen"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(target), "Scorekeeper database (*.db)"))
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a: told.append(a[2]))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: told.append("WARNING " + a[2]))
    assert window.backup_action in window.menus[window.tr("&Game")].actions()
    window.backup_action.trigger()
    written = tmp_path / "chosen.db"
    conn = sqlite3.connect(written)
    try:
        assert conn.execute("SELECT count(*) FROM games").fetchone()[0] == 1
    finally:
        conn.close()
    assert len(told) == 1 and str(written) in told[0] and "scorekeeper restore" in told[0]


def test_a_backup_that_fails_says_why(window, tmp_path: Path, monkeypatch) -> None:
    folder = tmp_path / "backups.db"
    folder.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(folder), "Scorekeeper database (*.db)"))
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a: told.append(a[2]))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: told.append("WARNING " + a[2]))
    window.back_up()
    assert len(told) == 1 and told[0].startswith("WARNING The backup was not made")
    assert "is a folder" in told[0]
