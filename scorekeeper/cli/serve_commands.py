"""``serve``: the game in play as a live, read-only page for the players' phones."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .common import EXIT_OK, EXIT_UNUSABLE, fail, open_store

POLL_SECONDS = 0.25  # how often the database is looked at: changes show within 1 s


def _configure_serve(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", type=int, metavar="ID",
                        help="the game to serve (default: the most recently changed unfinished "
                             "game, then its rematch)")
    parser.add_argument("--bind", metavar="ADDR",
                        help="the address to listen on (default: this computer's address on "
                             "the local network)")
    parser.add_argument("--port", type=int, metavar="N",
                        help="the port (default: 8470, or a free one when it is taken)")


def run_serve(args: argparse.Namespace) -> int:
    import signal
    import time

    from ..exports.qt_words import other_languages
    from ..live.follow import GameFollower, GameGone
    from ..live.network import lan_address
    from ..live.server import DEFAULT_PORT, LiveServer, LiveServerError
    from ..live.state import live_state
    from ..store import StoreError

    if args.port is not None and not 0 <= args.port <= 65535:
        return fail(f"--port {args.port}: a port is a number from 0 to 65535", EXIT_UNUSABLE)
    try:
        store = open_store(args, create=False)
    except StoreError as error:
        return fail(str(error), EXIT_UNUSABLE)
    server: LiveServer | None = None
    stop = signal.getsignal(signal.SIGTERM)
    try:
        game_id = args.game if args.game is not None else _latest(store)
        if game_id is None:
            return fail("there is no unfinished game to serve; start one, or name one with "
                        "--game ID (see: scorekeeper list)", EXIT_UNUSABLE)
        if store.game_summary(game_id) is None:
            return fail(f"there is no game {game_id} (see: scorekeeper list)", EXIT_UNUSABLE)
        if store.in_trash(game_id):
            return fail(f"game {game_id} is in the trash; bring it back with "
                        f"scorekeeper restore {game_id}", EXIT_UNUSABLE)
        follower = GameFollower(store, game_id, rematch=args.game is None)
        server = LiveServer(args.bind or lan_address(),
                            DEFAULT_PORT if args.port is None else args.port,
                            fallback=args.port is None)
        server.publish(live_state(follower.scorecard, follower.game_id, follower.typed,
                                      other_languages()))
        # A stop, like Ctrl+C: taken from before anyone can know the page is there.
        signal.signal(signal.SIGTERM, signal.default_int_handler)
        server.start()
        print(server.url, flush=True)
        _announce(server.url, follower.game_id)
        while True:
            time.sleep(POLL_SECONDS)
            try:
                scorecard = follower.poll()
            except GameGone as gone:
                print(f"scorekeeper: {gone}; the page is no longer served", file=sys.stderr)
                return EXIT_OK
            except StoreError as error:  # busy for a moment, or damaged: keep the last state
                print(f"scorekeeper: {error}", file=sys.stderr)
                continue
            if scorecard is not None:
                server.publish(live_state(scorecard, follower.game_id, follower.typed,
                                          other_languages()))
    except KeyboardInterrupt:
        print("scorekeeper: stopped serving", file=sys.stderr)
        return EXIT_OK
    except (LiveServerError, StoreError) as error:
        return fail(str(error), EXIT_UNUSABLE)
    finally:
        signal.signal(signal.SIGTERM, stop)
        if server is not None:
            server.stop()
        store.close()


def _latest(store: Any) -> int | None:
    unfinished = store.unfinished_games(limit=1)
    return unfinished[0].id if unfinished else None


def _announce(url: str, game_id: int) -> None:
    """Say what is served on stderr (stdout has the URL alone), with the QR code to scan
    when a person is watching the terminal."""
    print(f"scorekeeper: serving game {game_id} read-only at {url} — Ctrl+C stops",
          file=sys.stderr)
    if sys.stderr.isatty():
        try:
            import segno

            segno.make(url, error="m").terminal(out=sys.stderr, compact=True)
        except (ImportError, OSError, ValueError):
            pass


COMMANDS = {
    "serve": (_configure_serve, run_serve,
              "serve the game in play as a live read-only page for the players' phones"),
}
