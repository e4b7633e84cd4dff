"""House rules: every setting of a trick game, resolved and checked.

The four built-in trick games and any table's own game are settings of one engine
(:mod:`.games.engine`); this module holds those settings as a frozen object, reads
them from a plain dict (refusing anything wrong with one line naming the key and what
it may be) and writes them back, so a game keeps the exact rules it was played by.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import SetupError
from .words import QT_TRANSLATE_NOOP, Said

PACKS = ("52", "36", "32", "28", "24", "63")
SHAPES = ("down", "up", "up-down", "down-up", "constant", "climb", "list")
TRUMP_KINDS = ("turn-up", "fixed", "sequence")
SUIT_LETTERS = ("S", "H", "D", "C")
ORDERS = ("clockwise", "called", "simultaneous")
LEADS = ("left-of-dealer", "highest-bidder", "left-of-last-bidder")
TIE_BREAKERS = ("made", "made-nonzero", "made-or-over")
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "J", "Q", "K", "A",
         "JK")


class HouseRulesError(SetupError):
    """A house-rules setting that is unknown, of the wrong type, out of range or in a
    combination the engine cannot play."""

    def __init__(self, message: str | Said) -> None:
        super().__init__(message, rule="house rules")


@dataclass(frozen=True)
class Points:
    """Points as ``base + per_bid·b + per_trick·t + per_diff·|b−t| + per_card·c``."""

    base: int = 0
    per_bid: int = 0
    per_trick: int = 0
    per_diff: int = 0
    per_card: int = 0

    def of(self, cards: int, bid: int, tricks: int) -> int:
        return (self.base + self.per_bid * bid + self.per_trick * tricks
                + self.per_diff * abs(bid - tricks) + self.per_card * cards)


@dataclass(frozen=True)
class Schedule:
    shape: str = "down"
    peak: int | str = "max"  # a whole number or "max"
    repeat_turn: bool = False
    whole_pack: str = "hold"
    hands: tuple[int, ...] = ()  # the file's "list"


@dataclass(frozen=True)
class Trump:
    kind: str = "turn-up"
    suit: str | None = None
    sequence: tuple[str, ...] = ()
    no_trumps_on: tuple[str, ...] = ()
    pack_used: str = "no-trumps"


@dataclass(frozen=True)
class Bidding:
    order: str = "clockwise"
    hook: str = "none"
    hook_from: int = 1
    hook_exempt: tuple[str, ...] = ()
    first_lead: str = "left-of-dealer"


@dataclass(frozen=True)
class ZeroBonus:
    points: int
    when: str | int  # "always", "short-stock", or min_cards as a whole number


@dataclass(frozen=True)
class Score:
    made: Points = Points()
    made_zero: int | None = None
    zero_bonus: ZeroBonus | None = None
    over: Points = Points()
    under: Points = Points()


@dataclass(frozen=True)
class Penalty:
    name: str  # "revoke" or "renege"
    each: int | None = None
    floor: int | None = None


@dataclass(frozen=True)
class HouseRules:
    """Every setting of the spec, resolved: a game scores by these for ever."""

    name: str
    based_on: str | None = None
    players: tuple[int, int] = (3, 7)
    pack: str = "52"
    jokers: int = 0
    pack_for: tuple[tuple[int, str], ...] = ()
    schedule: Schedule = Schedule()
    trump: Trump = Trump()
    bidding: Bidding = Bidding()
    score: Score = Score()
    penalty: Penalty | None = None
    adjustments: bool = False
    reset_multiple: int | None = None
    end: str | int = "schedule"  # "schedule", "open", or the T of {"above": T}
    tie_breakers: tuple[str, ...] = ()
    tie_break_deal: int | None = None
    table_changes: bool = False

    def pack_name(self, players: int) -> str:
        return dict(self.pack_for).get(players, self.pack)

    def to_dict(self) -> dict[str, Any]:
        """The resolved ``"rules"`` object of a scorecard (every key written)."""
        return rules_to_dict(self)


# --- reading ---------------------------------------------------------------------
def _fail(key: str, what: Said, value: Any) -> HouseRulesError:
    """"house rules: ``key`` must be ``what``, not ``value``", put in words where shown."""
    return HouseRulesError(Said(QT_TRANSLATE_NOOP("words", "house rules: {0} must be {1}, "
                                                  "not {2}"), (key, what, repr(value))))


def _whole(key: str, value: Any, low: int | None = None, high: int | None = None) -> int:
    if type(value) is not int or (low is not None and value < low) or (
            high is not None and value > high):
        span = (Said(QT_TRANSLATE_NOOP("words", "a whole number")) if low is None else
                Said(QT_TRANSLATE_NOOP("words", "a whole number ≥ {0}"), (low,))
                if high is None else
                Said(QT_TRANSLATE_NOOP("words", "a whole number from {0} to {1}"),
                     (low, high)))
        raise _fail(key, span, value)
    return value


def _choice(key: str, value: Any, choices: tuple[str, ...]) -> str:
    if type(value) is not str or value not in choices:
        raise _fail(key, Said(QT_TRANSLATE_NOOP("words", "one of {0}"), (", ".join(choices),)),
                    value)
    return value


def _bool(key: str, value: Any) -> bool:
    if type(value) is not bool:
        raise _fail(key, Said(QT_TRANSLATE_NOOP("words", "true or false")), value)
    return value


def _object(key: str, value: Any, known: tuple[str, ...], required: tuple[str, ...] = ()
            ) -> dict[str, Any]:
    if type(value) is not dict:
        raise _fail(key, Said(QT_TRANSLATE_NOOP("words", "an object")), value)
    for name in value:
        if name not in known:
            raise HouseRulesError(Said(QT_TRANSLATE_NOOP(
                "words", "house rules: {0}.{1} is not a setting (the settings of {0} are: "
                "{2})"), (key, name, ", ".join(known))))
    for name in required:
        if name not in value:
            raise HouseRulesError(Said(QT_TRANSLATE_NOOP(
                "words", "house rules: {0}.{1} is missing"), (key, name)))
    return value


def _list(key: str, value: Any, low: int = 0, high: int | None = None) -> list[Any]:
    if type(value) is not list or len(value) < low or (high is not None and len(value) > high):
        size = (Said(QT_TRANSLATE_NOOP("words", "a list of {0} to {1} items"), (low, high))
                if high else
                Said(QT_TRANSLATE_NOOP("words", "a list of at least {0} items"), (low,)))
        raise _fail(key, size, value)
    return value


def _points(key: str, value: Any, known: tuple[str, ...]) -> Points:
    given = _object(key, value, known)
    return Points(**{name: _whole(f"{key}.{name}", v) for name, v in given.items()})


_TOP = ("name", "based_on", "players", "pack", "jokers", "pack_for", "schedule", "trump",
        "bidding", "score", "penalty", "adjustments", "reset_multiple", "end", "tie_breakers",
        "tie_break_deal", "table_changes")
_POINTS = ("base", "per_bid", "per_trick", "per_diff", "per_card")


def rules_from_dict(data: Any) -> HouseRules:
    """The settings in ``data`` (a scorecard's ``"rules"`` or a rules file without its
    ``format``/``version``), checked; a :class:`HouseRulesError` names the first wrong key."""
    data = _object("rules", data, _TOP, ("name",))
    name = data["name"]
    if type(name) is not str or not 1 <= len(name.strip()) <= 40:
        raise _fail("name", Said(QT_TRANSLATE_NOOP("words", "text of 1 to 40 characters")), name)
    based_on = data.get("based_on")
    if based_on is not None and type(based_on) is not str:
        raise _fail("based_on", Said(QT_TRANSLATE_NOOP("words", "a preset name or null")), based_on)
    rules = HouseRules(
        name=name.strip(), based_on=based_on, players=_players(data.get("players", [3, 7])),
        pack=_choice("pack", data.get("pack", "52"), PACKS),
        jokers=_whole("jokers", data.get("jokers", 0), 0, 1),
        pack_for=_pack_for(data.get("pack_for", {})),
        schedule=_schedule(data.get("schedule", {})), trump=_trump(data.get("trump", {})),
        bidding=_bidding(data.get("bidding", {})), score=_score(data.get("score", {})),
        penalty=_penalty(data.get("penalty")),
        adjustments=_bool("adjustments", data.get("adjustments", False)),
        reset_multiple=_optional_whole("reset_multiple", data.get("reset_multiple"), 2),
        end=_end(data.get("end", "schedule")), tie_breakers=_tie_breakers(
            data.get("tie_breakers", [])),
        tie_break_deal=_tie_break_deal(data.get("tie_break_deal")),
        table_changes=_bool("table_changes", data.get("table_changes", False)))
    check_combination(rules)
    return rules


def _players(value: Any) -> tuple[int, int]:
    pair = _list("players", value, 2, 2)
    low = _whole("players[0]", pair[0], 2, 10)
    high = _whole("players[1]", pair[1], low, 10)
    return low, high


def _pack_for(value: Any) -> tuple[tuple[int, str], ...]:
    if type(value) is not dict:
        raise _fail("pack_for", Said(QT_TRANSLATE_NOOP(
            "words", "an object from a player count to a pack")), value)
    out = []
    for count, pack in value.items():
        if count not in {str(n) for n in range(2, 11)}:
            raise _fail("pack_for", Said(QT_TRANSLATE_NOOP(
                "words", "keyed by player counts 2 to 10 (as text)")), count)
        out.append((int(count), _choice(f"pack_for.{count}", pack, PACKS)))
    return tuple(sorted(out))


def _schedule(value: Any) -> Schedule:
    given = _object("schedule", value, ("shape", "peak", "repeat_turn", "whole_pack", "list"))
    shape = _choice("schedule.shape", given.get("shape", "down"), SHAPES)
    peak = given.get("peak", "max")
    if peak != "max":
        peak = _whole("schedule.peak", peak, 1)
    hands: tuple[int, ...] = ()
    if shape == "list":
        items = _list("schedule.list", given.get("list"), 1)
        hands = tuple(_whole(f"schedule.list[{i}]", v, 1) for i, v in enumerate(items))
    elif "list" in given:
        raise HouseRulesError(Said(QT_TRANSLATE_NOOP(
            "words", "house rules: schedule.list is for the list shape only")))
    whole = _choice("schedule.whole_pack", given.get("whole_pack", "hold"), ("hold", "bounce"))
    return Schedule(shape, peak, _bool("schedule.repeat_turn", given.get("repeat_turn", False)),
                    whole, hands)


def _trump(value: Any) -> Trump:
    given = _object("trump", value, ("kind", "suit", "sequence", "no_trumps_on", "pack_used"))
    kind = _choice("trump.kind", given.get("kind", "turn-up"), TRUMP_KINDS)
    suit = None
    if kind == "fixed":
        suit = _choice("trump.suit", given.get("suit"), SUIT_LETTERS)
    sequence: tuple[str, ...] = ()
    if kind == "sequence":
        items = _list("trump.sequence", given.get("sequence"), 1, 10)
        sequence = tuple(_choice(f"trump.sequence[{i}]", v, (*SUIT_LETTERS, "none"))
                         for i, v in enumerate(items))
    no_trumps = tuple(_choice(f"trump.no_trumps_on[{i}]", v, RANKS)
                      for i, v in enumerate(_list("trump.no_trumps_on",
                                                  given.get("no_trumps_on", []))))
    pack_used = _choice("trump.pack_used", given.get("pack_used", "no-trumps"),
                        ("no-trumps", "last-card"))
    return Trump(kind, suit, sequence, no_trumps, pack_used)


def _bidding(value: Any) -> Bidding:
    given = _object("bidding", value,
                    ("order", "hook", "hook_from", "hook_exempt", "first_lead"))
    exempt = tuple(_choice(f"bidding.hook_exempt[{i}]", v, ("zero", "all"))
                   for i, v in enumerate(_list("bidding.hook_exempt",
                                               given.get("hook_exempt", []), 0, 2)))
    return Bidding(order=_choice("bidding.order", given.get("order", "clockwise"), ORDERS),
                   hook=_choice("bidding.hook", given.get("hook", "none"), ("none", "last")),
                   hook_from=_whole("bidding.hook_from", given.get("hook_from", 1), 1),
                   hook_exempt=tuple(sorted(set(exempt), key=exempt.index)),
                   first_lead=_choice("bidding.first_lead",
                                      given.get("first_lead", "left-of-dealer"), LEADS))


def _score(value: Any) -> Score:
    given = _object("score", value, ("made", "made_zero", "zero_bonus", "over", "under"))
    made = _points("score.made", given.get("made", {}), ("base", "per_bid", "per_card"))
    made_zero = given.get("made_zero")
    if made_zero is not None:
        made_zero = _whole("score.made_zero", made_zero)
    return Score(made, made_zero, _zero_bonus(given.get("zero_bonus")),
                 _points("score.over", given.get("over", {}), _POINTS),
                 _points("score.under", given.get("under", {}), _POINTS))


def _zero_bonus(value: Any) -> ZeroBonus | None:
    if value is None:
        return None
    given = _object("score.zero_bonus", value, ("points", "when"), ("points", "when"))
    when = given["when"]
    if type(when) is dict:
        limit = _object("score.zero_bonus.when", when, ("min_cards",), ("min_cards",))
        when = _whole("score.zero_bonus.when.min_cards", limit["min_cards"], 1)
    else:
        when = _choice("score.zero_bonus.when", when, ("always", "short-stock"))
    return ZeroBonus(_whole("score.zero_bonus.points", given["points"]), when)


def _penalty(value: Any) -> Penalty | None:
    if value is None:
        return None
    given = _object("penalty", value, ("name", "each", "floor"), ("name",))
    name = _choice("penalty.name", given["name"], ("revoke", "renege"))
    if ("each" in given) == ("floor" in given):
        raise HouseRulesError(Said(QT_TRANSLATE_NOOP(
            "words", "house rules: penalty needs exactly one of each or floor")))
    if "each" in given:
        return Penalty(name, each=_whole("penalty.each", given["each"]))
    return Penalty(name, floor=_whole("penalty.floor", given["floor"]))


def _optional_whole(key: str, value: Any, low: int) -> int | None:
    return None if value is None else _whole(key, value, low)


def _end(value: Any) -> str | int:
    if type(value) is dict:
        given = _object("end", value, ("above",), ("above",))
        return _whole("end.above", given["above"], 1)
    return _choice("end", value, ("schedule", "open"))


def _tie_breakers(value: Any) -> tuple[str, ...]:
    items = _list("tie_breakers", value, 0, 3)
    out = tuple(_choice(f"tie_breakers[{i}]", v, TIE_BREAKERS) for i, v in enumerate(items))
    if len(set(out)) != len(out):
        raise _fail("tie_breakers", Said(QT_TRANSLATE_NOOP(
            "words", "a list without repeats")), value)
    return out


def _tie_break_deal(value: Any) -> int | None:
    if value is None:
        return None
    given = _object("tie_break_deal", value, ("cards",), ("cards",))
    return _whole("tie_break_deal.cards", given["cards"], 1, 26)


def check_combination(rules: HouseRules) -> None:
    """Refuse settings that are each valid but cannot be played together."""
    order, shape = rules.bidding.order, rules.schedule.shape
    if order == "simultaneous" and rules.bidding.hook != "none":
        raise HouseRulesError(Said(QT_TRANSLATE_NOOP(
            "words", "house rules: bidding.hook must be none with simultaneous bidding "
            "(nobody bids last)")))
    if order == "simultaneous" and rules.bidding.first_lead == "left-of-last-bidder":
        raise HouseRulesError(Said(QT_TRANSLATE_NOOP(
            "words", "house rules: bidding.first_lead cannot be left-of-last-bidder with "
            "simultaneous bidding (nobody bids last)")))
    if rules.end == "schedule" and shape in ("constant", "climb"):
        raise HouseRulesError(Said(QT_TRANSLATE_NOOP(
            "words", "house rules: end must be open or above a total with the {0} shape "
            "(it has no last hand)"), (shape,)))
    if rules.trump.kind != "turn-up" and (rules.trump.no_trumps_on
                                          or rules.trump.pack_used != "no-trumps"):
        raise HouseRulesError(Said(QT_TRANSLATE_NOOP(
            "words", "house rules: trump.no_trumps_on and trump.pack_used are for the "
            "turn-up kind only")))


# --- writing ---------------------------------------------------------------------
def _points_dict(points: Points, keys: tuple[str, ...]) -> dict[str, int]:
    return {key: getattr(points, key) for key in keys}


def rules_to_dict(rules: HouseRules) -> dict[str, Any]:
    """Every setting written out, so reading it back gives the same rules."""
    s, t, b, sc = rules.schedule, rules.trump, rules.bidding, rules.score
    schedule: dict[str, Any] = {"shape": s.shape, "peak": s.peak,
                                "repeat_turn": s.repeat_turn, "whole_pack": s.whole_pack}
    if s.shape == "list":
        schedule["list"] = list(s.hands)
    trump: dict[str, Any] = {"kind": t.kind, "no_trumps_on": list(t.no_trumps_on),
                             "pack_used": t.pack_used}
    if t.kind == "fixed":
        trump["suit"] = t.suit
    if t.kind == "sequence":
        trump["sequence"] = list(t.sequence)
    bonus = sc.zero_bonus
    penalty = rules.penalty
    return {
        "name": rules.name, "based_on": rules.based_on, "players": list(rules.players),
        "pack": rules.pack, "jokers": rules.jokers,
        "pack_for": {str(n): p for n, p in rules.pack_for},
        "schedule": schedule, "trump": trump,
        "bidding": {"order": b.order, "hook": b.hook, "hook_from": b.hook_from,
                    "hook_exempt": list(b.hook_exempt), "first_lead": b.first_lead},
        "score": {"made": _points_dict(sc.made, ("base", "per_bid", "per_card")),
                  "made_zero": sc.made_zero,
                  "zero_bonus": None if bonus is None else {
                      "points": bonus.points, "when": bonus.when if isinstance(
                          bonus.when, str) else {"min_cards": bonus.when}},
                  "over": _points_dict(sc.over, _POINTS),
                  "under": _points_dict(sc.under, _POINTS)},
        "penalty": None if penalty is None else {
            "name": penalty.name, **({"each": penalty.each} if penalty.each is not None
                                     else {"floor": penalty.floor})},
        "adjustments": rules.adjustments, "reset_multiple": rules.reset_multiple,
        "end": rules.end if isinstance(rules.end, str) else {"above": rules.end},
        "tie_breakers": list(rules.tie_breakers),
        "tie_break_deal": None if rules.tie_break_deal is None else {
            "cards": rules.tie_break_deal},
        "table_changes": rules.table_changes,
    }
