"""Standings beside the scoreboard; at the end, final places, tie-breaks and rematch."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFontMetrics, QShowEvent, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...exports.qt_words import app_words
from ...rules import ABANDONED, FINISHED, Change, GameSetup, Scorecard, Tiebreak
from ...rules.describe import ordinal
from ...rules.games import game_rules
from ..shared.fit import available_area, elided, plain_label, plain_tip
from ..shared.fonts import mark_type_sized, preferred_type_size, scaled_font, size_widget
from ..shared.layouts import laid_out
from ..shared.markup import escape
from ..shared.number_field import NumberField, focus_on_show
from ..shared.plurals import install_plurals, tally_count
from .controller import TableController

TOTAL_DIGITS = 4  # room for totals up to 9999 (and a minus sign) from the first hand
TALLY_DIGITS = 3  # a tally counts hands: room for 999 (the word after it is translated)
HEADING_SCALE = 1.3
REASONS_SCALE = 0.8  # why the places are as they are: smaller than the standings


# The standings take at most this share of the screen's width (less on a small
# screen, where seven players' scoreboard needs the room) …
SCREEN_SHARE, SMALL_SCREEN_SHARE, SMALL_SCREEN = 0.3, 0.22, 1200
NAME_LETTERS = "Mmmm…"  # … but always room for a name's first letters


# The rows' type (while playing, at the end), largest first: a step down on a screen
# too narrow for the first.
SIZES = (("large", "x-large"), ("medium", "large"), ("medium", "medium"), ("small", "small"))
SCALES = {"small": 0.8, "medium": 1.0, "large": 1.2, "x-large": 1.5}  # as rich text has them


def standings_html(rows: list[tuple[str, str, str, bool]], over: bool,
                   step: int = 0) -> str:
    """The standings as a table: (place, player, total, bold) per row; names are
    escaped (a name shows as typed, never as markup). ``step``: the type (``SIZES``)."""
    size = SIZES[step][1 if over else 0]
    cells = [f"<tr style='font-weight:{'bold' if bold else 'normal'}; font-size:{size}'>"
             f"<td>{place}&nbsp;&nbsp;</td><td>{escape(player)}</td>"
             f"<td align='right'>&nbsp;&nbsp;{total}</td></tr>"
             for place, player, total, bold in rows]
    return "<table width='100%'>" + "".join(cells) + "</table>"


class StandingsPanel(QFrame):
    rematch = Signal()

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        mark_type_sized(self)
        self.controller = controller
        install_plurals()
        self._width_for: tuple[GameSetup, float, int] | None = None
        self._short: dict[str, str] = {}  # each player's name as it fits
        self._step = 0  # the rows' type (SIZES): smaller on a narrow screen
        self._bare = False  # a tally's totals without their word ("3", not "3 losses")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        font = scaled_font(self.font(), HEADING_SCALE, bold=True)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)  # "Final standings" in two lines in a large type
        layout.addWidget(self.heading)
        self.table = QLabel()
        self.table.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.table)
        self.reasons = QLabel()
        self.reasons.setWordWrap(True)
        self.reasons.setTextFormat(Qt.TextFormat.PlainText)  # names show as typed
        self.reasons.setFont(scaled_font(self.font(), REASONS_SCALE))  # words, not numbers
        layout.addWidget(self.reasons)
        self.tiebreak = QPushButton(self.tr("Tie-break deal…  (Ctrl+Shift+T)"))
        self.tiebreak.setToolTip(self.tr("Play the 5-card tie-break deal of the tied players"))
        self.tiebreak.clicked.connect(self._tiebreak)
        layout.addWidget(self.tiebreak)
        self.rematch_button = QPushButton(self.tr("Rematch  (Ctrl+R)"))
        self.rematch_button.setToolTip(self.tr("The same game again, in the same seating"))
        self.rematch_button.clicked.connect(self.rematch.emit)
        layout.addWidget(self.rematch_button)
        layout.addStretch(1)
        size_widget(self, preferred_type_size())
        controller.changed.connect(self.show_change)

    def show_change(self, change: Change) -> None:
        """The controller's slot: every change redraws from its scorecard."""
        self.show_scorecard(change.scorecard)

    def show_scorecard(self, scorecard: Scorecard) -> None:
        over = scorecard.over
        self.heading.setText(self.tr("Final standings") if over else self.tr("Standings"))
        setup = scorecard.setup
        if scorecard.players != setup.players:  # players joined: their names fit too
            setup = replace(setup, players=scorecard.players)
        self._fit_width(setup)
        rows = [(ordinal(s.place, app_words()) + ("=" if s.shared else ""), s.player,
                 tally_count(scorecard.setup, s.total), s.place == 1 and bool(scorecard.completed))
                for s in scorecard.standings]
        shown = [(place, self._short.get(player, player),
                  self._total(scorecard.setup, s.total), bold)
                 for (place, player, _total, bold), s in zip(rows, scorecard.standings,
                                                             strict=True)]
        self.table.setText(standings_html(shown, over, self._step))
        cut = shown != rows  # a name elided, a word left out: the whole in the tooltip
        self.table.setToolTip(plain_tip("\n".join(f"{place}  {player}  {total}" for
                                                  place, player, total, _ in rows)) if cut
                              else "")
        reasons = [reason.text(app_words()) for reason in scorecard.reasons]
        if over and scorecard.status == ABANDONED:
            reasons.insert(0, self.tr("The game was ended before its last hand."))
        self.reasons.setText(self.tr("\n").join(reasons))
        self.reasons.setVisible(bool(reasons))
        self.tiebreak.setVisible(over and bool(scorecard.tied_groups)
                                 and scorecard.status == FINISHED)
        self.rematch_button.setVisible(over)

    # --- a width that does not change from hand to hand ------------------------------
    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self._width_for is not None:
            self._width_for = None
            self.show_scorecard(self.controller.scorecard)  # names and type as they fit now

    def _fit_width(self, setup: GameSetup) -> None:
        """A fixed width, from the names and the widest total the game may come to, in
        the final standings' large type: totals growing or the game ending never make
        the panel, and the scoreboard beside it, jump."""
        span = self.span()
        key = (setup, self.font().pointSizeF(), span)
        if key == self._width_for:
            return
        self._width_for = key
        margins = laid_out(self).contentsMargins()
        chrome = margins.left() + margins.right() + 2 * self.frameWidth()
        share = SMALL_SCREEN_SHARE if span < SMALL_SCREEN else SCREEN_SHARE
        room = round(span * share) - chrome
        width = self._fit_names(setup, room)
        metrics = QFontMetrics(scaled_font(self.font(), HEADING_SCALE, bold=True))
        whole = metrics.horizontalAdvance(self.tr("Final standings"))
        longest_word = max(metrics.horizontalAdvance(word)
                           for word in self.tr("Final standings").split())
        heading = whole if whole <= room else longest_word
        self._fit_buttons(max(room, width, heading))
        needed = max(width, heading,
                     self.tiebreak.sizeHint().width(), self.rematch_button.sizeHint().width())
        self.setFixedWidth(needed + chrome)

    def _fit_names(self, setup: GameSetup, room: int) -> int:
        """The largest type, and the names cut the least, that fit in ``room``: sets
        ``_bare``, ``_step`` and ``_short``, and gives their width (or the narrowest's,
        with the smallest type and every name cut, when nothing fits)."""
        tally = game_rules(setup).tally(setup).counted
        for bare in (False, True) if tally else (False,):  # a language's long word for
            self._bare = bare                                # the tally: left out
            for step in range(len(SIZES)):  # a large type on a small screen: a step down
                self._step = step
                self._short, width = self._fitted(setup, room)
                if width <= room:
                    return width
        return width

    def _fit_buttons(self, room: int) -> None:
        """The tie-break and rematch buttons in the type size, or in the window's own
        type when that would make the standings wider than their share of the screen
        (a style sheet's size: the type size's scaling leaves it alone)."""
        from PySide6.QtWidgets import QApplication

        for button in (self.tiebreak, self.rematch_button):
            button.setStyleSheet("")
            if button.sizeHint().width() > room:
                points = QApplication.font().pointSizeF()
                button.setStyleSheet(f"QPushButton {{ font-size: {points:g}pt; }}")

    def span(self) -> int:
        """The width the standings take a share of: the window's once it is shown (in
        steps, so only a real resize changes it), else the screen's."""
        window = self.window()
        width = window.width() if window is not self and window.isVisible() else \
            available_area(self).width()
        return min(available_area(self).width(), 64 * round(width / 64))

    def refit(self) -> None:
        """The window was resized: the standings' share of it again (names cut anew)."""
        if self._width_for is not None and self._width_for[2] != self.span():
            self.show_scorecard(self.controller.scorecard)

    def _table_width(self, setup: GameSetup, names: dict[str, str],
                     step: int | None = None) -> int:
        """The standings' width with these names, the widest place and total, in the
        final standings' type."""
        if game_rules(setup).tally(setup).counted:  # never negative, nor in the thousands
            widest = self._total(setup, int("8" * TALLY_DIGITS))
        else:
            widest = "-" + tally_count(setup, int("8" * TOTAL_DIGITS))
        words = app_words()
        place = max((ordinal(n, words) + "=" for n in range(1, len(setup.players) + 1)),
                    key=len)
        document = QTextDocument()
        document.setDefaultFont(self.font())
        document.setHtml(standings_html(
            [(place, names.get(p, p), widest, True) for p in setup.players], over=True,
            step=self._step if step is None else step))
        return round(document.idealWidth())

    def _total(self, setup: GameSetup, n: int) -> str:
        """A total as the standings show it: with the tally's word unless left out."""
        return str(n) if self._bare else tally_count(setup, n)

    def _names_that_fit(self, setup: GameSetup, room: int) -> dict[str, str]:
        """Each name, elided (longest first) until the standings fit in ``room`` pixels;
        a name keeps at least its first letters."""
        return self._fitted(setup, room)[0]

    def _fitted(self, setup: GameSetup, room: int) -> tuple[dict[str, str], int]:
        """:meth:`_names_that_fit`'s names and the standings' width with them. The
        widths tried go down two average letters a step; the widest that fits is found
        by halving the steps left, since a narrower width never makes the table wider:
        seven 40-letter names are laid out some 7 times, not 90. The names cut as far
        as they go are tried first: when even they do not fit in this type, the next
        step down is tried after two layouts, not seven."""
        names = {p: p for p in setup.players}
        whole = self._table_width(setup, names)
        if whole <= room:
            return names, whole
        metrics = QFontMetrics(scaled_font(self.font(), SCALES[SIZES[self._step][1]],
                                           bold=True))
        least = metrics.horizontalAdvance(NAME_LETTERS)
        widest = max((metrics.horizontalAdvance(p) for p in setup.players), default=0)
        stride = max(1, metrics.averageCharWidth() * 2)
        if widest <= least:
            return names, whole

        def cut(step: int) -> dict[str, str]:
            width = max(least, widest - step * stride)
            return {p: elided(p, metrics, width) for p in setup.players}

        low, high = 1, -(-(widest - least) // stride)  # at ``high`` the least width
        width = self._table_width(setup, cut(high))
        if width > room:
            return cut(high), width  # none fits
        while low < high:  # the first step that fits
            middle = (low + high) // 2
            tried = self._table_width(setup, cut(middle))
            if tried <= room:
                high, width = middle, tried
            else:
                low = middle + 1
        return cut(low), width

    def _tiebreak(self) -> None:
        scorecard = self.controller.scorecard
        if not scorecard.tied_groups:
            return
        cards = game_rules(scorecard.setup).tiebreak_cards or 0
        group = scorecard.tied_groups[0]
        dialog = TiebreakDialog(group, cards, self, submit=lambda bids, tricks:
                                self.controller.attempt(Tiebreak(group, bids, tricks)))
        dialog.exec()


class TiebreakDialog(QDialog):
    """Bids and tricks of the tie-break deal among tied players (``cards`` each, as the
    rules say)."""

    def __init__(self, players: tuple[str, ...], cards: int,
                 parent: QWidget | None = None, *,
                 submit: Callable[[dict[str, int], dict[str, int]], Exception | None]
                 | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Tie-break deal"))
        self.players = players
        self.submit = submit  # stores the deal, or answers why it was refused
        layout = QVBoxLayout(self)
        layout.addWidget(plain_label(self.tr(
            "{0} are tied on every tie-breaker.\nDeal {1} cards each and play one hand: the "
            "higher hand score takes the higher place.\nIt is not added to the totals.").format(
                app_words().names(players), cards)))
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("<b>Bid</b>")), 0, 1)
        grid.addWidget(QLabel(self.tr("<b>Tricks</b>")), 0, 2)
        self.bids: dict[str, QSpinBox] = {}
        self.tricks: dict[str, QSpinBox] = {}
        for row, p in enumerate(players, start=1):
            grid.addWidget(plain_label(p), row, 0)
            for column, store, what in ((1, self.bids, "bid"), (2, self.tricks, "tricks")):
                spin = NumberField(0, cards, 0, f"{p} {what}")
                store[p] = spin
                grid.addWidget(spin, row, column)
        layout.addLayout(grid)
        self.problem = QLabel()  # why the deal was refused; the dialog stays open
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c62828; font-weight: bold;")
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok |
                                   QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        first = self.bids[self.players[0]]  # the first key typed is the first bid
        first.setFocus()
        focus_on_show(self, first)

    def save(self) -> None:
        """OK: stored and closed; or refused, every value as typed, the reason shown and
        the keyboard on the field it is about (the first bid when it names no one)."""
        if self.submit is None:
            self.accept()
            return
        refusal = self.submit(*self.values())
        if refusal is None:
            self.accept()
            return
        self.problem.setText(str(refusal)[:1].upper() + str(refusal)[1:])
        player = getattr(refusal, "player", None)
        field = self.tricks[player] if player in self.tricks else self.tricks[self.players[0]]
        field.setFocus()
        field.selectAll()

    def values(self) -> tuple[dict[str, int], dict[str, int]]:
        return ({p: s.value() for p, s in self.bids.items()},
                {p: s.value() for p, s in self.tricks.items()})
