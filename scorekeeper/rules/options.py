"""Game options: their kinds, defaults and limits, and how to read them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .errors import SetupError
from .words import Said, Words


@dataclass(frozen=True)
class OptionSpec:
    """One option of a game, with the explanation shown to the user."""

    name: str
    kind: str  # "bool", "choice" or "int"
    default: Any
    help: str
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    optional: bool = False  # an int option that may be left unset (None)
    # What a screen calls the option and each choice (each marked with QT_TRANSLATE_NOOP
    # and put in words where shown); the name and choices themselves are what is stored.
    label: str = ""
    choice_labels: tuple[str, ...] = ()

    def label_in(self, words: Words) -> str:
        """The option's name on a screen: "Table cards", "Kartenzahl auf dem Tisch"."""
        return Said(self.label).text(words) if self.label else \
            self.name.replace("_", " ").capitalize()

    def help_in(self, words: Words) -> str:
        """What the option does, in ``words``' language."""
        return Said(self.help).text(words)

    def choice_in(self, choice: str, words: Words) -> str:
        """A choice as a screen shows it (the stored value where it has no label)."""
        labels = dict(zip(self.choices, self.choice_labels, strict=False))
        return Said(labels[choice]).text(words) if choice in labels else choice

    def describe_values(self) -> str:
        if self.kind == "bool":
            return "true or false"
        if self.kind == "choice":
            return " or ".join(self.choices)
        low = self.minimum if self.minimum is not None else "…"
        high = self.maximum if self.maximum is not None else "…"
        text = f"a whole number {low}–{high}" if self.maximum else f"a whole number ≥ {low}"
        return text + (" (or none)" if self.optional else "")

    def coerce(self, value: Any) -> Any:
        """Check ``value`` (from a file or typed text) and return it in its proper type."""
        wrong = SetupError(
            f"option {self.name} must be {self.describe_values()}, not {value!r}",
            rule="options",
        )
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.strip().lower() in {"true", "yes", "1", "on"}:
                return True
            if isinstance(value, str) and value.strip().lower() in {"false", "no", "0", "off"}:
                return False
            raise wrong
        if self.kind == "choice":
            if isinstance(value, str) and value.strip().lower() in self.choices:
                return value.strip().lower()
            raise wrong
        if value is None or (isinstance(value, str) and value.strip().lower() in {"", "none"}):
            if self.optional:
                return None
            raise wrong
        if isinstance(value, str):
            try:
                value = int(value.strip())
            except ValueError:
                raise wrong from None
        if isinstance(value, bool) or not isinstance(value, int):
            raise wrong
        if (self.minimum is not None and value < self.minimum) or (
            self.maximum is not None and value > self.maximum
        ):
            raise wrong
        return value


def resolve_options(
    game: str, specs: tuple[OptionSpec, ...], given: Mapping[str, Any] | None
) -> dict[str, Any]:
    """All options of a game: the given ones checked, the rest at their defaults."""
    given = dict(given or {})
    known = {spec.name: spec for spec in specs}
    unknown = sorted(set(given) - set(known))
    if unknown:
        names = ", ".join(known) or "none"
        raise SetupError(
            f"{game} has no option {unknown[0]!r} (its options: {names})", rule="options"
        )
    return {
        spec.name: spec.coerce(given[spec.name]) if spec.name in given else spec.default
        for spec in specs
    }
