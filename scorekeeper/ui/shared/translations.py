"""Loading a language: the app's catalogue, Qt's own (standard buttons and dialogs)
and the locale that numbers and dates follow.

A catalogue is a ``.qm`` file compiled by Qt's ``lrelease`` from a ``.ts`` source in
``resources/i18n``. The frozen build ships them compiled (``scorekeeper/i18n``); a
checkout (``pip install -e .``, CI) compiles a language the first time it is asked
for, into the user's cache folder, with the ``lrelease`` that PySide6 brings along:
the install step needs no Qt tools of its own, nothing generated is committed, and a
.ts edited since is compiled again (the cached file is named by the source's hash).
English, the source language, loads nothing (start-up is on the clock).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ...languages import BUNDLED, CATALOGUE, SOURCE_LANGUAGE, SOURCES, first_shipped

_installed: list[QTranslator] = []


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """``text`` as it is, marked for lupdate (which reads this name): Qt's own marker is
    typed as returning ``object``, so a screen would have to cast every word it marks."""
    return text


def system_language() -> str:
    """The shipped language the system's locale asks for (``LANG``, ``LANGUAGE`` …)."""
    return first_shipped([*QLocale.system().uiLanguages(), QLocale.system().name()])


def lrelease() -> Path:
    """Qt's catalogue compiler, as PySide6 installs it."""
    import PySide6

    name = "lrelease.exe" if sys.platform == "win32" else "lrelease"
    return Path(PySide6.__file__).resolve().parent / name


def compile_catalogue(source: Path, target: Path) -> Path:
    """``source`` (.ts) compiled to ``target`` (.qm); an unfinished entry stays out."""
    import subprocess

    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + f".{os.getpid()}.part")
    subprocess.run([str(lrelease()), "-silent", "-nounfinished", str(source), "-qm",
                    str(partial)], check=True, capture_output=True)
    partial.replace(target)  # whole or not at all: another start may read it now
    return target


def catalogue(language: str, cache: Path | None = None) -> Path | None:
    """The compiled catalogue of ``language``: the shipped one, or the checkout's .ts
    compiled on first use into ``cache``; None when there is neither."""
    stem = CATALOGUE.format(language)
    shipped = BUNDLED / f"{stem}.qm"
    if shipped.is_file():
        return shipped
    source = SOURCES / f"{stem}.ts"
    if not source.is_file():
        return None
    import hashlib
    import subprocess

    digest = hashlib.sha256(source.read_bytes()).hexdigest()[:16]
    target = (cache or _cache_folder()) / f"{stem}-{digest}.qm"
    if target.is_file():
        return target
    try:
        return compile_catalogue(source, target)
    except (OSError, subprocess.CalledProcessError):
        return None  # no compiler or no room: the app speaks English rather than fail


def _cache_folder() -> Path:
    from platformdirs import user_cache_path

    return user_cache_path("scorekeeper", appauthor=False) / "i18n"


def qt_catalogue(language: str) -> Path | None:
    """Qt's own translations (``qtbase_de.qm``) for the standard buttons and dialogs."""
    import PySide6

    name = f"qtbase_{language}.qm"
    folders = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
               Path(PySide6.__file__).resolve().parent / "Qt" / "translations"]
    return next((folder / name for folder in folders if (folder / name).is_file()), None)


def install_language(language: str | None) -> str:
    """Speak ``language`` (None: the system's) from now on; the language spoken.

    The English plurals go in first so that a catalogue, installed after them, is
    asked before them (Qt asks the last installed first). Call before the first
    window is built (Preferences applies a change at the next start)."""
    app = QCoreApplication.instance()
    language = language or system_language()
    if app is None:
        return SOURCE_LANGUAGE
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    system = QLocale.system()
    if system.name().split("_")[0] != language:  # the system's own keeps its region
        QLocale.setDefault(QLocale(language))
    if language == SOURCE_LANGUAGE:
        return language  # the views install the English plurals as they need them
    from .plurals import install_plurals

    install_plurals()
    for path in (qt_catalogue(language), catalogue(language)):
        translator = QTranslator(app)
        if path is not None and translator.load(str(path)):
            app.installTranslator(translator)
            _installed.append(translator)
    return language
