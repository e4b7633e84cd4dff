"""A SIGKILL during an archive import leaves whole games only; importing again completes it."""

from __future__ import annotations

import functools
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from scorekeeper.cli.club_import import BATCH
from scorekeeper.rules.club_archive import archive_line
from scorekeeper.rules.filed_game import FiledGame, record_of_play
from scorekeeper.rules.scorecard_file import scorecard_from_document
from scorekeeper.rules.simulate import random_setup, simulate
from scorekeeper.store import Store

ROOT = Path(__file__).parents[2]
GAMES = 4 * BATCH  # four of the import's batches: the kill lands with two still to come
PLAYED = 100  # games simulated for the archive; each is filed GAMES // PLAYED times
NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]


def build_archive(path: Path) -> dict[str, dict]:
    """GAMES lines, each its own game (its own uid), made from PLAYED simulated games:
    the import stores and checks every line alike, and simulating 2,000 games was
    half of this test's processor time. (GAMES follows the import's batch: a kill must
    lose nothing committed whatever its size.)"""
    rng = random.Random(99)
    played = [simulate(rng, game, players, options=options)
              for game, players, options in (random_setup(rng, NAMES) for _ in range(PLAYED))]
    by_uid = {}
    with path.open("w", encoding="utf-8") as out:
        for n in range(GAMES):
            card = played[n % PLAYED]
            uid = str(uuid.UUID(int=rng.getrandbits(128), version=4))
            line = archive_line(FiledGame(card, uid, "2026-11-21T20:00:00+01:00"))
            out.write(line)
            by_uid[uid] = json.loads(line)
    return by_uid


def source_record(document: dict) -> tuple[object, int]:
    """The record of play of an archive line, and its number of hands: read once for
    the lines that differ only by their uid (build_archive's copies)."""
    return _record_of(json.dumps({k: v for k, v in document.items() if k != "uid"}))


@functools.cache
def _record_of(text: str) -> tuple[object, int]:
    source = scorecard_from_document(json.loads(text))
    return record_of_play(source), len(source.hands)


def stored_count(db: Path) -> int:
    try:
        conn = sqlite3.connect(f"{db.resolve().as_uri()}?mode=ro", uri=True, timeout=5)
        try:
            return conn.execute("SELECT count(*) FROM games").fetchone()[0]
        finally:
            conn.close()
    except sqlite3.Error:
        return 0


def importer(db: Path, archive: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "scorekeeper", "--db", str(db), "import",
                             str(archive)], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)


@pytest.mark.slow
def test_a_killed_import_leaves_whole_games_and_is_completed_by_importing_again(
        tmp_path: Path) -> None:
    archive, db = tmp_path / "club.jsonl", tmp_path / "club.db"
    sources = build_archive(archive)
    process = importer(db, archive)
    deadline = time.monotonic() + 120
    while stored_count(db) < GAMES // 3 and process.poll() is None:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    process.send_signal(signal.SIGKILL)
    process.wait()
    assert process.returncode == -signal.SIGKILL
    with Store(db) as store:
        assert store.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        ids = store.game_ids()
        assert GAMES // 3 <= len(ids) < GAMES  # cut short, not finished
        for game_id in ids:  # every game there is whole: it replays to its source line
            stored = store.filed_game(game_id)
            record, hands = source_record(sources[stored.uid])
            assert record_of_play(stored.scorecard) == record
            assert len(stored.scorecard.hands) == hands
    inside = len(ids)
    again = importer(db, archive)
    _, err = again.communicate(timeout=300)
    assert again.returncode == 0, err
    assert err.splitlines()[-1] == (f"scorekeeper: {GAMES - inside:,} new, {inside:,} already "
                                    "here, 0 refused")
    assert stored_count(db) == GAMES
