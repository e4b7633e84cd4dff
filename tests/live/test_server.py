"""The live server over plain HTTP: the token, read-only, the caps, the headers, the events."""

from __future__ import annotations

import json
import selectors
import socket
import threading
from collections.abc import Iterator
from types import SimpleNamespace
from typing import ClassVar
from urllib.parse import urlsplit

import pytest

from scorekeeper.live import server as live_server
from scorekeeper.live.server import (
    MAX_CONNECTIONS,
    LiveServer,
    LiveServerError,
    new_token,
)

from .helpers import not_served, raw, request, until


@pytest.fixture
def live() -> Iterator[LiveServer]:
    opened = LiveServer("127.0.0.1", 0).start()
    opened.publish({"status": "in progress", "players": ["Ann", "Ben"]})
    yield opened
    opened.stop()


def _path(live: LiveServer, rest: str = "") -> str:
    return f"/{live.token}/{rest}"


def test_the_page_and_its_files_are_served_under_the_token(live: LiveServer) -> None:
    status, headers, body = request(live.url)
    assert status == 200 and headers["content-type"].startswith("text/html")
    assert b'src="live.js"' in body
    for name, kind in (("live.js", "text/javascript"), ("live.css", "text/css"),
                       ("icon.svg", "image/svg+xml")):
        status, headers, body = request(live.url, path=_path(live, name))
        assert status == 200 and headers["content-type"].startswith(kind) and body
    status, headers, body = request(live.url, path=_path(live, "state.json"))
    assert status == 200 and headers["content-type"] == "application/json"
    assert json.loads(body) == {"status": "in progress", "players": ["Ann", "Ben"]}


def test_without_the_token_everything_is_404(live: LiveServer) -> None:
    other = new_token()
    for path in ("/", "/state.json", f"/{other}/", f"/{other}/state.json", "/favicon.ico",
                 f"/{live.token[:-1]}/state.json", f"/x{live.token}/", "/events"):
        for method in ("GET", "HEAD", "POST", "DELETE"):
            status, headers, _ = request(live.url, method=method, path=path)
            assert status == 404, (method, path)
            assert headers["x-content-type-options"] == "nosniff"


