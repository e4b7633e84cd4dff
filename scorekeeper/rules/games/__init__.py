"""The five games, by key."""

from __future__ import annotations

from ..errors import SetupError
from .base import Variant
from .misere import OhShitMisere
from .pw import OhHellPW
from .shithead import Shithead
from .trick import TrickVariant
from .updown import OhShitUpdown
from .whysteria import Whysteria

VARIANTS: dict[str, Variant] = {
    v.key: v
    for v in (OhShitMisere(), OhShitUpdown(), OhHellPW(), Shithead(), Whysteria())
}


def variant(key: str) -> Variant:
    """The game called ``key``, or a :class:`SetupError` listing the games there are."""
    try:
        return VARIANTS[key]
    except (KeyError, TypeError):
        raise SetupError(
            f"there is no game called {key!r} (the games are: {', '.join(VARIANTS)})",
            rule="game",
        ) from None


__all__ = ["VARIANTS", "TrickVariant", "Variant", "variant"]
