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
