"""One hand record in the scorecard file's JSON, both ways.

Apart from the rest of the file format so that commands (a correction carries a
hand) can be read and written without the whole of it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import RuleError, short
from .records import HandRecord, frozen_map

RECORD_KEYS = {"turn_up", "bids", "bid_order", "tricks", "penalties", "out_order", "loser",
               "winner"}
DERIVED_KEYS = {"number", "cards", "dealer", "trump", "scores", "totals"}


def hand_from_json(raw: Any, number: int) -> HandRecord:
    if not isinstance(raw, dict):
        raise RuleError("each hand must be an object", hand=number, rule="format")
    unknown = sorted(set(raw) - RECORD_KEYS - DERIVED_KEYS)
    if unknown:
        raise RuleError(f"unknown key {short(unknown[0])}", hand=number, rule="format")

    def mapping(key: str) -> Mapping[str, Any] | None:
        value = raw.get(key)
        if value is None:
            return None
        if not isinstance(value, dict):
            raise RuleError(f"{key} must map player names to numbers", hand=number,
                            rule="format")
        return frozen_map(value)

    def names(key: str) -> tuple[str, ...] | None:
        value = raw.get(key)
        if value is None:
            return None
        if not isinstance(value, list):
            raise RuleError(f"{key} must be a list of names", hand=number, rule="format")
        return tuple(value)

    turn_up = raw.get("turn_up")
    if turn_up is not None and not isinstance(turn_up, str):
        raise RuleError(f"turn_up must be a card code like QH, not {short(turn_up)}",
                        hand=number, rule="format")
    return HandRecord(
        turn_up=turn_up,
        bids=mapping("bids") or frozen_map({}),
        bid_order=names("bid_order"),
        tricks=mapping("tricks"),
        penalties=mapping("penalties") or frozen_map({}),
        out_order=names("out_order"),
        loser=raw.get("loser"),
        winner=raw.get("winner"),
    )


def hand_to_json(record: HandRecord) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if record.out_order is not None:
        out["out_order"] = list(record.out_order)
    if record.loser is not None:
        out["loser"] = record.loser
    if record.winner is not None:
        out["winner"] = record.winner
    if out:
        return out
    out["turn_up"] = record.turn_up
    out["bids"] = dict(record.bids)
    if record.bid_order is not None:
        out["bid_order"] = list(record.bid_order)
    if record.tricks is not None:
        out["tricks"] = dict(record.tricks)
    if record.penalties:
        out["penalties"] = dict(record.penalties)
    return out
