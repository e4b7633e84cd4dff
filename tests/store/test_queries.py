"""History filters, statistics computed by hand on a small fixture, renames and merges."""

from __future__ import annotations

import pytest

from scorekeeper.rules import Game
from scorekeeper.rules.commands import Bid, Stop, Tricks, Undo
from scorekeeper.store import GameSession, HistoryFilter, PlayerError, Store

CONSTANT2 = {"schedule": "constant", "cards": 2}


def play(session: GameSession, bids: list[tuple[str, int]], tricks: dict[str, int]) -> None:
    for player, bid in bids:
        session.apply(Bid(player, bid))
    session.apply(Tricks(tricks))


@pytest.fixture
def club(store: Store) -> Store:
    """Game 1 (Ann, Ben, Cat) and game 2 (Ann, Ben) finished; game 3 still in play."""
    a = GameSession.start(store, "whysteria", ["Ann", "Ben", "Cat"], "Ann", CONSTANT2)
    play(a, [("Ben", 1), ("Cat", 0), ("Ann", 0)], {"Ann": 0, "Ben": 1, "Cat": 1})
    play(a, [("Cat", 1), ("Ann", 1), ("Ben", 1)], {"Ann": 1, "Ben": 0, "Cat": 1})
    a.apply(Stop())
    b = GameSession.start(store, "whysteria", ["Ann", "Ben"], "Ann",
                          {"schedule": "constant", "cards": 1})
    play(b, [("Ben", 0), ("Ann", 0)], {"Ann": 1, "Ben": 0})
    b.apply(Stop())
    c = GameSession.start(store, "oh-shit-updown", ["Ann", "Ben", "Cat"], "Cat")
    play(c, [("Ann", 1), ("Ben", 1), ("Cat", 1)], {"Ann": 1, "Ben": 1, "Cat": 5})
    return store


def test_statistics_equal_the_hand_count(club: Store) -> None:
    (ann,) = club.player_stats("ann")
    assert (ann.variant, ann.played, ann.won, ann.average_place, ann.hands) == \
        ("whysteria", 2, 1, 1.5, 3)
    assert ann.exact_rate == pytest.approx(2 / 3)
    assert ann.average_hand_score == pytest.approx(2 / 3)
    assert ann.over_under == pytest.approx(-1 / 3)
    assert (ann.best_total, ann.best_game, ann.worst_total, ann.worst_game) == (2, 1, 0, 2)
    (ben,) = club.player_stats("Ben", "whysteria")
    assert (ben.played, ben.won, ben.average_place) == (2, 1, 1.5)
    assert ben.over_under == pytest.approx(1 / 3)
    assert club.player_stats("Ben", "oh-shit-updown") == []  # unfinished games don't count


def test_head_to_head(club: Store) -> None:
    (record,) = club.head_to_head("Ann", "Ben")
    assert (record.games, record.ahead, record.behind, record.level) == (2, 1, 1, 0)
    (record,) = club.head_to_head("Ann", "Cat")
    assert (record.games, record.ahead, record.behind) == (1, 1, 0)


@pytest.mark.parametrize(("filters", "ids"), [
    (HistoryFilter(), [3, 2, 1]),
    (HistoryFilter(variant="whysteria"), [2, 1]),
    (HistoryFilter(player="CAT"), [3, 1]),
    (HistoryFilter(status="in progress"), [3]),
    (HistoryFilter(search="at"), [3, 1]),
    (HistoryFilter(date_from="2000-01-01", date_to="2999-12-31"), [3, 2, 1]),
    (HistoryFilter(date_to="2000-01-01"), []),
])
def test_history_filters(club: Store, filters: HistoryFilter, ids: list[int]) -> None:
    assert [g.id for g in club.history(filters)] == ids
    assert club.history_count(filters) == len(ids)


def test_history_rows_show_winners_of_finished_games(club: Store) -> None:
    rows = {g.id: g for g in club.history()}
    assert rows[1].winners == "Ann" and rows[2].winners == "Ben" and rows[3].winners == ""
    assert rows[1].players == "Ann, Ben, Cat" and rows[1].ended is not None


def test_rename_keeps_every_game(club: Store) -> None:
    club.rename_player("Ben", "Benjamin")
    assert [g.id for g in club.history(HistoryFilter(player="benjamin"))] == [3, 2, 1]
    assert club.load_game(1).game.setup.players == ("Ann", "Benjamin", "Cat")
    assert club.player_stats("Benjamin")[0].played == 2
    with pytest.raises(PlayerError, match="already a player called 'Ann'"):
        club.rename_player("Benjamin", "ann")


