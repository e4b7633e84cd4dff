"""Screenshots of the Reports dialog at 1024×768: the evening, the season, a player's
card and head to head, on a year of club evenings (those of
docs/make_club_screenshots.py) with a house game, "Thursday club", on Thursdays.

    xvfb-run -a -s "-screen 0 1024x768x24" env QT_QPA_PLATFORM=xcb \\
        .venv/bin/python docs/make_reports_screenshots.py [dark]

Writes docs/screenshots/reports-{evening,season,player,h2h}[-dark].png.
"""

from __future__ import annotations

import random
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QTimer

from docs.make_club_screenshots import SKILL, seed
from docs.make_screenshots import OUT
from scorekeeper.rules.presets import preset
from scorekeeper.rules.simulate import simulate
from scorekeeper.store import Store
from scorekeeper.ui.app import create_application
from scorekeeper.ui.club.reports_dialog import ReportsDialog
from scorekeeper.ui.shared.theme import apply_theme

SIZE = (1024, 768)


def thursdays(store: Store) -> None:
    """A house game most Thursdays of the year: "Thursday club", 10 + bid."""
    rng = random.Random(3)
    rules = preset("ten-plus-bid").rules.to_dict()
    rules["name"] = "Thursday club"
    night = datetime(2025, 12, 4, 19, 0, tzinfo=UTC)
    batch = []
    while night < datetime(2026, 11, 20, tzinfo=UTC):
        if rng.random() < 0.7:
            table = rng.sample(list(SKILL), rng.choice((3, 4)))
            card = simulate(rng, "house", table, options={"rules": rules})
            batch.append((card, night.isoformat(timespec="seconds"),
                          (night + timedelta(minutes=70)).isoformat(timespec="seconds")))
        night += timedelta(days=7)
    store.import_many(batch)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    theme = sys.argv[1] if len(sys.argv) > 1 else "light"
    suffix = "" if theme == "light" else f"-{theme}"
    app = create_application()
    apply_theme(app, theme)  # type: ignore[arg-type]
    store = Store(Path(tempfile.mkdtemp()) / "club.db")
    seed(store)
    thursdays(store)
    scenes = [("evening", {}), ("season", {"since": "2026-09-01", "until": "2026-11-30"}),
              ("player", {"player": "Ann"}), ("h2h", {"player": "Ann"})]
    queue = list(scenes)
    shown: list[ReportsDialog] = []

    def next_scene() -> None:
        for dialog in shown:
            dialog.close()
        if not queue:
            app.quit()
            return
        kind, asked = queue.pop(0)
        dialog = ReportsDialog(store, None, kind=kind, **asked)
        dialog.move(0, 0)
        dialog.resize(*SIZE)
        dialog.show()
        shown.append(dialog)

        def take() -> None:
            path = OUT / f"reports-{kind}{suffix}.png"
            dialog.grab().save(str(path))
            print(path)
            next_scene()

        QTimer.singleShot(700, take)

    QTimer.singleShot(0, next_scene)
    app.exec()
    store.close()


if __name__ == "__main__":
    main()
