"""The trick-taking games: one evaluation shared by misère, updown, P&W and whysteria.

Each game supplies its schedule, trump rule, bidding order, forbidden bid,
scoring, resets and end; this module walks the record hand by hand, checks
every entry against those rules and derives scores, totals and standings.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar, Protocol, cast

from ..cards import Pack
from ..errors import (
    BidError,
    CardError,
    ForbiddenBidError,
    GameOverError,
    PenaltyError,
    TiebreakError,
    TricksError,
)
from ..game_record import GameSetup, GameState, HandRecord
from ..memo import ByScorecard
from ..results import (
    ABANDONED,
    FINISHED,
    IN_PROGRESS,
    NOT_JOINED,
    HandResult,
    HandTable,
    Scorecard,
    Standing,
)
from ..table_changes import TableChangeError, TableWalk, refuse_changes
from ..taken_over import TakenOver, outlines
from ..words import QT_TRANSLATE_NOOP, Count, Said
from .base import Seating, Variant, check_distinct, standings_from

CLOCKWISE = "clockwise"  # left of the dealer first, dealer last (updown, P&W)
SIMULTANEOUS = "simultaneous"  # all at once: order does not matter (misère)
CALLED = "called"  # in the order called; the final caller is restricted (whysteria)
_MISSING = object()


class TalliedHand(Protocol):
    """What the tie-break tallies read of a hand: a scored hand, or the one-pass
    import's bare played hand (plain_trick.py)."""

    @property
    def bids(self) -> Mapping[str, int]: ...
    @property
    def tricks(self) -> Mapping[str, int] | None: ...
    @property
    def penalties(self) -> Mapping[str, int]: ...


@dataclass
class PlayerTally:
    """Per-player counts the misère tie-breakers use."""

    fulfilled: int = 0
    winning_fulfilled: int = 0
    fulfilled_or_exceeded: int = 0


# The tallies of the last few scorecards evaluated: the next evaluation adds to them.
_TALLIED: ByScorecard[dict[str, PlayerTally]] = ByScorecard()


def _count(hand: TalliedHand, tallies: dict[str, PlayerTally], sign: int) -> None:
    """Add ``hand`` to each player's :class:`PlayerTally` (``sign`` -1: take it out)."""
    if hand.tricks is None:
        return
    for player, tally in tallies.items():
        if hand.penalties.get(player) or player not in hand.tricks:
            continue
        bid, took = hand.bids[player], hand.tricks[player]
        tally.fulfilled += sign * (took == bid)
        tally.winning_fulfilled += sign * (took == bid >= 1)
        tally.fulfilled_or_exceeded += sign * (took >= bid)


@dataclass
class _Walked:
    """How far :meth:`TrickVariant.evaluate` has walked a game's hands: the hands so far
    (None for each one taken over unmade, made only when read), the running totals after
    the last complete one, whether the game has ended there, that hand's resets, and the
    run of hands taken over with what moved their totals."""

    totals: dict[str, int]
    made: list[HandResult | None] = field(default_factory=list)
    over: bool = False
    last_resets: tuple[int, frozenset[str]] | None = None
    run: tuple[range, dict[str, int]] | None = None

    def add(self, hand: HandResult) -> None:
        """``hand`` next; a complete one's totals and resets are what the next adds to."""
        self.made.append(hand)
        if hand.complete:
            self.totals = dict(hand.totals or {})
            self.last_resets = (hand.number, hand.resets) if hand.resets else None

    def take_over(self, found: tuple[range, dict[str, int], dict[str, int]]) -> None:
        """The hands in ``found``'s range taken over unmade, their totals moved alike."""
        self.run, self.totals = (found[0], found[1]), found[2]
        self.made.extend([None] * len(found[0]))

    def hands(self, previous: Scorecard | None) -> Sequence[HandResult]:
        if self.run is None or previous is None:
            return cast(tuple[HandResult, ...], tuple(self.made))  # none taken over
        return TakenOver.after(self.made, previous, *self.run)


class HandScoring(Protocol):
    """A hand's points, hook, reset and made bid, as :meth:`TrickVariant._hand` asks."""

    def points(self, cards: int, bid: int, tricks: int, penalty: int) -> int: ...

    def forbidden(self, cards: int, others: int) -> int | None: ...

    def after_reset(self, total: int) -> int: ...

    def made(self, bid: int, tricks: int, penalty: int) -> bool: ...


