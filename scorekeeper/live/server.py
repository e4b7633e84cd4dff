"""The live page's server: a standard-library HTTP server in a thread of its own.

Measured against QtHttpServer (``benchmarks/live_bench.py``, see docs/features.md "Scores on
the players' phones"): from Python on PySide6 6.11 a route returning ``bytes`` answers
with an empty body and a handler is never handed the responder it would need to
stream Server-Sent Events, so the page could only poll. This server streams events,
caps request size and connections itself, and runs the same in the command line (no
Qt at all) and in the app (its thread never touches Qt: :meth:`LiveServer.publish`
is all the app calls, from any thread).

Security model: the page lives under a random token (``/<token>/``); every other path
is 404, whatever the method. Under the token only GET and HEAD are served (anything
else: 405). Requests over 8 KB (413) and connections beyond 32 (503) are refused, and
every answer says ``no-store``, ``nosniff`` and a ``default-src 'self'`` content
security policy. Only the published game is served.

Slow or idle connections never shut the phones out: a connection takes one of the 32
slots only once its whole request head is in and names the token. Until then the
doorman (:mod:`.doorman`) watches it without a thread: a wrong token is answered 404
at once, a head not complete within 5 s (however it trickles) is closed, and at most
256 connections wait, the oldest giving way.
"""

from __future__ import annotations

import contextlib
import hmac
import json
import secrets
import selectors
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from io import BytesIO
from typing import Any, BinaryIO

from ..languages import SOURCE_LANGUAGE
from .doorman import Answers, Doorman

DEFAULT_PORT = 8470  # the usual port; another free one is taken when it is busy
MAX_REQUEST_BYTES = 8 * 1024  # request line + headers (+ any body announced)
MAX_CONNECTIONS = 32
IDLE_SECONDS = 10.0  # a phone's connection that stops reading for this long is closed
HEAD_DEADLINE_SECONDS = 5.0  # a request's line and headers, all of them, within this
MOST_WAITING = 256  # connections still sending their heads; the oldest gives way
KEEPALIVE_SECONDS = 15.0  # an event stream says something at least this often

SECURITY_HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": ("default-src 'self'; base-uri 'none'; form-action 'none'; "
                                "frame-ancestors 'none'"),
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
}

# The page's files, by the name they are served under: (package file, content type).
STATIC = {
    "": ("index.html", "text/html; charset=utf-8"),
    "live.js": ("live.js", "text/javascript; charset=utf-8"),
    "live.css": ("live.css", "text/css; charset=utf-8"),
    "icon.svg": ("icon.svg", "image/svg+xml"),
}


class LiveServerError(ValueError):
    """The server cannot start (the address is not this computer's, the port is taken)."""


def new_token() -> str:
    """128 random bits, URL-safe: the page's address cannot be guessed."""
    return secrets.token_urlsafe(16)


def static_files() -> dict[str, tuple[bytes, str]]:
    """The page's files, read once from the package (they ship as package data)."""
    folder = resources.files(__package__).joinpath("static")
    return {name: (folder.joinpath(file).read_bytes(), kind)
            for name, (file, kind) in STATIC.items()}


def _plain_answer(status: int, body: bytes, head_only: bool = False) -> bytes:
    """A whole short answer with every answer's headers, for the doorman to send."""
    from email.utils import formatdate

    code = HTTPStatus(status)
    lines = [f"HTTP/1.0 {code.value} {code.phrase}", f"Date: {formatdate(usegmt=True)}",
             "Content-Type: text/plain; charset=utf-8", f"Content-Length: {len(body)}",
             *(f"{k}: {v}" for k, v in SECURITY_HEADERS.items()), "Connection: close"]
    return "\r\n".join(lines).encode() + b"\r\n\r\n" + (b"" if head_only else body)


class _TooLarge(Exception):
    pass


class _CappedReader:
    """Reads a request but never more than the cap: a larger one raises ``_TooLarge``."""

    def __init__(self, raw: BinaryIO, cap: int) -> None:
        self.raw, self.cap, self.used = raw, cap, 0

    def readline(self, limit: int = -1) -> bytes:
        room = self.cap - self.used + 1
        line = self.raw.readline(room if limit < 0 else min(limit, room))
        self.used += len(line)
        if self.used > self.cap:
            raise _TooLarge
        return line

    def read(self, size: int = -1) -> bytes:
        room = self.cap - self.used + 1
        data = self.raw.read(room if size < 0 else min(size, room))
        self.used += len(data)
        if self.used > self.cap:
            raise _TooLarge
        return data

    def __getattr__(self, name: str) -> Any:
        return getattr(self.raw, name)


