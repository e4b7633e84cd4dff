"""A game at the table: each action goes to the rules, then is committed, then returns.

The flow is one way: the UI (or a test) calls :meth:`GameSession.apply`; the
rules check the action; the store commits it; only then does the caller see
the new scorecard. If the commit fails, the game is reloaded from the
database, so what is shown is always what is stored.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..rules import Game, Scorecard
from .errors import StoreError
from .store import Store


class GameSession:
    def __init__(self, store: Store, game_id: int, game: Game) -> None:
        self.store = store
        self.game_id = game_id
        self.game = game

    @classmethod
    def start(cls, store: Store, variant: str, players: Sequence[str], first_dealer: str,
              options: Mapping[str, Any] | None = None) -> GameSession:
        game = Game.new(variant, players, first_dealer, options)
        return cls(store, store.create_game(game), game)

    @classmethod
    def resume(cls, store: Store, game_id: int) -> GameSession:
        return cls(store, game_id, store.load_game(game_id).game)

    @property
    def scorecard(self) -> Scorecard:
        return self.game.scorecard

    def apply(self, action: Mapping[str, Any]) -> Scorecard:
        before = self.game.scorecard
        after = self.game.apply(action)  # a RuleError here changes nothing
        try:
            self.store.record(self.game_id, self.game.log[-1], before, after)
        except StoreError:
            self.game = self.store.load_game(self.game_id).game
            raise
        return after
