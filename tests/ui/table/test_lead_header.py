"""The scoreboard's hand, cards and trump headings give way to the players: in a
language that makes them long, on a narrow board, they are cut with "…" (whole in
their tooltips) before a player's column would go out of view; with room, whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from scorekeeper.exports import qt_words
from scorekeeper.ui.table.lead_header import LeadHeader, share
from scorekeeper.ui.table.scoreboard import (
    LEAD_COLUMNS,
    ScoreboardModel,
    ScoreboardView,
    least_column,
)
from tests.rules.helpers import card, doc
from tests.ui.pseudo_locale import PSEUDO_WORDS

PLAYERS = ["Ann", "Ben", "Cat", "Dan"]


def test_a_narrow_heading_keeps_its_width_and_the_wider_share_the_rest() -> None:
    assert share([40, 50, 60], 150) is None  # all whole
    assert share([40, 100, 120], 150) == 55  # 40 whole; 55 + 55 for the others
    assert share([100, 100, 100], 150) == 50
    assert share([10, 10], 0) == 0


@pytest.fixture
def long_words(monkeypatch) -> None:
    """The rules' words half as long again (the pseudo-language's), for this test."""
    monkeypatch.setattr(qt_words, "words_for", lambda language: PSEUDO_WORDS)


def _board(qtbot, width: int) -> ScoreboardView:
    board = ScoreboardView()
    qtbot.addWidget(board)
    board.set_font_size(28)  # the largest type size: the widest headings
    board.resize(width, 300)
    board.show()
    board.set_scorecard(card(doc("oh-shit-updown", PLAYERS,
                                 [{"turn_up": "QH", "bids": {"Ben": 2}}])))
    QApplication.processEvents()
    return board


def _lead(board: ScoreboardView) -> int:
    header = board.horizontalHeader()
    return sum(header.sectionSize(c) for c in range(LEAD_COLUMNS))


def test_long_headings_are_cut_before_a_players_column_goes_out_of_view(
        qtbot, long_words) -> None:
    board = _board(qtbot, 560)
    model, header = board.model_, board.horizontalHeader()
    least = least_column(board.font())
    assert board.lead_header.cap is not None
    assert _lead(board) + least <= board.viewport().width()
    cut = []
    for column in range(LEAD_COLUMNS):
        label = model.headerData(column, Qt.Orientation.Horizontal)
        assert label.startswith("[") and "~" in label  # the words came lengthened
        assert model.headerData(column, Qt.Orientation.Horizontal,
                                Qt.ItemDataRole.ToolTipRole) == label  # whole
        if header.sectionSize(column) < header.fontMetrics().horizontalAdvance(label):
            cut.append(column)
        assert header.sectionSize(column) >= board.sizeHintForColumn(column)  # cells whole
    assert len(cut) >= 2  # the wider ones; the narrowest may keep its width


def test_with_room_the_headings_are_whole_again(qtbot, long_words) -> None:
    board = _board(qtbot, 560)
    assert board.lead_header.cap is not None
    board.resize(2400, 300)
    QApplication.processEvents()
    header = board.horizontalHeader()
    assert board.lead_header.cap is None
    for column in range(LEAD_COLUMNS):
        label = board.model_.headerData(column, Qt.Orientation.Horizontal)
        assert header.sectionSize(column) >= header.fontMetrics().horizontalAdvance(label)


def test_a_changed_heading_is_painted_again_and_a_lead_one_measured(qtbot, monkeypatch) -> None:
    painted: list[int] = []
    longer: set[int] = set()  # the lead headings that say more from now on
    paint, words = LeadHeader.paintSection, ScoreboardModel.headerData

    def heading(self, painter, rect, section: int) -> None:  # type: ignore[no-untyped-def]
        painted.append(section)
        paint(self, painter, rect, section)

    def said(self, section: int, orientation, role: int = 0):  # type: ignore[no-untyped-def]
        if section in longer and role == Qt.ItemDataRole.DisplayRole:
            return "a much longer heading"
        return words(self, section, orientation, role)

    monkeypatch.setattr(LeadHeader, "paintSection", heading)
    monkeypatch.setattr(ScoreboardModel, "headerData", said)  # before Qt sees the model
    board = _board(qtbot, 2400)  # room: the lead headings whole
    model, header = board.model_, board.horizontalHeader()
    painted.clear()
    model.headerDataChanged.emit(Qt.Orientation.Horizontal, LEAD_COLUMNS + 1, LEAD_COLUMNS + 1)
    QApplication.processEvents()
    assert painted == [LEAD_COLUMNS + 1]  # a player's heading (the star moved): that one
    narrow = header.sectionSize(0)
    longer.add(0)
    model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 0)
    QApplication.processEvents()
    assert header.sectionSize(0) >= header.fontMetrics().horizontalAdvance(
        "a much longer heading") > narrow  # a lead heading sized to its contents: measured
