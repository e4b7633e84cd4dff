"""Combining clubs: uids make import idempotent for files, archives and databases."""

from __future__ import annotations

import hashlib
import json
import random
import shutil
import sqlite3
from pathlib import Path

import pytest

from scorekeeper.cli.main import main
from scorekeeper.rules.commands import Bid, Undo
from scorekeeper.store import GameSession, Store
from tests.rules.random_games import random_game

FIXTURES = Path(__file__).parents[1] / "store" / "fixtures"
VARIANTS = ["oh-shit-misere", "oh-shit-updown", "oh-hell-pw", "shithead", "whysteria"]


def run(capsys: pytest.CaptureFixture, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def game_document(seed: int, uid: str | None = None, variant: str | None = None) -> dict:
    rng = random.Random(seed)
    document = random_game(rng, variant or VARIANTS[seed % len(VARIANTS)])
    if uid is not None:
        document["uid"] = uid
    return document


def write(path: Path, document: dict) -> Path:
    path.write_text(json.dumps(document, indent=2), encoding="utf-8")
    return path


def stored_uids(db: Path) -> list[str]:
    with sqlite3.connect(db) as conn:
        return [r[0] for r in conn.execute("SELECT uid FROM games ORDER BY id")]


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# --- single files ------------------------------------------------------------------
def test_a_file_imported_twice_is_one_game(tmp_path: Path, capsys) -> None:
    db = tmp_path / "club.db"
    game = write(tmp_path / "game.json", game_document(1, "6f1c0b7e-5d7c-4a59-9a43-1f3a5b1d2c01"))
    code, out, err = run(capsys, "--db", str(db), "import", str(game))
    assert code == 0 and out == f"1\t{game}\n" and err == ""
    code, out, err = run(capsys, "--db", str(db), "import", str(game))
    assert code == 0 and out == ""
    assert err == f"scorekeeper: already here: game 1 ({game})\n"
    assert stored_uids(db) == ["6f1c0b7e-5d7c-4a59-9a43-1f3a5b1d2c01"]


def test_the_same_uid_with_another_record_of_play_is_refused(tmp_path: Path, capsys) -> None:
    db = tmp_path / "club.db"
    uid = "0b5a7e62-3c1f-4d0e-8a11-22f0c3b4a5d6"
    first = game_document(2, uid, "oh-hell-pw")
    run(capsys, "--db", str(db), "import", str(write(tmp_path / "a.json", first)))
    other = game_document(3, uid, "oh-hell-pw")
    assert other["hands"] != first["hands"]
    code, out, err = run(capsys, "--db", str(db), "import", str(write(tmp_path / "b.json", other)))
    assert code == 2 and out == ""
    assert "b.json: refused: game 1 here has the same uid" in err and uid in err
    with Store(db) as store:
        assert store.history_count() == 1
        assert store.export_document(1)["hands"] == json.loads(json.dumps(first["hands"]))


def test_a_rename_here_does_not_make_another_game(tmp_path: Path, capsys) -> None:
    """The record of play is compared by seat; names are matched as the rules match them."""
    db = tmp_path / "club.db"
    document = game_document(4, "5a4d1c1e-0f6e-4d6e-9c7a-7d0a3e9c1b22", "whysteria")
    path = write(tmp_path / "g.json", document)
    run(capsys, "--db", str(db), "import", str(path))
    with Store(db) as store:
        store.rename_player(document["players"][0], "Somebody Else")
    code, out, err = run(capsys, "--db", str(db), "import", str(path))
    assert code == 0 and out == "" and "already here: game 1" in err


def test_a_file_without_a_uid_gets_one_and_exports_it(tmp_path: Path, capsys) -> None:
    db = tmp_path / "club.db"
    document = game_document(5) | {"notes": "At the Crown.\nHand 2 replayed.",
                                    "started": "2026-11-20T19:30:00+01:00",
                                    "ended": "2026-11-20T21:00:00+01:00", "stopped": True}
    document.pop("uid", None)
    run(capsys, "--db", str(db), "import", str(write(tmp_path / "g.json", document)))
    _, out, _ = run(capsys, "--db", str(db), "export", "1")
    exported = json.loads(out)
    assert len(exported["uid"]) == 36 and exported["uid"] == stored_uids(db)[0]
    assert exported["notes"] == "At the Crown.\nHand 2 replayed."
    assert (exported["started"], exported["ended"]) == ("2026-11-20T19:30:00+01:00",
                                                        "2026-11-20T21:00:00+01:00")


# --- club archives ---------------------------------------------------------------------
@pytest.fixture
def club(tmp_path: Path, empty_database) -> Path:
    """A database of a few games: imported ones, one played at the table, one deleted."""
    db = tmp_path / "club.db"
    with Store(empty_database(db)) as store:
        for seed in range(6):
            store.import_state(_state(seed))
        session = GameSession.start(store, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
        session.apply(Bid("Ben", 1))
        session.apply(Undo())
        session.apply(Bid("Ben", 0))
        store.set_notes(session.game_id, "Ann's kitchen")
        store.delete_game(2)
    return db


def _state(seed: int):
    from scorekeeper.rules.scorecard_file import scorecard_from_document

    return scorecard_from_document(game_document(seed)).state


def test_export_all_then_import_into_another_database_and_again(
        tmp_path: Path, club: Path, capsys) -> None:
    archive = tmp_path / "club.jsonl"
    code, out, err = run(capsys, "--db", str(club), "export", "--all", "-o", str(archive))
    assert code == 0 and out == "" and err == ""
    lines = archive.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 6  # 7 games, one in the trash
    assert all(json.loads(line)["uid"] for line in lines)
    other = tmp_path / "other.db"
    code, out, err = run(capsys, "--db", str(other), "import", str(archive))
    assert code == 0
    assert [line.split("\t") for line in out.splitlines()] == [
        [str(i), f"{archive}:{i}"] for i in range(1, 7)]
    assert err == "scorekeeper: 6 new, 0 already here, 0 refused\n"
    code, out, err = run(capsys, "--db", str(other), "import", str(archive))
    assert code == 0 and out == "" and err == "scorekeeper: 0 new, 6 already here, 0 refused\n"
    again = tmp_path / "again.jsonl"
    run(capsys, "--db", str(other), "export", "--all", "-o", str(again))
    assert again.read_text(encoding="utf-8") == archive.read_text(encoding="utf-8")
    with Store(other) as store:
        assert store.load_game(6).notes == "Ann's kitchen"


def test_since_leaves_out_earlier_games(tmp_path: Path, capsys) -> None:
    db = tmp_path / "club.db"
    for day, seed in (("2026-10-31", 1), ("2026-11-01", 2), ("2026-11-02", 3)):
        document = game_document(seed) | {"started": f"{day}T20:00:00+01:00"}
        run(capsys, "--db", str(db), "import", str(write(tmp_path / f"{day}.json", document)))
    code, out, _ = run(capsys, "--db", str(db), "export", "--all", "--since", "2026-11-01")
    assert code == 0
    assert [json.loads(x)["started"][:10] for x in out.splitlines()] == ["2026-11-01",
                                                                         "2026-11-02"]
    code, _, err = run(capsys, "--db", str(db), "export", "--all", "--since", "1 Nov")
    assert code == 2 and "--since takes a date" in err


def test_until_leaves_out_later_games_and_goes_with_since(tmp_path: Path, capsys) -> None:
    """``export --all --until`` as ``ratings --until``: the day itself is in."""
    db = tmp_path / "club.db"
    for day, seed in (("2026-10-31", 1), ("2026-11-01", 2), ("2026-11-02", 3)):
        document = game_document(seed) | {"started": f"{day}T23:30:00+01:00"}
        run(capsys, "--db", str(db), "import", str(write(tmp_path / f"{day}.json", document)))

    def days(*options: str) -> list[str]:
        code, out, err = run(capsys, "--db", str(db), "export", "--all", *options)
        assert code == 0 and err == ""
        return [json.loads(x)["started"][:10] for x in out.splitlines()]

    assert days("--until", "2026-11-01") == ["2026-10-31", "2026-11-01"]
    assert days("--since", "2026-11-01", "--until", "2026-11-01") == ["2026-11-01"]
    assert days("--since", "2026-11-02", "--until", "2026-12-31") == ["2026-11-02"]
    for bad in ("2026-13-01", "2026-11-1", "tomorrow"):
        code, out, err = run(capsys, "--db", str(db), "export", "--all", "--until", bad)
        assert code == 2 and out == ""
        assert f"--until takes a date like 2026-11-01, not '{bad}'" in err
    code, out, err = run(capsys, "--db", str(db), "export", "--all", "--since", "2026-11-02",
                         "--until", "2026-11-01")
    assert code == 2 and out == "" and "is after --until" in err
    code, out, err = run(capsys, "--db", str(db), "export", "1", "--until", "2026-11-01")
    assert code == 2 and out == "" and "--since and --until choose games for --all" in err


def test_bad_lines_are_named_by_number_and_the_rest_go_in(tmp_path: Path, capsys) -> None:
    good = [json.dumps(game_document(s, f"00000000-0000-4000-8000-00000000000{s}"))
            for s in range(1, 4)]
    broken = game_document(7, "00000000-0000-4000-8000-000000000007", "oh-hell-pw")
    broken["hands"][0]["tricks"] = {p: 0 for p in broken["players"]}
    archive = tmp_path / "mixed.jsonl"
    archive.write_bytes("\n".join([good[0], '{"variant": oops', good[1], "",
                                   json.dumps(broken), good[2]]).encode()
                        + b"\n\xff\xfe not text\n")
    db = tmp_path / "club.db"
    code, out, err = run(capsys, "--db", str(db), "import", str(archive))
    assert code == 2
    assert [line.split("\t")[1] for line in out.splitlines()] == [
        f"{archive}:1", f"{archive}:3", f"{archive}:6"]
    lines = err.splitlines()
    assert lines[0].startswith(f"scorekeeper: {archive}:2: ")
    assert lines[1].startswith(f"scorekeeper: {archive}:5: hand 1: ")
    assert lines[2].startswith(f"scorekeeper: {archive}:7: not text")
    assert lines[3] == "scorekeeper: 3 new, 0 already here, 3 refused"


def test_an_archive_that_cannot_be_read_is_one_line(tmp_path: Path, capsys) -> None:
    code, out, err = run(capsys, "--db", str(tmp_path / "c.db"), "import",
                         str(tmp_path / "missing.jsonl"))
    assert code == 1 and out == ""
    assert err.splitlines()[0] == f"scorekeeper: {tmp_path / 'missing.jsonl'}: no such file"


def test_the_same_uid_twice_in_one_archive_is_one_game(tmp_path: Path, capsys) -> None:
    line = json.dumps(game_document(8, "11111111-2222-4333-8444-555555555555"))
    archive = tmp_path / "twice.jsonl"
    archive.write_text(f"{line}\n{line}\n", encoding="utf-8")
    code, out, err = run(capsys, "--db", str(tmp_path / "c.db"), "import", str(archive))
    assert code == 0 and len(out.splitlines()) == 1
    assert err == "scorekeeper: 1 new, 1 already here, 0 refused\n"


# --- another database ------------------------------------------------------------------
def test_another_database_is_imported_once_and_left_untouched(
        tmp_path: Path, club: Path, capsys) -> None:
    here = tmp_path / "here.db"
    with Store(here) as store:  # Ann is already a player here, spelt in capitals
        GameSession.start(store, "oh-shit-updown", ["ANN", "Zed", "Yan"], "ANN")
    before = digest(club)
    assert not Path(f"{club}-wal").exists() and not Path(f"{club}-shm").exists()
    code, out, err = run(capsys, "--db", str(here), "import", str(club))
    assert code == 0 and err == "scorekeeper: 6 new, 0 already here, 0 refused\n"
    assert [line.split("\t")[1] for line in out.splitlines()][-1] == f"{club} game 7"
    code, out, err = run(capsys, "--db", str(here), "import", str(club))
    assert code == 0 and out == "" and err == "scorekeeper: 0 new, 6 already here, 0 refused\n"
    assert digest(club) == before
    assert not Path(f"{club}-wal").exists() and not Path(f"{club}-shm").exists()
    with Store(here) as store:
        names = store.player_names()
        assert "ANN" in names and "Ann" not in names  # matched by name, kept as spelt here
        assert store.history_count() == 7
        assert {store.load_game(i).uid for i in range(2, 8)} == set(stored_uids(club)) - {
            _trashed_uid(club)}


def _trashed_uid(db: Path) -> str:
    with sqlite3.connect(db) as conn:
        return conn.execute("SELECT uid FROM games WHERE trashed IS NOT NULL").fetchone()[0]


def test_an_older_database_is_refused_and_left_untouched(tmp_path: Path, capsys) -> None:
    old = tmp_path / "old.db"
    shutil.copy(FIXTURES / "schema-v1.db", old)
    before = digest(old)
    code, out, err = run(capsys, "--db", str(tmp_path / "here.db"), "import", str(old))
    assert code == 1 and out == ""
    assert "from an older Scorekeeper" in err and "scorekeeper: 0 new" in err
    assert digest(old) == before


def test_a_foreign_database_is_refused(tmp_path: Path, capsys) -> None:
    foreign = tmp_path / "photos.sqlite"
    with sqlite3.connect(foreign) as conn:
        conn.execute("CREATE TABLE photos (id)")
    code, _, err = run(capsys, "--db", str(tmp_path / "here.db"), "import", str(foreign))
    assert code == 1 and "not a Scorekeeper one" in err


def test_a_database_is_not_imported_into_itself(club: Path, capsys) -> None:
    code, _, err = run(capsys, "--db", str(club), "import", str(club))
    assert code == 1 and "is the database being imported into" in err


def test_a_game_recognised_by_its_uid_is_still_read_strictly(tmp_path: Path, capsys) -> None:
    """A game already here is recognised without checking its record again, but what
    the stored record does not vouch for (metadata, the names' spelling) is checked."""
    db = tmp_path / "club.db"
    uid = "7d3c2b1a-0000-4000-8000-0123456789ab"
    document = game_document(9, uid, "oh-shit-updown")
    code, _, _ = run(capsys, "--db", str(db), "import", str(write(tmp_path / "a.json", document)))
    assert code == 0
    exported = json.loads(run(capsys, "--db", str(db), "export", "1")[1])
    shouting = json.loads(json.dumps(exported).replace(f'"{exported["players"][0]}"',
                                                       f'"{exported["players"][0].upper()}"'))
    code, out, err = run(capsys, "--db", str(db), "import",
                         str(write(tmp_path / "b.json", shouting)))
    assert code == 0 and out == "" and "already here: game 1" in err
    long_notes = exported | {"notes": "x" * 10_001}
    code, out, err = run(capsys, "--db", str(db), "import",
                         str(write(tmp_path / "c.json", long_notes)))
    assert code == 2 and out == "" and "notes are 10,001 characters long" in err
    version = json.dumps(exported).replace('"version": 1', '"version": 1.0')
    (tmp_path / "d.json").write_text(version, encoding="utf-8")
    code, _, err = run(capsys, "--db", str(db), "import", str(tmp_path / "d.json"))
    assert code == 1 and "unknown scorecard version 1.0" in err
    with Store(db) as store:
        assert store.history_count() == 1


class _Terminal:
    """A stream that says it is a terminal, keeping what was written."""

    def __init__(self, terminal: bool) -> None:
        self.terminal, self.text = terminal, ""

    def write(self, text: str) -> int:
        self.text += text
        return len(text)

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return self.terminal


def test_a_long_import_counts_its_games_on_a_terminal(tmp_path: Path, monkeypatch) -> None:
    """A terminal sees how many games have gone in, batch by batch, rubbed out before
    every other line (a refusal, the summary); stdout to a file keeps only the ids."""
    from scorekeeper.cli import club_import

    monkeypatch.setattr(club_import, "BATCH", 2)
    lines = [json.dumps(game_document(seed)) for seed in range(5)]
    lines.insert(3, "{not json")
    archive = tmp_path / "club.jsonl"
    archive.write_text("\n".join(lines) + "\n", encoding="utf-8")
    err, out = _Terminal(True), _Terminal(False)
    monkeypatch.setattr("sys.stderr", err)
    monkeypatch.setattr("sys.stdout", out)
    assert main(["--db", str(tmp_path / "club.db"), "import", str(archive)]) == 1
    assert len(out.text.splitlines()) == 5  # the ids, nothing else
    shown = err.text.split("\r\033[K")
    assert "scorekeeper: 2 games so far (2 new, 0 already here, 0 refused)…" in shown
    assert "scorekeeper: 6 games so far (5 new, 0 already here, 1 refused)…" in shown
    # Every other line starts where the count was rubbed out: never after it.
    assert shown[-1] == "scorekeeper: 5 new, 0 already here, 1 refused\n"
    assert any(part.startswith(f"scorekeeper: {archive}:4: ") for part in shown)
    assert not any("…scorekeeper" in part or "…" in part[:-1] for part in shown)


def test_no_count_when_stdout_is_the_terminal_too(tmp_path: Path, monkeypatch) -> None:
    archive = tmp_path / "club.jsonl"
    archive.write_text(json.dumps(game_document(1)) + "\n", encoding="utf-8")
    err, out = _Terminal(True), _Terminal(True)
    monkeypatch.setattr("sys.stderr", err)
    monkeypatch.setattr("sys.stdout", out)
    assert main(["--db", str(tmp_path / "club.db"), "import", str(archive)]) == 0
    assert err.text == "scorekeeper: 1 new, 0 already here, 0 refused\n"
