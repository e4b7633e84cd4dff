"""Every run of the screen-fit check, grouped by the screen it needs: the scale factor
and the screen's size are fixed when Qt starts, the theme, language and layout
direction are not, so one process a screen makes every run on it
(``tests/ui/fit_screens.py``'s ``FIT_RUNS``): a Python with PySide6 and the app
started costs about 0.45 s of processor time, a run's 23 screens about 0.6 s (laid
out and checked, not drawn: ``fit_screens.py``'s ``_unpainted``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, NamedTuple

from tests.ui.fit_screens import screen_config

ROOT = Path(__file__).resolve().parents[2]


class Fit(NamedTuple):
    size: tuple[int, int]  # device pixels
    scale: str  # QT_SCALE_FACTOR
    theme: str
    language: str = ""  # "" English, "pseudo" (tests/ui/pseudo_locale.py), or a code
    direction: str = ""  # "ltr"/"rtl": also look for widgets laid over their neighbours


SMALL, SCALED = (1024, 768), (1920, 1080)
FITS = {  # run name: what it shows; test_screens_fit.py and test_languages_fit.py
    "1024x768": Fit(SMALL, "1", "light"),
    "1920x1080-scale2": Fit(SCALED, "2", "dark"),  # 960×540 logical pixels
    "3840x2160-scale1.5": Fit((3840, 2160), "1.5", "light"),
    "pseudo": Fit(SMALL, "1", "light", "pseudo", "ltr"),
    "de": Fit(SMALL, "1", "light", "de", "ltr"),
    "fr": Fit(SMALL, "1", "light", "fr", "ltr"),
    "right-to-left": Fit(SMALL, "1", "light", "", "rtl"),
    "de-scale2": Fit(SCALED, "2", "light", "de", "ltr"),  # the players' display, dialogs
}


class FitRuns:
    """The runs' answers, each screen's process started when a test first asks."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.answers: dict[str, dict[str, Any]] = {}

    def __call__(self, name: str) -> dict[str, Any]:
        """{"found": {screen: [problems]}, "headings": {table: [lead headings]}}."""
        if name not in self.answers:
            fit = FITS[name]
            self.answers.update(self._start(fit.size, fit.scale))
        return self.answers[name]

    def _start(self, size: tuple[int, int], scale: str) -> dict[str, dict[str, Any]]:
        runs = {name: {"theme": fit.theme, "language": fit.language,
                       "direction": fit.direction}
                for name, fit in FITS.items() if (fit.size, fit.scale) == (size, scale)}
        config = screen_config(self.folder / f"screen-{size[0]}x{size[1]}.json", *size)
        env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
               "QT_SCALE_FACTOR": scale, "FIT_RUNS": json.dumps(runs),
               "XDG_CACHE_HOME": str(self.folder / "cache")}  # catalogues compiled once
        for name in ("FIT_TYPE_SIZE", "FIT_LANGUAGE", "FIT_DIRECTION", "FIT_HEADINGS"):
            env.pop(name, None)
        done = subprocess.run([sys.executable, "-m", "tests.ui.fit_screens"], cwd=ROOT,
                              env=env, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr[-3000:]
        return json.loads(done.stdout)
