"""House rules in plain words, generated from the settings themselves.

A table reads what it agreed to before it plays, and the printed scorecard says how
the game was scored; both come from here so the words can never drift from what the
engine does (the worked lines are scored by the engine's own hand score).

Every sentence goes through ``words`` (:mod:`.words`): English as written by default,
the app's or an export's language where one is handed in.
"""

from __future__ import annotations

from dataclasses import dataclass

from .describe import penalty_word, suit_words
from .game_record import GameSetup
from .games import game_rules
from .games.engine import HouseVariant, hand_points
from .house_rules import HouseRules, Points, Schedule, Trump
from .words import ENGLISH, Words

EXAMPLE_CARDS = 5  # the hand size of the worked lines when the score counts cards


def pack_words(pack: str, words: Words) -> str:
    """"the 52-card pack", "the 32-card pack (7 to A)" …"""
    if pack == "52":
        return words.tr("the 52-card pack")
    if pack == "36":
        return words.tr("the 36-card pack (6 to A)")
    if pack == "32":
        return words.tr("the 32-card pack (7 to A)")
    if pack == "28":
        return words.tr("the 28-card pack (8 to A)")
    if pack == "24":
        return words.tr("the 24-card pack (9 to A)")
    return words.tr("the 63-card pack (52 plus the 11 and 12 of each suit and the 13 of "
                    "hearts and diamonds)")


def _criteria_words(name: str, words: Words) -> str:
    if name == "made":
        return words.tr("made bids")
    if name == "made-nonzero":
        return words.tr("made bids above zero")
    return words.tr("hands with at least the bid taken")


@dataclass(frozen=True)
class RulesLine:
    """One topic of the description: a short heading and its sentences."""

    topic: str
    text: str


def describe_house_rules(rules: HouseRules, words: Words = ENGLISH) -> tuple[RulesLine, ...]:
    """Every setting in words, topic by topic, in the order a table explains a game."""
    lines = [
        RulesLine(words.tr("Players"), words.tr("{0} to {1} players.").format(
            words.number(rules.players[0]), words.number(rules.players[1]))),
        RulesLine(words.tr("Pack"), pack_sentence(rules, words)),
        RulesLine(words.tr("Hands"), schedule_sentence(rules.schedule, words)),
        RulesLine(words.tr("Trump"), trump_sentence(rules.trump, words)),
        RulesLine(words.tr("Bidding"), bidding_sentence(rules, words)),
        RulesLine(words.tr("Score"), score_sentence(rules, words)),
        RulesLine(words.tr("Penalty"), penalty_sentence(rules, words)),
    ]
    if rules.adjustments:
        lines.append(RulesLine(words.tr("Adjustments"), words.tr(
            "The scorekeeper may add or take off points for a player in a hand, with a "
            "note.")))
    if rules.reset_multiple is not None:
        lines.append(RulesLine(words.tr("Reset"), words.tr(
            "A running total that lands on a multiple of {0} (not 0) goes back to 0.")
            .format(words.number(rules.reset_multiple))))
    lines.append(RulesLine(words.tr("End"), end_sentence(rules, words)))
    lines.append(RulesLine(words.tr("Ranking"), ranking_sentence(rules, words)))
    if rules.table_changes:
        lines.append(RulesLine(words.tr("Table changes"), words.tr(
            "Players may join during the game, leave it, or sit out a hand (scoring "
            "nothing).")))
    return tuple(lines)


def house_rules_of(setup: GameSetup) -> HouseRules | None:
    """The settings a house game is played by; None for the built-in games (their own
    rules page says how they are played)."""
    rules = game_rules(setup)
    return rules.base_rules if isinstance(rules, HouseVariant) else None


def described_rules(setup: GameSetup, words: Words = ENGLISH) -> tuple[RulesLine, ...]:
    """A house game's rules in words (what its printed scorecard shows); () otherwise."""
    rules = house_rules_of(setup)
    return () if rules is None else describe_house_rules(rules, words)


