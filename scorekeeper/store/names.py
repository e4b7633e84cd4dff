"""Seat tokens: the stored log refers to players by seat, so a rename never rewrites it."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..rules.games.base import name_key

Mapper = Callable[[Any], Any]


def _map_keys(value: Any, f: Mapper) -> Any:
    return {f(k): v for k, v in value.items()} if isinstance(value, Mapping) else value


def _map_list(value: Any, f: Mapper) -> Any:
    return [f(v) for v in value] if isinstance(value, (list, tuple)) else value


def map_hand(hand: Any, f: Mapper) -> Any:
    """A hand record (file format) with every player name passed through ``f``."""
    if not isinstance(hand, Mapping):
        return hand
    out = dict(hand)
    for key in ("bids", "tricks", "penalties", "scores", "totals"):
        if key in out:
            out[key] = _map_keys(out[key], f)
    for key in ("bid_order", "out_order"):
        if key in out:
            out[key] = _map_list(out[key], f)
    for key in ("loser", "winner", "dealer"):
        if out.get(key) is not None:
            out[key] = f(out[key])
    return out


def map_action(action: Mapping[str, Any], f: Mapper) -> dict[str, Any]:
    out = dict(action)
    if out.get("player") is not None:
        out["player"] = f(out["player"])
    for key in ("loser", "winner"):
        if out.get(key) is not None:
            out[key] = f(out[key])
    for key in ("tricks", "bids"):
        if key in out:
            out[key] = _map_keys(out[key], f)
    for key in ("out_order", "players"):
        if key in out:
            out[key] = _map_list(out[key], f)
    if "record" in out:
        out["record"] = map_hand(out["record"], f)
    return out


def map_document(document: Mapping[str, Any], f: Mapper) -> dict[str, Any]:
    out = dict(document)
    out["players"] = [f(p) for p in out["players"]]
    out["first_dealer"] = f(out["first_dealer"])
    out["hands"] = [map_hand(h, f) for h in out.get("hands", [])]
    if "tiebreak" in out:
        out["tiebreak"] = [
            {"players": _map_list(t["players"], f), "bids": _map_keys(t["bids"], f),
             "tricks": _map_keys(t["tricks"], f)}
            for t in out["tiebreak"]
        ]
    return out


def to_seats(players: Sequence[str]) -> Mapper:
    seats = {name_key(p): f"#{i}" for i, p in enumerate(players)}
    exact = {p: f"#{i}" for i, p in enumerate(players)}  # spelt as seated: no normalising

    def f(name: Any) -> Any:
        if not isinstance(name, str):
            return name
        return exact.get(name) or seats.get(name_key(name), name)

    return f


def from_seats(players: Sequence[str]) -> Mapper:
    def f(token: Any) -> Any:
        if isinstance(token, str) and token.startswith("#") and token[1:].isdigit():
            index = int(token[1:])
            if index < len(players):
                return players[index]
        return token

    return f


def seat_action(action: Mapping[str, Any], players: Sequence[str]) -> dict[str, Any]:
    """An action as the log keeps it: players by seat, so a rename never rewrites it."""
    return map_action(action, to_seats(players))
