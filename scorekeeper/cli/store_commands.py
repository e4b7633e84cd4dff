"""Commands on the database (filled in by the store)."""

from __future__ import annotations

COMMANDS: dict = {}
