"""Commands: what the scorekeeper can do to a game, one frozen value each.

A command is applied by :meth:`Game.apply <scorekeeper.rules.game.Game.apply>`,
which answers with a :class:`Change`: the new scorecard, the first hand whose
record changed, and what Undo and Redo would now do. The table log is a list
of commands; :meth:`Command.to_json` is the form the store and files keep
(``{"do": "bid", "player": "Ann", "bid": 2}``) and :func:`command_from_json`
reads it back, refusing anything malformed with a :class:`RuleError`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from .errors import RuleError
from .game_record import HandRecord, TiebreakDeal, frozen_map
from .hand_json import hand_from_json, hand_to_json

if TYPE_CHECKING:
    from .results import Scorecard


@dataclass(frozen=True)
class Command:
    """Base of every command; ``kind`` is its name in the stored log."""

    kind: ClassVar[str] = ""

    def describe(self) -> str:
        """Short words for the Undo and Redo menus: "Dan's bid of 2"."""
        return self.kind

    def to_json(self) -> dict[str, Any]:
        return {"do": self.kind}


@dataclass(frozen=True)
class Bid(Command):
    """A player's bid in the hand in play (a second bid by the same player replaces it)."""

    kind: ClassVar[str] = "bid"
    player: str
    bid: int

    def describe(self) -> str:
        return f"{self.player}'s bid of {self.bid}"

    def to_json(self) -> dict[str, Any]:
        return {"do": self.kind, "player": self.player, "bid": self.bid}


@dataclass(frozen=True)
class ClearBid(Command):
    kind: ClassVar[str] = "clear_bid"
    player: str

    def describe(self) -> str:
        return f"clearing {self.player}'s bid"

    def to_json(self) -> dict[str, Any]:
        return {"do": self.kind, "player": self.player}


@dataclass(frozen=True)
class TurnUp(Command):
    """The turned-up card of the hand in play (``None`` clears it)."""

    kind: ClassVar[str] = "turn_up"
    card: str | None

    def describe(self) -> str:
        return f"turn-up {self.card or 'cleared'}"

    def to_json(self) -> dict[str, Any]:
        return {"do": self.kind, "card": self.card}


@dataclass(frozen=True)
class Tricks(Command):
    """Every player's tricks: this completes the hand in play."""

    kind: ClassVar[str] = "tricks"
    tricks: Mapping[str, int]

    def __post_init__(self) -> None:
        object.__setattr__(self, "tricks", frozen_map(self.tricks))

    def describe(self) -> str:
        """Whose tricks, with the counts: "the tricks (Ann 2, Ben 0, Cat 1)"."""
        return f"the tricks ({_counts(self.tricks)})"

    def to_json(self) -> dict[str, Any]:
        return {"do": self.kind, "tricks": dict(self.tricks)}


@dataclass(frozen=True)
class Penalty(Command):
    """A player's revokes or reneges: in the hand in play, or in hand ``hand``."""

    kind: ClassVar[str] = "penalty"
    player: str
    count: int
    hand: int | None = None

    def describe(self) -> str:
        return f"{self.player}'s penalty"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"do": self.kind, "player": self.player, "count": self.count}
        if self.hand is not None:
            out["hand"] = self.hand
        return out


@dataclass(frozen=True)
class Outcome(Command):
    """How a hand without bids ended: the order out, or only the loser or the winner."""

    kind: ClassVar[str] = "outcome"
    out_order: tuple[str, ...] | None = None
    loser: str | None = None
    winner: str | None = None

    def __post_init__(self) -> None:
        if self.out_order is not None:
            object.__setattr__(self, "out_order", tuple(self.out_order) or None)

    def describe(self) -> str:
        """Who the hand's result names: "Ben as the loser", "the order out: Cat, Ann, Ben"."""
        if self.out_order:
            return f"the order out: {', '.join(self.out_order)}"
        if self.loser is not None:
            return f"{self.loser} as the loser"
        if self.winner is not None:
            return f"{self.winner} as the winner"
        return "a hand result"

    def to_json(self) -> dict[str, Any]:
        return {"do": self.kind, "out_order": list(self.out_order) if self.out_order else None,
                "loser": self.loser, "winner": self.winner}


@dataclass(frozen=True)
class Correct(Command):
    """Hand ``hand`` replaced by ``record`` (a correction of a completed hand)."""

    kind: ClassVar[str] = "correct"
    hand: int
    record: HandRecord

    def describe(self) -> str:
        return f"correction of hand {self.hand}"

    def to_json(self) -> dict[str, Any]:
        return {"do": self.kind, "hand": self.hand, "record": hand_to_json(self.record)}


