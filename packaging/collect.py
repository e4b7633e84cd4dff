"""What the frozen build collects, derived from the code and the installed packages.

Used by ``packaging/scorekeeper.spec`` and checked by ``tests/packaging``. Nothing
here is a hand-kept list of modules to import: such a list goes stale the day a
module is added (openskill's mypyc runtime, a top-level module named by a hash, was
missing from the build that way, and ``scorekeeper ratings`` died with
``ModuleNotFoundError``). What is *left out* is listed (Qt plugins no screen uses), and
the libraries they alone needed follow them out by the binaries' own dependencies.
"""

from __future__ import annotations

import ast
import pkgutil
import re
import sys
from collections.abc import Iterable, Iterator
from importlib.metadata import Distribution, PackageNotFoundError, distribution
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parents[1]
APP = "scorekeeper"
EXTENSION = re.compile(r"\.(cpython-[^.]+|abi3)\.(so|pyd)$|\.(so|pyd)$")

# Qt plugins no screen of the app uses (by folder, or folder/file stem): the embedded
# and kiosk platforms, GTK's theme (it alone brings in GTK, GDK, cairo, pango, atk …),
# network and TLS back ends (the live page is served by Python), input devices read
# straight from /dev, image formats the app never reads, and Qt's virtual keyboard and
# PDF image format (they bring in QML, Quick and Qt PDF: some 50 MB).
UNUSED_QT_PLUGINS = (
    "egldeviceintegrations", "generic", "networkinformation", "tls",
    "platforms/libqeglfs", "platforms/libqlinuxfb", "platforms/libqminimalegl",
    "platforms/libqvkkhrdisplay", "platforms/libqvnc",
    "platformthemes/libqgtk3",
    "imageformats/libqtiff", "imageformats/libqwebp", "imageformats/libqicns",
    "imageformats/libqtga", "imageformats/libqwbmp", "imageformats/libqpdf",
    "platforminputcontexts/libqtvirtualkeyboardplugin",
)
# Qt's own translations: only Qt's base catalogue (standard buttons and dialogs) of each
# language the app speaks is loaded (scorekeeper/ui/shared/translations.py).
UNUSED_QT_DATA = ("PySide6/Qt/translations",)
QT_TRANSLATIONS = "PySide6/Qt/translations"
# Development and test tools that must never ride along.
NOT_SHIPPED = ("tkinter", "unittest", "pydoc", "pytest", "hypothesis", "pytestqt",
               "PyInstaller", "_pyinstaller_hooks_contrib", "ruff")
# PyInstaller's runtime hooks run before the app at every start. Multiprocessing's
# imports multiprocessing (about 20 ms of the window's start-up) so that a frozen
# program can serve its spawned workers: packaging/entry.py does that, only when a
# worker starts. Pkgutil's lists modules inside PyInstaller's archive, which this
# build (``noarchive``) does not have. On Linux, PySide6's imports Qt's core module (and
# with it Qt's core library and ICU) to check for an embedded qt.conf, which PySide6
# itself registers when first imported: some 40 ms of every command, which needs no Qt
# (packaging/entry.py sets the two paths it sets; the window imports Qt when it needs
# it). Elsewhere it stays: it also sets paths for Windows' and macOS's own layouts.
SKIPPED_RUNTIME_HOOKS = ("pyi_rth_multiprocessing", "pyi_rth_pkgutil") + (
    ("pyi_rth_pyside6",) if sys.platform.startswith("linux") else ())


# --- Qt modules -----------------------------------------------------------------------
def used_qt_modules(package: Path = ROOT / APP) -> set[str]:
    """The ``PySide6.Qt*`` modules the app's source imports, anywhere in it."""
    used: set[str] = set()
    for path in package.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                if node.module == "PySide6":
                    used.update(f"PySide6.{a.name}" for a in node.names)
                elif node.module.startswith("PySide6.Qt"):
                    used.add(".".join(node.module.split(".")[:2]))
            elif isinstance(node, ast.Import):
                used.update(".".join(a.name.split(".")[:2]) for a in node.names
                            if a.name.startswith("PySide6.Qt"))
    return used


def unused_qt_modules(used: Iterable[str]) -> list[str]:
    """Every installed ``PySide6.Qt*`` binding the app does not import: excluded, so
    PyInstaller's hooks do not bring in their bindings, plugins and translations (the
    Qt libraries the used ones link to still come, as their dependencies)."""
    import PySide6

    wanted = set(used)
    return sorted(f"PySide6.{m.name}" for m in pkgutil.iter_modules(PySide6.__path__)
                  if m.name.startswith("Qt") and f"PySide6.{m.name}" not in wanted)


# --- packages with compiled modules ---------------------------------------------------
def dependency_closure(name: str = APP) -> list[Distribution]:
    """The installed distributions ``name`` needs at run time (not its extras)."""
    seen: dict[str, Distribution] = {}
    todo = [name]
    while todo:
        wanted = todo.pop()
        key = re.sub(r"[-_.]+", "-", wanted).lower()
        if key in seen:
            continue
        try:
            dist = distribution(wanted)
        except PackageNotFoundError:
            continue  # an optional dependency for another platform
        seen[key] = dist
        for requirement in dist.requires or []:
            if "extra ==" in requirement:
                continue
            if ";" in requirement and not _marker_holds(requirement.split(";", 1)[1]):
                continue
            todo.append(re.split(r"[\s<>=!~;\[(]", requirement, maxsplit=1)[0])
    return [dist for key, dist in seen.items() if key != APP]


