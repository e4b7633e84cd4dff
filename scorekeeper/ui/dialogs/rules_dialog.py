"""Help → Rules: the rules as the app enforces them, from the rules package."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...rules import VARIANTS


def rules_html(key: str | None) -> str:
    games = [VARIANTS[key]] if key in VARIANTS else list(VARIANTS.values())
    parts = []
    for rules in games:
        options = "".join(
            f"<li><b>{o.name}</b> ({o.describe_values()}, default "
            f"{'none' if o.default is None else str(o.default).lower()}): {o.help}</li>"
            for o in rules.option_specs)
        parts.append(
            f"<h2>{rules.title}</h2><p>{rules.describe_limits()}.</p><p>{rules.summary}</p>"
            f"{rules.rules_text}"
            f"<p><b>First dealer:</b> {rules.dealer_rule}</p>"
            + (f"<p><b>Penalty:</b> {rules.penalty_name}.</p>" if rules.penalty_name else "")
            + (f"<p><b>Options</b></p><ul>{options}</ul>" if options else ""))
    return "".join(parts)


class RulesDialog(QDialog):
    def __init__(self, key: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.resize(640, 520)
        layout = QVBoxLayout(self)
        text = QTextBrowser()
        text.setHtml(rules_html(key))
        layout.addWidget(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
