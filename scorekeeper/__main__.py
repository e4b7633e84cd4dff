"""`python -m scorekeeper`: the same program as the `scorekeeper` command."""

from scorekeeper.cli.main import main

raise SystemExit(main())
