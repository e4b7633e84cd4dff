"""The few screen helpers the window needs before its first paint (kept apart from
:mod:`.fit`, whose widgets load with the screens that use them): a window inside its
screen, and a text shown as typed in a tooltip."""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

DEFAULT_WINDOW = QSize(1280, 800)
SCREEN_SHARE = 0.8  # a first window on a large screen takes this much of it


def first_size(widget: QWidget) -> QSize:
    """The first window's size: 1280×800, or four fifths of a larger screen (a large
    type on a 4K screen at scale 1.5 has the room it needs), never more than the screen."""
    area = available_area(widget).size()
    return QSize(max(DEFAULT_WINDOW.width(), round(area.width() * SCREEN_SHARE)),
                 max(DEFAULT_WINDOW.height(), round(area.height() * SCREEN_SHARE)))


def plain_tip(text: str) -> str:
    """``text`` as a tooltip that shows exactly as typed: Qt renders a tooltip that
    looks like HTML (a name ``<b>Bo</b>``) as rich text, so such a text is escaped."""
    if not QtGui.Qt.mightBeRichText(text):
        return text
    from html import escape  # rarely needed: not loaded before the first paint

    return f"<p style='white-space:pre-wrap'>{escape(text)}</p>"


def available_area(widget: QWidget) -> QRect:
    """The part of the widget's screen a window may use (no panels, no dock)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit_wrapped_height(window: QWidget) -> None:
    """``window`` made tall enough for every wrapped line at the width it has (within
    its screen): the size Qt gives a dialog is measured before the lines wrap, and a
    long text (a German help or note) lost its last line or was drawn over its
    neighbour."""
    layout = window.layout()
    if layout is None or not layout.hasHeightForWidth():
        return
    need = min(layout.totalHeightForWidth(window.width()), available_area(window).height())
    if need > window.height():
        window.resize(window.width(), need)


def fit_to_screen(window: QWidget, wanted: QSize | None = None) -> None:
    """Size and place ``window`` inside its screen's available area: a geometry saved
    on a larger screen, or at a smaller scale factor, is brought inside it, and the
    first size is ``wanted`` (or 1280×800) only where the screen has the room."""
    area = available_area(window)
    size = wanted or window.size()
    frame = window.frameGeometry().size() - window.geometry().size()  # 0 until shown
    width = min(size.width(), area.width() - frame.width())
    height = min(size.height(), area.height() - frame.height())
    window.resize(width, height)
    placed = window.frameGeometry()
    x = min(max(placed.x(), area.x()), area.right() + 1 - placed.width())
    y = min(max(placed.y(), area.y()), area.bottom() + 1 - placed.height())
    window.move(max(area.x(), x), max(area.y(), y))
