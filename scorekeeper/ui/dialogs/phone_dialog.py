"""View › Show on phones…: the game in play as a live, read-only page on the local network.

:class:`PhoneShare` owns the app's one live server (``scorekeeper.live.server``, the same
one ``scorekeeper serve`` runs) and pushes every change the table makes to it, so a phone
shows an entry as soon as it is stored. :class:`PhoneDialog` shows the QR code and the
address, lets the scorekeeper choose the network, and stops the sharing.
Loaded when the menu is first used, never at start-up.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication, QPixmap, QShowEvent
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...exports.qt_words import other_languages
from ...live.follow import same_table
from ...live.network import LOOPBACK, best_address
from ...live.server import DEFAULT_PORT, LiveServer, LiveServerError
from ...live.state import live_state
from ..shared.screen import fit_wrapped_height

if TYPE_CHECKING:
    from ...rules import Change, Scorecard
    from ..table.controller import TableController


class PhoneShare(QObject):
    """The game in play, served to phones until stopped, until another game replaces it
    (a rematch by the same players carries on under the same address) or the app closes."""

    running_changed = Signal(bool)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.server: LiveServer | None = None
        self.controller: TableController | None = None
        self.typed: dict[str, int] = {}  # trick counts typed, not yet recorded …
        self.typed_for: int | None = None  # … for this hand
        self.badge = QLabel(self.tr("On phones"))  # in the status bar while sharing
        self.badge.setObjectName("phonesBadge")
        self.badge.setToolTip(self.tr("The game is shown on phones: View › Show on phones…"))
        self.badge.hide()
        status_bar = getattr(parent, "statusBar", None)
        if status_bar is not None:
            status_bar().addPermanentWidget(self.badge)

    @property
    def running(self) -> bool:
        return self.server is not None

    @property
    def url(self) -> str | None:
        return self.server.url if self.server is not None else None

    def start(self, controller: TableController, host: str) -> str:
        """Serve ``controller``'s game on ``host`` (restarted there if it was elsewhere,
        under the same token); returns the URL. Raises :class:`LiveServerError`."""
        token = self.server.token if self.server is not None else None
        if self.server is not None and self.server.host != host:
            self.stop()
        if self.server is None:
            self.server = LiveServer(host, DEFAULT_PORT, token=token).start()
        self._attach(controller)
        self.badge.show()
        self.running_changed.emit(True)
        return self.server.url

    def follow(self, controller: TableController) -> None:
        """A game was put on the table: keep serving if it is a rematch, else stop."""
        if self.server is None or controller is self.controller:
            return
        old = self.controller
        if old is not None and same_table(old.scorecard.setup, controller.scorecard.setup):
            self._attach(controller)
        else:
            self.stop()

    def stop(self) -> None:
        self._detach()
        if self.server is not None:
            self.server.stop()
            self.server = None
            self.badge.hide()
            self.running_changed.emit(False)

    def _attach(self, controller: TableController) -> None:
        if controller is not self.controller:
            self._detach()
            self.controller = controller
            controller.changed.connect(self._changed)
            controller.tricks_typed.connect(self._tricks_typed)
            self.typed = controller.typed_tricks()  # typed before the phones were asked
            hand = controller.scorecard.current
            self.typed_for = hand.number if hand is not None else None
        self._publish(controller.scorecard)

    def _detach(self) -> None:
        if self.controller is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # already gone with its window
                self.controller.changed.disconnect(self._changed)
                self.controller.tricks_typed.disconnect(self._tricks_typed)
            self.controller = None
            self.typed = {}

    def _changed(self, change: Change) -> None:
        hand = change.scorecard.current
        if hand is None or hand.number != self.typed_for:
            self.typed = {}  # recorded with their hand: another hand is in play
        self._publish(change.scorecard)

    def _tricks_typed(self, tricks: dict[str, int]) -> None:
        """Trick counts typed (and stored as typed): on the phones as they are typed."""
        if self.controller is not None:
            hand = self.controller.scorecard.current
            self.typed, self.typed_for = tricks, hand.number if hand is not None else None
            self._publish(self.controller.scorecard)

    def _publish(self, scorecard: Scorecard) -> None:
        """Every stored change, the moment the table shows it."""
        if self.server is not None and self.controller is not None:
            self.server.publish(live_state(scorecard, self.controller.game_id, self.typed,
                                           other_languages()))


def network_addresses() -> list[tuple[str, str]]:
    """(interface, IPv4 address) of every network this computer is on, loopback last."""
    found: list[tuple[str, str]] = []
    flags = QNetworkInterface.InterfaceFlag
    for interface in QNetworkInterface.allInterfaces():
        if not (interface.flags() & flags.IsUp and interface.flags() & flags.IsRunning):
            continue
        for entry in interface.addressEntries():
            ip = entry.ip()
            if ip.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol \
                    and not ip.isLoopback():
                found.append((interface.humanReadableName(), ip.toString()))
    found.append(("this computer only", LOOPBACK))
    return found


def qr_pixmap(url: str, size: int = 300) -> QPixmap:
    """The URL as a QR code: black on white whatever the theme (what cameras read best)."""
    import io

    import segno

    buffer = io.BytesIO()
    code = segno.make(url, error="m")
    code.save(buffer, kind="png", scale=max(1, size // code.symbol_size(border=2)[0]),
              border=2, dark="#000000", light="#ffffff")
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


class PhoneDialog(QDialog):
    """The QR code and the address of the live page, the network to use, and Stop."""

    def __init__(self, share: PhoneShare, controller: TableController,
                 parent: QWidget | None = None,
                 addresses: list[tuple[str, str]] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Show on phones"))
        self.share = share
        self.controller = controller
        self.addresses = addresses if addresses is not None else network_addresses()

        self._build_network(share)

        self._build_code()
        note = QLabel(self.tr(
            "Read-only: the phones see this game's scores and nothing else. They must be on "
            "the same network as this computer. Anyone with the address can watch until you "
            "press Stop or close the app."))
        note.setWordWrap(True)

        form = QFormLayout()
        form.addRow(self.tr("&Network:"), self.network)
        address_row = QHBoxLayout()
        address_row.addWidget(self.address, 1)
        address_row.addWidget(self.copy)
        buttons = self._build_buttons()

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.heading)
        layout.addWidget(self.code)
        layout.addLayout(address_row)
        layout.addWidget(self.problem)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)
        self._serve()

    def _build_buttons(self) -> QDialogButtonBox:
        """Close, and Stop (the phones' page stops at once)."""
        self.stop_button = QPushButton(self.tr("&Stop"))
        self.stop_button.setToolTip(self.tr("Stop showing the game: the phones' page stops "
                                            "at once"))
        self.stop_button.clicked.connect(self.stop)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.stop_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.rejected.connect(self.reject)
        return buttons

    def _build_network(self, share: PhoneShare) -> None:
        """The networks to serve on, the one in use (or the likeliest) chosen."""
        self.network = QComboBox()
        self.network.setAccessibleName(self.tr("Network"))
        for name, address in self.addresses:
            self.network.addItem(f"{address}  ({name})", address)
        current = share.server.host if share.server is not None else \
            best_address([a for _, a in self.addresses])
        index = self.network.findData(current)
        self.network.setCurrentIndex(max(0, index))
        self.network.currentIndexChanged.connect(lambda _i: self._serve())

    def _build_code(self) -> None:
        """The QR code, the address beside Copy, and room for a problem."""
        self.heading = QLabel(self.tr("Scan with a phone's camera to follow the game:"))
        self.code = QLabel()
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code.setMinimumSize(300, 300)
        self.code.setAccessibleName(self.tr("QR code of the page's address"))
        self.address = QLabel()
        self.address.setObjectName("phoneUrl")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                             | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address.setAccessibleName(self.tr("Address of the page"))
        self.copy = QPushButton(self.tr("&Copy"))
        self.copy.clicked.connect(self._copy)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c62828;")
        self.problem.hide()

    def _serve(self) -> None:
        host = self.network.currentData() or LOOPBACK
        try:
            url = self.share.start(self.controller, host)
        except LiveServerError as error:
            self._show(None, str(error))
            return
        self._show(url, None)

    def _show(self, url: str | None, problem: str | None) -> None:
        self.problem.setText(problem[:1].upper() + problem[1:] if problem else "")
        self.problem.setVisible(problem is not None)
        self.code.setPixmap(qr_pixmap(url) if url else QPixmap())
        self.address.setText(url or "")
        for widget in (self.heading, self.code, self.address, self.copy):
            widget.setVisible(url is not None)
        self.stop_button.setEnabled(url is not None)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_wrapped_height(self)  # the note's lines under the code, not over it

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.address.text())

    def stop(self) -> None:
        self.share.stop()
        self.accept()
