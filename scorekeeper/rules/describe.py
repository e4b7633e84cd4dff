"""Words for what the rules derived, shared by the screens and the exports (in
``words``' language: English unless a screen or an export hands in its own)."""

from __future__ import annotations

from .cards import SUIT_NAMES, SUIT_SYMBOLS
from .results import HandResult
from .words import ENGLISH, QT_TRANSLATE_NOOP, Count, Said, Words

RED_SUITS = frozenset({"H", "D"})  # printed red wherever a suit is shown in colour


def trump_label(trump: str | None) -> str:
    if trump is None:
        return "?"
    if trump == "none":
        return "NT"
    return SUIT_SYMBOLS[trump]




def trump_is_red(trump: str | None) -> bool:
    """Hearts and diamonds are printed in red, as on the cards."""
    return trump in RED_SUITS


def trump_text(trump: str | None) -> str:
    """The suit symbol and letter (♥H), NT or ?: readable in any terminal font."""
    return trump_label(trump) + (trump if trump in SUIT_SYMBOLS else "")


def ordinal(n: int, words: Words = ENGLISH) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st; 1., 2. in German; 1er, 2e in French."""
    return words.ordinal(n)


def suit_words(suit: str, words: Words = ENGLISH) -> str:
    """A suit's name in the plural, as trump is named: "hearts", "Herz"."""
    return {"S": words.tr("spades"), "H": words.tr("hearts"), "D": words.tr("diamonds"),
            "C": words.tr("clubs")}.get(suit, SUIT_NAMES.get(suit, suit))


def trump_words(trump: str | None, words: Words = ENGLISH) -> str:
    if trump is None:
        return words.tr("trump not recorded")
    if trump == "none":
        return words.tr("no trumps")
    return words.tr("{0} are trump").format(suit_words(trump, words))


def trump_reason(hand: HandResult, words: Words = ENGLISH) -> str:
    """Why the hand has its trump ("turn-up 7H", "spades are always trump"); "" unknown."""
    return "" if hand.trump_reason is None else hand.trump_reason.text(words)


def reminders(hand: HandResult, words: Words = ENGLISH) -> list[str]:
    """The hand's reminders ("Reset after hand 4: Ann back to 0") in ``words``."""
    return [reminder.text(words) for reminder in hand.reminders]


def bid_summary(hand: HandResult, words: Words = ENGLISH) -> str:
    """"4 bid, 5 tricks: under by 1" — the running sum of bids against the cards."""
    if hand.cards is None:
        return ""
    total = hand.bid_total
    text = words.tr("{0} bid, {1}").format(words.number(total),
                                            Count(hand.cards, "trick").text(words))
    if hand.expected_bidder is not None:  # still bidding
        return text
    if total < hand.cards:
        return words.tr("{0}: under by {1}").format(text, words.number(hand.cards - total))
    if total > hand.cards:
        return words.tr("{0}: over by {1}").format(text, words.number(total - hand.cards))
    return words.tr("{0}: exactly").format(text)


def forbidden_now(hand: HandResult) -> tuple[str, int] | None:
    """Who may not bid what, while it still matters: the last bidder has not bid yet."""
    if hand.final_bidder is None or hand.forbidden_bid is None:
        return None
    if hand.final_bidder in hand.bids:
        return None
    return hand.final_bidder, hand.forbidden_bid


def forbidden_text(hand: HandResult, words: Words = ENGLISH) -> str | None:
    """"Dan can't bid 2", known before Dan bids."""
    barred = forbidden_now(hand)
    return None if barred is None else words.tr("{0} can't bid {1}").format(
        barred[0], words.number(barred[1]))


def tricks_left(cards: int, entered: dict[str, int]) -> int:
    """Tricks not yet given to anyone: what the last player must have taken."""
    return cards - sum(entered.values())


# A game's penalty, by the name the rules give it, as one and as several.
_PENALTIES = {
    "revoke": (QT_TRANSLATE_NOOP("words", "revoke"), QT_TRANSLATE_NOOP("words", "revokes")),
    "renege": (QT_TRANSLATE_NOOP("words", "renege"), QT_TRANSLATE_NOOP("words", "reneges")),
    "penalty": (QT_TRANSLATE_NOOP("words", "penalty"), QT_TRANSLATE_NOOP("words", "penalties")),
}


def penalty_word(name: str, words: Words = ENGLISH, *, several: bool = False) -> str:
    """A penalty's name in ``words``' language: "revoke", "Nicht-Bedienen"; "revokes"
    with ``several``."""
    one, more = _PENALTIES.get(name, (name, name + "s"))
    return Said(more if several else one).text(words)
