"""A club archive for the reports' tests: an evening with two sittings, the day before
it, and the month before — every game kept with its scorecard so each test works out
its figures from the cards themselves."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta

from scorekeeper.rules import Scorecard, evaluate
from scorekeeper.rules.simulate import simulate
from scorekeeper.store import Store

from .helpers import house_rules, stamp

FOUR = ["Ann", "Ben", "Cat", "Dan"]
CONSTANT = {"schedule": "constant", "cards": 3}
THURSDAY = {"rules": house_rules("Thursday club", "ten-plus-bid")}


@dataclass(frozen=True)
class Played:
    id: int
    key: str  # what statistics count it as
    started: datetime
    card: Scorecard


def _shared_first(players: list[str]) -> Scorecard:
    """A one-hand whysteria game stopped (so finished) with two players level first."""
    for seed in range(500):
        card = simulate(random.Random(seed), "whysteria", players, players[0],
                        options=CONSTANT, hands=1)
        card = evaluate(replace(card.state, stopped=True))
        if sum(1 for s in card.standings if s.place == 1) >= 2:
            return card
    raise AssertionError("no shared first place found")


def seed_report_club(store: Store) -> list[Played]:
    rng = random.Random(14)
    plan: list[tuple[datetime, str, str, list[str], dict]] = []
    april = datetime(2026, 4, 2, 19, 0, tzinfo=UTC)
    for n in range(8):  # the month before: P&W among five
        plan.append((april + timedelta(days=3 * n), "oh-hell-pw", "oh-hell-pw",
                     rng.sample(["Ann", "Ben", "Cat", "Dan", "Eve"], 4), {}))
    plan.append((datetime(2026, 5, 7, 20, 0, tzinfo=UTC), "oh-hell-pw", "oh-hell-pw",
                 ["Ann", "Ben", "Cat"], {}))
    plan.append((datetime(2026, 5, 8, 12, 0, tzinfo=UTC), "whysteria", "whysteria",
                 ["Eve", "Fay", "Dan"], CONSTANT))
    evening = datetime(2026, 5, 8, 19, 0, tzinfo=UTC)
    for hour, (game, key, options) in enumerate((
            ("oh-hell-pw", "oh-hell-pw", {}), ("house", "house:Thursday club", THURSDAY),
            ("shithead", "shithead", {}))):
        plan.append((evening + timedelta(hours=hour), game, key, FOUR, options))
    plan.append((datetime(2026, 5, 20, 19, 0, tzinfo=UTC), "oh-hell-pw", "oh-hell-pw",
                 ["Ann", "Ben", "Eve", "Dan"], {}))
    made = []
    for when, game, key, players, options in plan:
        card = simulate(rng, game, players, players[0], options=options)
        made.append((when, key, card))
    made.append((evening + timedelta(hours=3), "whysteria", _shared_first(FOUR)))
    out = []
    for when, key, card in made:
        game_id = store.import_state(card.state, stamp(when), stamp(when + timedelta(minutes=50)))
        out.append(Played(game_id, key, when, card))
    return out
