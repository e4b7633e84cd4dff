"""The games a club's figures are kept for: each built-in game, and each house game
the store holds, by its name (the rules' statistics keys)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules.games import HOUSE
from ..rules.stats_games import every_game

if TYPE_CHECKING:
    from ..store.interfaces import ClubStore


def games_to_choose(store: ClubStore) -> list[str]:
    """Every built-in game, then the house games stored (out of the trash) by name: what
    a chooser of games offers, and what "every game" means for ratings and records."""
    return every_game(store.stats_keys_of(HOUSE))
