"""A game being kept: the table log, commands that extend it, undo and redo.

Like a chess board with push/pop: every command is a plain dict (an *action*)
applied to the record; the record is re-checked against the rules after each
one, and a refused action leaves the game exactly as it was. The list of
applied actions (``Game.log``) replays to the same game, so it is what the
store keeps.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from .errors import GameOverError, NothingToUndoError, RuleError
from .evaluate import evaluate
from .games import variant
from .games.trick import CALLED, TrickVariant
from .records import GameSetup, GameState, HandRecord, TiebreakDeal, frozen_map
from .results import Scorecard

Action = dict[str, Any]


def describe_action(action: Mapping[str, Any]) -> str:
    """Short text for the undo menu: "Undo Dan's bid of 2"."""
    kind = action.get("do")
    if kind == "bid":
        return f"{action['player']}'s bid of {action['bid']}"
    if kind == "clear_bid":
        return f"clearing {action['player']}'s bid"
    if kind == "turn_up":
        return f"turn-up {action.get('card') or 'cleared'}"
    if kind == "tricks":
        return "tricks"
    if kind == "penalty":
        return f"{action['player']}'s penalty"
    if kind == "outcome":
        return "hand result"
    if kind == "correct":
        return f"correction of hand {action['hand']}"
    if kind == "stop":
        return "ending the game"
    if kind == "reopen":
        return "reopening the game"
    if kind == "tiebreak":
        return "tie-break deal"
    return str(kind)


class Game:
    """One game at the table. All changes go through :meth:`apply`."""

    def __init__(self, state: GameState) -> None:
        self._card = evaluate(state)
        self._state = self._card.state
        self._undo: list[tuple[GameState, Action]] = []
        self._redo: list[tuple[GameState, Action]] = []
        self.log: list[Action] = []

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
        checked = variant(game).setup(setup)
        return cls(GameState(checked))

    @classmethod
    def replay(cls, state: GameState, actions: Iterable[Mapping[str, Any]]) -> Game:
        """The game that ``actions`` make of ``state`` (the store's table log)."""
        game = cls(state)
        for action in actions:
            game.apply(action)
        return game

    def clone(self) -> Game:
        """An independent copy to try an action on: the original stays as it was until
        the copy's change is known to be stored. Records are immutable, so only the
        lists are copied."""
        twin = Game.__new__(Game)
        twin._card, twin._state = self._card, self._state
        twin._undo, twin._redo, twin.log = list(self._undo), list(self._redo), list(self.log)
        return twin

    # --- reading -----------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self._state

    @property
    def scorecard(self) -> Scorecard:
        return self._card

    @property
    def setup(self) -> GameSetup:
        return self._card.setup

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def undo_text(self) -> str | None:
        return describe_action(self._undo[-1][1]) if self._undo else None

    @property
    def redo_text(self) -> str | None:
        return describe_action(self._redo[-1][1]) if self._redo else None

    # --- commands ----------------------------------------------------------------
    def apply(self, action: Mapping[str, Any]) -> Scorecard:
        """Apply one action; on a ``RuleError`` nothing changes."""
        action = dict(action)
        kind = action.get("do")
        if kind == "undo":
            self._step(self._undo, self._redo, "undo")
        elif kind == "redo":
            self._step(self._redo, self._undo, "redo")
        else:
            handler = getattr(self, f"_do_{kind}", None)
            if handler is None:
                raise RuleError(f"unknown action {kind!r}")
            new_state = handler(action)
            card = evaluate(new_state, self._card)
            self._undo.append((self._state, action))
            self._redo.clear()
            self._state, self._card = card.state, card
        self.log.append(action)
        return self._card

    def bid(self, player: str, value: int) -> Scorecard:
        return self.apply({"do": "bid", "player": player, "bid": value})

    def clear_bid(self, player: str) -> Scorecard:
        return self.apply({"do": "clear_bid", "player": player})

    def set_turn_up(self, card: str | None) -> Scorecard:
        return self.apply({"do": "turn_up", "card": card})

    def record_tricks(self, tricks: Mapping[str, int]) -> Scorecard:
        return self.apply({"do": "tricks", "tricks": dict(tricks)})

    def record_penalty(self, player: str, count: int, hand: int | None = None) -> Scorecard:
        action: Action = {"do": "penalty", "player": player, "count": count}
        if hand is not None:
            action["hand"] = hand
        return self.apply(action)

    def record_outcome(
        self,
        out_order: Sequence[str] | None = None,
        loser: str | None = None,
        winner: str | None = None,
    ) -> Scorecard:
        return self.apply({"do": "outcome", "out_order": list(out_order) if out_order else None,
                           "loser": loser, "winner": winner})

    def correct_hand(self, number: int, record: HandRecord) -> Scorecard:
        from .scorecard_file import hand_to_json

        return self.apply({"do": "correct", "hand": number, "record": hand_to_json(record)})

    def stop(self) -> Scorecard:
        return self.apply({"do": "stop"})

    def reopen(self) -> Scorecard:
        return self.apply({"do": "reopen"})

    def record_tiebreak(
        self, players: Sequence[str], bids: Mapping[str, int], tricks: Mapping[str, int]
    ) -> Scorecard:
        return self.apply({"do": "tiebreak", "players": list(players), "bids": dict(bids),
                           "tricks": dict(tricks)})

    def undo(self) -> Scorecard:
        return self.apply({"do": "undo"})

    def redo(self) -> Scorecard:
        return self.apply({"do": "redo"})

    # --- action handlers: each returns the new state (checked by apply) ----------
    def _step(self, source: list, target: list, word: str) -> None:
        if not source:
            raise NothingToUndoError(f"there is nothing to {word}")
        state, action = source.pop()
        target.append((self._state, action))
        self._state = state
        self._card = evaluate(state)

    def _current(self) -> tuple[int, HandRecord]:
        """Index and record of the hand being entered (a fresh one if the last is done)."""
        if self._card.over:
            last = len(self._state.hands)
            raise GameOverError(
                f"the game is over after hand {last}; no more can be recorded",
                hand=last + 1,
                rule="end",
            )
        hands = self._state.hands
        if hands and not hands[-1].complete:
            return len(hands) - 1, hands[-1]
        rules = variant(self.setup.variant)
        called = isinstance(rules, TrickVariant) and rules.bidding == CALLED
        return len(hands), HandRecord(bid_order=() if called else None)

    def _with_hand(self, index: int, record: HandRecord) -> GameState:
        hands = list(self._state.hands)
        if index == len(hands):
            hands.append(record)
        else:
            hands[index] = record
        return replace(self._state, hands=tuple(hands))

    def _do_bid(self, action: Action) -> GameState:
        index, record = self._current()
        player = self._player(action.get("player"), index + 1)
        return self._with_hand(index, record.with_bid(player, action.get("bid")))

    def _do_clear_bid(self, action: Action) -> GameState:
        index, record = self._current()
        player = self._player(action.get("player"), index + 1)
        bids = {p: b for p, b in record.bids.items() if p != player}
        order = record.bid_order
        if order is not None:
            order = tuple(p for p in order if p != player)
        return self._with_hand(index, replace(record, bids=frozen_map(bids), bid_order=order))

    def _do_turn_up(self, action: Action) -> GameState:
        index, record = self._current()
        return self._with_hand(index, replace(record, turn_up=action.get("card")))

    def _do_tricks(self, action: Action) -> GameState:
        index, record = self._current()
        return self._with_hand(index, replace(record, tricks=frozen_map(action.get("tricks"))))

    def _do_penalty(self, action: Action) -> GameState:
        if "hand" in action and action["hand"] is not None:
            index = int(action["hand"]) - 1
            if not 0 <= index < len(self._state.hands):
                raise RuleError(f"there is no hand {index + 1} to penalise", hand=index + 1)
            record = self._state.hands[index]
        else:
            index, record = self._current()
        player = self._player(action.get("player"), index + 1)
        count = action.get("count")
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise RuleError(f"a penalty count must be 0 or more, not {count!r}",
                            hand=index + 1, player=player, rule="penalties")
        return self._with_hand(index, record.with_penalty(player, count))

    def _do_outcome(self, action: Action) -> GameState:
        index, record = self._current()
        order = action.get("out_order")
        return self._with_hand(index, replace(
            record,
            out_order=tuple(order) if order else None,
            loser=action.get("loser"),
            winner=action.get("winner"),
        ))

    def _do_correct(self, action: Action) -> GameState:
        from .scorecard_file import hand_from_json

        number = action.get("hand")
        if not isinstance(number, int) or not 1 <= number <= len(self._state.hands):
            raise RuleError(f"there is no hand {number} to correct", hand=number)
        record = hand_from_json(action.get("record"), number)
        hands = list(self._state.hands)
        hands[number - 1] = record
        return replace(self._state, hands=tuple(hands))

    def _do_stop(self, action: Action) -> GameState:
        return replace(self._state, stopped=True)

    def _do_reopen(self, action: Action) -> GameState:
        return replace(self._state, stopped=False)

    def _do_tiebreak(self, action: Action) -> GameState:
        deal = TiebreakDeal(tuple(action.get("players") or ()),
                            frozen_map(action.get("bids")), frozen_map(action.get("tricks")))
        return replace(self._state, tiebreaks=(*self._state.tiebreaks, deal))

    def _player(self, name: Any, hand: int) -> str:
        from .games.base import Seating

        return Seating(self.setup.players).find(name, hand=hand)
