"""The Flatpak manifest parses, installs what the desktop needs, and lists every Python
dependency (a build needs Flathub's runtimes, so CI validates rather than builds)."""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
import tomllib
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
FLATPAK = ROOT / "packaging" / "flatpak"
ID = "io.github.scorekeeper.Scorekeeper"
MANIFEST = FLATPAK / f"{ID}.yml"


def load(name: str, path: Path) -> Any:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def manifest() -> dict:
    if shutil.which("flatpak-builder") is None:
        pytest.skip("flatpak-builder not installed (packaging/install-system-deps.sh)")
    run = subprocess.run(["flatpak-builder", "--show-manifest", str(MANIFEST)],
                         capture_output=True, text=True, cwd=FLATPAK, timeout=60)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


def test_the_manifest_is_the_app_on_the_pyside_baseapp(manifest: dict) -> None:
    assert manifest["id"] == ID
    assert manifest["base"] == "io.qt.PySide.BaseApp"
    assert manifest["base-version"] == manifest["runtime-version"]
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert manifest["command"] in scripts
    assert [m["name"] for m in manifest["modules"]] == ["python3-deps", "scorekeeper"]


def test_the_manifest_installs_desktop_entry_metainfo_and_every_icon(manifest: dict) -> None:
    commands = " ".join(manifest["modules"][1]["build-commands"]).replace("${FLATPAK_ID}", ID)
    for installed in (f"packaging/linux/{ID}.desktop", f"packaging/linux/{ID}.metainfo.xml",
                      "resources/icons/scorekeeper.svg"):
        assert installed in commands and (ROOT / installed).exists()
    sizes = re.search(r"for size in ([\d ]+);", commands)
    assert sizes is not None
    on_disk = sorted(int(p.parent.name.split("x")[0])
                     for p in (ROOT / "resources/icons/hicolor").glob("*/scorekeeper.png"))
    assert sorted(map(int, sizes.group(1).split())) == on_disk
    icon = re.search(r"^Icon=(.+)$", (ROOT / f"packaging/linux/{ID}.desktop").read_text(),
                     re.MULTILINE)
    assert icon is not None and manifest["rename-icon"] == icon.group(1)


def test_every_python_dependency_is_in_the_flatpak() -> None:
    """By name: a new dependency fails here until pin_deps.py is run again."""
    pins = load("pin_deps", FLATPAK / "pin_deps.py")
    wanted = {line.split("==")[0] for line in pins.requirements()}
    listed = {line.split("==")[0] for line in (FLATPAK / "requirements.txt").read_text()
              .splitlines() if line and not line.startswith("#")}
    assert "openskill" in wanted and not {"pyside6-essentials", "shiboken6"} & wanted
    assert listed == wanted
