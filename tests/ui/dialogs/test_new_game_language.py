"""New game in the app's language: the built-in games' summaries, options, choices and
help are read in German, while the options stored are the rules' own values."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox, QLabel

from scorekeeper.exports.qt_words import app_words
from scorekeeper.rules.house_preview import schedule_preview
from scorekeeper.rules.house_rules import HouseRulesError
from scorekeeper.rules.presets import PRESETS
from scorekeeper.ui.dialogs.new_game import NewGameDialog


def test_the_options_read_in_german_and_store_the_rules_values(qtbot, german) -> None:
    dialog = NewGameDialog([], game="oh-shit-misere", players=["Ann", "Ben", "Cat"])
    qtbot.addWidget(dialog)
    length = dialog.option_widgets["length"]
    assert isinstance(length, QComboBox)
    assert [length.itemText(i) for i in range(length.count())] == ["ganz", "halb"]
    label = dialog.options_form.labelForField(dialog.option_rows["length"])
    assert isinstance(label, QLabel) and label.text() == "Länge:"
    assert dialog.summary.text().startswith("Bis neun Karten und zurück")
    assert dialog.dealer_rule.text().startswith("Jeder darf zuerst geben")
    assert "(3–7 Spieler)" in dialog.game.currentText()
    length.setCurrentIndex(length.findText("halb"))
    assert dialog.setup().options["length"] == "half"  # what a game stores


def test_an_option_remembered_by_its_value_is_chosen_in_german(qtbot, german) -> None:
    dialog = NewGameDialog([], game="shithead", options={"mode": "winner"},
                           players=["Ann", "Ben"])
    qtbot.addWidget(dialog)
    assert dialog.option_widgets["mode"].currentText() == "Gewinner"
    assert dialog.options()["mode"] == "winner"


def test_a_refused_setup_is_said_in_german(qtbot, german) -> None:
    dialog = NewGameDialog([], game="oh-hell-pw", players=["Ann", "Ben"])
    qtbot.addWidget(dialog)
    assert dialog.problem.text() == "Oh-hell-pw ist für 3 bis 10 Spieler, nicht 2"
    assert not dialog.start.isEnabled()


def test_the_house_rules_schedule_preview_in_german(german) -> None:
    rules = PRESETS["twenty-plus-ten"].rules
    lines = schedule_preview(rules, 4).lines(app_words())
    assert lines[0] == "1. 1 Karte: Trumpfkarte"
    assert lines[1] == "2. 2 Karten: Trumpfkarte"
    with pytest.raises(HouseRulesError) as refused:
        schedule_preview(rules, 2)
    assert refused.value.text(app_words()).endswith("(Spieler ändern, um 2 zu erlauben)")
