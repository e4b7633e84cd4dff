"""House rules saved under a name live in the database (m011): listed by name, replaced
under the same name in any case, deleted, and carried by a backup and an upgrade."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from scorekeeper.rules.presets import PRESETS, rules_file
from scorekeeper.store import SavedRules, Store
from scorekeeper.store.migrations import KNOWN


def test_rules_are_saved_listed_replaced_and_deleted(db_path: Path) -> None:
    ten = rules_file(PRESETS["ten-plus-bid"].rules)
    pw = rules_file(PRESETS["oh-hell-pw"].rules)
    with Store(db_path) as store:
        saved = store.save_rules("Thursday club", ten)
        assert isinstance(saved, SavedRules) and saved.document == ten
        store.save_rules("at Ann's", pw)
        assert [s.name for s in store.saved_rules()] == ["at Ann's", "Thursday club"]
        store.save_rules("THURSDAY club", pw)  # the same name: replaced, not doubled
    with Store(db_path) as store:
        rows = store.saved_rules()
        assert [(s.name, s.document) for s in rows] == [("at Ann's", pw),
                                                        ("THURSDAY club", pw)]
        assert store.delete_saved_rules("thursday CLUB") is True
        assert store.delete_saved_rules("nobody's") is False
        assert [s.name for s in store.saved_rules()] == ["at Ann's"]
    stored = sqlite3.connect(db_path).execute("SELECT name, name_key FROM saved_rules").fetchall()
    assert stored == [("at Ann's", "at ann's")]


def test_a_backup_carries_the_saved_rules(db_path: Path, tmp_path: Path) -> None:
    document = rules_file(PRESETS["twenty-plus-ten"].rules)
    with Store(db_path) as store:
        store.save_rules("Wizard night", document)
        store.backup_to(tmp_path / "copy.db")
    with Store(tmp_path / "copy.db") as copy:
        assert [(s.name, s.document) for s in copy.saved_rules()] == [("Wizard night",
                                                                       document)]


def test_a_row_that_is_not_json_comes_back_as_none(db_path: Path) -> None:
    with Store(db_path) as store:
        store.save_rules("Broken", {"format": "scorekeeper-rules"})
        store.db.execute("UPDATE saved_rules SET rules = '{oops'")
        store.db.commit()
        assert store.saved_rules()[0].document is None


def test_m011_adds_the_table_to_a_database_of_m010(db_path: Path) -> None:
    assert "m011_saved_rules" in KNOWN
    with Store(db_path):
        pass
    db = sqlite3.connect(db_path)
    db.execute("DROP TABLE saved_rules")
    db.execute("DELETE FROM _sqlite_migrations WHERE name = 'm011_saved_rules'")
    db.commit()
    db.close()
    with Store(db_path) as store:  # opened again: the step runs, games untouched
        assert store.saved_rules() == []
        store.save_rules("Again", {"format": "scorekeeper-rules"})
        assert len(store.saved_rules()) == 1
