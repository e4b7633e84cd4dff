"""Speaking a language: the app's catalogue with Qt's own, the locale's numbers, the
catalogue compiled once from its source, and the system's language by default."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QDialogButtonBox

from scorekeeper.ui.shared import translations
from scorekeeper.ui.shared.translations import catalogue, install_language


@pytest.fixture
def speak(qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    """install_language, with its compiled catalogues in a folder of the test's; back
    to English after."""
    monkeypatch.setattr(translations, "_cache_folder", lambda: tmp_path / "cache")
    yield install_language
    install_language("en")
    QLocale.setDefault(QLocale.system())


def cancel_text() -> str:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    return box.buttons()[0].text()


@pytest.mark.parametrize("language, menu, cancel, one, many, number", [
    ("de", "&Partie", "Abbrechen", "1 Partie", "3 Partien", "12.345,5"),
    ("fr", "&Partie", "Annuler", "1 partie", "3 parties", "12\u202f345,5"),
    ("es", "&Partida", "Cancelar", "1 partida", "3 partidas", "12.345,5"),
    ("it", "&Partita", "Annulla", "1 partita", "3 partite", "12.345,5"),
    ("nl", "&Partij", "Annuleren", "1 partij", "3 partijen", "12.345,5"),
])
def test_a_language_speaks_in_the_window_in_qts_buttons_and_in_numbers(
        speak, qtbot, language: str, menu: str, cancel: str, one: str, many: str,
        number: str) -> None:
    from scorekeeper.ui.main_window import MainWindow

    assert speak(language) == language
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.menuBar().actions()[0].text() == menu
    assert cancel_text() == cancel  # Qt's own catalogue (qtbase_XX.qm)
    assert [QCoreApplication.translate("LeaderboardView", "%n game(s)", "", n)
            for n in (1, 3)] == [one, many]
    assert QLocale().toString(12345.5, "f", 1) == number


def test_english_loads_no_catalogue_and_speaks_its_own_plurals(speak, qtbot) -> None:
    speak("de")
    assert speak("en") == "en"
    assert cancel_text() == "Cancel"
    assert translations._installed == []
    assert [QCoreApplication.translate("LeaderboardView", "%n game(s)", "", n)
            for n in (1, 3)] == ["1 game", "3 games"]


def test_a_catalogue_is_compiled_once_and_again_when_its_source_changes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from scorekeeper.languages import SOURCES

    sources = tmp_path / "i18n"
    sources.mkdir()
    source = sources / "scorekeeper_de.ts"
    source.write_bytes((SOURCES / "scorekeeper_de.ts").read_bytes())
    monkeypatch.setattr(translations, "SOURCES", sources)
    monkeypatch.setattr(translations, "BUNDLED", tmp_path / "not-built")
    cache = tmp_path / "cache"
    first = catalogue("de", cache)
    assert first is not None and first.parent == cache and first.stat().st_size > 1000
    stamp = first.stat().st_mtime_ns
    assert catalogue("de", cache) == first and first.stat().st_mtime_ns == stamp  # reused
    source.write_text(source.read_text(encoding="utf-8").replace(
        "<translation>Neue Partie</translation>", "<translation>Neues Spiel</translation>"),
        encoding="utf-8")
    again = catalogue("de", cache)
    assert again is not None and again != first  # named by its source: compiled anew


def test_a_shipped_catalogue_is_used_as_it_is(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """The frozen build's: no source, no compiling."""
    built = tmp_path / "built"
    built.mkdir()
    (built / "scorekeeper_fr.qm").write_bytes(b"compiled")
    monkeypatch.setattr(translations, "BUNDLED", built)
    monkeypatch.setattr(translations, "SOURCES", tmp_path / "no-sources")
    assert catalogue("fr", tmp_path / "cache") == built / "scorekeeper_fr.qm"
    assert catalogue("it", tmp_path / "cache") is None  # neither: English, no failure
    assert not (tmp_path / "cache").exists()


@pytest.mark.parametrize("environment, language", [
    ({"LANG": "de_DE.UTF-8"}, "de"), ({"LANG": "fr_CA.UTF-8"}, "fr"),
    ({"LANG": "nl_BE.UTF-8"}, "nl"), ({"LANG": "pt_BR.UTF-8"}, "en"), ({"LANG": "C"}, "en"),
    ({"LANG": "en_GB.UTF-8", "LC_ALL": "es_ES.UTF-8"}, "es"),
])
def test_the_system_locale_chooses_by_default(environment: dict[str, str],
                                              language: str) -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    code = ("from scorekeeper.ui.shared.translations import system_language\n"
            "print(system_language())")
    run = subprocess.run([sys.executable, "-c", code], env={**env, **environment},
                         capture_output=True, text=True, timeout=60)
    assert (run.returncode, run.stdout.strip()) == (0, language), run.stderr


def test_preferences_keep_the_language_chosen(qtbot) -> None:
    from scorekeeper.ui.dialogs.preferences_dialog import PreferencesDialog
    from scorekeeper.ui.shared.preferences import Preferences

    preferences = Preferences()
    assert preferences.language is None  # the system's
    dialog = PreferencesDialog(preferences, None)
    qtbot.addWidget(dialog)
    assert dialog.language.currentData() is None
    assert [dialog.language.itemText(i) for i in range(1, dialog.language.count())] == [
        "English", "Deutsch", "Français", "Español", "Italiano", "Nederlands"]
    assert "next starts" in dialog.language_note.text()  # said: at the next start
    dialog.language.setCurrentIndex(dialog.language.findData("it"))
    dialog.save()
    assert Preferences().language == "it"  # as a new process reads it
    preferences.settings.setValue("appearance/language", "xx")  # a hand-edited file
    assert Preferences().language is None


def test_the_views_english_plurals_do_not_answer_before_the_catalogue(tmp_path: Path) -> None:
    """A fresh app: the language is installed first, the views install the English
    plurals later (``install_plurals``); the catalogue must still answer "3 Partien"."""
    code = ("from PySide6.QtWidgets import QApplication\n"
            "from PySide6.QtCore import QCoreApplication\n"
            "app = QApplication([])\n"
            "from scorekeeper.ui.shared.translations import install_language\n"
            "from scorekeeper.ui.shared.plurals import install_plurals\n"
            "install_language('de')\n"
            "install_plurals()\n"
            "print(QCoreApplication.translate('LeaderboardView', '%n game(s)', '', 3))")
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, timeout=60)
    assert (run.returncode, run.stdout.strip()) == (0, "3 Partien"), run.stderr
