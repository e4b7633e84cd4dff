"""History: every game, filtered and sorted, with the chosen game beside the list."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from PySide6.QtCore import QCoreApplication, QDate, Qt, Signal
from PySide6.QtGui import QFontMetrics, QShowEvent
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

from ...club.games import games_to_choose
from ...rules import ABANDONED, FINISHED, IN_PROGRESS, ScorekeeperError
from ...rules.stats_games import stats_title
from ...store import HistoryFilter
from ...store.commands import DeleteGame, RecordsChange, RestoreGame
from ...store.interfaces import HistoryScreenStore
from ..shared.fit import StretchGuard
from ..shared.plurals import install_plurals
from ..shared.records_controller import RecordsController, RefreshOnChange
from .game_detail import GameDetail
from .history_model import COLUMNS, HistoryModel, status_text

CELL_PADDING = 18  # room beside a cell's text (margins, the sort arrow in the header)
WHOLE = {"started": ["8888-88-88 88:88"], "status": [FINISHED, IN_PROGRESS, ABANDONED],
         "hands": ["888"], "sitting": ["88 of 88"]}  # columns always wide enough for their text
ELIDED = {"variant": 24, "winners": 16}  # start widths, in characters; longer text elides


class HistoryView(QWidget):
    resume = Signal(int)
    rematch = Signal(object)
    message = Signal(str)  # for the status bar
    deletions_changed = Signal()  # what Undo (Ctrl+Z) would bring back changed

    def __init__(self, store: HistoryScreenStore, parent: QWidget | None = None,
                 records: RecordsController | None = None) -> None:
        super().__init__(parent)
        install_plurals()
        self.store = store
        self.records = records or RecordsController(store, self)
        self.deleted: list[int] = []  # games this view put in the trash, for Undo
        self.model = HistoryModel(store, self)
        self._build_filters(store.player_names())
        self._build_buttons()
        filters = self._filter_rows()
        self._build_table()
        self.detail = GameDetail(store)
        self.detail.setAccessibleName(self.tr("Chosen game"))
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
        self._keys()
        RefreshOnChange(self, self.records, lambda c: c.history or c.trash, self.refresh)

    # --- building -----------------------------------------------------------------
    def _build_filters(self, player_names: Sequence[str]) -> None:
        """Game, player, status, dates and the names searched for."""
        self.game = QComboBox()
        self.game.setAccessibleName(self.tr("Game"))
        self._refill_games()
        self.player = QComboBox()
        self.player.setAccessibleName(self.tr("Player"))
        self.player.setEditable(True)
        self.player.addItem("")
        self.player.addItems(player_names)
        typed = self.player.lineEdit()
        if typed is not None:  # editable, so it has one
            typed.setPlaceholderText(self.tr("Any player"))
        self.status = QComboBox()
        self.status.setAccessibleName(self.tr("Status"))
        for text, value in ((self.tr("Any status"), None), (self.tr("Finished"), FINISHED),
                            (self.tr("In progress"), IN_PROGRESS),
                            (self.tr("Abandoned"), ABANDONED)):
            self.status.addItem(text, value)
        self.use_dates = QCheckBox(self.tr("From"))
        self.use_dates.setAccessibleName(self.tr("Only games from a date"))
        self.date_from = QDateEdit(QDate.currentDate().addYears(-1))
        self.date_from.setAccessibleName(self.tr("From date"))
        self.date_to = QDateEdit(QDate.currentDate())
        self.date_to.setAccessibleName(self.tr("To date"))
        for edit in (self.date_from, self.date_to):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
        self.search = QLineEdit()
        self.search.setAccessibleName(self.tr("Search names"))
        self.search.setPlaceholderText(self.tr("Search names…  (Ctrl+F)"))
        self.search.setClearButtonEnabled(True)

    def _build_buttons(self) -> None:
        """The count shown, Undo delete, Reports and Trash."""
        self.count = QLabel()
        self.undo_delete = QPushButton(self.tr("Undo delete  (Ctrl+Z)"))
        self.undo_delete.setVisible(False)
        self.undo_delete.clicked.connect(self.restore_last)
        self.trash_button = QPushButton(self.tr("&Trash"))
        self.trash_button.setToolTip(self.tr("Deleted games: restore them, or empty the trash"))
        self.trash_button.clicked.connect(self.show_trash)
        self.reports_button = QPushButton(self.tr("Re&ports…"))
        self.reports_button.setToolTip(self.tr(
            "The evening of the game chosen, the season, a player's card, head to head"))
        self.reports_button.clicked.connect(self.show_reports)

    def _filter_rows(self) -> QVBoxLayout:
        """Two rows: each fits a small screen (1024 px, or 1920 at twice the scale)."""
        filters = QVBoxLayout()
        first, second = QHBoxLayout(), QHBoxLayout()
        for box in (self.game, self.player, self.status):
            first.addWidget(box)
        first.addWidget(self.search, 1)
        for widget in (self.use_dates, self.date_from, QLabel(self.tr("to")), self.date_to):
            second.addWidget(widget)
        second.addStretch(1)
        for button in (self.count, self.undo_delete, self.reports_button, self.trash_button):
            second.addWidget(button)
        filters.addLayout(first)
        filters.addLayout(second)
        self.search.setMinimumWidth(QFontMetrics(self.search.font()).horizontalAdvance(
            self.search.placeholderText()) + 40)  # the placeholder and the clear button
        return filters

    def _build_table(self) -> None:
        """The games listed, a row each; choosing one shows it, Enter opens it."""
        self.table = QTableView()
        self.table.setAccessibleName(self.tr("Games"))
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().setSortIndicator(0, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(26)
        self.table.setAlternatingRowColors(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)  # the tooltip has it all
        self.table.setWordWrap(False)
        self._size_columns()
        players = [key for key, _ in COLUMNS].index("players")
        StretchGuard(self.table, players, 16 * QFontMetrics(self.table.font()).averageCharWidth())
        self.player.setMinimumWidth(150)
        self.game.setMinimumWidth(170)
        self.table.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self._chosen(current.row()))
        self.table.doubleClicked.connect(lambda index: self._open(index.row()))
        self.table.activated.connect(lambda index: self._open(index.row()))  # Enter

    def _keys(self) -> None:
        """Enter opens the game chosen in the list, Delete deletes it (asking first),
        Ctrl+F goes to the search; Tab from the list goes through what can be done with
        the chosen game, in the order the buttons stand."""
        from PySide6.QtGui import QAction, QKeySequence

        for key, widget, slot in (("Del", self.table, self.detail.delete_button.click),
                                  ("Ctrl+F", self, self.search.setFocus)):
            action = QAction(widget)
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(slot)
            widget.addAction(action)
        self.table.setTabKeyNavigation(False)  # Tab leaves the list for the actions
        detail = self.detail
        chain = [self.table, detail.resume_button, detail.rematch_button, detail.export_button,
                 detail.print_button, detail.delete_button, detail.tabs]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _size_columns(self) -> None:
        """Date, status and hands always fit; game and winner start wide enough for
        most and elide the rest (tooltip: the whole text); players take what is left."""
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        cells, heads = QFontMetrics(self.table.font()), QFontMetrics(header.font())
        for column, (key, title) in enumerate(COLUMNS):
            if key in WHOLE:
                text = max(cells.horizontalAdvance(status_text(sample) if key == "status"
                                                   else sample) for sample in WHOLE[key])
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            elif key in ELIDED:
                text = ELIDED[key] * cells.averageCharWidth()
            else:
                continue
            self.table.setColumnWidth(column,
                                      max(text, heads.horizontalAdvance(
                                          QCoreApplication.translate("HistoryModel", title)))
                                      + CELL_PADDING)

    def showEvent(self, event: QShowEvent) -> None:
        """The keyboard starts in the list of games, on a game."""
        super().showEvent(event)
        if self.table.currentIndex().row() < 0 and self.model.rowCount():
            self.table.selectRow(0)
        self.table.setFocus()

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
        """A new filter: its games from the first, the list at its top."""
        self.model.set_filter(self.current_filter())
        self._update_count()
        self.table.scrollToTop()
        self.detail.show_game(None)

    def refresh(self, change: RecordsChange | None = None) -> None:
        """Read the games again after ``change`` (None: whatever changed): the game it
        brought back is chosen, or else the chosen one stays chosen (and shown) if it
        is still there."""
        if change is None or change.players:
            self._refill_players()
        self._refill_games()  # a house game played since is listed by its name
        if change is not None and isinstance(change.command, RestoreGame):
            self._reload(change.command.game_id)
        else:
            self._reload(self.detail.summary.id if self.detail.summary else None,
                         keep_scroll=change is None)

    def _refill_games(self) -> None:
        """The game filter's list: every game, each house game stored by its name,
        keeping the game chosen."""
        try:
            keys = games_to_choose(self.store)
        except ScorekeeperError:
            return  # the list stays as it was; the games' own read says what is wrong
        if [self.game.itemData(i) for i in range(1, self.game.count())] == keys:
            return
        chosen = self.game.currentData()
        self.game.blockSignals(True)
        self.game.clear()
        self.game.addItem(self.tr("All games"), None)
        for key in keys:
            self.game.addItem(stats_title(key), key)
        self.game.setCurrentIndex(max(0, self.game.findData(chosen)))
        self.game.blockSignals(False)

    def _refill_players(self) -> None:
        """The player filter's list, after a rename or merge, keeping what is typed."""
        typed = self.player.currentText()
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItem("")
        self.player.addItems(self.store.player_names())
        self.player.setEditText(typed)
        self.player.blockSignals(False)

    def _chosen(self, row: int) -> None:
        """The detail follows the row chosen; the game it already shows, unchanged (read
        again after another process's commit), stays as it is: notes being typed,
        the tab and the charts."""
        game = self.model.game_at(row)
        if game is not None and game == self.detail.summary and self.detail.scorecard:
            return
        self.detail.show_game(game)

    def _reload(self, game_id: int | None, *, keep_scroll: bool = False) -> None:
        """Read the games again; then select ``game_id`` if it is there, or else the
        game now in the row that was selected, and show it: the detail pane always
        shows the game selected, or none. ``keep_scroll``: the list stays where the
        user scrolled it (a catch-up with another process), else it shows the game."""
        row = max(0, self.table.currentIndex().row())
        scrolled = self.table.verticalScrollBar().value()
        self.model.refresh()  # the selection is reset, silently
        self._update_count()
        found = self.model.row_of(game_id) if game_id is not None else None
        if found is None:
            found = min(row, self.model.rowCount() - 1)
        if found < 0:
            self.detail.show_game(None)
            return
        self.table.selectRow(found)  # the current row changes: the detail follows
        if keep_scroll:
            self.table.verticalScrollBar().setValue(scrolled)
        else:
            self.table.scrollTo(self.model.index(found, 0))

    def _update_count(self) -> None:
        self.count.setText(self.tr("%Ln game(s)", "", self.model.total))
        from ...rules import ScorekeeperError

        try:
            in_trash = len(self.store.trash())
        except ScorekeeperError:
            in_trash = 0
        self.trash_button.setText(self.tr("&Trash ({0})").format(in_trash) if in_trash
                                  else self.tr("&Trash"))

    def show_reports(self) -> None:
        """The Reports dialog, on the evening of the game chosen (if one is)."""
        from ..club.reports_dialog import ReportsDialog

        chosen = self.detail.summary
        day = None
        if chosen is not None:
            from ...club.reports.evening import local_day

            day = local_day(chosen.started).isoformat()
        dialog = ReportsDialog(self.store, self, day=day)
        dialog.exec()

    def show_trash(self) -> None:
        from .trash_dialog import TrashDialog

        TrashDialog(self.store, self, self.records).exec()  # its changes refresh this view
        self.deleted = [game for game in self.deleted if self.store.in_trash(game)]
        self.undo_delete.setVisible(bool(self.deleted))
        self.deletions_changed.emit()

    def _open(self, row: int) -> None:
        game = self.model.game_at(row)
        if game is not None:
            self.resume.emit(game.id)

    def _failed(self, error: Exception) -> None:
        from PySide6.QtWidgets import QMessageBox

        text = str(error)
        QMessageBox.warning(self, self.tr("History"), text[:1].upper() + text[1:])

    def delete_game(self, game_id: int) -> None:
        try:
            self.records.run(DeleteGame(game_id))
        except ScorekeeperError as error:
            self._failed(error)
            return
        # The change has refreshed this view: the game after the deleted one is shown.
        self.deleted.append(game_id)
        self.undo_delete.setVisible(True)
        self.deletions_changed.emit()
        self.message.emit(self.tr("Game {0} moved to the trash: Ctrl+Z or Trash restores it.")
                          .format(game_id))

    def restore_last(self) -> None:
        if not self.deleted:
            return
        try:
            self.records.run(RestoreGame(self.deleted[-1]))
        except ScorekeeperError as error:
            self._failed(error)
            return
        restored = self.deleted.pop()  # the change has refreshed this view, and chosen it
        self.undo_delete.setVisible(bool(self.deleted))
        self.deletions_changed.emit()
        self.message.emit(self.tr("Game {0} is back from the trash.").format(restored))
