"""Photograph every rendering of one scorecard: the scoreboard (light and dark), the
exported PNG and the first page of the exported PDF, for each game.

    xvfb-run -a -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb \
        .venv/bin/python docs/make_scorecard_screenshots.py [OUT_FOLDER]

The scorecards are simulated with fixed seeds, so two runs (before and after a
change to the presentation) can be compared picture by picture. Writes
scoreboard-<game>[-dark].png, export-<game>.png and pdf-<game>.png to OUT_FOLDER
(default docs/screenshots/scorecards).
"""

from __future__ import annotations

import random
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage, QPainter

from scorekeeper.exports.rendered import write_pdf, write_png
from scorekeeper.rules import VARIANTS, Scorecard, TrickVariant, evaluate
from scorekeeper.rules.game_record import frozen_map
from scorekeeper.rules.simulate import simulate
from scorekeeper.ui.app import create_application
from scorekeeper.ui.shared.theme import apply_theme
from scorekeeper.ui.table.scoreboard import ScoreboardView

OUT = Path(__file__).parent / "screenshots" / "scorecards"
PLAYERS = ["Ann", "Ben", "Cat", "Dan"]


def scorecards() -> dict[str, Scorecard]:
    """Each game a few hands in, its last hand half bid (trick games), with a penalty."""
    cards = {}
    for number, (key, rules) in enumerate(VARIANTS.items()):
        rng = random.Random(100 + number)
        card = simulate(rng, key, PLAYERS, "Ann", hands=7)
        if isinstance(rules, TrickVariant):
            hands = list(card.state.hands)
            if rules.penalty_name is not None:
                hands[2] = replace(hands[2], penalties=frozen_map({"Ben": 1}))
            card = evaluate(replace(card.state, hands=tuple(hands)))
        cards[key] = card
    return cards


def pdf_page(path: Path, out: Path) -> None:
    from PySide6.QtPdf import QPdfDocument

    document = QPdfDocument()
    document.load(str(path))
    image = document.render(0, QSize(850, 1200))
    shown = QImage(image.size(), QImage.Format.Format_RGB32)
    shown.fill(QColor("white"))
    painter = QPainter(shown)
    painter.drawImage(0, 0, image)
    painter.end()
    shown.save(str(out))


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    app = create_application()
    cards = scorecards()
    scratch = Path(tempfile.mkdtemp())
    for key, card in cards.items():
        write_png(card, out / f"export-{key}.png", "2026-11-21 20:00")
        write_pdf(card, scratch / f"{key}.pdf", "2026-11-21 20:00")
        pdf_page(scratch / f"{key}.pdf", out / f"pdf-{key}.png")
    for theme in ("light", "dark"):
        apply_theme(app, theme)  # type: ignore[arg-type]
        suffix = "" if theme == "light" else "-dark"
        for key, card in cards.items():
            view = ScoreboardView()
            view.resize(1280, 800)
            view.show()
            view.set_scorecard(card)
            app.processEvents()
            view.grab().save(str(out / f"scoreboard-{key}{suffix}.png"))
            view.close()
    print(out)


if __name__ == "__main__":
    main()
