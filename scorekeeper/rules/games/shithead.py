"""Shithead (Palace, Karma): no bids or tricks; the app keeps the sitting's tally."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..commands import Outcome
from ..errors import CardError, GameOverError, OutcomeError, PenaltyError, TiebreakError
from ..game_record import GameSetup, GameState, HandRecord
from ..options import OptionSpec
from ..results import FINISHED, IN_PROGRESS, HandResult, Scorecard, Standing
from ..table_changes import refuse_changes
from ..tally import Tally
from ..words import ENGLISH, QT_TRANSLATE_NOOP, Said, Words
from .base import Entry, Seating, Variant, check_distinct, competition_places


@dataclass
class _Sitting:
    """What the walk through a sitting's hands has counted so far: hands counted for
    each player, each player's places out (where recorded), whether every played hand
    had its whole order out, the next dealer, the hands, and whether the sitting ended."""

    counts: dict[str, int]
    positions: dict[str, list[int]]
    dealer: str
    full_orders: bool = True
    over: bool = False
    hands: list[HandResult] = field(default_factory=list)


class Shithead(Variant):
    key = "shithead"
    title = "Shithead"
    summary = QT_TRANSLATE_NOOP(
        "words",
        "A beating game: the last player holding cards is the shithead. "
        "The app keeps the sitting's tally of losses (or wins)."
    )
    dealer_rule = QT_TRANSLATE_NOOP(
        "words",
        "Anyone may deal first. Loser mode: the loser deals the next hand; "
        "winner mode: the deal passes to the left."
    )
    rules_text = QT_TRANSLATE_NOOP(
        "words",
        "<p><b>Each hand</b> records who went out in which order, or just the last player "
        "holding cards (the loser) — in winner mode, just the first out.</p>"
        "<p><b>Loser mode:</b> standings by fewest losses; the loser deals the next hand. "
        "<b>Winner mode:</b> by most wins; the deal passes left. With full orders out, a tie "
        "is split by the better average finishing position.</p>"
        "<p><b>End:</b> when you end the sitting, or when someone reaches the target.</p>")
    has_bids = False
    entry = Entry.ORDER_OUT
    last_place_title = "shithead"
    min_players, max_players = 2, 5
    option_specs = (
        OptionSpec("mode", "choice", "loser", QT_TRANSLATE_NOOP(
                   "words", "loser: standings by fewest losses, the loser deals next; "
                   "winner: standings by most wins, the deal passes left"),
                   choices=("loser", "winner"), label=QT_TRANSLATE_NOOP("words", "Mode"),
                   choice_labels=(QT_TRANSLATE_NOOP("words", "loser"),
                                  QT_TRANSLATE_NOOP("words", "winner"))),
        OptionSpec("jokers", "bool", False, QT_TRANSLATE_NOOP(
                   "words", "Add two jokers (they reverse play); allows 6 players"),
                   label=QT_TRANSLATE_NOOP("words", "Jokers")),
        OptionSpec("table_cards", "int", 3, QT_TRANSLATE_NOOP(
                   "words", "Face-down and face-up cards dealt to each player"),
                   minimum=3, maximum=5, label=QT_TRANSLATE_NOOP("words", "Table cards")),
        OptionSpec("target", "int", None, QT_TRANSLATE_NOOP(
                   "words", "End the sitting when someone reaches this many losses (wins in "
                   "winner mode)"), minimum=1, optional=True,
                   label=QT_TRANSLATE_NOOP("words", "Target")),
    )

    def player_limits(self, options: Mapping[str, Any]) -> tuple[int, int]:
        return 2, 6 if options.get("jokers") else 5

    def describe_limits(self, words: Words = ENGLISH) -> str:
        return words.tr("{0}–{1} players ({2} with jokers)").format(
            words.number(self.min_players), words.number(self.max_players),
            words.number(self.max_players + 1))

    def stop_is_normal_end(self, setup: GameSetup) -> bool:
        return True

    # --- what the table screen asks of a tally game -----------------------------------
    def counted(self, setup: GameSetup) -> str:
        """What one hand records when only one player is named: "loser" or "winner"."""
        return str(setup.options["mode"])

    def named_alone(self, setup: GameSetup, player: str) -> Outcome:
        """The outcome a hand records when the scorekeeper names one player only: the
        loser in a loser sitting, the winner in a winner sitting."""
        if self.counted(setup) == "loser":
            return Outcome(loser=player)
        return Outcome(winner=player)

    def question(self, setup: GameSetup, words: Words = ENGLISH) -> str:
        """The one question the table asks each hand, answered by one player's number:
        the player :meth:`named_alone` records (the loser, or the winner)."""
        if self.counted(setup) == "loser":
            return words.tr("who is the shithead (the last still holding cards)?")
        return words.tr("who went out first?")

    def order_hint(self, setup: GameSetup, words: Words = ENGLISH) -> str:
        """How to record the whole order instead of the one player asked for."""
        return words.tr("Or type everyone's number in the order they went out, first out "
                        "first (the last can be left out).")

    def last_place_counts(self, options: Mapping[str, Any],
                          seats: Sequence[tuple[str, int | None, int | None]]
                          ) -> dict[str, int]:
        """The shithead is each hand's loser, so the night counts losses, not games: in
        a loser sitting a player's total is their losses. A winner sitting's totals
        are wins (its losers are not all recorded): there finishing last counts once."""
        if options.get("mode", "loser") != "loser":
            return super().last_place_counts(options, seats)
        return {player: total for player, _, total in seats if total}

    def tally(self, setup: GameSetup) -> Tally:
        return Tally.LOSSES if self.counted(setup) == "loser" else Tally.WINS

    def tally_words(self, setup: GameSetup) -> tuple[str, str]:
        """What the tally counts, one and many: ("loss", "losses") or ("win", "wins")."""
        return self.tally(setup).words

    def tally_unit(self, setup: GameSetup, count: int) -> str:
        """The tally in words: "1 loss", "3 wins"."""
        return self.tally(setup).unit(count)

    def _counted_in(self, setup: GameSetup, count: int, words: Words) -> str:
        """:meth:`tally_unit` in ``words``' language: "5 losses", "5 Niederlagen"."""
        if self.tally(setup) is Tally.LOSSES:  # each written out: lupdate reads numerus
            return words.tr("%n loss(es)", "", count)
        return words.tr("%n win(s)", "", count)

    def target_text(self, setup: GameSetup, words: Words = ENGLISH) -> str | None:
        """The sitting's end, when it has a target: "first to 5 losses ends the sitting"."""
        target = setup.options["target"]
        if target is None:
            return None
        return words.tr("first to {0} ends the sitting").format(
            self._counted_in(setup, target, words))

    def end_text(self, scorecard: Scorecard, words: Words = ENGLISH) -> str:
        """Why the sitting ended: the target reached, or the scorekeeper ended it."""
        target = scorecard.setup.options["target"]
        last = scorecard.completed[-1] if scorecard.completed else None
        if target is not None and last is not None and last.tallied is not None and (
                (last.totals or {}).get(last.tallied, 0) >= target):
            return words.tr("{0} reached {1}: the sitting is over.").format(
                last.tallied, self._counted_in(scorecard.setup, target, words))
        return words.tr("The sitting was ended.")

    def deal_reminder(self, setup: GameSetup) -> Said:
        t = setup.options["table_cards"]
        return Said(QT_TRANSLATE_NOOP("words", "Deal each player {0} face-down, {0} face-up "
                                      "and 3 in hand."), (t,))

    def evaluate(self, state: GameState) -> Scorecard:
        setup = self.setup(state.setup)
        sitting = self._walk(setup, state)
        # Ending a sitting is always its normal end: there is nothing to abandon.
        status = FINISHED if sitting.over or state.stopped else IN_PROGRESS
        if state.tiebreaks:
            raise TiebreakError("shithead has no tie-break deals", rule="tie-break")
        hands = sitting.hands
        next_hand = HandResult(number=len(hands) + 1, dealer=sitting.dealer,
                               reminders=(self.deal_reminder(setup),)) \
            if status == IN_PROGRESS and (not hands or hands[-1].complete) else None
        return Scorecard(state=state, setup=setup, hands=tuple(hands),
                         standings=self._standings_of(setup, sitting), status=status,
                         next_hand=next_hand)

    def _walk(self, setup: GameSetup, state: GameState) -> _Sitting:
        """Every hand of ``state`` checked and counted, in order; the last may be in play."""
        seating, target = Seating(setup.players), setup.options["target"]
        sitting = _Sitting(counts=dict.fromkeys(setup.players, 0),
                           positions={p: [] for p in setup.players}, dealer=setup.first_dealer)
        for index, record in enumerate(state.hands):
            number = index + 1
            if record.changes_table:
                refuse_changes(record, number)
            if sitting.over:
                raise GameOverError(f"the sitting ended after hand {number - 1} (someone "
                                    f"reached {target}); no more hands can be recorded",
                                    hand=number, rule="end")
            self._no_tricks(number, record)
            if record.complete:
                self._count_hand(setup, seating, sitting, number, record)
            elif index != len(state.hands) - 1:
                raise OutcomeError("no result recorded; only the last hand may still be in "
                                   "play", hand=number, rule="result")
            else:
                sitting.hands.append(HandResult(number=number, dealer=sitting.dealer,
                                                reminders=(self.deal_reminder(setup),)))
        return sitting

    def _count_hand(self, setup: GameSetup, seating: Seating, sitting: _Sitting, number: int,
                    record: HandRecord) -> None:
        """A played hand into ``sitting``: who went out where, the player it counts for
        (the loser, or the winner), the next dealer, whether someone reached the target."""
        mode, target = setup.options["mode"], setup.options["target"]
        order, loser, winner = self._outcome(seating, number, record, mode)
        if order is None:
            sitting.full_orders = False
        else:
            for position, player in enumerate(order, start=1):
                sitting.positions[player].append(position)
        counted = loser if mode == "loser" else winner
        assert counted is not None
        sitting.counts[counted] += 1
        sitting.hands.append(HandResult(number=number, dealer=sitting.dealer, complete=True,
                                        out_order=order, loser=loser, winner=winner,
                                        tallied=counted, totals=dict(sitting.counts),
                                        reminders=(self.deal_reminder(setup),)))
        # The loser deals next; in winner mode the deal passes to the left.
        sitting.dealer = counted if mode == "loser" else seating.left_of(sitting.dealer)
        sitting.over = target is not None and sitting.counts[counted] >= target

    @staticmethod
    def _standings_of(setup: GameSetup, sitting: _Sitting) -> tuple[Standing, ...]:
        """Most hands counted first (fewest lost, in loser mode); where every played hand
        has its whole order out, ties go to the better average place."""
        mode, counts, positions = setup.options["mode"], sitting.counts, sitting.positions
        use_average = sitting.full_orders and any(h.complete for h in sitting.hands)

        def key(p: str) -> tuple[float, ...]:
            primary = -counts[p] if mode == "loser" else counts[p]
            if not use_average:
                return (primary,)
            return (primary, -sum(positions[p]) / len(positions[p]) if positions[p] else 0.0)

        return tuple(Standing(place, p, counts[p], shared)
                     for place, p, shared in competition_places(setup.players, key))

    def _no_tricks(self, number: int, record: HandRecord) -> None:
        if record.bids or record.tricks is not None or record.bid_order:
            raise OutcomeError("shithead has no bids or tricks", hand=number, rule="result")
        if record.penalties:
            player = next(iter(record.penalties))
            raise PenaltyError(f"{player} has a penalty, but shithead has no penalties",
                               hand=number, player=player, rule="penalties")
        if record.turn_up is not None:
            raise CardError("shithead has no turn-up", hand=number, rule="turn-up")

    def _outcome(
        self, seating: Seating, number: int, record: HandRecord, mode: str
    ) -> tuple[tuple[str, ...] | None, str | None, str | None]:
        """The order out (completed with the loser when only they are left off), the
        loser and the winner, each as recorded and all three agreeing."""
        order = self._order_out(seating, number, record)
        winner, loser = (order[0], order[-1]) if order is not None else (None, None)
        if record.loser is not None:
            given = seating.find(record.loser, hand=number, what="the loser")
            if loser is not None and given != loser:
                raise OutcomeError(f"the loser is {given}, but the order out ends with {loser}",
                                   hand=number, player=given, rule="result")
            loser = given
        if record.winner is not None:
            given = seating.find(record.winner, hand=number, what="the winner")
            if winner is not None and given != winner:
                raise OutcomeError(
                    f"the winner is {given}, but the order out starts with {winner}",
                    hand=number, player=given, rule="result")
            if loser is not None and given == loser:
                raise OutcomeError(f"{given} cannot both win and lose the hand",
                                   hand=number, player=given, rule="result")
            winner = given
        if mode == "loser" and loser is None:
            raise OutcomeError("record the loser (or the order out) of each hand in loser mode",
                               hand=number, rule="result")
        if mode == "winner" and winner is None:
            raise OutcomeError("record the winner (or the order out) of each hand in winner mode",
                               hand=number, rule="result")
        return order, loser, winner

    @staticmethod
    def _order_out(seating: Seating, number: int, record: HandRecord) -> tuple[str, ...] | None:
        """The recorded order out, every player in it (the loser may be left off)."""
        if record.out_order is None:
            return None
        if not isinstance(record.out_order, (list, tuple)):
            raise OutcomeError("out_order must list the players in the order they went out",
                               hand=number, rule="result")
        named = tuple(seating.find(p, hand=number) for p in record.out_order)
        check_distinct(named, number, "the order out")
        n = len(seating)
        if len(named) == n - 1:
            named = (*named, *(p for p in seating.players if p not in named))
        if len(named) != n:
            raise OutcomeError(f"the order out lists {len(named)} players; list all {n} "
                               "(or all but the loser)", hand=number, rule="result")
        return named
