"""House rules read from a dict: each refusal word for word (the key, what it may be,
and the value given), each boundary the rule book sets, and every default."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.rules.house_rules import (
    Bidding,
    HouseRules,
    HouseRulesError,
    Penalty,
    Points,
    Schedule,
    Score,
    Trump,
    ZeroBonus,
    rules_from_dict,
)

BASE: dict[str, Any] = {"name": "Club"}
SETTINGS = ("name, based_on, players, pack, jokers, pack_for, schedule, trump, bidding, "
            "score, penalty, adjustments, reset_multiple, end, tie_breakers, tie_break_deal, "
            "table_changes")


@pytest.mark.parametrize(("change", "message"), [
    ({"name": "  "}, "name must be text of 1 to 40 characters, not '  '"),
    ({"name": "x" * 41}, f"name must be text of 1 to 40 characters, not '{'x' * 41}'"),
    ({"name": 5}, "name must be text of 1 to 40 characters, not 5"),
    ({"based_on": 5}, "based_on must be a preset name or null, not 5"),
    ({"players": [3]}, "players must be a list of 2 to 2 items, not [3]"),
    ({"players": [3, 4, 5]}, "players must be a list of 2 to 2 items, not [3, 4, 5]"),
    ({"players": (3, 4)}, "players must be a list of 2 to 2 items, not (3, 4)"),
    ({"players": [1, 4]}, "players[0] must be a whole number from 2 to 10, not 1"),
    ({"players": [11, 11]}, "players[0] must be a whole number from 2 to 10, not 11"),
    ({"players": [5, 4]}, "players[1] must be a whole number from 5 to 10, not 4"),
    ({"players": [3, 11]}, "players[1] must be a whole number from 3 to 10, not 11"),
    ({"players": [3, True]}, "players[1] must be a whole number from 3 to 10, not True"),
    ({"pack": 52}, "pack must be one of 52, 36, 32, 28, 24, 63, not 52"),
    ({"pack": "54"}, "pack must be one of 52, 36, 32, 28, 24, 63, not '54'"),
    ({"jokers": 2}, "jokers must be a whole number from 0 to 1, not 2"),
    ({"jokers": -1}, "jokers must be a whole number from 0 to 1, not -1"),
    ({"pack_for": []}, "pack_for must be an object from a player count to a pack, not []"),
    ({"pack_for": {"1": "52"}},
     "pack_for must be keyed by player counts 2 to 10 (as text), not '1'"),
    ({"pack_for": {"11": "52"}},
     "pack_for must be keyed by player counts 2 to 10 (as text), not '11'"),
    ({"pack_for": {"4": "53"}}, "pack_for.4 must be one of 52, 36, 32, 28, 24, 63, not '53'"),
    ({"schedule": []}, "schedule must be an object, not []"),
    ({"schedule": {"shape": "zigzag"}}, "schedule.shape must be one of down, up, up-down, "
                                        "down-up, constant, climb, list, not 'zigzag'"),
    ({"schedule": {"peak": 0}}, "schedule.peak must be a whole number ≥ 1, not 0"),
    ({"schedule": {"peak": "7"}}, "schedule.peak must be a whole number ≥ 1, not '7'"),
    ({"schedule": {"shape": "list", "list": []}},
     "schedule.list must be a list of at least 1 items, not []"),
    ({"schedule": {"shape": "list", "list": [2, 0]}},
     "schedule.list[1] must be a whole number ≥ 1, not 0"),
    ({"schedule": {"list": [2]}}, "schedule.list is for the list shape only"),
    ({"schedule": {"whole_pack": "wrap"}},
     "schedule.whole_pack must be one of hold, bounce, not 'wrap'"),
    ({"schedule": {"repeat_turn": 1}}, "schedule.repeat_turn must be true or false, not 1"),
    ({"trump": {"kind": "none"}}, "trump.kind must be one of turn-up, fixed, sequence, not "
                                  "'none'"),
    ({"trump": {"kind": "fixed", "suit": "X"}}, "trump.suit must be one of S, H, D, C, not "
                                                "'X'"),
    ({"trump": {"kind": "sequence", "sequence": ["S"] * 11}},
     "trump.sequence must be a list of 1 to 10 items, not " + repr(["S"] * 11)),
    ({"trump": {"kind": "sequence", "sequence": ["S", "X"]}},
     "trump.sequence[1] must be one of S, H, D, C, none, not 'X'"),
    ({"trump": {"no_trumps_on": ["A", "1"]}}, "trump.no_trumps_on[1] must be one of 2, 3, 4, "
                                              "5, 6, 7, 8, 9, 10, 11, 12, 13, J, Q, K, A, JK, "
                                              "not '1'"),
    ({"trump": {"no_trumps_on": "A"}}, "trump.no_trumps_on must be a list of at least 0 "
                                       "items, not 'A'"),
    ({"trump": {"pack_used": "first-card"}},
     "trump.pack_used must be one of no-trumps, last-card, not 'first-card'"),
    ({"trump": {"colour": "red"}}, "trump.colour is not a setting (the settings of trump "
                                   "are: kind, suit, sequence, no_trumps_on, pack_used)"),
    ({"bidding": []}, "bidding must be an object, not []"),
    ({"bidding": {"order": "random"}},
     "bidding.order must be one of clockwise, called, simultaneous, not 'random'"),
    ({"bidding": {"hook": "first"}}, "bidding.hook must be one of none, last, not 'first'"),
    ({"bidding": {"hook_from": 0}}, "bidding.hook_from must be a whole number ≥ 1, not 0"),
    ({"bidding": {"hook_exempt": ["zero", "all", "zero"]}},
     "bidding.hook_exempt must be a list of 0 to 2 items, not ['zero', 'all', 'zero']"),
    ({"bidding": {"first_lead": "dealer"}}, "bidding.first_lead must be one of "
                                            "left-of-dealer, highest-bidder, "
                                            "left-of-last-bidder, not 'dealer'"),
    ({"score": {"made": {"per_diff": 1}}}, "score.made.per_diff is not a setting (the "
                                           "settings of score.made are: base, per_bid, "
                                           "per_card)"),
    ({"score": {"under": {"per_card": "2"}}}, "score.under.per_card must be a whole number, "
                                              "not '2'"),
    ({"score": {"made_zero": 1.5}}, "score.made_zero must be a whole number, not 1.5"),
    ({"score": {"zero_bonus": {"points": 5}}}, "score.zero_bonus.when is missing"),
    ({"score": {"zero_bonus": {"when": "always"}}}, "score.zero_bonus.points is missing"),
    ({"score": {"zero_bonus": {"points": 5, "when": {"min_cards": 0}}}},
     "score.zero_bonus.when.min_cards must be a whole number ≥ 1, not 0"),
    ({"score": {"zero_bonus": {"points": 5, "when": {}}}},
     "score.zero_bonus.when.min_cards is missing"),
    ({"score": {"zero_bonus": {"points": 5, "when": "never"}}},
     "score.zero_bonus.when must be one of always, short-stock, not 'never'"),
    ({"score": {"zero_bonus": {"points": "5", "when": "always"}}},
     "score.zero_bonus.points must be a whole number, not '5'"),
    ({"penalty": {"each": -5}}, "penalty.name is missing"),
    ({"penalty": {"name": "revoke", "each": -5, "floor": -5}},
     "penalty needs exactly one of each or floor"),
    ({"penalty": {"name": "revoke", "each": "5"}}, "penalty.each must be a whole number, "
                                                   "not '5'"),
    ({"penalty": {"name": "revoke", "floor": None}}, "penalty.floor must be a whole number, "
                                                     "not None"),
    ({"adjustments": 0}, "adjustments must be true or false, not 0"),
    ({"reset_multiple": 1}, "reset_multiple must be a whole number ≥ 2, not 1"),
    ({"end": {}}, "end.above is missing"),
    ({"end": {"above": 0}}, "end.above must be a whole number ≥ 1, not 0"),
    ({"end": {"below": 5}}, "end.below is not a setting (the settings of end are: above)"),
    ({"tie_breakers": ["made"] * 4}, "tie_breakers must be a list of 0 to 3 items, not "
                                     + repr(["made"] * 4)),
    ({"tie_breakers": ["made", "luck"]}, "tie_breakers[1] must be one of made, "
                                         "made-nonzero, made-or-over, not 'luck'"),
    ({"tie_breakers": ["made", "made"]}, "tie_breakers must be a list without repeats, not "
                                         "['made', 'made']"),
    ({"tie_break_deal": {"cards": 27}}, "tie_break_deal.cards must be a whole number from "
                                        "1 to 26, not 27"),
    ({"tie_break_deal": {"cards": 0}}, "tie_break_deal.cards must be a whole number from 1 "
                                       "to 26, not 0"),
    ({"tie_break_deal": 5}, "tie_break_deal must be an object, not 5"),
    ({"tie_break_deal": {}}, "tie_break_deal.cards is missing"),
    ({"table_changes": None}, "table_changes must be true or false, not None"),
    ({"bidding": {"order": "simultaneous", "hook": "last"}},
     "bidding.hook must be none with simultaneous bidding (nobody bids last)"),
    ({"bidding": {"order": "simultaneous", "first_lead": "left-of-last-bidder"}},
     "bidding.first_lead cannot be left-of-last-bidder with simultaneous bidding (nobody "
     "bids last)"),
    ({"schedule": {"shape": "constant"}},
     "end must be open or above a total with the constant shape (it has no last hand)"),
    ({"trump": {"kind": "sequence", "sequence": ["S"], "no_trumps_on": ["A"]}},
     "trump.no_trumps_on and trump.pack_used are for the turn-up kind only"),
    ({"trump": {"kind": "fixed", "suit": "S", "pack_used": "last-card"}},
     "trump.no_trumps_on and trump.pack_used are for the turn-up kind only"),
    ({"colour": "red"}, f"rules.colour is not a setting (the settings of rules are: "
                        f"{SETTINGS})"),
])
def test_a_wrong_setting_is_refused_word_for_word(change: dict[str, Any], message: str,
                                                  ) -> None:
    with pytest.raises(HouseRulesError) as caught:
        rules_from_dict({**BASE, **change})
    assert str(caught.value) == f"house rules: {message}"
    assert caught.value.rule == "house rules"


def test_rules_that_are_no_object_or_have_no_name_are_refused() -> None:
    with pytest.raises(HouseRulesError, match=r"^house rules: rules must be an object, not "
                                              r"\['Club'\]$"):
        rules_from_dict(["Club"])
    with pytest.raises(HouseRulesError, match=r"^house rules: rules\.name is missing$"):
        rules_from_dict({})


def test_every_setting_left_out_takes_its_default() -> None:
    assert rules_from_dict({"name": " Club "}) == HouseRules(
        name="Club", based_on=None, players=(3, 7), pack="52", jokers=0, pack_for=(),
        schedule=Schedule("down", "max", False, "hold", ()),
        trump=Trump("turn-up", None, (), (), "no-trumps"),
        bidding=Bidding("clockwise", "none", 1, (), "left-of-dealer"),
        score=Score(Points(), None, None, Points(), Points()), penalty=None,
        adjustments=False, reset_multiple=None, end="schedule", tie_breakers=(),
        tie_break_deal=None, table_changes=False)


def test_the_boundaries_the_rule_book_sets_are_allowed() -> None:
    rules = rules_from_dict({
        "name": "x" * 40, "based_on": "oh-hell-pw", "players": [2, 10], "jokers": 1,
        "pack_for": {"2": "24", "10": "63"}, "schedule": {"shape": "list", "list": [1]},
        "trump": {"kind": "sequence", "sequence": ["S"] * 10},
        "bidding": {"hook": "last", "hook_exempt": ["all", "zero"], "hook_from": 1},
        "score": {"made_zero": -3, "zero_bonus": {"points": 2, "when": {"min_cards": 1}}},
        "penalty": {"name": "renege", "floor": -4}, "reset_multiple": 2,
        "end": {"above": 1}, "tie_breakers": ["made", "made-nonzero", "made-or-over"],
        "tie_break_deal": {"cards": 26}, "adjustments": True, "table_changes": True})
    assert (rules.name, rules.based_on, rules.players, rules.jokers) == (
        "x" * 40, "oh-hell-pw", (2, 10), 1)
    assert rules.pack_for == ((2, "24"), (10, "63"))
    assert rules.schedule.hands == (1,) and rules.trump.sequence == ("S",) * 10
    assert rules.bidding.hook_exempt == ("all", "zero")
    assert rules.score.made_zero == -3 and rules.score.zero_bonus == ZeroBonus(2, 1)
    assert rules.penalty == Penalty("renege", floor=-4)
    assert (rules.reset_multiple, rules.end, rules.tie_break_deal) == (2, 1, 26)
    assert rules.adjustments and rules.table_changes
    assert rules_from_dict(rules.to_dict()) == rules
    assert rules_from_dict({"name": "x", "players": [5, 5]}).players == (5, 5)
    assert rules_from_dict({"name": "x", "players": [3, 7], "jokers": 0}).jokers == 0


def test_an_exemption_given_twice_counts_once_in_the_order_given() -> None:
    rules = rules_from_dict({**BASE, "bidding": {"hook": "last",
                                                  "hook_exempt": ["all", "all"]}})
    assert rules.bidding.hook_exempt == ("all",)
    rules = rules_from_dict({**BASE, "bidding": {"hook": "last",
                                                  "hook_exempt": ["zero", "all"]}})
    assert rules.bidding.hook_exempt == ("zero", "all")


def test_the_written_form_spells_every_setting_out() -> None:
    rules = rules_from_dict({**BASE, "trump": {"kind": "fixed", "suit": "H"},
                             "score": {"zero_bonus": {"points": 3, "when": "short-stock"},
                                       "made": {"base": 10, "per_bid": 1}},
                             "penalty": {"name": "revoke", "each": -10},
                             "end": {"above": 100}, "schedule": {"shape": "up", "peak": 5},
                             "tie_break_deal": {"cards": 5}, "pack_for": {"7": "63"}})
    assert rules.to_dict() == {
        "name": "Club", "based_on": None, "players": [3, 7], "pack": "52", "jokers": 0,
        "pack_for": {"7": "63"},
        "schedule": {"shape": "up", "peak": 5, "repeat_turn": False, "whole_pack": "hold"},
        "trump": {"kind": "fixed", "no_trumps_on": [], "pack_used": "no-trumps",
                  "suit": "H"},
        "bidding": {"order": "clockwise", "hook": "none", "hook_from": 1, "hook_exempt": [],
                    "first_lead": "left-of-dealer"},
        "score": {"made": {"base": 10, "per_bid": 1, "per_card": 0}, "made_zero": None,
                  "zero_bonus": {"points": 3, "when": "short-stock"},
                  "over": {"base": 0, "per_bid": 0, "per_trick": 0, "per_diff": 0,
                           "per_card": 0},
                  "under": {"base": 0, "per_bid": 0, "per_trick": 0, "per_diff": 0,
                            "per_card": 0}},
        "penalty": {"name": "revoke", "each": -10}, "adjustments": False,
        "reset_multiple": None, "end": {"above": 100}, "tie_breakers": [],
        "tie_break_deal": {"cards": 5}, "table_changes": False}
    sequence = rules_from_dict({**BASE, "trump": {"kind": "sequence", "sequence": ["none"]},
                                "schedule": {"shape": "list", "list": [3, 2]},
                                "score": {"zero_bonus": {"points": 1,
                                                         "when": {"min_cards": 4}}},
                                "penalty": {"name": "renege", "floor": 0}})
    written = sequence.to_dict()
    assert written["trump"] == {"kind": "sequence", "no_trumps_on": [],
                                "pack_used": "no-trumps", "sequence": ["none"]}
    assert written["schedule"]["list"] == [3, 2]
    assert written["score"]["zero_bonus"] == {"points": 1, "when": {"min_cards": 4}}
    assert written["penalty"] == {"name": "renege", "floor": 0}
    assert written["end"] == "schedule"


def test_the_pack_for_a_table_size() -> None:
    rules = rules_from_dict({**BASE, "pack": "36", "pack_for": {"3": "28", "7": "63"}})
    assert [rules.pack_name(n) for n in (3, 4, 7)] == ["28", "36", "63"]
