"""The plain-language description says what the settings mean, topic by topic, and its
worked lines are the scores a table would write down."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scorekeeper.rules.house_describe import describe_house_rules, house_rules_text
from scorekeeper.rules.house_rules import (
    Bidding,
    HouseRules,
    Penalty,
    Points,
    Schedule,
    Score,
    Trump,
    ZeroBonus,
)
from scorekeeper.rules.presets import PRESETS


def topics(rules: HouseRules) -> dict[str, str]:
    return {line.topic: line.text for line in describe_house_rules(rules)}


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_is_described_on_every_topic(name: str) -> None:
    rules = PRESETS[name].rules
    said = topics(rules)
    assert {"Players", "Pack", "Hands", "Trump", "Bidding", "Score", "Penalty", "End",
            "Ranking"} <= set(said)
    assert said["Players"] == f"{rules.players[0]} to {rules.players[1]} players."
    text = house_rules_text(rules)
    assert text.splitlines()[0] == f"Players: {said['Players']}"
    assert not any(raw in text for raw in ("None", "_", "{"))  # no setting leaks raw


PRESET_SENTENCES = {
    "oh-shit-misere": [
        ("Pack", "6 and 7 players use the 63-card pack"),
        ("Hands", "1 card, one more each hand up to 9 (fewer if the pack cannot deal that "
                  "many), and back down to 1."),
        ("Trump", "An ace or the joker turned up means no trumps."),
        ("Trump", "the dealer shows his last card for trump"),
        ("Bidding", "Everyone shows a bid at once."),
        ("Score", "A zero bid made: 5 instead."),
        ("Score", "bid 2, took 2: 12; bid 2, took 3: 3; bid 2, took 1: −1; bid 0, took 0: 5."),
        ("Penalty", "A hand with a revoke scores at most −5 and does not count as a made bid."),
        ("Ranking", "Ties are split by made bids, then made bids above zero, then hands with "
                    "at least the bid taken"),
        ("Ranking", "tie-break deal of 5 cards each"),
    ],
    "oh-shit-updown": [
        ("Hands", "From the largest hand, 7 (fewer if the pack cannot deal that many), down "
                  "to 1 card and back up. The 1-card hand is played twice."),
        ("Bidding", "The last bidder may not make the bids total the cards. The highest "
                    "bidder leads first"),
        ("Score", "Exact bid: 10 + 2 × the bid. A missed bid (more or fewer tricks): −2 per "
                  "trick off."),
        ("Score", "bid 2, took 2: 14; bid 2, took 3: −2; bid 2, took 1: −2; bid 0, took 0: 10"),
        ("Penalty", "No penalties are recorded."),
        ("Ranking", "Players still tied share the place."),
    ],
    "oh-hell-pw": [
        ("Pack", "3 players use the 28-card pack (8 to A)."),
        ("Hands", "then that many every hand. When the largest hand deals the whole pack, "
                  "the hands go back down to 1 and up again instead."),
        ("Trump", "When a hand deals the whole pack there is no turn-up and no trumps."),
        ("Bidding", "unless that bid is 0 or all the cards."),
        ("Score", "More tricks than bid: −1 per trick taken. Fewer: minus the bid."),
        ("Score", "bid 2, took 2: 12; bid 2, took 3: −3; bid 2, took 1: −2"),
        ("Penalty", "Each renege costs 20 points in its hand."),
        ("Reset", "A running total that lands on a multiple of 50 (not 0) goes back to 0."),
        ("End", "The game ends after the hand in which a total passes 100."),
    ],
    "whysteria": [
        ("Trump", "Spades are always trump."),
        ("Bidding", "Players bid in any order, as they call"),
        ("Bidding", "The player left of the last bidder leads first."),
        ("Score", "Exact bid: 1. A missed bid (more or fewer tricks): nothing."),
    ],
    "twenty-plus-ten": [
        ("Score", "Exact bid: 20 + 10 × the bid. A missed bid (more or fewer tricks): −10 per "
                  "trick off."),
        ("Score", "bid 2, took 2: 40; bid 2, took 3: −10; bid 2, took 1: −10; bid 0, took 0: "
                  "20."),
    ],
    "trick-plus-ten": [
        ("Score", "A missed bid (more or fewer tricks): 1 per trick taken."),
        ("Score", "bid 2, took 3: 3; bid 2, took 1: 1"),
    ],
}


@pytest.mark.parametrize("name", list(PRESET_SENTENCES))
def test_the_presets_say_what_their_settings_imply(name: str) -> None:
    said = topics(PRESETS[name].rules)
    for topic, sentence in PRESET_SENTENCES[name]:
        assert sentence in said[topic], (topic, said[topic])


def test_optional_topics_appear_only_when_set() -> None:
    plain = HouseRules(name="Plain")
    assert not {"Adjustments", "Reset", "Table changes"} & set(topics(plain))
    busy = replace(plain, adjustments=True, reset_multiple=25, table_changes=True)
    said = topics(busy)
    assert said["Adjustments"].startswith("The scorekeeper may add or take off points")
    assert "multiple of 25" in said["Reset"]
    assert "join during the game, leave it, or sit out a hand" in said["Table changes"]


def test_hand_made_settings_are_described() -> None:
    rules = HouseRules(
        name="Thursday club", players=(4, 6), pack="36", jokers=1, pack_for=((4, "52"),),
        schedule=Schedule(shape="list", hands=(3, 5, 3)),
        trump=Trump(kind="sequence", sequence=("H", "none", "C")),
        bidding=Bidding(order="clockwise", hook="last", hook_from=4, hook_exempt=("zero",),
                        first_lead="left-of-dealer"),
        score=Score(made=Points(base=5, per_card=2), zero_bonus=ZeroBonus(10, 5),
                    over=Points(base=-1, per_diff=-3), under=Points(per_bid=-2)),
        penalty=Penalty("renege", each=-15), end={"above": 200}["above"])
    said = topics(rules)
    assert said["Players"] == "4 to 6 players."
    assert said["Pack"] == ("Played with the 36-card pack (6 to A) and a joker, the highest "
                            "trump. 4 players use the 52-card pack and the joker.")
    assert said["Hands"] == "These hands, in order: 3, 5, 3 cards."
    assert said["Trump"] == ("Trump follows the sequence hearts, no trumps, clubs, starting "
                             "again after the last.")
    assert ("The last bidder may not make the bids total the cards in hands of 4 cards or "
            "more, unless that bid is 0.") in said["Bidding"]
    assert "Exact bid: 5 + 2 per card dealt." in said["Score"]
    assert "A made zero bid earns 10 more in hands of 5 cards or more." in said["Score"]
    assert "More tricks than bid: −1 − 3 per trick off. Fewer: −2 × the bid." in said["Score"]
    # a hand of 5: made 2 = 5 + 2·5; over by one = −1 − 3; under by one = −2·2;
    # made 0 = 5 + 10 + bonus 10 (5 cards ≥ 5)
    assert said["Score"].endswith("For example (a hand of 5 cards): bid 2, took 2: 15; bid 2, "
                                  "took 3: −4; bid 2, took 1: −4; bid 0, took 0: 25.")
    assert said["Penalty"] == "Each renege costs 15 points in its hand."
    assert said["End"] == ("The game ends after the hand in which a total passes 200, or "
                           "after the last hand if that comes first.")


def test_turn_up_and_open_settings_are_described() -> None:
    rules = HouseRules(
        name="Open", schedule=Schedule(shape="constant", peak=4),
        trump=Trump(kind="turn-up", no_trumps_on=("K", "8")),
        bidding=Bidding(order="called", hook="none", first_lead="highest-bidder"),
        score=Score(made=Points(base=10), made_zero=7, zero_bonus=ZeroBonus(3, "always")),
        penalty=Penalty("revoke", floor=-10), end="open")
    said = topics(rules)
    assert said["Hands"] == ("The same number of cards every hand: 4 (fewer if the pack "
                             "cannot deal that many).")
    assert "A king or an 8 turned up means no trumps." in said["Trump"]
    assert "Any bid is allowed: the bids may total the cards." in said["Bidding"]
    assert "A zero bid made: 7 instead. A made zero bid earns 3 more." in said["Score"]
    assert said["Score"].endswith("bid 0, took 0: 10.")  # 7 + the bonus 3, always
    assert said["End"] == "The game goes on until the scorekeeper ends it."
