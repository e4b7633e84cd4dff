"""Hostile scorecard files are refused by ``score``, ``score --json`` and ``import``:
one line on stderr naming the file, exit 1 (cannot be read) or 2 (breaks a rule),
never a traceback, never a hang, within 2 s and 200 MB.
"""

from __future__ import annotations

import functools
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli.main import main

PLAYERS = ["Ann", "Ben", "Cat", "Dan"]
GAME: dict[str, Any] = {
    "format": "scorekeeper-game", "version": 1, "variant": "oh-hell-pw", "options": {},
    "players": PLAYERS, "first_dealer": "Ann", "stopped": False,
    "hands": [
        {"turn_up": "QH", "bids": {"Ann": 0, "Ben": 1, "Cat": 0, "Dan": 1},
         "tricks": {"Ann": 0, "Ben": 1, "Cat": 0, "Dan": 0}},
        {"turn_up": "7C", "bids": {"Ben": 1, "Cat": 1, "Dan": 0, "Ann": 1},
         "tricks": {"Ann": 1, "Ben": 0, "Cat": 1, "Dan": 0}},
    ],
}
COMMANDS = [["score"], ["score", "--json"], ["import"]]
HANG_S = 30.0  # not a speed goal (see benchmarks): a read that blocks never ends
MEMORY_LIMIT_KB = 200 * 1024


def game(**changes: Any) -> dict[str, Any]:
    document = json.loads(json.dumps(GAME))
    document.update(changes)
    return document


def write_text(path: Path, text: str) -> Path:
    # surrogatepass: lets a test write text that is not valid UTF-8 on purpose
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    return path


def run(capsys: pytest.CaptureFixture, tmp_path: Path, command: list[str],
        *files: Path) -> tuple[int, str, str]:
    argv = [*command, *map(str, files)]
    if command[0] == "import":
        argv = ["--db", str(tmp_path / "club.db"), *argv]
    code = main(argv)
    out = capsys.readouterr()
    return code, out.out, out.err


def assert_refused(code: int, err: str, path: Path, *, codes: tuple[int, ...] = (1, 2),
                   command: list[str] | None = None) -> None:
    assert code in codes, err
    assert "Traceback" not in err
    assert err.endswith("\n") and err.count("\n") == 1, repr(err)
    if command is None or command[0] == "import" or code == 1:
        assert str(path) in err, err


# --- what failed before: each of these gave a traceback, was accepted, or hung ------------
HOSTILE: dict[str, Callable[[], str]] = {
    "surrogate in a name": lambda: json.dumps(game()).replace('"Ann"', '"An\\ud800"'),
    "1,000 nested arrays in notes": lambda: json.dumps(game())[:-1]
    + ', "notes": ' + "[" * 1000 + "]" * 1000 + "}",
    "5,000-digit number": lambda: json.dumps(game()).replace('"Ann": 0', '"Ann": ' + "9" * 5000, 1),
    "2^31 reneges": lambda: json.dumps(game(hands=[dict(GAME["hands"][0],
                                                        penalties={"Ben": 2**31})])),
    "2^63 reneges": lambda: json.dumps(game(hands=[dict(GAME["hands"][0],
                                                        penalties={"Ben": 2**63})])),
    "100,000,000 reneges": lambda: json.dumps(game(hands=[dict(GAME["hands"][0],
                                                               penalties={"Ben": 10**8})])),
    "hands given twice": lambda: json.dumps(game())[:-1] + ', "hands": []}',
    "started as an object": lambda: json.dumps(game(started={"day": 21})),
}


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
@pytest.mark.parametrize("name", list(HOSTILE))
def test_hostile_file_is_refused_with_one_line(tmp_path: Path, capsys: pytest.CaptureFixture,
                                               name: str, command: list[str]) -> None:
    path = write_text(tmp_path / "hostile.json", HOSTILE[name]())
    code, out, err = run(capsys, tmp_path, command, path)
    assert_refused(code, err, path, command=command)
    assert out == ""


