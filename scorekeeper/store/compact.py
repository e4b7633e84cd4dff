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

from ..rules.record_sample import RECORD_SAMPLE_V1

_V1 = 1
_DICTIONARY_V1 = RECORD_SAMPLE_V1  # never changed: records stored with it read back
# One encoder for every record: ``json.dumps`` with these settings builds a new one a
# call (a tenth of the dumping, at an import's 100,000 records). Same text. A record
# is a document read from JSON or made by the rules, never circular: the encoder does
# not keep every object and list it enters in a dict to look for a cycle (a tenth
# of the encoding again); one would still end in a RecursionError, not in a loop.
_ENCODE = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False,
                           check_circular=False).encode


def pack_record(document: Any) -> bytes:
    """``document`` (JSON-able) as a stored value."""
    text = _ENCODE(document).encode()
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
