"""The table's own ``escape`` gives what ``html.escape`` gives (it exists only so that
the game's screen does not load ``html.entities``: memory)."""

from __future__ import annotations

import html
import os
import subprocess
import sys

import pytest

from scorekeeper.ui.shared.markup import escape


@pytest.mark.parametrize("text", ["Ann", "", "Bo & <Cy>", "O'Neil \"the\" 3rd", "&amp;",
                                  "<b>é ♠ 🂡</b>", "'\"&<>" * 3])
def test_the_same_as_html_escape(text: str) -> None:
    assert escape(text) == html.escape(text)


def test_the_table_screen_leaves_html_unloaded() -> None:
    code = ("import sys\n"
            "import scorekeeper.ui.table.table_view, scorekeeper.ui.table.board_panels\n"
            "import scorekeeper.ui.table.standings_panel\n"
            "print('html' in sys.modules)")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert (run.returncode, run.stdout.strip()) == (0, "False"), run.stderr
