"""state.json: exactly what ``score --json`` prints, plus the hand in play from the rules."""

from __future__ import annotations

import json

from scorekeeper.live.state import live_state
from scorekeeper.rules import Game
from scorekeeper.rules.commands import Bid, Stop, TurnUp
from scorekeeper.rules.scorecard_file import score_json

from .helpers import bid_round, play_hand


def test_it_is_score_json_plus_the_hand_in_play() -> None:
    game = Game.new("oh-hell-pw", ["Ann", "Ben", "Cat", "Dan"], "Dan")
    card = play_hand(game.apply, game.scorecard)
    card = play_hand(game.apply, card)
    document = live_state(card, 7)
    plain = score_json(card)
    for key, value in plain.items():
        if key != "hands":
            assert document[key] == value
    for ours, theirs in zip(document["hands"], plain["hands"], strict=True):
        assert {k: ours[k] for k in theirs} == theirs  # the suit's symbol is added, not changed
    assert document["game_id"] == 7
    assert document["players"] == ["Ann", "Ben", "Cat", "Dan"]
    assert document["in_play"]["number"] == 3
    assert document["in_play"]["dealer"] == card.current.dealer
    assert document["in_play"]["cards"] == card.current.cards
    json.dumps(document)  # all of it is JSON


def test_bids_as_they_come_who_is_next_and_the_forbidden_bid() -> None:
    game = Game.new("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann")  # 7 cards
    game.apply(TurnUp("QH"))
    hand = game.scorecard.current
    first = hand.expected_bidder
    game.apply(Bid(first, 3))
    play = live_state(game.scorecard)["in_play"]
    assert play["bids"] == {first: 3}
    assert play["next"] == game.scorecard.current.expected_bidder != first
    assert play["trump"] == "H" and play["trump_symbol"] == "♥" and play["trump_red"] is True
    second = play["next"]
    game.apply(Bid(second, 2))
    play = live_state(game.scorecard)["in_play"]
    last = play["next"]
    assert play["forbidden"] == {"player": last, "bid": 2}  # 3 + 2 + 2 would make 7
    game.apply(Bid(last, 0))
    play = live_state(game.scorecard)["in_play"]
    assert play["next"] is None and play["forbidden"] is None
    assert play["bids"] == {first: 3, second: 2, last: 0}


def test_the_forehead_reminder_comes_from_the_rules() -> None:
    game = Game.new("whysteria", ["Ann", "Ben", "Cat"], "Ann",
                    {"schedule": "constant", "cards": 1})
    card = game.scorecard
    while card.current.cards != 1:
        card = play_hand(game.apply, card)
    play = live_state(card)["in_play"]
    assert any("forehead" in text for text in play["reminders"])


def test_a_finished_game_has_no_hand_in_play() -> None:
    game = Game.new("oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
    card = bid_round(game.apply, game.scorecard)
    card = game.apply(Stop()).scorecard
    document = live_state(card)
    assert document["in_play"] is None
    assert document["status"] != "in progress"


def test_a_tally_game_has_no_bids() -> None:
    game = Game.new("shithead", ["Ann", "Ben", "Cat"], "Ann")
    document = live_state(game.scorecard)
    assert document["tally"] is True
    assert document["in_play"]["bids"] == {} and document["in_play"]["next"] is None
