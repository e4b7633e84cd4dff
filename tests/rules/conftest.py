"""Set-up shared by the rules' tests."""

from __future__ import annotations

import importlib
import pkgutil
import sys
from collections.abc import Iterator
from types import ModuleType

import pytest

import scorekeeper.rules
from scorekeeper.rules import words


def _marking_modules() -> list[ModuleType]:
    """Every rules module that marks sentences for translation."""
    for info in pkgutil.walk_packages(scorekeeper.rules.__path__, "scorekeeper.rules."):
        importlib.import_module(info.name)
    return [module for name, module in sorted(sys.modules.items())
            if name.startswith("scorekeeper.rules") and module is not None
            and getattr(module, "QT_TRANSLATE_NOOP", None) is words.QT_TRANSLATE_NOOP]


_MODULES = _marking_modules()


def _marked(context: str, text: str) -> str:
    assert context == words.CONTEXT, f"{text!r} is marked in context {context!r}, not " \
                                     f"{words.CONTEXT!r}: no catalogue would translate it"
    return text


@pytest.fixture(autouse=True)
def _sentences_marked_in_the_words_context(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each sentence the rules say is marked in the catalogues' context (``words``), the
    one :meth:`Words.tr` looks it up in: marked in another, lupdate files it where no
    lookup looks and it is never translated. ``QT_TRANSLATE_NOOP`` itself ignores its
    context, so this checks it wherever a test makes the rules say something."""
    for module in _MODULES:
        monkeypatch.setattr(module, "QT_TRANSLATE_NOOP", _marked)
    yield
