"""What renders a scorecard knows no game: no game key, no option value, no game module.

The keys and values are read from the rules, so a new game or option is covered too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from scorekeeper.rules import VARIANTS
from tests.package_source import ONE_PROCESS, PACKAGE, tree

pytestmark = ONE_PROCESS  # the package parsed once (tests/package_source.py)
ROOT = PACKAGE
RENDERERS = [
    *sorted((ROOT / "exports").glob("*.py")),
    ROOT / "ui" / "table" / "scoreboard.py",
    ROOT / "ui" / "table" / "board_panels.py",
    ROOT / "ui" / "table" / "big_board.py",
    ROOT / "ui" / "history" / "game_detail.py",
    ROOT / "ui" / "shared" / "plurals.py",
    ROOT / "ui" / "shared" / "charts.py",
]
GAME_MODULES = {p.stem for p in (ROOT / "rules" / "games").glob("*.py")} - {
    "__init__", "base", "trick"}


def game_words() -> set[str]:
    words = set(VARIANTS)
    for rules in VARIANTS.values():
        for spec in rules.option_specs:
            words.update(str(choice) for choice in spec.choices)
    return words


@pytest.mark.parametrize("path", RENDERERS, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_game_is_named_outside_the_rules(path: Path) -> None:
    words = game_words()
    assert {"shithead", "loser"} <= words  # the words are really read from the rules
    parsed = tree(path)
    named = [(node.lineno, node.value) for node in ast.walk(parsed)
             if isinstance(node, ast.Constant) and node.value in words]
    assert named == []
    imported = [(node.lineno, node.module) for node in ast.walk(parsed)
                if isinstance(node, ast.ImportFrom) and node.module
                and node.module.split(".")[-1] in GAME_MODULES]
    assert imported == []
