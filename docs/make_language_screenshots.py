"""Screenshots of Scorekeeper in other languages: the app, a PDF scorecard and the live
page in German and French, and every screen's layout in the pseudo-language and right
to left.

    xvfb-run -a -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb \
        .venv/bin/python docs/make_language_screenshots.py

Writes docs/screenshots/lang-*.png. The app's shots are grabbed from its window
(1280×800); the PDF is the finished game exported as the command line does it
(``export ID --lang de``), its first page rendered at 110 dpi; the live page is a
phone (360×740) in headless Chromium asking for the language (Accept-Language), as
tests/live/test_browser.py does. The pseudo-language
and right-to-left shots come from the layout check (``tests/ui/fit_screens.py``, at
1024×768 with seven 40-letter names), which fails loudly if a screen does not fit.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

OUT = ROOT / "docs" / "screenshots"
TABLE = ["Anna", "Bernd", "Chloé", "Dirk", "Elif"]
LANGUAGES = ("de", "fr")


def app_shots(store_path: Path) -> tuple[object, int]:
    """Start screen, the table mid-game and the history in each language; the game
    in play and its id (for the live page)."""
    from PySide6.QtWidgets import QApplication

    from scorekeeper.rules.simulate import simulate
    from scorekeeper.store import Store
    from scorekeeper.ui.app import apply_language, create_application
    from scorekeeper.ui.main_window import MainWindow
    from scorekeeper.ui.shared.theme import apply_theme

    app = create_application()
    apply_theme(app, "light")  # type: ignore[arg-type]
    store = Store(store_path)
    rng = random.Random(26)
    done = simulate(rng, "oh-hell-pw", TABLE, "Anna")
    part = simulate(rng, "oh-hell-pw", TABLE, "Bernd", hands=5)
    ids = store.import_many([(done, "2026-11-20T19:00:00+00:00", "2026-11-20T21:30:00+00:00"),
                             (part, "2026-11-21T19:00:00+00:00", None)])
    for language in LANGUAGES:
        apply_language(language)
        window = MainWindow(store)
        window.resize(1280, 800)
        window.show()
        for name, show in (("start", window.show_start),
                           ("table", lambda window=window: window.open_game(ids[1])),
                           ("history", window.show_history)):
            show()
            for _ in range(5):
                QApplication.processEvents()
            path = OUT / f"lang-{language}-{name}.png"
            window.grab().save(str(path))
            print(path)
        window.close()
        window.deleteLater()
        QApplication.processEvents()
    store.close()
    return part, ids[1]


def pdf_shots(store_path: Path) -> None:
    """The finished game's PDF scorecard in each language, its first page as a PNG."""
    from PySide6.QtCore import QSize
    from PySide6.QtPdf import QPdfDocument

    from scorekeeper.cli.main import main as cli

    folder = Path(tempfile.mkdtemp())
    for language in LANGUAGES:
        pdf = folder / f"{language}.pdf"
        if cli(["--db", str(store_path), "export", "1", "--lang", language, "-o",
                str(pdf)]) != 0:
            raise SystemExit(f"the {language} PDF could not be written")
        document = QPdfDocument()
        document.load(str(pdf))
        points = document.pagePointSize(0)
        size = QSize(round(points.width() * 110 / 72), round(points.height() * 110 / 72))
        path = OUT / f"lang-{language}-pdf.png"
        document.render(0, size).save(str(path))
        print(path)


def live_shots(card: object, game_id: int) -> None:
    """The game in play on a phone in each language; and a house game after its bids,
    its bid summary and house rules in the phone's language (lang-*-live-rules.png)."""
    from scorekeeper.exports.qt_words import other_languages
    from scorekeeper.live.server import LiveServer
    from scorekeeper.live.state import live_state
    from scorekeeper.rules import Game
    from scorekeeper.rules.games import HOUSE
    from scorekeeper.rules.presets import PRESETS
    from tests.live.helpers import bid_round

    rules = PRESETS["twenty-plus-ten"].rules
    house = Game.new(HOUSE, TABLE[:4], TABLE[0], {"rules": rules.to_dict()})
    bid = bid_round(house.apply, house.scorecard)
    for document, suffix in ((live_state(card, game_id, None, other_languages()), ""),
                             (live_state(bid, 2, None, other_languages()), "-rules")):
        with LiveServer("127.0.0.1", 0) as live:
            live.publish(document)
            for language in LANGUAGES:
                _phone_shot(live.url, language, OUT / f"lang-{language}-live{suffix}.png")


def _phone_shot(url: str, language: str, path: Path) -> None:
    from tests.live.webdriver import Browser

    with Browser(360, 740, scale=2.0, mobile=True, language=language) as browser:
        browser.open(url)
        browser.wait_for("return document.body.dataset.ready === 'yes' && "
                         "document.querySelector('#link').className === 'link live'")
        if path.stem.endswith("-rules"):
            browser.run("document.querySelector('#rules-panel').scrollIntoView()")
        browser.screenshot(str(path))
        print(path)


def layout_shots() -> None:
    """The table and New game in the pseudo-language and right to left, as checked."""
    from tests.ui.fit_screens import screen_config

    for run, language, direction in (("pseudo", "pseudo", "ltr"), ("rtl", "", "rtl")):
        folder = Path(tempfile.mkdtemp())
        config = screen_config(folder / "screen.json", 1024, 768)
        env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
               "QT_SCALE_FACTOR": "1", "FIT_LANGUAGE": language, "FIT_DIRECTION": direction}
        done = subprocess.run([sys.executable, "-m", "tests.ui.fit_screens", "light",
                               str(folder)], cwd=ROOT, env=env, capture_output=True,
                              text=True, check=True)
        problems = {k: v for k, v in json.loads(done.stdout).items() if v}
        if problems:
            raise SystemExit(f"{run}: screens do not fit: {problems}")
        for name in ("table-oh-hell-pw", "new-game"):
            path = OUT / f"lang-{run}-{name}.png"
            shutil.copy(folder / f"{name}.png", path)
            print(path)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    store_path = Path(tempfile.mkdtemp()) / "languages.db"
    card, game_id = app_shots(store_path)
    pdf_shots(store_path)
    live_shots(card, game_id)
    layout_shots()


if __name__ == "__main__":
    main()