def test_only_get_and_head_under_the_token(live: LiveServer) -> None:
    for method in ("POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "BREW"):
        status, headers, _ = request(live.url, method=method, path=_path(live, "state.json"),
                                     body=b"{}" if method in ("POST", "PUT") else None)
        assert status == 405, method
        assert headers["allow"] == "GET, HEAD"
    status, headers, body = request(live.url, method="HEAD", path=_path(live, "state.json"))
    assert status == 200 and body == b"" and int(headers["content-length"]) > 0


def test_nothing_else_is_found_under_the_token(live: LiveServer) -> None:
    for rest in ("nope", "static/live.js", "../live.js", "%2e%2e/live.js", "live.js/",
                 "state.json/x"):
        status, _, _ = request(live.url, path=_path(live, rest))
        assert status == 404, rest
    status, headers, _ = request(live.url, path=f"/{live.token}")
    assert status == 301 and headers["location"] == _path(live)


def test_every_answer_carries_the_security_headers(live: LiveServer) -> None:
    for path in (_path(live), _path(live, "state.json"), "/", _path(live, "nope")):
        _, headers, _ = request(live.url, path=path)
        assert headers["cache-control"] == "no-store"
        assert headers["x-content-type-options"] == "nosniff"
        assert "default-src 'self'" in headers["content-security-policy"]
        assert "content-type" in headers
        assert "Python" not in headers.get("server", "")


def test_requests_over_8_kb_are_refused(live: LiveServer) -> None:
    big = "x" * (9 * 1024)
    status, _, _ = request(live.url, path=_path(live, "state.json"), headers={"X-Big": big})
    assert status == 413
    status, _, _ = request(live.url, path=_path(live, "state.json") + "?" + big)
    assert status == 413
    status, _, _ = request(live.url, path=_path(live, "state.json"),
                           headers={"Content-Length": str(9 * 1024)})
    assert status == 413
    status, _, _ = request(live.url, path=_path(live, "state.json"),
                           headers={"X-Fits": "x" * (6 * 1024)})
    assert status == 200  # under the cap: served


def test_malformed_requests_get_a_bare_answer(live: LiveServer) -> None:
    answer = raw(live.url, b"GARBAGE\r\n\r\n")
    assert answer.startswith(b"HTTP/1.0 400")
    assert b"nosniff" in answer


def _stream(live: LiveServer) -> socket.socket:
    """A phone's open event stream: a request for the page that holds its slot."""
    parts = urlsplit(live.url)
    sock = socket.create_connection((parts.hostname, parts.port), timeout=10)
    sock.sendall(f"GET {_path(live, 'events')} HTTP/1.0\r\n\r\n".encode())
    return sock


def test_more_than_32_connections_are_refused(live: LiveServer) -> None:
    held = [_stream(live) for _ in range(MAX_CONNECTIONS)]
    try:
        assert until(lambda: live.connections() == MAX_CONNECTIONS)
        refused = raw(live.url, f"GET {_path(live, 'state.json')} HTTP/1.0\r\n\r\n".encode())
        assert refused.startswith(b"HTTP/1.0 503")
        assert live.connections() == MAX_CONNECTIONS
    finally:
        for sock in held[:1]:
            sock.close()
    try:
        for n in range(3):  # a stream learns its phone has gone when it next writes
            live.publish({"status": "in progress", "n": n})
            if until(lambda: live.connections() < MAX_CONNECTIONS, 1.0):
                break
        assert live.connections() < MAX_CONNECTIONS
        status, _, _ = request(live.url, path=_path(live, "state.json"))
        assert status == 200  # room again once one is closed
    finally:
        for sock in held[1:]:
            sock.close()


def test_idle_connections_are_dropped_and_hold_no_slot() -> None:
    with LiveServer("127.0.0.1", 0, head_deadline=0.3) as live:
        parts = urlsplit(live.url)
        with socket.create_connection((parts.hostname, parts.port), timeout=10) as sock:
            assert until(lambda: live.waiting() == 1)
            assert live.connections() == 0
            assert sock.recv(10) == b""  # closed by the server, nothing sent
        assert until(lambda: live.waiting() == 0)


def _events(live: LiveServer, count: int, out: list[dict]) -> threading.Thread:
    def read() -> None:
        parts = urlsplit(live.url)
        with socket.create_connection((parts.hostname, parts.port), timeout=10) as sock:
            sock.sendall(f"GET {_path(live, 'events')} HTTP/1.0\r\n\r\n".encode())
            stream = sock.makefile("rb")
            while len(out) < count:
                line = stream.readline()
                if not line:
                    return
                if line.startswith(b"data: "):
                    out.append(json.loads(line[6:]))

    thread = threading.Thread(target=read, daemon=True)
    thread.start()
    return thread


def test_events_send_the_state_now_and_after_every_change(live: LiveServer) -> None:
    seen: list[dict] = []
    reader = _events(live, 3, seen)
    assert until(lambda: len(seen) == 1)
    live.publish({"status": "in progress", "players": ["Ann", "Ben"], "n": 1})
    assert until(lambda: len(seen) == 2)
    live.publish({"status": "in progress", "players": ["Ann", "Ben"], "n": 1})  # no change
    live.publish({"status": "finished", "players": ["Ann", "Ben"], "n": 2})
    reader.join(10)
    assert [d.get("n") for d in seen] == [None, 1, 2]  # the latest state, each change once


def test_stop_ends_the_streams_and_the_listening(live: LiveServer) -> None:
    seen: list[dict] = []
    reader = _events(live, 99, seen)
    assert until(lambda: len(seen) == 1)
    url = live.url
    parts = urlsplit(url)
    idle = socket.create_connection((parts.hostname, parts.port), timeout=3)
    assert until(lambda: live.connections() == 1 and live.waiting() == 1)
    live.stop()
    reader.join(5)
    assert not reader.is_alive()
    with idle:
        assert idle.recv(10) == b""  # closed at once, not when it would have timed out
    assert not_served(url)
    live.stop()  # twice is harmless


class _SpySelector(selectors.DefaultSelector):  # type: ignore[misc,valid-type]
    """The serving loop's selector, noting the timeout of every wait."""

    timeouts: ClassVar[list[float | None]] = []

    def select(self, timeout: float | None = None) -> list:
        self.timeouts.append(timeout)
        return super().select(timeout)


def test_stop_wakes_the_loop_instead_of_waiting_for_a_poll(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Closing the app or the phone dialog stops the server at once: the loop waits on
    connections and the stop's wake-up only, with no timeout it would poll at (a stop
    that did not wake it would never end), and has ended when ``stop`` returns."""
    monkeypatch.setattr(_SpySelector, "timeouts", [])
    monkeypatch.setattr(live_server, "selectors", SimpleNamespace(
        DefaultSelector=_SpySelector, EVENT_READ=selectors.EVENT_READ))
    live = LiveServer("127.0.0.1", 0).start()
    live.publish({"status": "finished"})
    status, _, _ = request(live.url, path=_path(live, "state.json"))
    assert status == 200
    url = live.url
    live.stop()
    assert live._server.stopped.is_set()
    assert live._thread is not None and not live._thread.is_alive()
    assert _SpySelector.timeouts and set(_SpySelector.timeouts) == {None}
    assert not_served(url)  # and nothing listens there any more


def test_a_taken_port_gives_way_unless_it_was_asked_for(live: LiveServer) -> None:
    other = LiveServer("127.0.0.1", live.port)  # the usual one is taken: another is chosen
    try:
        assert other.port != live.port and other.port > 0
    finally:
        other.stop()
    with pytest.raises(LiveServerError, match=f"port {live.port} is already in use"):
        LiveServer("127.0.0.1", live.port, fallback=False)
    with pytest.raises(LiveServerError, match="not an address of this computer"):
        LiveServer("203.0.113.77", 0)


def test_the_token_is_long_and_random() -> None:
    tokens = {new_token() for _ in range(100)}
    assert len(tokens) == 100 and all(len(t) >= 22 for t in tokens)


def test_the_page_ships_with_the_package() -> None:
    """A non-editable install carries the page: its files are package data."""
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    data = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert "static/*" in data["package-data"]["scorekeeper.live"]
    for file, _kind in live_server.STATIC.values():
        assert (root / "scorekeeper" / "live" / "static" / file).is_file()


def _has_ipv6_loopback() -> bool:
    try:
        with socket.socket(socket.AF_INET6) as probe:
            probe.bind(("::1", 0))
    except OSError:
        return False
    return True


@pytest.mark.skipif(not _has_ipv6_loopback(), reason="no IPv6 loopback here")
def test_an_ipv6_address_is_served_and_written_in_brackets() -> None:
    """``--bind ::1``: the URL a phone is given is a URL (``http://[::1]:PORT/…``)."""
    opened = LiveServer("::1", 0).start()
    try:
        opened.publish({"status": "finished"})
        assert urlsplit(opened.url).hostname == "::1"
        assert opened.url.startswith(f"http://[::1]:{opened.port}/{opened.token}/")
        status, _, body = request(opened.url, path=_path(opened, "state.json"))
        assert status == 200 and json.loads(body) == {"status": "finished"}
        status, _, _ = request(opened.url, path="/state.json")
        assert status == 404
    finally:
        opened.stop()


def test_a_house_games_rules_file_is_served_as_rules_json() -> None:
    """The table's rules travel to a phone: rules.json under the token, a rules file the
    editor imports; the state itself does not carry the file."""
    from scorekeeper.live.state import live_state
    from scorekeeper.rules import Game
    from scorekeeper.rules.games import HOUSE
    from scorekeeper.rules.presets import PRESETS, read_rules_file, rules_file

    rules = PRESETS["twenty-plus-ten"].rules
    game = Game.new(HOUSE, ["Ann", "Ben", "Cat"], "Ann", {"rules": rules.to_dict()})
    with LiveServer("127.0.0.1", 0) as live:
        status, _, _ = request(live.url, path=_path(live, "rules.json"))
        assert status == 404  # nothing published yet: no rules file
        live.publish(live_state(game.scorecard))
        status, headers, body = request(live.url, path=_path(live, "rules.json"))
        assert status == 200 and headers["content-type"] == "application/json"
        assert headers["x-content-type-options"] == "nosniff"
        assert "attachment" in headers["content-disposition"]
        assert json.loads(body) == rules_file(rules)
        assert read_rules_file(json.loads(body)) == rules
        _, _, state = request(live.url, path=_path(live, "state.json"))
        shown = json.loads(state)
        assert "rules_file" not in shown and shown["house_rules"]["file"] == "rules.json"
        assert shown["house_rules"]["lines"][0] == {"topic": "Players",
                                                    "text": "3 to 7 players."}
        status, _, _ = request(live.url, method="POST", path=_path(live, "rules.json"),
                               body=b"{}")
        assert status == 405
        other = Game.new("oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
        live.publish(live_state(other.scorecard))  # a built-in game: no house rules
        status, _, _ = request(live.url, path=_path(live, "rules.json"))
        assert status == 404
        assert json.loads(request(live.url, path=_path(live, "state.json"))[2])[
            "house_rules"] is None
