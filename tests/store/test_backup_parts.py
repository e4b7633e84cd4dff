"""A backup cut short leaves nothing behind; a folder that cannot be written says so.

A backup is written as ``.NAME.XXXXXXXX.part`` beside its name and renamed into place.
Here a real backup process is killed (SIGKILL) in the middle of its copy; the next
backup into that folder, or the app's next start for its daily backups, removes what
it left — and only that: other programs' ``.part`` files and a backup still under way
are never touched.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.store import GameSession, Store
from tests.store.tmpfs import mounted_tmpfs

ROOT = Path(__file__).parents[2]

# A backup whose copy stops after its first page until it is killed: the real
# copy_database (temporary name, lock, rename), fed by a source that copies slowly.
SLOW_BACKUP = """
import sqlite3, sys, time
from pathlib import Path
from scorekeeper.store.backups import copy_database

class Slow:
    def __init__(self, path):
        self.conn = sqlite3.connect(path)

    def backup(self, target):
        def step(status, remaining, total):
            print("copying", flush=True)
            time.sleep(120)
        self.conn.backup(target, pages=1, progress=step)

copy_database(Slow(sys.argv[1]), Path(sys.argv[2]))
"""


def env() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(ROOT))


@contextlib.contextmanager
def slow_backup(db: Path, target: Path) -> Iterator[subprocess.Popen[str]]:
    """A backup process in the middle of its copy (its .part exists)."""
    process = subprocess.Popen([sys.executable, "-c", SLOW_BACKUP, str(db), str(target)],
                               env=env(), stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        assert process.stdout.readline() == "copying\n"
        yield process
    finally:
        process.kill()
        process.wait()


def killed_backup(db: Path, target: Path) -> list[Path]:
    """Kill a backup mid-copy; the files it left (its .part, maybe a -journal)."""
    with slow_backup(db, target) as process:
        os.kill(process.pid, signal.SIGKILL)
    left = sorted(target.parent.glob(f".{target.name}.*"))
    assert left and any(p.name.endswith(".part") for p in left)  # the case to clean
    return left


def cli(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "scorekeeper", *argv], env=env(),
                          capture_output=True, text=True, timeout=120)


@pytest.fixture
def db(tmp_path: Path, empty_database) -> Path:
    path = tmp_path / "club.db"
    with Store(empty_database(path)) as store:
        for n in range(30):  # a few pages, so the slow copy stops before the end
            GameSession.start(store, "oh-hell-pw", [f"A{n}", f"B{n}", f"C{n}"], f"A{n}")
    return path


def others(folder: Path) -> dict[str, bytes]:
    """Files a backup must never remove, though their names end in .part."""
    found = {
        "download.iso.part": b"half a download",
        ".letter.db.abcdefgh.part": b"not a database at all",  # our name, not our content
        "notes.part": b"",
    }
    for name, content in found.items():
        (folder / name).write_bytes(content)
    return found


def test_the_next_backup_removes_what_a_killed_backup_left(tmp_path: Path, db: Path) -> None:
    shelf = tmp_path / "shelf"
    shelf.mkdir()
    left = killed_backup(db, shelf / "monday.db")
    kept = others(shelf)
    with slow_backup(db, shelf / "running.db"):  # another backup, still under way
        running = sorted(shelf.glob(".running.db.*.part"))
        done = cli("--db", str(db), "backup", str(shelf / "tuesday.db"))
        assert done.returncode == 0, done.stderr
        assert all(not p.exists() for p in left)
        assert all(p.exists() for p in running)  # locked: left to finish
        for name, content in kept.items():
            assert (shelf / name).read_bytes() == content
    assert sorted(p.name for p in shelf.iterdir() if not p.name.startswith(".running")) == \
        sorted([*kept, "tuesday.db"])


def test_the_app_removes_a_killed_daily_copy_when_it_starts(db: Path) -> None:
    folder = db.parent / "backups"
    left = killed_backup(db, folder / "club-2026-11-24.db")
    kept = others(folder)
    with Store(db, daily_backup=True):
        assert all(not p.exists() for p in left)
    for name, content in kept.items():
        assert (folder / name).read_bytes() == content


@pytest.fixture
def read_only_folder(tmp_path: Path) -> Iterator[Path]:
    """A folder nobody may write in: its rights where they bind, else (root ignores
    rights) a read-only tmpfs."""
    folder = tmp_path / "read-only"
    folder.mkdir()
    if os.geteuid() != 0:
        folder.chmod(0o555)
        yield folder
        folder.chmod(0o755)
        return
    with mounted_tmpfs(folder, "ro,size=1m"):  # as root, rights do not stop writing
        yield folder


def test_a_read_only_folder_gets_one_clear_line(db: Path, read_only_folder: Path) -> None:
    before = db.read_bytes()
    done = cli("--db", str(db), "backup", str(read_only_folder / "copy.db"))
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith(f"scorekeeper: the folder {read_only_folder} cannot be "
                                  "written (read-only, or you may not write there)")
    assert "choose another folder" in done.stderr
    assert not list(read_only_folder.iterdir()) and db.read_bytes() == before
