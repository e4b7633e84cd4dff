"""The parts of the players' display (F11), each drawn from the Scorecard alone.

Sizes are pixels at 1080 lines, scaled by the board's ``unit``: the type is
chosen to be read from 3 m, whatever the screen.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ...exports.qt_words import app_words
from ...rules import HandResult, Scorecard, Standing
from ...rules.cards import JOKER, SUIT_SYMBOLS
from ...rules.describe import bid_summary, forbidden_text, ordinal, suit_words, trump_reason
from ...rules.games import game_rules
from ..shared.fit import ElidedLabel
from ..shared.markup import escape

RED_SUITS = frozenset("HD")
MINUS = "\u2212"  # a real minus sign: as wide as the plus, readable from afar


def set_px(widget: QWidget, px: float, *, bold: bool = False) -> None:
    """A font of ``px`` pixels: points would depend on the screen's DPI setting."""
    font = QFont(widget.font())
    font.setPixelSize(max(9, round(px)))
    font.setBold(bold)
    widget.setFont(font)


def signed(value: int) -> str:
    """+12, −3, 0: a hand's change as the players say it."""
    return f"+{value}" if value > 0 else f"{MINUS}{-value}" if value < 0 else "0"


def card_text(code: str) -> str:
    """Q♥ for QH, Joker for JK: a card as it looks, not as it is typed."""
    if code == JOKER:
        return "Joker"
    return code[:-1] + SUIT_SYMBOLS.get(code[-1], code[-1])


def capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


@dataclass(frozen=True)
class Ink:
    """Colours that read on the board's own background, light theme or dark."""

    text: str
    muted: str
    red: str
    green: str
    accent: str
    accent_fill: str
    note_fill: str
    note_text: str
    note_edge: str

    @classmethod
    def of(cls, palette: QPalette) -> Ink:
        window = palette.color(QPalette.ColorRole.Window)
        text = palette.color(QPalette.ColorRole.WindowText).name()
        accent = palette.color(QPalette.ColorRole.Highlight)
        fill = f"rgba({accent.red()},{accent.green()},{accent.blue()},70)"
        if window.lightness() < 128:  # dark theme: lighter inks
            return cls(text, "#a8a8ae", "#ff7a7a", "#7fdc8c", accent.lighter(135).name(),
                       fill, "#4a3c0c", "#ffe7a3", "#c9a227")
        return cls(text, "#5f6368", "#c62828", "#1b7a2e", accent.darker(115).name(), fill,
                   "#fff1c2", "#4d3800", "#d9a400")


