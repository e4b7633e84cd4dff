"""House rules saved by name, as the dialogs see them: the store's rows, no SQL."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...store.interfaces import RulesShelfStore


class StoreShelf:
    """The store's saved rules for New game's picker and the editor's "Save"."""

    def __init__(self, store: RulesShelfStore) -> None:
        self.store = store

    def saved(self) -> list[Any]:
        return list(self.store.saved_rules())

    def saved_names(self) -> list[str]:
        return [row.name for row in self.saved()]

    def save(self, name: str, document: dict[str, Any]) -> None:
        self.store.save_rules(name, document)