def test_messages_say_what_is_wrong_and_where(tmp_path: Path,
                                              capsys: pytest.CaptureFixture) -> None:
    expected = {
        "surrogate in a name": ["players", "Unicode"],
        "1,000 nested arrays in notes": ["nested"],
        "5,000-digit number": ["5000 digits", "line 1"],
        "2^31 reneges": ["hand 1", "Ben", "renege", "0 to 1"],
        "100,000,000 reneges": ["hand 1", "Ben", "renege", "0 to 1"],
        "hands given twice": ["'hands'", "twice"],
        "started as an object": ["started", "ISO 8601"],
    }
    for name, words in expected.items():
        path = write_text(tmp_path / "hostile.json", HOSTILE[name]())
        _, _, err = run(capsys, tmp_path, ["import"], path)
        for word in words:
            assert word in err, (name, err)
        assert "database" not in err and "Exceeds the limit" not in err, err


def test_huge_reneges_break_a_rule(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    path = write_text(tmp_path / "reneges.json", HOSTILE["100,000,000 reneges"]())
    code, _, err = run(capsys, tmp_path, ["score"], path)
    assert code == 2
    assert err == ("hand 1: Ben's renege count must be a whole number from 0 to 1 "
                   "(one a trick at most), not 100000000\n")


def test_a_key_given_twice_is_refused_even_inside_a_hand(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture) -> None:
    text = json.dumps(game()).replace('"Ann": 0, "Ben": 1', '"Ann": 0, "Ann": 1, "Ben": 1', 1)
    path = write_text(tmp_path / "twice.json", text)
    code, _, err = run(capsys, tmp_path, ["score"], path)
    assert_refused(code, err, path)
    assert "'Ann' is given twice" in err


@pytest.mark.parametrize(("change", "words"), [
    ({"version": True}, "version"),
    ({"version": 1.0}, "version"),
    ({"hands": [dict(GAME["hands"][0], cards=True)]}, "cards"),
    ({"hands": [dict(GAME["hands"][0], cards=1.0)]}, "cards"),
    ({"hands": [dict(GAME["hands"][0], scores={"Ann": 10.0, "Ben": 11, "Cat": 10,
                                               "Dan": -1})]}, "scores"),
    ({"options": []}, "options"),
    ({"tiebreak": {}}, "tiebreak"),
    ({"started": "yesterday evening"}, "started"),
    ({"ended": 20261121}, "ended"),
    ({"notes": ["a list"]}, "notes"),
    ({"notes": "x" * 10_001}, "notes"),
    ({"uid": 12}, "uid"),
])
def test_values_of_the_wrong_kind_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture,
                                              change: dict[str, Any], words: str) -> None:
    """Booleans and floats are not whole numbers; metadata is text of the right shape."""
    path = write_text(tmp_path / "kind.json", json.dumps(game(**change)))
    code, _, err = run(capsys, tmp_path, ["import"], path)
    assert_refused(code, err, path)
    assert words in err
    assert "database" not in err


def test_metadata_of_the_right_kind_is_accepted(tmp_path: Path,
                                                capsys: pytest.CaptureFixture) -> None:
    document = game(started="2026-11-21T20:00:00+01:00", ended="2026-11-21T23:10:00Z",
                    notes="Ann's birthday.\nRematch next week.",
                    uid="0b6f4e1c-7f53-4a55-9f0e-7a6f9f3c2d10")
    path = write_text(tmp_path / "ok.json", json.dumps(document))
    code, out, err = run(capsys, tmp_path, ["import"], path)
    assert (code, err) == (0, "")
    assert out.startswith("1\t")


@pytest.mark.parametrize(("players", "words"), [
    (["Ann", "B\x1b[2Jen", "Cat"], "control character"),
    (["Ann", "Ben\u2028", "Cat"], "control character"),
    (["Ann", "Ben", "Cat\u202e"], "control character"),
    (["Ann", "   ", "Cat"], "needs a name"),
    (["Ann", "B" * 41, "Cat"], "40 characters"),
    (["Zoe\u0301", "Ann", "Zo\u00e9"], "same name"),
    (["Ann", "ANN", "Cat"], "same name"),
])
def test_bad_names_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture,
                               players: list[str], words: str) -> None:
    document = game(players=players, first_dealer="Ann", hands=[])
    path = write_text(tmp_path / "names.json", json.dumps(document, ensure_ascii=False))
    for command in COMMANDS:
        code, out, err = run(capsys, tmp_path, command, path)
        assert code == 2 and out == "", err
        assert_refused(code, err, path, command=command)
        assert words in err
        assert "\x1b" not in err and "\u2028" not in err and "\u202e" not in err


