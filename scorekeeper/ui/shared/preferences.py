"""Preferences kept with QSettings: language, theme, scoreboard size, defaults, window
layout."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from ...languages import LANGUAGES

THEMES = ("system", "light", "dark")
DEFAULT_FONT_SIZE = 11


def settings() -> QSettings:
    """The app's settings file (an INI file in the user's config folder)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Scorekeeper",
                     "scorekeeper")


class Preferences:
    def __init__(self, store: QSettings | None = None) -> None:
        self.settings = store or settings()

    def _get(self, key: str, default: Any) -> Any:
        value = self.settings.value(key, default)
        return default if value is None else value

    # --- language -------------------------------------------------------------------
    @property
    def language(self) -> str | None:
        """The language chosen (a code of LANGUAGES); None: the system's."""
        value = str(self._get("appearance/language", ""))
        return value if value in LANGUAGES else None

    @language.setter
    def language(self, value: str | None) -> None:
        self.settings.setValue("appearance/language", value if value in LANGUAGES else "")

    # --- appearance ---------------------------------------------------------------
    @property
    def theme(self) -> str:
        value = str(self._get("appearance/theme", "system"))
        return value if value in THEMES else "system"

    @theme.setter
    def theme(self, value: str) -> None:
        self.settings.setValue("appearance/theme", value if value in THEMES else "system")

    @property
    def scoreboard_font_size(self) -> int:
        try:
            return max(8, min(28, int(self._get("appearance/scoreboard_font_size",
                                                DEFAULT_FONT_SIZE))))
        except (TypeError, ValueError):
            return DEFAULT_FONT_SIZE

    @scoreboard_font_size.setter
    def scoreboard_font_size(self, value: int) -> None:
        self.settings.setValue("appearance/scoreboard_font_size", int(value))

    # --- new games ------------------------------------------------------------------
    @property
    def default_game(self) -> str | None:
        value = self._get("games/default", "")
        return str(value) or None

    @default_game.setter
    def default_game(self, value: str) -> None:
        self.settings.setValue("games/default", value)

    def options_for(self, game: str) -> dict[str, Any]:
        try:
            value = json.loads(str(self._get(f"games/options/{game}", "{}")))
        except ValueError:
            return {}
        return value if isinstance(value, dict) else {}

    def set_options_for(self, game: str, options: dict[str, Any]) -> None:
        self.settings.setValue(f"games/options/{game}", json.dumps(options))

    @property
    def last_seating(self) -> list[str]:
        try:
            value = json.loads(str(self._get("games/last_seating", "[]")))
        except ValueError:
            return []
        return [str(v) for v in value] if isinstance(value, list) else []

    @last_seating.setter
    def last_seating(self, players: list[str]) -> None:
        self.settings.setValue("games/last_seating", json.dumps(list(players)))

    # --- players' display (F11) ------------------------------------------------------
    @property
    def board_screen(self) -> str | None:
        """The name of the screen chosen for the players' display (None: not chosen)."""
        return str(self._get("board/screen", "")) or None

    @board_screen.setter
    def board_screen(self, name: str | None) -> None:
        self.settings.setValue("board/screen", name or "")

    # --- window ---------------------------------------------------------------------
    def window_state(self) -> tuple[QByteArray | None, QByteArray | None]:
        geometry = self.settings.value("window/geometry")
        state = self.settings.value("window/state")
        return (geometry if isinstance(geometry, QByteArray) else None,
                state if isinstance(state, QByteArray) else None)

    def save_window(self, geometry: QByteArray, state: QByteArray) -> None:
        self.settings.setValue("window/geometry", geometry)
        self.settings.setValue("window/state", state)

    def sync(self) -> None:
        self.settings.sync()
