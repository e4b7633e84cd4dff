"""The leaderboard: one game's ratings (a season, if chosen), head to head, records."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QColor, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...club.games import games_to_choose
from ...club.leaderboard import ClubTally, LeaderboardRow, club_records, head_to_head
from ...club.ratings import RatingBook, leaderboard
from ...rules import ScorekeeperError
from ...rules.stats_games import has_bids, stats_title
from ...store.interfaces import ClubStore
from ..history.history_model import long_date
from ..shared.fit import ElidedLabel
from ..shared.fonts import scaled_font
from ..shared.layouts import taken_widgets
from ..shared.plurals import install_plurals
from ..shared.screen import plain_tip
from ..shared.translations import QT_TRANSLATE_NOOP
from .club_data import rated

BOARD_COLUMNS = (QT_TRANSLATE_NOOP("LeaderboardView", "Rank"),
                 QT_TRANSLATE_NOOP("LeaderboardView", "Player"),
                 QT_TRANSLATE_NOOP("LeaderboardView", "Rating"), "μ", "σ",
                 QT_TRANSLATE_NOOP("LeaderboardView", "Games"),
                 QT_TRANSLATE_NOOP("LeaderboardView", "Wins"),
                 QT_TRANSLATE_NOOP("LeaderboardView", "Exact bids"))
EXACT_COLUMN = 7
LEADERS = 5  # players drawn in the chart beside the leaderboard


def _item(text: str, *, right: bool = True, tip: str = "") -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if tip or not right:  # a name (left-aligned) is whole in its tooltip when cut
        item.setToolTip(plain_tip(tip or text))
    return item


class LeaderboardView(QWidget):
    """Chooses a game and, for a season, its dates; shows three tables of that game."""

    def __init__(self, store: ClubStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        install_plurals()
        self.store = store
        self.heading = QLabel()
        self.heading.setFont(scaled_font(self.font(), 1.4, bold=True))
        self.game = QComboBox()
        self.game.setAccessibleName(self.tr("Game"))
        self.fill_games()
        top = self._build_top()
        self._build_board()
        matrix_box = self._build_matrix()
        self.records = QLabel()
        self.records.setTextFormat(Qt.TextFormat.RichText)
        self.records.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.records.setAccessibleName(self.tr("Club records"))
        self.records.setMargin(12)
        self.records.setFont(scaled_font(self.font(), 1.15))
        self.tabs = QTabWidget()
        self.tabs.addTab(self.board_split, self.tr("Leaderboard"))
        self.tabs.addTab(matrix_box, self.tr("Head to head"))
        self.tabs.addTab(self.records, self.tr("Records"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        for signal in (self.game.currentIndexChanged, self.season.toggled,
                       self.date_from.dateChanged, self.date_to.dateChanged):
            signal.connect(self.refresh)
        self._shown = False

    def _build_matrix(self) -> QWidget:
        """The head-to-head tab: each pair's record in the games they finished together."""
        self.matrix = self._table((), self.tr("Head to head"))
        self.matrix_note = QLabel(self.tr(
            "Each row's player against each column's, in the games they finished together: "
            "ahead – behind – level."))
        self.matrix_note.setWordWrap(True)
        matrix_box = QWidget()
        matrix_layout = QVBoxLayout(matrix_box)
        matrix_layout.addWidget(self.matrix_note)
        matrix_layout.addWidget(self.matrix)
        matrix_layout.addStretch(1)
        self.matrix.setSizeAdjustPolicy(QTableWidget.SizeAdjustPolicy.AdjustToContents)
        self.matrix.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        return matrix_box

    def _build_board(self) -> None:
        """The leaderboard tab: the board and what a rating is, beside the chart."""
        self.board = self._table(tuple(self.tr(c) for c in BOARD_COLUMNS),
                                 self.tr("Leaderboard"))
        rating = self.board.horizontalHeaderItem(2)
        if rating is not None:
            rating.setToolTip(self.tr("The conservative rating, μ − 3σ: it rises with wins "
                                      "and with games played"))
        self.chart_box = QVBoxLayout()
        chart_holder = QWidget()
        chart_holder.setLayout(self.chart_box)
        self.explained = QLabel(self.tr(
            "<p>The <b>rating</b> is OpenSkill's cautious estimate, μ − 3σ: <b>μ</b> is the "
            "skill the results so far show, <b>σ</b> how unsure of it the app still is. "
            "Everyone starts at 0 (μ 25, σ 8.33); finishing ahead of others raises μ, "
            "and every game lowers σ.</p><p>Each finished game counts, in the order played, "
            "by its places: a shared place is a tie. A season starts everyone afresh.</p>"))
        self.explained.setWordWrap(True)
        self.explained.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        left = QWidget()
        left_box = QVBoxLayout(left)
        left_box.setContentsMargins(0, 0, 0, 0)
        left_box.addWidget(self.board, 3)
        left_box.addWidget(self.explained, 1)
        self.board_split = QSplitter(Qt.Orientation.Horizontal)
        self.board_split.addWidget(left)
        self.board_split.addWidget(chart_holder)
        self.board_split.setStretchFactor(0, 0)
        self.board_split.setStretchFactor(1, 1)

    def _build_top(self) -> QHBoxLayout:
        """The row above the tabs: the game, the season's dates, the count, Reports."""
        self.season = QCheckBox(self.tr("Season from"))
        self.season.setAccessibleName(self.tr("Only a season's games"))
        self.season.setToolTip(self.tr("Rate only the games of a season: everyone starts level"))
        year = QDate.currentDate().year()
        self.date_from = QDateEdit(QDate(year, 1, 1))
        self.date_from.setAccessibleName(self.tr("Season from"))
        self.date_to = QDateEdit(QDate(year, 12, 31))
        self.date_to.setAccessibleName(self.tr("Season to"))
        for edit in (self.date_from, self.date_to):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setEnabled(False)
        self.season.toggled.connect(self.date_from.setEnabled)
        self.season.toggled.connect(self.date_to.setEnabled)
        self.count = ElidedLabel()  # gives way first when the row is tight (long words)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Game")))
        top.addWidget(self.game)
        top.addSpacing(16)
        for widget in (self.season, self.date_from, QLabel(self.tr("to")), self.date_to):
            top.addWidget(widget)
        top.addStretch(1)
        top.addWidget(self.count)
        self.reports_button = QPushButton(self.tr("Re&ports…"))
        self.reports_button.setToolTip(self.tr("This season's report, an evening, a player's "
                                               "card, head to head"))
        self.reports_button.clicked.connect(self.show_reports)
        top.addWidget(self.reports_button)
        return top

    def _table(self, columns: tuple[str, ...], name: str) -> QTableWidget:
        table = QTableWidget(0, len(columns))
        table.setAccessibleName(name)
        table.setHorizontalHeaderLabels(list(columns))
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setAlternatingRowColors(True)
        return table

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown:
            self._shown = True
            self.refresh()

    def choose(self, game: str, since: str | None = None, until: str | None = None) -> None:
        """Show ``game`` (and a season from ``since`` to ``until``, ISO dates)."""
        self.fill_games()
        self.blockSignals(True)
        for widget in (self.game, self.season, self.date_from, self.date_to):
            widget.blockSignals(True)
        self.game.setCurrentIndex(max(0, self.game.findData(game)))
        self.season.setChecked(bool(since or until))
        self.date_from.setEnabled(self.season.isChecked())
        self.date_to.setEnabled(self.season.isChecked())
        if since:
            self.date_from.setDate(QDate.fromString(since, "yyyy-MM-dd"))
        if until:
            self.date_to.setDate(QDate.fromString(until, "yyyy-MM-dd"))
        for widget in (self.game, self.season, self.date_from, self.date_to):
            widget.blockSignals(False)
        self.blockSignals(False)
        self.refresh()

    def fill_games(self) -> None:
        """Every built-in game and each house game played (by its name), keeping the
        game chosen."""
        try:
            keys = games_to_choose(self.store)
        except ScorekeeperError:
            return  # the list stays as it was; reading the ratings says what is wrong
        if [self.game.itemData(i) for i in range(self.game.count())] == keys:
            return
        chosen = self.game.currentData()
        self.game.blockSignals(True)
        self.game.clear()
        for key in keys:
            self.game.addItem(stats_title(key), key)
        self.game.setCurrentIndex(max(0, self.game.findData(chosen) if chosen else 0))
        self.game.blockSignals(False)

    def show_reports(self) -> None:
        """The Reports dialog on the season shown (this year's when none is chosen)."""
        from .reports_dialog import ReportsDialog

        since, until = self.season_dates()
        ReportsDialog(self.store, self, kind="season", since=since, until=until).exec()

    def season_dates(self) -> tuple[str | None, str | None]:
        if not self.season.isChecked():
            return None, None
        return (self.date_from.date().toString("yyyy-MM-dd"),
                self.date_to.date().toString("yyyy-MM-dd"))

    def refresh(self) -> None:
        self.fill_games()  # a house game played since shows up
        game = self.game.currentData()
        since, until = self.season_dates()
        bids = has_bids(game)
        season = (self.tr(" · season {0} to {1}").format(long_date(since + "T12:00"),
                                                        long_date(until + "T12:00"))
                  if since and until else "")
        self.heading.setText(self.tr("Leaderboard · {0}").format(stats_title(game)) + season)
        try:
            book = rated(self.store, game, since, until)
        except ScorekeeperError as error:
            self.count.setText(str(error))
            return
        self.count.setText(self.tr("%n finished game(s)", "", book.rated))
        rows = leaderboard(book, set(self.store.inactive_players()))  # who plays now
        self._fill_board(rows, bids)
        self._fill_chart(book, rows)
        self._fill_matrix(book.tally, [row.player for row in rows])
        self._fill_records(book.tally)

    def _fill_board(self, rows: list[LeaderboardRow], bids: bool) -> None:
        self.board.setRowCount(len(rows))
        for r, row in enumerate(rows):
            exact = "—" if row.exact_rate is None else f"{row.exact_rate:.0%}"
            items = (_item(str(row.rank)), _item(row.player, right=False),
                     _item(f"{row.rating:.1f}"), _item(f"{row.mu:.1f}"),
                     _item(f"{row.sigma:.2f}"), _item(str(row.games)), _item(str(row.wins)),
                     _item(exact))
            for column, item in enumerate(items):
                self.board.setItem(r, column, item)
        self.board.setColumnHidden(EXACT_COLUMN, not bids)
        self.board.resizeColumnsToContents()
        self.board.setColumnWidth(1, max(self.board.columnWidth(1), 140))
        self.board.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        width = sum(self.board.columnWidth(c) for c in range(self.board.columnCount())
                    if not self.board.isColumnHidden(c))
        self.board.setMinimumWidth(width + 2 * self.board.frameWidth()
                                   + self.board.verticalScrollBar().sizeHint().width())
        self.board_split.setSizes([self.board.minimumWidth(), 10_000])

    def _fill_chart(self, book: RatingBook, rows: list[LeaderboardRow]) -> None:
        """The leaders' ratings over the games rated (the season's, if chosen)."""
        from .club_data import chart_colours
        from .rating_chart import ratings_chart

        for widget in taken_widgets(self.chart_box):
            widget.deleteLater()
        leaders = [row.player for row in rows[:LEADERS]]
        self.chart_box.addWidget(ratings_chart(
            {p: book.points(p) for p in leaders}, self.palette(),
            self.tr("The leaders' ratings over time"), colours=chart_colours(self.store)))

    def _fill_matrix(self, tally: ClubTally, order: list[str]) -> None:
        """Rows and columns in leaderboard order; a cell is tinted by who came out ahead."""
        players, meetings = head_to_head(tally)
        players = tuple(sorted(players, key=lambda p: order.index(p) if p in order
                               else len(order)))
        ahead, behind = self._tints()
        self.matrix.clear()
        self.matrix.setRowCount(len(players))
        self.matrix.setColumnCount(len(players))
        self.matrix.setHorizontalHeaderLabels(list(players))
        self.matrix.setVerticalHeaderLabels(list(players))
        self.matrix.verticalHeader().setVisible(True)
        for r, a in enumerate(players):
            for c, b in enumerate(players):
                m = meetings.get((a, b))
                if a == b or m is None:
                    blank = _item("—" if a == b else "", right=False)
                    blank.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    self.matrix.setItem(r, c, blank)
                    continue
                item = _item(f"{m.ahead}–{m.behind}–{m.level}", right=False,
                             tip=self.tr("{0} against {1}: {2} ahead, {3} behind, {4} level "
                                         "in {5}").format(a, b, m.ahead, m.behind, m.level,
                                                          self.tr("%n game(s)", "", m.games)))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if m.ahead != m.behind:
                    item.setBackground(ahead if m.ahead > m.behind else behind)
                self.matrix.setItem(r, c, item)
        self.matrix.resizeColumnsToContents()
        for c in range(self.matrix.columnCount()):
            self.matrix.setColumnWidth(c, self.matrix.columnWidth(c) + 12)

    def _tints(self) -> tuple[QColor, QColor]:
        """Faint green and red that keep the text readable in light and dark themes."""
        dark = self.palette().color(QPalette.ColorRole.Base).lightness() < 128
        ahead, behind = QColor("#2e7d32"), QColor("#c62828")
        for colour in (ahead, behind):
            colour.setAlpha(90 if dark else 45)
        return ahead, behind

    def _fill_records(self, tally: ClubTally) -> None:
        records = club_records(tally)
        if not records:
            self.records.setText(self.tr("No finished games yet."))
            return
        rows = "".join(
            f"<tr><td>{escape(r.what)}</td><td align='right'><b>&nbsp;{r.value}&nbsp;</b></td>"
            f"<td>{escape(r.player)}</td><td>&nbsp;· {escape(long_date(r.started))}, "
            f"{self.tr('game {0}').format(r.game_id)}</td></tr>" for r in records)
        self.records.setText(f"<table cellpadding='4'>{rows}</table>")
