"""A game being kept: the table log, commands that extend it, undo and redo.

Like a chess board with push/pop: every change is a typed command
(:mod:`.commands`) applied to the record; the record is re-checked against the
rules after each one, and a refused command leaves the game exactly as it was.
The list of applied commands (``Game.log``) replays to the same game, so it is
what the store keeps. Applying answers with a :class:`~.commands.Change`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar

from .commands import (
    Bid,
    Change,
    ClearBid,
    Command,
    Correct,
    Extend,
    Join,
    Leave,
    Outcome,
    Penalty,
    Redo,
    Reopen,
    SitOut,
    Stop,
    Tiebreak,
    Tricks,
    TurnUp,
    Undo,
)
from .errors import GameOverError, NothingToUndoError, RuleError
from .evaluate import evaluate
from .game_record import GameSetup, GameState, HandRecord, TiebreakDeal, frozen_map
from .games import game_rules
from .names import name_key
from .results import Scorecard
from .table_changes import TableChangeError


def first_changed_hand(before: GameState, after: GameState) -> int | None:
    """The number of the first hand whose record differs (records are values, and an
    untouched hand is the very same object, so this is a pointer walk)."""
    old, new = before.hands, after.hands
    for index, (a, b) in enumerate(zip(old, new, strict=False)):
        if a is not b and a != b:
            return index + 1
    if len(old) != len(new):
        return min(len(old), len(new)) + 1
    return None


class Game:
    """One game at the table. All changes go through :meth:`apply`."""

    def __init__(self, state: GameState) -> None:
        self._scorecard = evaluate(state)
        self._state = self._scorecard.state
        # What undo and redo go back to: the whole scored game before each command (the
        # way a chess board pops a move), so stepping back costs the same at hand 2,000
        # as at hand 2. Scorecards are immutable: holding them shares, never copies.
        self._undo: list[tuple[Scorecard, Command]] = []
        self._redo: list[tuple[Scorecard, Command]] = []
        self.log: list[Command] = []

    # --- construction ------------------------------------------------------------
    @classmethod
    def new(
        cls,
        game: str,
        players: Sequence[str],
        first_dealer: str,
        options: Mapping[str, Any] | None = None,
    ) -> Game:
        setup = GameSetup(game, tuple(players), first_dealer, frozen_map(options or {}))
        checked = game_rules(setup).setup(setup)
        return cls(GameState(checked))

    @classmethod
    def replay(cls, state: GameState, commands: Iterable[Command]) -> Game:
        """The game that ``commands`` make of ``state`` (the store's table log)."""
        game = cls(state)
        for command in commands:
            game.apply(command)
        return game

    def clone(self) -> Game:
        """An independent copy to try a command on: the original stays as it was until
        the copy's change is known to be stored. Records are immutable, so only the
        lists are copied."""
        twin = Game.__new__(Game)
        twin._scorecard, twin._state = self._scorecard, self._state
        twin._undo, twin._redo, twin.log = list(self._undo), list(self._redo), list(self.log)
        return twin

    # --- reading -----------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self._state

    @property
    def scorecard(self) -> Scorecard:
        return self._scorecard

    @property
    def setup(self) -> GameSetup:
        return self._scorecard.setup

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def undo_text(self) -> str | None:
        return self._undo[-1][1].describe() if self._undo else None

    @property
    def redo_text(self) -> str | None:
        return self._redo[-1][1].describe() if self._redo else None

    # --- commands ----------------------------------------------------------------
    def apply(self, command: Command) -> Change:
        """Apply one command; on a ``RuleError`` nothing changes."""
        before = self._state
        done = None
        if isinstance(command, Undo | Redo):
            undoing = isinstance(command, Undo)
            source, target = (self._undo, self._redo) if undoing else (self._redo, self._undo)
            what = source[-1][1].describe() if source else None
            self._step(source, target, "undo" if undoing else "redo")
            done = f"{'Undid' if undoing else 'Redid'} {what}."
        else:
            handler = self._HANDLERS.get(type(command))
            if handler is None:
                raise RuleError(f"unknown action {command!r}")
            new_state = handler(self, command)
            scorecard = evaluate(new_state, self._scorecard)
            self._undo.append((self._scorecard, command))
            self._redo.clear()
            self._state, self._scorecard = scorecard.state, scorecard
        self.log.append(command)
        return Change(command, self._scorecard, first_changed_hand(before, self._state),
                      self.undo_text, self.redo_text, done)

    # --- command handlers: each returns the new state (checked by apply) ----------
    def _step(self, source: list[Any], target: list[Any], word: str) -> None:
        if not source:
            raise NothingToUndoError(f"there is nothing to {word}")
        scorecard, command = source.pop()
        target.append((self._scorecard, command))
        self._scorecard, self._state = scorecard, scorecard.state

    def _current(self) -> tuple[int, HandRecord]:
        """Index and record of the hand being entered (a fresh one if the last is done)."""
        if self._scorecard.over:
            last = len(self._state.hands)
            raise GameOverError(
                f"the game is over after hand {last}; no more can be recorded",
                hand=last + 1,
                rule="end",
            )
        hands = self._state.hands
        if hands and not hands[-1].complete:
            return len(hands) - 1, hands[-1]
        return len(hands), game_rules(self.setup).new_hand()

    def _with_hand(self, index: int, record: HandRecord) -> GameState:
        hands = list(self._state.hands)
        if index == len(hands):
            hands.append(record)
        else:
            hands[index] = record
        return replace(self._state, hands=tuple(hands))

    def _do_bid(self, command: Bid) -> GameState:
        index, record = self._current()
        player = self._player(command.player, index + 1)
        return self._with_hand(index, record.with_bid(player, command.bid))

    def _do_clear_bid(self, command: ClearBid) -> GameState:
        index, record = self._current()
        player = self._player(command.player, index + 1)
        bids = {p: b for p, b in record.bids.items() if p != player}
        order = record.bid_order
        if order is not None:
            order = tuple(p for p in order if p != player)
        return self._with_hand(index, replace(record, bids=frozen_map(bids), bid_order=order))

    def _do_turn_up(self, command: TurnUp) -> GameState:
        index, record = self._current()
        return self._with_hand(index, replace(record, turn_up=command.card))

    def _do_tricks(self, command: Tricks) -> GameState:
        index, record = self._current()
        return self._with_hand(index, replace(record, tricks=command.tricks))

    def _do_penalty(self, command: Penalty) -> GameState:
        if command.hand is not None:
            index = int(command.hand) - 1
            if not 0 <= index < len(self._state.hands):
                raise RuleError(f"there is no hand {index + 1} to penalise", hand=index + 1)
            record = self._state.hands[index]
        else:
            index, record = self._current()
        player = self._player(command.player, index + 1)
        count = command.count
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise RuleError(f"a penalty count must be 0 or more, not {count!r}",
                            hand=index + 1, player=player, rule="penalties")
        return self._with_hand(index, record.with_penalty(player, count))

    def _do_outcome(self, command: Outcome) -> GameState:
        index, record = self._current()
        return self._with_hand(index, replace(
            record, out_order=command.out_order, loser=command.loser, winner=command.winner))

    def _do_correct(self, command: Correct) -> GameState:
        number = command.hand
        if not isinstance(number, int) or not 1 <= number <= len(self._state.hands):
            raise RuleError(f"there is no hand {number} to correct", hand=number)
        joined = [name_key(p) for p in self._state.hands[number - 1].joined]
        if [name_key(p) for p in command.record.joined if isinstance(p, str)] != joined:
            raise TableChangeError("a correction cannot change who joined the game (undo "
                                   "the join instead)", hand=number)
        hands = list(self._state.hands)
        hands[number - 1] = command.record
        return replace(self._state, hands=tuple(hands))

    def _do_stop(self, command: Stop) -> GameState:
        return replace(self._state, stopped=True)

    def _do_reopen(self, command: Reopen) -> GameState:
        return replace(self._state, stopped=False)

    def _do_tiebreak(self, command: Tiebreak) -> GameState:
        deal = TiebreakDeal(command.players, command.bids, command.tricks)
        return replace(self._state, tiebreaks=(*self._state.tiebreaks, deal))

    def _do_extend(self, command: Extend) -> GameState:
        """The record continued elsewhere; refused unless it only adds to this one."""
        from .same_game import LONGER, compare_records, state_record

        index = command.start - 1 if isinstance(command.start, int) else -1
        if not 0 <= index <= len(self._state.hands):
            raise RuleError(f"there is no hand {command.start} to continue from",
                            hand=command.start)
        after = replace(self._state, hands=(*self._state.hands[:index], *command.hands),
                        stopped=command.stopped, tiebreaks=command.tiebreaks)
        comparison = compare_records(state_record(self._state), state_record(after))
        if comparison.relation != LONGER:
            raise RuleError("the record brought in does not continue this game"
                            + (f": {comparison.describe()}" if comparison.why else ""),
                            hand=comparison.hand)
        return after

    # --- the table changes: they go into the hand about to be dealt ------------------
    def _table_hand(self, what: str) -> tuple[int, HandRecord]:
        """The hand a join, leave or sit-out goes into: the hand in play, before its
        bidding (a change would move the deal and the bidding order)."""
        if not game_rules(self.setup).table_changes(self.setup):
            raise TableChangeError("players join, leave and sit out only in a house game "
                                   "whose rules have table changes on")
        index, record = self._current()
        if record.bids:
            raise TableChangeError(f"bids are recorded for hand {index + 1}, so {what} counts "
                                   "from the next hand: record this hand first (or clear "
                                   "its bids)", hand=index + 1)
        return index, record

    def _do_join(self, command: Join) -> GameState:
        index, record = self._table_hand("a join")
        known = {name_key(p): p for p in self._scorecard.players}
        if isinstance(command.player, str) and name_key(command.player) in known:
            player = known[name_key(command.player)]
            hand = self._scorecard.current
            gone = hand is not None and hand.table is not None and player in hand.table.away
            why = ("left the game and cannot come back (sit out instead of leaving)" if gone
                   else "is in the game already")
            raise TableChangeError(f"{player} {why}", hand=index + 1, player=player)
        after = self._player(command.after, index + 1)
        return self._with_hand(index, replace(
            record, joined=frozen_map({**record.joined, command.player: command.start}),
            joined_after=frozen_map({**record.joined_after, command.player: after})))

    def _do_leave(self, command: Leave) -> GameState:
        index, record = self._table_hand("leaving")
        player = self._player(command.player, index + 1)
        if player in record.joined:
            raise TableChangeError(f"{player} joined for this hand: undo the join instead",
                                   hand=index + 1, player=player)
        if index == 0:
            raise TableChangeError("nobody can leave before the first hand (start a game "
                                   "without them instead)", hand=1, player=player)
        return self._with_hand(index, replace(
            record, left=(*record.left, player),
            sitting_out=tuple(p for p in record.sitting_out if p != player)))

    def _do_sit_out(self, command: SitOut) -> GameState:
        index, record = self._table_hand("sitting out")
        player = self._player(command.player, index + 1)
        out = tuple(p for p in record.sitting_out if p != player)
        return self._with_hand(index, replace(
            record, sitting_out=(*out, player) if command.out else out))

    def _player(self, name: Any, hand: int) -> str:
        from .games.base import Seating

        return Seating(self._scorecard.players).find(name, hand=hand)

    _HANDLERS: ClassVar[dict[type, Any]] = {
        Bid: _do_bid, ClearBid: _do_clear_bid, TurnUp: _do_turn_up, Tricks: _do_tricks,
        Penalty: _do_penalty, Outcome: _do_outcome, Correct: _do_correct, Stop: _do_stop,
        Reopen: _do_reopen, Tiebreak: _do_tiebreak, Extend: _do_extend, Join: _do_join,
        Leave: _do_leave, SitOut: _do_sit_out,
    }
