"""The table changes at the table: a player joins, leaves, or sits out the next hand.

Only for a house game whose rules have ``table_changes``. Each dialog makes one
command (:class:`~scorekeeper.rules.Join`, ``Leave``, ``SitOut``) and submits it; a
refusal by the rules is shown in the dialog, which stays open, so nothing typed is
lost. Everything is reachable by keyboard: the fields in tab order, Enter to apply,
Esc to cancel.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...rules import Command, Join, Leave, Scorecard, ScorekeeperError, SitOut
from ...rules.names import name_key
from ..shared.fit import ElidedComboBox, plain_label
from ..shared.number_field import NumberField, focus_on_show
from ..shared.player_completer import Known, PlayerCompleter, pairs

Submit = Callable[[Command], ScorekeeperError | None]
START_LIMIT = 1_000_000  # as the rules allow a start total


def at_the_table(scorecard: Scorecard) -> tuple[str, ...]:
    """Who is at the table for the hand to come (seated or sitting out), in seat order."""
    hand = scorecard.current
    if hand is None or hand.table is None:
        return scorecard.setup.players
    return tuple(p for p in hand.table.ring if p not in hand.table.away)


class _ChangeDialog(QDialog):
    """A small form whose OK submits one command; a refusal is shown under the form."""

    def __init__(self, title: str, submit: Submit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self._submit = submit
        self.form = QFormLayout()
        self.note = plain_label("")
        self.note.setWordWrap(True)
        self.note.setAccessibleName(self.tr("Why it was refused"))
        self.note.setStyleSheet("color: #c62828; font-weight: bold;")
        self.note.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._apply)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.note)
        layout.addWidget(buttons)

    def command(self) -> Command | None:
        raise NotImplementedError

    def _apply(self) -> None:
        command = self.command()
        if command is None:
            return
        refused = self._submit(command)
        if refused is None:
            self.accept()
            return
        self.note.setText(str(refused))
        self.note.show()


class JoinDialog(_ChangeDialog):
    """Player joins…: the name (known players offered), the seat, the start total."""

    def __init__(self, scorecard: Scorecard, known: Known, submit: Submit,
                 parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Player joins"), submit, parent)
        in_game = {name_key(p) for p in scorecard.players}
        self.name = QLineEdit()
        self.name.setAccessibleName(self.tr("Name of the player who joins"))
        self.name.setMaxLength(40)
        self.names = PlayerCompleter(  # names and aliases of who is not seated
            [(typed, player) for typed, player in pairs(known)
             if name_key(player) not in in_game], self)
        self.name.setCompleter(self.names)
        self.after = ElidedComboBox()  # a 40-letter name elides, not the dialog widens
        self.after.setAccessibleName(self.tr("Sits after"))
        self.after.addItems(list(at_the_table(scorecard)))
        self.after.setMinimumContentsLength(12)
        totals = [s.total for s in scorecard.standings]
        self.lowest = min(totals) if totals else 0
        self.from_zero = QRadioButton(self.tr("&0"))
        self.from_lowest = QRadioButton(self.tr("the &lowest total now ({0})").format(
            self.lowest))
        self.from_typed = QRadioButton(self.tr("&typed:"))
        self.typed = NumberField(-START_LIMIT, START_LIMIT, 0, self.tr("Start total typed"))
        self.typed.valueChanged.connect(lambda _v: self.from_typed.setChecked(True))
        self.starts = QButtonGroup(self)
        for button in (self.from_zero, self.from_lowest, self.from_typed):
            self.starts.addButton(button)
        self.from_zero.setChecked(True)
        start = QWidget()
        row = QVBoxLayout(start)
        row.setContentsMargins(0, 0, 0, 0)
        for widget in (self.from_zero, self.from_lowest, self.from_typed, self.typed):
            row.addWidget(widget)
        self.form.addRow(self.tr("&Name:"), self.name)
        self.form.addRow(self.tr("&Sits after:"), self.after)
        self.form.addRow(QLabel(self.tr("Starts from:")), start)
        focus_on_show(self, self.name)

    def start_total(self) -> int:
        if self.from_lowest.isChecked():
            return self.lowest
        if self.from_typed.isChecked():
            return self.typed.value()
        return 0

    def command(self) -> Command | None:
        name = self.names.player_for(self.name.text())  # an alias: its player
        if not name:
            self.note.setText(self.tr("Type the name of the player who joins."))
            self.note.show()
            self.name.setFocus()
            return None
        return Join(name, self.after.currentText(), self.start_total())


def _tr(text: str) -> str:
    """``text`` in the app's language (lupdate reads ``_tr`` calls: context "")."""
    return QCoreApplication.translate("", text)


class PlayerDialog(_ChangeDialog):
    """Player leaves… or Sits out next hand…: one player chosen from a list."""

    def __init__(self, title: str, label: str, players: Sequence[str],
                 make: Callable[[str], Command], submit: Submit,
                 parent: QWidget | None = None) -> None:
        super().__init__(title, submit, parent)
        self._make = make
        self.player = ElidedComboBox()
        self.player.setAccessibleName(label.replace("&", "").rstrip(":"))
        self.player.addItems(list(players))
        self.player.setMinimumContentsLength(12)
        self.form.addRow(label, self.player)
        focus_on_show(self, self.player)

    def command(self) -> Command | None:
        return self._make(self.player.currentText())


def leave_dialog(scorecard: Scorecard, submit: Submit, parent: QWidget | None = None
                 ) -> PlayerDialog:
    return PlayerDialog(_tr("Player leaves"), _tr("&Who leaves:"), at_the_table(scorecard),
                        Leave, submit, parent)


def sit_out_dialog(scorecard: Scorecard, submit: Submit, parent: QWidget | None = None
                   ) -> PlayerDialog:
    """Choosing someone already sitting out the next hand takes them back in."""
    hand = scorecard.current
    out = set(hand.table.sitting_out) if hand is not None and hand.table else set()
    players = at_the_table(scorecard)
    labels = [_tr("{0} (back in)").format(p) if p in out else p for p in players]
    return PlayerDialog(_tr("Sits out next hand"), _tr("&Who sits out:"), labels,
                        lambda label: SitOut(players[labels.index(label)],
                                             out=players[labels.index(label)] not in out),
                        submit, parent)
