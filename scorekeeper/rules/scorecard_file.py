"""Scorecard files (format version 1): read, validate, write; and the score JSON.

A file records only what happened at the table. Reading checks the file itself
(a regular file of at most 5 MB, strict JSON: :mod:`.file_reading`,
:mod:`.strict_json`), then the document's structure here, then the rules in
:func:`evaluate`, so a file is refused with the same errors a scorekeeper would
see at the table, and a hostile file is refused before it can cost time or memory.

- :func:`read_scorecard` — path to checked :class:`Scorecard` (what ``score`` uses);
- :func:`read_scorecard_file` — path to document; :func:`scorecard_from_document` —
  document to checked scorecard (``import`` uses the two, one file or line at a time);
- :func:`state_from_json` — a document the app itself stored, checked by the rules only.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any

from .errors import (
    FormatError,
    InvalidTextError,
    RuleError,
    ScorecardFileError,
    short,
)
from .evaluate import evaluate
from .file_reading import read_regular_file
from .game_record import GameSetup, GameState, TiebreakDeal, frozen_map
from .games import HOUSE, VARIANTS, TrickVariant, game_rules, setup_fields, variant
from .hand_json import DERIVED_KEYS, as_written, hand_from_json, hand_to_json
from .names import unsafe_character
from .results import Scorecard
from .strict_json import loads
from .table_changes import MAX_ENTRANTS
from .words import QT_TRANSLATE_NOOP

FORMAT = "scorekeeper-game"
VERSION = 1
MAX_FILE_BYTES = 5_000_000  # "at most 5 MB"
MAX_HANDS = 2_000  # far past any real game; keeps reading any file under 2 s
MAX_TIEBREAKS = 100
MAX_NOTES = 10_000
MAX_UID = 200
# Objects and lists a file may hold: a hand needs at most 7 (itself, bids, bid_order,
# tricks, penalties, scores, totals); the rest is room for tie-breaks and options.
MAX_CONTAINERS = 8 * MAX_HANDS + 10_000
_TOP_KEYS = {"format", "version", "variant", "options", "players", "first_dealer", "stopped",
             "hands", "tiebreak", "uid", "started", "ended", "notes", "rules"}
_TIEBREAK_KEYS = {"players", "bids", "tricks"}
_ISO_8601 = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}"
                       r"(?::[0-9]{2}(?:\.[0-9]{1,6})?)?(?:Z|[+-][0-9]{2}:[0-9]{2})?")


# --- reading a file ------------------------------------------------------------
def read_scorecard(path: str | Path) -> Scorecard:
    """Read and check a scorecard file: the file, its structure and the game's rules."""
    return scorecard_from_document(read_scorecard_file(path))


def read_scorecard_file(path: str | Path) -> dict[str, Any]:
    """The JSON object in the file at ``path``, read safely (see :func:`read_scorecard_text`)."""
    return parse_document(read_scorecard_text(path))


def read_scorecard_text(path: str | Path) -> str:
    """The text of a scorecard file: a regular file, at most 5 MB, in UTF-8.

    Raises a :class:`ScorecardFileError` whose message does not repeat the path.
    """
    data = read_regular_file(path, MAX_FILE_BYTES,
                             QT_TRANSLATE_NOOP("words", "a scorecard file"))
    try:
        return data.decode("utf-8-sig")  # a byte-order mark (Windows editors) is allowed
    except UnicodeDecodeError as error:
        raise InvalidTextError(
            f"not a text file: byte {error.start + 1} is not UTF-8 (scorecards are UTF-8 JSON)"
        ) from None


def parse_document(text: str) -> dict[str, Any]:
    """The one JSON object in ``text``, parsed strictly (:mod:`.strict_json`)."""
    document = loads(text, max_containers=MAX_CONTAINERS)
    if not isinstance(document, dict):
        raise ScorecardFileError("not a scorecard: the file must hold one JSON object")
    return document


def parse_scorecard(text: str) -> Scorecard:
    """A scorecard's text, checked like a file."""
    document = parse_document(text)
    scorecard = evaluate(state_from_document(document))
    _check_derived(scorecard, document.get("hands", []))
    return scorecard


def scorecard_from_document(document: Any) -> Scorecard:
    """A document from a file checked in full: structure, limits, the rules; its scorecard."""
    scorecard = evaluate(state_from_document(document))
    _check_derived(scorecard, document.get("hands", []))
    return scorecard


