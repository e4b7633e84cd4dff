"""`export -o FILE` over an existing file: an earlier export in the same format is
replaced; anything else (a database, another program's file, another format) is left
byte-identical with one line and exit 1, unless --force."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from scorekeeper.cli.main import main
from scorekeeper.exports.existing import ExistingFileError, check_replaceable
from scorekeeper.rules.simulate import simulate
from scorekeeper.store import Store

# PDF and PNG are drawn in this process: with the tests' QApplication, never a bare
# QGuiApplication of the exporter's own that later widget tests could not use.
pytestmark = pytest.mark.usefixtures("qapp")


@pytest.fixture(scope="module")
def club_made(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A finished game simulated and stored once for the module; each test exports from
    its own copy (``club``)."""
    db = tmp_path_factory.mktemp("club") / "club.db"
    card = simulate(random.Random(5), "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
    with Store(db) as store:
        store.import_many([(card, "2026-11-01T20:00:00+00:00", None)])
    return db


@pytest.fixture
def club(tmp_path: Path, club_made: Path) -> Path:
    return Path(shutil.copyfile(club_made, tmp_path / "club.db"))


def export(capsys: pytest.CaptureFixture, db: Path, *argv: str) -> tuple[int, str, str]:
    code = main(["--db", str(db), "export", *argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def a_database(path: Path) -> Path:
    with Store(path):
        pass
    return path


# (name, what is there already) → refused; the format written comes from the suffix.
NOT_EXPORTS = {
    "scores.json": b'{"name": "my own notes"}',
    "letter.json": b"Dear club,",
    "sheet.csv": b"name,score\nAnn,12\n",
    "card.pdf": b"\x89PNG\r\n\x1a\n a PNG named .pdf",
    "card.png": b"%PDF-1.4 a PDF named .png",
    "photo.png": b"\xff\xd8\xff\xe0 a JPEG",
}


@pytest.mark.parametrize("name", sorted(NOT_EXPORTS))
def test_a_file_that_is_not_such_an_export_is_left_alone(tmp_path: Path, club: Path, capsys,
                                                         name: str) -> None:
    target = tmp_path / name
    target.write_bytes(NOT_EXPORTS[name])
    code, out, err = export(capsys, club, "1", "-o", str(target))
    assert code == 1 and out == "" and err.count("\n") == 1
    assert f"{target} exists and is not a" in err and "add --force to replace it" in err
    assert target.read_bytes() == NOT_EXPORTS[name]
    code, _, err = export(capsys, club, "1", "-o", str(target), "--force")
    assert code == 0 and err == "" and target.read_bytes() != NOT_EXPORTS[name]


@pytest.mark.parametrize("suffix", [".db", ".json", ".png"])
def test_a_database_is_never_replaced_without_force(tmp_path: Path, club: Path, capsys,
                                                    suffix: str) -> None:
    target = a_database(tmp_path / f"other{suffix}")
    before = target.read_bytes()
    args = ["--format", "json"] if suffix == ".db" else []
    if suffix == ".db":  # a .db name is no export format: refused by its suffix already
        code, _, err = export(capsys, club, "1", "-o", str(target))
        assert code == 2 and "cannot export to a .db file" in err
    else:
        code, _, err = export(capsys, club, "1", "-o", str(target), *args)
        assert code == 1 and "exists and is not a" in err
    assert target.read_bytes() == before
    code, _, _ = export(capsys, club, "1", "-o", str(club))  # the database itself, by name
    assert code == 2 and a_database(club).exists()


@pytest.mark.parametrize("suffix", [".json", ".csv", ".pdf", ".png"])
def test_an_earlier_export_in_the_same_format_is_replaced(tmp_path: Path, club: Path, capsys,
                                                          suffix: str) -> None:
    target = tmp_path / f"game{suffix}"
    assert export(capsys, club, "1", "-o", str(target))[0] == 0
    if suffix == ".json":  # edited since: still a scorecard file
        target.write_text(json.dumps({**json.loads(target.read_text()), "notes": "edited"}))
    else:  # changed since: still the same kind
        target.write_bytes(target.read_bytes()[:-3])
    code, _, err = export(capsys, club, "1", "-o", str(target))
    assert code == 0 and err == ""
    empty = tmp_path / f"empty{suffix}"
    empty.write_bytes(b"")  # nothing to lose
    assert export(capsys, club, "1", "-o", str(empty))[0] == 0 and empty.stat().st_size > 0


def test_a_folder_is_refused_even_with_force(tmp_path: Path, club: Path, capsys) -> None:
    folder = tmp_path / "cards.json"
    folder.mkdir()
    code, _, err = export(capsys, club, "1", "-o", str(folder), "--force")
    assert code == 1 and "is a folder" in err and "--force" not in err


def test_export_all_leaves_a_file_that_is_not_an_archive(tmp_path: Path, club: Path,
                                                         capsys) -> None:
    notes = tmp_path / "club.jsonl"
    notes.write_text("my notes\n")
    code, _, err = export(capsys, club, "--all", "-o", str(notes))
    assert code == 1 and "is not a club archive" in err and notes.read_text() == "my notes\n"
    database = a_database(tmp_path / "copy.jsonl")
    before = database.read_bytes()
    assert export(capsys, club, "--all", "-o", str(database))[0] == 1
    assert database.read_bytes() == before
    archive = tmp_path / "archive.jsonl"
    assert export(capsys, club, "--all", "-o", str(archive))[0] == 0
    assert export(capsys, club, "--all", "-o", str(archive))[0] == 0  # an archive: replaced
    assert json.loads(archive.read_text().splitlines()[0])["players"] == ["Ann", "Ben", "Cat"]
    assert export(capsys, club, "--all", "-o", str(notes), "--force")[0] == 0


def test_the_app_replaces_only_what_its_dialog_confirmed(tmp_path: Path) -> None:
    letter = tmp_path / "card.pdf"
    letter.write_text("Dear club,")
    with pytest.raises(ExistingFileError, match="is not a PDF export"):
        check_replaceable([letter], "pdf")
    check_replaceable([letter], "pdf", confirmed=letter)
    second = tmp_path / "card-2.png"
    second.write_text("not an image")
    with pytest.raises(ExistingFileError, match=r"card-2\.png exists"):
        check_replaceable([tmp_path / "card.png", second], "png",
                          confirmed=tmp_path / "card.png")


def test_history_export_replaces_a_file_only_when_confirmed(tmp_path: Path, club: Path,
                                                            qapp) -> None:
    from scorekeeper.ui.history.game_detail import export_to

    letter = tmp_path / "card.pdf"
    letter.write_text("Dear club,")
    with Store(club) as store:
        card = store.load_game(1).game.scorecard
        with pytest.raises(ExistingFileError):
            export_to(store, 1, card, letter, "")
        assert letter.read_text() == "Dear club,"
        assert export_to(store, 1, card, letter, "", confirmed=letter) == [letter]
    assert letter.read_bytes().startswith(b"%PDF-")
