"""The Reports dialog by keyboard: opened from the menu, History and the Leaderboard;
each report shows the figures of the same model the command line prints, and saves
as PDF, PNG, CSV and text."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTableWidget

from scorekeeper.club.reports.build import make_report
from scorekeeper.exports.report_text import report_csv
from scorekeeper.store import Store
from scorekeeper.ui.club.reports_dialog import ReportsDialog
from scorekeeper.ui.main_window import MainWindow
from tests.club.report_club import seed_report_club


@pytest.fixture(autouse=True)
def utc(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()


@pytest.fixture
def opened(monkeypatch) -> list[ReportsDialog]:
    """Reports dialogs, shown without blocking the test."""
    dialogs: list[ReportsDialog] = []

    def show(self: ReportsDialog) -> int:
        dialogs.append(self)
        self.show()
        return 0

    monkeypatch.setattr(ReportsDialog, "exec", show)
    return dialogs


def tables(dialog: ReportsDialog) -> list[list[list[str]]]:
    """Every table shown (those of an earlier report are gone), as its cells' whole
    texts."""
    return [[[view.item(r, c).text() for c in range(view.columnCount())]
             for r in range(view.rowCount())]
            for view in dialog.body.findChildren(QTableWidget)]


def model_tables(report) -> list[list[list[str]]]:
    return [[list(row) for row in t.rows] for s in report.sections for t in s.tables]


def test_each_report_by_keyboard_shows_its_model(qtbot, window: MainWindow, app_store: Store,
                                                 opened: list[ReportsDialog]) -> None:
    seed_report_club(app_store)
    window.show_start()
    QTest.keySequence(window, QKeySequence("Ctrl+Shift+R"))
    (dialog,) = opened
    qtbot.waitUntil(lambda: dialog.report is not None)
    assert dialog.report == make_report(app_store, "evening", date="2026-05-20")
    assert tables(dialog) == model_tables(dialog.report)
    expected = {"season": make_report(app_store, "season", since="2026-01-01",
                                      until="2026-05-20"),
                "player": make_report(app_store, "player", names=("Ann",)),
                "h2h": make_report(app_store, "h2h", names=("Ann", "Ben"))}
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.kind)  # the first thing
    for kind in ("season", "player", "h2h"):
        with qtbot.waitSignal(dialog.shown) as made:
            QTest.keyClick(dialog.kind, Qt.Key.Key_Down)
        assert made.args[0] == expected[kind]
        assert tables(dialog) == model_tables(expected[kind])
    # the second player by keyboard: Tab to it, then the next name
    second = dialog.second
    walked = []
    for _ in range(2):  # from Report: the first player, then the second
        QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Tab)
        walked.append(QApplication.focusWidget())
    assert walked == [dialog.first, second]
    with qtbot.waitSignal(dialog.shown) as made:
        QTest.keyClick(second, Qt.Key.Key_Down)
    assert made.args[0] == make_report(app_store, "h2h", names=("Ann", second.currentText()))


def test_a_report_is_saved_in_each_format(qtbot, app_store: Store, tmp_path: Path,
                                          monkeypatch) -> None:
    seed_report_club(app_store)
    dialog = ReportsDialog(app_store, None, kind="season", since="2026-05-01",
                           until="2026-05-31")
    qtbot.addWidget(dialog)
    assert dialog.report == make_report(app_store, "season", since="2026-05-01",
                                        until="2026-05-31")
    (csv_path,) = dialog.save_to(tmp_path / "season.csv")
    assert csv_path.read_text() == report_csv(dialog.report)
    assert dialog.save_to(tmp_path / "season", "pdf")[0].read_bytes().startswith(b"%PDF-")
    assert dialog.save_to(tmp_path / "season.png")[0].read_bytes().startswith(b"\x89PNG")
    text = dialog.save_to(tmp_path / "season.txt")[0].read_text()
    assert "Thursday club" in text
    warned: list[str] = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning",
                        lambda _parent, _title, message: warned.append(message))
    assert dialog.save_to(tmp_path / "no" / "such" / "folder.pdf") == []
    assert len(warned) == 1 and "cannot be written" in warned[0]


def test_history_opens_the_evening_of_the_game_chosen(qtbot, window: MainWindow,
                                                      app_store: Store,
                                                      opened: list[ReportsDialog]) -> None:
    club = seed_report_club(app_store)
    window.show_history()
    view = window.history
    qtbot.waitUntil(lambda: view.model.rowCount() > 0)
    row = next(r for r in range(view.model.rowCount())
               if view.model.game_at(r).id == club[-1].id)  # the evening's last game
    view.table.selectRow(row)
    qtbot.waitUntil(lambda: view.detail.summary is not None
                    and view.detail.summary.id == club[-1].id)
    QTest.keySequence(view.table, QKeySequence("Ctrl+Shift+R"))
    (dialog,) = opened
    assert dialog.report == make_report(app_store, "evening", date="2026-05-08")
    dialog.close()
    window.show_leaderboard()
    board = window.leaderboard
    board.choose("oh-hell-pw", "2026-05-01", "2026-05-31")
    QTest.keyClick(board.reports_button, Qt.Key.Key_Space)
    assert opened[-1].report == make_report(app_store, "season", since="2026-05-01",
                                            until="2026-05-31")


def pdf_pages(path: Path) -> int:
    """The pages of a PDF, counted from its page objects."""
    import re

    return len(re.findall(rb"/Type\s*/Page\b(?!s)", path.read_bytes()))


def test_a_report_prints_the_pages_of_its_pdf(qtbot, app_store: Store, tmp_path: Path,
                                              monkeypatch) -> None:
    """The printer gets the PDF's painter: as many pages as the saved PDF, for a long
    report too; Print is a button in the Tab order and Ctrl+P."""
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    from scorekeeper.exports.rendered import page_size

    seed_report_club(app_store)
    dialog = ReportsDialog(app_store, None, kind="player", player="Ann")
    qtbot.addWidget(dialog)
    for kind in ("player", "season"):
        dialog.choose(kind)
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setPageSize(page_size())
        printer.setOutputFileName(str(tmp_path / f"printed-{kind}.pdf"))
        pages = dialog.print_to(printer)
        (saved,) = dialog.save_to(tmp_path / f"saved-{kind}.pdf")
        assert pages == pdf_pages(saved) == pdf_pages(tmp_path / f"printed-{kind}.pdf") >= 1
    assert dialog.print_button.isEnabled()
    asked: list[QPrinter] = []
    monkeypatch.setattr(QPrintDialog, "exec", lambda self: asked.append(self.printer()) or 0)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    dialog.scroller.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.scroller)
    walked = []
    for _ in range(4):  # from the report: its buttons, by Tab
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        walked.append(QApplication.focusWidget())
    assert dialog.print_button in walked
    QTest.keySequence(dialog, QKeySequence(QKeySequence.StandardKey.Print))
    QTest.keyClick(dialog.print_button, Qt.Key.Key_Space)
    assert len(asked) == 2  # Ctrl+P and the button each open the print dialog (cancelled)
