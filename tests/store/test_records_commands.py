"""Commands on the records answer with what they changed, and leave every table right:
renames reach the history's text, merges reach a game still being played."""

from __future__ import annotations

from scorekeeper.rules import Bid, Stop, Tricks
from scorekeeper.store import GameSession, Store
from scorekeeper.store.commands import DeleteGame, MergePlayers, RenamePlayer, RestoreGame

ONE_CARD = {"schedule": "constant", "cards": 1}


def finished_game(store: Store, players: list[str]) -> GameSession:
    session = GameSession.start(store, "whysteria", players, players[0], ONE_CARD)
    session.apply(Bid(players[1], 1))
    session.apply(Bid(players[0], 1))
    session.apply(Tricks({players[0]: 0, players[1]: 1}))
    session.apply(Stop())
    return session


def test_a_rename_rewrites_the_history_lines_that_show_the_name(store: Store) -> None:
    game = finished_game(store, ["Ann", "Ben"])
    change = store.run(RenamePlayer("Ben", "Benjamin"))
    assert change.history and change.players
    (line,) = store.history()
    assert (line.id, line.players, line.winners) == (game.game_id, "Ann, Benjamin", "Benjamin")


def test_a_merge_reaches_a_game_still_being_played(store: Store) -> None:
    finished_game(store, ["Ann", "Kat"])
    playing = GameSession.start(store, "whysteria", ["Ann", "Cat"], "Ann", ONE_CARD)
    playing.apply(Bid("Cat", 0))  # the store now knows this game's players by seat
    change = store.run(MergePlayers("Kat", "Cat"))
    assert change.merged is not None and playing.game_id in change.game_ids
    playing.reload()  # the window takes the merged names
    playing.apply(Bid("Ann", 0))
    playing.apply(Tricks({"Ann": 1, "Kat": 0}))
    playing.apply(Stop())
    (kat,) = store.player_stats("Kat")
    assert (kat.played, kat.hands) == (2, 2)  # this game's hand is Kat's too
    orphans = store.db.execute(
        "SELECT count(*) FROM entries WHERE player_id NOT IN (SELECT id FROM players)"
    ).fetchone()[0]
    assert orphans == 0


def test_delete_and_restore_say_which_game_and_what_it_touches(store: Store) -> None:
    game = finished_game(store, ["Ann", "Ben"])
    deleted = store.run(DeleteGame(game.game_id))
    assert (deleted.game_ids, deleted.history, deleted.players, deleted.trash) == \
        ((game.game_id,), True, True, True)
    assert store.history() == []
    restored = store.run(RestoreGame(game.game_id))
    assert restored.game_ids == (game.game_id,) and [g.id for g in store.history()] == \
        [game.game_id]