class _OwnMethods:
    """:class:`HandScoring` from a variant's own ``score``/``with_penalty``/... methods."""

    __slots__ = ("_score", "_with_penalty", "after_reset", "forbidden", "made")

    def __init__(self, rules: TrickVariant) -> None:
        self.forbidden, self.after_reset, self.made = (
            rules.forbidden, rules.after_reset, rules.made)
        self._score, self._with_penalty = rules.score, rules.with_penalty

    def points(self, cards: int, bid: int, tricks: int, penalty: int) -> int:
        return self._with_penalty(self._score(bid, tricks), penalty)


def _check_bid_range(bids: Mapping[str, Any], number: int, cards: int) -> None:
    """A BidError for the first bid that is not a whole number from 0 to ``cards``."""
    for player, value in bids.items():
        if type(value) is int and 0 <= value <= cards:
            continue
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= cards:
            raise BidError(
                Said(QT_TRANSLATE_NOOP("words", "{0} bid {1}, but a bid must be a whole "
                                       "number from 0 to {2} in a hand of {3}"),
                     (player, repr(value), cards, Count(cards, "card"))),
                hand=number,
                player=player,
                rule="bid range",
            )


def _scored(players: Sequence[str], scorer: HandScoring, cards: int,
            bids: Mapping[str, int], tricks: Mapping[str, int],
            penalties: Mapping[str, int], totals: Mapping[str, int],
            table: HandTable | None
            ) -> tuple[dict[str, int], dict[str, int], frozenset[str], frozenset[str]]:
    """A played hand's scores, the running totals after it (everyone's where players
    join and leave, those away keeping theirs), who went back to 0, who made the bid."""
    scores: dict[str, int] = {}
    new_totals: dict[str, int] = {} if table is None else dict(totals)
    resets: set[str] = set()
    made: set[str] = set()
    score, after_reset, is_made = scorer.points, scorer.after_reset, scorer.made
    for player in players:
        bid, took, penalty = bids[player], tricks[player], penalties.get(player, 0)
        scores[player] = points = score(cards, bid, took, penalty)
        running = totals[player] + points
        new_totals[player] = kept = after_reset(running)
        if kept != running:
            resets.add(player)
        if is_made(bid, took, penalty):
            made.add(player)
    return scores, new_totals, frozenset(resets), frozenset(made)


