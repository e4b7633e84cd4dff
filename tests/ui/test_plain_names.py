"""A player's name shows exactly as typed on every screen (issue 21 §3): a name that
looks like markup (``<b>Xy</b>``, ``Zq<img src=x>``) is never rendered as markup in a
label, a button, a chart's legend, a tooltip or a dialog."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from scorekeeper.rules import VARIANTS, TrickVariant
from scorekeeper.rules.simulate import simulate
from scorekeeper.store import Store
from scorekeeper.ui.main_window import MainWindow

BOLD, IMAGE = "<b>Xy</b>", "Zq<img src=x>"
PLAYERS = [BOLD, IMAGE, "Ann"]
# Where a name's letters show, its markup shows too (a name cut with "…" included).
MARKS = {"Xy": "<b>Xy", "Zq": "Zq<i"}


def shown(text: str, rich: bool) -> str:
    """What a text looks like on screen: rich text is rendered first."""
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def _rich_label(label: QLabel) -> bool:
    from PySide6 import QtGui
    from PySide6.QtCore import Qt

    fmt = label.textFormat()
    return fmt == Qt.TextFormat.RichText or (
        fmt == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(label.text()))


def texts(top: QWidget) -> Iterator[tuple[str, str]]:
    """(where, what shows) for the texts of ``top``: labels, buttons, tooltips, charts."""
    from PySide6 import QtGui

    for label in top.findChildren(QLabel):
        yield f"label {label.text()[:40]!r}", shown(label.text(), _rich_label(label))
    for button in top.findChildren(QAbstractButton):
        yield f"button {button.text()!r}", button.text()
    for widget in [top, *top.findChildren(QWidget)]:
        tip = widget.toolTip()
        if tip:
            yield f"tooltip {tip[:40]!r}", shown(tip, QtGui.Qt.mightBeRichText(tip))
    try:
        from PySide6.QtCharts import QChartView
    except ImportError:  # pragma: no cover - QtCharts is part of PySide6
        return
    for view in top.findChildren(QChartView):
        for marker in view.chart().legend().markers():
            yield f"legend {marker.label()!r}", shown(marker.label(), True)


def as_typed(top: QWidget) -> list[str]:
    """Every text where a hostile name shows other than as typed."""
    wrong = []
    for where, text in texts(top):
        for short, whole in MARKS.items():
            if text.count(short) != text.count(whole):
                wrong.append(f"{where}: {text[:80]!r}")
    return wrong


@pytest.fixture
def games(store: Store) -> dict[str, int]:
    rng = random.Random(21)
    ids = {}
    for key in VARIANTS:
        done = simulate(rng, key, PLAYERS, PLAYERS[0])
        ids[key] = store.import_many([(done, "2026-11-01T20:00:00+00:00",
                                       "2026-11-01T22:00:00+00:00")])[0]
    return ids


@pytest.fixture
def shown_window(qtbot, store: Store) -> MainWindow:
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_table_shows_names_as_typed(shown_window: MainWindow, store: Store) -> None:
    for key in VARIANTS:
        shown_window.start_game(key, PLAYERS, PLAYERS[0], {})
        QApplication.processEvents()
        assert as_typed(shown_window) == [], key


def test_history_its_charts_and_players_show_names_as_typed(
        shown_window: MainWindow, games: dict[str, int]) -> None:
    shown_window.show_history()
    view = shown_window.history
    for row in range(view.model.rowCount()):
        view.table.selectRow(row)
        view.detail.tabs.setCurrentWidget(view.detail.charts)
        QApplication.processEvents()
        assert as_typed(shown_window) == [], row
    shown_window.show_players()
    players = shown_window.players
    for row in range(players.list.count()):
        players.list.setCurrentRow(row)
        QApplication.processEvents()
        assert as_typed(shown_window) == [], players.list.item(row).text()
    for key in VARIANTS:
        shown_window.show_leaderboard(key)
        QApplication.processEvents()
        assert as_typed(shown_window) == [], key


def test_dialogs_and_the_players_display_show_names_as_typed(
        shown_window: MainWindow, games: dict[str, int]) -> None:
    from scorekeeper.rules import Correct
    from scorekeeper.ui.table.correct_hand import CorrectHandDialog
    from scorekeeper.ui.table.standings_panel import TiebreakDialog

    key = next(k for k, rules in VARIANTS.items() if isinstance(rules, TrickVariant))
    shown_window.start_game(key, PLAYERS, PLAYERS[0], {})
    shown_window.toggle_big_board()
    QApplication.processEvents()
    assert as_typed(shown_window.big_board) == []
    shown_window.big_board.close()
    shown_window.open_game(games[key])
    card = shown_window.controller.scorecard
    hand = card.completed[0]
    dialog = CorrectHandDialog(card, hand, VARIANTS[key].penalty_name, shown_window,
                               submit=lambda record: shown_window.controller.attempt(
                                   Correct(hand.number, record)))
    dialog.tricks[hand.bid_order[0]].setValue(hand.cards or 0)
    dialog.save()  # refused: the reason names a player
    assert as_typed(dialog) == []
    tiebreak = TiebreakDialog((BOLD, IMAGE), 5, shown_window)
    assert as_typed(tiebreak) == []
    from scorekeeper.ui.dialogs.new_game import NewGameDialog

    for game in VARIANTS:
        new = NewGameDialog(PLAYERS, shown_window, game=game, players=PLAYERS)
        new.show()
        QApplication.processEvents()
        assert as_typed(new) == [], game
        new.close()
