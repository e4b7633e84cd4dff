"""A club of simulated games in a store, for the club's tests."""

from __future__ import annotations

import random
import shutil
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TypeVar

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


HOUSE_GAMES = (("Thursday club", "ten-plus-bid"), ("Friday crowd", "twenty-plus-ten"))
"""Two house games of a club: (name, the preset its settings start from)."""


def house_rules(name: str, preset_name: str, **score_base: int) -> dict:
    """A preset's settings under the table's own name (``base=`` changes the points for
    a made bid: the same table editing its rules)."""
    from scorekeeper.rules.presets import preset

    rules = preset(preset_name).rules.to_dict()
    rules["name"] = name
    if "base" in score_base:
        rules["score"]["made"]["base"] = score_base["base"]
    return rules


def seed_mixed_club(store: Store, per_game: int = 6, seed: int = 7,
                    ) -> list[tuple[int, str, Scorecard]]:
    """Finished games of the two :data:`HOUSE_GAMES` and of P&W, interleaved an hour
    apart: each as (id, what the test expects it to count as, its scorecard). The
    second half of the Thursday club's games are played after an edit of its rules."""
    from scorekeeper.rules.games import HOUSE

    rng = random.Random(seed)
    when = datetime(2026, 3, 2, 19, 0, tzinfo=UTC)
    made: list[tuple[int, str, Scorecard]] = []
    for index in range(per_game):
        kinds: list[tuple[str, str, dict]] = [("oh-hell-pw", "oh-hell-pw", {})]
        for name, preset_name in HOUSE_GAMES:
            edited = {"base": 12} if name == "Thursday club" and index >= per_game // 2 else {}
            kinds.append((HOUSE, f"house:{name}",
                          {"rules": house_rules(name, preset_name, **edited)}))
        for game, expected, options in kinds:
            players = rng.sample(NAMES, rng.choice((3, 4)))
            card = simulate(rng, game, players, options=options)
            game_id = store.import_state(card.state, stamp(when),
                                         stamp(when + timedelta(minutes=50)))
            made.append((game_id, expected, card))
            when += timedelta(hours=1)
    return made


Seeded = TypeVar("Seeded")


def stored_once(folder: Path, seed: Callable[[Store], Seeded]) -> tuple[Path, Seeded]:
    """A club seeded into ``folder/club.db`` once (for a module fixture), and what the
    seeding gave back; tests open copies of it (:func:`opened_copy`)."""
    path = folder / "club.db"
    with Store(path) as store:
        made = seed(store)
    return path, made


@contextmanager
def opened_copy(source: Path, path: Path) -> Iterator[Store]:
    """The store of a copy of ``source`` at ``path``: a test's own, so none sees what
    another wrote."""
    shutil.copyfile(source, path)
    with Store(path) as opened:
        yield opened
