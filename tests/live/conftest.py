"""The app's window fixtures, for the test that records an entry at the table, and the
browsers the page is looked at in."""

from collections.abc import Iterator

import pytest

from tests.live.webdriver import Browsers, need_a_browser
from tests.ui.conftest import app_store, private_settings, window  # noqa: F401


@pytest.fixture(scope="session")
def browsers() -> Iterator[Browsers]:
    """One Chromium for the browser tests of a process (the modules that ask share an
    xdist group, so one process), set up for each test's window size, colour scheme
    and language (the page keeps no cookies or storage between them)."""
    need_a_browser()
    opened = Browsers()
    yield opened
    opened.close()
