"""Screenshots of the club's screens: the leaderboard, head to head, a player's rating
chart, and a sitting (with its notes) in History.

    xvfb-run -a -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb \\
        .venv/bin/python docs/make_club_screenshots.py [dark]

Seeds a scratch database with a year of club evenings: eight players of different
strength, two to five games a night at one or two tables, a shithead sitting most
nights, and notes on a few games.
"""

from __future__ import annotations

import random
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from docs.make_screenshots import OUT, run_scenes
from scorekeeper.rules import FINISHED
from scorekeeper.rules.simulate import simulate
from scorekeeper.store import Store
from scorekeeper.ui.app import create_application
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.shared.theme import apply_theme

SKILL = {"Ann": 1.6, "Ben": 1.1, "Cat": 1.4, "Dan": 0.7, "Eve": 1.0, "Fay": 0.9,
         "Gus": 0.5, "Hal": 1.2}
NOTES = ["At Cat's. Ben's revoke in hand 7 stood after a long look at the rules.",
         "Club night at the Crown, back room.", "Dan brought the new cards.",
         "Fay's first game with us.", "At Ann's; played outside until it rained."]


def played(rng: random.Random, game: str, players: list[str]):  # type: ignore[no-untyped-def]
    """A game where the stronger usually, not always, come out ahead."""
    options = {"schedule": "constant", "cards": 5} if game == "whysteria" else {}
    best, best_score = None, None
    for _ in range(5):
        card = simulate(rng, game, players, options=options)
        if card.status != FINISHED:
            continue
        score = sum(SKILL[s.player] * (len(players) - s.place) for s in card.standings)
        score += rng.gauss(0, 2.0)
        if best_score is None or score > best_score:
            best, best_score = card, score
    return best or simulate(rng, game, players, options=options)


def seed(store: Store) -> None:
    rng = random.Random(7)
    batch = []
    night = datetime(2025, 12, 5, 18, 30, tzinfo=UTC)  # Fridays, a year of them
    while night < datetime(2026, 11, 21, tzinfo=UTC):
        names = list(SKILL)
        rng.shuffle(names)
        tables = [names[:4], names[4:8]] if rng.random() < 0.3 else [names[:rng.choice((3, 4, 5))]]
        for table in tables:
            when = night + timedelta(minutes=rng.randint(0, 40))
            for index in range(rng.randint(2, 5)):
                game = "shithead" if index and rng.random() < 0.35 else rng.choice(
                    ("oh-hell-pw", "oh-hell-pw", "oh-shit-misere", "whysteria"))
                card = played(rng, game, table)
                length = timedelta(minutes=25 if game == "shithead" else rng.randint(40, 75))
                batch.append((card, when.isoformat(timespec="seconds"),
                              (when + length).isoformat(timespec="seconds")))
                when += length + timedelta(minutes=rng.randint(5, 20))
        night += timedelta(days=7)
    ids = store.import_many(batch)
    for game_id in rng.sample(ids[-60:], len(NOTES)):
        store.set_notes(game_id, NOTES.pop())
    store.set_notes(ids[-2], "At Cat's. Ben's revoke in hand 7 stood after a long look "
                             "at the rules; Ann keeps the cards till next week.")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    theme = sys.argv[1] if len(sys.argv) > 1 else "light"
    suffix = "" if theme == "light" else f"-{theme}"
    app = create_application()
    apply_theme(app, theme)  # type: ignore[arg-type]
    store = Store(Path(tempfile.mkdtemp()) / "club.db")
    seed(store)
    window = MainWindow(store)
    window.move(0, 0)
    window.resize(1280, 800)
    window.show()

    def board() -> None:
        window.show_leaderboard("oh-hell-pw")

    def matrix() -> None:
        window.leaderboard.tabs.setCurrentIndex(1)

    def rating() -> None:
        window.show_players()
        view = window.players
        view.list.setCurrentRow(0)  # Ann
        view.rating_game.setCurrentIndex(view.rating_game.findData("oh-hell-pw"))

    def sitting() -> None:
        window.show_history()
        view = window.history
        last = store.history(limit=1)[0].id
        view.table.selectRow(view.model.row_of(last - 1) or 1)
        view.detail.tabs.setCurrentIndex(0)

    def notes() -> None:
        window.history.detail.tabs.setCurrentIndex(2)

    run_scenes(app, [(f"leaderboard{suffix}.png", board), (f"head-to-head{suffix}.png", matrix),
                     (f"rating-chart{suffix}.png", rating), (f"sitting{suffix}.png", sitting),
                     (f"notes{suffix}.png", notes)])


if __name__ == "__main__":
    main()
