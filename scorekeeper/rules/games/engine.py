"""The one trick-game engine: every rule of a hand read from :class:`HouseRules`.

The built-in trick games are settings of this engine (each supplies only its settings
and texts), and a house game is any other setting, so every trick game scores through
the same methods here — :meth:`TrickVariant.evaluate` and the one-pass import alike.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import replace
from itertools import pairwise
from typing import Any

from ..cards import (
    BIG_63,
    JOKER,
    SHORT_28,
    STANDARD_52,
    SUIT_NAMES,
    Pack,
    _cards,
    with_jokers,
)
from ..errors import CardError, TiebreakError
from ..game_record import GameSetup, GameState, TiebreakDeal, frozen_map
from ..house_rules import HouseRules, HouseRulesError, rules_from_dict
from ..results import FINISHED, Standing
from ..words import QT_TRANSLATE_NOOP, Count, Said, Word, Words
from .base import Seating, check_distinct, competition_places, standings_from
from .trick import PlayerTally, TrickVariant

# A suit named in a sentence about trump, put in the reader's language where shown.
SUIT_WORDS = {"S": Word(QT_TRANSLATE_NOOP("words", "spades")),
              "H": Word(QT_TRANSLATE_NOOP("words", "hearts")),
              "D": Word(QT_TRANSLATE_NOOP("words", "diamonds")),
              "C": Word(QT_TRANSLATE_NOOP("words", "clubs"))}

_SHORT = {
    "36": ("6", "7", "8", "9", "10", "J", "Q", "K", "A"),
    "32": ("7", "8", "9", "10", "J", "Q", "K", "A"),
    "24": ("9", "10", "J", "Q", "K", "A"),
}
PACKS: dict[str, Pack] = {
    "52": STANDARD_52, "28": SHORT_28, "63": BIG_63,
    **{size: Pack(int(size), frozenset(_cards(ranks)), f"{size}-card pack ({ranks[0]} to A)")
       for size, ranks in _SHORT.items()},
}
_CRITERIA = {
    "made": "fulfilled",
    "made-nonzero": "winning_fulfilled",
    "made-or-over": "fulfilled_or_exceeded",
}
# How a tie-breaker's verdict is said, by the tie-breaker's name.
_AHEAD = {
    "made": QT_TRANSLATE_NOOP("words", "{0} ahead of {1}: {2} contracts fulfilled to {3}"),
    "made-nonzero": QT_TRANSLATE_NOOP(
        "words", "{0} ahead of {1}: {2} winning contracts fulfilled to {3}"),
    "made-or-over": QT_TRANSLATE_NOOP(
        "words", "{0} ahead of {1}: {2} contracts fulfilled or exceeded to {3}"),
}


def pack_for(rules: HouseRules, players: int) -> Pack:
    """The pack for ``players`` players, jokers included."""
    return with_jokers(PACKS[rules.pack_name(players)], rules.jokers)


def schedule_for(rules: HouseRules, players: int) -> tuple[tuple[int, ...], int]:
    """The finite schedule (empty for an open shape) and the peak, for ``players``;
    a peak under 1, or a hand that does not fit, is refused rather than shortened."""
    size = pack_for(rules, players).size
    fit = size // players
    shape, peak = rules.schedule.shape, rules.schedule.peak
    top = fit if peak == "max" else min(int(peak), fit)
    if top < 1:
        raise HouseRulesError(Said(QT_TRANSLATE_NOOP(
            "words", "house rules: {0} players cannot be dealt a hand from the {1}-card "
            "pack"), (players, size)))
    if shape == "constant" and peak != "max" and int(peak) > fit:
        raise HouseRulesError(Said(QT_TRANSLATE_NOOP(
            "words", "house rules: {0} cards each for {1} players needs {2} cards, more "
            "than the {3} in the pack"), (int(peak), players, int(peak) * players, size)))
    if shape == "list":
        if max(rules.schedule.hands) > fit:
            raise HouseRulesError(Said(QT_TRANSLATE_NOOP(
                "words", "house rules: schedule.list has a hand of {0} cards, more than {1} "
                "players can be dealt from {2} cards"),
                (max(rules.schedule.hands), players, size)))
        return rules.schedule.hands, top
    down = tuple(range(top, 0, -1))
    up = down[::-1]
    twice = rules.schedule.repeat_turn
    finite = {
        "down": down, "up": up,
        "up-down": up + (down if twice else down[1:]),
        "down-up": down + (up if twice else up[1:]),
    }
    return finite.get(shape, ()), top


def cards_in_hand(rules: HouseRules, players: int, number: int) -> int | None:
    """Cards each in hand ``number`` (None past the end of a finite schedule)."""
    schedule, top = schedule_for(rules, players)
    return cards_in_planned_hand(rules, players, number, schedule, top,
                                 pack_for(rules, players).size)


def cards_in_planned_hand(rules: HouseRules, players: int, number: int,
                          schedule: tuple[int, ...], top: int, size: int) -> int | None:
    """:func:`cards_in_hand` from the schedule, peak and pack size worked out once a game
    (every hand asks: working them out again was most of the cost of a hand's check)."""
    shape = rules.schedule.shape
    if shape == "constant":
        return top
    if shape == "climb":
        if rules.schedule.whole_pack == "bounce" and top * players == size and top > 1:
            step = (number - 1) % (2 * top - 2)
            return 1 + (step if step < top else 2 * top - 2 - step)
        return min(number, top)
    return schedule[number - 1] if 1 <= number <= len(schedule) else None


def hand_points(rules: HouseRules, cards: int, bid: int, tricks: int, pack_size: int,
                players: int) -> int:
    """A hand's score before penalties (spec: *Score of a hand*)."""
    score = rules.score
    if tricks > bid:
        return score.over.of(cards, bid, tricks)
    if tricks < bid:
        return score.under.of(cards, bid, tricks)
    if bid == 0 and score.made_zero is not None:
        points = score.made_zero
    else:
        points = score.made.of(cards, bid, tricks)
    bonus = score.zero_bonus
    if bid == 0 and bonus is not None and (
            bonus.when == "always"
            or (bonus.when == "short-stock" and 0 < pack_size - players * cards <= players)
            or (isinstance(bonus.when, int) and cards >= bonus.when)):
        points += bonus.points
    return points


def with_penalty(rules: HouseRules, points: int, count: int) -> int:
    penalty = rules.penalty
    if not count or penalty is None:
        return points
    if penalty.each is not None:
        return points + penalty.each * count
    return min(points, int(penalty.floor or 0))


def after_reset(rules: HouseRules, total: int) -> int:
    step = rules.reset_multiple
    return 0 if step and total != 0 and total % step == 0 else total


def forbidden_bid(rules: HouseRules, cards: int, others: int) -> int | None:
    """The bid the last bidder may not make (None: any bid)."""
    bidding = rules.bidding
    if bidding.hook == "none" or bidding.order == "simultaneous" or cards < bidding.hook_from:
        return None
    needed = cards - others
    if not 0 <= needed <= cards:
        return None
    if (needed == 0 and "zero" in bidding.hook_exempt) or (
            needed == cards and "all" in bidding.hook_exempt):
        return None
    return needed


def is_made(rules: HouseRules, bid: int, tricks: int, penalty: int) -> bool:
    """A made bid; a floor penalty replaces the hand's score, so that hand is not made."""
    floors = rules.penalty is not None and rules.penalty.floor is not None
    return bid == tricks and not (penalty and floors)


SETTINGS_KEPT = 64  # sets of options whose settings a game keeps made


def _options_key(options: Mapping[str, Any]) -> tuple[Any, ...] | None:
    """Options as a key that tells ``True`` from ``1`` and ``1.0`` (equal in Python, not
    in the rules); None for options holding more than plain values (a house game's)."""
    key = []
    for name, value in options.items():
        if type(value) not in _PLAIN_OPTION:
            return None
        key.append((name, type(value), value))
    return tuple(key)


_PLAIN_OPTION = frozenset({str, int, bool, float, type(None)})


class SettingsVariant(TrickVariant):
    """A trick game whose every rule comes from its settings (:meth:`settings`)."""

    base_rules: HouseRules  # the settings with the default options

    def __init__(self) -> None:
        base = self.base_rules
        self.bidding = base.bidding.order
        self.penalty_name = base.penalty.name if base.penalty else None
        self.tiebreak_cards = base.tie_break_deal
        self.records_turn_up = base.trump.kind == "turn-up"
        self.min_players, self.max_players = base.players
        self._last: tuple[GameSetup, HouseRules] | None = None
        self._last_schedule: tuple[GameSetup, tuple[int, ...], int] | None = None
        # The pack and scorer of the setup asked about last (asked several times a hand
        # while a game is evaluated); one entry each, replaced whole, so threads at
        # worst work one out again.
        self._last_pack: tuple[GameSetup, Pack] | None = None
        self._last_scorer: tuple[GameSetup, HandScorer] | None = None
        # The settings made for each set of plain options (a bounded few): an archive's
        # 100,000 games share a handful, and making them is a third of a game's setup.
        self._made: dict[tuple[Any, ...], HouseRules] = {}

    def rules_for(self, options: Mapping[str, Any]) -> HouseRules:
        """The settings these options make (the built-ins map options to settings)."""
        return self.base_rules

    def settings(self, setup: GameSetup) -> HouseRules:
        last = self._last
        if last is not None and last[0] is setup:
            return last[1]
        key = _options_key(setup.options)
        rules = self._made.get(key) if key is not None else None
        if rules is None:
            rules = self.rules_for(setup.options)
            if key is not None:
                if len(self._made) >= SETTINGS_KEPT:
                    self._made.clear()
                self._made[key] = rules
        self._last = (setup, rules)
        return rules

    # --- schedule and pack -------------------------------------------------------
    def pack(self, setup: GameSetup) -> Pack:
        last = self._last_pack
        if last is not None and last[0] is setup:
            return last[1]
        pack = pack_for(self.settings(setup), len(setup.players))
        self._last_pack = (setup, pack)
        return pack

    def _schedule(self, setup: GameSetup) -> tuple[tuple[int, ...], int]:
        last = self._last_schedule
        if last is not None and last[0] is setup:
            return last[1], last[2]
        schedule, top = schedule_for(self.settings(setup), len(setup.players))
        self._last_schedule = (setup, schedule, top)
        return schedule, top

    def schedule_length(self, setup: GameSetup) -> int | None:
        if self.settings(setup).schedule.shape in ("constant", "climb"):
            return None
        return len(self._schedule(setup)[0])

    def cards_for(self, setup: GameSetup, number: int) -> int | None:
        rules = self.settings(setup)
        schedule, top = self._schedule(setup)
        if rules.schedule.shape in ("constant", "climb"):
            return cards_in_planned_hand(rules, len(setup.players), number, schedule, top,
                                         self.pack(setup).size)
        return schedule[number - 1] if 1 <= number <= len(schedule) else None

    # --- trump -------------------------------------------------------------------
    def whole_pack(self, setup: GameSetup, cards: int, seated: int | None = None) -> bool:
        trump = self.settings(setup).trump
        count = len(setup.players) if seated is None else seated
        return (trump.kind == "turn-up" and trump.pack_used == "no-trumps"
                and cards * count == self.pack(setup).size)

    def trump(
        self, setup: GameSetup, number: int, cards: int, turn_up: str | None,
        seated: int | None = None,
    ) -> tuple[str | None, Said]:
        trump = self.settings(setup).trump
        if trump.kind == "fixed":
            return trump.suit, Said(QT_TRANSLATE_NOOP("words", "{0} are always trump"),
                                    (SUIT_WORDS[str(trump.suit)],))
        if trump.kind == "sequence":
            suit = trump.sequence[(number - 1) % len(trump.sequence)]
            if suit == "none":
                return "none", Said(QT_TRANSLATE_NOOP(
                    "words", "hand {0} has no trumps in the trump sequence"), (number,))
            return suit, Said(QT_TRANSLATE_NOOP("words", "{0} in the trump sequence"),
                              (SUIT_WORDS[suit],))
        if self.whole_pack(setup, cards, seated):
            return "none", Said(QT_TRANSLATE_NOOP(
                "words", "all {0} cards are dealt: no turn-up, no trumps"),
                (self.pack(setup).size,))
        return self._turned_up(trump.no_trumps_on, turn_up)

    @staticmethod
    def _turned_up(no_trumps_on: Collection[str], turn_up: str | None) -> tuple[str | None, Said]:
        """Trump from the turn-up, and why: some cards turned up mean no trumps."""
        if turn_up is None:
            return None, Said(QT_TRANSLATE_NOOP("words", "turn-up not recorded"))
        if turn_up == JOKER and JOKER in no_trumps_on:
            return "none", Said(QT_TRANSLATE_NOOP("words", "joker turned up: no trumps"))
        rank = turn_up[:-1]
        if rank == "A" and rank in no_trumps_on:
            return "none", Said(QT_TRANSLATE_NOOP(
                "words", "{0} turned up: an ace means no trumps"), (turn_up,))
        if rank in no_trumps_on:
            return "none", Said(QT_TRANSLATE_NOOP(
                "words", "{0} turned up: a {1} means no trumps"), (turn_up, rank))
        return turn_up[-1], Said(QT_TRANSLATE_NOOP("words", "turn-up {0}"), (turn_up,))

    def _turn_up(
        self, setup: GameSetup, pack: Pack, number: int, cards: int, turn_up: Any,
        seated: int | None = None,
    ) -> str | None:
        trump = self.settings(setup).trump
        if turn_up is not None and trump.kind != "turn-up":
            why = (f"{SUIT_NAMES[str(trump.suit)]} are always trump in {self.key}"
                   if trump.kind == "fixed" else f"{self.key} takes trumps from its sequence")
            raise CardError(f"{why}, so no turn-up is recorded", hand=number, rule="turn-up")
        card = super()._turn_up(setup, pack, number, cards, turn_up)
        if card is not None and self.whole_pack(setup, cards, seated):
            raise CardError(
                f"all {pack.size} cards are dealt in this hand, so there is no turn-up "
                f"({card} cannot have been turned up)", hand=number, rule="turn-up")
        return card

    def reminders(self, setup: GameSetup, number: int, cards: int,
                  seated: int | None = None) -> tuple[Said, ...]:
        trump = self.settings(setup).trump
        count = len(setup.players) if seated is None else seated
        if trump.kind != "turn-up" or cards * count < self.pack(setup).size:
            return ()
        if trump.pack_used == "last-card":
            return (Said(QT_TRANSLATE_NOOP(
                "words", "The pack is used up: the dealer shows his last card for trump.")),)
        return (Said(QT_TRANSLATE_NOOP("words", "All {0} cards are dealt: no turn-up, no "
                                       "trumps."), (self.pack(setup).size,)),)

    # --- bidding and scoring -------------------------------------------------------
    def forbidden(self, cards: int, others: int) -> int | None:
        return forbidden_bid(self.base_rules, cards, others)

    def forbidden_message(self, player: str, bid: int, cards: int) -> Said:
        if self.bidding == "clockwise":
            return super().forbidden_message(player, bid, cards)
        return Said(QT_TRANSLATE_NOOP("words", "{0} bids last and may not bid {1} (bids "
                                      "would total the {2})"), (player, bid, Count(cards, "card")))

    def score(self, bid: int, tricks: int) -> int:
        """The base settings' score (the built-ins' scores do not depend on cards)."""
        return hand_points(self.base_rules, max(bid, tricks), bid, tricks, 0, 1)

    def with_penalty(self, score: int, count: int) -> int:
        return with_penalty(self.base_rules, score, count)

    def made(self, bid: int, tricks: int, penalty: int) -> bool:
        return is_made(self.base_rules, bid, tricks, penalty)

    def after_reset(self, total: int) -> int:
        return after_reset(self.base_rules, total)

    def scorer_for(self, setup: GameSetup, seated: int) -> HandScorer:
        if seated == len(setup.players):
            return self.scorer(setup)
        return HandScorer(self.settings(setup), seated, self.pack(setup).size)

    def table_changes(self, setup: GameSetup) -> bool:
        return self.settings(setup).table_changes

    def scorer(self, setup: GameSetup) -> HandScorer:
        last = self._last_scorer
        if last is not None and last[0] is setup:
            return last[1]
        scorer = HandScorer(self.settings(setup), len(setup.players), self.pack(setup).size)
        self._last_scorer = (setup, scorer)
        return scorer

    def ended(self, setup: GameSetup, number: int, totals: Mapping[str, int]) -> bool:
        rules = self.settings(setup)
        end = rules.end
        if isinstance(end, int) and totals and max(totals.values()) > end:
            return True
        if end == "open" or rules.schedule.shape in ("constant", "climb"):
            return False  # no last hand (schedule_length is None)
        return number >= len(self._schedule(setup)[0])

    def totals_shift(self, setup: GameSetup) -> bool:
        rules = self.settings(setup)
        return not rules.reset_multiple and not isinstance(rules.end, int)

    def stop_is_normal_end(self, setup: GameSetup) -> bool:
        return self.settings(setup).end == "open"

    def first_lead(
        self, seating: Seating, dealer: str, order: tuple[str, ...], bids: Mapping[str, int]
    ) -> str | None:
        lead = self.base_rules.bidding.first_lead
        if lead == "highest-bidder":
            return max(order, key=lambda p: (bids[p], -order.index(p)))
        if lead == "left-of-last-bidder" and order:
            return seating.left_of(order[-1])
        return seating.left_of(dealer)

    # --- ranking -------------------------------------------------------------------
    def rank_key(self, player: str, totals: Mapping[str, int],
                 tally: PlayerTally) -> tuple[int, ...]:
        return (totals[player], *(getattr(tally, _CRITERIA[name])
                                  for name in self.base_rules.tie_breakers))

    def _standings(self, setup: GameSetup, state: GameState, totals: Mapping[str, int],
                   tallies: Mapping[str, PlayerTally], status: str
                   ) -> tuple[tuple[Standing, ...], tuple[Said, ...], tuple[tuple[str, ...], ...]]:
        rules = self.settings(setup)
        if not rules.tie_breakers and rules.tie_break_deal is None:
            if state.tiebreaks:
                raise TiebreakError(f"{self.key} has no tie-break deals", rule="tie-break")
            return standings_from(tuple(totals), totals, lambda p: (totals[p],)), (), ()
        return self._ranked(setup, rules, state, totals, tallies, status)

    def _ranked(self, setup: GameSetup, rules: HouseRules, state: GameState,
                totals: Mapping[str, int], tallies: Mapping[str, PlayerTally], status: str
                ) -> tuple[tuple[Standing, ...], tuple[Said, ...], tuple[tuple[str, ...], ...]]:
        players = tuple(totals)  # joiners too, where players join and leave
        seating = Seating(players)
        keys: dict[str, tuple[Any, ...]] = {
            p: self.rank_key(p, totals, tallies[p]) for p in players}
        deal_scores: list[dict[str, int]] = []
        for number, deal in enumerate(state.tiebreaks, start=1):
            if rules.tie_break_deal is None:
                raise TiebreakError(f"{self.key} has no tie-break deals", rule="tie-break")
            if status != FINISHED:
                raise TiebreakError("a tie-break deal is played only once the game has "
                                    "finished", rule="tie-break")
            scores = self._tiebreak(setup, seating, number, deal)
            tied = {p for p in players if keys[p] == keys[next(iter(scores))]}
            if set(scores) != tied:
                raise TiebreakError(
                    f"tie-break deal {number} must be played by exactly the tied players "
                    f"({', '.join(sorted(tied, key=players.index))})", rule="tie-break")
            deal_scores.append(scores)
            keys = {p: (*k, scores.get(p, 0)) for p, k in keys.items()}
        places = competition_places(players, lambda p: keys[p])
        standings = tuple(Standing(pl, p, totals[p], shared) for pl, p, shared in places)
        played = any(hand.complete for hand in state.hands)  # 0–0 before any hand: no
        reasons = tuple(self._reason(rules, upper, lower, tallies, deal_scores)  # tie-breaker
                        for (_, upper, _), (_, lower, _) in pairwise(places)  # was in play
                        if played and totals[upper] == totals[lower])
        groups: dict[tuple[Any, ...], list[str]] = {}
        for _, player, shared in places:
            if shared:
                groups.setdefault(keys[player], []).append(player)
        return standings, reasons, tuple(tuple(g) for g in groups.values())

    @staticmethod
    def _reason(rules: HouseRules, upper: str, lower: str, tallies: Mapping[str, PlayerTally],
                deal_scores: list[dict[str, int]]) -> Said:
        """Why ``upper`` is placed above ``lower`` on the same total, said in the
        language of whoever reads it."""
        for name in rules.tie_breakers:
            attribute = _CRITERIA[name]
            a, b = getattr(tallies[upper], attribute), getattr(tallies[lower], attribute)
            if a != b:
                return Said(_AHEAD[name], (upper, lower, a, b))
        for number, scores in enumerate(deal_scores, start=1):
            if upper in scores and lower in scores and scores[upper] != scores[lower]:
                if len(deal_scores) == 1:
                    return Said(QT_TRANSLATE_NOOP(
                        "words", "{0} ahead of {1}: tie-break deal {2} to {3}"),
                        (upper, lower, scores[upper], scores[lower]))
                return Said(QT_TRANSLATE_NOOP(
                    "words", "{0} ahead of {1}: tie-break deal {2} {3} to {4}"),
                    (upper, lower, number, scores[upper], scores[lower]))
        return Said(QT_TRANSLATE_NOOP(
            "words", "{0} and {1} tied on the total and every tie-breaker: they share the "
            "place"), (upper, lower))

    def _tiebreak(self, setup: GameSetup, seating: Seating, number: int, deal: TiebreakDeal
                  ) -> dict[str, int]:
        def fail(message: str, player: str | None = None) -> TiebreakError:
            return TiebreakError(f"tie-break deal {number}: {message}", player=player,
                                 rule="tie-break")

        if not isinstance(deal.players, (list, tuple)) or len(deal.players) < 2:
            raise fail("needs at least two tied players")
        players = tuple(seating.find(p) for p in deal.players)
        check_distinct(players, None, "the tie-break players")
        bids = self._names(seating, deal.bids, None, "tie-break bids")
        tricks = self._names(seating, deal.tricks, None, "tie-break tricks")
        cards = int(self.settings(setup).tie_break_deal or 0)
        scorer = self.scorer(setup)
        scores: dict[str, int] = {}
        for p in players:
            if p not in bids or p not in tricks:
                raise fail(f"{p} needs a bid and tricks", p)
            for what, value in (("bid", bids[p]), ("tricks", tricks[p])):
                if isinstance(value, bool) or not isinstance(value, int) or not (
                        0 <= value <= cards):
                    raise fail(f"{p}'s {what} must be from 0 to {cards}, not {value!r}", p)
            scores[p] = scorer.points(cards, bids[p], tricks[p], 0)
        extra = (set(bids) | set(tricks)) - set(players)
        if extra:
            raise fail(f"{sorted(extra)[0]} did not play the tie-break deal", sorted(extra)[0])
        if sum(tricks[p] for p in players) != cards:
            raise fail(f"the tricks must add up to the {cards} cards dealt")
        return scores


class HandScorer:
    """A game's hand scoring bound to its settings, player count and pack: what the
    full evaluation and the one-pass import both score with."""

    __slots__ = ("pack_size", "players", "rules")

    def __init__(self, rules: HouseRules, players: int, pack_size: int) -> None:
        self.rules, self.players, self.pack_size = rules, players, pack_size

    def points(self, cards: int, bid: int, tricks: int, penalty: int) -> int:
        base = hand_points(self.rules, cards, bid, tricks, self.pack_size, self.players)
        return with_penalty(self.rules, base, penalty)

    def forbidden(self, cards: int, others: int) -> int | None:
        return forbidden_bid(self.rules, cards, others)

    def after_reset(self, total: int) -> int:
        return after_reset(self.rules, total)

    @property
    def resets(self) -> bool:
        """False when :meth:`after_reset` never changes a total (no reset rule): a
        caller scoring many hands may leave it out."""
        return bool(self.rules.reset_multiple)

    def made(self, bid: int, tricks: int, penalty: int) -> bool:
        return is_made(self.rules, bid, tricks, penalty)


class HouseVariant(SettingsVariant):
    """A table's own trick game: one instance per set of house rules."""

    key = "house"
    title = "House rules"
    summary = QT_TRANSLATE_NOOP("words", "A trick game played by the table's own settings.")

    def __init__(self, rules: HouseRules) -> None:
        self.base_rules = rules
        self.title = rules.name
        self._said_summary = Said(QT_TRANSLATE_NOOP(
            "words", "“{0}”: a trick game played by the table's own settings."), (rules.name,))
        self.summary = str(self._said_summary)
        super().__init__()

    def summary_in(self, words: Words) -> str:
        return self._said_summary.text(words)

    def _check_setup(self, setup: GameSetup) -> GameSetup:
        """Names and player count as for any game; the rules written back resolved, and
        a count whose hands cannot be dealt refused (never shortened)."""
        checked = super()._check_setup(replace(setup, options=frozen_map({})))
        schedule_for(self.base_rules, len(checked.players))
        return replace(checked, options=frozen_map({"rules": self.base_rules.to_dict()}))


_HOUSE_GAMES: dict[HouseRules, HouseVariant] = {}


def house_variant(options: Mapping[str, Any]) -> HouseVariant:
    """The house game whose resolved rules are ``options["rules"]`` (one per rules)."""
    if "rules" not in options:
        raise HouseRulesError("a house game needs its \"rules\" (every setting, resolved)")
    rules = rules_from_dict(options["rules"])
    game = _HOUSE_GAMES.get(rules)
    if game is None:
        if len(_HOUSE_GAMES) > 64:
            _HOUSE_GAMES.clear()
        game = _HOUSE_GAMES[rules] = HouseVariant(rules)
    return game
