"""The documentation keeps up with the code: the command-line reference is the parser's,
and the docs cite the project's own rules (docs/rules.md), nothing outside the repository."""

from __future__ import annotations

import importlib.util
import subprocess
from pathlib import Path
from types import ModuleType

from tests.package_source import ONE_PROCESS, tree

ROOT = Path(__file__).resolve().parents[1]


def _docs_script(name: str) -> ModuleType:
    """One of the scripts in docs/ that write a document, loaded as a module."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "docs" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _reference_maker() -> ModuleType:
    return _docs_script("make_cli_reference")


def test_cli_reference_is_up_to_date_with_the_parser() -> None:
    written = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    assert written == _reference_maker().render(), (
        "docs/cli.md is out of date: run .venv/bin/python docs/make_cli_reference.py")


def test_cli_reference_names_every_command_and_option() -> None:
    import argparse

    from scorekeeper.cli.main import COMMANDS, build_parser

    written = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    maker = _reference_maker()
    commands = maker._subcommands(build_parser())
    assert set(commands) == set(COMMANDS) == set(maker.EXAMPLES)
    for name, parser in commands.items():
        assert f"## `{name}`" in written
        for action in parser._actions:
            if isinstance(action, argparse._HelpAction):
                continue
            for flag in action.option_strings:
                assert f"`{flag}`" in written, f"{name} {flag} is not in docs/cli.md"


def _tracked_files() -> list[Path]:
    """The repository's files (git's list; without git, the source folders walked)."""
    try:
        listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                                text=True, check=True).stdout.split("\0")
        paths = [ROOT / name for name in listed if name]
    except (OSError, subprocess.CalledProcessError):
        paths = [*ROOT.glob("*.*"), *(path for folder in
                                      ("scorekeeper", "tests", "docs", "benchmarks", "packaging")
                                      for path in (ROOT / folder).rglob("*"))]
    return [path for path in paths if path.suffix not in {".png", ".db", ".pdf"}]


def test_nothing_cites_rules_outside_the_repository() -> None:
    outside = "shared" + "/spec"  # spelt apart so this file does not cite it either
    citing = [path.relative_to(ROOT).as_posix() for path in _tracked_files()
              if path.is_file() and outside in path.read_text(encoding="utf-8",
                                                              errors="replace")]
    assert citing == [], f"cite docs/rules.md instead of {outside}: {citing}"


def _anchors(markdown: str) -> set[str]:
    """The anchors GitHub gives a page's headings: lower case, punctuation dropped,
    spaces to hyphens (code fences skipped: a `# comment` there is no heading)."""
    import re

    text = re.sub(r"```.*?```", "", markdown, flags=re.S)
    return {re.sub(r"[^\w\- ]", "", title.strip().lower()).replace(" ", "-")
            for title in re.findall(r"^#{1,6} (.+)$", text, flags=re.M)}


def test_docs_link_to_files_and_headings_that_exist() -> None:
    import re

    for doc in ["README.md", "CONTRIBUTING.md", *sorted((ROOT / "docs").glob("*.md"))]:
        path = ROOT / doc
        if not path.exists():
            continue
        text = path.read_text("utf-8")
        for target, anchor in re.findall(r"\]\(([^)#:\s]*)(?:#([^)\s]*))?\)", text):
            linked = (path.parent / target) if target else path
            assert linked.exists(), f"{path.name} links to missing {target}"
            if anchor and linked.suffix == ".md":
                assert anchor in _anchors(linked.read_text("utf-8")), (
                    f"{path.name} links to #{anchor}, not a heading of {linked.name}")


def test_cli_reference_examples_parse() -> None:
    """Each example is a command line the parser takes (a renamed option breaks it)."""
    import shlex

    from scorekeeper.cli.main import build_parser

    for name, example in _reference_maker().EXAMPLES.items():
        words = shlex.split(example)
        assert words[:2] == ["scorekeeper", name]
        assert build_parser(only=name).parse_args(words[1:]).command == name


def test_the_readmes_rules_file_is_one_the_app_reads() -> None:
    """The README's example rules file is a real one: it reads back as the same rules."""
    import json

    from scorekeeper.rules.presets import read_rules_file, rules_file

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = text.split("```json\n", 1)[1].split("```", 1)[0]
    document = json.loads(block)
    rules = read_rules_file(document)
    assert rules.name == "Thursday club"
    assert rules_file(rules) == document  # every setting written out, none missing


def test_the_readme_stays_short() -> None:
    assert len((ROOT / "README.md").read_bytes()) < 8 * 1024


@ONE_PROCESS  # the package parsed once (tests/package_source.py)
def test_module_map_is_up_to_date_with_the_package() -> None:
    """docs/modules.md names every module with its docstring's purpose."""
    maker = _docs_script("make_module_map")
    written = (ROOT / "docs" / "modules.md").read_text(encoding="utf-8")
    assert written == maker.render(tree), (
        "docs/modules.md is out of date: run .venv/bin/python docs/make_module_map.py")
