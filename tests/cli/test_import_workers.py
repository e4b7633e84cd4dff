"""A large archive is checked by worker processes; lines go out only as fast as their
games are stored, so the memory of an import does not grow with the archive."""

from __future__ import annotations

import gc
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


@pytest.mark.slow  # waits on purpose for the writer: handed out first
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


@pytest.fixture
def pythons_threshold() -> Iterator[None]:
    """Python's own collector threshold for the test (the test process sets its own,
    tests/conftest.py), the process's put back after."""
    saved = gc.get_threshold()
    gc.set_threshold(700, 10, 10)
    yield
    gc.set_threshold(*saved)


def test_the_collector_runs_less_often_while_importing_and_as_before_after(
        tmp_path: Path, tiny_window: int, pythons_threshold: None) -> None:
    """The importing process's collector threshold is raised only while games come
    from the workers (the command may run inside a longer-lived program)."""
    source = archive(tmp_path / "club.jsonl", 6)
    Store(tmp_path / "club.db").close()
    before = gc.get_threshold()
    seen = []

    class Target:
        path = tmp_path / "club.db"

    items = ((number, line, None) for number, line in
             enumerate(source.read_text(encoding="utf-8").splitlines(), start=1))
    with club_import._Workers() as workers:
        for number, game, _, _ in workers.check(items, "2026-01-01T00:00:00+00:00",
                                                Target(), True):
            seen.append((number, game is not None, gc.get_threshold()[0]))
    assert gc.get_threshold() == before
    if workers.pool is None:
        pytest.skip("one core: no workers")
    assert seen == [(number, True, club_import.YOUNG) for number in range(1, 7)]


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


def test_games_already_here_are_found_through_the_workers(
        tmp_path: Path, tiny_window: int, capsys: pytest.CaptureFixture) -> None:
    """The workers look a chunk's uids up at once: the same archive again adds nothing,
    and a line whose uid is here with another record of play is refused, not taken."""
    source = archive(tmp_path / "club.jsonl", 12)
    db = tmp_path / "club.db"
    assert main(["--db", str(db), "import", str(source)]) == 0
    capsys.readouterr()
    lines = source.read_text(encoding="utf-8").splitlines()
    changed = json.loads(lines[5])
    changed["hands"] = changed["hands"][:1]  # the same uid, a shorter record: kept here
    lines[5] = json.dumps(changed)
    lines.insert(3, "not json")
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with sqlite3.connect(db) as conn:
        before = conn.execute("SELECT count(*), sum(length(base)) FROM games").fetchone()
    assert main(["--db", str(db), "import", str(source)]) == 1
    err = capsys.readouterr().err
    assert "0 new, 12 already here, 1 refused" in err
    assert "club.jsonl:4: " in err
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT count(*), sum(length(base)) FROM games").fetchone() == before


def test_a_chunk_finds_its_games_already_here_in_one_lookup(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker's chunk: lines of games stored as they are spelt are known by their uid
    (not checked again), the rest are checked and prepared, a bad line is refused."""
    from scorekeeper.rules.club_archive import archive_line
    from scorekeeper.store.importing import ALREADY, Imported, PreparedGame, UidLookup

    source = archive(tmp_path / "club.jsonl", 4)
    db = tmp_path / "club.db"
    lines = source.read_text(encoding="utf-8").splitlines()
    source.write_text("\n".join(lines[:2]) + "\n", encoding="utf-8")
    assert main(["--db", str(db), "import", str(source)]) == 0
    with Store(db) as store:  # the two games as this program exports them
        lines[:2] = [archive_line(store.filed_game(game_id)).rstrip("\n")
                     for game_id in store.game_ids()]
    lookup = UidLookup(str(db))
    queries: list[str] = []
    lookup.conn.set_trace_callback(queries.append)
    monkeypatch.setattr(club_import, "_LOOKUP", lookup)
    items = [(1, lines[0], None), (2, "{", None), (3, lines[1], None), (4, lines[2], None),
             (5, None, "not text")]
    checked = club_import.check_chunk(items, "2026-01-01T00:00:00+00:00")
    assert [number for number, *_ in checked] == [1, 2, 3, 4, 5]
    assert [type(game) for _, game, _, _ in checked] == [
        Imported, type(None), Imported, PreparedGame, type(None)]
    assert checked[0][1].outcome == ALREADY and checked[2][1].outcome == ALREADY
    assert checked[1][3] == 1 and checked[4][2:] == ("not text", 1)
    assert len([q for q in queries if "uid" in q]) == 1  # one query for the chunk
    assert lookup.many([None, 7, ["x"]])(["x"]) is None  # any value a file may give
