"""Reading a file a user picked: never more than the limit, never blocking, and a wrong
kind of file named in words."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from scorekeeper.rules.file_reading import (
    FileTooLargeError,
    Megabytes,
    NotARegularFileError,
    read_regular_file,
)
from scorekeeper.rules.words import ENGLISH, Words

fcntl = pytest.importorskip("fcntl")  # POSIX: the flags of an open file
PROC_FILE = Path("/proc/self/cmdline")  # a regular file that says its size is 0


def test_a_file_of_many_reads_comes_back_whole(tmp_path: Path) -> None:
    content = bytes(range(256)) * 1000 + b"end"  # 256,003 bytes: read in several parts
    path = tmp_path / "big.bin"
    path.write_bytes(content)
    assert read_regular_file(path, len(content)) == content


def test_the_limit_itself_is_allowed_and_one_byte_more_is_not(tmp_path: Path) -> None:
    path = tmp_path / "ten.txt"
    path.write_bytes(b"0123456789")
    assert read_regular_file(path, 10) == b"0123456789"
    with pytest.raises(FileTooLargeError) as refused:
        read_regular_file(path, 9)
    assert str(refused.value).startswith("is 10 bytes; a file is at most ")


@pytest.mark.skipif(not PROC_FILE.exists(), reason="needs Linux's /proc")
def test_a_file_that_understates_its_size_is_still_held_to_the_limit() -> None:
    content = PROC_FILE.read_bytes()
    assert os.stat(PROC_FILE).st_size == 0 and content
    assert read_regular_file(PROC_FILE, len(content)) == content
    with pytest.raises(FileTooLargeError, match=r"^is over "):
        read_regular_file(PROC_FILE, len(content) - 1)
    with pytest.raises(FileTooLargeError) as refused:
        read_regular_file(PROC_FILE, 1, "a rules file")
    assert str(refused.value) == "is over 1e-06 MB; a rules file is at most 1e-06 MB"


def test_a_folder_is_named_with_what_was_wanted(tmp_path: Path) -> None:
    with pytest.raises(NotARegularFileError) as refused:
        read_regular_file(tmp_path, 10, "a scorecard file")
    assert str(refused.value) == "is a folder, not a scorecard file; nothing was read"
    with pytest.raises(NotARegularFileError, match="not a file;"):
        read_regular_file(tmp_path, 10)


def test_the_file_is_read_without_blocking_and_not_handed_to_children(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file swapped for a pipe after the check must not hang the app, and a program
    the app starts must not inherit the open file."""
    path = tmp_path / "a.txt"
    path.write_bytes(b"text")
    seen: list[tuple[int, int]] = []
    real_read = os.read

    def spy(fd: int, size: int) -> bytes:
        seen.append((fcntl.fcntl(fd, fcntl.F_GETFL), fcntl.fcntl(fd, fcntl.F_GETFD)))
        return real_read(fd, size)

    monkeypatch.setattr(os, "read", spy)
    assert read_regular_file(path, 10) == b"text"
    assert seen and all(status & os.O_NONBLOCK and fd_flags & fcntl.FD_CLOEXEC
                        for status, fd_flags in seen)


def _dutch_like(source: str, disambiguation: str, n: int) -> str:
    """A catalogue that marks every sentence it knows, so a test sees what went through."""
    return f"<{source}>"


SPOKEN = Words("nl", _dutch_like, number=lambda n: f"{n:,}".replace(",", "."),
               decimal=lambda value, places: f"{value:.{places}f}".replace(".", ","))


def test_a_limit_in_megabytes_is_written_as_the_reader_writes_decimals() -> None:
    assert [Megabytes(n).text(ENGLISH) for n in (256_000, 5_000_000)] == ["0.256 MB", "5 MB"]
    assert [Megabytes(n).text(SPOKEN) for n in (256_000, 5_000_000)] == ["0,256 MB", "5 MB"]


def test_a_limit_too_small_for_decimals_is_never_written_as_none() -> None:
    """A byte is a millionth of a megabyte: written with its exponent in every language,
    not rounded to "0 MB" by a language's decimals."""
    assert Megabytes(1).text(ENGLISH) == "1e-06 MB"
    assert Megabytes(1).text(SPOKEN) == "1e-06 MB"


def test_a_size_has_its_thousands_marked_in_every_language(tmp_path: Path) -> None:
    path = tmp_path / "big.bin"
    path.write_bytes(b"x" * 1_234_567)
    with pytest.raises(FileTooLargeError) as refused:
        read_regular_file(path, 1_000_000, "a rules file")
    assert str(refused.value) == "is 1,234,567 bytes; a rules file is at most 1 MB"
    assert refused.value.text(SPOKEN) == (
        "<is 1.234.567 bytes; <a rules file> is at most 1 MB>")


def test_a_folder_names_its_kind_and_what_was_wanted_in_the_readers_words(
        tmp_path: Path) -> None:
    with pytest.raises(NotARegularFileError) as refused:
        read_regular_file(tmp_path, 10, "a rules file")
    assert refused.value.text(SPOKEN) == (
        "<is <a folder>, not <a rules file>; nothing was read>")


def test_each_kind_of_file_that_is_not_one_is_named(tmp_path: Path) -> None:
    import socket

    from scorekeeper.rules.file_reading import open_regular_file

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(NotARegularFileError) as refused:
        read_regular_file(fifo, 10)
    assert str(refused.value) == "is a named pipe (FIFO), not a file; nothing was read"
    with pytest.raises(NotARegularFileError) as refused:
        read_regular_file("/dev/null", 10, "a scorecard file")
    assert str(refused.value) == ("is a character device, not a scorecard file; nothing was "
                                  "read")
    sock_path = tmp_path / "s"
    with socket.socket(socket.AF_UNIX) as sock:
        sock.bind(str(sock_path))
        with pytest.raises(NotARegularFileError) as refused:
            open_regular_file(sock_path, "a club archive")
    assert str(refused.value) == "is a socket, not a club archive; nothing was read"


def test_a_file_that_cannot_be_opened_says_why(tmp_path: Path) -> None:
    from scorekeeper.rules.errors import UnreadableFileError

    with pytest.raises(UnreadableFileError) as refused:
        read_regular_file(tmp_path / "missing.json", 10)
    assert str(refused.value) == "no such file"
    with pytest.raises(UnreadableFileError) as refused:
        read_regular_file(tmp_path / ("x" * 300), 10)
    assert str(refused.value) == "cannot be read (File name too long)"


def test_a_file_over_the_limit_says_its_size_and_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b"x" * 5_000_001)
    with pytest.raises(FileTooLargeError) as refused:
        read_regular_file(path, 5_000_000, "a scorecard")
    assert str(refused.value) == "is 5,000,001 bytes; a scorecard is at most 5 MB"
    with pytest.raises(FileTooLargeError) as refused:
        read_regular_file(path, 2_500_000)
    assert str(refused.value) == "is 5,000,001 bytes; a file is at most 2.5 MB"
