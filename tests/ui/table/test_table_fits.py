"""The table with seven 40-character names (issue 21 §3): the hand's panel keeps its
width whatever the prompt says, names are cut with "…" and whole in their tooltips."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from scorekeeper.rules import VARIANTS, Bid, GameSetup, TrickVariant
from scorekeeper.rules.games.trick import CALLED
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.shared.fit import ElidedButton, ElidedLabel
from scorekeeper.ui.shared.fonts import scaled_font
from scorekeeper.ui.table.standings_panel import SCALES, StandingsPanel

LONG = [letter + "lexandra Featherstonehaugh-Wolfeschlege" for letter in "ABCDEFG"]


def long_names_table(window: MainWindow
                     ) -> tuple[StandingsPanel, GameSetup, Callable[..., int]]:
    """A table of seven 40-letter names in a 1024-wide window: its standings panel, the
    game's setup and the panel's own measure of a table's width (names → pixels)."""
    window.resize(1024, 700)
    window.start_game("oh-shit-misere", LONG, LONG[0], {})
    QApplication.processEvents()
    panel = window.table.standings
    return panel, window.controller.scorecard.setup, panel._table_width


def _called_game() -> str:
    """The game whose bids are called in any order: its prompt is the longest."""
    return next(key for key, rules in VARIANTS.items()
                if isinstance(rules, TrickVariant) and rules.bidding == CALLED)


def test_the_hand_panel_keeps_its_width_when_the_prompt_is_long(
        qtbot, window: MainWindow) -> None:
    window.resize(1024, 700)
    window.start_game(_called_game(), LONG, LONG[0], {})
    table = window.table
    QApplication.processEvents()
    widths = set()
    for _ in range(3):  # bids change the prompt: "… to bid (0–7) · someone else called? …"
        QApplication.processEvents()
        assert len(table.entry.prompt.text()) > 60
        widths.add((table.hand_area.width(), table.hand_box.width()))
        assert table.hand_box.width() <= table.hand_area.viewport().width()
        assert window.frameGeometry().width() <= window.screen().availableGeometry().width()
        bidder = window.controller.scorecard.current.expected_bidder or next(
            p for p in LONG if p not in window.controller.scorecard.current.bids)
        window.controller.apply(Bid(bidder, 0))
    assert len(widths) == 1, widths
    stored = window.controller.scorecard.current.bids
    assert len(stored) == 3  # what was entered is what is stored


def test_long_names_are_cut_and_whole_in_their_tooltips(qtbot, window: MainWindow) -> None:
    penalties = next(key for key, rules in VARIANTS.items() if rules.penalty_name)
    window.resize(1024, 700)
    window.start_game(penalties, LONG, LONG[0], {})
    QApplication.processEvents()
    table = window.table
    cut = [w for kind in (ElidedLabel, ElidedButton) for w in table.findChildren(kind)
           if w.isVisible() and w.text() != w.full_text()]
    assert cut  # seven long names do not fit whole at 1024 pixels
    for widget in cut:
        assert "…" in widget.text()
        assert widget.full_text().split("  (")[0] in widget.toolTip()
    assert {b.full_text() for b in table.penalty_buttons.values()} == set(LONG)
    for row in range(table.schedule.count() - 1):
        item = table.schedule.item(row)
        dealer = next(p for p in LONG if p in item.toolTip())
        assert item.text().split("  ")[-1].strip() == dealer


def test_the_standings_cut_long_names_only_as_far_as_the_room_needs(
        qtbot, window: MainWindow, monkeypatch) -> None:
    panel, setup, measure = long_names_table(window)
    whole = measure(setup, {p: p for p in LONG})
    least = measure(setup, panel._names_that_fit(setup, 0))  # cut as far as names go
    assert least < whole
    layouts: list[int] = []
    monkeypatch.setattr(panel, "_table_width", lambda *args: layouts.append(1) or measure(*args))
    # A step cuts two average letters: a name cut one step less would not have fitted.
    letters = QFontMetrics(scaled_font(panel.font(), max(SCALES.values()), bold=True))
    step = 3 * letters.averageCharWidth() + letters.horizontalAdvance("…")  # + a rounding
    shorter = None
    for room in range(least, whole + 30, 7):
        layouts.clear()
        names = panel._names_that_fit(setup, room)
        assert measure(setup, names) <= room
        if names != {p: p for p in LONG} and room > least:
            assert measure(setup, names) > room - step  # not cut further than needed
        assert len(layouts) <= 10  # found by halving, not a layout per two letters cut
        if shorter is not None:  # more room never cuts a name further
            assert all(len(names[p]) >= len(shorter[p]) for p in LONG)
        if any(names[p] != p for p in LONG):
            assert all(names[p].endswith("…") for p in LONG)
        shorter = names
    assert shorter == {p: p for p in LONG}  # room for every name whole: none is cut
    middle = panel._names_that_fit(setup, (least + whole) // 2)
    assert len(middle[LONG[0]]) > len(panel._names_that_fit(setup, least)[LONG[0]])


def test_a_type_the_names_cannot_fit_in_is_left_after_two_layouts(
        qtbot, window: MainWindow, monkeypatch) -> None:
    """Opening a table with long names in a large type: a type in which even the names
    cut as far as they go do not fit is left after two layouts (the names whole, then
    cut), not after a search; the next type's names are the least cut that fit."""
    panel, setup, measure = long_names_table(window)
    narrowest = []
    for step in (0, 1):
        panel._step = step
        narrowest.append(measure(setup, panel._names_that_fit(setup, 0)))
    assert narrowest[1] < narrowest[0]
    room = narrowest[1]  # the second type fits (its names cut as far as they go), not the first
    tried: list[int] = []  # the type of each layout
    monkeypatch.setattr(panel, "_table_width",
                        lambda *args: tried.append(panel._step) or measure(*args))
    width = panel._fit_names(setup, room)
    assert panel._step == 1 and tried.count(0) == 2
    assert width == measure(setup, panel._short) <= room  # the width of the names kept
    assert panel._short == panel._names_that_fit(setup, room)
