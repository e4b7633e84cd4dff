"""The house-rules editor: every preset shown exactly, a refused edit explained with OK
disabled, the description and preview following edits, files in and out, rules saved
by name into the database and offered by New game; and the whole way by keyboard."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWidget

from scorekeeper.rules.games import HOUSE
from scorekeeper.rules.house_rules import rules_from_dict
from scorekeeper.rules.presets import PRESETS, rules_file
from scorekeeper.store import Store
from scorekeeper.ui.dialogs.house_rules_editor import HouseRulesEditor
from scorekeeper.ui.dialogs.new_game import NewGameDialog
from scorekeeper.ui.dialogs.rules_shelf import StoreShelf
from scorekeeper.ui.main_window import MainWindow

PLAYERS = ["Ann", "Ben", "Cat", "Dan"]


def editor_for(qtbot, name: str = "ten-plus-bid", players: int = 4,
               shelf: StoreShelf | None = None) -> HouseRulesEditor:
    editor = HouseRulesEditor(PRESETS[name].rules, players, shelf=shelf)
    qtbot.addWidget(editor)
    editor.show()
    return editor


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_is_shown_and_read_back_exactly(qtbot, name: str) -> None:
    editor = editor_for(qtbot, name)
    assert editor.rules() == PRESETS[name].rules
    assert editor.ok.isEnabled() and editor.problem.text() == ""
    assert f"Players: {PRESETS[name].rules.players[0]} to" in editor.description.toPlainText()


def test_an_edit_updates_the_description_and_the_preview(qtbot) -> None:
    editor = editor_for(qtbot)
    assert "bid 2, took 2: 12" in editor.description.toPlainText()
    editor.form.points["made"]["base"].setValue(20)
    assert editor.rules() is not None and editor.rules().score.made.base == 20
    assert "bid 2, took 2: 22" in editor.description.toPlainText()
    assert editor.preview.count() == 25  # 4 players: 1 … 13 … 1
    editor.form.shape.setCurrentIndex(editor.form.shape.findData("down"))
    editor.form.peak.setValue(5)
    assert [editor.preview.item(i).text() for i in range(editor.preview.count())] == [
        "1. 5 cards: turn-up", "2. 4 cards: turn-up", "3. 3 cards: turn-up",
        "4. 2 cards: turn-up", "5. 1 card: turn-up"]
    editor.preview_players.setValue(8)  # refused for this game: the reason, in one line
    assert editor.preview.count() == 1
    assert "3 to 7 players, not 8" in editor.preview.item(0).text()


def test_an_invalid_edit_is_explained_and_disables_ok(qtbot) -> None:
    editor = editor_for(qtbot)
    form = editor.form
    form.order.setCurrentIndex(form.order.findData("simultaneous"))  # hook is still "last"
    assert editor.rules() is None and not editor.ok.isEnabled()
    assert editor.problem.text() == ("bidding.hook must be none with simultaneous bidding "
                                     "(nobody bids last)")
    assert form.hook.styleSheet() != ""  # the setting named is marked
    assert form.hook.currentData() == "last"  # not fixed behind the scorekeeper's back
    QTest.keyClick(form.name, Qt.Key.Key_Return)
    assert editor.isVisible()  # Enter does not take refused rules
    form.hook.setCurrentIndex(form.hook.findData("none"))
    assert editor.ok.isEnabled() and editor.problem.text() == ""
    assert form.hook.styleSheet() == ""
    form.hand_list.setText("1, two, 3")
    assert editor.problem.text().startswith("schedule.list must be whole numbers")
    assert not editor.ok.isEnabled() and form.hand_list.styleSheet() != ""


def test_import_and_export_round_trip(qtbot, tmp_path: Path, monkeypatch) -> None:
    editor = editor_for(qtbot, "oh-hell-pw")
    editor.form.name.setText("Thursday club")
    edited = editor.rules()
    path = tmp_path / "thursday.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    editor.export_file()
    assert json.loads(path.read_text(encoding="utf-8")) == rules_file(edited)
    assert editor.notice.text() == "Exported to thursday.json."
    other = editor_for(qtbot, "whysteria")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    other.import_file()
    assert other.rules() == edited and other.form.name.text() == "Thursday club"
    assert other.notice.text() == "Imported “Thursday club” from thursday.json."


def test_a_wrong_file_is_one_line_and_changes_nothing(qtbot, tmp_path: Path,
                                                      monkeypatch) -> None:
    editor = editor_for(qtbot)
    before = editor.rules()
    wrong = tmp_path / "card.json"
    wrong.write_text('{"format": "scorekeeper-scorecard", "hands": []}', encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(wrong), ""))
    editor.import_file()
    assert editor.notice.text().startswith("card.json: not a rules file")
    assert "\n" not in editor.notice.text() and editor.rules() == before


def test_saved_rules_go_to_the_database_and_new_game_offers_them(qtbot, db_path: Path,
                                                                 monkeypatch) -> None:
    with Store(db_path) as store:
        shelf = StoreShelf(store)
        editor = editor_for(qtbot, shelf=shelf)
        editor.form.name.setText("Thursday club")
        editor.form.points["under"]["per_diff"].setValue(-1)
        editor.save_named()
        (saved,) = store.saved_rules()
        assert saved.name == "Thursday club" and saved.document == rules_file(editor.rules())
        asked: list[str] = []
        monkeypatch.setattr(QMessageBox, "question", lambda *a: asked.append(a[2]) or
                            QMessageBox.StandardButton.No)
        editor.form.points["under"]["per_diff"].setValue(-2)
        editor.save_named()  # the same name: asked, and refused here
        assert asked and "saved already" in asked[0]
        assert store.saved_rules()[0].document["score"]["under"]["per_diff"] == -1
        dialog = NewGameDialog([], game=HOUSE, players=PLAYERS, shelf=shelf)
        qtbot.addWidget(dialog)
        labels = [dialog.picker.itemText(i) for i in range(dialog.picker.count())]
        assert "Thursday club (saved)" in labels
        dialog.picker.setCurrentIndex(labels.index("Thursday club (saved)"))
        dialog.picker.activated.emit(dialog.picker.currentIndex())
        body = {k: v for k, v in saved.document.items() if k not in ("format", "version")}
        assert dialog.setup().options["rules"] == rules_from_dict(body).to_dict()


def when_shown(kind: type, act: Callable[[QWidget], None], seen: list[QWidget]) -> None:
    """Run ``act`` on the modal dialog of ``kind`` once it is up (dialogs run their own
    event loop, so the test's next keys are queued before the dialog opens)."""
    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind) and dialog.isVisible():
            seen.append(dialog)
            try:
                act(dialog)
            except BaseException as error:  # shut the dialog, or the test waits for ever
                seen.append(error)  # type: ignore[arg-type]
                dialog.reject()
        else:
            QTimer.singleShot(20, look)
    QTimer.singleShot(0, look)


