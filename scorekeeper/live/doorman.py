"""The live server's doorman: reads each new connection's request head before it may
take one of the server's slots.

Why: a slot (a thread, one of 32) held by whoever connects lets 32 slow connections
("slowloris": a header line every few seconds, or nothing at all) shut every phone
out. Here one thread watches every connection still sending its head, without a
thread each, and:

- answers 404 and closes as soon as the request line names anything but the page's
  token (no slot, no waiting for the headers);
- closes a connection whose head is not complete within a total deadline (5 s by
  default) however it trickles, or that is larger than the cap (413);
- hands a complete head for the token to the server, which gives it a slot;
- keeps at most ``most_waiting`` connections, closing the oldest for a newcomer, so
  a flood of idle connections delays nobody for long either.
"""

from __future__ import annotations

import contextlib
import hmac
import selectors
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, cast

HEAD_ENDS = (b"\r\n\r\n", b"\n\n")


@dataclass
class _Waiting:
    sock: socket.socket
    address: Any
    deadline: float
    head: bytearray = field(default_factory=bytearray)
    line_checked: bool = False


@dataclass(frozen=True)
class Answers:
    """What the doorman says, as whole HTTP answers (bytes) built by the server."""

    not_found: Callable[[bool], bytes]  # (HEAD?) → 404
    too_large: bytes  # 413
    bad_request: bytes  # 400


class Doorman:
    """Watches connections until their request head is in (see the module's doc)."""

    def __init__(self, token: Callable[[], str], deadline: float, cap: int,
                 most_waiting: int, answers: Answers,
                 seated: Callable[[socket.socket, Any, bytes], None]) -> None:
        self._token, self.deadline, self._cap = token, deadline, cap
        self._most, self._answers, self._seated = most_waiting, answers, seated
        self._selector = selectors.DefaultSelector()
        self._waiting: dict[socket.socket, _Waiting] = {}
        self._arrived: list[tuple[socket.socket, Any]] = []
        self._lock = threading.Lock()
        self._wake_r, self._wake_w = socket.socketpair()
        self._wake_r.setblocking(False)
        self._selector.register(self._wake_r, selectors.EVENT_READ)
        self._stopping = False
        self._thread = threading.Thread(target=self._run, name="scorekeeper-live-door",
                                        daemon=True)
        self._thread.start()

    # --- from the server's thread ------------------------------------------------------
    def admit(self, sock: socket.socket, address: Any) -> None:
        with self._lock:
            self._arrived.append((sock, address))
        self._wake()

    def waiting(self) -> int:
        with self._lock:
            return len(self._waiting) + len(self._arrived)

    def stop(self) -> None:
        """Close every connection still sending its head; end the thread."""
        self._stopping = True
        self._wake()
        self._thread.join(timeout=5)

    def _wake(self) -> None:
        with contextlib.suppress(OSError):
            self._wake_w.send(b"x")

    # --- the doorman's thread ------------------------------------------------------------
    def _run(self) -> None:
        try:
            while not self._stopping:
                self._take_arrivals()
                for key, _ in self._selector.select(self._until_next_deadline()):
                    waiting = self._waiting.get(cast(socket.socket, key.fileobj))
                    if waiting is not None:  # (not one dropped a moment ago)
                        self._read(waiting)
                    elif key.fileobj is self._wake_r:
                        with contextlib.suppress(OSError):
                            self._wake_r.recv(4096)
                self._expire()
        finally:
            self._close_all()

    def _take_arrivals(self) -> None:
        with self._lock:
            arrived, self._arrived = self._arrived, []
        for sock, address in arrived:
            while len(self._waiting) >= self._most:  # the oldest gives way
                self._drop(next(iter(self._waiting.values())))
            sock.setblocking(False)
            self._waiting[sock] = _Waiting(sock, address, time.monotonic() + self.deadline)
            self._selector.register(sock, selectors.EVENT_READ)

    def _until_next_deadline(self) -> float:
        if not self._waiting:
            return 1.0
        soonest = min(w.deadline for w in self._waiting.values())
        return max(0.0, min(1.0, soonest - time.monotonic()))

    def _expire(self) -> None:
        now = time.monotonic()
        for waiting in [w for w in self._waiting.values() if w.deadline <= now]:
            self._drop(waiting)  # its head took too long: closed without a word

    def _read(self, waiting: _Waiting) -> None:
        try:
            data = waiting.sock.recv(self._cap + 1 - len(waiting.head))
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        if not data:  # the other side closed
            self._drop(waiting)
            return
        waiting.head += data
        if len(waiting.head) > self._cap:
            self._answer(waiting, self._answers.too_large)
        elif not waiting.line_checked and b"\n" in waiting.head:
            waiting.line_checked = True
            self._check_line(waiting)
        if waiting.sock in self._waiting and any(e in waiting.head for e in HEAD_ENDS):
            self._hand_over(waiting)

    def _check_line(self, waiting: _Waiting) -> None:
        """The request line alone says whether this is for the page: if not, 404 now."""
        line = bytes(waiting.head.split(b"\n", 1)[0]).strip()
        words = line.split()
        if len(words) not in (2, 3):
            self._answer(waiting, self._answers.bad_request)
            return
        path = words[1].split(b"?", 1)[0]
        first = path.lstrip(b"/").split(b"/", 1)[0]
        if not hmac.compare_digest(first, self._token().encode()):
            self._answer(waiting, self._answers.not_found(words[0] == b"HEAD"))

    def _hand_over(self, waiting: _Waiting) -> None:
        self._forget(waiting)
        try:
            waiting.sock.setblocking(True)
            self._seated(waiting.sock, waiting.address, bytes(waiting.head))
        except Exception:  # no thread to be had: this one is closed, the door stays open
            with contextlib.suppress(OSError):
                waiting.sock.close()

    def _answer(self, waiting: _Waiting, answer: bytes) -> None:
        with contextlib.suppress(OSError):
            waiting.sock.send(answer)  # small: fits the socket's buffer at once
            waiting.sock.recv(65536)  # what else it sent, so closing does not reset
        self._drop(waiting)

    def _forget(self, waiting: _Waiting) -> None:
        self._waiting.pop(waiting.sock, None)
        with contextlib.suppress(KeyError, ValueError):
            self._selector.unregister(waiting.sock)

    def _drop(self, waiting: _Waiting) -> None:
        self._forget(waiting)
        with contextlib.suppress(OSError):
            waiting.sock.shutdown(socket.SHUT_RDWR)
        waiting.sock.close()

    def _close_all(self) -> None:
        with self._lock:
            arrived, self._arrived = self._arrived, []
        for sock, _ in arrived:
            sock.close()
        for waiting in list(self._waiting.values()):
            self._drop(waiting)
        self._selector.close()
        self._wake_r.close()
        self._wake_w.close()
