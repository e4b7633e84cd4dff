"""``scorekeeper new`` and ``resume`` refuse bad input before any window opens."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.cli import game_commands
from scorekeeper.cli.main import main


def test_new_checks_the_game_before_opening(capsys: pytest.CaptureFixture,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    opened = []
    monkeypatch.setattr(game_commands, "run_app", lambda args, start: opened.append(start) or 0)
    assert main(["new", "oh-hell-pw", "--players", "Ann,Ben", "--dealer", "Ann"]) == 2
    assert "3 to 10 players, not 2" in capsys.readouterr().err
    assert main(["new", "oh-shit-misere", "--players", "Ann,Ben,Cat", "--dealer", "Ann",
                 "--option", "length"]) == 2
    assert "KEY=VALUE" in capsys.readouterr().err
    assert not opened
    assert main(["new", "oh-shit-misere", "--players", "Ann,Ben,Cat", "--dealer", "ann",
                 "--option", "length=half"]) == 0
    assert len(opened) == 1


def test_resume_needs_an_unfinished_game(tmp_path: Path, capsys: pytest.CaptureFixture,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_commands, "run_app", lambda args, start: 0)
    db = str(tmp_path / "x.db")
    assert main(["resume", "--db", db]) == 1
    assert "no unfinished game" in capsys.readouterr().err
    assert main(["--db", db, "resume", "7"]) == 1
    assert "there is no game 7" in capsys.readouterr().err