@dataclass
class _Published:
    version: int = 0
    body: bytes = b"null"
    rules: bytes | None = None  # the game's rules file (a house game's), as rules.json
    bodies: dict[str, bytes] = field(default_factory=dict)  # other languages' documents

    def body_in(self, language: str) -> bytes:
        """The document with its sentences in ``language`` (English where it has none)."""
        return self.bodies.get(language, self.body)


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False
    allow_reuse_address = True  # a restart may take the port its last run left in TIME_WAIT
    allow_reuse_port = False  # but never share it with another live server
    request_queue_size = 2 * MAX_CONNECTIONS  # a table's phones arriving at once all get in

    def __init__(self, address: tuple[str, int], live: LiveServer,
                 head_deadline: float) -> None:
        self.live = live
        self.open: set[socket.socket] = set()
        self.open_lock = threading.Lock()
        self.heads: dict[socket.socket, bytes] = {}  # the request heads the doorman read
        family = socket.AF_INET6 if ":" in address[0] else socket.AF_INET
        self.address_family = family
        self._wake_r, self._wake_w = socket.socketpair()  # the stop's knock on the loop
        self._stop_asked = threading.Event()
        self.stopped = threading.Event()  # set when the loop has ended
        super().__init__(address, _Handler)  # (a failed bind closes the pair)
        answers = Answers(not_found=lambda head: _plain_answer(404, b"Not found\n", head),
                          too_large=_plain_answer(413, b"Request too large\n"),
                          bad_request=_plain_answer(400, b"Bad Request\n"))
        self.doorman = Doorman(lambda: live.token, head_deadline, MAX_REQUEST_BYTES,
                               MOST_WAITING, answers, self.seat)

    def serve_until_stopped(self) -> None:
        """Accept connections until :meth:`stop_serving`. The loop sleeps until a
        connection or the stop's wake-up arrives, never on a timer: socketserver's
        ``serve_forever`` notices a stop only at its next poll (0.2 s here, on every
        close of the app or the phone dialog), and polls all the while."""
        try:
            with selectors.DefaultSelector() as selector:
                selector.register(self, selectors.EVENT_READ)
                selector.register(self._wake_r, selectors.EVENT_READ)
                while not self._stop_asked.is_set():
                    ready = selector.select()
                    if self._stop_asked.is_set():
                        break
                    if any(key.fileobj is self for key, _events in ready):
                        self._accept()
        finally:
            self.stopped.set()

    def _accept(self) -> None:
        """Take the connection waiting (the selector said one is), and hand it to the
        doorman; as socketserver does, a failure concerns that connection only."""
        try:
            request, address = self.get_request()
        except OSError:
            return
        try:
            self.process_request(request, address)
        except Exception:
            self.handle_error(request, address)
            self.shutdown_request(request)

    def stop_serving(self) -> None:
        """End the loop at once: it is woken, not waited out; returns once it has ended."""
        self._stop_asked.set()
        with contextlib.suppress(OSError):
            self._wake_w.send(b"x")
        self.stopped.wait(timeout=5)

    def server_close(self) -> None:
        super().server_close()
        self._wake_r.close()
        self._wake_w.close()

    def server_bind(self) -> None:
        """Bind without ``HTTPServer``'s reverse lookup of the address (seconds without DNS)."""
        import socketserver

        socketserver.TCPServer.server_bind(self)
        host, self.server_port = self.server_address[:2]
        self.server_name = str(host)

    def process_request(self, request: Any, client_address: Any) -> None:
        """A new connection waits with the doorman until its request head is in."""
        self.doorman.admit(request, client_address)

    def seat(self, request: socket.socket, client_address: Any, head: bytes) -> None:
        """A whole request head for the page: a slot and a thread, or 503 when all 32
        slots are taken (by phones: nobody else gets this far)."""
        with self.open_lock:
            full = len(self.open) >= MAX_CONNECTIONS
            if not full:
                self.open.add(request)
                self.heads[request] = head
        if full:  # refused at once, with a word, before any thread is spent on it
            with contextlib.suppress(OSError):
                request.sendall(b"HTTP/1.0 503 Service Unavailable\r\nContent-Length: 0\r\n"
                                b"Connection: close\r\n\r\n")
            self.shutdown_request(request)
            return
        try:
            super().process_request(request, client_address)
        except BaseException:
            with self.open_lock:
                self.open.discard(request)
                self.heads.pop(request, None)
            raise

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            with self.open_lock:
                self.open.discard(request)

    def drop_all(self) -> None:
        """Close every open connection (the event streams and idle ones included)."""
        with self.open_lock:
            sockets = list(self.open)
        for sock in sockets:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    server_version = "Scorekeeper"
    sys_version = ""
    timeout = IDLE_SECONDS
    protocol_version = "HTTP/1.0"  # one request a connection: the cap counts requests too
    default_request_version = "HTTP/1.0"  # even a garbled request gets headers with its 400

    def setup(self) -> None:
        super().setup()
        with self.server.open_lock:  # the head the doorman read: the request is in it
            head = self.server.heads.pop(self.request, b"")
        self.rfile.close()  # the socket's reader: nothing more is read from it
        # in place of the socket's file: readline and read are all the handler reads
        self.rfile = _CappedReader(BytesIO(head), MAX_REQUEST_BYTES)  # type: ignore[assignment]

    def handle_one_request(self) -> None:
        try:
            super().handle_one_request()
        except _TooLarge:
            self.close_connection = True
            self.requestline, self.request_version, self.command = "", "HTTP/1.0", "GET"
            self._plain(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, b"Request too large\n")
        except (ConnectionError, TimeoutError, OSError):
            self.close_connection = True

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: phones ask every second; nothing here is for the scorekeeper."""

    def send_error(self, code: int, message: str | None = None,
                   explain: str | None = None) -> None:
        """Malformed requests: a bare status, with the same headers as every answer."""
        self.close_connection = True
        self._plain(HTTPStatus(code), f"{HTTPStatus(code).phrase}\n".encode())

    # --- routing ---------------------------------------------------------------------
    def _route(self) -> str | None:
        """The file asked for under the token, or None: then nothing here exists."""
        length = self.headers.get("Content-Length")
        if length is not None and (not length.isdigit() or int(length) > MAX_REQUEST_BYTES):
            raise _TooLarge
        path = self.path.split("?", 1)[0]
        prefix, _, rest = path.lstrip("/").partition("/")
        if not hmac.compare_digest(prefix.encode(), self.server.live.token.encode()):
            return None
        if rest == "" and not path.endswith("/"):
            return "/redirect"
        return rest

    def _answer(self, head_only: bool) -> None:
        name = self._route()
        if name is None:
            self._plain(HTTPStatus.NOT_FOUND, b"Not found\n")
        elif self.command not in ("GET", "HEAD"):
            self._plain(HTTPStatus.METHOD_NOT_ALLOWED, b"Read-only\n", Allow="GET, HEAD")
        elif name == "/redirect":
            self._plain(HTTPStatus.MOVED_PERMANENTLY, b"", Location=f"/{self.server.live.token}/")
        elif name == "state.json":
            body = self.server.live.published().body_in(self._language())
            self._send(HTTPStatus.OK, body, "application/json", head_only)
        elif name == "rules.json" and self.server.live.published().rules is not None:
            rules = self.server.live.published().rules or b""
            self._send(HTTPStatus.OK, rules, "application/json", head_only,
                       **{"Content-Disposition": 'attachment; filename="rules.json"'})
        elif name == "events":
            self._events(head_only)
        elif name == "":  # the page, in the phone's language
            from .words import localised_page, page_language

            body, kind = self.server.live.files[name]
            language = page_language(self.headers.get("Accept-Language"))
            self._send(HTTPStatus.OK, localised_page(body, language), kind, head_only)
        elif name in self.server.live.files:
            body, kind = self.server.live.files[name]
            self._send(HTTPStatus.OK, body, kind, head_only)
        else:
            self._plain(HTTPStatus.NOT_FOUND, b"Not found\n")

    def _language(self) -> str:
        """The phone's language, as its browser says it prefers."""
        from .words import page_language

        return page_language(self.headers.get("Accept-Language"))

    def _dispatch(self) -> None:
        try:
            self._answer(self.command == "HEAD")
        except _TooLarge:
            self.close_connection = True
            self._plain(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, b"Request too large\n")

    do_GET = do_HEAD = _dispatch

    def __getattr__(self, name: str) -> Callable[[], None]:
        if name.startswith("do_"):  # any other method: the same answers (404 or 405)
            return self._dispatch
        raise AttributeError(name)

    # --- answers ---------------------------------------------------------------------
    def _headers(self, status: HTTPStatus, kind: str | None, length: int | None,
                 **extra: str) -> None:
        self.send_response_only(status)
        self.send_header("Date", self.date_time_string())
        if kind is not None:
            self.send_header("Content-Type", kind)
        if length is not None:
            self.send_header("Content-Length", str(length))
        for key, value in {**SECURITY_HEADERS, **extra}.items():
            self.send_header(key, value)
        self.end_headers()

    def _send(self, status: HTTPStatus, body: bytes, kind: str, head_only: bool,
              **extra: str) -> None:
        self._headers(status, kind, len(body), **extra)
        if not head_only:
            self.wfile.write(body)

    def _plain(self, status: HTTPStatus, body: bytes, **extra: str) -> None:
        self._headers(status, "text/plain; charset=utf-8", len(body), **extra)
        if self.command != "HEAD":
            self.wfile.write(body)

    def _events(self, head_only: bool) -> None:
        """Server-Sent Events: the whole document now, and again after every change."""
        self._headers(HTTPStatus.OK, "text/event-stream; charset=utf-8", None)
        if head_only:
            return
        live = self.server.live
        language = self._language()
        self.wfile.write(b"retry: 1000\n\n")
        seen = -1
        while not live.stopping:
            current = live.published()
            if current.version != seen:
                seen = current.version
                self.wfile.write(b"id: %d\ndata: %s\n\n" % (seen, current.body_in(language)))
            else:
                self.wfile.write(b": still here\n\n")
            self.wfile.flush()
            live.wait_for_change(seen, KEEPALIVE_SECONDS)


