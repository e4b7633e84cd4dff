from scorekeeper.cli.main import main

raise SystemExit(main())
