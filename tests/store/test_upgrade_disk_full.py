"""An upgrade on a full disk says the disk is full, leaves no half backup and loses nothing.

The full disk is real: a tiny tmpfs mounted for the test (needs root and mount; skipped
otherwise).
"""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.store import DiskFullError, Store
from tests.store.test_backup_path import steps
from tests.store.tmpfs import mounted_tmpfs

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def tiny_disk(tmp_path: Path) -> Iterator[Path]:
    if os.geteuid() != 0:
        pytest.skip("mounting a tiny tmpfs needs root")
    disk = tmp_path / "disk"
    disk.mkdir()
    with mounted_tmpfs(disk, "size=1m"):
        yield disk


def fill(disk: Path, leave: int) -> Path:
    """Fill the disk to the last byte, then free ``leave`` bytes."""
    filler = disk / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    with contextlib.suppress(OSError):
        while True:
            os.write(fd, b"x" * 4096)
    os.close(fd)
    os.truncate(filler, max(0, filler.stat().st_size - leave))
    return filler


@pytest.mark.parametrize("leave", [0, 8 * 1024, 32 * 1024, 128 * 1024])
def test_an_upgrade_on_a_full_disk_says_so_and_loses_nothing(tiny_disk: Path,
                                                            leave: int) -> None:
    path = tiny_disk / "scorekeeper.db"
    shutil.copy(FIXTURES / "schema-v1.db", path)
    filler = fill(tiny_disk, leave)
    with pytest.raises(DiskFullError, match=r"^the disk holding .* is full, so .* upgraded"):
        Store(path)
    for backup in tiny_disk.glob("*.bak"):  # none, or a whole one
        assert steps(backup) == ["m001_initial"]
    filler.unlink()
    with Store(path) as store:
        assert store.load_game(1).game.setup.players == ("Ann", "Ben", "Cat")
