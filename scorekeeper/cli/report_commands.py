"""``scorekeeper report``: the evening, the season, a player's card, head to head — as
text on the terminal, or CSV, PDF or PNG to a file."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..rules.names import terminal_safe
from .common import (
    EXIT_OK,
    EXIT_RULES,
    EXIT_UNUSABLE,
    drawn_language,
    fail,
    lang_option,
    open_store,
)

if TYPE_CHECKING:
    from ..club.reports.model import Report
    from ..store.interfaces import ClubStore

KINDS = ("evening", "season", "player", "h2h")


def _day(text: str) -> str:
    from .club_commands import _day as checked

    return checked(text)


def _output(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--format", choices=("text", "csv", "pdf", "png"), default=None,
                        help="default: from the suffix of FILE, else text")
    parser.add_argument("-o", "--output", metavar="FILE",
                        help="write to FILE (default: standard output for text and csv); "
                             "an existing FILE is replaced only if it is such a report")
    parser.add_argument("--force", action="store_true",
                        help="replace FILE whatever it holds")
    lang_option(parser, "a pdf or png report (text stays English)")


def _configure_report(parser: argparse.ArgumentParser) -> None:
    kinds = parser.add_subparsers(dest="report", metavar="REPORT", required=True)
    evening = kinds.add_parser("evening", help="the sittings of one evening: games, winners, "
                               "shithead of the night, biggest hand, best bidder")
    evening.add_argument("--date", metavar="DATE", type=_day,
                         help="the day (YYYY-MM-DD; default: the last day games were played)")
    season = kinds.add_parser("season", help="each game's leaderboard for a period, with "
                              "each player's move since the period before")
    season.add_argument("--since", metavar="DATE", type=_day,
                        help="first day (YYYY-MM-DD; default: 1 January of --until's year)")
    season.add_argument("--until", metavar="DATE", type=_day,
                        help="last day (YYYY-MM-DD; default: today)")
    player = kinds.add_parser("player", help="one player's card: games, wins, bidding, "
                              "nemesis, streaks, rating over time")
    player.add_argument("name", metavar="NAME", help="the player (any case)")
    h2h = kinds.add_parser("h2h", help="two players head to head, game by game")
    h2h.add_argument("name", metavar="NAME", help="one player (any case)")
    h2h.add_argument("other", metavar="NAME", help="the other player")
    for sub in (evening, season, player, h2h):
        _output(sub)


def build_report(store: ClubStore, args: argparse.Namespace, words: Any = None) -> Any:
    """The report the command line asks for (a ReportError when it cannot be made), in
    ``words``' language (None: English)."""
    from ..club.reports.build import make_report
    from ..rules.words import ENGLISH

    return make_report(store, args.report, date=getattr(args, "date", None),
                       since=getattr(args, "since", None), until=getattr(args, "until", None),
                       names=tuple(n for n in (getattr(args, "name", None),
                                               getattr(args, "other", None)) if n),
                       words=words or ENGLISH)


def _drawn_words(args: argparse.Namespace, fmt: str) -> Any:
    """A PDF's or PNG's words (--lang, Preferences, LANG); None for text and CSV."""
    if fmt not in ("pdf", "png"):
        return None
    from ..exports.qt_words import words_for

    return words_for(drawn_language(args))


def run_report(args: argparse.Namespace) -> int:
    from ..club.reports.model import ReportError
    from ..exports.formats import ExportFormatError
    from ..exports.report_formats import report_as_text, report_format
    from ..rules import ScorekeeperError
    from ..store import StoreError
    from .files import one_line

    output = Path(args.output) if args.output else None
    try:
        fmt = report_format(output, args.format)
    except ExportFormatError as error:
        return fail(one_line(str(error)), EXIT_RULES)
    if output is None and fmt in ("pdf", "png"):
        return fail(f"--format {fmt} needs -o FILE", EXIT_RULES)
    from ..languages import UnknownLanguage

    try:
        words = _drawn_words(args, fmt)
    except UnknownLanguage as error:
        return fail(str(error), EXIT_RULES)
    try:
        with open_store(args, create=False) as store:
            report = build_report(store, args, words)
    except StoreError as error:
        return fail(str(error), EXIT_UNUSABLE)
    except (ReportError, ScorekeeperError) as error:
        return fail(one_line(str(error)), EXIT_RULES)
    if output is None:
        sys.stdout.write(terminal_safe(report_as_text(report, fmt), keep="\n"))
        return EXIT_OK
    return _write(report, fmt, output, args.force)


def _write(report: Report, fmt: str, output: Path, force: bool) -> int:
    """Write ``report`` to ``output``; a refusal is one line (the exit code says which)."""
    from ..exports.existing import ExistingFileError
    from ..exports.report_formats import write_report
    from .files import one_line

    try:
        written = write_report(report, fmt, output, force=force)
    except ExistingFileError as error:
        hint = ", or add --force to replace it" if error.forcible else ""
        return fail(one_line(f"{error}{hint}"), EXIT_UNUSABLE)
    except ImportError:
        return fail(f"{fmt} reports are not available in this build", EXIT_UNUSABLE)
    except OSError as error:
        return fail(one_line(f"{output}: cannot be written ({error.strerror or error})"),
                    EXIT_UNUSABLE)
    if len(written) > 1:
        print(f"{len(written)} images: {one_line(str(written[0]))} … "
              f"{one_line(written[-1].name)}")
    return EXIT_OK


COMMANDS = {
    "report": (_configure_report, run_report,
               "club reports: evening, season, player card, head to head "
               "(text, csv, pdf or png)"),
}
