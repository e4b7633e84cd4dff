"""The table with seven 40-character names (issue 21 §3): the hand's panel keeps its
width whatever the prompt says, names are cut with "…" and whole in their tooltips."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from scorekeeper.rules import VARIANTS, Bid, TrickVariant
from scorekeeper.rules.games.trick import CALLED
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.shared.fit import ElidedButton, ElidedLabel

LONG = [letter + "lexandra Featherstonehaugh-Wolfeschlege" for letter in "ABCDEFG"]


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
