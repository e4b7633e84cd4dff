"""Each named house game is its own game in statistics, ratings, records and filters:
a table's "Thursday club" is never pooled with P&W nor with another table's rules, and
stays one game when the table edits its settings (the same name is the same game)."""

from __future__ import annotations

import json
import sqlite3
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from openskill.models import PlackettLuce

from scorekeeper.cli.main import main
from scorekeeper.club.games import games_to_choose
from scorekeeper.club.ratings import RatingCache, leaderboard
from scorekeeper.rules import Scorecard
from scorekeeper.rules.stats_games import find_stats_game, stats_key, stats_title
from scorekeeper.store import HistoryFilter, Store

from .helpers import opened_copy, seed_mixed_club, stored_once

KEYS = ("oh-hell-pw", "house:Thursday club", "house:Friday crowd")


@pytest.fixture(scope="module")
def stored_club(tmp_path_factory: pytest.TempPathFactory
                ) -> tuple[Path, list[tuple[int, str, Scorecard]]]:
    """The mixed club simulated and stored once for the module (about 40 ms of
    processor time); each test opens its own copy of the file (``store``), so none
    sees what another wrote."""
    return stored_once(tmp_path_factory.mktemp("mixed-club"), seed_mixed_club)


@pytest.fixture
def store(db_path: Path, stored_club: tuple[Path, list[tuple[int, str, Scorecard]]]
          ) -> Iterator[Store]:
    """The club's database, a copy of its own at ``db_path``."""
    with opened_copy(stored_club[0], db_path) as opened:
        yield opened


@pytest.fixture
def club(stored_club: tuple[Path, list[tuple[int, str, Scorecard]]]
         ) -> list[tuple[int, str, Scorecard]]:
    return list(stored_club[1])


def _places(card: Scorecard) -> dict[str, int]:
    return {s.player: s.place for s in card.standings}


def test_each_seat_stores_what_its_game_counts_as(store: Store, db_path: Path,
                                                  club: list) -> None:
    with sqlite3.connect(db_path) as conn:
        stored = dict(conn.execute("SELECT game_id, variant FROM game_players WHERE seat = 0"))
        played = dict(conn.execute("SELECT id, variant FROM games"))
        names = {game_id: json.loads(options).get("rules", {}).get("name")
                 for game_id, options in conn.execute("SELECT id, options FROM games")}
    assert stored == {game_id: expected for game_id, expected, _ in club}
    for game_id, expected, _ in club:  # the game itself is still played as what it is
        assert played[game_id] == ("oh-hell-pw" if expected == "oh-hell-pw" else "house")
        if expected != "oh-hell-pw":
            assert expected == f"house:{names[game_id]}"
    # the Thursday club edited its settings half-way: still one game
    thursday = [card.setup.options["rules"]["score"]["made"]["base"]
                for _, expected, card in club if expected == "house:Thursday club"]
    assert len(set(thursday)) == 2


def test_leaderboards_and_ratings_keep_the_games_apart(store: Store, club: list) -> None:
    assert games_to_choose(store)[-2:] == ["house:Friday crowd", "house:Thursday club"]
    model = PlackettLuce()
    for key in KEYS:
        mine = [card for _, expected, card in club if expected == key]
        book = RatingCache().book(store, key)
        assert book.rated == len(mine) == 6
        rows = {row.player: row for row in leaderboard(book)}
        played = Counter(p for card in mine for p in card.setup.players)
        wins = Counter(p for card in mine for p, place in _places(card).items() if place == 1)
        assert {p: r.games for p, r in rows.items()} == dict(played)
        assert {p: r.wins for p, r in rows.items() if r.wins} == dict(wins)
        # OpenSkill over this game's games alone, in the order they were played
        ratings: dict[str, object] = {}
        for card in mine:
            places = _places(card)
            players = list(card.setup.players)
            teams = [[ratings.get(p) or model.rating(name=p)] for p in players]
            for p, (after,) in zip(players, model.rate(teams, ranks=[places[p] for p in players]),
                                   strict=True):
                ratings[p] = after
        assert {p: pytest.approx(r.mu) for p, r in rows.items()} == \
            {p: r.mu for p, r in ratings.items()}  # type: ignore[attr-defined]


