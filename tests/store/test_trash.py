"""Deleted games wait in a trash that survives restarts; restoring works after anything."""

from __future__ import annotations

import pytest

from scorekeeper.rules.commands import Bid, Stop, Tricks
from scorekeeper.store import (
    GameInTrashError,
    GameNotFoundError,
    GameSession,
    HistoryFilter,
    Store,
)

CONSTANT1 = {"schedule": "constant", "cards": 1}


def finished(store: Store, players: list[str]) -> GameSession:
    session = GameSession.start(store, "whysteria", players, players[0], CONSTANT1)
    bids = {p: 0 for p in players}
    for player in players[1:] + players[:1]:
        session.apply(Bid(player, bids[player]))
    session.apply(Tricks({p: int(i == 0) for i, p in enumerate(players)}))
    session.apply(Stop())
    return session


def test_a_new_game_never_takes_the_id_of_a_deleted_one(store: Store) -> None:
    finished(store, ["Ann", "Ben"])
    newest = finished(store, ["Cat", "Dan"]).game_id
    before = store.export_document(newest)
    store.delete_game(newest)
    fresh = GameSession.start(store, "oh-shit-updown", ["Eve", "Fay", "Gus"], "Eve")
    assert fresh.game_id != newest
    store.restore_game(newest)
    assert store.export_document(newest) == before
    assert {g.id for g in store.history()} == {1, newest, fresh.game_id}


def test_ids_stay_unique_after_the_trash_is_emptied(db_path) -> None:
    with Store(db_path) as store:
        newest = finished(store, ["Ann", "Ben"]).game_id
        store.delete_game(newest)
        assert store.empty_trash() == 1
    with Store(db_path) as store:  # a restart in between
        assert GameSession.start(store, "oh-shit-updown", ["A", "B", "C"], "A").game_id > newest


def test_restore_after_a_merge(store: Store) -> None:
    game = finished(store, ["Ann", "Ben"]).game_id
    finished(store, ["Bob", "Cat"])
    store.delete_game(game)
    store.merge_players("Bob", "Ben")  # Ben was only in the deleted game
    store.restore_game(game)
    assert store.history(HistoryFilter(player="Bob"), limit=10)[-1].id == game
    assert store.load_game(game).game.setup.players == ("Ann", "Bob")


def test_restore_after_a_rename_shows_the_new_name(store: Store) -> None:
    game = finished(store, ["Ann", "Ben"]).game_id
    store.delete_game(game)
    store.rename_player("Ben", "Benjamin")
    store.restore_game(game)
    (summary,) = store.history()
    assert summary.players == "Ann, Benjamin"
    assert store.export_document(game)["players"] == ["Ann", "Benjamin"]


def test_the_trash_survives_a_restart_and_keeps_games_out_of_everything(db_path) -> None:
    with Store(db_path) as store:
        game = finished(store, ["Ann", "Ben"]).game_id
        live = GameSession.start(store, "oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann")
        store.delete_game(game)
        store.delete_game(live.game_id)
    with Store(db_path) as store:
        assert [t.game.id for t in store.trash()] == [live.game_id, game]
        assert store.history() == [] and store.history_count() == 0
        assert store.unfinished_games() == []
        assert store.player_stats("Ann") == []
        assert {p.name: p.games for p in store.players()}["Ann"] == 0
        assert store.in_trash(game)


def test_a_game_in_the_trash_takes_no_entries(store: Store) -> None:
    session = GameSession.start(store, "oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann")
    store.delete_game(session.game_id)
    with pytest.raises(GameInTrashError, match="trash"):
        session.apply(Bid("Ben", 1))
    assert store.load_game(session.game_id).game.log == []


def test_restoring_what_is_not_in_the_trash_is_refused(store: Store) -> None:
    game = finished(store, ["Ann", "Ben"]).game_id
    with pytest.raises(GameNotFoundError, match="not in the trash"):
        store.restore_game(game)
    with pytest.raises(GameNotFoundError):
        store.restore_game(99)


def test_emptying_the_trash_deletes_every_game_in_it(store) -> None:
    from tests.club.helpers import seed_games

    seed_games(store, 3)
    store.delete_game(1)
    store.delete_game(2)
    assert store.empty_trash() == 2
    assert store.trash() == [] and store.game_summary(1) is None is store.game_summary(2)
    assert store.game_summary(3) is not None
