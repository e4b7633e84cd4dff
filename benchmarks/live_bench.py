"""The live page's server: QtHttpServer in the event loop against the standard library's
server in a thread, and how fast a stored entry reaches a phone.

    .venv/bin/python benchmarks/live_bench.py [--requests 300]
    .venv/bin/python benchmarks/live_bench.py --quick        # 3 of each, for CI

Prints medians and p95 of: ``GET state.json`` (a 6-player game of 20 hands) from the
standard-library server the app and ``serve`` use; the same document from a
QtHttpServer route (``QByteArray`` and ``str``) in a Qt event loop, with the size of the body
it actually sent; an event stream's delay from ``publish`` to the event; the command
line's delay from a commit by another process to ``state.json`` showing it; what one
look at the database costs while nothing changes; and reloading the game.
"""

from __future__ import annotations

import argparse
import http.client
import json
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.live.server import LiveServer
from scorekeeper.live.state import live_state
from scorekeeper.rules.commands import Bid, Tricks, Undo
from scorekeeper.store import GameSession, Store
from scorekeeper.store.watch import ChangeWatch

PLAYERS = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]


def percentiles(samples: list[float]) -> tuple[float, float]:
    samples = sorted(samples)
    return statistics.median(samples), samples[max(0, int(len(samples) * 0.95) - 1)]


def show(what: str, samples: list[float], unit: str = "ms", scale: float = 1000) -> None:
    median, p95 = percentiles(samples)
    print(f"{what:<58} median {median * scale:8.3f} {unit}   p95 {p95 * scale:8.3f} {unit}")


def play(session: GameSession, hands: int) -> None:
    for _ in range(hands):
        hand = session.scorecard.current
        while hand.expected_bidder is not None:
            player = hand.expected_bidder
            barred = hand.forbidden_bid == 0 and player == hand.final_bidder
            session.apply(Bid(player, 1 if barred else 0))
            hand = session.scorecard.current
        session.apply(Tricks({p: (hand.cards if i == 0 else 0)
                                 for i, p in enumerate(PLAYERS)}))


def get(url: str, path: str) -> bytes:
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    connection.request("GET", path)
    body = connection.getresponse().read()
    connection.close()
    return body


def stdlib_requests(document: dict, count: int) -> list[float]:
    with LiveServer("127.0.0.1", 0) as live:
        live.publish(document)
        path = urlsplit(live.url).path + "state.json"
        samples = []
        for _ in range(count):
            start = time.perf_counter()
            get(live.url, path)
            samples.append(time.perf_counter() - start)
    return samples


def qt_requests(body: bytes, count: int) -> dict[str, tuple[list[float], int]]:
    """QtHttpServer routes in a Qt event loop, asked from a thread (as phones would).

    Only a ``str`` route answers: one returning ``bytes`` or ``QByteArray`` is refused by
    the binding ("Cannot copy-convert … to C++") and sends an empty body, so those are
    asked once, for the size of what they send."""
    from PySide6.QtCore import QByteArray, QCoreApplication, QTimer, qInstallMessageHandler
    from PySide6.QtHttpServer import QHttpServer
    from PySide6.QtNetwork import QHostAddress, QTcpServer

    app = QCoreApplication.instance() or QCoreApplication([])
    qInstallMessageHandler(lambda *_: None)
    server = QHttpServer()
    # PySide6 does not keep a route's callable alive: without these references the
    # functions are freed and Qt calls whatever object reuses their memory.
    handlers = {"str": lambda _request: body.decode(),
                "bytes": lambda _request: body,
                "QByteArray": lambda _request: QByteArray(body)}
    for route, handler in handlers.items():
        server.route("/" + route, handler)
    tcp = QTcpServer()
    tcp.listen(QHostAddress.SpecialAddress.LocalHost, 0)
    server.bind(tcp)
    url = f"http://127.0.0.1:{tcp.serverPort()}/"
    results: dict[str, tuple[list[float], int]] = {}

    def client() -> None:
        try:
            for route in handlers:
                samples, size = [], 0
                for _ in range(count if route == "str" else 1):
                    start = time.perf_counter()
                    size = len(get(url, "/" + route))
                    samples.append(time.perf_counter() - start)
                results[route] = (samples, size)
        finally:
            done.set()

    done = threading.Event()
    threading.Thread(target=client, daemon=True).start()
    watch = QTimer()
    watch.timeout.connect(lambda: done.is_set() and app.quit())
    watch.start(20)
    app.exec()
    return results


