"""Where an unexpected error is written down: a rotating log in the user's state folder.

A desktop user never sees stderr, so a traceback printed there is a silent failure.
The app's crash handlers (``ui/shared/crash.py``) and the store's client write each
unexpected error here with its traceback; the dialog then names this file. Nothing
is written until something goes wrong, and never beside the program (a frozen build's
folder may be read-only, and is shared by every user).
"""

from __future__ import annotations

import os
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # logging loads when something is written, not at every start
    import logging
    from types import TracebackType

LOG_NAME = "scorekeeper.log"
MAX_BYTES = 1_000_000  # then scorekeeper.log.1 … .3: a few crashes' worth, never more
BACKUPS = 3
_logger_name = "scorekeeper.crash"


def log_folder() -> Path:
    """The user's log folder ($XDG_STATE_HOME/scorekeeper/log on Linux)."""
    from platformdirs import user_log_path

    return user_log_path("scorekeeper", appauthor=False)


def log_file() -> Path:
    return log_folder() / LOG_NAME


def _logger() -> logging.Logger:
    """The crash logger, writing to the current log file (opened on first use)."""
    import logging
    from logging.handlers import RotatingFileHandler

    logger = logging.getLogger(_logger_name)
    path = str(log_file())
    handlers = [h for h in logger.handlers if isinstance(h, RotatingFileHandler)]
    if not handlers or handlers[0].baseFilename != os.path.abspath(path):
        for handler in handlers:  # the folder moved ($XDG_STATE_HOME changed): follow it
            logger.removeHandler(handler)
            handler.close()
        os.makedirs(os.path.dirname(path), exist_ok=True)
        handler = RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                      encoding="utf-8", delay=True)
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        logger.addHandler(handler)
        logger.setLevel(logging.INFO)
        logger.propagate = False
    return logger


def summary(error: BaseException) -> str:
    """One line saying what failed: the error and the function it came out of."""
    text = f"{type(error).__name__}: {error}".splitlines()[0][:300]
    frames = traceback.extract_tb(error.__traceback__)
    if frames:
        last = frames[-1]
        text += f" (in {last.name}, {Path(last.filename).name} line {last.lineno})"
    return text


def write_crash(where: str, error: BaseException,
                tb: TracebackType | None = None, extra: str = "") -> Path:
    """Write ``error`` with its traceback to the log; return the log file's path.

    Never raises: a log that cannot be written (a full disk) must not turn one
    failure into two; the path is returned all the same for the dialog to name.
    """
    from . import package_version

    lines = traceback.format_exception(type(error), error, tb or error.__traceback__)
    text = (f"unexpected error in {where} (scorekeeper {package_version()}): "
            f"{summary(error)}\n{''.join(lines)}{extra}")
    try:
        _logger().error(text.rstrip())
        for handler in _logger().handlers:
            handler.flush()
    except OSError:
        pass
    return log_file()
