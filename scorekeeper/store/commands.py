"""Commands on the club's records (not on one game's play), and what each changed.

Deleting, restoring, renaming and merging change what several screens show. Each
is a frozen command given to :meth:`Store.run <scorekeeper.store.Store.run>`,
which answers with a :class:`RecordsChange` saying what changed — the history,
the players, the trash — so that every screen refreshes from the answer (as the
table refreshes from a game's :class:`~scorekeeper.rules.Change`) instead of
reading everything again whenever it is shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from .query_types import MergedPlayer


@dataclass(frozen=True)
class DeleteGame:
    """Move a game to the trash."""

    game_id: int


@dataclass(frozen=True)
class RestoreGame:
    """Bring a game back from the trash."""

    game_id: int


@dataclass(frozen=True)
class EmptyTrash:
    """Remove games in the trash for good: these, or all of them."""

    game_ids: tuple[int, ...] | None = None


@dataclass(frozen=True)
class RenamePlayer:
    old: str
    new: str


@dataclass(frozen=True)
class MergePlayers:
    """``gone`` was ``keep`` all along: every game of ``gone`` becomes ``keep``'s."""

    keep: str
    gone: str


@dataclass(frozen=True)
class UndoMerge:
    """Give a merged name its own games back (``merged`` is what the merge moved)."""

    merged: MergedPlayer


@dataclass(frozen=True)
class SplitPlayer:
    """Some of ``name``'s games were another person's: those (``game_ids``) go to
    ``to`` — a new player, or one who played in none of them. Undoes a merge whose
    record is gone, or sorts out one name used for two people."""

    name: str
    to: str
    game_ids: tuple[int, ...]


@dataclass(frozen=True)
class AliasPlayer:
    """``alias`` (a nickname, another spelling) stands for the player ``name`` wherever a
    player's name is typed."""

    name: str
    alias: str


@dataclass(frozen=True)
class UnaliasPlayer:
    """``alias`` no longer stands for anyone."""

    alias: str


@dataclass(frozen=True)
class RetirePlayer:
    """``name`` no longer plays at the club: out of completers and current leaderboards,
    every game kept."""

    name: str


@dataclass(frozen=True)
class ActivatePlayer:
    """``name`` plays again: back in completers and leaderboards."""

    name: str


RecordsCommand = (DeleteGame | RestoreGame | EmptyTrash | RenamePlayer | MergePlayers
                  | UndoMerge | SplitPlayer | AliasPlayer | UnaliasPlayer | RetirePlayer
                  | ActivatePlayer)


@dataclass(frozen=True)
class RecordsChange:
    """What a command on the records changed; a screen refreshes what it shows of these.

    A game played at the table changes records too; the app says so with a change
    whose ``command`` is None."""

    command: RecordsCommand | None
    history: bool = False  # lines of the history: names, winners, which games are there
    players: bool = False  # the players' names, their games and statistics
    trash: bool = False  # what waits in the trash
    game_ids: tuple[int, ...] = ()  # the games whose lines changed
    merged: MergedPlayer | None = None  # what a merge moved, to undo it (also kept in
    #                                     the database: Store.undoable_merges)
    emptied: int = 0  # games removed for good
    undo: RecordsCommand | None = None  # the command that undoes this one, where one does
