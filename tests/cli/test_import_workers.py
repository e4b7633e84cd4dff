"""A large archive is checked by worker processes; lines go out only as fast as their
games are stored, so the memory of an import does not grow with the archive."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.cli import club_import
from scorekeeper.cli.main import main
from scorekeeper.store import Store
from tests.cli.test_club_import import game_document


def archive(path: Path, games: int) -> Path:
    lines = []
    for seed in range(games):
        document = game_document(seed, f"00000000-0000-4000-8000-{seed:012d}",
                                 variant="whysteria")
        lines.append(json.dumps(document))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def tiny_window(monkeypatch: pytest.MonkeyPatch) -> int:
    """Workers for any archive, two lines a chunk, one chunk ahead: the window is
    2 × workers × 1 lines (4 with two workers)."""
    monkeypatch.setattr(club_import, "PARALLEL_BYTES", 0)
    monkeypatch.setattr(club_import, "CHUNK", 2)
    monkeypatch.setattr(club_import, "AHEAD", 1)
    return 2 * 1 * min(club_import.os.cpu_count() or 1, 4)


def test_lines_go_out_only_as_fast_as_games_are_taken(tmp_path: Path,
                                                     tiny_window: int) -> None:
    source = archive(tmp_path / "club.jsonl", 40)
    lines = source.read_text(encoding="utf-8").splitlines()
    Store(tmp_path / "club.db").close()
    read = 0

    def items() -> Iterator[tuple[int, str | None, str | None]]:
        nonlocal read
        for number, text in enumerate(lines, start=1):
            read += 1
            yield number, text, None

    class Target:
        path = tmp_path / "club.db"

    with club_import._Workers() as workers:
        checked = workers.check(items(), "2026-01-01T00:00:00+00:00", Target(), True)
        if workers.pool is None and (club_import.os.cpu_count() or 1) < 2:
            pytest.skip("one core: no workers")
        first = next(checked)
        time.sleep(1.0)  # time enough for the workers to run ahead, were they let
        assert first[0] == 1 and first[1] is not None
        # one game taken: the window, the one taken, and one line read waiting for room
        assert read <= tiny_window + 2, f"{read} lines sent with one game taken"
        rest = list(checked)
    assert [number for number, *_ in rest] == list(range(2, 41))
    assert read == 40


def test_an_archive_through_a_tiny_window_is_stored_whole_and_in_order(
        tmp_path: Path, tiny_window: int, capsys: pytest.CaptureFixture) -> None:
    source = archive(tmp_path / "club.jsonl", 30)
    db = tmp_path / "club.db"
    assert main(["--db", str(db), "import", str(source)]) == 0
    with sqlite3.connect(db) as conn:
        uids = [row[0] for row in conn.execute("SELECT uid FROM games ORDER BY id")]
    assert uids == [f"00000000-0000-4000-8000-{seed:012d}" for seed in range(30)]
    assert "30 new, 0 already here, 0 refused" in capsys.readouterr().err


def test_a_failed_database_stops_the_feeding(tmp_path: Path, tiny_window: int,
                                             monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture) -> None:
    """The writer gives up after the first batch: the command ends (the pool's feeding
    thread is not left waiting for room that never comes)."""
    from scorekeeper.store import StoreError

    source = archive(tmp_path / "club.jsonl", 40)
    monkeypatch.setattr(club_import, "BATCH", 2)
    calls = 0
    real = Store.import_prepared

    def failing(self: Store, games: list) -> list:
        nonlocal calls
        calls += 1
        if calls > 1:
            raise StoreError("the disk is full")
        return real(self, games)

    monkeypatch.setattr(Store, "import_prepared", failing)
    done = threading.Event()
    result: list[int] = []

    def run() -> None:
        result.append(main(["--db", str(tmp_path / "club.db"), "import", str(source)]))
        done.set()

    threading.Thread(target=run, daemon=True).start()
    assert done.wait(120), "the import did not end (the feeding thread waits for ever)"
    assert result == [1]
    assert "the disk is full" in capsys.readouterr().err
