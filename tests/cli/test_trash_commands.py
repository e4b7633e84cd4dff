"""delete, restore and trash from the terminal: the same trash as History › Trash."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper.cli.main import main
from scorekeeper.store import GameSession, Store


def run(capsys: pytest.CaptureFixture, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def club(tmp_path: Path, empty_database) -> str:
    db = tmp_path / "club.db"
    with Store(empty_database(db)) as store:
        for players in (["Ann", "Ben", "Cat"], ["Dan", "Eve", "Fay"]):
            GameSession.start(store, "oh-shit-updown", players, players[0])
    return str(db)


def test_delete_restore_and_list_the_trash(club: str, capsys: pytest.CaptureFixture) -> None:
    code, out, _ = run(capsys, "delete", "2", "--db", club)
    assert code == 0 and "game 2 moved to the trash" in out
    code, out, _ = run(capsys, "list", "--db", club, "--json")
    assert [g["id"] for g in json.loads(out)] == [1]
    code, out, _ = run(capsys, "trash", "--db", club, "--json")
    assert [g["id"] for g in json.loads(out)] == [2] and json.loads(out)[0]["trashed"]
    code, out, _ = run(capsys, "restore", "2", "--db", club)
    assert code == 0 and "game 2 restored" in out
    with Store(club) as store:
        assert [g.id for g in store.history()] == [2, 1] and store.trash() == []


def test_emptying_the_trash_is_for_good_and_ids_are_not_reused(
        club: str, capsys: pytest.CaptureFixture) -> None:
    run(capsys, "delete", "2", "--db", club)
    code, out, _ = run(capsys, "trash", "--empty", "--db", club)
    assert code == 0 and out.strip() == "1 game deleted for good"
    code, _, err = run(capsys, "restore", "2", "--db", club)
    assert code == 1 and err.count("\n") == 1 and "no game 2" in err
    with Store(club) as store:
        assert GameSession.start(store, "whysteria", ["A", "B"], "A").game_id == 3


def test_mistakes_get_one_line(club: str, capsys: pytest.CaptureFixture) -> None:
    code, _, err = run(capsys, "delete", "9", "--db", club)
    assert code == 1 and err == "scorekeeper: there is no game 9\n"
    code, _, err = run(capsys, "restore", "1", "--db", club)
    assert code == 1 and "not in the trash" in err and err.count("\n") == 1
    code, out, _ = run(capsys, "trash", "--db", club)
    assert out == "The trash is empty.\n"


def test_resume_of_a_game_in_the_trash_says_so(club: str, capsys: pytest.CaptureFixture) -> None:
    run(capsys, "delete", "1", "--db", club)
    code, _, err = run(capsys, "resume", "1", "--db", club)
    assert code == 1 and "trash" in err and "scorekeeper restore 1" in err
