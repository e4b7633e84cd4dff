"""Starting the app: QApplication, theme, main window, database."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from .. import APP_NAME, ORGANIZATION, __version__


def create_application() -> object:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationVersion(__version__)
    app.setApplicationDisplayName(APP_NAME)
    return app


def run(db_path: str | Path | None, then: Callable[[object], None] | None = None) -> int:
    """Open the main window; ``then(window)`` runs once the database is open."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    from ..rules import ScorekeeperError
    from .main_window import MainWindow
    from .theme import apply_theme

    app = create_application()
    apply_theme(app)  # type: ignore[arg-type]
    window = MainWindow()
    window.show()

    def open_store() -> None:
        from ..store import Store

        try:
            window.store = Store(db_path)
            window.refresh_start()
            if then is not None:
                then(window)
        except ScorekeeperError as error:
            QMessageBox.critical(window, APP_NAME, str(error)[:1].upper() + str(error)[1:])
            window.close()

    QTimer.singleShot(0, open_store)  # paint first, then open the database
    return app.exec()  # type: ignore[attr-defined]
