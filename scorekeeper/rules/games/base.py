"""What every game shares: seating checks, options, names, ranking."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from enum import Enum
from types import MappingProxyType
from typing import Any, ClassVar

from ..errors import RuleError, SetupError
from ..game_record import GameSetup, GameState, HandRecord, frozen_map
from ..names import check_name, name_key
from ..options import OptionSpec, resolve_options
from ..results import Scorecard, Standing
from ..tally import Tally
from ..words import ENGLISH, QT_TRANSLATE_NOOP, Said, Words


class Entry(Enum):
    """What a hand's entry at the table asks for. A game says which it needs and the
    table screen maps each to its widget, so no screen checks a game's class."""

    BIDS_AND_TRICKS = "bids and tricks"  # each player's bid, then the tricks taken
    ORDER_OUT = "order out"  # the order the players went out, or the one the mode counts


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


class Seating:
    """The players round the table, with case-insensitive name lookup."""

    def __init__(self, players: Sequence[str]) -> None:
        self.players = tuple(players)
        self._by_key = {name_key(p): p for p in self.players}
        self._seats = {p: i for i, p in enumerate(self.players)}
        self._clockwise: dict[str, tuple[str, ...]] = {}

    def __len__(self) -> int:
        return len(self.players)

    def seated_as_given(self, values: Mapping[Any, Any]) -> bool:
        """Every key of ``values`` a name spelt exactly as seated (so each is a player,
        and distinct keys are different players)."""
        return self._seats.keys() >= values.keys()

    def find(self, name: Any, *, hand: int | None = None, what: str = "player") -> str:
        if isinstance(name, str) and name in self._seats:  # spelt as seated: no normalising
            return name
        if isinstance(name, str) and name_key(name) in self._by_key:
            return self._by_key[name_key(name)]
        listed = ", ".join(self.players)
        raise RuleError(
            f"{name!r} is not playing in this game ({what} must be one of {listed})",
            hand=hand,
            player=str(name),
            rule="players",
        )

    def left_of(self, player: str, steps: int = 1) -> str:
        return self.players[(self.players.index(player) + steps) % len(self.players)]

    def clockwise_from_left_of(self, player: str) -> tuple[str, ...]:
        """Everyone in order starting at ``player``'s left, ``player`` last."""
        order = self._clockwise.get(player)
        if order is None:
            seat = self.players.index(player)
            order = self._clockwise[player] = self.players[seat + 1:] + self.players[:seat + 1]
        return order


def competition_places(
    players: Sequence[str], key: Callable[[str], Any]
) -> list[tuple[int, str, bool]]:
    """Places 1, 2, 2, 4 by descending ``key``; ties keep seating order. Each player's
    key is asked once: a rank key is a call and a tuple, and asked again for every
    pair it was most of a game's standings (an archive's import ranks 10^5 games)."""
    ranked = [key(player) for player in players]
    keys = dict(zip(players, ranked, strict=True))
    out = []
    for player in sorted(players, key=keys.__getitem__, reverse=True):
        k = keys[player]
        better = sum(1 for other in ranked if other > k)
        out.append((better + 1, player, ranked.count(k) > 1))
    return out


def standings_from(
    players: Sequence[str], totals: Mapping[str, int], key: Callable[[str], Any]
) -> tuple[Standing, ...]:
    return tuple(
        Standing(place, player, totals[player], shared)
        for place, player, shared in competition_places(players, key)
    )


