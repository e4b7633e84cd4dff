"""The start screen's "when" of a game: a stamp without a zone (an imported file may
give one) is read as the table's own time, never a crash of the start screen."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from scorekeeper.ui.start.start_view import ago


def test_a_stamp_without_a_zone_is_local_time() -> None:
    local = (datetime.now().astimezone() - timedelta(minutes=10)).replace(tzinfo=None)
    assert ago(local.isoformat(timespec="seconds")) == "10 minutes ago"


def test_a_stamp_with_a_zone_is_that_moment() -> None:
    then = datetime.now(UTC) - timedelta(hours=3)
    assert ago(then.isoformat(timespec="seconds")) == "3 hours ago"
