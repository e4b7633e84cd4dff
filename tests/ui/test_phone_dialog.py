"""View › Show on phones…: the dialog, the QR code, the network, Stop, and what is served."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt

from scorekeeper.rules.commands import Bid
from scorekeeper.ui.dialogs import phone_dialog
from scorekeeper.ui.dialogs.phone_dialog import PhoneDialog, PhoneShare, qr_pixmap
from scorekeeper.ui.main_window import MainWindow
from tests.live.helpers import not_served, request

LOOPBACK_ONLY = [("this computer only", "127.0.0.1")]


def _state(url: str) -> dict:
    status, _, body = request(url + "state.json")
    assert status == 200
    return json.loads(body)


@pytest.fixture
def opened(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> list[PhoneDialog]:
    """The menu opens the dialog (shown, not run modally, so the test can go on)."""
    shown: list[PhoneDialog] = []
    monkeypatch.setattr(phone_dialog, "network_addresses", lambda: list(LOOPBACK_ONLY))
    monkeypatch.setattr(PhoneDialog, "exec", lambda self: shown.append(self) or 0)
    yield shown
    if window.phones is not None:
        window.phones.stop()


def test_the_menu_item_needs_a_game_in_play(window: MainWindow, opened) -> None:
    window._menus()
    assert not window.phones_action.isEnabled()
    window.show_on_phones()
    assert not opened and window.phones is None
    window.start_game("oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann", {})
    assert window.phones_action.isEnabled()
    window.phones_action.trigger()
    assert len(opened) == 1 and window.phones.running


def test_every_entry_at_the_table_is_served_as_stored(window: MainWindow, opened, qtbot) -> None:
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})
    window.show_on_phones()
    dialog = opened[0]
    url = dialog.address.text()
    assert url == window.phones.url and url.startswith("http://127.0.0.1:")
    assert dialog.address.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse
    assert not dialog.code.pixmap().isNull()
    assert window.statusBar().findChild(type(dialog.address), "phonesBadge").isVisible()
    player = window.controller.scorecard.current.expected_bidder
    with qtbot.waitSignal(window.controller.changed):
        window.controller.apply(Bid(player, 2))
    stored = window.store.load_game(window.controller.game_id).game.scorecard.current.bids
    assert _state(url)["in_play"]["bids"] == dict(stored) == {player: 2}


def test_stop_and_closing_the_app_end_the_serving(window: MainWindow, opened) -> None:
    window.start_game("oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann", {})
    window.show_on_phones()
    url = window.phones.url
    opened[0].stop_button.click()
    assert not window.phones.running
    assert not_served(url)
    window.show_on_phones()
    url = window.phones.url
    window.close()
    assert not window.phones.running
    assert not_served(url)


def test_another_game_stops_it_but_a_rematch_carries_on(window: MainWindow, opened) -> None:
    window.start_game("oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann", {})
    window.show_on_phones()
    url = window.phones.url
    first = window.controller.game_id
    window.start_game("oh-hell-pw", ["Cat", "Ann", "Ben"], "Cat", {})  # the same three again
    assert window.phones.url == url
    assert _state(url)["game_id"] == window.controller.game_id != first
    window.start_game("oh-hell-pw", ["Ann", "Ben", "Dan"], "Ann", {})  # someone else
    assert not window.phones.running
    assert not_served(url)


def test_the_network_can_be_chosen(window: MainWindow, qtbot) -> None:
    window.start_game("oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann", {})
    share = PhoneShare(window)
    addresses = [("lo", "127.0.0.1"), ("lo again", "127.0.0.2")]
    dialog = PhoneDialog(share, window.controller, window, addresses=addresses)
    qtbot.addWidget(dialog)
    try:
        first = share.url
        dialog.network.setCurrentIndex(dialog.network.findData("127.0.0.2"))
        assert share.url.startswith("http://127.0.0.2:") and dialog.address.text() == share.url
        assert share.url.rsplit("/", 2)[1] == first.rsplit("/", 2)[1]  # the same token
        assert not_served(first)  # the old address is no longer served
        _state(share.url)
    finally:
        share.stop()


def test_an_address_that_cannot_be_used_is_explained(window: MainWindow, qtbot) -> None:
    window.start_game("oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann", {})
    share = PhoneShare(window)
    dialog = PhoneDialog(share, window.controller, window,
                         addresses=[("gone", "203.0.113.77")])
    qtbot.addWidget(dialog)
    assert not share.running
    assert "not an address of this computer" in dialog.problem.text()
    assert dialog.code.isHidden() and not dialog.stop_button.isEnabled()


def test_the_qr_code_is_square_and_readable_size(qapp) -> None:
    pixmap = qr_pixmap("http://192.168.1.20:8470/abcdefghijklmnopqrstuv/")
    assert pixmap.width() == pixmap.height() >= 200


def test_nothing_of_it_loads_before_it_is_asked_for() -> None:
    code = ("import sys; from PySide6.QtWidgets import QApplication;"
            "app = QApplication([]);"
            "from scorekeeper.ui.main_window import MainWindow; w = MainWindow(); w._menus();"
            "print([m for m in sys.modules if m.startswith(('scorekeeper.live', 'segno',"
            " 'scorekeeper.ui.dialogs.phone', 'http.server'))])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, env={**__import__("os").environ,
                                          "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
