"""The table, polished: a readable current row in light and dark, standings that keep
their width, one type size for the scoreboard, the entry, the standings and History."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QStyle, QStyleFactory, QStyleOptionViewItem

from scorekeeper.rules import Scorecard
from scorekeeper.rules.commands import Bid, Tricks
from scorekeeper.rules.simulate import simulate, tricks_near_bids
from scorekeeper.store import Store
from scorekeeper.ui.dialogs.preferences_dialog import PreferencesDialog
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.shared.preferences import Preferences
from scorekeeper.ui.shared.theme import dark_palette
from scorekeeper.ui.table.hand_entry import HandEntry
from scorekeeper.ui.table.scoreboard import ScoreboardView

AA = 4.5


def wcag(one: QColor, other: QColor) -> float:
    """The WCAG 2 contrast ratio of two opaque colours."""
    def lum(c: QColor) -> float:
        def ch(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        return 0.2126 * ch(c.redF()) + 0.7152 * ch(c.greenF()) + 0.0722 * ch(c.blueF())
    high, low = sorted((lum(one), lum(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def over(top: QColor, bottom: QColor) -> QColor:
    """``top`` (perhaps translucent) as seen on an opaque ``bottom``."""
    a = top.alphaF()
    return QColor.fromRgbF(top.redF() * a + bottom.redF() * (1 - a),
                           top.greenF() * a + bottom.greenF() * (1 - a),
                           top.blueF() * a + bottom.blueF() * (1 - a))


class Recorder(QPainter):
    """A painter that notes the background filled behind a cell and each text's colour."""

    def __init__(self, device: QImage, cell: QRect) -> None:
        super().__init__(device)
        self.cell = cell
        self.background: QColor | None = None
        self.texts: list[tuple[str, QColor]] = []

    def fillRect(self, rect, colour, *rest) -> None:
        area = QRectF(rect)
        if isinstance(colour, QColor) and area.height() >= self.cell.height() / 2:
            base = self.background or QColor("white")
            self.background = over(colour, base)
        super().fillRect(rect, colour, *rest)

    def drawText(self, *args) -> None:
        text = next(a for a in args if isinstance(a, str))
        if text.strip():
            self.texts.append((text, over(self.pen().color(), self.background)))
        super().drawText(*args)


def palettes() -> dict[str, QPalette]:
    return {"light": QStyleFactory.create("Fusion").standardPalette(), "dark": dark_palette()}


def painted_row(view: ScoreboardView, row: int, palette: QPalette) -> list[tuple[str, float]]:
    """Each text the delegate paints in ``row`` as a selected (current) row, with its
    contrast against what it is painted on."""
    out = []
    model = view.model()
    for column in range(model.columnCount()):
        rect = QRect(0, 0, 120, 48)
        option = QStyleOptionViewItem()
        option.rect = rect
        option.state = QStyle.StateFlag.State_Selected | QStyle.StateFlag.State_Enabled
        option.palette = palette
        option.font = view.font()
        image = QImage(rect.size(), QImage.Format.Format_RGB32)
        painter = Recorder(image, rect)
        try:
            view.itemDelegate().paint(painter, option, model.index(row, column))
        finally:
            painter.end()
        out += [(text, wcag(colour, painter.background)) for text, colour in painter.texts]
    return out


def play_hand(window: MainWindow, rng: random.Random) -> None:
    c = window.controller
    hand = c.scorecard.current
    while c.scorecard.current.expected_bidder is not None:
        current = c.scorecard.current
        bid = rng.randint(0, current.cards)
        if current.final_bidder == current.expected_bidder and bid == current.forbidden_bid:
            bid = bid + 1 if bid < current.cards else bid - 1
        c.apply(Bid(current.expected_bidder, bid))
    current = c.scorecard.current
    c.apply(Tricks(tricks_near_bids(rng, current.bids, hand.cards)))


