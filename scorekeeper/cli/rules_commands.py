"""``scorekeeper rules``: the house-rules presets, listed or printed as a rules file."""

from __future__ import annotations

import argparse

from .common import EXIT_OK, EXIT_RULES, EXIT_UNUSABLE, fail, load_rules


def _configure_rules(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="rules_action", metavar="ACTION", required=True)
    actions.add_parser("list", help="the presets, each with where it comes from")
    show = actions.add_parser("show", help="print a preset (or check a rules file) as a "
                              "rules file")
    show.add_argument("name", metavar="NAME|FILE", help="a preset name or a rules file")


def run_rules(args: argparse.Namespace) -> int:
    from ..rules.house_rules import HouseRulesError
    from ..rules.presets import PRESETS, rules_file_text

    if args.rules_action == "list":
        width = max(len(name) for name in PRESETS)
        for name, chosen in PRESETS.items():
            print(f"{name:<{width}}  {chosen.description}")
        return EXIT_OK
    try:
        rules = load_rules(args.name)
    except HouseRulesError as error:
        return fail(str(error), EXIT_RULES)
    except OSError as error:
        return fail(str(error), EXIT_UNUSABLE)
    print(rules_file_text(rules), end="")
    return EXIT_OK


COMMANDS = {
    "rules": (_configure_rules, run_rules, "list the house-rules presets or print one as a "
              "rules file"),
}