def test_a_terminal_never_gets_control_characters_from_a_path(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    path = tmp_path / "evil\x1b[2J\nname.json"
    path.write_text("{ not json")
    for command in COMMANDS:
        code, _, err = run(capsys, tmp_path, command, path)
        assert code == 1
        assert "\x1b" not in err and err.count("\n") == 1, repr(err)
        assert "evil\\x1b[2J\\nname.json" in err


def test_import_reports_each_bad_file_and_goes_on(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture) -> None:
    # two games (the same record twice, with no uid, would be one: issue 22)
    good = [write_text(tmp_path / f"good{i}.json",
                       json.dumps(game(started=f"2026-11-2{i}T20:00:00+01:00")))
            for i in range(2)]
    bad = [write_text(tmp_path / f"{i}-bad.json", text())
           for i, text in enumerate(HOSTILE.values())]
    order = [good[0], *bad, good[1]]
    code, out, err = run(capsys, tmp_path, ["import"], *order)
    assert code in (1, 2)
    assert "Traceback" not in err
    assert [line.split("\t")[1] for line in out.splitlines()] == [str(good[0]), str(good[1])]
    lines = err.splitlines()
    assert len(lines) == len(bad)
    for line, path in zip(lines, bad, strict=True):
        assert str(path) in line


# --- what cannot be read: checked in real processes, for time and memory -----------------
# Runs the CLI and, on the way out, copies the process's peak memory (VmHWM, which
# exec resets: unlike wait4's ru_maxrss it does not inherit the test runner's size).
_MEASURED = (
    "import atexit, os, runpy, sys\n"
    "def peak():\n"
    "    with open('/proc/self/status') as status, open(os.environ['PEAK_FILE'], 'w') as out:\n"
    "        out.write(next(line for line in status if line.startswith('VmHWM')))\n"
    "atexit.register(peak)\n"
    "sys.argv[0] = 'scorekeeper'\n"
    "runpy.run_module('scorekeeper', run_name='__main__', alter_sys=True)\n"
)


def run_process(tmp_path: Path, *argv: str, timeout: float = 20) -> tuple[int, str, float, int]:
    """Run the CLI in its own process: exit code, stderr, wall time (s), peak memory (KB)."""
    peak_file = tmp_path / "peak.txt"
    with open(os.devnull, "wb") as null, open(os.devnull, "rb") as nothing, \
            tempfile.TemporaryFile() as err_file:
        start = time.monotonic()
        process = subprocess.Popen([sys.executable, "-c", _MEASURED, *argv],
                                   stdout=null, stderr=err_file, stdin=nothing,
                                   env={**os.environ, "PEAK_FILE": str(peak_file)})
        try:
            code = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
            pytest.fail(f"scorekeeper {' '.join(argv)} still running after {timeout} s")
        elapsed = time.monotonic() - start
        err_file.seek(0)
        err = err_file.read().decode("utf-8", "replace")
    peak_kb = int(peak_file.read_text().split()[1])
    return code, err, elapsed, peak_kb


def _fifo(tmp_path: Path) -> str:
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    return str(path)


def _big(tmp_path: Path) -> str:
    path = tmp_path / "big.json"
    # Valid JSON, a valid game padded with 6 MB of blanks: over the 5 MB limit.
    path.write_text(json.dumps(game()) + " " * 6_000_000)
    return str(path)


def _many_reneges(tmp_path: Path) -> str:
    path = tmp_path / "reneges.json"
    document = {"variant": "oh-hell-pw", "players": ["A", "B", "C"], "first_dealer": "A",
                "hands": [{"bids": {"A": 0, "B": 0, "C": 0}, "tricks": {"A": 1, "B": 0, "C": 0},
                           "penalties": {"A": 100_000_000}}]}
    path.write_text(json.dumps(document))
    assert path.stat().st_size <= 211
    return str(path)


def _largest_game(tmp_path: Path, *, broken: bool) -> str:
    """2,000 hands of 10 players (the most a file may hold) padded near 5 MB; ``broken``:
    the last hand breaks a rule, so import has to find its line in the whole text."""
    path = tmp_path / "largest.json"
    path.write_text(_largest_text(broken))
    assert 4_000_000 < path.stat().st_size <= 5_000_000
    return str(path)


@functools.cache
def _largest_text(broken: bool) -> str:
    """The file's text, made once a process for the three commands that read it."""
    players = [f"Player {i}" for i in range(10)]
    hands = []
    for number in range(1, 2_001):
        cards = min(number, 5)
        tricks = dict.fromkeys(players, 0)
        tricks[players[number % 10]] = cards  # everyone misses: nobody reaches 100
        hands.append({"turn_up": "QH", "bids": dict.fromkeys(players, 1), "tricks": tricks,
                      "penalties": {players[3]: 1}})
    if broken:
        hands[-1]["bids"][players[0]] = 6
    document = {"variant": "oh-hell-pw", "players": players, "first_dealer": players[0],
                "hands": hands}
    text = json.dumps(document, indent=2)
    pad = " " * ((4_900_000 - len(text)) // text.count("\n"))
    return text.replace("\n", "\n" + pad)


@pytest.mark.skipif(not hasattr(os, "mkfifo") or not os.path.exists("/proc/self/status"),
                    reason="needs /proc (Linux)")
@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
@pytest.mark.parametrize("broken", [False, True], ids=["valid", "last-hand-broken"])
def test_the_largest_game_a_file_may_hold_is_read_in_time(tmp_path: Path, command: list[str],
                                                          broken: bool) -> None:
    target = _largest_game(tmp_path, broken=broken)
    argv = [*command, target]
    if command[0] == "import":
        argv = ["--db", str(tmp_path / "club.db"), *argv]
    code, err, elapsed, peak_kb = run_process(tmp_path, *argv)
    assert code == (2 if broken else 0), err
    assert elapsed < HANG_S, f"{elapsed:.2f} s: it hung"
    assert peak_kb < MEMORY_LIMIT_KB, f"{peak_kb} KB"
    print(f"largest {' '.join(command)} broken={broken}: {elapsed:.2f} s, "
          f"{peak_kb / 1024:.0f} MB")


@pytest.mark.skipif(not hasattr(os, "mkfifo") or not os.path.exists("/proc/self/status"),
                    reason="needs FIFOs, /dev/zero and /proc (Linux)")
@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
@pytest.mark.parametrize("make", [_fifo, lambda tmp: "/dev/zero", _big, _many_reneges],
                         ids=["fifo", "dev-zero", "6-MB-file", "211-byte-1e8-reneges"])
def test_unreadable_input_is_refused_at_once(tmp_path: Path, command: list[str],
                                             make: Callable[[Path], str]) -> None:
    target = make(tmp_path)
    argv = [*command, target]
    if command[0] == "import":
        argv = ["--db", str(tmp_path / "club.db"), *argv]
    code, err, elapsed, peak_kb = run_process(tmp_path, *argv)
    assert code in (1, 2), err
    assert "Traceback" not in err
    assert err.count("\n") == 1, err
    if code == 1 or command[0] == "import":
        assert target in err, err
    assert elapsed < HANG_S, f"{elapsed:.2f} s: it hung"
    assert peak_kb < MEMORY_LIMIT_KB, f"{peak_kb} KB"
    print(f"{make.__name__} {' '.join(command)}: {elapsed:.2f} s, {peak_kb / 1024:.0f} MB")


def test_a_folder_is_not_a_scorecard(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    for command in COMMANDS:
        code, _, err = run(capsys, tmp_path, command, tmp_path)
        assert_refused(code, err, tmp_path, codes=(1,))
        assert "folder" in err


@pytest.mark.parametrize("name", ["B\x1b[2Jen", "B" * 41, "Be\udcffn"])
def test_new_refuses_the_names_a_file_is_refused_for(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture,
                                                     monkeypatch: pytest.MonkeyPatch,
                                                     name: str) -> None:
    from scorekeeper.cli import game_commands

    opened: list[object] = []
    monkeypatch.setattr(game_commands, "run_app", lambda args, start: opened.append(start) or 0)
    code = main(["new", "oh-hell-pw", "--players", f"Ann,{name},Cat", "--dealer", "Ann"])
    err = capsys.readouterr().err
    assert code == 2 and not opened
    assert err.count("\n") == 1 and "\x1b" not in err and "\udcff" not in err
    path = write_text(tmp_path / "same.json",
                      json.dumps(game(players=["Ann", name, "Cat"], hands=[])))
    code, _, file_err = run(capsys, tmp_path, ["score"], path)
    assert code in (1, 2)
    assert ("control character" in err) == ("control character" in file_err)
