"""The evening and season reports: every figure checked against what the test works
out from the games' own scorecards, and what the command line writes."""

from __future__ import annotations

import csv
import io
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from openskill.models import PlackettLuce

from scorekeeper.cli.main import main
from scorekeeper.club.reports.build import make_report
from scorekeeper.club.reports.model import Report, ReportError
from scorekeeper.exports.report_text import report_csv, report_text
from scorekeeper.store import Store

from .helpers import opened_copy, stored_once
from .report_club import FOUR, Played, seed_report_club


@pytest.fixture(autouse=True)
def utc(monkeypatch: pytest.MonkeyPatch) -> None:
    """Evenings are local days: the tests' days are UTC ones."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()


@pytest.fixture(scope="module")
def stored_club(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Played]]:
    """The club's games simulated and stored once for the module (about 25 ms of
    processor time); each test opens its own copy of the file (``store``), so none
    sees what another wrote."""
    return stored_once(tmp_path_factory.mktemp("report-club"), seed_report_club)


@pytest.fixture
def store(db_path: Path, stored_club: tuple[Path, list[Played]]) -> Iterator[Store]:
    """The club's database, a copy of its own at ``db_path``."""
    with opened_copy(stored_club[0], db_path) as opened:
        yield opened


@pytest.fixture
def club(stored_club: tuple[Path, list[Played]]) -> list[Played]:
    return list(stored_club[1])


def facts(report: Report, section: int) -> dict[str, str]:
    return dict(report.sections[section].facts)


def places(card) -> dict[str, int]:
    return {s.player: s.place for s in card.standings}


def test_the_evening_sums_up_each_sitting_begun_that_day(store: Store, club: list[Played]
                                                         ) -> None:
    report = make_report(store, "evening", date="2026-05-08")
    noon, night = report.sections  # Eve, Fay and Dan at noon; the four in the evening
    assert "12:00" in noon.heading and "19:00" in night.heading
    tonight = [p for p in club
               if (p.started.month, p.started.day) == (5, 8) and p.started.hour >= 19]
    assert len(tonight) == 4
    said = facts(report, 1)
    assert said["Games played"] == "4"
    wins = Counter(pl for p in tonight for pl, place in places(p.card).items() if place == 1)
    best = max(wins.values())
    night_winners = [pl for pl in FOUR if wins[pl] == best]
    assert said["Winner of the night"].startswith(" and ".join(night_winners)
                                                  if len(night_winners) < 3 else night_winners[0])
    assert f"({best} game" in said["Winner of the night"]
    lasts = Counter()
    for p in tonight:
        worst = max(places(p.card).values())
        if worst > 1:
            lasts.update(pl for pl, place in places(p.card).items() if place == worst)
    most = max(lasts.values())
    assert said["Shithead of the night"].endswith(f"(last {most} time{'s' * (most != 1)})")
    assert all(pl in said["Shithead of the night"] for pl in FOUR if lasts[pl] == most)
    # biggest hand and best bidder: the games with bids (not shithead)
    scored = [(position, hand, pl) for position, p in enumerate(tonight, start=1)
              if p.key != "shithead" for hand in p.card.completed for pl in p.card.setup.players]
    top = max(hand.scores[pl] for _, hand, pl in scored)
    position, hand, who = next((pos, h, pl) for pos, h, pl in scored if h.scores[pl] == top)
    assert said["Biggest hand"].startswith(f"{who}: {top} points (game {position}, "
                                           f"hand {hand.number}")
    exact = Counter(pl for _, h, pl in scored if h.bids[pl] == h.tricks[pl])
    made = Counter(pl for _, h, pl in scored)
    rate = {pl: (exact[pl] / made[pl], exact[pl]) for pl in FOUR}
    bidder = max(FOUR, key=lambda pl: rate[pl])
    assert said["Best bidder"].startswith(bidder) or \
        said["Best bidder"].split(":")[0].count(" and ")  # a shared best names them all
    assert f"{exact[bidder]} of {made[bidder]} bids exact" in said["Best bidder"]
    games, players = night.tables
    assert [row[1] for row in games.rows] == ["Oh Hell (Pratt & Whitney)", "Thursday club",
                                             "Shithead", "Whysteria"]
    table = {row[0]: row for row in players.rows}
    for pl in FOUR:
        assert table[pl][3] == " · ".join(str(places(p.card)[pl]) for p in tonight)
        assert table[pl][2] == str(wins[pl])
        points = sum(places and s.total for p in tonight if p.key != "shithead"
                     for s in p.card.standings if s.player == pl)
        assert table[pl][5] == str(points)


