"""JSON read strictly, for files nobody vouches for.

Python's ``json`` accepts what a scorecard must not hold, or fails in ways a user
cannot act on: a key given twice silently keeps the last value; ``NaN`` and
``Infinity`` pass; a 5,000-digit number raises an internal ``ValueError``; deep
nesting raises ``RecursionError``; ``"\\ud800"`` makes a string that is not
Unicode. Here each of those is a :class:`ScorecardSyntaxError` that says what and
where. Nesting, the count of objects and lists, and the length of numbers are
checked on the text (strings left out) before anything is built, so the memory and
time a file can cost are bounded whatever it holds.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, NoReturn

from .errors import (
    DuplicateKeyError,
    InvalidTextError,
    NestingError,
    NumberTooLargeError,
    ScorecardSyntaxError,
)
from .words import QT_TRANSLATE_NOOP, Grouped, Said, Word, Words

MAX_DEPTH = 16  # a scorecard needs 4: document, hands, hand, bids
MAX_DIGITS = 18  # no count in a scorecard comes near; 2**63 already has 19
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_BRACKET = re.compile(r"[\[\]{}]")
_LONG_NUMBER = re.compile(rf"-?[0-9]{{{MAX_DIGITS + 1},}}")
_SURROGATE = re.compile(r"[\ud800-\udfff]")
# Decoded UTF-8 never holds a surrogate; only a \uD800-\uDFFF escape can make one.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89abcdefABCDEF]")
# Python's json says what it expected in English; these are its words, marked so a
# refusal shows them in the reader's language (one it does not know stays as it is).
JSON_MESSAGES = (
    QT_TRANSLATE_NOOP("words", "Expecting value"),
    QT_TRANSLATE_NOOP("words", "Expecting ',' delimiter"),
    QT_TRANSLATE_NOOP("words", "Expecting ':' delimiter"),
    QT_TRANSLATE_NOOP("words", "Expecting property name enclosed in double quotes"),
    QT_TRANSLATE_NOOP("words", "Extra data"),
    QT_TRANSLATE_NOOP("words", "Unterminated string starting at"),
    QT_TRANSLATE_NOOP("words", "Invalid control character at"),
    QT_TRANSLATE_NOOP("words", "Invalid \\escape"),
    QT_TRANSLATE_NOOP("words", "Invalid \\uXXXX escape"),
    QT_TRANSLATE_NOOP("words", "Illegal trailing comma before end of object"),
    QT_TRANSLATE_NOOP("words", "Illegal trailing comma before end of array"),
)
_TOO_DEEP = QT_TRANSLATE_NOOP(
    "words", "objects and lists are nested more than {0} deep; no scorecard needs that")
_TOO_LONG = QT_TRANSLATE_NOOP("words", "numbers in a scorecard are counts of at most {0} digits")


def loads(text: str, *, max_containers: int) -> Any:
    """The JSON value in ``text``, refused unless it is plain, unambiguous and bounded.

    ``max_containers`` bounds the objects and lists, and so the memory decoding takes.
    """
    alike = text.translate(_ALIKE)  # one scan counts both brackets and finds long runs
    if alike.count("[") <= max_containers:  # "[" and "{" (in strings too)
        value = _plain(text, alike)
        if value is not _NOT_PLAIN:
            return value
    # Something is off (or the text's strings hold many brackets): read it the careful
    # way, which finds the first problem in the file's order and says where it is.
    return careful_loads(text, max_containers=max_containers)


def careful_loads(text: str, *, max_containers: int) -> Any:
    """:func:`loads` checking the text before decoding it: what it does with a text that
    is not plain, and what it must agree with on every text (the tests compare them)."""
    _check_skeleton(_STRING.sub('""', text), max_containers)
    try:
        value = json.loads(text, object_pairs_hook=_unique_keys, parse_constant=_no_constant)
    except _Refused as refused:
        raise refused.error from None
    except json.JSONDecodeError as error:
        raise ScorecardSyntaxError(Said(
            QT_TRANSLATE_NOOP("words", "{0}: not valid JSON ({1} at column {2})"),
            (_line_number(error.lineno), Word(error.msg), error.colno))) from None
    except RecursionError:  # the skeleton check makes this unreachable; kept as a guard
        raise NestingError(Said(_TOO_DEEP, (MAX_DEPTH,))) from None
    except ValueError:  # likewise: Python's limit on the digits of an int
        raise NumberTooLargeError(Said(QT_TRANSLATE_NOOP("words", "a number is too large: {0}"),
                                       (Said(_TOO_LONG, (MAX_DIGITS,)),))) from None
    if _SURROGATE_ESCAPE.search(text):
        _check_strings(value)
    return value


_NOT_PLAIN = object()


def _plain(text: str, alike: str) -> Any:
    """The value of a text that holds nothing a scorecard must not (nearly every file), or
    ``_NOT_PLAIN``. At most ``max_containers`` brackets are in the text (checked by the
    caller), so decoding is bounded; the careful way's other checks are made here
    without emptying the strings first: no run of more than ``MAX_DIGITS`` digits
    anywhere in the text (so none in a number; ``alike`` is the text with every digit
    a 0, see :data:`_ALIKE`), and nesting checked on the value.
    A key given twice: found by counting the keys of compact text (see
    :func:`_keys_countable`), else by the decoder's hook, as the careful way does."""
    if _LONG_RUN in alike:
        return _NOT_PLAIN
    if _keys_countable(text):
        try:
            value = json.loads(text, parse_constant=_no_constant)  # (dicts made in C)
        except (_Refused, ValueError, RecursionError):
            return _NOT_PLAIN
        pairs = _shallow(value)
        if pairs is None:
            return _NOT_PLAIN
        if text.count('":') == pairs:
            return value  # every key of the text is in the value: none given twice
    try:
        value = json.loads(text, object_pairs_hook=_unique_keys, parse_constant=_no_constant)
    except (_Refused, ValueError, RecursionError):
        return _NOT_PLAIN
    if _shallow(value) is None:
        return _NOT_PLAIN
    if _SURROGATE_ESCAPE.search(text):
        _check_strings(value)
    return value


