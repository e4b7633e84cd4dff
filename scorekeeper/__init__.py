"""Scorekeeper: the scorekeeper's companion at a real card table."""

__version__ = "0.1.0"
APP_NAME = "Scorekeeper"
ORGANIZATION = "Scorekeeper"


def package_version() -> str:
    """The installed package's version (its metadata), or the source tree's."""
    try:
        from importlib.metadata import PackageNotFoundError, version

        return version("scorekeeper")
    except (ImportError, PackageNotFoundError):
        return __version__
