"""The rules are the only source of game knowledge: no other package names a game or
an option value, so adding a game never means hunting for them."""

from __future__ import annotations

import ast
from pathlib import Path

from scorekeeper.rules import VARIANTS, variant
from tests.package_source import ONE_PROCESS, PACKAGE, modules, tree

pytestmark = ONE_PROCESS  # the package parsed once (tests/package_source.py)


def game_words() -> set[str]:
    """Every game key, option name used as a value, and option choice."""
    words = set(VARIANTS)
    for key in VARIANTS:
        for spec in variant(key).option_specs:
            words.update(spec.choices)
    return words


def named_outside_rules(words: set[str], package: Path = PACKAGE) -> list[str]:
    found = []
    for path in modules(package):
        relative = path.relative_to(package.resolve())
        if relative.parts[0] == "rules":
            continue
        parsed = tree(path)
        docstrings = {id(node.body[0].value) for node in ast.walk(parsed)
                      if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
                      and node.body and isinstance(node.body[0], ast.Expr)}
        for node in ast.walk(parsed):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                    and node.value in words and id(node) not in docstrings):
                found.append(f"{relative}:{node.lineno}: {node.value!r}")
    return found


def test_no_game_key_or_option_value_is_named_outside_the_rules() -> None:
    words = game_words()
    assert {"shithead", "loser", "winner", "constant"} <= words  # the check sees them
    assert named_outside_rules(words) == []


def test_the_check_finds_a_planted_name(tmp_path: Path) -> None:
    (tmp_path / "ui").mkdir()
    (tmp_path / "ui" / "leak.py").write_text('"""whysteria in a docstring is fine."""\n'
                                             'if key == "whysteria":\n    pass\n')
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "games.py").write_text('KEY = "whysteria"\n')
    assert named_outside_rules(game_words(), tmp_path) == ["ui/leak.py:2: 'whysteria'"]
