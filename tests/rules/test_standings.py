"""Places, misère tie-breakers with their reasons, the tie-break deal, shithead tallies."""

from __future__ import annotations

import pytest

from scorekeeper.rules import FINISHED, Game, RuleError, TiebreakError
from scorekeeper.rules.commands import Tiebreak
from scorekeeper.rules.words import Said

from .helpers import card, doc


def _said(reasons: tuple[Said, ...]) -> tuple[str, ...]:
    """The reasons as English reads them."""
    return tuple(str(reason) for reason in reasons)


def _two_hands(h1: dict, h2: dict) -> dict:
    """A stopped 3-player half game (9 then 8 cards); each hand maps name -> (bid, tricks)."""
    hands = [{"bids": {p: bt[0] for p, bt in h.items()},
              "tricks": {p: bt[1] for p, bt in h.items()}} for h in (h1, h2)]
    return doc("oh-shit-misere", ["Ann", "Ben", "Cat"], hands, options={"length": "half"},
               first_dealer="Cat", stopped=True)


def typed(document: dict) -> Game:
    """The hands of ``document`` typed at the table one entry at a time (each entry adds
    to the tie-breakers' counts kept so far), the game stopped as the file says."""
    from scorekeeper.rules import Bid, Penalty, Stop, Tricks

    game = Game.new(document["variant"], tuple(document["players"]),
                    document["first_dealer"], document["options"])
    for hand in document["hands"]:
        for player, bid in hand["bids"].items():
            game.apply(Bid(player, bid))
        for player, count in hand.get("penalties", {}).items():
            game.apply(Penalty(player, count))
        game.apply(Tricks(hand["tricks"]))
    if document["stopped"]:
        game.apply(Stop())
    return game


def test_second_tie_breaker_winning_contracts() -> None:
    document = _two_hands({"Ann": (0, 0), "Ben": (1, 1), "Cat": (0, 8)},
                          {"Ann": (0, 5), "Ben": (1, 0), "Cat": (0, 3)})
    result = card(document)
    assert typed(document).scorecard.reasons == result.reasons
    assert result.totals["Ann"] == result.totals["Ben"] == 10
    assert [s.player for s in result.standings][1:] == ["Ben", "Ann"]
    assert "Ben ahead of Ann: 1 winning contracts fulfilled to 0" in _said(result.reasons)


def test_third_tie_breaker_fulfilled_or_exceeded() -> None:
    document = _two_hands({"Ann": (1, 1), "Ben": (3, 3), "Cat": (0, 5)},
                          {"Ann": (0, 1), "Ben": (1, 0), "Cat": (0, 7)})
    result = card(document)
    assert typed(document).scorecard.reasons == result.reasons
    assert set(result.totals.values()) == {12}
    assert [(s.place, s.player) for s in result.standings] == [(1, "Ann"), (2, "Ben"),
                                                                (3, "Cat")]
    assert _said(result.reasons) == ("Ann ahead of Ben: 2 contracts fulfilled or exceeded to 1",
                              "Ben ahead of Cat: 1 contracts fulfilled to 0")


def test_tie_breakers_apply_in_order_with_reasons() -> None:
    players = ["Ann", "Ben", "Cat"]
    # Three 1-card hands where Ann and Ben end level on points.
    hands = [
        # Ann makes misère (5); Ben takes 5 tricks over a 0 bid (5).
        {"bids": {"Ann": 0, "Ben": 0, "Cat": 4}, "tricks": {"Ann": 0, "Ben": 5, "Cat": 4}},
    ]
    game = doc("oh-shit-misere", players, hands, options={"length": "half"},
               first_dealer="Cat")
    # 9-card first hand of a 3-player half game.
    game["hands"][0] = {"bids": {"Ann": 0, "Ben": 0, "Cat": 4},
                        "tricks": {"Ann": 0, "Ben": 5, "Cat": 4}}
    game["stopped"] = True
    result = card(game)
    assert result.totals["Ann"] == result.totals["Ben"] == 5
    places = {s.player: s.place for s in result.standings}
    assert places["Ann"] < places["Ben"]
    assert "Ann ahead of Ben: 1 contracts fulfilled to 0" in _said(result.reasons)