def test_merge_moves_every_game_and_rederives_statistics(club: Store) -> None:
    d = GameSession.start(club, "whysteria", ["Ann", "Bob"], "Bob",
                          {"schedule": "constant", "cards": 1})
    play(d, [("Ann", 1), ("Bob", 1)], {"Ann": 0, "Bob": 1})
    d.apply(Stop())
    club.merge_players("Ben", "bob")
    assert "Bob" not in club.player_names()
    (ben,) = club.player_stats("Ben")
    assert (ben.played, ben.won) == (3, 2)
    assert club.load_game(d.game_id).game.setup.players == ("Ann", "Ben")
    with pytest.raises(PlayerError, match="both played in game"):
        club.merge_players("Ann", "Ben")


def test_delete_game(club: Store) -> None:
    club.delete_game(2)
    assert [g.id for g in club.history()] == [3, 1]
    assert [t.game.id for t in club.trash()] == [2]
    assert club.empty_trash() == 1
    assert club.db.execute("SELECT count(*) FROM entries WHERE game_id = 2").fetchone()[0] == 0
    assert club.trash() == []


def test_undo_across_restarts(db_path) -> None:
    with Store(db_path) as store:
        s = GameSession.start(store, "oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann")
        s.apply(Bid("Ben", 2))
        s.apply(Bid("Cat", 1))
    with Store(db_path) as store:
        s = GameSession.resume(store, 1)
        assert s.game.can_undo
        s.apply(Undo())
    with Store(db_path) as store:
        game = store.load_game(1).game
        assert dict(game.scorecard.current.bids) == {"Ben": 2}
        assert game.can_redo
        fresh = Game.new("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann")
        fresh.apply(Bid("Ben", 2))
        assert game.state == fresh.state


def test_keyed_pages_match_offset_pages(club: Store) -> None:
    first = club.history(limit=1)
    assert club.history_after(None, first[0].started, first[0].id, limit=2) == club.history(
        limit=2, offset=1)
    mine = HistoryFilter(player="Ben")
    page = club.history(mine, limit=1)
    assert club.history_after(mine, page[0].started, page[0].id, 5) == club.history(
        mine, limit=5, offset=1)


def test_deleting_a_game_can_be_undone_exactly(club: Store) -> None:
    before = club.export_document(1)
    stats = club.player_stats("Ann")
    club.delete_game(1)
    assert [g.id for g in club.history()] == [3, 2]
    assert club.player_stats("Ann")[0].played == 1
    club.restore_game(1)
    assert club.export_document(1) == before
    assert club.player_stats("Ann") == stats
    assert club.load_game(1).game.can_undo


@pytest.mark.parametrize(("sort", "descending", "ids"), [
    ("hands", False, [2, 3, 1]),  # 1, 1 and 2 hands played; ties by id
    ("variant", True, [2, 1, 3]),
    ("players", False, [2, 1, 3]),
])
def test_history_sorts_by_any_column(club: Store, sort: str, descending: bool,
                                     ids: list[int]) -> None:
    assert [g.id for g in club.history(sort=sort, descending=descending)] == ids


def test_exact_bids_by_hand_size(club: Store) -> None:
    rows = club.exact_by_hand_size(game_id=1)
    assert ("Ann", 2, 2, 2) in rows and ("Ben", 2, 2, 1) in rows
    assert club.exact_by_hand_size(player="Ann") == [("Ann", 1, 1, 0), ("Ann", 2, 2, 2)]


def test_a_merge_can_be_undone_exactly(club: Store) -> None:
    finished_d = GameSession.start(club, "whysteria", ["Ann", "Dee"], "Ann",
                                   {"schedule": "constant", "cards": 1})
    play(finished_d, [("Dee", 0), ("Ann", 0)], {"Ann": 1, "Dee": 0})
    finished_d.apply(Stop())
    before = {name: club.player_stats(name) for name in ("Cat", "Dee")}
    texts = [(g.id, g.players, g.winners) for g in club.history()]
    merged = club.merge_players("Cat", "Dee")
    assert "Dee" not in club.player_names()
    club.undo_merge(merged)
    assert {name: club.player_stats(name) for name in ("Cat", "Dee")} == before
    assert [(g.id, g.players, g.winners) for g in club.history()] == texts
    assert club.load_game(finished_d.game_id).game.setup.players == ("Ann", "Dee")
