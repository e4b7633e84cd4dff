"""Only the rules know games: every other package asks the game (its ``entry``, its
bidding questions, ``has_bids``...) and never imports a game's module or checks a
game's class.

The game modules and classes are read from the rules, so a new game is covered too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from scorekeeper.rules import Variant
from tests.package_source import ONE_PROCESS, PACKAGE, modules, tree

pytestmark = ONE_PROCESS  # the package parsed once (tests/package_source.py)
ROOT = PACKAGE
GAMES = ROOT / "rules" / "games"
OUTSIDE_THE_RULES = [p for p in modules(ROOT) if ROOT / "rules" not in p.parents]
GAME_MODULES = {p.stem for p in GAMES.glob("*.py")} - {"__init__"}


def game_classes() -> set[str]:
    found: set[str] = set()
    waiting: list[type] = [Variant]
    while waiting:
        kind = waiting.pop()
        found.add(kind.__name__)
        waiting.extend(kind.__subclasses__())
    return found


def game_knowledge(module: ast.Module) -> list[tuple[int, str]]:
    """Each import of a game module and each isinstance check against a game class."""
    classes = game_classes()
    found = []
    for node in ast.walk(module):
        if isinstance(node, ast.ImportFrom) and node.module:
            parts = node.module.split(".")
            if "games" in parts[:-1] and parts[-1] in GAME_MODULES:
                found.append((node.lineno, f"imports {node.module}"))
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("isinstance", "issubclass") and len(node.args) == 2):
            names = {n.id for n in ast.walk(node.args[1]) if isinstance(n, ast.Name)}
            found.extend((node.lineno, f"checks {name}") for name in names & classes)
    return found


@pytest.mark.parametrize("path", OUTSIDE_THE_RULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_game_module_or_class_outside_the_rules(path: Path) -> None:
    assert game_knowledge(tree(path)) == []


def test_the_check_finds_a_game_module_and_a_class_check() -> None:
    assert {"Shithead", "TrickVariant", "HouseVariant"} <= game_classes()
    planted = ("from ...rules.games.shithead import Shithead\n"
               "from ...rules.games import game_rules\n"
               "ok = isinstance(rules, (int, TrickVariant))\n")
    assert game_knowledge(ast.parse(planted)) == [(1, "imports rules.games.shithead"),
                                       (3, "checks TrickVariant")]
