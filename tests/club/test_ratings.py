"""Ratings: OpenSkill Plackett–Luce over finished games in date order; what the cache
answers always equals a full recomputation."""

from __future__ import annotations

import pickle
from datetime import UTC, datetime

import pytest
from openskill.models import PlackettLuce

from scorekeeper.club.ratings import RatingBook, RatingCache, ordinal, rate
from scorekeeper.rules import Game, HandRecord
from scorekeeper.rules.commands import Bid, Correct, Reopen, Stop, Tricks
from scorekeeper.store import GameSession, Store
from scorekeeper.store.club_records import ClubGame, SeatResult

from .helpers import filed_games, seed_games

GAME = "whysteria"


def club_game(game_id: int, places: dict[str, int], started: str = "2026-01-01T19:00:00+00:00",
              game: str = GAME) -> ClubGame:
    seats = tuple(SeatResult(p, place, 0, 0, 0) for p, place in places.items())
    return ClubGame(game_id, game, started, started, started, "finished", seats)


def fresh(store: Store) -> RatingBook:
    """Ratings recomputed from scratch, with no cache."""
    return rate(store.club_games(GAME)).get(GAME, RatingBook(GAME))


def state(book: RatingBook) -> tuple:
    return (book.mu, book.sigma, book.count, book.history, book.rated, book.last, book.tally)


def test_a_game_is_rated_as_openskill_rates_it_ties_from_shared_places() -> None:
    book = RatingBook(GAME)
    book.add(club_game(1, {"Ann": 1, "Ben": 1, "Cat": 3}))
    model = PlackettLuce()
    expected = model.rate([[model.rating()], [model.rating()], [model.rating()]],
                          ranks=[1, 1, 3])
    assert book.mu["Ann"] == pytest.approx(expected[0][0].mu)
    assert book.mu["Ann"] == book.mu["Ben"] > book.mu["Cat"]  # a shared place is a tie
    assert book.sigma["Cat"] == pytest.approx(expected[2][0].sigma)
    (best, *_rest) = book.ratings()
    assert best.rating == pytest.approx(ordinal(best.mu, best.sigma))
    assert best.rating == pytest.approx(best.mu - 3 * best.sigma)


def test_games_are_rated_in_date_order(store: Store) -> None:
    ids = seed_games(store, 6)
    games = store.club_games(GAME)
    assert [g.id for g in games] == ids  # started an hour apart, oldest first
    assert [p.game_id for p in rate(games)[GAME].history["Ann"]] == \
        [g.id for g in games if "Ann" in g.players]


def test_only_finished_games_out_of_the_trash_are_rated(store: Store) -> None:
    seed_games(store, 3)
    session = GameSession.start(store, GAME, ["Ann", "Ben", "Cat"], "Ann",
                                {"schedule": "constant", "cards": 2})
    assert session.game_id not in [g.id for g in store.club_games(GAME)]
    store.delete_game(1)
    assert [g.id for g in store.club_games(GAME)] == [2, 3]


def test_results_pickle_for_the_store_process(store: Store) -> None:
    seed_games(store, 2)
    games = store.club_games(GAME)
    assert pickle.loads(pickle.dumps(games)) == games


def hand_made(store: Store, started: str) -> GameSession:
    """Ben, Cat and Zed, one hand of two cards: Cat and Zed exact, Ben not."""
    game = Game.new(GAME, ["Ben", "Cat", "Zed"], "Ben", {"schedule": "constant", "cards": 2})
    session = GameSession(store, store.create_game(game, started), game)
    for player, bid in (("Cat", 1), ("Zed", 0), ("Ben", 0)):
        session.apply(Bid(player, bid))
    session.apply(Tricks({"Ben": 1, "Cat": 1, "Zed": 0}))
    session.apply(Stop())
    return session


