"""What the window's process has imported when the window first paints, in every form
of the command line: the store, sqlite-utils, the ratings, charts and PDF come later
(or in another process), so that start-up costs about a bare window
(docs/benchmarks.md, Start-up). A check on imports, not a timing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

# Runs the real command line; at the first paint (SCOREKEEPER_STARTUP_PROBE prints
# "painted"), the modules of this process go to stderr as one JSON line.
RUN = r"""
import json, sys
class Out:
    def __init__(self, out):
        self.out = out
    def write(self, text):
        if "painted" in text:
            sys.stderr.write("MODULES " + json.dumps(sorted(sys.modules)) + "\n")
        return self.out.write(text)
    def flush(self):
        self.out.flush()
sys.stdout = Out(sys.stdout)
sys.argv = ["scorekeeper", *sys.argv[1:]]
from scorekeeper.cli.main import main
raise SystemExit(main())
"""

NEVER_BEFORE_THE_WINDOW = ("sqlite_utils", "sqlite3", "openskill", "scorekeeper.store",
                           "scorekeeper.club", "scorekeeper.exports", "scorekeeper.live",
                           "PySide6.QtCharts", "PySide6.QtPdf", "PySide6.QtPrintSupport")
# (argparse is not listed: PySide6's own start-up imports it.)


def start(tmp_path: Path, *args: str, env_db: bool = False) -> tuple[int, set[str], str]:
    """Exit code, the modules loaded at the first paint (empty: no window) and stderr."""
    env = dict(os.environ, SCOREKEEPER_STARTUP_PROBE="1", QT_QPA_PLATFORM="offscreen",
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_STATE_HOME=str(tmp_path / "state"),
               XDG_CACHE_HOME=str(tmp_path / "cache"))
    env.pop("SCOREKEEPER_DB", None)
    if env_db:
        env["SCOREKEEPER_DB"] = str(tmp_path / "games.db")
    run = subprocess.run([sys.executable, "-c", RUN, *args], capture_output=True, text=True,
                         env=env, timeout=60)
    lines = run.stderr.splitlines()
    modules = next((set(json.loads(line[8:])) for line in lines
                    if line.startswith("MODULES ")), set())
    errors = "\n".join(line for line in lines if line.startswith("scorekeeper:"))
    return run.returncode, modules, errors


def loaded(modules: set[str], names: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules for name in names if m == name or m.startswith(name + "."))


@pytest.fixture(scope="module")
def database(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int]:
    """A database with one unfinished game (for ``resume``)."""
    from scorekeeper.rules import Game
    from scorekeeper.store import Store

    path = tmp_path_factory.mktemp("startup") / "games.db"
    with Store(path) as store:
        game_id = store.create_game(Game.new("oh-shit-misere", ["Ann", "Ben", "Cat"], "Ann"))
    return path, game_id


@pytest.mark.parametrize("form", ["env", "db", "lang"])
def test_opening_the_app_paints_before_the_store_and_the_rules(
        tmp_path: Path, database: tuple[Path, int], form: str) -> None:
    db, _game = database
    code, modules, _errors = (start(tmp_path, env_db=True) if form == "env"
                              else start(tmp_path, "--lang", "de", "--db", str(db))
                              if form == "lang" else start(tmp_path, "--db", str(db)))
    assert code == 0 and modules, "the window never painted"
    assert loaded(modules, (*NEVER_BEFORE_THE_WINDOW, "scorekeeper.rules")) == []


def test_new_paints_before_its_check(tmp_path: Path, database: tuple[Path, int]) -> None:
    """The rules check ``new`` once the window has painted (they load then anyway)."""
    db, _game = database
    code, modules, _errors = start(tmp_path, "--db", str(db), "new", "oh-shit-misere",
                                   "--players", "Ann,Ben,Cat", "--dealer", "Cat")
    assert code == 0 and modules
    assert loaded(modules, (*NEVER_BEFORE_THE_WINDOW, "scorekeeper.rules")) == []


def test_resume_paints_before_the_store_is_asked(tmp_path: Path,
                                                database: tuple[Path, int]) -> None:
    """The store's own process, started after the first paint, says which game to
    resume: nothing of the store or the rules loads before it."""
    db, game_id = database
    code, modules, _errors = start(tmp_path, "--db", str(db), "resume", str(game_id))
    assert code == 0 and modules
    assert loaded(modules, (*NEVER_BEFORE_THE_WINDOW, "scorekeeper.rules")) == []


@pytest.mark.parametrize("args, code, message", [
    (["new", "oh-shit-misere", "--players", "Ann,Ben", "--dealer", "Ann"], 2,
     "scorekeeper: oh-shit-misere takes 3 to 7 players, not 2"),
    (["new", "oh-shit-misere", "--players", "Ann,Ben,Cat", "--dealer", "Ann", "--option",
      "length"], 2, "scorekeeper: --option length: write KEY=VALUE, e.g. length=half"),
], ids=["players", "option"])
def test_a_mistake_in_new_is_one_line_and_the_window_goes(
        tmp_path: Path, database: tuple[Path, int], args: list[str], code: int,
        message: str) -> None:
    """Checked once the window has painted, a mistake is one line, the app's exit code
    is the refusal's, and the window goes at once; nothing is written."""
    db, _game = database
    before = db.stat().st_mtime_ns
    found, _modules, errors = start(tmp_path, "--db", str(db), *args)
    assert (found, errors) == (code, message)
    assert db.stat().st_mtime_ns == before


