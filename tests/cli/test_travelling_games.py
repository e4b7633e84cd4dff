"""Games that travel between laptops stay one game (issue 22 §4).

A record without a uid is known by its content; an unfinished game continued
elsewhere extends the game here when it comes back, a shorter copy leaves the longer
one here, and only records that differ in a hand are refused, naming the hand. For
single files, archives and another database, with the stored rows, the log, the
ratings' change log and a window that has the game open kept right."""

from __future__ import annotations

import io
import json
import shutil
import sqlite3
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from scorekeeper.cli.main import main
from scorekeeper.rules import Bid, Tricks
from scorekeeper.rules.same_game import is_content_uid
from scorekeeper.store import GameSession, StaleGameError, Store
from tests.cli.test_club_import import game_document, run, write

PLAYERS = ["Ann", "Ben", "Cat"]


def play(session: GameSession, hands: int, *, half: bool = False) -> None:
    """Play ``hands`` hands of oh-hell-pw: everyone bids 0, the first player takes every
    trick. ``half``: then only the first bid of one more hand (a hand in play)."""
    for _ in range(hands):
        bid_all(session)
        cards = session.scorecard.current.cards
        session.apply(Tricks({p: cards if i == 0 else 0 for i, p in enumerate(PLAYERS)}))
    if half:
        session.apply(Bid(session.scorecard.current.expected_bidder, 0))


def bid_all(session: GameSession) -> None:
    while (bidder := session.scorecard.current.expected_bidder) is not None:
        session.apply(Bid(bidder, 0))


def export(capsys, db: Path, game_id: int, path: Path) -> Path:
    code, out, err = run(capsys, "--db", str(db), "export", str(game_id))
    assert code == 0 and err == ""
    path.write_text(out, encoding="utf-8")
    return path


def hands_of(db: Path, game_id: int) -> int:
    with Store(db) as store:
        return len(store.load_game(game_id).game.state.hands)


def count(db: Path, sql: str, *params: object) -> int:
    with sqlite3.connect(db) as conn:
        return conn.execute(sql, params).fetchone()[0]


# --- a record without a uid ----------------------------------------------------------
def test_a_file_without_a_uid_imported_twice_is_one_game(tmp_path: Path, capsys) -> None:
    db = tmp_path / "club.db"
    document = game_document(11, variant="oh-hell-pw")
    document.pop("uid", None)
    path = write(tmp_path / "by-hand.json", document)
    code, out, err = run(capsys, "--db", str(db), "import", str(path))
    assert code == 0 and out == f"1\t{path}\n" and err == ""
    code, out, err = run(capsys, "--db", str(db), "import", str(path))
    assert (code, out) == (0, "") and err == f"scorekeeper: already here: game 1 ({path})\n"
    # the same content spelt otherwise (indentation, key order, names' case) too
    shuffled = dict(reversed(list(document.items())))
    (tmp_path / "again.json").write_text(json.dumps(shuffled), encoding="utf-8")
    code, out, err = run(capsys, "--db", str(db), "import", str(tmp_path / "again.json"))
    assert (code, out) == (0, "") and "already here: game 1" in err
    # and in an archive, twice
    archive = tmp_path / "old.jsonl"
    archive.write_text(f"{json.dumps(document)}\n{json.dumps(document)}\n", encoding="utf-8")
    code, out, err = run(capsys, "--db", str(db), "import", str(archive))
    assert (code, out) == (0, "") and err == "scorekeeper: 0 new, 2 already here, 0 refused\n"
    assert count(db, "SELECT count(*) FROM games") == 1


def test_two_different_files_without_uids_are_two_games(tmp_path: Path, capsys) -> None:
    db = tmp_path / "club.db"
    first = game_document(12, variant="oh-hell-pw")
    second = dict(first, started="2026-11-20T21:00:00+01:00")  # the same hands, a rematch
    third = game_document(13, variant="oh-hell-pw")
    for document in (first, second, third):
        document.pop("uid", None)
    archive = tmp_path / "three.jsonl"
    archive.write_text("".join(json.dumps(d) + "\n" for d in (first, second, third)),
                       encoding="utf-8")
    code, _out, err = run(capsys, "--db", str(db), "import", str(archive))
    assert code == 0 and err == "scorekeeper: 3 new, 0 already here, 0 refused\n"
    with sqlite3.connect(db) as conn:
        uids = [r[0] for r in conn.execute("SELECT uid FROM games")]
    assert len(set(uids)) == 3 and all(is_content_uid(uid) for uid in uids)


