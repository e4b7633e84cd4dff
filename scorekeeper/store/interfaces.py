"""The store as each room sees it: narrow interfaces over :class:`~.store.Store`.

Why: ``Store`` offers some fifty public methods through its mixins, and the window
talks to it through :class:`~.client.StoreClient`, which forwards any call. Typed
with the whole ``Store``, a screen could touch anything; typed with one of these
protocols, a reader sees what the screen may do, and mypy refuses a call outside it.

The split follows what the callers use (docs/architecture.md, "The store's
interfaces", lists which room uses which):

- :class:`GamesStore` — the table and the start screen: start, load, record, the
  typed tricks, one game's summary, the unfinished games.
- :class:`HistoryStore` — History and one game's detail: the games listed and
  counted, notes, a game's document, the trash's contents.
- :class:`RecordsStore` — commands on the records (rename, merge, delete …) and the
  ``data_version`` that tells a screen another window wrote.
- :class:`PlayersStore` — the players, their statistics, names as typed, aliases.
- :class:`ClubStore` — ratings' cache, the leaderboard, the reports' queries,
  sittings.
- :class:`BackupsStore` — backups and the trash's own commands.
- :class:`RulesShelfStore` — saved house rules.
- :class:`ImportsStore` — importing and exporting whole games.
- :class:`AppStore` — all of them: only the main window, which hands each room
  its part, holds it.

This module imports nothing at run time but :mod:`typing` (the window loads it
before the store's own modules, see docs/benchmarks.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence
    from pathlib import Path

    from ..rules import Game, GameState, Scorecard
    from ..rules.filed_game import FiledGame
    from ..rules.rows import GameRows
    from .club_records import BidAccuracy, ClubGame, HandScore
    from .commands import RecordsChange, RecordsCommand
    from .importing import Imported, PreparedGame
    from .query_types import (
        GameSummary,
        HeadToHead,
        HistoryFilter,
        LoadedGame,
        MergedPlayer,
        PlayerGame,
        PlayerRow,
        PlayerStats,
        SavedRules,
        TrashedGame,
    )


class Versioned(Protocol):
    """Whether anyone wrote since last asked (SQLite's ``data_version``)."""

    def data_version(self) -> int: ...


class GamesStore(Versioned, Protocol):
    """A game at the table: started, loaded, recorded, its typed tricks kept."""

    def create_game(self, game: Game, started: str | None = None,
                    uid: str | None = None) -> int: ...

    def record(self, game_id: int, seen: int, command: Mapping[str, Any],
               rows: GameRows, uid: str | None = None) -> None: ...

    def save_draft(self, game_id: int, seen: int, number: int,
                   tricks_by_seat: Mapping[int, int], uid: str | None = None) -> None: ...

    def draft(self, game_id: int) -> tuple[int, dict[int, int]] | None: ...

    def load_game(self, game_id: int) -> LoadedGame: ...

    def game_summary(self, game_id: int) -> GameSummary | None: ...

    def unfinished_games(self, limit: int = 20) -> list[GameSummary]: ...

    def in_trash(self, game_id: int) -> bool: ...

    def resolve_players(self, texts: Sequence[str]) -> list[str]: ...

    def known_uid(self, uid: Any) -> Any: ...


class HistoryStore(GamesStore, Protocol):
    """The games played, listed and counted; one game's notes and document."""

    def history(self, f: HistoryFilter | None = None, limit: int = 50,
                offset: int = 0, sort: str = "started",
                descending: bool = True) -> list[GameSummary]: ...

    def history_after(self, f: HistoryFilter | None, started: str, game_id: int,
                      limit: int = 50) -> list[GameSummary]: ...

    def history_count(self, f: HistoryFilter | None = None) -> int: ...

    def player_names(self) -> list[str]: ...

    def export_document(self, game_id: int) -> dict[str, Any]: ...

    def notes(self, game_id: int) -> str | None: ...

    def set_notes(self, game_id: int, text: str | None) -> None: ...

    def trash(self) -> list[TrashedGame]: ...


class RecordsStore(Versioned, Protocol):
    """Commands on the records (``store/commands.py``), each answered with its change."""

    def run(self, command: RecordsCommand) -> RecordsChange: ...

    def undoable_merges(self) -> list[MergedPlayer]: ...

    def trash(self) -> list[TrashedGame]: ...


class PlayerNames(Protocol):
    """A player's name as typed (an alias, another case) and who is still active."""

    def resolve_player(self, text: str) -> str | None: ...

    def resolve_players(self, texts: Sequence[str]) -> list[str]: ...

    def completions(self) -> list[tuple[str, str]]: ...

    def inactive_players(self) -> list[str]: ...


class PlayersStore(PlayerNames, Protocol):
    """The players and their statistics."""

    def players(self) -> list[PlayerRow]: ...

    def player_names(self) -> list[str]: ...

    def player_stats(self, player: str, variant: str | None = None) -> list[PlayerStats]: ...

    def player_games(self, name: str) -> list[PlayerGame]: ...

    def exact_by_hand_size(self, *, player: str | None = None, game_id: int | None = None,
                           variant: str | None = None) -> list[tuple[str, int, int, int]]: ...

    def head_to_head(self, player: str, opponent: str,
                     variant: str | None = None) -> list[HeadToHead]: ...

    def bid_accuracy(self, player: str) -> list[BidAccuracy]: ...

    def aliases_of(self, name: str) -> list[str]: ...

    def undoable_merges(self) -> list[MergedPlayer]: ...

    def game_summary(self, game_id: int) -> GameSummary | None: ...


class ClubStore(PlayerNames, Protocol):
    """The club's questions: ratings (and their cache), the leaderboard, reports,
    sittings, the statistics' export."""

    def club_games(self, variant: str | None = None, *, since: str | None = None,
                   until: str | None = None, finished_only: bool = True,
                   after: tuple[str, int] | None = None) -> list[ClubGame]: ...

    def club_seatings(self) -> list[tuple[str, ...]]: ...

    def stats_keys_of(self, variant: str) -> list[str]: ...

    def hand_scores(self, game_ids: Sequence[int]) -> list[HandScore]: ...

    def bid_accuracy(self, player: str) -> list[BidAccuracy]: ...

    def player_stats(self, player: str, variant: str | None = None) -> list[PlayerStats]: ...

    def history(self, f: HistoryFilter | None = None, limit: int = 50,
                offset: int = 0, sort: str = "started",
                descending: bool = True) -> list[GameSummary]: ...

    def club_version(self) -> int: ...

    def club_change(self, version: int, variant: str) -> tuple[str, int] | None: ...

    def club_state(self, question: str) -> str | None: ...

    def save_club_state(self, question: str, version: int, state: str,
                        force: bool = False) -> None: ...


class BackupsStore(Protocol):
    """Copies of the database, and the trash's own commands (the command line's)."""

    def backup_to(self, target: str | Path, force: bool = False) -> int: ...

    def finish_backups(self) -> str | None: ...

    def trash(self) -> list[TrashedGame]: ...

    def delete_game(self, game_id: int) -> None: ...

    def restore_game(self, game_id: int) -> None: ...

    def empty_trash(self, game_ids: Sequence[int] | None = None) -> int: ...


class RulesShelfStore(Protocol):
    """House rules saved under a name (New game's shelf)."""

    def saved_rules(self) -> list[SavedRules]: ...

    def save_rules(self, name: str, document: Mapping[str, Any]) -> SavedRules: ...

    def delete_saved_rules(self, name: str) -> bool: ...


class ImportsStore(Protocol):
    """Whole games in and out: archives, files, another database."""

    path: Path  # the database's file (the import's workers open it too)

    def import_games(self, games: Sequence[FiledGame]) -> list[Imported]: ...

    def import_prepared(self, games: Sequence[PreparedGame]) -> list[Imported]: ...

    def import_state(self, state: GameState, started: str | None = None,
                     ended: str | None = None, uid: str | None = None,
                     notes: str | None = None) -> int: ...

    def import_many(self, games: Iterable[tuple[Scorecard, str, str | None]]) -> list[int]: ...

    def known_uid(self, uid: Any) -> Any: ...

    def game_ids(self, since: str | None = None, until: str | None = None) -> list[int]: ...

    def filed_game(self, game_id: int) -> FiledGame: ...

    def export_document(self, game_id: int) -> dict[str, Any]: ...


class HistoryScreenStore(HistoryStore, RecordsStore, ClubStore, Protocol):
    """History: its list and detail, its commands (delete, restore), and the Reports
    dialog it opens on the evening of the game chosen."""


class PlayersScreenStore(PlayersStore, RecordsStore, ClubStore, Protocol):
    """Players: the statistics, the commands on players (rename, merge …), and each
    player's ratings, chart colours and statistics' export (the club's)."""


class AppStore(HistoryScreenStore, PlayersScreenStore, BackupsStore, RulesShelfStore,
               ImportsStore, Protocol):
    """Everything: the main window's (it hands each room its part) and the store
    process's."""

    def close(self) -> None: ...


# Each interface and the names it offers (tests/store/test_interfaces.py holds Store
# and StoreClient to every one of them at run time; mypy does so statically below).
INTERFACES: tuple[type, ...] = (Versioned, GamesStore, HistoryStore, RecordsStore,
                                PlayerNames, PlayersStore, ClubStore, BackupsStore,
                                RulesShelfStore, ImportsStore, HistoryScreenStore,
                                PlayersScreenStore, AppStore)

if TYPE_CHECKING:
    from .client import StoreClient
    from .store import Store

    def _store_offers_every_interface(store: Store, client: StoreClient) -> AppStore:
        """Never called: mypy checks that the store (and the client, which forwards
        every call to one) satisfies the whole of :class:`AppStore`, hence each part."""
        offered: AppStore = client
        offered = store
        return offered
