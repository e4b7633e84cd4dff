"""The players' display (F11): the hand, trump, bids, the last hand and the standings.

A pure renderer of the Scorecard it is given, in type to be read from 3 m. It may
stand on a second screen (a projector or TV); while it has the keyboard, keys go
on to the scorekeeper's entry, so the game goes on — F11 or Esc close it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import (
    QContextMenuEvent,
    QGuiApplication,
    QHideEvent,
    QKeyEvent,
    QResizeEvent,
    QScreen,
    QShowEvent,
)
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QVBoxLayout, QWidget
from shiboken6 import isValid

from ...exports.qt_words import app_words
from ...rules import HandResult, Scorecard
from ...rules.describe import reminders
from ...rules.games import game_rules
from .board_panels import (
    BidsPanel,
    Ink,
    LastHandPanel,
    Panel,
    StandingsPanel,
    TallyPanel,
    TrumpPanel,
    set_px,
)
from .board_screens import screen_label

CLOSE_KEYS = (Qt.Key.Key_F11, Qt.Key.Key_Escape)


class BigBoard(QWidget):
    """The full-screen board; ``key_target`` gives the widget typed keys go on to."""

    screen_chosen = Signal(str)  # the name of the screen picked for the board

    def __init__(self, scorecard: Scorecard, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Players' display"))
        self.key_target: Callable[[], QWidget | None] = lambda: None
        self.scorecard = scorecard
        self._drawn: Scorecard | None = None  # the card last drawn
        self.unit = 1.0
        self.title = QLabel()
        self.hand_line = QLabel()
        self.hand_line.setWordWrap(True)
        self.trump = TrumpPanel(self)
        self.bids = BidsPanel(self)
        self.last_hand = LastHandPanel(self)
        self.tally = TallyPanel(self)
        self.standings = StandingsPanel(self)
        self.reminders = QLabel()
        self.reminders.setWordWrap(True)
        for label in (self.title, self.hand_line, self.reminders):
            label.setTextFormat(Qt.TextFormat.PlainText)  # names show as typed
        self.hint = QLabel()
        self._lay_out()
        self.show_scorecard(scorecard)

    def _lay_out(self) -> None:
        body = self.body = QHBoxLayout()
        body.setSpacing(48)
        for panel, stretch in ((self.trump, 3), (self.bids, 4), (self.last_hand, 4),
                               (self.tally, 7), (self.standings, 5)):
            body.addWidget(panel, stretch)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(56, 28, 56, 20)
        outer.setSpacing(14)
        for widget in (self.title, self.hand_line):
            outer.addWidget(widget)
        outer.addLayout(body, 1)
        outer.addWidget(self.reminders)
        outer.addWidget(self.hint)

    # --- drawing ------------------------------------------------------------------
    def show_scorecard(self, scorecard: Scorecard) -> None:
        """Draw ``card``: everything shown comes from it and from its rules.

        A hidden board draws a card once (its rows made before it shows: rows made
        while it is up are laid out only later), then waits for :meth:`showEvent`,
        which fits it to its screen; opening it drew each panel four times before."""
        if not self.isVisible() and scorecard is self._drawn:
            return
        self.scorecard = self._drawn = scorecard
        setup = scorecard.setup
        tally = game_rules(setup).tally(setup).counted  # a tally, not points
        hand = scorecard.current
        self.trump.setVisible(hand is not None and not tally)
        self.bids.setVisible(hand is not None and not tally)
        self.last_hand.setVisible(hand is not None and not tally and bool(scorecard.completed))
        self.tally.setVisible(hand is not None and tally)
        side = 0 if hand is not None else round(300 * self.unit)  # final standings: centred
        self.body.setContentsMargins(side, 0, side, 0)
        ink = Ink.of(self.palette())
        self._heading(scorecard, hand, ink)
        self._notes(scorecard, hand, ink)
        for panel in self._panels():
            if panel.isVisibleTo(self):
                self._fit(panel, hand, tally, ink)

    def _draw(self, panel: Panel, hand: HandResult | None, tally: bool) -> None:
        scorecard = self.scorecard
        if panel is self.standings:
            self.standings.draw(scorecard, tally)
        elif hand is not None and panel is self.tally:
            self.tally.draw(scorecard, hand)
        elif hand is not None and panel is self.trump:
            self.trump.draw(hand)
        elif hand is not None and panel is self.bids:
            self.bids.draw(scorecard, hand)
        elif panel is self.last_hand:
            self.last_hand.draw(scorecard)

    def _panels(self) -> tuple[Panel, ...]:
        return self.trump, self.bids, self.last_hand, self.tally, self.standings

    def _fit(self, panel: Panel, hand: HandResult | None, tally: bool, ink: Ink) -> None:
        """Draw ``panel`` as large as its share of the screen allows: smaller type for
        ten players, long names or a long reminder, never text cut off."""
        scale = 1.0
        for _ in range(6):
            panel.prepare(self.unit, scale, ink)
            self._draw(panel, hand, tally)
            if not self.isVisible():
                return
            layout = self.layout()
            if layout is not None:
                layout.activate()
            room = panel.room()
            if room >= 1.0 or scale < 0.3:
                return
            scale *= max(0.5, room * 0.97)

    def _heading(self, scorecard: Scorecard, hand: HandResult | None, ink: Ink) -> None:
        self.title.setText(game_rules(scorecard.setup).title)
        set_px(self.title, 32 * self.unit)
        self.title.setStyleSheet(f"color: {ink.muted};")
        self.hand_line.setText(self._hand_words(scorecard, hand))
        set_px(self.hand_line, 76 * self.unit, bold=True)
        self.hand_line.setStyleSheet(f"color: {ink.text};")

    def _hand_words(self, scorecard: Scorecard, hand: HandResult | None) -> str:
        """"Hand 5 of 14 · 3 cards · Dan deals", or who won once it is over."""
        if hand is None:
            winners = app_words().names(scorecard.winners)
            verb = self.tr("share first place") if len(scorecard.winners) > 1 else self.tr("wins")
            return f"{winners} {verb}" if scorecard.completed else self.tr("No hands were played")
        length = scorecard.schedule_length
        of = self.tr(" of {0}").format(length) if length else ""
        parts = [self.tr("Hand {0}").format(hand.number) + of]
        if hand.cards is not None:  # a tally game's panel says who deals, in larger type
            parts.append(self._cards(hand.cards))
            parts.append(self.tr("{0} deals").format(hand.dealer))
        return "  ·  ".join(parts)

    def _cards(self, count: int) -> str:
        return self.tr("1 card") if count == 1 else self.tr("{0} cards").format(count)

    def _notes(self, scorecard: Scorecard, hand: HandResult | None, ink: Ink) -> None:
        """The hand's reminders (the forehead on a one-card hand), or how ties were split."""
        notes = (reminders(hand, app_words()) if hand is not None
                 else [reason.text(app_words()) for reason in scorecard.reasons])
        self.reminders.setText("\n".join(notes))
        self.reminders.setVisible(bool(notes))
        set_px(self.reminders, 38 * self.unit, bold=True)
        self.reminders.setStyleSheet(
            f"color: {ink.note_text}; background: {ink.note_fill}; border: "
            f"{max(2, round(3 * self.unit))}px solid {ink.note_edge}; border-radius: "
            f"{round(14 * self.unit)}px; padding: {round(12 * self.unit)}px;")
        several = len(QGuiApplication.screens()) > 1
        self.hint.setText(self.tr("F11 or Esc: close · typing still goes to the scorekeeper")
                          + (self.tr(" · right-click: choose the screen") if several else ""))
        set_px(self.hint, 22 * self.unit)
        self.hint.setStyleSheet(f"color: {ink.muted};")

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Type in proportion to the screen: a 4K TV and a laptop read alike."""
        super().resizeEvent(event)
        size = event.size()
        self.unit = max(0.4, min(size.width() / 1920, size.height() / 1080))
        self.show_scorecard(self.scorecard)  # and fitted to the new size

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.show_scorecard(self.scorecard)  # fitted now that the panels have their room

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        owner = self.parentWidget()
        if owner is not None:
            owner.activateWindow()  # the keyboard back to the scorekeeper's window

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # light ⇄ dark: new inks
            self.show_scorecard(self.scorecard)

    # --- the keyboard stays the scorekeeper's --------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in CLOSE_KEYS:
            self.close()
            return
        target = self.key_target()
        if target is None or not isValid(target):
            super().keyPressEvent(event)
            return
        copy = QKeyEvent(event.type(), event.key(), event.modifiers(), event.text(),
                         event.isAutoRepeat(), event.count())
        QCoreApplication.sendEvent(target, copy)

    def focusNextPrevChild(self, next: bool) -> bool:  # Qt's name for the argument
        return False  # Tab is the entry's (it records a waiting 1), not the board's

    # --- screens ------------------------------------------------------------------
    def show_on(self, screen: QScreen | None) -> None:
        """Full screen on ``screen``; on a screen of its own it leaves the keyboard to
        the scorekeeper's window."""
        owner = self.parentWidget()
        apart = screen is not None and owner is not None and screen is not owner.screen()
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, apart)
        if self.isFullScreen():
            self.showNormal()  # a full-screen window moves only once normal again
        if screen is not None:
            self.setScreen(screen)
            self.setGeometry(screen.geometry())  # whole screen, even without a WM
        self.showFullScreen()
        if apart and owner is not None:
            owner.activateWindow()

    def screen_menu(self) -> QMenu:
        menu = QMenu(self)
        menu.addSection(self.tr("Show the players' display on"))
        for screen in QGuiApplication.screens():
            action = menu.addAction(screen_label(screen))
            action.setCheckable(True)
            action.setChecked(screen is self.screen())
            action.triggered.connect(lambda _=False, s=screen: self.choose_screen(s))
        menu.addSeparator()
        menu.addAction(self.tr("Close (F11)"), self.close)
        return menu

    def choose_screen(self, screen: QScreen) -> None:
        self.show_on(screen)
        self.screen_chosen.emit(screen.name())

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        self.screen_menu().exec(event.globalPos())

