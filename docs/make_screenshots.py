"""Regenerate docs/screenshots/ under a virtual X screen.

    xvfb-run -a -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb \
        .venv/bin/python docs/make_screenshots.py

Needs Debian's xvfb and imagemagick (for `import`). Builds a scratch database of
simulated games, then shows each screen at 1280×800 and photographs the screen.
"""

from __future__ import annotations

import random
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from scorekeeper.rules.commands import Bid, Outcome, Tricks, TurnUp
from scorekeeper.rules.simulate import random_setup, simulate, tricks_near_bids
from scorekeeper.store import GameSession, Store
from scorekeeper.ui.app import create_application
from scorekeeper.ui.dialogs.new_game import NewGameDialog
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.shared.theme import apply_theme

OUT = Path(__file__).parent / "screenshots"
CLUB = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus"]


def run_scenes(app: QApplication, scenes: list[tuple[str, Callable[[], None]]]) -> None:
    """Set up each scene, let it paint, photograph the X screen: all in one event loop."""
    queue = list(scenes)

    def next_scene() -> None:
        if not queue:
            app.quit()
            return
        name, prepare = queue.pop(0)
        prepare()

        def take() -> None:
            subprocess.run(["import", "-window", "root", str(OUT / name)], check=True)
            print(OUT / name)
            next_scene()

        QTimer.singleShot(700, take)

    QTimer.singleShot(0, next_scene)
    app.exec()


def play(session: GameSession, rng: random.Random, hands: int) -> None:
    for _ in range(hands):
        card = session.scorecard
        hand = card.current
        if hand is None:
            return
        if hand.cards is None:
            session.apply(Outcome(loser=rng.choice(card.setup.players)))
            continue
        if card.setup.variant != "whysteria" and not (
                hand.trump == "none" and "dealt" in str(hand.trump_reason)):
            session.apply(TurnUp(rng.choice(["QH", "7C", "10S", "4D", "KS"])))
        while session.scorecard.current.expected_bidder is not None:
            current = session.scorecard.current
            bid = max(0, min(current.cards, round(current.cards / len(card.setup.players)
                                                  + rng.uniform(-0.7, 0.9))))
            if current.final_bidder == current.expected_bidder and bid == current.forbidden_bid:
                bid = bid + 1 if bid < current.cards else bid - 1
            session.apply(Bid(current.expected_bidder, bid))
        current = session.scorecard.current
        session.apply(Tricks(tricks_near_bids(rng, current.bids, current.cards)))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    theme = sys.argv[1] if len(sys.argv) > 1 else "light"
    app = create_application()
    apply_theme(app, theme)  # type: ignore[arg-type]
    db = Path(tempfile.mkdtemp()) / "shots.db"
    store = Store(db)
    rng = random.Random(42)
    batch = []
    for day in range(28):
        game, players, options = random_setup(rng, CLUB)
        card = simulate(rng, game, players, options=options)
        batch.append((card, f"2026-10-{day + 1:02d}T20:00:00+00:00",
                      f"2026-10-{day + 1:02d}T21:10:00+00:00"))
    store.import_many(batch)
    pw = GameSession.start(store, "oh-hell-pw", ["Ann", "Ben", "Cat", "Dan"], "Dan")
    play(pw, rng, 6)
    why = GameSession.start(store, "whysteria", ["Eve", "Fay", "Gus"], "Eve")
    play(why, rng, 4)
    window = MainWindow(store)
    window.move(0, 0)
    window.resize(1280, 800)
    window.show()
    suffix = "" if theme == "light" else f"-{theme}"
    dialog = NewGameDialog(store.player_names(), window, game="oh-hell-pw",
                           players=["Ann", "Ben", "Cat", "Dan"], dealer="Dan")

    def show_dialog() -> None:
        dialog.move(320, 60)
        dialog.show()

    def pw_table() -> None:
        dialog.close()
        # Mid-hand: turn-up and three bids in, the dealer's forbidden bid showing.
        pw.apply(TurnUp("9H"))
        for n in range(3):
            current = pw.scorecard.current
            pw.apply(Bid(current.expected_bidder, 1 if n else 2))
        window.open_game(pw.game_id)

    def why_table() -> None:
        why.apply(Bid("Gus", 1))
        window.open_game(why.game_id)

    def standings() -> None:
        # A misère game whose tie on points the tie-breakers settle.
        seed = 0
        while True:
            card = simulate(random.Random(seed), "oh-shit-misere",
                            ["Ann", "Ben", "Cat", "Dan", "Eve"], "Ann")
            if card.reasons and card.status == "finished":
                break
            seed += 1
        (game_id,) = store.import_many([(card, "2026-11-21T20:00:00+00:00",
                                         "2026-11-21T21:30:00+00:00")])
        window.open_game(game_id)

    def history() -> None:
        window.show_history()
        window.history.table.selectRow(3)

    def chart() -> None:
        view = window.history
        view.game.setCurrentIndex(view.game.findData("oh-hell-pw"))
        view.status.setCurrentIndex(view.status.findData("finished"))
        view.table.selectRow(0)
        view.detail.tabs.setCurrentIndex(1)

    def players() -> None:
        window.show_players()
        window.players.list.setCurrentRow(1)

    if theme == "light":
        scenes = [("start.png", lambda: None), ("new-game.png", show_dialog),
                  ("table-oh-hell-pw.png", pw_table), ("table-whysteria.png", why_table),
                  ("standings.png", standings), ("history.png", history),
                  ("chart.png", chart), ("players.png", players)]
    else:
        scenes = [(f"start{suffix}.png", lambda: None), (f"new-game{suffix}.png", show_dialog),
                  (f"table-oh-hell-pw{suffix}.png", pw_table),
                  (f"table-whysteria{suffix}.png", why_table),
                  (f"standings{suffix}.png", standings), (f"history{suffix}.png", history),
                  (f"chart{suffix}.png", chart), (f"players{suffix}.png", players)]
    run_scenes(app, scenes)


if __name__ == "__main__":
    main()
