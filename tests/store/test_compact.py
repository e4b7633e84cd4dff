"""A game's stored record: packed with the format's dictionary, read back as it was."""

from __future__ import annotations

import random

from scorekeeper.store.compact import pack_record, unpack_record

from ..rules.random_games import VARIANTS, random_game


def test_records_pack_alike_every_time_and_read_back() -> None:
    """Packing copies one primed compressor: no record may leave a trace in the next."""
    rng = random.Random(7)
    documents = [random_game(rng, VARIANTS[i % len(VARIANTS)]) for i in range(30)]
    first = [pack_record(d) for d in documents]
    again = [pack_record(d) for d in reversed(documents)][::-1]
    assert first == again
    for document, packed in zip(documents, first, strict=True):
        assert unpack_record(packed) == document
