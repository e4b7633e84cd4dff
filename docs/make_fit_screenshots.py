"""Screenshots of the screens with seven players named with 40 characters, on a
1024×768 screen and on a 1920×1080 screen at scale factor 2, light and dark.

    .venv/bin/python docs/make_fit_screenshots.py [SCREEN …]   # all, or those named
    .venv/bin/python docs/make_fit_screenshots.py --lang de big-board   # in German

Each size runs in a process of its own on Qt's offscreen platform (the scale factor
is fixed when Qt starts), through the same code as the layout test
(``tests/ui/fit_screens.py``); every screen is checked as it is grabbed and any
problem is printed. The type size is the default one; the test uses the largest.
With ``--lang CODE`` the screens speak that language (or ``pseudo``, the test's
pseudo-language) and the files are named ``fit-SCREEN-SIZE[-dark]-CODE.png``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.ui.fit_screens import screen_config  # noqa: E402

OUT = Path(__file__).parent / "screenshots"
SIZES = {"1024x768": ((1024, 768), "1"), "scale2": ((1920, 1080), "2")}
SCREENS = ("table-oh-hell-pw", "table-whysteria", "table-shithead", "history", "new-game",
           "correction", "table-changes", "player-joins", "house-rules-editor",
           "reports-season", "players", "big-board")
TYPE_SIZE = "11"  # the default scoreboard type size


def shoot(size: str, theme: str, folder: Path, language: str = "") -> dict[str, list[str]]:
    (width, height), scale = SIZES[size]
    config = screen_config(folder / "screen.json", width, height)
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
           "QT_SCALE_FACTOR": scale, "FIT_TYPE_SIZE": TYPE_SIZE, "FIT_LANGUAGE": language,
           "FIT_DIRECTION": "ltr"}  # and widgets laid over their neighbours are reported
    done = subprocess.run([sys.executable, "-m", "tests.ui.fit_screens", theme, str(folder)],
                          cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def main(only: list[str]) -> None:
    language = ""
    if only[:1] == ["--lang"] and len(only) > 1:
        language, only = only[1], only[2:]
    unknown = set(only) - set(SCREENS)
    if unknown:
        raise SystemExit(f"no screen {sorted(unknown)[0]!r}; the screens: {', '.join(SCREENS)}")
    OUT.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        for theme in ("light", "dark"):
            with tempfile.TemporaryDirectory() as scratch:
                folder = Path(scratch)
                problems = shoot(size, theme, folder, language)
                for name in only or SCREENS:
                    suffix = ("" if theme == "light" else "-dark") + (
                        f"-{language}" if language else "")
                    target = OUT / f"fit-{name}-{size}{suffix}.png"
                    shutil.copy(folder / f"{name}.png", target)
                    if shutil.which("convert"):  # 256 colours: a third of the size
                        subprocess.run(["convert", str(target), "-dither", "None", "-colors",
                                        "256", f"PNG8:{target}"], check=True)
                    print(target, "; ".join(problems[name]) or "fits")


if __name__ == "__main__":
    main(sys.argv[1:])
