"""The frozen build, as a club downloads it: every command, every screen, exports, the
live page, old and new databases — each run as the real program and checked for its
exit status and output. A module the build did not collect fails here."""

from __future__ import annotations

import json
import select
import shutil
import signal
import sqlite3
import subprocess
import urllib.request
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.interrupts import interruptible
from tests.packaging.conftest import snapshot

ROOT = Path(__file__).resolve().parents[2]
# One worker (``--dist loadgroup``) runs these: it builds the app once, and "before any
# test ran the program" (the build's snapshot) means before any of them.
pytestmark = pytest.mark.xdist_group("frozen-app")

SIZE_BUDGET = 170 * 1000 * 1000  # bytes of the whole one-folder build


def test_the_frozen_tests_share_one_worker(request: pytest.FixtureRequest) -> None:
    """The group above holds: otherwise every worker waits for the same build."""
    if not getattr(request.config.option, "loadgroup", False):
        pytest.skip("not distributed by group: one process runs every test")
    assert request.node.nodeid.endswith("@frozen-app")


RAN: set[str] = set()  # the commands run so far ("" the window), for the last test


def run(program: Path, env: dict[str, str], *args: str, db: Path | None = None,
        timeout: float = 60) -> subprocess.CompletedProcess[str]:
    RAN.add(args[0] if args else "")
    prefix = ["--db", str(db)] if db is not None else []
    done = subprocess.run([str(program), *prefix, *args], capture_output=True, text=True,
                          env=env, timeout=timeout)
    assert "Traceback" not in done.stderr and "ModuleNotFoundError" not in done.stderr, \
        done.stderr
    return done


