"""One game, one loss, one win, one card: the screens count in the singular too."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import Qt

from scorekeeper.rules.commands import Outcome
from scorekeeper.rules.simulate import simulate
from scorekeeper.store import HistoryFilter, Store
from scorekeeper.ui.main_window import MainWindow


def plain(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>|&nbsp;", " ", html))


@pytest.fixture
def two_games(app_store: Store) -> Store:
    rng = random.Random(6)
    app_store.import_many([
        (simulate(rng, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann"),
         "2026-11-20T12:00:00+00:00", None),
        (simulate(rng, "whysteria", ["Ann", "Dan", "Eve"], "Ann"),
         "2026-11-21T12:00:00+00:00", None)])
    return app_store


def test_history_and_players_count_one_game(qtbot, window: MainWindow,
                                            two_games: Store) -> None:
    window.show_history()
    history = window.history
    assert history.count.text() == "2 games"
    with qtbot.waitSignal(history.model.modelReset):
        history.search.setText("Ben")
    assert two_games.history_count(HistoryFilter(search="Ben")) == 1  # stored
    assert history.count.text() == "1 game"

    window.show_players()
    view = window.players
    texts = {view.list.item(r).data(Qt.ItemDataRole.UserRole): view.list.item(r).text()
             for r in range(view.list.count())}
    assert texts["Ann"] == "Ann  ·  2 games" and texts["Ben"] == "Ben  ·  1 game"
    view.list.setCurrentRow(list(texts).index("Ann"))
    view.opponent.setCurrentText("Ben")
    assert [r.games for r in two_games.head_to_head("Ann", "Ben")] == [1]  # stored
    assert "1 game:" in plain(view.h2h.text())


@pytest.mark.parametrize(("mode", "one", "none"), [("loser", "1 loss", "0 losses"),
                                                   ("winner", "1 win", "0 wins")])
def test_standings_count_one_loss_or_win(qtbot, window: MainWindow, mode: str, one: str,
                                         none: str) -> None:
    window.start_game("shithead", ["Ann", "Ben"], "Ann", {"mode": mode})
    with_one = "Ben" if mode == "loser" else "Ann"
    with qtbot.waitSignal(window.controller.changed):
        window.controller.apply(Outcome(**{mode: with_one}))
    totals = {s.player: s.total for s in window.controller.scorecard.standings}
    assert totals[with_one] == 1 and sum(totals.values()) == 1  # stored
    shown = plain(window.table.standings.table.text())
    assert f"{with_one} {one} " in shown + " " and none in shown


def test_the_scoreboard_says_one_card(window: MainWindow) -> None:
    window.start_game("oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann", {})
    assert window.controller.scorecard.current.cards == 1
    model = window.table.scoreboard.model()
    spoken = model.data(model.index(0, 0), Qt.ItemDataRole.AccessibleTextRole)
    assert spoken.startswith("Hand 1: 1 card,")
