"""The charts' figures, without Qt, on a generated club archive: bids against tricks
counted again here with plain SQL from the stored entries, the dealer of each hand
read from the stored hands, one colour per player, a one-game rating drawn as a dot,
and axis steps that leave room for their labels."""

from __future__ import annotations

import sqlite3

import pytest

from scorekeeper.club.charts.axes import most_ticks, whole_axis
from scorekeeper.club.charts.bids import archive_bids, exact_by_size, game_bids
from scorekeeper.club.charts.colours import PALETTE, club_colours, colours_for
from scorekeeper.club.charts.progression import progression
from scorekeeper.club.charts.ratings import rating_lines
from scorekeeper.club.ratings import SHARED
from scorekeeper.rules.stats_games import has_bids
from scorekeeper.store import Store

from .report_club import Played, seed_report_club


@pytest.fixture
def club(store: Store) -> list[Played]:
    return seed_report_club(store)


def sql(store: Store, query: str, *params: object) -> list[tuple]:
    with sqlite3.connect(store.path) as db:
        return db.execute(query, params).fetchall()


def stored_bids(store: Store, game_id: int) -> dict[str, tuple[int, int, int]]:
    """(over, exact, under) per player of one game, straight from the stored entries."""
    rows = sql(store, """SELECT p.name, sum(e.bid > e.tricks), sum(e.bid = e.tricks),
                                sum(e.bid < e.tricks)
                         FROM entries e JOIN players p ON p.id = e.player_id
                         WHERE e.game_id = ? AND e.score IS NOT NULL AND e.bid IS NOT NULL
                         GROUP BY p.name""", game_id)
    return {name: (over, exact, under) for name, over, exact, under in rows}


def test_bids_against_tricks_of_each_game_are_the_stored_entries(
        store: Store, club: list[Played]) -> None:
    checked = 0
    for played in club:
        tallies = {t.player: (t.over, t.exact, t.under) for t in game_bids(played.card)}
        if not has_bids(played.key):
            assert all(sum(t) == 0 for t in tallies.values())
            continue
        assert tallies == stored_bids(store, played.id), played.key
        assert list(tallies) == list(played.card.players)  # in their seats
        checked += 1
    assert checked >= 10


def test_a_players_bids_across_the_archive_are_the_stored_entries(
        store: Store, club: list[Played]) -> None:
    for player in ("Ann", "Eve", "Fay"):
        rows = sql(store, """SELECT gp.variant, sum(e.bid > e.tricks), sum(e.bid = e.tricks),
                                    sum(e.bid < e.tricks)
                             FROM entries e JOIN players p ON p.id = e.player_id
                             JOIN game_players gp ON gp.game_id = e.game_id
                                  AND gp.player_id = e.player_id
                             JOIN games g ON g.id = e.game_id
                             WHERE p.name = ? AND g.status = 'finished'
                                   AND e.score IS NOT NULL AND e.bid IS NOT NULL
                             GROUP BY gp.variant""", player)
        assert rows, player
        for game, over, exact, under in rows:
            tally = archive_bids(player, store.bid_accuracy(player), game)
            assert (tally.over, tally.exact, tally.under) == (over, exact, under)
            assert tally.share("over") == pytest.approx(over / (over + exact + under))


def test_exact_bids_by_hand_size_of_a_game_are_the_stores(store: Store,
                                                          club: list[Played]) -> None:
    for played in club:
        if has_bids(played.key):
            assert sorted(exact_by_size(played.card)) == sorted(
                store.exact_by_hand_size(game_id=played.id))


def expected_dealers(store: Store, played: Played) -> list[tuple[int, str]]:
    """Who dealt each scored hand, worked out as the rules book says: the first player
    given deals hand 1, then the deal passes to the left — in shithead (losses kept)
    to the hand's loser, the last out in the hand as recorded (shithead stores no
    entries)."""
    players = list(played.card.players)
    if played.key == "shithead":
        losers = {n: r.loser or r.out_order[-1]
                  for n, r in enumerate(played.card.state.hands, start=1) if r.out_order}
    else:
        losers = {n: "" for (n,) in sql(store, "SELECT DISTINCT number FROM entries "
                                               "WHERE game_id = ? AND score IS NOT NULL",
                                        played.id)}
    dealer, out = players[0], []
    for number in sorted(losers):
        out.append((number, dealer))
        dealer = losers[number] or players[(players.index(dealer) + 1) % len(players)]
    return out


