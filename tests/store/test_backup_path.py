"""Whatever sits where the upgrade's backup would go is left alone; the upgrade still runs."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from scorekeeper.store import Store
from scorekeeper.store.database import BACKUP_NAMES
from scorekeeper.store.errors import BackupError
from scorekeeper.store.migrations import KNOWN

FIXTURES = Path(__file__).parent / "fixtures"


def a_directory(path: Path) -> None:
    path.mkdir()
    (path / "inside.txt").write_text("kept")


def a_text_file(path: Path) -> None:
    path.write_text("my notes, not a database\n" * 50)


def an_earlier_read_only_backup(path: Path) -> None:
    shutil.copy(FIXTURES / "schema-v1.db", path)
    path.chmod(0o444)


def a_dangling_link(path: Path) -> None:
    path.symlink_to(path.with_name("nowhere"))


def snapshot(path: Path) -> object:
    if path.is_symlink():
        return ("link", str(path.readlink()))
    if path.is_dir():
        return {p.name: p.read_bytes() for p in path.iterdir()}
    return hashlib.sha256(path.read_bytes()).hexdigest()


def steps(path: Path) -> list[str]:
    with sqlite3.connect(path) as conn:
        found = [r[0] for r in conn.execute("SELECT name FROM _sqlite_migrations ORDER BY rowid")]
    conn.close()
    return found


@pytest.mark.parametrize("junk", [a_directory, a_text_file, an_earlier_read_only_backup,
                                  a_dangling_link])
def test_junk_at_the_backup_path_is_kept_and_another_name_is_used(
        tmp_path: Path, junk: Callable[[Path], None]) -> None:
    path = tmp_path / "scorekeeper.db"
    shutil.copy(FIXTURES / "schema-v1.db", path)
    taken = tmp_path / f"scorekeeper.db.before-{KNOWN[1]}.bak"
    junk(taken)
    before = snapshot(taken)
    with Store(path) as store:
        assert store.history()[0].players == "Ann, Ben, Cat"
    assert snapshot(taken) == before
    (backup,) = [p for p in tmp_path.glob("scorekeeper.db.before-*.bak") if p != taken]
    assert steps(backup) == KNOWN[:1]


def test_with_no_free_backup_name_the_upgrade_stops_with_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "scorekeeper.db"
    shutil.copy(FIXTURES / "schema-v1.db", path)
    for number in range(1, BACKUP_NAMES + 1):
        counter = "" if number == 1 else f".{number}"
        (tmp_path / f"scorekeeper.db.before-{KNOWN[1]}{counter}.bak").write_text("taken")
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    with pytest.raises(BackupError, match=r"was not upgraded: .* are all taken\. Move old backups"):
        Store(path)
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before
    assert steps(path) == KNOWN[:1]
