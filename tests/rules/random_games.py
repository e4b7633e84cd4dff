"""Random but valid scorecard documents of every game, for property and differential tests.

Built from the rule book's words (docs/rules.md), not from the engine: hand sizes come
from :mod:`spec_model`, bids respect the stated forbidden-bid rules, tricks
are a random split of the cards.
"""

from __future__ import annotations

import random
from typing import Any

from .spec_model import _cards_schedule, scored_hands

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
SUITS = "SHDC"
VARIANTS = ["oh-shit-misere", "oh-shit-updown", "oh-hell-pw", "shithead", "whysteria"]
LIMITS = {"oh-shit-misere": (3, 7), "oh-shit-updown": (3, 7), "oh-hell-pw": (3, 10),
          "shithead": (2, 5), "whysteria": (2, 7)}


def _pack(variant: str, n: int, opts: dict[str, Any]) -> list[str]:
    ranks = list(RANKS)
    if variant == "oh-hell-pw" and n == 3:
        ranks = ["8", "9", "10", "J", "Q", "K", "A"]
    cards = [r + s for r in ranks for s in SUITS]
    if variant == "oh-shit-misere":
        if n >= 6 and opts.get("big_pack", True):
            cards += [r + s for r in ("11", "12") for s in SUITS] + ["13H", "13D"]
        if opts.get("joker"):
            cards.append("JK")
    return cards


def _split(rng: random.Random, total: int, parts: int) -> list[int]:
    cuts = sorted(rng.randint(0, total) for _ in range(parts - 1))
    return [b - a for a, b in zip([0, *cuts], [*cuts, total], strict=True)]


