"""Edit house rules: every setting, the rules in words and the hands they deal, live.

Left, the settings (:mod:`.house_rules_form`) in a scrolling column; right, the
description the rules module writes from them and the schedule for a number of
players. Each edit is checked by the rules; a refusal is shown under the settings in
the rules' own words (naming the setting, which is marked) and OK stays disabled
until it is put right — nothing is changed behind the scorekeeper's back.

Keyboard: Alt+letter jumps to a group (its title's underlined letter), Tab goes
through the settings as they read, Enter is OK, Esc cancels.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...exports.qt_words import app_words
from ...rules.errors import ScorekeeperError
from ...rules.house_describe import describe_house_rules
from ...rules.house_preview import schedule_preview
from ...rules.house_rules import HouseRules, rules_from_dict
from ...rules.presets import rules_file
from ...rules.rules_files import read_rules_path, write_rules_path
from ..shared.application import application
from .house_rules_form import HouseRulesForm

PROBLEM_STYLE = "color: #c62828; font-weight: bold;"
MARK_STYLE = "border: 2px solid #c62828;"


class RulesShelf(Protocol):
    """Where rules are saved under a name (the store, through the main window)."""

    def saved_names(self) -> list[str]: ...

    def save(self, name: str, document: dict[str, Any]) -> None: ...


def one_line(error: Exception) -> str:
    """A refusal as the editor shows it: without the "house rules:" every message starts
    with, first letter up."""
    text = (error.text(app_words()) if isinstance(error, ScorekeeperError)
            else str(error))
    if str(error).startswith("house rules: "):  # "Hausregeln: …": its language's prefix
        text = text.split(": ", 1)[-1]
    first = text.split(" ", 1)[0]
    if any(mark in first for mark in "._[:"):  # a setting's key or a file's name: as is
        return text
    return text[:1].upper() + text[1:]


class HouseRulesEditor(QDialog):
    def __init__(self, rules: HouseRules, players: int, parent: QWidget | None = None,
                 shelf: RulesShelf | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("House rules"))
        self.shelf = shelf
        self._rules: HouseRules | None = rules
        self._marked: QWidget | None = None
        layout = QVBoxLayout(self)
        columns = QHBoxLayout()
        layout.addLayout(columns, 1)

        self.form = HouseRulesForm()
        self.scroller = QScrollArea()
        self.scroller.setWidget(self.form)
        self.scroller.setWidgetResizable(True)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setAccessibleName(self.tr("Settings"))
        columns.addWidget(self.scroller, 3)

        columns.addLayout(self._build_words(rules, players), 2)

        self._build_messages(layout)

        self._build_buttons(shelf is not None)
        layout.addWidget(self.buttons)

        chain = [*self.form.chain, self.description, self.preview_players, self.preview,
                 self.save_button, self.import_button, self.export_button, self.ok,
                 self.buttons.button(QDialogButtonBox.StandardButton.Cancel)]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)
        self.form.changed.connect(self._changed)
        self.preview_players.valueChanged.connect(self._show_preview)
        application().focusChanged.connect(self._follow_focus)
        self.form.set_rules(rules)
        self._fit_screen()

    def _build_messages(self, layout: QVBoxLayout) -> None:
        """A refusal, and what a save, import or export did (or why it did not)."""
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(PROBLEM_STYLE)
        self.problem.setAccessibleName(self.tr("Problem"))
        layout.addWidget(self.problem)
        self.notice = QLabel()  # what a save, import or export did (or why it did not)
        self.notice.setWordWrap(True)
        layout.addWidget(self.notice)

    def _build_words(self, rules: HouseRules, players: int) -> QVBoxLayout:
        """The right-hand column: the rules in words and the schedule's preview."""
        right = QVBoxLayout()
        title = QLabel(self.tr("What the table agrees to:"))
        right.addWidget(title)
        self.description = QTextBrowser()
        self.description.setAccessibleName(self.tr("The rules in words"))
        self.description.setTabChangesFocus(True)
        right.addWidget(self.description, 3)
        count_row = QHBoxLayout()
        count_label = QLabel(self.tr("Hands for &players:"))
        self.preview_players = QSpinBox()
        self.preview_players.setRange(2, 10)
        self.preview_players.setValue(min(10, max(2, players or rules.players[0])))
        self.preview_players.setAccessibleName(self.tr("Players to preview"))
        self.preview_players.setToolTip(self.tr("The schedule is shown for this many players"))
        count_label.setBuddy(self.preview_players)
        count_row.addWidget(count_label)
        count_row.addWidget(self.preview_players)
        count_row.addStretch(1)
        right.addLayout(count_row)
        self.preview = QListWidget()
        self.preview.setAccessibleName(self.tr("Schedule preview"))
        right.addWidget(self.preview, 2)
        return right

    def _build_buttons(self, has_shelf: bool) -> None:
        """OK, Cancel, and the rules' own: save to my rules (with a shelf), import, export."""
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(self.tr("OK (Enter)"))
        self.ok.setDefault(True)
        self.save_button = self._button(self.tr("&Save to my rules"), self.save_named)
        self.save_button.setEnabled(has_shelf)
        self.import_button = self._button(self.tr("&Import…"), self.import_file)
        self.export_button = self._button(self.tr("E&xport…"), self.export_file)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    def _button(self, text: str, slot: Callable[[], None]) -> QPushButton:
        button = self.buttons.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        return button

    def _fit_screen(self) -> None:
        """As large as it is useful, never larger than the screen: the settings scroll."""
        area = self.screen().availableGeometry()
        self.resize(min(1000, area.width() - 40), min(720, area.height() - 60))

    def _follow_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        """A setting reached by its group's Alt+letter scrolls into view, as by Tab."""
        if new is not None and self.form.isAncestorOf(new):
            self.scroller.ensureWidgetVisible(new)

    # --- the rules -----------------------------------------------------------------
    def rules(self) -> HouseRules | None:
        """The rules as edited, or None while the settings are refused."""
        return self._rules

    def _changed(self) -> None:
        self._mark(None)
        try:
            self._rules = rules_from_dict(self.form.settings())
        except ScorekeeperError as error:
            self._rules = None
            self.problem.setText(one_line(error))
            self._mark(self.form.control_for(str(error)))
            self.ok.setEnabled(False)
            self.export_button.setEnabled(False)
            self.save_button.setEnabled(False)
            self.description.setPlainText(self.tr("The rules are described again once the "
                                                  "problem below is put right."))
            self.preview.clear()
            return
        self.problem.setText("")
        self.ok.setEnabled(True)
        self.export_button.setEnabled(True)
        self.save_button.setEnabled(self.shelf is not None)
        self.description.setHtml("".join(
            f"<p><b>{html.escape(line.topic)}:</b> {html.escape(line.text)}</p>"
            for line in describe_house_rules(self._rules, app_words())))
        self._show_preview()

    def _mark(self, widget: QWidget | None) -> None:
        if self._marked is not None:
            self._marked.setStyleSheet("")
        self._marked = widget
        if widget is not None:
            widget.setStyleSheet(MARK_STYLE)

    def _show_preview(self) -> None:
        self.preview.clear()
        if self._rules is None:
            return
        try:
            lines = schedule_preview(self._rules, self.preview_players.value()).lines(
                app_words())
        except ScorekeeperError as error:
            lines = (one_line(error),)
        self.preview.addItems(list(lines))

    def accept(self) -> None:
        if self._rules is not None:
            super().accept()

    # --- save, import, export --------------------------------------------------------
    def save_named(self) -> None:
        """Keep the rules in the database under their name (asked before replacing)."""
        rules = self._rules
        if rules is None or self.shelf is None:
            return
        taken = {name.casefold(): name for name in self.shelf.saved_names()}
        if rules.name.casefold() in taken:
            answer = QMessageBox.question(
                self, self.tr("Replace saved rules?"),
                self.tr("Rules called “{0}” are saved already. "
                        "Replace them with these?").format(taken[rules.name.casefold()]))
            if answer != QMessageBox.StandardButton.Yes:
                return
        try:
            self.shelf.save(rules.name, rules_file(rules))
        except ScorekeeperError as error:
            self.notice.setText(one_line(error))
            return
        self.notice.setText(self.tr("Saved as “{0}”: New game lists it with the "
                                    "presets.").format(rules.name))

    def export_file(self) -> None:
        rules = self._rules
        if rules is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export a rules file"),
                                              f"{rules.name}.json",
                                              self.tr("Rules files (*.json)"))
        if not path:
            return
        try:
            write_rules_path(rules, path)
        except ScorekeeperError as error:
            self.notice.setText(one_line(error))
            return
        self.notice.setText(self.tr("Exported to {0}.").format(Path(path).name))

    def import_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import a rules file"), "",
                                              self.tr("Rules files (*.json);;All files (*)"))
        if not path:
            return
        try:
            rules = read_rules_path(path)
        except ScorekeeperError as error:  # the settings shown are left as they were
            self.notice.setText(one_line(error))
            return
        self.form.set_rules(rules)
        self.notice.setText(self.tr("Imported “{0}” from {1}.").format(rules.name,
                                                                     Path(path).name))
