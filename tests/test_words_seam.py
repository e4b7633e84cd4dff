"""The seam between the rules' sentences and the catalogues holds: lupdate files every
``words.tr(...)`` under the context ``words`` (the name of the object it is called on),
which is where :class:`~scorekeeper.rules.words.Words` looks them up. A call on another
name (``self.words.tr``) would land in a context nobody asks, and stay English."""

from __future__ import annotations

import re
from pathlib import Path

import scorekeeper

PACKAGE = Path(scorekeeper.__file__).resolve().parent
# Modules with no Qt of their own, or that draw exports: none may call tr() on anything
# but an object named ``words``.
QT_FREE = ("rules", "exports", "club", "live")
CALL = re.compile(r"([\w.\]\)]+)\.tr\(")


def test_every_words_call_is_on_an_object_named_words() -> None:
    wrong = [f"{path.relative_to(PACKAGE)}: {match.group(0)}"
             for folder in QT_FREE for path in sorted((PACKAGE / folder).rglob("*.py"))
             for match in CALL.finditer(path.read_text(encoding="utf-8"))
             if match.group(1) != "words"]
    assert wrong == []


def test_the_check_finds_a_call_on_another_name() -> None:
    assert [m.group(1) for m in CALL.finditer('x = self.words.tr("Hand")')] == ["self.words"]
