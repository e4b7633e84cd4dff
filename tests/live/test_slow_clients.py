"""Slow and idle connections never shut the phones out: a bounded attack on loopback.

Before the doorman, 32 connections that sent a header line every few seconds (or
nothing) held all 32 slots for as long as they liked and every phone got 503. Now a
request has a total deadline for its line and headers (5 s; 1 s here), only a whole
request for the page's token takes a slot, and a wrong token is answered at once.
"""

from __future__ import annotations

import select
import socket
import threading
import time
from collections.abc import Iterator
from urllib.parse import urlsplit

import pytest

from scorekeeper.live.server import HEAD_DEADLINE_SECONDS, MAX_CONNECTIONS, LiveServer

from .helpers import request, until

DEADLINE = 1.0  # seconds: the test's deadline for a request's head
pytestmark = pytest.mark.slow  # each waits out the deadline: handed out first, beside the rest
IDLE_WATCH = 0.05  # seconds: how long idle connections are waited on between looks


@pytest.fixture
def live() -> Iterator[LiveServer]:
    with LiveServer("127.0.0.1", 0, head_deadline=DEADLINE) as opened:
        opened.publish({"status": "in progress", "players": ["Ann", "Ben"]})
        yield opened


class Attack:
    """Connections that send ``first``, then one header line every ``every`` seconds,
    from one thread, until the server closes them (or ``limit`` passes)."""

    def __init__(self, live: LiveServer, count: int, first: bytes, every: float = 0.2,
                 limit: float = 6 * DEADLINE) -> None:
        parts = urlsplit(live.url)
        self.socks = [socket.create_connection((parts.hostname, parts.port), timeout=5)
                      for _ in range(count)]
        self.answers: dict[socket.socket, bytes] = {s: b"" for s in self.socks}
        self.closed: set[socket.socket] = set()
        self.first, self.every, self.limit = first, every, limit
        self.most_slots = 0
        self.live = live
        self.thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> Attack:
        for sock in self.socks:
            if self.first:
                sock.sendall(self.first)
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.thread.join()
        for sock in self.socks:
            sock.close()

    def _run(self) -> None:
        end = time.monotonic() + self.limit
        while time.monotonic() < end and len(self.closed) < len(self.socks):
            self.most_slots = max(self.most_slots, self.live.connections())
            # Idle ones (``every`` 0) are watched, not polled: a wait of 0 spun a core.
            self._read(self.every or IDLE_WATCH)
            for sock in self.socks:
                if sock not in self.closed and self.every:
                    try:
                        sock.sendall(b"X-Slow: yes\r\n")
                    except OSError:
                        self.closed.add(sock)

    def _read(self, wait: float) -> None:
        open_ones = [s for s in self.socks if s not in self.closed]
        readable, _, _ = select.select(open_ones, [], [], wait)
        for sock in readable:
            try:
                data = sock.recv(4096)
            except OSError:
                data = b""
            if data:
                self.answers[sock] += data
            else:
                self.closed.add(sock)


def phone(live: LiveServer) -> int:
    status, _, _ = request(live.url, path=f"/{live.token}/state.json")
    return status


def test_the_deadline_is_five_seconds_unless_told() -> None:
    assert HEAD_DEADLINE_SECONDS == 5.0
    with LiveServer("127.0.0.1", 0) as live:
        assert live.head_deadline == 5.0


def test_slowloris_and_idle_connections_never_lock_out_a_phone(live: LiveServer) -> None:
    """The issue's case: 32 connections trickling headers and 40 idle ones."""
    idle = Attack(live, 40, b"", every=0)
    slow = Attack(live, MAX_CONNECTIONS, b"GET / HTTP/1.1\r\nHost: x\r\n")
    with idle, slow:
        time.sleep(0.3)  # every one of them connected and sending
        assert phone(live) == 200
        assert phone(live) == 200
    # Without the token the trickle got its 404 at once (unless its next line crossed
    # the close: then a reset), and no slot at any time.
    assert all(a == b"" or a.startswith(b"HTTP/1.0 404") for a in slow.answers.values())
    assert any(slow.answers.values())
    assert slow.closed == set(slow.socks) and slow.most_slots <= 1
    assert idle.closed == set(idle.socks)  # closed at the deadline, silently
    assert all(a == b"" for a in idle.answers.values())


def test_a_trickle_that_knows_the_token_is_cut_at_the_deadline(live: LiveServer) -> None:
    """Even with the token: the whole head within the deadline, however it trickles."""
    first = f"GET /{live.token}/state.json HTTP/1.1\r\n".encode()
    with Attack(live, MAX_CONNECTIONS, first) as slow:
        assert until(lambda: live.waiting() == MAX_CONNECTIONS)  # all with the doorman
        assert phone(live) == 200
        assert live.connections() <= 1  # the trickles hold no slot
    assert slow.closed == set(slow.socks)  # the server closed every one
    assert all(a == b"" for a in slow.answers.values())


def test_a_request_line_trickled_a_byte_at_a_time_is_cut_too(live: LiveServer) -> None:
    parts = urlsplit(live.url)
    with socket.create_connection((parts.hostname, parts.port), timeout=5) as sock:
        closed = False
        for byte in b"GET /" + b"a" * 100:
            try:
                sock.sendall(bytes([byte]))
            except OSError:
                closed = True
                break
            readable, _, _ = select.select([sock], [], [], 0.1)
            if readable and sock.recv(10) == b"":
                closed = True
                break
        assert closed  # long before the 100 bytes (10 s) were all sent
        assert phone(live) == 200


def test_a_wrong_token_is_answered_at_once_without_waiting_for_headers(
        live: LiveServer) -> None:
    parts = urlsplit(live.url)
    with socket.create_connection((parts.hostname, parts.port), timeout=3) as sock:
        sock.sendall(b"GET /not-the-token/state.json HTTP/1.1\r\n")  # and no more
        answer = b""
        while chunk := sock.recv(4096):
            answer += chunk
    assert answer.startswith(b"HTTP/1.0 404 Not Found\r\n")
    assert b"X-Content-Type-Options: nosniff" in answer and answer.endswith(b"Not found\n")
