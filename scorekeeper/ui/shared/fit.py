"""Screens that fit the screens people have: names elided (the whole name in a
tooltip), plain text for anything a player typed, panels that scroll rather than
widen the window, and a window that opens inside the screen it is on.

A widget's minimum size is what a window can never go below: a 40-character name
in seven places must not make it 3,000 pixels wide. So text that can be long is
elided to the room it is given, and its minimum width is a few letters."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QComboBox,
    QFrame,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QTableView,
    QWidget,
)

from .screen import DEFAULT_WINDOW, available_area, fit_to_screen, plain_tip

FEWEST_LETTERS = "Mmm…"  # an elided name keeps at least this much room
FEWEST_ON_BUTTONS = "Mm…"  # a row of seven buttons (penalties): their first letters


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that shows ``text`` as typed (Qt would render a name like ``<b>Bo</b>``
    as markup)."""
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def elided(text: str, metrics: QFontMetrics, width: int) -> str:
    """``text`` cut to ``width`` pixels with an ellipsis (all of it if it fits)."""
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(0, width))


def least_width(metrics: QFontMetrics) -> int:
    """The room an elided text never goes below: a few letters and the ellipsis."""
    return metrics.horizontalAdvance(FEWEST_LETTERS)


class ElidedLabel(QLabel):
    """A one-line plain-text label that elides to its width: its minimum width is a
    few letters, its size hint the whole text, and when cut its tooltip is the whole
    text. ``text()`` is what is shown; ``full_text()`` what was set."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._full = ""
        self._own_tip = ""
        self._suffix = ""
        self._hinted: tuple[str, str] | None = None  # the texts the layout last asked about
        self.setText(text)

    def full_text(self) -> str:
        return self._full + self._suffix

    def elided_part(self) -> str:
        """The text that is cut when room is short (the suffix, in any language, never)."""
        return self._full

    def setText(self, text: str) -> None:
        self.set_text(text)

    def set_text(self, text: str, suffix: str = "") -> None:
        """``text`` elided as needed, then ``suffix`` whole ("  (deals)" after a name)."""
        self._full, self._suffix = text, suffix
        self._elide()

    def setToolTip(self, tip: str) -> None:
        """A tooltip of its own (shown whole, the full text first when it is cut)."""
        self._own_tip = tip
        self._elide()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        margins = self.contentsMargins()
        width = (self.fontMetrics().horizontalAdvance(self.full_text()) + margins.left()
                 + margins.right() + 2 * self.margin() + 2)
        return QSize(max(width, least_width(self.fontMetrics())), hint.height())

    def minimumSizeHint(self) -> QSize:
        least = least_width(self.fontMetrics()) if not self._suffix else \
            self.fontMetrics().horizontalAdvance(FEWEST_ON_BUTTONS)  # a suffix needs room too
        return QSize(least + self.fontMetrics().horizontalAdvance(self._suffix),
                     super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.updateGeometry()
            self._elide()

    def _elide(self) -> None:
        metrics = self.fontMetrics()
        room = (self.contentsRect().width() - 2 * self.margin()
                - metrics.horizontalAdvance(self._suffix))
        shown = elided(self._full, metrics, room) if self.testAttribute(
            Qt.WidgetAttribute.WA_Resized) else self._full
        QLabel.setText(self, shown + self._suffix)  # Qt does nothing for the same text
        cut = shown != self._full
        tip = plain_tip("\n".join(t for t in ((self._full if cut else ""), self._own_tip)
                                  if t))
        if tip != QLabel.toolTip(self):
            QLabel.setToolTip(self, tip)
        # The size hint is the whole text's: the layout is asked again only when that
        # changed (asking on every set relaid the entry's boxes out on every key).
        if self._hinted != (self._full, self._suffix):
            self._hinted = (self._full, self._suffix)
            self.updateGeometry()


class ElidedButton(QPushButton):
    """A push button whose text (a player's name) elides to its width; its minimum
    width is a few letters, and a cut name is whole in the tooltip."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._own_tip = ""
        # A push button never shrinks below its size hint (Minimum): this one may.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, self.sizePolicy().verticalPolicy())
        self.setText(text)

    def full_text(self) -> str:
        return self._full

    def setText(self, text: str) -> None:
        self._full = text
        self._elide()

    def setToolTip(self, tip: str) -> None:
        self._own_tip = tip
        self._elide()

    def _padding(self) -> int:
        """The room around the text (the style's least width of 80 px left out)."""
        style = self.style()
        return 2 * (style.pixelMetric(style.PixelMetric.PM_ButtonMargin, None, self)
                    + style.pixelMetric(style.PixelMetric.PM_DefaultFrameWidth, None, self)) + 4

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        full = self.fontMetrics().horizontalAdvance(self._full) + self._padding()
        return QSize(max(hint.width(), full), hint.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance(FEWEST_ON_BUTTONS) + self._padding(),
                     super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        room = self.width() - self._padding() if self.testAttribute(
            Qt.WidgetAttribute.WA_Resized) else 10**6
        shown = elided(self._full, self.fontMetrics(), room)
        QPushButton.setText(self, shown)
        cut = shown != self._full
        tip = "\n".join(t for t in ((self._full if cut else ""), self._own_tip) if t)
        QPushButton.setToolTip(self, plain_tip(tip))
        self.updateGeometry()


class ElidedComboBox(QComboBox):
    """A choice of names whose shown name elides to the box ("Alexandra Feath…"),
    never cut mid-letter; the whole name is in the tooltip and in the open list. Its
    minimum width is a few letters, like :class:`ElidedLabel`'s."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(len(FEWEST_LETTERS))
        self.currentTextChanged.connect(lambda text: self.setToolTip(plain_tip(text)))

    def shown_text(self) -> str:
        """The current name as the box shows it: cut to the room of its text field."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        return elided(self.currentText(), self.fontMetrics(), field.width())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)


def scrolling(widget: QWidget, *, horizontal: bool = True) -> QScrollArea:
    """``widget`` in a frameless scroll area: on a small screen or in a large type it
    scrolls instead of making the window larger than the screen. The area never takes
    the keyboard (keys stay with the widgets inside)."""
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if horizontal
                                      else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    # As tall as its contents where there is the room (a splitter gives it that).
    area.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
    return area


class ColumnScroll(QScrollArea):
    """A column (the standings) that keeps its width and scrolls up and down when the
    screen is not tall enough for it."""

    def minimumSizeHint(self) -> QSize:
        inner = self.widget()
        width = max(inner.minimumWidth(), inner.minimumSizeHint().width()) if inner else 0
        bar = self.style().pixelMetric(self.style().PixelMetric.PM_ScrollBarExtent)
        return QSize(width + bar + 2 * self.frameWidth(), super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:
        return QSize(self.minimumSizeHint().width(), super().sizeHint().height())


def column_scrolling(widget: QWidget) -> QScrollArea:
    """``widget`` as a column of fixed width that scrolls vertically when it must."""
    area = ColumnScroll()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    return area


class StretchGuard(QObject):
    """Keeps a view's stretching column (History's players) at least ``least`` pixels
    wide: when the others leave it less, it stops stretching and the view scrolls
    sideways instead of squeezing it to nothing."""

    def __init__(self, view: QTableView, column: int, least: int) -> None:
        super().__init__(view)
        self.view, self.column, self.least = view, column, least
        view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.fit()
        return False

    def fit(self) -> None:
        header = self.view.horizontalHeader()
        others = sum(header.sectionSize(c) for c in range(header.count())
                     if c != self.column and not header.isSectionHidden(c))
        roomy = self.view.viewport().width() - others >= self.least
        mode = QHeaderView.ResizeMode.Stretch if roomy else QHeaderView.ResizeMode.Interactive
        if header.sectionResizeMode(self.column) != mode:
            header.setSectionResizeMode(self.column, mode)
        if not roomy:
            header.resizeSection(self.column, self.least)


__all__ = ["DEFAULT_WINDOW", "ColumnScroll", "ElidedButton", "ElidedLabel", "StretchGuard",
           "available_area", "column_scrolling", "elided", "fit_to_screen", "least_width",
           "plain_label", "plain_tip", "scrolling"]
