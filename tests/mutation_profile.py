"""``--mutation-profile``: lighter property tests for mutation testing.

A surviving mutant runs every test that reaches its function, and the rules' property,
fuzz and differential tests (thousands of random games) reached most of the engine: one
survivor there cost about three minutes of a processor. A mutant these tests kill fails
in its first few examples, so under mutation each runs a tenth of its examples (at least
``FLOOR``) and stops at the first failure instead of shrinking it. The strong killers stay;
only the time a survivor spends proving itself shrinks. CI and everyday runs never pass
the option and keep the full counts.
"""

from __future__ import annotations

import pytest

SHARE = 10  # a tenth of each test's examples or random games
FLOOR = 10  # never fewer than this

_light = False


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--mutation-profile", action="store_true", default=False,
        help="a tenth of the property tests' examples and random games (mutation testing; "
             "see CONTRIBUTING.md)")


def pytest_configure(config: pytest.Config) -> None:
    global _light
    _light = bool(config.getoption("--mutation-profile"))


def examples(count: int) -> int:
    """How many random games a test should play: ``count``, or a share of it under
    mutation. Tests whose final assertion needs every game (a status seen at least once)
    keep their own count."""
    return max(FLOOR, count // SHARE) if _light else count


def _lighter(settings: object) -> object:
    from hypothesis import Phase
    from hypothesis import settings as Settings

    assert isinstance(settings, Settings)
    return Settings(settings, max_examples=examples(settings.max_examples),
                    phases=[p for p in settings.phases if p is not Phase.shrink])


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Lower each Hypothesis test's own ``@settings(max_examples=…)`` (a profile cannot:
    a test's explicit settings win over it)."""
    if not _light:
        return
    done: set[int] = set()
    for item in items:
        test = getattr(item, "obj", None)
        if not getattr(test, "is_hypothesis_test", False) or id(test) in done:
            continue
        done.add(id(test))
        current = getattr(test, "_hypothesis_internal_use_settings", None)
        if current is not None:
            test._hypothesis_internal_use_settings = _lighter(current)  # type: ignore[union-attr]
