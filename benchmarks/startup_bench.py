"""Start-up benchmark: process start to the first paint of the main window.

    .venv/bin/python benchmarks/startup_bench.py [--runs 15] [--exe dist/scorekeeper/scorekeeper]

Each run is a new process (Python, Qt and the app load from scratch; the disk
cache stays warm). The app prints "painted" at its first paint when
SCOREKEEPER_STARTUP_PROBE is set; the baseline is a bare PySide6 window with a
20×8 table, measured the same way. Prints both medians and their ratio (goal ≤ 1.3).
Uses the X display if there is one (xvfb-run), else Qt's offscreen platform.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BARE = r"""
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QTableWidget, QTableWidgetItem

app = QApplication([])
class Window(QMainWindow):
    done = False
    def event(self, e):
        r = super().event(e)
        if e.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            print("painted", flush=True)
            QTimer.singleShot(0, app.quit)
        return r
w = Window()
table = QTableWidget(20, 8)
for r in range(20):
    for c in range(8):
        table.setItem(r, c, QTableWidgetItem(f"{r}.{c}"))
w.setCentralWidget(table)
w.resize(1280, 800)
w.show()
app.exec()
"""


def time_to_paint(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               text=True, env=env)
    assert process.stdout is not None
    for line in process.stdout:
        if line.strip() == "painted":
            elapsed = time.perf_counter() - start
            break
    else:
        raise RuntimeError(f"{command[0]} never painted")
    process.wait(timeout=30)
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--exe", help="a frozen build to measure instead of the source install")
    args = parser.parse_args()
    env = dict(os.environ, SCOREKEEPER_STARTUP_PROBE="1",
               SCOREKEEPER_DB=str(Path(tempfile.mkdtemp()) / "startup.db"))
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = [args.exe] if args.exe else [sys.executable, "-m", "scorekeeper"]
    bare = [sys.executable, "-c", BARE]
    time_to_paint(app, env)  # warm the disk cache for both before measuring
    time_to_paint(bare, env)
    app_times, bare_times = [], []
    for _ in range(args.runs):
        app_times.append(time_to_paint(app, env))
        bare_times.append(time_to_paint(bare, env))
    a, b = statistics.median(app_times), statistics.median(bare_times)
    where = env.get("QT_QPA_PLATFORM") or "xcb"
    print(f"platform: {where}, {args.runs} runs each")
    print(f"{'app' if not args.exe else 'frozen app'} to first paint: median {a * 1000:.0f} ms "
          f"(min {min(app_times) * 1000:.0f}, max {max(app_times) * 1000:.0f})")
    print(f"bare PySide6 window with a 20x8 table: median {b * 1000:.0f} ms "
          f"(min {min(bare_times) * 1000:.0f}, max {max(bare_times) * 1000:.0f})")
    print(f"ratio: {a / b:.2f} (goal <= 1.3)")


if __name__ == "__main__":
    main()
