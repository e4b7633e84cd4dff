"""The five games, by key."""

from __future__ import annotations

from typing import Any

from ..errors import SetupError
from ..game_record import GameSetup
from ..house_rules import HouseRules
from .base import Entry, Variant, plural
from .engine import HouseVariant, house_variant
from .misere import OhShitMisere
from .pw import OhHellPW
from .shithead import Shithead
from .trick import TrickVariant
from .updown import OhShitUpdown
from .whysteria import Whysteria

HOUSE = "house"  # a table's own trick game: its rules travel in the setup's options
ANY_HOUSE_GAME = HouseVariant(HouseRules(name="House rules"))
VARIANTS: dict[str, Variant] = {
    v.key: v
    for v in (OhShitMisere(), OhShitUpdown(), OhHellPW(), Shithead(), Whysteria())
}


def variant(key: str) -> Variant:
    """The game called ``key``, or a :class:`SetupError` listing the games there are."""
    try:
        return VARIANTS[key]
    except (KeyError, TypeError):
        if key == HOUSE:  # asked by key alone (a title, has_bids): any house game answers
            return ANY_HOUSE_GAME
        raise SetupError(
            f"there is no game called {key!r} (the games are: {', '.join(VARIANTS)})",
            rule="game",
        ) from None




def game_rules(setup: GameSetup) -> Variant:
    """The rules ``setup`` is played by: the game called ``setup.variant``, or for a
    house game the engine with the settings the game carries."""
    if setup.variant == HOUSE:
        return house_variant(setup.options)
    return variant(setup.variant)


def trick_rules(setup: GameSetup) -> TrickVariant:
    """The rules of a game whose entry is :attr:`Entry.BIDS_AND_TRICKS`, typed as such
    (what the bids-and-tricks screens ask of it)."""
    rules = game_rules(setup)
    if not isinstance(rules, TrickVariant):
        raise SetupError(f"{rules.title} has no bids and tricks", rule="game")
    return rules


def order_out_rules(setup: GameSetup) -> Shithead:
    """The rules of a game whose entry is :attr:`Entry.ORDER_OUT`, typed as such."""
    rules = game_rules(setup)
    if not isinstance(rules, Shithead):
        raise SetupError(f"{rules.title} records no order out", rule="game")
    return rules


def setup_fields(setup: GameSetup) -> dict[str, Any]:
    """How a scorecard names its game: ``variant`` and ``options``, and for a house game
    its ``rules`` (every setting, resolved) with no options."""
    if setup.variant == HOUSE:
        return {"variant": HOUSE, "options": {}, "rules": setup.options["rules"]}
    return {"variant": setup.variant, "options": dict(setup.options)}


__all__ = ["HOUSE", "VARIANTS", "Entry", "Shithead", "TrickVariant", "Variant", "game_rules",
           "order_out_rules", "plural", "trick_rules", "variant"]
