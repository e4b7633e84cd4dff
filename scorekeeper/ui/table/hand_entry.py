"""Fast entry of a hand from the keyboard: digits, Enter, digits, Enter.

Bids: each digit records the highlighted player's bid at once (committed) and
moves on to whoever the rules say bids next. Enter ends the bidding. Tricks:
digits for each player in turn (each count is stored as it is typed); the last
player's tricks are filled in from what remains; Enter records the hand.
Backspace takes back the last entry, Esc returns to the bids, ``!`` then a
player's first letter records a revoke or renege.

Two-digit numbers: in a hand of 10 or more cards a leading 1 waits for a second
digit (10–13). Any other key first records the 1 for the player it was typed
for — Tab, Space or Enter just that; a letter, an arrow or a click then does what
it does — so a waiting digit never moves to another player.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...exports.qt_words import app_words
from ...rules import (
    Bid,
    Change,
    ClearBid,
    HandResult,
    Penalty,
    Scorecard,
    Tricks,
    TrickVariant,
)
from ...rules.describe import bid_summary, forbidden_text, tricks_left
from ...rules.games import trick_rules
from ..shared.fit import ElidedLabel
from ..shared.fonts import mark_type_sized, scaled_font
from ..shared.layouts import laid_out
from .controller import TableController

BID, TRICKS = "bid", "tricks"


class EntryCell(QFrame):
    """One player's box: name, value, and a note such as "can't bid 2"."""

    clicked = Signal(str)

    def __init__(self, player: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumHeight(92)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(5, 6, 5, 6)  # seven boxes side by side on a small screen
        layout.setSpacing(2)
        self.name = ElidedLabel(player)  # a long name is cut, whole in its tooltip
        self.name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.value = QLabel(self.tr("–"))
        self.value.setAlignment(Qt.AlignmentFlag.AlignCenter)
        big = scaled_font(self.font(), 2.0, bold=True)
        self.value.setFont(big)
        self.note = ElidedLabel(self.tr(""))
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for label in (self.name, self.value, self.note):
            layout.addWidget(label)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(max(hint.width(), self._least_width()), hint.height())

    def _least_width(self) -> int:
        """Room for a two-digit value ("10"): seven boxes fit a small screen; the
        name and the note are elided below their whole width."""
        margins = laid_out(self).contentsMargins()
        return (self.value.fontMetrics().horizontalAdvance("10") + margins.left()
                + margins.right() + 2 * self.frameWidth() + 2)

    def show_state(self, *, value: str, note: str, active: bool, dealer: bool,
                   auto: bool = False, warn: bool = False) -> None:
        self.name.set_text(self.player, "  " + self.tr("(deals)") if dealer else "")
        self.value.setText(value)
        self.note.setText(note)
        palette = self.palette()
        self._show_active(active, palette.color(QPalette.ColorRole.Highlight))
        muted = palette.color(QPalette.ColorRole.PlaceholderText)
        _restyle(self.value, f"color: {muted.name()};" if auto else "")
        _restyle(self.note, "color: #c62828; font-weight: bold;" if warn else
                 f"color: {muted.name()};")

    def _show_active(self, active: bool, highlight: QColor) -> None:
        """The box of the player whose entry is next stands out. Its sheet has both
        looks and the box's ``active`` property picks one: a move from box to box
        polishes those two boxes again, where a new sheet would re-polish their labels
        too (the sheet itself changes only with the theme's colours)."""
        tint = QColor(highlight)
        tint.setAlpha(60)
        moved = bool(self.property("active")) != active
        self.setProperty("active", active)
        if _restyle(self, "EntryCell { border-radius: 6px; } EntryCell[active=\"true\"] {"
                    f" border: 2px solid {highlight.name()}; border-radius: 6px;"
                    f" background: rgba({tint.red()},{tint.green()},{tint.blue()},60); }}"):
            return
        if moved:
            self.style().unpolish(self)
            self.style().polish(self)
            # What a new sheet would also send: the frame takes the border's width.
            QApplication.sendEvent(self, QEvent(QEvent.Type.StyleChange))
            self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.clicked.emit(self.player)
        super().mousePressEvent(event)


def _restyle(widget: QWidget, sheet: str) -> bool:
    """Set ``sheet`` unless the widget has it (whether it was set): setting a style
    sheet re-polishes the widget and its children and lays the box out again even when
    nothing changed (a dozen sheets on every key: most of the entry's cost of a key)."""
    if widget.styleSheet() == sheet:
        return False
    widget.setStyleSheet(sheet)
    return True


class HandEntry(QWidget):
    """The keyboard-first entry of the current hand's bids and tricks."""

    message = Signal(str)  # hints and what was done, for the status line
    refused = Signal(str)  # an entry refused before it reached the rules

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        mark_type_sized(self)
        self.controller = controller
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.phase = BID
        self.selected: str | None = None
        self.tricks: dict[str, int] = {}
        self.pending = ""  # a leading "1" in a hand of 10+ cards …
        self.pending_for: str | None = None  # … and the player it was typed for
        self.penalty_prefix: str | None = None  # after "!": letters naming the player
        self.hand: HandResult | None = None
        self.cells: dict[str, EntryCell] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.prompt = QLabel()
        prompt_font = scaled_font(self.font(), 1.25, bold=True)
        self.prompt.setFont(prompt_font)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt.setWordWrap(True)  # a long prompt wraps: the panel keeps its width
        outer.addWidget(self.prompt)
        self.grid = QGridLayout()
        self.grid.setSpacing(8)
        outer.addLayout(self.grid)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        outer.addWidget(self.summary)
        controller.changed.connect(self.show_change)

    # --- drawing ----------------------------------------------------------------
    def show_change(self, change: Change) -> None:
        """The controller's slot: every change redraws from its scorecard."""
        self.show_scorecard(change.scorecard)

    def show_scorecard(self, scorecard: Scorecard) -> None:
        hand = scorecard.current
        new_hand = self.hand is None or hand is None or hand.number != self.hand.number
        self.hand = hand
        if hand is None:
            self._clear_cells()
            self.prompt.setText(self.tr("The game is over."))
            self.summary.setText(self.tr(""))
            return
        self.pending = ""
        self.pending_for = None
        self.penalty_prefix = None
        if new_hand:
            self.phase = BID
            self.tricks = {}
            self.selected = None
            typed = self.controller.typed_tricks()  # counts stored before a restart
            if typed and hand.expected_bidder is None:
                self.phase = TRICKS
                self.tricks = typed
        order = self._order()
        if list(self.cells) != order:
            self._seat(order)
        if self.phase == BID:  # after any change (a bid, undo, redo): whom the rules say
            self.selected = hand.expected_bidder
        if self.phase == TRICKS and self.selected not in order:
            self.selected = next((p for p in order if p not in self.tricks), order[0])
        self._paint()

    def _seat(self, order: list[str]) -> None:
        """A box per player in ``order``. The boxes standing are given the players of
        the new order (the deal moves on every hand) rather than made again: a new box
        is polished and laid out, and the old one painted until it is deleted."""
        boxes = list(self.cells.values())
        self._drop(boxes[len(order):])
        self.cells = {}
        for column, player in enumerate(order):
            if column < len(boxes):
                cell = boxes[column]
                cell.player = player  # its name and state follow in _paint
            else:
                cell = EntryCell(player, self)
                cell.clicked.connect(self._select)
                self.grid.addWidget(cell, 0, column)
            self.cells[player] = cell

    def _clear_cells(self) -> None:
        self._drop(list(self.cells.values()))
        self.cells = {}

    def _drop(self, cells: list[EntryCell]) -> None:
        """Boxes no longer wanted: hidden at once (deleted once the event loop is back,
        they would otherwise stand behind the others and be painted until then)."""
        for cell in cells:
            self.grid.removeWidget(cell)
            cell.hide()
            cell.deleteLater()

    def _order(self) -> list[str]:
        """Players in the order their boxes stand: bids made first, then those to come."""
        assert self.hand is not None
        done = list(self.hand.bid_order)
        scorecard = self.controller.scorecard
        # Those dealt in, in seat order (where players join, leave and sit out).
        seats = list(self.hand.table.seated if self.hand.table is not None
                     else scorecard.setup.players)
        dealer = seats.index(self.hand.dealer)
        clockwise = [seats[(dealer + k) % len(seats)] for k in range(1, len(seats) + 1)]
        if self._rules().bids_called:
            return clockwise  # called in any order: keep the boxes in seating order
        return done + [p for p in clockwise if p not in done]

    def _free_choice(self) -> bool:
        """Whether the scorekeeper picks who bids (bids called in any order, or all at once)."""
        return self._rules().scorekeeper_picks_bidder

    def _rules(self) -> TrickVariant:
        return trick_rules(self.controller.scorecard.setup)

    def _paint(self) -> None:
        hand = self.hand
        assert hand is not None
        forbidden = forbidden_text(hand, app_words())
        cards = hand.cards or 0
        auto = self._auto_player()
        for player, cell in self.cells.items():
            bid = hand.bids.get(player)
            if self.phase == BID:
                active = player == self.selected
                value = (self.pending + "…") if active and self.pending else (
                    "–" if bid is None else str(bid))
                warn = forbidden is not None and player == hand.final_bidder and bid is None
                note = self.tr("can't bid {0}").format(hand.forbidden_bid) if warn else (
                    self.tr("bid {0}").format(bid) if bid is not None else "")
                if not note and hand.first_lead == player:
                    note = self.tr("leads")
                cell.show_state(value=value, note=note, active=active,
                                dealer=player == hand.dealer, warn=warn)
            else:
                active = player == self.selected
                took = self.tricks.get(player)
                is_auto = player == auto and took is None
                shown = str(tricks_left(cards, self.tricks)) if is_auto else (
                    "–" if took is None else str(took))
                if active and self.pending:
                    shown = self.pending + "…"
                penalty = hand.penalties.get(player, 0)
                note = self.tr("bid {0}").format(bid) + (
                    self.tr(" · {0}× penalty").format(penalty) if penalty else "")
                cell.show_state(value=shown, note=note, active=active,
                                dealer=player == hand.dealer, auto=is_auto)
        self.summary.setText(self._summary_text())
        self.prompt.setText(self._prompt_text(forbidden))

    def _summary_text(self) -> str:
        hand = self.hand
        assert hand is not None
        text = bid_summary(hand, app_words())
        if hand.first_lead and hand.expected_bidder is None:
            text += "   ·   " + self.tr("{0} leads").format(hand.first_lead)
        return text

    def _prompt_text(self, forbidden: str | None) -> str:
        hand = self.hand
        assert hand is not None
        if self.penalty_prefix is not None:
            return self.tr("{0} by whom? Type the player's first letter (Esc: never mind)").format(
                (self._penalty_word() or "").capitalize())
        if self.phase == BID:
            if hand.expected_bidder is None:
                return self.tr("All bids in. Press Enter to enter the tricks.")
            who = self.selected or hand.expected_bidder
            text = self.tr("{0} to bid (0–{1})").format(who, hand.cards)
            if forbidden and who == hand.final_bidder:
                text += f" — {forbidden}"
            if self._rules().bids_called:
                text += self.tr("  ·  someone else called? type their first letter")
            return text
        missing = [p for p in self.cells if p not in self.tricks and p != self._auto_player()]
        if missing:
            return self.tr("Tricks taken by {0}?").format(self.selected or missing[0])
        return self.tr("Press Enter to record the hand (Esc to change bids).")

    def _auto_player(self) -> str | None:
        """The one player left without tricks: their count follows from the others."""
        if self.phase != TRICKS:
            return None
        left = [p for p in self.cells if p not in self.tricks]
        return left[0] if len(left) == 1 else None

    # --- input ------------------------------------------------------------------
    def _select(self, player: str) -> None:
        if self.hand is None:
            return
        if (self.phase == BID and (player in self.hand.bids or not self._free_choice())
                and player != self.hand.expected_bidder):
            return
        self._commit_pending()
        if self.hand is None or (self.phase == BID and player in self.hand.bids):
            return
        self.selected = player
        self.setFocus()
        self._paint()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.hand is None or self.hand.cards is None:
            super().keyPressEvent(event)
            return
        key = event.key()
        text = event.text()
        if self.penalty_prefix is not None:
            self._penalty_key(key, text)
            return
        if text == "!" and self._penalty_word():
            self._commit_pending()
            self.penalty_prefix = ""
            self._paint()
            return
        if (self.pending and not (text.isdigit() and len(text) == 1)
                and key not in (Qt.Key.Key_Backspace, Qt.Key.Key_Escape, Qt.Key.Key_Tab,
                                Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            self._commit_pending()  # a waiting 1 is recorded for its own player first
        if text.isdigit() and len(text) == 1:
            self.type_digit(int(text))
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm()
        elif key == Qt.Key.Key_Backspace:
            self.take_back()
        elif key == Qt.Key.Key_Escape:
            self.back_to_bids()
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Down):
            if self.pending:
                self._commit_pending()
            else:
                self._move(1)
        elif key in (Qt.Key.Key_Backtab, Qt.Key.Key_Left, Qt.Key.Key_Up):
            self._move(-1)
        elif text and text.isalpha():
            self._select_by_letter(text)
        else:
            super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:  # Qt's name for the argument
        return False  # Tab moves between players, not out of the entry

    def type_digit(self, digit: int) -> None:
        hand = self.hand
        assert hand is not None and hand.cards is not None
        if self.pending:
            value = int(self.pending + str(digit))
            self.pending = ""
            if value <= hand.cards:
                self._commit(value)
                return
            self._commit(int(value // 10))
            self.type_digit(digit)
            return
        if hand.cards >= 10 and digit == 1:
            self.pending = "1"
            self.pending_for = self.selected or hand.expected_bidder
            self._paint()
            return
        self._commit(digit)

    def _commit_pending(self) -> None:
        if self.pending:
            self._commit(int(self.pending))

    def _commit(self, value: int) -> None:
        player = self.pending_for or self.selected
        self.pending = ""
        self.pending_for = None
        hand = self.hand
        assert hand is not None
        if self.phase == BID:
            player = player or hand.expected_bidder
            if player is None:
                self.message.emit(self.tr("All bids are in: press Enter for the tricks."))
                return
            if self.controller.apply(Bid(player, value)):
                self.message.emit("")
            elif self._free_choice() and player not in self._current_bids():
                self.selected = player  # refused: the caller picked still has to bid
                self._paint()
            return
        if player is None:
            return
        if value > (hand.cards or 0):
            self.refused.emit(self.tr("{0} cannot take {1} tricks in a hand of {2} cards")
                              .format(player, value, hand.cards))
            return
        typed = {**self.tricks, player: value}
        taken = sum(typed.values())
        if taken > (hand.cards or 0):
            names = [p for p in self.cells if p in typed]
            self.refused.emit(self.tr(
                "{0} would have taken {1} of the {2} tricks: check the counts (Backspace "
                "takes one back)").format(app_words().names(names), taken, hand.cards))
            self._paint()
            return
        if not self._store_tricks(typed):
            return
        self.message.emit("")
        order = list(self.cells)
        rest = [p for p in order[order.index(player) + 1:] + order if p not in self.tricks]
        self.selected = rest[0] if rest else player
        self._paint()

    def confirm(self) -> None:
        hand = self.hand
        assert hand is not None
        if self.pending:
            self._commit_pending()
            return
        if self.phase == BID:
            if hand.expected_bidder is not None:
                self.refused.emit(self.tr("Waiting for {0}'s bid.").format(
                    hand.expected_bidder))
                return
            self.phase = TRICKS
            self.tricks = {}
            self.selected = next(iter(self.cells))
            self._paint()
            return
        auto = self._auto_player()
        tricks = dict(self.tricks)
        if auto is not None:
            tricks[auto] = tricks_left(hand.cards or 0, self.tricks)
        missing = [p for p in self.cells if p not in tricks]
        if missing:
            self.refused.emit(self.tr("Enter the tricks of {0}.").format(
                app_words().names(missing)))
            return
        if self.controller.apply(Tricks(tricks)):
            self.message.emit(self.tr("Hand {0} recorded.").format(hand.number))

    def take_back(self) -> None:
        hand = self.hand
        assert hand is not None
        if self.pending:
            self.pending = ""
            self.pending_for = None
        elif self.phase == TRICKS:
            if self.tricks:
                last = list(self.tricks)[-1]
                if not self._store_tricks({p: n for p, n in self.tricks.items() if p != last}):
                    return
                self.selected = last
            else:
                self.back_to_bids()
                return
        elif hand.bid_order:
            last = hand.bid_order[-1]
            self.selected = last
            if not self.controller.apply(ClearBid(last)):
                self._paint()
                return
        self.message.emit("")  # what was refused before is taken back: its reason goes
        self._paint()

    def back_to_bids(self) -> None:
        if self.tricks and self.hand is not None and not self._store_tricks({}):
            return
        self.phase = BID
        self.tricks = {}
        self.pending = ""
        self.pending_for = None
        if self.hand is not None:
            self.selected = self.hand.expected_bidder
            self._paint()

    def _store_tricks(self, tricks: dict[str, int]) -> bool:
        """Keep the trick counts on disk before the screen shows them."""
        assert self.hand is not None
        if not self.controller.save_tricks(self.hand.number, tricks):
            return False
        self.tricks = tricks
        return True

    def _move(self, step: int) -> None:
        hand = self.hand
        assert hand is not None
        order = list(self.cells)
        if self.phase == BID:
            if not self._free_choice():
                return
            order = [p for p in order if p not in hand.bids]
        if not order:
            return
        index = order.index(self.selected) if self.selected in order else -step
        self.selected = order[(index + step) % len(order)]
        self._paint()

    def _select_by_letter(self, letter: str) -> None:
        """Whysteria: pick who called next by the first letter of their name."""
        hand = self.hand
        assert hand is not None
        if self.phase != BID or not self._free_choice():
            return
        candidates = [p for p in self.cells if p not in hand.bids
                      and p.lower().startswith(letter.lower())]
        if not candidates:
            return
        if self.selected in candidates:
            candidates = candidates[candidates.index(self.selected) + 1:] + candidates
        self.selected = candidates[0]
        self._paint()

    # --- revokes / reneges: "!" then the player's first letter(s) ---------------------
    def _current_bids(self) -> Mapping[str, int]:
        current = self.controller.scorecard.current
        return current.bids if current is not None else {}

    def _penalty_word(self) -> str | None:
        return self._rules().penalty_name

    def _penalty_key(self, key: int, text: str) -> None:
        assert self.penalty_prefix is not None and self.hand is not None
        if key == Qt.Key.Key_Escape or not (text and text.isalpha()):
            self.penalty_prefix = None
            self._paint()
            return
        prefix = self.penalty_prefix + text.lower()
        matches = [p for p in self.cells if p.lower().startswith(prefix)]
        if len(matches) > 1:
            self.penalty_prefix = prefix
            either = self.tr("{0} or {1}", "names").format(", ".join(matches[:-1]),
                                                           matches[-1])
            self.message.emit(self.tr("{0}? Type the next letter of the name.").format(either))
            return
        self.penalty_prefix = None
        if not matches:
            self.refused.emit(self.tr("No player's name starts with {0}.").format(repr(prefix)))
            self._paint()
            return
        player = matches[0]
        count = self.hand.penalties.get(player, 0) + 1
        if self.controller.apply(Penalty(player, count)):
            word = self._penalty_word() or ""
            word = word[:1].upper() + word[1:]  # "Nicht-Bedienen" keeps its capital B
            self.message.emit(self.tr("{0} by {1} recorded ({2} in this hand; Ctrl+Z takes it "
                                      "back).").format(word, player, count))
        self._paint()
