"""import, export, list, stats — and --db anywhere on the line."""

from __future__ import annotations

import csv
import io
import json
import random
from pathlib import Path

import pytest

from scorekeeper.cli.main import main
from tests.rules.random_games import random_game


def write(path: Path, document: object) -> Path:
    path.write_text(json.dumps(document, indent=2))
    return path


@pytest.fixture
def files(tmp_path: Path) -> list[Path]:
    rng = random.Random(11)
    variants = ["oh-shit-misere", "oh-shit-updown", "oh-hell-pw", "shithead", "whysteria"]
    return [write(tmp_path / f"{v}.json", random_game(rng, v)) for v in variants]


def run(capsys: pytest.CaptureFixture, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_import_prints_ids_and_imported_games_rescore_like_score(
    tmp_path: Path, files: list[Path], capsys: pytest.CaptureFixture
) -> None:
    db = str(tmp_path / "club.db")
    code, out, _ = run(capsys, "--db", db, "import", *map(str, files))
    assert code == 0
    ids = [int(line.split("\t")[0]) for line in out.splitlines()]
    assert ids == [1, 2, 3, 4, 5]
    for game_id, path in zip(ids, files, strict=True):
        _, exported, _ = run(capsys, "export", str(game_id), "--db", db)
        again = write(tmp_path / f"again-{game_id}.json", json.loads(exported))
        _, original_score, _ = run(capsys, "score", str(path), "--json")
        _, stored_score, _ = run(capsys, "score", str(again), "--json")
        assert json.loads(stored_score) == json.loads(original_score)


def test_export_import_export_is_identical(tmp_path: Path, files: list[Path],
                                           capsys: pytest.CaptureFixture) -> None:
    db1, db2 = str(tmp_path / "one.db"), str(tmp_path / "two.db")
    run(capsys, "import", str(files[0]), "--db", db1)
    _, first, _ = run(capsys, "export", "1", "--db", db1)
    again = write(tmp_path / "first.json", json.loads(first))
    run(capsys, "import", str(again), "--db", db2)
    _, second, _ = run(capsys, "export", "1", "--db", db2)
    assert first == second


def test_bad_files_are_reported_by_name_and_line_and_others_still_go_in(
    tmp_path: Path, files: list[Path], capsys: pytest.CaptureFixture
) -> None:
    broken = json.loads(files[1].read_text())  # updown
    broken["hands"] = [{"bids": {p: 9 for p in broken["players"]}}]
    bad = write(tmp_path / "bad.json", broken)
    (tmp_path / "junk.json").write_text('{"variant": \n oops')
    db = str(tmp_path / "club.db")
    code, out, err = run(capsys, "--db", db, "import", str(files[0]), str(bad),
                         str(tmp_path / "junk.json"))
    assert code == 2
    assert out.startswith("1\t")
    lines = err.splitlines()
    hand_line = json.dumps(broken, indent=2).splitlines().index("    {") + 1
    assert lines[0].startswith(f"scorekeeper: {bad}: line {hand_line}: hand 1: ")
    assert lines[1].startswith(f"scorekeeper: {tmp_path / 'junk.json'}: line 2: not valid JSON")
    code, out, _ = run(capsys, "--db", db, "list", "--json")
    assert len(json.loads(out)) == 1


def test_csv_has_a_row_per_hand_per_player(tmp_path: Path, files: list[Path],
                                           capsys: pytest.CaptureFixture) -> None:
    db = str(tmp_path / "club.db")
    run(capsys, "--db", db, "import", str(files[2]))
    code, out, _ = run(capsys, "--db", db, "export", "1", "--format", "csv")
    assert code == 0
    rows = list(csv.DictReader(io.StringIO(out)))
    document = json.loads(files[2].read_text())
    _, scored, _ = run(capsys, "score", str(files[2]), "--json")
    hands = json.loads(scored)["hands"]
    assert len(rows) == len(hands) * len(document["players"])
    last = hands[-1]
    for row in rows[-len(document["players"]):]:
        assert int(row["total"]) == last["totals"][row["player"]]
        assert int(row["score"]) == last["scores"][row["player"]]


def test_list_and_stats(tmp_path: Path, files: list[Path], capsys: pytest.CaptureFixture,
                        monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "env.db"
    monkeypatch.setenv("SCOREKEEPER_DB", str(db))
    run(capsys, "import", *map(str, files))
    assert db.exists()
    _, out, _ = run(capsys, "list", "--game", "whysteria", "--json")
    rows = json.loads(out)
    assert [r["variant"] for r in rows] == ["whysteria"]
    player = json.loads(files[4].read_text())["players"][0]
    code, out, _ = run(capsys, "list", "--player", player.upper())
    assert code == 0 and player in out
    code, out, _ = run(capsys, "stats", "--json")
    stats = json.loads(out)
    finished = [json.loads(run(capsys, "score", str(f), "--json")[1]) for f in files]
    played = sum(1 for f in finished if f["status"] == "finished")
    assert sum(s["played"] for s in stats) == sum(
        len(f["standings"]) for f in finished if f["status"] == "finished")
    assert played == 0 or stats


def test_unusable_database_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    junk = tmp_path / "junk.db"
    junk.write_text("not a database at all" * 100)
    code, _, err = run(capsys, "list", "--db", str(junk))
    assert code == 1 and "not a Scorekeeper database" in err
    code, _, err = run(capsys, "--db", str(tmp_path / "x.db"), "export", "99")
    assert code == 1 and "no game 99" in err
