"""The plain-language description says what the settings mean, topic by topic, and its
worked lines are the scores a table would write down."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from scorekeeper.rules.game_record import GameSetup
from scorekeeper.rules.house_describe import (
    bidding_sentence,
    describe_house_rules,
    described_rules,
    end_sentence,
    house_rules_of,
    house_rules_text,
    pack_sentence,
    penalty_sentence,
    points_words,
    ranking_sentence,
    schedule_sentence,
    score_sentence,
    trump_sentence,
)
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
from scorekeeper.rules.words import Words


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


# --- each topic's sentence, word for word, for every kind of setting ------------------
BASIC = HouseRules(name="Basic")


@pytest.mark.parametrize(("schedule", "sentence"), [
    (Schedule("down", 7), "From the largest hand, 7 (fewer if the pack cannot deal that "
                          "many), down to 1 card."),
    (Schedule("down", "max"), "From the largest hand, the most the pack allows each player, "
                              "down to 1 card."),
    (Schedule("up", 5), "1 card, then one more each hand up to 5 (fewer if the pack cannot "
                        "deal that many)."),
    (Schedule("up-down", 3), "1 card, one more each hand up to 3 (fewer if the pack cannot "
                             "deal that many), and back down to 1."),
    (Schedule("up-down", 3, repeat_turn=True),
     "1 card, one more each hand up to 3 (fewer if the pack cannot deal that many), and "
     "back down to 1. The largest hand is played twice."),
    (Schedule("down-up", 4), "From the largest hand, 4 (fewer if the pack cannot deal that "
                             "many), down to 1 card and back up."),
    (Schedule("down-up", 4, repeat_turn=True),
     "From the largest hand, 4 (fewer if the pack cannot deal that many), down to 1 card "
     "and back up. The 1-card hand is played twice."),
    (Schedule("constant", "max"), "The same number of cards every hand: the most the pack "
                                  "allows each player."),
    (Schedule("climb", 6), "1 card, then one more each hand up to 6 (fewer if the pack "
                           "cannot deal that many), then that many every hand."),
    (Schedule("climb", 6, whole_pack="bounce"),
     "1 card, then one more each hand up to 6 (fewer if the pack cannot deal that many), "
     "then that many every hand. When the largest hand deals the whole pack, the hands go "
     "back down to 1 and up again instead."),
    (Schedule("list", hands=(2, 4)), "These hands, in order: 2, 4 cards."),
])
def test_each_schedule_in_words(schedule: Schedule, sentence: str) -> None:
    assert schedule_sentence(schedule) == sentence


@pytest.mark.parametrize(("trump", "sentence"), [
    (Trump("fixed", suit="H"), "Hearts are always trump."),
    (Trump("fixed", suit="D"), "Diamonds are always trump."),
    (Trump("sequence", sequence=("none",)), "Every hand: no trumps."),
    (Trump("sequence", sequence=("C",)), "Every hand: clubs."),
    (Trump("sequence", sequence=("S", "none")),
     "Trump follows the sequence spades, no trumps, starting again after the last."),
    (Trump(), "The card turned up after the deal gives trump. When a hand deals the whole "
              "pack there is no turn-up and no trumps."),
    (Trump(pack_used="last-card"),
     "The card turned up after the deal gives trump. When a hand deals the whole pack, the "
     "dealer shows his last card for trump."),
    (Trump(no_trumps_on=("JK",)), "The card turned up after the deal gives trump. The joker "
                                  "turned up means no trumps. When a hand deals the whole "
                                  "pack there is no turn-up and no trumps."),
    (Trump(no_trumps_on=("A", "J", "Q", "K", "8", "11", "2")),
     "The card turned up after the deal gives trump. An ace, a jack, a queen, a king, an 8, "
     "an 11 or a 2 turned up means no trumps. When a hand deals the whole pack there is no "
     "turn-up and no trumps."),
])
def test_each_trump_in_words(trump: Trump, sentence: str) -> None:
    assert trump_sentence(trump) == sentence


LEFT_OF_DEALER = "The player left of the dealer leads first."


@pytest.mark.parametrize(("bidding", "sentence"), [
    (Bidding(), "Bids go clockwise from the dealer's left; the dealer bids last. Any bid is "
                "allowed: the bids may total the cards. " + LEFT_OF_DEALER),
    (Bidding(order="called", first_lead="left-of-last-bidder"),
     "Players bid in any order, as they call; the order is recorded. Any bid is allowed: "
     "the bids may total the cards. The player left of the last bidder leads first."),
    (Bidding(order="simultaneous", hook="last", first_lead="highest-bidder"),
     "Everyone shows a bid at once. The highest bidder leads first (on a tie, the first of "
     "them to bid)."),
    (Bidding(hook="last"), "Bids go clockwise from the dealer's left; the dealer bids last. "
                           "The last bidder may not make the bids total the cards. "
     + LEFT_OF_DEALER),
    (Bidding(hook="last", hook_from=2, hook_exempt=("all",)),
     "Bids go clockwise from the dealer's left; the dealer bids last. The last bidder may "
     "not make the bids total the cards in hands of 2 cards or more, unless that bid is all "
     "the cards. " + LEFT_OF_DEALER),
    (Bidding(hook="last", hook_exempt=("zero", "all")),
     "Bids go clockwise from the dealer's left; the dealer bids last. The last bidder may "
     "not make the bids total the cards, unless that bid is 0 or all the cards. "
     + LEFT_OF_DEALER),
])
def test_each_bidding_in_words(bidding: Bidding, sentence: str) -> None:
    assert bidding_sentence(replace(BASIC, bidding=bidding)) == sentence


@pytest.mark.parametrize(("points", "said"), [
    (Points(), "nothing"),
    (Points(base=10, per_bid=1), "10 + the bid"),
    (Points(base=10, per_bid=-1), "10 − the bid"),
    (Points(per_bid=-1), "minus the bid"),
    (Points(per_bid=-3), "−3 × the bid"),
    (Points(per_bid=2), "2 × the bid"),
    (Points(base=-5, per_trick=1), "−5 + 1 per trick taken"),
    (Points(per_trick=-2), "−2 per trick taken"),
    (Points(per_diff=-10), "−10 per trick off"),
    (Points(base=1, per_bid=1, per_trick=2, per_diff=-3, per_card=4),
     "1 + the bid + 2 per trick taken − 3 per trick off + 4 per card dealt"),
])
def test_points_in_words(points: Points, said: str) -> None:
    assert points_words(points) == said


def test_the_score_in_words_with_each_kind_of_zero_bonus() -> None:
    made = Score(made=Points(base=10), over=Points(per_diff=-1), under=Points(per_diff=-1))
    assert score_sentence(replace(BASIC, score=made)) == (
        "Exact bid: 10. A missed bid (more or fewer tricks): −1 per trick off. For example: "
        "bid 2, took 2: 10; bid 2, took 3: −1; bid 2, took 1: −1; bid 0, took 0: 10.")
    short = replace(made, zero_bonus=ZeroBonus(5, "short-stock"), made_zero=-2)
    assert score_sentence(replace(BASIC, score=short)).startswith(
        "Exact bid: 10. A zero bid made: −2 instead. A made zero bid earns 5 more when the "
        "cards left undealt are no more than the players (a short stock). A missed bid")
    negative = replace(made, zero_bonus=ZeroBonus(-4, "always"))
    assert "A made zero bid earns −4 more. A missed" in score_sentence(
        replace(BASIC, score=negative))


@pytest.mark.parametrize(("penalty", "sentence"), [
    (None, "No penalties are recorded."),
    (Penalty("revoke", each=-10), "Each revoke costs 10 points in its hand."),
    (Penalty("renege", each=5), "Each renege adds 5 points in its hand."),
    (Penalty("revoke", each=0), "Each revoke adds 0 points in its hand."),
    (Penalty("renege", floor=-5),
     "A hand with a renege scores at most −5 and does not count as a made bid."),
    (Penalty("revoke", floor=3),
     "A hand with a revoke scores at most 3 and does not count as a made bid."),
    (Penalty("revoke"), "A hand with a revoke scores at most 0 and does not count as a made "
                        "bid."),
])
def test_each_penalty_in_words(penalty: Penalty | None, sentence: str) -> None:
    assert penalty_sentence(replace(BASIC, penalty=penalty)) == sentence


@pytest.mark.parametrize(("shape", "end", "sentence"), [
    ("down", "schedule", "The game ends after the last hand."),
    ("constant", "open", "The game goes on until the scorekeeper ends it."),
    ("climb", 150, "The game ends after the hand in which a total passes 150."),
    ("constant", 150, "The game ends after the hand in which a total passes 150."),
    ("up", 80, "The game ends after the hand in which a total passes 80, or after the last "
               "hand if that comes first."),
])
def test_each_end_in_words(shape: str, end: str | int, sentence: str) -> None:
    rules = replace(BASIC, schedule=Schedule(shape, 5), end=end)
    assert end_sentence(rules) == sentence


@pytest.mark.parametrize(("breakers", "deal", "sentence"), [
    ((), None, "Highest total wins. Players still tied share the place."),
    (("made-nonzero",), None, "Highest total wins. Ties are split by made bids above zero (a "
                              "hand with a penalty counts as none of these). Players still "
                              "tied share the place."),
    (("exact-or-over", "made"), 3,
     "Highest total wins. Ties are split by hands with at least the bid taken, then made "
     "bids (a hand with a penalty counts as none of these). Players still tied may play a "
     "tie-break deal of 3 cards each; the higher score takes the higher place."),
])
def test_the_ranking_in_words(breakers: tuple[str, ...], deal: int | None,
                              sentence: str) -> None:
    rules = replace(BASIC, tie_breakers=breakers, tie_break_deal=deal)
    assert ranking_sentence(rules) == sentence


@pytest.mark.parametrize(("pack", "words"), [
    ("52", "the 52-card pack"), ("36", "the 36-card pack (6 to A)"),
    ("32", "the 32-card pack (7 to A)"), ("28", "the 28-card pack (8 to A)"),
    ("24", "the 24-card pack (9 to A)"),
    ("63", "the 63-card pack (52 plus the 11 and 12 of each suit and the 13 of hearts and "
           "diamonds)"),
])
def test_each_pack_in_words(pack: str, words: str) -> None:
    assert pack_sentence(replace(BASIC, pack=pack)) == f"Played with {words}."


def test_packs_for_some_table_sizes_are_grouped_by_pack() -> None:
    rules = replace(BASIC, pack="52", pack_for=((3, "32"), (4, "32"), (5, "36"), (6, "32")))
    assert pack_sentence(rules) == (
        "Played with the 52-card pack. 3, 4 and 6 players use the 32-card pack (7 to A). "
        "5 players use the 36-card pack (6 to A).")


def test_the_optional_topics_word_for_word_and_in_their_place() -> None:
    busy = replace(BASIC, adjustments=True, reset_multiple=25, table_changes=True)
    lines = describe_house_rules(busy)
    assert [line.topic for line in lines] == [
        "Players", "Pack", "Hands", "Trump", "Bidding", "Score", "Penalty", "Adjustments",
        "Reset", "End", "Ranking", "Table changes"]
    said = {line.topic: line.text for line in lines}
    assert said["Adjustments"] == ("The scorekeeper may add or take off points for a player "
                                   "in a hand, with a note.")
    assert said["Reset"] == ("A running total that lands on a multiple of 25 (not 0) goes "
                             "back to 0.")
    assert said["Table changes"] == ("Players may join during the game, leave it, or sit out "
                                     "a hand (scoring nothing).")


def test_numbers_and_sentences_go_through_the_words_given() -> None:
    """Every sentence is looked up, and every number written, in the reader's language."""
    asked: list[str] = []

    def lookup(source: str, disambiguation: str, n: int) -> str:
        asked.append(source)
        return ""

    words = Words("xx", lookup=lookup, number=lambda n: f"#{n}")
    rules = replace(BASIC, players=(3, 5), reset_multiple=25, end=120, tie_break_deal=4,
                    schedule=Schedule("list", hands=(2, 3)), penalty=Penalty("revoke", -7),
                    bidding=Bidding(hook="last", hook_from=3))
    text = "\n".join(f"{line.topic}: {line.text}"
                     for line in describe_house_rules(rules, words))
    for number in ("#3 to #5 players", "#2, #3 cards", "multiple of #25", "passes #120",
                   "deal of #4 cards", "costs #7 points", "hands of #3 cards or more"):
        assert number in text
    assert {"Players", "Reset", "End", "Ranking", "Highest total wins."} <= set(asked)


