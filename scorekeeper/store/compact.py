"""How a game's base record is kept: JSON, compressed with a dictionary of its own words.

An imported game keeps its whole record of play in ``games.base``; as plain JSON
that was two thirds of the file. Raw DEFLATE primed with a dictionary of the
format's keys and seat tokens brings a typical record from about 1.6 KB to 250
bytes, so a club's 100,000 games stay small. A stored value is text (JSON, as
written before m007) or bytes: one version byte, then the compressed JSON. The
dictionary of a version is never changed: a new one gets a new version byte.
"""

from __future__ import annotations

import json
import zlib
from typing import Any

_V1 = 1
_DICTIONARY_V1 = (
    b'"tricks":{"#0":0,"#1":1,"#2":2,"#3":3,"#4":1,"#5":0,"#6":2},"penalties":{"#1":1},'
    b'"bid_order":["#0","#1","#2","#3"]},{"turn_up":null,"bids":{"#0":1,"#1":0,"#2":2,'
    b'"#3":1,"#4":0,"#5":1,"#6":0},"out_order":["#0","#1","#2","#3","#4"]},{"loser":"#1"},'
    b'{"winner":"#2"},{"format":"scorekeeper-game","version":1,"variant":"oh-hell-pw",'
    b'"options":{"length":"full","joker":false,"big_pack":false,"schedule":"standard",'
    b'"cards":7,"mode":"loser","jokers":false,"table_cards":3,"target":null},'
    b'"players":["#0","#1","#2","#3","#4"],"first_dealer":"#0","stopped":false,'
    b'"hands":[{"turn_up":"QH","bids":{"#0":0,"#1":1,"#2":0,"#3":1},'
    b'"tricks":{"#0":0,"#1":1,"#2":0,"#3":0}}'
)


def pack_record(document: Any) -> bytes:
    """``document`` (JSON-able) as a stored value."""
    text = json.dumps(document, separators=(",", ":"), ensure_ascii=False).encode()
    packer = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY,
                              _DICTIONARY_V1)
    return bytes([_V1]) + packer.compress(text) + packer.flush()


def unpack_record(value: str | bytes) -> Any:
    """The document kept in ``value``; ``ValueError`` if it cannot be read."""
    if isinstance(value, str):
        return json.loads(value)
    if not value or value[0] != _V1:
        raise ValueError("its record is in a format this Scorekeeper does not know")
    try:
        unpacker = zlib.decompressobj(-15, _DICTIONARY_V1)
        text = unpacker.decompress(value[1:]) + unpacker.flush()
    except zlib.error as error:
        raise ValueError(f"its compressed record cannot be read ({error})") from None
    return json.loads(text)