def test_the_cache_equals_a_full_recomputation_through_every_change(store: Store) -> None:
    """A new game extends the cached ratings; a correction, a delete, a restore, a
    merge and a reopen each change an earlier game: every answer equals a recompute."""
    cache = RatingCache()
    seed_games(store, 6)
    made = hand_made(store, "2026-01-05T21:30:00+00:00")
    seed_games(store, 6, seed=3, start=datetime(2026, 1, 20, 19, tzinfo=UTC))

    def check(how: str) -> None:
        counts = (cache.full, cache.extended, cache.reused)
        assert state(cache.book(store, GAME)) == state(fresh(store))
        done = (cache.full - counts[0], cache.extended - counts[1], cache.reused - counts[2])
        assert done == {"full": (1, 0, 0), "extended": (0, 1, 0), "reused": (0, 0, 1)}[how]

    check("full")
    check("reused")  # nothing changed: the same answer, nothing read
    # a game finishes: rated on top of the cache, not from scratch
    seed_games(store, 1, seed=7, start=datetime(2026, 2, 1, 19, tzinfo=UTC))
    check("extended")
    # a correction of an earlier game: Zed took Cat's trick
    places = [s.place for s in made.scorecard.standings]
    made.apply(Correct(1, HandRecord(bids={"Cat": 1, "Zed": 0, "Ben": 0},
                                     bid_order=("Cat", "Zed", "Ben"),
                                     tricks={"Ben": 1, "Cat": 0, "Zed": 1})))
    assert [s.place for s in made.scorecard.standings] != places
    check("full")
    store.delete_game(3)
    check("full")
    store.restore_game(3)
    check("full")
    merged = store.merge_players("Ann", "Zed")
    check("full")
    assert "Zed" not in fresh(store).mu
    store.undo_merge(merged)
    check("full")
    made.apply(Reopen())
    check("full")
    made.apply(Stop())
    check("full")
    store.rename_player("Zed", "Zoe")
    check("full")
    seed_games(store, 1, seed=8, start=datetime(2026, 2, 2, 19, tzinfo=UTC))
    check("extended")
    # a game that is not finished changes nothing; one started earlier but finished
    # now is rated where it belongs (its start): from scratch
    late = GameSession.start(store, GAME, ["Ann", "Ben"], "Ann",
                             {"schedule": "constant", "cards": 1})
    late.apply(Bid("Ben", 0))
    check("reused")
    late.apply(Bid("Ann", 0))
    late.apply(Tricks({"Ann": 1, "Ben": 0}))
    late.apply(Stop())
    check("extended")  # started today: after every other game
    early = Game.new(GAME, ["Ann", "Cat"], "Ann", {"schedule": "constant", "cards": 1})
    early_id = store.create_game(early, "2026-01-01T10:00:00+00:00")
    check("reused")
    session = GameSession(store, early_id, early)
    session.apply(Stop())
    check("full")


def test_the_cache_equals_a_full_recomputation_after_imports(store: Store) -> None:
    """Games imported by batches (one change logged a game): later games extend the
    cached ratings, a batch with an earlier game rates again, games already here
    change nothing."""
    cache = RatingCache()
    store.import_games(filed_games(6))
    assert state(cache.book(store, GAME)) == state(fresh(store)) and cache.full == 1
    later = filed_games(4, seed=2, start=datetime(2026, 2, 1, 19, tzinfo=UTC))
    store.import_games(later)
    assert state(cache.book(store, GAME)) == state(fresh(store))
    assert (cache.full, cache.extended) == (1, 1)
    earlier = filed_games(1, seed=3, start=datetime(2025, 12, 1, 19, tzinfo=UTC))
    store.import_games([*filed_games(2, seed=4, start=datetime(2026, 3, 1, 19, tzinfo=UTC)),
                        *earlier])
    assert state(cache.book(store, GAME)) == state(fresh(store))
    assert (cache.full, cache.extended) == (2, 1)
    store.import_games(later)  # already here
    assert state(cache.book(store, GAME)) == state(fresh(store))
    assert (cache.full, cache.extended, cache.reused) == (2, 1, 1)
    assert fresh(store).rated == 13