def _finished_tie() -> dict:
    """A finished 3-player half game where Ann and Ben tie on every tie-breaker."""
    players = ["Ann", "Ben", "Cat"]
    records = []
    for cards in range(9, 0, -1):
        records.append({"bids": {"Ann": 0, "Ben": 0, "Cat": 0},
                        "tricks": {"Ann": 0, "Ben": 0, "Cat": cards}})
    return doc("oh-shit-misere", players, records, options={"length": "half"})


def test_surviving_tie_is_shared_and_offered_a_tiebreak_deal() -> None:
    result = card(_finished_tie())
    assert [(s.place, s.player, s.shared) for s in result.standings][:2] == [
        (1, "Ann", True), (1, "Ben", True)]
    assert result.tied_groups == (("Ann", "Ben"),)
    assert any("share the place" in r for r in _said(result.reasons))


def test_tiebreak_deal_decides_the_place_without_changing_totals() -> None:
    document = _finished_tie()
    document["tiebreak"] = [{"players": ["Ann", "Ben"], "bids": {"Ann": 2, "Ben": 0},
                             "tricks": {"Ann": 2, "Ben": 3}}]
    result = card(document)
    assert [(s.place, s.player) for s in result.standings][:2] == [(1, "Ann"), (2, "Ben")]
    assert result.totals["Ann"] == result.totals["Ben"] == 45
    assert "Ann ahead of Ben: tie-break deal 12 to 3" in _said(result.reasons)


def test_equal_tiebreak_scores_stay_tied() -> None:
    document = _finished_tie()
    # Both bid misère and one takes every trick: 5 against 5.
    document["tiebreak"] = [{"players": ["Ann", "Ben"], "bids": {"Ann": 0, "Ben": 0},
                             "tricks": {"Ann": 0, "Ben": 5}}]
    result = card(document)
    assert result.standings[0].shared and result.standings[1].shared
    reasons = _said(result.reasons)
    assert any("Ann" in r and "Ben" in r and "share the place" in r for r in reasons)
    assert not any(r.startswith(("Ann ahead of Ben", "Ben ahead of Ann")) for r in reasons)


@pytest.mark.parametrize("players", [["Ann"], ["Ann", "Cat"], ["Ann", "Ben", "Cat"]])
def test_tiebreak_deal_must_be_the_tied_players(players: list[str]) -> None:
    document = _finished_tie()
    document["tiebreak"] = [{"players": players, "bids": {p: 0 for p in players},
                             "tricks": {p: (5 if i == 0 else 0) for i, p in enumerate(players)}}]
    with pytest.raises(TiebreakError) as refused:
        card(document)
    if len(players) > 1:  # one player is refused before the deal is compared with the tie
        assert str(refused.value) == ("tie-break deal 1 must be played by exactly the tied "
                                      "players (Ann, Ben)")
    assert refused.value.rule == "tie-break"


def test_tiebreak_before_the_end_is_refused() -> None:
    game = Game.new("oh-shit-misere", ["Ann", "Ben", "Cat"], "Ann")
    with pytest.raises(TiebreakError, match="only once the game has finished") as refused:
        game.apply(Tiebreak(["Ann", "Ben"], {"Ann": 0, "Ben": 0}, {"Ann": 0, "Ben": 5}))
    assert refused.value.rule == "tie-break"


def test_other_games_share_places_with_competition_ranking() -> None:
    hands = [{"bids": {"A": 1, "B": 1, "C": 0, "D": 1}, "tricks": {"A": 1, "B": 1, "C": 5,
                                                                    "D": 0}}]
    result = card(doc("oh-shit-updown", ["A", "B", "C", "D"], hands))
    assert [(s.place, s.player) for s in result.standings] == [(1, "A"), (1, "B"), (3, "D"),
                                                                (4, "C")]


def test_shithead_loser_mode_counts_losses_and_the_loser_deals() -> None:
    hands = [{"loser": "Ben"}, {"loser": "Cat"}, {"loser": "Ben"}]
    result = card(doc("shithead", ["Ann", "Ben", "Cat"], hands))
    assert [h.dealer for h in result.hands] == ["Ann", "Ben", "Cat"]
    assert result.current.dealer == "Ben"
    assert [(s.place, s.player, s.total) for s in result.standings] == [
        (1, "Ann", 0), (2, "Cat", 1), (3, "Ben", 2)]


