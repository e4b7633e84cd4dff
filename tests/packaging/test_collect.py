"""What the frozen build collects is derived, not a hand-kept list that goes stale."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def collect() -> Any:
    spec = importlib.util.spec_from_file_location("collect", ROOT / "packaging" / "collect.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_compiled_packages_are_collected_whole_with_their_runtime_module() -> None:
    """openskill's mypyc modules import a top-level module named by a hash."""
    from importlib.metadata import distribution

    hidden = collect().compiled_hidden_imports()
    runtime = [n for n in (distribution("openskill").read_text("top_level.txt") or "").split()
               if n.endswith("__mypyc")]
    assert runtime and set(runtime) <= set(hidden)
    assert "openskill.models.weng_lin.plackett_luce" in hidden
    assert not any(name.startswith(("PySide6", "shiboken6")) for name in hidden)  # hooked


def test_every_module_of_the_app_is_collected() -> None:
    hidden = collect().app_hidden_imports()
    assert {"scorekeeper.cli.club_commands", "scorekeeper.ui.club.leaderboard_view",
            "scorekeeper.ui.shared.crash"} <= set(hidden)


def test_only_the_qt_modules_the_source_imports_are_kept() -> None:
    module = collect()
    used = module.used_qt_modules()
    assert {"PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets", "PySide6.QtCharts"} <= used
    unused = module.unused_qt_modules(used)
    assert not used & set(unused)
    assert {"PySide6.QtWebEngineCore", "PySide6.QtQml", "PySide6.QtOpenGL"} <= set(unused)


def test_unused_plugins_are_left_out_and_the_used_ones_kept() -> None:
    unused = collect().unused_qt_plugin
    for dest in ("PySide6/Qt/plugins/platformthemes/libqgtk3.so",
                 "PySide6/Qt/plugins/tls/libqopensslbackend.so",
                 "PySide6/Qt/plugins/platforms/libqeglfs.so"):
        assert unused(dest), dest
    for dest in ("PySide6/Qt/plugins/platforms/libqxcb.so",
                 "PySide6/Qt/plugins/platforms/libqwayland.so",
                 "PySide6/Qt/plugins/platforms/libqoffscreen.so",
                 "PySide6/Qt/plugins/imageformats/libqsvg.so",
                 "PySide6/Qt/plugins/printsupport/libcupsprintersupport.so",
                 "PySide6/Qt/lib/libQt6Gui.so.6"):
        assert not unused(dest), dest
