"""Oh Hell as the Pratt & Whitney club plays it: resets at 50s, game to over 100."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..cards import SHORT_28, STANDARD_52, Pack
from ..records import GameSetup
from ..results import Scorecard
from .base import plural
from .trick import CLOCKWISE, TrickVariant

TARGET = 100
RESET_STEP = 50
UP_DOWN_PERIOD = 24  # 4 players: 1..13, 12..1, 2..13, ...


class OhHellPW(TrickVariant):
    key = "oh-hell-pw"
    title = "Oh Hell (Pratt & Whitney)"
    summary = (
        "One card more each hand up to the most the pack allows; exact bid scores 10 + bid; "
        "a total that lands on a multiple of 50 goes back to 0; first past 100 ends it."
    )
    dealer_rule = (
        "Everyone turns a card: the player to the right of the lowest card deals first. "
        "In the next game of a sitting, the player to the right of the previous winner deals."
    )
    rules_text = (
        "<p><b>Hands:</b> 1 card, then one more each hand up to the most the pack allows, "
        "and that many until the end (3 players use the 28-card pack, 8 to A). With 4 "
        "players the hands go 1…13…1…13; the 13-card hand deals the whole pack and has no "
        "trumps.</p>"
        "<p><b>Bids</b> go clockwise from the dealer's left; the dealer may not make the bids "
        "total the cards unless the dealer bids 0 or all the cards.</p>"
        "<p><b>Score:</b> exactly the bid: 10 + bid; fewer tricks: −bid; more: −tricks. A "
        "renege not caught at once: −20. A total that lands on a multiple of 50 (not 0) "
        "goes back to 0.</p>"
        "<p><b>End:</b> after the hand in which someone passes 100. Ties share the place.</p>")
    bidding = CLOCKWISE
    penalty_name = "renege"
    min_players, max_players = 3, 10

    def pack(self, setup: GameSetup) -> Pack:
        return SHORT_28 if len(setup.players) == 3 else STANDARD_52

    def max_cards(self, setup: GameSetup) -> int:
        return self.pack(setup).size // len(setup.players)

    def schedule_length(self, setup: GameSetup) -> int | None:
        return None

    def cards_for(self, setup: GameSetup, number: int) -> int | None:
        top = self.max_cards(setup)
        if len(setup.players) == 4:
            step = (number - 1) % UP_DOWN_PERIOD
            return 1 + (step if step <= UP_DOWN_PERIOD // 2 else UP_DOWN_PERIOD - step)
        return min(number, top)

    def whole_pack(self, setup: GameSetup, cards: int) -> bool:
        return cards * len(setup.players) == self.pack(setup).size

    def trump(self, setup, number, cards, turn_up):  # type: ignore[override]
        if self.whole_pack(setup, cards):
            return "none", f"all {self.pack(setup).size} cards are dealt: no turn-up, no trumps"
        return super().trump(setup, number, cards, turn_up)

    def _turn_up(self, setup, pack, number, cards, turn_up):  # type: ignore[override]
        scorecard = super()._turn_up(setup, pack, number, cards, turn_up)
        if scorecard is not None and self.whole_pack(setup, cards):
            from ..errors import CardError

            raise CardError(
                f"all {pack.size} cards are dealt in this hand, so there is no turn-up "
                f"({scorecard} cannot have been turned up)",
                hand=number,
                rule="turn-up",
            )
        return scorecard

    def reminders(self, setup: GameSetup, number: int, cards: int) -> tuple[str, ...]:
        if self.whole_pack(setup, cards):
            return (f"All {self.pack(setup).size} cards are dealt: no turn-up, no trumps.",)
        return ()

    def forbidden(self, cards: int, others: int) -> int | None:
        needed = cards - others
        # The dealer may make the bids total the cards only by bidding 0 or all of them.
        return needed if 0 < needed < cards else None

    def forbidden_message(self, player: str, bid: int, cards: int) -> str:
        return (
            f"{player} deals and may not bid {bid} "
            f"(bids would total the {plural(cards, 'card')})"
        )

    def score(self, bid: int, tricks: int) -> int:
        if tricks == bid:
            return 10 + bid
        return -bid if tricks < bid else -tricks

    def with_penalty(self, score: int, count: int) -> int:
        return score - 20 * count

    reset_text = "total reached a multiple of 50 and went back to 0"

    def after_reset(self, total: int) -> int:
        return 0 if total != 0 and total % RESET_STEP == 0 else total

    def ended(self, setup: GameSetup, number: int, totals: Mapping[str, int]) -> bool:
        return any(total > TARGET for total in totals.values())

    def rematch_dealers(self, previous: Scorecard,
                        seating: Sequence[str]) -> tuple[str, ...]:
        """The player to the right of the previous game's winner deals first."""
        players = list(seating)
        dealers = tuple(players[(players.index(w) - 1) % len(players)]
                        for w in previous.winners if w in players)
        return dealers or tuple(players[:1])

    def rematch_note(self, previous: Scorecard, seating: Sequence[str]) -> str:
        winners = [w for w in previous.winners if w in seating]
        if not winners:
            return "Rematch: the winner is not at the table, so anyone may deal first."
        dealers = self.rematch_dealers(previous, seating)
        note = (f"Rematch: the player to the right of the winner ({', '.join(winners)}) "
                "deals first.")
        if len(dealers) > 1:
            note += " The winners tied: choose between " + " and ".join(dealers) + "."
        return note
