"""Ending a process once its work is done, without the interpreter's teardown.

A command of the command line or the store's process has finished when its code
returns: what it wrote is closed, its database closed. Python's own exit then frees
every module and object one by one, some 25 ms of a 150 ms command (the rules'
classes, sqlite-utils and its dependencies), for a process about to vanish anyway.
:func:`leave` runs what was registered to run at exit (``atexit``: logging's last
flush, multiprocessing's clean-up), flushes the standard streams and ends there.

Where anything may still be under way (another thread alive: a daily backup being
copied, a pool's helpers), where Qt was loaded (its objects' destructors write the
settings), or where a stream cannot be flushed, it takes the ordinary way out, which
waits for threads and reports a failed flush as before.
"""

from __future__ import annotations

import atexit
import os
import sys
import threading
from typing import NoReturn


def leave(code: int) -> NoReturn:
    """End this process with ``code``: at once when nothing is left to wait for, else
    by ``SystemExit`` (the interpreter's ordinary exit)."""
    if threading.active_count() > 1 or "PySide6" in sys.modules:
        raise SystemExit(code)
    atexit._run_exitfuncs()
    try:
        for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
            if stream is not None:
                stream.flush()
    except (OSError, ValueError):  # a closed pipe or stream: Python's exit says so
        raise SystemExit(code) from None
    os._exit(code)
