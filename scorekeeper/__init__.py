"""Scorekeeper: the scorekeeper's companion at a real card table."""

__version__ = "0.1.0"
APP_NAME = "Scorekeeper"
ORGANIZATION = "Scorekeeper"
