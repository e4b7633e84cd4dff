"""Photograph the players' display (F11) of each game mid-hand, light and dark.

    xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb \
        .venv/bin/python docs/make_board_screenshots.py

Needs Debian's xvfb and imagemagick (for `import`). Each game is played a few
hands on a scratch database, then stopped mid-hand (the turn-up and some bids
in, the forbidden bid showing where the game has one); the app shows the board
full screen on a 1080p screen and the X screen is photographed: the same pixels
the players would see. Writes docs/screenshots/board-<game>.png and -dark.png.
"""

from __future__ import annotations

import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from make_screenshots import play, run_scenes  # the same folder: how the app is driven

from scorekeeper.rules.commands import Bid, Outcome, TurnUp
from scorekeeper.store import GameSession, Store
from scorekeeper.ui.app import create_application
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.shared.theme import apply_theme

FIVE = ["Ann", "Ben", "Cat", "Dan", "Eve"]
FOUR = ["Ann", "Ben", "Cat", "Dan"]


def bid(session: GameSession, *values: int) -> None:
    """Bids of the next players in turn, as the scorekeeper would type them."""
    for value in values:
        session.apply(Bid(session.scorecard.current.expected_bidder, value))


def misere(store: Store, rng: random.Random) -> GameSession:
    """An ace turned up: no trumps, and why; bids shown at once, three typed so far."""
    session = GameSession.start(store, "oh-shit-misere", FIVE, "Eve")
    play(session, rng, 5)
    session.apply(TurnUp("AS"))
    bid(session, 1, 0, 2)
    return session


def updown(store: Store, rng: random.Random) -> GameSession:
    """All but the dealer have bid: the dealer's hook ("Eve can't bid 1") shows."""
    session = GameSession.start(store, "oh-shit-updown", FIVE, "Ann")
    play(session, rng, 3)
    session.apply(TurnUp("QH"))
    bid(session, 1, 0, 2, 0)
    return session


def pw(store: Store, rng: random.Random) -> GameSession:
    session = GameSession.start(store, "oh-hell-pw", FOUR, "Dan")
    play(session, rng, 6)
    session.apply(TurnUp("9D"))
    bid(session, 2, 1, 1)
    return session


def shithead(store: Store, rng: random.Random) -> GameSession:
    session = GameSession.start(store, "shithead", FOUR, "Ann", {"target": 5})
    play(session, rng, 6)
    session.apply(Outcome(out_order=["Dan", "Ann", "Cat", "Ben"]))
    return session


def whysteria(store: Store, rng: random.Random) -> GameSession:
    """The one-card hand: the forehead reminder, bids called, the last caller's limit."""
    session = GameSession.start(store, "whysteria", FOUR, "Dan")
    play(session, rng, 6)
    session.apply(Bid("Cat", 0))
    session.apply(Bid("Ann", 0))
    session.apply(Bid("Dan", 1))
    return session


GAMES: dict[str, Callable[[Store, random.Random], GameSession]] = {
    "oh-shit-misere": misere, "oh-shit-updown": updown, "oh-hell-pw": pw,
    "shithead": shithead, "whysteria": whysteria}


def main() -> None:
    app = create_application()
    store = Store(Path(tempfile.mkdtemp()) / "board.db")
    rng = random.Random(7)
    sessions = {game: setup(store, rng) for game, setup in GAMES.items()}
    window = MainWindow(store)
    window.move(0, 0)
    window.resize(1280, 800)
    window.show()

    def scene(game: str, theme: str) -> Callable[[], None]:
        def prepare() -> None:
            apply_theme(app, theme)  # type: ignore[arg-type]
            if window.big_board is not None and window.big_board.isVisible():
                window.toggle_big_board()
            window.open_game(sessions[game].game_id)
            window.toggle_big_board()
        return prepare

    scenes = [(f"board-{game}{'' if theme == 'light' else '-dark'}.png", scene(game, theme))
              for theme in ("light", "dark") for game in GAMES]
    run_scenes(app, scenes)  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
