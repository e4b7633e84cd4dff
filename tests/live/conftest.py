"""The app's window fixtures, for the test that records an entry at the table."""

from tests.ui.conftest import app_store, private_settings, window  # noqa: F401