def test_shithead_winner_mode_counts_wins_and_the_deal_passes_left() -> None:
    hands = [{"winner": "Cat"}, {"winner": "Cat"}, {"winner": "Ann"}]
    result = card(doc("shithead", ["Ann", "Ben", "Cat"], hands, options={"mode": "winner"}))
    assert [h.dealer for h in result.hands] == ["Ann", "Ben", "Cat"]
    assert [(s.place, s.player, s.total) for s in result.standings] == [
        (1, "Cat", 2), (2, "Ann", 1), (3, "Ben", 0)]


def test_shithead_full_orders_split_ties_by_average_position() -> None:
    hands = [{"out_order": ["Ann", "Cat", "Ben"]}, {"out_order": ["Cat", "Ann", "Ben"]},
             {"out_order": ["Ann", "Ben", "Cat"]}]
    result = card(doc("shithead", ["Ann", "Ben", "Cat"], hands))
    # Ann and Cat: 0 and 1 losses... Ann 0 losses; Cat 1; Ben 2.
    assert [s.player for s in result.standings] == ["Ann", "Cat", "Ben"]
    hands = [{"out_order": ["Ann", "Cat", "Ben"]}, {"out_order": ["Cat", "Ben", "Ann"]}]
    result = card(doc("shithead", ["Ann", "Ben", "Cat"], hands))
    # Cat and Ann... Cat: 0 losses; Ann and Ben 1 loss each, Ann avg 2.0, Ben avg 2.5.
    assert [(s.place, s.player) for s in result.standings] == [(1, "Cat"), (2, "Ann"),
                                                                (3, "Ben")]


def test_shithead_ties_are_shared_without_full_orders() -> None:
    hands = [{"out_order": ["Ann", "Cat", "Ben"]}, {"loser": "Ann"}]
    result = card(doc("shithead", ["Ann", "Ben", "Cat"], hands))
    assert [(s.place, s.player) for s in result.standings] == [(1, "Cat"), (2, "Ann"),
                                                                (2, "Ben")]


def test_shithead_target_ends_the_sitting() -> None:
    hands = [{"loser": "Ben"}, {"loser": "Ben"}]
    result = card(doc("shithead", ["Ann", "Ben"], hands, options={"target": 2}))
    assert result.status == FINISHED
    with pytest.raises(Exception, match="hand 3: the sitting ended after hand 2"):
        card(doc("shithead", ["Ann", "Ben"], [*hands, {"loser": "Ann"}],
                 options={"target": 2}))


def test_pw_rematch_dealer_is_right_of_the_winner() -> None:
    from scorekeeper.rules import variant

    hands = []
    players = ["Ann", "Ben", "Cat", "Dan"]
    result = card(doc("oh-hell-pw", players, hands, stopped=True))
    dealers = variant("oh-hell-pw").rematch_dealers(result, result.setup.players)
    assert dealers == ("Dan", "Ann", "Ben", "Cat")


