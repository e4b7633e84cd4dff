"""Whysteria: bids called in any order, spades always trump, 1 point for an exact bid."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import STANDARD_52, Pack
from ..errors import CardError, SetupError
from ..options import OptionSpec
from ..records import GameSetup
from .base import Seating, plural
from .trick import CALLED, TrickVariant

STANDARD = (7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7)
LONG = (10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)


class Whysteria(TrickVariant):
    records_turn_up = False  # spades are always trump
    key = "whysteria"
    title = "Whysteria"
    summary = (
        "Bid in any order, lead when you like; spades are always trump; "
        "whoever bids last may not make the bids total the cards; 1 point for an exact bid."
    )
    dealer_rule = "Any player may deal first; the deal then passes to the left."
    rules_text = (
        "<p><b>Hands:</b> 7 down to 1 and back to 7 (13 hands); long: 10 down to 1 and back "
        "(2–5 players); constant: the same number every hand until you end the game. In the "
        "one-card hand everyone holds the card to their forehead, unseen.</p>"
        "<p><b>Trump:</b> spades, always.</p>"
        "<p><b>Bids</b> are called in any order; whoever calls last may not make the bids "
        "total the cards. If nobody calls, the player left of the last bidder must.</p>"
        "<p><b>Score:</b> 1 for exactly the bid, else 0. Ties share the place.</p>")
    bidding = CALLED
    min_players, max_players = 2, 7
    option_specs = (
        OptionSpec("schedule", "choice", "standard",
                   "standard: 7 down to 1 and back (13 hands); long: 10 down to 1 and back "
                   "(19 hands, 2–5 players); constant: the same number of cards every hand "
                   "until you end the game", choices=("standard", "long", "constant")),
        OptionSpec("cards", "int", 7,
                   "Cards per hand with the constant schedule (cards × players ≤ 52)",
                   minimum=1, maximum=26),
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

    def pack(self, setup: GameSetup) -> Pack:
        return STANDARD_52

    def _fixed(self, setup: GameSetup) -> tuple[int, ...] | None:
        return {"standard": STANDARD, "long": LONG}.get(setup.options["schedule"])

    def schedule_length(self, setup: GameSetup) -> int | None:
        fixed = self._fixed(setup)
        return None if fixed is None else len(fixed)

    def cards_for(self, setup: GameSetup, number: int) -> int | None:
        fixed = self._fixed(setup)
        if fixed is None:
            return setup.options["cards"]
        return fixed[number - 1] if 1 <= number <= len(fixed) else None

    def stop_is_normal_end(self, setup: GameSetup) -> bool:
        return setup.options["schedule"] == "constant"

    def trump(self, setup, number, cards, turn_up):  # type: ignore[override]
        return "S", "spades are always trump"

    def _turn_up(self, setup, pack, number, cards, turn_up):  # type: ignore[override]
        if turn_up is not None:
            raise CardError(
                "spades are always trump in whysteria, so no turn-up is recorded",
                hand=number,
                rule="turn-up",
            )
        return None

    def reminders(self, setup: GameSetup, number: int, cards: int) -> tuple[str, ...]:
        if cards == 1:
            return (
                "One-card hand: don't look! Everyone holds their card to their forehead, "
                "face out, then bids.",
            )
        return ()

    def forbidden_message(self, player: str, bid: int, cards: int) -> str:
        return (
            f"{player} bids last and may not bid {bid} "
            f"(bids would total the {plural(cards, 'card')})"
        )

    def score(self, bid: int, tricks: int) -> int:
        return 1 if bid == tricks else 0

    def first_lead(
        self, seating: Seating, dealer: str, order: tuple[str, ...], bids: Mapping[str, int]
    ) -> str | None:
        return seating.left_of(order[-1]) if order else seating.left_of(dealer)
