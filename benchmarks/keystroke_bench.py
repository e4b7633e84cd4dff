"""Keystroke latency at the table: from a digit typed to the screen redrawn.

    .venv/bin/python benchmarks/keystroke_bench.py [--hands 40] [--rounds 10] [--quick]

``--quick`` (3 hands, 2 rounds: seconds) is the form CI runs, to notice that the
benchmark still works; its figures mean little on a shared machine.

Plays a 4-player whysteria game (7 cards a hand, open length) of --hands hands
into a scratch database, then
types bids and tricks into the table screen and times each keystroke: the
rules check, the durable commit (in the store's own process, as in the app) and
Qt's repaint of what changed (offscreen). Then it times undo and redo (Ctrl+Z,
Ctrl+Shift+Z), a correction of the first hand (two players' tricks swapped: every
total after it moves), and that correction undone and redone, each to the redrawn
window.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dataclasses import replace

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scorekeeper.rules.commands import Bid, Correct, Tricks
from scorekeeper.rules.simulate import tricks_near_bids
from scorekeeper.store import GameSession, Store, open_app_store
from scorekeeper.ui.main_window import MainWindow

PLAYERS = ["Ann", "Ben", "Cat", "Dan"]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=10, help="hands typed and timed")
    parser.add_argument("--quick", action="store_true", help="3 hands, 2 rounds (for CI)")
    parser.add_argument("--game", type=Path, metavar="FILE",
                        help="keep the played game in FILE and start from a copy of it when "
                             "FILE holds one of --hands hands (2,000 hands take minutes to "
                             "play through the store on a busy machine)")
    args = parser.parse_args(argv)
    if args.quick:
        args.hands, args.rounds = 3, 2
    app = QApplication.instance() or QApplication([])
    path = Path(tempfile.mkdtemp()) / "keys.db"
    game_id = _played(path, args.hands, args.game)
    rng = random.Random(2)  # the hands typed: the same whether the game was kept or not
    store = open_app_store(path)  # the window's store, as the app opens it
    window = MainWindow(store)
    window.resize(1280, 800)
    window.show()
    window.open_game(game_id)
    entry = window.table.entry
    image = QImage(window.size(), QImage.Format.Format_ARGB32)
    samples: list[float] = []
    cpu: list[float] = []

    def press(key: str | Qt.Key) -> None:
        start, busy = time.perf_counter(), time.thread_time()
        QTest.keyClick(entry, key)
        _settle(app)
        samples.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - busy) * 1000)

    painter = QPainter(image)  # one full paint first, so later ones are updates
    try:
        window.render(painter, QPoint(0, 0))
    finally:
        painter.end()

    for _ in range(args.rounds):
        hand = window.controller.scorecard.current
        for _ in PLAYERS:
            current = window.controller.scorecard.current
            bid = 2 if current.forbidden_bid != 2 or current.final_bidder != \
                current.expected_bidder else 1
            press(str(bid))
        press(Qt.Key.Key_Return)
        tricks = tricks_near_bids(rng, dict(window.controller.scorecard.current.bids),
                                  hand.cards)
        for player in list(entry.cells)[:-1]:
            for digit in str(tricks[player]):
                press(digit)
            if hand.cards >= 10 and tricks[player] == 1:
                press(Qt.Key.Key_Tab)
        press(Qt.Key.Key_Return)
    print(f"game of {len(window.controller.scorecard.completed)} hands, {len(samples)} keystrokes")
    print(f"keystroke to redrawn window: {_spread(samples)}")
    print(f"  the window's own CPU time for it: {_spread(cpu)}")
    _undo_and_correction(app, window, args.rounds)
    window.close()
    store.close()


def _played(path: Path, hands: int, kept: Path | None) -> int:
    """A game of ``hands`` hands in the database at ``path`` (copied from ``kept`` when it
    holds one; played, and kept there if asked): its id."""
    facts = kept.with_suffix(".json") if kept is not None else None
    if kept is not None and facts is not None and kept.exists() and facts.exists():
        known = json.loads(facts.read_text())
        if known["hands"] == hands:
            shutil.copyfile(kept, path)
            return int(known["game_id"])
    store = Store(path)
    session = GameSession.start(store, "whysteria", PLAYERS, "Dan",
                                {"schedule": "constant", "cards": 7})
    rng = random.Random(1)
    while len(session.scorecard.completed) < hands:
        while (hand := session.scorecard.current).expected_bidder is not None:
            bid = 2 if hand.forbidden_bid != 2 or hand.final_bidder != hand.expected_bidder \
                else 1
            session.apply(Bid(hand.expected_bidder, bid))
        hand = session.scorecard.current
        session.apply(Tricks(tricks_near_bids(rng, dict(hand.bids), hand.cards)))
    store.close()
    if kept is not None and facts is not None:
        shutil.copyfile(path, kept)
        facts.write_text(json.dumps({"hands": hands, "game_id": session.game_id}))
    return session.game_id


def _settle(app: QApplication) -> None:
    """What the app's event loop does after a key: Qt repaints what changed (as it
    would on screen), and widgets given up with ``deleteLater`` are deleted. Without
    the loop (``app.exec``), ``processEvents`` alone never deletes them: entry boxes
    replaced on each new hand stayed, hidden behind the new ones and painted on every
    key, 4 more a hand (44 boxes by the tenth hand typed)."""
    app.processEvents()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _spread(times: list[float]) -> str:
    """Median, 95th percentile and worst, in milliseconds."""
    ordered = sorted(times)
    return (f"median {statistics.median(ordered):.1f} ms, "
            f"p95 {ordered[max(0, int(len(ordered) * 0.95) - 1)]:.1f} ms, "
            f"worst {ordered[-1]:.1f} ms")


def _timed(app: QApplication, action: object, into: list[float],
           cpu: list[float] | None = None) -> None:
    """Wall time from ``action`` to the repainted window (and, into ``cpu``, the
    window's own CPU time for it: what the machine's other work does not inflate as
    much, though the store's process is not in it)."""
    start, busy = time.perf_counter(), time.thread_time()
    action()  # type: ignore[operator]
    _settle(app)
    into.append((time.perf_counter() - start) * 1000)
    if cpu is not None:
        cpu.append((time.thread_time() - busy) * 1000)


def _undo_and_correction(app: QApplication, window: MainWindow, rounds: int) -> None:
    """Undo/redo and a correction of hand 1, each through the window as typed."""
    control = Qt.KeyboardModifier.ControlModifier
    undo: list[float] = []
    redo: list[float] = []
    undo_cpu: list[float] = []
    redo_cpu: list[float] = []
    for _ in range(rounds):
        _timed(app, lambda: QTest.keyClick(window, Qt.Key.Key_Z, control), undo, undo_cpu)
        _timed(app, lambda: QTest.keyClick(
            window, Qt.Key.Key_Z, control | Qt.KeyboardModifier.ShiftModifier), redo, redo_cpu)
    first = window.controller.scorecard.state.hands[0]
    a, b = PLAYERS[0], PLAYERS[1]
    swapped = replace(first, tricks={**first.tricks, a: first.tricks[b], b: first.tricks[a]})
    corrections: list[float] = []
    corrections_cpu: list[float] = []
    for number in range(rounds):
        record = swapped if number % 2 == 0 else first
        _timed(app, lambda record=record: window.controller.apply(Correct(1, record)),
               corrections, corrections_cpu)
    undone: list[float] = []  # a correction taken back and put again (Ctrl+Z, Ctrl+Shift+Z)
    for _ in range(rounds):
        _timed(app, lambda: QTest.keyClick(window, Qt.Key.Key_Z, control), undone)
        _timed(app, lambda: QTest.keyClick(
            window, Qt.Key.Key_Z, control | Qt.KeyboardModifier.ShiftModifier), undone)
    for name, times in (("undo", undo), ("redo", redo), ("correction of hand 1", corrections),
                        ("undo or redo of that correction", undone)):
        print(f"{name} to redrawn window: median {statistics.median(times):.1f} ms, "
              f"worst {max(times):.1f} ms")
    print(f"  the window's own CPU time for an undo: {_spread(undo_cpu)}; a redo: "
          f"{_spread(redo_cpu)}")
    print(f"  the window's own CPU time for a correction: {_spread(corrections_cpu)}")


if __name__ == "__main__":
    main()
