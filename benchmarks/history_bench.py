"""History view benchmark: open time and scrolling on a large database.

    .venv/bin/python benchmarks/history_bench.py --db bench.db [--pages 200]
    .venv/bin/python benchmarks/history_bench.py --quick     # 300 games built here, for CI

Build the database first with benchmarks/store_bench.py (--db keeps it). Prints
the time from creating the view to its first paint, and the time of each scroll
step (fetch the next page when needed, then repaint), median, p95 and worst.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QPoint
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from scorekeeper.store import Store


def paint(widget) -> None:  # type: ignore[no-untyped-def]
    image = QImage(widget.size(), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        widget.render(painter, QPoint(0, 0))
    finally:
        painter.end()


def quick_database() -> str:
    """300 games in a new database (``--quick``): 60 simulated, each stored five times."""
    import tempfile

    from benchmarks.store_bench import build

    path = Path(tempfile.mkdtemp(prefix="scorekeeper-history-")) / "quick.db"
    with Store(path) as store:
        build(store, 300, 2026, played=60)
    return str(path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--db", help="the database (built by store_bench.py); required "
                                      "but with --quick")
    parser.add_argument("--pages", type=int, default=200, help="screens to scroll down")
    parser.add_argument("--quick", action="store_true",
                        help="300 games built here (60 played), 5 screens, for CI")
    args = parser.parse_args()
    built = args.quick and args.db is None
    if args.quick:
        args.pages = 5
        if built:
            args.db = quick_database()
    elif args.db is None:
        parser.error("give --db PATH (a database built by benchmarks/store_bench.py)")
    app = QApplication.instance() or QApplication([])
    store = Store(args.db)
    start = time.perf_counter()
    from scorekeeper.ui.history.history_view import HistoryView

    view = HistoryView(store)
    view.resize(1280, 760)
    view.show()
    app.processEvents()
    paint(view)
    opened = (time.perf_counter() - start) * 1000
    print(f"games: {view.model.total:,}")
    print(f"history view open to first paint: {opened:.0f} ms")
    bar = view.table.verticalScrollBar()
    steps = []
    for _ in range(args.pages):
        t = time.perf_counter()
        bar.setValue(bar.value() + bar.pageStep())
        if view.model.canFetchMore() and bar.value() >= bar.maximum() - bar.pageStep():
            view.model.fetchMore()
        app.processEvents()
        paint(view.table)
        steps.append((time.perf_counter() - t) * 1000)
    steps.sort()
    print(f"scroll one screen (x{len(steps)}): median {statistics.median(steps):.1f} ms, "
          f"p95 {steps[int(len(steps) * 0.95) - 1]:.1f} ms, worst {steps[-1]:.1f} ms "
          f"({view.model.rowCount():,} rows loaded)")
    # The same scrolling in a plain QTableView over an in-memory model, for scale:
    # what painting a table this size costs on this machine, whatever the data.
    from PySide6.QtGui import QStandardItem, QStandardItemModel
    from PySide6.QtWidgets import QTableView

    plain = QStandardItemModel(view.model.rowCount(), 6)
    for row in range(view.model.rowCount()):
        for column in range(6):
            plain.setItem(row, column, QStandardItem(f"cell {row}.{column}"))
    table = QTableView()
    table.setModel(plain)
    table.resize(view.table.size())
    table.show()
    app.processEvents()
    base = []
    bar = table.verticalScrollBar()
    for _ in range(args.pages):
        t = time.perf_counter()
        bar.setValue(bar.value() + bar.pageStep())
        app.processEvents()
        paint(table)
        base.append((time.perf_counter() - t) * 1000)
    base.sort()
    print(f"plain QTableView, same size:  median {statistics.median(base):.1f} ms, "
          f"p95 {base[int(len(base) * 0.95) - 1]:.1f} ms")
    store.close()
    if built:  # the database built here for --quick
        import shutil

        shutil.rmtree(Path(args.db).parent)


if __name__ == "__main__":
    main()