def house_rules_text(rules: HouseRules, words: Words = ENGLISH) -> str:
    """The description as plain text, one topic a line: what the exports print."""
    return "\n".join(f"{line.topic}: {line.text}"
                     for line in describe_house_rules(rules, words))


# --- topics ----------------------------------------------------------------------------
def pack_sentence(rules: HouseRules, words: Words = ENGLISH) -> str:
    pack = pack_words(rules.pack, words)
    text = (words.tr("Played with {0} and a joker, the highest trump.") if rules.jokers
            else words.tr("Played with {0}.")).format(pack)
    counts: dict[str, list[str]] = {}
    for count, other in rules.pack_for:
        counts.setdefault(other, []).append(words.number(count))
    for other, numbers in counts.items():
        who = numbers[0] if len(numbers) == 1 else words.tr("{0} and {1}").format(
            ", ".join(numbers[:-1]), numbers[-1])
        sentence = (words.tr("{0} players use {1} and the joker.") if rules.jokers
                    else words.tr("{0} players use {1}."))
        text += " " + sentence.format(who, pack_words(other, words))
    return text


def _peak_words(schedule: Schedule, words: Words) -> str:
    if schedule.peak == "max":
        return words.tr("the most the pack allows each player")
    return words.tr("{0} (fewer if the pack cannot deal that many)").format(
        words.number(int(schedule.peak)))


def schedule_sentence(schedule: Schedule, words: Words = ENGLISH) -> str:
    peak = _peak_words(schedule, words)
    twice = schedule.repeat_turn
    if schedule.shape == "down":
        return words.tr("From the largest hand, {0}, down to 1 card.").format(peak)
    if schedule.shape == "up":
        return words.tr("1 card, then one more each hand up to {0}.").format(peak)
    if schedule.shape == "up-down":
        turn = " " + words.tr("The largest hand is played twice.") if twice else ""
        return words.tr("1 card, one more each hand up to {0}, and back down to 1.").format(
            peak) + turn
    if schedule.shape == "down-up":
        turn = " " + words.tr("The 1-card hand is played twice.") if twice else ""
        return words.tr("From the largest hand, {0}, down to 1 card and back up.").format(
            peak) + turn
    if schedule.shape == "constant":
        return words.tr("The same number of cards every hand: {0}.").format(peak)
    if schedule.shape == "climb":
        text = words.tr("1 card, then one more each hand up to {0}, then that many every "
                        "hand.").format(peak)
        if schedule.whole_pack == "bounce":
            text += " " + words.tr("When the largest hand deals the whole pack, the hands "
                                   "go back down to 1 and up again instead.")
        return text
    return words.tr("These hands, in order: {0} cards.").format(
        ", ".join(words.number(n) for n in schedule.hands))


def trump_sentence(trump: Trump, words: Words = ENGLISH) -> str:
    if trump.kind == "fixed":
        return words.tr("{0} are always trump.").format(
            _capitalized(suit_words(str(trump.suit), words)))
    if trump.kind == "sequence":
        items = [(words.tr("no trumps") if s == "none" else suit_words(s, words))
                 for s in trump.sequence]
        if len(items) == 1:
            return words.tr("Every hand: {0}.").format(items[0])
        return words.tr("Trump follows the sequence {0}, starting again after the "
                        "last.").format(", ".join(items))
    text = words.tr("The card turned up after the deal gives trump.")
    if trump.no_trumps_on:
        ranks = [_rank_word(rank, words) for rank in trump.no_trumps_on]
        text += " " + words.tr("{0} turned up means no trumps.").format(
            _capitalized(_either(ranks, words)))
    if trump.pack_used == "last-card":
        text += " " + words.tr("When a hand deals the whole pack, the dealer shows his last "
                               "card for trump.")
    else:
        text += " " + words.tr("When a hand deals the whole pack there is no turn-up and no "
                               "trumps.")
    return text


def _capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


