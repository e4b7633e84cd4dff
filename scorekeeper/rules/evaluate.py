"""One entry point: check a game's record against its rules and derive its scorecard."""

from __future__ import annotations

from .games import variant
from .records import GameState
from .results import Scorecard


def evaluate(state: GameState) -> Scorecard:
    """Validate ``state`` and derive everything; a ``RuleError`` if it breaks a rule."""
    return variant(state.setup.variant).evaluate(state)