def _marker_holds(marker: str) -> bool:
    from packaging.markers import Marker

    return Marker(marker).evaluate()


def _hooked(top: str) -> bool:
    """PyInstaller (or its contributed hooks) has a hook for package ``top``."""
    import PyInstaller
    from _pyinstaller_hooks_contrib import get_hook_dirs

    folders = [Path(PyInstaller.__file__).parent / "hooks", *map(Path, get_hook_dirs())]
    return any(next(folder.rglob(f"hook-{top}.py"), None) for folder in folders)


def compiled_modules(dist: Distribution) -> Iterator[str]:
    """The importable names of ``dist``'s compiled (extension) modules."""
    for file in dist.files or []:
        path = PurePosixPath(str(file))
        if path.parts[0].endswith((".dist-info", ".data")) or ".." in path.parts:
            continue
        if EXTENSION.search(path.name):
            stem = path.name.split(".", 1)[0]
            yield ".".join((*path.parts[:-1], stem))


def compiled_hidden_imports() -> list[str]:
    """Every module of each dependency that ships compiled modules and has no hook.

    What a compiled module imports cannot be read from it (mypyc's modules import a
    shared runtime module named by a hash), so such a package is collected whole:
    all its submodules and its top-level compiled modules."""
    from PyInstaller.utils.hooks import collect_submodules

    hidden: set[str] = set()
    for dist in dependency_closure():
        compiled = list(compiled_modules(dist))
        tops = {name.split(".")[0] for name in compiled}
        if not compiled or any(_hooked(top) for top in tops):
            continue
        hidden.update(compiled)
        tops.update((dist.read_text("top_level.txt") or "").split())
        for top in tops:
            hidden.update(collect_submodules(top))
    return sorted(hidden)


def app_hidden_imports() -> list[str]:
    """Every module of the app: its screens load on first use (inside functions)."""
    from PyInstaller.utils.hooks import collect_submodules

    return collect_submodules(APP)


# --- what is left out -------------------------------------------------------------------
def unused_qt_plugin(dest: str) -> bool:
    """``dest`` (a path in the build) is a Qt plugin the app does not use."""
    parts = PurePosixPath(dest.replace("\\", "/")).parts
    if "plugins" not in parts:
        return False
    inside = "/".join(parts[parts.index("plugins") + 1:])
    return any(inside == rule or inside.startswith(rule + "/") or
               inside.startswith(rule + ".") for rule in UNUSED_QT_PLUGINS)


def unused_data(dest: str) -> bool:
    normal = dest.replace("\\", "/")
    if normal in shipped_qt_translations():
        return False
    return any(normal == rule or normal.startswith(rule + "/") for rule in UNUSED_QT_DATA)


def shipped_languages() -> list[str]:
    """The languages the app speaks besides English (scorekeeper/languages.py)."""
    import sys

    sys.path.insert(0, str(ROOT))
    from scorekeeper.languages import LANGUAGES, SOURCE_LANGUAGE

    return [code for code in LANGUAGES if code != SOURCE_LANGUAGE]


def shipped_qt_translations() -> set[str]:
    """Qt's base catalogue of each shipped language, as a path in the build."""
    return {f"{QT_TRANSLATIONS}/qtbase_{code}.qm" for code in shipped_languages()}


def app_catalogues(folder: Path) -> list[tuple[str, str]]:
    """The app's catalogues compiled into ``folder`` with lrelease, as PyInstaller's
    ``datas`` (they go to ``scorekeeper/i18n``, where the app looks first)."""
    import runpy

    update = runpy.run_path(str(ROOT / "resources" / "i18n" / "update.py"))
    return [(str(path), "scorekeeper/i18n") for path in update["release"](folder)]


def runtime_hooks(scripts: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """The build's scripts without the runtime hooks it does not need (see above)."""
    return [script for script in scripts if script[0] not in SKIPPED_RUNTIME_HOOKS]


def is_root(dest: str) -> bool:
    """A binary the program loads by itself (a Python extension, a Qt plugin, the
    Python library); every other library is there only if a root needs it."""
    name = PurePosixPath(dest.replace("\\", "/")).name
    if "/plugins/" in dest.replace("\\", "/") or name.startswith("libpython"):
        return True
    return EXTENSION.search(name) is not None and not name.startswith("lib")


def needed_binaries(binaries: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """``binaries`` less the shared libraries that no root (still) needs."""
    from PyInstaller.depend.bindepend import get_imports

    by_name = {PurePosixPath(dest).name: (dest, src, kind) for dest, src, kind in binaries}
    needed: set[str] = set()
    todo = [entry for entry in binaries if is_root(entry[0])]
    while todo:
        dest, src, _kind = todo.pop()
        name = PurePosixPath(dest).name
        if name in needed:
            continue
        needed.add(name)
        for lib, _path in get_imports(src):
            base = PurePosixPath(lib).name
            if base in by_name and base not in needed:
                todo.append(by_name[base])
    return [entry for entry in binaries if PurePosixPath(entry[0]).name in needed]
