"""Card codes and the packs the games use.

A card code is rank then suit letter (``QH``, ``10S``); the joker is ``JK``.
Parsing is case-insensitive and returns the canonical upper-case code.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .errors import CardError

SUITS = ("S", "H", "D", "C")
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
JOKER = "JK"
STANDARD_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
ALL_RANKS = (*STANDARD_RANKS, "11", "12", "13")


def parse_card(text: str) -> str:
    """Return the canonical code of ``text`` or raise :class:`CardError`."""
    if not isinstance(text, str):
        raise CardError(f"{text!r} is not a card code (write rank then suit, like QH or 10S)")
    code = text.strip().upper()
    if code == JOKER:
        return code
    rank, suit = code[:-1], code[-1:]
    if suit not in SUITS or rank not in ALL_RANKS:
        raise CardError(
            f"{text.strip() or text!r} is not a card code "
            "(write rank then suit, like QH, 10S or 7C; the joker is JK)"
        )
    return rank + suit


@dataclass(frozen=True)
class Pack:
    """A pack in use: its nominal size (which decides hand sizes) and its cards."""

    size: int
    cards: frozenset[str]
    name: str

    def check(self, code: str, *, hand: int | None = None) -> str:
        card = parse_card(code)
        if card not in self.cards:
            raise CardError(f"{card} is not in the {self.name}", hand=hand, rule="turn-up")
        return card


def _cards(ranks: tuple[str, ...]) -> set[str]:
    return {r + s for r in ranks for s in SUITS}


STANDARD_52 = Pack(52, frozenset(_cards(STANDARD_RANKS)), "52-card pack")
SHORT_28 = Pack(
    28, frozenset(_cards(("8", "9", "10", "J", "Q", "K", "A"))), "28-card pack (8 to A)"
)
# The six-handed 500 pack: 11s and 12s in every suit, 13s in the red suits.
_BIG = frozenset(_cards(STANDARD_RANKS) | _cards(("11", "12")) | {"13H", "13D"})
BIG_63 = Pack(63, _BIG, "63-card pack")


@cache  # packs are few and immutable: each game's pack is built once, not once a hand
def with_jokers(pack: Pack, count: int = 1) -> Pack:
    if count == 0:
        return pack
    noun = "joker" if count == 1 else "jokers"
    return Pack(
        pack.size + count,
        pack.cards | {JOKER},
        f"{pack.size + count}-card pack ({pack.name} with {count} {noun})",
    )
