"""A game at the table: each command goes to the rules, then is committed, then returns.

The flow is one way: the UI (or a test) calls :meth:`GameSession.apply`; the
rules check the command; the store commits it; only then does the caller get
the :class:`~scorekeeper.rules.commands.Change` to refresh from. If the commit
fails, the game is reloaded from the database, so what is shown is always what
is stored.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..rules import Game, Scorecard
from ..rules.commands import Change, Command
from ..rules.rows import game_rows
from ..rules.seats import seated_command
from .errors import GameInTrashError, StaleGameError
from .store import Store


class GameSession:
    """One window's hold on one game: what it shows is what was stored."""

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
        """The game to go on with; a game in the trash is refused (restore it first),
        whoever deleted it and whatever screen still offered it."""
        if store.in_trash(game_id):
            raise GameInTrashError(
                f"game {game_id} has been deleted (it is in the trash); restore it "
                "from History › Trash to go on with it")
        return cls(store, game_id, store.load_game(game_id).game)

    @property
    def scorecard(self) -> Scorecard:
        return self.game.scorecard

    def apply(self, command: Command) -> Change:
        """Check ``command`` by the rules, commit it, and only then take it as done.

        The command is tried on a copy, so a refusal by the rules or the store (a stale
        window, a full disk) leaves this session's game as it was; a stale window is
        reloaded from what is stored."""
        trial = self.game.clone()
        change = trial.apply(command)  # a RuleError here changes nothing
        after = change.scorecard
        try:
            self.store.record(self.game_id, len(self.game.log),
                              seated_command(command, after.setup.players),
                              game_rows(after, self.game.scorecard, change.from_hand))
        except StaleGameError:
            self.reload()
            raise
        self.game = trial
        return change

    def reload(self) -> None:
        """Take the game as stored now (after another window or process changed it)."""
        self.game = self.store.load_game(self.game_id).game

    # --- trick counts typed but not yet recorded ---------------------------------------
    def save_tricks(self, number: int, tricks: Mapping[str, int]) -> None:
        """Store the trick counts typed so far for hand ``number`` (each key is kept)."""
        players = list(self.game.setup.players)
        try:
            self.store.save_draft(self.game_id, len(self.game.log), number,
                                  {players.index(p): n for p, n in tricks.items()})
        except StaleGameError:
            self.reload()
            raise

    def typed_tricks(self) -> dict[str, int]:
        """The trick counts typed for the hand in play before the app last closed."""
        hand = self.game.scorecard.current
        saved = self.store.draft(self.game_id)
        if hand is None or saved is None or saved[0] != hand.number:
            return {}
        players = self.game.setup.players
        return {players[seat]: n for seat, n in saved[1].items() if seat < len(players)}
