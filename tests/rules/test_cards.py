"""Card codes as the scorekeeper types them (docs/rules.md: rank then suit, the joker
JK): a code read in any case and spacing, anything else refused naming what was typed."""

from __future__ import annotations

import pytest

from scorekeeper.rules.cards import STANDARD_52, CardError, parse_card

HOW = "(write rank then suit, like QH, 10S or 7C; the joker is JK)"


@pytest.mark.parametrize(("text", "code"), [("qh", "QH"), (" 10s ", "10S"), ("jk", "JK")])
def test_a_card_code_is_read_in_any_case_and_spacing(text: str, code: str) -> None:
    assert parse_card(text) == code


@pytest.mark.parametrize(("text", "shown"), [
    ("1H", "'1H'"),  # a suit, but no rank
    (" QX ", "'QX'"),  # a rank, but no suit
    ("  ", "'  '"),  # nothing but spaces: shown as typed
    ("", "''"),
])
def test_a_text_that_is_no_card_code_is_refused_naming_it(text: str, shown: str) -> None:
    with pytest.raises(CardError) as refused:
        parse_card(text)
    assert str(refused.value) == f"{shown} is not a card code {HOW}"


def test_a_card_not_in_the_pack_is_refused_as_a_turn_up_of_its_hand() -> None:
    assert STANDARD_52.check("as") == "AS"
    with pytest.raises(CardError) as refused:
        STANDARD_52.check("jk", hand=3)
    assert str(refused.value) == "hand 3: JK is not in the 52-card pack"
    assert (refused.value.hand, refused.value.rule) == (3, "turn-up")
