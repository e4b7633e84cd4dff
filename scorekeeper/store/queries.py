"""Read-only queries: history, one game's rows, statistics, head-to-head, players."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from ..rules import FINISHED, IN_PROGRESS
from ..rules.names import name_key
from ..rules.stats_games import has_bids, played_as
from .query_types import (
    TRASHED,
    GameSummary,
    HeadToHead,
    HistoryFilter,
    PlayerRow,
    PlayerStats,
    TrashedGame,
)

SORTABLE = {"started": "g.started", "variant": "g.variant", "players": "g.players_text",
            "winners": "g.winners_text", "status": "g.status", "hands": "g.hands_played"}
_SUMMARY = ("g.id, g.variant, g.players_text, g.winners_text, g.status, g.started, g.ended, "
            "g.updated, g.hands_played, "
            "(SELECT x.variant FROM game_players x WHERE x.game_id = g.id AND x.seat = 0)")


class Queries:
    """Mixed into :class:`Store`; relies on its ``_read``."""

    def _read(self, sql: str,
              params: Sequence[Any] | dict[str, Any] = ()) -> list[tuple[Any, ...]]:
        raise NotImplementedError

    @staticmethod
    def _query(f: HistoryFilter) -> tuple[str, list[Any], str]:
        """FROM…WHERE for a filter, and the ORDER BY that an index can serve."""
        clauses: list[str] = ["g.trashed IS NULL"]
        params: list[Any] = []
        if f.player:
            # One player's games come straight off their (player, started) index.
            source = "game_players gp JOIN games g ON g.id = gp.game_id"
            clauses.append("gp.player_id = (SELECT id FROM players WHERE name_key = ?)")
            params.append(name_key(f.player))
            order = "gp.started DESC, gp.game_id DESC"
        else:
            source = "games g"
            order = "g.started DESC, g.id DESC"
        if f.variant:
            clause, values = _one_game(f.variant)
            clauses.append(clause)
            params.extend(values)
        if f.status:
            clauses.append("g.status = ?")
            params.append(f.status)
        if f.date_from:
            clauses.append("g.started >= ?")
            params.append(f.date_from)
        if f.date_to:
            clauses.append("g.started < date(?, '+1 day')")
            params.append(f.date_to)
        if f.search:
            clauses.append("g.players_text LIKE ? ESCAPE '\\'")
            escaped = f.search.strip().replace("\\", "\\\\").replace("%", "\\%").replace(
                "_", "\\_")
            params.append(f"%{escaped}%")
        return f" FROM {source} WHERE " + " AND ".join(clauses), params, order

    def history(self, f: HistoryFilter | None = None, limit: int = 50,
                offset: int = 0, sort: str = "started",
                descending: bool = True) -> list[GameSummary]:
        """A page of games, newest first (or sorted by another column of the history)."""
        source, params, order = self._query(f or HistoryFilter())
        if sort != "started" or not descending:
            column = SORTABLE[sort]
            direction = "DESC" if descending else "ASC"
            order = f"{column} {direction}, g.id {direction}"
        rows = self._read(f"SELECT {_SUMMARY}{source} ORDER BY {order} LIMIT ? OFFSET ?",
                          [*params, limit, offset])
        return [GameSummary(*row) for row in rows]

    def history_after(self, f: HistoryFilter | None, started: str, game_id: int,
                      limit: int = 50) -> list[GameSummary]:
        """The page after the game (``started``, ``game_id``): paging by key, not offset,
        so a page deep in the history costs the same as the first one."""
        f = f or HistoryFilter()
        source, params, order = self._query(f)
        prefix = "gp" if f.player else "g"
        ident = "gp.game_id" if f.player else "g.id"
        rows = self._read(
            f"SELECT {_SUMMARY}{source} AND ({prefix}.started, {ident}) < (?, ?) "
            f"ORDER BY {order} LIMIT ?", [*params, started, game_id, limit])
        return [GameSummary(*row) for row in rows]

    def history_count(self, f: HistoryFilter | None = None) -> int:
        source, params, _ = self._query(f or HistoryFilter())
        return int(self._read(f"SELECT count(*){source}", params)[0][0])

    def unfinished_games(self, limit: int = 20) -> list[GameSummary]:
        rows = self._read(
            f"SELECT {_SUMMARY} FROM games g WHERE g.status = ? AND g.trashed IS NULL "
            "ORDER BY g.updated DESC, g.id DESC LIMIT ?", [IN_PROGRESS, limit])
        return [GameSummary(*row) for row in rows]

    def game_summary(self, game_id: int) -> GameSummary | None:
        """One game, wherever it is (a game in the trash included: see :meth:`in_trash`)."""
        rows = self._read(f"SELECT {_SUMMARY} FROM games g WHERE g.id = ?", [game_id])
        return GameSummary(*rows[0]) if rows else None

    def in_trash(self, game_id: int) -> bool:
        rows = self._read("SELECT trashed IS NOT NULL FROM games WHERE id = ?", [game_id])
        return bool(rows and rows[0][0])

    def trash(self) -> list[TrashedGame]:
        """The games deleted but not yet emptied from the trash, last deleted first."""
        rows = self._read(
            f"SELECT {_SUMMARY}, g.trashed FROM games g WHERE g.trashed IS NOT NULL "
            "ORDER BY g.trashed DESC, g.id DESC")
        return [TrashedGame(GameSummary(*row[:-1]), row[-1]) for row in rows]

    def players(self) -> list[PlayerRow]:
        """Everyone, active or not, by name: games (not in the trash), aliases, active."""
        rows = self._read(
            "SELECT p.id, p.name, (SELECT count(*) FROM game_players gp "
            "WHERE gp.player_id = p.id AND gp.status != ?), "
            "(SELECT json_group_array(alias) FROM (SELECT alias FROM player_aliases a "
            "WHERE a.player_id = p.id ORDER BY a.id)), p.inactive IS NULL FROM players p "
            "ORDER BY p.name_key", [TRASHED])
        return [PlayerRow(pid, name, games, tuple(json.loads(aliases)), bool(active))
                for pid, name, games, aliases, active in rows]

    def player_names(self) -> list[str]:
        return [row[0] for row in self._read("SELECT name FROM players ORDER BY name_key")]

    def player_stats(self, player: str, variant: str | None = None) -> list[PlayerStats]:
        """Per game: played, won (a shared first place is a win), places, bidding habits."""
        extra, params = ("AND gp.variant = ?", [variant]) if variant else ("", [])
        rows = self._read(
            f"""SELECT p.name, gp.variant, count(*), sum(gp.place = 1), avg(gp.place),
                   sum(gp.hands), sum(gp.exact), sum(gp.score_sum), sum(gp.over_sum),
                   max(gp.total), min(gp.total)
                FROM players p JOIN game_players gp ON gp.player_id = p.id
                WHERE p.name_key = ? AND gp.status = ? {extra}
                GROUP BY gp.variant ORDER BY gp.variant""",
            [name_key(player), FINISHED, *params])
        out = []
        for name, game, played, won, avg_place, hands, exact, score, over, best, worst in rows:
            if not has_bids(game):  # totals are a tally: no hand scores or bids
                out.append(PlayerStats(name, game, played, won, avg_place, hands, None, None,
                                       None, None, None, None, None))
                continue
            out.append(PlayerStats(
                name, game, played, won, avg_place, hands,
                exact / hands if hands else None, score / hands if hands else None,
                over / hands if hands else None, best, self._extreme_game(player, game, "DESC"),
                worst, self._extreme_game(player, game, "ASC")))
        return out

    def _extreme_game(self, player: str, variant: str, direction: str) -> int | None:
        rows = self._read(
            f"""SELECT gp.game_id FROM game_players gp
                WHERE gp.player_id = (SELECT id FROM players WHERE name_key = ?)
                AND gp.status = ? AND gp.variant = ?
                ORDER BY gp.total {direction}, gp.game_id DESC LIMIT 1""",
            [name_key(player), FINISHED, variant])
        return rows[0][0] if rows else None

    def exact_by_hand_size(self, *, player: str | None = None, game_id: int | None = None,
                           variant: str | None = None) -> list[tuple[str, int, int, int]]:
        """(player, cards, hands, exact bids) for a game, or a player's finished games."""
        clauses = ["e.score IS NOT NULL", "h.cards IS NOT NULL"]
        params: list[str | int] = []
        if game_id is not None:
            clauses.append("e.game_id = ?")
            params.append(game_id)
        if player is not None:
            clauses.append("e.player_id = (SELECT id FROM players WHERE name_key = ?)")
            params.append(name_key(player))
            clauses.append("e.game_id IN (SELECT game_id FROM game_players WHERE player_id = "
                           "e.player_id AND status = ?)")
            params.append(FINISHED)
        if variant is not None:
            clause, values = _one_game(variant)
            clauses.append(f"e.game_id IN (SELECT g.id FROM games g WHERE {clause} "
                           "AND g.trashed IS NULL)")
            params.extend(values)
        return [tuple(r) for r in self._read(
            f"""SELECT p.name, h.cards, count(*), sum(e.bid = e.tricks)
                FROM entries e JOIN hands h ON h.game_id = e.game_id AND h.number = e.number
                JOIN players p ON p.id = e.player_id
                WHERE {' AND '.join(clauses)}
                GROUP BY p.name, h.cards ORDER BY p.name, h.cards""", params)]

    def head_to_head(self, player: str, opponent: str,
                     variant: str | None = None) -> list[HeadToHead]:
        extra, params = ("AND a.variant = ?", [variant]) if variant else ("", [])
        rows = self._read(
            f"""SELECT pa.name, pb.name, a.variant, count(*), sum(a.place < b.place),
                   sum(a.place > b.place), sum(a.place = b.place)
                FROM players pa JOIN game_players a ON a.player_id = pa.id
                JOIN game_players b ON b.game_id = a.game_id
                JOIN players pb ON pb.id = b.player_id
                WHERE pa.name_key = ? AND pb.name_key = ? AND a.status = ? {extra}
                GROUP BY a.variant ORDER BY a.variant""",
            [name_key(player), name_key(opponent), FINISHED, *params])
        return [HeadToHead(*row) for row in rows]


def _one_game(key: str) -> tuple[str, list[Any]]:
    """The condition on ``games g`` for the games a statistics key gathers: those played
    as its game (the index serves that) whose seats count as that key (a house game's
    name)."""
    game = played_as(key)
    if game == key:
        return "g.variant = ?", [key]
    return ("g.variant = ? AND (SELECT x.variant FROM game_players x "
            "WHERE x.game_id = g.id AND x.seat = 0) = ?", [game, key])
