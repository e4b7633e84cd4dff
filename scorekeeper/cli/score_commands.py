"""Commands that need no database: ``score`` a file, list the ``games``."""

from __future__ import annotations

import argparse
import json
import sys

from .common import EXIT_OK, EXIT_RULES, EXIT_UNUSABLE, fail


def _configure_score(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="a scorecard file (JSON)")
    parser.add_argument("--json", action="store_true", help="print the scores as JSON")


def run_score(args: argparse.Namespace) -> int:
    from ..exports.text import render_text
    from ..rules import RuleError, ScorecardFileError
    from ..rules.names import terminal_safe
    from ..rules.scorecard_file import read_scorecard, score_json
    from .files import one_line

    try:
        scorecard = read_scorecard(args.file)
    except ScorecardFileError as error:
        return fail(one_line(f"{args.file}: {error}"), EXIT_UNUSABLE)
    except RuleError as error:
        # One line naming hand, player and rule, exactly as the rules put it.
        print(one_line(str(error)), file=sys.stderr)
        return EXIT_RULES
    if args.json:
        json.dump(score_json(scorecard), sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(terminal_safe(render_text(scorecard), keep="\n"))
    return EXIT_OK


def _configure_games(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the list as JSON")


def run_games(args: argparse.Namespace) -> int:
    from ..rules import VARIANTS

    if args.json:
        out = [
            {
                "game": v.key,
                "title": v.title,
                "players": v.describe_limits(),
                "options": {
                    o.name: {"default": o.default, "values": o.describe_values(), "help": o.help}
                    for o in v.option_specs
                },
            }
            for v in VARIANTS.values()
        ]
        json.dump(out, sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
        return EXIT_OK
    for v in VARIANTS.values():
        print(f"{v.key}  —  {v.title}, {v.describe_limits()}")
        print(f"    {v.summary}")
        for o in v.option_specs:
            default = "none" if o.default is None else str(o.default).lower()
            print(f"    option {o.name} = {o.describe_values()} (default {default}): {o.help}")
        print()
    return EXIT_OK


COMMANDS = {
    "score": (_configure_score, run_score, "print the scorecard of a game file"),
    "games": (_configure_games, run_games, "list the games with their players and options"),
}
