"""A game still in play when the database was upgraded shows no winner."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from scorekeeper.cli.main import main
from scorekeeper.store import Store

FIXTURES = Path(__file__).parent / "fixtures"


def test_an_unfinished_game_from_the_first_schema_has_no_winner(
        tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    path = tmp_path / "old.db"
    shutil.copy(FIXTURES / "schema-v1.db", path)
    with Store(path) as store:
        (game,) = store.history()
        assert (game.status, game.winners) == ("in progress", "")
    assert main(["--db", str(path), "list"]) == 0
    assert "won by" not in capsys.readouterr().out
