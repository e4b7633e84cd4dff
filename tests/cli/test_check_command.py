"""scorekeeper check: SQLite's own checks and a replay of every game, one problem a line."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.cli.main import main
from scorekeeper.store import Store
from tests.store.test_damaged_games import finished_game


def run(capsys: pytest.CaptureFixture, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def club(tmp_path: Path, empty_database) -> Path:
    path = tmp_path / "club.db"
    with Store(empty_database(path)) as store:
        for players in (["Ann", "Ben"], ["Ann", "Cat"], ["Ann", "Dan"]):
            store.create_game(finished_game(players))
    return path


def test_a_healthy_database(club: Path, capsys: pytest.CaptureFixture) -> None:
    assert run(capsys, "--db", str(club), "check") == (0, "ok: 3 games checked\n", "")


def test_every_problem_is_listed_one_per_line(club: Path,
                                              capsys: pytest.CaptureFixture) -> None:
    with Store(club) as store:
        store.db.execute("UPDATE games SET base = 'nonsense' WHERE id = 1")
        store.db.execute("INSERT INTO actions (game_id, seq, action, at) "
                         "VALUES (3, 1, '{\"do\": \"bid\", \"player\": \"#1\", \"bid\": 7}', 'x')")
        store.db.execute("PRAGMA foreign_keys = OFF")
        store.db.execute("INSERT INTO game_players (game_id, seat, player_id) VALUES (3, 9, 99)")
        store.db.commit()
    code, out, err = run(capsys, "check", "--db", str(club))
    lines = out.splitlines()
    assert code == 1 and err == ""
    assert len(lines) == 3
    assert lines[0].startswith("game_players") and "players" in lines[0]
    assert lines[1].startswith("game 1 is damaged: ")
    assert lines[2].startswith("game 3 is damaged: ")


def test_a_missing_database(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    code, out, err = run(capsys, "check", "--db", str(tmp_path / "none.db"))
    assert code == 1 and out == "" and "no database at" in err
    assert not (tmp_path / "none.db").exists()
