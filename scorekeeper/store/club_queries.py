"""Queries for the club's views: every game with its results, the log of changes to
finished games, the ratings kept between runs, and notes.

Only SQL here: the ratings, sittings, records and tables are computed from these
rows by :mod:`scorekeeper.club`, which hands back its ratings to be kept as text."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import Any

from ..rules.names import name_key
from ..rules.stats_games import played_as
from .club_records import BidAccuracy, ClubGame, HandScore, SeatResult


class ClubQueries:
    """Mixed into :class:`Store`; relies on its ``_read``."""

    def _read(self, sql: str,
              params: Sequence[Any] | dict[str, Any] = ()) -> list[tuple[Any, ...]]:
        raise NotImplementedError

    def _write(self) -> AbstractContextManager[Any]:
        raise NotImplementedError

    def club_games(self, variant: str | None = None, *, since: str | None = None,
                   until: str | None = None, finished_only: bool = True,
                   after: tuple[str, int] | None = None) -> list[ClubGame]:
        """Games out of the trash in the order they were started (then by id), each with
        its players' places, totals and exact bids.

        ``since``/``until`` are ISO dates (inclusive) or time stamps (``until`` then
        exclusive): ``"2026-01-01"`` … ``"2026-12-31"`` is the year 2026. ``after`` (a
        start and an id) leaves out the games up to that one."""
        clauses, params = _club_where(variant, since, until, finished_only, after)
        rows = self._read(
            f"""SELECT g.id, gp.variant, g.started, g.ended, g.updated, g.status, g.options,
                       p.name, gp.place, gp.total, gp.hands, gp.exact
                FROM games g JOIN game_players gp ON gp.game_id = g.id
                JOIN players p ON p.id = gp.player_id
                WHERE {' AND '.join(clauses)}
                ORDER BY g.started, g.id, gp.seat""", params)
        return _games_of(rows)

    def club_seatings(self) -> list[tuple[str, ...]]:
        """The players of every game out of the trash (finished or not), in seat order,
        the games in the order they were started: what each player's colour in the
        charts is chosen from."""
        rows = self._read(
            """SELECT g.id, p.name FROM games g JOIN game_players gp ON gp.game_id = g.id
               JOIN players p ON p.id = gp.player_id WHERE g.trashed IS NULL
               ORDER BY g.started, g.id, gp.seat""")
        games: dict[int, list[str]] = {}
        for game_id, name in rows:
            games.setdefault(game_id, []).append(name)
        return [tuple(players) for players in games.values()]

    def stats_keys_of(self, variant: str) -> list[str]:
        """What the stored games (out of the trash) played as ``variant`` count as in
        statistics (the rules' keys: each house game's name), in no order."""
        return [row[0] for row in self._read(
            "SELECT DISTINCT gp.variant FROM games g JOIN game_players gp "
            "ON gp.game_id = g.id AND gp.seat = 0 WHERE g.variant = ? AND g.trashed IS NULL",
            [variant])]

    def hand_scores(self, game_ids: Sequence[int]) -> list[HandScore]:
        """Every scored entry of the games ``game_ids`` (in game, hand, seat order): what
        an evening's biggest hand and best bidder are found in."""
        if not game_ids:
            return []
        marks = ",".join("?" * len(game_ids))
        rows = self._read(
            f"""SELECT e.game_id, e.number, h.cards, p.name, e.bid, e.tricks, e.score
                FROM entries e JOIN hands h ON h.game_id = e.game_id AND h.number = e.number
                JOIN players p ON p.id = e.player_id
                WHERE e.game_id IN ({marks}) AND e.score IS NOT NULL
                ORDER BY e.game_id, e.number, e.seat""", list(game_ids))
        return [HandScore(*row) for row in rows]

    def bid_accuracy(self, player: str) -> list[BidAccuracy]:
        """``player``'s bids in their finished games out of the trash, per game (the
        statistics key) and hand size: hands, exact, over and under, points scored."""
        rows = self._read(
            """SELECT gp.variant, h.cards, count(*), sum(e.bid = e.tricks),
                      sum(e.bid > e.tricks), sum(e.bid < e.tricks), sum(e.score)
               FROM game_players gp
               JOIN entries e ON e.game_id = gp.game_id AND e.player_id = gp.player_id
               JOIN hands h ON h.game_id = e.game_id AND h.number = e.number
               WHERE gp.player_id = (SELECT id FROM players WHERE name_key = ?)
               AND gp.status = 'finished' AND e.score IS NOT NULL AND e.bid IS NOT NULL
               AND h.cards IS NOT NULL
               GROUP BY gp.variant, h.cards ORDER BY gp.variant, h.cards""",
            [name_key(player)])
        return [BidAccuracy(*row) for row in rows]

    def club_version(self) -> int:
        """How many changes to finished games there have been (see :meth:`club_change`)."""
        return int(self._read("SELECT coalesce(max(seq), 0) FROM club_changes")[0][0])

    def club_change(self, version: int, variant: str) -> tuple[str, int] | None:
        """The earliest game (start, id) of ``variant`` whose result changed after
        ``version`` — ``("", 0)`` when anything could have (a rename, or the log no longer
        reaches back that far) — or None when nothing did."""
        kept = self._read("SELECT min(seq) FROM club_changes")[0][0]
        if kept is not None and kept > version + 1:
            return ("", 0)
        rows = self._read(
            "SELECT started, game_id FROM club_changes WHERE seq > ? AND variant IN (?, '*') "
            "ORDER BY started, game_id LIMIT 1", [version, variant])
        return (rows[0][0], rows[0][1]) if rows else None

    def club_state(self, question: str) -> str | None:
        """What the club's ratings kept for ``question`` (see :mod:`scorekeeper.club`)."""
        rows = self._read("SELECT state FROM club_ratings WHERE question = ?", [question])
        return rows[0][0] if rows else None

    def save_club_state(self, question: str, version: int, state: str,
                        force: bool = False) -> None:
        """Keep the club's ratings for ``question`` as of change ``version``, unless a
        newer answer is kept already (another window may have been quicker) and
        ``force`` is not given (what is kept could not be read)."""
        with self._write() as db:
            db.execute(
                "INSERT INTO club_ratings (question, version, state) VALUES (?, ?, ?) "
                "ON CONFLICT(question) DO UPDATE SET version = excluded.version, "
                "state = excluded.state WHERE excluded.version >= club_ratings.version "
                "OR ?", [question, version, state, force])