def test_a_file_without_a_uid_gets_the_same_uid_on_every_laptop(tmp_path: Path,
                                                                capsys) -> None:
    document = game_document(14, variant="whysteria")
    document.pop("uid", None)
    path = write(tmp_path / "g.json", document)
    laptop1, laptop2 = tmp_path / "one.db", tmp_path / "two.db"
    for db in (laptop1, laptop2):
        assert run(capsys, "--db", str(db), "import", str(path))[0] == 0
    exported = export(capsys, laptop1, 1, tmp_path / "from-one.json")
    code, out, err = run(capsys, "--db", str(laptop2), "import", str(exported))
    assert (code, out) == (0, "") and "already here: game 1" in err


def test_a_file_without_a_uid_continued_by_hand_extends_the_game(tmp_path: Path,
                                                                 capsys) -> None:
    """The decision for a record without a uid continued after its import: its content
    (so its uid) is another, but a game here imported without a uid, of the same game,
    players and first dealer, whose record it continues, is that game."""
    db, source = tmp_path / "club.db", tmp_path / "source.db"
    with Store(source) as store:
        session = GameSession.start(store, "oh-hell-pw", PLAYERS, "Ann")
        play(session, 2, half=True)
        short = store.export_document(session.game_id)
        play_on = GameSession.resume(store, session.game_id)
        bid_all(play_on)
        play_on.apply(Tricks({"Ann": 0, "Ben": 3, "Cat": 0}))
        play(play_on, 1)
        long = store.export_document(session.game_id)
    for document in (short, long):
        for key in ("uid", "started", "ended"):
            document.pop(key, None)
    assert run(capsys, "--db", str(db), "import", str(write(tmp_path / "a.json", short)))[0] == 0
    code, out, err = run(capsys, "--db", str(db), "import",
                         str(write(tmp_path / "b.json", long)))
    assert (code, out) == (0, "")
    assert err == f"scorekeeper: extended: game 1 ({tmp_path / 'b.json'}): hands 3–4 brought in\n"
    assert hands_of(db, 1) == 4
    code, out, err = run(capsys, "--db", str(db), "import", str(tmp_path / "a.json"))
    assert (code, out) == (0, "") and "already here: game 1" in err and "is kept" in err
    code, out, err = run(capsys, "--db", str(db), "import", str(tmp_path / "b.json"))
    assert (code, out) == (0, "") and "already here: game 1" in err
    assert count(db, "SELECT count(*) FROM games") == 1


