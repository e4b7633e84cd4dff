"""A club archive read a line at a time: each line numbered, blank lines skipped, a bad
line reported by its number while the others are read on."""

from __future__ import annotations

import io
from pathlib import Path

from scorekeeper.rules import club_archive
from scorekeeper.rules.club_archive import (
    ArchiveLine,
    archive_lines,
    is_archive,
    json_line,
)
from scorekeeper.rules.errors import FileTooLargeError, InvalidTextError


def test_an_archive_is_named_by_its_suffix() -> None:
    assert is_archive("club.jsonl") and is_archive(Path("CLUB.JSONL"))
    assert not is_archive("club.json") and not is_archive("jsonl")


def test_lines_are_numbered_and_blank_ones_skipped(tmp_path: Path) -> None:
    path = tmp_path / "club.jsonl"
    path.write_bytes(b'\xef\xbb\xbf{"a": 1}\n\n  \n{"b": "\xc3\xa9"}\n{"c": 3}')
    assert list(archive_lines(path)) == [
        ArchiveLine(1, '{"a": 1}\n'), ArchiveLine(4, '{"b": "é"}\n'), ArchiveLine(5, '{"c": 3}')]


def test_a_byte_order_mark_is_allowed_only_at_the_start(tmp_path: Path) -> None:
    path = tmp_path / "club.jsonl"
    path.write_bytes(b'{"a": 1}\n\xef\xbb\xbf{"b": 2}\n')
    assert [line.text for line in archive_lines(path)] == ['{"a": 1}\n', '\ufeff{"b": 2}\n']


def test_a_line_that_is_not_utf8_names_the_byte(tmp_path: Path) -> None:
    path = tmp_path / "club.jsonl"
    path.write_bytes(b'{"a": 1}\n{"b": "\xff"}\n{"c": 3}\n')
    lines = list(archive_lines(path))
    assert [(line.number, line.text) for line in lines] == [
        (1, '{"a": 1}\n'), (2, None), (3, '{"c": 3}\n')]
    error = lines[1].error
    assert isinstance(error, InvalidTextError)
    assert str(error) == "not text: byte 8 of the line is not UTF-8"


def test_a_line_over_the_limit_is_reported_and_skipped() -> None:
    """A line longer than a scorecard file may be (5 MB) is refused by its number, and
    the reading goes on at the next line; a line of exactly the limit is read."""
    limit = club_archive.MAX_LINE_BYTES
    stream = io.BytesIO(b"{}\n" + b"x" * (limit + 1) + b"\n" + b"y" * limit + b"\n"
                        + b"z" * limit)
    lines = [(line.number, line.text and len(line.text), line.error)
             for line in club_archive._lines(stream)]
    assert [(number, size) for number, size, _ in lines] == [
        (1, 3), (2, None), (3, limit + 1), (4, limit)]
    error = lines[1][2]
    assert isinstance(error, FileTooLargeError)
    assert str(error) == "is over 5 MB; a scorecard is at most 5 MB"


def test_a_line_is_compact_utf8_json() -> None:
    assert json_line({"name": "Zoë", "hands": [1, 2]}) == '{"name":"Zoë","hands":[1,2]}\n'
