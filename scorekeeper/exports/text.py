"""A plain-text scorecard for the terminal: hands down, players across."""

from __future__ import annotations

from ..rules import GameSetup, Scorecard, TrickVariant, variant
from ..rules.cards import SUIT_SYMBOLS
from ..rules.describe import trump_label
from ..rules.games.base import plural
from ..rules.games.shithead import Shithead


def tally_counted(setup: GameSetup) -> str | None:
    """What a hand of a tally game counts for ("loser" or "winner"), as its rules say;
    None for a game scored in points."""
    rules = variant(setup.variant)
    return rules.counted(setup) if isinstance(rules, Shithead) else None


def tally_noun(setup: GameSetup, total: int) -> str:
    """The word after a total of a tally game ("loss", "losses"); "" after points."""
    rules = variant(setup.variant)
    if not isinstance(rules, Shithead):
        return ""
    one, many = rules.tally_words(setup)
    return one if total == 1 else many


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def trump_text(trump: str | None) -> str:
    """The suit symbol and letter (♥H), NT or ?: readable in any terminal font."""
    return trump_label(trump) + (trump if trump in SUIT_SYMBOLS else "")


def render_text(card: Scorecard) -> str:
    rules = variant(card.setup.variant)
    players = card.setup.players
    lines = [
        f"{rules.title} ({card.setup.variant}) — {card.status}",
        f"Players (clockwise): {', '.join(players)}; {card.setup.first_dealer} dealt first",
    ]
    def shown(value: object) -> str:
        return "none" if value is None else str(value).lower() if isinstance(value, bool) \
            else str(value)

    options = ", ".join(f"{k}={shown(v)}" for k, v in card.setup.options.items())
    if options:
        lines.append(f"Options: {options}")
    lines.append("")
    if isinstance(rules, TrickVariant):
        lines += _trick_table(card)
    else:
        lines += _shithead_table(card)
    lines.append("")
    lines.append("Standings:")
    for s in card.standings:
        shared = " (shared)" if s.shared else ""
        total = f"{s.total:>5} {tally_noun(card.setup, s.total)}".rstrip()
        lines.append(f"  {ordinal(s.place):>4}  {s.player:<16} {total}{shared}")
    for reason in card.reasons:
        lines.append(f"  {reason}")
    if card.current is not None and not card.over:
        hand = card.current
        extra = f", {plural(hand.cards, 'card')}" if hand.cards else ""
        lines.append("")
        lines.append(f"Next: hand {hand.number}{extra}, {hand.dealer} deals")
    return "\n".join(lines) + "\n"


def _trick_table(card: Scorecard) -> list[str]:
    players = card.setup.players
    cells: list[list[str]] = []
    for hand in card.hands:
        row = [str(hand.number), str(hand.cards), hand.dealer, trump_text(hand.trump)]
        for p in players:
            bid = hand.bids.get(p)
            if not hand.complete:
                row.append("" if bid is None else f"bid {bid}")
                continue
            assert hand.tricks is not None and hand.scores is not None and hand.totals
            marks = ("✓" if p in hand.made else " ")
            marks += "!" * hand.penalties.get(p, 0)
            reset = " ↺0" if p in hand.resets else ""
            row.append(f"{bid}/{hand.tricks[p]} {hand.scores[p]:+d} ={hand.totals[p]}"
                       f"{reset}{marks}")
        cells.append(row)
    header = ["Hand", "Cards", "Dealer", "Trump", *players]
    widths = [max(len(r[i]) for r in [header, *cells]) for i in range(len(header))]
    def fmt(row: list[str]) -> str:
        return "  ".join(c.rjust(w) if i < 2 else c.ljust(w)
                         for i, (c, w) in enumerate(zip(row, widths, strict=True))).rstrip()
    out = [fmt(header), fmt(["-" * w for w in widths])]
    out += [fmt(r) for r in cells]
    out.append("")
    out.append("Cells: bid/tricks score =running total; ✓ contract made, ! penalty, ↺0 reset")
    return out


def _shithead_table(card: Scorecard) -> list[str]:
    out = [f"{'Hand':>4}  {'Dealer':<12} Result"]
    for hand in card.hands:
        if not hand.complete:
            result = "in play"
        elif hand.out_order:
            result = "out in order: " + ", ".join(hand.out_order)
        elif hand.loser:
            result = f"{hand.loser} lost"
        else:
            result = f"{hand.winner} won"
        out.append(f"{hand.number:>4}  {hand.dealer:<12} {result}")
    return out
