"""Every screen fits the screens people have (issue 21 §3): at 1024×768 (light), on a
1920×1080 screen at scale factor 2 (dark: 960×540 logical pixels) and on a 3840×2160
one at scale 1.5 (light: 2560×1440), with seven
players named with 40 characters and the largest type size, no window is larger
than the screen, no widget sticks out of its parent and no text is clipped.

The scale factor can only be set before Qt starts, so each screen size runs in a
process of its own (``tests/ui/fit_screens.py``, a few seconds each), shared with the
languages' runs on the same screen (``tests/ui/fit_runs.py``)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QByteArray, QRect

from tests.ui.fit_screens import assert_every_screen_fits

SCREENS = ("1024x768", "1920x1080-scale2", "3840x2160-scale1.5")  # tests/ui/fit_runs.py's FITS


@pytest.mark.slow
@pytest.mark.xdist_group("screen-fits")
@pytest.mark.parametrize("screen", SCREENS)
def test_every_screen_fits(screen_fits: Callable[[str], dict], screen: str) -> None:
    assert_every_screen_fits(screen_fits(screen)["found"])


def test_a_geometry_saved_on_a_larger_screen_opens_inside_this_one(qtbot) -> None:
    """2560×1600 saved (a larger screen, or scale 1), reopened on a smaller one."""
    from PySide6.QtWidgets import QMainWindow

    from scorekeeper.ui.main_window import MainWindow
    from scorekeeper.ui.shared.preferences import Preferences

    big = QMainWindow()
    big.setGeometry(QRect(0, 0, 2560, 1600))
    saved = big.saveGeometry()
    big.deleteLater()
    assert isinstance(saved, QByteArray)
    Preferences().save_window(saved, QByteArray())
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    area = window.screen().availableGeometry()
    assert area.contains(window.frameGeometry()), (window.frameGeometry(), area)
    assert window.width() <= area.width() and window.height() <= area.height()


def test_the_first_window_is_1280_by_800_only_where_there_is_the_room(qtbot) -> None:
    from scorekeeper.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    area = window.screen().availableGeometry()  # the tests' screen is 1280×800
    assert window.frameGeometry().width() <= area.width()
    assert window.frameGeometry().height() <= area.height()


def test_the_type_size_is_honoured_up_to_what_the_screen_has_room_for(qtbot) -> None:
    """28 pt asked for on the tests' 800-line screen: 24 lines of it must fit."""
    from PySide6.QtWidgets import QLabel

    from scorekeeper.ui.shared.fonts import LINES_ON_SCREEN, screen_type_limit, size_widget

    label = QLabel("12")
    qtbot.addWidget(label)
    size_widget(label, 28)
    height = label.screen().availableGeometry().height()
    assert label.font().pointSizeF() == pytest.approx(screen_type_limit(label))
    assert label.font().pointSizeF() < 28
    line = label.fontMetrics().height()
    assert LINES_ON_SCREEN * line <= height * 1.1
    size_widget(label, 12)  # a size the screen has room for is kept as it is
    assert label.font().pointSizeF() == 12
