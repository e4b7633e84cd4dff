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

from typing import Any, NamedTuple

from ..errors import RuleError
from ..game_record import GameSetup, GameState
from ..results import ABANDONED, FINISHED, IN_PROGRESS
from ..rows import SeatSummary, StoredGame
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
    players = setup.players
    count = len(players)
    seat_of = {p: i for i, p in enumerate(players)}
    tokens = {p: f"#{i}" for i, p in enumerate(players)}
    seated = seat_of.keys()
    pack = rules.pack(setup)
    allowed = _CALLED_KEYS if rules.bidding == CALLED else _PLAIN_KEYS
    ordered = rules.bidding != SIMULTANEOUS
    scorer = rules.scorer(setup)
    cards_for, dealer_for, forbidden, ended = (
        rules.cards_for, rules.dealer_for, scorer.forbidden, rules.ended)
    score, after_reset, is_made = scorer.points, scorer.after_reset, scorer.made
    resets = getattr(scorer, "resets", True)  # False: after_reset changes no total
    # A hand's score and whether it was made depend on those four numbers alone (for
    # these settings), which repeat within a game and across games: each is scored once;
    # so are the cards of hand n and whether a turn-up may show in a hand of so many.
    plan = _plan(rules, setup, scorer)
    scores, planned, turn_ups = plan.scores, plan.cards, plan.turn_ups
    penalty_kind = rules.penalty_name
    totals = dict.fromkeys(players, 0)
    exact, score_sum, over_sum = [0] * count, [0] * count, [0] * count
    played: list[_Played] = []
    hand_rows: list[int] = []  # flat, as StoredGame keeps them
    entries: list[Any] = []
    base_hands: list[dict[str, Any]] = []
    over = False
    for number, hand in enumerate(hands, start=1):
        if over or type(hand) is not dict or not allowed.issuperset(hand):
            return None
        cards = planned.get(number, -1)
        if cards == -1:  # (a hand the schedule has no cards for is planned as None)
            cards = cards_for(setup, number)
            if len(planned) < HANDS_KEPT:
                planned[number] = cards
        bids, tricks = hand.get("bids"), hand.get("tricks")
        if cards is None or type(bids) is not dict or type(tricks) is not dict or (
                bids.keys() != seated or tricks.keys() != seated):
            return None
        turn_up = hand.get("turn_up")
        if turn_up is not None:
            if type(turn_up) is not str:
                return None
            if (cards, turn_up) not in turn_ups:
                try:
                    if rules._turn_up(setup, pack, number, cards, turn_up) != turn_up:
                        return None
                except RuleError:
                    return None
                if len(turn_ups) < HANDS_KEPT:
                    turn_ups.add((cards, turn_up))
        took = 0
        for value in bids.values():
            if type(value) is not int or not 0 <= value <= cards:
                return None
        for value in tricks.values():
            if type(value) is not int or not 0 <= value <= cards:
                return None
            took += value
        if took != cards:
            return None
        base: dict[str, Any] = {"turn_up": turn_up,
                                "bids": {tokens[p]: v for p, v in bids.items()}}
        order = hand.get("bid_order")
        if order is None:
            last = dealer_for(setup, number)  # the default order ends with the dealer
        elif type(order) is list and len(order) == count and all(
                type(p) is str for p in order) and set(order) == seated:
            last = order[-1]
            base["bid_order"] = [tokens[p] for p in order]
        else:
            return None
        if ordered:
            bid_last = bids[last]
            if forbidden(cards, sum(bids.values()) - bid_last) == bid_last:
                return None
        base["tricks"] = {tokens[p]: v for p, v in tricks.items()}
        given = hand.get("penalties")
        penalties: dict[str, int] = {}
        if given:
            if type(given) is not dict or penalty_kind is None or not seated >= given.keys():
                return None
            for player, value in given.items():
                if type(value) is not int or not 0 <= value <= cards:
                    return None
                if value:
                    penalties[player] = value
            base["penalties"] = {tokens[p]: v for p, v in given.items()}
        elif given is not None and type(given) is not dict:
            return None
        for player, seat in seat_of.items():
            bid, won, penalty = bids[player], tricks[player], penalties.get(player, 0)
            key = (cards, bid, won, penalty)
            scored = scores.get(key)
            if scored is None:
                scored = (score(cards, bid, won, penalty), is_made(bid, won, penalty))
                if len(scores) < HANDS_KEPT:
                    scores[key] = scored
            points = scored[0]
            totals[player] = after_reset(totals[player] + points) if resets \
                else totals[player] + points
            exact[seat] += bid == won
            score_sum[seat] += points
            over_sum[seat] += bid - won
            entries += number, seat, bid, won, penalty, points, scored[1]
        played.append(_Played(bids, tricks, penalties))
        hand_rows += number, cards
        base_hands.append(base)
        over = ended(setup, number, totals)
    if over:
        status = FINISHED
    elif stopped:
        status = FINISHED if rules.stop_is_normal_end(setup) else ABANDONED
    else:
        status = IN_PROGRESS
    tallies = rules._tallies(setup, played)
    standings, _, _ = rules._standings(setup, GameState(setup, (), stopped), totals, tallies,
                                       status)
    places = {s.player: s for s in standings}
    summaries = tuple(SeatSummary(seat, places[player].place, places[player].total,
                                  len(played), exact[seat], score_sum[seat], over_sum[seat])
                      for player, seat in seat_of.items())
    winners = tuple(seat for player, seat in seat_of.items() if places[player].place == 1) \
        if status == FINISHED else ()
    from . import setup_fields

    document = {"format": "scorekeeper-game", "version": 1, **setup_fields(setup),
                "players": list(tokens.values()),
                "first_dealer": tokens[setup.first_dealer], "stopped": stopped,
                "hands": base_hands}
    return StoredGame(setup, status, len(played), document, winners, summaries,
                      tuple(hand_rows), tuple(entries), players)