@dataclass(frozen=True)
class Stop(Command):
    kind: ClassVar[str] = "stop"

    def describe(self) -> str:
        return "ending the game"


@dataclass(frozen=True)
class Reopen(Command):
    kind: ClassVar[str] = "reopen"

    def describe(self) -> str:
        return "reopening the game"


@dataclass(frozen=True)
class Tiebreak(Command):
    """The deal that settles a tie which survived the tie-breakers."""

    kind: ClassVar[str] = "tiebreak"
    players: tuple[str, ...]
    bids: Mapping[str, int] = field(default_factory=lambda: frozen_map({}))
    tricks: Mapping[str, int] = field(default_factory=lambda: frozen_map({}))

    def __post_init__(self) -> None:
        object.__setattr__(self, "players", tuple(self.players))
        object.__setattr__(self, "bids", frozen_map(self.bids))
        object.__setattr__(self, "tricks", frozen_map(self.tricks))

    def describe(self) -> str:
        return f"the tie-break deal of {' and '.join(self.players)}"

    def to_json(self) -> dict[str, Any]:
        return {"do": self.kind, "players": list(self.players), "bids": dict(self.bids),
                "tricks": dict(self.tricks)}


@dataclass(frozen=True)
class Extend(Command):
    """The record as it was continued at another table, brought in by an import: hands
    from number ``start`` on become ``hands`` (the hand that was in play here completed,
    and those played after it), and the game ends as it ended there. Refused unless it
    only continues the game (see :mod:`.same_game`): nothing recorded here changes."""

    kind: ClassVar[str] = "extend"
    start: int
    hands: tuple[HandRecord, ...]
    stopped: bool = False
    tiebreaks: tuple[TiebreakDeal, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "hands", tuple(self.hands))
        object.__setattr__(self, "tiebreaks", tuple(self.tiebreaks))

    def describe(self) -> str:
        last = self.start + len(self.hands) - 1
        if not self.hands:
            return "the game's end brought in"
        span = f"hand {last}" if last == self.start else f"hands {self.start}–{last}"
        return f"{span} brought in"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"do": self.kind, "start": self.start,
                               "hands": [hand_to_json(h) for h in self.hands],
                               "stopped": self.stopped}
        if self.tiebreaks:
            out["tiebreak"] = [{"players": list(t.players), "bids": dict(t.bids),
                                "tricks": dict(t.tricks)} for t in self.tiebreaks]
        return out


@dataclass(frozen=True)
class Join(Command):
    """``player`` joins before the hand in play (or the next), sitting after ``after``
    and starting from ``start`` points (house rules with table changes)."""

    kind: ClassVar[str] = "join"
    player: str
    after: str
    start: int = 0

    def describe(self) -> str:
        return f"{self.player} joining"

    def to_json(self) -> dict[str, Any]:
        return {"do": self.kind, "player": self.player, "after": self.after,
                "start": self.start}


@dataclass(frozen=True)
class Leave(Command):
    """``player`` leaves after the last hand played: keeps their total and place."""

    kind: ClassVar[str] = "leave"
    player: str

    def describe(self) -> str:
        return f"{self.player} leaving"

    def to_json(self) -> dict[str, Any]:
        return {"do": self.kind, "player": self.player}


@dataclass(frozen=True)
class SitOut(Command):
    """``player`` sits out the hand in play (or the next): ``out`` false takes them back."""

    kind: ClassVar[str] = "sit_out"
    player: str
    out: bool = True

    def describe(self) -> str:
        return f"{self.player} sitting out" if self.out else f"{self.player} back in"

    def to_json(self) -> dict[str, Any]:
        return {"do": self.kind, "player": self.player, "out": self.out}


@dataclass(frozen=True)
class Undo(Command):
    kind: ClassVar[str] = "undo"


@dataclass(frozen=True)
class Redo(Command):
    kind: ClassVar[str] = "redo"


COMMANDS: Mapping[str, type[Command]] = {
    c.kind: c for c in (Bid, ClearBid, TurnUp, Tricks, Penalty, Outcome, Correct, Stop,
                        Reopen, Tiebreak, Extend, Join, Leave, SitOut, Undo, Redo)
}


@dataclass(frozen=True)
class Change:
    """What applying one command did: what every screen refreshes from.

    ``from_hand`` is the number of the first hand whose record changed (None when
    no hand did: ending, reopening, a tie-break deal); rows and scoreboards from
    there on are redrawn, those before it are as they were."""

    command: Command | None  # None: the game as stored, for a screen meeting it
    scorecard: Scorecard
    from_hand: int | None
    undo_text: str | None
    redo_text: str | None
    done_text: str | None = None  # what an Undo or Redo did: "Undid Cat's bid of 2."

    @property
    def status(self) -> str:
        return self.scorecard.status


