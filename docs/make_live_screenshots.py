"""Screenshots of the live page (phone 360×740 and TV 1920×1080, light and dark, in headless
Chromium) and of View › Show on phones… (the app under a virtual X screen, 1280×800).

    xvfb-run -a -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb \
        .venv/bin/python docs/make_live_screenshots.py [light|dark]
    .venv/bin/python docs/make_live_screenshots.py hand   # only the hand, 7 long names

``hand``: the hand in play with seven 40-character names — bids, the dealer's forbidden
bid, trump, who deals — by ``chromium --screenshot`` at 360×740 and 1280×800
(``live-hand-360.png``, ``live-hand-1280.png``), as ``tests/live/test_hand_on_phones.py``
checks that page.

Needs Debian's chromium and chromium-driver (packaging/install-system-deps.sh) and
imagemagick (for `import`). The page's shots are made in both themes on every run.
"""

from __future__ import annotations

import random
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QTimer

from scorekeeper.live.server import LiveServer
from scorekeeper.live.state import live_state
from scorekeeper.rules.commands import Bid, Tricks, TurnUp
from scorekeeper.rules.simulate import tricks_near_bids
from scorekeeper.store import GameSession, Store
from scorekeeper.ui.app import create_application
from scorekeeper.ui.dialogs.phone_dialog import PhoneDialog, PhoneShare
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.shared.theme import apply_theme
from tests.live.test_hand_on_phones import NAMES, bid_until_the_dealer
from tests.live.webdriver import CHROMIUM_NAMES, Browser, find

OUT = Path(__file__).parent / "screenshots"
TABLE = ["Ann", "Ben", "Cat", "Dan", "Eve"]


def mid_game(store: Store) -> GameSession:
    """Oh Hell after six hands, hearts turned up, all but the dealer's bid in: the dealer's
    bar shows."""
    rng = random.Random(7)
    session = GameSession.start(store, "oh-hell-pw", TABLE, "Eve")
    for _ in range(6):
        hand = session.scorecard.current
        bids: dict[str, int] = {}
        while hand.expected_bidder is not None:
            player = hand.expected_bidder
            bid = rng.randint(0, max(0, min(2, hand.cards)))
            if player == hand.final_bidder and bid == hand.forbidden_bid:
                bid = 0 if bid else 1
            session.apply(Bid(player, bid))
            bids[player] = bid
            hand = session.scorecard.current
        session.apply(Tricks(tricks_near_bids(rng, bids, hand.cards)))
    session.apply(TurnUp("9H"))
    for bid in (1, 2, 0, 1):
        session.apply(Bid(session.scorecard.current.expected_bidder, bid))
    return session


def page_shots(session: GameSession) -> None:
    with LiveServer("127.0.0.1", 0) as live:
        live.publish(live_state(session.scorecard, session.game_id))
        for name, width, height, scale in (("phone", 360, 740, 2.0), ("tv", 1920, 1080, 1.0)):
            for dark in (False, True):
                with Browser(width, height, scale=scale, dark=dark,
                             mobile=name == "phone") as browser:
                    browser.open(live.url)
                    browser.wait_for("return document.body.dataset.ready === 'yes' && "
                                     "document.querySelector('#link').textContent === 'Live'")
                    path = OUT / f"live-{name}{'-dark' if dark else ''}.png"
                    browser.screenshot(str(path))
                    print(path)


def dialog_shot(store: Store, session: GameSession, theme: str) -> None:
    app = create_application()
    apply_theme(app, theme)  # type: ignore[arg-type]
    window = MainWindow(store)
    window.move(0, 0)
    window.resize(1280, 800)
    window.show()
    window.open_game(session.game_id)
    share = PhoneShare(window)
    dialog = PhoneDialog(share, window.controller, window)

    def show() -> None:
        dialog.show()
        dialog.move(400, 60)
        QTimer.singleShot(900, take)

    def take() -> None:
        path = OUT / f"phones-dialog{'' if theme == 'light' else '-' + theme}.png"
        subprocess.run(["import", "-window", "root", str(path)], check=True)
        print(path)
        share.stop()
        app.quit()

    QTimer.singleShot(300, show)
    app.exec()


def hand_shots(store: Store) -> None:
    """The hand in play among seven long names, as a phone and a laptop show it."""
    session = GameSession.start(store, "oh-shit-updown", NAMES, NAMES[0])
    session.apply(TurnUp("QH"))
    bid_until_the_dealer(session)
    with LiveServer("127.0.0.1", 0) as live:
        live.publish(live_state(session.scorecard, session.game_id))
        for width, height in ((1280, 800), (360, 740)):
            path = OUT / f"live-hand-{width}.png"
            subprocess.run([find(CHROMIUM_NAMES) or "chromium", "--headless=new", "--no-sandbox",
                            "--disable-gpu", "--hide-scrollbars", f"--screenshot={path}",
                            f"--window-size={width},{height}",
                            "--timeout=2500",  # the page has its state by then
                            live.url], check=True, capture_output=True)
            print(path)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    theme = sys.argv[1] if len(sys.argv) > 1 else "light"
    if theme == "hand":
        hand_shots(Store(Path(tempfile.mkdtemp()) / "live-shots.db"))
        return
    store = Store(Path(tempfile.mkdtemp()) / "live-shots.db")
    session = mid_game(store)
    page_shots(session)
    dialog_shot(store, session, theme)


if __name__ == "__main__":
    main()
