"""A game whose stored rows are damaged is named by a typed error; every other game works."""

from __future__ import annotations

import json
import pickle
from collections.abc import Callable

import pytest
from sqlite_utils import Database

from scorekeeper.rules import Game
from scorekeeper.rules.commands import Bid, Stop, Tricks
from scorekeeper.store import Store, StoreError
from scorekeeper.store.errors import DamagedGameError


def finished_game(players: list[str]) -> Game:
    game = Game.new("whysteria", players, players[0], {"schedule": "constant", "cards": 1})
    for player in [*players[1:], players[0]]:
        game.apply(Bid(player, 0))
    game.apply(Tricks({p: int(p == players[0]) for p in players}))
    game.apply(Stop())
    return game


@pytest.fixture
def club(store: Store) -> Store:
    """Games 1, 2 and 3, all finished, all with Ann."""
    for players in (["Ann", "Ben"], ["Ann", "Cat"], ["Ann", "Dan"]):
        store.create_game(finished_game(players))
    return store


def bad_base(db: Database, game_id: int) -> None:
    db.execute("UPDATE games SET base = '{\"players\": [' WHERE id = ?", [game_id])


def base_without_players(db: Database, game_id: int) -> None:
    db.execute("UPDATE games SET base = '{\"variant\": \"whysteria\"}' WHERE id = ?", [game_id])


def bad_action_json(db: Database, game_id: int) -> None:
    db.execute("INSERT INTO actions (game_id, seq, action, at) VALUES (?, 1, '{oops', 'x')",
               [game_id])


def action_not_an_object(db: Database, game_id: int) -> None:
    db.execute("INSERT INTO actions (game_id, seq, action, at) VALUES (?, 1, '[1, 2]', 'x')",
               [game_id])


def action_against_the_rules(db: Database, game_id: int) -> None:
    action = json.dumps({"do": "bid", "player": "#0", "bid": 99})  # the game is over
    db.execute("INSERT INTO actions (game_id, seq, action, at) VALUES (?, 1, ?, 'x')",
               [game_id, action])


DAMAGE = [bad_base, base_without_players, bad_action_json, action_not_an_object,
          action_against_the_rules]


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_game_gives_a_typed_error_naming_it(
        club: Store, damage: Callable[[Database, int], None]) -> None:
    damage(club.db, 2)
    with pytest.raises(DamagedGameError, match=r"^game 2 is damaged: ") as raised:
        club.load_game(2)
    assert isinstance(raised.value, StoreError)
    assert "\n" not in str(raised.value)
    with pytest.raises(DamagedGameError, match=r"^game 2 is damaged: "):
        club.export_document(2)


@pytest.mark.parametrize("damage", DAMAGE)
def test_every_other_game_stays_usable(club: Store,
                                       damage: Callable[[Database, int], None]) -> None:
    damage(club.db, 2)
    assert sorted(g.id for g in club.history()) == [1, 2, 3]
    assert club.load_game(1).game.scorecard.status == "finished"
    assert club.export_document(3)["players"] == ["Ann", "Dan"]
    (ann,) = club.player_stats("Ann")
    assert ann.played == 3


def test_the_error_reaches_the_app_through_its_store_process(club: Store) -> None:
    """The app's store runs in a process of its own and sends errors back pickled."""
    from scorekeeper.store import open_app_store

    bad_action_json(club.db, 2)
    club.db.commit()
    error = pickle.loads(pickle.dumps(DamagedGameError(2, "action 1 is bad")))
    assert (error.game_id, str(error)) == (2, str(DamagedGameError(2, "action 1 is bad")))
    with open_app_store(club.path) as app_store:
        with pytest.raises(DamagedGameError, match=r"^game 2 is damaged: action 1 "):
            app_store.load_game(2)
        assert app_store.load_game(1).game.scorecard.status == "finished"