def test_the_evening_csv_has_a_row_per_player_and_game(store: Store, club: list[Played]
                                                       ) -> None:
    rows = list(csv.DictReader(io.StringIO(report_csv(make_report(store, "evening",
                                                                  date="2026-05-08")))))
    today = [p for p in club if p.started.day == 8 and p.started.month == 5]
    assert len(rows) == sum(len(p.card.setup.players) for p in today)
    by = {(int(r["game_id"]), r["player"]): r for r in rows}
    for p in today:
        for s in p.card.standings:
            row = by[(p.id, s.player)]
            assert (int(row["place"]), int(row["total"]), row["game"]) == \
                (s.place, s.total, p.key)
            assert row["won"] == str(int(s.place == 1))


def test_the_default_evening_is_the_last_day_played(store: Store, club: list[Played]) -> None:
    assert make_report(store, "evening").title == "The evening of 20 May 2026"
    with pytest.raises(ReportError, match="no games were started on 2026-05-09"):
        make_report(store, "evening", date="2026-05-09")


def _ranked(games: list[Played]) -> dict[str, int]:
    """OpenSkill over ``games`` in order, ranked as a leaderboard (equal to two places
    share a rank)."""
    model = PlackettLuce()
    ratings: dict = {}
    for p in games:
        order = list(p.card.setup.players)
        teams = [[ratings.get(pl) or model.rating(name=pl)] for pl in order]
        for pl, (after,) in zip(order, model.rate(teams, ranks=[places(p.card)[pl]
                                                                for pl in order]), strict=True):
            ratings[pl] = after
    shown = {pl: round(r.mu - 3 * r.sigma, 2) for pl, r in ratings.items()}
    return {pl: 1 + sum(1 for v in shown.values() if v > mine) for pl, mine in shown.items()}


def test_the_season_counts_games_wins_and_moves(store: Store, club: list[Played]) -> None:
    report = make_report(store, "season", since="2026-05-01", until="2026-05-31")
    rows = list(csv.DictReader(io.StringIO(report_csv(report))))
    assert {"player", "game", "games", "wins"} <= set(rows[0])
    may = [p for p in club if p.started.month == 5]
    for key in {p.key for p in may}:
        games = [p for p in may if p.key == key]
        played = Counter(pl for p in games for pl in p.card.setup.players)
        wins = Counter(pl for p in games for pl, place in places(p.card).items() if place == 1)
        mine = {r["player"]: r for r in rows if r["game"] == key}
        assert {pl: int(r["games"]) for pl, r in mine.items()} == dict(played)
        assert {pl: int(r["wins"]) for pl, r in mine.items() if int(r["wins"])} == dict(wins)
        for pl, r in mine.items():
            seen = [places(p.card)[pl] for p in games if pl in p.card.setup.players]
            assert float(r["average_place"]) == pytest.approx(sum(seen) / len(seen), abs=1e-3)
    shared = [r for r in rows if r["game"] == "whysteria" and r["player"] in FOUR]
    assert sum(int(r["wins"]) for r in shared) >= 2  # a shared first place: a win each
    now = _ranked([p for p in may if p.key == "oh-hell-pw"])
    before = _ranked([p for p in club if p.started.month == 4 and p.key == "oh-hell-pw"])
    for r in (r for r in rows if r["game"] == "oh-hell-pw"):
        assert int(r["rank"]) == now[r["player"]]
        was = before.get(r["player"])
        assert r["previous_rank"] == ("" if was is None else str(was))
        expected = ("new" if was is None else "same" if was == now[r["player"]] else
                    f"▲{was - now[r['player']]}" if was > now[r["player"]]
                    else f"▼{now[r['player']] - was}")
        assert r["movement"] == expected
    assert any(r["movement"] not in ("new", "same") for r in rows)  # someone moved
    text = report_text(report)
    assert "Thursday club" in text and "Oh Hell (Pratt & Whitney)" in text


