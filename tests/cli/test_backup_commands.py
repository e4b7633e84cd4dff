"""backup FILE and restore FILE from the terminal; restore ID… still empties the trash."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.cli.main import build_parser, main
from scorekeeper.store import GameSession, Store


def run(capsys: pytest.CaptureFixture, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def club(tmp_path: Path, empty_database) -> Path:
    db = tmp_path / "club.db"
    with Store(empty_database(db)) as store:
        for players in (["Ann", "Ben", "Cat"], ["Dan", "Eve", "Fay"]):
            GameSession.start(store, "oh-shit-updown", players, players[0])
    return db


def test_backup_then_restore_the_file(tmp_path: Path, club: Path, capsys) -> None:
    copy = tmp_path / "saturday.db"
    code, out, err = run(capsys, "--db", str(club), "backup", str(copy))
    assert code == 0 and out.startswith(f"backed up to {copy} (") and err == ""
    run(capsys, "--db", str(club), "delete", "1")
    run(capsys, "--db", str(club), "trash", "--empty")
    code, out, err = run(capsys, "--db", str(club), "restore", str(copy))
    assert code == 0 and err == "", err
    assert out.splitlines()[0] == f"restored {copy} as {club}"
    kept = out.splitlines()[1].removeprefix("the database it replaced is kept as ")
    assert Path(kept).parent == tmp_path / "backups"
    with Store(club) as store:
        assert [g.id for g in store.history()] == [2, 1]
    with Store(kept) as store:
        assert [g.id for g in store.history()] == [2]


def test_restore_ids_still_take_games_out_of_the_trash(club: Path, capsys) -> None:
    run(capsys, "--db", str(club), "delete", "1", "2")
    code, out, _ = run(capsys, "--db", str(club), "restore", "1", "2")
    assert code == 0 and out == "game 1 restored\ngame 2 restored\n"


def test_a_database_name_that_does_not_exist_is_a_database_restore(
        tmp_path: Path, club: Path, capsys) -> None:
    code, _, err = run(capsys, "--db", str(club), "restore", str(tmp_path / "gone.db"))
    assert code == 1 and "is not a database" in err and "nothing was changed" in err


def test_restore_of_something_else_explains_both_uses(club: Path, capsys) -> None:
    code, _, err = run(capsys, "--db", str(club), "restore", "12", "tuesday")
    assert code == 2 and "game ids from the trash" in err and "one database file" in err


def test_help_tells_both_restores_apart() -> None:
    help_text = " ".join(build_parser()._subparsers._group_actions[0]  # type: ignore[union-attr]
                         .choices["restore"].format_help().split())
    assert "game ids: take those games out of the trash" in help_text
    assert "or one database file" in help_text


def test_backup_over_an_existing_file_is_refused_without_force(tmp_path: Path, club: Path,
                                                                capsys) -> None:
    """Another Scorekeeper database, or any file, at FILE: exit 1, one line, byte-identical."""
    other = tmp_path / "other.db"
    with Store(other) as store:
        GameSession.start(store, "oh-hell-pw", ["Gus", "Hal", "Ivy"], "Gus")
    letter = tmp_path / "letter.txt"
    letter.write_text("Dear club,")
    for target in (other, letter):
        before = target.read_bytes()
        code, out, err = run(capsys, "--db", str(club), "backup", str(target))
        assert code == 1 and out == "" and err.count("\n") == 1
        assert f"{target} already exists" in err and "add --force to replace it" in err
        assert target.read_bytes() == before
    code, out, err = run(capsys, "--db", str(club), "backup", str(other), "--force")
    assert code == 0 and err == "" and out.startswith(f"backed up to {other} (")
    with Store(other) as store:
        assert [g.id for g in store.history()] == [2, 1]  # the club's two games now