@pytest.mark.parametrize(("deal", "message", "player"), [
    ({"players": ["Ann"], "bids": {"Ann": 0}, "tricks": {"Ann": 5}},
     "tie-break deal 1: needs at least two tied players", None),
    ({"players": ["Ann", "ann"], "bids": {"Ann": 0}, "tricks": {"Ann": 5}},
     "Ann appears twice in the tie-break players", "Ann"),
    ({"players": ["Ann", "Ben"], "bids": {"Ann": 0}, "tricks": {"Ann": 5, "Ben": 0}},
     "tie-break deal 1: Ben needs a bid and tricks", "Ben"),
    ({"players": ["Ann", "Ben"], "bids": {"Ann": 0, "Ben": 0}, "tricks": {"Ann": 5}},
     "tie-break deal 1: Ben needs a bid and tricks", "Ben"),
    ({"players": ["Ann", "Ben"], "bids": {"Ann": 6, "Ben": 0}, "tricks": {"Ann": 5, "Ben": 0}},
     "tie-break deal 1: Ann's bid must be from 0 to 5, not 6", "Ann"),
    ({"players": ["Ann", "Ben"], "bids": {"Ann": 0, "Ben": True},
      "tricks": {"Ann": 5, "Ben": 0}},
     "tie-break deal 1: Ben's bid must be from 0 to 5, not True", "Ben"),
    ({"players": ["Ann", "Ben"], "bids": {"Ann": 0, "Ben": 0}, "tricks": {"Ann": 5, "Ben": -1}},
     "tie-break deal 1: Ben's tricks must be from 0 to 5, not -1", "Ben"),
    ({"players": ["Ann", "Ben"], "bids": {"Ann": 0, "Ben": 0, "Cat": 0},
      "tricks": {"Ann": 5, "Ben": 0}},
     "tie-break deal 1: Cat did not play the tie-break deal", "Cat"),
    ({"players": ["Ann", "Ben"], "bids": {"Ann": 0, "Ben": 0},
      "tricks": {"Ann": 5, "Ben": 0, "Cat": 0}},
     "tie-break deal 1: Cat did not play the tie-break deal", "Cat"),
    ({"players": ["Ann", "Ben"], "bids": {"Ann": 0, "Ben": 0}, "tricks": {"Ann": 4, "Ben": 0}},
     "tie-break deal 1: the tricks must add up to the 5 cards dealt", None),
])
def test_a_tiebreak_deal_that_does_not_fit_is_refused_naming_why(
        deal: dict, message: str, player: str | None) -> None:
    document = _finished_tie()
    document["tiebreak"] = [deal]
    with pytest.raises(RuleError) as refused:
        card(document)
    assert message in str(refused.value)
    assert refused.value.player == player
    if message.startswith("tie-break deal"):
        assert isinstance(refused.value, TiebreakError) and refused.value.rule == "tie-break"


def test_a_tiebreak_deal_scores_as_a_misere_hand() -> None:
    document = _finished_tie()
    document["tiebreak"] = [{"players": ["Ben", "Ann"], "bids": {"Ann": 1, "Ben": 0},
                             "tricks": {"Ann": 1, "Ben": 4}}]
    result = card(document)
    places = {s.player: s.place for s in result.standings}
    assert places["Ann"] < places["Ben"]  # Ann made 1 (11), Ben went over (4)
    assert any("tie-break deal 11 to 4" in r for r in _said(result.reasons)), result.reasons


def test_tie_breakers_counted_entry_by_entry() -> None:
    """The tie-breakers' counts are added up from the previous entry's: the reasons are
    those of the whole game counted at once (a correction's: tests/rules/test_incremental)."""
    from dataclasses import replace

    from scorekeeper.rules import Bid, Stop, Tricks

    played = card(_two_hands({"Ann": (1, 1), "Ben": (3, 3), "Cat": (0, 5)},
                             {"Ann": (0, 1), "Ben": (1, 0), "Cat": (0, 7)}))
    game = Game(replace(played.state, hands=(), stopped=False))
    for record in played.state.hands:
        for player in record.bid_order or record.bids:
            game.apply(Bid(player, record.bids[player]))
        game.apply(Tricks(record.tricks))
    game.apply(Stop())
    assert _said(game.scorecard.reasons) == _said(played.reasons) == (
        "Ann ahead of Ben: 2 contracts fulfilled or exceeded to 1",
        "Ben ahead of Cat: 1 contracts fulfilled to 0")


