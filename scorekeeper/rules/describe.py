"""Words for what the rules derived, shared by the screens and the exports."""

from __future__ import annotations

from .cards import SUIT_NAMES, SUIT_SYMBOLS
from .results import HandResult

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


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def trump_words(trump: str | None) -> str:
    if trump is None:
        return "trump not recorded"
    if trump == "none":
        return "no trumps"
    return f"{SUIT_NAMES[trump]} are trump"


def bid_summary(hand: HandResult) -> str:
    """"4 bid, 5 tricks: under by 1" — the running sum of bids against the cards."""
    if hand.cards is None:
        return ""
    total = hand.bid_total
    noun = "trick" if hand.cards == 1 else "tricks"
    text = f"{total} bid, {hand.cards} {noun}"
    if hand.expected_bidder is not None:  # still bidding
        return text
    if total < hand.cards:
        return f"{text}: under by {hand.cards - total}"
    if total > hand.cards:
        return f"{text}: over by {total - hand.cards}"
    return f"{text}: exactly"


def forbidden_now(hand: HandResult) -> tuple[str, int] | None:
    """Who may not bid what, while it still matters: the last bidder has not bid yet."""
    if hand.final_bidder is None or hand.forbidden_bid is None:
        return None
    if hand.final_bidder in hand.bids:
        return None
    return hand.final_bidder, hand.forbidden_bid


def forbidden_text(hand: HandResult) -> str | None:
    """"Dan can't bid 2", known before Dan bids."""
    barred = forbidden_now(hand)
    return None if barred is None else f"{barred[0]} can't bid {barred[1]}"


def tricks_left(cards: int, entered: dict[str, int]) -> int:
    """Tricks not yet given to anyone: what the last player must have taken."""
    return cards - sum(entered.values())
