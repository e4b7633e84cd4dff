"""One hand record in the scorecard file's JSON, both ways.

Apart from the rest of the file format so that commands (a correction carries a
hand) can be read and written without the whole of it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .errors import RuleError, short
from .game_record import HandRecord, frozen_map

RECORD_KEYS = {"turn_up", "bids", "bid_order", "tricks", "penalties", "out_order", "loser",
               "winner", "joined", "joined_after", "left", "sitting_out"}
DERIVED_KEYS = {"number", "cards", "dealer", "trump", "scores", "totals"}


_HAND_KEYS = frozenset(RECORD_KEYS | DERIVED_KEYS)


def hand_from_json(raw: Any, number: int) -> HandRecord:
    if not isinstance(raw, dict):
        raise RuleError("each hand must be an object", hand=number, rule="format")
    if not _HAND_KEYS.issuperset(raw):
        unknown = sorted(set(raw) - _HAND_KEYS)
        raise RuleError(f"unknown key {short(unknown[0])}", hand=number, rule="format")
    get = raw.get
    turn_up = get("turn_up")
    if turn_up is not None and not isinstance(turn_up, str):
        raise RuleError(f"turn_up must be a card code like QH, not {short(turn_up)}",
                        hand=number, rule="format")
    return HandRecord(  # checked in this order, so the first problem is the one named
        turn_up=turn_up,
        bids=_mapping(get("bids"), "bids", number) or _NO_ONE,
        bid_order=_names(get("bid_order"), "bid_order", number),
        tricks=_mapping(get("tricks"), "tricks", number),
        penalties=_mapping(get("penalties"), "penalties", number) or _NO_ONE,
        out_order=_names(get("out_order"), "out_order", number),
        loser=get("loser"),
        winner=get("winner"),
        **(_table_changes(raw, number) if _CHANGE_KEYS & raw.keys() else {}),
    )


_CHANGE_KEYS = frozenset({"joined", "joined_after", "left", "sitting_out"})


def _table_changes(raw: dict[str, Any], number: int) -> dict[str, Any]:
    """Who joined (name → start total), after whom each sits, who left, who sits out:
    checked for their kind here, against the game by the rules."""
    out: dict[str, Any] = {}
    for key, kind in (("joined", int), ("joined_after", str)):
        value = raw.get(key)
        if value is None:
            continue
        if not isinstance(value, dict) or not all(
                type(v) is kind for v in value.values()):
            what = "whole-number start totals" if kind is int else "the seated player each " \
                "sits after"
            raise RuleError(f"{key} must map player names to {what}, not {short(value)}",
                            hand=number, rule=key)
        out[key] = frozen_map(value)
    for key in ("left", "sitting_out"):
        value = raw.get(key)
        if value is None:
            continue
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise RuleError(f"{key} must be a list of player names, not {short(value)}",
                            hand=number, rule=key)
        out[key] = tuple(value)
    return out


_NO_ONE: Mapping[str, Any] = frozen_map({})


def _mapping(value: Any, key: str, number: int) -> Mapping[str, Any] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise RuleError(f"{key} must map player names to numbers", hand=number,
                        rule="format")
    return frozen_map(value)


def _names(value: Any, key: str, number: int) -> tuple[str, ...] | None:
    if value is None:
        return None
    if not isinstance(value, list):
        raise RuleError(f"{key} must be a list of names", hand=number, rule="format")
    return tuple(value)


def as_written(name: Any) -> Any:
    return name


def hand_to_json(record: HandRecord, name: Callable[[Any], Any] = as_written,
                 ) -> dict[str, Any]:
    """A hand record as the file writes it, each player's name passed through ``name``
    (the store writes seats: :mod:`.seats`)."""
    out: dict[str, Any] = {}
    if record.out_order is not None:
        out["out_order"] = [name(p) for p in record.out_order]
    if record.loser is not None:
        out["loser"] = name(record.loser)
    if record.winner is not None:
        out["winner"] = name(record.winner)
    if out:
        return out
    out["turn_up"] = record.turn_up
    out["bids"] = {name(p): v for p, v in record.bids.items()}
    if record.bid_order is not None:
        out["bid_order"] = [name(p) for p in record.bid_order]
    if record.tricks is not None:
        out["tricks"] = {name(p): v for p, v in record.tricks.items()}
    if record.penalties:
        out["penalties"] = {name(p): v for p, v in record.penalties.items()}
    if record.changes_table:
        _write_changes(record, out, name)
    return out


def _write_changes(record: HandRecord, out: dict[str, Any], name: Callable[[Any], Any],
                   ) -> None:
    if record.joined:
        out["joined"] = {name(p): v for p, v in record.joined.items()}
    if record.joined_after:
        out["joined_after"] = {name(p): name(v) for p, v in record.joined_after.items()}
    if record.left:
        out["left"] = [name(p) for p in record.left]
    if record.sitting_out:
        out["sitting_out"] = [name(p) for p in record.sitting_out]