def scorecard_after_setup(document: Any, checked: tuple[GameSetup, bool]) -> Scorecard:
    """:func:`scorecard_from_document` for a document whose checks before the hands
    have passed (``checked``: what :func:`checked_document_setup` gave for it): the same
    scorecard, or the same first problem, without making those checks again (a game the
    import reads the full way would have them made twice: a sixth of its reading)."""
    scorecard = evaluate(_state(document, checked))
    _check_derived(scorecard, document.get("hands", []))
    return scorecard


def state_from_document(document: Any) -> GameState:
    """The game recorded in a document from a file: its structure and limits checked.

    Checks what :func:`state_from_json` checks and, because a file may come from
    anywhere, the format's limits (hands, names listed, metadata). The rules of the
    game are checked by :func:`evaluate`.
    """
    _check_header(document)
    _check_metadata(document)
    _check_sizes(document)
    return _state(document)


def state_from_json(document: Any) -> GameState:
    """The game recorded in a parsed document (structure checked, rules not yet)."""
    state = _state(document)
    hands_raw = document.get("hands") or []
    if any(set(h) & DERIVED_KEYS for h in hands_raw if isinstance(h, dict)):
        _check_derived(evaluate(state), hands_raw)
    return state


# --- the document's structure --------------------------------------------------
def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_header(document: Any) -> None:
    if not isinstance(document, dict):
        raise ScorecardFileError("not a scorecard: the file must hold one JSON object")
    if "format" in document and document["format"] != FORMAT:
        raise ScorecardFileError(
            f"not a scorecard: format is {short(document['format'])}, expected {FORMAT!r}"
        )
    version = document.get("version", VERSION)
    if not _whole(version) or version != VERSION:
        if _whole(version) and version > VERSION:
            raise ScorecardFileError(
                f"this scorecard is format version {version}, written by a newer Scorekeeper; "
                f"this version reads version {VERSION}: update Scorekeeper to read it"
            )
        raise ScorecardFileError(f"unknown scorecard version {short(version)} "
                                 f"(this Scorekeeper reads version {VERSION})")


def check_metadata(document: dict[str, Any]) -> None:
    """What travels with the record (``uid``, ``started``, ``ended``, ``notes``), checked
    alone: for a game recognised by its uid without checking its record again."""
    _check_metadata(document)


def _check_metadata(document: dict[str, Any]) -> None:
    """``started``/``ended`` ISO 8601 text, ``notes`` text, ``uid`` text (each optional)."""
    for key in ("started", "ended"):
        value = document.get(key)
        if value is None:
            continue
        if not isinstance(value, str) or not _ISO_8601.fullmatch(value) or not _valid_time(
            value
        ):
            raise FormatError(
                f"{key} must be a date and time in ISO 8601 text, like "
                f"2026-11-21T20:00:00+01:00, not {short(value)}", rule=key)
    notes = document.get("notes")
    if notes is not None and not isinstance(notes, str):
        raise FormatError(f"notes must be text, not {short(notes)}", rule="notes")
    if notes is not None and len(notes) > MAX_NOTES:
        raise FormatError(f"notes are {len(notes):,} characters long; at most "
                          f"{MAX_NOTES:,} are kept", rule="notes")
    uid = document.get("uid")
    if uid is None:
        return
    if not isinstance(uid, str) or not uid.strip() or len(uid) > MAX_UID:
        raise FormatError(f"uid must be the game's id as text (a UUID), not {short(uid)}",
                          rule="uid")
    if unsafe_character(uid) is not None:
        raise FormatError(f"uid {short(uid)} holds a control character", rule="uid")


def _valid_time(text: str) -> bool:
    try:
        datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return False
    return True


@cache  # the games and their limits are fixed: asked once a file, worked out once
def _max_players() -> int:
    return max(v.player_limits({"jokers": True})[1] for v in VARIANTS.values())


_ENTRANT_KEYS = ("joined", "joined_after", "left", "sitting_out")
_LISTED_KEYS = frozenset({"bid_order", "out_order", *_ENTRANT_KEYS})  # a hand's lists of
# names, bounded below


