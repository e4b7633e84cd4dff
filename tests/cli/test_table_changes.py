"""A game with table changes from the terminal: ``score``, ``import``, ``export``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper.cli.main import main
from tests.rules.test_table_changes_file import changed_document


def test_score_import_and_export_keep_joins_leaves_and_sit_outs(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    document = changed_document()
    game_file = tmp_path / "club.json"
    game_file.write_text(json.dumps(document), encoding="utf-8")
    assert main(["score", str(game_file), "--json"]) == 0
    scored = json.loads(capsys.readouterr().out)
    assert [h.get("sitting_out") for h in scored["hands"]] == [None, None, ["Ben"], None]
    assert {s["player"] for s in scored["standings"]} == {"Ann", "Ben", "Cat", "Dan"}
    db = str(tmp_path / "scores.db")
    assert main(["--db", db, "import", str(game_file)]) == 0
    capsys.readouterr()
    assert main(["--db", db, "export", "1", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["hands"] == document["hands"]
    archive = tmp_path / "all.jsonl"
    assert main(["--db", db, "export", "--all", "-o", str(archive)]) == 0
    other = str(tmp_path / "other.db")
    assert main(["--db", other, "import", str(archive)]) == 0
    capsys.readouterr()
    assert main(["--db", other, "export", "1", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["hands"] == document["hands"]


def test_a_hostile_change_is_refused_in_one_line_naming_the_key(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    document = changed_document()
    document["hands"][2]["sitting_out"] = {"Ben": 1}
    game_file = tmp_path / "bad.json"
    game_file.write_text(json.dumps(document), encoding="utf-8")
    assert main(["score", str(game_file)]) == 2
    err = capsys.readouterr().err
    assert "hand 3: sitting_out must be a list of player names" in err
    assert err.count("\n") == 1 and "Traceback" not in err
