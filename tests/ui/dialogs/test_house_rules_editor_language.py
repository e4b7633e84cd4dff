"""The house-rules editor's refusals in the app's language: the setting named in the
sentence is still marked, and the rules are still refused (nothing is taken)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale

from scorekeeper.rules.house_rules import HouseRulesError, rules_from_dict
from scorekeeper.ui.shared.translations import install_language

from .test_house_rules_editor import editor_for


@pytest.fixture
def german(qapp) -> Iterator[None]:
    install_language("de")
    yield
    install_language("en")
    QLocale.setDefault(QLocale.system())


def test_a_refused_combination_is_said_in_german(qtbot, german) -> None:
    editor = editor_for(qtbot)
    form = editor.form
    form.order.setCurrentIndex(form.order.findData("simultaneous"))  # hook is still "last"
    assert editor.problem.text() == ("bidding.hook muss bei gleichzeitigem Ansagen none "
                                     "sein (niemand sagt zuletzt an)")
    assert editor.rules() is None and not editor.ok.isEnabled()
    assert form.hook.styleSheet() != ""  # found by the English sentence, as before
    assert form.hook.currentData() == "last"


def test_a_list_that_cannot_be_read_is_said_in_german(qtbot, german) -> None:
    editor = editor_for(qtbot)
    editor.form.hand_list.setText("1, two, 3")
    assert editor.problem.text() == ("schedule.list müssen ganze Zahlen mit Kommas "
                                     "dazwischen sein, nicht '1, two, 3'")
    assert editor.form.hand_list.styleSheet() != "" and not editor.ok.isEnabled()


def test_a_wrong_value_names_its_kind_in_german_and_stays_english_as_text(german) -> None:
    from scorekeeper.exports.qt_words import app_words

    with pytest.raises(HouseRulesError) as refused:
        rules_from_dict({"name": "Ours", "jokers": 3})
    assert refused.value.text(app_words()) == (
        "Hausregeln: jokers muss eine ganze Zahl von 0 bis 1 sein, nicht 3")
    assert str(refused.value) == "house rules: jokers must be a whole number from 0 to 1, not 3"
