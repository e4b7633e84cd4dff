"""PySide6's import hook, without keeping every module's source in memory.

Once PySide6 is loaded, it looks at every module imported after it to learn whether
the module uses PySide6 (for its opt-in ``__feature__`` switches): it asks
``inspect.getsource``, which keeps each whole source file in ``linecache`` for good.
In this app that was some 130 files, 5-7 MiB of the window's process, about a third of
what it holds over a bare window (docs/benchmarks.md, Start-up). The same question is
answered here by reading the file once and keeping nothing; whatever the file is not
(compiled only, no file), PySide6 answers as before.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

HOOK_MODULE = "shibokensupport.feature"  # where PySide6 6.x keeps the hook's question
QUESTION = "_mod_uses_pyside"


def keep_no_sources() -> bool:
    """Answer PySide6's question without ``linecache``; True if it was replaced (False:
    a PySide6 that asks another way, left as it is)."""
    import PySide6.QtCore  # noqa: F401 - loads shiboken and its hook

    feature = sys.modules.get(HOOK_MODULE)
    original = getattr(feature, QUESTION, None)
    if feature is None or not callable(original):
        return False
    if getattr(original, "keeps_no_sources", False):
        return True
    setattr(feature, QUESTION, _uses_pyside(original))
    return True


def _uses_pyside(original: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    def uses_pyside(module: ModuleType) -> bool:
        """The same verdict as PySide6's ("PySide6" in the module's source)."""
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return original(module)
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return original(module)

    uses_pyside.keeps_no_sources = True  # type: ignore[attr-defined]  # a mark on the function: installed once
    return uses_pyside
