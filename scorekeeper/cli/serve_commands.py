"""``serve``: the game in play as a live, read-only page for the players' phones."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from .common import EXIT_OK, EXIT_UNUSABLE, fail, open_store

if TYPE_CHECKING:
    from ..live.follow import GameFollower
    from ..live.server import LiveServer
    from ..store.interfaces import GamesStore

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

    from ..live.follow import GameFollower
    from ..live.server import LiveServerError
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
        game_id = _servable(store, args.game)
        if isinstance(game_id, str):
            return fail(game_id, EXIT_UNUSABLE)
        follower = GameFollower(store, game_id, rematch=args.game is None)
        server = _server(args, follower)
        # A stop, like Ctrl+C: taken from before anyone can know the page is there.
        signal.signal(signal.SIGTERM, signal.default_int_handler)
        server.start()
        print(server.url, flush=True)
        _announce(server.url, follower.game_id)
        return _serve_changes(server, follower)
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


def _servable(store: GamesStore, asked: int | None) -> int | str:
    """The game to serve (the one asked for, else the latest unfinished), or why none
    can be."""
    game_id = asked if asked is not None else _latest(store)
    if game_id is None:
        return ("there is no unfinished game to serve; start one, or name one with "
                "--game ID (see: scorekeeper list)")
    if store.game_summary(game_id) is None:
        return f"there is no game {game_id} (see: scorekeeper list)"
    if store.in_trash(game_id):
        return (f"game {game_id} is in the trash; bring it back with "
                f"scorekeeper restore {game_id}")
    return game_id


def _server(args: argparse.Namespace, follower: GameFollower) -> LiveServer:
    """The page's server (not started yet) on the address and port asked for, with the
    game as it is now."""
    from ..exports.qt_words import other_languages
    from ..live.network import lan_address
    from ..live.server import DEFAULT_PORT, LiveServer
    from ..live.state import live_state

    server = LiveServer(args.bind or lan_address(),
                        DEFAULT_PORT if args.port is None else args.port,
                        fallback=args.port is None)
    server.publish(live_state(follower.scorecard, follower.game_id, follower.typed,
                              other_languages()))
    return server


def _serve_changes(server: LiveServer, follower: GameFollower) -> int:
    """Publish the game each time it changes, until it is gone (or Ctrl+C)."""
    import time

    from ..exports.qt_words import other_languages
    from ..live.follow import GameGone
    from ..live.state import live_state
    from ..store import StoreError

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


def _latest(store: GamesStore) -> int | None:
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
