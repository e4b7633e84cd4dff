"""What a new record is stamped with: the time (UTC, to the second) and a game's uid."""

from __future__ import annotations

from datetime import UTC, datetime


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def new_uid() -> str:
    """A game's uid, given once when it is created (a game is the same game everywhere)."""
    import uuid  # here: the window's process stamps, but makes no uid (uuid loads platform)

    return str(uuid.uuid4())
