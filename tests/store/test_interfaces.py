"""The store's narrow interfaces (store/interfaces.py) are what Store really offers.

mypy checks it statically (``_store_offers_every_interface``); these tests check it
where mypy cannot look: each protocol's methods exist on Store with the same
parameters (names, kinds, defaults), and the app's StoreClient forwards every one of
them to the store's process instead of answering with something of its own.
"""

from __future__ import annotations

import ast
import inspect
import os
from pathlib import Path

import pytest

from scorekeeper.store.client import StoreClient
from scorekeeper.store.interfaces import INTERFACES, AppStore
from scorekeeper.store.store import Store
from tests.package_source import ONE_PROCESS, PACKAGE, modules, tree


def members(interface: type) -> dict[str, object]:
    """The operations an interface declares, its bases' included."""
    found: dict[str, object] = {}
    for cls in reversed(interface.__mro__):
        if cls not in INTERFACES:  # Protocol, Generic, object: the machinery
            continue
        found.update(dict.fromkeys(vars(cls).get("__annotations__", {}), None))
        found.update((name, value) for name, value in vars(cls).items()
                     if not name.startswith("_"))
    return found


def parameters(function: object) -> list[tuple[str, object, object]]:
    """A method's parameters as a caller sees them (annotations are compared by mypy)."""
    signature = inspect.signature(function)  # type: ignore[arg-type]
    return [(p.name, p.kind, p.default) for p in signature.parameters.values()]


@pytest.mark.parametrize("interface", INTERFACES, ids=lambda i: i.__name__)
def test_every_member_of_the_interface_is_stores_own(interface: type, store: Store) -> None:
    declared = members(interface)
    assert declared, f"{interface.__name__} declares nothing"
    for name, value in declared.items():
        assert hasattr(store, name), f"Store has no {name} ({interface.__name__})"
        if callable(value):
            assert parameters(value) == parameters(getattr(Store, name)), \
                f"{interface.__name__}.{name} differs from Store.{name}"


def test_the_app_store_is_every_interface_together() -> None:
    every = set().union(*(members(i) for i in INTERFACES if i is not AppStore))
    assert every <= set(members(AppStore))


@pytest.mark.skipif(os.name != "posix", reason="the store's own process: POSIX")
def test_the_client_forwards_every_operation_to_the_store(db_path: Path) -> None:
    with Store(db_path) as store:
        expected = (store.data_version() is not None, store.trash(), store.saved_rules(),
                    store.completions(), store.club_seatings(), store.game_ids())
    with StoreClient(db_path) as client:
        own = {name for name in [*vars(StoreClient), *vars(client)] if not name.startswith("_")}
        assert set(members(AppStore)) & own == {"close", "path"}  # the client's own answers
        forwarded = set(members(AppStore)) - own
        assert all(getattr(client, name).__name__ == name for name in forwarded)
        answered = (client.data_version() is not None, client.trash(), client.saved_rules(),
                    client.completions(), client.club_seatings(), client.game_ids())
        assert client.path == store.path
    assert answered == expected


# Outside the store, only these hold the whole Store: the command line's opener (each
# command's own) and the live page's follower (its own read-only Store, watched by
# store/watch.py).
WHOLE_STORE_HOLDERS = {"cli/common.py", "live/follow.py"}


@ONE_PROCESS  # the package parsed once (tests/package_source.py)
def test_outside_the_store_each_room_takes_an_interface_not_the_whole_store() -> None:
    holders = set()
    for path in modules():
        where = path.relative_to(PACKAGE).as_posix()
        if where.startswith("store/"):
            continue
        for node in ast.walk(tree(path)):
            if isinstance(node, (ast.arg, ast.AnnAssign, ast.FunctionDef)):
                annotation = node.returns if isinstance(node, ast.FunctionDef) \
                    else node.annotation
                names = {n.id for n in ast.walk(annotation)
                         if isinstance(n, ast.Name)} if annotation is not None else set()
                if names & {"Store", "StoreClient"}:
                    holders.add(where)
    holders.discard("ui/shared/store_wait.py")  # the client's own waiting, by design
    assert holders == WHOLE_STORE_HOLDERS
