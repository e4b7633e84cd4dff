"""Scorecard files (format version 1): read, validate, write; and the score JSON.

A file records only what happened at the table. Reading checks the structure
here and the rules in :func:`evaluate`, so a file is refused with the same
errors a scorekeeper would see at the table.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .errors import RuleError, ScorecardFileError
from .evaluate import evaluate
from .games import TrickVariant, variant
from .records import GameSetup, GameState, HandRecord, TiebreakDeal, frozen_map
from .results import Scorecard

FORMAT = "scorekeeper-game"
VERSION = 1
_TOP_KEYS = {"format", "version", "variant", "options", "players", "first_dealer", "stopped",
             "hands", "tiebreak", "started", "ended", "notes"}
_RECORD_KEYS = {"turn_up", "bids", "bid_order", "tricks", "penalties", "out_order", "loser",
                "winner"}
_DERIVED_KEYS = {"number", "cards", "dealer", "trump", "scores", "totals"}


# --- reading -----------------------------------------------------------------
def read_scorecard(path: str | Path) -> Scorecard:
    """Read and check a scorecard file."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ScorecardFileError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise ScorecardFileError(f"{path}: is a folder, not a scorecard file") from None
    except PermissionError:
        raise ScorecardFileError(f"{path}: permission denied (check the file's rights)") from None
    except UnicodeDecodeError:
        raise ScorecardFileError(f"{path}: not a text file (scorecards are UTF-8 JSON)") from None
    except OSError as error:
        raise ScorecardFileError(f"{path}: cannot be read ({error.strerror})") from None
    return parse_scorecard(text)


def parse_scorecard(text: str) -> Scorecard:
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        raise ScorecardFileError(
            f"not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}"
        ) from None
    return evaluate(state_from_json(document))


def state_from_json(document: Any) -> GameState:
    """The game recorded in a parsed document (structure checked, rules not yet)."""
    if not isinstance(document, dict):
        raise ScorecardFileError("not a scorecard: the file must hold one JSON object")
    if "format" in document and document["format"] != FORMAT:
        raise ScorecardFileError(
            f"not a scorecard: format is {document['format']!r}, expected {FORMAT!r}"
        )
    if "version" in document and document["version"] != VERSION:
        version = document["version"]
        if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
            raise ScorecardFileError(
                f"this scorecard is format version {version}, written by a newer Scorekeeper; "
                f"this version reads version {VERSION}: update Scorekeeper to read it"
            )
        raise ScorecardFileError(f"unknown scorecard version {version!r}")
    unknown = sorted(set(document) - _TOP_KEYS)
    if unknown:
        raise RuleError(f"unknown key {unknown[0]!r} in the scorecard", rule="format")
    for key in ("variant", "players", "first_dealer"):
        if key not in document:
            raise RuleError(f"the scorecard has no {key!r}", rule="format")
    rules = variant(document["variant"])
    players = document["players"]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise RuleError("players must be a list of names", rule="format")
    options = document.get("options") or {}
    if not isinstance(options, dict):
        raise RuleError("options must be an object", rule="format")
    if not isinstance(document["first_dealer"], str):
        raise RuleError("first_dealer must be a player's name", rule="format")
    stopped = document.get("stopped", False)
    if not isinstance(stopped, bool):
        raise RuleError("stopped must be true or false", rule="format")
    setup = rules.setup(GameSetup(rules.key, tuple(players), document["first_dealer"],
                                  frozen_map(options)))
    hands_raw = document.get("hands", [])
    if not isinstance(hands_raw, list):
        raise RuleError("hands must be a list", rule="format")
    hands = tuple(hand_from_json(h, i + 1) for i, h in enumerate(hands_raw))
    tiebreaks_raw = document.get("tiebreak") or []
    if not isinstance(tiebreaks_raw, list):
        raise RuleError("tiebreak must be a list of deals", rule="format")
    tiebreaks = tuple(_tiebreak_from_json(t, i + 1) for i, t in enumerate(tiebreaks_raw))
    state = GameState(setup, hands, stopped, tiebreaks)
    _check_derived(state, hands_raw)
    return state


