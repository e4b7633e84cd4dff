"""A club of simulated games in a store, for the club's tests."""

from __future__ import annotations

import random
import uuid
from datetime import UTC, datetime, timedelta

from scorekeeper.rules.filed_game import FiledGame
from scorekeeper.rules.simulate import simulate
from scorekeeper.store import Store

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")


def stamp(when: datetime) -> str:
    return when.astimezone(UTC).isoformat(timespec="seconds")


def seed_games(store: Store, count: int, *, game: str = "whysteria", seed: int = 1,
               start: datetime | None = None) -> list[int]:
    """``count`` finished games of ``game`` among four to five of :data:`NAMES`, an
    hour apart, imported with their start and end."""
    rng = random.Random(seed)
    when = start or datetime(2026, 1, 5, 19, 0, tzinfo=UTC)
    ids = []
    for _ in range(count):
        players = rng.sample(NAMES, rng.choice((4, 5)))
        options = {"schedule": "constant", "cards": 3} if game == "whysteria" else {}
        card = simulate(rng, game, players, options=options)
        ids.append(store.import_state(card.state, stamp(when),
                                      stamp(when + timedelta(minutes=50))))
        when += timedelta(hours=1)
    return ids


def filed_games(count: int, *, game: str = "whysteria", seed: int = 1,
                start: datetime | None = None) -> list[FiledGame]:
    """As :func:`seed_games`, but as files carry them (uid, start, end), to import."""
    rng = random.Random(seed)
    when = start or datetime(2026, 1, 5, 19, 0, tzinfo=UTC)
    out = []
    for _ in range(count):
        players = rng.sample(NAMES, rng.choice((4, 5)))
        options = {"schedule": "constant", "cards": 3} if game == "whysteria" else {}
        card = simulate(rng, game, players, options=options)
        out.append(FiledGame(card, str(uuid.UUID(int=rng.getrandbits(128), version=4)),
                             stamp(when), stamp(when + timedelta(minutes=50))))
        when += timedelta(hours=1)
    return out
