"""``scorekeeper rules list`` and ``rules show``: presets and rules files from the terminal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper.cli.main import main
from scorekeeper.rules.presets import PRESETS, read_rules_file


def test_rules_list_names_every_preset_with_its_source(capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    assert main(["rules", "list"]) == 0
    out = capsys.readouterr().out
    for name, chosen in PRESETS.items():
        assert f"{name}" in out and chosen.description in out


def test_rules_show_prints_a_rules_file_that_reads_back(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["rules", "show", "twenty-plus-ten"]) == 0
    printed = capsys.readouterr().out
    assert read_rules_file(json.loads(printed)) == PRESETS["twenty-plus-ten"].rules
    saved = tmp_path / "club.json"
    saved.write_text(printed.replace("20 + 10 per trick, −10 per trick off", "Thursday club"),
                     encoding="utf-8")
    assert main(["rules", "show", str(saved)]) == 0
    assert json.loads(capsys.readouterr().out)["name"] == "Thursday club"


def test_rules_show_refuses_an_unknown_name_or_a_bad_file_in_one_line(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["rules", "show", "thursday"]) == 2
    assert "no house rules called 'thursday'" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "scorekeeper-rules", "version": 1, "name": "x", "jokers": 3}',
                   encoding="utf-8")
    assert main(["rules", "show", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "jokers must be a whole number from 0 to 1" in err and err.count("\n") == 1
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    assert main(["rules", "show", str(broken)]) == 1
