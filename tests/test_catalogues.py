"""Every shipped language is complete and current: each string the code wraps in
``tr()`` has a finished translation in every catalogue, keeping its placeholders,
and the catalogues are what ``resources/i18n/update.py`` makes of the source today."""

from __future__ import annotations

import re
import runpy
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from scorekeeper.languages import CATALOGUE, LANGUAGES, SOURCE_LANGUAGE, SOURCES

TRANSLATED = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]
# What a translation must carry over from its source: format fields, Qt's %1, markup.
KEPT = re.compile(r"\{[^{}]*\}|%\d|<[^>]*>")


def messages(path: Path) -> list[tuple[str, ET.Element]]:
    """(context, message) for every message of a .ts file."""
    root = ET.parse(path).getroot()
    return [(context.findtext("name") or "", message)
            for context in root.iter("context") for message in context.iter("message")]


def translations(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


def problems(path: Path) -> list[str]:
    """Why the catalogue at ``path`` is not complete (nothing: it is)."""
    found = []
    for context, message in messages(path):
        source = message.findtext("source") or ""
        where = f"{context}: {source[:60]!r}"
        kind = message.find("translation").get("type")  # type: ignore[union-attr]
        if kind is not None:
            found.append(f"{where} is {kind}")
            continue
        if not source.strip():
            continue
        forms = translations(message)
        for form in forms:
            if not form.strip():
                found.append(f"{where} has an empty translation")
            elif sorted(set(KEPT.findall(form))) != sorted(set(KEPT.findall(source))):
                found.append(f"{where}: {form[:60]!r} does not keep its placeholders")
            elif message.get("numerus") == "yes" and "%" not in form:
                found.append(f"{where}: {form!r} has no count")
        if message.get("numerus") == "yes" and len(forms) < 2:
            found.append(f"{where} has {len(forms)} plural form(s)")
    return found


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_string_has_a_finished_translation(language: str) -> None:
    path = SOURCES / f"{CATALOGUE.format(language)}.ts"
    assert path.is_file(), f"{path.name} is missing: run resources/i18n/update.py"
    assert messages(path), f"{path.name} holds no strings"
    assert problems(path) == []


def test_an_unfinished_or_changed_translation_is_found(tmp_path: Path) -> None:
    """The check above can fail: an entry left unfinished, a placeholder dropped."""
    text = (SOURCES / f"{CATALOGUE.format('de')}.ts").read_text(encoding="utf-8")
    broken = tmp_path / "broken.ts"
    broken.write_text(text.replace("<translation>Neue Partie</translation>",
                                   '<translation type="unfinished"></translation>', 1)
                      .replace("{0} gibt", "gibt", 1), encoding="utf-8")
    found = problems(broken)
    assert any("is unfinished" in p for p in found) and any("placeholders" in p
                                                           for p in found)


def test_the_catalogues_are_current_with_the_source(tmp_path: Path) -> None:
    """lupdate run afresh over the package (into copies) changes nothing: no string is
    new in the code or gone from it since the catalogues were last updated."""
    update = runpy.run_path(str(SOURCES / "update.py"))
    for language in TRANSLATED:
        shutil.copy(SOURCES / f"{CATALOGUE.format(language)}.ts", tmp_path)
    for fresh in update["update"](tmp_path, TRANSLATED):
        kept = (SOURCES / fresh.name).read_text(encoding="utf-8")
        assert fresh.read_text(encoding="utf-8") == kept, (
            f"{fresh.name} is out of date: run .venv/bin/python resources/i18n/update.py "
            "and translate what it marks unfinished")


def test_each_compiled_catalogue_answers_every_string(tmp_path: Path, qapp) -> None:
    """Compiled as the app compiles it, each catalogue translates every string in its
    context: nothing is lost between the .ts and what the app loads."""
    from PySide6.QtCore import QTranslator

    from scorekeeper.ui.shared.translations import compile_catalogue

    for language in TRANSLATED:
        source = SOURCES / f"{CATALOGUE.format(language)}.ts"
        translator = QTranslator()
        assert translator.load(str(compile_catalogue(source, tmp_path / f"{language}.qm")))
        missing = [(context, message.findtext("source"))
                   for context, message in messages(source)
                   if (message.findtext("source") or "").strip()
                   and not translator.translate(context, message.findtext("source") or "",
                                                message.findtext("comment"),
                                                2 if message.get("numerus") else -1)]
        assert missing == [], language
