"""Commands that only read say "no database at PATH" instead of creating an empty one."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.cli import game_commands
from scorekeeper.cli.main import main
from scorekeeper.store import Store
from scorekeeper.store.database import open_database
from scorekeeper.store.errors import NoDatabaseError


@pytest.mark.parametrize("command", [["list"], ["export", "1"], ["stats"], ["stats", "Ann"],
                                     ["resume"], ["resume", "3"]])
def test_reading_commands_do_not_create_a_database(tmp_path: Path, command: list[str],
                                                   capsys: pytest.CaptureFixture,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_commands, "run_app", lambda args, start: 0)
    path = tmp_path / "typo" / "games.db"
    assert main(["--db", str(path), *command]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"scorekeeper: no database at {path}; ") and err.count("\n") == 1
    assert not path.exists() and not path.parent.exists()


def test_an_empty_file_is_no_database_either(tmp_path: Path,
                                             capsys: pytest.CaptureFixture) -> None:
    path = tmp_path / "games.db"
    path.touch()
    assert main(["--db", str(path), "list"]) == 1
    assert f"no database at {path}; " in capsys.readouterr().err
    assert path.read_bytes() == b""


def test_opening_without_create(tmp_path: Path) -> None:
    path = tmp_path / "games.db"
    with pytest.raises(NoDatabaseError, match=f"^no database at {path}; "):
        open_database(path, create=False)
    assert not path.exists()
    Store(path).close()  # the app (and new) still create one
    open_database(path, create=False).close()
