"""export of a damaged game says which game is damaged; list, stats and other exports work."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.cli.main import main
from scorekeeper.store import Store
from tests.store.test_damaged_games import finished_game


def run(capsys: pytest.CaptureFixture, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_commands_on_a_database_with_a_damaged_game(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture) -> None:
    db = tmp_path / "club.db"
    with Store(db) as store:
        for players in (["Ann", "Ben"], ["Ann", "Cat"], ["Ann", "Dan"]):
            store.create_game(finished_game(players))
        store.db.execute("INSERT INTO actions (game_id, seq, action, at) "
                         "VALUES (2, 1, 'not json', 'x')")
    code, out, err = run(capsys, "--db", str(db), "export", "2")
    assert code == 1 and out == ""
    assert err.startswith("scorekeeper: game 2 is damaged: ") and err.count("\n") == 1
    code, out, _ = run(capsys, "--db", str(db), "export", "3")
    assert code == 0 and '"Dan"' in out
    code, out, _ = run(capsys, "--db", str(db), "list")
    assert code == 0 and len(out.splitlines()) == 3
    code, out, _ = run(capsys, "--db", str(db), "stats", "Ann")
    assert code == 0 and "Ann" in out
