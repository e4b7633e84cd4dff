"""Bring the translators' sources up to date with the code, or compile them.

    .venv/bin/python resources/i18n/update.py            # every .ts from the source
    .venv/bin/python resources/i18n/update.py --release DIR   # compile every .ts to DIR

The first form runs Qt's ``lupdate`` over the package: a string new in a ``tr()``
call appears in each ``scorekeeper_XX.ts`` as unfinished (translate it in Qt
Linguist, ``.venv/bin/pyside6-linguist``, or any editor), a string gone from the code
goes from the files. The files hold no line numbers, so moving code changes nothing. A module's
``_tr(text)`` helper (``QCoreApplication.translate("", text)``) is read as ``tr``.
The second compiles them with ``lrelease`` (the frozen build does this; a checkout
compiles the language it needs on first use). To add a language: add its code to
``scorekeeper/languages.py``, run the first form, translate the new file.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))

from scorekeeper.languages import CATALOGUE, LANGUAGES, SOURCE_LANGUAGE  # noqa: E402

# Generated modules with no words of their own.
SKIPPED = ("resources_rc.py",)


def python_sources(package: Path = ROOT / "scorekeeper") -> list[Path]:
    """Every module of the package that can hold a translatable string."""
    return sorted(p for p in package.rglob("*.py") if p.name not in SKIPPED)


def translated_languages() -> list[str]:
    return [code for code in LANGUAGES if code != SOURCE_LANGUAGE]


def lupdate() -> Path:
    import PySide6

    name = "lupdate.exe" if sys.platform == "win32" else "lupdate"
    return Path(PySide6.__file__).resolve().parent / name


def update(folder: Path = HERE, languages: list[str] | None = None) -> list[Path]:
    """Every language's .ts in ``folder`` made current with the source; their paths.
    Kept translations stay; a .ts that does not exist yet is made."""
    written = []
    sources = [str(p) for p in python_sources()]
    for code in languages or translated_languages():
        target = folder / f"{CATALOGUE.format(code)}.ts"
        subprocess.run([str(lupdate()), "-silent", "-no-obsolete", "-locations", "none",
                        "-tr-function-alias", "tr+=_tr",
                        "-source-language", SOURCE_LANGUAGE, "-target-language", code,
                        *sources, "-ts", str(target)], check=True, cwd=ROOT)
        written.append(target)
    return written


def release(target: Path, folder: Path = HERE) -> list[Path]:
    """Every .ts of ``folder`` compiled into ``target`` (unfinished entries left out)."""
    from scorekeeper.ui.shared.translations import compile_catalogue

    return [compile_catalogue(ts, target / f"{ts.stem}.qm")
            for ts in sorted(folder.glob(f"{CATALOGUE.format('*')}.ts"))]


def main(argv: list[str]) -> int:
    if argv[:1] == ["--release"] and len(argv) == 2:
        for path in release(Path(argv[1])):
            print(path)
        return 0
    if argv:
        print(__doc__, file=sys.stderr)
        return 2
    for path in update():
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
