"""Words backed by a shipped catalogue, for the rules' tests (no Qt): each piece of a
translation comes back marked ⟨…⟩ (the values put into it are not) and each number as
#n, so a test can tell that every piece of a sentence went through the words it was
handed, and which sentences the catalogue lacks."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from scorekeeper.rules.words import CONTEXT, Words


def _catalogues() -> Path:
    """The catalogues' folder: in the checkout this test file is in, or one holding it
    (a mutation run copies the package and the tests, not the resources)."""
    for folder in Path(__file__).resolve().parents:
        if (folder / "resources" / "i18n").is_dir():
            return folder / "resources" / "i18n"
    raise FileNotFoundError("resources/i18n")


CATALOGUES = _catalogues()
_MARKED = re.compile(r"⟨[^⟨⟩]*⟩")
_PLACE = re.compile(r"(\{[^{}]*\}|%n)")  # where a value goes into a sentence


def _catalogue(language: str) -> dict[tuple[str, str], str]:
    """(source, disambiguation) → the first form of its translation, context ``words``."""
    root = ET.parse(CATALOGUES / f"scorekeeper_{language}.ts").getroot()
    found: dict[tuple[str, str], str] = {}
    for context in root.iter("context"):
        if context.findtext("name") != CONTEXT:
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.iter("numerusform")] \
                if translation is not None else []
            text = forms[-1] if forms else (translation.text or "" if translation is not None
                                            else "")
            found[(message.findtext("source") or "", message.findtext("comment") or "")] = text
    return found


class MarkedWords:
    """A :class:`Words` in ``language`` whose lookups are recorded and marked."""

    def __init__(self, language: str = "de") -> None:
        self.catalogue = _catalogue(language)
        self.missing: list[tuple[str, str]] = []
        self.words = Words(language, self._lookup, lambda n: f"#{n}")

    def _lookup(self, source: str, disambiguation: str, n: int) -> str:
        found = self.catalogue.get((source, disambiguation))
        if not found:
            self.missing.append((source, disambiguation))
            return ""
        # Each piece of the sentence marked, the places for values left open: a value
        # that did not go through the words shows up unmarked.
        return "".join(part if _PLACE.fullmatch(part) else f"⟨{part}⟩"
                       for part in _PLACE.split(found) if part)


def unmarked(text: str) -> str:
    """What of ``text`` did not come through the words: marked parts taken out, inner
    ones first (a translated value inside a translated sentence)."""
    while True:
        shorter = _MARKED.sub("", text)
        if shorter == text:
            return text
        text = shorter
