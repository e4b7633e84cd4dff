"""A game as a file carries it: the record of play and what travels with it.

A scorecard file holds the record of play (setup, hands, tie-break deals, whether
the scorekeeper stopped the game) and, beside it, the game's identity and
circumstances: its ``uid``, ``started``, ``ended`` and ``notes``. The rules check
the record; the rest is carried as it is (after the format's own checks), so one
game can be recognised wherever it has been exported or imported.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .game_record import GameSetup, frozen_map
from .games import TrickVariant, game_rules
from .games.plain_trick import plain_stored_game
from .results import Scorecard
from .rows import StoredGame, stored_game
from .scorecard_file import (
    check_metadata,
    checked_document_setup,
    document_options,
    scorecard_after_setup,
    scorecard_from_document,
    scorecard_to_json,
)


@dataclass(frozen=True)
class FiledGame:
    """One game with its identity: what export writes and import reads."""

    scorecard: Scorecard
    uid: str | None = None  # None: a file from before uids (the store gives one)
    started: str | None = None
    ended: str | None = None
    notes: str | None = None


def filed_game(document: Any) -> FiledGame:
    """A document from a file checked in full (see :func:`scorecard_from_document`)."""
    scorecard = scorecard_from_document(document)
    return FiledGame(scorecard, document.get("uid"), document.get("started"),
                     document.get("ended"), document.get("notes") or None)


def stored_from_document(document: Any) -> StoredGame:
    """A document from a file checked in full, in the form a store keeps a game brought
    in whole. A plain trick game is checked and scored in one pass over its hands
    (:mod:`.games.plain_trick`); any other, or one that breaks a rule, is read the full
    way (:func:`scorecard_from_document`, from the setup already checked), which gives
    the same for a plain game and names the first problem of any other. Errors are
    those of the full way."""
    setup, stopped = checked_document_setup(document)
    rules = game_rules(setup)
    if isinstance(rules, TrickVariant):
        plain = plain_stored_game(rules, setup, stopped, document)
        if plain is not None:
            return plain
    return stored_game(scorecard_after_setup(document, (setup, stopped)))


def check_beside_record(document: dict[str, Any]) -> None:
    """For a game recognised by its uid as one already checked and stored (its record
    of play identical, players compared by seat): what that does not vouch for, the
    metadata, and the setup as this file spells it (names, checked as for a new game)."""
    check_metadata(document)
    setup = GameSetup(document["variant"], tuple(document["players"]),
                      document["first_dealer"], frozen_map(document_options(document)))
    game_rules(setup).setup(setup)


def filed_document(game: FiledGame) -> dict[str, Any]:
    """The version-1 document of ``game``: its record of play, then what travels with it."""
    document = scorecard_to_json(game.scorecard)
    if game.uid is not None:
        document["uid"] = game.uid
    if game.started is not None:
        document["started"] = game.started
    if game.ended is not None:
        document["ended"] = game.ended
    if game.notes:
        document["notes"] = game.notes
    return document


def record_of_play(scorecard: Scorecard) -> dict[str, Any]:
    """What makes two copies of one game the same game: the record as the file writer
    writes it (setup, hands, tie-break deals, stopped), without identity or times."""
    return scorecard_to_json(scorecard)