def test_a_season_that_runs_backwards_or_has_no_games_is_one_line(store: Store,
                                                                  club: list[Played]) -> None:
    with pytest.raises(ReportError, match=r"starts .* after it ends"):
        make_report(store, "season", since="2026-06-01", until="2026-05-01")
    with pytest.raises(ReportError, match="no finished games between"):
        make_report(store, "season", since="2025-01-01", until="2025-12-31")


def run(db: Path, *args: str) -> int:
    return main(["--db", str(db), "report", *args])


def test_the_command_line_writes_each_format(store: Store, db_path: Path, club: list[Played],
                                             tmp_path: Path, capsys: pytest.CaptureFixture
                                             ) -> None:
    assert run(db_path, "evening", "--date", "2026-05-08") == 0
    assert "Winner of the night" in capsys.readouterr().out
    assert run(db_path, "season", "--since", "2026-05-01", "--until", "2026-05-31",
               "--format", "csv") == 0
    assert capsys.readouterr().out.startswith("player,game,games,wins,")
    pdf, png, text = tmp_path / "e.pdf", tmp_path / "s.png", tmp_path / "e.txt"
    assert run(db_path, "evening", "--date", "2026-05-08", "-o", str(pdf)) == 0
    assert pdf.read_bytes().startswith(b"%PDF-")
    assert run(db_path, "season", "--since", "2026-05-01", "-o", str(png)) == 0
    assert png.read_bytes().startswith(b"\x89PNG")
    assert run(db_path, "evening", "--date", "2026-05-08", "-o", str(text)) == 0
    assert text.read_text().startswith("Scorekeeper report · evening")
    assert run(db_path, "evening", "--date", "2026-05-08", "-o", str(text)) == 0  # again
    capsys.readouterr()


@pytest.mark.parametrize(("args", "said"), [
    (("evening", "--date", "2026-13-01"), "is not a date"),
    (("evening", "--date", "2026-05-09"), "no games were started on 2026-05-09"),
    (("player", "Zed"), "there is no player called 'Zed'"),
    (("h2h", "Ann", "Zed"), "there is no player called 'Zed'"),
    (("season", "-o", "/nonexistent/folder/s.pdf"), "cannot be written"),
    (("season", "--since", "2026-05-01", "-o", "{tmp}/letter.txt"), "is not a text report"),
    (("season", "--format", "pdf"), "needs -o FILE"),
])
def test_bad_requests_get_one_line(store: Store, db_path: Path, club: list[Played],
                                   tmp_path: Path, capsys: pytest.CaptureFixture,
                                   args: tuple[str, ...], said: str) -> None:
    letter = tmp_path / "letter.txt"
    letter.write_text("Dear club,\n")
    args = tuple(a.replace("{tmp}", str(tmp_path)) for a in args)
    code = 0
    try:
        code = run(db_path, *args)
    except SystemExit as exit_:  # argparse's own refusal of a bad date
        code = int(exit_.code or 0)
    err = capsys.readouterr().err.strip()
    assert code != 0 and said in err
    assert len(err.splitlines()) == 1 or "usage:" in err
    assert "Traceback" not in err
    assert letter.read_text() == "Dear club,\n"


def rows_of(report: Report) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(report_csv(report))))


