"""The table changes (house rules ``table_changes``): players join, leave and sit out.

Random house games with random joins, leaves and sit-outs are generated from the spec's
words (*The table changes*): who is seated, who deals (the next seated player on the
left), how many cards (the schedule's count capped at what the pack gives the seated),
and the engine's scorecard must agree with that model and keep the invariants (the
last bidder and the hook among the seated, totals of those away unchanged, those who
left kept in the standings). A game with ``table_changes`` on but no changes scores
exactly as the same game with it off.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from scorekeeper.rules import Game, RuleError
from scorekeeper.rules.commands import Bid, Correct, Join, Leave, SitOut, Tricks, Undo
from scorekeeper.rules.errors import GameOverError
from scorekeeper.rules.game_record import GameSetup, GameState, HandRecord, frozen_map
from scorekeeper.rules.games.engine import HouseVariant
from scorekeeper.rules.house_rules import HouseRules, rules_from_dict
from scorekeeper.rules.results import Scorecard

from .test_house_engine import (
    _fits,
    _outcome,
    _random_house_game,
    random_bids_and_tricks,
    random_settings,
    spec_hook,
    spec_pack_size,
    spec_schedule,
    spec_score,
)

POOL = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou",
        "Max", "Ned", "Oli", "Pam"]


def _with_changes(rules: HouseRules) -> HouseRules:
    return replace(rules, table_changes=True)


class _Model:
    """One random game with table changes, dealt as the spec says (not as the engine
    does): what each hand's table, dealer and cards must be."""

    def __init__(self, rng: random.Random, rules: HouseRules) -> None:
        self.rng, self.rules = rng, rules
        self.n = rng.randint(*rules.players)
        self.players = rng.sample(POOL[:10], self.n)
        self.size = spec_pack_size(rules, self.n)
        self.first = rng.choice(self.players)
        self.expected: list[dict[str, Any]] = []

    def _next_dealer(self, ring: list[str], seated: list[str], previous: str | None) -> str:
        start = self.first if previous is None else previous
        seat = ring.index(start)
        offsets = range(len(ring)) if previous is None else range(1, len(ring) + 1)
        return next(ring[(seat + i) % len(ring)] for i in offsets
                    if ring[(seat + i) % len(ring)] in seated)

    def state(self, wanted: int) -> GameState:
        rng, rules = self.rng, self.rules
        ring, away = list(self.players), set()
        entrants, dealer = list(self.players), None
        totals_known: dict[str, int] = dict.fromkeys(self.players, 0)
        records = []
        for k, scheduled in enumerate(spec_schedule(rules, self.n, wanted), start=1):
            joined: dict[str, int] = {}
            after: dict[str, str] = {}
            left: list[str] = []
            present = [p for p in ring if p not in away]
            if k > 1 and rng.random() < 0.2 and len(present) > 2:
                left.append(rng.choice(present))
                away.update(left)
            if k > 1 and rng.random() < 0.25 and len(entrants) < len(POOL):
                name = next(p for p in POOL if p not in entrants)
                sit_after = rng.choice([p for p in ring if p not in away])
                ring.insert(ring.index(sit_after) + 1, name)
                joined[name] = rng.choice([0, min(totals_known.values()), rng.randint(-9, 40)])
                after[name] = sit_after
                entrants.append(name)
                totals_known[name] = joined[name]
            present = [p for p in ring if p not in away]
            out: list[str] = []
            if rng.random() < 0.3 and len(present) > 2:
                out = rng.sample(present, rng.randint(1, len(present) - 2))
            seated = [p for p in present if p not in out]
            while len(seated) > self.size:
                out.append(seated.pop())
            dealer = self._next_dealer(ring, seated, dealer)
            cards = min(scheduled, self.size // len(seated))
            records.append(self._hand(seated, dealer, cards, joined, after, left, out))
            self.expected.append({"seated": seated, "dealer": dealer, "cards": cards,
                                  "away": set(away), "out": set(out), "joined": joined})
        return GameState(GameSetup("house", tuple(self.players), self.first), tuple(records))

    def _hand(self, seated: list[str], dealer: str, cards: int, joined: dict[str, int],
              after: dict[str, str], left: list[str], out: list[str]) -> HandRecord:
        rng, rules, n = self.rng, self.rules, len(seated)
        seat = seated.index(dealer)
        order = [seated[(seat + i) % n] for i in range(1, n + 1)]
        bids, tricks = random_bids_and_tricks(rng, rules, order, seated, cards)
        whole = cards * n == self.size and rules.trump.pack_used == "no-trumps"
        pack = sorted(HouseVariant(rules).pack(GameSetup("house", tuple(self.players),
                                                         self.first)).cards)
        turn_up = rng.choice(pack) if rules.trump.kind == "turn-up" and not whole else None
        penalties = {rng.choice(seated): 1} if rules.penalty and rng.random() < 0.2 else {}
        return HandRecord(
            turn_up=turn_up, bids=frozen_map(bids),
            bid_order=tuple(order) if rules.bidding.order == "called" else None,
            tricks=frozen_map(tricks), penalties=frozen_map(penalties),
            joined=frozen_map(joined), joined_after=frozen_map(after), left=tuple(left),
            sitting_out=tuple(out))


def _scored(house: HouseVariant, state: GameState) -> Scorecard:
    """The game, cut where the rules end it (a total above the target)."""
    try:
        return house.evaluate(state)
    except GameOverError as error:
        return house.evaluate(replace(state, hands=state.hands[:(error.hand or 1) - 1]))


@pytest.mark.parametrize("seed", range(200))
def test_random_joins_leaves_and_sit_outs_keep_the_spec_invariants(seed: int) -> None:
    rng = random.Random(seed)
    rules = _with_changes(random_settings(rng))
    model = _Model(rng, rules)
    if not _fits(rules, model.n):
        return
    state = model.state(rng.randint(1, 25))
    house = HouseVariant(rules)
    card = _scored(house, state)
    running: dict[str, int] = dict.fromkeys(model.players, 0)
    for hand, want in zip(card.hands, model.expected, strict=False):
        running.update(want["joined"])
        seated = want["seated"]
        assert hand.table is not None and list(hand.table.seated) == seated
        assert hand.dealer == want["dealer"] and hand.dealer in seated
        assert hand.cards == want["cards"]
        assert set(hand.bids) == set(hand.tricks) == set(hand.scores) == set(seated)
        if rules.bidding.order != "simultaneous":
            assert hand.final_bidder in seated
            others = sum(hand.bids.values()) - hand.bids[hand.final_bidder]
            assert hand.forbidden_bid == spec_hook(rules, hand.cards, others)
        for p in seated:
            k = hand.penalties.get(p, 0)
            assert hand.scores[p] == spec_score(rules, hand.cards, hand.bids[p], hand.tricks[p],
                                                k, model.size, len(seated))
            total = running[p] + hand.scores[p]
            step = rules.reset_multiple
            running[p] = 0 if step and total and total % step == 0 else total
        assert dict(hand.totals) == running  # those away or sitting out: unchanged
        for p in want["away"] | want["out"]:
            assert p not in hand.scores
    standing = {s.player: s.total for s in card.standings}
    assert set(standing) == set(running) == set(card.players)
    assert standing == running  # those who left keep their total and a place


@pytest.mark.parametrize("seed", range(150))
def test_table_changes_on_without_changes_scores_as_with_it_off(seed: int) -> None:
    rng = random.Random(seed)
    rules = random_settings(rng)
    state, _ = _random_house_game(rng, rules)
    if not _fits(rules, len(state.setup.players)):
        return
    off, on = HouseVariant(replace(rules, table_changes=False)), HouseVariant(
        _with_changes(rules))
    scored = _outcome(lambda: on.evaluate(state))
    assert scored == _outcome(lambda: off.evaluate(state))
    if not isinstance(scored[0], str):  # scored, not refused: the same players too
        assert on.evaluate(state).players == off.evaluate(state).players


# --- at the table: commands, undo, corrections --------------------------------------
RULES = {"name": "Thursday club", "players": [2, 7], "schedule": {"shape": "constant",
         "peak": 3}, "end": "open", "bidding": {"order": "clockwise", "hook": "last"},
         "score": {"made": {"base": 10, "per_bid": 1}}, "table_changes": True}


def _game(rules: dict[str, Any] | None = None, players: tuple[str, ...] = ("Ann", "Ben", "Cat"),
          ) -> Game:
    return Game.new("house", players, players[0],
                    {"rules": rules_from_dict(rules or RULES).to_dict()})


def _play(game: Game, tricks_to: str | None = None) -> None:
    """Everyone seated bids 0 in turn; ``tricks_to`` (default the dealer) takes them all."""
    hand = game.scorecard.current
    while hand.expected_bidder is not None:
        game.apply(Bid(hand.expected_bidder, 0 if hand.forbidden_bid != 0 else 1))
        hand = game.scorecard.current
    taker = tricks_to or hand.dealer
    game.apply(Tricks({p: hand.cards if p == taker else 0 for p in hand.bids}))


def test_a_joiner_sits_after_the_player_named_and_starts_from_the_total_given() -> None:
    game = _game()
    _play(game)  # Ann deals hand 1 and takes the 3 tricks: Ben and Cat make 0
    game.apply(Join("Dan", "Ann", 5))
    hand = game.scorecard.current
    assert hand.table.seated == ("Ann", "Dan", "Ben", "Cat")
    assert hand.dealer == "Dan"  # the next seated on Ann's left
    assert game.scorecard.players == ("Ann", "Ben", "Cat", "Dan")
    assert game.state.hands[-1].joined == {"Dan": 5}
    assert game.state.hands[-1].joined_after == {"Dan": "Ann"}
    assert {s.player: s.total for s in game.scorecard.standings}["Dan"] == 5
    _play(game, tricks_to="Ben")  # Dan bid 0 and took none: made, 10 points
    assert game.scorecard.hands[-1].scores["Dan"] == 10
    assert game.scorecard.hands[-1].totals["Dan"] == 5 + 10


def test_leaving_keeps_the_total_and_the_place_and_the_deal_goes_on_past_the_seat() -> None:
    game = _game(players=("Ann", "Ben", "Cat", "Dan"))
    _play(game)  # Ann deals hand 1
    _play(game)  # Ben deals hand 2
    before = {s.player: s.total for s in game.scorecard.standings}
    game.apply(Leave("Cat"))  # Cat would have dealt hand 3
    hand = game.scorecard.current
    assert hand.dealer == "Dan" and "Cat" not in hand.table.seated
    _play(game)
    after = game.scorecard
    assert after.hands[-1].totals["Cat"] == before["Cat"]
    assert "Cat" in {s.player for s in after.standings}
    assert "Cat" not in after.hands[-1].scores
    assert after.at_table == ("Ann", "Ben", "Dan")  # a rematch seats those still in


def test_sitting_out_scores_nothing_and_the_deal_skips_the_player() -> None:
    game = _game(players=("Ann", "Ben", "Cat", "Dan"))
    _play(game)  # Ann deals
    game.apply(SitOut("Ben"))  # Ben would deal hand 2
    hand = game.scorecard.current
    assert hand.dealer == "Cat" and hand.table.sitting_out == ("Ben",)
    assert hand.cards == 3
    _play(game)
    assert "Ben" not in game.scorecard.hands[-1].scores
    assert game.scorecard.hands[-1].totals["Ben"] == game.scorecard.hands[0].totals["Ben"]
    assert game.scorecard.current.dealer == "Dan"  # Ben back, but the deal went on
    assert game.scorecard.current.table.sitting_out == ()


def test_the_cards_are_capped_at_what_the_pack_gives_the_seated() -> None:
    rules = {**RULES, "schedule": {"shape": "constant", "peak": 13}}
    game = _game(rules, players=("Ann", "Ben", "Cat", "Dan"))
    _play(game)
    game.apply(Join("Eve", "Dan", 0))
    assert game.scorecard.current.cards == 52 // 5


def test_a_change_is_undone_like_any_entry_and_replays() -> None:
    game = _game()
    _play(game)
    game.apply(Join("Dan", "Cat", 0))
    game.apply(SitOut("Ann"))
    game.apply(SitOut("Ann", out=False))
    assert game.state.hands[-1].sitting_out == ()
    game.apply(Undo())
    assert game.state.hands[-1].sitting_out == ("Ann",)
    replayed = Game.replay(GameState(game.setup), game.log)
    assert replayed.state == game.state
    game.apply(Undo())
    game.apply(Undo())
    assert game.scorecard.players == ("Ann", "Ben", "Cat")
    assert len(game.state.hands) == 1


def test_a_correction_keeps_the_changes_and_may_not_change_who_joined() -> None:
    game = _game()
    _play(game)
    game.apply(Join("Dan", "Cat", 0))
    _play(game)
    record = game.state.hands[1]
    fixed = replace(record, joined=frozen_map({"Dan": 7}))
    game.apply(Correct(2, fixed))
    assert game.scorecard.standings and game.state.hands[1].joined == {"Dan": 7}
    with pytest.raises(RuleError, match="cannot change who joined"):
        game.apply(Correct(2, replace(record, joined=frozen_map({}),
                                      joined_after=frozen_map({}))))


@pytest.mark.parametrize(("steps", "message"), [
    ([Leave("Ben"), Leave("Cat")], "only 1 player would be dealt in"),
    ([SitOut("Ben"), SitOut("Cat")], "only 1 player would be dealt in"),
    ([Join("Ben", "Ann", 0)], "Ben is in the game already"),
    ([Join("Dan", "Ann", 0), Join("dan", "Cat", 4)], "Dan is in the game already"),
    ([Join("Dan", "Zed", 0)], "'Zed' is not playing in this game"),
    ([Leave("Ben"), Join("ben", "Ann", 0)], "Ben left the game and cannot come back"),
    ([Leave("Ben"), SitOut("Ben")], "Ben has left the game, so cannot sit out"),
])
def test_a_change_the_table_cannot_make_is_refused_and_changes_nothing(
        steps: list[Any], message: str) -> None:
    game = _game()
    _play(game)
    before = game.state
    with pytest.raises(RuleError, match=message) as caught:
        for step in steps:
            game.apply(step)
    assert "\n" not in str(caught.value)
    if len(steps) == 1:
        assert game.state == before


def test_changes_are_refused_in_a_game_without_them_in_one_line() -> None:
    game = _game({**RULES, "table_changes": False})
    with pytest.raises(RuleError, match="only in a house game whose rules have table changes"):
        game.apply(SitOut("Ann"))
    builtin = Game.new("oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
    with pytest.raises(RuleError, match="table changes"):
        builtin.apply(Join("Dan", "Ann", 0))
    record = HandRecord(sitting_out=("Ann",))
    with pytest.raises(RuleError, match="sitting_out: players join, leave or sit out only"):
        HouseVariant(rules_from_dict({**RULES, "table_changes": False})).evaluate(
            GameState(game.setup, (record,)))


def test_nobody_joins_or_leaves_before_the_first_hand_or_once_bids_are_in() -> None:
    game = _game()
    with pytest.raises(RuleError, match="before the first hand"):
        game.apply(Join("Dan", "Ann", 0))
    with pytest.raises(RuleError, match="before the first hand"):
        game.apply(Leave("Ben"))
    game.apply(SitOut("Ann"))  # sitting out the first hand is fine: Ben deals it
    assert game.scorecard.current.dealer == "Ben"
    game.apply(Bid("Cat", 0))
    with pytest.raises(RuleError, match="bids are recorded for hand 1"):
        game.apply(SitOut("Cat"))


def test_someone_away_has_no_bid_said_in_one_line() -> None:
    game = _game()
    game.apply(SitOut("Ann"))
    with pytest.raises(RuleError, match="Ann sits this hand out, so has no bids"):
        game.apply(Bid("Ann", 1))


# --- the walk itself: each refusal word for word, naming the hand and the player -------
SETUP = GameSetup("house", ("Ann", "Ben", "Cat"), "Ann")


def _walk(*records: HandRecord, pack: int = 52, setup: GameSetup = SETUP,
          ) -> list[tuple[Any, str]]:
    """Each hand's table and dealer, walking ``records`` from hand 1."""
    from scorekeeper.rules.table_changes import TableWalk

    walk = TableWalk(setup, pack)
    return [walk.next(record, number) for number, record in enumerate(records, 1)]


def _refusal(*records: HandRecord, pack: int = 52) -> tuple[str, int | None, str | None]:
    with pytest.raises(RuleError) as caught:
        _walk(*records, pack=pack)
    error = caught.value
    assert error.rule == "table changes"
    return error.detail, error.hand, error.player


PLAIN = HandRecord()
NOT_A_MAP: Any = ["Dan"]  # a record read from a file nobody vouches for


@pytest.mark.parametrize(("records", "refusal"), [
    ((PLAIN, HandRecord(left=("Ben",)), HandRecord(sitting_out=("Ben",))),
     ("Ben has left the game, so cannot sit out", 3, "Ben")),
    ((PLAIN, HandRecord(left=("Ben",), sitting_out=("ben",))),
     ("Ben has left the game, so cannot sit out", 2, "Ben")),
    ((HandRecord(sitting_out=("Ann", "Ben")),),
     ("only 1 player would be dealt in; a hand needs at least 2 (let someone back in, or "
      "end the game)", 1, None)),
    ((HandRecord(sitting_out=("Ann", "Ben", "Cat")),),
     ("only 0 players would be dealt in; a hand needs at least 2 (let someone back in, or "
      "end the game)", 1, None)),
    ((HandRecord(sitting_out=(7,)),), ("sitting_out must list player names, not 7", 1, None)),
    ((HandRecord(sitting_out=("Zed",)),), ("sitting_out: 'Zed' is not in this game", 1, "Zed")),
    ((HandRecord(sitting_out="Ann"),), ("sitting_out must be a list of names", 1, None)),
    ((HandRecord(sitting_out=("Ann", "ANN")),), ("Ann appears twice in sitting_out", 1, "Ann")),
    ((HandRecord(left=("Cat",)),),
     ("nobody can leave before the first hand (take them out of the players instead)", 1,
      "Cat")),
    ((PLAIN, HandRecord(left=("Cat",)), HandRecord(left=("Cat",))),
     ("Cat has already left the game", 3, "Cat")),
    ((PLAIN, HandRecord(left=("Cat", "Cat"))), ("Cat appears twice in left", 2, "Cat")),
    ((PLAIN, HandRecord(joined_after={"Dan": "Ann"})),
     ("joined_after names a seat for someone who did not join", 2, None)),
    ((HandRecord(joined={"Dan": 0}, joined_after={"Dan": "Ann"}),),
     ("nobody can join before the first hand (add them to the players instead)", 1, "Dan")),
    ((PLAIN, HandRecord(joined={"Dan": 0}, joined_after={"Eve": "Ann"})),
     ("joined_after must give the seat of each who joined, and of nobody else", 2, None)),
    ((PLAIN, HandRecord(joined={"Dan": 0}, joined_after={"Dan": "Ann", "Eve": "Ann"})),
     ("joined_after must give the seat of each who joined, and of nobody else", 2, None)),
    ((PLAIN, HandRecord(joined={"Dan": 0}, joined_after={"Dan": "Ann", 3: "Ann"})),
     ("joined_after must give the seat of each who joined, and of nobody else", 2, None)),
    ((PLAIN, HandRecord(joined={"Dan": 0}, joined_after={"dan": "Zed"})),
     ("joined_after: 'Zed' is not in this game", 2, "Zed")),
    ((PLAIN, HandRecord(left=("Cat",)),
      HandRecord(joined={"Dan": 0}, joined_after={"Dan": "Cat"})),
     ("Dan cannot sit after Cat, who has left", 3, "Dan")),
    ((PLAIN, HandRecord(left=("Cat",), joined={"Dan": 0}, joined_after={"Dan": "Cat"})),
     ("Dan cannot sit after Cat, who has left", 2, "Dan")),
    ((PLAIN, HandRecord(joined={"ben": 0}, joined_after={"ben": "Ann"})),
     ("Ben is in the game already", 2, "Ben")),
    ((PLAIN, HandRecord(left=("Cat",)),
      HandRecord(joined={"cat": 0}, joined_after={"cat": "Ann"})),
     ("Cat left the game and cannot come back (sit out instead of leaving)", 3, "Cat")),
    ((PLAIN, HandRecord(left=("Cat",), joined={"cat": 0}, joined_after={"cat": "Ann"})),
     ("Cat left the game and cannot come back (sit out instead of leaving)", 2, "Cat")),
    ((PLAIN, HandRecord(joined={"Dan": "5"}, joined_after={"Dan": "Ann"})),
     ("Dan's start total must be a whole number from -1,000,000 to 1,000,000, not '5'", 2,
      "Dan")),
    ((PLAIN, HandRecord(joined={"Dan": True}, joined_after={"Dan": "Ann"})),
     ("Dan's start total must be a whole number from -1,000,000 to 1,000,000, not True", 2,
      "Dan")),
    ((PLAIN, HandRecord(joined={"Dan": 1_000_001}, joined_after={"Dan": "Ann"})),
     ("Dan's start total must be a whole number from -1,000,000 to 1,000,000, not 1000001",
      2, "Dan")),
    ((PLAIN, HandRecord(joined={"Dan": -1_000_001}, joined_after={"Dan": "Ann"})),
     ("Dan's start total must be a whole number from -1,000,000 to 1,000,000, not -1000001",
      2, "Dan")),
    ((PLAIN, HandRecord(joined=NOT_A_MAP)),
     ("joined and joined_after must map names (to a start total, to a seated player)", 2,
      None)),
    ((PLAIN, HandRecord(joined={"Dan": 0}, joined_after=NOT_A_MAP)),
     ("joined and joined_after must map names (to a start total, to a seated player)", 2,
      None)),
])
def test_a_change_the_table_cannot_make_is_named_exactly(
        records: tuple[HandRecord, ...], refusal: tuple[str, int, str | None]) -> None:
    assert _refusal(*records) == refusal


def test_a_game_without_table_changes_names_the_first_change_key() -> None:
    from scorekeeper.rules.table_changes import refuse_changes

    with pytest.raises(RuleError) as caught:
        refuse_changes(HandRecord(left=("Ben",), sitting_out=("Ann",)), 4)
    assert str(caught.value) == ("hand 4: left: players join, leave or sit out only in a "
                                 "house game whose rules have table_changes: true")
    assert caught.value.rule == "table changes"
    with pytest.raises(RuleError, match=r"^hand 1: joined_after: "):
        refuse_changes(HandRecord(joined_after={"Dan": "Ann"}), 1)
    refuse_changes(HandRecord(bids={"Ann": 1}), 1)  # no change: nothing to refuse


def test_more_seated_than_the_pack_gives_a_card_each_is_refused() -> None:
    assert _refusal(PLAIN, pack=2) == (
        "3 players would be dealt in, but the 2-card pack cannot give each of them a card; "
        "someone must sit out", 1, None)
    assert _walk(PLAIN, pack=3)[0][0].seated == ("Ann", "Ben", "Cat")  # one card each


def test_a_start_total_may_be_as_far_as_a_million_either_way() -> None:
    for start in (-1_000_000, 1_000_000, 0):
        table, _ = _walk(PLAIN, HandRecord(joined={"dan": start},
                                           joined_after={"DAN": "cat"}))[1]
        assert dict(table.joined) == {"dan": start}
        assert table.ring == ("Ann", "Ben", "Cat", "dan")


def test_at_most_thirty_players_sit_down_in_one_game() -> None:
    """Everyone who ever sat down counts, joiners included (docs/rules.md)."""
    names = [f"P{i}" for i in range(30)]
    setup = GameSetup("house", tuple(names[:3]), "P0")
    joiners = HandRecord(joined={n: 0 for n in names[3:]},
                         joined_after={n: "P0" for n in names[3:]})
    tables = _walk(PLAIN, joiners, setup=setup)
    assert len(tables[1][0].ring) == 30
    one_more = replace(joiners, joined={**joiners.joined, "Zed": 0},
                       joined_after={**joiners.joined_after, "Zed": "P0"})
    with pytest.raises(RuleError) as caught:
        _walk(PLAIN, one_more, setup=setup)
    assert caught.value.detail == "a game has at most 30 players in all, joiners included"
    assert caught.value.hand == 2


def test_each_hands_table_and_dealer() -> None:
    """The deal passes to the next seated player on the left of the last dealer, over an
    empty seat and past anyone sitting out (docs/rules.md, the worked example)."""
    walked = _walk(PLAIN, HandRecord(joined={"Dan": 5}, joined_after={"Dan": "Ann"}),
                   HandRecord(sitting_out=("Ben",)), HandRecord(left=("Cat",)), PLAIN)
    dealers = [dealer for _, dealer in walked]
    assert dealers == ["Ann", "Dan", "Cat", "Ann", "Dan"]
    tables = [table for table, _ in walked]
    assert tables[1].ring == ("Ann", "Dan", "Ben", "Cat") and dict(tables[1].joined) == {
        "Dan": 5}
    assert tables[2].seated == ("Ann", "Dan", "Cat") and tables[2].sitting_out == ("Ben",)
    assert tables[3].seated == ("Ann", "Dan", "Ben") and tables[3].left == ("Cat",)
    assert tables[3].away == {"Cat"} and tables[4].away == {"Cat"}
    assert tables[4].left == () and tables[4].seated == ("Ann", "Dan", "Ben")


def test_the_first_dealer_sitting_out_passes_the_first_deal_on() -> None:
    walked = _walk(HandRecord(sitting_out=("Ann",)), PLAIN)
    assert [dealer for _, dealer in walked] == ["Ben", "Cat"]
    walked = _walk(HandRecord(sitting_out=("Ann",)), HandRecord(sitting_out=("Cat",)))
    assert [dealer for _, dealer in walked] == ["Ben", "Ann"]


def test_a_walk_resumed_after_a_hand_goes_on_as_if_walked() -> None:
    from scorekeeper.rules.table_changes import TableWalk

    records = (PLAIN, HandRecord(joined={"Dan": 5}, joined_after={"Dan": "Cat"}),
               HandRecord(left=("Ben",)), PLAIN)
    whole = _walk(*records)
    walk = TableWalk(SETUP, 52)
    walk.resume(whole[1][0], whole[1][1], ("Ann", "Ben", "Cat", "Dan"))
    assert walk.known("dan") == "Dan" and walk.known("Zed") is None and walk.known(3) is None
    assert [walk.next(r, n) for n, r in ((3, records[2]), (4, records[3]))] == whole[2:]
    with pytest.raises(RuleError, match="Dan is in the game already"):
        walk.next(HandRecord(joined={"Dan": 0}, joined_after={"Dan": "Ann"}), 5)


def test_the_whole_pack_is_counted_over_the_seated_not_everyone_in_the_game() -> None:
    """Thirteen each to four deal all 52 cards: no turn-up, the table is reminded; with
    one sitting out, 39 are dealt and a card is turned up as usual."""
    rules = {**RULES, "schedule": {"shape": "constant", "peak": 13}}
    game = _game(rules, players=("Ann", "Ben", "Cat", "Dan"))
    first = game.scorecard.current
    assert first.cards == 13 and first.whole_pack
    assert [str(r) for r in first.reminders] == ["All 52 cards are dealt: no turn-up, no trumps."]
    _play(game)
    game.apply(SitOut("Ben"))
    hand = game.scorecard.current
    assert hand.cards == 13 and not hand.whole_pack
    assert hand.reminders == ()


def test_the_next_hand_notes_the_reset_as_in_a_game_without_table_changes() -> None:
    """Totals on a multiple of 10 go back to 0 (docs/rules.md: the app notes the reset on
    the next hand): Ben and Cat make their zero bids, 10 each."""
    game = _game({**RULES, "reset_multiple": 10})
    _play(game)  # Ann deals and takes the 3 tricks
    assert game.scorecard.hands[0].totals == {"Ann": 0, "Ben": 0, "Cat": 0}
    assert [str(r) for r in game.scorecard.current.reminders] == [
        "Reset after hand 1: Ben, Cat back to 0"]


@pytest.mark.parametrize(("turn_up", "why"), [
    ("ZZ", "'ZZ' is not a card code (write rank then suit, like QH, 10S or 7C; the joker "
           "is JK)"),
    ("JK", "JK is not in the 52-card pack")])
def test_a_turn_up_that_is_no_card_of_the_pack_names_its_hand(turn_up: str, why: str) -> None:
    """Where the table may change, the turn-up is checked as in any game: one line with
    the hand and the rule."""
    from .helpers import card, doc

    with pytest.raises(RuleError) as refused:
        card(doc("house", ["Ann", "Ben", "Cat"], [{"turn_up": turn_up, "bids": {"Ben": 0}}],
                 rules=rules_from_dict(RULES).to_dict()))
    assert str(refused.value) == f"hand 1: {why}"
    assert (refused.value.hand, refused.value.rule) == (1, "turn-up")
