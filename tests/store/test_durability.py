"""Pulling the plug: SIGKILL between entries and during import loses nothing confirmed."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scorekeeper.rules.scorecard_file import MAX_HANDS
from scorekeeper.store import Store

ROOT = Path(__file__).parents[2]

RECORDER = r"""
import sys
from scorekeeper.store import Store, GameSession
from scorekeeper.rules.commands import Bid, Tricks
store = Store(sys.argv[1])
session = GameSession.start(store, "whysteria", ["Ann", "Ben", "Cat"], "Ann",
                            {"schedule": "constant", "cards": 1})
print("game", session.game_id, flush=True)
n = 0
while True:
    for who, bid in (("Ben", 0), ("Cat", 0), ("Ann", 0)):
        session.apply(Bid(who, bid))
        n += 1
        print("confirmed", n, flush=True)
    session.apply(Tricks({"Ann": 1, "Ben": 0, "Cat": 0}))
    n += 1
    print("confirmed", n, flush=True)
"""


def _child(code: str, *args: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-c", code, *args], stdout=subprocess.PIPE,
                            text=True, env=env)


def test_sigkill_between_entries_loses_no_confirmed_entry(db_path: Path) -> None:
    rng = random.Random(7)
    for _ in range(3):
        child = _child(RECORDER, str(db_path))
        assert child.stdout is not None
        game_line = child.stdout.readline().split()
        target = rng.randint(5, 60)
        confirmed = 0
        while confirmed < target:
            confirmed = int(child.stdout.readline().split()[1])
        child.send_signal(signal.SIGKILL)
        child.wait()
        # Whatever the child printed after our last read was also confirmed.
        rest = [int(line.split()[1]) for line in child.stdout.read().splitlines() if line]
        confirmed = max([confirmed, *rest])
        with Store(db_path) as store:
            game = store.load_game(int(game_line[1])).game
            assert len(game.log) >= confirmed
            assert store.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


IMPORTER = r"""
import sys
from scorekeeper.cli.main import main
sys.exit(main(["--db", sys.argv[1], "import", sys.argv[2]]))
"""


def _long_game(path: Path) -> int:
    """The longest game a scorecard file may hold (a longer one is refused unread)."""
    players = ["Ann", "Ben", "Cat", "Dan"]
    hands = []
    for _ in range(MAX_HANDS):
        hands.append({"bids": {p: 0 for p in players},
                      "tricks": {"Ann": 1, "Ben": 0, "Cat": 0, "Dan": 0}})
    document = {"variant": "whysteria", "options": {"schedule": "constant", "cards": 1},
                "players": players, "first_dealer": "Ann", "stopped": True, "hands": hands}
    path.write_text(json.dumps(document))
    return len(hands)


def _wait_for_wal(db: Path, above: int, child: subprocess.Popen) -> None:
    """Poll every millisecond until the database's -wal is larger than ``above`` bytes
    (-1: until it exists) or the child has ended (then the kill lands on nothing)."""
    wal = Path(f"{db}-wal")
    while child.poll() is None:
        try:
            if wal.stat().st_size > above:
                return
        except FileNotFoundError:
            pass
        time.sleep(0.001)


# When to kill the import, by what it has done: its -wal appears when the importer has
# opened the database (nothing of the game written yet) and grows when the game's
# transaction is committed; a few moments after the opening fall while the file is read
# and checked. (-wal larger than, then seconds); None: the import runs to its end.
KILL_WHEN: dict[str, tuple[int, float] | None] = {
    "opened": (-1, 0.0), "later": (-1, 0.01), "later still": (-1, 0.03),
    "writing": (0, 0.0), "never": None}


@pytest.mark.slow
def test_sigkill_during_import_leaves_the_game_fully_in_or_out(db_path: Path,
                                                                 tmp_path: Path) -> None:
    file = tmp_path / "long.json"
    count = _long_game(file)
    Store(db_path).close()
    empty, landed = db_path.read_bytes(), []
    for name, when in KILL_WHEN.items():
        target = tmp_path / f"{name}.db"
        target.write_bytes(empty)  # each kill on the same empty database
        child = _child(IMPORTER, str(target), str(file))
        if when is not None:
            _wait_for_wal(target, when[0], child)
            time.sleep(when[1])
            child.send_signal(signal.SIGKILL)
        landed.append((name, child.wait()))
        with Store(target) as store:
            for game_id, hands in store.db.execute("SELECT id, hands_played FROM games"):
                assert hands == count
                rows = store.db.execute("SELECT count(*) FROM hands WHERE game_id = ?",
                                        [game_id]).fetchone()[0]
                assert rows == count
            orphans = store.db.execute(
                "SELECT count(*) FROM hands WHERE game_id NOT IN (SELECT id FROM games)")
            assert orphans.fetchone()[0] == 0
            assert store.history_count() in ((1,) if when is None else (0, 1))
    # A kill landed inside the import (one at its opening lands unless this process is
    # held up longer than the whole import takes; then the next ones do).
    assert any(code == -signal.SIGKILL for _, code in landed[:-1]), landed
    assert landed[-1] == ("never", 0)  # and the file is one the import takes whole


WRITER = r"""
import sys
from scorekeeper.store import Store, GameSession
from scorekeeper.rules.commands import Bid, Tricks
with Store(sys.argv[1], timeout=30) as store:
    session = GameSession.start(store, "whysteria", ["Ann", "Ben"], "Ann",
                                {"schedule": "constant", "cards": 1})
    for _ in range(40):
        session.apply(Bid("Ben", 0))
        session.apply(Bid("Ann", 0))
        session.apply(Tricks({"Ann": 1, "Ben": 0}))
    print(session.game_id)
"""


def test_two_processes_on_one_database(db_path: Path) -> None:
    Store(db_path).close()
    children = [_child(WRITER, str(db_path)) for _ in range(2)]
    ids = [int(c.communicate()[0]) for c in children]
    assert all(c.returncode == 0 for c in children)
    with Store(db_path) as store:
        assert store.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        for game_id in ids:
            assert len(store.load_game(game_id).game.scorecard.completed) == 40
