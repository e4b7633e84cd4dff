"""Rules files round-trip through a path, and a wrong or hostile file is one line that
names it."""

from __future__ import annotations

import errno
import json
import os
from dataclasses import replace
from pathlib import Path

import pytest

from scorekeeper.rules.presets import PRESETS, rules_file
from scorekeeper.rules.rules_files import RulesFileError, read_rules_path, write_rules_path


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_round_trips_through_a_file(tmp_path: Path, name: str) -> None:
    rules = PRESETS[name].rules
    path = tmp_path / "rules.json"
    write_rules_path(rules, path)
    assert json.loads(path.read_text(encoding="utf-8")) == rules_file(rules)
    assert read_rules_path(path) == rules


HOSTILE = {
    "scorecard.json": (b'{"format": "scorekeeper-scorecard", "variant": "house"}',
                       "scorecard.json: not a rules file"),
    "latin1.json": ("{\"name\": \"Caf\u00e9\"}".encode("latin-1"),
                    "latin1.json: not a rules file (it is not UTF-8 text)"),
    "broken.json": (b'{"format": "scorekeeper-rules", ', "broken.json: line 1: not valid JSON"),
    "twice.json": (b'{"format": "scorekeeper-rules", "format": "x"}', "twice.json: "),
    "deep.json": (b"[" * 50 + b"]" * 50, "deep.json: "),
    "version.json": (b'{"format": "scorekeeper-rules", "version": 9, "name": "X"}',
                     "version.json: rules file version 9 is not one this version reads"),
    "wrong.json": (b'{"format": "scorekeeper-rules", "version": 1, "name": "X", "pack": "53"}',
                   "wrong.json: pack must be one of 52, 36, 32, 28, 24, 63, not '53'"),
    "huge.json": (b" " * 300_000, "huge.json: is 300,000 bytes; a rules file is at most"),
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_a_wrong_file_is_refused_in_one_line(tmp_path: Path, name: str) -> None:
    content, start = HOSTILE[name]
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(RulesFileError) as refused:
        read_rules_path(path)
    message = str(refused.value)
    assert message.startswith(start) and "\n" not in message and len(message) < 200


def test_a_folder_or_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(RulesFileError, match=r"^missing\.json: no such file$"):
        read_rules_path(tmp_path / "missing.json")
    with pytest.raises(RulesFileError, match="is a folder"):
        read_rules_path(tmp_path)


def test_a_failed_write_leaves_nothing_behind(tmp_path: Path) -> None:
    with pytest.raises(RulesFileError, match=r"^rules\.json: cannot be written"):
        write_rules_path(PRESETS["whysteria"].rules, tmp_path / "nowhere" / "rules.json")
    assert list(tmp_path.iterdir()) == []


def test_a_written_rules_file_is_for_people_to_read(tmp_path: Path) -> None:
    """Non-English names stay as typed, and each setting is on its own indented line."""
    rules = replace(PRESETS["whysteria"].rules, name="Café Thursday")
    path = tmp_path / "rules.json"
    write_rules_path(rules, path)
    text = path.read_bytes().decode("utf-8")
    assert '\n  "name": "Café Thursday",\n' in text and text.endswith("}\n")
    assert read_rules_path(path).name == "Café Thursday"


def test_a_failed_write_says_why_in_words(tmp_path: Path) -> None:
    with pytest.raises(RulesFileError) as refused:
        write_rules_path(PRESETS["whysteria"].rules, tmp_path / "nowhere" / "rules.json")
    assert str(refused.value) == f"rules.json: cannot be written ({os.strerror(errno.ENOENT)})"


def test_the_file_is_written_beside_the_target_then_renamed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A rename within one folder is atomic: a reader sees the old file or the new one."""
    renamed: list[tuple[Path, Path]] = []
    real_replace = os.replace

    def spy(source: str, target: str) -> None:
        renamed.append((Path(source), Path(target)))
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", spy)
    write_rules_path(PRESETS["whysteria"].rules, tmp_path / "rules.json")
    [(source, target)] = renamed
    assert source.parent == tmp_path and target == tmp_path / "rules.json"
    assert source.name.startswith(".")  # hidden while it is being written
    assert [p.name for p in tmp_path.iterdir()] == ["rules.json"]


def test_the_picker_offers_the_presets_then_the_saved_rules() -> None:
    from scorekeeper.rules.presets import PRESETS
    from scorekeeper.rules.rules_files import rules_choices

    good = rules_file(PRESETS["oh-hell-pw"].rules)
    bad = {**good, "pack": "53"}
    choices = rules_choices([("Thursday", good), ("Broken", bad)])
    presets = choices[:len(PRESETS)]
    assert [(c.label, c.rules, c.note, c.saved) for c in presets] == [
        (p.rules.name, p.rules, p.description, False) for p in PRESETS.values()]
    thursday, broken = choices[len(PRESETS):]
    assert (thursday.label, thursday.note, thursday.saved) == (
        "Thursday (saved)", "saved as “Thursday”", True)
    assert thursday.rules is not None and thursday.rules.name == "Thursday"
    assert thursday.rules.score == PRESETS["oh-hell-pw"].rules.score
    assert (broken.label, broken.rules, broken.saved) == ("Broken (saved)", None, True)
    assert broken.note == "cannot be used: pack must be one of 52, 36, 32, 28, 24, 63, not '53'"


def test_a_refused_file_is_put_in_the_readers_words(tmp_path: Path) -> None:
    from scorekeeper.rules.words import Words

    german = Words("de", lambda source, _d, _n: {
        "{0}: {1}": "{0} – {1}",
        "house rules: {0} must be {1}, not {2}": "Hausregeln: {0} muss {1} sein, nicht {2}",
        "one of {0}": "eines von {0}",
        "no such file": "keine solche Datei"}.get(source, ""))
    path = tmp_path / "wrong.json"
    path.write_bytes(HOSTILE["wrong.json"][0])
    with pytest.raises(RulesFileError) as refused:
        read_rules_path(path)
    assert refused.value.text(german) == (
        "wrong.json – pack muss eines von 52, 36, 32, 28, 24, 63 sein, nicht '53'")
    with pytest.raises(RulesFileError) as refused:
        read_rules_path(tmp_path / "missing.json")
    assert refused.value.text(german) == "missing.json – keine solche Datei"
