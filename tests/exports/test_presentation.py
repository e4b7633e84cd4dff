"""The one presentation of a scorecard, checked against what the rules derived."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from scorekeeper.exports.presentation import Outcome, ordinal, present
from scorekeeper.rules import VARIANTS, Scorecard, TrickVariant, evaluate, variant
from scorekeeper.rules.game_record import frozen_map
from scorekeeper.rules.simulate import simulate
from scorekeeper.rules.tally import Tally
from tests.rules.helpers import card, doc

PLAYERS = ["Ann", "Ben", "Cat", "Dan"]


def played(key: str, seed: int = 1, hands: int | None = 6, **options: object) -> Scorecard:
    """A game of ``key`` some hands in; where the game has penalties, Ben has one."""
    result = simulate(random.Random(seed), key, PLAYERS, "Ann", dict(options), hands=hands)
    rules = variant(key)
    if isinstance(rules, TrickVariant) and rules.penalty_name and len(result.hands) > 1:
        records = list(result.state.hands)
        records[1] = replace(records[1], penalties=frozen_map({"Ben": 1}))
        result = evaluate(replace(result.state, hands=tuple(records)))
    return result


@pytest.mark.parametrize("key", list(VARIANTS))
def test_every_cell_says_what_the_rules_derived(key: str) -> None:
    scored = played(key)
    shown = present(scored)
    rules = variant(key)
    assert shown.players == scored.setup.players
    assert [c.player for c in shown.columns if c.player] == list(scored.setup.players)
    assert (shown.column("trump") is not None) == rules.has_bids
    assert (shown.column("cards") is not None) == rules.has_bids
    assert [r.number for r in shown.recorded] == [h.number for h in scored.hands]
    for row, hand in zip(shown.rows, scored.hands, strict=False):
        assert row.dealer == hand.dealer and row.complete == hand.complete
        for cell in row.cells:
            p = cell.player
            assert cell.dealer == (hand.dealer == p)
            if rules.has_bids:
                assert cell.bid == hand.bids.get(p)
                if hand.complete:
                    assert cell.score == hand.scores[p] and cell.total == hand.totals[p]
                    assert cell.corner == f"{hand.scores[p]:+d}"
                    assert cell.made == (p in hand.made)
                    assert cell.negative == (hand.scores[p] < 0)
                    assert cell.penalty == hand.penalties.get(p, 0)
                    assert cell.marks == "!" * cell.penalty
                    assert cell.bottom == ("↺ 0" if p in hand.resets else str(hand.totals[p]))
                    assert cell.top == f"{hand.bids[p]}/{hand.tricks[p]}"
                    assert cell.text.startswith(f"{cell.top} {cell.corner} ={cell.total}")
            else:
                assert cell.total == (hand.totals or {}).get(p)
                assert (cell.outcome is Outcome.LOST) == (hand.loser == p)
                assert (cell.outcome is Outcome.WON) == (hand.winner == p)
                assert cell.made == (hand.winner == p)
                if hand.out_order:
                    assert cell.out_place == hand.out_order.index(p) + 1


@pytest.mark.parametrize("key", list(VARIANTS))
def test_places_and_tally_words_come_from_the_rules(key: str) -> None:
    scored = played(key, hands=None)
    shown = present(scored)
    tally = variant(key).tally(scored.setup)
    assert shown.tally is tally
    assert [(p.place, p.player, p.total, p.shared) for p in shown.places] == \
        [(s.place, s.player, s.total, s.shared) for s in scored.standings]
    for place in shown.places:
        assert place.ordinal == ordinal(place.place)
        assert place.label == place.ordinal + ("=" if place.shared else "")
        assert place.total_text == tally.unit(place.total)
    assert shown.places_heading == ("Final places" if scored.over else "Standings")
    assert ("! penalty" in shown.legend) == (variant(key).penalty_name is not None)


def test_a_tally_counts_losses_or_wins_in_the_singular_too() -> None:
    losses = present(card(doc("shithead", ["Ann", "Ben"], [{"loser": "Ben"}], stopped=True)))
    assert losses.tally is Tally.LOSSES
    assert {p.player: p.total_text for p in losses.places} == {"Ann": "0 losses",
                                                              "Ben": "1 loss"}
    wins = present(card(doc("shithead", ["Ann", "Ben"], [{"winner": "Ann"}], stopped=True,
                            options={"mode": "winner"})))
    assert wins.tally is Tally.WINS
    assert {p.player: p.total_text for p in wins.places} == {"Ann": "1 win", "Ben": "0 wins"}
    assert wins.rows[0].cell("Ann").made and not wins.rows[0].cell("Ben").made


def test_a_reset_is_marked_and_explained_by_the_game() -> None:
    key = "oh-hell-pw"
    for seed in range(200):
        scored = simulate(random.Random(seed), key, PLAYERS, "Ann")
        hand = next((h for h in scored.hands if h.resets), None)
        if hand is not None:
            break
    else:
        pytest.fail("no reset in 200 games")
    shown = present(scored)
    player = sorted(hand.resets)[0]
    cell = shown.rows[hand.number - 1].cell(player)
    assert cell.reset and cell.bottom == "↺ 0" and "↺0" in cell.text
    assert variant(key).reset_text in cell.tooltip
    assert "↺" in shown.legend and "↺" in shown.legend_text


def test_the_next_hand_is_shown_on_screen_only() -> None:
    scored = played("oh-shit-updown", hands=3)
    shown = present(scored)
    assert scored.next_hand is not None
    assert len(shown.rows) == len(scored.hands) + 1 and not shown.rows[-1].recorded
    assert shown.next_line == f"Next: hand 4, {scored.next_hand.cards} cards, " \
        f"{scored.next_hand.dealer} deals"
    over = played("oh-shit-updown", hands=None)
    assert over.over and all(r.recorded for r in present(over).rows)


def test_leaders_are_first_place_after_a_hand() -> None:
    fresh = present(played("oh-shit-updown", hands=0))
    assert fresh.leaders == frozenset()
    scored = played("oh-shit-updown", hands=4)
    assert present(scored).leaders == {s.player for s in scored.standings if s.place == 1}


@pytest.mark.parametrize(("n", "word"), [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"),
                                         (11, "11th"), (12, "12th"), (13, "13th"),
                                         (21, "21st"), (22, "22nd"), (101, "101st"),
                                         (111, "111th")])
def test_ordinals(n: int, word: str) -> None:
    assert ordinal(n) == word


def test_the_ledger_has_a_line_per_completed_hand_per_player() -> None:
    scored = played("oh-shit-misere")
    shown = present(scored)
    assert len(shown.ledger) == len(scored.completed) * len(PLAYERS)
    assert all(len(line) == len(shown.ledger_columns) for line in shown.ledger)
    last = scored.completed[-1]
    for line in shown.ledger[-len(PLAYERS):]:
        record = dict(zip(shown.ledger_columns, line, strict=True))
        assert int(record["total"]) == last.totals[record["player"]]


@pytest.mark.parametrize("key", [k for k, r in VARIANTS.items() if r.penalty_name])
def test_a_penalty_is_marked_and_named_as_the_game_calls_it(key: str) -> None:
    shown = present(played(key))
    cell = shown.rows[1].cell("Ben")
    assert cell.penalty == 1 and cell.marks == "!" and cell.text.endswith("!")
    assert f"1 {variant(key).penalty_name}" in cell.tooltip
