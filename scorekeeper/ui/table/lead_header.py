"""The scoreboard's header, where the hand, cards and trump headings give way to the
players' columns.

A translation may make "Hand", "Cards" and "Trump" half as long again; sized to their
headings, the three columns would leave seven players no room on a small screen. So
where the headings whole would leave no room for one player's column, each is measured
at most as wide as its share of what that column leaves: its column still fits its
cells (a hand's number, a trump), the heading is cut with "…" and said whole in its
tooltip (the model's)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QHeaderView, QWidget


def share(widths: Sequence[int], room: int) -> int | None:
    """The widest ``cap`` with every ``min(width, cap)`` together within ``room``: a
    narrow heading keeps its width and leaves the rest to the wider ones; None when
    they all fit whole."""
    left, count = room, len(widths)
    for width in sorted(widths):
        if width * count > left:
            return max(0, left // count)
        left -= width
        count -= 1
    return None


class LeadHeader(QHeaderView):
    """A horizontal header whose first ``lead`` headings are measured at most ``cap``
    pixels wide (None: as wide as their text)."""

    def __init__(self, lead: int, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.lead = lead
        self.cap: int | None = None
        self.setSectionsClickable(True)  # as the header QTableView makes for itself
        self.setHighlightSections(True)

    def sectionSizeFromContents(self, logicalIndex: int) -> QSize:
        size = super().sectionSizeFromContents(logicalIndex)
        if self.cap is not None and logicalIndex < self.lead:
            size.setWidth(min(size.width(), max(self.cap, self.minimumSectionSize())))
        return size

    def give_way(self, room: int) -> None:
        """Cap the lead headings sized to their contents so that the lead columns
        together take at most ``room`` pixels (a column of fixed width keeps it); the
        columns are measured again only when the cap changes."""
        shown = [s for s in range(min(self.lead, self.count())) if not self.isSectionHidden(s)]
        sized = [s for s in shown
                 if self.sectionResizeMode(s) == QHeaderView.ResizeMode.ResizeToContents]
        room -= sum(self.sectionSize(s) for s in shown if s not in sized)
        whole = [super(LeadHeader, self).sectionSizeFromContents(s).width() for s in sized]
        cap = share(whole, room) if sized else None
        if cap != self.cap:
            self.cap = cap
            self.resizeSections()
