"""Players' aliases and who is inactive: the names a player answers to, and who is no
longer at the club's table (m013).

An alias is a second way to type a player (a nickname, a spelling): it completes
and resolves to the player everywhere a name is typed, so one person never becomes
two by a nickname. No alias may be any player's name or another alias: a typed
name must always mean one player. An inactive player leaves the completers and the
current leaderboards, and keeps every game; playing a new game makes them active.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import Any

from ..rules.errors import ScorekeeperError
from ..rules.names import check_name, name_key
from .errors import AliasError, PlayerError
from .stamps import now

# The player a typed text names: by name first, else by alias (a name and an alias
# never share a key, so at most one row answers).
FIND_PLAYER = ("SELECT id, name FROM players WHERE name_key = :key UNION ALL "
               "SELECT p.id, p.name FROM player_aliases a JOIN players p ON p.id = a.player_id "
               "WHERE a.alias_key = :key LIMIT 1")


class PlayerBook:
    """Mixed into :class:`~.store.Store`; relies on its ``_read`` and ``_write``."""

    def _read(self, sql: str,
              params: Sequence[Any] | dict[str, Any] = ()) -> list[tuple[Any, ...]]:
        raise NotImplementedError

    def _write(self) -> AbstractContextManager[Any]:
        raise NotImplementedError

    def resolve_player(self, text: str) -> str | None:
        """The stored name of the player ``text`` names (their name or an alias, in any
        case), or None for nobody known."""
        rows = self._read(FIND_PLAYER, {"key": name_key(text)})
        return str(rows[0][1]) if rows else None

    def resolve_players(self, texts: Sequence[str]) -> list[str]:
        """Each of ``texts`` as the player it names (by name or alias), or as typed when
        it names nobody yet (a new player): one question for a whole table."""
        return [self.resolve_player(text) or text for text in texts]

    def completions(self) -> list[tuple[str, str]]:
        """What a player completer offers: (what may be typed, the player it means) for
        every active player — the name, then each alias — by name."""
        rows = self._read(
            "SELECT p.name, p.name, p.name_key, 0 FROM players p WHERE p.inactive IS NULL "
            "UNION ALL SELECT a.alias, p.name, p.name_key, 1 FROM player_aliases a "
            "JOIN players p ON p.id = a.player_id WHERE p.inactive IS NULL "
            "ORDER BY 3, 4, 1")
        return [(typed, name) for typed, name, _key, _alias in rows]

    def inactive_players(self) -> list[str]:
        """The players marked inactive, by name."""
        return [row[0] for row in self._read(
            "SELECT name FROM players WHERE inactive IS NOT NULL ORDER BY name_key")]

    def aliases_of(self, name: str) -> list[str]:
        """The aliases of the player called ``name``, as typed, in the order given."""
        return [row[0] for row in self._read(
            "SELECT a.alias FROM player_aliases a JOIN players p ON p.id = a.player_id "
            "WHERE p.name_key = ? ORDER BY a.id", [name_key(name)])]

    def add_alias(self, name: str, alias: str) -> tuple[str, str]:
        """Let ``alias`` stand for the player called ``name``; (the player's stored name,
        the alias as stored)."""
        try:
            alias = check_name(alias)  # an alias is typed where a name is: the same check
        except ScorekeeperError as error:
            raise AliasError(f"that alias cannot be used: {error}") from error
        with self._write() as db:
            player_id, stored = _player(db, name)
            _alias_free(db, alias, player_id, stored)
            db.execute("INSERT INTO player_aliases (player_id, alias, alias_key, added) "
                       "VALUES (?, ?, ?, ?)", [player_id, alias, name_key(alias), now()])
        return stored, alias

    def remove_alias(self, alias: str) -> tuple[str, str]:
        """Forget ``alias``; (the player it stood for, the alias as it was stored)."""
        with self._write() as db:
            row = db.execute(
                "SELECT a.id, p.name, a.alias FROM player_aliases a JOIN players p "
                "ON p.id = a.player_id WHERE a.alias_key = ?", [name_key(alias)]).fetchone()
            if row is None:
                raise AliasError(f"no player has the alias {alias.strip()[:60]!r} "
                                 "(see: scorekeeper players)")
            db.execute("DELETE FROM player_aliases WHERE id = ?", [row[0]])
        return str(row[1]), str(row[2])

    def set_inactive(self, name: str, inactive: bool) -> tuple[str, bool]:
        """Mark the player called ``name`` (or by an alias) inactive, or active again;
        (their stored name, whether that changed anything)."""
        with self._write() as db:
            player_id, stored = _player(db, name)
            cursor = db.execute(
                "UPDATE players SET inactive = ? WHERE id = ? AND (inactive IS NULL) = ?",
                [now() if inactive else None, player_id, inactive])
        return stored, cursor.rowcount > 0


def _player(db: Any, text: str) -> tuple[int, str]:
    """The player ``text`` names (by name or alias), or a :class:`PlayerError`."""
    row = db.execute(FIND_PLAYER, {"key": name_key(text)}).fetchone()
    if row is None:
        raise PlayerError(f"there is no player called {text.strip()[:60]!r} "
                          "(see: scorekeeper players)")
    return int(row[0]), str(row[1])


def _alias_free(db: Any, alias: str, player_id: int, stored: str) -> None:
    """Refuse an alias that is a player's name or an alias already (any case)."""
    key = name_key(alias)
    named = db.execute("SELECT id, name FROM players WHERE name_key = ?", [key]).fetchone()
    if named is not None:
        if named[0] == player_id:
            raise AliasError(f"{alias!r} is {stored}'s own name, not an alias")
        raise AliasError(f"{alias!r} is the name of another player ({named[1]}); "
                         "an alias must be a name nobody has")
    taken = db.execute("SELECT p.name, a.alias FROM player_aliases a JOIN players p "
                       "ON p.id = a.player_id WHERE a.alias_key = ?", [key]).fetchone()
    if taken is None:
        return
    if taken[0] == stored:
        raise AliasError(f"{taken[1]!r} is already an alias of {stored}")
    raise AliasError(f"{taken[1]!r} is already {taken[0]}'s alias; remove it there first "
                     f"(scorekeeper players unalias {taken[1]!r})")
