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


LINES_ON_SCREEN = 24  # the type size never so large that fewer lines fit the screen


def screen_type_limit(widget: QWidget) -> float:
    """The largest type size the widget's screen has the room for: the table's type
    size is honoured up to it, so a large size on a small (or scaled) screen still
    shows the standings, the hand and the scoreboard together."""
    from PySide6.QtGui import QGuiApplication

    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return float("inf")
    pixels = screen.availableGeometry().height() / LINES_ON_SCREEN
    return max(8.0, pixels * 72 / max(1.0, screen.logicalDotsPerInchY()) / 1.2)


def size_widget(root: QWidget, points: float) -> None:
    """Give ``root`` a base font of ``points`` (at most what its screen has the room
    for), and scale every font set explicitly inside it (a heading at 1.25×, a value
    at 2×) so it keeps its proportion."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QWidget

    points = min(points, screen_type_limit(root))
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


TYPE_SIZED = "typeSized"  # a widget's Qt property: it shows the table's numbers


def mark_type_sized(widget: QWidget) -> None:
    """Let :func:`apply_type_size` find ``widget`` (the scoreboard, the entry, the
    standings) without this module importing them."""
    widget.setProperty(TYPE_SIZED, True)


def apply_type_size(root: QWidget, points: float) -> None:
    """The scoreboard type size, now, everywhere in ``root``'s window it applies: every
    scoreboard (History's scorecard too), the entry and the standings."""
    size_type_within(root.window(), points)


def size_type_within(root: QWidget, points: float) -> None:
    """The scoreboard type size wherever it applies in ``root`` (itself included): a
    table just built needs it in its own widgets only, not a walk of every screen the
    window has loaded (History's, Players' …), which have it already."""
    from PySide6.QtWidgets import QWidget

    sized = [root] if root.property(TYPE_SIZED) else []
    sized += [w for w in root.findChildren(QWidget) if w.property(TYPE_SIZED)]
    for widget in sized:
        size_widget(widget, points)
