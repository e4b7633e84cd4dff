"""House rules in plain words, generated from the settings themselves.

A table reads what it agreed to before it plays, and the printed scorecard says how
the game was scored; both come from here so the words can never drift from what the
engine does (the worked lines are scored by the engine's own hand score).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import SUIT_NAMES
from .game_record import GameSetup
from .games import game_rules
from .games.engine import HouseVariant, hand_points
from .house_rules import HouseRules, Points, Schedule, Trump

PACK_WORDS = {
    "52": "the 52-card pack",
    "36": "the 36-card pack (6 to A)",
    "32": "the 32-card pack (7 to A)",
    "28": "the 28-card pack (8 to A)",
    "24": "the 24-card pack (9 to A)",
    "63": "the 63-card pack (52 plus the 11 and 12 of each suit and the 13 of hearts and "
          "diamonds)",
}
EXAMPLE_CARDS = 5  # the hand size of the worked lines when the score counts cards
_CRITERIA_WORDS = {
    "made": "made bids",
    "made-nonzero": "made bids above zero",
    "made-or-over": "hands with at least the bid taken",
}


@dataclass(frozen=True)
class RulesLine:
    """One topic of the description: a short heading and its sentences."""

    topic: str
    text: str


def describe_house_rules(rules: HouseRules) -> tuple[RulesLine, ...]:
    """Every setting in words, topic by topic, in the order a table explains a game."""
    lines = [
        RulesLine("Players", f"{rules.players[0]} to {rules.players[1]} players."),
        RulesLine("Pack", pack_sentence(rules)),
        RulesLine("Hands", schedule_sentence(rules.schedule)),
        RulesLine("Trump", trump_sentence(rules.trump)),
        RulesLine("Bidding", bidding_sentence(rules)),
        RulesLine("Score", score_sentence(rules)),
        RulesLine("Penalty", penalty_sentence(rules)),
    ]
    if rules.adjustments:
        lines.append(RulesLine("Adjustments", "The scorekeeper may add or take off points "
                                              "for a player in a hand, with a note."))
    if rules.reset_multiple is not None:
        lines.append(RulesLine("Reset", f"A running total that lands on a multiple of "
                                        f"{rules.reset_multiple} (not 0) goes back to 0."))
    lines.append(RulesLine("End", end_sentence(rules)))
    lines.append(RulesLine("Ranking", ranking_sentence(rules)))
    if rules.table_changes:
        lines.append(RulesLine("Table changes", "Players may join during the game, leave "
                                                "it, or sit out a hand (scoring nothing)."))
    return tuple(lines)


def house_rules_of(setup: GameSetup) -> HouseRules | None:
    """The settings a house game is played by; None for the built-in games (their own
    rules page says how they are played)."""
    rules = game_rules(setup)
    return rules.base_rules if isinstance(rules, HouseVariant) else None


def described_rules(setup: GameSetup) -> tuple[RulesLine, ...]:
    """A house game's rules in words (what its printed scorecard shows); () otherwise."""
    rules = house_rules_of(setup)
    return () if rules is None else describe_house_rules(rules)


def house_rules_text(rules: HouseRules) -> str:
    """The description as plain text, one topic a line: what the exports print."""
    return "\n".join(f"{line.topic}: {line.text}" for line in describe_house_rules(rules))


# --- topics ----------------------------------------------------------------------------
def pack_sentence(rules: HouseRules) -> str:
    text = f"Played with {PACK_WORDS[rules.pack]}"
    if rules.jokers:
        text += " and a joker, the highest trump"
    text += "."
    counts: dict[str, list[str]] = {}
    for count, pack in rules.pack_for:
        counts.setdefault(pack, []).append(str(count))
    joker = " and the joker" if rules.jokers else ""
    for pack, numbers in counts.items():
        who = numbers[0] if len(numbers) == 1 else ", ".join(numbers[:-1]) + " and " + numbers[-1]
        text += f" {who} players use {PACK_WORDS[pack]}{joker}."
    return text


