"""One export registry: the command line and History's Export choose and write the same.

Both paths run the same table of file names; each must write the same bytes (text
formats) or a file of the same kind, or refuse with the same words.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from scorekeeper.cli.main import main
from scorekeeper.exports.formats import (
    EXPORT_FORMATS,
    ExportFormatError,
    choose_format,
    dialog_filters,
    format_of_filter,
)
from scorekeeper.rules.simulate import simulate
from scorekeeper.store import Store
from scorekeeper.ui.history.game_detail import EXPORT_FILTERS, export_to

MAGIC = {"json": b"{", "csv": b"hand,", "pdf": b"%PDF", "png": b"\x89PNG"}

# (file name, --format or None, the format written or the refusal's words)
CASES = [
    ("card.json", None, "json"),
    ("card.csv", None, "csv"),
    ("card.pdf", None, "pdf"),
    ("card.PNG", None, "png"),
    ("card", None, "json"),
    ("card", "csv", "csv"),
    ("card.csv", "csv", "csv"),
    ("card.doc", None, "cannot export to a .doc file; name it .json, .csv, .pdf or .png"),
    ("card.png", "pdf", "the name says png but pdf was asked for; name it .pdf"),
]


@pytest.fixture
def game(tmp_path: Path, empty_database) -> tuple[Path, int]:
    scored = simulate(random.Random(9), "oh-shit-misere", ["Ann", "Ben", "Cat"], "Ann",
                      hands=4)
    db = tmp_path / "club.db"
    with Store(empty_database(db)) as store:
        (game_id,) = store.import_many([(scored, "2026-11-01T20:00:00+00:00", None)])
    return db, game_id


def via_cli(db: Path, game_id: int, path: Path, fmt: str | None,
            capsys: pytest.CaptureFixture) -> tuple[int, str]:
    extra = ["--format", fmt] if fmt else []
    code = main(["--db", str(db), "export", str(game_id), "-o", str(path), *extra])
    return code, capsys.readouterr().err


def via_history(db: Path, game_id: int, path: Path, fmt: str | None) -> str:
    """What History's Export does with a name (and, without a suffix, the chosen filter)."""
    if not path.suffix and fmt:
        path = path.with_suffix(EXPORT_FORMATS[fmt].suffix)  # the dialog's filter adds it
    with Store(db) as store:
        card = store.load_game(game_id).game.scorecard
        try:
            export_to(store, game_id, card, path, "2026-11-01 21:00")
        except ExportFormatError as error:
            return str(error)
    return ""


@pytest.mark.parametrize(("name", "fmt", "expected"), CASES)
def test_the_cli_and_history_export_alike(qapp, tmp_path: Path, game, name: str,
                                          fmt: str | None, expected: str,
                                          capsys: pytest.CaptureFixture) -> None:
    db, game_id = game
    (tmp_path / "cli").mkdir()
    (tmp_path / "app").mkdir()
    cli_path, app_path = tmp_path / "cli" / name, tmp_path / "app" / name
    code, err = via_cli(db, game_id, cli_path, fmt, capsys)
    refusal = via_history(db, game_id, app_path, fmt)
    if expected not in EXPORT_FORMATS:
        assert code == 2 and expected in err and len(err.strip().splitlines()) == 1
        assert not cli_path.exists()  # nothing half written
        if fmt is None:  # History has no --format: only the suffix can be refused
            assert expected in refusal and not app_path.exists()
        return
    assert code == 0 and err == "" and refusal == ""
    written = [p for p in (tmp_path / "app").iterdir()]
    assert len(written) == 1
    app_file = written[0]
    assert cli_path.read_bytes().startswith(MAGIC[expected])
    assert app_file.read_bytes().startswith(MAGIC[expected])
    if expected in ("json", "csv"):
        assert cli_path.read_bytes() == app_file.read_bytes()


def test_json_is_the_stored_game(game, capsys: pytest.CaptureFixture) -> None:
    db, game_id = game
    assert main(["--db", str(db), "export", str(game_id)]) == 0
    document = json.loads(capsys.readouterr().out)
    with Store(db) as store:
        assert document == store.export_document(game_id)


def test_a_drawn_format_needs_a_file(game, capsys: pytest.CaptureFixture) -> None:
    db, game_id = game
    assert main(["--db", str(db), "export", str(game_id), "--format", "png"]) == 2
    assert "--format png needs -o FILE" in capsys.readouterr().err


def test_the_dialog_lists_every_format_and_names_it_back() -> None:
    assert dialog_filters() == EXPORT_FILTERS
    filters = EXPORT_FILTERS.split(";;")
    assert len(filters) == len(EXPORT_FORMATS)
    assert filters[0] == EXPORT_FORMATS["pdf"].dialog_filter  # the printable card first
    for chosen in filters:
        fmt = format_of_filter(chosen)
        assert fmt is not None and f"*{fmt.suffix}" in chosen


def test_an_unknown_format_is_refused() -> None:
    with pytest.raises(ExportFormatError, match="no export format 'doc'"):
        choose_format(None, "doc")
    assert choose_format(Path("x.Pdf")).key == "pdf"
    assert all(f.needs_qt == (f.text is None) for f in EXPORT_FORMATS.values())
