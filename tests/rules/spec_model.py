"""An independent, deliberately plain reading of docs/rules.md.

Used only by the differential check: it scores a scorecard document by the
rule book's words, with none of the engine's code, so the two can be compared on
thousands of random games.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def _cards_schedule(doc: dict[str, Any]) -> tuple[list[int] | None, Any]:
    variant, players, opts = doc["variant"], doc["players"], doc.get("options", {})
    n = len(players)
    if variant == "oh-shit-misere":
        pack = 52
        if n >= 6 and opts.get("big_pack", True):
            pack = 63
        if opts.get("joker", False):
            pack += 1
        peak = min(9, pack // n)
        if opts.get("length", "full") == "half":
            return list(range(peak, 0, -1)), None
        return list(range(1, peak + 1)) + list(range(peak - 1, 0, -1)), None
    if variant == "oh-shit-updown":
        return [7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7], None
    if variant == "whysteria":
        sched = opts.get("schedule", "standard")
        if sched == "standard":
            return [7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7], None
        if sched == "long":
            return [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], None
        return None, lambda k: opts.get("cards", 7)
    if variant == "oh-hell-pw":
        pack = 28 if n == 3 else 52
        top = pack // n

        def cards(k: int) -> int:
            if n != 4:
                return min(k, top)
            seq = list(range(1, 14)) + list(range(12, 1, -1))  # 1..13..2, then repeats
            return seq[(k - 1) % len(seq)]

        return None, cards
    raise AssertionError(variant)


def scored_hands(doc: dict[str, Any], totals: dict[str, int],
                 counts: dict[str, list[int]]) -> Iterator[tuple[dict[str, Any], bool]]:
    """Each complete hand of a trick game in turn, scored (``totals`` and ``counts`` kept
    up to date), with whether the game ends on it.

    Hands are read as they are asked for, so a generator that appends hands one by one
    (:mod:`random_games`) learns each hand's totals without scoring the game again."""
    variant, players = doc["variant"], doc["players"]
    n = len(players)
    first = players.index(doc["first_dealer"])
    fixed, open_cards = _cards_schedule(doc)
    for k, hand in enumerate(doc["hands"], start=1):
        if "tricks" not in hand or hand["tricks"] is None:
            return
        cards = fixed[k - 1] if fixed else open_cards(k)
        dealer = players[(first + k - 1) % n]
        turn = hand.get("turn_up")
        if variant == "whysteria":
            trump = "S"
        elif variant == "oh-hell-pw" and cards * n == (28 if n == 3 else 52):
            trump = "none"
        elif turn is None:
            trump = None
        elif variant == "oh-shit-misere" and (turn.upper() == "JK" or turn.upper()[0] == "A"):
            trump = "none"
        else:
            trump = turn.upper()[-1]
        scores = {}
        for p in players:
            b, t = hand["bids"][p], hand["tricks"][p]
            pen = (hand.get("penalties") or {}).get(p, 0)
            if variant == "oh-shit-misere":
                if t == b:
                    s = 10 + t if b >= 1 else 5
                elif t > b:
                    s = t
                else:
                    s = t - b
                if pen:
                    s = min(s, -5)
                else:
                    counts[p][0] += t == b
                    counts[p][1] += t == b and b >= 1
                    counts[p][2] += t >= b
            elif variant == "oh-shit-updown":
                s = 10 + 2 * b if t == b else -2 * abs(t - b)
            elif variant == "oh-hell-pw":
                s = 10 + b if t == b else (-b if t < b else -t)
                s -= 20 * pen
            else:
                s = 1 if t == b else 0
            scores[p] = s
            totals[p] += s
            if variant == "oh-hell-pw" and totals[p] != 0 and totals[p] % 50 == 0:
                totals[p] = 0
        yield ({"number": k, "cards": cards, "dealer": dealer, "trump": trump,
                "scores": scores, "totals": dict(totals)},
               bool(fixed and k == len(fixed))
               or (variant == "oh-hell-pw" and max(totals.values()) > 100))


def expected_score(doc: dict[str, Any]) -> dict[str, Any]:
    if doc["variant"] == "shithead":
        return _shithead(doc)
    variant, players = doc["variant"], doc["players"]
    totals = {p: 0 for p in players}
    counts = {p: [0, 0, 0] for p in players}
    out_hands = []
    ended = False
    for entry, hand_ends in scored_hands(doc, totals, counts):
        out_hands.append(entry)
        ended = ended or hand_ends
    if ended:
        status = "finished"
    elif doc.get("stopped"):
        opts = doc.get("options", {})
        open_length = variant == "whysteria" and opts.get("schedule") == "constant"
        status = "finished" if open_length else "abandoned"
    else:
        status = "in progress"

    def key(p: str) -> tuple:
        if variant == "oh-shit-misere":
            base = (totals[p], *counts[p])
            extra = []
            for deal in doc.get("tiebreak", []):
                if p in deal["players"]:
                    b, t = deal["bids"][p], deal["tricks"][p]
                    extra.append(10 + t if t == b and b else 5 if t == b else t if t > b else t - b)
                else:
                    extra.append(0)
            return (*base, *extra)
        return (totals[p],)

    standings = sorted(players, key=key, reverse=True)
    return {
        "variant": variant,
        "status": status,
        "hands": out_hands,
        "standings": [
            {"place": 1 + sum(key(o) > key(p) for o in players), "player": p, "total": totals[p]}
            for p in standings
        ],
    }


def _shithead(doc: dict[str, Any]) -> dict[str, Any]:
    players = doc["players"]
    opts = doc.get("options", {})
    mode = opts.get("mode", "loser")
    target = opts.get("target")
    n = len(players)
    dealer = doc["first_dealer"]
    count = {p: 0 for p in players}
    pos: dict[str, list[int]] = {p: [] for p in players}
    full = True
    hands = []
    ended = False
    for k, hand in enumerate(doc["hands"], start=1):
        order = hand.get("out_order")
        loser, winner = hand.get("loser"), hand.get("winner")
        if order is None and loser is None and winner is None:
            break
        if order:
            if len(order) == n - 1:
                order = order + [p for p in players if p not in order]
            winner, loser = order[0], order[-1]
            for i, p in enumerate(order):
                pos[p].append(i + 1)
        else:
            full = False
        entry: dict[str, Any] = {"number": k, "dealer": dealer}
        if loser:
            entry["loser"] = loser
        if winner:
            entry["winner"] = winner
        hands.append(entry)
        who = loser if mode == "loser" else winner
        count[who] += 1
        dealer = loser if mode == "loser" else players[(players.index(dealer) + 1) % n]
        if target is not None and count[who] >= target:
            ended = True
    status = "finished" if ended or doc.get("stopped") else "in progress"

    def key(p: str) -> tuple:
        primary = -count[p] if mode == "loser" else count[p]
        if full and hands:
            return (primary, -sum(pos[p]) / len(pos[p]))
        return (primary,)

    order_ = sorted(players, key=key, reverse=True)
    return {
        "variant": "shithead",
        "status": status,
        "hands": hands,
        "standings": [
            {"place": 1 + sum(key(o) > key(p) for o in players), "player": p, "total": count[p]}
            for p in order_
        ],
    }
