"""A house game from the terminal: ``new --rules``, ``score``, ``import`` and ``export``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper.cli import game_commands
from scorekeeper.cli.main import main
from scorekeeper.rules.presets import preset
from tests.rules.test_house_file import house_document


def test_new_with_rules_starts_a_house_game_with_every_setting(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        tmp_path: Path) -> None:
    started: list[tuple] = []

    class Window:
        def start_game(self, *args: object) -> None:
            started.append(args)

    monkeypatch.setattr(game_commands, "run_app", lambda args, start: start(Window()) or 0)
    assert main(["new", "--rules", "ten-plus-bid", "--players", "Ann,Ben,Cat",
                 "--dealer", "Ben"]) == 0
    variant_key, players, dealer, options = started[0]
    assert variant_key == "house" and players == ["Ann", "Ben", "Cat"] and dealer == "Ben"
    assert options["rules"] == preset("ten-plus-bid").rules.to_dict()
    rules_file = tmp_path / "club.json"
    assert main(["rules", "show", "trick-plus-ten"]) == 0
    rules_file.write_text(capsys.readouterr().out, encoding="utf-8")
    assert main(["new", "--rules", str(rules_file), "--players", "Ann,Ben,Cat",
                 "--dealer", "Ann"]) == 0
    assert started[1][3]["rules"]["based_on"] == "trick-plus-ten"


def test_new_with_rules_refuses_in_one_line(monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(game_commands, "run_app", lambda args, start: 0)
    assert main(["new", "--rules", "thursday", "--players", "Ann,Ben,Cat",
                 "--dealer", "Ann"]) == 2
    assert "no house rules called 'thursday'" in capsys.readouterr().err
    assert main(["new", "oh-hell-pw", "--rules", "ten-plus-bid", "--players", "Ann,Ben,Cat",
                 "--dealer", "Ann"]) == 2
    assert "give no GAME and no --option" in capsys.readouterr().err
    assert main(["new", "--players", "Ann,Ben,Cat", "--dealer", "Ann"]) == 2
    assert "name a game" in capsys.readouterr().err


def test_score_import_and_export_handle_a_house_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], qapp: object) -> None:
    """(``qapp``: the PDF is drawn in the test's QApplication, as the app would.)"""
    document = house_document(seed=5)
    game_file = tmp_path / "house.json"
    game_file.write_text(json.dumps(document), encoding="utf-8")
    assert main(["score", str(game_file), "--json"]) == 0
    scored = json.loads(capsys.readouterr().out)
    assert scored["variant"] == "house" and scored["hands"]
    db = str(tmp_path / "scores.db")
    assert main(["--db", db, "import", str(game_file)]) == 0
    capsys.readouterr()
    assert main(["--db", db, "export", "1", "--format", "json"]) == 0
    exported = json.loads(capsys.readouterr().out)
    assert exported["rules"] == document["rules"]
    assert exported["hands"] == document["hands"]
    pdf = tmp_path / "house.pdf"
    assert main(["--db", db, "export", "1", "-o", str(pdf)]) == 0
    assert pdf.read_bytes().startswith(b"%PDF")
