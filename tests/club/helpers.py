"""A club of simulated games in a store, for the club's tests."""

from __future__ import annotations

import random
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

from scorekeeper.rules import Scorecard
from scorekeeper.rules.filed_game import FiledGame
from scorekeeper.rules.simulate import simulate
from scorekeeper.store import Store

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")


def stamp(when: datetime) -> str:
    return when.astimezone(UTC).isoformat(timespec="seconds")


def _simulated(count: int, game: str, seed: int, start: datetime | None,
               ) -> Iterator[tuple[random.Random, Scorecard, datetime]]:
    """``count`` finished games of ``game`` among four to five of :data:`NAMES`, an hour
    apart: each with the generator (to draw more from, in order) and its start."""
    rng = random.Random(seed)
    when = start or datetime(2026, 1, 5, 19, 0, tzinfo=UTC)
    for _ in range(count):
        players = rng.sample(NAMES, rng.choice((4, 5)))
        options = {"schedule": "constant", "cards": 3} if game == "whysteria" else {}
        yield rng, simulate(rng, game, players, options=options), when
        when += timedelta(hours=1)


def seed_games(store: Store, count: int, *, game: str = "whysteria", seed: int = 1,
               start: datetime | None = None) -> list[int]:
    """``count`` finished games of ``game`` among four to five of :data:`NAMES`, an
    hour apart, imported with their start and end."""
    return [store.import_state(card.state, stamp(when), stamp(when + timedelta(minutes=50)))
            for _, card, when in _simulated(count, game, seed, start)]


def filed_games(count: int, *, game: str = "whysteria", seed: int = 1,
                start: datetime | None = None) -> list[FiledGame]:
    """As :func:`seed_games`, but as files carry them (uid, start, end), to import."""
    return [FiledGame(card, str(uuid.UUID(int=rng.getrandbits(128), version=4)),
                      stamp(when), stamp(when + timedelta(minutes=50)))
            for rng, card, when in _simulated(count, game, seed, start)]
