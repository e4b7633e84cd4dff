"""Players: rename, merge two entries of one person, and each player's record."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..rules import VARIANTS, ScorekeeperError
from ..store import Store
from .fonts import scaled_font

STAT_COLUMNS = ("Game", "Played", "Won", "Avg place", "Exact bids", "Avg hand", "Bid − took",
                "Best", "Worst")


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{value:.0%}"


def _num(value: float | None, fmt: str = ".2f") -> str:
    return "—" if value is None else format(value, fmt)


class PlayersView(QWidget):
    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.list = QListWidget()
        self.list.currentItemChanged.connect(lambda *_: self.show_player())
        rename = QPushButton(self.tr("Rename…"))
        rename.clicked.connect(self.rename)
        merge = QPushButton(self.tr("Merge into…"))
        merge.setToolTip(self.tr("The same person entered under two names: all games follow"))
        merge.clicked.connect(self.merge)
        left = QVBoxLayout()
        left.addWidget(QLabel(self.tr("<b>Players</b>")))
        left.addWidget(self.list, 1)
        row = QHBoxLayout()
        row.addWidget(rename)
        row.addWidget(merge)
        left.addLayout(row)
        left_box = QWidget()
        left_box.setLayout(left)

        self.heading = QLabel()
        font = scaled_font(self.font(), 1.4, bold=True)
        self.heading.setFont(font)
        self.stats = QTableWidget(0, len(STAT_COLUMNS))
        self.stats.setHorizontalHeaderLabels(list(STAT_COLUMNS))
        self.stats.verticalHeader().setVisible(False)
        self.stats.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.stats.horizontalHeader().setStretchLastSection(True)
        self.stats.setMaximumHeight(190)
        self.opponent = QComboBox()
        self.opponent.currentIndexChanged.connect(lambda _: self.show_head_to_head())
        self.h2h = QLabel()
        self.h2h.setTextFormat(Qt.TextFormat.RichText)
        self.chart_box = QVBoxLayout()
        right = QVBoxLayout()
        right.addWidget(self.heading)
        right.addWidget(self.stats)
        h2h_row = QHBoxLayout()
        h2h_row.addWidget(QLabel(self.tr("Head to head against")))
        h2h_row.addWidget(self.opponent)
        h2h_row.addStretch(1)
        right.addLayout(h2h_row)
        right.addWidget(self.h2h)
        right.addLayout(self.chart_box, 1)
        right_box = QWidget()
        right_box.setLayout(right)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left_box)
        split.addWidget(right_box)
        split.setStretchFactor(1, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(split)
        self.refresh()

    def refresh(self, select: str | None = None) -> None:
        current = select or (self.list.currentItem().data(Qt.ItemDataRole.UserRole)
                             if self.list.currentItem() else None)
        self.list.clear()
        for row in self.store.players():
            games = f"{row.games} game{'s' if row.games != 1 else ''}"
            item = QListWidgetItem(f"{row.name}  ·  {games}")
            item.setData(Qt.ItemDataRole.UserRole, row.name)
            self.list.addItem(item)
            if row.name == current:
                self.list.setCurrentItem(item)
        if self.list.currentItem() is None and self.list.count():
            self.list.setCurrentRow(0)

    def player(self) -> str | None:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else None

    def show_player(self) -> None:
        name = self.player()
        self.heading.setText(name or "")
        self.stats.setRowCount(0)
        if name is None:
            return
        stats = self.store.player_stats(name)
        self.stats.setRowCount(len(stats))
        for row, s in enumerate(stats):
            title = VARIANTS[s.variant].title if s.variant in VARIANTS else s.variant
            best = f"{s.best_total} (game {s.best_game})" if s.best_game else "—"
            worst = f"{s.worst_total} (game {s.worst_game})" if s.worst_game else "—"
            values = (title, str(s.played), str(s.won), _num(s.average_place),
                      _pct(s.exact_rate), _num(s.average_hand_score, "+.2f"),
                      _num(s.over_under, "+.2f"), best, worst)
            for column, value in enumerate(values):
                self.stats.setItem(row, column, QTableWidgetItem(value))
        self.stats.resizeColumnsToContents()
        self.opponent.blockSignals(True)
        self.opponent.clear()
        self.opponent.addItems([p for p in self.store.player_names() if p != name])
        self.opponent.blockSignals(False)
        self.show_head_to_head()
        self._chart(name)

    def show_head_to_head(self) -> None:
        name, other = self.player(), self.opponent.currentText()
        if not name or not other:
            self.h2h.setText(self.tr(""))
            return
        rows = self.store.head_to_head(name, other)
        if not rows:
            self.h2h.setText(f"{name} and {other} have not finished a game together.")
            return
        lines = [f"<tr><td>{VARIANTS[r.variant].title}</td><td align='right'>&nbsp;{r.games} "
                 f"games:&nbsp;</td><td><b>{r.ahead}</b> ahead, <b>{r.behind}</b> behind, "
                 f"{r.level} level</td></tr>" for r in rows]
        self.h2h.setText(self.tr("<table>") + "".join(lines) + "</table>")

    def _chart(self, name: str) -> None:
        while self.chart_box.count():
            item = self.chart_box.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        rows = self.store.exact_by_hand_size(player=name)
        if not rows:
            return
        from .charts import exact_rate_chart

        self.chart_box.addWidget(exact_rate_chart(rows, self.palette(),
                                                  f"{name}: exact bids by hand size"))

    def rename(self) -> None:
        name = self.player()
        if name is None:
            return
        new, ok = QInputDialog.getText(self, "Rename player", f"New name for {name}:",
                                       text=name)
        if not ok or not new.strip():
            return
        try:
            self.store.rename_player(name, new)
        except ScorekeeperError as error:
            QMessageBox.warning(self, "Rename player", str(error)[:1].upper() + str(error)[1:])
            return
        self.refresh(select=new.strip())

    def merge(self) -> None:
        name = self.player()
        if name is None:
            return
        others = [p for p in self.store.player_names() if p != name]
        keep, ok = QInputDialog.getItem(self, "Merge players",
                                        f"{name} is the same person as:", others, 0, False)
        if not ok:
            return
        try:
            self.store.merge_players(keep, name)
        except ScorekeeperError as error:
            QMessageBox.warning(self, "Merge players", str(error)[:1].upper() + str(error)[1:])
            return
        self.refresh(select=keep)
