"""Messages about files for a terminal: one line, no control characters, bounded length.

A message may quote a path typed on the command line or a value read from a
file; either can hold newlines or escape sequences, or be megabytes long.
"""

from __future__ import annotations

from ..rules.names import terminal_safe

MAX_MESSAGE = 1_000


def one_line(message: str, limit: int = MAX_MESSAGE) -> str:
    """``message`` with control characters escaped, cut in the middle past ``limit``."""
    text = terminal_safe(message)
    if len(text) <= limit:
        return text
    tail = limit // 4
    return f"{text[: limit - tail - 1]}…{text[-tail:]}"