def _rank_word(rank: str, words: Words) -> str:
    if rank == "JK":
        return words.tr("the joker")
    if rank == "A":
        return words.tr("an ace")
    if rank == "J":
        return words.tr("a jack")
    if rank == "Q":
        return words.tr("a queen")
    if rank == "K":
        return words.tr("a king")
    return (words.tr("an {0}", "a card of this rank: 8, 11") if rank in ("8", "11")
            else words.tr("a {0}", "a card of this rank: 2, 3 …")).format(rank)


def _either(items: list[str], words: Words) -> str:
    return items[0] if len(items) == 1 else words.tr("{0} or {1}").format(
        ", ".join(items[:-1]), items[-1])


def _order_sentence(order: str, words: Words) -> str:
    if order == "clockwise":
        return words.tr("Bids go clockwise from the dealer's left; the dealer bids last.")
    if order == "called":
        return words.tr("Players bid in any order, as they call; the order is recorded.")
    return words.tr("Everyone shows a bid at once.")


def _lead_sentence(lead: str, words: Words) -> str:
    if lead == "left-of-dealer":
        return words.tr("The player left of the dealer leads first.")
    if lead == "highest-bidder":
        return words.tr("The highest bidder leads first (on a tie, the first of them to "
                        "bid).")
    return words.tr("The player left of the last bidder leads first.")


def bidding_sentence(rules: HouseRules, words: Words = ENGLISH) -> str:
    bidding = rules.bidding
    text = _order_sentence(bidding.order, words)
    if bidding.hook == "last" and bidding.order != "simultaneous":
        hook = (words.tr("The last bidder may not make the bids total the cards")
                if bidding.hook_from <= 1 else
                words.tr("The last bidder may not make the bids total the cards in hands "
                         "of {0} cards or more").format(words.number(bidding.hook_from)))
        exempt = [words.tr("0", "a bid of zero") if e == "zero" else words.tr("all the cards")
                  for e in bidding.hook_exempt]
        text += " " + (words.tr("{0}, unless that bid is {1}.").format(
            hook, _either(exempt, words)) if exempt else hook + ".")
    elif bidding.order != "simultaneous":
        text += " " + words.tr("Any bid is allowed: the bids may total the cards.")
    return text + " " + _lead_sentence(bidding.first_lead, words)


def _term(amount: int, noun: str, words: Words) -> str:
    """One term of a Points line, without its sign: "the bid", "2 × the bid" …"""
    size = words.number(abs(amount))
    if noun == "bid":
        return words.tr("the bid") if abs(amount) == 1 else words.tr(
            "{0} × the bid").format(size)
    if noun == "trick":
        return words.tr("{0} per trick taken").format(size)
    if noun == "diff":
        return words.tr("{0} per trick off").format(size)
    return words.tr("{0} per card dealt").format(size)


def points_words(points: Points, words: Words = ENGLISH) -> str:
    """``10 + the bid``, ``−10 per trick off``, ``nothing``: a Points line in words."""
    terms: list[tuple[int, str, bool]] = []  # amount, words, whether it is "the bid"
    if points.base:
        terms.append((points.base, words.number(abs(points.base)), False))
    for amount, noun in ((points.per_bid, "bid"), (points.per_trick, "trick"),
                         (points.per_diff, "diff"), (points.per_card, "card")):
        if amount:
            terms.append((amount, _term(amount, noun, words), noun == "bid"
                          and abs(amount) == 1))
    if not terms:
        return words.tr("nothing")
    first_amount, first_word, bare = terms[0]
    text = first_word if first_amount > 0 else (
        words.tr("minus {0}").format(first_word) if bare else f"−{first_word}")
    for amount, word, _bare in terms[1:]:
        text += (" − " if amount < 0 else " + ") + word
    return text


def _zero_bonus_when(when: object, words: Words) -> str:
    if when == "always":
        return ""
    if when == "short-stock":
        return words.tr(" when the cards left undealt are no more than the players (a short "
                        "stock)")
    return words.tr(" in hands of {0} cards or more").format(when)