def test_a_game_finishing_at_the_table_updates_the_ratings(store: Store) -> None:
    cache = RatingCache()
    seed_games(store, 3)
    assert "Zed" not in cache.book(store, GAME).mu
    session = GameSession.start(store, GAME, ["Ann", "Zed", "Cat"], "Ann",
                                {"schedule": "constant", "cards": 1})
    session.apply(Bid("Zed", 1))
    session.apply(Bid("Cat", 1))
    session.apply(Bid("Ann", 1))
    session.apply(Tricks({"Ann": 0, "Zed": 1, "Cat": 0}))
    assert "Zed" not in cache.book(store, GAME).mu  # not finished yet
    session.apply(Stop())
    book = cache.book(store, GAME)
    assert book.count["Zed"] == 1 and state(book) == state(fresh(store))
    assert Game is not None


def test_a_season_rates_only_its_own_games(store: Store) -> None:
    cache = RatingCache()
    seed_games(store, 5)
    seed_games(store, 5, seed=5, start=datetime(2026, 7, 1, 19, tzinfo=UTC))
    season = cache.book(store, GAME, "2026-07-01", "2026-12-31")
    assert state(season) == state(rate(store.club_games(GAME, since="2026-07-01",
                                                        until="2026-12-31"))[GAME])
    assert season.rated == 5 and cache.book(store, GAME).rated == 10
    seed_games(store, 1, seed=6, start=datetime(2027, 1, 2, 19, tzinfo=UTC))  # next season
    assert cache.book(store, GAME, "2026-07-01", "2026-12-31").rated == 5


def test_a_new_run_starts_from_the_ratings_kept_in_the_database(store: Store) -> None:
    """What one run computed is kept; the next run (a new cache) reads it back, equal
    to a full recomputation, brings it up to date the same way, and rates from the
    games again when what was kept cannot be read."""
    seed_games(store, 8)
    RatingCache().book(store, GAME)
    later = RatingCache()
    assert state(later.book(store, GAME)) == state(fresh(store))
    assert (later.loaded, later.full, later.reused) == (1, 0, 1)
    seed_games(store, 1, seed=9, start=datetime(2026, 3, 1, 19, tzinfo=UTC))
    again = RatingCache()
    assert state(again.book(store, GAME)) == state(fresh(store))
    assert (again.loaded, again.extended, again.full) == (1, 1, 0)
    store.delete_game(2)
    after_delete = RatingCache()
    assert state(after_delete.book(store, GAME)) == state(fresh(store))
    assert (after_delete.loaded, after_delete.full) == (1, 1)
    for broken in ("not json", '{"format": 1}', '{"format": 2}', "[]"):
        store.save_club_state(f"{GAME}||", 10**9, broken, force=True)
        damaged = RatingCache()
        assert state(damaged.book(store, GAME)) == state(fresh(store))
        assert damaged.full == 1
        healed = RatingCache()  # the answer rated from the games took its place
        assert state(healed.book(store, GAME)) == state(fresh(store))
        assert (healed.loaded, healed.full) == (1, 0)


def test_ratings_are_kept_again_after_enough_games(store: Store, monkeypatch) -> None:
    monkeypatch.setattr("scorekeeper.club.ratings.SAVE_EVERY", 3)
    seed_games(store, 4)
    cache = RatingCache()
    cache.book(store, GAME)
    kept = store.club_state(f"{GAME}||")
    for day in range(1, 4):
        seed_games(store, 1, seed=day, start=datetime(2026, 3, day, 19, tzinfo=UTC))
        cache.book(store, GAME)
        assert (store.club_state(f"{GAME}||") == kept) == (day < 3)
    later = RatingCache()  # from what was kept: nothing left to rate
    assert state(later.book(store, GAME)) == state(fresh(store))
    assert (later.loaded, later.reused) == (1, 1)


def test_an_older_answer_never_replaces_a_newer_one(store: Store) -> None:
    store.save_club_state("q", 5, "five")
    store.save_club_state("q", 4, "four")
    assert store.club_state("q") == "five"
    store.save_club_state("q", 6, "six")
    assert store.club_state("q") == "six"
