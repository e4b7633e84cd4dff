"""New game: the game and its options, the players and their seating, the first dealer.

Keyboard: the dialog opens in the name field; Enter adds the name typed (and never
starts the game), Ctrl+Enter starts it. Tab goes through the dialog as it reads:
the game, its options, the name, the seating, the first dealer, the buttons.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import Any, Protocol

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut, QShowEvent, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...exports.qt_words import app_words
from ...rules import VARIANTS, GameSetup, Scorecard, ScorekeeperError, variant
from ...rules.games import HOUSE, game_rules
from ...rules.house_rules import HouseRules, rules_from_dict
from ...rules.options import OptionSpec
from ...rules.presets import PRESETS
from ...rules.rules_files import RulesChoice, rules_choices
from ...rules.words import Said, Words
from ..shared.fit import plain_tip
from ..shared.number_field import focus_on_show
from ..shared.player_completer import Known, PlayerCompleter
from ..shared.screen import fit_wrapped_height


class NameField(QLineEdit):
    """The name being typed. Enter adds it (``entered``) and goes no further. With the
    completer's list open, Enter reaches only this field, the highlighted suggestion
    already in it; taking the key here keeps the completer from putting the suggestion
    back after the name was added (the next name was then appended to it)."""

    entered = Signal()
    start = Signal()  # Ctrl+Enter: the name typed is added first, then the game starts

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            super().keyPressEvent(event)
            return
        event.accept()
        self.entered.emit()
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.start.emit()


class RulesShelf(Protocol):
    """House rules saved under a name (see :class:`.rules_shelf.StoreShelf`)."""

    def saved(self) -> list[Any]: ...

    def saved_names(self) -> list[str]: ...

    def save(self, name: str, document: dict[str, Any]) -> None: ...


class NewGameDialog(QDialog):
    def __init__(self, known_players: Known = (), parent: QWidget | None = None,
                 *, game: str | None = None, players: Sequence[str] = (),
                 options: dict[str, Any] | None = None, dealer: str | None = None,
                 rematch_of: Scorecard | None = None, shelf: RulesShelf | None = None) -> None:
        super().__init__(parent)
        self.shelf = shelf
        self.choices: tuple[RulesChoice, ...] = ()
        self.house_rules: HouseRules = next(iter(PRESETS.values())).rules  # the first choice
        self.house_edited = False  # the rules were edited here (the picker says so)
        self.setWindowTitle(self.tr("Rematch") if rematch_of else self.tr("New game"))
        self.rematch_of = rematch_of
        layout = QVBoxLayout(self)
        # Never smaller than what it holds: rows are not squashed or clipped.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        columns = QHBoxLayout()
        left, right = QVBoxLayout(), QVBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        layout.addLayout(columns)
        left.addWidget(self._game_box())
        right.addWidget(self._players_box(known_players), 1)
        right.addWidget(self._dealer_box())
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c62828; font-weight: bold;")
        layout.addWidget(self.problem)
        layout.addWidget(self._button_box())
        self.option_widgets: dict[str, QWidget] = {}
        self.game.currentIndexChanged.connect(self._game_changed)
        self._prefill(game, options or {}, players, dealer)

    # --- building -----------------------------------------------------------------
    def _game_box(self) -> QGroupBox:
        """The game chosen, its summary and its options."""
        self.game = QComboBox()
        for v in VARIANTS.values():
            self.game.addItem(f"{v.title}  ({v.describe_limits(app_words())})", v.key)
        self.game.addItem(self.tr("House rules  (your table's own settings)"), HOUSE)
        self.game.setAccessibleName("Game")
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        game_box = QGroupBox(self.tr("Game"))
        game_layout = QVBoxLayout(game_box)
        game_layout.addWidget(self.game)
        game_layout.addWidget(self.summary)
        self.options_form = QFormLayout()
        game_layout.addLayout(self.options_form)
        game_layout.addStretch(1)
        return game_box

    def _players_box(self, known_players: Known) -> QGroupBox:
        """A name to add above the seating, clockwise round the table."""
        players_box = QGroupBox(self.tr("Players, clockwise round the table"))
        players_layout = QVBoxLayout(players_box)
        players_layout.addLayout(self._name_row(known_players))
        players_layout.addLayout(self._seating_row())
        return players_box

    def _name_row(self, known_players: Known) -> QHBoxLayout:
        """The name field (the club's names offered as it is typed) and Add."""
        add_row = QHBoxLayout()
        self.name = NameField()
        self.name.setPlaceholderText(self.tr("Type a name, Enter to add it"))
        self.name.setMinimumWidth(self.name.fontMetrics().horizontalAdvance(
            self.name.placeholderText()) + 12)  # the hint whole, in every language
        self.name.setAccessibleName("Player name")
        self.names = PlayerCompleter(known_players, self)  # names and aliases
        self.name.setCompleter(self.names)
        self.name.entered.connect(self.add_player)
        self.name.start.connect(self.accept)
        self.add_button = add = QPushButton(self.tr("Add"))
        add.clicked.connect(self.add_player)
        add.setAutoDefault(False)
        add_row.addWidget(self.name, 1)
        add_row.addWidget(add)
        return add_row

    def _seating_row(self) -> QHBoxLayout:
        """The seating, reordered by dragging or Alt+Up/Down, and its buttons."""
        list_row = QHBoxLayout()
        self.seating = QListWidget()
        self.seating.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.seating.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.seating.setAccessibleName("Seating order")
        # A long name is cut with "…" and whole in its tooltip, never scrolled to.
        self.seating.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.seating.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.seating.model().rowsInserted.connect(self._tip_names)
        self.seating.model().rowsMoved.connect(self._seating_changed)
        list_row.addWidget(self.seating, 1)
        moves = QVBoxLayout()
        self.move_buttons: list[QPushButton] = []
        for text, shortcut, slot in (
                (self.tr("Move up"), "Alt+Up", lambda: self.move_player(-1)),
                (self.tr("Move down"), "Alt+Down", lambda: self.move_player(1)),
                (self.tr("Remove"), "Delete", self.remove_player)):
            shown = QKeySequence(shortcut).toString(QKeySequence.SequenceFormat.NativeText)
            button = QPushButton(f"{text}  ({shown})")
            button.setAutoDefault(False)
            button.clicked.connect(slot)
            moves.addWidget(button)
            self.move_buttons.append(button)
            QShortcut(QKeySequence(shortcut), self.seating).activated.connect(slot)
        moves.addStretch(1)
        list_row.addLayout(moves)
        return list_row

    def _dealer_box(self) -> QGroupBox:
        """The first dealer, and the game's rule for who deals."""
        dealer_box = QGroupBox(self.tr("First dealer"))
        dealer_layout = QVBoxLayout(dealer_box)
        self.dealer = QComboBox()
        self.dealer.setAccessibleName("First dealer")
        self.dealer.currentIndexChanged.connect(self._changed)
        self.dealer_rule = QLabel()
        self.dealer_rule.setWordWrap(True)
        dealer_layout.addWidget(self.dealer)
        dealer_layout.addWidget(self.dealer_rule)
        return dealer_box

    def _button_box(self) -> QDialogButtonBox:
        """Cancel and Start: Enter adds a name, so only Ctrl+Enter starts."""
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start = self.buttons.addButton(self.tr("Start game (Ctrl+Enter)"),
                                            QDialogButtonBox.ButtonRole.AcceptRole)
        for button in self.buttons.findChildren(QPushButton):
            button.setAutoDefault(False)
            button.setDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        return self.buttons

    def _prefill(self, game: str | None, options: Mapping[str, Any],
                 players: Sequence[str], dealer: str | None) -> None:
        """The choices given (the last game's, or a rematch's)."""
        if game:
            self.game.setCurrentIndex(max(0, self.game.findData(game)))
        self._game_changed()
        for option, value in options.items():
            self._set_option(option, value)
        for p in players:
            if p.strip():
                self.seating.addItem(p.strip())
        self._refresh_dealers(dealer)
        self._seating_changed()

    # --- keyboard -----------------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.name.setFocus()
        focus_on_show(self, self.name)
        fit_wrapped_height(self)  # an option's long help keeps its last line

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                self.accept()  # a name still typed was added by the field first
            return  # Enter alone never starts the game
        super().keyPressEvent(event)

    def _tab_order(self) -> None:
        """Tab goes through the dialog as it reads, options included."""
        chain: list[QWidget] = [self.game, *self.option_widgets.values(),
                                *self.house_widgets, self.name,
                                self.add_button, self.seating, *self.move_buttons,
                                self.dealer, *self.buttons.buttons()]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    # --- game and options ---------------------------------------------------------
    def _game_changed(self) -> None:
        rules = variant(self.game.currentData())
        words = app_words()
        self.summary.setText(rules.summary_in(words))
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        self.option_rows: dict[str, QWidget] = {}
        self.house_widgets: list[QWidget] = []
        if self.game.currentData() == HOUSE:
            self._house_rows()
        for spec in rules.option_specs:
            widget = self._option_widget(spec, words)
            widget.setToolTip(spec.help_in(words))
            widget.setAccessibleName(spec.label_in(words))
            self.option_widgets[spec.name] = widget
            label = QLabel(self.tr("{0}:", "a label").format(spec.label_in(words)))
            label.setToolTip(spec.help_in(words))
            help_text = QLabel(spec.help_in(words))
            help_text.setWordWrap(True)
            help_text.setStyleSheet("color: palette(placeholder-text);")
            row = QWidget()
            row_layout = QVBoxLayout(row)
            row_layout.setContentsMargins(0, 0, 0, 0)
            row_layout.addWidget(widget)
            row_layout.addWidget(help_text)
            self.options_form.addRow(label, row)
            self.option_rows[spec.name] = row
        self._show_dealer_rule()
        self._tab_order()
        self._changed()
        if self.isVisible():
            fit_wrapped_height(self)  # another game's help may wrap to more lines

    def _option_widget(self, spec: OptionSpec, words: Words) -> QWidget:
        """The option's field: a choice shows its words and keeps its stored value."""
        if spec.kind == "bool":
            box = QCheckBox(self.tr("yes"))
            box.setChecked(bool(spec.default))
            box.toggled.connect(self._changed)
            return box
        if spec.kind == "choice":
            combo = QComboBox()
            for choice in spec.choices:
                combo.addItem(spec.choice_in(choice, words), choice)
            combo.setCurrentIndex(combo.findData(spec.default))
            combo.currentIndexChanged.connect(self._changed)
            return combo
        spin = QSpinBox()
        low = spec.minimum or 0
        spin.setRange(low - 1 if spec.optional else low, spec.maximum or 999)
        if spec.optional:
            spin.setSpecialValueText(self.tr("none"))
        spin.setValue(spec.default if spec.default is not None else spin.minimum())
        spin.valueChanged.connect(self._changed)
        return spin

    def _set_option(self, name: str, value: Any) -> None:
        if self.game.currentData() == HOUSE and name == "rules":
            # rules remembered from an older version are refused: the first preset stays
            with contextlib.suppress(ScorekeeperError):
                self._use_house_rules(rules_from_dict(value), edited=True)
            return
        widget = self.option_widgets.get(name)
        if isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        elif isinstance(widget, QComboBox):
            widget.setCurrentIndex(max(0, widget.findData(str(value))))
        elif isinstance(widget, QSpinBox):
            widget.setValue(widget.minimum() if value is None else int(value))

    def options(self) -> dict[str, Any]:
        if self.game.currentData() == HOUSE:
            return {"rules": self.house_rules.to_dict()}
        out: dict[str, Any] = {}
        rules = variant(self.game.currentData())
        for spec in rules.option_specs:
            widget = self.option_widgets[spec.name]
            if isinstance(widget, QCheckBox):
                out[spec.name] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                out[spec.name] = widget.currentData()
            elif isinstance(widget, QSpinBox):
                special = spec.optional and widget.value() == widget.minimum()
                out[spec.name] = None if special else widget.value()
        return out

    # --- players ----------------------------------------------------------------
    def players(self) -> list[str]:
        return [self.seating.item(i).text() for i in range(self.seating.count())]

    def add_player(self) -> None:
        """Seat the name typed: an alias typed whole seats the player it stands for."""
        name = self.names.player_for(self.name.text())
        if not name:
            return
        self.seating.addItem(name)
        self.name.clear()
        completer = self.name.completer()
        popup = completer.popup() if completer is not None else None
        if popup is not None:
            popup.hide()
        self._refresh_dealers(self.dealer.currentText() or None)
        self._seating_changed()

    def remove_player(self) -> None:
        row = self.seating.currentRow()
        if row >= 0:
            self.seating.takeItem(row)
            self._refresh_dealers(self.dealer.currentText() or None)
            self._seating_changed()

    def _tip_names(self, _parent: object, first: int, last: int) -> None:
        """A name added to the seating: whole in its tooltip (the list cuts it)."""
        for row in range(first, last + 1):
            item = self.seating.item(row)
            if item is not None:
                item.setToolTip(plain_tip(item.text()))

    def move_player(self, step: int) -> None:
        row = self.seating.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.seating.count():
            return
        item = self.seating.takeItem(row)
        self.seating.insertItem(target, item)
        self.seating.setCurrentRow(target)
        self._refresh_dealers(self.dealer.currentText() or None)
        self._seating_changed()

    def _show_dealer_rule(self) -> None:
        rules = variant(self.game.currentData())
        note = ""
        if self.rematch_of is not None and self.rematch_of.setup.variant == rules.key:
            note = rules.rematch_note(self.rematch_of, self.players(), app_words())
        self.dealer_rule.setText(note or Said(rules.dealer_rule).text(app_words()))

    def _seating_changed(self) -> None:
        """A rematch's first dealer and its note follow the seating as it is edited."""
        rules = variant(self.game.currentData())
        if self.rematch_of is not None and self.rematch_of.setup.variant == rules.key:
            dealers = rules.rematch_dealers(self.rematch_of, self.players())
            if dealers and self.dealer.currentText() not in dealers:
                self.dealer.setCurrentText(dealers[0])
        self._show_dealer_rule()
        self._changed()

    def _refresh_dealers(self, keep: str | None) -> None:
        self.dealer.blockSignals(True)
        self.dealer.clear()
        self.dealer.addItems(self.players())
        if keep and keep in self.players():
            self.dealer.setCurrentText(keep)
        self.dealer.blockSignals(False)

    # --- validation -------------------------------------------------------------
    def setup(self) -> GameSetup:
        """The game as chosen; raises a ``SetupError`` explaining what is wrong."""
        chosen = GameSetup(self.game.currentData(), tuple(self.players()),
                           self.dealer.currentText(), self.options())
        return game_rules(chosen).setup(chosen)

    def _show_options_that_apply(self) -> None:
        """Only the options that mean something with the others chosen (asked of the
        rules): whysteria's number of cards only with its constant schedule."""
        rules = variant(self.game.currentData())
        chosen = self.options()
        for name, row in getattr(self, "option_rows", {}).items():
            self.options_form.setRowVisible(row, rules.option_applies(name, chosen))

    def _changed(self) -> None:
        if not hasattr(self, "start"):
            return
        self._show_options_that_apply()
        try:
            if not self.players():
                raise ValueError(self.tr("Add the players, clockwise from anyone."))
            self.setup()
        except (ScorekeeperError, ValueError) as error:
            text = error.text(app_words()) if isinstance(error, ScorekeeperError) else str(error)
            self.problem.setText(text[:1].upper() + text[1:])
            self.start.setEnabled(False)
            return
        self.problem.setText(self.tr(""))
        self.start.setEnabled(True)

    def accept(self) -> None:
        if self.start.isEnabled():
            super().accept()

    # --- house rules ------------------------------------------------------------------
    def _house_rows(self) -> None:
        """The house-rules picker (presets and saved rules), what the chosen rules are,
        and the editor's button."""
        self.picker = QComboBox()
        self.picker.setAccessibleName(self.tr("House rules to play"))
        self.picker.setToolTip(self.tr("A preset, or rules saved from the editor"))
        self._fill_picker()
        self.picker.activated.connect(self._picked)
        self.edit_button = QPushButton(self.tr("&Edit house rules…"))
        self.edit_button.setAutoDefault(False)
        self.edit_button.clicked.connect(self.edit_house_rules)
        self.house_summary = QLabel()
        self.house_summary.setWordWrap(True)
        self.house_summary.setStyleSheet("color: palette(placeholder-text);")
        label = QLabel(self.tr("&Rules:"))
        label.setBuddy(self.picker)
        self.options_form.addRow(label, self.picker)
        self.options_form.addRow(self.house_summary)
        self.options_form.addRow(self.edit_button)
        self.house_widgets = [self.picker, self.edit_button]
        self._show_house_rules()

    def _fill_picker(self) -> None:
        saved = [(s.name, s.document) for s in self.shelf.saved()] if self.shelf else []
        self.choices = rules_choices(saved)
        self.picker.clear()
        if self.house_edited:
            self.picker.addItem(self.tr("{0} (edited here)").format(self.house_rules.name), -1)
        for index, choice in enumerate(self.choices):
            self.picker.addItem(choice.label, index)
            self.picker.setItemData(self.picker.count() - 1, choice.note,
                                    Qt.ItemDataRole.ToolTipRole)
            model = self.picker.model()
            if choice.rules is None and isinstance(model, QStandardItemModel):
                # saved rules this version refuses: shown, not usable
                item = model.item(self.picker.count() - 1)
                if item is not None:
                    item.setEnabled(False)
        chosen = next((i for i, c in enumerate(self.choices)
                       if c.rules == self.house_rules), None)
        if not self.house_edited and chosen is not None:
            self.picker.setCurrentIndex(self.picker.findData(chosen))

    def _picked(self) -> None:
        index = self.picker.currentData()
        if index is None or index < 0:
            return
        rules = self.choices[index].rules
        if rules is not None:
            self._use_house_rules(rules, edited=False)

    def _use_house_rules(self, rules: HouseRules, *, edited: bool) -> None:
        self.house_rules = rules
        self.house_edited = edited and not any(c.rules == rules for c in self.choices)
        if hasattr(self, "picker") and self.game.currentData() == HOUSE:
            self._fill_picker()
            self._show_house_rules()
        self._changed()

    def _show_house_rules(self) -> None:
        from ...exports.qt_words import app_words
        from ...rules.house_describe import describe_house_rules, worked_line

        words = app_words()
        lines = describe_house_rules(self.house_rules, words)  # players, pack, hands …
        score = next(line.text for line in lines if line.topic == words.tr("Score"))
        score = score.removesuffix(" " + worked_line(self.house_rules, words))
        self.house_summary.setText(f"{lines[0].text} {lines[2].text} {score}")

    def edit_house_rules(self) -> None:
        """The editor on the rules chosen; OK plays the edited rules."""
        from .house_rules_editor import HouseRulesEditor

        editor = HouseRulesEditor(self.house_rules, len(self.players()), self,
                                  shelf=self.shelf)
        accepted = editor.exec()
        self.activateWindow()  # the keyboard back here, whatever the window manager does
        edited = editor.rules()
        if accepted and edited is not None:
            self._use_house_rules(edited, edited=True)
        elif self.shelf is not None:  # saved under a name even if cancelled: listed
            self._fill_picker()

