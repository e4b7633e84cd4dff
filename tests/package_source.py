"""The package's modules parsed once a process, for the tests that read its source.

Six checks walk the syntax of the package (long functions, game names outside the
rules, screens asking the game, the store's interfaces, the renderers, the module map):
each parsed the same 200 files again, some 900 parses and about 2 s of processor time a
run. Each check still walks the trees itself; only the parsing is shared, and those
checks run in one process (:data:`ONE_PROCESS`) so it happens once a run.

Two costs come with keeping the trees (about 230,000 nodes, 360,000 objects), both
measured: parsed with Python's collector running, the heap growing that fast starts
pass after pass over it (0.75 s of processor time against 0.2 s paused); and kept
alive, they would be walked again by every full pass for the rest of the process (0.3
s each). So the collector is paused while parsing, and the trees are frozen
(``gc.freeze``, as ``tests/conftest.py`` freezes what collecting made) once made: the
collector no longer looks at them. Garbage is collected first, so none is frozen.
"""

from __future__ import annotations

import ast
import functools
import gc
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "scorekeeper"
# The checks that read the package's source, sent to one process: parsed once a run.
ONE_PROCESS = pytest.mark.xdist_group("package-source")


def modules(package: Path = PACKAGE) -> list[Path]:
    """Every module of ``package``, sorted, as absolute paths."""
    return sorted(package.resolve().rglob("*.py"))


def tree(path: Path) -> ast.Module:
    """The module at ``path``, parsed: the package's from its one parse, anything else
    (a test's planted files) now."""
    found = _package_trees().get(path.resolve())
    if found is not None:
        return found
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


@functools.cache
def _package_trees() -> dict[Path, ast.Module]:
    """Every module of the package parsed, then frozen out of the collector's passes
    (see the module's docstring)."""
    gc.collect()  # what earlier tests left is not frozen with the trees
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        trees = {path: ast.parse(path.read_text(encoding="utf-8"), str(path))
                 for path in modules()}
    finally:
        if was_enabled:
            gc.enable()
    gc.freeze()
    return trees
