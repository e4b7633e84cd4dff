"""In-process command-line tests: ``new`` and ``resume`` check first, in this process.

Their check after the window's first paint (``cli/beside.py``) is for a real start;
``tests/cli/test_startup_imports.py`` runs it so, in processes of their own."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _check_in_this_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("scorekeeper.cli.beside.fresh_start", lambda: False)