def event_delays(document: dict, count: int) -> list[float]:
    with LiveServer("127.0.0.1", 0) as live:
        live.publish(document)
        parts = urlsplit(live.url)
        sock = socket.create_connection((parts.hostname, parts.port), timeout=10)
        sock.sendall(f"GET {parts.path}events HTTP/1.0\r\n\r\n".encode())
        stream = sock.makefile("rb")

        def next_event() -> None:
            while not stream.readline().startswith(b"data: "):
                pass

        next_event()
        samples = []
        for n in range(count):
            start = time.perf_counter()
            live.publish({**document, "n": n})
            next_event()
            samples.append(time.perf_counter() - start)
        sock.close()
    return samples


def serve_delays(db: Path, game_id: int, count: int) -> list[float]:
    """A commit by this process, seen by ``scorekeeper serve`` (another process)."""
    process = subprocess.Popen([sys.executable, "-m", "scorekeeper", "serve", "--db", str(db),
                                "--game", str(game_id), "--bind", "127.0.0.1", "--port", "0"],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                               cwd=Path(__file__).resolve().parents[1])
    url = process.stdout.readline().strip()
    path = urlsplit(url).path + "state.json"
    samples = []
    with Store(db) as store:
        session = GameSession.resume(store, game_id)
        for n in range(count):
            time.sleep(random.uniform(0, 0.3))  # any moment of serve's polling cycle
            player = session.scorecard.current.expected_bidder
            if player is None:
                session.apply(Undo())
                player = session.scorecard.current.expected_bidder
            else:
                session.apply(Bid(player, n % 2))
            wanted = dict(session.scorecard.current.bids)
            start = time.perf_counter()
            while json.loads(get(url, path))["in_play"]["bids"] != wanted:
                time.sleep(0.005)
            samples.append(time.perf_counter() - start)
    process.terminate()
    process.wait(10)
    return samples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--quick", action="store_true",
                        help="3 of each request and 2 hands, for CI (every path, no figures)")
    args = parser.parse_args()
    few = 3 if args.quick else None
    if few:
        args.requests = few
    hands = 2 if args.quick else 20
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "bench.db"
        with Store(db) as store:
            session = GameSession.start(store, "oh-hell-pw", PLAYERS, "Ann")
            play(session, hands)
            document = live_state(session.scorecard, session.game_id)
            body = json.dumps(document, ensure_ascii=False).encode()
            print(f"state.json of a 6-player game after {hands} hands: {len(body)} bytes\n")
            show("GET state.json, standard-library server (thread)",
                 stdlib_requests(document, args.requests))
            for route, (samples, size) in qt_requests(body, args.requests).items():
                if len(samples) > 1:
                    show(f"GET, QtHttpServer route returning {route} ({size} B sent)", samples)
                else:
                    print(f"GET, QtHttpServer route returning {route}: {size} B sent")
            show("publish → event on an open event stream", event_delays(document, few or 200))
            with Store(db) as reader:
                watch = ChangeWatch(reader)
                looks = []
                for _ in range(few or 2000):
                    start = time.perf_counter()
                    watch.changed()
                    looks.append(time.perf_counter() - start)
                show("one look at the database (nothing changed)", looks, "µs", 1e6)
                reloads = []
                for _ in range(few or 50):
                    start = time.perf_counter()
                    reader.load_game(session.game_id)
                    reloads.append(time.perf_counter() - start)
                show("reloading the game after a change", reloads)
        show("commit by one process → serve's state.json shows it", serve_delays(
            db, session.game_id, few or 40))


if __name__ == "__main__":
    main()