# --- an unfinished game continued on another laptop ----------------------------------
@pytest.fixture(scope="module")
def laptops_made(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Laptop 1 plays two hands and a bid of the third, exports; laptop 2 imports it,
    plays on (the third hand, and two more), exports. Made once for the module (about
    30 ms of processor time); each test works on its own copies (``laptops``)."""
    folder = tmp_path_factory.mktemp("laptops")
    one, two = folder / "one.db", folder / "two.db"
    with Store(one) as store:
        session = GameSession.start(store, "oh-hell-pw", PLAYERS, "Ann")
        play(session, 2, half=True)
        store.set_notes(session.game_id, "At the Crown")
    short = folder / "short.json"
    short.write_text(_command(one, "export", "1"), encoding="utf-8")
    _command(two, "import", str(short))
    with Store(two) as store:
        session = GameSession.resume(store, 1)
        bid_all(session)
        session.apply(Tricks({"Ann": 0, "Ben": 3, "Cat": 0}))
        play(session, 2)
    (folder / "long.json").write_text(_command(two, "export", "1"), encoding="utf-8")
    left = sorted(p.name for p in folder.iterdir())
    assert left == ["long.json", "one.db", "short.json", "two.db"], left  # no -wal: whole
    return folder


def _command(db: Path, *argv: str) -> str:
    """The command line run here, its output (a module's set-up has no ``capsys``)."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(["--db", str(db), *argv])
    assert code == 0 and err.getvalue() == "", err.getvalue()
    return out.getvalue()


@pytest.fixture
def laptops(tmp_path: Path, laptops_made: Path) -> tuple[Path, Path, Path, Path]:
    """The two laptops' databases and exports (see ``laptops_made``), copies of this
    test's own."""
    names = ("one.db", "two.db", "short.json", "long.json")
    for name in names:
        shutil.copyfile(laptops_made / name, tmp_path / name)
    one, two, short, long = (tmp_path / name for name in names)
    return one, two, short, long


def test_the_longer_record_extends_the_game_here(laptops, capsys) -> None:
    one, _two, _short, long = laptops
    with Store(one) as store:
        window = GameSession.resume(store, 1)  # the game is open at the table here
        log = len(window.game.log)
        code, out, err = run(capsys, "--db", str(one), "import", str(long))
        assert (code, out) == (0, "")
        assert err == f"scorekeeper: extended: game 1 ({long}): hands 3–5 brought in\n"
        with pytest.raises(StaleGameError):  # the window is told, and reloads
            window.apply(Bid(window.scorecard.current.expected_bidder, 0))
        assert len(window.game.state.hands) == 5 and len(window.game.log) == log + 1
        assert store.export_document(1) | {"uid": 0, "started": 0, "notes": 0} == \
            json.loads(long.read_text()) | {"uid": 0, "started": 0, "notes": 0}
        assert store.notes(1) == "At the Crown"  # nothing here is lost
        (line,) = store.history()
        assert line.hands_played == 5
    code, out, err = run(capsys, "--db", str(one), "import", str(long))
    assert (code, out) == (0, "") and err == f"scorekeeper: already here: game 1 ({long})\n"
    assert run(capsys, "--db", str(one), "check")[0] == 0


def test_the_shorter_record_keeps_the_longer_and_says_so(laptops, capsys) -> None:
    _one, two, short, long = laptops
    before = json.loads(long.read_text())
    code, out, err = run(capsys, "--db", str(two), "import", str(short))
    assert (code, out) == (0, "")
    assert err == (f"scorekeeper: already here: game 1 ({short}): the record here is longer "
                   "(5 hands here, 3 in the record brought in) and is kept\n")
    with Store(two) as store:
        assert store.export_document(1) == before


def test_a_hand_that_differs_is_refused_naming_the_game_and_the_hand(laptops, capsys,
                                                                     tmp_path) -> None:
    one, _two, _short, long = laptops
    other = json.loads(long.read_text())
    other["hands"][1]["tricks"] = {"Ann": 0, "Ben": 2, "Cat": 0}
    for key in ("scores", "totals"):
        for hand in other["hands"]:
            hand.pop(key, None)
    path = write(tmp_path / "other.json", other)
    code, out, err = run(capsys, "--db", str(one), "import", str(path))
    assert (code, out) == (2, "")
    assert err == (f"scorekeeper: {path}: refused: game 1 here has the same uid "
                   f"({other['uid']}) but another record of play: hand 2 differs\n")
    assert hands_of(one, 1) == 3


def test_archives_and_databases_extend_too(laptops, capsys, tmp_path) -> None:
    one, two, _short, _long = laptops
    archive = tmp_path / "two.jsonl"
    assert run(capsys, "--db", str(two), "export", "--all", "-o", str(archive))[0] == 0
    copy = tmp_path / "copy.db"
    copy.write_bytes(one.read_bytes())
    code, out, err = run(capsys, "--db", str(one), "import", str(archive))
    assert (code, out) == (0, "")
    assert err == "scorekeeper: 0 new, 1 extended, 0 already here, 0 refused\n"
    code, out, err = run(capsys, "--db", str(copy), "import", str(two))
    assert (code, out) == (0, "")
    assert err == "scorekeeper: 0 new, 1 extended, 0 already here, 0 refused\n"
    assert hands_of(one, 1) == hands_of(copy, 1) == 5
    code, out, err = run(capsys, "--db", str(two), "import", str(one))  # the other way
    assert (code, out) == (0, "") and err == "scorekeeper: 0 new, 1 already here, 0 refused\n"


def test_a_game_finished_elsewhere_is_rated_here(tmp_path: Path, capsys) -> None:
    """Extending a game to its end logs the change (club_changes) and the ratings equal
    a full recomputation."""
    from scorekeeper.club.ratings import RatingCache, rate

    one, two = tmp_path / "one.db", tmp_path / "two.db"
    options = {"schedule": "constant", "cards": 1}
    with Store(one) as store:
        session = GameSession.start(store, "whysteria", PLAYERS, "Ann", options)
        session.apply(Bid("Ben", 1))
        cache = RatingCache()
        assert cache.book(store, "whysteria").ratings() == []
    short = export(capsys, one, 1, tmp_path / "short.json")
    run(capsys, "--db", str(two), "import", str(short))
    with Store(two) as store:
        session = GameSession.resume(store, 1)
        session.apply(Bid("Cat", 0))
        session.apply(Bid("Ann", 1))
        session.apply(Tricks({"Ann": 0, "Ben": 1, "Cat": 0}))
        from scorekeeper.rules import Stop

        session.apply(Stop())
    long = export(capsys, two, 1, tmp_path / "long.json")
    changes = count(one, "SELECT count(*) FROM club_changes")
    assert run(capsys, "--db", str(one), "import", str(long))[0] == 0
    assert count(one, "SELECT count(*) FROM club_changes") > changes
    with Store(one) as store:
        book = cache.book(store, "whysteria")
        assert book.mu == rate(store.club_games("whysteria"))["whysteria"].mu
        assert {r.player for r in book.ratings()} == set(PLAYERS)


def test_a_record_that_continues_a_game_in_the_trash_is_not_added(laptops, capsys) -> None:
    one, _two, _short, long = laptops
    with Store(one) as store:
        store.delete_game(1)
    code, out, err = run(capsys, "--db", str(one), "import", str(long))
    assert (code, out) == (2, "")
    assert "it continues game 1, which is in the trash" in err
    assert "scorekeeper restore 1" in err
    assert hands_of(one, 1) == 3


@pytest.mark.parametrize("order", ["short first", "long first"])
def test_both_records_in_one_archive_are_one_game(laptops, capsys, tmp_path, order) -> None:
    _one, _two, short, long = laptops
    lines = [short.read_text().replace("\n", ""), long.read_text().replace("\n", "")]
    if order == "long first":
        lines.reverse()
    archive = tmp_path / "both.jsonl"
    archive.write_text("\n".join(lines) + "\n", encoding="utf-8")
    fresh = tmp_path / "fresh.db"
    code, out, err = run(capsys, "--db", str(fresh), "import", str(archive))
    assert code == 0 and out == f"1\t{archive}:1\n"
    assert err == ("scorekeeper: 1 new, 1 extended, 0 already here, 0 refused\n"
                   if order == "short first"
                   else "scorekeeper: 1 new, 1 already here, 0 refused\n")
    assert hands_of(fresh, 1) == 5


def test_one_file_without_a_uid_twice_in_a_new_archive_is_one_game(tmp_path, capsys) -> None:
    document = game_document(15, variant="oh-shit-updown")
    document.pop("uid", None)
    archive = tmp_path / "twice.jsonl"
    archive.write_text(f"{json.dumps(document)}\n{json.dumps(document)}\n", encoding="utf-8")
    code, out, err = run(capsys, "--db", str(tmp_path / "c.db"), "import", str(archive))
    assert code == 0 and len(out.splitlines()) == 1
    assert err == "scorekeeper: 1 new, 1 already here, 0 refused\n"


def test_records_without_uids_in_one_archive_are_one_game(laptops, capsys, tmp_path) -> None:
    """The shorter found by its content in the same batch: written before it is looked for."""
    _one, _two, short, long = laptops
    lines = []
    for path in (short, long):
        document = json.loads(path.read_text())
        for key in ("uid", "started", "ended"):
            document.pop(key, None)
        lines.append(json.dumps(document))
    archive = tmp_path / "bare.jsonl"
    archive.write_text("\n".join(lines) + "\n", encoding="utf-8")
    fresh = tmp_path / "fresh.db"
    code, out, err = run(capsys, "--db", str(fresh), "import", str(archive))
    assert (code, out) == (0, f"1\t{archive}:1\n")
    assert err == "scorekeeper: 1 new, 1 extended, 0 already here, 0 refused\n"
    assert hands_of(fresh, 1) == 5
