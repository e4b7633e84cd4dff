"""Whether two records are one game: the same, one continuing the other, or diverged.

A game travels between laptops as a scorecard file. Its identity is its ``uid``; a
file without one (written by hand, or by an older Scorekeeper) gets a uid made from
its content (:func:`content_uid`), so the same file imported twice, anywhere, is one
game. Two records of one game are compared as sequences of what happened at the
table (:func:`compare_records`): the hands in order, then the end (a stop, then any
tie-break deals). One that the other continues — the other has more, or completed
the hand this one had in play — is the same game, shorter; only a hand recorded
differently makes them diverge.

The records compared are scorecard documents as the file writer writes them (records
only, see :func:`~.scorecard_file.scorecard_to_json`), both with players by name or
both by seat (:mod:`.seats`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .game_record import GameState
from .hand_json import hand_to_json
from .names import name_key

CONTENT_NAMESPACE = "6b0c9c1e-5f0e-4c55-9a43-53b0e51a7e22"
"""The namespace of uids made from a record's content (version 5 UUIDs), written out:
:mod:`uuid` loads where a uid is made or read, not in every process that imports the
store (it loads :mod:`platform` too, some 2 ms of each command's start)."""

CONTENT_UID_VERSION = 5
"""A uid made by :func:`content_uid` is a version-5 UUID; games created at a table get
version 4, so a uid says whether it was made from a record."""
_CONTENT_VERSION_DIGIT = str(CONTENT_UID_VERSION)  # a written uid's 15th character

SAME, LONGER, SHORTER, DIVERGED = "same", "longer", "shorter", "diverged"

_SETUP_KEYS = ("variant", "options", "players", "first_dealer")
_STOP = {"stopped": True}  # the end of a record, as one step of it


def content_uid(record: Mapping[str, Any], players: Sequence[str],
                started: str | None) -> str:
    """The uid of a record that came without one: a UUID made from what identifies it
    (the game, its options, the players as the rules compare names, the first dealer,
    every hand, how it ended, and the start time when the file gives one). Dict
    order does not count, as it does not in comparing records; names in ``record``
    may be names or seats (a seat is as good: ``players`` says who sits there)."""
    canonical = {key: record.get(key) for key in (*_SETUP_KEYS, "hands", "stopped")}
    canonical["players"] = [name_key(p) for p in players]
    canonical["first_dealer"] = _seat_of(record, players)
    canonical["tiebreak"] = record.get("tiebreak") or []
    canonical["started"] = started
    text = json.dumps(canonical, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    import uuid

    return str(uuid.uuid5(uuid.UUID(CONTENT_NAMESPACE), text))


def _seat_of(record: Mapping[str, Any], players: Sequence[str]) -> Any:
    """The first dealer as a seat number, whether the record names players or seats."""
    dealer = record.get("first_dealer")
    keys = [name_key(p) for p in players]
    if isinstance(dealer, str) and name_key(dealer) in keys:
        return keys.index(name_key(dealer))
    return dealer


def is_content_uid(uid: Any) -> bool:
    """Whether ``uid`` was made from a record's content (:func:`content_uid`)."""
    if (type(uid) is str and len(uid) == 36 and uid[8] == uid[13] == uid[18] == uid[23] == "-"
            and uid[14] != _CONTENT_VERSION_DIGIT):
        return False  # its version digit is another (how nearly every uid is spelt)
    import uuid

    try:
        return uuid.UUID(str(uid)).version == CONTENT_UID_VERSION
    except ValueError:
        return False


@dataclass(frozen=True)
class Comparison:
    """How a record ``there`` (brought in) stands to the record ``here`` (kept):
    ``SAME``; ``LONGER`` (there continues here); ``SHORTER`` (here continues there);
    ``DIVERGED`` at ``hand`` (None: their setups differ)."""

    relation: str
    here_hands: int
    there_hands: int
    hand: int | None = None
    why: str = ""

    def describe(self) -> str:
        """One line for the scorekeeper: where the two records part."""
        return self.why


def compare_records(here: Mapping[str, Any], there: Mapping[str, Any]) -> Comparison:
    """How ``there`` stands to ``here`` (see :class:`Comparison`)."""
    counts = len(here.get("hands") or []), len(there.get("hands") or [])
    for key in _SETUP_KEYS:
        if _plain(here.get(key)) != _plain(there.get(key)):
            return Comparison(DIVERGED, *counts, None,
                              "the game is set up differently (players, options or first "
                              "dealer)")
    mine, theirs = _steps(here), _steps(there)
    for index, (a, b) in enumerate(zip(mine, theirs, strict=False)):
        if _plain(a) == _plain(b):
            continue
        if index == len(mine) - 1 and _continues(a, b):
            return Comparison(LONGER, *counts)
        if index == len(theirs) - 1 and _continues(b, a):
            return Comparison(SHORTER, *counts)
        return Comparison(DIVERGED, *counts, *_parting(index, counts, a, b))
    if len(mine) == len(theirs):
        return Comparison(SAME, *counts)
    return Comparison(LONGER if len(mine) < len(theirs) else SHORTER, *counts)


def _steps(record: Mapping[str, Any]) -> list[Any]:
    """What happened at the table, in order: the hands, a stop, the tie-break deals."""
    steps = list(record.get("hands") or [])
    if record.get("stopped"):
        steps.append(_STOP)
    steps.extend({"tiebreak": deal} for deal in record.get("tiebreak") or [])
    return steps


def _parting(index: int, counts: tuple[int, int], a: Any, b: Any) -> tuple[int, str]:
    """The hand where two records part, and how to say it."""
    number = index + 1
    if index < min(counts):
        return number, f"hand {number} differs"
    if a is _STOP or b is _STOP:
        where = "here" if a is _STOP else "in the record brought in"
        return number, f"the game was ended {where} after hand {index}, the other goes on"
    return number, f"the games end differently after hand {min(counts)}"


def _in_play(step: Any) -> bool:
    """A hand not yet complete (tricks, or how a hand without bids ended, still to come)."""
    if not isinstance(step, Mapping) or "tiebreak" in step or step is _STOP:
        return False
    return not any(step.get(key) is not None
                   for key in ("tricks", "out_order", "loser", "winner"))


def _continues(short: Any, long: Any) -> bool:
    """Whether hand ``long`` is hand ``short`` (in play) with more recorded: every value
    ``short`` has is in ``long`` (a bid order as the start of the longer one)."""
    if not _in_play(short) or not isinstance(long, Mapping):
        return False
    for key, value in short.items():
        if value is None or value == {} or value == []:
            continue
        other = long.get(key)
        if isinstance(value, Mapping):
            if not isinstance(other, Mapping) or any(
                    k not in other or _plain(other[k]) != _plain(v) for k, v in value.items()):
                return False
        elif isinstance(value, list):
            if not isinstance(other, list) or _plain(other[:len(value)]) != _plain(value):
                return False
        elif _plain(other) != _plain(value):
            return False
    return True


def _plain(value: Any) -> str:
    """A value as JSON text, keys sorted: ``1.0`` is not ``1`` and ``true`` is not ``1``,
    as in reading a file, and dict order does not count, as in comparing records."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_record(state: GameState) -> dict[str, Any]:
    """What :func:`compare_records` compares, from a game's state (players by name)."""
    setup = state.setup
    record: dict[str, Any] = {
        "variant": setup.variant, "options": dict(setup.options),
        "players": list(setup.players), "first_dealer": setup.first_dealer,
        "stopped": state.stopped, "hands": [hand_to_json(h) for h in state.hands]}
    if state.tiebreaks:
        record["tiebreak"] = [{"players": list(t.players), "bids": dict(t.bids),
                               "tricks": dict(t.tricks)} for t in state.tiebreaks]
    return record


def first_new_hand(here: GameState, there: GameState) -> int:
    """The first hand (1-based) of ``there`` that ``here`` lacks or has only in part."""
    for index, (a, b) in enumerate(zip(here.hands, there.hands, strict=False)):
        if a != b:
            return index + 1
    return len(here.hands) + 1
