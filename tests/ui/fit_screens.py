"""Every screen of the app with seven players named with 40 characters, in the largest
type size, checked by :mod:`tests.ui.layout_check` (and grabbed for the docs).

Run in a process of its own, as the scale factor can only be set before Qt starts:

    QT_QPA_PLATFORM=offscreen:configfile=SCREEN.json [QT_SCALE_FACTOR=2] \
        python -m tests.ui.fit_screens THEME [SHOTS_FOLDER]

It prints one JSON object: {screen name: [problems]}. ``SCREEN.json`` describes the
offscreen screen (:func:`screen_config`). With ``FIT_RUNS`` (JSON: {run: {"theme",
"language", "direction"}}) it makes several runs on that screen, one after the other,
and prints {run: {"found": {screen name: [problems]}, "headings": {...}}}: the tests
start one process a screen size, not one a language (``tests/ui/fit_runs.py``)."""

from __future__ import annotations

import json
import os
import random
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

LONG_NAMES = [letter + "lexandra Featherstonehaugh-Wolfeschlege" for letter in "ABCDEFG"]
LARGEST_TYPE = int(os.environ.get("FIT_TYPE_SIZE", 28))  # the largest type size Preferences offers


def screen_config(path: Path, width: int, height: int) -> Path:
    """An offscreen screen of ``width``×``height`` device pixels."""
    path.write_text(json.dumps({"screens": [{
        "name": "fit", "x": 0, "y": 0, "width": width, "height": height,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    return path


def _settings() -> None:
    from PySide6.QtCore import QSettings

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      tempfile.mkdtemp())


def _club(store: object) -> dict[str, int]:
    """One game of each kind among the long names, half played (its table), and the
    same finished (History, Players, the leaderboard)."""
    from scorekeeper.rules import VARIANTS
    from scorekeeper.rules.simulate import simulate

    rng = random.Random(21)
    unfinished: dict[str, int] = {}
    for key, rules in VARIANTS.items():
        players = LONG_NAMES[:min(len(LONG_NAMES), rules.max_players)]
        done = simulate(rng, key, players, players[0])
        part = simulate(rng, key, players, players[0], hands=3)
        ids = store.import_many([(done, "2026-11-01T20:00:00+00:00", "2026-11-01T22:00:00+00:00"),
                                 (part, "2026-11-02T20:00:00+00:00", None)])
        unfinished[key] = ids[1]
    from scorekeeper.store.commands import AliasPlayer

    for alias in ("Alexandra the Great of Featherstonehaughs", "Lexie Featherstonehaugh"):
        store.run(AliasPlayer(LONG_NAMES[0], alias[:40]))  # Players shows them under the name
    return unfinished


_CLUB: list[tuple[Path, dict[str, int]]] = []  # the club's database, made by a first run


def _own_club() -> tuple[object, dict[str, int]]:
    """A store on a database of the run's own holding :func:`_club`'s games: made once a
    process and copied for each run (simulating and storing them again was a twentieth
    of a run's time); what a run changes stays in its copy."""
    from scorekeeper.store import Store

    if not _CLUB:
        made = Path(tempfile.mkdtemp()) / "club.db"
        with Store(made) as store:
            _CLUB.append((made, _club(store)))
    path = Path(tempfile.mkdtemp()) / "fit.db"
    shutil.copyfile(_CLUB[0][0], path)
    return Store(path), dict(_CLUB[0][1])


def screens(window: object, games: dict[str, int]) -> Iterator[tuple[str, Callable[[], object]]]:
    """(name, show): ``show()`` puts the screen up and returns the top-level widget to
    check (the window, or a dialog shown over it)."""
    from scorekeeper.ui.dialogs.new_game import NewGameDialog
    from scorekeeper.ui.dialogs.preferences_dialog import PreferencesDialog

    def start() -> object:
        window.show_start()
        return window

    def new_game() -> object:
        key = next(iter(games))
        dialog = NewGameDialog(LONG_NAMES, window, game=key, players=LONG_NAMES)
        dialog.show()
        return dialog

    yield "start", start
    yield "new-game", new_game
    yield "table-changes", lambda: _table_changes(window)
    yield "player-joins", lambda: _player_joins(window)
    corrected = _corrected(games)  # its table last: the correction, the big board and
    for key in sorted(games, key=lambda key: key == corrected):  # the phones over it
        yield f"table-{key}", lambda game_id=games[key]: (window.open_game(game_id), window)[1]
    yield "correction", lambda: _correction(window, games)
    yield "big-board", lambda: _big_board(window)
    yield "phones", lambda: _phones(window)
    yield "history", lambda: _history(window)
    yield "players", lambda: _players(window)
    yield "leaderboard", lambda: (window.show_leaderboard(), window)[1]
    yield "preferences", lambda: _show(PreferencesDialog(window.preferences, window))
    yield "new-game-house", lambda: _new_house_game(window)
    yield "house-rules-editor", lambda: _house_rules_editor(window)
    for kind in ("evening", "season", "player", "h2h"):
        yield f"reports-{kind}", lambda kind=kind: _reports(window, kind)


def _new_house_game(window: object) -> object:
    from scorekeeper.rules.games import HOUSE
    from scorekeeper.ui.dialogs.new_game import NewGameDialog

    return _show(NewGameDialog(LONG_NAMES, window, game=HOUSE, players=LONG_NAMES))


def _house_rules_editor(window: object) -> object:
    """The editor on the busiest preset, with a refusal shown under the settings."""
    from scorekeeper.rules.presets import PRESETS
    from scorekeeper.ui.dialogs.house_rules_editor import HouseRulesEditor

    editor = HouseRulesEditor(PRESETS["oh-shit-misere"].rules, len(LONG_NAMES), window)
    editor.form.trump_kind.setCurrentIndex(editor.form.trump_kind.findData("fixed"))
    assert not editor.ok.isEnabled(), "the refusal is shown"
    return _show(editor)


def _show(dialog: object) -> object:
    dialog.show()
    return dialog


def _corrected(games: dict[str, int]) -> str:
    """The game whose hand the correction screen corrects: the first trick game."""
    from scorekeeper.rules import TrickVariant, variant

    return next(k for k in games if isinstance(variant(k), TrickVariant))


def _correction(window: object, games: dict[str, int]) -> object:
    """A refused correction: the reason beside the player, every field as typed."""
    from scorekeeper.rules import Correct, variant
    from scorekeeper.ui.table.correct_hand import CorrectHandDialog

    key = _corrected(games)
    if window.controller is None or window.controller.game_id != games[key]:
        window.open_game(games[key])
    card = window.controller.scorecard
    hand = card.completed[0]
    dialog = CorrectHandDialog(card, hand, variant(key).penalty_name, window,
                               submit=lambda record: window.controller.attempt(
                                   Correct(hand.number, record)))
    dialog.show()
    for player in hand.bid_order[:2]:  # two players took every trick: too many
        dialog.tricks[player].setValue(hand.cards or 0)
    dialog.save()
    assert dialog.isVisible(), "the correction was refused: the dialog stays open"
    return dialog


def _table_changes(window: object) -> object:
    """A house game with table changes: six long names, a seventh joined, one sat out
    and one left (seven columns, away cells, a joiner's blank first hands)."""
    from scorekeeper.rules import Bid, Game, Join, Leave, SitOut, Tricks
    from scorekeeper.rules.house_rules import rules_from_dict

    rules = rules_from_dict({"name": "Thursday club with a long, long name x",
                             "players": [2, 7], "end": "open", "table_changes": True,
                             "schedule": {"shape": "constant", "peak": 3}}).to_dict()
    game = Game.new("house", LONG_NAMES[:6], LONG_NAMES[0], {"rules": rules})

    def play() -> None:
        while (bidder := game.scorecard.current.expected_bidder) is not None:
            game.apply(Bid(bidder, 1))
        hand = game.scorecard.current
        game.apply(Tricks({p: hand.cards if p == hand.dealer else 0 for p in hand.bids}))

    play()
    game.apply(Join(LONG_NAMES[6], LONG_NAMES[0], 0))
    game.apply(SitOut(LONG_NAMES[2]))
    play()
    game.apply(Leave(LONG_NAMES[4]))
    play()
    window.open_game(window.store.create_game(game))
    return window


def _player_joins(window: object) -> object:
    """Player joins… over the table of :func:`_table_changes`, the long names offered."""
    from scorekeeper.ui.table.table_changes import JoinDialog

    dialog = JoinDialog(window.controller.scorecard, LONG_NAMES, lambda command: None,
                        window)
    dialog.name.setText(LONG_NAMES[5])
    return _show(dialog)


def _big_board(window: object) -> object:
    window.toggle_big_board()
    return window.big_board


def _phones(window: object) -> object:
    from scorekeeper.ui.dialogs.phone_dialog import PhoneDialog, PhoneShare

    if window.phones is None:
        window.phones = PhoneShare(window)
    return _show(PhoneDialog(window.phones, window.controller, window,
                             addresses=[("this computer only", "127.0.0.1")]))


def _reports(window: object, kind: str) -> object:
    """The Reports dialog on the long names' evening (every game, a sitting each), their
    season, the first one's card and the first two head to head."""
    from scorekeeper.ui.club.reports_dialog import ReportsDialog

    dialog = ReportsDialog(window.store, window, kind=kind, player=LONG_NAMES[0],
                           day="2026-11-01", since="2026-01-01", until="2026-12-31")
    return _show(dialog)


def _history(window: object) -> object:
    window.show_history()
    view = window.history
    view.table.selectRow(0)
    return window


def _players(window: object) -> object:
    from scorekeeper.store.commands import RetirePlayer

    window.store.run(RetirePlayer(LONG_NAMES[-1]))  # one inactive (a new game undoes it)
    window.show_players()
    players = window.players
    if players.list.count():
        players.list.setCurrentRow(0)
    return window


def _table_shown(window: object) -> list[str]:
    """The table's standings and scoreboard are on screen: the standings whole in width,
    the scoreboard with its hand columns and at least one player's column in view."""
    from PySide6.QtCore import QPoint, QRect

    table = window.table
    board, standings = table.scoreboard, table.standings
    seen = QRect(window.mapToGlobal(QPoint(0, 0)), window.size())
    wrong = []
    for widget in (board, standings, table.entry):
        shown = QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())
        if not widget.isVisible() or not seen.intersects(shown):
            wrong.append(f"{type(widget).__name__} is not on screen")
    header = board.horizontalHeader()
    lead = sum(header.sectionSize(c) for c in range(3) if not header.isSectionHidden(c))
    if board.viewport().width() < lead + header.sectionSize(3) or board.viewport().height() < 40:
        wrong.append(f"the scoreboard shows no player's column ({board.viewport().size()})")
    if standings.parentWidget().width() < standings.width():
        wrong.append("the standings are cut")
    return wrong


def _lead_headings(window: object) -> list[str]:
    """The table's hand, cards and trump headings (a tally game's hand and dealer), as
    the model gives them to the header (before any "…")."""
    from PySide6.QtCore import Qt

    board = window.table.scoreboard
    header = board.horizontalHeader()
    return [board.model().headerData(c, Qt.Orientation.Horizontal) for c in range(3)
            if not header.isSectionHidden(c)]


def _language(app: object, language: str, direction: str) -> Callable[[], None]:
    """``language``: a language's code, or "pseudo" (tests/ui/pseudo_locale.py);
    ``direction`` "rtl" lays every screen out right to left (as ``-reverse`` does).
    Returns what takes the pseudo-language out again, for a next run in this process
    (a language's catalogue is replaced by the next one's: :func:`apply_language`)."""
    from PySide6.QtCore import Qt

    from scorekeeper.exports import qt_words
    from scorekeeper.ui.app import apply_language
    from scorekeeper.ui.shared.plurals import install_plurals

    undo: Callable[[], None] = lambda: None  # noqa: E731
    if language == "pseudo":
        from tests.ui.pseudo_locale import install_pseudo

        words_for = qt_words.words_for
        install_plurals()  # first: the pseudo-language is asked before it
        translator = install_pseudo()

        def undo() -> None:
            app.removeTranslator(translator)  # type: ignore[attr-defined]
            qt_words.words_for = words_for
    elif language:
        apply_language(language)
    app.setLayoutDirection(  # type: ignore[attr-defined]
        Qt.LayoutDirection.RightToLeft if direction == "rtl"
        else Qt.LayoutDirection.LayoutDirectionAuto)
    return undo


def run(theme: str, shots: Path | None, language: str = "", direction: str = "",
        ) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """Show every screen and say what does not fit (grab each into ``shots``), and the
    tables' lead headings. Each run has settings, a database and a window of its own;
    the application (and with it the scale factor and the screen) is shared."""
    _settings()
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from scorekeeper.ui.app import create_application
    from scorekeeper.ui.main_window import MainWindow
    from scorekeeper.ui.shared.preferences import Preferences
    from scorekeeper.ui.shared.theme import apply_theme

    app = create_application()
    undo = _language(app, language, direction)
    apply_theme(app, theme)  # type: ignore[arg-type]
    preferences = Preferences()
    preferences.scoreboard_font_size = LARGEST_TYPE
    preferences.sync()
    store, games = _own_club()
    window = MainWindow(store)
    window.show()
    try:
        return _every_screen(window, games, shots, overlaps=bool(direction))
    finally:
        if window.phones is not None:
            window.phones.stop()
        window.close()
        window.deleteLater()  # gone before its store closes, as a next run begins
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        store.close()
        undo()


def _every_screen(window: object, games: dict[str, int], shots: Path | None, overlaps: bool,
                  ) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    from PySide6.QtWidgets import QApplication

    from tests.ui.layout_check import overlapping, problems, shown

    painted: list[bool] = []  # the window's first paint loads the rest: that one is kept
    window.first_paint.connect(lambda: painted.append(True))
    area = window.screen().availableGeometry()
    found: dict[str, list[str]] = {}
    headings: dict[str, list[str]] = {}
    for name, show in screens(window, games):
        top = show()
        if shots is None and painted:  # laid out and checked, never drawn: see _unpainted
            _unpainted(top)
        for _ in range(3):
            QApplication.processEvents()
        if name.startswith("table-"):
            headings[name] = _lead_headings(window)
        widgets = shown(top)
        found[name] = problems(top, area, widgets) + (_table_shown(window) if name.startswith(
            "table-") else []) + (overlapping(top, widgets) if overlaps else [])
        if shots is not None:
            top.grab().save(str(shots / f"{name}.png"))
        if top is not window:
            top.close()
        QApplication.processEvents()
    return found, headings


def _unpainted(top: object) -> None:
    """No more drawing of ``top`` (the window after its first paint, a dialog before its
    first): the checks read sizes, positions and texts, which layout sets, never the
    pixels; drawing them was a fifth of a run's processor time. Grabbing for the docs
    (a shots folder) still draws everything."""
    top.setUpdatesEnabled(False)  # type: ignore[attr-defined]


def run_several(runs: dict[str, dict[str, str]]) -> dict[str, dict[str, object]]:
    """Several runs on one screen in one process (``FIT_RUNS``): {name: {"theme",
    "language", "direction"}}. English first, then the pseudo-language, then the
    catalogues: what a run installs is taken out or replaced by the next one's."""
    def order(name: str) -> int:
        language = runs[name].get("language", "")
        return 0 if not language else 1 if language == "pseudo" else 2

    answers: dict[str, dict[str, object]] = {}
    for name in sorted(runs, key=order):
        found, headings = run(runs[name]["theme"], None, runs[name].get("language", ""),
                              runs[name].get("direction", ""))
        answers[name] = {"found": found, "headings": headings}
    return answers


def _main(argv: list[str]) -> dict[str, object]:
    if os.environ.get("FIT_RUNS"):
        return run_several(json.loads(os.environ["FIT_RUNS"]))
    folder = Path(argv[2]) if len(argv) > 2 else None
    found, headings = run(argv[1] if len(argv) > 1 else "light", folder,
                          os.environ.get("FIT_LANGUAGE", ""),
                          os.environ.get("FIT_DIRECTION", ""))
    if os.environ.get("FIT_HEADINGS"):  # for a test that the language reached them
        Path(os.environ["FIT_HEADINGS"]).write_text(json.dumps(headings), encoding="utf-8")
    return found  # type: ignore[return-value]


def assert_every_screen_fits(found: dict[str, list[str]]) -> None:
    """Every screen was shown (none skipped by a mistake in this file) and none had a
    problem: what the layout tests (sizes, scales, languages) all require."""
    assert {"start", "new-game", "correction", "big-board", "phones", "history", "players",
            "leaderboard", "preferences", "player-joins", "new-game-house",
            "house-rules-editor", "reports-evening", "reports-season", "reports-player",
            "reports-h2h"} <= set(found)
    # every game's table, and a house game's where players joined, left and sat out
    assert sum(name.startswith("table-") for name in found) == 6
    assert {name: problems for name, problems in found.items() if problems} == {}


if __name__ == "__main__":
    print(json.dumps(_main(sys.argv), indent=1))

