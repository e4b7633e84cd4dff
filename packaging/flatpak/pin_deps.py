"""Write requirements.txt: the Python packages the Flatpak installs beside the app.

    .venv/bin/python packaging/flatpak/pin_deps.py

Derived from what this venv installed for the app (its run-time dependency closure,
``packaging/collect.py``), at the same versions, less what the PySide6 BaseApp and
its SDK already provide (the Qt bindings, pip). ``build.sh`` downloads their
pure-Python wheels (openskill has one beside its compiled wheels, so one manifest
builds on every architecture); tests/packaging/test_flatpak.py checks none is missing.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from collect import dependency_closure  # noqa: E402

# The BaseApp has the Qt bindings; the SDK's Python has pip (sqlite-utils names it).
IN_BASEAPP = {"pyside6", "pyside6-essentials", "pyside6-addons", "shiboken6", "pip"}
# Compiled only (no pure-Python wheel for build.sh): the Flatpak goes without it, and
# the PNG export compresses with the standard library's zlib there (exports/rendered.py).
COMPILED_ONLY = {"isal"}


def normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def requirements() -> list[str]:
    return sorted(f"{normal(d.metadata['Name'])}=={d.version}" for d in dependency_closure()
                  if normal(d.metadata["Name"]) not in IN_BASEAPP | COMPILED_ONLY)


if __name__ == "__main__":
    out = HERE / "requirements.txt"
    out.write_text("# Written by pin_deps.py: the app's Python dependencies in the Flatpak.\n"
                   + "\n".join(requirements()) + "\n", encoding="utf-8")
    print(f"wrote {out}")
