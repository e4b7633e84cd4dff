"""``scorekeeper players``: aliases and inactive players from the command line, checked
in the database; an alias names its player in every command that takes a player; a
refusal is one line."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from scorekeeper.cli.main import main
from scorekeeper.store import Store
from tests.club.helpers import seed_games


@pytest.fixture(scope="module")
def club_made(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Six games simulated and stored once for the module; each test works on its own
    copy (``club_db``)."""
    path = tmp_path_factory.mktemp("club") / "club.db"
    with Store(path) as store:
        seed_games(store, 6)
    return path


@pytest.fixture
def club_db(db_path: Path, club_made: Path) -> str:
    shutil.copyfile(club_made, db_path)
    return str(db_path)


def stored(club_db: str, sql: str) -> list[tuple]:
    with sqlite3.connect(club_db) as conn:
        return conn.execute(sql).fetchall()


def players(club_db: str, capsys, *more: str) -> list[dict]:
    capsys.readouterr()
    assert main(["--db", club_db, "players", "--json", *more]) == 0
    return json.loads(capsys.readouterr().out)


def test_alias_and_unalias_are_stored(club_db: str, capsys) -> None:
    assert main(["--db", club_db, "players", "alias", "ann", "Annie"]) == 0
    assert capsys.readouterr().out == "Annie now stands for Ann\n"
    assert stored(club_db, "SELECT p.name, a.alias FROM player_aliases a JOIN players p "
                  "ON p.id = a.player_id") == [("Ann", "Annie")]
    assert {"name": "Ann", "aliases": ["Annie"]}.items() <= players(club_db, capsys)[0].items()
    assert main(["--db", club_db, "players", "unalias", "ANNIE"]) == 0
    assert stored(club_db, "SELECT count(*) FROM player_aliases") == [(0,)]


def test_an_alias_taken_is_one_line_and_nothing_stored(club_db: str, capsys) -> None:
    assert main(["--db", club_db, "players", "alias", "Ann", "Annie"]) == 0
    capsys.readouterr()
    for taken in (["Ben", "annie"], ["Ben", "cat"]):
        assert main(["--db", club_db, "players", "alias", *taken]) == 1
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "Traceback" not in err
    assert stored(club_db, "SELECT alias FROM player_aliases") == [("Annie",)]


def test_retire_hides_from_the_list_and_the_ratings_not_from_history(
        club_db: str, capsys) -> None:
    assert main(["--db", club_db, "players", "alias", "Ann", "Annie"]) == 0
    assert main(["--db", club_db, "players", "retire", "annie"]) == 0
    assert capsys.readouterr().out.endswith("Ann marked inactive\n")
    assert stored(club_db, "SELECT name FROM players WHERE inactive IS NOT NULL") == [("Ann",)]
    assert "Ann" not in {p["name"] for p in players(club_db, capsys)}
    assert {"name": "Ann", "active": False}.items() <= next(
        p for p in players(club_db, capsys, "--all") if p["name"] == "Ann").items()
    assert main(["--db", club_db, "ratings", "--json"]) == 0
    rated = {row["player"] for row in json.loads(capsys.readouterr().out)}
    assert "Ann" not in rated and rated
    assert main(["--db", club_db, "ratings", "--all", "--json"]) == 0
    assert "Ann" in {row["player"] for row in json.loads(capsys.readouterr().out)}
    assert main(["--db", club_db, "list", "--player", "annie", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)  # her games stay in the history
    assert main(["--db", club_db, "report", "player", "Annie"]) == 0  # and her card
    assert "Ann" in capsys.readouterr().out
    assert main(["--db", club_db, "players", "activate", "Ann"]) == 0
    assert stored(club_db, "SELECT count(*) FROM players WHERE inactive IS NOT NULL") == [(0,)]


def test_rename_merge_unmerge_and_split(club_db: str, capsys) -> None:
    assert main(["--db", club_db, "players", "rename", "Ann", "Anna"]) == 0
    assert main(["--db", club_db, "players", "split", "Anna", "Zoe",
                 "--game", str(first_game(club_db, "Anna"))]) == 0
    assert main(["--db", club_db, "players", "merge", "Anna", "Zoe"]) == 0
    assert "Zoe" not in {name for (name,) in stored(club_db, "SELECT name FROM players")}
    assert main(["--db", club_db, "players", "unmerge"]) == 0
    assert "Zoe" in {name for (name,) in stored(club_db, "SELECT name FROM players")}
    assert main(["--db", club_db, "players", "unmerge"]) == 1
    assert capsys.readouterr().err.endswith("there is no merge to undo\n")


def first_game(club_db: str, name: str) -> int:
    return stored(club_db, "SELECT min(game_id) FROM game_players gp JOIN players p "
                  "ON p.id = gp.player_id WHERE p.name = '" + name + "'")[0][0]
