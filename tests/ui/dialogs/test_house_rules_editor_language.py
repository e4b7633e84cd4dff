"""The house-rules editor's refusals in the app's language: the setting named in the
sentence is still marked, and the rules are still refused (nothing is taken)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from scorekeeper.rules.house_rules import HouseRulesError, rules_from_dict
from scorekeeper.rules.rules_files import MAX_RULES_FILE, RulesFileError, read_rules_path
from scorekeeper.store import Store
from scorekeeper.ui.dialogs.rules_shelf import StoreShelf

from .test_house_rules_editor import editor_for


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


@pytest.mark.parametrize("content, said", [
    (None, "gone.json: diese Datei gibt es nicht"),
    ('{"format": "scorekeeper-rules", "version": 9}',
     "gone.json: diese Version liest keine Regeldatei der Version 9 (sie liest Version 1)"),
    ('{"format": "scorekeeper-rules", "version": 1, "name": "X", "jokers": 3}',
     "gone.json: jokers muss eine ganze Zahl von 0 bis 1 sein, nicht 3"),
    (b"\xff\xfe", "gone.json: keine Regeldatei (kein UTF-8-Text)"),
])
def test_a_rules_file_refused_is_said_in_german(qtbot, german, tmp_path: Path, monkeypatch,
                                                content: str | bytes | None,
                                                said: str) -> None:
    editor = editor_for(qtbot)
    before = editor.rules()
    path = tmp_path / "gone.json"
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    elif content is not None:
        path.write_bytes(content)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    editor.import_file()
    assert editor.notice.text() == said
    assert editor.rules() == before  # the settings shown are left as they were
    with pytest.raises(RulesFileError) as refused:  # its text, as ever, in English
        read_rules_path(path)
    assert str(refused.value).startswith("gone.json: ") and "Regeldatei" not in str(
        refused.value) and "diese" not in str(refused.value)


def _folder(path: Path) -> None:
    path.mkdir()


def _too_large(path: Path) -> None:
    path.write_bytes(b" " * (MAX_RULES_FILE + 1))


def _not_json(path: Path) -> None:
    path.write_text('{"format": "scorekeeper-rules",\n "version": }', encoding="utf-8")


def _key_twice(path: Path) -> None:
    path.write_text('{"version": 1, "version": 1}', encoding="utf-8")


@pytest.mark.parametrize("make, said, english", [
    (_folder, "gone.json: ist ein Ordner und nicht eine Regeldatei; es wurde nichts gelesen",
     "gone.json: is a folder, not a rules file; nothing was read"),
    (_too_large, "gone.json: ist 256.001 Byte groß; eine Regeldatei hat höchstens 0,256 MB",
     "gone.json: is 256,001 bytes; a rules file is at most 0.256 MB"),
    (_not_json, "gone.json: Zeile 2: kein gültiges JSON (Wert erwartet in Spalte 13)",
     "gone.json: line 2: not valid JSON (Expecting value at column 13)"),
    (_key_twice, "gone.json: der Schlüssel 'version' steht zweimal in einem Objekt; geben Sie "
     "ihn nur einmal an",
     "gone.json: the key 'version' is given twice in one object; give it once"),
])
def test_a_file_that_is_no_rules_file_is_said_in_german_and_nothing_is_stored(
        qtbot, german, tmp_path: Path, monkeypatch, make: Callable[[Path], None], said: str,
        english: str) -> None:
    path = tmp_path / "gone.json"
    make(path)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    with Store(tmp_path / "club.db") as store:
        editor = editor_for(qtbot, shelf=StoreShelf(store))
        before = editor.rules()
        editor.import_file()
        assert editor.notice.text() == said
        assert editor.rules() == before and store.saved_rules() == []
    with pytest.raises(RulesFileError) as refused:  # the command line's English, as ever
        read_rules_path(path)
    assert str(refused.value) == english
