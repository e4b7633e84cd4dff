"""A focus ring round whichever widget has the keyboard, in every window, light or dark.

Styles mark focus faintly or not at all (Fusion's dotted line on a button, nothing on
a list in a dark palette), and a style sheet would replace the native look of every
widget it touches. So one small transparent widget follows the keyboard instead: it
stands over the focused widget's edge and draws a ring in the palette's highlight
colour, so it is seen with every style and theme and changes nothing else.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QWidget
from shiboken6 import isValid

WIDTH = 2  # the ring's width in device-independent pixels
GAP = 1  # between the widget's edge and the ring, so the ring never hides its frame


class FocusRing(QWidget):
    """The ring itself: mouse-transparent, never focused, on top of its siblings."""

    def __init__(self) -> None:
        super().__init__(None)
        self.setObjectName("focusRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = self.palette().color(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight)
        painter.setPen(QPen(colour, WIDTH))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = WIDTH / 2
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(half, half, -half, -half), 4, 4)
        painter.end()


class FocusRings(QObject):
    """Moves the one ring to each widget that takes the keyboard (see the module)."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self._ring = FocusRing()
        self.target: QWidget | None = None
        self.watched: list[QWidget] = []  # the target and the widgets holding it
        app.focusChanged.connect(self._focus_changed)

    @property
    def ring(self) -> FocusRing:
        """The ring; a new one when its window was closed for good (it took it along)."""
        if not isValid(self._ring):
            self._ring = FocusRing()
        return self._ring

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        for widget in self.watched:
            if isValid(widget):
                widget.removeEventFilter(self)
        target = ringed(new)
        self.target = target
        self.watched = []
        if target is None:
            self.ring.hide()
            return
        holder: QWidget | None = target  # it, and what holds it, may move
        while holder is not None and not holder.isWindow():
            holder.installEventFilter(self)
            self.watched.append(holder)
            holder = holder.parentWidget()
        self.place()

    def place(self) -> None:
        """Round the target, drawn by its window (a splitter or a layout would take the
        ring for one of its own widgets if it were the target's sibling)."""
        target = self.target
        if target is None or not isValid(target) or not target.isVisible():
            self.ring.hide()
            return
        window = target.window()
        if self.ring.parentWidget() is not window:
            self.ring.setParent(window)
        margin = WIDTH + GAP
        corner = target.mapTo(window, QPoint(0, 0))
        around = QRect(corner, target.size()).adjusted(-margin, -margin, margin, margin)
        self.ring.setGeometry(around.intersected(window.rect()))  # never past the window
        self.ring.show()
        self.ring.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show,
                            QEvent.Type.Hide, QEvent.Type.ParentChange):
            self.place()
        return False


def ringed(widget: QWidget | None) -> QWidget | None:
    """The widget the ring goes round: the focused one, or the spin box or combo box
    whose text field has the keyboard; none for a window itself (a menu, a dialog)."""
    while widget is not None and isinstance(widget.parentWidget(),
                                            QAbstractSpinBox | QComboBox):
        widget = widget.parentWidget()
    if widget is None or widget.isWindow() or widget.parentWidget() is None:
        return None
    return widget


def install_focus_rings(app: QApplication) -> FocusRings:
    """Once per application: every window's focused widget shows a ring from now on."""
    existing = app.findChild(FocusRings)
    return existing if isinstance(existing, FocusRings) else FocusRings(app)
