"""Aliases and inactive players are stored (m013): an alias resolves to its player and
never equals anyone's name or alias; an inactive player leaves the completers but keeps
every game; each change answers with the command that undoes it."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest

from scorekeeper.store import GameSession, PlayerError, Store
from scorekeeper.store.commands import (
    ActivatePlayer,
    AliasPlayer,
    MergePlayers,
    RenamePlayer,
    RetirePlayer,
    UnaliasPlayer,
    UndoMerge,
)
from scorekeeper.store.errors import AliasError
from scorekeeper.store.migrations import KNOWN
from tests.store.test_records_commands import ONE_CARD, finished_game


def stored_aliases(store: Store) -> list[tuple[str, str]]:
    return [tuple(row) for row in store.db.execute(
        "SELECT p.name, a.alias FROM player_aliases a JOIN players p ON p.id = a.player_id "
        "ORDER BY a.id")]


def stored_inactive(store: Store) -> list[str]:
    return [row[0] for row in store.db.execute(
        "SELECT name FROM players WHERE inactive IS NOT NULL ORDER BY name")]


def test_an_alias_is_stored_and_resolves_to_its_player(store: Store) -> None:
    finished_game(store, ["Robert", "Ann"])
    change = store.run(AliasPlayer("robert", " Bobby "))
    assert change.players and change.undo == UnaliasPlayer("Bobby")
    assert stored_aliases(store) == [("Robert", "Bobby")]
    assert store.resolve_player("BOBBY") == "Robert"
    assert store.resolve_player("ann") == "Ann"
    assert store.resolve_player("Nobody") is None
    assert ("Bobby", "Robert") in store.completions()
    assert store.players()[1].aliases == ("Bobby",)


@pytest.mark.parametrize(("name", "alias", "says"), [
    ("Robert", "ann", "the name of another player (Ann)"),
    ("Robert", "Robert", "own name"),
    ("Ann", "bobby", "already Robert's alias"),
    ("Robert", "BOBBY", "already an alias of Robert"),
    ("Robert", "   ", "every player needs a name"),
    ("Nobody", "Nob", "there is no player called 'Nobody'"),
])
def test_an_alias_that_would_mean_two_players_is_refused(
        store: Store, name: str, alias: str, says: str) -> None:
    finished_game(store, ["Robert", "Ann"])
    store.run(AliasPlayer("Robert", "Bobby"))
    with pytest.raises(PlayerError, match=re.escape(says)) as refused:
        store.run(AliasPlayer(name, alias))
    assert "\n" not in str(refused.value)
    assert stored_aliases(store) == [("Robert", "Bobby")]


def test_a_rename_to_someone_elses_alias_is_refused(store: Store) -> None:
    finished_game(store, ["Robert", "Ann"])
    store.run(AliasPlayer("Robert", "Bobby"))
    with pytest.raises(PlayerError, match="Robert's alias"):
        store.run(RenamePlayer("Ann", "bobby"))
    store.run(RenamePlayer("Robert", "Bobby"))  # one's own alias: it becomes the name
    assert stored_aliases(store) == [] and store.player_names() == ["Ann", "Bobby"]


def test_unalias_forgets_it_and_answers_how_to_give_it_back(store: Store) -> None:
    finished_game(store, ["Robert", "Ann"])
    store.run(AliasPlayer("Robert", "Bobby"))
    change = store.run(UnaliasPlayer("bobby"))
    assert change.undo == AliasPlayer("Robert", "Bobby") and stored_aliases(store) == []
    with pytest.raises(AliasError, match="no player has the alias"):
        store.run(UnaliasPlayer("bobby"))
    store.run(change.undo)
    assert stored_aliases(store) == [("Robert", "Bobby")]


def test_aliases_follow_a_merge_and_come_back_with_its_undo(db_path: Path) -> None:
    with Store(db_path) as store:
        finished_game(store, ["Robert", "Ann"])
        finished_game(store, ["Bob", "Cat"])
        store.run(AliasPlayer("Bob", "Bobby"))
        store.run(AliasPlayer("Robert", "Rob"))
        store.run(MergePlayers("Robert", "Bob"))
        assert stored_aliases(store) == [("Robert", "Bobby"), ("Robert", "Rob")]
    with Store(db_path) as store:  # undone after a restart, as merges are
        (merged,) = store.undoable_merges()
        store.run(UndoMerge(merged))
        assert stored_aliases(store) == [("Bob", "Bobby"), ("Robert", "Rob")]


def test_an_inactive_player_leaves_the_completers_and_keeps_the_games(store: Store) -> None:
    finished_game(store, ["Robert", "Ann"])
    store.run(AliasPlayer("Robert", "Bobby"))
    change = store.run(RetirePlayer("bobby"))
    assert change.undo == ActivatePlayer("Robert") and stored_inactive(store) == ["Robert"]
    assert store.completions() == [("Ann", "Ann")]
    assert store.inactive_players() == ["Robert"]
    assert [r.games for r in store.players() if r.name == "Robert"] == [1]
    assert store.history()[0].players == "Robert, Ann"
    assert store.run(RetirePlayer("Robert")).undo is None  # already: nothing to undo
    assert store.run(ActivatePlayer("Robert")).undo == RetirePlayer("Robert")
    assert stored_inactive(store) == []


def test_a_new_game_makes_an_inactive_player_active_again(store: Store) -> None:
    finished_game(store, ["Robert", "Ann"])
    store.run(RetirePlayer("Robert"))
    GameSession.start(store, "whysteria", ["Robert", "Ann"], "Ann", ONE_CARD)
    assert stored_inactive(store) == []


def test_m013_adds_aliases_and_inactive_to_a_database_of_m012(db_path: Path) -> None:
    assert KNOWN[-1] == "m013_aliases_and_inactive"
    with Store(db_path) as store:
        finished_game(store, ["Robert", "Ann"])
    db = sqlite3.connect(db_path)  # as a database before m013 was
    db.execute("DROP TABLE player_aliases")
    db.execute("ALTER TABLE players DROP COLUMN inactive")
    db.execute("ALTER TABLE merges DROP COLUMN aliases")
    db.execute("DELETE FROM _sqlite_migrations WHERE name = 'm013_aliases_and_inactive'")
    db.commit()
    db.close()
    with Store(db_path) as store:
        assert [(r.name, r.active, r.aliases) for r in store.players()] == [
            ("Ann", True, ()), ("Robert", True, ())]
        store.run(AliasPlayer("Robert", "Bobby"))
        assert stored_aliases(store) == [("Robert", "Bobby")]


def test_a_new_game_typed_by_alias_seats_the_player(store: Store) -> None:
    finished_game(store, ["Robert", "Ann"])
    store.run(AliasPlayer("Robert", "Bobby"))
    session = GameSession.start(store, "whysteria", ["bobby", "Ann", "Dan"], "BOBBY", ONE_CARD)
    assert session.game.setup.players == ("Robert", "Ann", "Dan")
    assert session.game.setup.first_dealer == "Robert"
    assert [(r.name, r.games) for r in store.players()] == [
        ("Ann", 2), ("Dan", 1), ("Robert", 2)]