class Panel(QFrame):
    """A column of the board with a caption; ``draw`` fills it at a given scale."""

    def __init__(self, caption: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.setSpacing(6)
        # Each panel gets its share of the screen, whatever its text asks for: the
        # board shrinks the type until the text fits (BigBoard._fit).
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.caption = self.label(caption)
        self.unit = self.base = 1.0
        self.ink = Ink.of(self.palette())

    def label(self, text: str = "", *, wrap: bool = False,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> QLabel:
        label = QLabel(text, self)
        label.setTextFormat(Qt.TextFormat.PlainText)  # names show as typed
        label.setWordWrap(wrap)
        label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
        self.box.addWidget(label)
        return label

    def style_label(self, label: QLabel, px: float, colour: str, *, bold: bool = False) -> None:
        set_px(label, px * self.unit, bold=bold)
        label.setStyleSheet(f"color: {colour};")

    def prepare(self, base: float, scale: float, ink: Ink) -> None:
        """``base``: the board's scale; ``scale``: how much smaller this panel's text
        must be to fit (the caption keeps its size, for the panels to line up)."""
        self.base, self.unit, self.ink = base, base * scale, ink
        for rows in self.findChildren(Rows):  # columns apart in proportion to the type
            rows.setHorizontalSpacing(round(40 * self.unit))
        set_px(self.caption, 40 * base, bold=True)
        self.caption.setStyleSheet(f"color: {ink.muted};")

    def room(self) -> float:
        """How much of the text fits: 1 or more when it all does."""
        box = self.box
        for index in range(box.count()):  # sizes cached before the type changed
            item = box.itemAt(index)
            inner = item.layout() if item is not None else None
            if inner is not None:
                inner.invalidate()
        box.invalidate()
        need_w = box.totalMinimumSize().width()
        need_h = (box.totalHeightForWidth(self.width()) if box.hasHeightForWidth()
                  else box.totalSizeHint().height())
        return min(self.width() / max(need_w, 1), self.height() / max(need_h, 1))


class Rows(QGridLayout):
    """One row of labels per player, rebuilt only when the players change."""

    def __init__(self, columns: int, parent: QWidget, *, wide: int, names: int = 1) -> None:
        super().__init__(None)
        self.columns = columns
        self.names = names  # the column of names: elided, whole in the tooltip
        self.owner = parent
        self.cells: dict[str, list[QLabel]] = {}
        self.setHorizontalSpacing(28)
        self.setVerticalSpacing(4)
        self.setColumnStretch(wide, 1)  # the room to spare goes here

    def for_players(self, players: list[str]) -> dict[str, list[QLabel]]:
        if list(self.cells) != players:
            self._clear()
            for row, player in enumerate(players):
                self.cells[player] = [self._cell(row, column) for column in range(self.columns)]
        return self.cells

    def _cell(self, row: int, column: int) -> QLabel:
        label = ElidedLabel(parent=self.owner) if column == self.names else QLabel(self.owner)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.addWidget(label, row, column)
        return label

    def _clear(self) -> None:
        """The old rows out of sight at once: deleted only when the event loop next
        runs, they would otherwise still be drawn where they stood, under the new ones."""
        for labels in self.cells.values():
            for label in labels:
                self.removeWidget(label)
                label.hide()
                label.deleteLater()
        self.cells = {}


def row_px(players: int, most: float, room: float) -> float:
    """The row type size: as large as ``most``, smaller when many players share ``room``."""
    return min(most, room / max(players, 1))


class TrumpPanel(Panel):
    """Trump as a large coloured suit on a card face, or "No trumps", and why."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.caption.setText(self.tr("Trump"))
        centre = Qt.AlignmentFlag.AlignHCenter
        self.caption.setAlignment(centre)
        self.face = self.label(align=centre)
        self.box.setAlignment(self.face, centre)
        self.name = self.label(wrap=True, align=centre)
        self.reason = self.label(wrap=True, align=centre)
        self.reason.setTextFormat(Qt.TextFormat.RichText)
        self.box.addStretch(1)

    def draw(self, hand: HandResult) -> None:
        trump = hand.trump
        self._face(trump)
        if trump in SUIT_SYMBOLS:
            self.name.setText(capitalized(suit_words(trump, app_words())))
        elif trump == "none":
            self.name.setText(self.tr("No trumps"))
        else:
            self.name.setText(self.tr("Not known yet"))
        self.style_label(self.name, 96 if trump == "none" else 72, self.ink.text, bold=True)
        reason = escape(capitalized(trump_reason(hand, app_words())))
        if hand.turn_up:  # the card as it looks, its suit in its colour
            reason = reason.replace(escape(hand.turn_up), self._card(hand.turn_up))
        self.reason.setText(reason)
        self.style_label(self.reason, 40, self.ink.muted)

    def _card(self, code: str) -> str:
        suit = code[-1] if code[-1] in SUIT_SYMBOLS else None
        if suit is None:
            return escape(card_text(code))
        colour = self.ink.red if suit in RED_SUITS else self.ink.text
        return (f"{escape(code[:-1])}<span style='color:{colour}'>"
                f"{SUIT_SYMBOLS[suit]}</span>")

    def _face(self, trump: str | None) -> None:
        """A white card face: red or black suit, as on the cards, in any theme."""
        self.face.setVisible(trump != "none")
        colour = "#d01c1c" if trump in RED_SUITS else "#161616" if trump else "#8a8a8a"
        self.face.setText(SUIT_SYMBOLS.get(trump or "", "?"))
        set_px(self.face, 280 * self.unit)
        self.face.setFixedSize(round(300 * self.unit), round(400 * self.unit))
        self.face.setStyleSheet(
            f"color: {colour}; background: #fbfaf6; border: {max(2, round(4 * self.unit))}px "
            f"solid #9a9a9a; border-radius: {round(22 * self.unit)}px;")


class BidsPanel(Panel):
    """The bids as they are called, who bids next, the forbidden bid, the first lead."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.caption.setText(self.tr("Bids"))
        self.rows = Rows(4, self, wide=3)  # marker, name, bid; then the room to spare
        self.box.addLayout(self.rows)
        self.summary = self.label()
        self.next_bidder = self.label(wrap=True)
        self.forbidden = self.label(wrap=True)
        self.first_lead = self.label(wrap=True)
        self.box.addStretch(1)

    def draw(self, scorecard: Scorecard, hand: HandResult) -> None:
        seats = list(hand.table.seated if hand.table is not None  # those dealt in
                     else scorecard.setup.players)
        left = seats.index(hand.dealer) + 1
        order = [seats[(left + k) % len(seats)] for k in range(len(seats))]  # dealer last
        px = row_px(len(order), 96, 520)
        for player, cells in self.rows.for_players(order).items():
            self._row(hand, player, cells, px)
        self.summary.setText(capitalized(bid_summary(hand, app_words())))
        self.style_label(self.summary, 42, self.ink.muted)
        self._status(hand)

    def _row(self, hand: HandResult, player: str, cells: list[QLabel], px: float) -> None:
        marker, name, bid, _room = cells
        next_up = player == hand.expected_bidder
        marker.setText("▶" if next_up else "")
        name.setText(player)
        value = hand.bids.get(player)
        barred = forbidden_text(hand, app_words()) is not None and player == hand.final_bidder
        bid.setText(str(value) if value is not None else
                    self.tr("≠{0}").format(hand.forbidden_bid) if barred else "–")
        bid.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        colour = self.ink.red if barred else self.ink.text if value is not None else \
            self.ink.muted
        for label, size, ink, bold in ((marker, px, self.ink.accent, True),
                                       (name, px, self.ink.text, next_up),
                                       (bid, px, colour, True)):
            self.style_label(label, size, ink, bold=bold)
        if next_up:
            name.setStyleSheet(f"color: {self.ink.text}; background: {self.ink.accent_fill};"
                               f" border-radius: {round(8 * self.unit)}px; padding: 0 8px;")

    def _status(self, hand: HandResult) -> None:
        who = hand.expected_bidder
        self.next_bidder.setText(self.tr("{0} to bid").format(who) if who else "")
        self.next_bidder.setVisible(who is not None)
        self.style_label(self.next_bidder, 68, self.ink.text, bold=True)
        forbidden = forbidden_text(hand, app_words())
        self.forbidden.setText(forbidden or "")
        self.forbidden.setVisible(forbidden is not None)
        self.style_label(self.forbidden, 68, self.ink.red, bold=True)
        lead = hand.first_lead if who is None else None
        self.first_lead.setText(self.tr("{0} leads").format(lead) if lead else "")
        self.first_lead.setVisible(lead is not None)
        self.style_label(self.first_lead, 68, self.ink.accent, bold=True)


class LastHandPanel(Panel):
    """The hand just played, for the players to check: each player's bid/tricks (green
    when the bid was made, as on the scorecard) and the change it made to their total."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.what = self.label()  # what the columns are, small, as "after hand 6" is
        self.rows = Rows(4, self, wide=3, names=0)  # name, bid/tricks, change; then the room
        self.box.addLayout(self.rows)
        self.box.addStretch(1)

    def draw(self, scorecard: Scorecard) -> None:
        last = scorecard.completed[-1] if scorecard.completed else None
        self.caption.setText(self.tr("Hand {0}").format(last.number) if last
                             else self.tr("Last hand"))
        self.what.setText(self.tr("bid/took · score"))
        self.style_label(self.what, 38, self.ink.muted)
        if last is None or last.tricks is None:
            self.rows.for_players([])
            return
        players = list(last.table.seated if last.table is not None  # those dealt in
                       else scorecard.setup.players)
        px = row_px(len(players), 72, 520)
        for player, cells in self.rows.for_players(players).items():
            self._row(last, player, cells, px)

    def _row(self, hand: HandResult, player: str, cells: list[QLabel], px: float) -> None:
        name, result, change, _room = cells
        name.setText(player)
        result.setText(f"{hand.bids.get(player, '–')}/{(hand.tricks or {}).get(player, '–')}")
        score = (hand.scores or {}).get(player)
        change.setText("" if score is None else signed(score)
                       + (" ↺" if player in hand.resets else ""))
        made = player in hand.made
        for label, ink, bold in ((name, self.ink.text, False),
                                 (result, self.ink.green if made else self.ink.red, True),
                                 (change, self.ink.text, True)):
            self.style_label(label, px, ink, bold=bold)
        for label in (result, change):
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class TallyPanel(Panel):
    """A game without bids (shithead): who deals next, the last result, the target."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.caption.setText(self.tr("Next hand"))
        self.dealer = self.label(wrap=True)
        self.last = self.label(wrap=True)
        self.order = self.label(wrap=True)
        self.target = self.label(wrap=True)
        self.box.addStretch(1)

    def draw(self, scorecard: Scorecard, hand: HandResult) -> None:
        self.dealer.setText(self.tr("{0} deals").format(hand.dealer))
        self.style_label(self.dealer, 160, self.ink.text, bold=True)
        last = scorecard.completed[-1] if scorecard.completed else None
        self.last.setText(self._result(last) if last else self.tr("No hand played yet"))
        self.style_label(self.last, 72, self.ink.text)
        order = last.out_order if last else None
        self.order.setText(self.tr("Out in order: {0}").format(", ".join(order))
                           if order else "")
        self.order.setVisible(bool(order))
        self.style_label(self.order, 48, self.ink.muted)
        rules = game_rules(scorecard.setup)
        target = rules.target_text(scorecard.setup, app_words())
        self.target.setText(capitalized(target) if target else "")
        self.target.setVisible(bool(target))
        self.style_label(self.target, 60, self.ink.accent, bold=True)

    def _result(self, hand: HandResult) -> str:
        if hand.tallied is not None and hand.tallied == hand.loser:  # a loss is counted
            return self.tr("{0} lost hand {1}").format(hand.loser, hand.number)
        return self.tr("{0} won hand {1}").format(hand.tallied, hand.number)

def tally_words(scorecard: Scorecard) -> tuple[str, str] | None:
    """("loss", "losses") or ("win", "wins"): what the tally counts, as the rules say."""
    tally = game_rules(scorecard.setup).tally(scorecard.setup)
    if not tally.counted:
        return None
    one, many = tally.words
    return (QCoreApplication.translate("BigBoard", one),
            QCoreApplication.translate("BigBoard", many))


class StandingsPanel(Panel):
    """Place, player, total and the last hand's change (+12, −3)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.after = self.label()
        self.rows = Rows(4, self, wide=1)  # place, name, total, change: names take the room
        self.box.addLayout(self.rows)
        self.box.addStretch(1)

    def draw(self, scorecard: Scorecard, tally: bool) -> None:
        last = scorecard.completed[-1] if scorecard.completed else None
        self.caption.setText(self._caption(scorecard, tally))
        self.after.setText(self.tr("after hand {0}").format(last.number) if last else
                           self.tr("no hand played yet"))
        self.style_label(self.after, 38, self.ink.muted)
        px = row_px(len(scorecard.standings), 110 if scorecard.over else 96, 640)
        players = [s.player for s in scorecard.standings]
        lost = last is not None and last.tallied is not None and last.tallied == last.loser
        gain = self.ink.red if lost else self.ink.green  # one more loss is no gain
        for standing, cells in zip(scorecard.standings, self.rows.for_players(players).values(),
                                   strict=True):
            change = self._change(last, standing.player, tally)
            self._row(standing, cells, change, gain, px)

    def _caption(self, scorecard: Scorecard, tally: bool) -> str:
        if scorecard.over:
            return self.tr("Final standings")
        if tally:
            words = tally_words(scorecard)
            return capitalized(words[1]) if words else self.tr("Tally")
        return self.tr("Standings")

    def _change(self, last: HandResult | None, player: str, tally: bool) -> str:
        if last is None:
            return ""
        if tally:
            return "+1" if player == last.tallied else ""
        score = (last.scores or {}).get(player)
        mark = " ↺" if player in last.resets else ""
        return "" if score is None else signed(score) + mark

    def _row(self, standing: Standing, cells: list[QLabel], change: str, gain: str,
             px: float) -> None:
        place, name, total, delta = cells
        place.setText(ordinal(standing.place, app_words()) + ("=" if standing.shared else ""))
        name.setText(standing.player)
        total.setText(signed(standing.total).lstrip("+"))
        delta.setText(change)
        lead = standing.place == 1
        colour = (gain if change.startswith("+") else
                  self.ink.red if change.startswith(MINUS) else self.ink.muted)
        for label, size, ink, bold in ((place, px * 0.7, self.ink.muted, lead),
                                       (name, px, self.ink.text, lead),
                                       (total, px, self.ink.text, True),
                                       (delta, px * 0.7, colour, True)):
            self.style_label(label, size, ink, bold=bold)
            right = label in (total, delta)
            label.setAlignment((Qt.AlignmentFlag.AlignRight if right else
                                Qt.AlignmentFlag.AlignLeft) | Qt.AlignmentFlag.AlignVCenter)
