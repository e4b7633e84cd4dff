"""History › Trash: deleted games wait here until they are restored or the trash emptied."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...rules import ScorekeeperError
from ...rules.stats_games import stats_title
from ...store import TrashedGame
from ...store.commands import EmptyTrash, RestoreGame
from ...store.interfaces import RecordsStore
from ..shared.records_controller import RecordsController, RefreshOnChange
from ..shared.translations import QT_TRANSLATE_NOOP

COLUMNS = (QT_TRANSLATE_NOOP("TrashDialog", "Game"), QT_TRANSLATE_NOOP("TrashDialog", "Kind"),
           QT_TRANSLATE_NOOP("TrashDialog", "Players"),
           QT_TRANSLATE_NOOP("TrashDialog", "Started"),
           QT_TRANSLATE_NOOP("TrashDialog", "Deleted"))



class TrashDialog(QDialog):
    def __init__(self, store: RecordsStore, parent: QWidget | None = None,
                 records: RecordsController | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.records = records or RecordsController(store, self)
        self.games: list[TrashedGame] = []
        self.setWindowTitle(self.tr("Trash — Scorekeeper"))
        self.resize(820, 420)
        self.note = QLabel(self.tr(
            "Deleted games are kept here, also after the app is closed, until the trash is "
            "emptied. Restoring puts a game back as it was."))
        self.note.setWordWrap(True)
        self._build_table()
        buttons = self._build_buttons()
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.refresh()
        RefreshOnChange(self, self.records, lambda c: c.trash, lambda _change: self.refresh())
        self.table.setFocus()

    def _build_table(self) -> None:
        """The games in the trash, several chosen at once; a double click restores."""
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setAccessibleName(self.tr("Games in the trash"))
        self.table.setHorizontalHeaderLabels([self.tr(c) for c in COLUMNS])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        for column in range(len(COLUMNS)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(False)
        self.table.doubleClicked.connect(lambda _index: self.restore())

    def _build_buttons(self) -> QDialogButtonBox:
        """Restore (Enter), Delete for good, Empty trash, Close (Esc)."""
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.restore_button = QPushButton(self.tr("&Restore"))
        self.forget_button = QPushButton(self.tr("&Delete for good"))
        self.empty_button = QPushButton(self.tr("&Empty trash"))
        for button in (self.restore_button, self.forget_button, self.empty_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        for button in buttons.findChildren(QPushButton):  # Enter restores; Esc closes
            button.setAutoDefault(button is self.restore_button)
        self.restore_button.setDefault(True)
        self.restore_button.clicked.connect(self.restore)
        self.forget_button.clicked.connect(self.forget)
        self.empty_button.clicked.connect(self.empty)
        return buttons

    def refresh(self) -> None:
        try:
            self.games = self.store.trash()
        except ScorekeeperError as error:
            self._failed(error)
            self.games = []
        self.table.setRowCount(len(self.games))
        for row, item in enumerate(self.games):
            game = item.game
            cells = (str(game.id), stats_title(game.counted_as), game.players,
                     game.started[:16].replace("T", " "), item.trashed[:16].replace("T", " "))
            for column, text in enumerate(cells):
                cell = QTableWidgetItem(text)
                cell.setData(Qt.ItemDataRole.UserRole, game.id)
                self.table.setItem(row, column, cell)
        if self.games:
            self.table.selectRow(0)
        for button in (self.restore_button, self.forget_button, self.empty_button):
            button.setEnabled(bool(self.games))

    def chosen(self) -> list[int]:
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        return [self.games[row].game.id for row in rows]

    def restore(self) -> None:
        try:
            for game_id in self.chosen():
                self.records.run(RestoreGame(game_id))  # each change refreshes this list
        except ScorekeeperError as error:
            self._failed(error)

    def forget(self) -> None:
        chosen = self.chosen()
        if chosen and self._confirm(self.tr("Delete {0} for good? This cannot be undone.")
                                    .format(_games_text(chosen))):
            self._empty(chosen)

    def empty(self) -> None:
        if self._confirm(self.tr("Empty the trash? Its {0} cannot be restored afterwards.")
                         .format(_games_text([g.game.id for g in self.games]))):
            self._empty(None)

    def _empty(self, game_ids: list[int] | None) -> None:
        try:
            self.records.run(EmptyTrash(tuple(game_ids) if game_ids is not None else None))
        except ScorekeeperError as error:
            self._failed(error)

    def _confirm(self, question: str) -> bool:
        answer = QMessageBox.question(self, self.tr("Trash"), question)
        return answer == QMessageBox.StandardButton.Yes

    def _failed(self, error: Exception) -> None:
        text = str(error)
        QMessageBox.warning(self, self.tr("Trash"), text[:1].upper() + text[1:])


def _games_text(ids: list[int]) -> str:
    if len(ids) == 1:
        return f"game {ids[0]}"
    return f"{len(ids)} games"
