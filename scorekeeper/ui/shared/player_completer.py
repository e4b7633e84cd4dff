"""The completer of every field where a player's name is typed: names and aliases.

A club calls Robert "Bobby": typing "bob" offers "Bobby → Robert", and choosing it
(or typing "Bobby" whole and pressing Enter) gives Robert, so a nickname never seats
a second person. What to offer comes from the store (``Store.completions``: active
players only, each name and then its aliases)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QCompleter

from ...rules.names import name_key

TYPED = Qt.ItemDataRole.UserRole + 1  # what is matched against the typing
PLAYER = Qt.ItemDataRole.UserRole + 2  # the player it stands for: what is put in the field

Known = Iterable[str | tuple[str, str]]


def pairs(known: Known) -> list[tuple[str, str]]:
    """(what may be typed, the player) for each entry: a bare name stands for itself."""
    return [(entry, entry) if isinstance(entry, str) else (entry[0], entry[1])
            for entry in known]


class PlayerCompleter(QCompleter):
    """Completes players' names and aliases case-blind, anywhere in the word; an
    alias completes to its player's name."""

    def __init__(self, known: Known, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.players: dict[str, str] = {}  # name_key of a name or alias → the player
        model = QStandardItemModel(self)
        for typed, player in pairs(known):
            self.players.setdefault(name_key(typed), player)
            item = QStandardItem(typed if typed == player else f"{typed} → {player}")
            item.setData(typed, TYPED)
            item.setData(player, PLAYER)
            item.setToolTip(item.text())
            model.appendRow(item)
        self.setModel(model)
        self.setCompletionRole(TYPED)
        self.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterMode(Qt.MatchFlag.MatchContains)

    def pathFromIndex(self, index: QModelIndex | QPersistentModelIndex) -> str:
        """The player an offer stands for (an alias gives its player's name)."""
        return str(index.data(PLAYER) or "")

    def player_for(self, text: str) -> str:
        """The player ``text`` names, if it is a name or an alias offered; else the text
        (a new player), without surrounding spaces."""
        return self.players.get(name_key(text), text.strip())

    def names(self) -> list[str]:
        """The players offered, each once, in order."""
        return list(dict.fromkeys(self.players.values()))
