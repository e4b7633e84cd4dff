"""Sittings: the same players, one evening; a pause of more than 6 hours starts another."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from scorekeeper.club.sittings import GAP, group, sittings_around, summarise
from scorekeeper.rules import variant
from scorekeeper.rules.commands import Outcome, Stop
from scorekeeper.store import Store
from scorekeeper.store.club_records import ClubGame, SeatResult

from .helpers import stamp

EVENING = datetime(2026, 3, 6, 19, 0, tzinfo=UTC)


def game(game_id: int, start: datetime, places: dict[str, int], *, minutes: int = 60,
         kind: str = "oh-hell-pw", status: str = "finished",
         totals: dict[str, int] | None = None, options: str = "{}") -> ClubGame:
    end = start + timedelta(minutes=minutes)
    seats = tuple(SeatResult(p, place, (totals or {}).get(p, 0), 0, 0)
                  for p, place in places.items())
    return ClubGame(game_id, kind, stamp(start), stamp(end) if status != "in progress" else None,
                    stamp(end), status, seats, options)


def test_a_pause_of_more_than_six_hours_starts_a_new_sitting() -> None:
    first = game(1, EVENING, {"Ann": 1, "Ben": 2, "Cat": 3})  # ends 20:00
    exactly = game(2, EVENING + timedelta(hours=1) + GAP, {"Ann": 2, "Ben": 1, "Cat": 3})
    later = game(3, EVENING + timedelta(hours=2) + 2 * GAP + timedelta(seconds=1),
                 {"Ann": 1, "Ben": 2, "Cat": 3})  # 6 h 1 s after game 2 ended
    assert [[g.id for g in s.games] for s in group([later, first, exactly])] == [[1, 2], [3]]


def test_other_players_sit_apart_even_in_between() -> None:
    a = game(1, EVENING, {"Ann": 1, "Ben": 2, "Cat": 3})
    other = game(2, EVENING + timedelta(hours=1), {"Dan": 1, "Eve": 2, "Fay": 3})  # next table
    b = game(3, EVENING + timedelta(hours=2), {"Cat": 1, "Ben": 2, "Ann": 3})  # reseated
    assert [[g.id for g in s.games] for s in group([a, other, b])] == [[1, 3], [2]]


def test_after_someone_left_the_table_the_game_starts_a_new_sitting() -> None:
    three = {"Ann": 1, "Ben": 2, "Cat": 3}
    games = [game(1, EVENING, three),
             game(2, EVENING + timedelta(hours=1), {**three, "Dan": 4}),  # Dan joins
             game(3, EVENING + timedelta(hours=2), three),  # Dan has left: fewer players
             game(4, EVENING + timedelta(hours=3), three)]  # a rematch continues it
    assert [[g.id for g in s.games] for s in group(games)] == [[1], [2], [3, 4]]
    swapped = [game(1, EVENING, three),
               game(2, EVENING + timedelta(hours=1), {"Ann": 1, "Ben": 2, "Dan": 3}),
               game(3, EVENING + timedelta(hours=2), three)]  # Cat back for Dan
    assert [[g.id for g in s.games] for s in group(swapped)] == [[1], [2], [3]]


LOSER = '{"mode": "loser", "jokers": false, "table_cards": 3, "target": null}'
WINNER = '{"mode": "winner", "jokers": false, "table_cards": 3, "target": null}'


def test_the_summary_names_each_winner_the_night_and_its_shithead() -> None:
    assert variant("shithead").last_place_title == "shithead"
    assert variant("oh-hell-pw").last_place_title is None
    games = [
        game(1, EVENING, {"Ann": 1, "Ben": 2, "Cat": 3}),
        game(2, EVENING + timedelta(hours=1), {"Ann": 1, "Ben": 1, "Cat": 3}),  # shared win
        game(3, EVENING + timedelta(hours=2), {"Ann": 3, "Ben": 1, "Cat": 2}, kind="shithead",
             totals={"Ann": 2, "Ben": 0, "Cat": 1}, options=LOSER),
        game(4, EVENING + timedelta(hours=3), {"Ann": 2, "Ben": 3, "Cat": 1}, kind="shithead",
             totals={"Ann": 1, "Ben": 2, "Cat": 0}, options=LOSER),
        game(5, EVENING + timedelta(hours=4), {"Ann": 1, "Ben": 2, "Cat": 3},
             status="in progress"),
    ]
    (sitting,) = group(games)
    summary = summarise(sitting)
    assert summary.winners == ((1, ("Ann",)), (2, ("Ann", "Ben")), (3, ("Ben",)), (4, ("Cat",)))
    assert (summary.night_winners, summary.night_wins) == (("Ann", "Ben"), 2)
    assert summary.last_places == (("shithead", ("Ann",)),)  # 3 losses to Ben's 2
    assert summarise(group(games[:3])[0]).last_places == (("shithead", ("Ann",)),)
    assert summarise(group(games[:2])[0]).last_places == ()


def test_the_shithead_of_the_night_counts_losses_not_games() -> None:
    games = [  # Ann finished last twice, losing 2 hands; Ben once, losing 6
        game(1, EVENING, {"Ann": 3, "Ben": 2, "Cat": 1}, kind="shithead",
             totals={"Ann": 1, "Ben": 0, "Cat": 0}, options=LOSER),
        game(2, EVENING + timedelta(hours=1), {"Ann": 3, "Ben": 2, "Cat": 1}, kind="shithead",
             totals={"Ann": 1, "Ben": 0, "Cat": 0}, options=LOSER),
        game(3, EVENING + timedelta(hours=2), {"Ann": 1, "Ben": 3, "Cat": 2}, kind="shithead",
             totals={"Ann": 0, "Ben": 6, "Cat": 4}, options=LOSER),
    ]
    (sitting,) = group(games)
    assert summarise(sitting).last_places == (("shithead", ("Ben",)),)
    # a winner sitting's totals are wins: there the game's last place counts, once
    wins = game(4, EVENING + timedelta(hours=3), {"Ann": 1, "Ben": 2, "Cat": 3},
                kind="shithead", totals={"Ann": 9, "Ben": 5, "Cat": 0}, options=WINNER)
    assert variant("shithead").last_place_counts(
        {"mode": "winner"}, [(s.player, s.place, s.total) for s in wins.seats]) == {"Cat": 1}


def test_sittings_are_found_around_a_game_in_the_store(store: Store) -> None:
    import random

    from scorekeeper.rules.simulate import simulate

    rng = random.Random(4)
    when = EVENING
    ids = []
    # one sitting of 30 games, each starting 5 hours after the last ended: days long
    for _ in range(30):
        card = simulate(rng, "shithead", ["Ann", "Ben", "Cat"])
        ids.append(store.import_state(card.state, stamp(when), stamp(when + timedelta(hours=1))))
        when += timedelta(hours=6)
    lonely = store.import_state(simulate(rng, "shithead", ["Ann", "Ben"]).state,
                                stamp(when + timedelta(hours=7)))

    def fetch(since: str, until: str) -> list[ClubGame]:
        return store.club_games(since=since, until=until, finished_only=False)

    middle = store.game_summary(ids[15])
    found = sittings_around(fetch, middle.started, middle.started)
    assert [[g.id for g in s.games] for s in found] == [ids]
    last = store.game_summary(lonely)
    assert [[g.id for g in s.games] for s in sittings_around(fetch, last.started,
                                                             last.started)] == [[lonely]]


def test_other_tables_playing_round_the_clock_do_not_widen_the_search() -> None:
    """A busy club (games every 50 minutes, day and night, by changing tables): finding
    one game's sitting reads one window, not the whole history."""
    from itertools import combinations

    tables = list(combinations(["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"], 3))  # 20
    games = [game(i, EVENING + timedelta(minutes=50 * i),
                  dict.fromkeys(tables[i % len(tables)], 1), minutes=45)
             for i in range(1, 400)]  # each table again after 16 h: a sitting of one
    calls = []

    def fetch(since: str, until: str) -> list[ClubGame]:
        calls.append((since, until))
        return [g for g in games if since <= g.started < until]

    target = games[200]
    found = sittings_around(fetch, target.started, target.started)
    assert [s.position(target.id) for s in found] == [1] and len(calls) == 1


def test_a_game_left_open_for_days_does_not_join_the_next_weeks_games() -> None:
    left_open = game(1, EVENING, {"Ann": 1, "Ben": 2, "Cat": 3}, minutes=7 * 24 * 60 - 60)
    next_week = game(2, EVENING + timedelta(days=7), {"Ann": 1, "Ben": 2, "Cat": 3})
    assert [[g.id for g in s.games] for s in group([left_open, next_week])] == [[1], [2]]


def test_a_rematch_continues_the_sitting_and_a_new_face_starts_another(store: Store) -> None:
    from scorekeeper.store import GameSession

    def finished(players: list[str]) -> int:
        session = GameSession.start(store, "shithead", players, players[0])
        session.apply(Outcome(loser=players[-1]))
        session.apply(Stop())
        return session.game_id

    first = finished(["Ann", "Ben", "Cat"])
    rematch = finished(["Cat", "Ann", "Ben"])  # reseated, as the rematch dialog allows
    joined = finished(["Cat", "Ann", "Ben", "Dan"])
    sittings = group(store.club_games(finished_only=False))
    assert [[g.id for g in s.games] for s in sittings] == [[first, rematch], [joined]]
