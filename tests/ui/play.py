"""Playing a trick game to its end through the table's controller, as a scorekeeper
would type it (a queen of hearts turned up, bids that respect the hook, tricks near
the bids): shared by the tests that take a game through every screen."""

from __future__ import annotations

import random
from typing import Any

from scorekeeper.rules.commands import Bid, Tricks, TurnUp
from scorekeeper.rules.simulate import tricks_near_bids


def play_to_the_end(controller: Any, seed: int) -> None:
    rng = random.Random(seed)
    while not controller.scorecard.over:
        controller.apply(TurnUp("QH"))
        while controller.scorecard.current.expected_bidder is not None:
            hand = controller.scorecard.current
            bid = 0 if hand.forbidden_bid != 0 else 1
            controller.apply(Bid(hand.expected_bidder, bid))
        hand = controller.scorecard.current
        controller.apply(Tricks(tricks_near_bids(rng, hand.bids, hand.cards)))
