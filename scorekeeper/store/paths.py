"""Where the database lives: --db, then $SCOREKEEPER_DB, then the user data folder."""

from __future__ import annotations

import os
from pathlib import Path

ENV_VAR = "SCOREKEEPER_DB"
FILE_NAME = "scorekeeper.db"


def default_db_path() -> Path:
    from platformdirs import user_data_path

    return user_data_path("scorekeeper", appauthor=False) / FILE_NAME


def resolve_db_path(explicit: str | os.PathLike[str] | None = None) -> Path:
    if explicit:
        return Path(explicit).expanduser()
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser()
    return default_db_path()
