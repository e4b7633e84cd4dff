"""Starting the app: QApplication, theme, main window, database."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import APP_NAME, ORGANIZATION, __version__

if TYPE_CHECKING:  # Qt loads inside run(), after the command line is read
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow
    from .shared.crash import CrashReporter


def create_application() -> QApplication:
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationVersion(__version__)
    app.setApplicationDisplayName(APP_NAME)
    return app


def run(db_path: str | Path | None, then: Callable[[object], int | None] | None = None,
        ready: Callable[[], int | None] | None = None, *, show_first: bool = False,
        language: str | None = None, terminal: Callable[[str], int] | None = None) -> int:
    """Show the main window first; open the database once it has painted.

    ``ready()`` answers whether the caller goes on (a command line checked meanwhile):
    an exit code means it refused, and the app quits with it. It is asked once the
    window is built, before it shows (the window never appears), or with
    ``show_first`` once it has painted (the window goes at once; for a check that
    takes longer than building the window). ``then(window)`` runs once the database
    is open, and may refuse the same way (``resume``: the store's process says there is
    no such game). ``terminal`` tells a database that cannot open on the terminal
    instead of in a dialog (a command line's check): it answers the exit code.
    ``language`` (``--lang``) outranks Preferences, which outrank the system's locale.
    With
    SCOREKEEPER_STARTUP_PROBE set, the app prints "painted" at its first paint and
    quits (the start-up benchmark's measure); with SCOREKEEPER_SMOKE set, it shows
    every screen once and quits (``ui/smoke.py``: the frozen build's test).
    """
    import os

    from .shared.pyside_hook import keep_no_sources

    keep_no_sources()  # before the app's modules load: 5-7 MiB of their sources
    app, reporter, window = _app_and_window(language)
    if ready is not None and not show_first:
        refused = ready()
        if refused is not None:
            return refused
        ready = None
    if os.environ.get("SCOREKEEPER_STARTUP_PROBE"):
        _probe_at_first_paint(app, window, ready, db_path, then, terminal)
    else:
        _open_at_first_paint(app, reporter, window, ready, db_path, then, terminal)
    window.show()
    return app.exec()


def _app_and_window(language: str | None
                    ) -> tuple[QApplication, CrashReporter, MainWindow]:
    """The application (its crash handlers, language and theme) and the main window,
    not shown yet."""
    from .main_window import MainWindow
    from .shared.crash import install_crash_handlers
    from .shared.preferences import Preferences
    from .shared.theme import apply_theme

    app = create_application()
    reporter = install_crash_handlers(app)  # from here on, no error goes only to stderr
    preferences = Preferences()
    apply_language(language or preferences.language)
    apply_theme(app, preferences.theme)
    return app, reporter, MainWindow()


def _probe_at_first_paint(app: QApplication, window: MainWindow,
                          ready: Callable[[], int | None] | None, db_path: str | Path | None,
                          then: Callable[[object], int | None] | None,
                          terminal: Callable[[str], int] | None) -> None:
    """The start-up benchmark's measure: say "painted" at the first paint, then quit."""
    from PySide6.QtCore import QTimer

    def quit_if_going_on() -> None:
        # A check that needs the store (``resume``) is still asked, so that a mistake
        # is still one line and its exit code; the rest of the start is not.
        if _go_on(window, ready) and (
                terminal is None or _open_store(window, db_path, then, None, terminal)):
            app.quit()

    def probe() -> None:
        print("painted", flush=True)
        QTimer.singleShot(0, quit_if_going_on)

    window.first_paint.connect(probe)


def _open_at_first_paint(app: QApplication, reporter: CrashReporter, window: MainWindow,
                         ready: Callable[[], int | None] | None, db_path: str | Path | None,
                         then: Callable[[object], int | None] | None,
                         terminal: Callable[[str], int] | None) -> None:
    """Once the window has painted, open the database (with SCOREKEEPER_SMOKE set, then
    show every screen once and quit)."""
    import os

    from PySide6.QtCore import QTimer

    smoke_run = None
    if os.environ.get("SCOREKEEPER_SMOKE"):
        from .smoke import SmokeRun

        smoke_run = SmokeRun(reporter, app)
    if smoke_run is not None:  # tests/packaging: every screen once, then quit
        then = _then_walk(then, smoke_run)

    def open_if_going_on() -> None:
        if _go_on(window, ready):
            _open_store(window, db_path, then, smoke_run, terminal)

    window.first_paint.connect(lambda: QTimer.singleShot(0, open_if_going_on))


def _go_on(window: Any, ready: Callable[[], int | None] | None) -> bool:
    """True unless ``ready`` refuses; then the window goes and the app quits with its
    exit code (the refusal is already one line on the terminal)."""
    refused = ready() if ready is not None else None
    if refused is None:
        return True
    _quit_with(window, refused)
    return False


def _quit_with(window: Any, code: int) -> None:
    """The window goes at once and the app quits with ``code`` (already told)."""
    from PySide6.QtWidgets import QApplication

    window.hide()
    QApplication.exit(code)


def _then_walk(then: Callable[[object], int | None] | None,
               run: Any) -> Callable[[object], int | None]:
    def walk(window: object) -> int | None:
        refused = then(window) if then is not None else None
        if refused is None:
            run.walk(window)
        return refused

    return walk


def apply_language(language: str | None) -> str:
    """Speak ``language`` (None: the system's); English loads no catalogue at all."""
    from .shared.translations import install_language

    return install_language(language)


def _open_store(window: MainWindow, db_path: str | Path | None,
                then: Callable[[object], int | None] | None, smoke_run: Any = None,
                terminal: Callable[[str], int] | None = None) -> bool:
    """Open the store, then ``then``; True unless either failed or refused."""
    from ..rules import ScorekeeperError
    from ..store import open_app_store

    try:
        window.store = open_app_store(db_path)
        window.watch_store()
        window.refresh_start()
        refused = then(window) if then is not None else None
    except ScorekeeperError as error:
        text = str(error)
        if smoke_run is not None:
            smoke_run.refused(text)
        elif terminal is not None:
            _quit_with(window, terminal(text))
        else:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.critical(window, APP_NAME, text[:1].upper() + text[1:])
            window.close()
        return False
    if refused is not None:
        _quit_with(window, refused)
    return refused is None
