"""Named house rules to start from, and the rules file that carries settings alone.

A preset is settings plus where they come from: the built-in trick games (as the
engine plays them with their default options) and scorings published elsewhere that
tables commonly ask for. A rules file is one set of settings with ``"format":
"scorekeeper-rules"`` and ``"version": 1``: what ``scorekeeper rules show`` prints.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .games import misere, pw, updown, whysteria
from .house_rules import (
    Bidding,
    HouseRules,
    HouseRulesError,
    Points,
    Schedule,
    Score,
    Trump,
    rules_from_dict,
)
from .words import QT_TRANSLATE_NOOP, Said

RULES_FORMAT = "scorekeeper-rules"
RULES_VERSION = 1


@dataclass(frozen=True)
class Preset:
    """Settings with a name to pick them by and a line saying where they come from."""

    name: str
    description: str
    rules: HouseRules


def _published(name: str, title: str, score: Score) -> HouseRules:
    """A published scoring on the most common deal: 1 card up to the most and back,
    turn-up trump, the dealer hooked, left of the dealer leads."""
    return HouseRules(
        name=title, based_on=name, players=(3, 7), pack="52",
        schedule=Schedule(shape="up-down", peak="max"), trump=Trump(kind="turn-up"),
        bidding=Bidding(order="clockwise", hook="last"), score=score, end="schedule")


PRESETS: dict[str, Preset] = {p.name: p for p in (
    Preset("oh-shit-misere", "Scorekeeper's built-in Oh Shit (misère), default options.",
           misere.RULES),
    Preset("oh-shit-updown", "Scorekeeper's built-in Oh Shit, 7 down to 1 and back.",
           updown.RULES),
    Preset("oh-hell-pw", "Scorekeeper's built-in Oh Hell as the Pratt & Whitney club "
           "plays it.", pw.RULES),
    Preset("whysteria", "Scorekeeper's built-in Whysteria, standard schedule.",
           whysteria.RULES),
    Preset("ten-plus-bid", "10 + bid for an exact bid, nothing for a miss: \"exact "
           "scoring\" in the Wikipedia article on Oh Hell.",
           _published("ten-plus-bid", "10 + bid, nothing for a miss",
                      Score(made=Points(base=10, per_bid=1)))),
    Preset("ten-plus-bid-minus-bid", "10 + bid for an exact bid, minus the bid for a miss: "
           "\"exact scoring with penalty\" (the Hassenpfeffer variant) in the Wikipedia "
           "article on Oh Hell.",
           _published("ten-plus-bid-minus-bid", "10 + bid, minus the bid for a miss",
                      Score(made=Points(base=10, per_bid=1), over=Points(per_bid=-1),
                            under=Points(per_bid=-1)))),
    Preset("trick-plus-ten", "1 per trick taken + 10 for the exact bid: \"basic scoring\" "
           "in the Wikipedia article on Oh Hell, and the scoring of the CardSharp Oh Hell "
           "app (DKM Games) and the Oh, Hell watch app.",
           _published("trick-plus-ten", "1 per trick + 10 for the exact bid",
                      Score(made=Points(base=10, per_bid=1), over=Points(per_trick=1),
                            under=Points(per_trick=1)))),
    Preset("twenty-plus-ten", "20 + 10 per trick for the exact bid, −10 per trick off: the "
           "scoring of Wizard (Ken Fisher; U.S. Games Systems rules), here on a 52-card pack.",
           _published("twenty-plus-ten", "20 + 10 per trick, −10 per trick off",
                      Score(made=Points(base=20, per_bid=10), over=Points(per_diff=-10),
                            under=Points(per_diff=-10)))),
)}


def preset(name: str) -> Preset:
    try:
        return PRESETS[name]
    except KeyError:
        raise HouseRulesError(f"there are no house rules called {name!r} (the presets are: "
                              f"{', '.join(PRESETS)})") from None


def rules_file(rules: HouseRules) -> dict[str, Any]:
    """The rules file of ``rules``: the format, its version, then every setting."""
    return {"format": RULES_FORMAT, "version": RULES_VERSION, **rules.to_dict()}


def rules_file_text(rules: HouseRules) -> str:
    return json.dumps(rules_file(rules), ensure_ascii=False, indent=2) + "\n"


def read_rules_file(document: Any) -> HouseRules:
    """Settings from a rules file's JSON; a wrong header or setting is named."""
    if type(document) is not dict or document.get("format") != RULES_FORMAT:
        raise HouseRulesError(Said(QT_TRANSLATE_NOOP(
            "words", "not a rules file (it needs \"format\": \"{0}\")"), (RULES_FORMAT,)))
    if document.get("version") != RULES_VERSION:
        raise HouseRulesError(Said(QT_TRANSLATE_NOOP(
            "words", "rules file version {0} is not one this version reads (it reads "
            "version {1})"), (repr(document.get("version")), RULES_VERSION)))
    body = {k: v for k, v in document.items() if k not in ("format", "version")}
    return rules_from_dict(body)