def test_the_progression_marks_each_hands_dealer_and_ends_on_the_stored_totals(
        store: Store, club: list[Played]) -> None:
    for played in club:
        shown = progression(played.card)
        assert shown is not None
        dealers = expected_dealers(store, played)
        assert [(m.hand, m.player) for m in shown.dealers] == dealers
        for mark in shown.dealers:  # on the dealer's own line
            assert (mark.hand, mark.total) in shown.lines[mark.player]
        totals = dict(sql(store, """SELECT p.name, gp.total FROM game_players gp
                                    JOIN players p ON p.id = gp.player_id
                                    WHERE gp.game_id = ?""", played.id))
        assert {p: line[-1][1] for p, line in shown.lines.items()} == totals
        assert all(line[0] == (0, 0) for line in shown.lines.values())


def test_a_player_with_one_rated_game_is_a_dot(store: Store, club: list[Played]) -> None:
    (games,) = sql(store, """SELECT count(*) FROM game_players gp JOIN players p
                             ON p.id = gp.player_id WHERE p.name = 'Fay'""")
    assert games == (1,)  # Fay played once: the whysteria game of 8 May
    book = SHARED.book(store, "whysteria")
    lines = rating_lines({p: book.points(p) for p in ("Eve", "Fay", "Dan")})
    assert lines is not None
    fay = next(line for line in lines.lines if line.player == "Fay")
    assert len(fay.points) == 1 and fay.dots
    low, high = lines.span
    assert low < fay.points[0][0] < high  # not on the edge of the chart
    assert lines.values[0] <= min(r for line in lines.lines for _, r in line.points)
    assert rating_lines({"Fay": []}) is None


def test_each_player_keeps_one_colour_and_tables_differ(store: Store,
                                                        club: list[Played]) -> None:
    seatings = store.club_seatings()
    in_order = sorted(club, key=lambda p: (p.started, p.id))
    assert [tuple(p.card.players) for p in in_order] == seatings  # every game, as played
    colours = club_colours(seatings)
    assert set(colours) == {"Ann", "Ben", "Cat", "Dan", "Eve", "Fay"}
    assert set(colours.values()) <= set(PALETTE)
    for players in seatings:  # a club of six: everyone at a table has their own colour
        assert len({colours[p] for p in players}) == len(players)
    assert club_colours(seatings) == colours  # the same every time it is worked out
    # One more game changes nobody's colour when it brings no one new together.
    assert club_colours([*seatings, seatings[0]]) == colours
    # A chart with someone not yet stored gives them a colour nobody in it has.
    chosen = colours_for(["Ann", "Zed", "Ben"], colours)
    assert chosen["Ann"] == colours["Ann"] and chosen["Ben"] == colours["Ben"]
    assert chosen["Zed"] not in (colours["Ann"], colours["Ben"])


def test_a_big_club_shares_colours_with_those_met_least() -> None:
    many = [f"P{n}" for n in range(len(PALETTE) + 3)]
    seatings = [many[i:i + 5] for i in range(len(many) - 4)]
    colours = club_colours(seatings)
    for players in seatings:
        assert len({colours[p] for p in players}) == len(players)
    assert len(set(colours.values())) <= len(PALETTE)


def _luminance(colour: str) -> float:
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def _contrast(a: str, b: str) -> float:
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("background", ["#ffffff", "#1c1c1f"])  # light, and dark's base
def test_every_colour_reads_on_light_and_dark(background: str) -> None:
    assert len(set(PALETTE)) == len(PALETTE) >= 10
    for colour in PALETTE:
        assert _contrast(colour, background) >= 3.0, colour


@pytest.mark.parametrize(("low", "high", "most"), [(-37, 112, 10), (0, 13, 12), (0, 100, 5),
                                                   (-3, 2, 4), (0, 4000, 3)])
def test_axis_steps_are_round_and_the_ends_on_ticks(low: int, high: int, most: int) -> None:
    axis = whole_axis(low, high, most)
    assert axis.low <= low and axis.high >= high
    assert len(axis.ticks) - 1 <= most and axis.ticks[-1] == axis.high
    assert str(axis.step).strip("0") in ("1", "2", "5")


def test_a_short_axis_gets_fewer_ticks() -> None:
    assert most_ticks(96, 17) < most_ticks(196, 17) <= 10
    for length, label in ((96, 17), (40, 17), (500, 16)):
        ticks = most_ticks(length, label) + 1
        assert ticks * label <= length or ticks == 2  # the labels fit one under another
