"""A whole-number field for the keyboard: a digit typed replaces what is there.

In a correction or a tie-break deal the scorekeeper tabs to a field and types the
right number. A plain spin box would put the digit after the old value (1 over 0
gives 10), so the field selects its text whenever it gets the focus.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QSpinBox, QWidget


class NumberField(QSpinBox):
    def __init__(self, low: int, high: int, value: int, accessible_name: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(low, high)
        self.setValue(value)
        self.setAccessibleName(accessible_name)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        QTimer.singleShot(0, self, self.selectAll)  # after Qt has placed the cursor
        self.selectAll()


def focus_on_show(dialog: QWidget, field: QWidget) -> None:
    """Give ``dialog`` the keyboard with ``field`` focused as soon as it is shown, so
    the first key typed lands there (a dialog is not always activated by itself)."""
    def take() -> None:
        dialog.activateWindow()
        field.setFocus()
    QTimer.singleShot(0, dialog, take)