def hand_from_json(raw: Any, number: int) -> HandRecord:
    if not isinstance(raw, dict):
        raise RuleError("each hand must be an object", hand=number, rule="format")
    unknown = sorted(set(raw) - _RECORD_KEYS - _DERIVED_KEYS)
    if unknown:
        raise RuleError(f"unknown key {unknown[0]!r}", hand=number, rule="format")

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
        raise RuleError(f"turn_up must be a card code like QH, not {turn_up!r}", hand=number,
                        rule="format")
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


def _tiebreak_from_json(raw: Any, number: int) -> TiebreakDeal:
    if not isinstance(raw, dict) or not all(k in raw for k in ("players", "bids", "tricks")):
        raise RuleError(f"tie-break deal {number} needs players, bids and tricks",
                        rule="format")
    if not isinstance(raw["bids"], dict) or not isinstance(raw["tricks"], dict):
        raise RuleError(f"tie-break deal {number}: bids and tricks map names to numbers",
                        rule="format")
    return TiebreakDeal(tuple(raw["players"]) if isinstance(raw["players"], list) else (),
                        frozen_map(raw["bids"]), frozen_map(raw["tricks"]))


def _check_derived(state: GameState, hands_raw: list[Any]) -> None:
    """Values a file gives that the rules derive must agree with the rules."""
    if not any(set(h) & _DERIVED_KEYS for h in hands_raw if isinstance(h, dict)):
        return
    card = evaluate(state)
    for raw, hand in zip(hands_raw, card.hands, strict=False):
        derived = {"number": hand.number, "cards": hand.cards, "dealer": hand.dealer,
                   "trump": hand.trump, "scores": hand.scores, "totals": hand.totals}
        for key in sorted(set(raw) & _DERIVED_KEYS):
            given, expected = raw[key], derived[key]
            if isinstance(expected, Mapping):
                expected = dict(expected)
            if key == "dealer" and isinstance(given, str):
                given = given.strip()
            if given != expected:
                raise RuleError(
                    f"the file gives {key} {given!r}, but the rules make it {expected!r}",
                    hand=hand.number,
                    rule=key,
                )


# --- writing -----------------------------------------------------------------
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


def scorecard_to_json(card: Scorecard) -> dict[str, Any]:
    """The game as a version-1 document: records only, options all spelled out."""
    setup = card.setup
    rules = variant(setup.variant)
    hands = []
    for record in card.state.hands:
        hand = hand_to_json(record)
        if not isinstance(rules, TrickVariant):
            hand.pop("turn_up", None)
            hand.pop("bids", None)
        hands.append(hand)
    document: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "variant": setup.variant,
        "options": dict(setup.options),
        "players": list(setup.players),
        "first_dealer": setup.first_dealer,
        "stopped": card.state.stopped,
        "hands": hands,
    }
    if card.state.tiebreaks:
        document["tiebreak"] = [
            {"players": list(t.players), "bids": dict(t.bids), "tricks": dict(t.tricks)}
            for t in card.state.tiebreaks
        ]
    return document


def dumps(card: Scorecard) -> str:
    return json.dumps(scorecard_to_json(card), indent=2, ensure_ascii=False) + "\n"


def score_json(card: Scorecard) -> dict[str, Any]:
    """What ``scorekeeper score --json`` prints: the scored hands and the standings."""
    hands: list[dict[str, Any]] = []
    trick_game = isinstance(variant(card.setup.variant), TrickVariant)
    for hand in card.completed:
        entry: dict[str, Any] = {"number": hand.number}
        if trick_game:
            entry.update(cards=hand.cards, dealer=hand.dealer, trump=hand.trump,
                         scores=dict(hand.scores or {}), totals=dict(hand.totals or {}))
        else:
            entry["dealer"] = hand.dealer
            if hand.loser is not None:
                entry["loser"] = hand.loser
            if hand.winner is not None:
                entry["winner"] = hand.winner
        hands.append(entry)
    return {
        "variant": card.setup.variant,
        "status": card.status,
        "hands": hands,
        "standings": [
            {"place": s.place, "player": s.player, "total": s.total} for s in card.standings
        ],
    }