def test_the_player_card_adds_up_the_players_games(store: Store, club: list[Played]) -> None:
    report = make_report(store, "player", names=("ann",))  # any case finds her
    assert report.title == "Player card: Ann"
    mine = sorted((p for p in club if "Ann" in p.card.setup.players), key=lambda p: p.started)
    won = [places(p.card)["Ann"] == 1 for p in mine]
    said = facts(report, 0)
    assert said["Games"].startswith(f"{len(mine)} finished, {sum(won)} won")
    run = longest = 0
    for w in won:
        run = run + 1 if w else 0
        longest = max(longest, run)
    assert said["Winning streak"] == f"{run} now, {longest} at the longest"
    ahead = Counter(other for p in mine for other, place in places(p.card).items()
                    if other != "Ann" and place < places(p.card)["Ann"])
    behind = Counter(other for p in mine for other, place in places(p.card).items()
                     if other != "Ann" and place > places(p.card)["Ann"])
    top = max(ahead.values())
    assert said["Nemesis"].split(" (")[0] == " and ".join(
        sorted(p for p in ahead if ahead[p] == top))
    low = max(behind.values())
    assert said["Favourite opponent"].split(" (")[0] == " and ".join(
        sorted(p for p in behind if behind[p] == low))
    rows = rows_of(report)
    months = Counter(p.started.strftime("%Y-%m") for p in mine)
    assert {r["item"]: int(r["games"]) for r in rows if r["section"] == "month"} == months
    sizes = Counter(len(p.card.setup.players) for p in mine)
    assert {int(r["item"]): int(r["games"]) for r in rows if r["section"] == "players"} == sizes
    bids: dict[int, list[int]] = {}
    points: dict[str, list[int]] = {}
    for p in mine:
        if p.key == "shithead":
            continue
        for hand in p.card.completed:
            b, t = hand.bids["Ann"], hand.tricks["Ann"]
            tally = bids.setdefault(hand.cards, [0, 0, 0, 0])
            tally[0] += 1
            tally[1] += b == t
            tally[2] += b > t
            tally[3] += b < t
            got = points.setdefault(p.key, [0, 0])
            got[0] += 1
            got[1] += hand.scores["Ann"]
    assert {int(r["item"]): [int(r[c]) for c in ("hands", "exact", "over", "under")]
            for r in rows if r["section"] == "bids"} == bids
    assert {r["item"]: float(r["value"]) for r in rows if r["section"] == "points per hand"} \
        == {k: pytest.approx(s / n, abs=1e-3) for k, (n, s) in points.items()}
    rated = {r["item"]: int(r["games"]) for r in rows if r["section"] == "rating"}
    assert rated["oh-hell-pw 2026-05"] == sum(1 for p in mine if p.key == "oh-hell-pw")
    assert rated["oh-hell-pw 2026-04"] == sum(1 for p in mine if p.key == "oh-hell-pw"
                                              and p.started.month == 4)


def test_head_to_head_counts_who_finished_ahead_game_by_game(store: Store,
                                                             club: list[Played]) -> None:
    report = make_report(store, "h2h", names=("Ann", "Ben"))
    both = [p for p in club if {"Ann", "Ben"} <= set(p.card.setup.players)]
    rows = {r["game"]: r for r in rows_of(report)}
    for key in {p.key for p in both} | {"all"}:
        games = [p for p in both if key in (p.key, "all")]
        a = [places(p.card)["Ann"] for p in games]
        b = [places(p.card)["Ben"] for p in games]
        r = rows[key]
        assert (int(r["games"]), int(r["ahead"]), int(r["behind"]), int(r["level"])) == (
            len(games), sum(x < y for x, y in zip(a, b, strict=True)),
            sum(x > y for x, y in zip(a, b, strict=True)),
            sum(x == y for x, y in zip(a, b, strict=True)))
        assert (int(r["wins"]), int(r["opponent_wins"])) == (a.count(1), b.count(1))
    assert set(rows) == {p.key for p in both} | {"all"}
    with pytest.raises(ReportError, match="themselves"):
        make_report(store, "h2h", names=("Ann", "ANN"))
