"""A merge of two players can be undone after a restart (what it moved is kept in the
database), and a player can be split again: the chosen games go to another name."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.store import PlayerError, Store
from scorekeeper.store.commands import MergePlayers, SplitPlayer, UndoMerge
from tests.store.test_records_commands import finished_game


def seats_of(store: Store, name: str) -> list[tuple[int, int]]:
    return [tuple(row) for row in store.db.execute(
        "SELECT gp.game_id, gp.seat FROM game_players gp JOIN players p ON p.id = gp.player_id "
        "WHERE p.name = ? ORDER BY gp.game_id", [name])]


def entries_of(store: Store, name: str) -> int:
    return store.db.execute(
        "SELECT count(*) FROM entries e JOIN players p ON p.id = e.player_id WHERE p.name = ?",
        [name]).fetchone()[0]


def test_a_merge_is_undone_after_the_app_was_closed(db_path: Path) -> None:
    with Store(db_path) as store:
        for players in (["Ann", "Kat"], ["Cat", "Ben"], ["Cat", "Ann"]):
            finished_game(store, players)
        cat = seats_of(store, "Cat"), entries_of(store, "Cat")
        change = store.run(MergePlayers("Kat", "Cat"))
        assert change.merged is not None and change.merged.merge_id is not None
    with Store(db_path) as store:  # the app opened again
        (merged,) = store.undoable_merges()
        assert (merged.keep, merged.gone_name, merged.seats) == ("Kat", "Cat", ((2, 0), (3, 0)))
        store.run(UndoMerge(merged))
        assert (seats_of(store, "Cat"), entries_of(store, "Cat")) == cat
        assert store.undoable_merges() == []
        assert [line.players for line in store.history()][::-1] == \
            ["Ann, Kat", "Cat, Ben", "Cat, Ann"]
        assert store.db.execute("SELECT count(*) FROM entries WHERE player_id NOT IN "
                                "(SELECT id FROM players)").fetchone()[0] == 0


def test_merges_are_offered_the_last_first(store: Store) -> None:
    for players in (["Ann", "Ben"], ["Bob", "Cat"], ["Dan", "Eve"]):
        finished_game(store, players)
    store.run(MergePlayers("Ben", "Bob"))
    store.run(MergePlayers("Ann", "Dan"))
    assert [m.gone_name for m in store.undoable_merges()] == ["Dan", "Bob"]


def test_a_split_gives_the_chosen_games_to_another_name(store: Store) -> None:
    games = [finished_game(store, players).game_id
             for players in (["Ann", "Ben"], ["Ann", "Cat"], ["Ann", "Dan"])]
    changes = store.db.execute("SELECT count(*) FROM club_changes").fetchone()[0]
    change = store.run(SplitPlayer("Ann", "Anna", (games[1], games[2])))
    assert change.players and change.history and change.game_ids == (games[1], games[2])
    assert seats_of(store, "Ann") == [(games[0], 0)]
    assert seats_of(store, "Anna") == [(games[1], 0), (games[2], 0)]
    assert entries_of(store, "Anna") == 2
    assert [line.players for line in store.history()][::-1] == \
        ["Ann, Ben", "Anna, Cat", "Anna, Dan"]
    assert [s.played for s in store.player_stats("Anna")] == [2]
    # the ratings' change log hears of it (a finished game changed hands)
    assert store.db.execute("SELECT count(*) FROM club_changes").fetchone()[0] > changes
    # and back: to an existing player who is in none of the games
    store.run(SplitPlayer("Anna", "ann", (games[2],)))
    assert seats_of(store, "Ann") == [(games[0], 0), (games[2], 0)]


def test_a_merge_whose_record_is_gone_is_split_again(store: Store) -> None:
    finished_game(store, ["Ann", "Ben"])
    finished_game(store, ["Cat", "Ben"])
    store.run(MergePlayers("Ann", "Cat"))
    store.db.execute("DELETE FROM merges")  # as for a merge made before this version
    store.run(SplitPlayer("Ann", "Cat", (2,)))
    assert seats_of(store, "Cat") == [(2, 0)] and seats_of(store, "Ann") == [(1, 0)]


@pytest.mark.parametrize(("to", "games", "message"), [
    ("Anna", (), "choose the games that go from Ann to Anna"),
    ("Anna", (1, 2), "these are all of Ann's games"),
    ("Anna", (9,), "Ann did not play in game 9"),
    ("ann", (1,), "choose another name than ann"),
    ("Ben", (1,), "Ben also played in game 1"),
    ("", (1,), "name"),
])
def test_a_split_that_cannot_be_made_changes_nothing(store: Store, to: str,
                                                     games: tuple[int, ...],
                                                     message: str) -> None:
    finished_game(store, ["Ann", "Ben"])
    finished_game(store, ["Ann", "Cat"])
    with pytest.raises(PlayerError, match=message):
        store.run(SplitPlayer("Ann", to, games))
    assert seats_of(store, "Ann") == [(1, 0), (2, 0)]
    assert store.player_names() == ["Ann", "Ben", "Cat"]


def test_a_players_games_include_those_in_the_trash(store: Store) -> None:
    finished_game(store, ["Ann", "Ben"])
    finished_game(store, ["Ann", "Cat"])
    store.delete_game(1)
    assert [(g.game.id, g.in_trash) for g in store.player_games("ann")] == [(2, False),
                                                                            (1, True)]
