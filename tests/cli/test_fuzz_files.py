"""Fuzzing the file readers: thousands of mutated scorecards through ``score`` and ``import``.

Valid games come from the random-game generator and are written by the app's own
scorecard writer; each is then mutated (keys deleted or given twice, types swapped,
huge numbers, deep nesting, bad names, penalties, metadata, truncation, byte flips,
bytes that are not UTF-8, ...). Every file goes through the command line in this
process. Whatever the file, the command must answer with exit 0, 1 or 2, never a
traceback; a refusal is exactly one line on stderr with no control characters; exit
0 only for files the rules package's own reader accepts, and never for a mutation
that breaks the format for certain.
"""

from __future__ import annotations

import copy
import json
import os
import random
import re
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli.main import main
from scorekeeper.rules import RuleError, ScorecardFileError
from scorekeeper.rules.scorecard_file import parse_scorecard, read_scorecard, scorecard_to_json
from tests.rules.random_games import random_game

# The suite's run: the same 1,200 files every time (each kind of mutation some fifty
# times). A longer hunt, on other files: FUZZ_FILES=20000 FUZZ_SEED=7 (CONTRIBUTING.md).
SEED = int(os.environ.get("FUZZ_SEED", "20261121"))
FILES = int(os.environ.get("FUZZ_FILES", "1200"))
IMPORTED = 300  # of those, also through ``import`` (in batches, one database)
BATCH = 15

_RAW_CONTROL = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")

Document = dict[str, Any]


@dataclass
class Mutant:
    label: str
    data: bytes
    must_refuse: bool


# --- building blocks -------------------------------------------------------------------
def base_documents(rng: random.Random, count: int) -> list[Document]:
    """Valid games written by the app's writer, some with the optional metadata."""
    out = []
    for _ in range(count):
        card = parse_scorecard(json.dumps(random_game(rng, max_hands=14)))
        document = scorecard_to_json(card)
        if rng.random() < 0.5:
            document["started"] = "2026-11-21T20:00:00+01:00"
            document["uid"] = str(uuid.UUID(int=rng.getrandbits(128)))
        if rng.random() < 0.2:
            document["notes"] = "Played at Ann's. Café au lait: 3 €."
        out.append(document)
    return out


def encode(document: Any, rng: random.Random) -> bytes:
    ascii_only = rng.random() < 0.5
    text = json.dumps(document, indent=rng.choice([None, 1, 2]), ensure_ascii=ascii_only)
    return text.encode("utf-8", "surrogatepass")


def paths(node: Any, here: tuple = ()) -> list[tuple]:
    """Every path to a value in ``node`` (not the root)."""
    found = []
    items = node.items() if isinstance(node, dict) else enumerate(node) \
        if isinstance(node, list) else ()
    for key, value in items:
        found.append((*here, key))
        found.extend(paths(value, (*here, key)))
    return found


def get(node: Any, path: tuple) -> Any:
    for step in path:
        node = node[step]
    return node


def put(node: Any, path: tuple, value: Any) -> None:
    get(node, path[:-1])[path[-1]] = value


def rename_everywhere(node: Any, old: str, new: str) -> Any:
    """``node`` with the player name ``old`` replaced by ``new`` in values and keys."""
    if isinstance(node, dict):
        return {(new if k == old else k): rename_everywhere(v, old, new) for k, v in node.items()}
    if isinstance(node, list):
        return [rename_everywhere(v, old, new) for v in node]
    return new if node == old else node


HOLE = "\x00HOLE\x00"  # a placeholder swapped for raw JSON text after encoding


def with_raw(document: Document, rng: random.Random, path: tuple, raw: str) -> bytes:
    """The document encoded with the value at ``path`` replaced by the raw JSON ``raw``."""
    put(document, path, HOLE)
    text = encode(document, rng).decode("utf-8", "surrogatepass")
    text = text.replace(json.dumps(HOLE), raw, 1)  # control characters: always escaped
    return text.encode("utf-8", "surrogatepass")


# --- mutations of the document ---------------------------------------------------------
SWAPS: list[Any] = [True, False, None, 0, 1, -1, 7, 1.0, 0.5, -0.0, 1e300, "", "x", "1", "QH",
                    [], {}, [1], ["Ann"], {"a": 1}, 2**31, 2**63, -(2**31), "2026-11-21"]
CONTROLS = ["\x00", "\x07", "\t", "\n", "\r", "\x1b", "\x1b[2J", "\x7f", "\x85", "\x9b",
            "\u2028", "\u2029", "\u202e", "\u2066"]


