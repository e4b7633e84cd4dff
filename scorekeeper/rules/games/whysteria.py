"""Whysteria: bids called in any order, spades always trump, 1 point for an exact bid.

The game is a setting of the trick engine (:mod:`.engine`); its options choose the
schedule.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ..errors import SetupError
from ..game_record import GameSetup
from ..house_rules import Bidding, HouseRules, Points, Schedule, Score, Trump
from ..options import OptionSpec
from ..words import QT_TRANSLATE_NOOP, Said
from .engine import SettingsVariant

RULES = HouseRules(
    name="Whysteria", based_on="whysteria", players=(2, 7), pack="52",
    schedule=Schedule(shape="down-up", peak=7), trump=Trump(kind="fixed", suit="S"),
    bidding=Bidding(order="called", hook="last", first_lead="left-of-last-bidder"),
    score=Score(made=Points(base=1)), end="schedule")


class Whysteria(SettingsVariant):
    key = "whysteria"
    title = "Whysteria"
    summary = QT_TRANSLATE_NOOP(
        "words",
        "Bid in any order, lead when you like; spades are always trump; "
        "whoever bids last may not make the bids total the cards; 1 point for an exact bid."
    )
    dealer_rule = QT_TRANSLATE_NOOP(
        "words", "Any player may deal first; the deal then passes to the left.")
    rules_text = QT_TRANSLATE_NOOP(
        "words",
        "<p><b>Hands:</b> 7 down to 1 and back to 7 (13 hands); long: 10 down to 1 and back "
        "(2–5 players); constant: the same number every hand until you end the game. In the "
        "one-card hand everyone holds the card to their forehead, unseen.</p>"
        "<p><b>Trump:</b> spades, always.</p>"
        "<p><b>Bids</b> are called in any order; whoever calls last may not make the bids "
        "total the cards. If nobody calls, the player left of the last bidder must.</p>"
        "<p><b>Score:</b> 1 for exactly the bid, else 0. Ties share the place.</p>")
    base_rules = RULES
    option_specs = (
        OptionSpec("schedule", "choice", "standard", QT_TRANSLATE_NOOP(
                   "words", "standard: 7 down to 1 and back (13 hands); long: 10 down to 1 "
                   "and back (19 hands, 2–5 players); constant: the same number of cards "
                   "every hand until you end the game"), choices=("standard", "long", "constant"),
                   label=QT_TRANSLATE_NOOP("words", "Schedule"), choice_labels=(
                       QT_TRANSLATE_NOOP("words", "standard"), QT_TRANSLATE_NOOP("words", "long"),
                       QT_TRANSLATE_NOOP("words", "constant"))),
        OptionSpec("cards", "int", 7, QT_TRANSLATE_NOOP(
                   "words", "Cards per hand with the constant schedule (cards × players ≤ 52)"),
                   minimum=1, maximum=26, label=QT_TRANSLATE_NOOP("words", "Cards")),
    )

    def check_options(self, options: dict[str, Any], player_count: int) -> None:
        if options["schedule"] == "long" and player_count > 5:
            raise SetupError(
                f"the long schedule is for 2 to 5 players, not {player_count}", rule="options"
            )
        if options["schedule"] == "constant" and options["cards"] * player_count > 52:
            raise SetupError(
                f"{options['cards']} cards each for {player_count} players needs "
                f"{options['cards'] * player_count} cards, more than the 52 in the pack",
                rule="options",
            )

    def option_applies(self, name: str, options: Mapping[str, Any]) -> bool:
        """The number of cards is chosen only for the constant schedule."""
        return name != "cards" or options.get("schedule") == "constant"

    def rules_for(self, options: Mapping[str, Any]) -> HouseRules:
        """``schedule`` picks 7 or 10 down-up, or ``cards`` every hand until stopped."""
        if options.get("schedule") == "constant":
            return replace(RULES, schedule=Schedule(shape="constant", peak=options["cards"]),
                           end="open")
        peak = 10 if options.get("schedule") == "long" else 7
        return replace(RULES, schedule=replace(RULES.schedule, peak=peak))

    def reminders(self, setup: GameSetup, number: int, cards: int,
                  seated: int | None = None) -> tuple[Said, ...]:
        """Not a setting: how this table plays the one-card hand."""
        if cards == 1:
            return (Said(QT_TRANSLATE_NOOP(
                "words", "One-card hand: don't look! Everyone holds their card to their "
                "forehead, face out, then bids.")),)
        return ()
