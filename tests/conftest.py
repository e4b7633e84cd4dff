"""Test set-up shared by every package: headless Qt before anything imports it."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

pytest_plugins = ["tests.cpu_durations",  # --cpu-durations=N: the costliest tests
                  "tests.mutation_profile"]  # --mutation-profile: lighter property tests
ROOT = Path(__file__).resolve().parents[1]


def _keep_bytecode(folder: Path) -> None:
    """Compiled modules kept in ``build/pycache`` when ``PYTHONDONTWRITEBYTECODE`` is set.

    That setting keeps ``__pycache__`` folders out of the checkout, but then every
    Python the suite starts (each worker collecting 2,900 tests, every ``python -m
    scorekeeper``, store process, benchmark and screen-fit run) compiles the app and
    the tests again: about 3 s of processor time a worker and 0.05–0.1 s a process.
    A cache outside the sources keeps the checkout as clean and costs nothing twice.
    The workers and the processes the tests start inherit it through the environment."""
    import sys

    if not sys.dont_write_bytecode:
        return  # Python's own __pycache__ beside each module already does this
    sys.pycache_prefix = str(folder)
    sys.dont_write_bytecode = False
    os.environ["PYTHONPYCACHEPREFIX"] = str(folder)
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


_keep_bytecode(ROOT / "build" / "pycache")


@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session: pytest.Session) -> None:
    """A fresh checkout's modules compiled once, before pytest-xdist starts its workers.

    With no compiled modules yet (a clone, CI, a new ``build/pycache``), each worker
    compiled the app, the tests and their libraries itself, all at the same time: 4.9 s
    of processor time each, against 1.5 s for collecting with them compiled
    (docs/benchmarks.md, "The test suite", fifth round). Here collections run first and
    leave them for the workers: one a core, each over a share of the test files (most
    of the work is rewriting the tests' assertions; one collection alone kept the other
    core idle for 6 s). With the cache there, nothing runs."""
    import importlib.util
    import subprocess
    import sys

    config = session.config
    workers = getattr(config.option, "numprocesses", 0)
    if (not config.pluginmanager.hasplugin("dsession")  # not the controller of workers
            or not isinstance(workers, int) or workers < 2 or sys.dont_write_bytecode):
        return
    sample = importlib.util.cache_from_source(str(ROOT / "scorekeeper" / "ui" / "main_window.py"))
    if Path(sample).exists():
        return
    where = config.invocation_params.dir
    runs = [subprocess.Popen([sys.executable, "-m", "pytest", "--collect-only", "-q", "-n0",
                              "-p", "no:cacheprovider", *share], cwd=where,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for share in _shares(list(config.args), where, min(workers, _cores()))]
    for run in runs:
        try:
            run.wait(timeout=300)
        except subprocess.TimeoutExpired:  # the workers report what's wrong
            run.kill()
            run.wait()


def _shares(args: list[str], where: Path, count: int) -> list[list[str]]:
    """The test files under ``args`` (folders) dealt into ``count`` shares of about the
    same size in bytes (what rewriting them costs); ``args`` as one share when they name
    anything but folders (a file, a test)."""
    folders = [where / arg for arg in args]
    if count < 2 or not folders or not all(folder.is_dir() for folder in folders):
        return [args]
    files = sorted((path for folder in folders for path in folder.rglob("test_*.py")),
                   key=lambda path: -path.stat().st_size)
    shares: list[tuple[int, list[str]]] = [(0, []) for _ in range(count)]
    for path in files:  # the largest first, each to the lightest share
        size, names = min(shares, key=lambda share: share[0])
        shares.remove((size, names))
        shares.append((size + path.stat().st_size, [*names, str(path)]))
    return [names for _, names in shares if names]


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # macOS, Windows
        return os.cpu_count() or 1


def _scratch_in_memory(shm: Path = Path("/dev/shm")) -> None:
    """The tests' scratch files (``tmp_path``, temporary folders, in this process and
    those it starts) in memory when ``TMPDIR`` is not set and ``/dev/shm`` has room.

    Every entry a test types is a durable commit: on a disk shared with other work
    each ``fsync`` waits milliseconds, and the store's tests spent more than half their
    time waiting on it. Nothing tested needs the disk itself: a SIGKILLed process's
    writes are kept by the kernel either way, and no test can cut the power. Where
    ``/tmp`` is already memory (many distributions) this changes nothing.

    They go into a folder of this run's own, which the run removes when every test
    passed (:func:`pytest_sessionfinish`; a failed run keeps it, with its tests'
    folders, to look into): what the programs the tests start leave behind (the
    benchmarks' and screen fits' databases, a browser's profile) went straight into
    ``/dev/shm``, some 80 folders a run, held in memory until the machine restarts."""
    import shutil
    import tempfile

    if os.environ.get("TMPDIR") or not shm.is_dir() or not os.access(shm, os.W_OK):
        return
    if shutil.disk_usage(shm).free < 1 << 30:  # a container's 64 MB /dev/shm: no
        return
    folder = tempfile.mkdtemp(prefix="scorekeeper-tests-", dir=shm)
    os.environ["TMPDIR"] = folder  # the workers and every program started inherit it
    os.environ[SCRATCH] = f"{os.getpid()}:{folder}"
    tempfile.tempdir = None  # asked again, from TMPDIR


SCRATCH = "SCOREKEEPER_TEST_SCRATCH"  # "pid:folder" of the process that made the folder


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """The run's scratch folder removed by the process that made it (with xdist the
    controller, after every worker), when every test passed."""
    import shutil

    owner, _, folder = os.environ.get(SCRATCH, "").partition(":")
    if owner == str(os.getpid()) and folder and exitstatus == 0:
        shutil.rmtree(folder, ignore_errors=True)


_scratch_in_memory()


def _offscreen_screen(width: int = 1280, height: int = 800) -> str:
    """Qt's offscreen platform on a 1280×800 screen (its own is 800×600, smaller than
    any screen the app is made for: windows now open inside their screen)."""
    import json
    import tempfile

    config = Path(tempfile.gettempdir()) / f"scorekeeper-offscreen-{width}x{height}.json"
    if not config.exists():
        config.write_text(json.dumps({"screens": [{
            "name": "test", "x": 0, "y": 0, "width": width, "height": height,
            "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    return f"offscreen:configfile={config}"


if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":  # plain offscreen: 1280×800
    os.environ["QT_QPA_PLATFORM"] = _offscreen_screen()
# Keep every test away from the user's real data and settings.
os.environ.pop("SCOREKEEPER_DB", None)


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """``-n auto`` (pyproject.toml): one process more than the cores, not one a core.

    Much of the suite waits with a core free: on the store's process, a browser, a
    program it started, a server's poll. A process more fills those waits (measured in
    docs/benchmarks.md, "The test suite"). ``PYTEST_XDIST_AUTO_NUM_WORKERS`` or ``-n N``
    still decide."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None  # pytest-xdist's own hook reads it
    return _cores() + 1


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collecting left alive (the modules, the test functions, their parameters)
    lives to the end of the process: frozen, Python's collector stops walking it again
    in each of its full passes while the tests run. The rules' property tests make
    garbage fast, and those passes were 1.6 s of a 20 s run of ``tests/rules``,
    ``tests/exports`` and ``tests/club``; 0.9 s with this. Objects the tests make are
    collected as before.

    And the youngest generation collected every 10,000 new objects, not 700: a test
    process makes objects by the million (the property tests, the simulated games) and
    keeps few, so most of the 2,000–5,000 collections a worker made found little
    (about 1 s of a worker's processor time, 0.35 s with this; nothing a test checks
    depends on when garbage goes, and tests of the app's own threshold set theirs)."""
    import gc

    gc.collect()
    gc.freeze()
    gc.set_threshold(TEST_YOUNG, *gc.get_threshold()[1:])


TEST_YOUNG = 10_000  # not the import's 20,000, so its test sees the import raise it


@pytest.fixture(scope="session", autouse=True)
def _widgets_application() -> object:
    """One QApplication for the whole process, made before any test runs: an export
    tested first would otherwise make a bare QGuiApplication (as the command line does),
    and the next test that builds a widget in the same process would abort Qt ("Must
    construct a QApplication before a QWidget"). Which tests share a process depends on
    how they are distributed, so this is not left to the order."""
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "games.db"


@pytest.fixture(scope="session")
def _new_database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A new database made once a process, by the app's own ``Store``, then closed.

    Migrating a new file through every schema step costs about 9 ms of processor time,
    opening an existing one about 1.4 ms, and several hundred tests a run only need an
    empty current database to write in. Nothing in a new database differs from one
    made a moment later but the steps' ``applied_at`` times (no identity, no uid: a
    game's uid is given when the game is stored; the file's identity is its inode,
    new with each copy). Tests of creating, migrating, refusing or replacing a file
    still make theirs."""
    from scorekeeper.store import Store

    path = tmp_path_factory.mktemp("new-database") / "games.db"
    with Store(path):
        pass
    left = sorted(found.name for found in path.parent.iterdir() if found != path)
    assert not left, f"closing a new database left {left} beside it"  # the copy is all of it
    return path


@pytest.fixture
def empty_database(_new_database: Path) -> Callable[[Path], Path]:
    """Puts an empty database of the current schema at a path and gives the path back,
    for a test that opens it as the app opens an existing one (see ``_new_database``)."""
    import shutil

    def put(path: Path) -> Path:
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(_new_database, path)
        return path

    return put


@pytest.fixture
def store(db_path: Path, empty_database: Callable[[Path], Path]) -> Iterator[object]:
    from scorekeeper.store import Store

    with Store(empty_database(db_path)) as opened:
        yield opened


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Keep ``--dist loadgroup``'s groups (the frozen app's tests on one worker).

    pytest-xdist marks a grouped test by renaming it ``nodeid@group`` through
    ``item._nodeid``, which pytest 9.2 no longer reads (its ids live in ``item._id``):
    the groups were silently dropped, both workers waited for the same build and the
    build's "before any test ran it" no longer held (pytest-xdist issue 1386). Where
    xdist's own renaming took effect this does nothing.

    And the tests marked ``slow`` first (in their order): handed out early, they run
    beside the many short ones instead of being the last thing a process does while
    the others have finished. xdist hands out its groups before any single test."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
    if not getattr(config.option, "loadgroup", False):
        return
    for item in items:
        names = sorted({str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
                        for mark in item.iter_markers("xdist_group")})
        suffix = "@" + "_".join(names)
        if names and not item.nodeid.endswith(suffix) and hasattr(item, "_id"):
            item._id = type(item._id).parse(item.nodeid + suffix)

