"""A database from a newer Scorekeeper is refused without a byte changed, -wal and -shm too."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from scorekeeper.store import NewerDatabaseError, Store
from tests.store.test_foreign_databases import files


def crashed_newer_database(path: Path, *, shm: bool) -> None:
    """A newer version's database as a crash leaves it: the newer step is only in -wal."""
    live = path.with_name("live.db")
    Store(live).close()
    conn = sqlite3.connect(live)
    conn.execute("INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
                 "VALUES ('scorekeeper', 'm099_from_the_future', 'x')")
    conn.commit()
    for suffix in ("", "-wal", "-shm") if shm else ("", "-wal"):
        shutil.copy(f"{live}{suffix}", f"{path}{suffix}")
    conn.close()
    for left in live.parent.glob("live.db*"):
        left.unlink()


@pytest.mark.parametrize("shm", [True, False], ids=["with-shm", "without-shm"])
def test_a_newer_database_with_a_wal_is_left_byte_identical(db_path: Path, shm: bool) -> None:
    crashed_newer_database(db_path, shm=shm)
    before = files(db_path)
    assert f"{db_path.name}-wal" in before
    with pytest.raises(NewerDatabaseError, match=r"m099_from_the_future.*not changed"):
        Store(db_path)
    assert files(db_path) == before
