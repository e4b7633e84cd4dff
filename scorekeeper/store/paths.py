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


def require_database(path: Path, nothing: str = "nothing has been recorded there") -> None:
    """Refuse a path with no database (or only an empty file), for commands that read:
    creating one would hide a mistyped path behind an empty history. (Here, not beside
    the SQL: ``resume`` asks it in the window's process before the store opens.)"""
    if not has_content(path):
        from .errors import NoDatabaseError

        raise NoDatabaseError(
            f"no database at {path}; {nothing}. Start one with `scorekeeper new`, "
            "or choose another file with --db."
        )


def has_content(path: Path) -> bool:
    try:
        return path.stat().st_size > 0
    except FileNotFoundError:
        return False
    except OSError as error:
        from .errors import classify

        raise classify(error, path) from error