def _keys_countable(text: str) -> bool:
    """Whether the text's keys can be counted without decoding it: no backslash (so every
    ``"`` opens or closes a string), and no ``"`` before whitespace (so no key is spaced
    from its colon). Then ``":`` is each key's end, or the start of a string beginning
    with a colon: found as often as the value holds keys only if no key is given twice
    (a key given twice is one key of the value; a string from a colon, one more). An
    archive's lines, compact JSON, always are; a text that is not is decoded key by key.
    """
    if "\\" in text:
        return False
    # A character alone is found by memchr, a pair of them not: a pair is looked for
    # only where its white space is in the text at all (a space nearly always is).
    return not ((" " in text and '" ' in text) or ("\n" in text and '"\n' in text)
                or ("\r" in text and '"\r' in text) or ("\t" in text and '"\t' in text))


# Every digit a 0 and every "{" a "[": the text scanned once for runs of digits and
# for the count of objects and lists (a scan of a 2.7 KB line costs 1.5-4 µs).
_ALIKE = str.maketrans("123456789{", "000000000[")
_LONG_RUN = "0" * (MAX_DIGITS + 1)


def _shallow(value: Any) -> int | None:
    """The count of keys in all the objects, if objects and lists are nested at most
    ``MAX_DEPTH`` deep; None if deeper. Level by level, each in one comprehension: a
    scorecard's 250 values are looked at without a call or a tuple each."""
    level = [value] if type(value) is dict or type(value) is list else []
    pairs, depth = 0, 1
    while level:
        if depth > MAX_DEPTH:
            return None
        pairs += sum([len(node) for node in level if type(node) is dict])
        level = [item for node in level
                 for item in (node.values() if type(node) is dict else node)
                 if type(item) is dict or type(item) is list]
        depth += 1
    return pairs


def _line_number(number: int) -> Said:
    return Said(QT_TRANSLATE_NOOP("words", "line {0}"), (number,))


def _line(skeleton: str, index: int) -> Said:
    # A JSON string holds no raw newline, so the skeleton's lines are the text's lines.
    return _line_number(skeleton.count(chr(10), 0, index) + 1)


