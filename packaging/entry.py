"""Entry point of the frozen app (PyInstaller).

``scorekeeper import`` checks a large archive in worker processes (multiprocessing's
``spawn``). A frozen program has no Python to spawn: multiprocessing starts this
program again, as ``scorekeeper --multiprocessing-fork KEY=VALUE …`` for a worker and
``scorekeeper [flags] -c "from multiprocessing.resource_tracker import main…"`` for
its resource tracker. Those command lines are multiprocessing's own, not the app's:
they are served here, before the app's command line is read. PyInstaller's runtime
hook for this is left out of the build (packaging/scorekeeper.spec): it imports
multiprocessing at every start (about 20 ms of the window's start-up) to do the same.
"""

import sys

# The only -c programs multiprocessing starts besides a worker (PyInstaller's hook
# accepts the same ones): anything else after -c is not run.
HELPER_PROGRAMS = (
    "from multiprocessing.resource_tracker import main",
    "from multiprocessing.forkserver import main",
    "import sys; from multiprocessing.forkserver import main",
)


def serve_multiprocessing(argv: list[str]) -> bool:
    """Run the worker or helper that ``argv`` asks for (True), or leave it to the app."""
    if len(argv) >= 2 and argv[1] == "--multiprocessing-fork":
        import multiprocessing.spawn

        options = dict(arg.split("=", 1) for arg in argv[2:])
        multiprocessing.spawn.spawn_main(
            **{key: None if value == "None" else int(value) for key, value in options.items()})
        return True
    if "-c" in argv[1:-1]:
        program = argv[argv.index("-c", 1) + 1]
        if program.startswith(HELPER_PROGRAMS):
            exec(program)  # multiprocessing's own one-line program, as above
            return True
    return False


def qt_paths() -> None:
    """Where Qt's plugins and QML modules are in the build, as PyInstaller's PySide6
    runtime hook says it on Linux (left out of the build there, packaging/collect.py:
    it imported Qt's core module at every start, commands included)."""
    import os

    if not sys.platform.startswith("linux") or not hasattr(sys, "_MEIPASS"):
        return
    qt = os.path.join(sys._MEIPASS, "PySide6", "Qt")
    os.environ["QT_PLUGIN_PATH"] = os.path.join(qt, "plugins")
    os.environ["QML2_IMPORT_PATH"] = os.path.join(qt, "qml")


if __name__ == "__main__":
    if serve_multiprocessing(sys.argv):
        raise SystemExit(0)
    qt_paths()

    from scorekeeper.cli.main import main

    raise SystemExit(main())
