"""Checks of ``new`` and ``resume`` made once the window has painted (start-up is on the
clock, docs/benchmarks.md).

``new`` checks the game with the rules, ``resume`` asks the store which game to resume
and whether it can be: both are what the window's process loads after its first paint
in any case (the rules; the store's own process, which answers for the database), so
checking then costs the start nothing, and no second process opens the database. A
mistake is still one line on the terminal, the app's exit code, and the window goes at
once. Where the process is not a fresh start (a Qt application already made, other
threads: a test, an embedding program) the check simply runs first, with no window.
"""

from __future__ import annotations

import sys
from typing import Any

# (exit code, one-line message, value): code 0 means the check passed, with ``value``.
Verdict = tuple[int, str, Any]


def fresh_start() -> bool:
    """A process started for this command line: no Qt application yet (Qt's module may
    be loaded: the frozen build's start-up hooks load it), no other threads."""
    qt = sys.modules.get("PySide6.QtCore")
    if qt is not None and qt.QCoreApplication.instance() is not None:
        return False
    threading = sys.modules.get("threading")
    return threading is None or threading.active_count() == 1