def _check_skeleton(skeleton: str, max_containers: int) -> None:
    """Containers, nesting and number lengths, on the text with every string emptied."""
    opened = skeleton.count("[") + skeleton.count("{")
    if opened > max_containers:
        raise NestingError(Said(QT_TRANSLATE_NOOP(
            "words", "{0} objects and lists: more than a scorecard can hold (at most {1})"),
            (Grouped(opened), Grouped(max_containers))))
    long = _LONG_NUMBER.search(skeleton)
    if long is not None:
        digits = long.group()
        count = len(digits.lstrip("-"))
        shown = digits if count <= 12 else f"{digits[:6]}…{digits[-3:]}"
        raise NumberTooLargeError(Said(QT_TRANSLATE_NOOP(
            "words", "{0}: the number {1} ({2} digits) is too large: {3}"),
            (_line(skeleton, long.start()), shown, count, Said(_TOO_LONG, (MAX_DIGITS,)))))
    depth = 0
    for bracket in _BRACKET.finditer(skeleton):  # at most 2 × max_containers of them
        if bracket.group() in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise NestingError(Said(QT_TRANSLATE_NOOP("words", "{0}: {1}"), (
                    _line(skeleton, bracket.start()), Said(_TOO_DEEP, (MAX_DEPTH,)))))
        else:
            depth -= 1


class _Refused(Exception):
    """Raised inside the decoder's hooks, to leave ``json`` with a typed error."""

    def __init__(self, error: ScorecardSyntaxError) -> None:
        super().__init__(str(error))
        self.error = error


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    document = dict(pairs)
    if len(document) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _Refused(DuplicateKeyError(Said(QT_TRANSLATE_NOOP(
                    "words", "the key {0} is given twice in one object; give it once"),
                    (_shown(key),)), key=key))
            seen.add(key)
    return document


def _no_constant(name: str) -> NoReturn:
    raise _Refused(ScorecardSyntaxError(Said(QT_TRANSLATE_NOOP(
        "words", "not valid JSON: {0} is not a number JSON allows"), (name,))))


def _shown(text: str, limit: int = 40) -> str:
    shown = repr(text)
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


@dataclass(frozen=True)
class Where:
    """``hand 2, tricks`` or ``players, item 1``: a place in the document, for people,
    put in words where shown."""

    path: tuple[str | int, ...]

    def text(self, words: Words) -> str:
        parts: list[str] = []
        steps = iter(enumerate(self.path))
        for index, step in steps:
            following = self.path[index + 1] if index + 1 < len(self.path) else None
            if step == "hands" and index == 0 and isinstance(following, int):
                parts.append(words.tr("hand {0}").format(words.number(following + 1)))
                next(steps)
            elif isinstance(step, int):
                parts.append(words.tr("item {0}").format(words.number(step + 1)))
            else:
                parts.append(_shown(step)[1:-1])
        return ", ".join(parts) or words.tr("the top level")


def _check_strings(value: Any) -> None:
    """Every string and key valid Unicode: the first one that is not, in file order, named."""

    def check(text: str, path: tuple[str | int, ...],
              what: str = QT_TRANSLATE_NOOP("words", "the text")) -> None:
        if _SURROGATE.search(text):
            raise InvalidTextError(Said(QT_TRANSLATE_NOOP(
                "words", "{0} at {1} is not valid Unicode (it holds a lone surrogate, an "
                "escape such as \\ud800 without its pair)"), (Word(what), Where(path))))

    def pairs(node: dict[str, Any] | list[Any]) -> Iterator[tuple[str | int, Any]]:
        return iter(node.items()) if isinstance(node, dict) else enumerate(node)

    if isinstance(value, str):
        check(value, ())
    if not isinstance(value, (dict, list)):
        return
    stack: list[tuple[Iterator[tuple[str | int, Any]], tuple[str | int, ...]]] = [
        (pairs(value), ())]
    while stack:  # depth first, in the file's order; the depth is already bounded
        items, path = stack[-1]
        for key, item in items:
            if isinstance(key, str):
                check(key, path, QT_TRANSLATE_NOOP("words", "a key"))
            if isinstance(item, str):
                check(item, (*path, key))
            elif isinstance(item, (dict, list)):
                stack.append((pairs(item), (*path, key)))
                break
        else:
            stack.pop()
