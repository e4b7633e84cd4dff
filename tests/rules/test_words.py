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


def test_english_places_past_the_teens() -> None:
    """"th" for 11 to 13 in every hundred, else by the last digit."""
    places = [ENGLISH.ordinal(n) for n in (10, 13, 20, 22, 23, 100, 101, 111, 112, 113, 121)]
    assert places == ["10th", "13th", "20th", "22nd", "23rd", "100th", "101st", "111th",
                      "112th", "113th", "121st"]


@pytest.mark.parametrize(("language", "places"), [
    ("it", ["1º", "2º", "11º"]), ("nl", ["1e", "2e", "11e"]),
    ("pt", ["1.", "2.", "11."]),  # a language without a rule of its own
])
def test_the_other_languages_places(language: str, places: list[str]) -> None:
    assert [Words(language).ordinal(n) for n in (1, 2, 11)] == places


def test_plural_marks_are_resolved_for_one_and_for_more() -> None:
    from scorekeeper.rules.words import english_plural

    text = "%n bod(y|ies) and %n box(es), (s)"
    assert english_plural(text, 1) == "%n body and %n box, "
    assert english_plural(text, 2) == "%n bodies and %n boxes, s"
    assert english_plural(text, 0) == "%n bodies and %n boxes, s"
    assert [Count(n, noun).text(ENGLISH) for n, noun in
            ((1, "trick"), (3, "trick"), (1, "hand"), (2, "hand"))] == [
        "1 trick", "3 tricks", "1 hand", "2 hands"]


def test_a_catalogue_that_knows_the_sentence_is_used_and_one_that_does_not_is_not() -> None:
    asked: list[tuple[str, str, int]] = []

    def lookup(source: str, disambiguation: str, n: int) -> str:
        asked.append((source, disambiguation, n))
        return {"Hand {0}": "Runde {0}", "%n trick(s)": "%n Stiche"}.get(source, "")

    words = Words("de", lookup, lambda n: f"<{n}>")
    assert words.tr("Hand {0}") == "Runde {0}"
    assert words.tr("Score", "a column") == "Score"
    assert words.tr("%n trick(s)", "", 3) == "<3> Stiche"
    assert words.tr("%n card(s)", "", 1) == "<1> card"
    assert words.tr("%n card(s)", "", 0) == "<0> cards"
    assert asked == [("Hand {0}", "", -1), ("Score", "a column", -1), ("%n trick(s)", "", 3),
                     ("%n card(s)", "", 1), ("%n card(s)", "", 0)]
    assert words.signed(-4) == "-<4>" and words.signed(0) == "+<0>"
    assert words.percent(0.5) == "<50>%" and words.percent(0.0) == "<0>%"
    assert words.names(("Ann", "Ben")) == "Ann and Ben"


def test_names_in_a_sentence() -> None:
    assert ENGLISH.names([]) == "—" and ENGLISH.names(("Ann",)) == "Ann"
    assert ENGLISH.names(("Ann", "Ben")) == "Ann and Ben"
    words = Words("de", lambda s, _d, _n: {"{0} and {1}": "{0} und {1}"}.get(s, ""))
    assert words.names(["Ann", "Ben", "Cat"]) == "Ann, Ben und Cat"


def test_dates_and_times_as_english_writes_them() -> None:
    from datetime import UTC, date, datetime

    day = date(2026, 2, 7)
    assert ENGLISH.day(day) == "2026-02-07"
    assert ENGLISH.long_day(day) == "7 February 2026"
    assert ENGLISH.short_day(date(2026, 12, 25)) == "25 Dec 2026"
    assert ENGLISH.long_day(date(2026, 1, 1)) == "1 January 2026"
    assert ENGLISH.decimal(1.5, 2) == "1.50" and ENGLISH.decimal(2.345, 1) == "2.3"
    stamp = "2026-11-27T19:05:00+00:00"
    local = datetime(2026, 11, 27, 19, 5, tzinfo=UTC).astimezone()
    assert ENGLISH.moment(stamp) == local.strftime("%Y-%m-%d %H:%M")
    assert ENGLISH.moment("yesterday") == "yesterday"


def test_what_goes_into_a_said_sentence() -> None:
    from scorekeeper.rules.words import QT_TRANSLATE_NOOP, Word

    said = Said("{0}|{1}|{2}|{3}", ("Ann", True, 1500, Word("spades")))
    words = Words("de", lambda s, _d, _n: {"spades": "Pik"}.get(s, ""), lambda n: f"{n:,}")
    assert said.text(words) == "Ann|True|1,500|Pik"
    assert str(said) == "Ann|True|1500|spades"
    assert QT_TRANSLATE_NOOP("words", "as it is") == "as it is"


def test_a_whole_share_is_a_hundred_percent_in_the_catalogues_words() -> None:
    from .catalogue_words import MarkedWords

    marked = MarkedWords("de")
    assert marked.words.percent(1.0) == "#100⟨ %⟩"
    assert marked.words.names(["Ann", "Ben", "Cat"]) == "Ann, Ben⟨ und ⟩Cat"
    assert marked.missing == []


@pytest.mark.parametrize("what", ["card", "trick", "hand"])
def test_a_count_is_found_in_the_catalogues_words(what: str) -> None:
    """A count is looked up as the catalogue keeps it (its source and an empty
    disambiguation): one not found would stay in English in every language."""
    from .catalogue_words import MarkedWords

    marked = MarkedWords("de")
    assert Count(3, what).text(marked.words).startswith("#3")
    assert marked.missing == []
