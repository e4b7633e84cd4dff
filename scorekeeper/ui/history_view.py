"""History: every game, filtered and sorted, with the chosen game beside the list."""

from __future__ import annotations

from PySide6.QtCore import QDate, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..rules import VARIANTS
from ..store import HistoryFilter, Store
from .game_detail import GameDetail
from .history_model import HistoryModel


class HistoryView(QWidget):
    resume = Signal(int)
    rematch = Signal(object)
    message = Signal(str)  # for the status bar
    deletions_changed = Signal()  # what Undo (Ctrl+Z) would bring back changed

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.deleted: list[int] = []  # games this view put in the trash, for Undo
        self.model = HistoryModel(store, self)

        self.game = QComboBox()
        self.game.addItem("All games", None)
        for v in VARIANTS.values():
            self.game.addItem(v.title, v.key)
        self.player = QComboBox()
        self.player.setEditable(True)
        self.player.addItem("")
        self.player.addItems(store.player_names())
        self.player.lineEdit().setPlaceholderText(self.tr("Any player"))
        self.status = QComboBox()
        for text, value in (("Any status", None), ("Finished", "finished"),
                            ("In progress", "in progress"), ("Abandoned", "abandoned")):
            self.status.addItem(text, value)
        self.use_dates = QCheckBox(self.tr("From"))
        self.date_from = QDateEdit(QDate.currentDate().addYears(-1))
        self.date_to = QDateEdit(QDate.currentDate())
        for edit in (self.date_from, self.date_to):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search names…"))
        self.search.setClearButtonEnabled(True)
        self.count = QLabel()
        self.undo_delete = QPushButton(self.tr("Undo delete"))
        self.undo_delete.setVisible(False)
        self.undo_delete.clicked.connect(self.restore_last)
        self.trash_button = QPushButton(self.tr("Trash"))
        self.trash_button.setToolTip(self.tr("Deleted games: restore them, or empty the trash"))
        self.trash_button.clicked.connect(self.show_trash)

        filters = QHBoxLayout()
        for widget in (self.game, self.player, self.status, self.use_dates, self.date_from,
                       QLabel(self.tr("to")), self.date_to, self.search):
            filters.addWidget(widget)
        filters.addStretch(1)
        filters.addWidget(self.count)
        filters.addWidget(self.undo_delete)
        filters.addWidget(self.trash_button)

        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().setSortIndicator(0, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(26)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        for column, width in ((0, 128), (1, 150), (3, 90), (4, 82), (5, 52)):
            self.table.setColumnWidth(column, width)
        self.player.setMinimumWidth(150)
        self.game.setMinimumWidth(170)
        self.table.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self.detail.show_game(self.model.game_at(current.row())))
        self.table.doubleClicked.connect(lambda index: self._open(index.row()))

        self.detail = GameDetail(store)
        self.detail.resume.connect(self.resume.emit)
        self.detail.rematch.connect(self.rematch.emit)
        self.detail.delete.connect(self.delete_game)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.table)
        split.addWidget(self.detail)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([760, 520])
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(split, 1)

        for signal in (self.game.currentIndexChanged, self.status.currentIndexChanged,
                       self.use_dates.toggled, self.date_from.dateChanged,
                       self.date_to.dateChanged, self.search.textChanged,
                       self.player.currentTextChanged):
            signal.connect(self.apply_filter)
        self._update_count()

    def current_filter(self) -> HistoryFilter:
        dates = self.use_dates.isChecked()
        return HistoryFilter(
            variant=self.game.currentData(),
            player=self.player.currentText().strip() or None,
            status=self.status.currentData(),
            date_from=self.date_from.date().toString("yyyy-MM-dd") if dates else None,
            date_to=self.date_to.date().toString("yyyy-MM-dd") if dates else None,
            search=self.search.text().strip() or None,
        )

    def apply_filter(self) -> None:
        self.model.set_filter(self.current_filter())
        self._update_count()
        self.detail.show_game(None)

    def refresh(self) -> None:
        self.model.refresh()
        self._update_count()

    def _update_count(self) -> None:
        total = self.model.total
        self.count.setText(f"{total:,} game{'s' if total != 1 else ''}")
        from ..rules import ScorekeeperError

        try:
            in_trash = len(self.store.trash())
        except ScorekeeperError:
            in_trash = 0
        self.trash_button.setText(self.tr("Trash ({0})").format(in_trash) if in_trash
                                  else self.tr("Trash"))

    def show_trash(self) -> None:
        from .trash_dialog import TrashDialog

        TrashDialog(self.store, self).exec()
        self.deleted = [game for game in self.deleted if self.store.in_trash(game)]
        self.undo_delete.setVisible(bool(self.deleted))
        self.deletions_changed.emit()
        self.refresh()

    def _open(self, row: int) -> None:
        game = self.model.game_at(row)
        if game is not None:
            self.resume.emit(game.id)

    def _failed(self, error: Exception) -> None:
        from PySide6.QtWidgets import QMessageBox

        text = str(error)
        QMessageBox.warning(self, self.tr("History"), text[:1].upper() + text[1:])

    def delete_game(self, game_id: int) -> None:
        from ..rules import ScorekeeperError

        try:
            self.store.delete_game(game_id)
        except ScorekeeperError as error:
            self._failed(error)
            return
        self.deleted.append(game_id)
        self.undo_delete.setVisible(True)
        self.deletions_changed.emit()
        self.refresh()
        self.detail.show_game(None)
        self.message.emit(self.tr("Game {0} moved to the trash: Ctrl+Z or Trash restores it.")
                          .format(game_id))

    def restore_last(self) -> None:
        if not self.deleted:
            return
        from ..rules import ScorekeeperError

        try:
            self.store.restore_game(self.deleted[-1])
        except ScorekeeperError as error:
            self._failed(error)
            return
        restored = self.deleted.pop()
        self.undo_delete.setVisible(bool(self.deleted))
        self.deletions_changed.emit()
        self.refresh()
        self.message.emit(self.tr("Game {0} is back from the trash.").format(restored))
