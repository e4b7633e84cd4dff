"""Names made safe in Qt's rich text, without loading the ``html`` package.

``html.escape`` is all the table's screen needs, but importing ``html`` loads
``html.entities`` too (its tables of named characters, for ``unescape``): 0.3 MiB of
the window's process once a game is open (docs/benchmarks.md, Start-up, memory).
"""

from __future__ import annotations

_ESCAPED = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;",
                          "'": "&#x27;"})


def escape(text: str) -> str:
    """What ``html.escape(text)`` gives (quotes escaped too)."""
    return text.translate(_ESCAPED)
