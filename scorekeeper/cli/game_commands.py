"""Commands that open the app window."""

from __future__ import annotations

import argparse

COMMANDS: dict = {}


def run_app(args: argparse.Namespace, start: object) -> int:
    from .main import EXIT_UNUSABLE, fail

    return fail("the app window is not available in this build yet", EXIT_UNUSABLE)
