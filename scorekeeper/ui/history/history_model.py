"""The history as a Qt model: pages fetched from the store as the view scrolls."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from ...rules.stats_games import stats_title
from ...store import GameSummary, HistoryFilter
from ...store.interfaces import HistoryScreenStore
from ..shared.translations import QT_TRANSLATE_NOOP

PAGE = 200
COLUMNS = (("started", QT_TRANSLATE_NOOP("HistoryModel", "Date")),
           ("variant", QT_TRANSLATE_NOOP("HistoryModel", "Game")),
           ("players", QT_TRANSLATE_NOOP("HistoryModel", "Players")),
           ("winners", QT_TRANSLATE_NOOP("HistoryModel", "Winner")),
           ("status", QT_TRANSLATE_NOOP("HistoryModel", "Status")),
           ("hands", QT_TRANSLATE_NOOP("HistoryModel", "Hands")),
           ("sitting", QT_TRANSLATE_NOOP("HistoryModel", "Sitting")))
# A game's stored status, as the list shows it (the store keeps the English word).
STATUS_WORDS = (QT_TRANSLATE_NOOP("HistoryModel", "finished"),
                QT_TRANSLATE_NOOP("HistoryModel", "in progress"),
                QT_TRANSLATE_NOOP("HistoryModel", "abandoned"))
UNSORTED = {"sitting": "started"}  # a column the store does not sort by: by date instead
HANDS_COLUMN = 5
Index = QModelIndex | QPersistentModelIndex


def status_text(status: str) -> str:
    """A stored status ("in progress") in the app's language."""
    return QCoreApplication.translate("HistoryModel", status)


def local_date(stamp: str, form: str = "%Y-%m-%d %H:%M") -> str:
    """A stored (UTC) time stamp in the local time zone; ``stamp`` itself if unreadable."""
    from datetime import datetime

    try:
        return datetime.fromisoformat(stamp).astimezone().strftime(form)
    except ValueError:
        return stamp


def local_day(stamp: str) -> str:
    """"2026-11-21": the day a game was played, for file names."""
    return local_date(stamp, "%Y-%m-%d")


def long_date(stamp: str) -> str:
    """"21 Nov 2026": the day a game was played, for reading."""
    text = local_date(stamp, "%d %b %Y")
    return text[1:] if text.startswith("0") else text


class HistoryModel(QAbstractTableModel):
    """Rows appear a page at a time (``fetchMore``): 100,000 games open instantly."""

    sittings_shown = Signal()  # the Sitting column of the rows loaded is filled in

    def __init__(self, store: HistoryScreenStore, parent: Any = None) -> None:
        super().__init__(parent)
        self.store = store
        self.filter = HistoryFilter()
        self.sort_key = "started"
        self.descending = True
        self.rows: list[GameSummary] = []
        self.sittings: dict[int, Any] = {}  # game id → its sitting (club.sittings.Sitting)
        self._generation = 0
        self.shown: list[tuple[Any, ...]] = []  # display text, made once per row
        self.total = 0
        self.refresh()

    # --- loading --------------------------------------------------------------------
    def set_filter(self, f: HistoryFilter) -> None:
        self.filter = f
        self.refresh()

    def refresh(self) -> None:
        self.beginResetModel()
        self.total = self.store.history_count(self.filter)
        self.rows = self._page(0)
        self.sittings = {}
        self._generation += 1  # sittings still to be read were for the rows before
        self.shown = self._shown(self.rows)
        self.endResetModel()

    def _page(self, offset: int) -> list[GameSummary]:
        if self.sort_key == "started" and self.descending and offset and self.rows:
            last = self.rows[-1]  # paging by key: deep pages cost no more than the first
            return self.store.history_after(self.filter, last.started, last.id, PAGE)
        return self.store.history(self.filter, limit=PAGE, offset=offset, sort=self.sort_key,
                                  descending=self.descending)

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and len(self.rows) < self.total

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        if parent.isValid():
            return
        more = self._page(len(self.rows))
        if not more:
            self.total = len(self.rows)
            return
        self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows) + len(more) - 1)
        self.rows.extend(more)
        self.shown.extend(self._shown(more))
        self.endInsertRows()

    def game_at(self, row: int) -> GameSummary | None:
        return self.rows[row] if 0 <= row < len(self.rows) else None

    def row_of(self, game_id: int, pages: int = 10) -> int | None:
        """The row of a game, fetching up to ``pages`` more pages to find it."""
        start = 0
        for _ in range(pages + 1):
            for row in range(start, len(self.rows)):
                if self.rows[row].id == game_id:
                    return row
            start = len(self.rows)
            if not self.canFetchMore():
                return None
            self.fetchMore()
        return None

    # --- the model ------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal \
                and 0 <= section < len(COLUMNS):
            return QCoreApplication.translate("HistoryModel", COLUMNS[section][1])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.shown[index.row()][index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:  # the whole text of a cell cut short
            return str(self.shown[index.row()][index.column()])
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == HANDS_COLUMN:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.UserRole:
            return self.rows[index.row()].id
        return None

    def _shown(self, games: list[GameSummary]) -> list[tuple[Any, ...]]:
        """The display text of ``games``; their sittings are looked up once the rows
        are on screen (:meth:`_fill_sittings`), so they never delay a page."""
        if games:
            from PySide6.QtCore import QTimer

            generation = self._generation
            QTimer.singleShot(0, self, lambda: self._fill_sittings(games, generation))
        return [self._display(g) for g in games]

    def _fill_sittings(self, games: list[GameSummary], generation: int) -> None:
        """Look up the sittings of ``games`` (one read per run of dates) and show them,
        if the rows are still the ones they were read for."""
        from contextlib import suppress

        from ...rules import ScorekeeperError
        from .sitting_info import position_text, sittings_of

        if generation != self._generation:
            return
        # unreadable dates or an unreadable database: the games, without their sittings
        with suppress(ScorekeeperError, ValueError):
            self.sittings.update(sittings_of(self.store, games))
        wanted = {g.id for g in games}
        column = len(COLUMNS) - 1
        for row, game in enumerate(self.rows):
            if game.id in wanted:
                self.shown[row] = (*self.shown[row][:column],
                                   position_text(self.sittings.get(game.id), game.id))
        if self.rows:
            self.dataChanged.emit(self.index(0, column),
                                  self.index(len(self.rows) - 1, column))
        self.sittings_shown.emit()

    def _display(self, game: GameSummary) -> tuple[Any, ...]:
        return (local_date(game.started), stats_title(game.counted_as),
                game.players, game.winners, status_text(game.status), game.hands_played, "")

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(COLUMNS):
            return
        self.sort_key = UNSORTED.get(COLUMNS[column][0], COLUMNS[column][0])
        self.descending = order == Qt.SortOrder.DescendingOrder
        self.refresh()
