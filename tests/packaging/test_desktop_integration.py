"""The desktop entry and AppStream metainfo validate; the icon sizes exist."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]
LINUX = ROOT / "packaging" / "linux"
ID = "io.github.scorekeeper.Scorekeeper"


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-utils not installed")
def test_desktop_entry_validates() -> None:
    run = subprocess.run(["desktop-file-validate", str(LINUX / f"{ID}.desktop")],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.strip() == ""


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_metainfo_validates() -> None:
    metainfo = str(LINUX / f"{ID}.metainfo.xml")
    run = subprocess.run(["appstreamcli", "validate", "--no-net", metainfo],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def test_icon_in_every_size_and_in_the_qt_resources() -> None:
    sizes = sorted(int(p.parent.name.split("x")[0])
                   for p in (ROOT / "resources/icons/hicolor").glob("*/scorekeeper.png"))
    assert sizes == [16, 24, 32, 48, 64, 128, 256, 512]
    qrc = (ROOT / "resources/scorekeeper.qrc").read_text()
    for name in ("scorekeeper", "spades", "hearts", "diamonds", "clubs"):
        assert f"icons/{name}.svg" in qrc
        assert (ROOT / f"resources/icons/{name}.svg").exists()


def test_version_answers() -> None:
    import sys

    run = subprocess.run([sys.executable, "-m", "scorekeeper", "--version"],
                         capture_output=True, text=True, check=True)
    from importlib.metadata import version

    assert run.stdout.splitlines()[0] == f"scorekeeper {version('scorekeeper')}"
    assert run.stdout.splitlines()[1].startswith("database: ")
