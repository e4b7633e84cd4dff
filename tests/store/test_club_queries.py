"""The club's queries: every game with its results, and the log of changes to
finished games that the rating cache reads (kept by m008's triggers, m009's for a
game stored whole)."""

from __future__ import annotations

import random
from datetime import UTC, datetime

from scorekeeper.rules import IN_PROGRESS, Game
from scorekeeper.rules.commands import Bid, Stop, Tricks
from scorekeeper.rules.filed_game import FiledGame
from scorekeeper.rules.simulate import simulate
from scorekeeper.store import GameSession, Store
from tests.club.helpers import filed_games, seed_games

GAME = "whysteria"


def test_club_games_in_order_by_game_dates_and_after_one(store: Store) -> None:
    ids = seed_games(store, 4)  # 2026-01-05 19:00, 20:00, 21:00, 22:00
    seed_games(store, 2, game="oh-shit-updown", seed=3,
               start=datetime(2026, 1, 6, 19, tzinfo=UTC))
    assert [g.id for g in store.club_games(GAME)] == ids
    assert {g.variant for g in store.club_games()} == {GAME, "oh-shit-updown"}
    assert [g.id for g in store.club_games(until="2026-01-05")] == ids  # a whole day
    assert len(store.club_games(since="2026-01-06")) == 2
    third = store.club_games(GAME)[2]
    assert [g.id for g in store.club_games(GAME, after=(third.started, third.id))] == ids[3:]
    game = store.club_games(GAME)[0]
    card = store.load_game(game.id).game.scorecard
    assert [(s.player, s.place, s.total) for s in game.seats] == \
        [(p, card.standings[[t.player for t in card.standings].index(p)].place,
          card.totals[p]) for p in card.setup.players]


def test_unfinished_and_trashed_games_are_left_out_unless_asked(store: Store) -> None:
    seed_games(store, 2)
    playing = GameSession.start(store, GAME, ["Ann", "Ben"], "Ann",
                                {"schedule": "constant", "cards": 1})
    assert playing.game_id not in [g.id for g in store.club_games()]
    assert playing.game_id in [g.id for g in store.club_games(finished_only=False)]
    store.delete_game(playing.game_id)
    assert playing.game_id not in [g.id for g in store.club_games(finished_only=False)]


def test_the_change_log_names_the_earliest_finished_game_that_changed(store: Store) -> None:
    seed_games(store, 3)
    version = store.club_version()
    assert version > 0 and store.club_change(version, GAME) is None
    session = GameSession.start(store, GAME, ["Ann", "Ben"], "Ann",
                                {"schedule": "constant", "cards": 1})
    session.apply(Bid("Ben", 0))
    assert store.club_version() == version  # a game in play changes no result
    session.apply(Bid("Ann", 0))
    session.apply(Tricks({"Ann": 1, "Ben": 0}))
    session.apply(Stop())
    started = store.game_summary(session.game_id).started
    assert store.club_change(version, GAME) == (started, session.game_id)
    assert store.club_change(version, "oh-hell-pw") is None  # another game's ratings stand
    version = store.club_version()
    store.delete_game(2)
    assert store.club_change(version, GAME) == (store.game_summary(2).started, 2)
    version = store.club_version()
    store.rename_player("Ann", "Anne")
    assert store.club_change(version, "oh-hell-pw") == ("", 0)  # names: everything
    version = store.club_version()
    early = Game.new(GAME, ["Anne", "Cat"], "Anne", {"schedule": "constant", "cards": 1})
    store.create_game(early, "2025-12-01T10:00:00+00:00")
    assert store.club_change(version, GAME) is None  # not finished


def changes(store: Store) -> list[tuple]:
    return store._read("SELECT variant, game_id, started FROM club_changes ORDER BY seq")


def test_a_finished_game_stored_whole_logs_one_change(store: Store) -> None:
    """Imported (a batch, a file) or stored from a record: one change per finished
    game, naming it, whatever its number of seats; a game in play logs none."""
    games = filed_games(3) + filed_games(2, game="oh-shit-updown", seed=2,
                                         start=datetime(2026, 2, 1, 19, tzinfo=UTC))
    playing = simulate(random.Random(5), GAME, ["Ann", "Ben", "Cat"],
                       options={"schedule": "constant", "cards": 3}, hands=1)
    assert playing.status == IN_PROGRESS
    games.insert(2, FiledGame(playing, "5d0c7a49-1f4e-4b43-8f0e-2c6b9a1d3e77",
                              "2026-01-06T19:00:00+00:00"))
    outcomes = store.import_games(games)
    assert sorted(changes(store)) == sorted(  # in one transaction: in any order
        (g.scorecard.setup.variant, o.game_id, g.started)
        for g, o in zip(games, outcomes, strict=True) if g.scorecard.status != IN_PROGRESS)
    assert len({len(g.scorecard.setup.players) for g in games}) > 1  # 4 and 5 seats
    before = len(changes(store))
    (game_id,) = seed_games(store, 1, seed=9)  # stored from its record, then its rows
    assert [c[1] for c in changes(store)[before:]].count(game_id) >= 1
    assert store.import_games(games[:1])[0].outcome == "already here"
    assert changes(store)[-1][1] == game_id  # a game already here logs nothing


def test_a_reader_the_trimmed_log_no_longer_reaches_rates_from_scratch(store: Store) -> None:
    seed_games(store, 3)
    old = 1
    store.db.execute("DELETE FROM club_changes WHERE seq <= 2")  # as the trigger trims it
    assert store.club_change(old, GAME) == ("", 0)
    assert store.club_change(store.club_version(), GAME) is None


def test_notes_are_kept_and_cleared(store: Store) -> None:
    (game,) = seed_games(store, 1)
    assert store.notes(game) is None
    store.set_notes(game, "At the Crown.")
    assert store.notes(game) == "At the Crown."
    store.set_notes(game, "  ")
    assert store.notes(game) is None
