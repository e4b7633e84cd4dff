"""The live page in the phone's language: chosen by the browser's Accept-Language,
its words from the app's catalogues, names still text."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest

from scorekeeper.exports.qt_words import other_languages
from scorekeeper.live.server import LiveServer
from scorekeeper.live.state import in_language, live_state
from scorekeeper.live.words import SCRIPT_WORDS, page_language
from scorekeeper.rules import Game, Scorecard
from scorekeeper.rules.games import HOUSE
from scorekeeper.rules.presets import PRESETS

from .helpers import bid_round, request


@pytest.mark.parametrize("header, language", [
    ("de-CH,de;q=0.9,en;q=0.8", "de"), ("fr", "fr"), ("en-GB,fr;q=0.5", "en"),
    ("ja,nl;q=0.7,de;q=0.3", "nl"), ("es-419;q=0.2, it;q=0.9", "it"),
    ("pt-BR", "en"), ("", "en"), (None, "en"), ("*", "en"), ("de;q=0, fr;q=0.1", "fr"),
    ("de;q=abc", "de"), (";;;,,,", "en"),
])
def test_the_phones_language_is_the_first_one_shipped(header: str | None,
                                                      language: str) -> None:
    assert page_language(header) == language


@pytest.fixture
def live() -> Iterator[LiveServer]:
    opened = LiveServer("127.0.0.1", 0).start()
    opened.publish({"status": "in progress", "players": ["Ann", "Ben"]})
    yield opened
    opened.stop()


def words_block(body: bytes) -> dict[str, str]:
    found = re.search(rb'<script id="words" type="application/json">(.*?)</script>', body)
    assert found is not None
    return json.loads(found.group(1))


@pytest.mark.parametrize("header, lang, heading, deals, link", [
    ("de-DE,de;q=0.9", "de", "<h2>Stand</h2>", "{0} gibt", "Live"),
    ("fr-FR", "fr", "<h2>Classement</h2>", "{0} distribue", "En direct"),
    ("es", "es", "<h2>Clasificación</h2>", "Reparte {0}", "En directo"),
    ("it", "it", "<h2>Classifica</h2>", "Dà le carte {0}", "In diretta"),
    ("nl", "nl", "<h2>Stand</h2>", "{0} geeft", "Live"),
])
def test_the_page_is_sent_in_the_phones_language(live: LiveServer, header: str, lang: str,
                                                 heading: str, deals: str,
                                                 link: str) -> None:
    status, _headers, body = request(live.url, headers={"Accept-Language": header})
    assert status == 200
    assert f'<html lang="{lang}">'.encode() in body
    assert heading.encode() in body and b"<h2>Standings</h2>" not in body
    words = words_block(body)
    assert set(words) == set(SCRIPT_WORDS)
    assert (words["deals"], words["live"]) == (deals, link)


def test_english_is_the_page_as_written(live: LiveServer) -> None:
    _status, _headers, body = request(live.url, headers={"Accept-Language": "en-GB"})
    assert body == live.files[""][0]
    assert b'id="words"' not in body and b"<h2>Standings</h2>" in body


def _house_game_bid() -> Scorecard:
    """A house game (twenty-plus-ten) with every bid of its first hand in."""
    rules = PRESETS["twenty-plus-ten"].rules
    game = Game.new(HOUSE, ["Ann", "Ben", "Cat"], "Ann", {"rules": rules.to_dict()})
    return bid_round(game.apply, game.scorecard)


@pytest.mark.parametrize("header, players, summary", [
    ("de-DE,de;q=0.9", "3 bis 7 Spieler.", " angesagt, "),
    ("fr", "De 3 à 7 joueurs.", " annoncés, "),
    ("en-GB", "3 to 7 players.", " bid, "),
    ("pt-BR", "3 to 7 players.", " bid, "),  # a language not shipped: English
])
def test_each_phone_gets_the_sentences_in_its_language(header: str, players: str,
                                                       summary: str) -> None:
    """One state for every phone, its house rules and bid summary in each one's language."""
    card = _house_game_bid()
    with LiveServer("127.0.0.1", 0) as live:
        live.publish(live_state(card, 1, None, other_languages()))
        path = f"/{live.token}/state.json"
        _status, _headers, body = request(live.url, path=path,
                                          headers={"Accept-Language": header})
    state = json.loads(body)
    assert state["house_rules"]["lines"][0]["text"] == players
    assert summary in state["in_play"]["bid_summary"]
    assert "languages" not in state and "rules_file" not in state


def test_a_language_sent_with_no_phone_asking_changes_nothing_in_english() -> None:
    card = _house_game_bid()
    assert in_language(live_state(card, 1, None, other_languages()), "en") == in_language(
        live_state(card, 1), "en")


@pytest.mark.parametrize("header, reason, reminder", [
    ("de-DE,de;q=0.9", "Pik ist immer Trumpf", "Runde mit einer Karte: nicht hinschauen!"),
    ("fr", "Piques : toujours atout", "Donne à une carte : ne regardez pas !"),
    ("en-GB", "spades are always trump", "One-card hand: don't look!"),
])
def test_why_trump_and_the_reminders_are_in_the_phones_language(
        header: str, reason: str, reminder: str) -> None:
    game = Game.new("whysteria", ["Ann", "Ben", "Cat"], "Ann",
                    {"schedule": "constant", "cards": 1})
    with LiveServer("127.0.0.1", 0) as live:
        live.publish(live_state(game.scorecard, 1, None, other_languages()))
        path = f"/{live.token}/state.json"
        _status, _headers, body = request(live.url, path=path,
                                          headers={"Accept-Language": header})
    play = json.loads(body)["in_play"]
    assert play["trump_reason"].capitalize() == reason.capitalize()
    assert len(play["reminders"]) == 1 and play["reminders"][0].startswith(reminder)
    # What the game holds is the English, whatever a phone reads.
    assert str(game.scorecard.current.reminders[0]).startswith("One-card hand")
