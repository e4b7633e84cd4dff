"""Edit → Preferences: language, theme, scoreboard type size and the default game.

A new language applies at the next start (said beside the choice): every screen
built so far keeps the words it was built with."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...languages import LANGUAGES
from ..shared.preferences import THEMES, Preferences


class PreferencesDialog(QDialog):
    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.preferences = preferences
        form = QFormLayout()
        self._add_language(form, preferences)
        self.theme = QComboBox()
        self.theme.setAccessibleName(self.tr("Theme"))
        for theme in THEMES:
            self.theme.addItem({"system": self.tr("Follow the system"), "light": self.tr("Light"),
                                "dark": self.tr("Dark")}[theme], theme)
        self.theme.setCurrentIndex(THEMES.index(preferences.theme))
        form.addRow(self.tr("Theme:"), self.theme)
        self.font_size = QSpinBox()
        self.font_size.setAccessibleName(self.tr("Scoreboard type size"))
        self.font_size.setRange(8, 28)
        self.font_size.setSuffix(" pt")
        self.font_size.setValue(preferences.scoreboard_font_size)
        form.addRow(self.tr("Scoreboard type size:"), self.font_size)
        self._add_game(form, preferences)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok |
                                   QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def _add_language(self, form: QFormLayout, preferences: Preferences) -> None:
        """The language (the system's, or one chosen), from the next start."""
        self.language = QComboBox()
        self.language.setAccessibleName(self.tr("Language"))
        self.language.addItem(self.tr("Follow the system"), None)
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(preferences.language)))
        form.addRow(self.tr("Language:"), self.language)
        self.language_note = QLabel(self.tr("A new language applies when Scorekeeper next "
                                            "starts."))
        self.language_note.setWordWrap(True)
        form.addRow("", self.language_note)

    def _add_game(self, form: QFormLayout, preferences: Preferences) -> None:
        """The game New game offers first."""
        self.game = QComboBox()
        self.game.setAccessibleName(self.tr("Default game"))
        from ...rules import VARIANTS

        for rules in VARIANTS.values():
            self.game.addItem(rules.title, rules.key)
        if preferences.default_game:
            self.game.setCurrentIndex(max(0, self.game.findData(preferences.default_game)))
        form.addRow(self.tr("Default game:"), self.game)

    def save(self) -> None:
        self.preferences.language = self.language.currentData()
        self.preferences.theme = self.theme.currentData()
        self.preferences.scoreboard_font_size = self.font_size.value()
        self.preferences.default_game = self.game.currentData()
        self.preferences.sync()
