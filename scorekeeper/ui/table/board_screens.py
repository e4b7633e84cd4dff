"""Which screen the players' display goes on: the one chosen before, else another."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication, QScreen


def board_screen(preferred: str | None, window_screen: QScreen | None) -> QScreen | None:
    """The screen named ``preferred`` if it is plugged in; else one the scorekeeper's
    window is not on (a projector or TV); else the window's own screen."""
    screens = list(QGuiApplication.screens())
    for screen in screens:
        if preferred and screen.name() == preferred:
            return screen
    others = [screen for screen in screens if screen is not window_screen]
    if others and window_screen is not None:
        return others[0]
    return window_screen or (screens[0] if screens else None)


def screen_label(screen: QScreen) -> str:
    """"HDMI-1 — LG TV, 1920×1080": enough to tell the TV from the laptop."""
    size = screen.geometry()
    model = " ".join(part for part in (screen.manufacturer(), screen.model()) if part)
    name = screen.name() or QCoreApplication.translate("BigBoard", "Screen")
    return f"{name}{f' — {model}' if model else ''}, {size.width()}×{size.height()}"
