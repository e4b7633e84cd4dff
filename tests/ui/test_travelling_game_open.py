"""A game open at the table while an import extends it with the record continued on
another laptop: the next key is refused as stale, the window reloads with the hands
brought in, and the key after that is stored on the right player."""

from __future__ import annotations

import json
from pathlib import Path

from scorekeeper.cli.main import main
from scorekeeper.store import GameSession, Store, open_app_store
from scorekeeper.store.errors import StaleGameError
from scorekeeper.ui.main_window import MainWindow
from tests.cli.test_travelling_games import PLAYERS, play

from .conftest import Keys


def test_an_open_game_extended_by_an_import_reloads(qtbot, db_path: Path, tmp_path: Path,
                                                    keys: Keys) -> None:
    with Store(db_path) as store:
        play(GameSession.start(store, "oh-hell-pw", PLAYERS, "Ann"), 2)
        record = store.export_document(1)
    elsewhere = tmp_path / "elsewhere.db"
    with Store(elsewhere) as store:  # the other laptop plays two more hands
        path = tmp_path / "short.json"
        path.write_text(json.dumps(record), encoding="utf-8")
        assert main(["--db", str(elsewhere), "import", str(path)]) == 0
        play(GameSession.resume(store, 1), 2)
        longer = tmp_path / "long.json"
        longer.write_text(json.dumps(store.export_document(1)), encoding="utf-8")
    app_store = open_app_store(db_path)
    try:
        window = MainWindow(app_store)
        qtbot.addWidget(window)
        window.open_game(1)
        assert len(window.controller.scorecard.completed) == 2
        assert main(["--db", str(db_path), "import", str(longer)]) == 0  # while it is open
        with qtbot.waitSignal(window.controller.refused) as refused:
            keys.press(window.table.entry, "0")
        assert isinstance(refused.args[0], StaleGameError)
        assert "changed in another window" in window.table.status.text()
        assert len(window.controller.scorecard.completed) == 4
        bidder = window.controller.scorecard.current.expected_bidder
        assert window.table.entry.selected == bidder
        keys.press(window.table.entry, "0")
        with Store(db_path) as store:
            game = store.load_game(1).game
            assert len(game.state.hands) == 5 and dict(game.state.hands[-1].bids) == {bidder: 0}
        window.close()
    finally:
        app_store.close()
