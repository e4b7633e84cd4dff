"""The running application, typed as the widgets' application it always is here."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication


def application() -> QApplication:
    """The app's QApplication: Qt types ``instance()`` as the core application, or None
    before one is made, while every screen runs inside the app (ui/app.py made it)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        raise RuntimeError("the screens need the app's QApplication")
    return app
