"""Larger or bolder versions of a widget's font, kept in proportion to the user's size."""

from __future__ import annotations

from PySide6.QtGui import QFont


def scaled_font(base: QFont, factor: float, bold: bool = False) -> QFont:
    font = QFont(base)
    font.setPointSizeF(font.pointSizeF() * factor)
    font.setBold(bold)
    return font
