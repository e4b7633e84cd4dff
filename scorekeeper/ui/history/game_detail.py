"""One game from the history: its scorecard, its charts, and what can be done with it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt, Signal
from PySide6.QtGui import QHideEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...exports.existing import ExistingFileError
from ...exports.formats import (
    ExportFormatError,
    ExportSource,
    choose_format,
    dialog_filters,
    format_of_filter,
)
from ...rules import IN_PROGRESS, Scorecard, ScorekeeperError
from ...rules.games import game_rules
from ...rules.house_describe import described_rules
from ...store import GameSummary
from ...store.interfaces import HistoryScreenStore, HistoryStore
from ..shared.fonts import preferred_type_size, scaled_font, size_widget
from ..shared.layouts import taken_widgets
from ..table.scoreboard import ScoreboardView
from .history_model import local_date, local_day, status_text

EXPORT_FILTERS = dialog_filters()  # the same formats and suffixes as the command line


def export_name(summary: GameSummary, suffix: str = ".pdf") -> str:
    """"2026-11-21-oh-hell-pw-game-12.pdf": sorts by date, says what it is."""
    return f"{local_day(summary.started)}-{summary.variant}-game-{summary.id}{suffix}"


def export_folder() -> Path:
    """Where exports go first: the user's documents folder (or home)."""
    documents = QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents else Path.home()


