"""Shithead's hands: what each may record, what a refusal says, and what a hand's
result carries (the order out, whom it counted for, the tally so far)."""

from __future__ import annotations

import pytest

from scorekeeper.rules import Game, OutcomeError, RuleError
from scorekeeper.rules.commands import Outcome

from .helpers import card, doc

PLAYERS = ["Ann", "Ben", "Cat"]


@pytest.mark.parametrize(("mode", "hand", "message", "player"), [
    ("loser", {"out_order": ["Ann", "Ann", "Ben"]}, "Ann appears twice in the order out",
     "Ann"),
    ("loser", {"out_order": ["Ann"]},
     "the order out lists 1 players; list all 3 (or all but the loser)", None),
    ("loser", {"out_order": ["Ann", "Ben", "Cat"], "loser": "Ben"},
     "the loser is Ben, but the order out ends with Cat", "Ben"),
    ("winner", {"out_order": ["Ann", "Ben", "Cat"], "winner": "Ben"},
     "the winner is Ben, but the order out starts with Ann", "Ben"),
    ("winner", {"loser": "Ben", "winner": "ben"}, "Ben cannot both win and lose the hand",
     "Ben"),
    ("loser", {"winner": "Ann"},
     "record the loser (or the order out) of each hand in loser mode", None),
    ("winner", {"loser": "Ann"},
     "record the winner (or the order out) of each hand in winner mode", None),
])
def test_a_hand_that_does_not_fit_is_refused_naming_the_hand_and_why(
        mode: str, hand: dict, message: str, player: str | None) -> None:
    first = {"loser": "Cat"} if mode == "loser" else {"winner": "Cat"}
    document = doc("shithead", PLAYERS, [first, hand], options={"mode": mode})
    with pytest.raises(RuleError) as refused:
        card(document)
    assert str(refused.value) == f"hand 2: {message}"
    assert (refused.value.hand, refused.value.player) == (2, player)
    assert refused.value.rule in ("result", "the order out")


def test_an_unknown_name_is_refused_in_its_hand() -> None:
    with pytest.raises(RuleError) as refused:
        card(doc("shithead", PLAYERS, [{"loser": "Zed"}]))
    assert refused.value.hand == 1 and "Zed" in str(refused.value)


@pytest.mark.parametrize(("mode", "hand", "role"), [
    ("loser", {"loser": "Zed"}, "the loser"),
    ("winner", {"winner": "Zed"}, "the winner"),
    ("loser", {"out_order": ["Ann", "Zed"]}, "player"),
])
def test_an_unknown_name_is_refused_naming_the_hand_and_the_role_asked_for(
        mode: str, hand: dict, role: str) -> None:
    document = doc("shithead", PLAYERS, [{"loser": "Cat", "winner": "Ann"}, hand],
                   options={"mode": mode})
    with pytest.raises(RuleError) as refused:
        card(document)
    assert str(refused.value) == (f"hand 2: 'Zed' is not playing in this game ({role} must "
                                  "be one of Ann, Ben, Cat)")
    assert (refused.value.hand, refused.value.player) == (2, "Zed")


@pytest.mark.parametrize("mode", ["loser", "winner"])
def test_a_winner_and_another_loser_may_both_be_named(mode: str) -> None:
    """Naming both is no contradiction unless they are the same player, with or
    without an order out that agrees."""
    named = card(doc("shithead", PLAYERS, [
        {"loser": "Ben", "winner": "Ann"},
        {"out_order": ["Cat", "Ann", "Ben"], "winner": "Cat", "loser": "Ben"},
    ], options={"mode": mode}))
    assert [(h.winner, h.loser) for h in named.hands] == [("Ann", "Ben"), ("Cat", "Ben")]


def test_a_hand_result_carries_the_order_who_it_counted_for_and_the_tally() -> None:
    result = card(doc("shithead", PLAYERS, [
        {"out_order": ["Ben", "Ann"]},  # Cat, left holding cards, is the loser
        {"loser": "Ben"},
    ]))
    first, second = result.hands
    assert (first.out_order, first.loser, first.winner) == (("Ben", "Ann", "Cat"), "Cat", "Ben")
    assert first.tallied == "Cat" and dict(first.totals) == {"Ann": 0, "Ben": 0, "Cat": 1}
    assert second.tallied == "Ben" and dict(second.totals) == {"Ann": 0, "Ben": 1, "Cat": 1}
    assert first.reminders and first.reminders == second.reminders  # how to deal
    upcoming = result.current
    assert (upcoming.number, upcoming.dealer) == (3, "Ben")  # the last loser deals
    assert upcoming.reminders == first.reminders


