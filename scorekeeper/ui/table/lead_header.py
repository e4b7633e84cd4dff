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

from PySide6.QtCore import SIGNAL, QAbstractItemModel, QObject, QSize, Qt
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

    def setModel(self, model: QAbstractItemModel | None) -> None:
        """Headings that change are taken in by :meth:`_headings_changed`, not by Qt's own
        slot (see there)."""
        old = self.model()
        if model is old:
            return  # Qt's own setModel changes nothing then either
        if old is not None and getattr(self, "_watched", None) is old:
            old.headerDataChanged.disconnect(self._headings_changed)
        super().setModel(model)
        self._watched = model
        if model is not None:  # Qt's connections, made in C++, are undone by receiver
            QObject.disconnect(  # type: ignore[call-overload]  # None: every slot (Qt's)
                model, SIGNAL("headerDataChanged(Qt::Orientation,int,int)"), self, None)
            model.headerDataChanged.connect(self._headings_changed)

    def _headings_changed(self, orientation: Qt.Orientation, first: int, last: int) -> None:
        """Qt measures every section sized to its contents again on any change of a
        heading, and the lead columns' cells with it (up to a thousand rows of them, on
        every change of leader: the star moves). Headings of sections whose size does
        not follow their contents (the players') are only painted again."""
        sections = range(max(0, first), min(last, self.count() - 1) + 1)
        if orientation != self.orientation() or any(
                self.sectionResizeMode(s) == QHeaderView.ResizeMode.ResizeToContents
                for s in sections):
            self.headerDataChanged(orientation, first, last)
            self.scheduleDelayedItemsLayout()  # Qt's other slot: the sections measured
            return
        for section in sections:
            self.updateSection(section)

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