# --- reading the stored form -------------------------------------------------------
def command_from_json(raw: Any) -> Command:
    """The command a stored or typed-in ``{"do": ...}`` object stands for."""
    if not isinstance(raw, Mapping):
        raise RuleError(f"a command must be an object, not {type(raw).__name__}")
    kind = raw.get("do")
    if not isinstance(kind, str) or kind not in COMMANDS:
        raise RuleError(f"unknown action {kind!r}")
    reader = _READERS.get(kind)
    return reader(raw) if reader else COMMANDS[kind]()


def _text(raw: Mapping[str, Any], key: str, *, optional: bool = False) -> Any:
    value = raw.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, str):
        raise RuleError(f"{raw.get('do')}: {key} must be a name or text, not {value!r}")
    return value


def _names(raw: Mapping[str, Any], key: str, doing: str | None = None,
           ) -> tuple[str, ...] | None:
    """``doing`` names the command when ``raw`` is part of one (an import's tie-break)."""
    value = raw.get(key)
    if value is None:
        return None
    if not isinstance(value, Sequence) or isinstance(value, str) \
            or not all(isinstance(v, str) for v in value):
        raise RuleError(f"{doing or raw.get('do')}: {key} must be a list of names")
    return tuple(value)


def _numbers(raw: Mapping[str, Any], key: str, doing: str | None = None,
             ) -> Mapping[str, int]:
    value = raw.get(key)
    if not isinstance(value, Mapping):
        raise RuleError(f"{doing or raw.get('do')}: {key} must map names to numbers")
    return frozen_map(value)


def _start(raw: Mapping[str, Any]) -> int:
    value = raw.get("start", 0)
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError(f"join: start must be a whole number of points, not {value!r}")
    return value


def _flag(raw: Mapping[str, Any], key: str) -> bool:
    value = raw.get(key, True)
    if not isinstance(value, bool):
        raise RuleError(f"{raw.get('do')}: {key} must be true or false, not {value!r}")
    return value


def _correct(raw: Mapping[str, Any]) -> Correct:
    number = raw.get("hand")
    if isinstance(number, bool) or not isinstance(number, int):
        raise RuleError(f"there is no hand {number} to correct", hand=None)
    return Correct(number, hand_from_json(raw.get("record"), number))


def _extend(raw: Mapping[str, Any]) -> Extend:
    start, hands, stopped = raw.get("start"), raw.get("hands"), raw.get("stopped", False)
    if isinstance(start, bool) or not isinstance(start, int) or start < 1:
        raise RuleError(f"extend: start must be a hand number, not {start!r}")
    if not isinstance(hands, list) or not isinstance(stopped, bool):
        raise RuleError("extend: hands must be a list and stopped true or false")
    deals = raw.get("tiebreak") or []
    if not isinstance(deals, list) or not all(isinstance(d, Mapping) for d in deals):
        raise RuleError("extend: tiebreak must be a list of deals")
    return Extend(start, tuple(hand_from_json(h, start + i) for i, h in enumerate(hands)),
                  stopped, tuple(TiebreakDeal(_names(d, "players", "extend") or (),
                                              _numbers(d, "bids", "extend"),
                                              _numbers(d, "tricks", "extend")) for d in deals))


_READERS: Mapping[str, Any] = {
    "bid": lambda r: Bid(_text(r, "player"), r.get("bid")),
    "clear_bid": lambda r: ClearBid(_text(r, "player")),
    "turn_up": lambda r: TurnUp(_text(r, "card", optional=True)),
    "tricks": lambda r: Tricks(_numbers(r, "tricks")),
    "penalty": lambda r: Penalty(_text(r, "player"), r.get("count"), r.get("hand")),
    "outcome": lambda r: Outcome(_names(r, "out_order"), _text(r, "loser", optional=True),
                                 _text(r, "winner", optional=True)),
    "correct": _correct,
    "join": lambda r: Join(_text(r, "player"), _text(r, "after"), _start(r)),
    "leave": lambda r: Leave(_text(r, "player")),
    "sit_out": lambda r: SitOut(_text(r, "player"), _flag(r, "out")),
    "extend": _extend,
    "tiebreak": lambda r: Tiebreak(_names(r, "players") or (), _numbers(r, "bids"),
                                   _numbers(r, "tricks")),
}


def _counts(values: Mapping[str, int]) -> str:
    """"Ann 2, Ben 0, Cat 1": each player with their number."""
    return ", ".join(f"{player} {value}" for player, value in values.items())
