"""The live page in a real browser (Debian's chromium, headless, driven by chromedriver).

Skipped only where chromium is missing outside CI; in CI (``CI=true``) a missing browser
fails, since packaging/install-system-deps.sh installs it there."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from urllib.parse import urlsplit

import pytest

from scorekeeper.exports.qt_words import other_languages
from scorekeeper.live.server import MAX_CONNECTIONS, LiveServer
from scorekeeper.live.state import live_state
from scorekeeper.rules import Game
from scorekeeper.rules.commands import Bid
from scorekeeper.rules.games import HOUSE
from scorekeeper.rules.presets import PRESETS

from .helpers import bid_round, play_hand
from .webdriver import READY, Browser, Browsers

HOSTILE = "<script>alert(1)</script>"
# One process runs these (``--dist loadgroup``): one browser started for the module's
# fixture, not one in each process that happens to take one of them.
pytestmark = pytest.mark.xdist_group("browser")
@pytest.fixture
def browser(browsers: Browsers) -> Browser:
    return browsers(360, 740)


@pytest.fixture
def live() -> Iterator[LiveServer]:
    opened = LiveServer("127.0.0.1", 0).start()
    yield opened
    opened.stop()


def _played() -> Game:
    game = Game.new("oh-hell-pw", ["Ann", HOSTILE, "Cat", "<b>Dan</b>"], "Ann")
    card = play_hand(game.apply, game.scorecard)
    play_hand(game.apply, card)
    return game


def test_the_page_shows_the_players_and_their_totals(browser: Browser, live: LiveServer) -> None:
    game = _played()
    live.publish(live_state(game.scorecard, 1))
    browser.open(live.url)
    assert browser.wait_for(READY)
    standings = browser.run(
        "return [...document.querySelectorAll('#standings li')].map(li => "
        "[li.querySelector('.name').textContent, li.querySelector('.total').textContent])")
    assert standings == [[s.player, str(s.total)] for s in game.scorecard.standings]
    footer = browser.run("return [...document.querySelectorAll('#scorecard tfoot th.total')]"
                         ".map(th => th.textContent)")
    totals = game.scorecard.totals
    assert footer == [str(totals[p]) for p in game.setup.players]
    assert browser.run("return document.querySelectorAll('#scorecard tbody tr').length") == 2
    hand = game.scorecard.current
    assert f"{hand.dealer} deals" in browser.text("#in-play")


def test_a_name_is_text_never_markup(browser: Browser, live: LiveServer) -> None:
    live.publish(live_state(_played().scorecard, 1))
    browser.open(live.url)
    assert browser.wait_for(READY)
    names = browser.run("return [...document.querySelectorAll('#standings .name')]"
                        ".map(n => n.textContent)")
    assert HOSTILE in names and "<b>Dan</b>" in names
    assert HOSTILE in browser.text("#scorecard thead")
    assert browser.run("return document.querySelectorAll('script').length") == 1  # live.js
    assert browser.run("return document.querySelectorAll('main b b, main script').length") == 0
    with pytest.raises(RuntimeError, match="no such alert"):
        browser.call("GET", "/alert/text")  # nothing ran


def test_an_entry_at_the_table_shows_on_the_page(browser: Browser, window, qtbot) -> None:
    """Recorded through the app's own session (the table's controller), on screen within
    a 2 s deadline."""
    from scorekeeper.ui.dialogs.phone_dialog import PhoneShare

    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat", "Dan"], "Dan", {})
    share = PhoneShare(window)
    try:
        url = share.start(window.controller, "127.0.0.1")
        browser.open(url)
        assert browser.wait_for(READY)
        player = window.controller.scorecard.current.expected_bidder
        assert browser.text(".bid-row.next .name") == player
        with qtbot.waitSignal(window.controller.changed):
            assert window.controller.apply(Bid(player, 3))
        stored = window.store.load_game(window.controller.game_id).game.scorecard
        assert stored.current.bids == {player: 3}
        shown = browser.wait_for(
            "const row = [...document.querySelectorAll('.bid-row')].find("
            "  r => r.querySelector('.name').textContent === arguments[0]);"
            "return row && row.querySelector('.bid').textContent === '3'", player, timeout=2.0)
        assert shown
        assert browser.text(".bid-row.next .name") == stored.current.expected_bidder
    finally:
        share.stop()


def test_the_forbidden_bid_and_who_bids_next(browser: Browser, live: LiveServer) -> None:
    game = Game.new("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann")
    hand = game.scorecard.current
    while hand.expected_bidder != hand.final_bidder:
        game.apply(Bid(hand.expected_bidder, 2))
        hand = game.scorecard.current
    live.publish(live_state(game.scorecard, 1))
    browser.open(live.url)
    assert browser.wait_for(READY)
    assert browser.text("#forbidden") == f"{hand.final_bidder} can't bid 3"
    assert browser.text(".bid-row.next .name") == hand.final_bidder


def test_without_the_token_the_browser_gets_404(browser: Browser, live: LiveServer) -> None:
    live.publish(live_state(_played().scorecard, 1))
    root = live.url.rsplit("/", 2)[0]
    for url in (root + "/", root + "/state.json", root + "/" + "A" * 22 + "/"):
        browser.open(url)
        assert browser.text("body").strip() == "Not found"
        assert browser.run("return document.querySelector('#standings')") is None


def test_a_post_from_the_page_gets_405(browser: Browser, live: LiveServer) -> None:
    live.publish(live_state(_played().scorecard, 1))
    browser.open(live.url)
    assert browser.wait_for(READY)
    status = browser.run("return fetch('state.json', {method: 'POST', body: '{}'})"
                         ".then(r => r.status)")
    assert status == 405
    assert browser.run("return fetch('state.json').then(r => r.status)") == 200


def test_the_connection_limit(browser: Browser, live: LiveServer) -> None:
    live.publish(live_state(_played().scorecard, 1))
    browser.open(live.url)
    assert browser.wait_for(READY)
    assert live.connections() >= 1  # the page's event stream is one of them
    parts = urlsplit(live.url)
    held = []
    try:
        while live.connections() < MAX_CONNECTIONS:  # other phones' event streams
            sock = socket.create_connection((parts.hostname, parts.port), timeout=10)
            sock.sendall(f"GET /{live.token}/events HTTP/1.0\r\n\r\n".encode())
            held.append(sock)
            browser.run("return true")  # a moment for the server to count it
        status = browser.run("return fetch('state.json').then(r => r.status, e => 'refused')")
        assert status in (503, "refused")
    finally:
        for sock in held:
            sock.close()
    live.publish(live_state(bid_round(*_fresh()), 1))  # the closed streams learn it now
    assert browser.wait_for("return fetch('state.json').then(r => r.status === 200, e => false)")


def test_the_page_says_when_it_has_lost_the_server(browser: Browser, live: LiveServer) -> None:
    live.publish(live_state(bid_round(*_fresh()), 1))
    browser.open(live.url)
    assert browser.wait_for("return document.querySelector('#link').textContent === 'Live'")
    live.stop()
    assert browser.wait_for(
        "return document.querySelector('#link').textContent.startsWith('Not connected')")


def _fresh() -> tuple:
    game = Game.new("oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
    return game.apply, game.scorecard


def test_dark_mode_and_the_tv_layout(browsers: Browsers, live: LiveServer) -> None:
    live.publish(live_state(_played().scorecard, 1))
    tv = browsers(1920, 1080, dark=True)
    tv.open(live.url)
    assert tv.wait_for(READY)
    background = tv.run("return getComputedStyle(document.body).backgroundColor")
    assert background == "rgb(18, 18, 18)"
    beside = tv.run("const a = document.querySelector('#standings-panel')"
                    ".getBoundingClientRect(), b = document.querySelector('#scorecard-panel')"
                    ".getBoundingClientRect(); return b.left > a.right && b.top < a.bottom")
    assert beside


def test_without_event_streams_the_page_polls(browser: Browser, live: LiveServer) -> None:
    game = Game.new("oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
    live.publish(live_state(game.scorecard, 1))
    script = browser.cdp("Page.addScriptToEvaluateOnNewDocument",
                         source="delete window.EventSource;")
    try:
        browser.open(live.url)
        assert browser.wait_for(READY)
        assert browser.run("return 'EventSource' in window") is False
        player = game.scorecard.current.expected_bidder
        game.apply(Bid(player, 1))
        live.publish(live_state(game.scorecard, 1))
        assert browser.wait_for(
            "return [...document.querySelectorAll('.bid-row')].some(r => "
            "r.querySelector('.name').textContent === arguments[0] && "
            "r.querySelector('.bid').textContent === '1')", player, timeout=5)
    finally:
        browser.cdp("Page.removeScriptToEvaluateOnNewDocument", identifier=script["identifier"])


@pytest.mark.parametrize("language, dealer, link, heading", [
    ("de-DE", "{0} gibt", "Live", "Stand"), ("fr-FR", "{0} distribue", "En direct", "Classement")])
def test_the_page_speaks_the_phones_language_names_still_text(
        browsers: Browsers, live: LiveServer, language: str, dealer: str, link: str,
        heading: str) -> None:
    game = _played()
    live.publish(live_state(game.scorecard, 1))
    browser = browsers(360, 740, language=language)
    browser.open(live.url)
    assert browser.wait_for(READY + " && document.querySelector('#link').textContent === "
                            f"'{link}'")
    assert browser.run("return document.documentElement.lang") == language[:2]
    assert browser.run("return document.querySelector('#standings-panel h2')"
                       ".textContent") == heading
    hand = game.scorecard.current
    assert dealer.format(hand.dealer) in browser.text("#in-play")
    assert HOSTILE in browser.text("#standings")  # a name is still text
    assert browser.run("return document.querySelectorAll('main script').length") == 0


def test_a_german_phone_reads_the_house_rules_and_bid_summary_in_german(
        browsers: Browsers, live: LiveServer) -> None:
    """The state is shared, its sentences are not: a German phone gets German ones."""
    rules = PRESETS["twenty-plus-ten"].rules
    game = Game.new(HOUSE, ["Ann", "Ben", "Cat"], "Ann", {"rules": rules.to_dict()})
    live.publish(live_state(bid_round(game.apply, game.scorecard), 1, None,
                            other_languages()))
    browser = browsers(360, 740, language="de-DE")
    browser.open(live.url)
    assert browser.wait_for(READY)
    assert "Spieler: 3 bis 7 Spieler." in browser.text("#rules")
    assert " angesagt, " in browser.text("#bid-summary")
    assert "Trumpf nicht erfasst" in browser.text("#in-play")
    assert browser.text("#rules-file").startswith("Regeldatei: ")
    assert browser.run("return document.querySelector('#rules-panel h2')"
                       ".textContent") == "Hausregeln"
