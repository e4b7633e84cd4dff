"""House rules saved under a name: kept in the database so backups carry them.

Only storing here: the rules module checks a rules file before it is saved and
again when it is read back (a row written by another version, or by hand, may be
refused then; the store hands it out as it is).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager
from typing import Any

from ..rules.names import name_key
from .query_types import SavedRules
from .stamps import now


class SavedRulesStore:
    """Mixed into :class:`~.store.Store`; relies on its ``_read`` and ``_write``."""

    def _read(self, sql: str,
              params: Sequence[Any] | dict[str, Any] = ()) -> list[tuple[Any, ...]]:
        raise NotImplementedError

    def _write(self) -> AbstractContextManager[Any]:
        raise NotImplementedError

    def saved_rules(self) -> list[SavedRules]:
        """Every saved set of rules, by name (case-blind)."""
        return [SavedRules(name, _document(text), saved) for name, text, saved in self._read(
            "SELECT name, rules, saved FROM saved_rules ORDER BY name_key")]

    def save_rules(self, name: str, document: Mapping[str, Any]) -> SavedRules:
        """Keep ``document`` (a rules file) under ``name``, replacing rules saved under
        the same name in any case."""
        text = json.dumps(dict(document), ensure_ascii=False, sort_keys=True)
        stamp = now()
        with self._write() as db:
            db.execute(
                "INSERT INTO saved_rules (name, name_key, rules, saved) VALUES (?, ?, ?, ?) "
                "ON CONFLICT(name_key) DO UPDATE SET name = excluded.name, "
                "rules = excluded.rules, saved = excluded.saved",
                [name.strip(), name_key(name), text, stamp])
        return SavedRules(name.strip(), _document(text), stamp)

    def delete_saved_rules(self, name: str) -> bool:
        """Forget the rules saved under ``name``; False when there were none."""
        with self._write() as db:
            cursor = db.execute("DELETE FROM saved_rules WHERE name_key = ?", [name_key(name)])
        return bool(cursor.rowcount > 0)


def _document(text: str) -> Any:
    """The stored JSON; a row that is not JSON comes back as ``None`` for the rules
    module to refuse with its own words."""
    try:
        return json.loads(text)
    except ValueError:
        return None
