"""Every screen fits at 1024×768 in other languages and right to left, with the checks
of the layout tests (``tests/ui/layout_check.py``: inside the screen, nothing sticking
out, no text clipped) and, in these runs, no widget laid over its neighbour:

- the pseudo-language (``tests/ui/pseudo_locale.py``): every string, the app's, Qt's
  and the rules' words (the scoreboard's Hand, Cards and Trump), about 40 % longer and
  accented, the worst a translation will do;
- German and French, the shipped languages with the longest words (German also on a
  1920×1080 screen at scale factor 2, where the players' display and the dialogs have
  960×540 logical pixels);
- right to left (``-reverse``): every layout mirrored.

``tests/ui/fit_screens.py`` makes them, in one process for each screen size with the
English runs of ``test_screens_fit.py`` (``tests/ui/fit_runs.py``): each run sets its
language and layout direction before its own window, with settings and a database of
its own."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.ui.fit_screens import assert_every_screen_fits

RUNS = ("pseudo", "de", "fr", "right-to-left", "de-scale2")  # tests/ui/fit_runs.py's FITS
# A run in another language, and runs in the same process whose language could have
# stayed behind (English, the other language): its tables' headings differ from theirs.
OTHERS = {"de": ("1024x768", "fr"), "fr": ("1024x768", "de"),
          "de-scale2": ("1920x1080-scale2",)}


@pytest.mark.slow
@pytest.mark.xdist_group("screen-fits")
@pytest.mark.parametrize("run", RUNS)
def test_every_screen_fits_in_another_language_and_right_to_left(
        screen_fits: Callable[[str], dict], run: str) -> None:
    answer = screen_fits(run)
    assert_every_screen_fits(answer["found"])
    headings = answer["headings"]
    if run == "pseudo":  # the rules' words (Hand, Cards, Trump) were lengthened too
        assert len(headings) == 6 and all(len(shown) >= 2 for shown in headings.values())
        assert {text for shown in headings.values() for text in shown
                if not (text.startswith("[") and "~" in text)} == set()
    for other in OTHERS.get(run, ()):  # its language reached the tables, no other's
        assert headings != screen_fits(other)["headings"], other
    if run in OTHERS:  # nor the pseudo-language's, made before it
        assert not any("~" in text for shown in headings.values() for text in shown)


def test_the_pseudo_language_changes_every_string_and_keeps_placeholders() -> None:
    from tests.ui.pseudo_locale import pseudo

    assert pseudo("Scorekeeper").startswith("[Šçöŕéķééþéŕ ")
    text = "Every game is backed up to {0} ({1:.1f} MB): <b>%1</b> &amp; %n"
    shown = pseudo(text)
    assert len(shown) >= 1.4 * len(text)
    for kept in ("{0}", "{1:.1f}", "<b>", "</b>", "%1", "&amp;", "%n"):
        assert kept in shown
    assert pseudo("") == "" and pseudo("\n") == "\n"


def test_overlapping_neighbours_are_found(qtbot) -> None:
    """The check the right-to-left run adds can fail: a label moved over the next."""
    from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

    from tests.ui.layout_check import overlapping

    top = QWidget()
    qtbot.addWidget(top)
    row = QHBoxLayout(top)
    first, second = QLabel("first"), QLabel("second")
    row.addWidget(first)
    row.addWidget(second)
    top.show()
    assert overlapping(top) == []
    second.move(first.x() + 2, first.y())
    assert len(overlapping(top)) == 1
