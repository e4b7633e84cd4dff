"""Every control of every screen and dialog has a name a screen reader can say."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QTabBar,
    QWidget,
)

from scorekeeper.rules import VARIANTS
from scorekeeper.rules.commands import Bid, Outcome, Tricks
from scorekeeper.rules.simulate import simulate
from scorekeeper.store import Store
from scorekeeper.ui.dialogs.new_game import NewGameDialog
from scorekeeper.ui.dialogs.preferences_dialog import PreferencesDialog
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.table.correct_hand import CorrectHandDialog

CONTROLS = (QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox, QAbstractItemView,
            QCheckBox)
PLAYERS = ["Ann", "Ben", "Cat", "Dan"]


def _part_of_a_control(widget: QWidget, root: QWidget) -> bool:
    """A spin box's line edit, a table's header, a tab bar's arrows: named by their owner."""
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        if isinstance(parent, (*CONTROLS, QTabBar)):
            return True
        parent = parent.parentWidget()
    return False


def _named(widget: QWidget) -> bool:
    if widget.accessibleName().strip():
        return True
    return isinstance(widget, QAbstractButton) and bool(widget.text().replace("&", "").strip())


def unnamed(root: QWidget) -> list[str]:
    """Every control under ``root`` with neither an accessible name nor text of its own."""
    return [f"{type(w).__name__} {w.objectName() or ''} in {type(w.parentWidget()).__name__}"
            for w in root.findChildren(QWidget)
            if isinstance(w, CONTROLS) and not _part_of_a_control(w, root) and not _named(w)]


@pytest.fixture
def played(app_store: Store) -> Store:
    rng = random.Random(3)
    games = [(simulate(rng, key, PLAYERS[:3], PLAYERS[0]), "2026-11-21T20:00:00+00:00", None)
             for key in VARIANTS]
    app_store.import_many(games)
    return app_store


def test_start_history_and_players_have_named_controls(window: MainWindow, played: Store) -> None:
    window.refresh_start()
    assert unnamed(window.start) == []
    window.show_history()
    window.history.detail.tabs.setCurrentIndex(1)  # the charts too
    assert unnamed(window.history) == []
    window.show_players()
    assert unnamed(window.players) == []


@pytest.mark.parametrize("game", list(VARIANTS))
def test_every_table_has_named_controls(window: MainWindow, game: str) -> None:
    window.start_game(game, PLAYERS, PLAYERS[0], {})
    assert unnamed(window.table) == []


def test_dialogs_have_named_controls(qtbot, window: MainWindow) -> None:
    new_game = NewGameDialog(["Ann", "Ben"], window, players=PLAYERS)
    qtbot.addWidget(new_game)
    for index in range(new_game.game.count()):  # each game's own options
        new_game.game.setCurrentIndex(index)
        assert unnamed(new_game) == [], new_game.game.currentText()
    from scorekeeper.rules.presets import PRESETS
    from scorekeeper.ui.dialogs.house_rules_editor import HouseRulesEditor

    editor = HouseRulesEditor(PRESETS["oh-shit-misere"].rules, 4, window)
    qtbot.addWidget(editor)
    assert unnamed(editor) == []
    preferences = PreferencesDialog(window.preferences, window)
    qtbot.addWidget(preferences)
    assert unnamed(preferences) == []
    card = simulate(random.Random(1), "oh-hell-pw", PLAYERS, "Ann", hands=2)
    correction = CorrectHandDialog(card, card.hands[0], "revoke", window, has_turn_up=True)
    qtbot.addWidget(correction)
    assert unnamed(correction) == []


def test_the_scoreboard_speaks_each_cell(qtbot, window: MainWindow) -> None:
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})
    controller = window.controller
    for player, bid in (("Ben", 2), ("Cat", 1), ("Ann", 3)):
        controller.apply(Bid(player, bid))
    model = window.table.scoreboard.model()
    with qtbot.waitSignal(model.rowsInserted):  # the next hand's row is added
        controller.apply(Tricks({"Ann": 3, "Ben": 2, "Cat": 2}))
    stored = controller.scorecard.hands[0]
    assert (stored.bids["Ben"], stored.tricks["Ben"], stored.scores["Ben"],
            stored.totals["Ben"]) == (2, 2, 14, 14)
    role = Qt.ItemDataRole.AccessibleTextRole
    ben = model.index(0, 3 + ["Ann", "Ben", "Cat"].index("Ben"))
    assert model.data(ben, role) == "Ben, hand 1: bid 2, took 2, scored 14, total 14"
    cat = model.index(0, 3 + 2)
    assert model.data(cat, role).startswith("Cat, hand 1: bid 1, took 2, scored ")
    assert model.data(model.index(1, 3), role) == "Ann, hand 2: no bid yet"
    assert model.data(model.index(1, 0), role).startswith("Hand 2: 6 cards")


def test_the_scoreboard_speaks_a_tally(qtbot, window: MainWindow) -> None:
    window.start_game("shithead", ["Ann", "Ben"], "Ann", {})
    with qtbot.waitSignal(window.controller.changed):
        window.controller.apply(Outcome(loser="Ben"))
    assert window.controller.scorecard.standings[-1].total == 1
    model = window.table.scoreboard.model()
    spoken = model.data(model.index(0, 4), Qt.ItemDataRole.AccessibleTextRole)
    assert spoken.startswith("Ben, hand 1: lost, 1 loss")
