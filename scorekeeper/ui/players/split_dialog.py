"""Split a player: tick the games that were someone else's, name who played them.

By keyboard: the list of games has the keyboard (↑/↓ move, Space ticks), Tab goes to
the name (completed from the players there are), Enter moves the ticked games. A
split the store refuses keeps the dialog open with every tick and the name as they
were, and the reason under them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...rules import ScorekeeperError
from ...rules.stats_games import stats_title
from ...store.query_types import PlayerGame
from ..history.history_model import long_date
from ..shared.number_field import focus_on_show

Split = Callable[[str, tuple[int, ...]], None]  # (who takes them, the games): may refuse


class SplitDialog(QDialog):
    """Which of ``name``'s games go to another name; ``split`` carries it out."""

    def __init__(self, name: str, games: Sequence[PlayerGame], names: Sequence[str],
                 split: Split, parent: QWidget | None = None, to: str = "") -> None:
        super().__init__(parent)
        self.split = split
        self.setWindowTitle(self.tr("Split {0}").format(name))
        intro = QLabel(self.tr("Which of {0}'s games did someone else play? Tick them "
                               "(Space), then name who played them.").format(name))
        intro.setWordWrap(True)
        self._build_games(name, games)
        self._build_to(name, names, to)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setAccessibleName(self.tr("Why not"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.move_button = self.buttons.addButton(self.tr("Move games"),
                                                  QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setAutoDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.games, 1)
        to_label = QLabel(self.tr("&They go to:"))
        to_label.setBuddy(self.to)
        layout.addWidget(to_label)
        layout.addWidget(self.to)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        room = self.screen().availableGeometry()
        self.setMinimumWidth(min(640, room.width() * 9 // 10))
        self.resize(self.minimumWidth(), min(560, room.height() * 8 // 10))
        self.games.setFocus()
        self._enable()

    def _build_games(self, name: str, games: Sequence[PlayerGame]) -> None:
        """The player's games, each to tick."""
        self.games = QListWidget()
        self.games.setAccessibleName(self.tr("{0}'s games").format(name))
        # Seven long names make a long line: wrapped, never cut off or scrolled sideways.
        self.games.setWordWrap(True)
        self.games.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.games.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for game in games:
            self.games.addItem(self._item(game))
        self.games.setCurrentRow(0)
        self.games.itemChanged.connect(lambda _: self._enable())

    def _build_to(self, name: str, names: Sequence[str], to: str) -> None:
        """Who played the games ticked: a new name or another player (completed)."""
        self.to = QLineEdit(to)
        self.to.setAccessibleName(self.tr("They go to"))
        self.to.setPlaceholderText(self.tr("a new name, or a player who was not there"))
        completer = QCompleter([n for n in names if n != name], self.to)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.to.setCompleter(completer)
        self.to.textChanged.connect(lambda _: self._enable())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.move_button.setDefault(True)  # Enter moves the games (the box chose on show)
        self.games.setFocus()
        focus_on_show(self, self.games)  # the first Space ticks a game

    def _item(self, game: PlayerGame) -> QListWidgetItem:
        summary = game.game
        title = stats_title(summary.counted_as)
        text = f"{summary.id} · {long_date(summary.started)} · {title} · {summary.players}"
        if game.in_trash:
            text += " · " + self.tr("in the trash")
        item = QListWidgetItem(text)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Unchecked)
        item.setData(Qt.ItemDataRole.UserRole, summary.id)
        return item

    def chosen(self) -> tuple[int, ...]:
        """The ticked games' ids, in the list's order."""
        return tuple(self.games.item(row).data(Qt.ItemDataRole.UserRole)
                     for row in range(self.games.count())
                     if self.games.item(row).checkState() == Qt.CheckState.Checked)

    def _enable(self) -> None:
        self.move_button.setEnabled(bool(self.chosen()) and bool(self.to.text().strip()))

    def accept(self) -> None:
        """Move the ticked games; a refusal is shown and the dialog stays as it was."""
        if not self.chosen() or not self.to.text().strip():
            return
        try:
            self.split(self.to.text().strip(), self.chosen())
        except ScorekeeperError as error:
            message = str(error)
            self.error.setText(message[:1].upper() + message[1:])
            return
        super().accept()
