"""Shithead: the prompt asks one question per mode, and following it stores what it
asked for (one number answers it)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from scorekeeper.rules import variant
from scorekeeper.store import Store
from scorekeeper.ui.main_window import MainWindow

ASKED = {"loser": "shithead", "winner": "went out first"}  # what each mode's prompt asks


@pytest.mark.parametrize("mode", ["loser", "winner"])
def test_following_the_prompt_stores_what_it_asked(window: MainWindow, app_store: Store,
                                                   mode: str) -> None:
    window.start_game("shithead", ["Ann", "Ben", "Cat"], "Ann", {"mode": mode})
    entry = window.table.entry
    prompt = entry.prompt.text()
    assert ASKED[mode] in prompt
    assert all(other not in prompt for key, other in ASKED.items() if key != mode)
    assert variant("shithead").question(window.controller.scorecard.setup) in prompt
    QTest.keyClick(entry, "2")  # Ben: the answer to the question asked
    assert entry.cells["Ben"].value.text() == mode  # not "1": a lone pick is no place
    QTest.keyClick(entry, Qt.Key.Key_Return)
    hand = app_store.load_game(window.controller.game_id).game.scorecard.completed[0]
    assert (hand.loser if mode == "loser" else hand.winner) == "Ben"
    assert hand.tallied == "Ben"


def test_the_whole_order_is_still_one_way_to_answer(window: MainWindow,
                                                    app_store: Store) -> None:
    window.start_game("shithead", ["Ann", "Ben", "Cat"], "Ann", {"mode": "loser"})
    entry = window.table.entry
    assert "order they went out" in entry.hint.text()
    for key in ("3", "1", Qt.Key.Key_Return):  # Cat out first, then Ann: Ben lost
        QTest.keyClick(entry, key)
    hand = app_store.load_game(window.controller.game_id).game.scorecard.completed[0]
    assert (hand.winner, hand.loser) == ("Cat", "Ben")