def random_options(rng: random.Random, variant: str, n: int) -> dict[str, Any]:
    opts: dict[str, Any] = {}
    if variant == "oh-shit-misere":
        if rng.random() < 0.5:
            opts["length"] = rng.choice(["full", "half"])
        if rng.random() < 0.4:
            opts["joker"] = rng.random() < 0.5
        if rng.random() < 0.3:
            opts["big_pack"] = rng.random() < 0.5
    elif variant == "whysteria":
        choices = ["standard", "constant"] + (["long"] if n <= 5 else [])
        if rng.random() < 0.7:
            opts["schedule"] = rng.choice(choices)
        if opts.get("schedule") == "constant" and rng.random() < 0.7:
            opts["cards"] = rng.randint(1, 52 // n)
    elif variant == "shithead":
        if rng.random() < 0.5:
            opts["mode"] = rng.choice(["loser", "winner"])
        if rng.random() < 0.3:
            opts["target"] = rng.randint(1, 6)
        if n == 6:
            opts["jokers"] = True
    return opts


def random_game(rng: random.Random, variant: str | None = None,
                max_hands: int = 60) -> dict[str, Any]:
    variant = variant or rng.choice(VARIANTS)
    low, high = LIMITS[variant]
    if variant == "shithead" and rng.random() < 0.1:
        high = 6
    n = rng.randint(low, high)
    players = rng.sample(NAMES, n)
    opts = random_options(rng, variant, n)
    doc: dict[str, Any] = {"format": "scorekeeper-game", "version": 1, "variant": variant,
                           "options": opts, "players": players,
                           "first_dealer": rng.choice(players), "stopped": False, "hands": []}
    if variant == "shithead":
        _shithead_hands(rng, doc, max_hands)
    else:
        _trick_hands(rng, doc, max_hands)
    return doc


def _trick_hands(rng: random.Random, doc: dict[str, Any], max_hands: int) -> None:
    variant, players, opts = doc["variant"], doc["players"], doc["options"]
    n = len(players)
    fixed, open_cards = _cards_schedule(doc)
    planned = len(fixed) if fixed else rng.randint(1, max_hands)
    if rng.random() < 0.35:
        planned = rng.randint(0, planned)
    pack = _pack(variant, n, opts)
    first = players.index(doc["first_dealer"])
    totals = {p: 0 for p in players}
    # The rule book's scoring, a hand at a time as they are added: a Pressure Whist game
    # ends once someone passes 100 (scoring the whole game again each hand was quadratic).
    scoring = scored_hands(doc, {p: 0 for p in players}, {p: [0, 0, 0] for p in players})
    for k in range(1, planned + 1):
        cards = fixed[k - 1] if fixed else open_cards(k)
        dealer_seat = (first + k - 1) % n
        order = [players[(dealer_seat + i) % n] for i in range(1, n + 1)]
        hand: dict[str, Any] = {}
        whole = variant == "oh-hell-pw" and cards * n == len(pack)
        if variant != "whysteria" and not whole:
            hand["turn_up"] = rng.choice(pack) if rng.random() < 0.8 else None
            if hand["turn_up"] and rng.random() < 0.2:
                hand["turn_up"] = hand["turn_up"].lower()
        if variant == "whysteria":
            rng.shuffle(order)
            if rng.random() < 0.7:
                hand["bid_order"] = list(order)
            else:
                order = [players[(dealer_seat + i) % n] for i in range(1, n + 1)]
        bids: dict[str, int] = {}
        for i, p in enumerate(order):
            choices = list(range(cards + 1))
            if i == n - 1 and variant != "oh-shit-misere":
                need = cards - sum(bids.values())
                if variant == "oh-hell-pw":
                    forbidden = need if 0 < need < cards else None
                else:
                    forbidden = need if 0 <= need <= cards else None
                choices = [c for c in choices if c != forbidden]
            bids[p] = rng.choice(choices) if rng.random() < 0.3 else min(
                choices, key=lambda c: abs(c - cards / n + rng.random()))
        if rng.random() < 0.5:
            items = list(bids.items())
            rng.shuffle(items)
            bids = dict(items)
        hand["bids"] = bids
        last = k == planned
        if last and rng.random() < 0.15 and not fixed:
            doc["hands"].append(hand)  # still being played
            break
        tricks = dict(bids)
        diff = cards - sum(tricks.values())
        while diff:
            p = rng.choice(players)
            if diff > 0:
                tricks[p] += 1
                diff -= 1
            elif tricks[p] > 0:
                tricks[p] -= 1
                diff += 1
        if rng.random() < 0.2:
            tricks = dict(zip(players, _split(rng, cards, n), strict=True))
        hand["tricks"] = tricks
        if variant in ("oh-shit-misere", "oh-hell-pw") and rng.random() < 0.08:
            hand["penalties"] = {rng.choice(players): rng.randint(1, min(2, cards))}
        doc["hands"].append(hand)
        for p in players:
            b, t = bids[p], tricks[p]
            totals[p] += 10 + b if b == t else -1
        if variant == "oh-hell-pw" and max(next(scoring)[0]["totals"].values()) > 100:
            break
    else:
        if not fixed and rng.random() < 0.5:
            doc["stopped"] = True
    if fixed and len(doc["hands"]) < len(fixed) and rng.random() < 0.3:
        doc["stopped"] = True


def _shithead_hands(rng: random.Random, doc: dict[str, Any], max_hands: int) -> None:
    players = doc["players"]
    mode = doc["options"].get("mode", "loser")
    target = doc["options"].get("target")
    counts = {p: 0 for p in players}
    full = rng.random() < 0.5
    for _ in range(rng.randint(0, max_hands // 3)):
        order = rng.sample(players, len(players))
        if full:
            hand: dict[str, Any] = {"out_order": order if rng.random() < 0.7 else order[:-1]}
        elif mode == "loser":
            hand = {"loser": order[-1]}
        else:
            hand = {"winner": order[0]}
        doc["hands"].append(hand)
        who = order[-1] if mode == "loser" else order[0]
        counts[who] += 1
        if target is not None and counts[who] >= target:
            return
    if rng.random() < 0.4:
        doc["stopped"] = True
