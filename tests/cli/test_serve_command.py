"""``scorekeeper serve``: the URL first, every change by any process, a clean Ctrl+C."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scorekeeper.cli.main import main
from scorekeeper.rules.commands import Stop
from scorekeeper.store import GameSession, Store
from tests.interrupts import interruptible
from tests.live.helpers import bid_round, request


def _serve(db: Path, *extra: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "scorekeeper", "serve", "--db", str(db), "--bind", "127.0.0.1",
         "--port", "0", *extra],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=interruptible)


def _state(url: str) -> dict:
    status, _, body = request(url + "state.json")
    assert status == 200
    return json.loads(body)


def _until(url: str, condition, timeout: float = 10.0) -> dict:
    """The page's state once ``condition`` holds (a deadline to wait by, not a measurement)."""
    deadline = time.monotonic() + timeout
    while True:
        state = _state(url)
        if condition(state) or time.monotonic() > deadline:
            return state
        time.sleep(0.05)


def _stop(process: subprocess.Popen, sig: int = signal.SIGINT) -> tuple[int, str]:
    process.send_signal(sig)
    try:
        code = process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()
        raise
    return code, process.stderr.read()


def test_serve_follows_changes_made_by_another_process(db_path: Path) -> None:
    with Store(db_path) as store:
        session = GameSession.start(store, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
    process = _serve(db_path)
    try:
        url = process.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:") and url.endswith("/")
        assert _state(url)["in_play"]["bids"] == {}
        writer = subprocess.run(  # another process records the bids
            [sys.executable, "-c",
             "import sys; from scorekeeper.store import Store, GameSession;"
             "from tests.live.helpers import bid_round;"
             f"s = GameSession.resume(Store(sys.argv[1]), {session.game_id});"
             "bid_round(s.apply, s.scorecard)", str(db_path)],
            capture_output=True, text=True, timeout=60)
        assert writer.returncode == 0, writer.stderr
        with Store(db_path) as store:
            stored = store.load_game(session.game_id).game.scorecard.current.bids
        # The server may have read the game between two of the writer's bids: wait
        # for the whole round, not for the first bid it saw.
        state = _until(url, lambda s: s["in_play"]["bids"] == dict(stored))
        assert state["in_play"]["bids"] == dict(stored) and stored
    finally:
        code, err = _stop(process)
    assert code in (0, 130)
    assert "Traceback" not in err
    assert f"serving game {session.game_id}" in err


def test_serve_stops_cleanly_on_sigterm(db_path: Path) -> None:
    with Store(db_path) as store:
        GameSession.start(store, "shithead", ["Ann", "Ben"], "Ann")
    process = _serve(db_path)
    url = process.stdout.readline().strip()
    assert _state(url)["tally"] is True
    code, err = _stop(process, signal.SIGTERM)
    assert code in (0, 130) and "Traceback" not in err
    with pytest.raises(OSError):
        request(url)  # nothing listens any more


def test_serve_without_a_game_says_so(db_path: Path, capsys: pytest.CaptureFixture) -> None:
    assert main(["serve", "--db", str(db_path)]) == 1
    assert "nothing has been recorded there" in capsys.readouterr().err
    with Store(db_path) as store:
        session = GameSession.start(store, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
        session.apply(Stop())
        store_id = session.game_id
        trashed = GameSession.start(store, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann").game_id
        store.delete_game(trashed)
    assert main(["serve", "--db", str(db_path)]) == 1
    assert "no unfinished game to serve" in capsys.readouterr().err
    assert main(["serve", "--db", str(db_path), "--game", "99"]) == 1
    assert "there is no game 99" in capsys.readouterr().err
    assert main(["serve", "--db", str(db_path), "--game", str(trashed)]) == 1
    assert f"game {trashed} is in the trash" in capsys.readouterr().err
    assert main(["serve", "--db", str(db_path), "--game", str(store_id), "--port", "70000"]) == 1
    assert "a port is a number" in capsys.readouterr().err


def test_a_port_in_use_is_one_line(db_path: Path, capsys: pytest.CaptureFixture) -> None:
    import socket

    with Store(db_path) as store:
        GameSession.start(store, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code = main(["serve", "--db", str(db_path), "--bind", "127.0.0.1", "--port", str(port)])
    err = capsys.readouterr().err
    assert code == 1 and err.count("\n") == 1 and f"port {port} is already in use" in err
    assert main(["serve", "--db", str(db_path), "--bind", "203.0.113.77", "--port", "0"]) == 1
    assert "not an address of this computer" in capsys.readouterr().err


def test_the_page_follows_the_rematch(db_path: Path) -> None:
    with Store(db_path) as store:
        first = GameSession.start(store, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
    process = _serve(db_path)
    try:
        url = process.stdout.readline().strip()
        with Store(db_path) as store:
            GameSession.resume(store, first.game_id).apply(Stop())
            _until(url, lambda s: s["status"] != "in progress")
            again = GameSession.start(store, "oh-hell-pw", ["Ben", "Cat", "Ann"], "Ben")
            bid_round(again.apply, again.scorecard)
        state = _until(url, lambda s: s["game_id"] == again.game_id)
        assert state["game_id"] == again.game_id and state["status"] == "in progress"
    finally:
        _stop(process)
