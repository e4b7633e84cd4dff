"""The editor's setting values speak the app's language: every value the rules offer
is marked for the translators, and in German the editor shows them translated while
the rules it reads back stay the same."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

import scorekeeper.rules.house_choices as house_choices
from scorekeeper.rules.presets import PRESETS
from scorekeeper.ui.dialogs.house_choice_words import MARKED
from scorekeeper.ui.dialogs.house_rules_editor import HouseRulesEditor
from scorekeeper.ui.shared import translations
from scorekeeper.ui.shared.translations import install_language


def offered() -> set[str]:
    """The words of every value the rules offer in the editor."""
    return {words for name in dir(house_choices)
            if name.endswith("_CHOICES") or name == "POINT_COLUMNS"
            for _, words in getattr(house_choices, name)}


@pytest.fixture
def german(qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(translations, "_cache_folder", lambda: tmp_path / "cache")
    assert install_language("de") == "de"
    yield
    install_language("en")
    QLocale.setDefault(QLocale.system())


def test_every_value_the_rules_offer_is_marked_for_the_translators() -> None:
    assert offered() - set(MARKED) == set()
    assert set(MARKED) - offered() == set()  # nothing kept that the rules dropped


def test_in_german_the_editor_shows_the_values_translated_and_reads_back_the_same(
        german, qtbot) -> None:
    rules = PRESETS["ten-plus-bid"].rules
    editor = HouseRulesEditor(rules, 4)
    qtbot.addWidget(editor)
    form = editor.form
    assert [form.suit.itemText(i) for i in range(form.suit.count())] == [
        "Pik", "Herz", "Karo", "Kreuz"]
    assert form.pack.itemText(0) == "52 Karten"
    assert form.points["under"]["per_diff"].toolTip() == (
        "Unter der Ansage: × Stiche daneben (darf negativ sein)")
    assert editor.rules() == rules
