"""The app's store process stopped, stalled or killed: the window is told, nothing is
lost, and every entry is stored exactly once."""

from __future__ import annotations

import os
import signal
import textwrap
from pathlib import Path

import pytest

from scorekeeper.rules import Bid
from scorekeeper.store import GameSession, Store, open_app_store
from scorekeeper.store.client import STALL_SECONDS, StoreClient, StoreProcessError, Wait

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the store's own process: POSIX")

# Loaded by the store's process (never by this one): it dies right after an operation
# has committed, before it can answer — once (the marker file says it has died).
DIE_AFTER = textwrap.dedent("""
    import os
    marker, name = os.environ.get("SK_DIE_MARKER"), os.environ.get("SK_DIE_AFTER")
    if marker and name:
        from scorekeeper.store.store import Store
        real = getattr(Store, name)
        def dying(self, *args, **kwargs):
            answer = real(self, *args, **kwargs)
            if not os.path.exists(marker):
                open(marker, "w").close()
                os._exit(9)
            return answer
        setattr(Store, name, dying)
""")


def session_on(store: StoreClient) -> GameSession:
    return GameSession.start(store, "oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann")


def stored_log(db: Path, game_id: int) -> list:
    with Store(db) as store:
        return store.load_game(game_id).game.log


def test_the_app_waits_two_seconds_before_it_says_the_store_stalls(db_path: Path) -> None:
    assert STALL_SECONDS == 2.0
    with open_app_store(db_path) as store:
        assert isinstance(store, StoreClient) and store.stall_after == STALL_SECONDS


def test_a_stopped_store_is_waited_for_said_and_stores_once(db_path: Path) -> None:
    with StoreClient(db_path) as store:
        store.stall_after = 0.2
        session = session_on(store)
        seen: list[Wait] = []

        def waiting(wait: Wait | None) -> None:
            seen.append(wait)
            if wait is not None and wait.stalled:
                os.kill(store.pid, signal.SIGCONT)  # the disk comes back

        store.waiting = waiting
        os.kill(store.pid, signal.SIGSTOP)
        session.apply(Bid("Ben", 2))
        stalls = [w for w in seen if w is not None and w.stalled]
        assert stalls and stalls[0].operation == "record" and stalls[0].seconds >= 0.2
        assert seen[-1] is None  # the window is told the wait is over
        assert store.restarts == 0
        session.apply(Bid("Cat", 1))
        assert stored_log(db_path, session.game_id) == [Bid("Ben", 2), Bid("Cat", 1)]


def test_a_store_killed_while_an_entry_waits_is_restarted_and_stores_it_once(
        db_path: Path) -> None:
    with StoreClient(db_path) as store:
        session = session_on(store)
        first = store.pid

        def waiting(wait: Wait | None) -> None:
            if wait is not None and store.pid == first:
                os.kill(first, signal.SIGKILL)

        store.waiting = waiting
        os.kill(first, signal.SIGSTOP)  # the entry waits in the socket …
        session.apply(Bid("Ben", 2))  # … and its store dies: a new one stores it
        assert store.restarts == 1 and store.pid != first
        session.apply(Bid("Cat", 0))
        assert stored_log(db_path, session.game_id) == [Bid("Ben", 2), Bid("Cat", 0)]


@pytest.fixture
def dies_after(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """The store's process dies once, just after ``name`` committed (before answering)."""
    folder = tmp_path / "site"
    folder.mkdir()
    (folder / "sitecustomize.py").write_text(DIE_AFTER)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(
        p for p in (str(folder), os.environ.get("PYTHONPATH")) if p))
    monkeypatch.setenv("SK_DIE_MARKER", str(tmp_path / "died"))

    def arm(name: str) -> Path:
        (tmp_path / "died").unlink(missing_ok=True)
        monkeypatch.setenv("SK_DIE_AFTER", name)
        return tmp_path / "died"

    return arm


def test_an_entry_stored_just_before_its_store_died_is_stored_once(
        db_path: Path, dies_after) -> None:
    died = dies_after("record")
    with StoreClient(db_path) as store:
        (died).touch()  # not the opening game: only the entry
        session = session_on(store)
        died.unlink()
        session.apply(Bid("Ben", 2))  # committed, then the store died; sent again
        assert died.exists() and store.restarts == 1
        session.apply(Bid("Cat", 1))
        assert stored_log(db_path, session.game_id) == [Bid("Ben", 2), Bid("Cat", 1)]


def test_a_new_game_stored_just_before_its_store_died_is_stored_once(
        db_path: Path, dies_after) -> None:
    dies_after("create_game")
    with StoreClient(db_path) as store:
        session = session_on(store)
        assert store.restarts == 1
        session.apply(Bid("Ben", 2))
        assert [g.id for g in store.history()] == [session.game_id]


def test_a_change_that_cannot_be_repeated_is_not_sent_again(db_path: Path,
                                                            dies_after) -> None:
    died = dies_after("delete_game")
    with StoreClient(db_path) as store:
        session = session_on(store)
        with pytest.raises(StoreProcessError, match="may not have been saved"):
            store.delete_game(session.game_id)
        assert died.exists() and store.in_trash(session.game_id)  # done once, and said


def test_a_store_killed_while_idle_is_restarted_by_the_next_call(db_path: Path) -> None:
    with StoreClient(db_path) as store:
        session = session_on(store)
        first = store.pid
        os.kill(first, signal.SIGKILL)
        session.apply(Bid("Ben", 1))
        assert store.restarts == 1 and store.pid != first
        assert stored_log(db_path, session.game_id) == [Bid("Ben", 1)]


def test_an_answer_in_time_is_not_held_up_by_the_window(db_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """A write's WRITING notice is not a wait: the window is given its time (a repaint
    of the half-done entry) only when a look for the answer found nothing."""
    monkeypatch.setattr("scorekeeper.store.client.POLL_SECONDS", 30.0)  # never runs out
    with open_app_store(db_path) as store:
        waits: list[Wait | None] = []
        store.waiting = waits.append
        session = session_on(store)
        session.apply(Bid(session.scorecard.current.expected_bidder, 0))
        assert waits == []
        assert len(store.load_game(session.game_id).game.log) == 1
