"""The rules' sentences through :class:`Words`: English word for word as before when
nothing is handed in, another language's words, places and numbers when a catalogue
is — without Qt (a lookup table stands in for the app's catalogue here)."""

from __future__ import annotations

import pickle

import pytest

from scorekeeper.rules import ForbiddenBidError, Game, ScorekeeperError
from scorekeeper.rules.commands import Bid, Undo
from scorekeeper.rules.describe import ordinal
from scorekeeper.rules.words import ENGLISH, ORDINALS, Count, Said, Words

GERMAN = {
    "{0} deals and may not bid {1} (bids would total the {2})":
        "{0} gibt und darf nicht {1} ansagen (die Ansagen ergäben die {2})",
    "hand {0}: {1}": "Runde {0}: {1}",
    "%n card(s)": "%n Karten",
    "there is nothing to undo": "es gibt nichts rückgängig zu machen",
}
WORDS = Words("de", lambda source, _d, _n: GERMAN.get(source, ""),
              lambda n: f"{n:,}".replace(",", "."))


@pytest.mark.parametrize("language, places", [
    ("en", ["1st", "2nd", "3rd", "4th", "11th", "12th", "21st", "102nd"]),
    ("de", ["1.", "2.", "3.", "4.", "11.", "12.", "21.", "102."]),
    ("fr", ["1er", "2e", "3e", "4e", "11e", "12e", "21e", "102e"]),
    ("es", ["1.º", "2.º", "3.º", "4.º", "11.º", "12.º", "21.º", "102.º"]),
])
def test_each_language_writes_places_its_own_way(language: str, places: list[str]) -> None:
    words = Words(language)
    assert [ordinal(n, words) for n in (1, 2, 3, 4, 11, 12, 21, 102)] == places
    assert language in ORDINALS


def test_english_plurals_and_numbers_are_as_they_were() -> None:
    assert [Count(n, "card").text(ENGLISH) for n in (0, 1, 2)] == ["0 cards", "1 card",
                                                                  "2 cards"]
    assert ENGLISH.signed(12) == "+12" and ENGLISH.signed(-3) == "-3"
    assert ENGLISH.signed(0) == "+0" and ENGLISH.number(1234) == "1234"
    assert ENGLISH.names(["Ann", "Ben", "Cat"]) == "Ann, Ben and Cat"
    assert ENGLISH.moment("2026-11-27T19:00:00+00:00")[:4] == "2026"
    assert ENGLISH.percent(0.456) == "46%" and ENGLISH.percent(None) == "—"


def dealer_refused() -> ForbiddenBidError:
    game = Game.new("oh-shit-updown", ["Ann", "Ben", "Cat"], "Cat")
    game.apply(Bid("Ann", 3))
    game.apply(Bid("Ben", 2))
    with pytest.raises(ForbiddenBidError) as refused:
        game.apply(Bid("Cat", 2))
    return refused.value


def test_a_refusal_reads_as_ever_in_english_and_in_the_words_given() -> None:
    error = dealer_refused()
    assert str(error) == "hand 1: Cat deals and may not bid 2 (bids would total the 7 cards)"
    assert error.text(ENGLISH) == str(error)
    assert error.text(WORDS) == ("Runde 1: Cat gibt und darf nicht 2 ansagen (die Ansagen "
                                 "ergäben die 7 Karten)")
    assert error.detail_text(WORDS).startswith("Cat gibt")
    again = pickle.loads(pickle.dumps(error))  # between the store's process and the app's
    assert again.text(WORDS) == error.text(WORDS)


def test_a_refusal_without_a_kept_sentence_is_shown_as_it_is() -> None:
    game = Game.new("oh-shit-updown", ["Ann", "Ben", "Cat"], "Cat")
    with pytest.raises(ScorekeeperError) as refused:
        game.apply(Undo())
    assert refused.value.text(WORDS) == "es gibt nichts rückgängig zu machen"
    plain = ScorekeeperError("no database at x.db")
    assert plain.said is None and plain.text(WORDS) == "no database at x.db"


def test_a_said_sentence_formats_its_values_in_the_language() -> None:
    said = Said("the tricks add up to {0}, but {1} were dealt", (1234, Count(2, "card")))
    assert str(said) == "the tricks add up to 1234, but 2 cards were dealt"
    assert said.text(WORDS) == "the tricks add up to 1.234, but 2 Karten were dealt"
