"""Emptying a layout whose contents a screen builds anew (charts, a report's body)."""

from __future__ import annotations

from PySide6.QtWidgets import QLayout, QWidget


def taken_widgets(layout: QLayout) -> list[QWidget]:
    """Take every item out of ``layout``; the widgets among them, for the caller to hide
    or delete (spacers and stretches just go)."""
    widgets = []
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widgets.append(widget)
    return widgets


def laid_out(widget: QWidget) -> QLayout:
    """The layout ``widget`` set itself when built (Qt types it optional: a widget
    may have none, which here would be a mistake in the screen's own code)."""
    layout = widget.layout()
    if layout is None:
        raise RuntimeError(f"{type(widget).__name__} has no layout")
    return layout