def mid_hand(window: MainWindow) -> Scorecard:
    """P&W, hand 3 being bid, after two hands."""
    window.start_game("oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann", {})
    rng = random.Random(11)
    for _ in range(2):
        play_hand(window, rng)
    c = window.controller
    c.apply(Bid(c.scorecard.current.expected_bidder, 1))
    return c.scorecard


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_current_row_reads_at_aa_contrast(window: MainWindow, theme: str) -> None:
    card = mid_hand(window)
    assert len(card.completed) == 2 and card.current.bids  # stored: two hands, a bid
    view = window.table.scoreboard
    current = view.selectionModel().selectedRows()[0].row()
    assert current == card.current.number - 1
    palette = palettes()[theme]
    texts = painted_row(view, current, palette)
    assert any(text.startswith("bid 1") for text, _ in texts)
    low = [(text, round(ratio, 2)) for text, ratio in texts if ratio < AA]
    assert low == []


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("game", ["oh-hell-pw", "oh-shit-misere", "shithead"])
def test_any_row_chosen_reads_at_aa_contrast(qtbot, theme: str, game: str) -> None:
    """F6 and the arrows choose any hand: made, missed, reset and penalised cells too."""
    view = ScoreboardView()
    qtbot.addWidget(view)
    players = ["Ann", "Ben", "Cat", "Dan"]
    view.set_scorecard(simulate(random.Random(7), game, players, "Ann"))
    palette = palettes()[theme]
    for row in range(view.model().rowCount()):
        low = [(row, text, round(ratio, 2)) for text, ratio in painted_row(view, row, palette)
               if ratio < AA]
        assert low == []


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_colour_choice_is_a_function_that_meets_aa(theme: str) -> None:
    from scorekeeper.exports.presentation import Cell
    from scorekeeper.ui.table.scoreboard import cell_colours

    palette = palettes()[theme]
    for made, right, reset in ((True, "+12", False), (False, "-5", False),
                               (False, "+0", True), (False, "", False)):
        cell = Cell("Ann", made=made, corner=right, negative=right.startswith("-"),
                    reset=reset)
        colours = cell_colours(cell, palette, selected=True)
        for colour in (colours.top, colours.score, colours.total):
            assert wcag(colour, colours.background) >= AA, (cell, colour.name())


def test_standings_keep_their_width_and_fit_their_names(qtbot, window: MainWindow) -> None:
    long_name = "Bartholomew-Maximilian von Ash"
    window.start_game("oh-shit-updown", ["Ann", long_name, "Cat"], "Ann", {})
    panel = window.table.standings
    rng = random.Random(5)
    widths = set()
    while not window.controller.scorecard.over:
        QApplication.processEvents()
        widths.add(panel.width())
        play_hand(window, rng)
    QApplication.processEvents()
    widths.add(panel.width())
    card = window.controller.scorecard
    assert card.over and len(card.completed) == card.schedule_length == 14  # stored
    assert len(widths) == 1, widths
    assert panel.table.minimumSizeHint().width() <= panel.table.width()  # nothing cut off
    # Whole where the screen has the room; else cut with "…", whole in the tooltip.
    assert long_name in panel.table.text() or (
        "…" in panel.table.text() and long_name in panel.table.toolTip())


def test_one_type_size_everywhere(qtbot, window: MainWindow, app_store: Store,
                                  monkeypatch) -> None:
    app_store.import_many([(simulate(random.Random(2), "whysteria", ["Ann", "Ben", "Cat"],
                                     "Ann"), "2026-11-21T20:00:00+00:00", None)])
    Preferences().scoreboard_font_size = 18
    window.start_game("oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann", {})
    table = window.table
    assert isinstance(table.entry, HandEntry)

    def sizes() -> dict[str, float]:
        cell = next(iter(table.entry.cells.values()))
        detail = window.history.detail.scoreboard
        return {"scoreboard": table.scoreboard.font().pointSizeF(),
                "entry": table.entry.font().pointSizeF(),
                "entry prompt": table.entry.prompt.font().pointSizeF(),
                "entry value": cell.value.font().pointSizeF(),
                "standings": table.standings.table.font().pointSizeF(),
                "history scorecard": detail.font().pointSizeF()}

    window.show_history()
    assert sizes() == {"scoreboard": 18, "entry": 18, "entry prompt": 22.5, "entry value": 36,
                       "standings": 18, "history scorecard": 18}

    def choose_14(dialog: PreferencesDialog) -> int:
        dialog.font_size.setValue(14)
        return 1

    monkeypatch.setattr(PreferencesDialog, "exec", choose_14)
    window.edit_preferences()
    assert Preferences().scoreboard_font_size == 14  # stored
    assert sizes() == {"scoreboard": 14, "entry": 14, "entry prompt": 17.5, "entry value": 28,
                       "standings": 14, "history scorecard": 14}
    assert window.history.detail.scoreboard.verticalHeader().defaultSectionSize() == \
        round(14 * 4.2)
