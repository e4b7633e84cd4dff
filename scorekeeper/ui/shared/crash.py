"""No silent failure: an unexpected error anywhere in the app is shown and written down.

Without this, an exception in a slot (a menu action, a shortcut such as Ctrl+L), in a
thread or in the store's process only prints a traceback on stderr, which a desktop
user never sees: the action just does nothing. The handlers installed here write the
traceback to the rotating log (``scorekeeper/crash_log.py``) and show a dialog that
says what failed, that nothing recorded is lost (every entry is committed before the
screen shows it) and where the log is. Fatal Qt messages are logged before Qt aborts.
"""

from __future__ import annotations

import sys
import threading
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal, Slot, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from ...crash_log import summary, write_crash

if TYPE_CHECKING:  # the dialog's class loads when it is needed: its enums cost start-up
    from PySide6.QtWidgets import QMessageBox, QWidget


class CrashReporter(QObject):
    """Shows a dialog for an unexpected error, in the window's thread, whatever thread
    the error happened in (the signal is queued across threads); errors that follow
    while it is up are counted in it, not stacked as more dialogs."""

    crashed = Signal(str, str)  # what failed, the log file

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.dialog: QMessageBox | None = None
        self.reports: list[str] = []  # what failed, one line each (the smoke run counts them)
        self.shown_more = 0  # errors reported while the dialog was already up
        self.crashed.connect(self._show)
        self._previous_excepthook: Any = None
        self._previous_thread_hook: Any = None
        self._previous_qt_handler: Any = None

    # --- the hooks ----------------------------------------------------------------
    def excepthook(self, kind: type[BaseException], error: BaseException,
                   tb: TracebackType | None) -> None:
        """sys.excepthook: an exception nothing caught (a slot's, in PySide6)."""
        if issubclass(kind, KeyboardInterrupt):
            self._previous_excepthook(kind, error, tb)
            return
        self.report("the window", error, tb)

    def thread_hook(self, args: threading.ExceptHookArgs) -> None:
        """threading.excepthook: a thread's uncaught exception."""
        if args.exc_value is None or issubclass(args.exc_type, SystemExit):
            return
        name = args.thread.name if args.thread is not None else "a thread"
        self.report(f"thread {name}", args.exc_value, args.exc_traceback)

    def qt_message(self, kind: Any, context: Any, message: str) -> None:
        """Qt's message handler: a fatal message is logged before Qt aborts."""
        from PySide6.QtCore import QtMsgType, qFormatLogMessage  # not at start-up

        if kind == QtMsgType.QtFatalMsg:
            write_crash("Qt", RuntimeError(f"Qt fatal error: {message}"))
        if self._previous_qt_handler is not None:
            self._previous_qt_handler(kind, context, message)
        else:  # as Qt's own handler would have written it
            text = message if context is None else qFormatLogMessage(kind, context, message)
            print(text, file=sys.stderr)

    def report(self, where: str, error: BaseException, tb: TracebackType | None = None) -> Path:
        """Write ``error`` to the log, echo it on stderr, and ask for the dialog."""
        extra = getattr(error, "remote_traceback", "")  # the store process's own
        log = write_crash(where, error, tb, extra)
        self.reports.append(summary(error))
        print(f"scorekeeper: unexpected error in {where}: {summary(error)}; "
              f"details in {log}", file=sys.stderr)
        self.crashed.emit(summary(error), str(log))
        return log

    # --- the dialog ---------------------------------------------------------------
    @Slot(str, str)
    def _show(self, what: str, log: str) -> None:
        from PySide6.QtCore import Qt

        if self.dialog is not None and self.dialog.isVisible():
            # One dialog at a time: an error that repeats (in a repaint, say) must not
            # bury the window under dialogs; the log has every one.
            self.shown_more += 1
            self.dialog.setText(f"Something went wrong ({self.shown_more + 1} unexpected "
                                "errors), and what you asked for was not done.")
            return
        self.shown_more = 0
        parent = _main_window()
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Critical, "Scorekeeper",
                          "Something went wrong, and what you asked for was not done.",
                          QMessageBox.StandardButton.Ok, parent)
        box.setObjectName("crash-dialog")
        box.setInformativeText(
            f"What failed: {what}\n\nNothing you recorded is lost: every entry was saved "
            f"the moment the screen showed it.\n\nThe details are in {log} — please send "
            "that file with a line on what you were doing.")
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.setModal(True)
        self.dialog = box
        box.open()  # not exec(): a second error must not stack nested event loops

    # --- installing -----------------------------------------------------------------
    def install(self, *, qt_messages: bool = True) -> CrashReporter:
        self._previous_excepthook = sys.excepthook
        self._previous_thread_hook = threading.excepthook
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_hook
        if qt_messages:
            self._previous_qt_handler = qInstallMessageHandler(self.qt_message)
        return self

    def uninstall(self) -> None:
        if self._previous_excepthook is not None:
            sys.excepthook = self._previous_excepthook
            threading.excepthook = self._previous_thread_hook
        if self._previous_qt_handler is not None:
            qInstallMessageHandler(self._previous_qt_handler)
            self._previous_qt_handler = None


def _main_window() -> QWidget | None:
    windows = [w for w in QApplication.topLevelWidgets()
               if w.isVisible() and w.inherits("QMainWindow")]
    return windows[0] if windows else None


def install_crash_handlers(app: QObject, *, qt_messages: bool = True) -> CrashReporter:
    """Install the handlers for the life of ``app`` (the reporter is its child)."""
    return CrashReporter(app).install(qt_messages=qt_messages)
