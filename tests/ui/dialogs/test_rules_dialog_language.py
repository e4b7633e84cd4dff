"""Help › Rules in the app's language: each game's summary, dealer rule and options are
read in German, the rules text too; English is as it was."""

from __future__ import annotations

from scorekeeper.ui.dialogs.rules_dialog import RulesDialog, rules_html


def test_the_rules_of_a_game_are_read_in_german(qtbot, german) -> None:
    dialog = RulesDialog("oh-shit-misere")
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    assert "Bis neun Karten und zurück" in text  # the summary
    assert "Erster Geber: Jeder darf zuerst geben" in text
    assert "Optionen" in text and "Länge (ganz oder halb, Vorgabe ganz)" in text
    assert "Trumpf: die Farbe der aufgedeckten Karte" in text  # the rules text
    assert "First dealer" not in text and "default" not in text and "Trump:" not in text


def test_english_names_each_option_and_its_values() -> None:
    text = rules_html("oh-shit-misere")
    assert "<b>First dealer:</b> " in text
    assert "<li><b>Length</b> (full or half, default full): " in text
