"""Players: rename, merge two entries of one person, split, aliases, who is inactive,
and each player's record."""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...rules import ScorekeeperError
from ...rules.stats_games import has_bids as game_has_bids
from ...rules.stats_games import stats_title
from ...store import PlayerStats
from ...store.commands import (
    ActivatePlayer,
    AliasPlayer,
    MergePlayers,
    RecordsChange,
    RecordsCommand,
    RenamePlayer,
    RetirePlayer,
    SplitPlayer,
    UnaliasPlayer,
    UndoMerge,
)
from ...store.interfaces import PlayersScreenStore
from ...store.query_types import MergedPlayer, PlayerRow
from ..history.history_model import long_date
from ..shared.fit import ElidedLabel, plain_tip, scrolling
from ..shared.fonts import scaled_font
from ..shared.layouts import taken_widgets
from ..shared.plurals import install_plurals
from ..shared.records_controller import RecordsController, RefreshOnChange
from ..shared.translations import QT_TRANSLATE_NOOP
from .split_dialog import SplitDialog

if TYPE_CHECKING:
    from ...club.ratings import Rating

STAT_COLUMNS = (QT_TRANSLATE_NOOP("PlayersView", "Game"),
                QT_TRANSLATE_NOOP("PlayersView", "Rating"),
                QT_TRANSLATE_NOOP("PlayersView", "Played"),
                QT_TRANSLATE_NOOP("PlayersView", "Won"),
                QT_TRANSLATE_NOOP("PlayersView", "Avg place"),
                QT_TRANSLATE_NOOP("PlayersView", "Exact bids"),
                QT_TRANSLATE_NOOP("PlayersView", "Avg hand"),
                QT_TRANSLATE_NOOP("PlayersView", "Bid − took"),
                QT_TRANSLATE_NOOP("PlayersView", "Best"),
                QT_TRANSLATE_NOOP("PlayersView", "Worst"))
BIDDING_COLUMNS = (5, 6, 7, 8, 9)  # only games with bids have them (not a tally game)


def has_bids(game: str) -> bool:
    """Whether a game has bids and points (asked of the rules), not a tally."""
    return game_has_bids(game)


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{value:.0%}"


def _num(value: float | None, fmt: str = ".2f") -> str:
    return "—" if value is None else format(value, fmt)


def _ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


