"""Test set-up shared by every package: headless Qt before anything imports it."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Keep every test away from the user's real data and settings.
os.environ.pop("SCOREKEEPER_DB", None)