def ok(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 0, done.stderr
    return done.stdout


def fresh_db(club_db: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "club.db"
    shutil.copy(club_db, copy)
    return copy


def games_in(db: Path) -> int:
    """The games outside the trash, counted with SQLite itself."""
    with sqlite3.connect(db) as conn:
        count = conn.execute("SELECT count(*) FROM games WHERE trashed IS NULL").fetchone()[0]
    conn.close()
    return count


def unfinished_id(db: Path) -> int:
    with sqlite3.connect(db) as conn:
        return conn.execute("SELECT min(id) FROM games WHERE status = 'in progress'"
                            ).fetchone()[0]


# --- every subcommand ---------------------------------------------------------------
Env = dict[str, str]


def _games(app: Path, env: Env, db: Path, tmp: Path) -> None:
    from scorekeeper.rules import VARIANTS

    listed = json.loads(ok(run(app, env, "games", "--json")))
    assert [g["game"] for g in listed] == list(VARIANTS)


def _export_score_import(app: Path, env: Env, db: Path, tmp: Path) -> None:
    """A game exported as JSON, PDF and PNG; the JSON scored and imported elsewhere."""
    for suffix in ("json", "pdf", "png"):
        ok(run(app, env, "export", "2", "-o", str(tmp / f"g.{suffix}"), db=db))
    assert (tmp / "g.pdf").read_bytes()[:5] == b"%PDF-"
    assert (tmp / "g.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert (tmp / "g.png").stat().st_size > 10_000  # a real card, not an empty image
    out = ok(run(app, env, "score", str(tmp / "g.json")))
    assert "Ann" in out and "Dan" in out
    out = ok(run(app, env, "import", str(tmp / "g.json"), db=tmp / "other.db"))
    assert out.split("\t")[0].strip() == "1"
    assert games_in(tmp / "other.db") == 1


def _list(app: Path, env: Env, db: Path, tmp: Path) -> None:
    assert len(json.loads(ok(run(app, env, "list", "--json", db=db)))) == games_in(db)


def _stats(app: Path, env: Env, db: Path, tmp: Path) -> None:
    assert "Ann" in ok(run(app, env, "stats", "--csv", db=db))


def _trash_and_back(app: Path, env: Env, db: Path, tmp: Path) -> None:
    """A game deleted is in the trash and out of the games; restored, the trash is empty."""
    before = games_in(db)
    ok(run(app, env, "delete", "3", db=db))
    assert "3" in ok(run(app, env, "trash", db=db)) and games_in(db) == before - 1
    ok(run(app, env, "restore", "3", db=db))
    assert json.loads(ok(run(app, env, "trash", "--json", db=db))) == []
    assert games_in(db) == before


def _backup_and_check(app: Path, env: Env, db: Path, tmp: Path) -> None:
    """The copy is a whole database the program itself finds sound."""
    ok(run(app, env, "backup", str(tmp / "copy.db"), db=db))
    ok(run(app, env, "check", db=tmp / "copy.db"))
    assert games_in(tmp / "copy.db") == games_in(db)


def _ratings(app: Path, env: Env, db: Path, tmp: Path) -> None:
    rows = json.loads(ok(run(app, env, "ratings", "--json", db=db)))  # openskill's mypyc
    assert {"Ann", "Ben", "Cat", "Dan"} <= {row["player"] for row in rows}


def _players(app: Path, env: Env, db: Path, tmp: Path) -> None:
    ok(run(app, env, "players", "alias", "Ann", "Annie", db=db))
    ok(run(app, env, "players", "retire", "annie", db=db))
    rows = json.loads(ok(run(app, env, "players", "--all", "--json", db=db)))
    ann = next(row for row in rows if row["name"] == "Ann")
    assert (ann["aliases"], ann["active"]) == (["Annie"], False)


def _records(app: Path, env: Env, db: Path, tmp: Path) -> None:
    assert ok(run(app, env, "records", db=db)).strip()


def _report(app: Path, env: Env, db: Path, tmp: Path) -> None:
    assert ok(run(app, env, "report", "evening", db=db)).startswith("Scorekeeper report")
    pdf = tmp / "season.pdf"  # drawn with Qt in the frozen app
    ok(run(app, env, "report", "season", "--since", "2000-01-01", "--until", "2099-12-31",
           "-o", str(pdf), db=db))
    assert pdf.read_bytes().startswith(b"%PDF-")


def _serve(app: Path, env: Env, db: Path, tmp: Path) -> None:
    server = subprocess.Popen(
        [str(app), "--db", str(db), "serve", "--bind", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
        preexec_fn=interruptible)
    try:
        assert server.stdout is not None
        ready, _, _ = select.select([server.stdout], [], [], 60)  # never wait for ever
        url = server.stdout.readline().strip() if ready else ""
        assert url.startswith("http://127.0.0.1:"), url or server.stderr.read()
        with urllib.request.urlopen(url + "state.json", timeout=10) as answer:
            assert answer.status == 200
            assert "in_play" in json.loads(answer.read())
    finally:
        server.send_signal(signal.SIGINT)
        _out, err = server.communicate(timeout=20)
    assert server.returncode == 0, err
    assert "Traceback" not in err


def _new(app: Path, env: Env, db: Path, tmp: Path) -> None:
    from scorekeeper.rules import VARIANTS

    before = games_in(db)
    out = ok(run(app, dict(env, SCOREKEEPER_SMOKE="1"), "new", next(iter(VARIANTS)),
                 "--players", "Ann,Ben,Cat,Dan", "--dealer", "Dan", db=db))
    assert "smoke: done, 0 unexpected error(s)" in out
    assert games_in(db) == before + 1  # the new game is stored


def _resume(app: Path, env: Env, db: Path, tmp: Path) -> None:
    out = ok(run(app, dict(env, SCOREKEEPER_SMOKE="1"), "resume", str(unfinished_id(db)),
                 db=db))
    assert "smoke: done, 0 unexpected error(s)" in out


def _rules(app: Path, env: Env, db: Path, tmp: Path) -> None:
    names = [line.split()[0] for line in ok(run(app, env, "rules", "list")).splitlines()]
    shown = json.loads(ok(run(app, env, "rules", "show", names[-1])))
    assert shown["format"] == "scorekeeper-rules" and shown["score"]["made"]


Case = Callable[[Path, Env, Path, Path], None]
CASES: dict[str, Case] = {  # a case can serve several commands: each start costs
    "score": _export_score_import, "games": _games, "import": _export_score_import,
    "export": _export_score_import, "list": _list, "stats": _stats,
    "delete": _trash_and_back, "restore": _trash_and_back, "trash": _trash_and_back,
    "backup": _backup_and_check, "check": _backup_and_check, "players": _players,
    "ratings": _ratings, "records": _records,
    "report": _report, "serve": _serve, "new": _new, "resume": _resume, "rules": _rules,
}
# One test a case, named by its commands ("delete+restore+trash").
BY_CASE: dict[str, Case] = {"+".join(sorted(c for c in CASES if CASES[c] is case)): case
                            for case in dict.fromkeys(CASES.values())}


def test_every_command_of_the_parser_has_a_case() -> None:
    """The commands come from the argument parser: a new one fails here until tested."""
    from scorekeeper.cli.main import build_parser

    parser = build_parser()
    commands = parser._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    assert sorted(commands) == sorted(CASES)


@pytest.mark.parametrize("commands", list(BY_CASE))
def test_frozen_command(frozen_app: Path, frozen_env: dict[str, str], club_db: Path,
                        tmp_path: Path, commands: str) -> None:
    BY_CASE[commands](frozen_app, frozen_env, fresh_db(club_db, tmp_path), tmp_path)


def test_frozen_import_of_a_large_archive_uses_its_workers(
        frozen_app: Path, frozen_env: dict[str, str], tmp_path: Path) -> None:
    """A large archive is checked by worker processes that multiprocessing starts as
    this very program (``--multiprocessing-fork``, ``-c …resource_tracker…``): the
    frozen program must serve them, not read them as its own command line (it did:
    the workers died at once, were started again and again, and the import never
    ended)."""
    import random
    import uuid

    from scorekeeper.cli.club_import import PARALLEL_BYTES
    from scorekeeper.rules import VARIANTS
    from scorekeeper.rules.club_archive import archive_line
    from scorekeeper.rules.filed_game import FiledGame
    from scorekeeper.rules.simulate import simulate

    rng = random.Random(7)
    names = ["Ann", "Ben", "Cat", "Dan"]
    played = [simulate(rng, key, names, "Ann") for key in VARIANTS for _ in range(10)]
    # Each played game 26 times, each a game of its own (its own uid), written as
    # `export --all` writes them (its line maker; a stored club exported by the frozen
    # program cost a store of 1,560 games and a start, and checked nothing of the workers).
    archive = tmp_path / "club.jsonl"
    with archive.open("w", encoding="utf-8") as out:
        for n, card in enumerate(played * 26):
            started = f"2026-10-01T20:{n % 60:02d}:00+00:00"
            out.write(archive_line(FiledGame(card, str(uuid.UUID(int=rng.getrandbits(128),
                                                                 version=4)),
                                             started, started)))
    assert archive.stat().st_size >= PARALLEL_BYTES  # large enough to take the workers
    target = tmp_path / "target.db"
    done = run(frozen_app, frozen_env, "import", str(archive), db=target, timeout=90)
    assert done.returncode == 0, done.stderr
    assert "invalid choice" not in done.stderr
    assert games_in(target) == len(played) * 26 == len(VARIANTS) * 260


# --- the window, version, data ----------------------------------------------------------
def test_frozen_window_shows_every_screen(frozen_app: Path, frozen_env: dict[str, str],
                                          club_db: Path, tmp_path: Path) -> None:
    """On a real X display where xvfb is installed: the X11 platform plugin and the
    libraries it loads are in the build (the other tests run Qt offscreen, which needs
    neither); offscreen where it is not (packaging/install-system-deps.sh)."""
    db = fresh_db(club_db, tmp_path)
    env = dict(frozen_env, SCOREKEEPER_SMOKE=str(tmp_path), SCOREKEEPER_DB=str(db))
    command = [str(frozen_app)]
    if shutil.which("xvfb-run") is not None:
        env["QT_QPA_PLATFORM"] = "xcb"
        command = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", *command]
    RAN.add("")
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=90)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Traceback" not in done.stderr and "could not load" not in done.stderr.lower()
    for screen in ("HistoryView", "LeaderboardView", "PlayersView", "StartView"):
        assert f"-> {screen}" in done.stdout
    assert f"Database: {db}" in done.stdout  # Help › About
    assert "smoke: done, 0 unexpected error(s)" in done.stdout
    assert (tmp_path / "show_leaderboard.png").stat().st_size > 10_000


def test_frozen_build_opens_an_older_database(frozen_app: Path, frozen_env: dict[str, str],
                                              tmp_path: Path) -> None:
    old = tmp_path / "old.db"
    shutil.copy(ROOT / "tests" / "store" / "fixtures" / "schema-v1.db", old)
    games = json.loads(ok(run(frozen_app, frozen_env, "list", "--json", db=old)))
    assert [g["players"] for g in games] == ["Ann, Ben, Cat"]
    assert len(list(tmp_path.glob("old.db.before-*.bak"))) == 1  # upgraded, copy first
    out = ok(run(frozen_app, dict(frozen_env, SCOREKEEPER_SMOKE="1"), db=old))
    assert "smoke: done, 0 unexpected error(s)" in out


def test_frozen_build_refuses_a_newer_database_untouched(
        frozen_app: Path, frozen_env: dict[str, str], club_db: Path, tmp_path: Path) -> None:
    newer = fresh_db(club_db, tmp_path)
    with sqlite3.connect(newer) as conn:
        conn.execute("INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
                     "VALUES ('scorekeeper', 'm099_from_the_future', 'x')")
    conn.close()
    before = {p.name: p.read_bytes() for p in tmp_path.glob("club.db*")}
    listed = run(frozen_app, frozen_env, "list", db=newer)
    assert listed.returncode == 1 and "newer version of Scorekeeper" in listed.stderr
    assert len(listed.stderr.strip().splitlines()) == 1
    window = run(frozen_app, dict(frozen_env, SCOREKEEPER_SMOKE="1"), db=newer)
    assert window.returncode == 1 and "smoke: refused:" in window.stdout
    assert {p.name: p.read_bytes() for p in tmp_path.glob("club.db*")} == before


def test_the_download_installs_and_runs(frozen_app: Path, frozen_env: dict[str, str],
                                       tmp_path: Path) -> None:
    """make_release.sh's folder (the tarball's contents), installed as a user would; the
    installed program (the build copied) names its version, database and log."""
    env = dict(frozen_env, NO_TAR="1", PREFIX=str(tmp_path / "prefix"))
    made = subprocess.run(["sh", str(ROOT / "packaging/linux/make_release.sh"),
                           str(frozen_app.parent), str(tmp_path / "out")],
                          capture_output=True, text=True, env=env, timeout=120)
    assert made.returncode == 0, made.stderr
    release = Path(made.stdout.strip().splitlines()[-1])
    assert release.name.startswith("scorekeeper-") and "-linux-" in release.name
    installed = subprocess.run(["sh", str(release / "install.sh")], capture_output=True,
                               text=True, env=env, timeout=120)
    assert installed.returncode == 0, installed.stderr
    prefix = tmp_path / "prefix"
    app_id = "io.github.scorekeeper.Scorekeeper"
    assert (prefix / "share/applications" / f"{app_id}.desktop").exists()
    assert (prefix / "share/metainfo" / f"{app_id}.metainfo.xml").exists()
    assert (prefix / "share/icons/hicolor/256x256/apps/scorekeeper.png").exists()
    from scorekeeper import package_version

    # The loader names every library it loads (glibc's LD_DEBUG): a command loads no Qt
    # (PyInstaller's PySide6 runtime hook, left out, loaded Qt's core at every start).
    version = run(prefix / "bin" / "scorekeeper", dict(frozen_env, LD_DEBUG="files"),
                  "--version", db=tmp_path / "v.db")
    lines = ok(version).splitlines()
    assert lines[:2] == [f"scorekeeper {package_version()}", f"database: {tmp_path / 'v.db'}"]
    assert lines[2] == f"log: {Path(frozen_env['XDG_STATE_HOME']) / 'scorekeeper' / 'log'}"
    assert not (tmp_path / "v.db").exists()
    assert "libpython" in version.stderr  # the loader did report
    assert "libQt6Core" not in version.stderr


def test_frozen_build_fits_its_size_budget(frozen_app: Path) -> None:
    size = sum(p.lstat().st_size for p in frozen_app.parent.rglob("*"))
    print(f"frozen build: {size / 1e6:.1f} MB")
    assert size <= SIZE_BUDGET, f"{size / 1e6:.1f} MB > {SIZE_BUDGET / 1e6:.0f} MB"


def test_frozen_build_never_writes_beside_itself(
        frozen_app: Path, frozen_snapshot: dict[str, tuple[int, int]],
        frozen_env: dict[str, str], club_db: Path, tmp_path: Path) -> None:
    """Last in this file: after every run above, the build's folder is as it was built;
    everything went to the XDG folders. Run on its own (or after a selection), it first
    runs the window and ``ratings`` (openskill's compiled modules) itself."""
    db = fresh_db(club_db, tmp_path)
    if "" not in RAN:
        ok(run(frozen_app, dict(frozen_env, SCOREKEEPER_SMOKE="1"), db=db))
    if "ratings" not in RAN:
        ok(run(frozen_app, frozen_env, "ratings", db=db))
    assert snapshot(frozen_app.parent) == frozen_snapshot
