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

Each runs ``tests/ui/fit_screens.py`` in a process of its own (the language and the
layout direction are set before the first window)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.ui.fit_screens import assert_every_screen_fits, screen_config

ROOT = Path(__file__).resolve().parents[2]
SMALL, SCALED = ((1024, 768), "1"), ((1920, 1080), "2")  # device pixels, scale factor
RUNS = {"pseudo": ("pseudo", "ltr", SMALL), "de": ("de", "ltr", SMALL),
        "fr": ("fr", "ltr", SMALL), "right-to-left": ("", "rtl", SMALL),
        "de-scale2": ("de", "ltr", SCALED)}  # 960×540: the players' display, the dialogs


def fit(tmp_path: Path, language: str, direction: str,
        screen: tuple[tuple[int, int], str] = SMALL) -> dict[str, list[str]]:
    """What does not fit on each screen; the tables' lead headings go to headings.json."""
    (width, height), scale = screen
    config = screen_config(tmp_path / "screen.json", width, height)
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
           "QT_SCALE_FACTOR": scale, "FIT_LANGUAGE": language, "FIT_DIRECTION": direction,
           "XDG_CACHE_HOME": str(tmp_path / "cache"),
           "FIT_HEADINGS": str(tmp_path / "headings.json")}
    env.pop("FIT_TYPE_SIZE", None)
    done = subprocess.run([sys.executable, "-m", "tests.ui.fit_screens", "light"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout)


@pytest.mark.slow
@pytest.mark.parametrize("run", list(RUNS))
def test_every_screen_fits_in_another_language_and_right_to_left(tmp_path: Path,
                                                                 run: str) -> None:
    found = fit(tmp_path, *RUNS[run])
    assert_every_screen_fits(found)
    if run == "pseudo":  # the rules' words (Hand, Cards, Trump) were lengthened too
        headings = json.loads((tmp_path / "headings.json").read_text(encoding="utf-8"))
        assert len(headings) == 6 and all(len(shown) >= 2 for shown in headings.values())
        assert {text for shown in headings.values() for text in shown
                if not (text.startswith("[") and "~" in text)} == set()


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