def test_one_name_alone_records_whom_the_sitting_counts() -> None:
    game = Game.new("shithead", PLAYERS, "Ann", {"mode": "winner"})
    assert game.apply(Outcome(winner="Cat")).scorecard.hands[0].tallied == "Cat"
    with pytest.raises(OutcomeError):
        Game.new("shithead", PLAYERS, "Ann").apply(Outcome(winner="Cat"))


def _sitting(**options: object) -> Game:
    return Game.new("shithead", PLAYERS, "Ann", dict(options))


def test_a_sitting_to_a_target_ends_there_and_says_so() -> None:
    from scorekeeper.rules.games import variant

    shithead = variant("shithead")
    game = _sitting(target=2)
    assert shithead.target_text(game.setup) == "first to 2 losses ends the sitting"
    game.apply(Outcome(loser="Ben"))
    assert shithead.end_text(game.scorecard) == "The sitting was ended."
    game.apply(Outcome(loser="Cat"))
    assert not game.scorecard.over
    game.apply(Outcome(loser="Ben"))
    assert game.scorecard.over and game.scorecard.status == "finished"
    assert shithead.end_text(game.scorecard) == "Ben reached 2 losses: the sitting is over."
    late = doc("shithead", PLAYERS, [{"loser": "Ben"}, {"loser": "Ben"}, {"loser": "Cat"}],
               options={"target": 2})
    with pytest.raises(RuleError) as refused:
        card(late)
    assert str(refused.value) == ("hand 3: the sitting ended after hand 2 (someone reached 2); "
                                  "no more hands can be recorded")
    assert refused.value.rule == "end"
    winners = _sitting(target=1, mode="winner")
    assert shithead.target_text(winners.setup) == "first to 1 win ends the sitting"
    assert shithead.target_text(_sitting().setup) is None
    stopped = _sitting()
    stopped.apply(Outcome(loser="Ann"))
    from scorekeeper.rules.commands import Stop

    stopped.apply(Stop())
    assert shithead.end_text(stopped.scorecard) == "The sitting was ended."
    assert stopped.scorecard.status == "finished"


def test_the_deal_reminder_counts_the_table_cards() -> None:
    game = _sitting(table_cards=4)
    assert [str(r) for r in game.scorecard.current.reminders] == [
        "Deal each player 4 face-down, 4 face-up and 3 in hand."]


@pytest.mark.parametrize(("hand", "message", "rule", "player"), [
    ({"loser": "Ann", "bids": {"Ann": 1}}, "shithead has no bids or tricks", "result", None),
    ({"loser": "Ann", "tricks": {"Ann": 1}}, "shithead has no bids or tricks", "result",
     None),
    ({"loser": "Ann", "penalties": {"Ben": 1}}, "Ben has a penalty, but shithead has no "
                                               "penalties", "penalties", "Ben"),
    ({"loser": "Ann", "turn_up": "QH"}, "shithead has no turn-up", "turn-up", None),
])
def test_what_a_shithead_hand_cannot_hold(hand: dict, message: str, rule: str,
                                          player: str | None) -> None:
    with pytest.raises(RuleError) as refused:
        card(doc("shithead", PLAYERS, [hand]))
    assert str(refused.value) == f"hand 1: {message}"
    assert (refused.value.rule, refused.value.player) == (rule, player)


def test_only_the_last_hand_may_be_in_play() -> None:
    with pytest.raises(RuleError) as refused:
        card(doc("shithead", PLAYERS, [{}, {"loser": "Ann"}]))
    assert str(refused.value) == ("hand 1: no result recorded; only the last hand may still "
                                  "be in play")
    in_play = card(doc("shithead", PLAYERS, [{"loser": "Ann"}, {}]))
    assert refused.value.rule == "result"
    assert in_play.current.number == 2 and not in_play.current.complete
    assert in_play.current.dealer == "Ann"  # the loser deals
    assert [str(r) for r in in_play.current.reminders] == [
        "Deal each player 3 face-down, 3 face-up and 3 in hand."]
    assert in_play.next_hand is None  # the hand in play is the one to finish first


