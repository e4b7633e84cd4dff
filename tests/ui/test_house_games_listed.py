"""Each named house game has its own place in the Leaderboard's and History's game
filters, and its own leaderboard."""

from __future__ import annotations

from tests.club.helpers import seed_mixed_club


def test_the_leaderboard_lists_each_house_game_by_name(qtbot, window, app_store) -> None:
    club = seed_mixed_club(app_store, per_game=2)
    window.show_leaderboard()
    view = window.leaderboard
    listed = {view.game.itemText(i): view.game.itemData(i) for i in range(view.game.count())}
    assert listed["Thursday club"] == "house:Thursday club"
    assert listed["Friday crowd"] == "house:Friday crowd"
    for title in ("Thursday club", "Friday crowd", "Oh Hell (Pratt & Whitney)"):
        view.game.setCurrentIndex(view.game.findText(title))
        key = view.game.currentData()
        shown = {view.board.item(r, 1).text() for r in range(view.board.rowCount())}
        assert shown == {p for _, k, card in club if k == key for p in card.setup.players}
        assert view.heading.text().endswith(title)
    window.show_history()
    games = window.history.game
    games.setCurrentIndex(games.findText("Friday crowd"))
    model = window.history.model
    qtbot.waitUntil(lambda: model.rowCount() == 2)
    assert {model.game_at(r).id for r in range(2)} == \
        {i for i, k, _ in club if k == "house:Friday crowd"}
