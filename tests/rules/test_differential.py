"""Thousands of random games through the engine and the file format, against the spec model."""

from __future__ import annotations

import json
import random

import pytest

from scorekeeper.rules.scorecard_file import dumps, parse_scorecard, score_json

from ..mutation_profile import examples
from .random_games import VARIANTS, random_game
from .spec_model import expected_score

GAMES_PER_VARIANT = 600


@pytest.mark.parametrize("variant", VARIANTS)
def test_engine_agrees_with_spec_model(variant: str) -> None:
    rng = random.Random(f"differential-{variant}")
    statuses: set[str] = set()
    for _ in range(examples(GAMES_PER_VARIANT)):
        doc = random_game(rng, variant)
        card = parse_scorecard(json.dumps(doc))
        got = score_json(card)
        want = expected_score(doc)
        assert got == want, json.dumps(doc)
        # Writing and reading back gives the same game and the same scores.
        again = parse_scorecard(dumps(card))
        assert again.state == card.state
        assert score_json(again) == got
        statuses.add(got["status"])
    # The generator reaches every status the game can have.
    assert "finished" in statuses and "in progress" in statuses
