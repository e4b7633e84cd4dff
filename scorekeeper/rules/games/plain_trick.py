"""A plain trick game's file checked and scored in one pass, for importing many.

A club's archive is mostly plain games: every hand complete, every name spelt as
seated, nothing derived written beside the record. For such a game the full reading
(hand records, then each hand's 25-field result, then rows and record from those)
costs about twice what walking the file's hands once does; this walks them once and
gives the stored form (:class:`~..rows.StoredGame`) directly.

It knows no game: hand sizes, the turn-up, the forbidden bid, scores, penalties,
resets, the end and the standings are the variant's own methods, the very ones
:meth:`TrickVariant.evaluate` asks. It never refuses a game either: at anything it
does not take as plain (or that breaks a rule) it answers None, and the game is read
the full way, which names the problem. So for any file it either gives exactly what
the full reading gives, or nothing (``tests/rules/test_plain_trick.py``
checks both on generated and broken games).
"""

from __future__ import annotations

from operator import eq
from typing import Any, NamedTuple

from ..errors import RuleError
from ..game_record import GameSetup, GameState
from ..results import ABANDONED, FINISHED, IN_PROGRESS
from ..rows import ENTRY_WIDTH, SeatSummary, StoredGame
from .engine import HandScorer, SettingsVariant
from .trick import CALLED, SIMULTANEOUS, TrickVariant

_PLAIN_KEYS = frozenset({"turn_up", "bids", "tricks", "penalties"})
_CALLED_KEYS = _PLAIN_KEYS | {"bid_order"}


# What this pass walks in place of TrickVariant's own: a game that walks its hands
# its own way (overrides one of these) is always read the full way.
_WALK = ("evaluate", "_hand", "_order", "_dealt", "_reminded", "dealer_for", "_default_order",
         "_bid_order", "_check_forbidden", "_tricks", "_penalties", "_tallies")


_WALKS: dict[type[TrickVariant], bool] = {}  # per class: asked once a game is read


def _walks_as_trick_variant(kind: type[TrickVariant]) -> bool:
    if kind not in _WALKS:
        _WALKS[kind] = all(getattr(kind, name) is getattr(TrickVariant, name)
                           for name in _WALK)
    return _WALKS[kind]


# What a game's settings and player count answer alike in every game played by them,
# kept across an archive's games (bounded: a hostile archive cannot make it grow with
# its length): a hand's score and whether it was made, by (cards, bid, tricks,
# penalty); the cards dealt in each hand of the schedule; the turn-ups the rules took
# for a hand of so many cards. The same few hundred hands recur across an archive.
# An archive of the four built-in trick games with their options and 2-7 players
# plays some 80 plans, each of at most 520 scores and 630 turn-ups: with room for
# fewer plans, all were thrown away every 300 games or so and learnt again (a tenth of
# the hands' time). The bound on what is kept stays 128 × 1024 answers of each kind.
_PLANS: dict[tuple[Any, ...], _Plan] = {}
PLANS_KEPT, HANDS_KEPT = 128, 1024

# A game of SettingsVariant's own answers to these (every built-in trick game) answers
# them from its settings and player count alone: its plan serves every game alike.
_SETTLED = ("settings", "cards_for", "_schedule", "pack", "_turn_up", "whole_pack", "scorer")
_SETTLES: dict[type[TrickVariant], bool] = {}


class _Plan:
    """Answers of one game's rules for its settings and player count (see :data:`_PLANS`);
    ``settings`` keeps the settings it is for (and so their id) alive."""

    __slots__ = ("cards", "scores", "settings", "turn_ups")

    def __init__(self, settings: Any) -> None:
        self.settings = settings
        self.scores: dict[tuple[int, int, int, int], tuple[int, bool]] = {}
        self.cards: dict[int, int | None] = {}
        self.turn_ups: set[tuple[int, str]] = set()


def _plan(rules: TrickVariant, setup: GameSetup, scorer: Any) -> _Plan:
    """The plan for ``setup``'s settings and player count: kept across games where the
    rules answer by those alone, else one for this game only."""
    kind = type(rules)
    settled = _SETTLES.get(kind)
    if settled is None:
        settled = _SETTLES[kind] = isinstance(rules, SettingsVariant) and all(
            getattr(kind, name) is getattr(SettingsVariant, name) for name in _SETTLED)
    if not settled or not isinstance(rules, SettingsVariant) or type(scorer) is not HandScorer:
        return _Plan(None)
    settings = rules.settings(setup)  # (one object for equal options: see settings)
    key = (kind, id(settings), len(setup.players))
    plan = _PLANS.get(key)
    if plan is None or plan.settings is not settings:
        if len(_PLANS) >= PLANS_KEPT:
            _PLANS.clear()
        plan = _PLANS[key] = _Plan(settings)
    return plan