class Variant:
    """One game's rules. Subclasses describe the game and evaluate a record."""

    key: ClassVar[str]
    # Per game; a house variant sets its own (one instance per set of house rules).
    title: str
    summary: str
    rules_text: ClassVar[str] = ""
    dealer_rule: ClassVar[str] = QT_TRANSLATE_NOOP("words", "Any player may deal first.")
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    penalty_name: str | None = None  # "revoke" or "renege"
    has_bids: ClassVar[bool] = True
    entry: ClassVar[Entry] = Entry.BIDS_AND_TRICKS  # what a hand's entry asks for
    records_turn_up: bool = False  # the scorekeeper types the turned-up card
    reset_text: ClassVar[str] = ""  # why a reset (where a game has them)
    tiebreak_cards: int | None = None  # cards each in a tie-break deal, if any
    # What a club calls whoever finishes a game last, if it has a name for it: the
    # History's sitting summary names that player "of the night".
    last_place_title: ClassVar[str | None] = None
    min_players: int = 3
    max_players: int = 7

    def player_limits(self, options: Mapping[str, Any]) -> tuple[int, int]:
        return self.min_players, self.max_players

    def summary_in(self, words: Words) -> str:
        """The game in a sentence, in ``words``' language."""
        return Said(self.summary).text(words)

    def describe_limits(self, words: Words = ENGLISH) -> str:
        """"3–7 players", as a screen lists the game."""
        return words.tr("{0}–{1} players").format(words.number(self.min_players),
                                                  words.number(self.max_players))

    def check_options(self, options: dict[str, Any], player_count: int) -> None:
        """Cross-checks between options and the number of players."""

    def last_place_counts(self, options: Mapping[str, Any],
                          seats: Sequence[tuple[str, int | None, int | None]]
                          ) -> dict[str, int]:
        """How often each player earned :attr:`last_place_title` in one finished game,
        from its (player, place, total) lines: here once, for finishing last."""
        places = [place for _, place, _ in seats if place is not None]
        if not places:
            return {}
        return {player: 1 for player, place, _ in seats if place == max(places)}

    def option_applies(self, name: str, options: Mapping[str, Any]) -> bool:
        """Whether option ``name`` means anything with the other ``options`` chosen, so a
        screen shows only the options that apply (all of them, unless a game says so)."""
        return True

    # The setup this variant checked last: reading a file checks its setup, then
    # evaluating it would check the very same object again (a checked setup is its own
    # check). One entry, replaced whole, so threads at worst check once more.
    _checked: GameSetup | None = None

    def setup(self, setup: GameSetup) -> GameSetup:
        """The setup checked, names trimmed, every option resolved."""
        if setup is self._checked:
            return setup
        checked = self._check_setup(setup)
        self._checked = checked
        return checked

    def _check_setup(self, setup: GameSetup) -> GameSetup:
        options = resolve_options(self.key, self.option_specs, setup.options)
        players = tuple(check_name(p, seat=i) for i, p in enumerate(setup.players, start=1))
        seen: dict[str, str] = {}
        for p in players:
            if name_key(p) in seen:
                raise SetupError(Said(QT_TRANSLATE_NOOP(
                    "words", "{0} and {1} are the same name (names compare ignoring case); "
                    "give each player a different name"), (repr(seen[name_key(p)]), repr(p))),
                    player=p,
                    rule="players",
                )
            seen[name_key(p)] = p
        low, high = self.player_limits(options)
        if not low <= len(players) <= high:
            raise SetupError(Said(QT_TRANSLATE_NOOP(
                "words", "{0} takes {1} to {2} players, not {3}"),
                (self.key, low, high, len(players))), rule="players",
            )
        self.check_options(options, len(players))
        seating = Seating(players)
        first = seating.find(setup.first_dealer, what="the first dealer")
        return replace(
            setup, players=players, first_dealer=first, options=frozen_map(options)
        )

    def evaluate(self, state: GameState) -> Scorecard:
        raise NotImplementedError

    def new_hand(self) -> HandRecord:
        """The record a hand starts from, before anything is entered in it."""
        return HandRecord()

    def table_changes(self, setup: GameSetup) -> bool:
        """Whether players may join, leave and sit out (house rules ``table_changes``)."""
        return False

    def tally(self, setup: GameSetup) -> Tally:
        """What the totals count: points here; a tally game's losses or wins."""
        return Tally.POINTS

    def target_text(self, setup: GameSetup, words: Words = ENGLISH) -> str | None:
        """The game's end as a target, where the scorekeeper set one, in ``words``."""
        return None

    def stop_is_normal_end(self, setup: GameSetup) -> bool:
        """True where the scorekeeper ending the game is its normal end (open length)."""
        return False

    def rematch_dealers(self, previous: Scorecard,
                        seating: Sequence[str]) -> tuple[str, ...]:
        """Who may deal first in a rematch seated as ``seating`` (several if shared)."""
        first = previous.setup.first_dealer
        return (first,) if first in seating else tuple(seating[:1])

    def rematch_note(self, previous: Scorecard, seating: Sequence[str],
                     words: Words = ENGLISH) -> str:
        """The game's rule for the rematch's first dealer, for this seating."""
        return ""

    @staticmethod
    def _names(
        seating: Seating, values: Mapping[str, Any] | None, hand: int | None, what: str
    ) -> dict[str, Any]:
        if not values:
            if values is None or isinstance(values, Mapping):
                return {}
            raise RuleError(f"{what} must map player names to numbers", hand=hand, rule=what)
        if not isinstance(values, (dict, MappingProxyType, Mapping)):
            raise RuleError(f"{what} must map player names to numbers", hand=hand, rule=what)
        if seating.seated_as_given(values):  # the usual case: nothing to look up
            return dict(values)
        out: dict[str, Any] = {}
        for name, value in values.items():
            player = seating.find(name, hand=hand)
            if player in out:
                raise RuleError(f"{player} appears twice in {what}", hand=hand, player=player)
            out[player] = value
        return out

    @staticmethod
    def _count(value: Any, *, hand: int, player: str, what: str, high: int | None) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or value < 0 or (
            high is not None and value > high
        ):
            limit = f"0 to {high}" if high is not None else "0 or more"
            raise RuleError(
                f"{player}'s {what} must be a whole number from {limit}, not {value!r}",
                hand=hand,
                player=player,
                rule=what,
            )
        return value


def check_distinct(names: Iterable[str], hand: int | None, what: str) -> None:
    seen: set[str] = set()
    for n in names:
        if n in seen:
            raise RuleError(f"{n} appears twice in {what}", hand=hand, player=n, rule=what)
        seen.add(n)