def test_a_revoked_hand_counts_for_no_tie_breaker() -> None:
    """Rule book, misère: a revoked hand counts as neither fulfilled nor exceeded. Ann
    bids 2, takes 2 and revokes (−5), then makes 6 of 6 (16): 11. Ben makes 2 of 2 (12),
    then takes 0 of 1 (−1): 11. Cat takes 5 over 0 and 2 over 0: 7. Not counting Ann's
    revoked hand, both fulfilled one contract, one of them winning, and fulfilled or
    exceeded one: the tie stands."""
    hands = [{"bids": {"Ann": 2, "Ben": 2, "Cat": 0}, "tricks": {"Ann": 2, "Ben": 2, "Cat": 5},
              "penalties": {"Ann": 1}},
             {"bids": {"Ann": 6, "Ben": 1, "Cat": 0}, "tricks": {"Ann": 6, "Ben": 0, "Cat": 2}}]
    document = doc("oh-shit-misere", ["Ann", "Ben", "Cat"], hands,
                   options={"length": "half"}, first_dealer="Cat", stopped=True)
    result = card(document)
    assert dict(result.totals) == {"Ann": 11, "Ben": 11, "Cat": 7}
    assert [(s.place, s.player, s.shared) for s in result.standings] == [
        (1, "Ann", True), (1, "Ben", True), (3, "Cat", False)]
    assert typed(document).scorecard.standings == result.standings


@pytest.mark.parametrize(("deal", "message", "player"), [
    ({"players": ["Ann", "ann"], "bids": {"Ann": 0}, "tricks": {"Ann": 5}},
     "Ann appears twice in the tie-break players", "Ann"),
    ({"players": ["Ann", "Ben"], "bids": {"Ann": 0, "ann": 0, "Ben": 0},
      "tricks": {"Ann": 5, "Ben": 0}}, "Ann appears twice in tie-break bids", "Ann"),
    ({"players": ["Ann", "Ben"], "bids": {"Ann": 0, "Ben": 0},
      "tricks": {"Ann": 5, "Ben": 0, "ben": 0}}, "Ben appears twice in tie-break tricks", "Ben"),
])
def test_a_name_twice_in_a_tiebreak_deal_is_refused_without_a_hand_number(
        deal: dict, message: str, player: str) -> None:
    """A tie-break deal is no hand of the game: its refusal names the deal's part, and
    no hand number (the game's hands are counted from 1)."""
    document = _finished_tie()
    document["tiebreak"] = [deal]
    with pytest.raises(RuleError) as refused:
        card(document)
    assert str(refused.value) == message
    assert refused.value.hand is None
    assert refused.value.player == player


def _updown_tie(**extra: object) -> dict:
    """One hand of 7 down to 1 and back, stopped: Ann and Ben both make 2 (14 each)."""
    return doc("oh-shit-updown", ["Ann", "Ben", "Cat"],
               [{"turn_up": "2C", "bids": {"Ben": 2, "Cat": 2, "Ann": 2},
                 "tricks": {"Ann": 2, "Ben": 2, "Cat": 3}}], stopped=True, **extra)


def test_a_game_without_tie_breakers_shares_a_tie_without_a_reason() -> None:
    result = card(_updown_tie())
    assert [(s.place, s.player, s.shared) for s in result.standings] == [
        (1, "Ann", True), (1, "Ben", True), (3, "Cat", False)]
    assert result.reasons == () and result.tied_groups == ()


def test_a_tiebreak_deal_in_a_game_without_them_is_refused() -> None:
    deal = {"players": ["Ann", "Ben"], "bids": {"Ann": 0, "Ben": 0},
            "tricks": {"Ann": 5, "Ben": 0}}
    with pytest.raises(TiebreakError) as refused:
        card(_updown_tie(tiebreak=[deal]))
    assert str(refused.value) == "oh-shit-updown has no tie-break deals"
    assert refused.value.rule == "tie-break"


def test_a_second_tiebreak_deal_after_a_level_one_is_named_by_its_number() -> None:
    """Equal deal scores stay tied (rule book), so the table may deal again: the reason
    names the deal that split them."""
    document = _finished_tie()
    document["tiebreak"] = [
        {"players": ["Ann", "Ben"], "bids": {"Ann": 0, "Ben": 0},
         "tricks": {"Ann": 0, "Ben": 5}},  # misère made against one over a 0 bid: 5 to 5
        {"players": ["Ann", "Ben"], "bids": {"Ann": 2, "Ben": 0},
         "tricks": {"Ann": 2, "Ben": 3}}]  # 10 + 2 against 3
    result = card(document)
    assert [(s.place, s.player) for s in result.standings][:2] == [(1, "Ann"), (2, "Ben")]
    assert "Ann ahead of Ben: tie-break deal 2 12 to 3" in _said(result.reasons)
