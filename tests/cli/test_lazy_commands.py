"""Start-up imports only what the command typed needs; no command can be forgotten."""

from __future__ import annotations

import json
import os
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import scorekeeper.cli
from scorekeeper.cli.main import COMMANDS, build_parser, command_modules, main

# Runs main() with the app's window replaced by a probe that prints which command
# modules were imported and whether a subcommand parser was built.
PROBE = r"""
import json, sys
import argparse
built = []
real = argparse.ArgumentParser.add_subparsers
def spy(self, *a, **k):
    built.append(self.prog)
    return real(self, *a, **k)
argparse.ArgumentParser.add_subparsers = spy
import scorekeeper.cli.game_commands as game_commands
def window(args, start, ready=None, show_first=False):
    if ready is not None and ready() is not None:  # the check beside the window refused
        return 2
    print(json.dumps({"modules": sorted(m.rsplit(".", 1)[1] for m in sys.modules
                                       if m.startswith("scorekeeper.cli.")
                                       and m.endswith("_commands")),
                      "parser": bool(built), "db": args.db}))
    return 0
game_commands.run_app = window
from scorekeeper.cli.main import main
raise SystemExit(main(sys.argv[1:]))
"""


def probe(args: list[str], tmp_path: Path) -> dict:
    env = dict(os.environ, SCOREKEEPER_DB=str(tmp_path / "env.db"))
    run = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True,
                         text=True, env=env, timeout=60)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout.strip().splitlines()[-1])


def test_every_command_module_is_in_the_table() -> None:
    """The table main.py starts from holds every command of every *_commands module."""
    found: dict[str, str] = {}
    for info in pkgutil.iter_modules(scorekeeper.cli.__path__):
        if info.name.endswith("_commands"):
            module = __import__(f"scorekeeper.cli.{info.name}", fromlist=["COMMANDS"])
            found.update(dict.fromkeys(module.COMMANDS, info.name))
    assert found == COMMANDS
    names = [name for module in command_modules() for name in module.COMMANDS]
    assert sorted(names) == sorted(COMMANDS)


@pytest.mark.parametrize("args", [[], ["--db", "{db}"], ["--db={db}"]],
                         ids=["env", "db", "db="])
def test_opening_the_app_imports_no_command_and_builds_no_parser(
        tmp_path: Path, args: list[str]) -> None:
    db = str(tmp_path / "given.db")
    seen = probe([a.replace("{db}", db) for a in args], tmp_path)
    assert seen["modules"] == ["game_commands"]
    assert seen["parser"] is False
    assert seen["db"] == (db if args else None)  # None: the window reads $SCOREKEEPER_DB


def test_new_imports_only_its_own_module(tmp_path: Path) -> None:
    from scorekeeper.rules import VARIANTS, variant

    key = next(iter(VARIANTS))
    players = ["Ann", "Ben", "Cat", "Dan", "Eve"][:max(variant(key).min_players, 3)]
    seen = probe(["--db", str(tmp_path / "n.db"), "new", key, "--players", ",".join(players),
                  "--dealer", players[0]], tmp_path)
    assert seen["modules"] == ["game_commands"]


def test_a_command_is_configured_alone_but_every_name_is_known() -> None:
    parser = build_parser(only="list")
    args = parser.parse_args(["list", "--limit", "3"])
    assert args.command == "list" and args.limit == 3
    with pytest.raises(SystemExit):
        parser.parse_args(["lsit"])


def test_version_prints_version_database_and_log_folder(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    from scorekeeper import package_version

    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setenv("SCOREKEEPER_DB", str(tmp_path / "env.db"))
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"scorekeeper {package_version()}", f"database: {tmp_path / 'env.db'}",
        f"log: {tmp_path / 'state' / 'scorekeeper' / 'log'}"]
    assert main(["--db", str(tmp_path / "given.db"), "--version"]) == 0
    assert f"database: {tmp_path / 'given.db'}" in capsys.readouterr().out
    assert not (tmp_path / "state").exists()  # --version writes nothing
