"""Players' names: what a name may hold, when two names are the same, how to show one safely.

One definition for every way a name arrives (the new-game screen, ``scorekeeper
new``, a scorecard file), so the app and the command line refuse the same names.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from .errors import PlayerNameError, short

MAX_NAME_LENGTH = 40

# Control characters (C0, DEL, C1), the line and paragraph separators, the
# bidirectional embedding/override/isolate controls, and lone surrogates (text
# that is not valid Unicode). None of them belongs in a name, and any of them
# can rewrite or reorder what a terminal shows.
_UNSAFE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


# Names seen lately, with their key and as checked: a club's archive spells the same few
# dozen names 400,000 times. Bounded (emptied when full), so any text at all is fine.
_KEYS: dict[str, str] = {}
_CHECKED: dict[str, str] = {}
NAMES_KEPT = 4096


def name_key(name: str) -> str:
    """Names compare after NFC normalisation, case-insensitively, surrounding spaces ignored."""
    key = _KEYS.get(name) if type(name) is str else None
    if key is None:
        folded = unicodedata.normalize("NFC", name.strip()).casefold()
        key = unicodedata.normalize("NFC", folded)
        if type(name) is str:
            if len(_KEYS) >= NAMES_KEPT:
                _KEYS.clear()
            _KEYS[name] = key
    return key


_SHORT_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    if char in _SHORT_ESCAPES:
        return _SHORT_ESCAPES[char]
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def terminal_safe(text: str, keep: str = "") -> str:
    """``text`` with every control character written as an escape (``\\x1b``).

    For anything printed that came from a file, the database or the command line:
    a name or a path can then never move the cursor, clear the screen or add a line.
    ``keep`` lists characters to leave alone (``"\\n"`` for multi-line output).
    """
    if not keep:
        return _UNSAFE.sub(_escape, text)
    return _UNSAFE.sub(lambda m: m.group() if m.group() in keep else _escape(m), text)


def check_name(name: Any, *, seat: int | None = None) -> str:
    """The name with surrounding spaces removed, or a :class:`PlayerNameError` saying why not.

    ``seat`` (1-based) names the player when the name itself cannot be shown.
    """
    checked = _CHECKED.get(name) if type(name) is str else None
    if checked is not None:
        return checked
    checked = _checked_name(name, seat)
    if type(name) is str:
        if len(_CHECKED) >= NAMES_KEPT:
            _CHECKED.clear()
        _CHECKED[name] = checked
    return checked


def _checked_name(name: Any, seat: int | None) -> str:
    who = f"player {seat}" if seat is not None else "a player"
    if not isinstance(name, str):
        raise PlayerNameError(f"{who}'s name must be text, not {short(name)}", rule="players")
    bad = _UNSAFE.search(name)
    if bad is not None:
        char = bad.group()
        what = ("is not valid Unicode (a lone surrogate)" if "\ud800" <= char <= "\udfff"
                else f"holds a control character (U+{ord(char):04X})")
        raise PlayerNameError(f"{who}'s name {short(name)} {what}", player=terminal_safe(name),
                              rule="players")
    trimmed = name.strip()
    if not trimmed:
        raise PlayerNameError("every player needs a name", rule="players")
    length = len(unicodedata.normalize("NFC", trimmed))
    if length > MAX_NAME_LENGTH:
        raise PlayerNameError(
            f"{who}'s name {short(trimmed)} is {length} characters long; "
            f"a name has at most {MAX_NAME_LENGTH} characters",
            player=trimmed,
            rule="players",
        )
    return trimmed


def unsafe_character(text: str) -> str | None:
    """The first control character (or lone surrogate) in ``text``, if any."""
    found = _UNSAFE.search(text)
    return found.group() if found else None
