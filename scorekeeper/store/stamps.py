"""What a new record is stamped with: the time (UTC, to the second) and a game's uid."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def new_uid() -> str:
    """A game's uid, given once when it is created (a game is the same game everywhere)."""
    return str(uuid.uuid4())
