"""A tmpfs mounted on a test's folder (root only): a disk that fills up, or one that
refuses every write even to root, which file rights never do."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


@contextmanager
def mounted_tmpfs(folder: Path, options: str) -> Iterator[Path]:
    """``folder`` with a tmpfs of ``options`` (``size=1m``, ``ro,size=1m``) mounted on it
    for the ``with`` block; the test is skipped where mounting is not possible."""
    mount = shutil.which("mount")
    if mount is None:
        pytest.skip("needs mount (as root)")
    done = subprocess.run([mount, "-t", "tmpfs", "-o", options, "tmpfs", str(folder)],
                          capture_output=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode().strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=False)
