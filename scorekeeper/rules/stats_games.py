"""Which game a stored game counts as in statistics, ratings, records and filters.

A built-in game counts as itself (its key). A house game counts as *its name*: the
table's "Thursday club" is one game however its settings were edited between
evenings, and never pooled with a built-in game or another table's house game. The
statistics key of a house game is ``house:<name>`` (the name as the rules keep it:
trimmed, NFC); nothing outside the rules reads that shape — they ask
:func:`stats_key`, :func:`stats_title`, :func:`played_as` and :func:`find_stats_game`.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Iterable, Mapping
from typing import Any

from .errors import SetupError
from .games import HOUSE, VARIANTS, Variant, variant
from .names import name_key

_HOUSE_PREFIX = HOUSE + ":"


def stats_key(game: str, options: Mapping[str, Any] | str | None = None) -> str:
    """The statistics key of a game played as ``game`` with ``options`` (a mapping, or
    the JSON text the store keeps): the game's key, or ``house:<name>``."""
    if game != HOUSE:
        return game
    if isinstance(options, str):
        try:
            options = json.loads(options)
        except ValueError:
            options = None
    rules = options.get("rules") if isinstance(options, Mapping) else None
    name = rules.get("name") if isinstance(rules, Mapping) else None
    if not isinstance(name, str) or not name.strip():
        return HOUSE  # not readable as a named house game: all such games together
    return _HOUSE_PREFIX + unicodedata.normalize("NFC", name.strip())


def played_as(key: str) -> str:
    """The game (a key of the rules) whose games a statistics key gathers."""
    return HOUSE if key.startswith(_HOUSE_PREFIX) else key


def is_house_key(key: str) -> bool:
    return played_as(key) == HOUSE


def stats_title(key: str) -> str:
    """What a statistics key is called on screen and paper: a game's title, or the
    house game's name."""
    if key.startswith(_HOUSE_PREFIX):
        return key[len(_HOUSE_PREFIX):]
    if key in VARIANTS or key == HOUSE:
        return variant(key).title
    return key


def stats_rules(key: str) -> Variant:
    """The rules a statistics key's games share as far as statistics care (bids or
    not, a named last place): any house game answers for a house game."""
    return variant(played_as(key))


def has_bids(key: str) -> bool:
    """Whether games of ``key`` have bids (and so exact bids, over- and underbids)."""
    rules = VARIANTS.get(key)
    if rules is None and not is_house_key(key):
        return False
    return stats_rules(key).has_bids


def stats_order(keys: Iterable[str]) -> list[str]:
    """``keys`` without repeats: the built-in games in the rules' order, then the
    house games by name."""
    given = set(keys)
    built_in = [key for key in VARIANTS if key in given]
    others = sorted(given - set(built_in), key=lambda k: (name_key(stats_title(k)), k))
    return built_in + others


def every_game(house_keys: Iterable[str]) -> list[str]:
    """The games to offer in a chooser: every built-in game and the house games
    ``house_keys`` (those stored)."""
    return stats_order([*VARIANTS, *house_keys])


def find_stats_game(text: str, keys: Iterable[str]) -> str:
    """The statistics key the user means by ``text``: a built-in game's key or title,
    or a house game's name (any case), among ``keys``; a :class:`SetupError` listing
    them otherwise."""
    choices = stats_order(keys)
    wanted = name_key(text)
    for key in choices:
        if wanted in (name_key(key), name_key(stats_title(key))):
            return key
    if text in VARIANTS:  # a built-in game not played yet is still a game
        return text
    names = ", ".join(key if key in VARIANTS else repr(stats_title(key)) for key in choices)
    raise SetupError(f"there is no game called {text!r} (the games are: {names})", rule="game")
