"""Following one game in the database, whoever changes it (the command line's server).

The database is watched cheaply (:class:`~scorekeeper.store.watch.ChangeWatch`, a few
microseconds a look); only when something was committed is the game reloaded through
the store's public API. In ``rematch`` mode, once the game is over, the next game
started by the same players (a rematch) is followed in its place under the same URL.
"""

from __future__ import annotations

from ..rules import GameSetup, Scorecard
from ..rules.names import name_key
from ..store import Store
from ..store.session import typed_tricks
from ..store.watch import ChangeWatch


class GameGone(ValueError):
    """The game followed went to the trash: nothing is to be shown any more."""


def same_table(one: GameSetup, other: GameSetup) -> bool:
    """The same game by the same people (in any seating): what a rematch is."""
    return (one.variant == other.variant
            and sorted(map(name_key, one.players)) == sorted(map(name_key, other.players)))


class GameFollower:
    """The game with id ``game_id`` as stored now; :meth:`poll` says when it changed."""

    def __init__(self, store: Store, game_id: int, *, rematch: bool = False) -> None:
        self.store = store
        self.game_id = game_id
        self.rematch = rematch
        self._watch = ChangeWatch(store)
        self.scorecard: Scorecard = store.load_game(game_id).game.scorecard
        self.typed: dict[str, int] = self._typed(self.scorecard)  # tricks typed, unrecorded

    def poll(self) -> Scorecard | None:
        """The game's new scorecard if the database changed since the last poll (a
        command, or trick counts typed: then :attr:`typed` changed), else None.

        Raises :class:`GameGone` once the game is in the trash."""
        if not self._watch.changed():
            return None
        if self.store.in_trash(self.game_id):
            raise GameGone(f"game {self.game_id} was deleted")
        scorecard = self.store.load_game(self.game_id).game.scorecard
        if self.rematch and scorecard.over:
            following = self._rematch_of(scorecard)
            if following is not None:
                self.game_id, scorecard = following
        typed = self._typed(scorecard)
        if scorecard == self.scorecard and typed == self.typed:
            return None
        self.scorecard, self.typed = scorecard, typed
        return scorecard

    def _typed(self, scorecard: Scorecard) -> dict[str, int]:
        return typed_tricks(scorecard, self.store.draft(self.game_id))

    def _rematch_of(self, scorecard: Scorecard) -> tuple[int, Scorecard] | None:
        """The newest unfinished game started after this one by the same players."""
        for summary in self.store.unfinished_games(limit=5):
            if summary.id <= self.game_id:
                continue
            candidate = self.store.load_game(summary.id).game.scorecard
            if same_table(scorecard.setup, candidate.setup):
                return summary.id, candidate
        return None
