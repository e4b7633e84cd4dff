"""Players' names: one rule for the new-game screen, ``scorekeeper new`` and files."""

from __future__ import annotations

import pytest

from scorekeeper.rules import Game, SetupError
from scorekeeper.rules.commands import Bid

OTHERS = ["Ben", "Cat"]


@pytest.mark.parametrize(("name", "words"), [
    ("A\x1b[2Jnn", "control character (U+001B)"),
    ("Ann\x00", "control character (U+0000)"),
    ("An\tn", "control character (U+0009)"),
    ("An\x85n", "control character (U+0085)"),
    ("An\u2028n", "control character (U+2028)"),
    ("An\u202en", "control character (U+202E)"),
    ("An\udcffn", "not valid Unicode"),  # what an undecodable byte on a command line becomes
    ("A" * 41, "41 characters long; a name has at most 40"),
    ("e\u0301" * 41, "41 characters long"),  # counted once composed: 41 é
    ("", "needs a name"),
    ("   ", "needs a name"),
])
def test_a_new_game_refuses_the_name(name: str, words: str) -> None:
    with pytest.raises(SetupError) as refused:
        Game.new("oh-hell-pw", [name, *OTHERS], "Ben")
    message = str(refused.value)
    assert words in message
    for char in "\x1b\x00\t\x85\u2028\u202e\udcff":
        assert char not in message  # shown escaped, never raw


@pytest.mark.parametrize("name", ["Ann", "  Ann  ", "A" * 40, "e\u0301" * 40, "Zoë",
                                  "José María", "李小龙", "👨\u200d👩\u200d👧", "O'Brien-Smith"])
def test_a_new_game_takes_the_name(name: str) -> None:
    game = Game.new("oh-hell-pw", [name, *OTHERS], "Ben")
    assert game.setup.players[0] == name.strip()


@pytest.mark.parametrize(("first", "second"), [
    ("Zo\u00e9", "ZOE\u0301"),  # composed and decomposed é are one letter
    ("Ann", "ANN"),
    ("Ann", " ann "),
    ("Straße", "STRASSE"),
])
def test_names_that_compare_equal_are_refused(first: str, second: str) -> None:
    with pytest.raises(SetupError, match="are the same name"):
        Game.new("oh-hell-pw", [first, second, "Cat"], "Cat")


def test_a_player_is_found_under_either_normal_form() -> None:
    game = Game.new("oh-hell-pw", ["Zo\u00e9", "Ben", "Cat"], "Cat")  # Zoé bids first
    game.apply(Bid("ZOE\u0301", 0))
    assert game.scorecard.current.bids == {"Zo\u00e9": 0}


def test_names_kept_give_the_same_answers_and_stay_bounded(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A name's key and its check are kept for the next time it is seen (an archive spells
    a few dozen names again and again): the same answers, a refusal every time, and
    however many names come, what is kept stays bounded."""
    from scorekeeper.rules import names
    from scorekeeper.rules.errors import PlayerNameError

    monkeypatch.setattr(names, "_KEYS", {})
    monkeypatch.setattr(names, "_CHECKED", {})
    monkeypatch.setattr(names, "NAMES_KEPT", 3)
    for _ in range(2):
        assert names.name_key(" Ann ") == "ann"
        assert names.name_key("A\u0301NN") == names.name_key("\u00e1nn")
        assert names.check_name("  Ben ") == "Ben"
        for bad in ("Cat\x1b", " ", "x" * 41):
            with pytest.raises(PlayerNameError):
                names.check_name(bad, seat=2)
        for name in [f"P{i}" for i in range(10)]:
            assert names.check_name(name) == name and names.name_key(name) == name.lower()
            assert len(names._KEYS) <= 3 and len(names._CHECKED) <= 3
    assert names._KEYS and names._CHECKED


def test_a_refused_name_is_said_word_for_word_naming_the_seat() -> None:
    from scorekeeper.rules.names import check_name

    cases = [
        (7, 2, "player 2's name must be text, not 7", None),
        (None, None, "a player's name must be text, not None", None),
        (["Ann"], 2, "player 2's name must be text, not ['Ann']", None),  # unhashable too
        ("A\x1bn", 3, "player 3's name 'A\\x1bn' holds a control character (U+001B)",
         "A\\x1bn"),
        ("A\ud800", None, "a player's name 'A\\ud800' is not valid Unicode (a lone "
                          "surrogate)", "A\\ud800"),
        ("A\udfff", 1, "player 1's name 'A\\udfff' is not valid Unicode (a lone surrogate)",
         "A\\udfff"),
        (" ", 1, "every player needs a name", None),
        (" " + "B" * 41 + " ", 4, f"player 4's name '{'B' * 41}' is 41 characters long; a name "
                                  "has at most 40 characters", "B" * 41),
    ]
    for name, seat, message, player in cases:
        with pytest.raises(SetupError) as refused:
            check_name(name, seat=seat)
        assert str(refused.value) == message
        assert refused.value.player == player and refused.value.rule == "players"


def test_text_is_made_safe_for_a_terminal() -> None:
    from scorekeeper.rules.names import terminal_safe, unsafe_character

    assert terminal_safe("a\nb\rc\td\x1b[2J\x7f\x9f\u2028\u202e\u2066") == (
        "a\\nb\\rc\\td\\x1b[2J\\x7f\\x9f\\u2028\\u202e\\u2066")
    assert terminal_safe("line\nnext\x1b", keep="\n") == "line\nnext\\x1b"
    assert terminal_safe("Zoë 李") == "Zoë 李"
    assert terminal_safe("\x00\x01") == "\\x00\\x01"
    assert unsafe_character("An\u2029n\x00") == "\u2029"
    assert unsafe_character("Ann") is None
    for safe in ("\x20", "\xa0", "\u2027", "\u202f", "\u2065", "\u206a", "\ud7ff", "\ue000"):
        assert unsafe_character(f"a{safe}") is None, repr(safe)
    for unsafe in ("\x1f", "\x7f", "\x80", "\x9f", "\u202a", "\u2069", "\udbff", "\udc00"):
        assert unsafe_character(f"a{unsafe}") == unsafe, repr(unsafe)


def test_names_compare_composed_without_case_or_spaces() -> None:
    from scorekeeper.rules.names import name_key

    assert name_key(" Zo\u00e9 ") == name_key("ZOE\u0301") == "zo\u00e9"
    assert name_key("Straße") == name_key("strasse") == "strasse"
    assert name_key("\u212b") == "\u00e5"  # the angstrom sign composes to å
