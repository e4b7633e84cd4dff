"""Help → Rules: the rules as the app enforces them, from the rules package, in the
app's language (each game's summary, rules text, dealer rule and options are marked in
the rules and put in words here)."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...exports.qt_words import app_words
from ...rules import VARIANTS
from ...rules.describe import penalty_word
from ...rules.options import OptionSpec
from ...rules.words import ENGLISH, Said, Words


def rules_html(key: str | None, words: Words = ENGLISH) -> str:
    """Every game's rules (or ``key``'s alone), as the dialog shows them."""
    games = [VARIANTS[key]] if key in VARIANTS else list(VARIANTS.values())
    parts = []
    for rules in games:
        options = "".join(_option(o, words) for o in rules.option_specs)
        penalty = ("" if not rules.penalty_name else "<p>" + words.tr(
            "<b>Penalty:</b> {0}.").format(escape(penalty_word(rules.penalty_name, words)))
            + "</p>")
        parts.append(
            f"<h2>{rules.title}</h2><p>{rules.describe_limits(words)}.</p>"
            f"<p>{escape(rules.summary_in(words))}</p>{_text(rules.rules_text, words)}"
            "<p>" + words.tr("<b>First dealer:</b> {0}").format(
                escape(Said(rules.dealer_rule).text(words))) + "</p>" + penalty
            + ("<p><b>" + words.tr("Options") + f"</b></p><ul>{options}</ul>"
               if options else ""))
    return "".join(parts)


def _text(rules_text: str, words: Words) -> str:
    """A game's rules text (HTML, marked in the rules) in ``words``' language."""
    return Said(rules_text).text(words) if rules_text else ""


def _option(option: OptionSpec, words: Words) -> str:
    """One option: its name, the values it takes, its default and what it does."""
    default = (words.tr("none", "an option left unset") if option.default is None
               else option.choice_in(option.default, words) if option.kind == "choice"
               else str(option.default).lower() if option.kind == "bool"
               else words.number(option.default))
    return "<li>" + words.tr("<b>{0}</b> ({1}, default {2}): {3}").format(
        escape(option.label_in(words)), escape(_values(option, words)), escape(default),
        escape(option.help_in(words))) + "</li>"


def _values(option: OptionSpec, words: Words) -> str:
    """What the option takes: "full or half", "a whole number from 1 to 13"."""
    if option.kind == "bool":
        return words.tr("true or false")
    if option.kind == "choice":
        shown = [option.choice_in(c, words) for c in option.choices]
        if len(shown) < 2:
            return "".join(shown)
        return words.tr("{0} or {1}").format(", ".join(shown[:-1]), shown[-1])
    low, high = option.minimum, option.maximum
    text = (words.tr("a whole number from {0} to {1}").format(
        words.number(low or 0), words.number(high)) if high is not None
        else words.tr("a whole number ≥ {0}").format(words.number(low or 0)))
    return words.tr("{0} (or none)").format(text) if option.optional else text


class RulesDialog(QDialog):
    def __init__(self, key: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.resize(640, 520)
        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setHtml(rules_html(key, app_words()))
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
