"""Game › Back up…: choose where, and the store writes a consistent copy there.

The copy is made by the store (in its own process) with SQLite's online backup, so
it is whole even while games are being recorded; the window only asks for a name
and reports what happened.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

if TYPE_CHECKING:
    from ...store.interfaces import BackupsStore

FILTER = "Scorekeeper database (*.db)"


def _tr(text: str) -> str:
    """``text`` in the app's language (lupdate reads ``_tr`` calls: context "")."""
    return QCoreApplication.translate("", text)


def suggested_path(folder: Path | None = None) -> Path:
    folder = folder or Path.home()
    return folder / f"scorekeeper-backup-{date.today().isoformat()}.db"


def back_up(parent: QWidget, store: BackupsStore) -> Path | None:
    """Ask for a file, back up there; a message either way. The path written, or None."""
    from ...rules.errors import ScorekeeperError

    name, _ = QFileDialog.getSaveFileName(parent, _tr("Back up the database"),
                                          str(suggested_path()), FILTER)
    if not name:
        return None
    path = Path(name)
    if not path.suffix:
        path = path.with_suffix(".db")
    # The dialog asked before replacing the name it returned: that yes is --force. A
    # name given its suffix here was not asked about, so it is asked now.
    force = path == Path(name)
    if not force and (path.exists() or path.is_symlink()):
        answer = QMessageBox.question(
            parent, _tr("Back up"),
            _tr("{0} already exists. Replace it with this backup?").format(path))
        if answer != QMessageBox.StandardButton.Yes:
            return None
        force = True
    try:
        size = store.backup_to(str(path), force=force)
    except (ScorekeeperError, OSError) as error:
        QMessageBox.warning(parent, _tr("Back up"),
                            _tr("The backup was not made: {0}").format(error))
        return None
    QMessageBox.information(
        parent, _tr("Back up"),
        _tr("Every game is backed up to {0} ({1:.1f} MB). To bring it back: "
                  "scorekeeper restore {0}").format(path, size / 1_000_000))
    return path
