"""The rules package stays free of Qt and SQL."""

from __future__ import annotations

import subprocess
import sys


def printed_by(code: str) -> str:
    """What a fresh Python running ``code`` prints: what it imports is its own."""
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True).stdout.strip()


def test_importing_the_rules_pulls_in_neither_qt_nor_sqlite() -> None:
    code = (
        "import sys, scorekeeper.rules, scorekeeper.rules.scorecard_file;"
        "bad = [m for m in sys.modules if m.split('.')[0] in "
        "('PySide6', 'sqlite3', '_sqlite3', 'sqlite_utils', 'shiboken6')];"
        "print(','.join(bad))"
    )
    assert printed_by(code) == ""


def test_uuid_loads_only_where_a_uid_is_made_or_read() -> None:
    """Every process that opens the store imports the rules' record comparison; ``uuid``
    (and the ``platform`` it loads, some 2 ms of a command's start) waits until a
    content uid is made or read."""
    code = (
        "import sys, scorekeeper.rules, scorekeeper.rules.same_game as same;"
        "before = sorted(m for m in ('uuid', 'platform') if m in sys.modules);"
        "uid = same.content_uid({'variant': 'oh-hell-pw', 'hands': []}, ['Ann', 'Ben'], None);"
        "print(before, same.is_content_uid(uid), 'uuid' in sys.modules)"
    )
    assert printed_by(code) == "[] True True"
