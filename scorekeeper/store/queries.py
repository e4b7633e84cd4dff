"""Read-only queries: history, one game's rows, statistics, head-to-head, players."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..rules.games.base import name_key
from .records import GameSummary, HeadToHead, HistoryFilter, PlayerRow, PlayerStats

_SUMMARY = ("id, variant, players_text, winners_text, status, started, ended, updated, "
            "hands_played")


class Queries:
    """Mixed into :class:`Store`; relies on its ``_read``."""

    def _read(self, sql: str, params: Sequence[Any] | Mapping[str, Any] = ()) -> list[tuple]:
        raise NotImplementedError

    @staticmethod
    def _where(f: HistoryFilter) -> tuple[str, list[Any]]:
        clauses, params = [], []
        if f.variant:
            clauses.append("variant = ?")
            params.append(f.variant)
        if f.status:
            clauses.append("status = ?")
            params.append(f.status)
        if f.player:
            clauses.append("id IN (SELECT gp.game_id FROM game_players gp JOIN players p "
                           "ON p.id = gp.player_id WHERE p.name_key = ?)")
            params.append(name_key(f.player))
        if f.date_from:
            clauses.append("started >= ?")
            params.append(f.date_from)
        if f.date_to:
            clauses.append("started < date(?, '+1 day')")
            params.append(f.date_to)
        if f.search:
            clauses.append("players_text LIKE ? ESCAPE '\\'")
            escaped = f.search.strip().replace("\\", "\\\\").replace("%", "\\%").replace(
                "_", "\\_")
            params.append(f"%{escaped}%")
        return (" WHERE " + " AND ".join(clauses)) if clauses else "", params

    def history(self, f: HistoryFilter | None = None, limit: int = 50,
                offset: int = 0) -> list[GameSummary]:
        """A page of games, newest first."""
        where, params = self._where(f or HistoryFilter())
        rows = self._read(
            f"SELECT {_SUMMARY} FROM games{where} ORDER BY started DESC, id DESC "
            "LIMIT ? OFFSET ?", [*params, limit, offset])
        return [GameSummary(*row) for row in rows]

    def history_count(self, f: HistoryFilter | None = None) -> int:
        where, params = self._where(f or HistoryFilter())
        return self._read(f"SELECT count(*) FROM games{where}", params)[0][0]

    def unfinished_games(self, limit: int = 20) -> list[GameSummary]:
        rows = self._read(
            f"SELECT {_SUMMARY} FROM games WHERE status = 'in progress' "
            "ORDER BY updated DESC, id DESC LIMIT ?", [limit])
        return [GameSummary(*row) for row in rows]

    def game_summary(self, game_id: int) -> GameSummary | None:
        rows = self._read(f"SELECT {_SUMMARY} FROM games WHERE id = ?", [game_id])
        return GameSummary(*rows[0]) if rows else None

    def scorecard_rows(self, game_id: int) -> list[tuple]:
        """Every entry of a game: (hand, cards, dealer seat, trump, seat, name, bid, tricks,
        penalty, score, total, made), hands in order, players in seating order."""
        return self._read(
            "SELECT h.number, h.cards, h.dealer_seat, h.trump, e.seat, p.name, e.bid, e.tricks, "
            "e.penalty, e.score, e.total, e.made FROM hands h "
            "JOIN entries e ON e.game_id = h.game_id AND e.number = h.number "
            "JOIN players p ON p.id = e.player_id "
            "WHERE h.game_id = ? ORDER BY h.number, e.seat", [game_id])

    def players(self) -> list[PlayerRow]:
        rows = self._read(
            "SELECT p.id, p.name, (SELECT count(*) FROM game_players gp "
            "WHERE gp.player_id = p.id) FROM players p ORDER BY p.name_key")
        return [PlayerRow(*row) for row in rows]

    def player_names(self) -> list[str]:
        return [row[0] for row in self._read("SELECT name FROM players ORDER BY name_key")]

    def player_stats(self, player: str, variant: str | None = None) -> list[PlayerStats]:
        """Per game: played, won (a shared first place is a win), places, bidding habits."""
        extra, params = ("AND g.variant = ?", [variant]) if variant else ("", [])
        rows = self._read(
            f"""SELECT p.name, g.variant, count(*), sum(gp.place = 1), avg(gp.place),
                   sum(gp.hands), sum(gp.exact), sum(gp.score_sum), sum(gp.over_sum),
                   max(gp.total), min(gp.total)
                FROM players p JOIN game_players gp ON gp.player_id = p.id
                JOIN games g ON g.id = gp.game_id
                WHERE p.name_key = ? AND g.status = 'finished' {extra}
                GROUP BY g.variant ORDER BY g.variant""",
            [name_key(player), *params])
        out = []
        for name, game, played, won, avg_place, hands, exact, score, over, best, worst in rows:
            trick = game != "shithead"
            best_game = self._extreme_game(player, game, "DESC")
            worst_game = self._extreme_game(player, game, "ASC")
            if not trick:  # shithead totals are losses or wins: no hand scores or bids
                out.append(PlayerStats(name, game, played, won, avg_place, hands, None, None,
                                       None, None, None, None, None))
                continue
            out.append(PlayerStats(
                name, game, played, won, avg_place, hands,
                exact / hands if hands else None, score / hands if hands else None,
                over / hands if hands else None, best, best_game, worst, worst_game))
        return out

    def _extreme_game(self, player: str, variant: str, direction: str) -> int | None:
        rows = self._read(
            f"""SELECT gp.game_id FROM players p JOIN game_players gp ON gp.player_id = p.id
                JOIN games g ON g.id = gp.game_id
                WHERE p.name_key = ? AND g.variant = ? AND g.status = 'finished'
                ORDER BY gp.total {direction}, g.started DESC LIMIT 1""",
            [name_key(player), variant])
        return rows[0][0] if rows else None

    def head_to_head(self, player: str, opponent: str,
                     variant: str | None = None) -> list[HeadToHead]:
        extra, params = ("AND g.variant = ?", [variant]) if variant else ("", [])
        rows = self._read(
            f"""SELECT pa.name, pb.name, g.variant, count(*), sum(a.place < b.place),
                   sum(a.place > b.place), sum(a.place = b.place)
                FROM players pa JOIN game_players a ON a.player_id = pa.id
                JOIN game_players b ON b.game_id = a.game_id
                JOIN players pb ON pb.id = b.player_id
                JOIN games g ON g.id = a.game_id
                WHERE pa.name_key = ? AND pb.name_key = ? AND g.status = 'finished' {extra}
                GROUP BY g.variant ORDER BY g.variant""",
            [name_key(player), name_key(opponent), *params])
        return [HeadToHead(*row) for row in rows]