def _peak_words(schedule: Schedule) -> str:
    if schedule.peak == "max":
        return "the most the pack allows each player"
    return f"{schedule.peak} (fewer if the pack cannot deal that many)"


def schedule_sentence(schedule: Schedule) -> str:
    peak = _peak_words(schedule)
    twice = schedule.repeat_turn
    if schedule.shape == "down":
        return f"From the largest hand, {peak}, down to 1 card."
    if schedule.shape == "up":
        return f"1 card, then one more each hand up to {peak}."
    if schedule.shape == "up-down":
        turn = " The largest hand is played twice." if twice else ""
        return f"1 card, one more each hand up to {peak}, and back down to 1.{turn}"
    if schedule.shape == "down-up":
        turn = " The 1-card hand is played twice." if twice else ""
        return f"From the largest hand, {peak}, down to 1 card and back up.{turn}"
    if schedule.shape == "constant":
        return f"The same number of cards every hand: {peak}."
    if schedule.shape == "climb":
        text = f"1 card, then one more each hand up to {peak}, then that many every hand."
        if schedule.whole_pack == "bounce":
            text += (" When the largest hand deals the whole pack, the hands go back down to "
                     "1 and up again instead.")
        return text
    return "These hands, in order: " + ", ".join(str(n) for n in schedule.hands) + " cards."


def trump_sentence(trump: Trump) -> str:
    if trump.kind == "fixed":
        return f"{SUIT_NAMES[str(trump.suit)].capitalize()} are always trump."
    if trump.kind == "sequence":
        items = [("no trumps" if s == "none" else SUIT_NAMES[s]) for s in trump.sequence]
        if len(items) == 1:
            return f"Every hand: {items[0]}."
        return ("Trump follows the sequence " + ", ".join(items)
                + ", starting again after the last.")
    text = "The card turned up after the deal gives trump."
    if trump.no_trumps_on:
        ranks = [_rank_word(rank) for rank in trump.no_trumps_on]
        text += f" {_either(ranks).capitalize()} turned up means no trumps."
    if trump.pack_used == "last-card":
        text += " When a hand deals the whole pack, the dealer shows his last card for trump."
    else:
        text += " When a hand deals the whole pack there is no turn-up and no trumps."
    return text


def _rank_word(rank: str) -> str:
    if rank == "JK":
        return "the joker"
    if rank in ("A", "8", "11"):
        return f"an {'ace' if rank == 'A' else rank}"
    return "a " + {"J": "jack", "Q": "queen", "K": "king"}.get(rank, rank)


