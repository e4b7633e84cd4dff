"""The ``scorekeeper`` command line."""
