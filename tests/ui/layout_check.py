"""What "a screen fits" means, checked on live widgets: the window inside the screen's
available area, every widget inside its parent (a scroll area's contents excepted:
they scroll), and no text clipped (a label's or button's needed width against its
width; an elided text is allowed when its whole text is in the tooltip)."""

from __future__ import annotations

from typing import TypeVar

from PySide6 import QtGui
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QCheckBox,
    QHeaderView,
    QLabel,
    QLayout,
    QLineEdit,
    QRadioButton,
    QStyle,
    QWidget,
)

SLACK = 1  # pixels of rounding
W = TypeVar("W", bound=QWidget)


def _name(widget: QWidget) -> str:
    text = ""
    for attr in ("full_text", "text", "placeholderText"):
        if hasattr(widget, attr):
            text = str(getattr(widget, attr)())[:40]
            if text:
                break
    return f"{type(widget).__name__}({widget.objectName() or text!r})"


def scrolled(widget: QWidget, top: QWidget) -> bool:
    """Whether ``widget`` sits in a scroll area's viewport (it may be larger: it scrolls)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        area = parent.parentWidget()
        if isinstance(area, QAbstractScrollArea) and parent is area.viewport():
            return True
        parent = area
    return False


def visible(widget: QWidget, top: QWidget) -> bool:
    return widget.isVisibleTo(top) and widget.isVisible()


def shown(top: QWidget) -> list[QWidget]:
    """Every visible widget under ``top``, in Qt's order: found once a screen and handed
    to each check (each looked them up and tested their visibility again: a fifth of
    the checks' time)."""
    return [widget for widget in top.findChildren(QWidget) if visible(widget, top)]


def outside_screen(top: QWidget, area: QRect) -> list[str]:
    frame = top.frameGeometry()
    if area.contains(frame):
        return []
    return [f"{_name(top)} at {frame.getRect()} is outside the screen {area.getRect()}"]


def overflowing(top: QWidget, widgets: list[QWidget] | None = None) -> list[str]:
    """Widgets that stick out of their parent (so are cut off)."""
    problems = []
    for widget in shown(top) if widgets is None else widgets:
        parent = widget.parentWidget()
        if widget.isWindow() or parent is None or scrolled(widget, top):
            continue
        if isinstance(parent, QAbstractScrollArea):
            continue  # scroll bars and corners
        inner = QRect(0, 0, parent.width(), parent.height()).adjusted(-SLACK, -SLACK,
                                                                       SLACK, SLACK)
        if not inner.contains(widget.geometry()):
            problems.append(f"{_name(widget)} {widget.geometry().getRect()} sticks out of "
                            f"{_name(parent)} {parent.width()}x{parent.height()}")
    return problems


def _rich(label: QLabel) -> bool:
    fmt = label.textFormat()
    return fmt == Qt.TextFormat.RichText or (
        fmt == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(label.text()))


def label_needs(label: QLabel) -> int:
    """The width a one-line label's text needs."""
    if _rich(label):
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        document.setHtml(label.text())
        needed = round(document.idealWidth())
    else:
        metrics = label.fontMetrics()
        text = label.text()
        if label.buddy() is not None:  # "&Network:" shows as "Network:"
            text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
        needed = max((metrics.horizontalAdvance(line) for line in text.split("\n")),
                     default=0)
    return needed + 2 * label.margin() + max(0, label.indent())


def _elided_ok(widget: QWidget) -> bool:
    """An elided text (a full_text() longer than what shows) with its whole text as
    the tooltip."""
    if not hasattr(widget, "full_text"):
        return True
    full = widget.full_text()
    shown = widget.text()
    if shown == full:
        return True
    tip = QTextDocument()
    tip.setHtml(widget.toolTip()) if QtGui.Qt.mightBeRichText(widget.toolTip()) else \
        tip.setPlainText(widget.toolTip())
    part = widget.elided_part() if hasattr(widget, "elided_part") else full.split("  (")[0]
    return "…" in shown and part in tip.toPlainText()


def clipped_labels(top: QWidget, widgets: list[QWidget] | None = None) -> list[str]:
    problems = []
    for label in _of(QLabel, top, widgets):
        if not label.text() or (label.pixmap() is not None and not label.pixmap().isNull()):
            continue
        room = label.contentsRect().width()
        if label.wordWrap():
            needs = label.heightForWidth(label.width())
            if needs > label.height() + SLACK:
                problems.append(f"{_name(label)} needs {needs} px of height, has "
                                f"{label.height()}")
            continue
        needs = label_needs(label)
        if needs > room + SLACK:
            problems.append(f"{_name(label)} needs {needs} px, has {room}")
        if not _elided_ok(label):
            problems.append(f"{_name(label)} is cut without its whole text as tooltip")
    return problems


def button_needs(button: QAbstractButton) -> int:
    style = button.style()
    text = button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    needed = button.fontMetrics().horizontalAdvance(text)
    if not button.icon().isNull():
        needed += button.iconSize().width() + 4
    if isinstance(button, (QCheckBox, QRadioButton)):
        metric = (QStyle.PixelMetric.PM_IndicatorWidth if isinstance(button, QCheckBox)
                  else QStyle.PixelMetric.PM_ExclusiveIndicatorWidth)
        needed += style.pixelMetric(metric) + style.pixelMetric(
            QStyle.PixelMetric.PM_CheckBoxLabelSpacing)
    return needed


def clipped_buttons(top: QWidget, widgets: list[QWidget] | None = None) -> list[str]:
    problems = []
    for button in _of(QAbstractButton, top, widgets):
        if not button.text():
            continue
        needs = button_needs(button)
        if needs > button.width() + SLACK:
            problems.append(f"{_name(button)} needs {needs} px, has {button.width()}")
        if not _elided_ok(button):
            problems.append(f"{_name(button)} is cut without its whole text as tooltip")
    return problems


def clipped_placeholders(top: QWidget, widgets: list[QWidget] | None = None) -> list[str]:
    problems = []
    for edit in _of(QLineEdit, top, widgets):
        if not edit.placeholderText() or edit.text():
            continue
        needs = edit.fontMetrics().horizontalAdvance(edit.placeholderText()) + 8
        if needs > edit.width() + SLACK:
            problems.append(f"{_name(edit)} placeholder needs {needs} px, has {edit.width()}")
    return problems


def clipped_headers(top: QWidget, widgets: list[QWidget] | None = None) -> list[str]:
    """Column titles cut short (History's columns …)."""
    problems = []
    for header in _of(QHeaderView, top, widgets):
        if header.orientation() != Qt.Orientation.Horizontal:
            continue
        model = header.model()
        if model is None:
            continue
        for section in range(header.count()):
            if header.isSectionHidden(section) or header.sectionSize(section) <= 0:
                continue
            text = str(model.headerData(section, Qt.Orientation.Horizontal) or "")
            needs = header.fontMetrics().horizontalAdvance(text) + 8
            tip = str(model.headerData(section, Qt.Orientation.Horizontal,
                                       Qt.ItemDataRole.ToolTipRole) or "")
            if text.strip("★ ") in tip:
                continue  # elided, and whole in its tooltip
            if needs > header.sectionSize(section) + SLACK:
                problems.append(f"header {text!r} needs {needs} px, has "
                                f"{header.sectionSize(section)}")
    return problems


def _of(kind: type[W], top: QWidget, widgets: list[QWidget] | None) -> list[W]:
    """The visible widgets of ``kind`` under ``top`` (from ``widgets`` when given)."""
    return [w for w in (shown(top) if widgets is None else widgets) if isinstance(w, kind)]


def problems(top: QWidget, area: QRect, widgets: list[QWidget] | None = None) -> list[str]:
    """Everything that does not fit in ``top`` (a window or a dialog) on ``area``
    (``widgets``: :func:`shown`'s, when the caller has them)."""
    widgets = shown(top) if widgets is None else widgets
    return (outside_screen(top, area) + overflowing(top, widgets)
            + clipped_labels(top, widgets) + clipped_buttons(top, widgets)
            + clipped_placeholders(top, widgets) + clipped_headers(top, widgets))


def overlapping(top: QWidget, widgets: list[QWidget] | None = None) -> list[str]:
    """Widgets drawn over a sibling: two visible children of one parent, laid out by
    it, whose rectangles meet (right-to-left, a mirrored layout must still part them).
    A stack's pages and a scroll area's parts are not laid side by side: left out."""
    problems = []
    for parent in [top, *(shown(top) if widgets is None else widgets)]:
        if not visible(parent, top) or isinstance(parent, QAbstractScrollArea) \
                or parent.layout() is None:
            continue
        children = [w for w in _laid_out(parent.layout())
                    if visible(w, top) and not w.isWindow()]
        inner = [w.geometry().adjusted(SLACK, SLACK, -SLACK, -SLACK) for w in children]
        for index, first in enumerate(children):  # each pair once, each rectangle made once
            for other, second in enumerate(children[index + 1:], start=index + 1):
                if not inner[index].intersected(inner[other]).isEmpty():
                    problems.append(f"{_name(first)} {first.geometry().getRect()} overlaps "
                                    f"{_name(second)} {second.geometry().getRect()}")
    return problems


def _laid_out(layout: object) -> list[QWidget]:
    """Every widget a layout places, through its nested layouts."""
    found: list[QWidget] = []
    if not isinstance(layout, QLayout):  # PySide can hand back a stale wrapper (a spacer
        return found                     # once freed at the same address): nothing laid out
    for index in range(layout.count()):
        item = layout.itemAt(index)
        if item.spacerItem() is not None:  # PySide's layout() of a spacer is sometimes
            continue                      # the spacer itself (a flaky AttributeError)
        if item.widget() is not None:
            found.append(item.widget())
        elif isinstance(item.layout(), QLayout):
            found.extend(_laid_out(item.layout()))
    return found
