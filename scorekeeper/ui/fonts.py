"""Larger or bolder versions of a widget's font, kept in proportion to the user's size;
and the scoreboard type size (Preferences), applied wherever the table's numbers are."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QFont

if TYPE_CHECKING:  # Qt's namespace is large: not loaded before the first paint
    from PySide6.QtWidgets import QWidget


def scaled_font(base: QFont, factor: float, bold: bool = False) -> QFont:
    font = QFont(base)
    font.setPointSizeF(font.pointSizeF() * factor)
    font.setBold(bold)
    return font


def preferred_type_size() -> int:
    """The scoreboard type size the user chose (Preferences), in points."""
    from .preferences import Preferences

    return Preferences().scoreboard_font_size


def size_widget(root: QWidget, points: float) -> None:
    """Give ``root`` a base font of ``points``, and scale every font set explicitly
    inside it (a heading at 1.25×, a value at 2×) so it keeps its proportion."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QWidget

    current = root.font().pointSizeF()
    if current <= 0 or abs(current - points) < 0.01:
        return
    ratio = points / current
    inner = [w for w in root.findChildren(QWidget)
             if w.testAttribute(Qt.WidgetAttribute.WA_SetFont)]
    sizes = [w.font().pointSizeF() for w in inner]  # before the root's change reaches them
    font = QFont(root.font())
    font.setPointSizeF(points)
    root.setFont(font)
    for widget, size in zip(inner, sizes, strict=True):
        scaled = QFont(widget.font())
        scaled.setPointSizeF(size * ratio)
        widget.setFont(scaled)


def type_sized_classes() -> tuple[type, ...]:
    """The widgets that show the table's numbers: the scoreboard, the entry and the
    standings (imported here, when asked, so that they can import this module)."""
    from .hand_entry import HandEntry
    from .scoreboard import ScoreboardView
    from .shithead_entry import ShitheadEntry
    from .standings_panel import StandingsPanel

    return (ScoreboardView, HandEntry, ShitheadEntry, StandingsPanel)


def apply_type_size(root: QWidget, points: float) -> None:
    """The scoreboard type size, now, everywhere in ``root``'s window it applies: every
    scoreboard (History's scorecard too), the entry and the standings."""
    window = root.window()
    classes = type_sized_classes()
    sized = [window] if isinstance(window, classes) else []  # a scoreboard on its own
    for kind in classes:
        sized += window.findChildren(kind)
    for widget in sized:
        size_widget(widget, points)
