"""The table screen: schedule, the hand in play, fast entry, scoreboard and standings."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QFont,
    QKeySequence,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...exports.qt_words import app_words
from ...rules import (
    Change,
    Command,
    Correct,
    HandResult,
    Penalty,
    Scorecard,
    ScorekeeperError,
    TrickVariant,
    TurnUp,
)
from ...rules.cards import JOKER, STANDARD_RANKS, SUIT_NAMES, SUIT_SYMBOLS
from ...rules.describe import penalty_word, suit_words, trump_reason, trump_words
from ...rules.describe import reminders as said_reminders
from ...rules.games import Entry, game_rules, trick_rules
from ...rules.taken_over import outlines, outside, taken_over
from ...rules.words import Count, Words
from ..shared.fit import ElidedButton, column_scrolling, plain_tip, scrolling
from ..shared.fonts import scaled_font
from ..shared.layouts import laid_out
from ..shared.markup import escape
from ..shared.player_completer import Known
from .board_panels import capitalized
from .controller import TableController, refusal_text
from .correct_hand import CorrectHandDialog
from .hand_entry import HandEntry
from .scoreboard import ScoreboardView, blend, readable
from .shithead_entry import ShitheadEntry
from .standings_panel import StandingsPanel
from .table_changes import JoinDialog, Submit, leave_dialog, sit_out_dialog

MUTED = 0.6  # how much of the text colour grey text keeps (then made AA if need be)


# The widget each kind of entry needs (the game says which: Variant.entry).
ENTRY_WIDGETS: dict[Entry, type[HandEntry] | type[ShitheadEntry]] = {
    Entry.BIDS_AND_TRICKS: HandEntry,
    Entry.ORDER_OUT: ShitheadEntry,
}

class TableView(QWidget):
    """Everything about one game at a glance; the entry widget has the keyboard."""

    rematch_requested = Signal(object)  # Scorecard of the game just played

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        scorecard = controller.scorecard
        self.rules = game_rules(scorecard.setup)
        self.trick_game = self.rules.entry is Entry.BIDS_AND_TRICKS
        self._build_hand_texts()
        turn_row = self._build_turn_up()
        self.entry = ENTRY_WIDGETS[self.rules.entry](controller, self)
        self.entry.message.connect(self._message)
        self.entry.refused.connect(self._refusal)
        controller.refused.connect(self._refusal)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # refusals name players
        self.status.setMinimumHeight(24)
        self._build_penalties(scorecard.setup.players)
        self._build_panels(controller)
        self._lay_out(self._hand_box(turn_row), self._board())
        self._add_shortcuts()
        controller.changed.connect(self.show_change)
        controller.done.connect(self._message)
        controller.waiting.connect(self._refusal)  # until it answers
        controller.resumed.connect(self._message)
        controller.notice.connect(self._notice)
        self.show_scorecard(scorecard)
        self.entry.show_scorecard(scorecard)
        self.standings.show_scorecard(scorecard)

    # --- building ---------------------------------------------------------------
    def _build_hand_texts(self) -> None:
        """The hand's title, its facts (dealer, cards, trump) and the rules' reminders."""
        self.title = QLabel()
        title_font = scaled_font(self.font(), 1.5, bold=True)
        self.title.setFont(title_font)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)  # a long title wraps: the panel keeps its width
        self.facts = QLabel()
        facts_font = scaled_font(self.font(), 1.15)
        self.facts.setFont(facts_font)
        self.facts.setTextFormat(Qt.TextFormat.RichText)
        self.facts.setWordWrap(True)
        self.reminders = QLabel()
        self.reminders.setWordWrap(True)
        self.reminders.setTextFormat(Qt.TextFormat.PlainText)
        self.reminders.setObjectName("reminders")
        self.reminders.setStyleSheet(
            "#reminders { background: rgba(255, 193, 7, 60); border: 1px solid "
            "rgba(255, 160, 0, 160); border-radius: 6px; padding: 6px; }")

    def _build_turn_up(self) -> QHBoxLayout:
        """The turn-up's field, its card menu and the note on a refused card, in a row."""
        self.turn_up = QLineEdit()
        self.turn_up.setPlaceholderText(self.tr("turn-up: qh, 10s, jk"))
        self.turn_up.setMinimumWidth(self.turn_up.fontMetrics().horizontalAdvance(
            self.turn_up.placeholderText()) + 24)
        self.turn_up.setAccessibleName("Turn-up card")
        self.turn_up.returnPressed.connect(self._turn_up_typed)
        self.turn_up_note = QLabel()  # why a turn-up was refused, beside the field
        self.turn_up_note.setAccessibleName("Why the turn-up was refused")
        self.turn_up_note.setWordWrap(True)
        self.turn_up_note.setStyleSheet("color: #c62828; font-weight: bold;")
        self.turn_up.textEdited.connect(lambda _text: self.turn_up_note.clear())
        self.pick_card = QToolButton()
        self.pick_card.setText(self.tr("Pick…"))
        self.pick_card.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        # The cards (57 actions, a menu and an icon a suit) are made when first asked
        # for: most games never open the menu, and each table opened made them all.
        menu = QMenu(self)
        menu.aboutToShow.connect(partial(self._card_menu, menu))
        self.pick_card.setMenu(menu)
        self.pick_card.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay with the entry
        turn_row = QHBoxLayout()
        self.turn_label = QLabel(self.tr("Turn-up (Ctrl+T):"))
        turn_row.addWidget(self.turn_label)
        turn_row.addWidget(self.turn_up)
        turn_row.addWidget(self.pick_card)
        turn_row.addWidget(self.turn_up_note, 1)
        return turn_row

    def _build_penalties(self, players: Sequence[str]) -> None:
        """A button per player for the game's penalty, where it has one."""
        self.penalty_row = QHBoxLayout()
        self.penalty_buttons: dict[str, ElidedButton] = {}
        self.penalty_labels: list[QLabel] = []
        if not self.rules.penalty_name:
            return
        penalty = penalty_word(self.rules.penalty_name, app_words())
        label = QLabel(self.tr("{0} (! then a letter):").format(capitalized(penalty)))
        label.setWordWrap(True)  # seven buttons beside it on a small screen
        self.penalty_labels.append(label)
        self.penalty_row.addWidget(label)
        for player in players:
            button = ElidedButton(player)
            button.setToolTip(self.tr("Add a {0} for {1} in this hand (Shift-click takes one "
                                      "back)").format(penalty, player))
            button.clicked.connect(lambda _=False, p=player: self._penalty(p))
            self.penalty_buttons[player] = button
            self.penalty_row.addWidget(button)
        self.penalty_row.addStretch(1)

    def _build_panels(self, controller: TableController) -> None:
        """The schedule of hands, the scoreboard and the standings."""
        self.schedule = QListWidget()
        self.schedule.setAccessibleName(self.tr("Schedule of hands"))
        self.schedule.setMaximumWidth(170)
        # One line a hand, all as tall: the list lays out 2,000 hands without measuring
        # each one (measuring them took 30 ms on every hand played).
        self.schedule.setUniformItemSizes(True)
        # A long dealer's name is cut with "…" (whole in the tooltip), never scrolled to.
        self.schedule.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.schedule.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.schedule.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scoreboard = ScoreboardView()
        self.scoreboard.doubleClicked.connect(lambda index: self.correct_hand(index.row() + 1))
        self.scoreboard.correct_requested.connect(self.correct_hand)
        self.scoreboard.leave_requested.connect(lambda: self.entry.setFocus())
        self.standings = StandingsPanel(controller, self)
        self.standings.rematch.connect(lambda: self.rematch_requested.emit(
            self.controller.scorecard))

    def _hand_box(self, turn_row: QHBoxLayout) -> QFrame:
        """The hand in play: title, facts, turn-up, reminders, entry, penalties, status."""
        hand_box = QFrame()
        hand_box.setFrameShape(QFrame.Shape.StyledPanel)
        hand_box.setObjectName("handBox")
        hand_layout = QVBoxLayout(hand_box)
        hand_layout.addWidget(self.title)
        hand_layout.addWidget(self.facts)
        if self._records_turn_up():
            hand_layout.addLayout(turn_row)
        else:
            for w in (self.turn_label, self.turn_up, self.pick_card):
                w.hide()
        hand_layout.addWidget(self.reminders)
        hand_layout.addWidget(self.entry)
        if self.penalty_buttons:
            hand_layout.addLayout(self.penalty_row)
        hand_layout.addWidget(self.status)
        return hand_box

    def _board(self) -> QWidget:
        """The scoreboard with its legend below."""
        board = QWidget()
        board_layout = QVBoxLayout(board)
        board_layout.setContentsMargins(0, 0, 0, 0)
        board_layout.addWidget(self.scoreboard)
        legend = self.legend = QLabel(self.tr(
            "Each cell: bid/tricks and the hand's score, running total below · ● dealt · "
            "green: contract made · ↺ total reset to 0 · ! penalty · ★ leader · "
            "Ctrl+E (or F6, ↑↓, Enter, or a double-click) corrects a hand") if self.trick_game
            else self.tr(
            "Each cell: lost / won / place out, and the running tally · ● dealt"))
        legend.setWordWrap(True)
        self._paint_legend()
        board_layout.addWidget(legend)
        return board

    def _lay_out(self, hand_box: QFrame, board: QWidget) -> None:
        """Schedule left; the hand above the board in the middle; standings right."""
        center = self.center = QSplitter(Qt.Orientation.Vertical)
        # On a small screen or in a large type the hand scrolls: never a wider window.
        self.hand_box, self.hand_area = hand_box, scrolling(hand_box)
        center.addWidget(self.hand_area)
        center.addWidget(board)
        center.setStretchFactor(0, 0)
        center.setStretchFactor(1, 1)
        center.setChildrenCollapsible(False)
        left = QVBoxLayout()
        left.addWidget(QLabel(self.tr("<b>Schedule</b>")))
        left.addWidget(self.schedule)
        layout = QHBoxLayout(self)
        layout.addLayout(left)
        layout.addWidget(center, 1)
        layout.addWidget(column_scrolling(self.standings))

    def _add_shortcuts(self) -> None:
        """Ctrl+T to the turn-up; F6 between the entry and the scorecard."""
        focus_turn_up = QAction(self.tr("Type the turn-up"), self)
        focus_turn_up.setShortcut(QKeySequence("Ctrl+T"))
        focus_turn_up.triggered.connect(self.turn_up.setFocus)
        self.addAction(focus_turn_up)
        switch_pane = QAction(self.tr("Entry or scorecard"), self)
        switch_pane.setShortcut(QKeySequence("F6"))
        switch_pane.triggered.connect(self.switch_pane)
        self.addAction(switch_pane)

    # --- drawing ----------------------------------------------------------------
    def show_change(self, change: Change) -> None:
        """The controller's slot: the screen redraws from what the change says (the
        scoreboard from the first hand it touched)."""
        self.show_scorecard(change.scorecard, change.from_hand)

    def show_scorecard(self, scorecard: Scorecard, from_hand: int | None = 1) -> None:
        if self.status.property("refused"):
            self._message("")  # a refusal describes the state before this change
        hand = scorecard.current
        self.scoreboard.set_scorecard(scorecard, from_hand)
        self._schedule(scorecard, from_hand)
        playing = hand is not None
        for widget in (self.turn_label, self.turn_up, self.pick_card,
                       *self.penalty_buttons.values(), *self.penalty_labels):
            widget.setVisible(playing and self._shows_turn_up(widget))
        if hand is None:
            self._show_over(scorecard)
            return
        self.title.setText(self.tr("{0} — hand {1} of {2}").format(
            self.rules.title, hand.number, scorecard.schedule_length)
            if scorecard.schedule_length else
            self.tr("{0} — hand {1}").format(self.rules.title, hand.number))
        self.facts.setText(self._facts(hand))
        reminders = said_reminders(hand, app_words())
        if not self.trick_game and reminders:
            reminders = reminders[:1]
        self.reminders.setText(self.tr("\n").join(reminders))
        self.reminders.setVisible(bool(reminders))
        QTimer.singleShot(0, self, self._fit_hand_area)  # once the new text is laid out
        self.turn_up.setEnabled(not hand.whole_pack)
        self.pick_card.setEnabled(not hand.whole_pack)
        if not self.turn_up.hasFocus():  # the stored card: a refusal beside it is over
            self.turn_up.setText(hand.turn_up or "")
            self.turn_up_note.clear()
        for player, button in self.penalty_buttons.items():
            count = hand.penalties.get(player, 0)
            button.setText(player + (f"  ×{count}" if count else ""))
            if hand.table is not None:  # only those dealt in can revoke or renege
                button.setVisible(hand.plays(player))

    def _show_over(self, scorecard: Scorecard) -> None:
        """The game is over: who won, after how many hands."""
        self.title.setText(f"{self.rules.title} — {scorecard.status}")
        words = app_words()
        winners = escape(words.names(scorecard.winners) if scorecard.winners
                         else "")  # names as typed
        played = Count(len(scorecard.completed), "hand").text(words)
        said = (self.tr("{0} played · <b>{1}</b> share first place")
                if len(scorecard.winners) > 1 else self.tr("{0} played · <b>{1}</b> wins"))
        self.facts.setText(said.format(played, winners) if scorecard.completed else
                           self.tr("No hands were played."))
        self.reminders.hide()

    def muted(self, background: QPalette.ColorRole) -> QColor:
        """Grey text (finished hands, the legend) that still reads at AA contrast on
        ``background`` in any theme: the palette's own placeholder colour can be
        nearly invisible on a dark desktop, so it is worked out from the text colour."""
        palette = self.palette()
        ground = palette.color(background)
        text = palette.color(QPalette.ColorRole.Text if background == QPalette.ColorRole.Base
                             else QPalette.ColorRole.WindowText)
        return readable(blend(text, ground, MUTED), ground, text)

    def _paint_legend(self) -> None:
        self.legend.setStyleSheet(f"color: {self.muted(QPalette.ColorRole.Window).name()};")

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # the theme changed
            self._paint_legend()
            self._schedule(self.controller.scorecard)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.standings.refit()
        self._fit_hand_area()

    def _fit_hand_area(self) -> None:
        """The hand as tall as its text needs (wrapped to the width it has), up to
        three fifths of the height: the scoreboard keeps the rest, the hand scrolls."""
        layout = laid_out(self.hand_box)
        width = self.hand_area.viewport().width()
        needed = (layout.totalHeightForWidth(width) if layout.hasHeightForWidth()
                  else layout.totalSizeHint().height())
        most = round(self.center.height() * 0.6) if self.center.height() > 0 else needed
        self.hand_area.setMinimumHeight(min(needed + 2, most))

    def _shows_turn_up(self, widget: QWidget) -> bool:
        if widget in (self.turn_label, self.turn_up, self.pick_card):
            return self._records_turn_up()
        return True

    def _records_turn_up(self) -> bool:
        return self.rules.records_turn_up

    def _facts(self, hand: HandResult) -> str:
        """"6 cards each · Bernd deals · trump ♥ hearts", in the app's language."""
        words = app_words()
        parts = []
        if hand.cards is not None:
            parts.append(self.tr("<b>{0}</b> each").format(Count(hand.cards, "card")
                                                            .text(words)))
        parts.append(self.tr("<b>{0}</b> deals").format(escape(hand.dealer)))  # as typed
        if self.trick_game:
            trump, why = hand.trump, escape(trump_reason(hand, words))
            if trump in ("S", "H", "D", "C"):
                color = "#c62828" if trump in "HD" else "palette(text)"
                parts.append(self.tr("trump {0}").format(
                    f"<span style='color:{color}; font-size:x-large'>"
                    f"{SUIT_SYMBOLS[trump]}</span> {suit_words(trump, words)}")
                             + (f" <i>({why})</i>" if hand.turn_up else ""))
            else:
                parts.append(f"<b>{trump_words(trump, words)}</b>"
                             + (f" <i>({why})</i>" if trump == "none" else ""))
        return "   ·   ".join(parts)

    def _schedule(self, scorecard: Scorecard, from_hand: int | None = None) -> None:
        """The hands' list. ``from_hand``: the first hand a change touched (the lines
        before it stand as shown), so a keystroke updates a line or two, not a list
        as long as the game (None: all of it, as after a theme change)."""
        palette = self.palette().cacheKey()
        shown: list[tuple[str, str, str]] = getattr(self, "_schedule_lines", [])
        if palette != getattr(self, "_schedule_palette", None):
            self._schedule_palette, shown, from_hand = palette, [], None
        first = min(len(shown), 0 if from_hand is None else max(0, from_hand - 1))
        # Hands a correction took over (only their running totals moved) keep their lines.
        taken = taken_over(scorecard.hands, getattr(self, "_schedule_hands", ()))
        if from_hand is None or not first <= taken.start < taken.stop <= len(shown):
            taken = range(0)
        if taken:
            lines = [*shown[:first], *self._schedule_lines_from(scorecard, first, taken.start),
                     *shown[taken.start:taken.stop],
                     *self._schedule_lines_from(scorecard, taken.stop)]
        else:
            lines = shown[:first] + self._schedule_lines_from(scorecard, first)
        self._schedule_hands = scorecard.hands
        current_row = None
        for row in outside(range(first, len(lines)), taken):
            if lines[row][1] == "current":
                current_row = row
            if row < len(shown) and shown[row] == lines[row]:
                continue
            if row >= self.schedule.count():
                self.schedule.addItem(QListWidgetItem())
            self._paint_schedule_item(self.schedule.item(row), *lines[row])
        while self.schedule.count() > len(lines):
            self.schedule.takeItem(self.schedule.count() - 1)
        self._schedule_lines = lines
        if current_row is None:  # the game is over: no hand is current
            self.schedule.setCurrentRow(-1)
        elif self.schedule.currentRow() != current_row:
            self.schedule.setCurrentRow(current_row)
            self.schedule.scrollToItem(self.schedule.item(current_row))

    def _schedule_lines_from(self, scorecard: Scorecard, first: int,
                             stop: int | None = None) -> list[tuple[str, str, str]]:
        """The list's lines from ``first`` on (to hand ``stop``, not included, if given):
        (text, kind, tooltip); kind is "played", "current", "" (to come) or "open" (the
        open length's last line)."""
        current = scorecard.current
        hands = outlines(scorecard.hands, first, stop)  # a line shows no running total
        if scorecard.next_hand is not None and stop is None:
            hands.append(scorecard.next_hand)
        rows = [(h.number, h.cards, h.dealer, h.complete) for h in hands]
        known = first + len(rows)
        if self.trick_game and not scorecard.over and stop is None:
            rules = trick_rules(scorecard.setup)
            limit = scorecard.schedule_length or (known + 4)
            ahead = _Ahead(rules, scorecard, hands[-1] if hands else None)
            for number in range(known + 1, limit + 1):
                cards = rules.cards_for(scorecard.setup, number)
                if cards is None:
                    break
                rows.append((number, *ahead.hand(number, cards), False))
        # A correction touches hand 1 but no line's words: lines are made only for hands
        # whose number, cards, dealer or state differ from the line shown (in the app's
        # language: a change of language makes them all again).
        words = app_words()
        made: dict[tuple[object, ...], tuple[str, str, str]] = getattr(self, "_schedule_made", {})
        if getattr(self, "_schedule_language", None) != words.language:
            made = {}
        lines, now = [], current.number if current is not None else None
        for row in rows:
            key = (*row, row[0] == now)
            line = made.get(key)
            if line is None:
                line = made[key] = self._schedule_line(words, *key)
            lines.append(line)
        self._schedule_made, self._schedule_language = made, words.language
        if scorecard.schedule_length is None and not scorecard.over and stop is None:
            lines.append(("  …  " + self.tr("open length"), "open", ""))
        return lines

    def _schedule_line(self, words: Words, number: int, cards: int | None, dealer: str,
                       played: bool, is_current: bool) -> tuple[str, str, str]:
        """A hand's line in the schedule: "✓  3   3 cards  Ann"."""
        mark = "✓" if played else ("▶" if is_current else " ")
        one, many = Count(1, "card").text(words), Count(2, "card").text(words)
        width = max(len(one), len(many))  # "1 card " under "2 cards": the names in line
        size = (" " if cards < 10 else "") + Count(cards, "card").text(words).ljust(
            width) if cards is not None else ""
        kind = "played" if played else ("current" if is_current else "")
        return (f"{mark} {number:>2}  {size}  {dealer}", kind,
                plain_tip(self.tr("Hand {0}: {1} deals").format(number, dealer)))

    def _paint_schedule_item(self, item: QListWidgetItem, text: str, kind: str,
                             tooltip: str) -> None:
        item.setText(text)
        item.setToolTip(tooltip)
        font = QFont(self.schedule.font())
        font.setBold(kind == "current")
        item.setFont(font)
        if kind == "played":  # finished hands: AA contrast
            item.setForeground(QBrush(self.muted(QPalette.ColorRole.Base)))
        else:
            item.setData(Qt.ItemDataRole.ForegroundRole, None)

    # --- actions ----------------------------------------------------------------
    def _message(self, text: str) -> None:
        """A note on what just happened: it replaces any earlier refusal."""
        self._show_status(text, refused=False)

    def _refusal(self, refusal: ScorekeeperError | str) -> None:
        """A refusal: the rules' or the store's error, or the entry's own words."""
        text = refusal if isinstance(refusal, str) else refusal_text(refusal)
        self._show_status(text, refused=True)

    def _notice(self, text: str) -> None:
        """What the store did on its own (the database file was replaced): it stays
        until the next message, in the colour of a refusal."""
        self._show_status(text, refused=True)
        self.status.setProperty("refused", False)

    def _show_status(self, text: str, *, refused: bool) -> None:
        self.status.setStyleSheet("color: #c62828; font-weight: bold;" if refused else "")
        self.status.setText(text)
        self.status.setProperty("refused", refused)

    def _turn_up_typed(self) -> None:
        text = self.turn_up.text().strip()
        self._entered(self.controller.apply(TurnUp(text or None)), self.turn_up,
                      self.turn_up_note)

    def _entered(self, accepted: bool, field: QWidget | None = None,
                 note: QLabel | None = None) -> None:
        """Where the keyboard goes after an entry made outside the hand's entry: back to
        the entry when it was accepted; after a refusal it stays on the refused field
        (its text selected, so typing replaces it) with the reason beside it, so keys
        typed next never land on a player's bid."""
        if note is not None:
            note.setText("" if accepted else self.status.text())
        if accepted:
            self._message("")
            self.entry.setFocus()
            return
        if field is not None:
            field.setFocus()
            if isinstance(field, QLineEdit):
                field.selectAll()

    def _card_menu(self, menu: QMenu | None = None) -> QMenu:
        """Every card of the pack in ``menu`` (a new one if None), once."""
        if menu is None:
            menu = QMenu(self)
        if not menu.isEmpty():
            return menu
        ranks = list(STANDARD_RANKS)
        from PySide6.QtGui import QIcon

        from ..shared import resources_rc  # noqa: F401 - the suit symbols

        words = app_words()
        for suit in ("S", "H", "D", "C"):
            sub = menu.addMenu(QIcon(f":/icons/{SUIT_NAMES[suit]}.svg"),
                               capitalized(suit_words(suit, words)))
            for rank in ranks + ["11", "12"] + (["13"] if suit in "HD" else []):
                sub.addAction(f"{rank}{SUIT_SYMBOLS[suit]}", partial(self._pick, rank + suit))
        menu.addAction(self.tr("Joker"), lambda: self._pick(JOKER))
        menu.addAction(self.tr("Not recorded"), lambda: self._pick(None))
        return menu

    def _pick(self, code: str | None) -> None:
        self._entered(self.controller.apply(TurnUp(code)), self.turn_up, self.turn_up_note)

    def _penalty(self, player: str) -> None:
        from PySide6.QtWidgets import QApplication

        hand = self.controller.scorecard.current
        if hand is None:
            return
        count = hand.penalties.get(player, 0)
        shift = QApplication.keyboardModifiers() & Qt.KeyboardModifier.ShiftModifier
        count = max(0, count - 1) if shift else count + 1
        self._entered(self.controller.apply(Penalty(player, count)), self.penalty_buttons[player])

    def correct_hand(self, number: int) -> None:
        scorecard = self.controller.scorecard
        if not self.trick_game:
            self._message(self.tr("A shithead hand is changed with Undo (Ctrl+Z)."))
            return
        if not 1 <= number <= len(scorecard.hands):
            return
        hand = scorecard.hands[number - 1]
        if not hand.complete:
            self._message(self.tr("This hand is still being played: change it in the entry "
                                  "above."))
            return
        dialog = CorrectHandDialog(
            scorecard, hand, self.rules.penalty_name, self, has_turn_up=self._has_turn_up(hand),
            submit=lambda record: self.controller.attempt(Correct(number, record)))
        if dialog.exec():
            later = len(scorecard.completed) - number
            self._message(f"Hand {number} corrected" + (
                "; the hands after it were re-scored." if later > 0 else "."))
        self.entry.setFocus()

    # --- players join, leave, sit out (house rules with table changes) ---------------
    @property
    def allows_table_changes(self) -> bool:
        scorecard = self.controller.scorecard
        return self.rules.table_changes(scorecard.setup) and not scorecard.over

    def player_joins(self, known: Known = ()) -> None:
        """Player joins…: ``known`` are the club's players, offered as the name is typed."""
        self._table_change(lambda submit: JoinDialog(self.controller.scorecard, known, submit,
                                                     self))

    def player_leaves(self) -> None:
        self._table_change(lambda submit: leave_dialog(self.controller.scorecard, submit, self))

    def sit_out(self) -> None:
        self._table_change(lambda submit: sit_out_dialog(self.controller.scorecard, submit,
                                                         self))

    def _table_change(self, make: Callable[[Submit], QDialog]) -> None:
        if not self.allows_table_changes:
            self._refusal(self.tr("Players join, leave and sit out only in a house game whose "
                                  "rules have table changes on."))
            return
        done: list[str] = []

        def submit(command: Command) -> ScorekeeperError | None:
            refused = self.controller.attempt(command)
            if refused is None:
                done.append(command.describe())
            return refused

        dialog = make(submit)
        dialog.exec()
        dialog.deleteLater()
        if done:
            self._message(f"Recorded {done[-1]}.")
        self.entry.setFocus()

    def _has_turn_up(self, hand: HandResult) -> bool:
        """Whether a turn-up can be recorded for this hand (asked of the rules)."""
        return self._records_turn_up() and not hand.whole_pack

    def switch_pane(self) -> None:
        """F6: from the entry to the scorecard (Up/Down choose a hand) and back."""
        if self.scoreboard.hasFocus():
            self.entry.setFocus()
            return
        self.scoreboard.setFocus()
        scorecard = self.controller.scorecard
        if scorecard.completed:  # start from the last hand that can be corrected
            self.scoreboard.selectRow(len(scorecard.completed) - 1)

    def correct_last_hand(self) -> None:
        """Ctrl+E: the hand chosen in the scoreboard, or else the last one completed."""
        scorecard = self.controller.scorecard
        rows = self.scoreboard.selectionModel().selectedRows()
        chosen = rows[0].row() + 1 if rows else None
        if chosen is None or not (1 <= chosen <= len(scorecard.hands)
                                  and scorecard.hands[chosen - 1].complete):
            chosen = len(scorecard.completed)
        if chosen == 0:
            self._refusal(self.tr("No hand has been completed yet: there is nothing to correct."))
            return
        self.correct_hand(chosen)


class _Ahead:
    """The hands to come as the schedule shows them: the rules' dealer and cards, or,
    where players join, leave and sit out, the deal passing on among those at the table
    now (a forecast: changes to come are not known)."""

    def __init__(self, rules: TrickVariant, scorecard: Scorecard,
                 last: HandResult | None) -> None:
        self.rules, self.setup = rules, scorecard.setup
        table = last.table if last is not None else None
        self.present = [p for p in table.ring if p not in table.away] if table else []
        self.dealer = last.dealer if last is not None else None
        self.size = rules.pack(self.setup).size

    def hand(self, number: int, cards: int) -> tuple[int, str]:
        if not self.present or self.dealer not in self.present:
            return cards, self.rules.dealer_for(self.setup, number)
        seat = self.present.index(self.dealer)
        self.dealer = self.present[(seat + 1) % len(self.present)]
        return min(cards, self.size // len(self.present)), self.dealer