class PlayersView(QWidget):
    leaderboard = Signal(str)  # the game whose leaderboard to show
    merges_changed = Signal()  # what Undo (Ctrl+Z) would give back changed
    MERGE = "merge"  # on the undo stack: Ctrl+Z undoes the last merge there

    def __init__(self, store: PlayersScreenStore, parent: QWidget | None = None,
                 records: RecordsController | None = None) -> None:
        super().__init__(parent)
        install_plurals()
        self.store = store
        self.records = records or RecordsController(store, self)
        self.games_of: dict[str, int] = {}  # each player's number of games
        self.rows: dict[str, PlayerRow] = {}  # each player's row: aliases, active
        # What Ctrl+Z undoes, the last last: the command that undoes an alias or an
        # inactive mark made here, or MERGE (the last merge, kept in the database).
        self.undo_stack: list[RecordsCommand | str] = []
        # Merges not undone, the last one last (undone first): kept in the database, so
        # also those made before the app was last closed.
        self.merged: list[MergedPlayer] = []
        left_box = self._left_panel()
        self._build_record()
        self._build_game_choice()
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left_box)
        splitter.addWidget(scrolling(self._right_panel()))  # a short screen scrolls
        splitter.setStretchFactor(1, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self.refresh()
        RefreshOnChange(self, self.records, lambda c: c.players,
                        lambda change: self.refresh(select=chosen_after(change)))

    # --- building -----------------------------------------------------------------
    def _left_panel(self) -> QWidget:
        """The players, what can be done to one and to its names, and the export."""
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Players"))
        self.list.currentItemChanged.connect(lambda *_: self.show_player())
        left = QVBoxLayout()
        left.addWidget(QLabel(self.tr("<b>Players</b>")))
        left.addWidget(self.list, 1)
        left.addLayout(self._player_buttons())
        left.addLayout(self._name_buttons())
        self.undo_merge_button = QPushButton(self.tr("Undo merge"))
        self.undo_merge_button.setVisible(False)
        self.undo_merge_button.clicked.connect(self.undo_merge)
        left.addWidget(self.undo_merge_button)
        self.export_button = QPushButton(self.tr("E&xport statistics…"))
        self.export_button.setToolTip(self.tr("A CSV of statistics per game, with ratings"))
        export_menu = QMenu(self.export_button)
        export_menu.addAction(self.tr("This player's…"), lambda: self.export_csv(False))
        export_menu.addAction(self.tr("The whole club's…"), lambda: self.export_csv(True))
        self.export_button.setMenu(export_menu)
        left.addWidget(self.export_button)
        left_box = QWidget()
        left_box.setLayout(left)
        return left_box

    def _player_buttons(self) -> QHBoxLayout:
        """Rename (F2), Merge (Ctrl+M) and Split, in a row."""
        self.rename_button = rename = QPushButton(self.tr("Rename…  (F2)"))
        rename.clicked.connect(self.rename)
        self.merge_button = merge = QPushButton(self.tr("Merge into…  (Ctrl+M)"))
        merge.setToolTip(self.tr("The same person entered under two names: all games follow"))
        merge.clicked.connect(self.merge)
        split = QPushButton(self.tr("S&plit…"))
        split.setToolTip(self.tr("Two people entered under one name: choose the games that "
                                 "were the other's"))
        split.clicked.connect(self.split)
        for key, slot in (("F2", self.rename), ("Ctrl+M", self.merge)):
            self._key(key, slot)
        row = QHBoxLayout()
        row.addWidget(rename)
        row.addWidget(merge)
        row.addWidget(split)
        return row

    def _name_buttons(self) -> QHBoxLayout:
        """Alias, Forget alias and Inactive, in a row."""
        self.alias_button = alias = QPushButton(self.tr("&Alias…"))
        alias.setToolTip(self.tr("Another name this player answers to: typing it anywhere "
                                 "gives the player (Alt+A)"))
        alias.clicked.connect(self.add_alias)
        self.unalias_button = unalias = QPushButton(self.tr("F&orget alias…"))
        unalias.setToolTip(self.tr("The alias no longer stands for this player (Alt+O)"))
        unalias.clicked.connect(self.remove_alias)
        self.inactive_button = QPushButton()
        self.inactive_button.clicked.connect(self.toggle_inactive)
        names_row = QHBoxLayout()
        names_row.addWidget(alias)
        names_row.addWidget(unalias)
        names_row.addWidget(self.inactive_button)
        return names_row

    def _build_record(self) -> None:
        """The chosen player's name and other names, record by game, and head to head."""
        self.heading = ElidedLabel()  # the player's name, as typed, cut to the room
        font = scaled_font(self.font(), 1.4, bold=True)
        self.heading.setFont(font)
        self.also = QLabel()  # aliases and whether inactive, under the name
        self.also.setWordWrap(True)
        self.also.setTextFormat(Qt.TextFormat.PlainText)
        self.stats = QTableWidget(0, len(STAT_COLUMNS))
        self.stats.setAccessibleName(self.tr("Record by game"))
        self.stats.setHorizontalHeaderLabels([self.tr(c) for c in STAT_COLUMNS])
        self.stats.verticalHeader().setVisible(False)
        self.stats.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # As large as its rows and columns, no larger: no empty grid under a short record.
        self.stats.setSizeAdjustPolicy(QTableWidget.SizeAdjustPolicy.AdjustToContents)
        self.stats.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        self.opponent = QComboBox()
        self.opponent.setAccessibleName(self.tr("Head to head against"))
        self.opponent.currentIndexChanged.connect(lambda _: self.show_head_to_head())
        self.h2h = QLabel()
        self.h2h.setTextFormat(Qt.TextFormat.RichText)

    def _build_game_choice(self) -> None:
        """One game at a time below: its rating, the rating's history, exact bids."""
        self.chart_box = QVBoxLayout()
        self.rating_game = QComboBox()
        self.rating_game.setAccessibleName(self.tr("Rating and charts for the game"))
        self.rating_game.currentIndexChanged.connect(lambda _: self.show_game())
        self.rating = QLabel()
        self.rating.setTextFormat(Qt.TextFormat.RichText)
        self.rating.setAccessibleName(self.tr("Rating"))
        self.board_button = QPushButton(self.tr("Leaderboard…"))
        self.board_button.setToolTip(self.tr("Everyone's ratings in this game (Ctrl+L)"))
        self.board_button.clicked.connect(
            lambda: self.leaderboard.emit(self.rating_game.currentData() or ""))
        self.chart_tabs = QTabWidget()
        self.chart_tabs.setAccessibleName(self.tr("Charts"))

    def _right_panel(self) -> QWidget:
        """The chosen player: record, head to head, then the chosen game's charts."""
        right = QVBoxLayout()
        right.addWidget(self.heading)
        right.addWidget(self.also)
        right.addWidget(self.stats)
        h2h_row = QHBoxLayout()
        h2h_row.addWidget(QLabel(self.tr("Head to head against")))
        h2h_row.addWidget(self.opponent)
        h2h_row.addStretch(1)
        right.addLayout(h2h_row)
        right.addWidget(self.h2h)
        game_row = QHBoxLayout()
        game_row.addWidget(QLabel(self.tr("Game")))
        game_row.addWidget(self.rating_game)
        game_row.addSpacing(12)
        game_row.addWidget(self.rating, 1)
        game_row.addWidget(self.board_button)
        right.addLayout(game_row)
        right.addLayout(self.chart_box, 1)
        right_box = QWidget()
        right_box.setLayout(right)
        return right_box

    def _key(self, key: str, slot: Callable[[], None]) -> None:
        """A key for one of this screen's actions, answered only while it is shown."""
        action = QAction(self)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.addAction(action)

    def showEvent(self, event: QShowEvent) -> None:
        """The keyboard starts in the list of players: ↑/↓ choose, F2 renames."""
        super().showEvent(event)
        self.list.setFocus()

    def refresh(self, select: str | None = None) -> None:
        current = select or self.player()
        self.list.clear()
        self.games_of = {}
        self.rows = {}
        for row in self.store.players():
            self.games_of[row.name] = row.games
            self.rows[row.name] = row
            item = QListWidgetItem(self._line(row))
            item.setData(Qt.ItemDataRole.UserRole, row.name)
            item.setToolTip(plain_tip(row.name))  # whole, when the list cuts it
            if not row.active:  # kept, but out of the way: greyed and slanted
                item.setForeground(self.palette().color(QPalette.ColorGroup.Disabled,
                                                        QPalette.ColorRole.Text))
                font = item.font()
                font.setItalic(True)
                item.setFont(font)
            self.list.addItem(item)
            if row.name == current:
                self.list.setCurrentItem(item)
        if self.list.currentItem() is None and self.list.count():
            self.list.setCurrentRow(0)
        self._read_merges()

    def _line(self, row: PlayerRow) -> str:
        """A player's line in the list: name, games, and "inactive" where so."""
        line = f"{row.name}  ·  " + self.tr("%n game(s)", "", row.games)
        return line if row.active else line + "  ·  " + self.tr("inactive")

    def _read_merges(self) -> None:
        """Undo merge offers the last merge not undone, also one from before a restart."""
        self.merged = self.store.undoable_merges()[::-1]
        self.undo_merge_button.setVisible(bool(self.merged))
        if self.merged:
            self.undo_merge_button.setText(
                self.tr("Undo merge of {0}  (Ctrl+Z)").format(self.merged[-1].gone_name))
        self.merges_changed.emit()

    def player(self) -> str | None:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else None

    def show_player(self) -> None:
        name = self.player()
        self.heading.setText(name or "")
        self.stats.setRowCount(0)
        self._show_names(self.rows.get(name) if name else None)
        if name is None:
            return
        stats = self.store.player_stats(name)
        self.stats.setRowCount(len(stats))
        for row, record in enumerate(stats):
            for column, item in enumerate(self._stat_items(record)):
                self.stats.setItem(row, column, item)
        bidding = any(has_bids(record.variant) for record in stats)
        for column in BIDDING_COLUMNS:  # a tally-only player: no empty bidding columns
            self.stats.setColumnHidden(column, not bidding)
        self.stats.resizeColumnsToContents()
        self.stats.setFixedHeight(self.stats.sizeHint().height())  # a scroll area's least
        self._opponents(name)
        self._games(name, [record.variant for record in stats])

    def _show_names(self, row: PlayerRow | None) -> None:
        """The aliases and the inactive mark of the player shown, and the buttons that
        change them."""
        parts = []
        if row is not None and row.aliases:
            parts.append(self.tr("Also called: {0}").format(", ".join(row.aliases)))
        if row is not None and not row.active:
            parts.append(self.tr("Inactive: not offered for new games or on the "
                                 "leaderboards; every game is kept."))
        self.also.setText("\n".join(parts))
        self.also.setVisible(bool(parts))
        self.alias_button.setEnabled(row is not None)
        self.unalias_button.setEnabled(bool(row and row.aliases))
        self.inactive_button.setEnabled(row is not None)
        active = row is None or row.active
        self.inactive_button.setText(self.tr("Mark &inactive") if active
                                     else self.tr("Mark act&ive again"))
        self.inactive_button.setToolTip(
            self.tr("No longer plays: out of completers and leaderboards, every game "
                    "kept (Alt+I)") if active
            else self.tr("Plays again: back in completers and leaderboards (Alt+I)"))

    def _stat_items(self, s: PlayerStats) -> list[QTableWidgetItem]:
        title = stats_title(s.variant)
        values = (title, str(s.played), str(s.won), _num(s.average_place),
                  _pct(s.exact_rate), _num(s.average_hand_score, "+.2f"),
                  _num(s.over_under, "+.2f"))
        items = [QTableWidgetItem(value) for value in values]
        items.insert(1, self._rating_item(s.player, s.variant))
        items.append(self._game_item(s.best_total, s.best_game))
        items.append(self._game_item(s.worst_total, s.worst_game))
        return items

    def _rating_item(self, player: str, game: str) -> QTableWidgetItem:
        """The player's rating in ``game`` (μ − 3σ); μ and σ in the tooltip."""
        from ..club.club_data import rated

        book = rated(self.store, game)
        if player not in book.mu:
            return QTableWidgetItem("—")
        mu, sigma = book.mu[player], book.sigma[player]
        item = QTableWidgetItem(f"{mu - 3 * sigma:.1f}")
        item.setToolTip(self.tr("μ {0:.1f}, σ {1:.2f} (the rating is μ − 3σ)").format(mu, sigma))
        return item

    def _game_item(self, total: int | None, game_id: int | None) -> QTableWidgetItem:
        """A best or worst game by its total and day; the tooltip says which game."""
        summary = self.store.game_summary(game_id) if game_id else None
        if summary is None or total is None:
            return QTableWidgetItem("—")
        title = stats_title(summary.counted_as)
        item = QTableWidgetItem(f"{total} · {long_date(summary.started)}")
        item.setToolTip(f"{long_date(summary.started)} · {title}")
        return item

    def _opponents(self, name: str) -> None:
        """Everyone else, the most frequent opponent first (and chosen)."""
        together = {other: sum(r.games for r in self.store.head_to_head(name, other))
                    for other in self.store.player_names() if other != name}
        ordered = sorted(together, key=lambda other: (-together[other], other.casefold()))
        self.opponent.blockSignals(True)
        self.opponent.clear()
        self.opponent.addItems(ordered)
        self.opponent.blockSignals(False)
        self.show_head_to_head()

    def show_head_to_head(self) -> None:
        name, other = self.player(), self.opponent.currentText()
        if not name or not other:
            self.h2h.setText("")
            return
        rows = self.store.head_to_head(name, other)
        if not rows:
            self.h2h.setText(self.tr("{0} and {1} have not finished a game together.")
                             .format(escape(name), escape(other)))
            return
        lines = [self.tr("<tr><td>{0}</td><td align='right'>&nbsp;{1}:&nbsp;</td>"
                         "<td><b>{2}</b> ahead, <b>{3}</b> behind, {4} level</td></tr>")
                 .format(escape(stats_title(r.variant)),
                         self.tr("%n game(s)", "", r.games), r.ahead, r.behind, r.level)
                 for r in rows]
        self.h2h.setText("<table>" + "".join(lines) + "</table>")

    def _games(self, name: str, games: list[str]) -> None:
        """The games ``name`` finished, for their rating and charts (the first chosen)."""
        chosen = self.rating_game.currentData()
        self.rating_game.blockSignals(True)
        self.rating_game.clear()
        for game in games:
            self.rating_game.addItem(stats_title(game), game)
        if chosen in games:
            self.rating_game.setCurrentIndex(games.index(chosen))
        self.rating_game.blockSignals(False)
        for widget in (self.rating_game, self.rating, self.board_button):
            widget.setEnabled(bool(games))
        self.show_game()

    def show_game(self) -> None:
        """The chosen player's rating in the chosen game, its history, and exact bids
        by hand size in that game alone (never pooled with another game's)."""
        self._clear_charts()
        name, game = self.player(), self.rating_game.currentData()
        if name is None or game is None:
            self.rating.setText(self.tr("No finished games yet: no rating."))
            self.chart_tabs.setVisible(False)
            self.chart_box.addStretch(1)
            return
        from ..club.club_data import chart_colours, rated
        from ..club.rating_chart import rating_chart

        book = rated(self.store, game)
        ratings = book.ratings()
        self._show_rating(name, ratings)
        title = stats_title(game)
        colours = chart_colours(self.store)
        self.chart_tabs.addTab(
            rating_chart(book.points(name), self.palette(),
                         self.tr("{0}: rating in {1}").format(name, title), player=name,
                         colours=colours),
            self.tr("Rating"))
        if has_bids(game):  # a tally game has no bids to chart: no empty axes either
            self._bid_charts(name, game, title, colours)
        self.chart_tabs.setVisible(True)
        self.chart_box.addWidget(self.chart_tabs)

    def _clear_charts(self) -> None:
        """The charts of the player shown before go (the tabs themselves stay)."""
        for widget in taken_widgets(self.chart_box):
            if widget is not self.chart_tabs:
                widget.deleteLater()
        # The page on show goes last: each page removed before it was the current one
        # made the next one current, shown and laid out only to be deleted.
        tabs = self.chart_tabs
        pages = [page for index in range(tabs.count())
                 if (page := tabs.widget(index)) is not None]
        for page in sorted(pages, key=lambda page: page is tabs.currentWidget()):
            tabs.removeTab(tabs.indexOf(page))
            page.deleteLater()

    def _show_rating(self, name: str, ratings: list[Rating]) -> None:
        """``name``'s rating, its place among the rated and the games it counts."""
        mine = next((r for r in ratings if r.player == name), None)
        if mine is None:
            self.rating.setText(self.tr("Not rated in this game yet."))
        else:
            rank = 1 + sum(1 for r in ratings if round(r.rating, 1) > round(mine.rating, 1))
            self.rating.setText(self.tr(
                "Rating <b>{0:.1f}</b> &nbsp;(μ {1:.1f}, σ {2:.2f}) · {3} of {4} · {5}").format(
                    mine.rating, mine.mu, mine.sigma, _ordinal(rank), len(ratings),
                    self.tr("%n rated game(s)", "", mine.games)))

    def _bid_charts(self, name: str, game: str, title: str, colours: dict[str, str]) -> None:
        """``name``'s bids in every finished game of ``game``: against the tricks they
        took, and exact by hand size (never pooled with another game's)."""
        from ...club.charts.bids import archive_bids
        from ..shared.charts import bids_chart, exact_rate_chart

        tally = archive_bids(name, self.store.bid_accuracy(name), game)
        if not tally.hands:
            return
        self.chart_tabs.addTab(bids_chart(
            [tally], self.palette(),
            self.tr("{0}: bids against tricks in {1}").format(name, title), colours=colours),
            self.tr("Bids against tricks"))
        rows = self.store.exact_by_hand_size(player=name, variant=game)
        self.chart_tabs.addTab(exact_rate_chart(
            rows, self.palette(),
            self.tr("{0}: exact bids by hand size in {1}").format(name, title),
            colours=colours), self.tr("Exact bids by hand size"))

    def show_charts(self) -> None:
        """F7: the keyboard on the chosen player's charts (←/→ choose one); pressed
        again, the next chart."""
        if not self.chart_tabs.isVisible() or not self.chart_tabs.count():
            return
        bar = self.chart_tabs.tabBar()
        if bar.hasFocus():
            self.chart_tabs.setCurrentIndex(
                (self.chart_tabs.currentIndex() + 1) % self.chart_tabs.count())
        bar.setFocus()

    def export_csv(self, club: bool, path: str | None = None) -> bool:
        """Write the chosen player's statistics (or everyone's) as CSV, asking where
        unless ``path`` is given; True once written."""
        from pathlib import Path

        from PySide6.QtWidgets import QFileDialog

        from ..club.club_data import statistics_csv
        from ..history.game_detail import export_folder

        name = self.player()
        if not club and name is None:
            return False
        suggested = "club-statistics.csv" if club else f"{name}-statistics.csv"
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self, self.tr("Export statistics"), str(export_folder() / suggested),
                self.tr("CSV spreadsheet (*.csv)"))
            if not path:
                return False
        try:
            names = self.store.player_names() if club or name is None else [name]
            text = statistics_csv(self.store, names)
            Path(path).write_text(text, encoding="utf-8")
        except (OSError, ScorekeeperError) as error:
            QMessageBox.warning(self, self.tr("Export statistics"),
                                self.tr("Could not write {0}: {1}").format(path, error))
            return False
        return True

    def rename(self) -> None:
        name = self.player()
        if name is None:
            return
        new, ok = QInputDialog.getText(self, self.tr("Rename player"),
                                       self.tr("New name for {0}:").format(name),
                                       text=name)
        if not ok or not new.strip():
            return
        try:
            self.records.run(RenamePlayer(name, new))  # the change refreshes this view
        except ScorekeeperError as error:
            QMessageBox.warning(self, self.tr("Rename player"),
                                str(error)[:1].upper() + str(error)[1:])

    def merge(self) -> None:
        """Merge the chosen player into another, once the user has said yes; Undo merge
        gives the name its own games back."""
        name = self.player()
        if name is None:
            return
        others = [p for p in self.store.player_names() if p != name]
        keep, ok = QInputDialog.getItem(self, self.tr("Merge players"),
                                        self.tr("{0} is the same person as:").format(name),
                                        others, 0, False)
        if not ok or not self._merge_confirmed(keep, name):
            return
        try:
            change = self.records.run(MergePlayers(keep, name))  # and refreshes this view
        except ScorekeeperError as error:
            QMessageBox.warning(self, self.tr("Merge players"),
                                str(error)[:1].upper() + str(error)[1:])
            return
        assert change.merged is not None
        self.undo_stack.append(self.MERGE)
        self._read_merges()  # now, even if this view is not shown (it refreshes when it is)

    def undo_merge(self) -> None:
        """Give the last merged name its own games back."""
        if not self.merged:
            return
        merged = self.merged[-1]
        try:
            self.records.run(UndoMerge(merged))  # the change refreshes this view
        except ScorekeeperError as error:
            QMessageBox.warning(self, self.tr("Merge players"),
                                str(error)[:1].upper() + str(error)[1:])
            return
        if self.MERGE in self.undo_stack:
            self.undo_stack.reverse()
            self.undo_stack.remove(self.MERGE)  # the last merge marked
            self.undo_stack.reverse()
        self._read_merges()

    def can_undo(self) -> bool:
        """Whether Ctrl+Z has something to undo here."""
        return bool(self.undo_stack or self.merged)

    def undo_text(self) -> str:
        """What Ctrl+Z undoes, for the Edit menu ("merge", "alias" …)."""
        last = self.undo_stack[-1] if self.undo_stack else self.MERGE
        match last:
            case UnaliasPlayer() | AliasPlayer():
                return "alias"
            case RetirePlayer() | ActivatePlayer():
                return "inactive mark"
        return "merge"

    def undo(self) -> None:
        """Ctrl+Z: undo the last change of aliases or inactive mark made here, or the
        last merge (also one made before the app was last opened)."""
        if not self.undo_stack or self.undo_stack[-1] == self.MERGE:
            self.undo_merge()
            return
        command = self.undo_stack.pop()
        assert not isinstance(command, str)
        self._run(command, self.tr("Undo"))
        self.merges_changed.emit()

    def _run(self, command: RecordsCommand, title: str) -> RecordsChange | None:
        """Run ``command`` on the records; a refusal is a message, None."""
        try:
            return self.records.run(command)  # the change refreshes this view
        except ScorekeeperError as error:
            QMessageBox.warning(self, title, str(error)[:1].upper() + str(error)[1:])
            return None

    def _run_undoable(self, command: RecordsCommand, title: str) -> None:
        """Run ``command``; Ctrl+Z then undoes it."""
        change = self._run(command, title)
        if change is not None and change.undo is not None:
            self.undo_stack.append(change.undo)
            self.merges_changed.emit()

    def add_alias(self) -> None:
        """Another name for the chosen player (Alt+A)."""
        name = self.player()
        if name is None:
            return
        alias, ok = QInputDialog.getText(self, self.tr("Alias"),
                                         self.tr("Another name for {0}:").format(name))
        if ok and alias.strip():
            self._run_undoable(AliasPlayer(name, alias), self.tr("Alias"))

    def remove_alias(self) -> None:
        """Forget one of the chosen player's aliases (Alt+O)."""
        row = self.rows.get(self.player() or "")
        if row is None or not row.aliases:
            return
        alias, ok = QInputDialog.getItem(self, self.tr("Forget alias"),
                                         self.tr("Which alias of {0}:").format(row.name),
                                         list(row.aliases), 0, False)
        if ok and alias:
            self._run_undoable(UnaliasPlayer(alias), self.tr("Forget alias"))

    def toggle_inactive(self) -> None:
        """Mark the chosen player inactive, or active again (Alt+I)."""
        row = self.rows.get(self.player() or "")
        if row is not None:
            command = RetirePlayer(row.name) if row.active else ActivatePlayer(row.name)
            self._run_undoable(command, self.inactive_button.text().replace("&", ""))

    def split(self) -> None:
        """Choose games of the chosen player that another person played (by keyboard:
        Space ticks, Tab to the name, Enter moves them)."""
        dialog = self.split_dialog()
        if dialog is not None:
            dialog.exec()

    def split_dialog(self) -> SplitDialog | None:
        """The dialog for splitting the chosen player (not yet shown)."""
        name = self.player()
        if name is None:
            return None

        def run(to: str, games: tuple[int, ...]) -> None:
            self.records.run(SplitPlayer(name, to, games))  # the change refreshes this view

        return SplitDialog(name, self.store.player_games(name), self.store.player_names(),
                           run, self)

    def _merge_confirmed(self, keep: str, gone: str) -> bool:
        games = self.tr("%n game(s)", "", self.games_of.get(gone, 0))
        answer = QMessageBox.question(
            self, self.tr("Merge players"),
            self.tr("Merge {0} into {1}?\n\nAll of {0}'s games ({2}) become {1}'s, and "
                    "the name {0} is gone (Undo merge brings it back).").format(gone, keep, games),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes


def chosen_after(change: RecordsChange | None) -> str | None:
    """Whom to show after a change: the new name, the one merged into, the name given
    back; else whoever was shown."""
    match change.command if change is not None else None:
        case RenamePlayer(_, new):
            return new.strip()
        case MergePlayers(keep, _):
            return keep
        case UndoMerge(merged):
            return merged.gone_name
        case SplitPlayer(name, _, _):
            return name
        case AliasPlayer(name, _) | RetirePlayer(name) | ActivatePlayer(name):
            return name
    return None