class LiveServer:
    """One game's page at ``url``: :meth:`publish` a new document and every page follows."""

    def __init__(self, host: str = "127.0.0.1", port: int = DEFAULT_PORT, *,
                 token: str | None = None, fallback: bool = True,
                 head_deadline: float = HEAD_DEADLINE_SECONDS) -> None:
        """Listen on ``host``:``port``; with ``fallback`` a busy port gives way to a free one
        (``port=0`` always asks the system for one). ``head_deadline``: the seconds a
        request has to send its line and headers (a test shortens it)."""
        self.token = token or new_token()
        self.files = static_files()
        self.stopping = False
        self._changed = threading.Condition()
        self._current = _Published()
        try:
            self._server = _Server((host, port), self, head_deadline)
        except OSError as error:
            if not fallback or port == 0 or not _port_taken(error):
                raise LiveServerError(_why(host, port, error)) from error
            try:
                self._server = _Server((host, 0), self, head_deadline)
            except OSError as again:
                raise LiveServerError(_why(host, 0, again)) from again
        self.host = host
        self.port: int = self._server.server_address[1]
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/{self.token}/"

    def start(self) -> LiveServer:
        self._thread = threading.Thread(target=self._server.serve_until_stopped,
                                        name="scorekeeper-live", daemon=True)
        self._thread.start()
        return self

    def publish(self, document: dict[str, Any]) -> None:
        """The new state of the game: ``state.json`` serves it and every event stream sends it.
        A house game's rules file (the document's ``rules_file``) is served alone, as
        ``rules.json``, so the phones are not sent it with every change. Its sentences
        in other languages (``languages``) go each to the phones that speak it."""
        from .state import LANGUAGES_KEY, in_language

        body = _json(in_language(document, SOURCE_LANGUAGE))
        bodies = {language: _json(in_language(document, language))
                  for language in document.get(LANGUAGES_KEY, {})}
        rules = document.get("rules_file")
        rules_body = None if rules is None else (
            json.dumps(rules, ensure_ascii=False, indent=2) + "\n").encode()
        with self._changed:
            if (body, rules_body, bodies) == (self._current.body, self._current.rules,
                                              self._current.bodies):
                return
            self._current = _Published(self._current.version + 1, body, rules_body, bodies)
            self._changed.notify_all()

    def published(self) -> _Published:
        with self._changed:
            return self._current

    def wait_for_change(self, seen: int, timeout: float) -> None:
        with self._changed:
            self._changed.wait_for(
                lambda: self.stopping or self._current.version != seen, timeout)

    def connections(self) -> int:
        """Connections holding a slot: requests for the page, event streams."""
        with self._server.open_lock:
            return len(self._server.open)

    def waiting(self) -> int:
        """Connections still sending their request head (holding no slot)."""
        return self._server.doorman.waiting()

    @property
    def head_deadline(self) -> float:
        return self._server.doorman.deadline

    def stop(self) -> None:
        """Stop listening and close every connection; safe to call twice."""
        if self.stopping:
            return
        with self._changed:
            self.stopping = True
            self._changed.notify_all()
        if self._thread is not None:
            self._server.stop_serving()
            self._thread.join(timeout=5)
        self._server.server_close()
        self._server.doorman.stop()
        self._server.drop_all()

    def __enter__(self) -> LiveServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def _json(state: dict[str, Any]) -> bytes:
    return json.dumps(state, ensure_ascii=False, separators=(",", ":")).encode()


def _port_taken(error: OSError) -> bool:
    import errno

    return error.errno in (errno.EADDRINUSE, errno.EACCES)


def _why(host: str, port: int, error: OSError) -> str:
    import errno

    if error.errno == errno.EADDRINUSE:
        return f"port {port} is already in use on {host}; choose another with --port"
    if error.errno == errno.EADDRNOTAVAIL:
        return f"{host} is not an address of this computer"
    return f"cannot listen on {host} port {port}: {error.strerror or error}"
