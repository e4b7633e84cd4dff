"""The first screen: resume an unfinished game, start a new one, or look back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..shared.fonts import scaled_font
from ..shared.screen import plain_tip

if TYPE_CHECKING:
    from ...store import GameSummary


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the app's language (lupdate reads ``_tr`` calls: context ""); a count
    left in English ("%n minute(s) ago") gets its English plural."""
    from PySide6.QtCore import QCoreApplication

    from ..shared.plurals import english_plural

    shown = QCoreApplication.translate("", text, disambiguation, n)
    return english_plural(shown, n) if n >= 0 and shown == text.replace("%n", str(n)) \
        else shown


def ago(stamp: str) -> str:
    """"5 minutes ago", "yesterday", or the date (in the app's language)."""
    from datetime import UTC, datetime

    try:
        then = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    if then.tzinfo is None:  # an imported file may give no zone: the table's own time
        then = then.astimezone()
    seconds = (datetime.now(UTC) - then).total_seconds()
    if seconds < 90:
        return _tr("just now")
    if seconds < 3600:
        return _tr("%n minute(s) ago", "", int(seconds // 60))
    if seconds < 86400:
        return _tr("%n hour(s) ago", "", int(seconds // 3600))
    if seconds < 2 * 86400:
        return _tr("yesterday")
    from PySide6.QtCore import QDate, QLocale

    day = then.astimezone()
    form = _tr("d MMM yyyy", "Qt's date format: a date in the start screen's lists")
    return QLocale().toString(QDate(day.year, day.month, day.day), form)


def _delegate_class() -> type:
    from .list_delegate import CardListDelegate  # after the first paint

    return CardListDelegate


def title_of(key: str) -> str:
    from ...rules.stats_games import stats_title

    return stats_title(key)


class StartView(QWidget):
    new_game = Signal()
    open_game = Signal(int)
    history = Signal()
    players = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(48, 32, 48, 32)
        heading = QLabel(self.tr("Scorekeeper"))
        font = scaled_font(self.font(), 2.4, bold=True)
        heading.setFont(font)
        layout.addWidget(heading)
        tagline = QLabel(self.tr("Keep score at the card table: schedule, dealer, trump, "
                                 "the dealer's hook and every hand's score."))
        tagline.setWordWrap(True)
        layout.addWidget(tagline)
        row = self._build_buttons()
        layout.addLayout(row)

        lists = self._build_lists()
        layout.addLayout(lists, 1)

    def _build_buttons(self) -> QHBoxLayout:
        """New game (the main action), History, Players."""
        row = QHBoxLayout()
        self.new_button = QPushButton(self.tr("New game…  (Ctrl+N)"))
        self.new_button.setMinimumHeight(44)
        self.new_button.setDefault(True)
        bold = QFont(self.new_button.font())
        bold.setBold(True)
        self.new_button.setFont(bold)  # the main action, without a style sheet (start-up)
        self.new_button.clicked.connect(self.new_game.emit)
        row.addWidget(self.new_button)
        for text, signal in ((self.tr("History  (Ctrl+H)"), self.history),
                             (self.tr("Players  (Ctrl+Shift+P)"), self.players)):
            button = QPushButton(text)
            button.setMinimumHeight(44)
            button.clicked.connect(signal.emit)
            row.addWidget(button)
        row.addStretch(1)
        return row

    def _build_lists(self) -> QHBoxLayout:
        """The unfinished games (with Resume) beside the recent ones."""
        unfinished = QGroupBox(self.tr("Unfinished games"))
        u_layout = QVBoxLayout(unfinished)
        self.unfinished = QListWidget()
        self.unfinished.setAccessibleName(self.tr("Unfinished games"))
        self.unfinished.itemActivated.connect(self._activated)

        u_layout.addWidget(self.unfinished)
        self.resume_button = QPushButton(self.tr("Resume  (Enter)"))
        self.resume_button.clicked.connect(lambda: self._activated(self.unfinished.currentItem()))
        resume_row = QHBoxLayout()
        resume_row.addStretch(1)
        resume_row.addWidget(self.resume_button)
        u_layout.addLayout(resume_row)
        history = QGroupBox(self.tr("Recent games"))
        h_layout = QVBoxLayout(history)
        self.recent = QListWidget()
        self.recent.setAccessibleName(self.tr("Recent games"))
        self.recent.itemActivated.connect(self._activated)

        h_layout.addWidget(self.recent)
        lists = QHBoxLayout()
        lists.addWidget(unfinished, 1)
        lists.addWidget(history, 1)
        return lists

    def show_games(self, unfinished: list[GameSummary], recent: list[GameSummary]) -> None:
        from ..shared.plurals import install_plurals

        install_plurals()  # "1 hand", "5 hands" in English

        if not isinstance(self.unfinished.itemDelegate(), _delegate_class()):
            self.unfinished.setItemDelegate(_delegate_class()(self.unfinished))
            self.recent.setItemDelegate(_delegate_class()(self.recent))
        chosen = {lst: _chosen_id(lst) for lst in (self.unfinished, self.recent)}
        self._fill_unfinished(unfinished, chosen[self.unfinished])
        self._fill_recent(recent, chosen[self.recent])
        focus = self.focusWidget()
        if self.isVisible() and (focus is None or not focus.hasFocus()):
            self.focus_first()  # read again while shown: the keyboard stays where it is

    def _fill_unfinished(self, unfinished: list[GameSummary], chosen: int | None) -> None:
        """The unfinished games, their next hand; the one chosen before stays so."""
        from PySide6.QtCore import Qt  # not needed for the first paint

        self.unfinished.clear()
        for g in unfinished:
            text = (f"{title_of(g.counted_as)}\n{g.players}\n"
                    + self.tr("hand {0} next · last played {1}").format(g.hands_played + 1,
                                                                         ago(g.updated)))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, g.id)
            item.setToolTip(plain_tip(g.players))  # whole, where the line is cut
            self.unfinished.addItem(item)
        if not unfinished:
            item = QListWidgetItem(self.tr("No unfinished games."))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.unfinished.addItem(item)
        else:
            self.unfinished.setCurrentRow(_row_of(self.unfinished, chosen))
        self.resume_button.setEnabled(bool(unfinished))

    def _fill_recent(self, recent: list[GameSummary], chosen: int | None) -> None:
        """The recent games, their outcome and length; the one chosen before stays so."""
        from PySide6.QtCore import QCoreApplication, Qt  # not needed for the first paint

        self.recent.clear()
        for g in recent:
            outcome = (self.tr("won by {0}").format(g.winners) if g.winners
                       else QCoreApplication.translate("HistoryModel", g.status))
            item = QListWidgetItem(f"{title_of(g.counted_as)} · {ago(g.started)}\n"
                                   f"{g.players}\n{outcome} · "
                                   + self.tr("%n hand(s)", "", g.hands_played))
            item.setData(Qt.ItemDataRole.UserRole, g.id)
            item.setToolTip(plain_tip(g.players))
            self.recent.addItem(item)
        if not recent:
            item = QListWidgetItem(self.tr("No games yet: start one!"))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.recent.addItem(item)
        else:
            self.recent.setCurrentRow(_row_of(self.recent, chosen))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.focus_first()

    def focus_first(self) -> None:
        """The keyboard starts on the highlighted unfinished game, so Enter resumes it
        (↑/↓ choose another, Tab reaches the recent games); with none, on New game."""
        if self.resume_button.isEnabled():
            self.unfinished.setFocus()
        else:
            self.new_button.setFocus()

    def _activated(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        from PySide6.QtCore import Qt

        game_id = item.data(Qt.ItemDataRole.UserRole)
        if game_id is not None:
            self.open_game.emit(int(game_id))


def _chosen_id(games: QListWidget) -> int | None:
    """The game highlighted in a list, by id (kept when the list is read again)."""
    from PySide6.QtCore import Qt

    item = games.currentItem()
    value = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
    return int(value) if value is not None else None


def _row_of(games: QListWidget, game_id: int | None) -> int:
    """The row of ``game_id`` in a list, or the first row: what to highlight."""
    from PySide6.QtCore import Qt

    for row in range(games.count()):
        if game_id is not None and games.item(row).data(Qt.ItemDataRole.UserRole) == game_id:
            return row
    return 0