class TrickVariant(Variant):
    bidding: str = CLOCKWISE  # a settings variant sets these from its settings
    records_turn_up: bool = True
    reset_text: ClassVar[str] = "the total went back to 0"

    @property
    def bids_called(self) -> bool:
        """Bids are called out in any order: the scorekeeper says whose bid comes next,
        and the bid boxes keep the seating order."""
        return self.bidding == CALLED

    @property
    def scorekeeper_picks_bidder(self) -> bool:
        """The scorekeeper picks whose bid to type (called in any order, or all at once)."""
        return self.bidding in (CALLED, SIMULTANEOUS)

    def new_hand(self) -> HandRecord:
        """Called bids keep the order they are called in, from the first one."""
        return HandRecord(bid_order=() if self.bidding == CALLED else None)

    # --- what each game supplies -------------------------------------------------
    def pack(self, setup: GameSetup) -> Pack:
        raise NotImplementedError

    def cards_for(self, setup: GameSetup, number: int) -> int | None:
        """Cards per player in hand ``number``; ``None`` past the end of a fixed schedule."""
        raise NotImplementedError

    def schedule_length(self, setup: GameSetup) -> int | None:
        """Number of hands of a fixed schedule; ``None`` for an open-length game."""
        raise NotImplementedError

    def trump(
        self, setup: GameSetup, number: int, cards: int, turn_up: str | None,
        seated: int | None = None,
    ) -> tuple[str | None, Said]:
        """Trump (suit letter, "none" or None) and the reason shown beside it."""
        if turn_up is None:
            return None, Said(QT_TRANSLATE_NOOP("words", "turn-up not recorded"))
        return turn_up[-1], Said(QT_TRANSLATE_NOOP("words", "turn-up {0}"), (turn_up,))

    def whole_pack(self, setup: GameSetup, cards: int, seated: int | None = None) -> bool:
        """Whether a hand of ``cards`` deals the whole pack, leaving nothing to turn up
        (``seated``: how many are dealt in, where players join, leave or sit out)."""
        return False

    def forbidden(self, cards: int, others: int) -> int | None:
        """The bid the last bidder may not make, given the others' total (None: any bid)."""
        needed = cards - others
        return needed if 0 <= needed <= cards else None

    def forbidden_message(self, player: str, bid: int, cards: int) -> Said:
        return Said(QT_TRANSLATE_NOOP("words", "{0} deals and may not bid {1} (bids would "
                                      "total the {2})"), (player, bid, Count(cards, "card")))

    def score(self, bid: int, tricks: int) -> int:
        raise NotImplementedError

    def with_penalty(self, score: int, count: int) -> int:
        return score

    def made(self, bid: int, tricks: int, penalty: int) -> bool:
        return bid == tricks

    def after_reset(self, total: int) -> int:
        return total

    def scorer(self, setup: GameSetup) -> HandScoring:
        """What scores a hand of ``setup``: the settings engine binds its settings; a
        game written as methods (a test's own game) is scored by those methods."""
        return _OwnMethods(self)

    def scorer_for(self, setup: GameSetup, seated: int) -> HandScoring:
        """What scores a hand that ``seated`` players are dealt in."""
        return self.scorer(setup)

    def ended(self, setup: GameSetup, number: int, totals: Mapping[str, int]) -> bool:
        length = self.schedule_length(setup)
        return length is not None and number >= length

    def first_lead(
        self, seating: Seating, dealer: str, order: tuple[str, ...], bids: Mapping[str, int]
    ) -> str | None:
        return seating.left_of(dealer)

    def reminders(self, setup: GameSetup, number: int, cards: int,
                  seated: int | None = None) -> tuple[Said, ...]:
        return ()

    def dealer_for(self, setup: GameSetup, number: int) -> str:
        seat = setup.players.index(setup.first_dealer)
        return setup.players[(seat + number - 1) % len(setup.players)]

    def rank_key(self, player: str, totals: Mapping[str, int],
                 tally: PlayerTally) -> tuple[int, ...]:
        return (totals[player],)

    # --- evaluation --------------------------------------------------------------
    def evaluate(self, state: GameState, previous: Scorecard | None = None) -> Scorecard:
        """Check and score ``state``; hands unchanged since ``previous`` are not redone."""
        if previous is not None and state.setup is previous.state.setup:
            setup = previous.setup  # the very setup already checked
        else:
            setup = self.setup(state.setup)
        walk = TableWalk(setup, self.pack(setup).size) if self.table_changes(setup) else None
        walked = self._reused(setup, state, previous, walk)
        reused = len(walked.made)
        self._walk_hands(setup, state, previous, walk, walked)
        hands = walked.hands(previous)
        status = self._status(setup, state, walked.over)
        next_hand = self._next_hand(setup, walk, hands, walked) \
            if status == IN_PROGRESS and (not hands or hands[-1].complete) else None
        if (walk is None and previous is not None and walked.run is None
                and reused == len(previous.completed)
                and reused == sum(hand.complete for hand in hands)
                and status == previous.status and state.tiebreaks == previous.state.tiebreaks):
            # Only the hand in play changed: standings follow from completed hands alone.
            standings, reasons, tied = previous.standings, previous.reasons, previous.tied_groups
            tallies = None  # as they were
        else:
            tallies = self._counted(setup, hands, tuple(walked.totals),
                                    previous if walk is None else None, reused,
                                    walked.run[0] if walked.run is not None else range(0))
            standings, reasons, tied = self._standings(setup, state, walked.totals, tallies,
                                                       status)
        scorecard = Scorecard(
            state=state, setup=setup, hands=hands, standings=standings, status=status,
            next_hand=next_hand, reasons=reasons, tied_groups=tied,
            schedule_length=self.schedule_length(setup),
            entrants=None if walk is None else tuple(walked.totals),
        )
        kept = tallies if tallies is not None else _TALLIED.get(previous)
        if walk is None and kept is not None:
            _TALLIED.put(scorecard, kept)
        return scorecard

    def _reused(self, setup: GameSetup, state: GameState, previous: Scorecard | None,
                walk: TableWalk | None) -> _Walked:
        """The walk started after the hands of ``previous`` that ``state`` left as they
        were (complete, their records the same): those are kept, not scored again."""
        walked = _Walked(totals={p: 0 for p in setup.players})
        if previous is None or previous.setup != setup:
            return walked
        for old_record, new_record, old_result in zip(
            previous.state.hands, state.hands, previous.hands, strict=False
        ):
            if (old_record is not new_record and old_record != new_record) or (
                    not old_result.complete):
                break
            walked.made.append(old_result)
        if walked.made:
            last = previous.hands[len(walked.made) - 1]
            walked.totals = dict(last.totals or {})
            walked.last_resets = (last.number, last.resets) if last.resets else None
            walked.over = self.ended(setup, last.number, walked.totals)
            if walk is not None and last.table is not None:
                walk.resume(last.table, last.dealer, tuple(walked.totals))
        return walked

    def _walk_hands(self, setup: GameSetup, state: GameState, previous: Scorecard | None,
                    walk: TableWalk | None, walked: _Walked) -> None:
        """Score every hand after the reused ones into ``walked``: taken over unmade
        where a correction moved every later total alike (:meth:`_shifter`), carried
        where only the totals before moved (:meth:`_carrier`), else checked and scored."""
        seating, pack = Seating(setup.players), self.pack(setup)
        carry = self._carrier(setup, state, previous, walk)
        shift = self._shifter(setup, state, previous, walk)
        for index in range(len(walked.made), len(state.hands)):
            if walked.run is not None and index < walked.run[0].stop:
                continue
            number = index + 1
            if walked.over:
                raise GameOverError(
                    Said(QT_TRANSLATE_NOOP("words", "the game ended after hand {0}; no more "
                                           "hands can be recorded"), (number - 1,)),
                    hand=number,
                    rule="end",
                )
            if walked.run is None and shift is not None \
                    and (found := shift(index, walked.totals)):
                walked.take_over(found)
                walked.over = self.ended(setup, found[0].stop, walked.totals)
                continue
            carried = carry(index, walked.totals, walked.last_resets) \
                if carry is not None else None
            hand = carried if carried is not None else self._scored_hand(
                setup, seating, pack, walk, state, index, walked)
            walked.add(hand)
            if hand.complete:
                walked.over = self.ended(setup, number, walked.totals)

    def _scored_hand(self, setup: GameSetup, seating: Seating, pack: Pack,
                     walk: TableWalk | None, state: GameState, index: int,
                     walked: _Walked) -> HandResult:
        """Hand ``index + 1`` of ``state`` checked and scored after ``walked``'s totals:
        at the fixed table, or where players join and leave."""
        number, record = index + 1, state.hands[index]
        cards = self.cards_for(setup, number)
        if cards is None:
            raise GameOverError(
                Said(QT_TRANSLATE_NOOP("words", "the game has only {0}"),
                     (Count(int(self.schedule_length(setup) or 0), "hand"),)),
                hand=number,
                rule="end",
            )
        is_last = index == len(state.hands) - 1
        if walk is not None:
            return self._changed_hand(setup, walk, pack, number, cards, record, is_last,
                                      walked.totals, walked.last_resets)
        if record.changes_table:
            refuse_changes(record, number)
        return self._hand(setup, seating, pack, number, cards, record, is_last,
                          walked.totals, walked.last_resets)

    def _status(self, setup: GameSetup, state: GameState, over: bool) -> str:
        """Finished by the rules' own end, stopped (a normal end for some games, else
        abandoned), or in progress."""
        if over:
            return FINISHED
        if state.stopped:
            return FINISHED if self.stop_is_normal_end(setup) else ABANDONED
        return IN_PROGRESS

    def _next_hand(self, setup: GameSetup, walk: TableWalk | None,
                   hands: Sequence[HandResult], walked: _Walked) -> HandResult | None:
        """The hand to deal next, as far as it is known before anyone bids: None past the
        schedule's end, or where nobody can be dealt in until someone sits out."""
        number = len(hands) + 1
        cards = self.cards_for(setup, number)
        if cards is None:
            return None
        pack = self.pack(setup)
        if walk is None:
            return self._hand(setup, Seating(setup.players), pack, number, cards,
                              HandRecord(), True, walked.totals, walked.last_resets)
        try:
            return self._changed_hand(setup, walk, pack, number, cards, HandRecord(), True,
                                      dict(walked.totals), walked.last_resets)
        except TableChangeError:  # nobody can be dealt in until someone sits out
            return None

    def _counted(self, setup: GameSetup, results: Sequence[HandResult],
                 players: tuple[str, ...], previous: Scorecard | None, reused: int,
                 taken: range = range(0)) -> dict[str, PlayerTally]:
        """:meth:`_tallies` of ``results``, from ``previous``'s (kept beside it) where
        there are: its hands after the ``reused`` ones taken out, the new ones added —
        a hand's last entry at hand 2,000 counts one hand, not 2,000 — and the hands
        ``taken`` over from it (the same tricks and bids) not looked at."""
        known = _TALLIED.get(previous)
        if known is None or previous is None or previous.players != players:
            return self._tallies(setup, outlines(results), players)  # no total counted
        tallies = {p: PlayerTally(t.fulfilled, t.winning_fulfilled, t.fulfilled_or_exceeded)
                   for p, t in known.items()}
        old = previous.hands
        for index in range(reused, max(len(old), len(results))):
            if index in taken:
                continue  # taken over after a correction: counts the same
            was = old[index] if index < len(old) else None
            now = results[index] if index < len(results) else None
            if was is not None and now is not None and was.tricks is now.tricks \
                    and was.bids is now.bids and was.penalties is now.penalties:
                continue  # taken over after a correction: counts the same
            for hand, sign in ((was, -1), (now, 1)):
                if hand is not None:
                    _count(hand, tallies, sign)
        return tallies

    def _carrier(self, setup: GameSetup, state: GameState, previous: Scorecard | None,
                 walk: TableWalk | None) -> Any:
        """What takes over a hand after a change from ``previous``: a hand whose record is
        untouched keeps its scores (a hand's points depend on its own record only), so
        only its running totals and resets are worked out again (:meth:`_carried`).
        None where hands cannot be taken over: another setup, or players who join and
        leave (their seats follow the whole game)."""
        if previous is None or walk is not None or previous.setup != setup:
            return None
        old_records, old_results = previous.state.hands, previous.hands
        after_reset = self.scorer(setup).after_reset

        def carry(index: int, totals: dict[str, int],
                  last_resets: tuple[int, frozenset[str]] | None) -> HandResult | None:
            if index >= len(old_results) or index >= len(old_records) \
                    or state.hands[index] is not old_records[index]:
                return None
            old = old_results[index]
            before = old_results[index - 1].resets if index else frozenset()
            now = last_resets[1] if last_resets and last_resets[0] == index else frozenset()
            if not old.complete or old.scores is None or before != now:
                return None  # the reset reminder it shows would change: score it again
            return self._carried(old, totals, after_reset)
        return carry

    def _shifter(self, setup: GameSetup, state: GameState, previous: Scorecard | None,
                 walk: TableWalk | None) -> Any:
        """What finds, from a hand on, the run of hands whose records are untouched since
        ``previous``, where every later total moves by the same amount (no reset, no end
        by score: :meth:`totals_shift`): those are taken over unmade
        (:class:`~scorekeeper.rules.taken_over.TakenOver`), not carried one by one. It
        answers the run, what moved, and the totals after it; None for no run."""
        if previous is None or walk is not None or previous.setup != setup \
                or not self.totals_shift(setup):
            return None
        old_records, old_results, records = previous.state.hands, previous.hands, state.hands

        def shift(index: int, totals: dict[str, int]
                  ) -> tuple[range, dict[str, int], dict[str, int]] | None:
            end = min(len(old_records), len(records), len(old_results))
            stop = index
            while stop < end and records[stop] is old_records[stop]:
                stop += 1
            if stop == len(old_results) and stop > index and not old_results[-1].complete:
                stop -= 1  # the hand in play is scored again
            if stop <= index or index == 0 or not old_results[index - 1].complete:
                return None
            before, last = old_results[index - 1].totals or {}, old_results[stop - 1].totals
            moved = {p: total - before[p] for p, total in totals.items()}
            return range(index, stop), moved, {p: total + moved[p]
                                               for p, total in (last or {}).items()}
        return shift

    def totals_shift(self, setup: GameSetup) -> bool:
        """Whether a correction moves every later hand's running total by the same
        amount and nothing else: no reset to 0, no end by score (a game may say so)."""
        return False

    @staticmethod
    def _carried(old: HandResult, totals: Mapping[str, int], after_reset: Any) -> HandResult:
        """``old`` after the running ``totals`` of the hands before it (as :meth:`_hand`
        adds them up); the very same object when they came out as they were."""
        new_totals: dict[str, int] = {}
        resets = set()
        for player, points in (old.scores or {}).items():
            running = totals[player] + points
            new_totals[player] = kept = after_reset(running)
            if kept != running:
                resets.add(player)
        if new_totals == old.totals and resets == old.resets:
            return old
        return old.with_totals(new_totals, frozenset(resets))

    def _changed_hand(self, setup: GameSetup, walk: TableWalk, pack: Pack, number: int,
                      cards: int, record: HandRecord, is_last: bool, totals: dict[str, int],
                      last_resets: tuple[int, frozenset[str]] | None) -> HandResult:
        """A hand of a game where players join, leave and sit out: only the seated are
        dealt in, the cards capped at what the pack gives each of them. A joiner's start
        total goes into ``totals`` (everyone's, those away too)."""
        table, dealer = walk.next(record, number)
        for joiner, start in table.joined.items():
            totals[joiner] = start
        for key in ("bids", "tricks", "penalties"):
            for name in getattr(record, key) or ():
                player = walk.known(name)
                why = table.absent(player) if player is not None else None
                if why is not None and why != NOT_JOINED:
                    raise TableChangeError(f"{player} {why}, so has no {key}",
                                           hand=number, player=player)
        cards = min(cards, pack.size // len(table.seated))
        return self._hand(setup, Seating(table.seated), pack, number, cards, record, is_last,
                          totals, last_resets, table=table, dealer=dealer)

    def _hand(self, setup: GameSetup, seating: Seating, pack: Pack, number: int, cards: int,
              record: HandRecord, is_last: bool, totals: Mapping[str, int],
              last_resets: tuple[int, frozenset[str]] | None,
              table: HandTable | None = None, dealer: str | None = None) -> HandResult:
        """Hand ``number`` of ``record`` checked against the rules and, once its tricks
        are in, scored after the running ``totals``; a hand still in play (the last)
        comes back with what is known so far: dealer, trump, bids, whose bid is next."""
        seated = None if table is None else len(table.seated)
        dealer = self.dealer_for(setup, number) if dealer is None else dealer
        dealt = self._dealt(setup, pack, number, cards, record, seated)  # checked first
        bids = self._names(seating, record.bids, number, "bids")
        _check_bid_range(bids, number, cards)
        order, remaining = self._order(seating, number, dealer, bids, record)
        scorer = self.scorer(setup) if seated is None else self.scorer_for(setup, seated)
        final_bidder, forbidden = self._check_forbidden(number, cards, order, bids, remaining,
                                                        scorer)
        given = record.penalties
        penalties = {} if not given and isinstance(given, (dict, MappingProxyType)) \
            else self._penalties(seating, number, given, cards)
        common: dict[str, Any] = dict(
            turn_up=dealt[0], trump=dealt[1], trump_reason=dealt[2], whole_pack=dealt[3],
            number=number, dealer=dealer, cards=cards, bid_order=order, bids=bids,
            penalties=penalties, final_bidder=final_bidder, forbidden_bid=forbidden,
            expected_bidder=self._expected_bidder(seating, dealer, order, remaining)
            if remaining else None,
            reminders=self._reminded(setup, number, cards, seated, totals, last_resets),
            first_lead=None if remaining else self.first_lead(seating, dealer, order, bids))
        if record.tricks is None:
            if not is_last:
                raise TricksError("no tricks recorded; only the last hand may still be in "
                                  "play", hand=number, rule="tricks")
            return HandResult(**common, table=table)
        if remaining:
            raise BidError(f"{remaining[0]} has no bid; every player bids before tricks are "
                           "recorded", hand=number, player=remaining[0], rule="bids")
        tricks = self._tricks(seating, number, cards, record.tricks)
        scores, new_totals, resets, made = _scored(seating.players, scorer, cards, bids,
                                                   tricks, penalties, totals, table)
        return HandResult(**common, tricks=tricks, scores=scores, totals=new_totals,
                          resets=resets, made=made, complete=True, table=table)

    def _order(self, seating: Seating, number: int, dealer: str, bids: Mapping[str, int],
               record: HandRecord) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The order the bids were made in (checked against the game's), and who has
        still to bid, in the order they will."""
        if record.bid_order is None and len(bids) == len(seating):
            # Everyone bid, in the default order: nothing about the order to check.
            return self._default_order(seating, dealer), ()
        order = self._bid_order(seating, number, dealer, bids, record)
        remaining = () if len(bids) == len(seating) else tuple(
            p for p in self._default_order(seating, dealer) if p not in bids)
        return order, remaining

    def _dealt(self, setup: GameSetup, pack: Pack, number: int, cards: int,
               record: HandRecord, seated: int | None
               ) -> tuple[str | None, str | None, Said, bool]:
        """What the deal shows: the turn-up checked against the pack, the trump it (or
        the schedule) makes, and whether the whole pack is dealt."""
        if seated is None:
            turn_up = self._turn_up(setup, pack, number, cards, record.turn_up)
            trump, trump_reason = self.trump(setup, number, cards, turn_up)
        else:
            turn_up = self._turn_up(setup, pack, number, cards, record.turn_up, seated)
            trump, trump_reason = self.trump(setup, number, cards, turn_up, seated)
        return turn_up, trump, trump_reason, self.whole_pack(setup, cards, seated)

    def _reminded(self, setup: GameSetup, number: int, cards: int, seated: int | None,
                  totals: Mapping[str, int],
                  last_resets: tuple[int, frozenset[str]] | None) -> tuple[Said, ...]:
        """The game's reminders for this hand, and who went back to 0 in the hand just
        before (named in seating order)."""
        reminders = self.reminders(setup, number, cards) if seated is None else \
            self.reminders(setup, number, cards, seated)
        if last_resets and last_resets[0] == number - 1:
            names = ", ".join(sorted(last_resets[1], key=tuple(totals).index))
            reminders = (*reminders, Said(QT_TRANSLATE_NOOP(
                "words", "Reset after hand {0}: {1} back to 0"), (number - 1, names)))
        return reminders

    @staticmethod
    def _tallies(setup: GameSetup, results: Sequence[TalliedHand],
                 players: tuple[str, ...] | None = None) -> dict[str, PlayerTally]:
        """Contracts fulfilled, won, fulfilled or exceeded; a penalised hand counts for none
        (and a hand someone was not dealt in, where players join and leave)."""
        tallies = {}
        # Each hand's three records taken once, not two attributes a hand and player.
        scored = [(hand.tricks, hand.penalties, hand.bids) for hand in results
                  if hand.tricks is not None]
        for player in players or setup.players:
            fulfilled = winning = exceeded = 0  # counted here: the import tallies 10^6 hands
            for tricks, penalties, bids in scored:
                took = tricks.get(player)
                if took is None or penalties.get(player):
                    continue
                bid = bids[player]
                fulfilled += took == bid
                winning += took == bid >= 1
                exceeded += took >= bid
            tallies[player] = PlayerTally(fulfilled, winning, exceeded)
        return tallies

    def _turn_up(
        self, setup: GameSetup, pack: Pack, number: int, cards: int, turn_up: Any,
        seated: int | None = None,
    ) -> str | None:
        if turn_up is None:
            return None
        try:
            return pack.check(turn_up, hand=number)
        except CardError as error:
            if error.hand is None:
                raise CardError(error.detail, hand=number, rule="turn-up") from None
            raise

    def _default_order(self, seating: Seating, dealer: str) -> tuple[str, ...]:
        return seating.clockwise_from_left_of(dealer)

    def _bid_order(
        self,
        seating: Seating,
        number: int,
        dealer: str,
        bids: Mapping[str, int],
        record: HandRecord,
    ) -> tuple[str, ...]:
        if record.bid_order is None:
            clockwise = self._default_order(seating, dealer)
            order = clockwise if len(bids) == len(clockwise) else tuple(
                p for p in clockwise if p in bids)
        else:
            order = tuple(seating.find(p, hand=number) for p in record.bid_order)
            check_distinct(order, number, "the bid order")
            if set(order) != set(bids):
                missing = sorted(set(bids) ^ set(order), key=seating.players.index)
                raise BidError(
                    f"the bid order and the bids name different players ({missing[0]})",
                    hand=number,
                    player=missing[0],
                    rule="bid order",
                )
        if self.bidding == CLOCKWISE:
            expected = self._default_order(seating, dealer)[: len(order)]
            if order != expected:
                for got, want in zip(order, expected, strict=True):
                    if got != want:
                        raise BidError(
                            f"{got} bid before {want}: bids go clockwise from the dealer's "
                            f"left ({dealer} deals and bids last)",
                            hand=number,
                            player=got,
                            rule="bid order",
                        )
        return order

    def _check_forbidden(
        self,
        number: int,
        cards: int,
        order: tuple[str, ...],
        bids: Mapping[str, int],
        remaining: tuple[str, ...],
        scorer: HandScoring,
    ) -> tuple[str | None, int | None]:
        if self.bidding == SIMULTANEOUS:
            return None, None
        if len(remaining) == 1:
            final = remaining[0]
            return final, scorer.forbidden(cards, sum(bids.values()))
        if not remaining and order:
            final = order[-1]
            others = sum(bids.values()) - bids[final]
            forbidden = scorer.forbidden(cards, others)
            if forbidden is not None and bids[final] == forbidden:
                raise ForbiddenBidError(
                    self.forbidden_message(final, forbidden, cards),
                    hand=number,
                    player=final,
                    rule="forbidden bid",
                )
            return final, forbidden
        return None, None

    def _expected_bidder(
        self,
        seating: Seating,
        dealer: str,
        order: tuple[str, ...],
        remaining: tuple[str, ...],
    ) -> str | None:
        if not remaining:
            return None
        if self.bidding == CALLED and order:
            # Default caller: left of the last bidder, skipping those who have bid.
            for player in seating.clockwise_from_left_of(order[-1]):
                if player in remaining:
                    return player
        return remaining[0]

    def _penalties(
        self, seating: Seating, number: int, given: Mapping[str, Any] | None, cards: int
    ) -> dict[str, int]:
        """Revokes or reneges by player: at most one a trick, so at most the hand's cards."""
        penalties = self._names(seating, given, number, "penalties")
        out: dict[str, int] = {}
        for player, count in penalties.items():
            if self.penalty_name is None:
                raise PenaltyError(
                    f"{player} has a penalty, but {self.key} has no penalties",
                    hand=number,
                    player=player,
                    rule="penalties",
                )
            what = f"{self.penalty_name} count"
            count = self._count(count, hand=number, player=player, what=what, high=None)
            if count > cards:
                raise PenaltyError(
                    f"{player}'s {what} must be a whole number from 0 to {cards} "
                    f"(one a trick at most), not {count}",
                    hand=number, player=player, rule=what)
            if count:
                out[player] = count
        return out

    def _tricks(
        self, seating: Seating, number: int, cards: int, given: Mapping[str, Any]
    ) -> dict[str, int]:
        tricks = self._names(seating, given, number, "tricks")
        total = 0
        for player in seating.players:
            value = tricks.get(player, _MISSING)
            if value is _MISSING:
                raise TricksError(
                    f"{player} has no tricks recorded", hand=number, player=player,
                    rule="tricks",
                )
            if type(value) is int and 0 <= value <= cards:
                total += value
                continue
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= cards:
                raise TricksError(
                    Said(QT_TRANSLATE_NOOP("words", "{0} took {1} tricks, but tricks must be "
                                           "a whole number from 0 to {2} in a hand of {3}"),
                         (player, repr(value), cards, Count(cards, "card"))),
                    hand=number,
                    player=player,
                    rule="tricks range",
                )
            total += value  # an int subclass (not bool) in range, as before
        if total != cards:
            raise TricksError(
                Said(QT_TRANSLATE_NOOP("words", "the tricks add up to {0}, but {1} were dealt "
                                       "to each player and every trick is taken by someone"),
                     (total, Count(cards, "card"))),
                hand=number,
                rule="tricks total",
            )
        return tricks if tuple(tricks) == seating.players else {
            p: tricks[p] for p in seating.players}

    # --- standings ---------------------------------------------------------------
    def _standings(
        self,
        setup: GameSetup,
        state: GameState,
        totals: Mapping[str, int],
        tallies: Mapping[str, PlayerTally],
        status: str,
    ) -> tuple[tuple[Standing, ...], tuple[Said, ...], tuple[tuple[str, ...], ...]]:
        if state.tiebreaks:
            raise TiebreakError(f"{self.key} has no tie-break deals", rule="tie-break")
        standings = standings_from(
            tuple(totals), totals, lambda p: self.rank_key(p, totals, tallies[p])
        )
        return standings, (), ()
