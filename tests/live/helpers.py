"""Builders and a plain HTTP client for the live page's tests."""

from __future__ import annotations

import http.client
import socket
import time
from collections.abc import Callable, Mapping
from typing import Any
from urllib.parse import urlsplit

from scorekeeper.rules import Scorecard
from scorekeeper.rules.commands import Bid, Tricks

Apply = Callable[[Mapping[str, Any]], Any]


def bid_round(apply: Apply, card: Scorecard) -> Scorecard:
    """Everyone bids, in the order the rules ask, a bid the rules allow (0, else 1)."""
    hand = card.current
    while hand is not None and hand.expected_bidder is not None:
        player = hand.expected_bidder
        barred = hand.forbidden_bid == 0 and player == hand.final_bidder
        apply(Bid(player, 1 if barred else 0))
        card = _card(apply)
        hand = card.current
    return card


def play_hand(apply: Apply, card: Scorecard) -> Scorecard:
    """A whole hand: the bids, then the first player takes every trick."""
    card = bid_round(apply, card)
    hand = card.current
    players = card.setup.players
    apply(Tricks({p: (hand.cards if i == 0 else 0) for i, p in enumerate(players)}))
    return _card(apply)


def _card(apply: Apply) -> Scorecard:
    owner = getattr(apply, "__self__", None)
    return owner.scorecard


def request(url: str, method: str = "GET", path: str | None = None,
            headers: Mapping[str, str] | None = None,
            body: bytes | None = None) -> tuple[int, dict[str, str], bytes]:
    """One request (any method, any path on the server of ``url``): status, headers, body."""
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    try:
        connection.request(method, path if path is not None else parts.path, body=body,
                           headers=dict(headers or {}))
        answer = connection.getresponse()
        return answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read()
    finally:
        connection.close()


def not_served(url: str) -> bool:
    """Nothing answers at ``url`` any more: no server there, or (the tests run in
    several processes, each of which may take the usual port) another one that does
    not know this page."""
    try:
        status, _, _ = request(url)
    except OSError:
        return True
    return status == 404


def raw(url: str, data: bytes) -> bytes:
    """Bytes straight onto the socket; whatever comes back before the server closes."""
    parts = urlsplit(url)
    with socket.create_connection((parts.hostname, parts.port), timeout=10) as sock:
        sock.sendall(data)
        chunks = []
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks)


def until(condition: Callable[[], bool], seconds: float = 10.0) -> bool:
    """Whether ``condition`` came true within ``seconds`` (looked at every 10 ms)."""
    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            return False
        time.sleep(0.01)
    return True
