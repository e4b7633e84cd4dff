"""One entry point: check a game's record against its rules and derive its scorecard."""

from __future__ import annotations

from .game_record import GameState
from .games import TrickVariant, game_rules
from .results import Scorecard


def evaluate(state: GameState, previous: Scorecard | None = None) -> Scorecard:
    """Validate ``state`` and derive everything; a ``RuleError`` if it breaks a rule.

    ``previous`` (the scorecard before a change) lets unchanged hands be reused.
    """
    rules = game_rules(state.setup)
    if previous is not None and isinstance(rules, TrickVariant):
        return rules.evaluate(state, previous)
    return rules.evaluate(state)
