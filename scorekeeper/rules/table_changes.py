"""The table changes: who joins, leaves and sits out, hand by hand.

With the house rule ``table_changes`` a hand's record may say who joined before it
(with the total they start from and the player they sit after), who left after the
previous hand and who sits it out. This walks those changes and says, for each hand,
who is dealt in (in seat order) and who deals: the deal passes to the next seated
player on the left, so it skips whoever sits out and goes on past a seat left empty.
The trick engine then checks and scores only the seated.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from .errors import RuleError, short
from .game_record import GameSetup, HandRecord, frozen_map
from .names import check_name, name_key
from .results import HandTable

CHANGE_KEYS = ("joined", "joined_after", "left", "sitting_out")
MAX_ENTRANTS = 30  # everyone who ever sat down in one game, joiners included
MAX_START_TOTAL = 1_000_000


class TableChangeError(RuleError):
    """A join, leave or sit-out the table cannot make (or a game without table changes)."""

    def __init__(self, message: str, *, hand: int | None = None,
                 player: str | None = None) -> None:
        super().__init__(message, hand=hand, player=player, rule="table changes")


def refuse_changes(record: HandRecord, number: int) -> None:
    """A record of a game without table changes may not say anyone joined, left or sat out."""
    if record.changes_table:
        key = next(k for k in CHANGE_KEYS if getattr(record, k))
        raise TableChangeError(
            f"{key}: players join, leave or sit out only in a house game whose rules "
            "have table_changes: true", hand=number)


class TableWalk:
    """The table hand by hand: :meth:`next` takes each hand's record in order."""

    def __init__(self, setup: GameSetup, pack_size: int) -> None:
        self.setup = setup
        self.pack_size = pack_size  # the pack the game started with stays in play
        self.entrants: list[str] = list(setup.players)
        self._keys = {name_key(p): p for p in setup.players}
        self.ring: tuple[str, ...] = setup.players
        self.away: frozenset[str] = frozenset()
        self.dealer: str | None = None

    def resume(self, table: HandTable, dealer: str, entrants: Sequence[str]) -> None:
        """Carry on after a hand already walked (its table and dealer)."""
        self.ring, self.away, self.dealer = table.ring, table.away, dealer
        self.entrants = list(entrants)
        self._keys = {name_key(p): p for p in entrants}

    def known(self, name: Any) -> str | None:
        """The player ``name`` stands for (as names compare), if in the game so far."""
        return self._keys.get(name_key(name)) if isinstance(name, str) else None

    def next(self, record: HandRecord, number: int) -> tuple[HandTable, str]:
        """This hand's table and dealer, from the previous hand's and the changes."""
        left = self._left(record, number)
        away = self.away | set(left)
        ring, joined = self._joined(record, number, away)
        present = [p for p in ring if p not in away]
        sitting_out = self._names(record.sitting_out, "sitting_out", number)
        for player in sitting_out:
            if player in away:
                raise TableChangeError(f"{player} has left the game, so cannot sit out",
                                       hand=number, player=player)
        seated = tuple(p for p in present if p not in sitting_out)
        if len(seated) < 2:
            raise TableChangeError(
                f"only {len(seated)} player{'' if len(seated) == 1 else 's'} would be dealt "
                "in; a hand needs at least 2 (let someone back in, or end the game)",
                hand=number)
        if len(seated) > self.pack_size:
            raise TableChangeError(
                f"{len(seated)} players would be dealt in, but the {self.pack_size}-card "
                "pack cannot give each of them a card; someone must sit out", hand=number)
        dealer = self._dealer(ring, seated)
        table = HandTable(ring, frozenset(away), seated,
                          tuple(p for p in present if p in sitting_out),
                          frozen_map(joined), left)
        self.ring, self.away, self.dealer = ring, table.away, dealer
        return table, dealer

    # --- each change ---------------------------------------------------------------
    def _find(self, name: Any, key: str, number: int) -> str:
        if not isinstance(name, str):
            raise TableChangeError(f"{key} must list player names, not {short(name)}",
                                   hand=number)
        found = self._keys.get(name_key(name))
        if found is None:
            raise TableChangeError(f"{key}: {short(name)} is not in this game", hand=number,
                                   player=name)
        return found

    def _names(self, given: Any, key: str, number: int) -> tuple[str, ...]:
        if not given:
            return ()
        if not isinstance(given, (tuple, list)):
            raise TableChangeError(f"{key} must be a list of names", hand=number)
        names = tuple(self._find(name, key, number) for name in given)
        for i, name in enumerate(names):
            if name in names[:i]:
                raise TableChangeError(f"{name} appears twice in {key}", hand=number,
                                       player=name)
        return names

    def _left(self, record: HandRecord, number: int) -> tuple[str, ...]:
        left = self._names(record.left, "left", number)
        if left and number == 1:
            raise TableChangeError("nobody can leave before the first hand (take them out "
                                   "of the players instead)", hand=number, player=left[0])
        for player in left:
            if player in self.away:
                raise TableChangeError(f"{player} has already left the game", hand=number,
                                       player=player)
        return left

    def _joined(self, record: HandRecord, number: int, away: frozenset[str] | set[str]
                ) -> tuple[tuple[str, ...], dict[str, int]]:
        given, seats = record.joined, record.joined_after
        if not isinstance(given, (dict, MappingProxyType, Mapping)) or not isinstance(
                seats, (dict, MappingProxyType, Mapping)):
            raise TableChangeError("joined and joined_after must map names (to a start "
                                   "total, to a seated player)", hand=number)
        if not given:
            if seats:
                raise TableChangeError("joined_after names a seat for someone who did not "
                                       "join", hand=number)
            return self.ring, {}
        if number == 1:
            first = next(iter(given))
            raise TableChangeError("nobody can join before the first hand (add them to the "
                                   "players instead)", hand=number, player=str(first))
        if len(self.entrants) + len(given) > MAX_ENTRANTS:
            raise TableChangeError(f"a game has at most {MAX_ENTRANTS} players in all, "
                                   "joiners included", hand=number)
        seat_keys = {name_key(k): v for k, v in seats.items() if isinstance(k, str)}
        if len(seat_keys) != len(seats) or set(seat_keys) != {
                name_key(k) for k in given if isinstance(k, str)}:
            raise TableChangeError("joined_after must give the seat of each who joined, "
                                   "and of nobody else", hand=number)
        ring = list(self.ring)
        joined: dict[str, int] = {}
        for raw, start in given.items():
            name = self._joiner(raw, start, away, number)
            after = self._find(seat_keys[name_key(raw)], "joined_after", number)
            if after in away:
                raise TableChangeError(f"{name} cannot sit after {after}, who has left",
                                       hand=number, player=name)
            ring.insert(ring.index(after) + 1, name)
            joined[name] = start
            self._keys[name_key(name)] = name
            self.entrants.append(name)
        return tuple(ring), joined

    def _joiner(self, raw: object, start: object, away: frozenset[str] | set[str],
                number: int) -> str:
        """The name of one who joins, checked: new to the game, with a start total in
        range."""
        name = check_name(raw)
        if name_key(name) in self._keys:
            known = self._keys[name_key(name)]
            why = ("left the game and cannot come back (sit out instead of leaving)"
                   if known in away or known in self.away else "is in the game already")
            raise TableChangeError(f"{known} {why}", hand=number, player=known)
        if isinstance(start, bool) or not isinstance(start, int) or not (
                -MAX_START_TOTAL <= start <= MAX_START_TOTAL):
            raise TableChangeError(
                f"{name}'s start total must be a whole number from {-MAX_START_TOTAL:,} "
                f"to {MAX_START_TOTAL:,}, not {short(start)}", hand=number, player=name)
        return name

    def _dealer(self, ring: tuple[str, ...], seated: tuple[str, ...]) -> str:
        """The first hand: the first dealer, or the next seated on his left; then the next
        seated player on the left of the last dealer."""
        start = self.setup.first_dealer if self.dealer is None else self.dealer
        seat = ring.index(start)
        steps = range(len(ring)) if self.dealer is None else range(1, len(ring) + 1)
        for step in steps:
            player = ring[(seat + step) % len(ring)]
            if player in seated:
                return player
        return seated[0]  # not reached: someone is seated
