"""Small builders shared by the rules tests."""

from __future__ import annotations

import json
from typing import Any

from scorekeeper.rules import Scorecard
from scorekeeper.rules.scorecard_file import parse_scorecard


def doc(variant: str, players: list[str], hands: list[dict[str, Any]] | None = None,
        first_dealer: str | None = None, **extra: Any) -> dict[str, Any]:
    return {"format": "scorekeeper-game", "version": 1, "variant": variant,
            "options": extra.pop("options", {}), "players": players,
            "first_dealer": first_dealer or players[0], "stopped": extra.pop("stopped", False),
            "hands": hands or [], **extra}


def card(document: dict[str, Any]) -> Scorecard:
    return parse_scorecard(json.dumps(document))


def quiet_hands(cards: list[int], players: list[str]) -> list[dict[str, Any]]:
    """Hands where everyone bids 0 and the first player takes every trick."""
    return [{"bids": {p: 0 for p in players},
             "tricks": {p: (c if i == 0 else 0) for i, p in enumerate(players)}} for c in cards]
