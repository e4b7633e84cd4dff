"""scorekeeper ratings / records / stats --csv."""

from __future__ import annotations

import csv
import io
import json
import shutil
from datetime import UTC, datetime
from pathlib import Path

import pytest

from scorekeeper.cli.main import main
from scorekeeper.club.ratings import rate
from scorekeeper.store import Store
from tests.club.helpers import seed_games


@pytest.fixture(scope="module")
def club_made(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Thirteen games simulated and stored once for the module; each test works on its
    own copy (``club_db``)."""
    path = tmp_path_factory.mktemp("club") / "club.db"
    with Store(path) as store:
        seed_games(store, 8)
        seed_games(store, 5, game="oh-shit-updown", seed=2,
                   start=datetime(2026, 6, 1, 19, tzinfo=UTC))
    return path


@pytest.fixture
def club_db(db_path: Path, club_made: Path) -> str:
    shutil.copyfile(club_made, db_path)
    return str(db_path)


def test_ratings_json_lists_every_rated_player_per_game(club_db: str, capsys) -> None:
    assert main(["--db", club_db, "ratings", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert {"game", "player", "rating", "mu", "sigma", "games"} <= set(rows[0])
    with Store(club_db) as store:
        expected = rate(store.club_games())
    for row in rows:
        book = expected[row["game"]]
        assert row["mu"] == pytest.approx(book.mu[row["player"]])
        assert row["sigma"] == pytest.approx(book.sigma[row["player"]])
        assert row["games"] == book.count[row["player"]]
        assert row["rating"] == pytest.approx(row["mu"] - 3 * row["sigma"])
    assert {r["game"] for r in rows} == {"whysteria", "oh-shit-updown"}


def test_a_season_rates_only_its_games(club_db: str, capsys) -> None:
    assert main(["--db", club_db, "ratings", "--game", "whysteria", "--since", "2026-06-01",
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []
    assert main(["--db", club_db, "ratings", "--since", "2026-06-01", "--json"]) == 0
    assert {r["game"] for r in json.loads(capsys.readouterr().out)} == {"oh-shit-updown"}
    assert main(["--db", club_db, "ratings", "--game", "whysteria"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Whysteria\n") and "rank" in out


def test_bad_dates_and_games_get_one_line_and_exit_2(club_db: str, capsys) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--db", club_db, "ratings", "--since", "June"])
    assert exit_.value.code == 2
    assert "not a date" in capsys.readouterr().err
    assert main(["--db", club_db, "ratings", "--game", "poker"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "poker" in err


def test_records_and_the_statistics_csv(club_db: str, capsys) -> None:
    assert main(["--db", club_db, "records", "--game", "whysteria", "--json"]) == 0
    records = json.loads(capsys.readouterr().out)
    assert [r["what"] for r in records] == ["Highest total", "Most exact bids in a game",
                                            "Longest winning streak"]
    assert main(["--db", club_db, "stats", "--csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    ann = {r["game"]: r for r in rows if r["player"] == "Ann"}
    assert set(ann) == {"whysteria", "oh-shit-updown"}  # per game, never pooled
    with Store(club_db) as store:
        (stats,) = store.player_stats("Ann", "whysteria")
        book = rate(store.club_games("whysteria"))["whysteria"]
    assert int(ann["whysteria"]["played"]) == stats.played
    assert float(ann["whysteria"]["mu"]) == pytest.approx(book.mu["Ann"], abs=1e-3)
    assert main(["--db", club_db, "stats", "Ann", "--game", "whysteria", "--csv"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 2


def test_no_database_is_one_line(tmp_path, capsys) -> None:
    assert main(["--db", str(tmp_path / "nothing.db"), "ratings"]) == 1
    assert capsys.readouterr().err.count("\n") == 1
