"""The main window: the start view or the table, menus, undo/redo, full-screen board."""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from .start.start_view import StartView

if TYPE_CHECKING:  # the table, the store and the rules load after the first paint
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QMenu

    from ..rules import Change, Scorecard, ScorekeeperError
    from ..store import GameSession
    from ..store.interfaces import AppStore
    from .club.leaderboard_view import LeaderboardView
    from .history.history_view import HistoryView
    from .players.players_view import PlayersView
    from .shared.records_controller import RecordsController
    from .table.big_board import BigBoard
    from .table.controller import TableController
    from .table.table_view import TableView


class MainWindow(QMainWindow):
    first_paint = Signal()  # the window is on screen: now load the rest

    def __init__(self, store: AppStore | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Scorekeeper")
        self.store = store
        self.controller: TableController | None = None
        self.table: TableView | None = None
        self.big_board: BigBoard | None = None
        self._painted = False
        self._has_icon = False  # set once (the SVG read and drawn), not again
        self.history: HistoryView | None = None
        self.players: PlayersView | None = None
        self._records: RecordsController | None = None
        self.phones: Any = None  # the live page for phones, once asked for (View menu)
        self.leaderboard: LeaderboardView | None = None
        self.stack = QStackedWidget()
        self.start = StartView()
        self.start.new_game.connect(self.new_game)
        self.start.open_game.connect(self.open_game)
        self.start.history.connect(self.show_history)
        self.start.players.connect(self.show_players)
        self.stack.addWidget(self.start)
        self.setCentralWidget(self.stack)
        # Menu titles now; their actions (and shortcuts) right after the first paint.
        bar = self.menuBar()
        self.menus = {name: bar.addMenu(name) for name in
                      (self.tr("&Game"), self.tr("&Edit"), self.tr("&View"), self.tr("&Help"))}
        self.first_paint.connect(self._after_first_paint)
        self.statusBar()
        self._restore_window()
        if store is not None:  # opened by the caller: no first paint to wait for
            self.watch_store()
            self._menus()
            self._identity()
            self.refresh_start()

    def _restore_window(self) -> None:
        """The size, place and bars the window had when last closed, inside this screen."""
        from .shared.preferences import Preferences

        self.preferences = Preferences()
        geometry, state = self.preferences.window_state()
        from .shared.screen import first_size, fit_to_screen

        restored = geometry is not None and self.restoreGeometry(geometry)
        # A geometry saved on a larger screen (or at a smaller scale) is brought inside
        # this screen; the first size is 1280×800 (more on a large screen) where it fits.
        fit_to_screen(self, None if restored else first_size(self))
        if state is not None:
            self.restoreState(state)

    def watch_store(self) -> None:
        """While the store does not answer, the status line says so (see StoreWait)."""
        from .shared.store_wait import StoreWait

        wait = StoreWait.watch(self.store, self)
        if wait is not None:
            wait.stalled.connect(self.statusBar().showMessage)
            wait.answered.connect(lambda text: self.statusBar().showMessage(text, 8000))

    # --- menus --------------------------------------------------------------------
    def _action(self, text: str, shortcut: Any, slot: object) -> Any:
        from PySide6.QtGui import QAction, QKeySequence

        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _after_first_paint(self) -> None:
        """Menu actions, shortcuts and the icon: right after the window is on screen."""
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, self._menus)
        if not self._has_icon:  # a window made with its store has it already
            QTimer.singleShot(0, self._identity)

    def _identity(self) -> None:
        """The icon: wanted soon, not for the first paint. (The version is the source's,
        set with the application; the installed metadata's, which About shows, is read
        when asked: importlib.metadata brings email, csv and zipfile, 3 MiB.)"""
        from PySide6.QtGui import QIcon
        from PySide6.QtWidgets import QApplication

        self._has_icon = True
        if not QApplication.windowIcon().isNull():
            return  # the application's, set by a window before: every window shows it
        from .shared import resources_rc  # noqa: F401 - registers the ":/icons" resources

        QApplication.setWindowIcon(QIcon(":/icons/scorekeeper.svg"))

    def _menus(self) -> None:
        if hasattr(self, "undo_action"):
            return
        from .shared.application import application
        from .shared.focus_ring import install_focus_rings

        install_focus_rings(application())
        game, edit, view, help_menu = self.menus.values()
        self._game_menu(game)
        self._edit_menu(edit)
        self._view_and_help_menus(view, help_menu)
        self._update_actions()

    def _game_menu(self, game: QMenu) -> None:
        """Game: new, the screens, rematch and end, export and print, delete, back up,
        quit."""
        from PySide6.QtGui import QKeySequence

        game.addAction(self._action(self.tr("&New game…"), "Ctrl+N", self.new_game))
        game.addAction(self._action(self.tr("&Start screen"), "Ctrl+Shift+H", self.show_start))
        game.addAction(self._action(self.tr("&History"), "Ctrl+H", self.show_history))
        game.addAction(self._action(self.tr("&Players"), "Ctrl+Shift+P", self.show_players))
        game.addSeparator()
        self.rematch_action = self._action(self.tr("Re&match"), "Ctrl+R", self.rematch_current)
        self.tiebreak_action = self._action(self.tr("Play the &tie-break deal…"),
                                            "Ctrl+Shift+T", self.tiebreak)
        self.end_action = self._action(self.tr("&End game"), "Ctrl+Shift+G", self.end_game)
        for action in (self.rematch_action, self.tiebreak_action, self.end_action):
            game.addAction(action)
        game.addSeparator()
        self.export_action = self._action(self.tr("E&xport scorecard…"), "Ctrl+Shift+E",
                                          self.export_current)
        self.print_action = self._action(self.tr("&Print scorecard…"),
                                         QKeySequence.StandardKey.Print, self.print_current)
        game.addAction(self.export_action)
        game.addAction(self.print_action)
        # History's list answers Delete itself (a key every text field needs too): the
        # menu shows it and does the same for the game chosen there.
        self.delete_action = self._action(self.tr("&Delete game…") + "\tDel", None,
                                          self.delete_chosen)
        game.addAction(self.delete_action)
        self.backup_action = self._action(self.tr("&Back up…"), "Ctrl+Shift+B", self.back_up)
        game.addAction(self.backup_action)
        game.addSeparator()
        quit_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)  # none on some
        game.addAction(self._action(self.tr("&Quit"), quit_keys[0] if quit_keys else "Ctrl+Q",
                                    self.close))

    def _edit_menu(self, edit: QMenu) -> None:
        """Edit: undo and redo, correct a hand, table changes, preferences."""
        from PySide6.QtGui import QKeySequence

        self.undo_action = self._action(self.tr("&Undo"), QKeySequence.StandardKey.Undo, self.undo)
        self.redo_action = self._action(self.tr("&Redo"), "Ctrl+Shift+Z", self.redo)
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        self.correct_action = self._action(self.tr("&Correct a hand…"), "Ctrl+E", self.correct_hand)
        edit.addAction(self.correct_action)
        edit.addSeparator()
        # A house game with table changes: players come, go and sit a hand out.
        self.join_action = self._action(self.tr("Player &joins…"), "Ctrl+J", self.player_joins)
        self.leave_action = self._action(self.tr("Player &leaves…"), "Ctrl+Shift+L",
                                         lambda: self.table.player_leaves() if self.table else None)
        self.sit_out_action = self._action(self.tr("&Sits out next hand…"), "Ctrl+Shift+O",
                                           lambda: self.table.sit_out() if self.table else None)
        for action in (self.join_action, self.leave_action, self.sit_out_action):
            edit.addAction(action)
        edit.addSeparator()
        # Ctrl+, on every platform: Qt's standard Preferences key is empty on Linux.
        edit.addAction(self._action(self.tr("&Preferences…"), "Ctrl+,", self.edit_preferences))

    def _view_and_help_menus(self, view: QMenu, help_menu: QMenu) -> None:
        """View: the big board, phones, the club's screens, charts; Help."""
        view.addAction(self._action(self.tr("&Full-screen scoreboard"), "F11",
                                    self.toggle_big_board))
        self.phones_action = self._action(self.tr("Show on &phones…"), "Ctrl+Shift+M",
                                          self.show_on_phones)
        view.addAction(self.phones_action)
        view.addAction(self._action(self.tr("&Leaderboard"), "Ctrl+L", self.show_leaderboard))
        view.addAction(self._action(self.tr("&Reports…"), "Ctrl+Shift+R", self.show_reports))
        self.charts_action = self._action(self.tr("&Charts"), "F7", self.show_charts)
        view.addAction(self.charts_action)
        help_menu.addAction(self._action(self.tr("&Rules of this game"), "F1", self.show_rules))
        help_menu.addAction(self._action(self.tr("&About Scorekeeper"), None, self.about))

    def _update_actions(self) -> None:
        if not hasattr(self, "undo_action"):
            return  # the menus are not built yet
        c = self.controller
        in_game = c is not None and self.stack.currentWidget() is self.table
        history = self.history if self.stack.currentWidget() is self.history else None
        players = self.players if self.stack.currentWidget() is self.players else None
        in_history, in_players = history is not None, players is not None
        merged = bool(players is not None and players.can_undo())
        deleted = bool(history is not None and history.deleted)
        self.undo_action.setEnabled(bool(in_game and c and c.can_undo) or deleted or merged)
        self.redo_action.setEnabled(bool(in_game and c and c.can_redo))
        self.undo_action.setText(
            f"&Undo {c.undo_text}" if in_game and c and c.undo_text else
            "&Undo delete" if deleted else
            f"&Undo {players.undo_text()}" if players is not None and merged else "&Undo")
        self.redo_action.setText(f"&Redo {c.redo_text}" if in_game and c and c.redo_text
                                 else "&Redo")
        self.end_action.setEnabled(bool(in_game and c and not c.scorecard.over))
        self.correct_action.setEnabled(bool(in_game))
        changes = bool(in_game and self.table is not None and self.table.allows_table_changes)
        for action in (self.join_action, self.leave_action, self.sit_out_action):
            action.setEnabled(changes)
        detail = history.detail if history is not None else None  # the game chosen in History
        for action, button in ((self.export_action, "export_button"),
                               (self.print_action, "print_button"),
                               (self.rematch_action, "rematch_button"),
                               (self.delete_action, "delete_button")):
            chosen = detail is not None and getattr(detail, button).isEnabled()
            action.setEnabled(chosen or bool(in_game and action is not self.delete_action))
        if in_game and c is not None:
            self.rematch_action.setEnabled(c.scorecard.over)
        self.tiebreak_action.setEnabled(bool(in_game and self.table is not None
                                             and self.table.standings.tiebreak.isVisibleTo(
                                                 self.table.standings)))
        self.phones_action.setEnabled(bool(in_game))
        self.charts_action.setEnabled(bool(in_game or in_history or in_players))

    # --- navigation -----------------------------------------------------------------
    @property
    def records(self) -> RecordsController:
        """Commands on the records (delete, rename, merge …) and the changes every
        screen refreshes from; made once the database is open."""
        if self._records is None:
            from .shared.records_controller import RecordsController, RefreshOnChange

            assert self.store is not None
            self._records = RecordsController(self.store, self)
            RefreshOnChange(self.start, self._records, lambda c: c.history,
                            lambda _change: self.refresh_start())
        return self._records

    def refresh_start(self) -> None:
        from ..rules import ScorekeeperError

        if self.store is None:
            return
        try:
            self.start.show_games(self.store.unfinished_games(), self.store.history(limit=30))
        except ScorekeeperError as error:
            self.error(str(error))

    def show_history(self) -> None:
        if self.store is None:
            return
        from .history.history_view import HistoryView  # loaded on first use, not at start-up

        if self.history is None:
            self.history = HistoryView(self.store, self, self.records)
            self.history.resume.connect(self.open_game)
            self.history.rematch.connect(self.rematch)
            self.history.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
            self.history.deletions_changed.connect(self._update_actions)
            self.history.detail.shown.connect(self._update_actions)
            self.stack.addWidget(self.history)
        self.stack.setCurrentWidget(self.history)  # it reads again only what changed
        self.setWindowTitle(self.tr("History — Scorekeeper"))
        self._update_actions()

    def show_players(self) -> None:
        if self.store is None:
            return
        from .players.players_view import PlayersView

        if self.players is None:
            self.players = PlayersView(self.store, self, self.records)
            self.players.leaderboard.connect(self.show_leaderboard)
            self.players.merges_changed.connect(self._update_actions)
            self.stack.addWidget(self.players)
        self.stack.setCurrentWidget(self.players)  # it reads again only what changed
        self.setWindowTitle(self.tr("Players — Scorekeeper"))
        self._update_actions()

    def show_leaderboard(self, game: str | None = None) -> None:
        """The club's leaderboard (ratings, head to head, records), for ``game`` if given."""
        if self.store is None:
            return
        from .club.leaderboard_view import LeaderboardView

        if self.leaderboard is None:
            from .shared.records_controller import RefreshOnChange

            board = self.leaderboard = LeaderboardView(self.store, self)
            RefreshOnChange(board, self.records, lambda c: c.players,
                            lambda _change: board.refresh())
            self.stack.addWidget(board)
        if isinstance(game, str):
            self.leaderboard.choose(game)
        self.stack.setCurrentWidget(self.leaderboard)  # it reads again only what changed
        self.setWindowTitle(self.tr("Leaderboard — Scorekeeper"))
        self._update_actions()

    def show_reports(self) -> None:
        """The club's reports: the evening of the game chosen in History (else the last
        evening played), or the season the Leaderboard shows."""
        if self.store is None:
            return
        current = self.stack.currentWidget()
        if self.leaderboard is not None and current is self.leaderboard:
            self.leaderboard.show_reports()
        elif self.history is not None and current is self.history:
            self.history.show_reports()
        else:
            from .club.reports_dialog import ReportsDialog

            ReportsDialog(self.store, self).exec()

    def show_charts(self) -> None:
        """F7: the charts of what is on screen — the game at the table (in a window of
        their own), History's chosen game, the player chosen in Players. Pressed again,
        the next chart."""
        if self.store is None:
            return
        current = self.stack.currentWidget()
        if self.history is not None and current is self.history:
            self.history.detail.show_charts()
        elif self.players is not None and current is self.players:
            self.players.show_charts()
        elif self.controller is not None and current is self.table:
            from .club.charts_dialog import ChartsDialog
            from .club.club_data import chart_colours

            ChartsDialog(self.controller.scorecard, chart_colours(self.store), self).exec()

    def show_start(self) -> None:
        self.stack.setCurrentWidget(self.start)  # it reads again only what changed
        self.setWindowTitle("Scorekeeper")
        self._update_actions()

    def new_game(self, **prefill: Any) -> None:
        from ..rules import ScorekeeperError
        from ..store import GameSession
        from .dialogs.new_game import NewGameDialog
        from .dialogs.rules_shelf import StoreShelf

        if self.store is None:
            return
        if not prefill:  # a fresh game starts from the last one's choices
            game = self.preferences.default_game
            prefill = {"game": game, "players": self.preferences.last_seating,
                       "options": self.preferences.options_for(game) if game else {}}
        dialog = NewGameDialog(self.store.completions(), self,
                               shelf=StoreShelf(self.store), **prefill)
        if not dialog.exec():
            return
        chosen = dialog.setup()
        self.preferences.default_game = chosen.variant
        self.preferences.set_options_for(chosen.variant, dict(chosen.options))
        self.preferences.last_seating = list(chosen.players)
        try:
            setup = dialog.setup()
            session = GameSession.start(self.store, setup.variant, setup.players,
                                        setup.first_dealer, dict(setup.options))
        except ScorekeeperError as error:
            self.error(str(error))
            return
        self.show_session(session)
        self.records.game_started(session.game_id)

    def start_game(self, game: str, players: list[str], dealer: str,
                   options: dict[str, object]) -> None:
        from ..store import GameSession

        assert self.store is not None
        session = GameSession.start(self.store, game, players, dealer, options)
        self.show_session(session)
        self.records.game_started(session.game_id)

    def open_game(self, game_id: int) -> None:
        from ..rules import ScorekeeperError
        from ..store import GameSession

        if self.store is None:
            return
        try:
            session = GameSession.resume(self.store, game_id)
        except ScorekeeperError as error:
            self.error(str(error))
            return
        self.show_session(session)

    def show_session(self, session: GameSession) -> None:
        from .shared.fonts import size_type_within
        from .table.controller import TableController
        from .table.table_view import TableView

        old = self.table
        self.controller = TableController(session, self)
        self.table = TableView(self.controller, self)
        size_type_within(self.table, self.preferences.scoreboard_font_size)
        self.table.rematch_requested.connect(self.rematch)
        self.controller.changed.connect(self._table_changed)
        self.controller.refused.connect(self._table_refused)
        self.controller.notice.connect(self.statusBar().showMessage)
        self.stack.addWidget(self.table)
        self.stack.setCurrentWidget(self.table)
        if old is not None:  # once the new table is up: removed while it was on show,
            self.stack.removeWidget(old)  # the start screen came up and was refreshed
            old.deleteLater()
        from ..rules.games import game_rules

        scorecard = session.scorecard
        self.setWindowTitle(f"{game_rules(scorecard.setup).title} — "
                            f"{', '.join(scorecard.setup.players)} — Scorekeeper")
        self.table.entry.setFocus()
        if self.phones is not None:
            self.phones.follow(self.controller)  # a rematch stays on the phones
        self._update_actions()
        # What was just built (the game's records and scorecards, the table's widgets)
        # lives as long as the table: kept out of the collector's full passes, which
        # otherwise walked a 2,000-hand game's ~370,000 objects at some keystroke (a
        # pause of a quarter of a second and more). Objects are still freed when no
        # longer used; only a cycle among them would not be.
        gc.freeze()

    def rematch(self, scorecard: Scorecard) -> None:
        """The same game again: same seating and options; the game's rule picks the first
        dealer (the dialog follows it as the seating is edited)."""
        self.new_game(game=scorecard.setup.variant, players=list(scorecard.at_table),
                      options=dict(scorecard.setup.options), rematch_of=scorecard)

    # --- table actions --------------------------------------------------------------
    def undo(self) -> None:
        """Ctrl+Z: the last entry at the table, in History the last delete, in Players
        the last merge, alias or inactive mark."""
        if self.history is not None and self.stack.currentWidget() is self.history:
            self.history.restore_last()
        elif self.players is not None and self.stack.currentWidget() is self.players:
            self.players.undo()
        elif self.controller and self.controller.can_undo:
            from ..rules import Undo

            self.controller.apply(Undo())

    def redo(self) -> None:
        if self.controller and self.controller.can_redo:
            from ..rules import Redo

            self.controller.apply(Redo())

    def end_game(self) -> None:
        if self.controller is None:
            return
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            self, self.tr("End game"),
            self.tr("End this game now? Its standings stand as they are; Undo reopens it."))
        if answer == QMessageBox.StandardButton.Yes:
            from ..rules import Stop

            self.controller.apply(Stop())

    def _history_detail(self) -> Any:
        """History's chosen game, when History is the screen shown."""
        if self.history is not None and self.stack.currentWidget() is self.history:
            return self.history.detail
        return None

    def rematch_current(self) -> None:
        """Ctrl+R: the same game again — the one just finished at the table, or the
        one chosen in History."""
        detail = self._history_detail()
        if detail is not None:
            if detail.rematch_button.isEnabled():
                detail.rematch_button.click()
        elif self.controller is not None and self.table is not None \
                and self.stack.currentWidget() is self.table and self.controller.scorecard.over:
            self.rematch(self.controller.scorecard)

    def tiebreak(self) -> None:
        """Ctrl+Shift+T: the tie-break deal of a finished game whose tie survived."""
        if self.table is not None and self.table.standings.tiebreak.isVisibleTo(
                self.table.standings):
            self.table.standings.tiebreak.click()

    def delete_chosen(self) -> None:
        """Game › Delete game…: the game chosen in History (it asks first)."""
        detail = self._history_detail()
        if detail is not None and detail.delete_button.isEnabled():
            detail.delete_button.click()

    def player_joins(self) -> None:
        """Edit › Player joins…: the club's players are offered as the name is typed."""
        if self.table is not None and self.store is not None:
            self.table.player_joins(self.store.completions())

    def correct_hand(self) -> None:
        if self.table is not None:
            self.table.correct_last_hand()

    def _current_detail(self) -> Any:
        """A game-detail panel for the game at the table (its export and print)."""
        from .history.game_detail import GameDetail

        if self.controller is None or self.store is None:
            return None
        detail = GameDetail(self.store, self)
        detail.hide()
        detail.show_game(self.store.game_summary(self.controller.game_id))
        return detail

    def export_current(self) -> None:
        chosen = self._history_detail()
        if chosen is not None:
            chosen.export()
            return
        detail = self._current_detail()
        if detail is not None:
            detail.export()
            detail.deleteLater()

    def print_current(self) -> None:
        chosen = self._history_detail()
        if chosen is not None:
            chosen.print_()
            return
        detail = self._current_detail()
        if detail is not None:
            detail.print_()
            detail.deleteLater()

    def back_up(self) -> None:
        """Game › Back up…: a consistent copy of every game, while the app runs."""
        if self.store is None:
            return
        from .dialogs.backup_dialog import back_up

        back_up(self, self.store)

    def toggle_big_board(self) -> None:
        """F11: the players' display, on the screen chosen for it (else another one);
        keys typed on it go on to the entry, and Ctrl+Z works there too."""
        if self.big_board is not None and self.big_board.isVisible():
            self.big_board.close()
            return
        if self.controller is None:
            return
        from .table.big_board import BigBoard
        from .table.board_screens import board_screen

        if self.big_board is None:
            board = self.big_board = BigBoard(self.controller.scorecard, self)
            board.key_target = lambda: self.table.entry if self.table is not None else None
            board.screen_chosen.connect(
                lambda name: setattr(self.preferences, "board_screen", name))
            board.addActions([getattr(self, name) for name in ("undo_action", "redo_action")
                              if hasattr(self, name)])
        self.big_board.show_scorecard(self.controller.scorecard)
        self.big_board.show_on(board_screen(self.preferences.board_screen, self.screen()))

    def show_on_phones(self) -> None:
        """View › Show on phones…: the game in play as a live page (loaded on first use)."""
        if self.controller is None:
            return
        from .dialogs.phone_dialog import PhoneDialog, PhoneShare

        if self.phones is None:
            self.phones = PhoneShare(self)
        PhoneDialog(self.phones, self.controller, self).exec()

    def _table_changed(self, change: Change) -> None:
        """Every change at the table: the menus' Undo and Redo, the players' display as
        it happens, and the game's line in the history and start screens."""
        self._update_actions()
        self.statusBar().clearMessage()  # a refusal is about the state before this change
        if self.controller is not None:
            self.records.game_played(self.controller.game_id, change)
        if self.big_board is not None and self.big_board.isVisible():
            self.big_board.show_scorecard(change.scorecard)

    def _table_refused(self, error: ScorekeeperError) -> None:
        from .table.controller import refusal_text

        self.statusBar().showMessage(refusal_text(error), 8000)

    def show_rules(self) -> None:
        key = self.controller.scorecard.setup.variant if self.controller else None
        from .dialogs.rules_dialog import RulesDialog

        RulesDialog(key, self).exec()

    def about(self) -> None:
        box = self.about_box()
        box.exec()

    def about_box(self) -> Any:
        """Help › About: the version, and where the games and the log are kept (what a
        bug report needs, as ``scorekeeper --version`` prints it)."""
        from html import escape

        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        from .. import package_version
        from ..crash_log import log_folder

        database = str(self.store.path) if self.store is not None else self.tr("not open")
        box = QMessageBox(self)
        box.setObjectName("about-dialog")
        box.setWindowTitle(self.tr("About Scorekeeper"))
        box.setIconPixmap(self.windowIcon().pixmap(96, 96))
        box.setText(f"<h3>Scorekeeper {escape(package_version())}</h3>")
        box.setInformativeText(self.tr(
            "The scorekeeper's companion at a real card table: Oh Hell (Pratt &amp; Whitney), "
            "Oh Shit (misère and 7-down-to-1), Whysteria and Shithead.<br><br>"
            "Every entry is saved the moment it is made. F1 shows the rules of the game "
            "in play.") + "<br><br>" + self.tr("Database: %1<br>Log: %2")
            .replace("%1", escape(database)).replace("%2", escape(str(log_folder()))))
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return box

    def error(self, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self, "Scorekeeper", text[:1].upper() + text[1:])

    def showEvent(self, event: Any) -> None:
        """Inside the screen once more when shown: only now is the frame known."""
        super().showEvent(event)
        if not self.isMaximized() and not self.isFullScreen():
            from .shared.screen import fit_to_screen

            fit_to_screen(self)

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.Paint and not self._painted:
            self._painted = True
            self.first_paint.emit()
        return handled

    def edit_preferences(self) -> None:
        from .dialogs.preferences_dialog import PreferencesDialog
        from .shared.application import application
        from .shared.fonts import apply_type_size
        from .shared.theme import apply_theme

        dialog = PreferencesDialog(self.preferences, self)
        if dialog.exec():
            dialog.save()
            apply_theme(application(), self.preferences.theme)
            # Every screen loaded, a table open or not (History's scorecard too).
            apply_type_size(self, self.preferences.scoreboard_font_size)

    def closeEvent(self, event: Any) -> None:
        self.preferences.save_window(self.saveGeometry(), self.saveState())
        self.preferences.sync()
        if self.big_board is not None:
            self.big_board.close()
        if self.phones is not None:
            self.phones.stop()
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        from PySide6.QtCore import Qt

        if event.key() == Qt.Key.Key_Escape and self.stack.currentWidget() is self.table:
            return
        super().keyPressEvent(event)