def _game(rows: list[tuple[Any, ...]]) -> ClubGame:
    first = rows[0]
    return ClubGame(first[0], first[1], first[2], first[3], first[4], first[5],
                    tuple(SeatResult(*row[7:]) for row in rows), first[6])


def _club_where(variant: str | None, since: str | None, until: str | None,
                finished_only: bool, after: tuple[str, int] | None
                ) -> tuple[list[str], list[str | int]]:
    """The conditions of :meth:`ClubQueries.club_games` and their parameters."""
    clauses = ["g.trashed IS NULL"]
    params: list[str | int] = []
    if variant is not None:  # a statistics key: the game played, and what it counts as
        clauses.append("g.variant = ? AND gp.variant = ?")
        params.extend([played_as(variant), variant])
    if finished_only:
        clauses.append("g.status = 'finished'")
    if since:
        clauses.append("g.started >= ?")
        params.append(since)
    if until:
        clauses.append("g.started < date(?, '+1 day')" if len(until) == 10
                       else "g.started < ?")
        params.append(until)
    if after is not None:
        clauses.append("(g.started, g.id) > (?, ?)")
        params.extend(after)
    return clauses, params


def _games_of(rows: Sequence[tuple[Any, ...]]) -> list[ClubGame]:
    """One ClubGame per run of rows of the same game (rows come ordered by game)."""
    games: list[ClubGame] = []
    current: list[tuple[Any, ...]] = []
    for row in rows:
        if current and current[0][0] != row[0]:
            games.append(_game(current))
            current = []
        current.append(row)
    if current:
        games.append(_game(current))
    return games
