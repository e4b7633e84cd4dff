"""Rules files read from and written to paths a user picked, trusting nothing.

A rules file arrives by mail or from a phone: it may be huge, not UTF-8, not JSON, a
scorecard, or settings this version refuses. Each of those is one line naming the
file and what is wrong; writing goes through a temporary file so a failed export
never leaves half a file behind.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from .errors import ScorekeeperError
from .file_reading import read_regular_file
from .house_rules import HouseRules, HouseRulesError
from .presets import PRESETS, read_rules_file, rules_file_text
from .strict_json import loads
from .words import QT_TRANSLATE_NOOP, Said, Words

MAX_RULES_FILE = 256_000  # bytes; a rules file is about 1.5 kB
MAX_CONTAINERS = 100  # objects and lists; a rules file has about 15


class RulesFileError(HouseRulesError):
    """A rules file that cannot be read or written, said in one line with its name."""


PREFIX = "house rules: "
NAMED = QT_TRANSLATE_NOOP("words", "{0}: {1}")  # a file's name, what is wrong with it


@dataclass(frozen=True)
class Why:
    """What is wrong with a file, without the "house rules:" a setting's refusal starts
    with (the file's name stands there): put in words where shown."""

    said: Said | None
    english: str

    def text(self, words: Words) -> str:
        if self.said is None:
            return self.english.removeprefix(PREFIX)
        said = self.said.text(words)
        return said.split(": ", 1)[-1] if str(self.said).startswith(PREFIX) else said


def _named(name: str, error: ScorekeeperError) -> RulesFileError:
    """``error`` with the file's name before it, in place of "house rules:"."""
    said = error.said if getattr(error, "hand", None) is None else None  # "hand 3: …"
    return RulesFileError(Said(NAMED, (name, Why(said, str(error)))))


def rules_document(path: str | Path) -> Any:
    """The JSON document in the file at ``path``, read with every limit; a file that
    cannot be read (missing, huge, not UTF-8, not JSON) is one line naming it."""
    name = Path(path).name
    try:
        data = read_regular_file(path, MAX_RULES_FILE,
                                 QT_TRANSLATE_NOOP("words", "a rules file"))
        return loads(data.decode("utf-8"), max_containers=MAX_CONTAINERS)
    except UnicodeDecodeError:
        raise RulesFileError(Said(QT_TRANSLATE_NOOP(
            "words", "{0}: not a rules file (it is not UTF-8 text)"), (name,))) from None
    except ScorekeeperError as error:
        raise _named(name, error) from None


def read_rules_path(path: str | Path) -> HouseRules:
    """The settings in the rules file at ``path``, checked like any rules."""
    document = rules_document(path)
    try:
        return read_rules_file(document)
    except ScorekeeperError as error:
        raise _named(Path(path).name, error) from None


def write_rules_path(rules: HouseRules, path: str | Path) -> None:
    """Write the rules file of ``rules`` at ``path`` whole, or not at all."""
    target = Path(path)
    try:
        handle, temporary = tempfile.mkstemp(prefix=".rules-", dir=target.parent)
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                out.write(rules_file_text(rules))
            os.replace(temporary, target)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
    except OSError as error:
        raise RulesFileError(Said(QT_TRANSLATE_NOOP("words", "{0}: cannot be written ({1})"),
                                  (target.name, str(error.strerror or error)))) from None


@dataclass(frozen=True)
class RulesChoice:
    """One entry of New game's house-rules picker: a preset or rules saved by name
    (``rules`` None when saved rules can no longer be read; ``note`` then says why)."""

    label: str
    rules: HouseRules | None
    note: str
    saved: bool = False


def rules_choices(saved: Iterable[tuple[str, Any]]) -> tuple[RulesChoice, ...]:
    """The presets, then the rules saved under a name (``(name, rules file)`` pairs)."""
    choices = [RulesChoice(p.rules.name, p.rules, p.description) for p in PRESETS.values()]
    for name, document in saved:
        try:
            rules = read_rules_file(document)
        except ScorekeeperError as error:
            why = str(error).removeprefix("house rules: ")
            choices.append(RulesChoice(f"{name} (saved)", None, f"cannot be used: {why}",
                                       saved=True))
            continue
        choices.append(RulesChoice(f"{name} (saved)", replace(rules, name=name),
                                   f"saved as “{name}”", saved=True))
    return tuple(choices)
