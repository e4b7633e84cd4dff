"""Properties that hold for every game the generator can make (hypothesis)."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import ForbiddenBidError, Game, TrickVariant, variant
from scorekeeper.rules.commands import Bid
from scorekeeper.rules.scorecard_file import dumps, parse_scorecard

from .random_games import VARIANTS, random_game

seeds = st.integers(min_value=0, max_value=2**32)
games = st.sampled_from(VARIANTS)


@settings(max_examples=150, deadline=None)
@given(seeds, games)
def test_tricks_always_sum_to_the_cards(seed: int, game: str) -> None:
    card = parse_scorecard(json.dumps(random_game(random.Random(seed), game)))
    for hand in card.completed:
        if hand.tricks is not None:
            assert sum(hand.tricks.values()) == hand.cards


@settings(max_examples=150, deadline=None)
@given(seeds, games)
def test_totals_are_sums_of_hand_scores_where_no_reset_applies(seed: int, game: str) -> None:
    card = parse_scorecard(json.dumps(random_game(random.Random(seed), game)))
    running = dict.fromkeys(card.setup.players, 0)
    for hand in card.completed:
        if hand.scores is None:
            continue
        for p in card.setup.players:
            running[p] = 0 if p in hand.resets else running[p] + hand.scores[p]
        assert dict(hand.totals) == running


@settings(max_examples=150, deadline=None)
@given(seeds, games)
def test_places_are_competition_ranking(seed: int, game: str) -> None:
    card = parse_scorecard(json.dumps(random_game(random.Random(seed), game)))
    places = [s.place for s in card.standings]
    assert places[0] == 1 and places == sorted(places)
    for index, place in enumerate(places):
        # 1, 2, 2, 4: a place is one more than the number of players strictly ahead.
        assert place == 1 + sum(1 for other in places if other < place)
        assert place <= index + 1


@settings(max_examples=150, deadline=None)
@given(seeds, games)
def test_write_then_read_round_trips(seed: int, game: str) -> None:
    card = parse_scorecard(json.dumps(random_game(random.Random(seed), game)))
    again = parse_scorecard(dumps(card))
    assert again.state == card.state
    assert dumps(again) == dumps(card)


@settings(max_examples=200, deadline=None)
@given(seeds, st.sampled_from(["oh-shit-updown", "oh-hell-pw", "whysteria"]),
       st.integers(min_value=0, max_value=10))
def test_a_forbidden_bid_is_never_accepted(seed: int, game: str, attempt: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(3, 5)
    players = [f"P{i}" for i in range(n)]
    table = Game.new(game, players, players[0])
    rules = variant(game)
    assert isinstance(rules, TrickVariant)
    while table.scorecard.current.final_bidder is None:
        table.apply(Bid(table.scorecard.current.expected_bidder,
                  rng.randint(0, table.scorecard.current.cards)))
    current = table.scorecard.current
    value = current.forbidden_bid if current.forbidden_bid is not None else (
        attempt % (current.cards + 1))
    try:
        table.apply(Bid(current.final_bidder, value))
    except ForbiddenBidError:
        assert value == current.forbidden_bid
        assert len(table.scorecard.current.bids) == n - 1
    else:
        assert value != current.forbidden_bid
        total = sum(table.scorecard.current.bids.values())
        if game == "oh-hell-pw" and value in (0, current.cards):
            return
        assert total != current.cards


@settings(max_examples=150, deadline=None)
@given(seeds, games, st.sampled_from([" Zed", "zed ", "Zoe\u0308", "ZED"]))
def test_a_checked_setup_is_its_own_check(seed: int, game: str, spelling: str) -> None:
    """Evaluating skips checking a setup the rules just returned (it would come out the
    same): that holds only if checking a checked setup changes nothing."""
    from dataclasses import replace

    from scorekeeper.rules.game_record import GameSetup, frozen_map

    document = random_game(random.Random(seed), game)
    rules = variant(game)
    players = [spelling, *document["players"][1:]]
    given_setup = GameSetup(game, tuple(players), spelling.upper(),
                            frozen_map(document.get("options") or {}))
    checked = rules.setup(given_setup)
    assert rules.setup(checked) is checked  # not checked again
    rules._checked = None  # forget it: check the checked setup afresh
    assert rules.setup(replace(checked)) == checked


@settings(max_examples=150, deadline=None)
@given(seeds, games)
def test_a_game_written_by_seat_is_its_file_with_names_as_seats(seed: int, game: str) -> None:
    """The store's record of a game (written by seat in one pass) is the file's document
    with every name replaced by its seat, however the file spelt the names."""
    from scorekeeper.rules.scorecard_file import scorecard_to_json
    from scorekeeper.rules.seats import seat_document, seated_document

    document = random_game(random.Random(seed), game)
    text = json.dumps(document)
    for name in document["players"]:  # spelt otherwise in the hands: still the same seat
        text = text.replace(f'"{name}":', f'"{name.upper()}":')
    card = parse_scorecard(text)
    seated = seated_document(card)
    assert seated == seat_document(scorecard_to_json(card), card.setup.players)
    assert seated["players"] == [f"#{i}" for i in range(len(card.setup.players))]
