"""``--lang CODE``: the window's language from the command line, parsed without
argparse when it only opens the app (start-up is on the clock)."""

from __future__ import annotations

import pytest

from scorekeeper.cli import main as cli


@pytest.mark.parametrize("args, window", [
    ([], {"db": None, "lang": None}),
    (["--lang", "de"], {"db": None, "lang": "de"}),
    (["--lang=fr", "--db", "x.db"], {"db": "x.db", "lang": "fr"}),
    (["--db=x.db", "--lang", "nl"], {"db": "x.db", "lang": "nl"}),
    (["--lang"], None), (["--lang", "--db", "x.db"], None), (["--lang="], None),
    (["--lang", "de", "--lang", "fr"], None), (["--lang", "de", "list"], None),
    (["--version", "--lang", "de"], None),
])
def test_a_command_line_that_only_opens_the_window(args: list[str], window: object) -> None:
    assert cli._only_window(args) == window


@pytest.mark.parametrize("args", [["--lang", "xx"], ["--lang", "klingon", "--db", "a.db"],
                                  ["--lang", "xx", "new", "whysteria", "--players",
                                   "Ann,Ben", "--dealer", "Ann"]])
def test_a_language_not_shipped_is_one_line_and_no_window(
        args: list[str], capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    import scorekeeper.ui.app as app

    monkeypatch.setattr(app, "run", lambda *a, **k: pytest.fail("the window opened"))
    assert cli.main(args) == 2
    code = args[1]
    assert capsys.readouterr().err == (f"scorekeeper: --lang {code}: choose one of "
                                       "en, de, fr, es, it, nl\n")


@pytest.mark.parametrize("args, language", [
    (["--lang", "DE"], "de"), (["--lang", "fr_CA"], "fr"), (["--db", "a.db"], None),
    (["--lang", "nl", "--db", "a.db"], "nl")])
def test_the_language_reaches_the_window(args: list[str], language: str | None,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    import scorekeeper.ui.app as app

    seen: dict[str, object] = {}
    monkeypatch.setattr(app, "run", lambda db, then, ready, **options: seen.update(
        db=db, **options) or 0)
    assert cli.main(args) == 0
    assert seen["language"] == language
