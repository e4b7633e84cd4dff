"""Reports on screen: the evening, the season, a player's card, head to head — the
same report models the command line prints, shown as labels and tables (long names
elide, whole in their tooltips) and saved as PDF, PNG, CSV or text."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, Qt, Signal
from PySide6.QtGui import QAction, QFont, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...club.reports.model import Report, Section, Table
from ...store.interfaces import ClubStore
from ..shared.fit import ElidedLabel
from ..shared.fonts import scaled_font
from ..shared.layouts import taken_widgets
from ..shared.player_completer import PlayerCompleter
from ..shared.screen import fit_to_screen, plain_tip
from ..shared.translations import QT_TRANSLATE_NOOP
from .club_data import ReportChoices, club_report, report_choices

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

# Marked for lupdate here, translated where shown (``self.tr``).
KINDS = (("evening", QT_TRANSLATE_NOOP("ReportsDialog", "Evening")),
         ("season", QT_TRANSLATE_NOOP("ReportsDialog", "Season")),
         ("player", QT_TRANSLATE_NOOP("ReportsDialog", "Player card")),
         ("h2h", QT_TRANSLATE_NOOP("ReportsDialog", "Head to head")))
SEASON_BOUNDS = (QT_TRANSLATE_NOOP("ReportsDialog", "Season from"),
                 QT_TRANSLATE_NOOP("ReportsDialog", "Season to"))
SAVE_FILTERS = {"pdf": QT_TRANSLATE_NOOP("ReportsDialog", "PDF report (*.pdf)"),
                "png": QT_TRANSLATE_NOOP("ReportsDialog", "PNG image (*.png)"),
                "csv": QT_TRANSLATE_NOOP("ReportsDialog", "CSV spreadsheet (*.csv)"),
                "text": QT_TRANSLATE_NOOP("ReportsDialog", "Text (*.txt)")}


def _date(text: str | None) -> QDate:
    return QDate.fromString(text, "yyyy-MM-dd") if text else QDate.currentDate()


class ReportsDialog(QDialog):
    """Choose a report and what it is about; it is made again as soon as either
    changes (``shown`` is emitted with each report made)."""

    shown = Signal(object)

    def __init__(self, store: ClubStore, parent: QWidget | None = None, kind: str = "evening",
                 player: str | None = None, day: str | None = None, since: str | None = None,
                 until: str | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.report: Report | None = None
        self.setWindowTitle(self.tr("Reports — Scorekeeper"))
        choices = report_choices(store)
        self.kind = QComboBox()
        self.kind.setAccessibleName(self.tr("Report"))
        for key, title in KINDS:
            self.kind.addItem(self.tr(title), key)
        kind_label = QLabel(self.tr("&Report:"))
        kind_label.setBuddy(self.kind)

        self._build_choices(choices, player, day, since, until)
        self._build_about()
        top = QHBoxLayout()
        top.addWidget(kind_label)
        top.addWidget(self.kind)
        top.addWidget(self.about, 1)
        self._build_scroller()
        buttons = self._build_buttons()
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.scroller, 1)
        layout.addWidget(buttons)

        self.kind.currentIndexChanged.connect(self.refresh)
        for edit in (self.day, self.since, self.until):
            edit.dateChanged.connect(self.refresh)
        for combo in (self.player, self.first, self.second):
            combo.currentIndexChanged.connect(self.refresh)
        chain = [self.kind, self.day, self.since, self.until, self.player, self.first,
                 self.second, self.scroller, *buttons.buttons()]
        for before, after in pairwise(chain):  # as the dialog reads
            QWidget.setTabOrder(before, after)
        self.resize(900, 640)
        fit_to_screen(self)
        self.choose(kind)

    def _build_choices(self, choices: ReportChoices, player: str | None, day: str | None,
                       since: str | None, until: str | None) -> None:
        """The evening, the season's dates and the players, as first chosen."""
        self.day = QDateEdit(_date(day or choices.last_day))
        self.day.setCalendarPopup(True)
        self.day.setDisplayFormat("yyyy-MM-dd")
        self.day.setAccessibleName(self.tr("Evening of"))
        last = _date(until or choices.last_day)
        self.since = QDateEdit(_date(since) if since else QDate(last.year(), 1, 1))
        self.until = QDateEdit(last)
        for edit, name in zip((self.since, self.until), SEASON_BOUNDS, strict=True):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setAccessibleName(self.tr(name))
        self.player = self._players(choices, player)
        self.player.setAccessibleName(self.tr("Player"))
        self.first = self._players(choices, player)
        self.first.setAccessibleName(self.tr("First player"))
        self.second = self._players(choices, None)
        self.second.setAccessibleName(self.tr("Second player"))
        if self.second.count() > 1 and self.second.currentText() == self.first.currentText():
            self.second.setCurrentIndex(1 if self.first.currentIndex() == 0 else 0)

    def _build_about(self) -> None:
        """What each kind of report asks, one page each (shown as the kind is chosen)."""
        self.about = QStackedWidget()
        for widgets in ((self.day,), (self.since, QLabel("–"), self.until), (self.player,),
                        (self.first, QLabel(self.tr("v")), self.second)):
            page = QWidget()
            row = QHBoxLayout(page)
            row.setContentsMargins(0, 0, 0, 0)
            for widget in widgets:
                row.addWidget(widget, 1 if isinstance(widget, QComboBox) else 0)
            row.addStretch(0)
            self.about.addWidget(page)

    def _build_scroller(self) -> None:
        """The report's pages, scrolled down (the width fits the dialog)."""
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setWidget(self.body)
        self.scroller.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # arrows and Page Down scroll
        self.scroller.setAccessibleName(self.tr("The report"))

    def _build_buttons(self) -> QDialogButtonBox:
        """Close, Save as… and Print… (Ctrl+P too)."""
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.save_button = QPushButton(self.tr("&Save as…"))
        self.save_button.setToolTip(self.tr("Save this report as PDF, PNG, CSV or text"))
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.save_button.clicked.connect(self.save)
        self.print_button = QPushButton(self.tr("&Print…"))
        self.print_button.setToolTip(self.tr("Print this report (Ctrl+P)"))
        buttons.addButton(self.print_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.print_button.clicked.connect(self.print_)
        printing = QAction(self)
        printing.setShortcut(QKeySequence(QKeySequence.StandardKey.Print))
        printing.triggered.connect(self.print_)
        self.addAction(printing)
        for button in buttons.findChildren(QPushButton):
            button.setAutoDefault(False)
        return buttons

    def showEvent(self, event: QShowEvent) -> None:
        """Inside the screen, frame included (known only once shown)."""
        super().showEvent(event)
        fit_to_screen(self)
        self.kind.setFocus()

    def _players(self, choices: ReportChoices, chosen: str | None) -> QComboBox:
        """A player picker: the active players to choose from, or a name or an alias
        typed (completed to its player; an inactive player's name is found too)."""
        names = choices.players + ([chosen] if chosen and chosen not in choices.players
                                   else [])
        combo = QComboBox()
        combo.setEditable(True)
        combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        combo.addItems(names)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(6)  # a long name elides; the list shows it whole
        if chosen:
            combo.setCurrentIndex(names.index(chosen))
        line = combo.lineEdit()
        if line is not None:  # editable, so it has one
            line.setCompleter(PlayerCompleter(choices.completions, combo))  # and aliases
            line.editingFinished.connect(lambda: self._typed(combo))
        return combo

    def _typed(self, combo: QComboBox) -> None:
        """A name or alias typed into a picker: its player chosen, the report made."""
        line = combo.lineEdit()
        if line is None or not line.isModified():  # only left, or chosen from the list
            return
        line.setModified(False)
        typed = combo.currentText()
        name = self.store.resolve_player(typed) or typed.strip()  # inactive ones too
        index = combo.findText(name, Qt.MatchFlag.MatchFixedString)
        if index < 0:  # not offered (inactive, or nobody): the report says which
            combo.setEditText(name)
            self.refresh()
        elif index != combo.currentIndex():
            combo.setCurrentIndex(index)  # which makes the report
        elif combo.currentText() != combo.itemText(index):  # its alias, or another case
            combo.setEditText(combo.itemText(index))

    def choose(self, kind: str) -> None:
        """Show the report ``kind`` ("evening", "season", "player", "h2h")."""
        index = max(0, self.kind.findData(kind))
        if index == self.kind.currentIndex():
            self.refresh()
        self.kind.setCurrentIndex(index)

    def asked(self) -> dict[str, object]:
        """What the chosen report is about, as :func:`make_report` takes it."""
        kind = self.kind.currentData()
        if kind == "evening":
            return {"date": self.day.date().toString("yyyy-MM-dd")}
        if kind == "season":
            return {"since": self.since.date().toString("yyyy-MM-dd"),
                    "until": self.until.date().toString("yyyy-MM-dd")}
        if kind == "player":
            return {"names": (self.player.currentText(),)}
        return {"names": (self.first.currentText(), self.second.currentText())}

    def refresh(self) -> None:
        self.about.setCurrentIndex(self.kind.currentIndex())
        try:
            self.report = club_report(self.store, self.kind.currentData(), **self.asked())
        except ValueError as error:  # a ReportError, or the store's one line
            self.report = None
            self._show_message(str(error))
        else:
            self._show(self.report)
        self.save_button.setEnabled(self.report is not None)
        self.print_button.setEnabled(self.report is not None)
        self.shown.emit(self.report)

    # --- showing ----------------------------------------------------------------
    def _clear(self) -> None:
        for widget in taken_widgets(self.body_layout):
            widget.hide()  # gone now, not when the event loop comes round
            widget.setParent(None)
            widget.deleteLater()

    def _show_message(self, text: str) -> None:
        self._clear()
        message = QLabel(text[:1].upper() + text[1:] + ".")
        message.setWordWrap(True)
        message.setObjectName("report-message")
        self.body_layout.addWidget(message)
        self.body_layout.addStretch(1)

    def _label(self, text: str, scale: float = 1.0, bold: bool = False) -> ElidedLabel:
        label = ElidedLabel(text)
        if scale != 1.0 or bold:
            label.setFont(scaled_font(self.font(), scale, bold=bold))
        return label

    def _show(self, report: Report) -> None:
        self._clear()
        self.body_layout.addWidget(self._label(report.title, 1.4, True))
        self.body_layout.addWidget(self._label(report.subtitle))
        for section in report.sections:
            self._section(section)
        self.body_layout.addStretch(1)

    def _section(self, section: Section) -> None:
        self.body_layout.addSpacing(self.fontMetrics().height() // 2)
        self.body_layout.addWidget(self._label(section.heading, 1.15, True))
        if section.facts:
            facts = QWidget()
            grid = QGridLayout(facts)
            grid.setContentsMargins(0, 0, 0, 0)
            for row, (label, value) in enumerate(section.facts):
                grid.addWidget(self._label(label + ":", bold=True), row, 0)
                grid.addWidget(self._label(value), row, 1)
            grid.setColumnStretch(1, 1)
            self.body_layout.addWidget(facts)
        for table in section.tables:
            self.body_layout.addWidget(self._label(table.title, bold=True))
            self.body_layout.addWidget(self._table(table))

    def _table(self, table: Table) -> QTableWidget:
        view = QTableWidget(len(table.rows), len(table.columns))
        view.setAccessibleName(table.title)
        view.setHorizontalHeaderLabels(list(table.columns))
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.verticalHeader().setVisible(False)
        view.setWordWrap(False)
        view.setTextElideMode(Qt.TextElideMode.ElideRight)
        view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the scroll area scrolls; Tab moves on
        for r, row in enumerate(table.rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                item.setToolTip(plain_tip(text))
                if table.is_numeric(c):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                view.setItem(r, c, item)
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        view.resizeColumnsToContents()
        texts = [c for c in range(len(table.columns)) if not table.is_numeric(c)]
        for c in texts:  # names and games share what is left; cut with "…" when short
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(self.fontMetrics().horizontalAdvance("Mm…"))
        view.resizeRowsToContents()
        height = header.sizeHint().height() + sum(view.rowHeight(r) for r in
                                                  range(view.rowCount()))
        view.setFixedHeight(height + 2 * view.frameWidth()
                            + view.horizontalScrollBar().sizeHint().height())
        font = QFont(view.font())
        view.setFont(font)
        return view

    # --- saving -----------------------------------------------------------------
    def save(self) -> None:
        if self.report is None:
            return
        name = f"{self.report.kind}-report"
        filters = {key: self.tr(words) for key, words in SAVE_FILTERS.items()}
        path, chosen = QFileDialog.getSaveFileName(
            self, self.tr("Save report"), str(Path.home() / f"{name}.pdf"),
            ";;".join(filters.values()))
        if not path:
            return
        fmt = next((k for k, f in filters.items() if f == chosen), None)
        self.save_to(Path(path), fmt)

    def print_(self) -> None:
        """The print dialog, then the report on the printer chosen: the PDF's pages."""
        if self.report is None:
            return
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from ...exports.rendered import page_size

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageSize(page_size())
        printer.setDocName(self.report.title)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.print_to(printer)

    def print_to(self, printer: QPrinter) -> int:
        """Print the report shown on ``printer`` (a configured QPrinter); its pages, 0
        when the printer cannot be drawn on (said in one line)."""
        from ...exports.report_painter import print_report

        assert self.report is not None
        try:
            return print_report(self.report, printer)
        except OSError as error:
            QMessageBox.warning(self, self.tr("Report not printed"),
                                self.tr("The printer cannot be used ({0})").format(error))
            return 0

    def save_to(self, path: Path, fmt: str | None = None) -> list[Path]:
        """Write the report shown to ``path`` (the format its suffix names, else
        ``fmt``); a one-line message when it cannot be written."""
        from ...exports.existing import ExistingFileError
        from ...exports.formats import ExportFormatError
        from ...exports.report_formats import REPORT_FORMATS, report_format, write_report

        assert self.report is not None
        if fmt is not None and not path.suffix:
            path = path.with_suffix(REPORT_FORMATS[fmt])
        try:
            chosen = report_format(path, None if path.suffix else fmt)
            return write_report(self.report, chosen, path, confirmed=path)
        except (ExportFormatError, ExistingFileError) as error:
            QMessageBox.warning(self, self.tr("Report not saved"), str(error))
        except OSError as error:
            QMessageBox.warning(self, self.tr("Report not saved"),
                                self.tr("{0} cannot be written ({1})").format(
                                    path, error.strerror or error))
        return []
