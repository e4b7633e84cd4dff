"""Ctrl+C for the programs the tests start, whatever shell started the suite.

A shell without job control (``cmd &`` in a script, CI runners) starts its background
commands with SIGINT ignored, and every process below inherits that. Python then never
turns SIGINT into KeyboardInterrupt, so a test that stops ``serve`` the way a person
does (Ctrl+C) would wait for ever. The tests' programs get SIGINT back, as a program
started from a terminal has it.
"""

from __future__ import annotations

import signal


def interruptible() -> None:
    """A ``preexec_fn``: SIGINT handled as Python handles it by default."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
