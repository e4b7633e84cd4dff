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


def ago(stamp: str) -> str:
    """"5 minutes ago", "yesterday", or the date."""
    from datetime import UTC, datetime

    try:
        then = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    if then.tzinfo is None:  # an imported file may give no zone: the table's own time
        then = then.astimezone()
    seconds = (datetime.now(UTC) - then).total_seconds()
    if seconds < 90:
        return "just now"
    if seconds < 3600:
        return f"{int(seconds // 60)} minutes ago"
    if seconds < 86400:
        hours = int(seconds // 3600)
        return f"{hours} hour{'s' if hours > 1 else ''} ago"
    if seconds < 2 * 86400:
        return "yesterday"
    return then.astimezone().strftime("%d %b %Y")


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
        row = QHBoxLayout()
        self.new_button = QPushButton(self.tr("New game…  (Ctrl+N)"))
        self.new_button.setMinimumHeight(44)
        self.new_button.setDefault(True)
        bold = QFont(self.new_button.font())
        bold.setBold(True)
        self.new_button.setFont(bold)  # the main action, without a style sheet (start-up)
        self.new_button.clicked.connect(self.new_game.emit)
        row.addWidget(self.new_button)
        for text, signal in (("History  (Ctrl+H)", self.history),
                             ("Players  (Ctrl+Shift+P)", self.players)):
            button = QPushButton(text)
            button.setMinimumHeight(44)
            button.clicked.connect(signal.emit)
            row.addWidget(button)
        row.addStretch(1)
        layout.addLayout(row)

        unfinished = QGroupBox(self.tr("Unfinished games"))
        u_layout = QVBoxLayout(unfinished)
        self.unfinished = QListWidget()
        self.unfinished.setAccessibleName("Unfinished games")
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
        self.recent.setAccessibleName("Recent games")
        self.recent.itemActivated.connect(self._activated)

        h_layout.addWidget(self.recent)
        lists = QHBoxLayout()
        lists.addWidget(unfinished, 1)
        lists.addWidget(history, 1)
        layout.addLayout(lists, 1)

    def show_games(self, unfinished: list[GameSummary], recent: list[GameSummary]) -> None:
        from PySide6.QtCore import Qt  # a large namespace: not needed for the first paint

        if not isinstance(self.unfinished.itemDelegate(), _delegate_class()):
            self.unfinished.setItemDelegate(_delegate_class()(self.unfinished))
            self.recent.setItemDelegate(_delegate_class()(self.recent))
        chosen = {lst: _chosen_id(lst) for lst in (self.unfinished, self.recent)}
        self.unfinished.clear()
        for g in unfinished:
            text = (f"{title_of(g.counted_as)}\n{g.players}\n"
                    f"hand {g.hands_played + 1} next · last played {ago(g.updated)}")
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, g.id)
            item.setToolTip(plain_tip(g.players))  # whole, where the line is cut
            self.unfinished.addItem(item)
        if not unfinished:
            item = QListWidgetItem("No unfinished games.")
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.unfinished.addItem(item)
        else:
            self.unfinished.setCurrentRow(_row_of(self.unfinished, chosen[self.unfinished]))
        self.resume_button.setEnabled(bool(unfinished))
        self.recent.clear()
        for g in recent:
            outcome = f"won by {g.winners}" if g.winners else g.status
            item = QListWidgetItem(f"{title_of(g.counted_as)} · {ago(g.started)}\n"
                                   f"{g.players}\n{outcome} · {g.hands_played} hands")
            item.setData(Qt.ItemDataRole.UserRole, g.id)
            item.setToolTip(plain_tip(g.players))
            self.recent.addItem(item)
        if not recent:
            item = QListWidgetItem("No games yet: start one!")
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.recent.addItem(item)
        else:
            self.recent.setCurrentRow(_row_of(self.recent, chosen[self.recent]))
        focus = self.focusWidget()
        if self.isVisible() and (focus is None or not focus.hasFocus()):
            self.focus_first()  # read again while shown: the keyboard stays where it is

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
