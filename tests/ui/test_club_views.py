"""The club in the app: the leaderboard, a player's rating, sittings and notes in History."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCharts import QBarCategoryAxis, QChartView
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication

from scorekeeper.club.ratings import leaderboard, rate
from scorekeeper.club.sittings import group, summarise
from scorekeeper.rules.commands import Bid, Stop, Tricks
from scorekeeper.rules.simulate import simulate
from scorekeeper.store import Store
from scorekeeper.ui.main_window import MainWindow

TRIO = ["Ann", "Ben", "Cat"]
CONSTANT = {"schedule": "constant", "cards": 3}


@pytest.fixture
def club(app_store: Store, club_games: list) -> Store:
    """Friday: Ann, Ben and Dan play one game at noon; in the evening Ann, Ben and Cat
    play three whysteria games and a shithead sitting; Saturday: the trio once more.
    Each test imports them into its own new database."""
    app_store.import_many(club_games)
    return app_store


@pytest.fixture(scope="module")
def club_games() -> list:
    """The club's six games, simulated once for the module (frozen scorecards: no test
    can change them; the same seed gave every test the same games before)."""
    rng = random.Random(21)
    games = []
    for hour, players, game in ((18, TRIO, "whysteria"), (12, ["Ann", "Ben", "Dan"],
                                                          "whysteria"),
                                (19, ["Cat", "Ann", "Ben"], "whysteria"),
                                (20, TRIO, "shithead"), (21, TRIO, "whysteria"),
                                (23, TRIO, "whysteria")):
        options = CONSTANT if game == "whysteria" else {}
        card = simulate(rng, game, players, players[0], options=options)
        day = 13 if hour < 23 else 14  # the last one the next afternoon: 16 h later
        hour = hour if hour < 23 else 15
        games.append((card, f"2026-11-{day:02d}T{hour:02d}:00:00+00:00",
                      f"2026-11-{day:02d}T{hour:02d}:50:00+00:00"))
    return games


def shown_column(view, name: str) -> list[str]:
    from scorekeeper.ui.history.history_model import COLUMNS

    column = [key for key, _ in COLUMNS].index(name)
    return [view.model.data(view.model.index(r, column)) for r in range(view.model.rowCount())]


def test_history_labels_each_sitting_and_sums_it_up(
        qtbot, window: MainWindow, club: Store) -> None:
    window.show_history()
    view = window.history
    qtbot.waitUntil(lambda: any(shown_column(view, "sitting")))  # filled in once shown
    ids = [view.model.game_at(r).id for r in range(view.model.rowCount())]  # newest first
    positions = dict(zip(ids, shown_column(view, "sitting"), strict=True))
    assert positions == {6: "", 5: "4 of 4", 4: "3 of 4", 3: "2 of 4", 2: "", 1: "1 of 4"}
    view.table.selectRow(ids.index(4))
    qtbot.waitUntil(view.detail.sitting.isVisible)
    (sitting,) = [s for s in group(club.club_games(finished_only=False)) if s.position(4)]
    summary = summarise(sitting)  # what the stored results say
    text = view.detail.sitting.text()
    assert view.detail.sitting.isVisible() and "game 3 of 4" in text
    night = " and ".join(summary.night_winners)
    assert f"Winner of the night: <b>{night}</b>" in text
    ((title, losers),) = summary.last_places
    assert title == "shithead" and f"Shithead of the night: <b>{' and '.join(losers)}</b>" in text
    view.table.selectRow(ids.index(2))  # the noon game with Dan, a sitting of its own
    qtbot.wait(50)
    assert not view.detail.sitting.isVisible()


def test_notes_are_edited_in_history_stored_and_exported(
        qtbot, window: MainWindow, club: Store) -> None:
    window.show_history()
    view, detail = window.history, window.history.detail
    view.table.selectRow(0)
    game = detail.summary.id
    detail.tabs.setCurrentIndex(2)
    assert not detail.save_notes_button.isEnabled()
    qtbot.keyClicks(detail.notes, "At Cat's. Ben's revoke in hand 3 stood.")
    assert detail.save_notes_button.isEnabled()
    with qtbot.waitSignal(detail.notes_saved) as saved:
        detail.save_notes_button.click()
    assert saved.args == [game]
    assert club.notes(game) == "At Cat's. Ben's revoke in hand 3 stood."  # stored
    assert club.export_document(game)["notes"] == club.notes(game)  # in the file
    assert not detail.save_notes_button.isEnabled()
    # typed notes are not lost by choosing another game
    qtbot.keyClicks(detail.notes, " Rematch on Sunday.")
    view.table.selectRow(1)
    assert club.notes(game).endswith("Rematch on Sunday.")
    assert detail.notes.toPlainText() == (club.notes(detail.summary.id) or "")


def test_notes_typed_are_saved_when_history_is_left_or_the_window_closes(
        qtbot, window: MainWindow, club: Store) -> None:
    window.show_history()
    detail = window.history.detail
    window.history.table.selectRow(0)
    game = detail.summary.id
    qtbot.keyClicks(detail.notes, "Played at the Crown.")
    window.show_start()
    assert club.notes(game) == "Played at the Crown."
    window.show_history()
    window.history.table.selectRow(0)
    qtbot.keyClicks(detail.notes, " Ann won the cards.")
    window.close()
    assert club.notes(game) == "Played at the Crown. Ann won the cards."


def test_the_leaderboard_shows_the_stored_ratings_and_follows_the_season(
        window: MainWindow, club: Store) -> None:
    window.show_leaderboard("whysteria")
    view = window.leaderboard
    expected = leaderboard(rate(club.club_games("whysteria"))["whysteria"])
    board = view.board
    assert board.rowCount() == len(expected) == 4
    for r, row in enumerate(expected):
        assert board.item(r, 1).text() == row.player
        assert board.item(r, 2).text() == f"{row.rating:.1f}"
        assert board.item(r, 5).text() == str(row.games)
        assert board.item(r, 7).text() == f"{row.exact_rate:.0%}"
    assert view.count.text() == "5 finished games"
    assert view.matrix.rowCount() == view.matrix.columnCount() == 4
    assert "Longest winning streak" in view.records.text()
    view.date_from.setDate(view.date_from.date().fromString("2026-11-14", "yyyy-MM-dd"))
    view.date_to.setDate(view.date_to.date().fromString("2026-11-30", "yyyy-MM-dd"))
    view.season.setChecked(True)
    assert view.count.text() == "1 finished game" and board.rowCount() == 3
    view.game.setCurrentIndex(view.game.findData("shithead"))
    assert board.isColumnHidden(7)  # no bids: no exact-bid rate


def test_a_game_finished_at_the_table_is_on_the_leaderboard(
        window: MainWindow, club: Store) -> None:
    window.show_leaderboard("whysteria")
    names = {window.leaderboard.board.item(r, 1).text()
             for r in range(window.leaderboard.board.rowCount())}
    assert "Zoe" not in names
    window.start_game("whysteria", ["Zoe", "Ann"], "Zoe", {"schedule": "constant", "cards": 1})
    for command in (Bid("Ann", 1), Bid("Zoe", 1), Tricks({"Ann": 1, "Zoe": 0}), Stop()):
        assert window.controller.apply(command)  # played at the table, as in the app
    window.show_leaderboard()
    names = {window.leaderboard.board.item(r, 1).text()
             for r in range(window.leaderboard.board.rowCount())}
    assert "Zoe" in names


def charts(widget) -> list[QChartView]:
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return widget.findChildren(QChartView)


def test_a_players_rating_and_exact_bids_are_per_game_with_sample_sizes(
        window: MainWindow, club: Store) -> None:
    window.show_players()
    view = window.players
    for row in range(view.list.count()):
        if view.list.item(row).data(Qt.ItemDataRole.UserRole) == "Cat":
            view.list.setCurrentRow(row)
    assert [view.rating_game.itemData(i) for i in range(view.rating_game.count())] == \
        ["shithead", "whysteria"]
    view.rating_game.setCurrentIndex(view.rating_game.findData("whysteria"))
    book = rate(club.club_games("whysteria"))["whysteria"]
    cat = next(r for r in book.ratings() if r.player == "Cat")
    assert f"Rating <b>{cat.rating:.1f}</b>" in view.rating.text()
    from scorekeeper.ui.players.players_view import STAT_COLUMNS

    rows = {view.stats.item(r, 0).text(): r for r in range(view.stats.rowCount())}
    cell = view.stats.item(rows["Whysteria"], STAT_COLUMNS.index("Rating"))
    assert cell.text() == f"{cat.rating:.1f}" and f"σ {cat.sigma:.2f}" in cell.toolTip()
    assert f"μ {cat.mu:.1f}, σ {cat.sigma:.2f}" in view.rating.text()
    views = {v.chart().title(): v for v in charts(view)}
    rating_view = views["Cat: rating in Whysteria"]
    (line, *_rest) = rating_view.chart().series()
    assert line.count() == len(book.history["Cat"]) == cat.games
    exact = views["Cat: exact bids by hand size in Whysteria"]
    (axis,) = [a for a in exact.chart().axes() if isinstance(a, QBarCategoryAxis)]
    stored = club.exact_by_hand_size(player="Cat", variant="whysteria")
    assert axis.categories() == [f"{cards}<br>({hands})" for _, cards, hands, _ in stored]
    view.rating_game.setCurrentIndex(view.rating_game.findData("shithead"))
    assert [v.chart().title() for v in charts(view)] == ["Cat: rating in Shithead"]
    with pytest.raises(StopIteration):
        next(v for v in charts(view) if "exact" in v.chart().title())


def test_players_exports_a_player_or_the_whole_club_as_csv(
        window: MainWindow, club: Store, tmp_path) -> None:
    import csv

    window.show_players()
    view = window.players
    for row in range(view.list.count()):
        if view.list.item(row).data(Qt.ItemDataRole.UserRole) == "Dan":
            view.list.setCurrentRow(row)
    one, everyone = tmp_path / "dan.csv", tmp_path / "club.csv"
    assert view.export_csv(False, str(one)) and view.export_csv(True, str(everyone))
    dan = list(csv.DictReader(one.open(encoding="utf-8")))
    assert [(r["player"], r["game"], int(r["played"])) for r in dan] == \
        [(s.player, s.variant, s.played) for s in club.player_stats("Dan")]
    rows = list(csv.DictReader(everyone.open(encoding="utf-8")))
    assert {r["player"] for r in rows} == {"Ann", "Ben", "Cat", "Dan"}
    assert all(r["rating"] for r in rows)  # every finished game is rated


def test_an_inactive_player_leaves_the_leaderboard_and_comes_back(
        window: MainWindow, club: Store) -> None:
    from scorekeeper.store.commands import ActivatePlayer, RetirePlayer

    window.records.run(RetirePlayer("Dan"))  # as Players' Alt+I does
    window.show_leaderboard("whysteria")
    board = window.leaderboard.board
    shown = [board.item(r, 1).text() for r in range(board.rowCount())]
    everyone = leaderboard(rate(club.club_games("whysteria"))["whysteria"])
    assert shown == [row.player for row in everyone if row.player != "Dan"]
    assert [board.item(r, 0).text() for r in range(board.rowCount())] == ["1", "2", "3"]
    window.records.run(ActivatePlayer("Dan"))
    window.show_leaderboard("whysteria")
    assert board.rowCount() == 4
