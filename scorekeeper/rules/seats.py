"""Seat tokens: the stored log refers to players by seat, so a rename never rewrites it.

The store keeps a game as its base document and its table log, both in JSON with
each player written as ``#seat``. Which keys of a hand or a command name players
is game-record knowledge, so it lives here; the store only keeps the text.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .commands import Command, command_from_json
from .game_record import GameState
from .names import name_key
from .results import Scorecard

Mapper = Callable[[Any], Any]


def _map_keys(value: Any, f: Mapper) -> Any:
    return {f(k): v for k, v in value.items()} if isinstance(value, Mapping) else value


def _map_list(value: Any, f: Mapper) -> Any:
    return [f(v) for v in value] if isinstance(value, (list, tuple)) else value


def _map_hand(hand: Any, f: Mapper) -> Any:
    """A hand record (file format) with every player name passed through ``f``."""
    if not isinstance(hand, Mapping):
        return hand
    out = dict(hand)
    for key in ("bids", "tricks", "penalties", "scores", "totals", "joined"):
        if key in out:
            out[key] = _map_keys(out[key], f)
    if isinstance(out.get("joined_after"), Mapping):
        out["joined_after"] = {f(k): f(v) for k, v in out["joined_after"].items()}
    for key in ("bid_order", "out_order", "left", "sitting_out"):
        if key in out:
            out[key] = _map_list(out[key], f)
    for key in ("loser", "winner", "dealer"):
        if out.get(key) is not None:
            out[key] = f(out[key])
    return out


def _map_command(command: Mapping[str, Any], f: Mapper) -> dict[str, Any]:
    out = dict(command)
    if out.get("player") is not None:
        out["player"] = f(out["player"])
    for key in ("loser", "winner", "after"):  # "after": whom a joiner sits after
        if out.get(key) is not None:
            out[key] = f(out[key])
    for key in ("tricks", "bids"):
        if key in out:
            out[key] = _map_keys(out[key], f)
    for key in ("out_order", "players"):
        if key in out:
            out[key] = _map_list(out[key], f)
    if "record" in out:
        out["record"] = _map_hand(out["record"], f)
    if isinstance(out.get("hands"), list):  # an extension brought in (Extend)
        out["hands"] = [_map_hand(h, f) for h in out["hands"]]
    if isinstance(out.get("tiebreak"), list):
        out["tiebreak"] = [_map_deal(d, f) for d in out["tiebreak"]]
    return out


def _map_deal(deal: Any, f: Mapper) -> Any:
    if not isinstance(deal, Mapping):
        return deal
    return {"players": _map_list(deal.get("players"), f), "bids": _map_keys(deal.get("bids"), f),
            "tricks": _map_keys(deal.get("tricks"), f)}


def _map_document(document: Mapping[str, Any], f: Mapper) -> dict[str, Any]:
    out = dict(document)
    out["players"] = [f(p) for p in out["players"]]
    out["first_dealer"] = f(out["first_dealer"])
    out["hands"] = [_map_hand(h, f) for h in out.get("hands", [])]
    if "tiebreak" in out:
        out["tiebreak"] = [
            {"players": _map_list(t["players"], f), "bids": _map_keys(t["bids"], f),
             "tricks": _map_keys(t["tricks"], f)}
            for t in out["tiebreak"]
        ]
    return out


class _SeatOf(dict[Any, Any]):
    """Name → seat token: a name spelt as seated is found at once (a plain dict lookup,
    the common case), any other spelling by its key, anything else is left as it is."""

    def __init__(self, players: Sequence[str]) -> None:
        super().__init__((p, f"#{i}") for i, p in enumerate(players))
        self.by_key = {name_key(p): f"#{i}" for i, p in enumerate(players)}

    def __missing__(self, name: Any) -> Any:
        if not isinstance(name, str):
            return name
        return self.by_key.get(name_key(name), name)


def to_seats(players: Sequence[str]) -> Mapper:
    seat_of = _SeatOf(players)

    def f(name: Any) -> Any:
        try:
            return seat_of[name]
        except TypeError:  # unhashable: not a name, left as it is
            return name

    return f


def _to_seats_fast(players: Sequence[str]) -> Mapper:
    """:func:`to_seats` for a checked scorecard's record, whose names are all strings."""
    return _SeatOf(players).__getitem__


def from_seats(players: Sequence[str]) -> Mapper:
    def f(token: Any) -> Any:
        if isinstance(token, str) and token.startswith("#") and token[1:].isdigit():
            index = int(token[1:])
            if index < len(players):
                return players[index]
        return token

    return f


def seated_command(command: Command, players: Sequence[str]) -> dict[str, Any]:
    """A command as the log keeps it: players by seat, so a rename never rewrites it."""
    return _map_command(command.to_json(), to_seats(players))


def command_from_seats(stored: Any, players: Sequence[str]) -> Command:
    """The command a log entry stands for, with the players' names of today."""
    if not isinstance(stored, Mapping):
        return command_from_json(stored)  # refused there, with the reason
    return command_from_json(_map_command(stored, from_seats(players)))


def seated_document(scorecard: Scorecard) -> dict[str, Any]:
    """The game's base document (its setup and any hands it came with), by seat."""
    from .scorecard_file import scorecard_to_json

    return scorecard_to_json(scorecard, _to_seats_fast(scorecard.players))


def seat_document(document: Mapping[str, Any], players: Sequence[str]) -> dict[str, Any]:
    """A scorecard document with each player written as a seat."""
    return _map_document(document, to_seats(players))


def state_from_seats(stored: Any, players: Sequence[str]) -> GameState:
    """The game state a base document stands for, with the players' names of today."""
    from .scorecard_file import state_from_json

    return state_from_json(_map_document(stored, from_seats(players)))
