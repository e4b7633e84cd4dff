"""Light, dark or the system's palette, on Qt's Fusion style."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QApplication


def dark_palette() -> QPalette:
    from PySide6.QtGui import QColor, QPalette

    p = QPalette()
    window, base, text = QColor(37, 37, 40), QColor(28, 28, 31), QColor(232, 232, 232)
    roles = {
        QPalette.ColorRole.Window: window,
        QPalette.ColorRole.WindowText: text,
        QPalette.ColorRole.Base: base,
        QPalette.ColorRole.AlternateBase: QColor(44, 44, 48),
        QPalette.ColorRole.ToolTipBase: QColor(50, 50, 54),
        QPalette.ColorRole.ToolTipText: text,
        QPalette.ColorRole.Text: text,
        QPalette.ColorRole.Button: QColor(48, 48, 52),
        QPalette.ColorRole.ButtonText: text,
        QPalette.ColorRole.BrightText: QColor(255, 90, 90),
        QPalette.ColorRole.Highlight: QColor(66, 133, 244),
        QPalette.ColorRole.HighlightedText: QColor(255, 255, 255),
        QPalette.ColorRole.PlaceholderText: QColor(150, 150, 155),
        QPalette.ColorRole.Link: QColor(120, 170, 255),
    }
    for role, color in roles.items():
        p.setColor(role, color)
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText,
                 QPalette.ColorRole.WindowText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor(120, 120, 120))
    return p


_NATIVE: dict[str, Any] = {}


def apply_theme(app: QApplication, theme: str = "system") -> None:
    """``system`` keeps the desktop's own style and palette (dark included);
    ``light`` and ``dark`` use Qt's Fusion style with a palette of their own.

    The system theme at start-up touches nothing, so it costs nothing."""
    if theme not in ("dark", "light"):
        if _NATIVE and app.style().name() != _NATIVE["style"]:  # back from a forced theme
            app.setStyle(str(_NATIVE["style"]))
            app.setPalette(_NATIVE["palette"])
        return
    if not _NATIVE:
        from PySide6.QtGui import QPalette

        _NATIVE["style"] = app.style().name()
        _NATIVE["palette"] = QPalette(app.palette())
    if theme == "dark":
        app.setStyle(_dark_style())
        app.setPalette(dark_palette())
    else:
        app.setStyle("Fusion")
        app.setPalette(app.style().standardPalette())


def _dark_style() -> Any:
    """Fusion, with check boxes and radio buttons outlined so they show on a dark
    window (Fusion draws their frame a shade darker than the window: invisible)."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QPainter, QPen
    from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleFactory

    class DarkFusion(QProxyStyle):
        def drawPrimitive(self, element: Any, option: Any, painter: QPainter,
                          widget: Any = None) -> None:
            super().drawPrimitive(element, option, painter, widget)
            if element not in (QStyle.PrimitiveElement.PE_IndicatorCheckBox,
                               QStyle.PrimitiveElement.PE_IndicatorRadioButton):
                return
            painter.save()
            try:
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                painter.setPen(QPen(QColor(170, 170, 178), 1.2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                box = QRectF(option.rect).adjusted(0.6, 0.6, -0.6, -0.6)
                if element == QStyle.PrimitiveElement.PE_IndicatorRadioButton:
                    painter.drawEllipse(box)
                else:
                    painter.drawRoundedRect(box, 2, 2)
            finally:
                painter.restore()

    return DarkFusion(QStyleFactory.create("Fusion"))
