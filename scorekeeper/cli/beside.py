"""A check run in a forked child while this process builds the window (start-up is on
the clock, docs/benchmarks.md).

``new`` checks the game with the rules and ``resume`` opens the database before any
window, so that a mistake is one line on the terminal and no window at all. Importing
the rules and the store costs about as much as building the window; on a system with
``fork`` both happen at once, and the window process reads the verdict before the
window shows (``new``) or once it has painted (``resume``: see ``ui/app.py``). Where
forking is not safe (no ``fork``, other threads running, a Qt application already
made: a test, an embedding program) the check simply runs first.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any

# (exit code, one-line message, value): code 0 means the check passed, with ``value``
# (plain JSON data: it comes back from the child through a pipe).
Verdict = tuple[int, str, Any]
NO_VERDICT: Verdict = (1, "the check before the window stopped without an answer "
                          "(see the message above)", None)


def can_fork() -> bool:
    """Forking is safe only in a single-threaded process with no Qt application yet
    (Qt's module may be loaded: the frozen build's start-up hooks load it)."""
    if not hasattr(os, "fork"):
        return False
    qt = sys.modules.get("PySide6.QtCore")
    if qt is not None and qt.QCoreApplication.instance() is not None:
        return False
    threading = sys.modules.get("threading")
    return threading is None or threading.active_count() == 1


def check_beside(check: Callable[[], Verdict]) -> Callable[[], Verdict] | None:
    """Start ``check`` in a child process; the function returned waits for its verdict.
    None where forking is not safe: the caller runs ``check`` itself."""
    if not can_fork():
        return None
    sys.stdout.flush()
    sys.stderr.flush()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: check, answer, leave without the parent's exit handlers
        os.close(read)
        os.nice(5)  # the window (and the display server) first: only two cores, perhaps
        _answer(check, write)
    os.close(write)
    return lambda: _verdict(pid, read)


def _answer(check: Callable[[], Verdict], write: int) -> None:
    import json

    code = 70
    try:
        data = json.dumps(check()).encode()
        with os.fdopen(write, "wb") as pipe:
            pipe.write(data)
        code = 0
    except BaseException:  # a bug: its traceback on stderr, as it would be unforked
        import traceback

        traceback.print_exc()
    finally:
        sys.stderr.flush()
        os._exit(code)


def _verdict(pid: int, read: int) -> Verdict:
    import json  # the window's preferences have loaded it already

    with os.fdopen(read, "rb") as pipe:
        data = pipe.read()
    os.waitpid(pid, 0)
    if not data:
        return NO_VERDICT
    code, message, value = json.loads(data)
    return code, message, value
