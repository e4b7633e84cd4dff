"""Oh Hell as the Pratt & Whitney club plays it: resets at 50s, game to over 100.

The game is a setting of the trick engine (:mod:`.engine`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..house_rules import Bidding, HouseRules, Penalty, Points, Schedule, Score, Trump
from ..results import Scorecard
from ..words import ENGLISH, QT_TRANSLATE_NOOP, Words
from .engine import SettingsVariant

TARGET = 100
RESET_STEP = 50

RULES = HouseRules(
    name="Oh Hell (Pratt & Whitney)", based_on="oh-hell-pw", players=(3, 10), pack="52",
    pack_for=((3, "28"),),
    schedule=Schedule(shape="climb", peak="max", whole_pack="bounce"),
    trump=Trump(kind="turn-up", pack_used="no-trumps"),
    bidding=Bidding(order="clockwise", hook="last", hook_exempt=("zero", "all"),
                    first_lead="left-of-dealer"),
    score=Score(made=Points(base=10, per_bid=1), over=Points(per_trick=-1),
                under=Points(per_bid=-1)),
    penalty=Penalty("renege", each=-20), reset_multiple=RESET_STEP, end=TARGET)


class OhHellPW(SettingsVariant):
    key = "oh-hell-pw"
    title = "Oh Hell (Pratt & Whitney)"
    summary = QT_TRANSLATE_NOOP(
        "words",
        "One card more each hand up to the most the pack allows; exact bid scores 10 + bid; "
        "a total that lands on a multiple of 50 goes back to 0; first past 100 ends it."
    )
    dealer_rule = QT_TRANSLATE_NOOP(
        "words",
        "Everyone turns a card: the player to the right of the lowest card deals first. "
        "In the next game of a sitting, the player to the right of the previous winner deals."
    )
    rules_text = QT_TRANSLATE_NOOP(
        "words",
        "<p><b>Hands:</b> 1 card, then one more each hand up to the most the pack allows, "
        "and that many until the end (3 players use the 28-card pack, 8 to A). With 4 "
        "players the hands go 1…13…1…13; the 13-card hand deals the whole pack and has no "
        "trumps.</p>"
        "<p><b>Bids</b> go clockwise from the dealer's left; the dealer may not make the bids "
        "total the cards unless the dealer bids 0 or all the cards.</p>"
        "<p><b>Score:</b> exactly the bid: 10 + bid; fewer tricks: −bid; more: −tricks. A "
        "renege not caught at once: −20. A total that lands on a multiple of 50 (not 0) "
        "goes back to 0.</p>"
        "<p><b>End:</b> after the hand in which someone passes 100. Ties share the place.</p>")
    base_rules = RULES
    reset_text = QT_TRANSLATE_NOOP("words", "total reached a multiple of 50 and went back to 0")

    def rematch_dealers(self, previous: Scorecard,
                        seating: Sequence[str]) -> tuple[str, ...]:
        """The player to the right of the previous game's winner deals first."""
        players = list(seating)
        dealers = tuple(players[(players.index(w) - 1) % len(players)]
                        for w in previous.winners if w in players)
        return dealers or tuple(players[:1])

    def rematch_note(self, previous: Scorecard, seating: Sequence[str],
                     words: Words = ENGLISH) -> str:
        winners = [w for w in previous.winners if w in seating]
        if not winners:
            return words.tr("Rematch: the winner is not at the table, so anyone may deal "
                            "first.")
        dealers = self.rematch_dealers(previous, seating)
        note = words.tr("Rematch: the player to the right of the winner ({0}) deals first."
                        ).format(", ".join(winners))
        if len(dealers) > 1:
            note += " " + words.tr("The winners tied: choose between {0}.").format(
                words.names(dealers))
        return note
