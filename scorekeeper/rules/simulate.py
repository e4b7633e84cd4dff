"""Plausible games played by imaginary players: demo data and benchmarks.

Bids cluster around a fair share of the tricks, about half the contracts are
made, and every record passes the rules (the final bidder never makes the
forbidden bid).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from .evaluate import evaluate
from .game_record import GameSetup, GameState, HandRecord, frozen_map
from .games import HOUSE, variant
from .games.engine import house_variant
from .games.trick import CALLED, SIMULTANEOUS, TrickVariant
from .results import Scorecard

MIX = (("oh-hell-pw", 30), ("oh-shit-misere", 25), ("oh-shit-updown", 20), ("whysteria", 15),
       ("shithead", 10))


def tricks_near_bids(rng: random.Random, bids: Mapping[str, int], cards: int) -> dict[str, int]:
    """Tricks that add up to ``cards``, each as close to its bid as the total allows."""
    tricks = dict(bids)
    players = list(bids)
    diff = cards - sum(tricks.values())
    while diff:
        p = rng.choice(players)
        if diff > 0:
            tricks[p] += 1
            diff -= 1
        elif tricks[p]:
            tricks[p] -= 1
            diff += 1
    return tricks


def _split(rng: random.Random, bids: dict[str, int], cards: int) -> dict[str, int]:
    tricks = tricks_near_bids(rng, bids, cards)
    players = list(bids)
    # Someone usually misses: move a trick or two between players.
    for _ in range(rng.choice((0, 1, 1, 2))):
        a, b = rng.sample(players, 2)
        if tricks[a]:
            tricks[a] -= 1
            tricks[b] += 1
    return tricks


def _simulate_order_out(rng: random.Random, setup: GameSetup, players: Sequence[str],
                        hands: int | None) -> Scorecard:
    """A game without bids: each hand a random order out, until the mode's target."""
    records: list[HandRecord] = []
    target = setup.options["target"]
    mode = setup.options["mode"]
    counts = dict.fromkeys(players, 0)
    for _ in range(hands if hands is not None else rng.randint(4, 30)):
        out_order = tuple(rng.sample(list(players), len(players)))
        records.append(HandRecord(out_order=out_order))
        who = out_order[-1] if mode == "loser" else out_order[0]
        counts[who] += 1
        if target is not None and counts[who] >= target:
            break
    stopped = hands is None
    return evaluate(GameState(setup, tuple(records), stopped and not _reached(counts, target)))


def _bids(rng: random.Random, rules: TrickVariant, order: list[str], cards: int,
          players: int) -> dict[str, int]:
    """Bids near a fair share of ``cards``, in ``order``; the last bidder steers clear
    of the forbidden bid where the game has one."""
    bids: dict[str, int] = {}
    for i, p in enumerate(order):
        bid = max(0, min(cards, round(rng.gauss(cards / players, 0.8))))
        last = i == len(order) - 1 and rules.bidding != SIMULTANEOUS
        if last and bid == rules.forbidden(cards, sum(bids.values())):
            bid = bid + 1 if bid < cards else bid - 1
        bids[p] = bid
    return bids


def _hand(rng: random.Random, rules: TrickVariant, setup: GameSetup, players: Sequence[str],
          number: int, cards: int, turn_ups: list[str] | None) -> HandRecord:
    """Hand ``number`` of ``cards`` cards: bids, a turn-up drawn from ``turn_ups`` (None:
    not recorded), the tricks, now and then a penalty."""
    order = _clockwise(players, rules.dealer_for(setup, number))
    if rules.bidding == CALLED:
        rng.shuffle(order)
    bids = _bids(rng, rules, order, cards, len(players))
    turn_up = rng.choice(turn_ups) if turn_ups is not None else None
    tricks = _split(rng, bids, cards)
    record = HandRecord(turn_up=turn_up, bids=frozen_map(bids),
                        bid_order=tuple(order) if rules.bidding == CALLED else None,
                        tricks=frozen_map(tricks))
    if rules.penalty_name and rng.random() < 0.01:
        record = record.with_penalty(rng.choice(list(players)), 1)
    return record


def simulate(rng: random.Random, game: str, players: Sequence[str],
             first_dealer: str | None = None, options: dict[str, Any] | None = None,
             hands: int | None = None) -> Scorecard:
    """A game of ``game`` among ``players``: played to its end, or ``hands`` hands long.

    Records are built hand by hand with the game's own scoring to know when it
    ends, and the whole game is checked by :func:`evaluate` once at the end. A house
    game's settings are ``options["rules"]``.
    """
    rules = house_variant(options or {}) if game == HOUSE else variant(game)
    setup = rules.setup(GameSetup(game, tuple(players), first_dealer or rng.choice(players),
                                  frozen_map(options or {})))
    if not isinstance(rules, TrickVariant):
        return _simulate_order_out(rng, setup, players, hands)
    records: list[HandRecord] = []
    totals = dict.fromkeys(players, 0)
    length = rules.schedule_length(setup)
    wanted = hands if hands is not None else (length or (rng.randint(8, 30)
                                                          if game == "whysteria" else 400))
    pack = rules.pack(setup)
    for number in range(1, wanted + 1):
        cards = rules.cards_for(setup, number)
        if cards is None:
            break
        turn_up = game != "whysteria" and cards * len(players) < pack.size
        record = _hand(rng, rules, setup, players, number, cards,
                       sorted(pack.cards) if turn_up else None)
        records.append(record)
        tricks = record.tricks or {}
        for p in players:
            score = rules.with_penalty(rules.score(record.bids[p], tricks[p]),
                                       record.penalties.get(p, 0))
            totals[p] = rules.after_reset(totals[p] + score)
        if rules.ended(setup, number, totals):
            break
    open_length = length is None and not rules.ended(setup, len(records), totals)
    stopped = hands is None and open_length
    return evaluate(GameState(setup, tuple(records), stopped))


def _reached(counts: dict[str, int], target: int | None) -> bool:
    return target is not None and max(counts.values()) >= target


def _clockwise(players: Sequence[str], dealer: str) -> list[str]:
    seat = list(players).index(dealer)
    return [players[(seat + k) % len(players)] for k in range(1, len(players) + 1)]


def random_setup(rng: random.Random, names: Sequence[str]) -> tuple[str, list[str], dict[str, Any]]:
    """A game, its players and options, in the proportions a club might play them."""
    game = rng.choices([g for g, _ in MIX], weights=[w for _, w in MIX])[0]
    rules = variant(game)
    low, high = rules.min_players, rules.max_players
    count = max(low, min(high, len(names), round(rng.gauss(4.5, 1.0))))
    options: dict[str, Any] = {}
    if game == "whysteria" and rng.random() < 0.2:
        options = {"schedule": "constant", "cards": rng.randint(3, 52 // count)}
    if game == "oh-shit-misere" and rng.random() < 0.3:
        options = {"length": "half"}
    if game == "shithead" and rng.random() < 0.5:
        options = {"target": rng.randint(3, 8)}
    return game, rng.sample(list(names), count), options
