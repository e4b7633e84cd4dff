"""The Qt binding in use must not leak references when a model returns None."""

from __future__ import annotations

import sys

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt


class Empty(QAbstractTableModel):
    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008
        return 1

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: B008
        return 1

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        return None


def test_returning_none_to_qt_keeps_none_alive(qapp) -> None:
    model = Empty()
    index = model.index(0, 0)
    before = sys.getrefcount(None)
    for _ in range(2000):
        index.data(Qt.ItemDataRole.FontRole)
    # A leaking binding (PySide6 6.12.0) loses 2000 references here.
    assert before - sys.getrefcount(None) < 100
