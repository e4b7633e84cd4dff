"""Preferences persist across restarts and are applied."""

from __future__ import annotations

from scorekeeper.store import Store
from scorekeeper.ui.dialogs.preferences_dialog import PreferencesDialog
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.shared.preferences import Preferences


def test_preferences_persist_across_restarts(qtbot, store: Store) -> None:
    first = MainWindow(store)
    qtbot.addWidget(first)
    first.show()
    first.resize(900, 500)  # the offscreen screen is 800 wide: the height tells
    dialog = PreferencesDialog(first.preferences, first)
    dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
    dialog.font_size.setValue(16)
    dialog.game.setCurrentIndex(dialog.game.findData("whysteria"))
    dialog.save()
    first.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})
    first.close()

    again = Preferences()  # a new process reads the same file
    assert (again.theme, again.scoreboard_font_size, again.default_game) == \
        ("dark", 16, "whysteria")
    second = MainWindow(store)
    qtbot.addWidget(second)
    assert second.height() == 500 != 800
    second.open_game(1)
    assert second.table.scoreboard.font().pointSize() == 16


def test_new_game_remembers_the_last_seating_and_options(qtbot, store: Store,
                                                         monkeypatch) -> None:
    from scorekeeper.ui.dialogs.new_game import NewGameDialog

    window = MainWindow(store)
    qtbot.addWidget(window)
    seen = {}

    def accept(dialog: NewGameDialog) -> int:
        seen.setdefault("players", dialog.players())
        seen.setdefault("game", dialog.game.currentData())
        dialog.game.setCurrentIndex(dialog.game.findData("oh-shit-misere"))
        dialog.option_widgets["length"].setCurrentText("half")
        if not dialog.players():
            for name in ("Ann", "Ben", "Cat"):
                dialog.name.setText(name)
                dialog.add_player()
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    window.new_game()
    assert window.controller.scorecard.setup.options["length"] == "half"
    seen.clear()
    prefs = Preferences()
    assert prefs.last_seating == ["Ann", "Ben", "Cat"]
    assert prefs.options_for("oh-shit-misere")["length"] == "half"
    window.new_game()
    assert seen["players"] == ["Ann", "Ben", "Cat"] and seen["game"] == "oh-shit-misere"


def test_a_type_size_chosen_with_no_table_open_sizes_history_and_the_next_table(
        qtbot, window, monkeypatch) -> None:
    """History's scorecard takes a new type size at once, a table open or not; a game
    opened afterwards has it in its scoreboard, entry and standings."""
    from scorekeeper.store import GameSession

    GameSession.start(window.store, "oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})
    window.show_history()  # no game opened at the table yet
    window.history.table.selectRow(0)
    scorecard = window.history.detail.scoreboard
    assert window.table is None and scorecard.model().rowCount() == 1

    def chosen(dialog: PreferencesDialog) -> int:
        dialog.font_size.setValue(19)
        return 1

    monkeypatch.setattr(PreferencesDialog, "exec", chosen)
    window.edit_preferences()
    assert scorecard.font().pointSize() == 19
    window.open_game(1)
    table = window.table
    assert [w.font().pointSize() for w in (table.scoreboard, table.entry, table.standings)] \
        == [19, 19, 19]
