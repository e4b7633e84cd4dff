"""A choice of long names elides the shown one with "…", whole in its tooltip, and
never widens its dialog past a few letters' minimum."""

from __future__ import annotations

from scorekeeper.ui.shared.fit import FEWEST_LETTERS, ElidedComboBox

LONG = "Alexandra Featherstonehaugh-Wolfeschlegel"  # 41 characters


def test_a_long_name_elides_and_is_whole_in_the_tooltip(qtbot) -> None:
    box = ElidedComboBox()
    qtbot.addWidget(box)
    box.addItems(["Ann", LONG])
    box.resize(160, box.sizeHint().height())
    box.show()
    assert box.shown_text() == "Ann"
    box.setCurrentIndex(1)
    shown = box.shown_text()
    assert shown.endswith("…") and LONG.startswith(shown[:-1]) and len(shown) < len(LONG)
    assert LONG in box.toolTip()
    assert box.currentText() == LONG  # what is chosen is the whole name


def test_its_minimum_is_a_few_letters_not_the_longest_name(qtbot) -> None:
    box = ElidedComboBox()
    qtbot.addWidget(box)
    box.addItems([LONG * 2])
    assert box.minimumSizeHint().width() < box.fontMetrics().horizontalAdvance(LONG) // 2
    assert box.minimumContentsLength() == len(FEWEST_LETTERS)
