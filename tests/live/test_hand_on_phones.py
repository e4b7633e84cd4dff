"""The phones see the hand, not just totals: bids as they are stored, the trick counts
as they are typed, the dealer's forbidden bid, trump and who deals — in real Chromium,
on a 360 px phone and a 1280 px laptop, with seven 40-character names that fit (no
element past the edge) and break between words, never inside one."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.live.follow import GameFollower
from scorekeeper.live.server import LiveServer
from scorekeeper.live.state import live_state
from scorekeeper.rules import Bid, TurnUp
from scorekeeper.store import GameSession, Store

from .webdriver import READY, Browsers, need_a_browser

NAMES = ["Alexandra Featherstonehaugh-Wolfeschlege", "Wolfeschlegelsteinhausenbergerdorffvoral",
         "Maria de los Angeles Garcia y Fernandezz", "Bartholomew Christopher Montgomery Smyth",
         "Jean-Baptiste Emmanuel Zorg de la Fuente", "Siobhan Ni Mhaolagain O'Shaughnessy-Lees",
         "Ngozi Adaeze Chukwuemeka Okonkwo-Adebayo"]
SIZES = [(360, 640), (1280, 800)]
# One worker runs these: the module's browsers start once, not once in each process.
pytestmark = pytest.mark.xdist_group("browser")  # one Chromium with test_browser.py

# Whatever of the page lies past the viewport's edges (its tag, class and edges).
OUTSIDE = """const width = document.documentElement.clientWidth;
return [...document.querySelectorAll('body *')].filter(e => {
  const r = e.getBoundingClientRect();
  return r.width > 0 && (r.left < -0.5 || r.right > width + 0.5);
}).map(e => `${e.tagName}.${e.className} ${e.getBoundingClientRect().right}`)"""

# Every word of every name that is laid out on more than one line (broken inside).
BROKEN_WORDS = """const broken = [];
for (const name of document.querySelectorAll('.name')) {
  const text = name.firstChild;
  if (!text || text.nodeType !== Node.TEXT_NODE) continue;
  for (const word of text.data.matchAll(/[^\\s-]+/g)) {
    const range = document.createRange();
    range.setStart(text, word.index);
    range.setEnd(text, word.index + word[0].length);
    const lines = new Set([...range.getClientRects()].filter(r => r.width > 0)
                                                      .map(r => Math.round(r.top)));
    if (lines.size > 1) broken.push(word[0]);
  }
}
return broken"""

ROWS = """return Object.fromEntries([...document.querySelectorAll('.bid-row:not(.bid-head)')]
  .map(r => [r.querySelector('.name').textContent,
             [r.querySelector('.bid').textContent, r.querySelector('.tricks').textContent,
              r.classList.contains('dealer')]]))"""


@pytest.fixture
def live() -> Iterator[LiveServer]:
    opened = LiveServer("127.0.0.1", 0).start()
    yield opened
    opened.stop()


@pytest.fixture
def serving(db_path: Path) -> Iterator[Store]:
    """The database as ``scorekeeper serve`` has it open: another connection, which
    sees what the table commits."""
    with Store(db_path) as opened:
        yield opened


def bid_until_the_dealer(session: GameSession) -> None:
    """Everyone before the dealer bids 0 but one, who bids 1 (stored)."""
    hand = session.scorecard.current
    while hand.expected_bidder != hand.final_bidder:
        session.apply(Bid(hand.expected_bidder, 1 if not hand.bids else 0))
        hand = session.scorecard.current


def publish(live: LiveServer, follower: GameFollower) -> None:
    """As ``scorekeeper serve`` does: what the database holds now."""
    follower.poll()
    live.publish(live_state(follower.scorecard, follower.game_id, follower.typed))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_hand_in_play_from_the_store_fits_and_names_break_by_words(
        store: Store, serving: Store, live: LiveServer, size: tuple[int, int],
        browsers: Browsers) -> None:
    need_a_browser()
    assert {len(name) for name in NAMES} == {40}
    session = GameSession.start(store, "oh-shit-updown", NAMES, NAMES[0])
    session.apply(TurnUp("QH"))
    bid_until_the_dealer(session)
    follower = GameFollower(serving, session.game_id)
    publish(live, follower)
    stored = store.load_game(session.game_id).game.scorecard.current
    browser = browsers(*size)
    browser.open(live.url)
    assert browser.wait_for(READY)
    rows = browser.run(ROWS)
    assert {name: bid for name, (bid, _, _) in rows.items() if bid.isdigit()} == {
        name: str(bid) for name, bid in stored.bids.items()}
    assert [name for name, (_, _, dealer) in rows.items() if dealer] == [stored.dealer]
    barred = stored.forbidden_bid
    assert browser.text("#forbidden") == f"{stored.final_bidder} can't bid {barred}"
    assert browser.text(".bid-row.next .name") == stored.final_bidder
    assert f"{stored.dealer} deals" in browser.text("#facts")
    assert "hearts are trump" in browser.text("#facts")
    assert browser.run(OUTSIDE) == []
    assert browser.run("return document.documentElement.scrollWidth <= "
                       "document.documentElement.clientWidth")
    assert browser.run("return [...document.querySelectorAll('.scroll')].every("
                       "s => s.scrollWidth <= s.clientWidth)")  # no column cut
    assert browser.run(BROKEN_WORDS) == []


def test_trick_counts_show_as_they_are_typed(
        store: Store, serving: Store, live: LiveServer,
        browsers: Browsers) -> None:
    need_a_browser()
    session = GameSession.start(store, "oh-shit-updown", NAMES[:4], NAMES[0])
    hand = session.scorecard.current
    while hand.expected_bidder is not None:
        dealer_bars_zero = hand.expected_bidder == hand.final_bidder and hand.forbidden_bid == 0
        session.apply(Bid(hand.expected_bidder, 1 if dealer_bars_zero else 0))
        hand = session.scorecard.current
    follower = GameFollower(serving, session.game_id)
    publish(live, follower)
    browser = browsers(360, 640)
    browser.open(live.url)
    assert browser.wait_for(READY)
    assert {tricks for _, tricks, _ in browser.run(ROWS).values()} == {""}
    session.save_tricks(hand.number, {NAMES[1]: 2, NAMES[2]: 0})  # typed, not recorded
    assert store.draft(session.game_id) == (hand.number, {1: 2, 2: 0})
    publish(live, follower)
    assert browser.wait_for(
        "const rows = " + ROWS.removeprefix("return ") + ";"
        "return rows[arguments[0]][1] === '2' && rows[arguments[1]][1] === '0' && "
        "rows[arguments[2]][1] === ''", NAMES[1], NAMES[2], NAMES[3])


@pytest.mark.parametrize("size", [(360, 740), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_screenshots_for_the_user_guide(store: Store, serving: Store, live: LiveServer,
                                        tmp_path: Path, size: tuple[int, int],
                                        browsers: Browsers) -> None:
    """The page of the first test, as the user guide shows it (written to tmp_path;
    docs/screenshots/live-hand-*.png were made by the same steps)."""
    need_a_browser()
    session = GameSession.start(store, "oh-shit-updown", NAMES, NAMES[0])
    session.apply(TurnUp("QH"))
    bid_until_the_dealer(session)
    publish(live, GameFollower(serving, session.game_id))
    browser = browsers(*size)
    browser.open(live.url)
    assert browser.wait_for(READY)
    shot = tmp_path / f"live-hand-{size[0]}.png"
    browser.screenshot(str(shot))
    assert shot.read_bytes().startswith(b"\x89PNG")


def test_trick_counts_typed_at_the_table_reach_the_phones(
        window, qtbot, browsers: Browsers) -> None:
    """Through the app's own table: typed counts are stored (as drafts) and on the page."""
    from scorekeeper.ui.dialogs.phone_dialog import PhoneShare

    need_a_browser()
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat", "Dan"], "Dan", {})
    controller = window.controller
    hand = controller.scorecard.current
    while hand.expected_bidder is not None:
        barred = hand.expected_bidder == hand.final_bidder and hand.forbidden_bid == 0
        assert controller.apply(Bid(hand.expected_bidder, 1 if barred else 0))
        hand = controller.scorecard.current
    share = PhoneShare(window)
    try:
        url = share.start(controller, "127.0.0.1")
        browser = browsers(360, 640)
        browser.open(url)
        assert browser.wait_for(READY)
        with qtbot.waitSignal(controller.tricks_typed):
            assert controller.save_tricks(hand.number, {"Ben": 3})
        assert window.store.draft(controller.game_id) == (hand.number, {1: 3})
        assert browser.wait_for(
            "const rows = " + ROWS.removeprefix("return ") + "; return rows['Ben'][1] "
            "=== '3' && rows['Ann'][1] === ''", timeout=2.0)
    finally:
        share.stop()