def score_sentence(rules: HouseRules, words: Words = ENGLISH) -> str:
    score = rules.score
    text = words.tr("Exact bid: {0}.").format(points_words(score.made, words))
    if score.made_zero is not None:
        text += " " + words.tr("A zero bid made: {0} instead.").format(
            _signed(score.made_zero, words))
    bonus = score.zero_bonus
    if bonus is not None:
        text += " " + words.tr("A made zero bid earns {0} more{1}.").format(
            _signed(bonus.points, words), _zero_bonus_when(bonus.when, words))
    if score.over == score.under:
        text += " " + words.tr("A missed bid (more or fewer tricks): {0}.").format(
            points_words(score.over, words))
    else:
        text += " " + words.tr("More tricks than bid: {0}. Fewer: {1}.").format(
            points_words(score.over, words), points_words(score.under, words))
    return text + " " + worked_line(rules, words)


def worked_line(rules: HouseRules, words: Words = ENGLISH) -> str:
    """Examples scored by the engine: bid 2 made, over and under by one, zero made."""
    s = rules.score
    counts_cards = any(p.per_card for p in (s.made, s.over, s.under)) or (
        s.zero_bonus is not None and isinstance(s.zero_bonus.when, int))
    cards = EXAMPLE_CARDS
    examples = "; ".join(
        words.tr("bid {0}, took {1}: {2}").format(
            bid, took, _signed(hand_points(rules, cards, bid, took, 0, 1), words))
        for bid, took in ((2, 2), (2, 3), (2, 1), (0, 0)))
    if counts_cards:
        return words.tr("For example (a hand of {0} cards): {1}.").format(cards, examples)
    return words.tr("For example: {0}.").format(examples)


def _signed(number: int, words: Words = ENGLISH) -> str:
    return f"−{words.number(-number)}" if number < 0 else words.number(number)


def penalty_sentence(rules: HouseRules, words: Words = ENGLISH) -> str:
    penalty = rules.penalty
    if penalty is None:
        return words.tr("No penalties are recorded.")
    if penalty.each is not None:
        sentence = (words.tr("Each {0} costs {1} points in its hand.") if penalty.each < 0
                    else words.tr("Each {0} adds {1} points in its hand."))
        return sentence.format(penalty_word(penalty.name, words),
                               words.number(abs(penalty.each)))
    return words.tr("A hand with a {0} scores at most {1} and does not count as a made "
                    "bid.").format(penalty_word(penalty.name, words),
                                   _signed(int(penalty.floor or 0), words))


def end_sentence(rules: HouseRules, words: Words = ENGLISH) -> str:
    finite = rules.schedule.shape not in ("constant", "climb")
    if rules.end == "open":
        return words.tr("The game goes on until the scorekeeper ends it.")
    if rules.end == "schedule":
        return words.tr("The game ends after the last hand.")
    above = words.number(int(rules.end))
    if finite:
        return words.tr("The game ends after the hand in which a total passes {0}, or after "
                        "the last hand if that comes first.").format(above)
    return words.tr("The game ends after the hand in which a total passes {0}.").format(above)


def ranking_sentence(rules: HouseRules, words: Words = ENGLISH) -> str:
    text = words.tr("Highest total wins.")
    if rules.tie_breakers:
        text += " " + words.tr("Ties are split by {0} (a hand with a penalty counts as none "
                               "of these).").format(words.tr(", then ").join(
                                   _criteria_words(name, words) for name in rules.tie_breakers))
    if rules.tie_break_deal is not None:
        text += " " + words.tr("Players still tied may play a tie-break deal of {0} cards "
                               "each; the higher score takes the higher place.").format(
                                   words.number(rules.tie_break_deal))
    else:
        text += " " + words.tr("Players still tied share the place.")
    return text


__all__ = ["RulesLine", "describe_house_rules", "described_rules", "house_rules_of",
           "house_rules_text"]
