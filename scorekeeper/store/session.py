"""A game at the table: each command goes to the rules, then is committed, then returns.

The flow is one way: the UI (or a test) calls :meth:`GameSession.apply`; the
rules check the command; the store commits it; only then does the caller get
the :class:`~scorekeeper.rules.commands.Change` to refresh from. If the commit
fails, the game is reloaded from the database, so what is shown is always what
is stored.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..rules import Game, Scorecard
from ..rules.commands import Change, Command
from ..rules.rows import game_rows
from ..rules.scorecard_file import scorecard_to_json
from ..rules.seats import seated_command
from .errors import GameInTrashError, StaleGameError
from .moved import DatabaseReplacedError, GameMovedError
from .stamps import new_uid

if TYPE_CHECKING:  # the app's window passes a StoreClient: sqlite-utils stays out of it
    from .interfaces import GamesStore


class GameSession:
    """One window's hold on one game: what it shows is what was stored."""

    def __init__(self, store: GamesStore, game_id: int, game: Game, uid: str | None = None) -> None:
        self.store = store
        self.game_id = game_id
        self.game = game
        self.uid = uid  # the game wherever it is: found again if its id changes
        self.notices: list[str] = []  # what the store did on its own (see take_notice)
        self._detached: DatabaseReplacedError | None = None

    @classmethod
    def start(cls, store: GamesStore, variant: str, players: Sequence[str], first_dealer: str,
              options: Mapping[str, Any] | None = None) -> GameSession:
        """A new game, stored with a uid given here: sent again (the store's process
        restarted), it is recognised and stored once. A player typed by an alias sits
        as the player it stands for."""
        *players, first_dealer = store.resolve_players([*players, first_dealer])
        game, uid = Game.new(variant, players, first_dealer, options), new_uid()
        return cls(store, store.create_game(game, uid=uid), game, uid)

    @classmethod
    def resume(cls, store: GamesStore, game_id: int) -> GameSession:
        """The game to go on with; a game in the trash is refused (restore it first),
        whoever deleted it and whatever screen still offered it."""
        if store.in_trash(game_id):
            raise GameInTrashError(
                f"game {game_id} has been deleted (it is in the trash); restore it "
                "from History › Trash to go on with it")
        stored = store.load_game(game_id)
        return cls(store, game_id, stored.game, stored.uid)

    @property
    def scorecard(self) -> Scorecard:
        return self.game.scorecard

    def apply(self, command: Command) -> Change:
        """Check ``command`` by the rules, commit it, and only then take it as done.

        The command is tried on a copy, so a refusal by the rules or the store (a stale
        window, a full disk) leaves this session's game as it was; a stale window is
        reloaded from what is stored. If the database file was replaced under the
        app, the game is followed to the database now at the path and the command is
        stored there (the store's message is kept in :attr:`notices`)."""
        try:
            return self._apply(command)
        except DatabaseReplacedError as moved:
            self._follow(moved)
            change = self._apply(command)
            self.notices.append(str(moved))
            return change
        except GameMovedError as moved:
            self._find(moved)
            return self._apply(command)

    def _apply(self, command: Command) -> Change:
        if self._detached is not None:
            raise self._detached
        trial = self.game.clone()
        change = trial.apply(command)  # a RuleError here changes nothing
        after = change.scorecard
        try:
            self.store.record(self.game_id, len(self.game.log),
                              seated_command(command, after.players),
                              game_rows(after, self.game.scorecard, change.from_hand),
                              uid=self.uid)
        except StaleGameError:
            self.reload()
            raise
        self.game = trial
        return change

    def _follow(self, moved: DatabaseReplacedError) -> None:
        """Take this game as it is now in the database at the path; if it is not there
        as it was shown, nothing more is written for it (it is in the saved copy)."""
        if not self._take(moved.ids.get(self.game_id)):
            self._detached = moved
            raise moved

    def _find(self, moved: GameMovedError) -> None:
        """The game by its uid, after another call followed a replaced file."""
        known = self.store.known_uid(self.uid)
        if not self._take(known[0] if known else None):
            raise moved

    def _take(self, game_id: int | None) -> bool:
        """Go on with stored game ``game_id`` if it is the game as shown."""
        if game_id is None:
            return False
        stored = self.store.load_game(game_id)
        if scorecard_to_json(stored.game.scorecard) != scorecard_to_json(self.game.scorecard):
            return False
        self.game_id, self.game, self.uid = game_id, stored.game, stored.uid
        return True

    def take_notice(self) -> str | None:
        """What the store did on its own during the last command (None if nothing)."""
        return self.notices.pop(0) if self.notices else None

    def reload(self) -> None:
        """Take the game as stored now (after another window or process changed it)."""
        self.game = self.store.load_game(self.game_id).game

    # --- trick counts typed but not yet recorded ---------------------------------------
    def save_tricks(self, number: int, tricks: Mapping[str, int]) -> None:
        """Store the trick counts typed so far for hand ``number`` (each key is kept)."""
        try:
            self._save_tricks(number, tricks)
        except DatabaseReplacedError as moved:
            self._follow(moved)
            self._save_tricks(number, tricks)
            self.notices.append(str(moved))
        except GameMovedError as moved:
            self._find(moved)
            self._save_tricks(number, tricks)

    def _save_tricks(self, number: int, tricks: Mapping[str, int]) -> None:
        if self._detached is not None:
            raise self._detached
        players = list(self.game.scorecard.players)
        try:
            self.store.save_draft(self.game_id, len(self.game.log), number,
                                  {players.index(p): n for p, n in tricks.items()},
                                  uid=self.uid)
        except StaleGameError:
            self.reload()
            raise

    def typed_tricks(self) -> dict[str, int]:
        """The trick counts typed for the hand in play before the app last closed."""
        return typed_tricks(self.game.scorecard, self.store.draft(self.game_id))


def typed_tricks(scorecard: Scorecard, saved: tuple[int, dict[int, int]] | None
                 ) -> dict[str, int]:
    """The trick counts typed (``Store.draft``: hand number, counts by seat) for the
    hand in play of ``scorecard``, by player; none when they were for another hand."""
    hand = scorecard.current
    if hand is None or saved is None or saved[0] != hand.number:
        return {}
    players = scorecard.players
    return {players[seat]: n for seat, n in saved[1].items() if seat < len(players)}
