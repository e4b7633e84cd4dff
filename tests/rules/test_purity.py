"""The rules package stays free of Qt and SQL."""

from __future__ import annotations

import subprocess
import sys


def test_importing_the_rules_pulls_in_neither_qt_nor_sqlite() -> None:
    code = (
        "import sys, scorekeeper.rules, scorekeeper.rules.scorecard_file;"
        "bad = [m for m in sys.modules if m.split('.')[0] in "
        "('PySide6', 'sqlite3', '_sqlite3', 'sqlite_utils', 'shiboken6')];"
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == ""
