"""The built-in games' options as settings (docs/rules.md), and P&W's rematch dealer."""

from __future__ import annotations

from scorekeeper.rules import Bid, Game, Tricks
from scorekeeper.rules.games import variant
from scorekeeper.rules.games.engine import schedule_for
from scorekeeper.rules.games.misere import misere_score

MISERE = variant("oh-shit-misere")


def test_misere_length_picks_the_schedule() -> None:
    """full: 1 up to the peak of 9 and back to 1 (17 hands); half: 9 down to 1."""
    full = MISERE.rules_for({})
    assert schedule_for(full, 4)[0] == (1, 2, 3, 4, 5, 6, 7, 8, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    assert MISERE.rules_for({"length": "full"}) == full
    half = MISERE.rules_for({"length": "half"})
    assert schedule_for(half, 4)[0] == (9, 8, 7, 6, 5, 4, 3, 2, 1)


def test_misere_joker_and_big_pack() -> None:
    """A joker makes 53 (64 with the big pack); 6 or 7 players use the 63-card pack
    unless big_pack is off."""
    plain = MISERE.rules_for({})
    assert plain.jokers == 0 and plain.pack_name(6) == "63" and plain.pack_name(7) == "63"
    assert plain.pack_name(5) == "52"
    assert MISERE.rules_for({"joker": True}).jokers == 1
    small = MISERE.rules_for({"big_pack": False})
    assert small.pack_name(6) == "52" and small.pack_name(7) == "52"
    assert MISERE.rules_for({"big_pack": True}).pack_name(7) == "63"


def test_misere_scores_as_the_rule_book_says() -> None:
    """10 + t made (b ≥ 1), 5 for a zero made, +t over, −(b − t) short."""
    assert [misere_score(3, 3), misere_score(0, 0), misere_score(0, 1), misere_score(2, 3),
            misere_score(3, 1)] == [13, 5, 1, 3, -2]


def test_pw_rematch_the_player_right_of_the_winner_deals() -> None:
    pw = variant("oh-hell-pw")
    game = Game.new("oh-hell-pw", ["Ann", "Ben", "Cat"], "Cat")
    game.apply(Bid("Ann", 1))
    game.apply(Bid("Ben", 1))
    game.apply(Bid("Cat", 1))
    game.apply(Tricks({"Ann": 1, "Ben": 0, "Cat": 0}))  # Ann made 1: 11; the others lose
    card = game.scorecard
    assert card.winners == ("Ann",)
    assert pw.rematch_dealers(card, ["Ann", "Ben", "Cat"]) == ("Cat",)
    assert pw.rematch_dealers(card, ["Ben", "Ann", "Cat"]) == ("Ben",)
    assert pw.rematch_note(card, ["Ann", "Ben", "Cat"]) == (
        "Rematch: the player to the right of the winner (Ann) deals first.")
    assert pw.rematch_dealers(card, ["Ben", "Cat", "Dan"]) == ("Ben",)
    assert pw.rematch_note(card, ["Ben", "Cat", "Dan"]) == (
        "Rematch: the winner is not at the table, so anyone may deal first.")


def test_pw_rematch_after_a_shared_win_offers_each_dealer() -> None:
    pw = variant("oh-hell-pw")
    game = Game.new("oh-hell-pw", ["Ann", "Ben", "Cat", "Dan"], "Dan")
    for player in ("Ann", "Ben", "Cat", "Dan"):
        game.apply(Bid(player, 0))
    game.apply(Tricks({"Ann": 0, "Ben": 0, "Cat": 0, "Dan": 1}))  # Ann, Ben, Cat: 10 each
    card = game.scorecard
    assert set(card.winners) == {"Ann", "Ben", "Cat"}
    seating = ["Ann", "Ben", "Cat", "Dan"]
    assert set(pw.rematch_dealers(card, seating)) == {"Dan", "Ann", "Ben"}
    note = pw.rematch_note(card, seating)
    assert note.startswith("Rematch: the player to the right of the winner (")
    assert " The winners tied: choose between " in note