def test_history_and_statistics_filter_by_the_house_games_name(store: Store,
                                                                club: list) -> None:
    for key in KEYS:
        listed = store.history(HistoryFilter(variant=key), limit=100)
        assert sorted(g.id for g in listed) == sorted(i for i, k, _ in club if k == key)
        assert {stats_title(g.counted_as) for g in listed} == {stats_title(key)}
        assert store.history_count(HistoryFilter(variant=key)) == 6
    stats = {(s.player, s.variant): s for name in store.player_names()
             for s in store.player_stats(name)}
    for (player, key), s in stats.items():
        mine = [card for _, k, card in club if k == key and player in card.setup.players]
        assert s.played == len(mine)
        hands = sum(len(card.completed) for card in mine)
        exact = sum(1 for card in mine for h in card.completed
                    if h.bids[player] == h.tricks[player])
        assert s.hands == hands and s.exact_rate == pytest.approx(exact / hands)
    by_size = store.exact_by_hand_size(variant="house:Friday crowd")
    friday = [card for _, k, card in club if k == "house:Friday crowd"]
    assert sum(row[2] for row in by_size) == sum(len(c.completed) * len(c.setup.players)
                                                 for c in friday)


def test_the_name_is_the_game_and_a_name_is_found_in_any_case() -> None:
    rules = {"rules": {"name": "  Thursday club "}}
    assert stats_key("house", rules) == "house:Thursday club"
    assert stats_key("house", json.dumps(rules)) == "house:Thursday club"
    assert stats_key("oh-hell-pw", {}) == "oh-hell-pw"
    keys = ["oh-hell-pw", "house:Thursday club"]
    assert find_stats_game("THURSDAY CLUB", keys) == "house:Thursday club"
    assert find_stats_game("oh hell (pratt & whitney)", keys) == "oh-hell-pw"
    assert find_stats_game("whysteria", keys) == "whysteria"
    with pytest.raises(ValueError, match=r"no game called 'Tuesday'.*'Thursday club'"):
        find_stats_game("Tuesday", keys)


def test_cli_ratings_and_records_show_the_games_apart(store: Store, db_path: Path, club: list,
                                                      capsys: pytest.CaptureFixture) -> None:
    assert main(["--db", str(db_path), "ratings", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    for key in KEYS:
        played = Counter(p for _, k, card in club if k == key for p in card.setup.players)
        assert {r["player"]: r["games"] for r in rows if r["game"] == key} == dict(played)
    assert {r["game"] for r in rows} == set(KEYS)
    assert main(["--db", str(db_path), "ratings", "--game", "friday crowd"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Friday crowd\n") and "Thursday" not in out
    assert main(["--db", str(db_path), "records"]) == 0
    out = capsys.readouterr().out
    headings = [line for line in out.splitlines() if line and not line.startswith(" ")]
    assert headings == ["Oh Hell (Pratt & Whitney)", "Friday crowd", "Thursday club"]
    assert main(["--db", str(db_path), "records", "--game", "Tuesday"]) != 0
    err = capsys.readouterr().err
    assert "no game called 'Tuesday'" in err and len(err.strip().splitlines()) == 1


def test_an_older_database_counts_its_house_games_by_name_after_the_upgrade(
        tmp_path: Path) -> None:
    """m012 turns seats stored as plain house games into their names' games."""
    path = tmp_path / "old.db"
    with Store(path) as store:
        club = seed_mixed_club(store, per_game=2)
    with sqlite3.connect(path) as conn:  # as a database before m012 kept them
        conn.execute("UPDATE game_players SET variant = 'house' WHERE variant LIKE 'house:%'")
        conn.execute("DELETE FROM _sqlite_migrations WHERE name = 'm012_house_games_by_name'")
    with Store(path) as store:
        keys = {g.id: g.variant for g in store.club_games()}
    assert keys == {game_id: expected for game_id, expected, _ in club}


def test_games_imported_from_files_count_by_name_too(
        tmp_path: Path, empty_database: Callable[[Path], Path]) -> None:
    """An archive import writes its seats in bulk (not through the table's path)."""
    import uuid

    from scorekeeper.rules.filed_game import FiledGame

    with Store(tmp_path / "other.db") as other:
        club = seed_mixed_club(other, per_game=2)
    filed = [FiledGame(card, str(uuid.uuid4()), f"2026-04-0{n + 1}T19:00:00+00:00", None)
             for n, (_, _, card) in enumerate(club)]
    with Store(empty_database(tmp_path / "games.db")) as store:  # a database of its own
        store.import_games(filed)
        assert Counter(g.variant for g in store.club_games()) == \
            Counter(expected for _, expected, _ in club)