def test_a_house_games_rules_are_found_from_its_setup() -> None:
    rules = PRESETS["oh-hell-pw"].rules
    house = GameSetup("house", ("Ann", "Ben", "Cat"), "Ann", {"rules": rules.to_dict()})
    assert house_rules_of(house) == rules
    assert described_rules(house) == describe_house_rules(rules)
    builtin = GameSetup("oh-hell-pw", ("Ann", "Ben", "Cat"), "Ann")
    assert house_rules_of(builtin) is None and described_rules(builtin) == ()


# Settings that between them take every branch of the description.
EVERY_BRANCH = [
    *(p.rules for p in PRESETS.values()),
    replace(BASIC, pack="36", jokers=1, pack_for=((4, "52"), (5, "52"), (6, "63")),
            schedule=Schedule("list", hands=(3, 5)), adjustments=True, reset_multiple=25,
            table_changes=True, end=300, tie_breakers=("made", "made-nonzero"),
            tie_break_deal=4,
            trump=Trump("sequence", sequence=("H", "none")),
            bidding=Bidding(hook="last", hook_from=3, hook_exempt=("zero", "all"),
                            first_lead="highest-bidder"),
            score=Score(made=Points(base=5, per_card=2), made_zero=-1,
                        zero_bonus=ZeroBonus(10, 5), over=Points(base=-1, per_diff=-3),
                        under=Points(per_bid=-1)),
            penalty=Penalty("renege", each=4)),
    replace(BASIC, pack="32", schedule=Schedule("climb", 4, whole_pack="bounce"), end="open",
            trump=Trump(no_trumps_on=("JK", "A", "J", "Q", "K", "8", "2"),
                        pack_used="last-card"),
            bidding=Bidding(order="called", first_lead="left-of-last-bidder"),
            score=Score(made=Points(base=2, per_bid=1), zero_bonus=ZeroBonus(3, "short-stock"),
                        over=Points(per_trick=-1), under=Points(per_bid=-1)),
            penalty=Penalty("revoke", floor=-5)),
    replace(BASIC, pack="28", schedule=Schedule("down-up", 3, repeat_turn=True),
            trump=Trump("fixed", suit="C"), score=Score(zero_bonus=ZeroBonus(2, "always"))),
    replace(BASIC, pack="24", schedule=Schedule("up-down", 3, repeat_turn=True), end=50,
            trump=Trump("sequence", sequence=("D",)), bidding=Bidding(hook="last")),
    replace(BASIC, schedule=Schedule("up", 3), bidding=Bidding(order="simultaneous")),
    replace(BASIC, schedule=Schedule("constant", "max"), end=90),
]


