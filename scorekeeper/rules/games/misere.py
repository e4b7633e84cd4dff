"""Oh Shit with misère contracts: simultaneous bids, revokes, tie-breakers."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import pairwise
from typing import Any

from ..cards import BIG_63, JOKER, STANDARD_52, Pack, with_jokers
from ..errors import TiebreakError
from ..options import OptionSpec
from ..records import GameSetup, GameState, TiebreakDeal
from ..results import FINISHED, Standing
from .base import Seating, check_distinct, competition_places
from .trick import SIMULTANEOUS, PlayerTally, TrickVariant

_CRITERIA = (
    ("fulfilled", "contracts fulfilled"),
    ("winning_fulfilled", "winning contracts fulfilled"),
    ("fulfilled_or_exceeded", "contracts fulfilled or exceeded"),
)


def misere_score(bid: int, tricks: int) -> int:
    if tricks == bid:
        return 10 + tricks if bid >= 1 else 5
    if tricks > bid:
        return tricks
    return -(bid - tricks)


class OhShitMisere(TrickVariant):
    key = "oh-shit-misere"
    title = "Oh Shit (misère)"
    summary = (
        "Up to nine cards and back; bids shown at once, a zero bid (misère) made scores 5, "
        "every trick counts, revokes cost a net 5."
    )
    rules_text = (
        "<p><b>Hands:</b> 1 card, 2 cards … up to the peak (9, or fewer when the pack is "
        "short) and back down to 1 (full game), or from the peak down to 1 (half game). "
        "With 6 or 7 players the 63-card pack is used.</p>"
        "<p><b>Trump:</b> the suit of the turn-up (when the pack is used up, the dealer's last "
        "card). An ace or the joker turned up means no trumps.</p>"
        "<p><b>Bids</b> are shown at once: there is no forbidden bid.</p>"
        "<p><b>Score:</b> bid made exactly: 10 + tricks (a zero bid made: 5); more tricks "
        "than bid: 1 per trick; fewer: minus the shortfall. A revoke makes the hand a net "
        "−5 (or worse if the hand already lost more).</p>"
        "<p><b>Ties</b> are broken by contracts fulfilled, then winning contracts fulfilled, "
        "then contracts fulfilled or exceeded; a tie that survives may be settled by a "
        "5-card deal that is not added to the totals.</p>")
    dealer_rule = "Any player may deal first; the deal then passes to the left."
    bidding = SIMULTANEOUS
    tiebreak_cards = 5
    penalty_name = "revoke"
    min_players, max_players = 3, 7
    option_specs = (
        OptionSpec("length", "choice", "full",
                   "full: 1 card up to the peak and back to 1 (17 hands); "
                   "half: from the peak down to 1 (9 hands)", choices=("full", "half")),
        OptionSpec("joker", "bool", False, "Add one joker, the highest trump"),
        OptionSpec("big_pack", "bool", True,
                   "With 6 or 7 players use the 63-card pack (11s, 12s and red 13s)"),
    )

    def pack(self, setup: GameSetup) -> Pack:
        big = setup.options["big_pack"] and len(setup.players) >= 6
        base = BIG_63 if big else STANDARD_52
        return with_jokers(base, 1 if setup.options["joker"] else 0)

    def peak(self, setup: GameSetup) -> int:
        return min(9, self.pack(setup).size // len(setup.players))

    # The schedule of the setup asked about last: asked once a hand while a game is
    # evaluated. One entry, replaced whole, so threads at worst work it out again.
    _last_schedule: tuple[GameSetup, tuple[int, ...]] | None = None

    def schedule(self, setup: GameSetup) -> tuple[int, ...]:
        last = self._last_schedule
        if last is not None and last[0] is setup:
            return last[1]
        peak = self.peak(setup)
        down = tuple(range(peak, 0, -1))
        schedule = down if setup.options["length"] == "half" else (*range(1, peak), *down)
        self._last_schedule = (setup, schedule)
        return schedule

    def schedule_length(self, setup: GameSetup) -> int | None:
        return len(self.schedule(setup))

    def cards_for(self, setup: GameSetup, number: int) -> int | None:
        schedule = self.schedule(setup)
        return schedule[number - 1] if 1 <= number <= len(schedule) else None

    def trump(self, setup, number, cards, turn_up):  # type: ignore[override]
        if turn_up is None:
            return None, "turn-up not recorded"
        if turn_up == JOKER:
            return "none", "joker turned up: no trumps"
        if turn_up.startswith("A"):
            return "none", f"{turn_up} turned up: an ace means no trumps"
        return turn_up[-1], f"turn-up {turn_up}"

    def reminders(self, setup: GameSetup, number: int, cards: int) -> tuple[str, ...]:
        if cards * len(setup.players) >= self.pack(setup).size:
            return ("The pack is used up: the dealer shows his last card for trump.",)
        return ()

    def score(self, bid: int, tricks: int) -> int:
        return misere_score(bid, tricks)

    def with_penalty(self, score: int, count: int) -> int:
        return min(score, -5) if count else score

    def made(self, bid: int, tricks: int, penalty: int) -> bool:
        return bid == tricks and not penalty

    def rank_key(self, player: str, totals: Mapping[str, int], tally: PlayerTally) -> tuple:
        return (
            totals[player],
            tally.fulfilled,
            tally.winning_fulfilled,
            tally.fulfilled_or_exceeded,
        )

    def _standings(
        self,
        setup: GameSetup,
        state: GameState,
        totals: Mapping[str, int],
        tallies: Mapping[str, PlayerTally],
        status: str,
    ) -> tuple[tuple[Standing, ...], tuple[str, ...], tuple[tuple[str, ...], ...]]:
        seating = Seating(setup.players)
        keys: dict[str, tuple[Any, ...]] = {
            p: self.rank_key(p, totals, tallies[p]) for p in setup.players
        }
        deal_scores: list[dict[str, int]] = []
        for number, deal in enumerate(state.tiebreaks, start=1):
            if status != FINISHED:
                raise TiebreakError(
                    "a tie-break deal is played only once the game has finished",
                    rule="tie-break",
                )
            scores = self._tiebreak(seating, number, deal)
            group = set(scores)
            tied = {p for p in setup.players if keys[p] == keys[next(iter(group))]}
            if group != tied:
                raise TiebreakError(
                    f"tie-break deal {number} must be played by exactly the tied players "
                    f"({', '.join(sorted(tied, key=setup.players.index))})",
                    rule="tie-break",
                )
            deal_scores.append(scores)
            keys = {p: (*k, scores.get(p, 0)) for p, k in keys.items()}
        places = competition_places(setup.players, lambda p: keys[p])
        standings = tuple(Standing(pl, p, totals[p], shared) for pl, p, shared in places)
        reasons: list[str] = []
        played = any(hand.complete for hand in state.hands)
        for (_, upper, _), (_, lower, _) in pairwise(places):
            if totals[upper] != totals[lower] or not played:  # 0–0 before any hand: no
                continue  # tie-breaker was ever in play, so none is named
            reasons.append(self._reason(upper, lower, tallies, deal_scores))
        groups: dict[tuple[Any, ...], list[str]] = {}
        for _, player, shared in places:
            if shared:
                groups.setdefault(keys[player], []).append(player)
        return standings, tuple(reasons), tuple(tuple(g) for g in groups.values())

    @staticmethod
    def _reason(
        upper: str,
        lower: str,
        tallies: Mapping[str, PlayerTally],
        deal_scores: list[dict[str, int]],
    ) -> str:
        for attribute, words in _CRITERIA:
            a = getattr(tallies[upper], attribute)
            b = getattr(tallies[lower], attribute)
            if a != b:
                return f"{upper} ahead of {lower}: {a} {words} to {b}"
        for number, scores in enumerate(deal_scores, start=1):
            if upper in scores and lower in scores and scores[upper] != scores[lower]:
                label = "tie-break deal" if len(deal_scores) == 1 else f"tie-break deal {number}"
                return f"{upper} ahead of {lower}: {label} {scores[upper]} to {scores[lower]}"
        return f"{upper} and {lower} tied on the total and every tie-breaker: they share the place"

    def _tiebreak(self, seating: Seating, number: int, deal: TiebreakDeal) -> dict[str, int]:
        def fail(message: str, player: str | None = None) -> TiebreakError:
            return TiebreakError(f"tie-break deal {number}: {message}", player=player,
                                 rule="tie-break")

        if not isinstance(deal.players, (list, tuple)) or len(deal.players) < 2:
            raise fail("needs at least two tied players")
        players = tuple(seating.find(p) for p in deal.players)
        check_distinct(players, 0, "the tie-break players")
        bids = self._names(seating, deal.bids, 0, "tie-break bids")
        tricks = self._names(seating, deal.tricks, 0, "tie-break tricks")
        scores: dict[str, int] = {}
        cards = self.tiebreak_cards
        for p in players:
            if p not in bids or p not in tricks:
                raise fail(f"{p} needs a bid and tricks", p)
            for what, value in (("bid", bids[p]), ("tricks", tricks[p])):
                if isinstance(value, bool) or not isinstance(value, int) or not (
                    0 <= value <= cards
                ):
                    raise fail(f"{p}'s {what} must be from 0 to {cards}, not {value!r}", p)
            scores[p] = misere_score(bids[p], tricks[p])
        extra = (set(bids) | set(tricks)) - set(players)
        if extra:
            raise fail(f"{sorted(extra)[0]} did not play the tie-break deal", sorted(extra)[0])
        if sum(tricks[p] for p in players) != cards:
            raise fail(f"the tricks must add up to the {cards} cards dealt")
        return scores
