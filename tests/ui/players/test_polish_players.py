"""Players, polished: no empty bidding columns for a tally-only player, a merge that
asks first, head to head against the most frequent opponent, best and worst games by
their day and game."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCharts import QChartView
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox

from scorekeeper.rules.simulate import simulate
from scorekeeper.store import HistoryFilter, Store
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.players.players_view import STAT_COLUMNS

BIDDING = ["Exact bids", "Avg hand", "Bid − took", "Best", "Worst"]


@pytest.fixture
def club(app_store: Store) -> Store:
    """Ann plays Oh Hell with Ben once and with Cat three times; Zed plays only
    shithead (with Cat)."""
    rng = random.Random(12)
    games = []
    for day, players in enumerate((["Ann", "Ben", "Dan"], ["Ann", "Cat", "Dan"],
                                   ["Cat", "Ann", "Eve"], ["Eve", "Cat", "Ann"]), start=1):
        games.append((simulate(rng, "oh-hell-pw", players, players[0]),
                      f"2026-11-{day:02d}T12:00:00+00:00", None))
    for day in (5, 6):
        games.append((simulate(rng, "shithead", ["Zed", "Cat"], "Zed"),
                      f"2026-11-{day:02d}T12:00:00+00:00", None))
    app_store.import_many(games)
    return app_store


def charts(view) -> list[QChartView]:
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # charts let go of
    return view.findChildren(QChartView)


def choose(view, name: str) -> None:
    for row in range(view.list.count()):
        if view.list.item(row).data(Qt.ItemDataRole.UserRole) == name:
            view.list.setCurrentRow(row)
            return
    raise AssertionError(f"{name} is not listed")


def test_a_tally_only_player_has_no_empty_bidding_columns_or_charts(
        window: MainWindow, club: Store) -> None:
    window.show_players()
    view = window.players
    choose(view, "Zed")
    assert [s.variant for s in club.player_stats("Zed")] == ["shithead"]  # stored
    hidden = [STAT_COLUMNS[c] for c in range(len(STAT_COLUMNS)) if view.stats.isColumnHidden(c)]
    assert hidden == BIDDING
    # no empty exact-bids chart: only the rating's history, for the one game he plays
    assert [c.chart().title() for c in charts(view)] == ["Zed: rating in Shithead"]
    QApplication.processEvents()  # laid out: the record sits under the name, no gaps
    assert view.stats.y() - (view.heading.y() + view.heading.height()) < 24
    grid = view.stats.horizontalHeader().height() + view.stats.rowHeight(0)
    assert view.stats.height() <= grid + 2 * view.stats.frameWidth() + 4
    assert view.h2h.y() - (view.stats.y() + view.stats.height()) < 80
    choose(view, "Ann")
    assert not any(view.stats.isColumnHidden(c) for c in range(len(STAT_COLUMNS)))
    assert sorted(c.chart().title() for c in charts(view)) == [
        "Ann: bids against tricks in Oh Hell (Pratt & Whitney)",
        "Ann: exact bids by hand size in Oh Hell (Pratt & Whitney)",
        "Ann: rating in Oh Hell (Pratt & Whitney)"]


@pytest.mark.parametrize("answer", [QMessageBox.StandardButton.No,
                                    QMessageBox.StandardButton.Yes], ids=["no", "yes"])
def test_merge_asks_first_and_can_be_undone(
        window: MainWindow, club: Store, monkeypatch, answer) -> None:
    asked: list[str] = []
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("Eve", True))

    def question(parent, title, text, *rest):
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    window.show_players()
    view = window.players
    choose(view, "Zed")
    eve_games = club.history_count(HistoryFilter(player="Eve"))
    view.merge()
    assert len(asked) == 1 and "Zed" in asked[0] and "Eve" in asked[0]
    assert "2 games" in asked[0] and "Undo merge" in asked[0]
    names = club.player_names()
    if answer == QMessageBox.StandardButton.No:
        assert "Zed" in names and club.history_count(HistoryFilter(player="Eve")) == eve_games
        assert view.player() == "Zed"
    else:
        assert "Zed" not in names
        assert club.history_count(HistoryFilter(player="Eve")) == eve_games + 2
        assert view.player() == "Eve"
        assert view.undo_merge_button.isVisible()
        view.undo_merge_button.click()  # Zed gets his own games back
        assert "Zed" in club.player_names() and view.player() == "Zed"
        assert club.history_count(HistoryFilter(player="Eve")) == eve_games
        assert club.history_count(HistoryFilter(player="Zed")) == 2
        assert not view.undo_merge_button.isVisible()


def test_head_to_head_starts_with_the_most_frequent_opponent(window: MainWindow,
                                                             club: Store) -> None:
    window.show_players()
    view = window.players
    choose(view, "Ann")
    together = {o: sum(r.games for r in club.head_to_head("Ann", o))
                for o in ("Ben", "Cat", "Dan", "Eve")}
    assert together == {"Ben": 1, "Cat": 3, "Dan": 2, "Eve": 2}  # stored
    assert view.opponent.currentText() == "Cat"
    assert "3 games" in view.h2h.text()


def test_best_and_worst_games_by_day_and_game(window: MainWindow, club: Store) -> None:
    window.show_players()
    view = window.players
    choose(view, "Ann")
    (stats,) = club.player_stats("Ann")
    best = club.game_summary(stats.best_game)
    worst = club.game_summary(stats.worst_game)
    day = {g.id: f"{int(g.started[8:10])} Nov 2026" for g in (best, worst)}
    best_item = view.stats.item(0, STAT_COLUMNS.index("Best"))
    worst_item = view.stats.item(0, STAT_COLUMNS.index("Worst"))
    assert best_item.text() == f"{stats.best_total} · {day[best.id]}"
    assert worst_item.text() == f"{stats.worst_total} · {day[worst.id]}"
    assert best_item.toolTip() == f"{day[best.id]} · Oh Hell (Pratt & Whitney)"
    assert worst_item.toolTip() == f"{day[worst.id]} · Oh Hell (Pratt & Whitney)"
    assert "game" not in best_item.text() + worst_item.text()


class Shown(QObject):
    """Counts the Show events of the widgets it watches."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show:
            self.count += 1
        return False


def test_another_player_shows_none_of_the_last_players_charts_again(
        window: MainWindow, club: Store) -> None:
    """Choosing another player lets the charts shown go without showing (and laying
    out) each of the others in turn as the one before it is taken away."""
    window.show_players()
    view = window.players
    choose(view, "Ann")
    QApplication.processEvents()
    pages = [view.chart_tabs.widget(i) for i in range(view.chart_tabs.count())]
    assert len(pages) == 3  # rating, bids against tricks, exact bids by hand size
    view.chart_tabs.setCurrentIndex(1)  # the user looked at the middle one
    shown = Shown()
    for page in pages:
        page.installEventFilter(shown)
    choose(view, "Cat")
    assert shown.count == 0
    assert view.chart_tabs.count() == 3 and view.chart_tabs.widget(0) not in pages