def focused() -> QWidget:
    return QApplication.focusWidget()


def test_keyboard_only_new_game_with_edited_house_rules(qtbot, db_path: Path) -> None:
    """New game → House rules → a preset → Edit → made base 10 → 20 → OK → start: the
    STORED game carries the edited rules, resolved."""
    store = Store(db_path)
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.show()
    seen: list[QWidget] = []
    target = PRESETS["ten-plus-bid"].rules

    def in_editor(editor: HouseRulesEditor) -> None:
        qtbot.waitUntil(lambda: focused() is not None and editor.isAncestorOf(focused()))
        QTest.keyClick(focused(), Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)  # Sc&ore
        assert focused() is editor.form.points["made"]["base"]
        QTest.keyClick(focused(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClicks(focused(), "20")
        QTest.keyClick(focused(), Qt.Key.Key_Return)  # Enter: OK

    def in_new_game(dialog: NewGameDialog) -> None:
        qtbot.waitUntil(lambda: focused() is dialog.name)
        for name in PLAYERS:
            QTest.keyClicks(focused(), name)
            QTest.keyClick(focused(), Qt.Key.Key_Return)
        for _ in range(12):  # back to the game's list
            if focused() is dialog.game:
                break
            QTest.keyClick(focused(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
        QTest.keyClick(focused(), Qt.Key.Key_End)  # the last game: House rules
        assert dialog.game.currentData() == HOUSE
        qtbot.waitUntil(dialog.picker.isVisible)  # new rows show once events are handled
        QTest.keyClick(focused(), Qt.Key.Key_Tab)
        assert focused() is dialog.picker
        for _ in range(dialog.picker.count()):
            if dialog.house_rules == target:
                break
            QTest.keyClick(focused(), Qt.Key.Key_Down)
        assert dialog.house_rules == target
        QTest.keyClick(focused(), Qt.Key.Key_Tab)
        assert focused() is dialog.edit_button
        when_shown(HouseRulesEditor, in_editor, seen)
        QTest.keyClick(focused(), Qt.Key.Key_Space)  # opens the editor; returns on OK
        assert dialog.house_rules.score.made.base == 20
        assert "(edited here)" in dialog.picker.currentText()
        qtbot.waitUntil(lambda: focused() is not None)  # the New game window active again
        QTest.keyClick(focused(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)

    when_shown(NewGameDialog, in_new_game, seen)
    window.new_game()
    failed = [e for e in seen if isinstance(e, BaseException)]
    if failed:
        raise failed[0]
    assert [type(d) for d in seen] == [NewGameDialog, HouseRulesEditor]
    (summary,) = store.history(limit=1)
    stored = store.load_game(summary.id).game.scorecard.setup
    expected = target.to_dict()
    expected["score"]["made"]["base"] = 20
    assert stored.variant == HOUSE and stored.players == tuple(PLAYERS)
    assert stored.options["rules"] == expected
    assert window.table.rules.title == target.name
    store.close()