def _either(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def bidding_sentence(rules: HouseRules) -> str:
    bidding = rules.bidding
    text = {
        "clockwise": "Bids go clockwise from the dealer's left; the dealer bids last.",
        "called": "Players bid in any order, as they call; the order is recorded.",
        "simultaneous": "Everyone shows a bid at once.",
    }[bidding.order]
    if bidding.hook == "last" and bidding.order != "simultaneous":
        where = "" if bidding.hook_from <= 1 else f" in hands of {bidding.hook_from} cards or more"
        text += (" The last bidder may not make the bids total the cards" + where)
        exempt = [{"zero": "0", "all": "all the cards"}[e] for e in bidding.hook_exempt]
        text += f", unless that bid is {_either(exempt)}." if exempt else "."
    elif bidding.order != "simultaneous":
        text += " Any bid is allowed: the bids may total the cards."
    text += " " + {
        "left-of-dealer": "The player left of the dealer leads first.",
        "highest-bidder": "The highest bidder leads first (on a tie, the first of them "
                          "to bid).",
        "left-of-last-bidder": "The player left of the last bidder leads first.",
    }[bidding.first_lead]
    return text


def points_words(points: Points) -> str:
    """``10 + the bid``, ``−10 per trick off``, ``nothing``: a Points line in words."""
    terms: list[tuple[int, str]] = []
    if points.base:
        terms.append((points.base, str(abs(points.base))))
    for amount, noun in ((points.per_bid, "the bid"), (points.per_trick, "per trick taken"),
                         (points.per_diff, "per trick off"), (points.per_card,
                                                              "per card dealt")):
        if not amount:
            continue
        if noun == "the bid":
            word = noun if abs(amount) == 1 else f"{abs(amount)} × the bid"
        else:
            word = f"{abs(amount)} {noun}"
        terms.append((amount, word))
    if not terms:
        return "nothing"
    first_amount, first_word = terms[0]
    text = first_word if first_amount > 0 else (
        f"minus {first_word}" if first_word.startswith("the") else f"−{first_word}")
    for amount, word in terms[1:]:
        text += (" − " if amount < 0 else " + ") + word
    return text


def score_sentence(rules: HouseRules) -> str:
    score = rules.score
    text = f"Exact bid: {points_words(score.made)}."
    if score.made_zero is not None:
        text += f" A zero bid made: {_signed(score.made_zero)} instead."
    bonus = score.zero_bonus
    if bonus is not None:
        when = ("" if bonus.when == "always" else
                " when the cards left undealt are no more than the players (a short stock)"
                if bonus.when == "short-stock" else f" in hands of {bonus.when} cards or more")
        text += f" A made zero bid earns {_signed(bonus.points)} more{when}."
    if score.over == score.under:
        text += f" A missed bid (more or fewer tricks): {points_words(score.over)}."
    else:
        text += (f" More tricks than bid: {points_words(score.over)}."
                 f" Fewer: {points_words(score.under)}.")
    return text + " " + worked_line(rules)


def worked_line(rules: HouseRules) -> str:
    """Examples scored by the engine: bid 2 made, over and under by one, zero made."""
    s = rules.score
    counts_cards = any(p.per_card for p in (s.made, s.over, s.under)) or (
        s.zero_bonus is not None and isinstance(s.zero_bonus.when, int))
    cards = EXAMPLE_CARDS
    examples = "; ".join(
        f"bid {bid}, took {took}: {_signed(hand_points(rules, cards, bid, took, 0, 1))}"
        for bid, took in ((2, 2), (2, 3), (2, 1), (0, 0)))
    where = f" (a hand of {cards} cards)" if counts_cards else ""
    return f"For example{where}: {examples}."


def _signed(number: int) -> str:
    return f"−{-number}" if number < 0 else str(number)


def penalty_sentence(rules: HouseRules) -> str:
    penalty = rules.penalty
    if penalty is None:
        return "No penalties are recorded."
    if penalty.each is not None:
        verb = "costs" if penalty.each < 0 else "adds"
        return f"Each {penalty.name} {verb} {abs(penalty.each)} points in its hand."
    return (f"A hand with a {penalty.name} scores at most {_signed(int(penalty.floor or 0))} "
            f"and does not count as a made bid.")


def end_sentence(rules: HouseRules) -> str:
    finite = rules.schedule.shape not in ("constant", "climb")
    if rules.end == "open":
        return "The game goes on until the scorekeeper ends it."
    if rules.end == "schedule":
        return "The game ends after the last hand."
    text = f"The game ends after the hand in which a total passes {rules.end}"
    return text + (", or after the last hand if that comes first." if finite else ".")


def ranking_sentence(rules: HouseRules) -> str:
    text = "Highest total wins."
    if rules.tie_breakers:
        text += (" Ties are split by " + ", then ".join(
            _CRITERIA_WORDS[name] for name in rules.tie_breakers)
                 + " (a hand with a penalty counts as none of these).")
    if rules.tie_break_deal is not None:
        text += (f" Players still tied may play a tie-break deal of {rules.tie_break_deal} "
                 f"cards each; the higher score takes the higher place.")
    else:
        text += " Players still tied share the place."
    return text


__all__ = ["RulesLine", "describe_house_rules", "described_rules", "house_rules_of",
           "house_rules_text"]