@pytest.mark.parametrize("args, message", [
    (["resume", "999"], "scorekeeper: there is no game 999 (see: scorekeeper list)"),
    (["resume", "--db", "{missing}"], "scorekeeper: no database at {missing}; there is no "
     "unfinished game to resume. Start one with `scorekeeper new`, or choose another file "
     "with --db."),
    (["resume", "--db", "{other}"], "scorekeeper: {other} is not a Scorekeeper database (it "
     "is some other kind of file). Choose the right file with --db, or move this one out "
     "of the way."),
], ids=["no-game", "no-database", "not-a-database"])
def test_a_mistake_in_resume_is_one_line_and_the_window_goes(
        tmp_path: Path, database: tuple[Path, int], args: list[str], message: str) -> None:
    """``resume`` shows the window, then asks the store's process; a game it cannot
    resume (or a database that cannot open) is one line, exit 1, no dialog, and the
    window goes at once (the app's exit code is the refusal's: it did not go on)."""
    db, _game = database
    paths = {"{missing}": str(tmp_path / "typo" / "games.db"),
             "{other}": str(tmp_path / "notes.db")}
    Path(paths["{other}"]).write_text("not a database\n" * 100)
    for mark, path in paths.items():
        args = [a.replace(mark, path) for a in args]
        message = message.replace(mark, path)
    code, _modules, errors = start(tmp_path, "--db", str(db), *args)
    assert (code, errors) == (1, message)
    assert not (tmp_path / "typo").exists()


def test_the_windows_side_of_the_store_needs_no_sqlite_utils() -> None:
    """The window talks to the store's process (``open_app_store`` on POSIX): what it
    uses of the store package loads neither sqlite-utils nor the migrations (memory)."""
    code = ("import sys\n"
            "from scorekeeper.store import GameSession, GameSummary, StoreError, "
            "open_app_store\n"
            "import scorekeeper.store.client\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'sqlite_utils'\n"
            "             or m in ('scorekeeper.store.store', 'scorekeeper.store.migrations')))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60)
    assert (run.returncode, run.stdout.strip()) == (0, "[]"), run.stderr


def test_a_game_read_back_from_the_stores_process_loads_no_sqlite_utils(
        database: tuple[Path, int]) -> None:
    """What the store's process answers is unpickled in the window: a game resumed must
    not bring the SQL side with it (it did: ``StoredGame`` lived beside the SQL, and
    reading it back loaded sqlite-utils, click, dateutil… 11 MiB of the window; and
    the store's errors loaded sqlite3 for its result codes' names, 0.7 MiB)."""
    db, game_id = database
    code = ("import sys\n"
            "from scorekeeper.store import open_app_store\n"
            f"store = open_app_store({str(db)!r})\n"
            f"stored = store.load_game({game_id})\n"
            "print(stored.id, sorted(m for m in sys.modules if m.split('.')[0] == 'sqlite_utils'"
            "\n             or m in ('sqlite3', 'scorekeeper.store.store',"
            " 'scorekeeper.store.migrations')))\n"
            "store.close()\n")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60)
    assert (run.returncode, run.stdout.strip()) == (0, f"{game_id} []"), run.stderr