def test_a_finished_sitting_has_no_next_hand() -> None:
    reached = card(doc("shithead", PLAYERS, [{"loser": "Ben"}], options={"target": 1}))
    assert reached.status == "finished" and reached.next_hand is None
    ended = card(doc("shithead", PLAYERS, [{"loser": "Ben"}], stopped=True))
    assert ended.status == "finished" and ended.next_hand is None
    going = card(doc("shithead", PLAYERS, [{"loser": "Ben"}], options={"target": 2}))
    assert going.next_hand is not None and going.next_hand.number == 2


def test_a_sitting_ended_before_any_hand_was_ended_by_the_scorekeeper() -> None:
    from scorekeeper.rules.games import variant

    for options in ({}, {"target": 1}):
        empty = card(doc("shithead", PLAYERS, [], stopped=True, options=options))
        assert variant("shithead").end_text(empty) == "The sitting was ended."


def test_jokers_make_room_for_a_sixth_player_not_a_seventh() -> None:
    from scorekeeper.rules import SetupError

    six = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]
    assert Game.new("shithead", six, "Ann", {"jokers": True}).setup.players == tuple(six)
    with pytest.raises(SetupError, match=r"^shithead takes 2 to 6 players, not 7$"):
        Game.new("shithead", [*six, "Gus"], "Ann", {"jokers": True})


@pytest.mark.parametrize("options", [{"mode": "loser"}, {}])
def test_the_shithead_of_the_night_counts_every_loss_of_a_loser_sitting(
        options: dict) -> None:
    """In a loser sitting a total is a player's losses, each one a time they were the
    shithead; options that could not be read mean the default mode, loser."""
    from scorekeeper.rules.games import variant

    seats = [("Ann", 1, 0), ("Ben", 3, 4), ("Cat", 2, 1)]
    assert variant("shithead").last_place_counts(options, seats) == {"Ben": 4, "Cat": 1}


@pytest.mark.parametrize(("mode", "count"), [("loser", 2), ("winner", 1), ("winner", 3)])
def test_the_target_is_said_in_the_catalogues_words(mode: str, count: int) -> None:
    """The tally is looked up as the catalogue keeps it (an empty disambiguation): one
    not found would stay in English in every language."""
    from scorekeeper.rules.games import variant

    from .catalogue_words import MarkedWords, unmarked

    marked = MarkedWords("de")
    text = variant("shithead").target_text(_sitting(mode=mode, target=count).setup,
                                           marked.words)
    assert text is not None and unmarked(text) == f"#{count}"  # only the number as is
    assert marked.missing == []


def test_a_winner_sitting_passes_the_deal_to_the_left() -> None:
    game = _sitting(mode="winner")
    game.apply(Outcome(winner="Cat"))
    game.apply(Outcome(winner="Cat"))
    assert [h.dealer for h in game.scorecard.hands] == ["Ann", "Ben"]
    assert game.scorecard.current.dealer == "Cat"
    first = game.scorecard.standings[0]
    assert (first.place, first.player, first.total) == (1, "Cat", 2)


def test_level_tallies_are_split_by_the_average_place_out() -> None:
    """With every order out recorded, fewer losses first, then the better average place."""
    game = _sitting()
    game.apply(Outcome(out_order=("Ann", "Ben", "Cat")))
    game.apply(Outcome(out_order=("Ben", "Cat", "Ann")))
    game.apply(Outcome(out_order=("Ben", "Ann", "Cat")))
    standings = [(s.place, s.player, s.total, s.shared) for s in game.scorecard.standings]
    assert standings == [(1, "Ben", 0, False), (2, "Ann", 1, False), (3, "Cat", 2, False)]
    level = _sitting()
    level.apply(Outcome(out_order=("Ann", "Ben", "Cat")))
    level.apply(Outcome(loser="Ann"))  # one hand without its order: no averages
    assert [(s.place, s.shared) for s in level.scorecard.standings
            if s.player in ("Ann", "Cat")] == [(2, True), (2, True)]


def test_a_tie_break_deal_has_no_place_in_shithead() -> None:
    from dataclasses import replace

    from scorekeeper.rules.game_record import TiebreakDeal
    from scorekeeper.rules.games import variant

    game = _sitting()
    game.apply(Outcome(loser="Ann"))
    state = replace(game.state, stopped=True,
                    tiebreaks=(TiebreakDeal(("Ben", "Cat"), {}, {}),))
    with pytest.raises(RuleError, match=r"^shithead has no tie-break deals$") as refused:
        variant("shithead").evaluate(state)
    assert refused.value.rule == "tie-break"
