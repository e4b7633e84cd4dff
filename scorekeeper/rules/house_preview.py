"""The hands a house game deals for a number of players, before anyone plays them.

The editor shows it as the settings change, so a table sees at once what "climb, max,
bounce" means for five players. Every number comes from the engine's own schedule, so
the preview is what the table screen will deal.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import SUIT_NAMES
from .describe import suit_words
from .games.engine import cards_in_hand, pack_for, schedule_for
from .house_rules import HouseRules, HouseRulesError
from .words import ENGLISH, QT_TRANSLATE_NOOP, Count, Said, Words

OPEN_HANDS = 12  # an open-ended schedule shows this many hands, then "…"


@dataclass(frozen=True)
class PreviewHand:
    """One hand: its number, cards each, and the trump as the rules decide it before the
    deal (a suit letter, ``"none"``, or ``None`` when the turn-up decides)."""

    number: int
    cards: int
    trump: str | None
    trump_text: str  # in English (a suit's name, or a sentence marked for translation)

    def trump_in(self, words: Words) -> str:
        """The trump as ``words``' language names it."""
        if self.trump in SUIT_NAMES:
            return suit_words(self.trump, words)
        return Said(self.trump_text).text(words)


@dataclass(frozen=True)
class SchedulePreview:
    players: int
    pack_size: int
    hands: tuple[PreviewHand, ...]
    open_ended: bool  # more hands follow the ones shown ("…")

    def lines(self, words: Words = ENGLISH) -> tuple[str, ...]:
        """"1. 1 card: turn-up", one line a hand, in ``words``' language."""
        shown = tuple(words.tr("{0}. {1}: {2}", "a hand of the schedule").format(
            words.number(h.number), Count(h.cards, "card").text(words), h.trump_in(words))
            for h in self.hands)
        return (*shown, "…") if self.open_ended else shown

    def cards_line(self) -> str:
        """``1 2 3 … 13 …``: the hand sizes in one line."""
        text = " ".join(str(h.cards) for h in self.hands)
        return text + " …" if self.open_ended else text


def schedule_preview(rules: HouseRules, players: int, open_hands: int = OPEN_HANDS
                     ) -> SchedulePreview:
    """The hands for ``players`` players; a count the rules refuse raises the
    :class:`HouseRulesError` the game would be refused with."""
    low, high = rules.players
    if not low <= players <= high:
        raise HouseRulesError(Said(QT_TRANSLATE_NOOP(
            "words", "house rules: {0} is for {1} to {2} players, not {3} (change Players "
            "to allow {3})"), (repr(rules.name), low, high, players)))
    finite, top = schedule_for(rules, players)
    size = pack_for(rules, players).size
    open_ended = rules.schedule.shape in ("constant", "climb")
    count = max(open_hands, top + 3) if rules.schedule.shape == "climb" else open_hands
    numbers = range(1, (count if open_ended else len(finite)) + 1)
    hands = []
    for number in numbers:
        cards = int(cards_in_hand(rules, players, number) or 0)
        trump, text = _trump(rules, number, cards * players == size)
        hands.append(PreviewHand(number, cards, trump, text))
    return SchedulePreview(players, size, tuple(hands), open_ended)


def _trump(rules: HouseRules, number: int, whole_pack: bool) -> tuple[str | None, str]:
    trump = rules.trump
    if trump.kind == "fixed":
        return trump.suit, SUIT_NAMES[str(trump.suit)]
    if trump.kind == "sequence":
        suit = trump.sequence[(number - 1) % len(trump.sequence)]
        return suit, QT_TRANSLATE_NOOP("words", "no trumps") if suit == "none" \
            else SUIT_NAMES[suit]
    if whole_pack:
        if trump.pack_used == "last-card":
            return None, QT_TRANSLATE_NOOP("words", "dealer's last card")
        return "none", QT_TRANSLATE_NOOP("words", "no trumps (whole pack dealt)")
    return None, QT_TRANSLATE_NOOP("words", "turn-up")