class GameDetail(QWidget):
    resume = Signal(int)
    rematch = Signal(object)  # Scorecard
    delete = Signal(int)
    notes_saved = Signal(int)  # the game whose notes were stored
    shown = Signal()  # another game (or none) is shown: what can be done with it changed

    last_folder: Path | None = None  # the folder of the last export, for the next one

    def __init__(self, store: HistoryScreenStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.summary: GameSummary | None = None
        self.scorecard: Scorecard | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel(self.tr("Choose a game"))
        font = scaled_font(self.font(), 1.3, bold=True)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)  # "won by" a name as typed
        layout.addWidget(self.heading)
        self.sitting = QLabel()
        self.sitting.setTextFormat(Qt.TextFormat.RichText)
        self.sitting.setWordWrap(True)
        self.sitting.setAccessibleName(self.tr("Sitting"))
        self.sitting.setFrameShape(QLabel.Shape.StyledPanel)
        self.sitting.setMargin(6)
        self.sitting.setVisible(False)
        layout.addWidget(self.sitting)
        self._build_tabs()
        layout.addWidget(self.tabs, 1)
        self._build_buttons(layout)
        self._charts_for: int | None = None
        self.chart_tabs: QTabWidget | None = None  # the chosen game's charts, once shown

    def _build_tabs(self) -> None:
        """The chosen game's scorecard, charts, notes and (a house game's) rules."""
        self.tabs = QTabWidget()
        self.scoreboard = ScoreboardView()
        self.tabs.addTab(self.scoreboard, self.tr("Scorecard"))
        self.charts = QWidget()
        self.charts_layout = QVBoxLayout(self.charts)
        self.tabs.addTab(self.charts, self.tr("Charts"))
        self.tabs.addTab(self._notes_page(), self.tr("Notes"))
        # A house game's rules in words, as its printed scorecard gives them.
        self.rules_text = QTextBrowser()
        self.rules_text.setAccessibleName(self.tr("House rules"))
        self.rules_tab = self.tabs.addTab(self.rules_text, self.tr("House rules"))
        self.tabs.setTabVisible(self.rules_tab, False)
        self.tabs.currentChanged.connect(self._tab_changed)

    def _build_buttons(self, layout: QVBoxLayout) -> None:
        """Resume, Rematch, Export…, Print…, Delete: each enabled once a game is chosen."""
        buttons = QHBoxLayout()
        self.resume_button = QPushButton(self.tr("Resume"))
        self.rematch_button = QPushButton(self.tr("Rematch"))
        self.export_button = QPushButton(self.tr("Export…"))
        self.print_button = QPushButton(self.tr("Print…"))
        self.delete_button = QPushButton(self.tr("Delete"))
        for button, key in ((self.resume_button, "Enter"), (self.rematch_button, "Ctrl+R"),
                            (self.export_button, "Ctrl+Shift+E"),
                            (self.print_button, "Ctrl+P"), (self.delete_button, "Del")):
            buttons.addWidget(button)
            button.setEnabled(False)
            button.setToolTip(self.tr("Key: {0} (in the list of games)").format(key)
                              if key in ("Enter", "Del") else self.tr("Key: {0}").format(key))
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.resume_button.clicked.connect(self._resume)
        self.rematch_button.clicked.connect(
            lambda: self.rematch.emit(self.scorecard) if self.scorecard else None)
        self.export_button.clicked.connect(self.export)
        self.print_button.clicked.connect(self.print_)
        self.delete_button.clicked.connect(self._delete)

    def _notes_page(self) -> QWidget:
        """The game's notes (the venue, a dispute settled), kept with the game and
        carried in its scorecard file."""
        page = QWidget()
        box = QVBoxLayout(page)
        self.notes = QPlainTextEdit()
        self.notes.setAccessibleName(self.tr("Notes"))
        self.notes.setPlaceholderText(self.tr("The venue, who brought the cards, a dispute "
                                              "settled …"))
        self.notes.setEnabled(False)
        self.save_notes_button = QPushButton(self.tr("Save notes"))
        self.save_notes_button.setEnabled(False)
        self.save_notes_button.clicked.connect(self.save_notes)
        self.notes.textChanged.connect(
            lambda: self.save_notes_button.setEnabled(
                self.summary is not None and self.notes.document().isModified()))
        self.notes_status = QLabel()
        row = QHBoxLayout()
        row.addWidget(self.notes_status, 1)
        row.addWidget(self.save_notes_button)
        box.addWidget(self.notes, 1)
        box.addLayout(row)
        return page

    def save_notes(self) -> bool:
        """Store the notes as typed, then show what the store kept; False if refused."""
        from ...rules.scorecard_file import MAX_NOTES

        if self.summary is None:
            return False
        text = self.notes.toPlainText()
        if len(text) > MAX_NOTES:
            QMessageBox.warning(self, self.tr("Notes"), self.tr(
                "Notes can be at most {0:,} characters long; these are {1:,}.").format(
                    MAX_NOTES, len(text)))
            return False
        try:
            self.store.set_notes(self.summary.id, text)
            kept = self.store.notes(self.summary.id)
        except ScorekeeperError as error:
            QMessageBox.warning(self, self.tr("Notes"),
                                self.tr("The notes were not saved: {0}").format(error))
            return False
        self._show_notes(kept)
        self.notes_status.setText(self.tr("Notes saved."))
        self.notes_saved.emit(self.summary.id)
        return True

    def hideEvent(self, event: QHideEvent) -> None:
        """Notes typed are saved when History is left or the window closes."""
        if self.summary is not None and self.notes.document().isModified():
            self.save_notes()
        super().hideEvent(event)

    def _show_notes(self, text: str | None) -> None:
        from PySide6.QtGui import QTextCursor

        self.notes.setPlainText(text or "")
        self.notes.moveCursor(QTextCursor.MoveOperation.End)  # typing adds to them
        self.notes.document().setModified(False)
        self.save_notes_button.setEnabled(False)

    def _show_sitting(self, summary: GameSummary) -> None:
        """The game's sitting, looked up once the game is on screen."""
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, self, lambda: self._fill_sitting(summary))

    def _fill_sitting(self, summary: GameSummary) -> None:
        from .sitting_info import sittings_of, summary_html

        if self.summary is not summary:  # another game was chosen meanwhile
            return
        try:
            sitting = sittings_of(self.store, [summary]).get(summary.id)
        except (ScorekeeperError, ValueError):
            sitting = None
        if sitting is None or len(sitting.games) < 2:
            self.sitting.setVisible(False)
            return
        self.sitting.setText(summary_html(sitting, summary.id))
        self.sitting.setVisible(True)

    def _buttons(self) -> tuple[QPushButton, ...]:
        return (self.resume_button, self.rematch_button, self.export_button,
                self.print_button, self.delete_button)

    def show_game(self, summary: GameSummary | None) -> None:
        """Show ``summary``'s game, or nothing: never what was shown before. Notes typed
        for the game shown before are saved first."""
        if self.summary is not None and self.notes.document().isModified() and (
                summary is None or summary.id != self.summary.id):
            self.save_notes()
        self.summary = summary
        self.notes_status.setText("")
        self.sitting.setVisible(False)
        self.scorecard = None
        self._charts_for = None
        self._clear_charts()
        for b in self._buttons():
            b.setEnabled(False)
        self.tabs.setTabVisible(self.rules_tab, False)
        if summary is None:
            self.heading.setText(self.tr("Choose a game"))
            self.scoreboard.clear()
            self._show_notes(None)
            self.notes.setEnabled(False)
            self.shown.emit()
            return
        try:
            self.scorecard = self.store.load_game(summary.id).game.scorecard
        except ScorekeeperError as error:
            self.heading.setText(str(error))
            self.scoreboard.clear()
            return
        self._show_notes(self.store.notes(summary.id))
        self.notes.setEnabled(True)
        self._show_sitting(summary)
        self._show_heading(summary, self.scorecard)
        size_widget(self.scoreboard, preferred_type_size())  # changed while History was shut
        self.scoreboard.set_scorecard(self.scorecard)
        self._enable_buttons(summary, self.scorecard)
        self._tab_changed(self.tabs.currentIndex())
        self.shown.emit()

    def _show_heading(self, summary: GameSummary, scorecard: Scorecard) -> None:
        """The game's title, date and outcome; a house game's rules in words."""
        outcome = (self.tr(" · won by {0}").format(summary.winners) if summary.winners
                   else f" · {status_text(summary.status)}")
        title = game_rules(scorecard.setup).title  # a house game: the table's name
        self.heading.setText(f"{title} · {local_date(summary.started)}{outcome}")
        from ...exports.qt_words import app_words

        lines = described_rules(scorecard.setup, app_words())
        self.rules_text.setPlainText("\n\n".join(f"{line.topic}: {line.text}"
                                                 for line in lines))
        self.tabs.setTabVisible(self.rules_tab, bool(lines))

    def _enable_buttons(self, summary: GameSummary, scorecard: Scorecard) -> None:
        """Resume (Open, for a finished game), Rematch once finished; nothing that
        writes for a game deleted elsewhere since the list was read."""
        unfinished = scorecard.status == IN_PROGRESS
        self.resume_button.setText(self.tr("Resume") if unfinished else self.tr("Open"))
        trashed = self._in_trash(summary.id)  # deleted elsewhere since the list was read
        for b in self._buttons():
            b.setEnabled(b is not self.rematch_button or not unfinished)
        self.resume_button.setEnabled(not trashed)
        self.delete_button.setEnabled(not trashed)
        if trashed:
            self.heading.setText(self.heading.text() + self.tr(" · deleted (in the trash)"))

    def _in_trash(self, game_id: int) -> bool:
        try:
            return bool(self.store.in_trash(game_id))
        except ScorekeeperError:
            return False  # the resume itself will say what is wrong

    def _resume(self) -> None:
        """Resume (or open) the game shown, unless it was deleted meanwhile (by another
        window or the command line): then say so, and offer it no more."""
        if self.summary is None:
            return
        if self._in_trash(self.summary.id):
            self.resume_button.setEnabled(False)
            self.delete_button.setEnabled(False)
            self.shown.emit()
            self._say(self.tr("Game {0} has been deleted (it is in the trash); restore it "
                              "from Trash to go on with it.").format(self.summary.id))
            return
        self.resume.emit(self.summary.id)

    def _clear_charts(self) -> None:
        self.chart_tabs = None
        for widget in taken_widgets(self.charts_layout):
            widget.deleteLater()

    def _tab_changed(self, index: int) -> None:
        if index != 1 or self.scorecard is None or self.summary is None:
            return
        if self._charts_for == self.summary.id:
            return
        from ..club.club_data import chart_colours
        from ..shared.charts import charts_of_game  # QtCharts on first use

        self._clear_charts()
        tabs = QTabWidget()
        tabs.setAccessibleName(self.tr("Charts"))
        tabs.setDocumentMode(True)
        for title, chart in charts_of_game(self.scorecard, self.palette(),
                                           chart_colours(self.store)):
            tabs.addTab(chart, title)
        self.charts_layout.addWidget(tabs)
        self.chart_tabs = tabs  # not findChild: the last game's tabs linger until deleted
        self._charts_for = self.summary.id

    def show_charts(self) -> None:
        """F7: the chosen game's charts, the keyboard on their tabs (←/→ choose one);
        pressed again, the next chart."""
        if self.scorecard is None:
            return
        if self.tabs.currentWidget() is not self.charts:
            self.tabs.setCurrentWidget(self.charts)  # made now, if not yet
        elif self.chart_tabs is not None:
            self.chart_tabs.setCurrentIndex(
                (self.chart_tabs.currentIndex() + 1) % self.chart_tabs.count())
        if self.chart_tabs is not None:
            self.chart_tabs.tabBar().setFocus()

    def _when(self) -> str:
        return local_date(self.summary.started) if self.summary else ""

    def export(self) -> None:
        """Ask where (a name from the day and the game suggested), write, say where."""
        if self.scorecard is None or self.summary is None:
            return
        folder = GameDetail.last_folder or export_folder()
        name, chosen = QFileDialog.getSaveFileName(
            self, self.tr("Export scorecard"), str(folder / export_name(self.summary)),
            EXPORT_FILTERS)
        if not name:
            return
        path = Path(name)
        chosen_format = format_of_filter(chosen)
        if not path.suffix and chosen_format is not None:
            path = path.with_suffix(chosen_format.suffix)
        # The dialog asked before replacing the name it returned (not one it was given
        # a suffix to): that answer is the command line's --force for that file only.
        confirmed = path if path == Path(name) else None
        try:
            written = export_to(self.store, self.summary.id, self.scorecard, path,
                                self._when(), confirmed)
        except (OSError, ScorekeeperError, ExportFormatError, ExistingFileError) as error:
            QMessageBox.warning(self, self.tr("Export"),
                                self.tr("Could not write {0}: {1}").format(path, error))
            return
        GameDetail.last_folder = path.parent
        if len(written) > 1:
            self._say(self.tr("Scorecard saved as {0} images: {1}, {2} … {3}").format(
                len(written), path, written[1].name, written[-1].name))
        else:
            self._say(self.tr("Scorecard saved as {0}").format(path))

    def _say(self, text: str) -> None:
        """On the window's status line; in a box where there is none."""
        window = self.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(text, 15000)
        else:
            QMessageBox.information(self, self.tr("Export"), text)

    def print_(self) -> None:
        if self.scorecard is None:
            return
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

        from ...exports.qt_words import app_words
        from ...exports.rendered import page_size, print_scorecard

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageSize(page_size())
        scorecard = self.scorecard
        preview = QPrintPreviewDialog(printer, self)
        words = app_words()
        when = self._when() if words.language == "en" or self.summary is None \
            else words.moment(self.summary.started)  # "27.11.2026 20:00" in German
        preview.paintRequested.connect(lambda p: print_scorecard(scorecard, p, when, words))
        preview.exec()

    def _delete(self) -> None:
        if self.summary is None:
            return
        answer = QMessageBox.question(
            self, self.tr("Delete game"),
            self.tr("Delete this game ({0})? You can undo it until you close "
                    "Scorekeeper.").format(self.summary.players))
        if answer == QMessageBox.StandardButton.Yes:
            self.delete.emit(self.summary.id)


def export_to(store: HistoryStore, game_id: int, scorecard: Scorecard, path: Path, when: str,
              confirmed: Path | None = None) -> list[Path]:
    """Write the game to ``path`` in the format its suffix names (the registry's rule,
    as on the command line); an unknown suffix is an ExportFormatError, an existing file
    that is not such an export (and not ``confirmed``) an ExistingFileError."""
    fmt = choose_format(path)
    return fmt.write(ExportSource(store.export_document(game_id), scorecard, when), path,
                     confirmed=confirmed)
