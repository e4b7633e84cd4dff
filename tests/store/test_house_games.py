"""A house game is stored with its rules: resumed later, it plays by exactly those."""

from __future__ import annotations

from pathlib import Path

from scorekeeper.rules import Bid, Tricks
from scorekeeper.rules.presets import preset
from scorekeeper.rules.scorecard_file import scorecard_to_json
from scorekeeper.store import GameSession, Store


def test_a_house_game_resumes_with_the_rules_it_was_started_with(tmp_path: Path) -> None:
    rules = preset("twenty-plus-ten").rules.to_dict()
    rules["score"]["made"]["base"] = 25  # the table's own change, not in any preset
    db = tmp_path / "scores.db"
    with Store(db) as store:
        session = GameSession.start(store, "house", ["Ann", "Ben", "Cat"], "Ann",
                                    {"rules": rules})
        for player, bid in (("Ben", 1), ("Cat", 0), ("Ann", 1)):
            session.apply(Bid(player, bid))
        session.apply(Tricks({"Ann": 0, "Ben": 1, "Cat": 0}))
        game_id = session.game_id
    with Store(db) as store:
        resumed = GameSession.resume(store, game_id)
        card = resumed.scorecard
        assert card.setup.variant == "house"
        assert card.setup.options["rules"] == rules
        assert dict(card.completed[0].scores) == {"Ann": -10, "Ben": 35, "Cat": 25}
        assert scorecard_to_json(card)["rules"] == rules
        assert resumed.scorecard.current.cards == 2  # up-down: the second hand has 2
