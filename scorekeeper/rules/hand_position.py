"""The line where hand N starts in a scorecard's text, found at the JSON decoder's speed.

:func:`.locate.hand_line` walks the text a character at a time in Python: about a
second for a 5 MB file. Here every value before the hand is skipped by the C
decoder instead, so pointing a user at a hand costs milliseconds. For text that
has already been parsed as one JSON object (anything else gives ``None``).
"""

from __future__ import annotations

import json
import re
from json.decoder import scanstring  # type: ignore[attr-defined]  # real, not in typeshed

_BLANK = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder()


def hand_line(text: str, number: int) -> int | None:
    """Line (1-based) where the ``number``-th element of the top-level ``"hands"`` starts."""
    try:
        start = _hands_start(text)
        if start is None:
            return None
        at = _skip_blank(text, start + 1)
        for _ in range(number - 1):
            _, at = _DECODER.raw_decode(text, at)
            at = _skip_blank(text, at)
            if text[at] != ",":
                return None
            at = _skip_blank(text, at + 1)
        if text[at] == "]":
            return None
    except (ValueError, IndexError):
        return None
    return text.count("\n", 0, at) + 1


def _skip_blank(text: str, at: int) -> int:
    blank = _BLANK.match(text, at)  # always matches (maybe nothing)
    return blank.end() if blank is not None else at


def _hands_start(text: str) -> int | None:
    """Where the ``[`` of the top-level ``"hands"`` list is, if there is one."""
    at = _skip_blank(text, 0)
    if text[at] != "{":
        return None
    at = _skip_blank(text, at + 1)
    while text[at] == '"':
        key, at = scanstring(text, at + 1)
        at = _skip_blank(text, at)
        if text[at] != ":":
            return None
        at = _skip_blank(text, at + 1)
        if key == "hands":
            return at if text[at] == "[" else None
        _, at = _DECODER.raw_decode(text, at)
        at = _skip_blank(text, at)
        if text[at] != ",":
            return None
        at = _skip_blank(text, at + 1)
    return None