def _check_sizes(document: dict[str, Any]) -> None:
    """Bounds on what a file lists, before anything is built from it."""
    players = document.get("players")
    most = _max_players()
    if isinstance(players, list) and len(players) > most:
        raise FormatError(f"players lists {len(players):,} names; no game takes more "
                          f"than {most}", rule="players")
    seats = len(players) if isinstance(players, list) else most
    for key, limit, what in (("hands", MAX_HANDS, "hands"),
                             ("tiebreak", MAX_TIEBREAKS, "tie-break deals")):
        value = document.get(key)
        if value is not None and not isinstance(value, list):
            raise FormatError(f"{key} must be a list, not {short(value)}", rule="format")
        if value is not None and len(value) > limit:
            raise FormatError(f"{len(value):,} {what}; a scorecard holds at most {limit:,}",
                              rule=key)
    options = document.get("options")
    if options is not None and not isinstance(options, dict):
        raise FormatError(f"options must be an object (option name → value), not "
                          f"{short(options)}", rule="options")
    for number, hand in enumerate(document.get("hands") or [], start=1):
        if not isinstance(hand, dict) or hand.keys().isdisjoint(_LISTED_KEYS):
            continue  # (nearly every hand: the look costs a fifth of six)
        for key in ("bid_order", "out_order"):
            listed = hand.get(key)
            if isinstance(listed, list) and len(listed) > seats:
                raise FormatError(f"{key} lists {len(listed):,} names, but {seats} play",
                                  hand=number, rule=key)
        if hand.keys().isdisjoint(_ENTRANT_KEYS):
            continue  # a hand with its bid order only (a called game's every hand)
        for key in _ENTRANT_KEYS:
            listed = hand.get(key)
            if isinstance(listed, (list, dict)) and len(listed) > MAX_ENTRANTS:
                raise FormatError(f"{key} lists {len(listed):,} names; a game has at most "
                                  f"{MAX_ENTRANTS} players in all", hand=number, rule=key)
    for number, deal in enumerate(document.get("tiebreak") or [], start=1):
        listed = deal.get("players") if isinstance(deal, dict) else None
        if isinstance(listed, list) and len(listed) > seats:
            raise FormatError(f"tie-break deal {number} lists {len(listed):,} players, but "
                              f"{seats} play", rule="tie-break")


def _state(document: Any, checked: tuple[GameSetup, bool] | None = None) -> GameState:
    setup, stopped = checked_setup(document) if checked is None else checked
    hands_raw = document.get("hands", [])
    if not isinstance(hands_raw, list):
        raise RuleError("hands must be a list", rule="format")
    hands = tuple(hand_from_json(h, i + 1) for i, h in enumerate(hands_raw))
    tiebreaks_raw = document.get("tiebreak") or []
    if not isinstance(tiebreaks_raw, list):
        raise RuleError("tiebreak must be a list of deals", rule="format")
    tiebreaks = tuple(_tiebreak_from_json(t, i + 1) for i, t in enumerate(tiebreaks_raw))
    return GameState(setup, hands, stopped, tiebreaks)


def checked_document_setup(document: Any) -> tuple[GameSetup, bool]:
    """What :func:`state_from_document` checks before the hands, in the same order (so
    the same first problem is named): the format, metadata, sizes, top-level keys and
    the setup. The checked setup and whether the game was stopped."""
    _check_header(document)
    _check_metadata(document)
    _check_sizes(document)
    return checked_setup(document)


def checked_setup(document: Any) -> tuple[GameSetup, bool]:
    """The document's top level checked (keys, variant, players, options, first dealer,
    stopped) and its setup checked by the game's rules; with ``stopped``."""
    _check_header(document)
    unknown = sorted(set(document) - _TOP_KEYS)
    if unknown:
        raise RuleError(f"unknown key {short(unknown[0])} in the scorecard", rule="format")
    for key in ("variant", "players", "first_dealer"):
        if key not in document:
            raise RuleError(f"the scorecard has no {key!r}", rule="format")
    if document["variant"] != HOUSE:
        variant(document["variant"])  # an unknown game is named before anything else
    players = document["players"]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise RuleError("players must be a list of names", rule="format")
    options = document_options(document)
    if not isinstance(document["first_dealer"], str):
        raise RuleError("first_dealer must be a player's name", rule="format")
    stopped = document.get("stopped", False)
    if not isinstance(stopped, bool):
        raise RuleError("stopped must be true or false", rule="format")
    setup = GameSetup(document["variant"], tuple(players), document["first_dealer"],
                      frozen_map(options))
    return game_rules(setup).setup(setup), stopped


def document_options(document: dict[str, Any]) -> dict[str, Any]:
    """The setup's options as a document gives them: a house game's are its ``"rules"``
    (every setting, resolved), any other game's its ``"options"``."""
    options = document.get("options") or {}
    if not isinstance(options, dict):
        raise RuleError("options must be an object", rule="format")
    if document.get("variant") == HOUSE:
        if options:
            raise RuleError("a house game has no options: its settings are its \"rules\"",
                            rule="format")
        return {"rules": document.get("rules")} if "rules" in document else {}
    if "rules" in document:
        raise RuleError("only a house game has \"rules\" in its scorecard", rule="format")
    return options


