"""Every house-rules setting as a control that says what it does, grouped as a table
talks the rules through.

The form only turns controls into the settings' plain dict and back; the rules module
checks the dict (``rules_from_dict``) and its message, naming the setting, is what the
editor shows. Nothing is corrected here: a setting that does not fit the others stays
as typed until the scorekeeper changes it.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from PySide6.QtCore import Signal, SignalInstance
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...rules.house_choices import (
    END_CHOICES,
    HOOK_CHOICES,
    LEAD_CHOICES,
    MADE_COLUMNS,
    ORDER_CHOICES,
    PACK_CHOICES,
    PACK_USED_CHOICES,
    PENALTY_CHOICES,
    PENALTY_KIND_CHOICES,
    POINT_COLUMNS,
    SHAPE_CHOICES,
    SUIT_CHOICES,
    TIE_CHOICES,
    TRUMP_CHOICES,
    WHOLE_PACK_CHOICES,
    ZERO_WHEN_CHOICES,
)
from ...rules.house_rules import HouseRules, HouseRulesError
from ...rules.words import QT_TRANSLATE_NOOP, Said
from .house_choice_words import choice_words


def _combo(choices: tuple[tuple[str, str], ...], name: str, tip: str) -> QComboBox:
    combo = QComboBox()
    for value, words in choices:
        combo.addItem(choice_words(words), value)
    combo.setAccessibleName(name)
    combo.setToolTip(tip)
    # Never wider than the column needs: the settings scroll down, never sideways.
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(10)
    return combo


def _spin(low: int, high: int, name: str, tip: str, special: str = "") -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setAccessibleName(name)
    spin.setToolTip(tip)
    if special:
        spin.setSpecialValueText(special)
    return spin


def _line(name: str, tip: str, example: str) -> QLineEdit:
    edit = QLineEdit()
    edit.setAccessibleName(name)
    edit.setToolTip(tip)
    edit.setPlaceholderText(example)
    return edit


def _check(text: str, tip: str) -> QCheckBox:
    box = QCheckBox(text)
    box.setAccessibleName(text)
    box.setToolTip(tip)
    return box


def _pick(combo: QComboBox, value: Any) -> None:
    combo.setCurrentIndex(max(0, combo.findData(value)))


def _items(text: str) -> list[str]:
    return [part.strip() for part in text.replace(";", ",").split(",") if part.strip()]


class HouseRulesForm(QWidget):
    """The settings' controls in nine groups; ``changed`` on every edit."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.groups: dict[str, QGroupBox] = {}
        self.controls: dict[str, QWidget] = {}  # a setting's key → the control that sets it
        self.chain: list[QWidget] = []  # every control in reading order (the tab order)
        self._based_on: str | None = None
        self._build_name(layout)
        self._build_pack(layout)
        self._build_schedule(layout)
        self._build_trump(layout)
        self._build_bidding(layout)
        self._build_score(layout)
        self._build_penalty(layout)
        self._build_end(layout)
        self._build_table(layout)
        layout.addStretch(1)
        for first, second in pairwise(self.chain):
            QWidget.setTabOrder(first, second)
        self._connect()

    # --- building -------------------------------------------------------------------
    def _group(self, layout: QVBoxLayout, key: str, title: str, help_text: str
               ) -> QFormLayout:
        box = QGroupBox(title)
        box.setAccessibleName(title.replace("&&", "\0").replace("&", "").replace("\0", "&"))
        inner = QVBoxLayout(box)
        note = QLabel(help_text)
        note.setWordWrap(True)
        note.setStyleSheet("color: palette(placeholder-text);")
        inner.addWidget(note)
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        inner.addLayout(form)
        layout.addWidget(box)
        self.groups[key] = box
        return form

    def _row(self, form: QFormLayout, label: str, key: str, widget: QWidget,
             *more: QWidget, down: bool = False) -> None:
        """A labelled row; ``key`` is the setting it sets (for marking it when refused)."""
        caption = QLabel(label)
        caption.setToolTip(widget.toolTip())
        caption.setBuddy(widget)
        if more:
            row = QWidget()
            line = QVBoxLayout(row) if down else QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            parts = (widget, *more)
            for part in parts:  # a list takes the room left; the rest keep their size
                line.addWidget(part, 1 if isinstance(part, QComboBox) else 0)
            if not any(isinstance(part, QComboBox) for part in parts):
                line.addStretch(1)
            form.addRow(caption, row)
        else:
            form.addRow(caption, widget)
        self.controls[key] = widget
        self.chain.extend((widget, *more))

    def _build_name(self, layout: QVBoxLayout) -> None:
        form = self._group(layout, "name", self.tr("&Name && players"),
                           self.tr("What the table calls the game, and how many may play."))
        self.name = _line(self.tr("Name"), self.tr("1 to 40 characters: shown on the table, "
                                                   "in History and on the scorecard"),
                          self.tr("e.g. Thursday club"))
        self.name.setMaxLength(40)
        self._row(form, self.tr("Name:"), "name", self.name)
        tip = self.tr("The player counts allowed (2 to 10); a count whose first hand cannot "
                      "be dealt is refused anyway")
        self.players_low = _spin(2, 10, self.tr("Fewest players"), tip)
        self.players_high = _spin(2, 10, self.tr("Most players"), tip)
        self._row(form, self.tr("Players from:"), "players", self.players_low,
                  QLabel(self.tr("to")), self.players_high)
        self.based_on = QLabel()
        self.based_on.setWordWrap(True)
        form.addRow(QLabel(self.tr("Based on:")), self.based_on)

    def _build_pack(self, layout: QVBoxLayout) -> None:
        form = self._group(layout, "pack", self.tr("Pac&k"),
                           self.tr("The cards in play; the pack decides the largest hand."))
        self.pack = _combo(PACK_CHOICES, self.tr("Pack"), self.tr("The cards in play"))
        self._row(form, self.tr("Pack:"), "pack", self.pack)
        self.jokers = _check(self.tr("Add a joker (the highest trump)"),
                             self.tr("A joker adds one card and beats every trump"))
        self._row(form, "", "jokers", self.jokers)
        self.pack_for = _line(self.tr("Another pack for some player counts"),
                              self.tr("Player count: pack, separated by commas (a pack is "
                                      "52, 36, 32, 28, 24 or 63)"), self.tr("e.g. 3: 28, 7: 63"))
        self._row(form, self.tr("Other packs:"), "pack_for", self.pack_for)

    def _build_schedule(self, layout: QVBoxLayout) -> None:
        form = self._group(layout, "schedule", self.tr("Sc&hedule"),
                           self.tr("How many cards each hand has, hand after hand. The "
                                   "preview shows it for the players chosen."))
        self.shape = _combo(SHAPE_CHOICES, self.tr("Shape"),
                            self.tr("The order of hand sizes"))
        self._row(form, self.tr("Shape:"), "schedule.shape", self.shape)
        self.peak = _spin(0, 52, self.tr("Largest hand"),
                          self.tr("Cards in the largest hand; never more than the pack deals "
                                  "each player"), self.tr("as many as the pack allows"))
        self._row(form, self.tr("Largest hand:"), "schedule.peak", self.peak)
        self.repeat_turn = _check(self.tr("Play the turning hand twice"),
                                  self.tr("up-down and down-up: the hand where the schedule "
                                          "turns is played twice (7 … 1, 1 … 7)"))
        self._row(form, "", "schedule.repeat_turn", self.repeat_turn)
        self.whole_pack = _combo(WHOLE_PACK_CHOICES, self.tr("When the largest hand deals "
                                                             "the whole pack"),
                                 self.tr("climb only: what follows a hand that deals every "
                                         "card"))
        self._row(form, self.tr("Whole pack dealt:"), "schedule.whole_pack", self.whole_pack)
        self.hand_list = _line(self.tr("Hands in order"),
                               self.tr("list only: cards per hand, in order, separated by "
                                       "commas"), self.tr("e.g. 1, 2, 3, 4, 3, 2, 1"))
        self._row(form, self.tr("Hands (list):"), "schedule.list", self.hand_list)

    def _build_trump(self, layout: QVBoxLayout) -> None:
        form = self._group(layout, "trump", self.tr("&Trump"),
                           self.tr("Where each hand's trump comes from."))
        self.trump_kind = _combo(TRUMP_CHOICES, self.tr("Trump comes from"),
                                 self.tr("The card turned up after the deal, one suit "
                                         "always, or suits in turn"))
        self._row(form, self.tr("Trump:"), "trump.kind", self.trump_kind)
        self.suit = _combo(SUIT_CHOICES, self.tr("Trump suit"),
                           self.tr("Always one suit: which"))
        self._row(form, self.tr("Suit:"), "trump.suit", self.suit)
        self.sequence = _line(self.tr("Trump sequence"),
                              self.tr("Sequence: S, H, D, C or none per hand, separated by "
                                      "commas; it starts again after the last"),
                              self.tr("e.g. H, D, S, C, none"))
        self._row(form, self.tr("Sequence:"), "trump.sequence", self.sequence)
        self.no_trumps_on = _line(self.tr("Turn-ups that mean no trumps"),
                                  self.tr("Turn-up only: ranks that mean no trumps when "
                                          "turned up (A, K, Q, J, 2 … 13, JK)"),
                                  self.tr("e.g. A, JK"))
        self._row(form, self.tr("No trumps on:"), "trump.no_trumps_on", self.no_trumps_on)
        self.pack_used = _combo(PACK_USED_CHOICES, self.tr("Trump when the whole pack is "
                                                           "dealt"),
                                self.tr("Turn-up only: with no card left to turn up"))
        self._row(form, self.tr("Whole pack dealt:"), "trump.pack_used", self.pack_used)

    def _build_bidding(self, layout: QVBoxLayout) -> None:
        form = self._group(layout, "bidding", self.tr("&Bidding"),
                           self.tr("Who bids when, what the last bidder may not bid, and who "
                                   "leads."))
        self.order = _combo(ORDER_CHOICES, self.tr("Bidding order"),
                            self.tr("Clockwise from the dealer's left; as called (the order "
                                    "is recorded); or everyone at once"))
        self._row(form, self.tr("Bids go:"), "bidding.order", self.order)
        self.hook = _combo(HOOK_CHOICES, self.tr("The hook"),
                           self.tr("Hooked: the last bidder may not bid the number that "
                                   "makes the bids total the cards"))
        self._row(form, self.tr("Hook:"), "bidding.hook", self.hook)
        self.hook_from = _spin(1, 52, self.tr("Hook from cards"),
                               self.tr("The hook applies only in hands of at least this many "
                                       "cards"))
        self.hook_from.setSuffix(self.tr(" cards up"))
        self._row(form, self.tr("Hook in hands of:"), "bidding.hook_from", self.hook_from)
        self.exempt_zero = _check(self.tr("may bid 0"),
                                  self.tr("The hooked bidder may still bid 0"))
        self.exempt_all = _check(self.tr("may bid all"),
                                 self.tr("The hooked bidder may still bid all the cards"))
        self._row(form, self.tr("Hooked bidder:"), "bidding.hook_exempt", self.exempt_zero,
                  self.exempt_all)
        self.first_lead = _combo(LEAD_CHOICES, self.tr("First lead"),
                                 self.tr("Who leads to the first trick (a tie between highest "
                                         "bidders goes to the first to bid)"))
        self._row(form, self.tr("First lead:"), "bidding.first_lead", self.first_lead)

    def _build_score(self, layout: QVBoxLayout) -> None:
        form = self._group(layout, "score", self.tr("Sc&ore"),
                           self.tr("A hand's score: points + so many per trick bid, taken, "
                                   "off the bid, or per card dealt. The description shows "
                                   "worked examples."))
        form.addRow(self._points_grid())
        self.made_zero_on = _check(self.tr("A made 0 scores instead:"),
                                   self.tr("A bid of 0 made scores this instead of the exact "
                                           "bid's points"))
        self.made_zero = _spin(-999, 999, self.tr("Made zero scores"),
                               self.tr("Points for a made 0"))
        self._row(form, "", "score.made_zero", self.made_zero_on, self.made_zero)
        self.bonus_on = _check(self.tr("Bonus for a made 0:"),
                               self.tr("Points added to a made 0 bid"))
        self.bonus = _spin(-999, 999, self.tr("Zero bonus points"),
                           self.tr("Points added to a made 0"))
        self.bonus_when = _combo(ZERO_WHEN_CHOICES, self.tr("Zero bonus when"),
                                 self.tr("Always; when the cards left undealt are no more "
                                         "than the players; or from a number of cards"))
        self.bonus_cards = _spin(1, 52, self.tr("Zero bonus from cards"),
                                 self.tr("The bonus counts in hands of at least this many "
                                         "cards"))
        self._row(form, "", "score.zero_bonus", self.bonus_on, self.bonus)
        self._row(form, self.tr("Bonus counts:"), "score.zero_bonus.when", self.bonus_when,
                  self.bonus_cards)

    def _points_grid(self) -> QWidget:
        """Points per exact bid, over and under: a spin box per row and unit."""
        grid_widget = QWidget()
        grid = QGridLayout(grid_widget)
        grid.setContentsMargins(0, 0, 0, 0)
        for column, (_, words) in enumerate(POINT_COLUMNS, start=1):
            grid.addWidget(QLabel(choice_words(words)), 0, column)
        self.points: dict[str, dict[str, QSpinBox]] = {}
        rows = (("made", self.tr("Exact bid"), MADE_COLUMNS),
                ("over", self.tr("Over the bid"), tuple(c for c, _ in POINT_COLUMNS)),
                ("under", self.tr("Under the bid"), tuple(c for c, _ in POINT_COLUMNS)))
        for row, (key, words, columns) in enumerate(rows, start=1):
            grid.addWidget(QLabel(words), row, 0)
            self.points[key] = {}
            for column, (name, unit) in enumerate(POINT_COLUMNS, start=1):
                if name not in columns:
                    continue
                unit = choice_words(unit)
                spin = _spin(-999, 999, f"{words} {unit}",
                             self.tr("{0}: {1} (may be negative)").format(words, unit))
                grid.addWidget(spin, row, column)
                self.points[key][name] = spin
                self.chain.append(spin)
            self.controls[f"score.{key}"] = next(iter(self.points[key].values()))
        return grid_widget

    def _build_penalty(self, layout: QVBoxLayout) -> None:
        form = self._group(layout, "penalty", self.tr("Penalty && a&djustments"),
                           self.tr("Penalties are counted per hand and player; adjustments "
                                   "are points added by hand, with a note."))
        self.penalty = _combo(PENALTY_CHOICES, self.tr("Penalty"),
                              self.tr("What is penalised: a revoke or a renege (or nothing)"))
        self.penalty_kind = _combo(PENALTY_KIND_CHOICES, self.tr("Penalty kind"),
                                   self.tr("Points per penalty, or a cap on the hand's score "
                                           "(and the bid does not count as made)"))
        self.penalty_points = _spin(-999, 999, self.tr("Penalty points"),
                                    self.tr("Points (negative: a loss)"))
        self._row(form, self.tr("Penalty:"), "penalty", self.penalty)
        self._row(form, self.tr("It costs:"), "penalty.each", self.penalty_kind,
                  self.penalty_points)
        self.controls["penalty.floor"] = self.penalty_kind
        self.adjustments = _check(self.tr("The scorekeeper may add ± points"),
                                  self.tr("Points added to a player in a hand, with a note"))
        self._row(form, "", "adjustments", self.adjustments)

    def _build_end(self, layout: QVBoxLayout) -> None:
        form = self._group(layout, "end", self.tr("&End && ranking"),
                           self.tr("When the game ends, and how ties are split."))
        self.reset = _spin(1, 9999, self.tr("Reset multiple"),
                           self.tr("A running total that lands on a non-zero multiple of "
                                   "this goes back to 0"), self.tr("no reset"))
        self._row(form, self.tr("Back to 0 on:"), "reset_multiple", self.reset)
        self.end = _combo(END_CHOICES, self.tr("The game ends"),
                          self.tr("After the schedule's last hand; when you end it; or "
                                  "after the hand where a total passes a number"))
        self.end_above = _spin(1, 99999, self.tr("End above total"),
                               self.tr("The total to pass"))
        self._row(form, self.tr("The game ends:"), "end", self.end, self.end_above)
        self.ties = [_combo(TIE_CHOICES, self.tr("Tie-breaker {0}").format(n),
                            self.tr("Ties on the total are split by these counts, in order"))
                     for n in (1, 2, 3)]
        self._row(form, self.tr("Ties split by:"), "tie_breakers", *self.ties, down=True)
        self.tie_deal = _spin(0, 26, self.tr("Tie-break deal"),
                              self.tr("Players still tied may play one more deal of this "
                                      "many cards (not added to totals)"), self.tr("none"))
        self.tie_deal.setSuffix(self.tr(" cards"))
        self._row(form, self.tr("Tie-break deal:"), "tie_break_deal", self.tie_deal)

    def _build_table(self, layout: QVBoxLayout) -> None:
        form = self._group(layout, "table", self.tr("Table &changes"),
                           self.tr("Whether the seating may change during a game."))
        self.table_changes = _check(self.tr("Players may join, leave or sit out a hand"),
                                    self.tr("A joiner starts from a total you choose; someone "
                                            "who leaves keeps their total and place"))
        self._row(form, "", "table_changes", self.table_changes)

    def _connect(self) -> None:
        for widget in self.findChildren(QWidget):
            signal: SignalInstance | None = None
            if isinstance(widget, QComboBox):
                signal = widget.currentIndexChanged
            elif isinstance(widget, QSpinBox):
                signal = widget.valueChanged
            elif isinstance(widget, QCheckBox):
                signal = widget.toggled
            elif isinstance(widget, QLineEdit) and not isinstance(widget.parentWidget(),
                                                                  QSpinBox):
                signal = widget.textChanged
            if signal is not None:
                signal.connect(self._edited)

    def _edited(self, *_: object) -> None:
        self._show_what_applies()
        self.changed.emit()

    def _show_what_applies(self) -> None:
        """Controls that mean nothing with the others chosen are greyed, their values kept
        (settings the rules refuse together stay live, so the message can be acted on)."""
        shape, kind = self.shape.currentData(), self.trump_kind.currentData()
        self.repeat_turn.setEnabled(shape in ("up-down", "down-up"))
        self.whole_pack.setEnabled(shape == "climb")
        self.peak.setEnabled(shape != "list")
        self.suit.setEnabled(kind == "fixed")
        self.sequence.setEnabled(kind == "sequence")
        self.made_zero.setEnabled(self.made_zero_on.isChecked())
        for widget in (self.bonus, self.bonus_when):
            widget.setEnabled(self.bonus_on.isChecked())
        self.bonus_cards.setEnabled(self.bonus_on.isChecked()
                                    and self.bonus_when.currentData() == "cards")
        for widget in (self.penalty_kind, self.penalty_points):
            widget.setEnabled(bool(self.penalty.currentData()))
        self.end_above.setEnabled(self.end.currentData() == "above")

    # --- rules in, settings out --------------------------------------------------------
    def set_rules(self, rules: HouseRules) -> None:
        """Show ``rules`` (every control set; one ``changed`` at the end)."""
        self.blockSignals(True)
        try:
            self._fill(rules)
        finally:
            self.blockSignals(False)
        self._edited()

    def _fill(self, rules: HouseRules) -> None:
        self._based_on = rules.based_on
        self.based_on.setText(rules.based_on or self.tr("(nothing: made here)"))
        self.name.setText(rules.name)
        self.players_low.setValue(rules.players[0])
        self.players_high.setValue(rules.players[1])
        _pick(self.pack, rules.pack)
        self.jokers.setChecked(bool(rules.jokers))
        self.pack_for.setText(", ".join(f"{n}: {p}" for n, p in rules.pack_for))
        self._fill_deal(rules)
        self._fill_score(rules)
        for combo, name in zip(self.ties, (*rules.tie_breakers, "", "", ""), strict=False):
            _pick(combo, name)
        self.tie_deal.setValue(rules.tie_break_deal or 0)
        self.table_changes.setChecked(rules.table_changes)

    def _fill_deal(self, rules: HouseRules) -> None:
        """The schedule, trump and bidding controls from ``rules``."""
        s = rules.schedule
        _pick(self.shape, s.shape)
        self.peak.setValue(0 if s.peak == "max" else int(s.peak))
        self.repeat_turn.setChecked(s.repeat_turn)
        _pick(self.whole_pack, s.whole_pack)
        self.hand_list.setText(", ".join(str(n) for n in s.hands))
        t = rules.trump
        _pick(self.trump_kind, t.kind)
        _pick(self.suit, t.suit or "S")
        self.sequence.setText(", ".join(t.sequence))
        self.no_trumps_on.setText(", ".join(t.no_trumps_on))
        _pick(self.pack_used, t.pack_used)
        b = rules.bidding
        _pick(self.order, b.order)
        _pick(self.hook, b.hook)
        self.hook_from.setValue(b.hook_from)
        self.exempt_zero.setChecked("zero" in b.hook_exempt)
        self.exempt_all.setChecked("all" in b.hook_exempt)
        _pick(self.first_lead, b.first_lead)

    def _fill_score(self, rules: HouseRules) -> None:
        """The scoring, penalty, reset and end controls from ``rules``."""
        score = rules.score
        for key, points in (("made", score.made), ("over", score.over),
                            ("under", score.under)):
            for name, spin in self.points[key].items():
                spin.setValue(getattr(points, name))
        self.made_zero_on.setChecked(score.made_zero is not None)
        self.made_zero.setValue(score.made_zero or 0)
        bonus = score.zero_bonus
        self.bonus_on.setChecked(bonus is not None)
        self.bonus.setValue(bonus.points if bonus else 0)
        when = bonus.when if bonus else "always"
        _pick(self.bonus_when, "cards" if isinstance(when, int) else when)
        self.bonus_cards.setValue(when if isinstance(when, int) else 1)
        penalty = rules.penalty
        _pick(self.penalty, penalty.name if penalty else "")
        _pick(self.penalty_kind, "floor" if penalty and penalty.floor is not None else "each")
        self.penalty_points.setValue((penalty.each if penalty.each is not None
                                      else penalty.floor or 0) if penalty else 0)
        self.adjustments.setChecked(rules.adjustments)
        self.reset.setValue(rules.reset_multiple or 1)
        _pick(self.end, "above" if isinstance(rules.end, int) else rules.end)
        self.end_above.setValue(rules.end if isinstance(rules.end, int) else 100)

    def settings(self) -> dict[str, Any]:
        """The settings as the controls say them, for ``rules_from_dict`` to check; a field
        whose text cannot be read raises a :class:`HouseRulesError` naming the setting."""
        shape, kind = self.shape.currentData(), self.trump_kind.currentData()
        schedule, trump = self._schedule_and_trump(shape, kind)
        points = {key: {name: spin.value() for name, spin in spins.items()}
                  for key, spins in self.points.items()}
        bonus, penalty = self._bonus_and_penalty()
        end: Any = self.end.currentData()
        if end == "above":
            end = {"above": self.end_above.value()}
        return {
            "name": self.name.text(), "based_on": self._based_on,
            "players": [self.players_low.value(), self.players_high.value()],
            "pack": self.pack.currentData(), "jokers": int(self.jokers.isChecked()),
            "pack_for": _pack_for(self.pack_for.text()), "schedule": schedule, "trump": trump,
            "bidding": {"order": self.order.currentData(), "hook": self.hook.currentData(),
                        "hook_from": self.hook_from.value(),
                        "hook_exempt": [name for name, box in (("zero", self.exempt_zero),
                                                               ("all", self.exempt_all))
                                        if box.isChecked()],
                        "first_lead": self.first_lead.currentData()},
            "score": {**points, "made_zero": self.made_zero.value()
                      if self.made_zero_on.isChecked() else None, "zero_bonus": bonus},
            "penalty": penalty, "adjustments": self.adjustments.isChecked(),
            "reset_multiple": self.reset.value() if self.reset.value() > 1 else None,
            "end": end,
            "tie_breakers": [c.currentData() for c in self.ties if c.currentData()],
            "tie_break_deal": {"cards": self.tie_deal.value()} if self.tie_deal.value()
            else None,
            "table_changes": self.table_changes.isChecked(),
        }

    def _schedule_and_trump(self, shape: str, kind: str
                            ) -> tuple[dict[str, Any], dict[str, Any]]:
        """The schedule and trump settings (a hand list that cannot be read raises)."""
        schedule: dict[str, Any] = {
            "shape": shape, "peak": self.peak.value() or "max",
            "repeat_turn": self.repeat_turn.isChecked(),
            "whole_pack": self.whole_pack.currentData()}
        if shape == "list" or self.hand_list.text().strip():
            schedule["list"] = _numbers("schedule.list", self.hand_list.text())
        trump: dict[str, Any] = {"kind": kind, "no_trumps_on": _items(self.no_trumps_on.text()),
                                 "pack_used": self.pack_used.currentData()}
        if kind == "fixed":
            trump["suit"] = self.suit.currentData()
        if kind == "sequence":
            trump["sequence"] = _items(self.sequence.text())
        return schedule, trump

    def _bonus_and_penalty(self) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
        """The zero bonus and the penalty as the controls say them (None: none)."""
        bonus = None
        if self.bonus_on.isChecked():
            when = self.bonus_when.currentData()
            bonus = {"points": self.bonus.value(),
                     "when": {"min_cards": self.bonus_cards.value()} if when == "cards"
                     else when}
        penalty = None
        if self.penalty.currentData():
            penalty = {"name": self.penalty.currentData(),
                       self.penalty_kind.currentData(): self.penalty_points.value()}
        return bonus, penalty

    def control_for(self, message: str) -> QWidget | None:
        """The control of the setting a refusal names: its first word after "house
        rules:" (``schedule.list[2]`` → the list), or None when it names none."""
        words = message.removeprefix("house rules: ").split()
        token = words[0].split("[")[0] if words else ""
        named = [key for key in self.controls if token == key or token.startswith(key + ".")]
        return self.controls[max(named, key=len)] if named else None


def _numbers(key: str, text: str) -> list[int]:
    try:
        return [int(part) for part in _items(text)]
    except ValueError:
        raise HouseRulesError(Said(QT_TRANSLATE_NOOP(
            "words", "house rules: {0} must be whole numbers separated by commas, not {1}"),
            (key, repr(text.strip())))) from None


def _pack_for(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for part in _items(text):
        count, sep, pack = part.replace("=", ":").partition(":")
        if not sep or not count.strip() or not pack.strip():
            raise HouseRulesError(Said(QT_TRANSLATE_NOOP(
                "words", "house rules: pack_for must be written as player count: pack "
                "(e.g. 3: 28, 7: 63), not {0}"), (repr(part),)))
        out[count.strip()] = pack.strip()
    return out
