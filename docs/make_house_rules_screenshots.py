"""Photograph the house-rules editor at 1024×768, light and dark.

    xvfb-run -a -s "-screen 0 1024x768x24" env QT_QPA_PLATFORM=xcb \\
        .venv/bin/python docs/make_house_rules_screenshots.py

The editor opens on a published preset renamed "Thursday club", with two settings
changed as a table would (the game to 100, the hook only from 3 cards) and the
schedule previewed for 4 players; a third shot shows a refused combination
(simultaneous bids with the hook), its message and OK disabled. Writes
docs/screenshots/house-rules-editor.png, -dark.png and house-rules-refused.png.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication

from scorekeeper.rules.presets import PRESETS
from scorekeeper.ui.app import create_application
from scorekeeper.ui.dialogs.house_rules_editor import HouseRulesEditor
from scorekeeper.ui.shared.theme import apply_theme

SHOTS = Path(__file__).resolve().parent / "screenshots"


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def editor() -> HouseRulesEditor:
    rules = replace(PRESETS["ten-plus-bid"].rules, name="Thursday club")
    shown = HouseRulesEditor(rules, 4)
    form = shown.form
    form.end.setCurrentIndex(form.end.findData("above"))
    form.end_above.setValue(100)
    form.hook_from.setValue(3)
    shown.move(20, 20)
    shown.show()
    shown.activateWindow()
    settle()
    return shown


def main() -> None:
    app = create_application()
    for theme, name in (("light", "house-rules-editor.png"),
                        ("dark", "house-rules-editor-dark.png")):
        apply_theme(app, theme)  # type: ignore[arg-type]
        shown = editor()
        shown.form.name.setFocus()
        settle()
        shown.grab().save(str(SHOTS / name))
        if theme == "light":
            form = shown.form
            form.order.setCurrentIndex(form.order.findData("simultaneous"))
            shown.scroll.ensureWidgetVisible(form.hook)
            form.hook.setFocus()
            settle()
            shown.grab().save(str(SHOTS / "house-rules-refused.png"))
        shown.close()
    print("wrote", ", ".join(p.name for p in sorted(SHOTS.glob("house-rules-*.png"))))


if __name__ == "__main__":
    main()
