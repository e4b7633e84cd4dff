"""PySide6's import hook gives each module imported after it the same verdict (uses
PySide6 or not) without keeping the module's source in ``linecache`` (memory)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

# In a fresh interpreter: PySide6 loaded, the hook made light or not, then two modules
# imported; prints PySide6's verdict on each and which of them linecache now holds.
RUN = """
import linecache, sys
sys.path.insert(0, sys.argv[1])
import PySide6.QtCore
from scorekeeper.ui.shared.pyside_hook import keep_no_sources
if sys.argv[2] == "light":
    assert keep_no_sources() and keep_no_sources()  # a second call changes nothing
import uses_qt, plain
verdicts = sys.modules["shibokensupport.feature"].pyside_feature_dict
print(verdicts.get("uses_qt"), verdicts.get("plain"),
      sorted(name.rsplit("/", 1)[-1] for name in linecache.cache
             if name.endswith(("uses_qt.py", "plain.py"))))
"""


@pytest.mark.parametrize("hook, kept", [("as-shipped", "['plain.py', 'uses_qt.py']"),
                                        ("light", "[]")])
def test_the_same_verdicts_without_the_sources_kept(tmp_path: Path, hook: str,
                                                    kept: str) -> None:
    (tmp_path / "uses_qt.py").write_text("from PySide6 import QtCore  # noqa: F401\n")
    (tmp_path / "plain.py").write_text("ANSWER = 42\n")
    run = subprocess.run([sys.executable, "-c", RUN, str(tmp_path), hook],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == f"0 -1 {kept}"  # 0: uses PySide6; -1: left alone
