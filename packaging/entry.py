"""Entry point of the frozen app (PyInstaller)."""

from scorekeeper.cli.main import main

raise SystemExit(main())