def _tiebreak_from_json(raw: Any, number: int) -> TiebreakDeal:
    if not isinstance(raw, dict) or not all(k in raw for k in _TIEBREAK_KEYS):
        raise RuleError(f"tie-break deal {number} needs players, bids and tricks",
                        rule="format")
    unknown = sorted(set(raw) - _TIEBREAK_KEYS)
    if unknown:
        raise RuleError(f"tie-break deal {number}: unknown key {short(unknown[0])}",
                        rule="format")
    if not isinstance(raw["bids"], dict) or not isinstance(raw["tricks"], dict):
        raise RuleError(f"tie-break deal {number}: bids and tricks map names to numbers",
                        rule="format")
    return TiebreakDeal(tuple(raw["players"]) if isinstance(raw["players"], list) else (),
                        frozen_map(raw["bids"]), frozen_map(raw["tricks"]))


# --- checks that need the scored game ------------------------------------------
def _same(given: Any, expected: Any) -> bool:
    """JSON equality where ``true`` is not ``1`` and ``1.0`` is not ``1``."""
    if isinstance(expected, Mapping):
        return (isinstance(given, dict) and given.keys() == expected.keys()
                and all(_same(given[k], expected[k]) for k in expected))
    return type(given) is type(expected) and given == expected


def _check_derived(scorecard: Scorecard, hands_raw: Any) -> None:
    """Values a file gives that the rules derive must agree with the rules."""
    if not isinstance(hands_raw, list):
        return
    for raw, hand in zip(hands_raw, scorecard.hands, strict=False):
        if not isinstance(raw, dict) or not set(raw) & DERIVED_KEYS:
            continue
        derived = {"number": hand.number, "cards": hand.cards, "dealer": hand.dealer,
                   "trump": hand.trump, "scores": hand.scores, "totals": hand.totals}
        for key in sorted(set(raw) & DERIVED_KEYS):
            given, expected = raw[key], derived[key]
            if key == "dealer" and isinstance(given, str):
                given = given.strip()
            if not _same(given, expected):
                shown = dict(expected) if isinstance(expected, Mapping) else expected
                raise RuleError(
                    f"the file gives {key} {short(given)}, but the rules make it {shown!r}",
                    hand=hand.number,
                    rule=key,
                )


# --- writing -----------------------------------------------------------------
def scorecard_to_json(scorecard: Scorecard, name: Callable[[Any], Any] = as_written,
                      ) -> dict[str, Any]:
    """The game as a version-1 document: records only, options all spelled out; each
    player's name passed through ``name`` (the store writes seats: :mod:`.seats`)."""
    setup = scorecard.setup
    trick_game = isinstance(game_rules(setup), TrickVariant)
    hands = []
    for record in scorecard.state.hands:
        hand = hand_to_json(record, name)
        if not trick_game:
            hand.pop("turn_up", None)
            hand.pop("bids", None)
        hands.append(hand)
    document: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        **setup_fields(setup),
        "players": [name(p) for p in setup.players],
        "first_dealer": name(setup.first_dealer),
        "stopped": scorecard.state.stopped,
        "hands": hands,
    }
    if scorecard.state.tiebreaks:
        document["tiebreak"] = [
            {"players": [name(p) for p in t.players],
             "bids": {name(p): v for p, v in t.bids.items()},
             "tricks": {name(p): v for p, v in t.tricks.items()}}
            for t in scorecard.state.tiebreaks
        ]
    return document


def dumps(scorecard: Scorecard) -> str:
    return json.dumps(scorecard_to_json(scorecard), indent=2, ensure_ascii=False) + "\n"


def score_json(scorecard: Scorecard) -> dict[str, Any]:
    """What ``scorekeeper score --json`` prints: the scored hands and the standings."""
    hands: list[dict[str, Any]] = []
    trick_game = isinstance(game_rules(scorecard.setup), TrickVariant)
    for hand in scorecard.completed:
        entry: dict[str, Any] = {"number": hand.number}
        if trick_game:
            entry.update(cards=hand.cards, dealer=hand.dealer, trump=hand.trump,
                         scores=dict(hand.scores or {}), totals=dict(hand.totals or {}))
            if hand.table is not None:  # who came, went and sat out (only where any did)
                table = hand.table
                entry.update({key: value for key, value in (
                    ("joined", dict(table.joined)), ("left", list(table.left)),
                    ("sitting_out", list(table.sitting_out))) if value})
        else:
            entry["dealer"] = hand.dealer
            if hand.loser is not None:
                entry["loser"] = hand.loser
            if hand.winner is not None:
                entry["winner"] = hand.winner
        hands.append(entry)
    return {
        "variant": scorecard.setup.variant,
        "status": scorecard.status,
        "hands": hands,
        "standings": [
            {"place": s.place, "player": s.player, "total": s.total} for s in scorecard.standings
        ],
    }
