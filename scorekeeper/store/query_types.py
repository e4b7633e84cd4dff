"""Rows the store hands out: plain dataclasses, no SQL."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..rules import Game

TRASHED = "trashed"  # game_players.status of a game in the trash: an SQL parameter

@dataclass
class LoadedGame:
    """A game as ``load_game`` replays it. The window's side unpickles it from the
    store's process: it lives here, not beside the SQL, so that reading it back loads
    neither sqlite-utils nor the rest of the store (memory, docs/benchmarks.md)."""

    id: int
    game: Game
    started: str
    ended: str | None
    uid: str = ""  # the game's identity everywhere (a UUID), see m007
    notes: str | None = None


@dataclass(frozen=True)
class GameSummary:
    """One line of the history."""

    id: int
    variant: str
    players: str
    winners: str
    status: str
    started: str
    ended: str | None
    updated: str
    hands_played: int
    game: str = ""  # what statistics count it as (the rules' stats key): a house game's name

    @property
    def counted_as(self) -> str:
        """The statistics key (the game itself when the store did not say)."""
        return self.game or self.variant


@dataclass(frozen=True)
class TrashedGame:
    """A deleted game waiting in the trash, and when it was deleted."""

    game: GameSummary
    trashed: str


@dataclass(frozen=True)
class HistoryFilter:
    variant: str | None = None
    player: str | None = None  # exact name (any case)
    status: str | None = None
    date_from: str | None = None  # ISO date, inclusive
    date_to: str | None = None  # ISO date, inclusive
    search: str | None = None  # part of a player's name


@dataclass(frozen=True)
class PlayerStats:
    """One player's record in one game (finished games only)."""

    player: str
    variant: str
    played: int
    won: int
    average_place: float | None
    hands: int
    exact_rate: float | None  # share of hands bid exactly (trick games)
    average_hand_score: float | None
    over_under: float | None  # mean of bid − tricks: above 0 overbids, below 0 underbids
    best_total: int | None
    best_game: int | None
    worst_total: int | None
    worst_game: int | None


@dataclass(frozen=True)
class HeadToHead:
    player: str
    opponent: str
    variant: str
    games: int
    ahead: int
    behind: int
    level: int


@dataclass(frozen=True)
class PlayerRow:
    id: int
    name: str
    games: int
    aliases: tuple[str, ...] = ()  # the other names they answer to (m013)
    active: bool = True  # False: marked inactive, out of completers and leaderboards


@dataclass(frozen=True)
class MergedPlayer:
    """What a merge moved, so that it can be undone: the name that went, and the
    seats (game, seat) that were that player's."""

    keep: str
    gone_id: int
    gone_name: str
    gone_key: str
    created: str
    seats: tuple[tuple[int, int], ...]
    merge_id: int | None = None  # its row in ``merges``: kept until undone (m010)
    merged: str | None = None  # when
    aliases: tuple[int, ...] = ()  # the aliases (ids) that went with it (m013)


@dataclass(frozen=True)
class PlayerGame:
    """One of a player's games, for choosing which go to another player (a split)."""

    game: GameSummary
    in_trash: bool


@dataclass(frozen=True)
class SavedRules:
    """House rules saved under a name: the rules file as stored (checked by the rules
    module when used) and when it was saved."""

    name: str
    document: Any
    saved: str
