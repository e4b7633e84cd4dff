"""No function in the package is longer than about 40 lines (CONTRIBUTING.md).

A long function does several jobs; split, each helper's name says what it does. The
few that stay long are listed below with the reason. The list only shrinks: an entry
whose function is gone, or now short enough, fails too, so it is taken off.

Run as a script to list every function over the limit, longest first:

    .venv/bin/python tests/test_function_length.py
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

from tests.package_source import ONE_PROCESS, PACKAGE, modules, tree

# Both checks read one scan of the package (long_functions is cached), and the package
# is parsed once a process (tests/package_source.py): with the other source checks.
pytestmark = ONE_PROCESS
LIMIT = 40  # lines, from the `def` to the last line of the body, docstring included

# Long on purpose: splitting would make them harder to read or change their meaning.
LONG_BY_DESIGN: dict[tuple[str, str], str] = {
    ("store/migrations.py", "m001_initial"):
        "a migration is the schema's history: once shipped it is never edited",
    ("store/migrations.py", "m007_uids_and_notes"):
        "a migration is the schema's history: once shipped it is never edited",
    ("rules/locate.py", "hand_line"):
        "a one-pass character scanner: its state lives in one loop",
}

# Long for now: other work in flight changes these lines; split them once it has landed.
# (Empty since 2026-11-27: the rules' evaluations and the import's one-pass reading.)
WAITING: dict[tuple[str, str], str] = {}


@functools.cache
def long_functions(package: Path = PACKAGE) -> dict[tuple[str, str], int]:
    """Every function (methods and nested ones too) over :data:`LIMIT` lines, by file
    (relative to the package) and qualified name, with its length. Cached: the two
    tests below read the same scan."""
    found: dict[tuple[str, str], int] = {}
    for path in modules(package):
        where = path.relative_to(package.resolve()).as_posix()
        for name, node in _functions(tree(path), ""):
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            if length > LIMIT:
                found[(where, name)] = length
    return found


def _functions(node: ast.AST, prefix: str
               ) -> list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    out: list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]] = []
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            name = f"{prefix}{child.name}"
            if not isinstance(child, ast.ClassDef):
                out.append((name, child))
            out.extend(_functions(child, f"{name}."))
        else:
            out.extend(_functions(child, prefix))
    return out


def test_no_function_is_longer_than_the_limit() -> None:
    allowed = LONG_BY_DESIGN.keys() | WAITING.keys()
    too_long = {f"{where} {name}: {length} lines"
                for (where, name), length in long_functions().items()
                if (where, name) not in allowed}
    assert not too_long, ("split these into well-named helpers (or, if one must stay long, "
                          f"list it with the reason): {sorted(too_long)}")


def test_every_function_allowed_to_be_long_still_is() -> None:
    found = long_functions()
    stale = sorted(f"{where} {name}" for where, name in LONG_BY_DESIGN.keys() | WAITING.keys()
                   if (where, name) not in found)
    assert not stale, f"short now, or gone: take them off the list: {stale}"


def test_the_scan_finds_methods_and_nested_functions(tmp_path: Path) -> None:
    body = "\n".join(f"    x{i} = {i}" for i in range(LIMIT))
    (tmp_path / "m.py").write_text(
        f"def short():\n    pass\n\ndef long():\n{body}\n\n"
        f"class C:\n    def method(self):\n{_indent(body)}\n"
        f"        def inner():\n{_indent(_indent(body))}\n", encoding="utf-8")
    assert set(long_functions(tmp_path)) == {("m.py", "long"), ("m.py", "C.method"),
                                            ("m.py", "C.method.inner")}


def _indent(text: str) -> str:
    return "\n".join("    " + line for line in text.splitlines())


if __name__ == "__main__":
    for (where, name), length in sorted(long_functions().items(), key=lambda kv: -kv[1]):
        reason = LONG_BY_DESIGN.get((where, name)) or WAITING.get((where, name)) or "SPLIT IT"
        print(f"{length:4}  scorekeeper/{where}  {name}  ({reason})")