def m_delete_key(rng: random.Random, doc: Document) -> tuple[bytes, bool]:
    keyed = [p for p in paths(doc) if isinstance(p[-1], str)]
    path = rng.choice(keyed)
    del get(doc, path[:-1])[path[-1]]
    return encode(doc, rng), False


def m_swap_type(rng: random.Random, doc: Document) -> tuple[bytes, bool]:
    path = rng.choice(paths(doc))
    old = get(doc, path)
    new = rng.choice([s for s in SWAPS if type(s) is not type(old)])
    put(doc, path, copy.deepcopy(new))
    # A whole number made a bool or a float (or the other way) is never right.
    numbers = (isinstance(old, int) and not isinstance(old, bool) and
               (isinstance(new, (bool, float)))) or (isinstance(old, bool) and
                                                     not isinstance(new, bool) and
                                                     path[-1] == "stopped")
    return encode(doc, rng), numbers


def m_huge_number(rng: random.Random, doc: Document) -> tuple[bytes, bool]:
    path = rng.choice(paths(doc))
    digits = rng.choice([19, 20, 40, 400, 4_300, 4_301, 5_000, 50_000])
    chunks = "".join(str(rng.randrange(10**9, 10**10)) for _ in range(digits // 10 + 1))
    number = chunks[:digits]
    sign = rng.choice(["", "-"])
    return with_raw(doc, rng, path, sign + number), True


def m_deep_nesting(rng: random.Random, doc: Document) -> tuple[bytes, bool]:
    path = rng.choice(paths(doc))
    depth = rng.choice([17, 50, 999, 1_000, 1_001, 5_000, 100_000])
    arrays = rng.random() < 0.5
    raw = "[" * depth + "]" * depth if arrays else '{"a":' * depth + "1" + "}" * depth
    return with_raw(doc, rng, path, raw), True


def _player(rng: random.Random, doc: Document) -> str:
    return rng.choice(doc["players"])


def m_surrogate_name(rng: random.Random, doc: Document) -> tuple[bytes, bool]:
    old = _player(rng, doc)
    lone = rng.choice(["\ud800", "\udbff", "\udc00", "\udfff", "\udc80"])
    at = rng.randint(0, len(old))
    doc = rename_everywhere(doc, old, old[:at] + lone + old[at:])
    return encode(doc, rng), True


def m_control_name(rng: random.Random, doc: Document) -> tuple[bytes, bool]:
    old = _player(rng, doc)
    at = rng.randint(1, len(old) - 1)  # inside the name: never trimmed away
    doc = rename_everywhere(doc, old, old[:at] + rng.choice(CONTROLS) + old[at:])
    return encode(doc, rng), True


def m_bad_name(rng: random.Random, doc: Document) -> tuple[bytes, bool]:
    old = _player(rng, doc)
    others = [p for p in doc["players"] if p != old]
    choices = ["", "   ", "x" * rng.choice([41, 100, 10_000]),
               "é" * 41, "e\u0301" * 41]
    if others:
        other = rng.choice(others)
        choices += [other.upper(), other.lower(), f"  {other} ", other.swapcase()]
    new = rng.choice(choices)
    doc = rename_everywhere(doc, old, new)
    return encode(doc, rng), True


def m_nfc_twins(rng: random.Random, doc: Document) -> tuple[bytes, bool]:
    players = doc["players"]
    if len(players) < 2:
        return encode(doc, rng), False
    a, b = rng.sample(players, 2)
    doc = rename_everywhere(rename_everywhere(doc, a, "Zo\u00e9"), b, "ZOE\u0301")
    return encode(doc, rng), True


def m_penalty(rng: random.Random, doc: Document) -> tuple[bytes, bool]:
    hands = [h for h in doc.get("hands", []) if "bids" in h]
    if not hands:
        return encode(doc, rng), False
    hand = rng.choice(hands)
    # 14 or more is above any hand's cards (13 at most, P&W with 4 players).
    value = rng.choice([14, 20, 2**31 - 1, 2**31, 2**32, 2**63 - 1, 10**8, -1, True, 1.5,
                        "1", None, [1]])
    hand["penalties"] = {rng.choice(doc["players"]): value}
    return encode(doc, rng), True


def m_metadata(rng: random.Random, doc: Document) -> tuple[bytes, bool]:
    key = rng.choice(["started", "ended", "notes", "uid"])
    good = {"started": ["2026-11-21T20:00:00+01:00", "2026-11-21T20:00:00Z",
                        "2026-11-21T20:00", None],
            "ended": ["2026-11-21T23:59:59.5+00:00", None],
            "notes": ["", "x" * 10_000, "two\nlines", None],
            "uid": [str(uuid.uuid4()), None]}[key]
    bad = {"started": [{"day": 1}, [], 20261121, True, "yesterday", "2026-13-01T00:00:00",
                       "2026-11-21", "2026-11-21 20:00:00", "2026-11-21T20:00:00+01:00 "],
           "ended": [{"a": 1}, 1.5, "2026-02-30T10:00:00", "2026-11-21T24:00:00"],
           "notes": ["x" * 10_001, 1, {"a": "b"}, ["n"], True],
           "uid": [1, {}, [], "", "u" * 201, "id\x1b[2J"]}[key]
    if rng.random() < 0.5:
        doc[key] = rng.choice(good)
        return encode(doc, rng), False
    doc[key] = rng.choice(bad)
    return encode(doc, rng), True


def m_special_number(rng: random.Random, doc: Document) -> tuple[bytes, bool]:
    numbers = [p for p in paths(doc) if isinstance(get(doc, p), int)
               and not isinstance(get(doc, p), bool)]
    if not numbers:
        return encode(doc, rng), False
    raw = rng.choice(["NaN", "Infinity", "-Infinity", "1.0", "1e0", "0.0", "-0.5", "1E400"])
    return with_raw(doc, rng, rng.choice(numbers), raw), True


def m_unknown_key(rng: random.Random, doc: Document) -> tuple[bytes, bool]:
    containers = [p for p in paths(doc) if isinstance(get(doc, p), dict)
                  and p[0] in ("hands", "tiebreak")]
    target = get(doc, rng.choice(containers)) if containers and rng.random() < 0.5 else doc
    hand_or_deal = {"bids", "out_order", "loser", "winner", "players"} & set(target)
    if target is doc or hand_or_deal:
        target[rng.choice(["extra", "Notes", "hand", "scores2", "ünknown"])] = 1
        return encode(doc, rng), True
    return encode(doc, rng), False


def m_duplicate_key(rng: random.Random, doc: Document) -> tuple[bytes, bool]:
    objects = [()] + [p for p in paths(doc) if isinstance(get(doc, p), dict) and get(doc, p)]
    where = rng.choice(objects)
    target = get(doc, where)
    key = rng.choice(list(target))
    text = encode(doc, rng).decode("utf-8", "surrogatepass")
    doc2 = json.loads(text)  # the same document, to find the object again
    obj = get(doc2, where)
    twin = json.dumps(obj[key])
    obj_text = json.dumps(obj)
    duplicated = obj_text[:-1] + f", {json.dumps(key)}: {twin}" + "}"
    whole = json.dumps(doc2)
    if obj_text not in whole:
        return whole.encode("utf-8", "surrogatepass"), False
    return whole.replace(obj_text, duplicated, 1).encode("utf-8", "surrogatepass"), True


def m_too_many_hands(rng: random.Random, doc: Document) -> tuple[bytes, bool]:
    hand = doc["hands"][0] if doc.get("hands") else {"loser": doc["players"][0]}
    # Just past the limit most often (the boundary; about 150 KB a file), and some far
    # past it: 5,000 hands are decoded and counted, 30,000 pass the bound on objects
    # and lists even as one-object hands. Each of those about eight times a run; at
    # 0.5–3 MB a file they were three quarters of this test's time when drawn as often.
    count = rng.choice([2_001, 2_001, 2_001, 2_001, 5_000, 30_000])
    raw = "[" + ", ".join([json.dumps(hand)] * count) + "]"
    return with_raw(doc, rng, ("hands",), raw), True


# --- mutations of the bytes ------------------------------------------------------------
def t_truncate(rng: random.Random, data: bytes) -> tuple[bytes, bool]:
    cut = rng.randint(0, len(data) - 1)
    return data[:cut], data[:cut].strip() != data.strip()


def t_flip(rng: random.Random, data: bytes) -> tuple[bytes, bool]:
    out = bytearray(data)
    for _ in range(rng.choice([1, 1, 2, 5])):
        at = rng.randrange(len(out))
        out[at] ^= 1 << rng.randrange(8)
    return bytes(out), False


def t_insert(rng: random.Random, data: bytes) -> tuple[bytes, bool]:
    at = rng.randint(0, len(data))
    junk = rng.choice([b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xc0\xaf"])
    return data[:at] + junk + data[at:], True  # never valid UTF-8


def t_splice(rng: random.Random, data: bytes) -> tuple[bytes, bool]:
    at = rng.randint(0, len(data))
    junk = rng.choice([b",", b"{", b"}", b"[", b"]", b'"', b":", b"\\", b"\x00", b" ", b"1",
                       b"null", b"\xef\xbb\xbf"])
    end = min(len(data), at + rng.choice([0, 0, 1, 3]))
    return data[:at] + junk + data[end:], False


def t_wrap(rng: random.Random, data: bytes) -> tuple[bytes, bool]:
    choice = rng.randrange(4)
    if choice == 0:
        return b"\xef\xbb\xbf" + data, False  # a byte-order mark is allowed
    if choice == 1:
        return b"[" + data + b"]", True
    if choice == 2:
        return data + data, True
    return b"  \n" + data + b"\n\n  ", False


DOCUMENT_MUTATIONS: list[Callable[[random.Random, Document], tuple[bytes, bool]]] = [
    m_delete_key, m_swap_type, m_swap_type, m_huge_number, m_deep_nesting, m_surrogate_name,
    m_control_name, m_bad_name, m_nfc_twins, m_penalty, m_metadata, m_special_number,
    m_unknown_key, m_duplicate_key, m_too_many_hands,
]
BYTE_MUTATIONS: list[Callable[[random.Random, bytes], tuple[bytes, bool]]] = [
    t_truncate, t_flip, t_insert, t_splice, t_wrap,
]


def mutants(seed: int, count: int) -> list[Mutant]:
    rng = random.Random(seed)
    bases = base_documents(rng, 150)
    out = []
    for i in range(count):
        document = copy.deepcopy(rng.choice(bases))
        if i % 10 == 0:  # some unmutated: the valid games must still go through
            out.append(Mutant("unchanged", encode(document, rng), False))
            continue
        if rng.random() < 0.7:
            mutate = rng.choice(DOCUMENT_MUTATIONS)
            data, refuse = mutate(rng, document)
            label = mutate.__name__
        else:
            twist = rng.choice(BYTE_MUTATIONS)
            data, refuse = twist(rng, encode(document, rng))
            label = twist.__name__
        if rng.random() < 0.1:  # a second mutation on top of the first
            twist = rng.choice(BYTE_MUTATIONS)
            data, again = twist(rng, data)
            refuse, label = refuse and again, f"{label}+{twist.__name__}"
        out.append(Mutant(label, data, refuse))
    return out


# --- the oracle and the checks ---------------------------------------------------------
def reference(path: Path) -> int:
    """What the rules package's own reader says: 0 accepted, 1 unreadable, 2 breaks a rule."""
    try:
        read_scorecard(path)
    except ScorecardFileError:
        return 1
    except RuleError:
        return 2
    return 0


def check_refusal(code: int, out: str, err: str, path: Path, mutant: Mutant) -> None:
    where = f"{mutant.label}: {path.name}"
    assert "Traceback" not in err, where
    assert code in (0, 1, 2), where
    if code == 0:
        assert err == "", where
        return
    assert err.endswith("\n") and err.count("\n") == 1, (where, err)
    assert not _RAW_CONTROL.search(err[:-1]), (where, err)
    assert len(err) < 1_200, where


@dataclass
class Kept:
    """A game the model has stored: its record by seat, players' keys, given start."""

    record: Any
    keys: list[str]
    started: str | None
    by_content: bool


def import_model(path: Path, seen: dict[Any, Kept]) -> tuple[int, str]:
    """What ``import`` must do with the file, by the spec's rule for uids: refused as the
    reader refuses it; else new, unless it is a game here — its uid is here, or it has
    none (or one made from content) and a game here made from content has its setup,
    players and given start and a record it continues or that continues it. Then the
    same or shorter record is "already here", a longer one "extended", one that differs
    in a hand refused. ``seen``: the games in, by uid."""
    from scorekeeper.rules.names import name_key
    from scorekeeper.rules.same_game import (
        DIVERGED,
        LONGER,
        compare_records,
        is_content_uid,
    )
    from scorekeeper.rules.seats import seat_document

    code = reference(path)
    if code:
        return code, "refused"
    document = json.loads(path.read_bytes().decode("utf-8-sig"))
    uid = document.get("uid")
    card = read_scorecard(path)
    record = json.loads(json.dumps(seat_document(scorecard_to_json(card), card.setup.players)))
    mine = Kept(record, [name_key(p) for p in card.setup.players], document.get("started"),
                uid is None or is_content_uid(uid))
    here = seen.get(uid) if uid is not None else None
    if here is None and mine.by_content:
        given = document.get("started") if uid is None else None
        here = next((k for k in seen.values() if k.by_content and k.keys == mine.keys
                     and (given is None or k.started == given)
                     and compare_records(k.record, record).relation != DIVERGED), None)
    if here is None:
        seen[uid if uid is not None else object()] = mine
        return 0, "new"
    relation = compare_records(here.record, record).relation
    if relation == DIVERGED:
        return 2, "refused"
    if relation == LONGER:
        here.record = record
        return 0, "extended"
    return 0, "already"


def run_cli(capsys: pytest.CaptureFixture, argv: list[str], mutant: Mutant) -> tuple[int, str,
                                                                                        str]:
    try:
        code = main(argv)
    except BaseException as error:  # the point: nothing may escape
        pytest.fail(f"{mutant.label}: {argv}: {type(error).__name__}: {error}")
    captured = capsys.readouterr()
    return code, captured.out, captured.err


PARTS = 4  # the files in four tests, which the suite's processes share out
same_mutants = cache(mutants)  # made once a process (seconds), read by every part


@pytest.mark.slow
@pytest.mark.parametrize("part", range(PARTS))
def test_thousands_of_mutated_files(tmp_path: Path, capsys: pytest.CaptureFixture,
                                    part: int) -> None:
    start = time.monotonic()
    files = same_mutants(SEED, FILES)
    outcomes: dict[int, int] = {0: 0, 1: 0, 2: 0}
    for index, mutant in list(enumerate(files))[part::PARTS]:
        path = tmp_path / f"m{index:04d}.json"
        path.write_bytes(mutant.data)
        expected = reference(path)
        command = ["score", str(path)] + (["--json"] if index % 2 else [])
        code, out, err = run_cli(capsys, command, mutant)
        check_refusal(code, out, err, path, mutant)
        assert code == expected, (mutant.label, path.name, err)
        if mutant.must_refuse:
            assert code != 0, (mutant.label, path.name, "accepted a file it must refuse")
        if code == 0:
            assert out
            if "--json" in command:
                json.loads(out)
        else:
            assert out == ""
            if code == 1:
                assert str(path) in err, err
        outcomes[code] += 1
    elapsed = time.monotonic() - start
    # The mix reaches every outcome, mostly refusals.
    assert (outcomes[0] > FILES // 24 // PARTS and outcomes[1] > FILES // 8 // PARTS
            and outcomes[2] > FILES // 8 // PARTS), outcomes
    print(f"{len(files) // PARTS} files in {elapsed:.1f} s")


def test_import_goes_through_every_mutated_file(tmp_path: Path,
                                                capsys: pytest.CaptureFixture) -> None:
    start = time.monotonic()
    files = mutants(SEED + 1, IMPORTED)
    db = str(tmp_path / "club.db")
    imported = already = 0
    seen: dict[Any, Kept] = {}
    for first in range(0, len(files), BATCH):
        batch = files[first:first + BATCH]
        names = []
        expected = []
        for offset, mutant in enumerate(batch):
            path = tmp_path / f"i{first + offset:04d}.json"
            path.write_bytes(mutant.data)
            names.append(str(path))
            expected.append(import_model(path, seen))
        code, out, err = run_cli(capsys, ["--db", db, "import", *names], batch[0])
        assert "Traceback" not in err
        accepted = [n for n, e in zip(names, expected, strict=True) if e[1] == "new"]
        assert [line.split("\t", 1)[1] for line in out.splitlines()] == accepted, err
        told = [n for n, e in zip(names, expected, strict=True) if e[1] != "new"]
        lines = err.splitlines()
        assert len(lines) == len(told), err
        for line, name, (_, outcome) in zip(
                lines, told, [e for e in expected if e[1] != "new"], strict=True):
            assert name in line and not _RAW_CONTROL.search(line)
            assert line.startswith("scorekeeper: already here: game ") == (outcome == "already")
            assert line.startswith("scorekeeper: extended: game ") == (outcome == "extended")
        assert code == max(e[0] for e in expected), err
        imported += len(accepted)
        already += sum(e[1] == "already" for e in expected)
    assert imported > 20 and already > 0  # mutants of one game share its uid
    print(f"{len(files)} files imported in {time.monotonic() - start:.1f} s")
