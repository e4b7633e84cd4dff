"""A SIGKILL during an archive import leaves whole games only; importing again completes it."""

from __future__ import annotations

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

from scorekeeper.rules.club_archive import archive_line
from scorekeeper.rules.filed_game import FiledGame, record_of_play
from scorekeeper.rules.scorecard_file import scorecard_from_document
from scorekeeper.rules.simulate import random_setup, simulate
from scorekeeper.store import Store

ROOT = Path(__file__).parents[2]
GAMES = 2_000
NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]


def build_archive(path: Path) -> dict[str, dict]:
    rng = random.Random(99)
    by_uid = {}
    with path.open("w", encoding="utf-8") as out:
        for _ in range(GAMES):
            game, players, options = random_setup(rng, NAMES)
            card = simulate(rng, game, players, options=options)
            uid = str(uuid.UUID(int=rng.getrandbits(128), version=4))
            line = archive_line(FiledGame(card, uid, "2026-11-21T20:00:00+01:00"))
            out.write(line)
            by_uid[uid] = json.loads(line)
    return by_uid


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
            source = scorecard_from_document(sources[stored.uid])
            assert record_of_play(stored.scorecard) == record_of_play(source)
            assert len(stored.scorecard.hands) == len(source.hands)
    inside = len(ids)
    again = importer(db, archive)
    _, err = again.communicate(timeout=300)
    assert again.returncode == 0, err
    assert err.splitlines()[-1] == (f"scorekeeper: {GAMES - inside:,} new, {inside:,} already "
                                    "here, 0 refused")
    assert stored_count(db) == GAMES