@pytest.mark.parametrize("rules", EVERY_BRANCH)
def test_every_word_of_the_description_is_in_the_readers_language(rules: HouseRules) -> None:
    """Each sentence, each value put into one and each number goes through the words
    handed in, and each sentence asked is in the shipped catalogue (with its
    disambiguation): nothing of the description is left in English."""
    from .catalogue_words import MarkedWords, unmarked

    marked = MarkedWords("de")
    lines = describe_house_rules(rules, marked.words)
    assert marked.missing == []
    for line in lines:
        assert unmarked(line.topic) == ""
        # What is left: spaces, stops, numbers (#n) and card ranks, never a word.
        assert re.fullmatch(r"[\s.,;#\d−+-]*", unmarked(line.text)), line.text
    assert house_rules_text(rules, marked.words).splitlines() == [
        f"{line.topic}: {line.text}" for line in lines]
    setup = GameSetup("house", ("Ann", "Ben", "Cat"), "Ann", {"rules": rules.to_dict()})
    assert described_rules(setup, marked.words) == lines


def test_a_worked_line_counts_cards_when_the_score_does() -> None:
    per_card = replace(BASIC, score=Score(made=Points(per_card=1)))
    assert score_sentence(per_card).endswith(
        "For example (a hand of 5 cards): bid 2, took 2: 5; bid 2, took 3: 0; bid 2, took 1: "
        "0; bid 0, took 0: 5.")
    over_per_card = replace(BASIC, score=Score(over=Points(per_card=-1)))
    assert "For example (a hand of 5 cards): " in score_sentence(over_per_card)
    plain = replace(BASIC, score=Score(made=Points(base=1)))
    assert "For example: bid 2, took 2: 1;" in score_sentence(plain)
