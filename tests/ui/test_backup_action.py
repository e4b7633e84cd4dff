"""Game › Back up…: the store writes a consistent copy where the scorekeeper chose."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
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


def test_an_overwrite_the_dialog_confirmed_replaces_the_file(window, app_store, tmp_path: Path,
                                                             monkeypatch) -> None:
    """The file dialog asks before replacing the name it returns: that yes is --force."""
    GameSession.start(app_store, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
    target = tmp_path / "old.db"
    target.write_text("an older file")
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(target), "Scorekeeper database (*.db)"))
    monkeypatch.setattr(QMessageBox, "information", lambda *a: None)
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warned.append(a[2]))
    window.back_up()
    assert warned == []
    conn = sqlite3.connect(target)
    try:
        assert conn.execute("SELECT count(*) FROM games").fetchone()[0] == 1
    finally:
        conn.close()


@pytest.mark.parametrize("answer", [QMessageBox.StandardButton.No,
                                    QMessageBox.StandardButton.Yes])
def test_a_name_given_its_suffix_is_asked_about_before_it_is_replaced(
        window, app_store, tmp_path: Path, monkeypatch, answer) -> None:
    """"chosen" becomes "chosen.db": the dialog never asked about that file, so the app does."""
    GameSession.start(app_store, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
    existing = tmp_path / "chosen.db"
    existing.write_text("someone's notes")
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "chosen"), "Scorekeeper database (*.db)"))
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a: asked.append(a[2]) or answer)
    monkeypatch.setattr(QMessageBox, "information", lambda *a: None)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: asked.append("WARNING " + a[2]))
    window.back_up()
    assert len(asked) == 1 and str(existing) in asked[0]
    if answer == QMessageBox.StandardButton.No:
        assert existing.read_text() == "someone's notes"
    else:
        assert existing.read_bytes().startswith(b"SQLite format 3")
