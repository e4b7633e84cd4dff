"""``scorekeeper score`` and ``scorekeeper games``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.cli.main import main

GAME = {
    "format": "scorekeeper-game", "version": 1, "variant": "oh-hell-pw", "options": {},
    "players": ["Ann", "Ben", "Cat", "Dan"], "first_dealer": "Ann", "stopped": False,
    "hands": [
        {"turn_up": "QH", "bids": {"Ann": 0, "Ben": 1, "Cat": 0, "Dan": 1},
         "tricks": {"Ann": 0, "Ben": 1, "Cat": 0, "Dan": 0}},
        {"turn_up": "7C", "bids": {"Ben": 1, "Cat": 1, "Dan": 0, "Ann": 1},
         "tricks": {"Ann": 1, "Ben": 0, "Cat": 1, "Dan": 0}, "penalties": {"Ben": 1}},
    ],
}


def write(tmp_path: Path, document: object, name: str = "game.json") -> Path:
    path = tmp_path / name
    path.write_text(document if isinstance(document, str) else json.dumps(document))
    return path


def test_score_json_follows_the_spec(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    assert main(["score", str(write(tmp_path, GAME)), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["status"] == "in progress"
    assert out["hands"][0] == {"number": 1, "cards": 1, "dealer": "Ann", "trump": "H",
                               "scores": {"Ann": 10, "Ben": 11, "Cat": 10, "Dan": -1},
                               "totals": {"Ann": 10, "Ben": 11, "Cat": 10, "Dan": -1}}
    assert out["hands"][1]["scores"]["Ben"] == -21
    assert out["standings"][0] == {"place": 1, "player": "Ann", "total": 21}
    assert out["standings"][1] == {"place": 1, "player": "Cat", "total": 21}


def test_score_text_shows_hands_players_dealer_trump_and_places(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    assert main(["score", str(write(tmp_path, GAME))]) == 0
    out = capsys.readouterr().out
    for text in ("Ann", "Dan", "♥H", "♣C", "1/1 +11 =11", "1/0 -21 =-10", "1st", "Standings"):
        assert text in out


def test_rule_break_exits_2_with_one_line(tmp_path: Path,
                                          capsys: pytest.CaptureFixture) -> None:
    broken = json.loads(json.dumps(GAME))
    broken["variant"] = "oh-shit-updown"
    broken["hands"] = [{"turn_up": "QH", "bids": {"Ben": 2, "Cat": 2, "Dan": 1, "Ann": 2},
                        "tricks": {"Ann": 2, "Ben": 2, "Cat": 2, "Dan": 1}}]
    assert main(["score", str(write(tmp_path, broken))]) == 2
    err = capsys.readouterr().err
    assert err == "hand 1: Ann deals and may not bid 2 (bids would total the 7 cards)\n"


@pytest.mark.parametrize("content", ["{not json", "", "\x00\x01"])
def test_malformed_json_exits_1_without_traceback(tmp_path: Path, content: str) -> None:
    path = write(tmp_path, content)
    run = subprocess.run([sys.executable, "-m", "scorekeeper", "score", str(path)],
                         capture_output=True, text=True)
    assert run.returncode == 1
    assert "Traceback" not in run.stderr
    assert run.stderr.count("\n") == 1 and str(path) in run.stderr


def test_missing_file_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    assert main(["score", str(tmp_path / "none.json")]) == 1
    assert "no such file" in capsys.readouterr().err


def test_games_lists_every_game_with_limits_and_options(capsys: pytest.CaptureFixture) -> None:
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    for text in ("oh-shit-misere", "oh-shit-updown", "oh-hell-pw", "shithead", "whysteria",
                 "3–10 players", "2–5 players (6 with jokers)", "option schedule"):
        assert text in out
    assert main(["games", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert {g["game"] for g in listed} == {"oh-shit-misere", "oh-shit-updown", "oh-hell-pw",
                                           "shithead", "whysteria"}