class _Played(NamedTuple):
    """What :meth:`TrickVariant._tallies` reads of a complete hand."""

    bids: dict[str, int]
    tricks: dict[str, int]
    penalties: dict[str, int]


def plain_stored_game(rules: TrickVariant, setup: GameSetup, stopped: bool,
                      document: dict[str, Any]) -> StoredGame | None:
    """The stored form of ``document``, whose setup and top level are checked (``setup``,
    ``stopped``), or None when the game is not plain or breaks a rule (read it the
    full way)."""
    hands = document.get("hands", [])
    if type(hands) is not list or document.get("tiebreak") or not _walks_as_trick_variant(
            type(rules)):
        return None
    reading = _Reading(rules, setup)
    ended, over = rules.ended, False
    for number, hand in enumerate(hands, start=1):
        if over or type(hand) is not dict or not reading.add(number, hand):
            return None
        over = ended(setup, number, reading.totals)
    return reading.stored(stopped, over)


class _Reading:
    """One plain game read hand by hand: each hand checked as the rules would (None
    from :meth:`add` where it breaks one, or is not plain), scored from the plan, and
    gathered into the rows and summaries a stored game keeps."""

    __slots__ = ("allowed", "base_hands", "entries", "hand_rows", "ordered", "pack", "plan",
                 "played", "resets", "rules", "scorer", "seat_of", "seated", "setup", "tokens",
                 "totals")

    def __init__(self, rules: TrickVariant, setup: GameSetup) -> None:
        self.rules, self.setup = rules, setup
        players = setup.players
        self.seat_of = {p: i for i, p in enumerate(players)}
        self.tokens = {p: f"#{i}" for i, p in enumerate(players)}
        self.seated = self.seat_of.keys()
        self.pack = rules.pack(setup)
        self.allowed = _CALLED_KEYS if rules.bidding == CALLED else _PLAIN_KEYS
        self.ordered = rules.bidding != SIMULTANEOUS
        self.scorer = rules.scorer(setup)
        self.resets = getattr(self.scorer, "resets", True)  # False: no total goes back to 0
        # A hand's score and whether it was made depend on those four numbers alone
        # (for these settings), which repeat within a game and across games: each is
        # scored once; so are the cards of hand n and whether a turn-up may show in a
        # hand of so many.
        self.plan = _plan(rules, setup, self.scorer)
        self.totals = dict.fromkeys(players, 0)
        self.played: list[_Played] = []
        self.hand_rows: list[int] = []  # flat, as StoredGame keeps them
        self.entries: list[Any] = []
        self.base_hands: list[dict[str, Any]] = []

    def add(self, number: int, hand: dict[str, Any]) -> bool:
        """Hand ``number`` read, checked and scored; False where it is not plain or
        breaks a rule (the game is then read the full way, which says why)."""
        cards = self.plan.cards.get(number, -1)
        if cards == -1:  # not planned yet (a hand past the schedule's end is planned None)
            cards = self._cards(number)
        bids, tricks = hand.get("bids"), hand.get("tricks")
        seated = self.seated
        if cards is None or not self.allowed.issuperset(hand) or type(bids) is not dict \
                or type(tricks) is not dict or bids.keys() != seated \
                or tricks.keys() != seated:
            return False
        took = 0  # every bid and trick a whole number from 0 to cards, the tricks all
        for value in bids.values():
            if type(value) is not int or not 0 <= value <= cards:
                return False
        for value in tricks.values():
            if type(value) is not int or not 0 <= value <= cards:
                return False
            took += value
        if took != cards:
            return False
        turn_up = hand.get("turn_up")
        if turn_up is not None and not self._turn_up_shows(number, cards, turn_up):
            return False
        tokens = self.tokens
        base: dict[str, Any] = {"turn_up": turn_up,
                                "bids": {tokens[p]: v for p, v in bids.items()}}
        if not self._bid_in_order(number, cards, bids, hand.get("bid_order"), base):
            return False
        base["tricks"] = {tokens[p]: v for p, v in tricks.items()}
        given = hand.get("penalties")
        penalties = self._penalties(cards, given, base) if given is not None else {}
        if penalties is None:
            return False
        self._score(number, cards, bids, tricks, penalties)
        self.played.append(_Played(bids, tricks, penalties))
        self.hand_rows += number, cards
        self.base_hands.append(base)
        return True

    def _cards(self, number: int) -> int | None:
        """The cards each is dealt in hand ``number`` (None past the schedule's end),
        kept in the plan."""
        cards = self.rules.cards_for(self.setup, number)
        if len(self.plan.cards) < HANDS_KEPT:
            self.plan.cards[number] = cards
        return cards

    def _turn_up_shows(self, number: int, cards: int, turn_up: Any) -> bool:
        """Whether the rules take ``turn_up`` as it is written in a hand of ``cards``."""
        turn_ups = self.plan.turn_ups
        if type(turn_up) is not str:
            return False
        if (cards, turn_up) not in turn_ups:
            try:
                if self.rules._turn_up(self.setup, self.pack, number, cards, turn_up) \
                        != turn_up:
                    return False
            except RuleError:
                return False
            if len(turn_ups) < HANDS_KEPT:
                turn_ups.add((cards, turn_up))
        return True

    def _bid_in_order(self, number: int, cards: int, bids: dict[str, Any], order: Any,
                      base: dict[str, Any]) -> bool:
        """The bid order, if written, names everyone once (kept in ``base``); the last
        to bid did not make the forbidden bid, where bids are made in turn."""
        if order is None:
            last = self.rules.dealer_for(self.setup, number)  # the default order's last
        elif type(order) is list and len(order) == len(self.tokens) and all(
                type(p) is str for p in order) and set(order) == self.seated:
            last = order[-1]
            base["bid_order"] = [self.tokens[p] for p in order]
        else:
            return False
        if self.ordered:
            bid_last = bids[last]
            if self.scorer.forbidden(cards, sum(bids.values()) - bid_last) == bid_last:
                return False
        return True

    def _penalties(self, cards: int, given: Any, base: dict[str, Any]
                   ) -> dict[str, int] | None:
        """The penalties given (kept in ``base``), those above 0 by player; None where
        they break a rule or the game has none."""
        penalties: dict[str, int] = {}
        if given:
            if type(given) is not dict or self.rules.penalty_name is None \
                    or not self.seated >= given.keys():
                return None
            for player, value in given.items():
                if type(value) is not int or not 0 <= value <= cards:
                    return None
                if value:
                    penalties[player] = value
            base["penalties"] = {self.tokens[p]: v for p, v in given.items()}
        elif given is not None and type(given) is not dict:
            return None
        return penalties

    def _score(self, number: int, cards: int, bids: dict[str, int],
               tricks: dict[str, int], penalties: dict[str, int]) -> None:
        """Each player's points into the totals and entries (the seats' sums are taken
        from the entries once the game is read, see :meth:`_sums`)."""
        scorer, scores, totals = self.scorer, self.plan.scores, self.totals
        score, after_reset = scorer.points, scorer.after_reset
        entries, resets = self.entries, self.resets
        for player, seat in self.seat_of.items():
            bid, won, penalty = bids[player], tricks[player], penalties.get(player, 0)
            key = (cards, bid, won, penalty)
            scored = scores.get(key)
            if scored is None:
                scored = (score(cards, bid, won, penalty), scorer.made(bid, won, penalty))
                if len(scores) < HANDS_KEPT:
                    scores[key] = scored
            points = scored[0]
            totals[player] = after_reset(totals[player] + points) if resets \
                else totals[player] + points
            entries += number, seat, bid, won, penalty, points, scored[1]

    def _sums(self, seat: int) -> tuple[int, int, int]:
        """A seat's exact bids, points and bids over tricks, from its entries: a slice
        of each column (``ENTRY_WIDTH`` values an entry, a hand's seats in turn) summed
        once a game, not three additions a hand."""
        step = ENTRY_WIDTH * len(self.seat_of)
        start = ENTRY_WIDTH * seat
        bids, won = self.entries[start + 2::step], self.entries[start + 3::step]
        return (sum(map(eq, bids, won)), sum(self.entries[start + 5::step]),
                sum(bids) - sum(won))

    def stored(self, stopped: bool, over: bool) -> StoredGame:
        """The game as the store keeps it: status, standings' summaries, winners, the
        document with seats for names, and the rows."""
        rules, setup, seat_of, tokens = self.rules, self.setup, self.seat_of, self.tokens
        if over:
            status = FINISHED
        elif stopped:
            status = FINISHED if rules.stop_is_normal_end(setup) else ABANDONED
        else:
            status = IN_PROGRESS
        tallies = rules._tallies(setup, self.played)
        standings, _, _ = rules._standings(setup, GameState(setup, (), stopped), self.totals,
                                           tallies, status)
        places = {s.player: s for s in standings}
        summaries = tuple(SeatSummary(seat, places[p].place, places[p].total,
                                      len(self.played), *self._sums(seat))
                          for p, seat in seat_of.items())
        winners = tuple(seat for p, seat in seat_of.items() if places[p].place == 1) \
            if status == FINISHED else ()
        from . import setup_fields

        document = {"format": "scorekeeper-game", "version": 1, **setup_fields(setup),
                    "players": list(tokens.values()),
                    "first_dealer": tokens[setup.first_dealer], "stopped": stopped,
                    "hands": self.base_hands}
        return StoredGame(setup, status, len(self.played), document, winners, summaries,
                          tuple(self.hand_rows), tuple(self.entries), setup.players)

