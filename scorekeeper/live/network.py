"""Which address the players' phones can reach this computer on."""

from __future__ import annotations

import ipaddress
import socket

LOOPBACK = "127.0.0.1"


def lan_address() -> str:
    """The address this computer uses on its local network (the one its traffic to the
    rest of the network leaves from), or the loopback address when there is no network.

    Connecting a UDP socket sends nothing: it only asks the system for the route."""
    for probe in ("10.255.255.255", "192.168.255.255", "172.31.255.255"):
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
                sock.connect((probe, 9))
                address = sock.getsockname()[0]
        except OSError:
            continue
        if address and not ipaddress.ip_address(address).is_unspecified:
            return str(address)
    return LOOPBACK


def best_address(candidates: list[str]) -> str:
    """Of this computer's addresses, the one to offer first: the route's own, else a
    private IPv4 address (home and club networks), else any IPv4, else the loopback."""
    route = lan_address()
    if route in candidates:
        return route
    parsed = [ipaddress.ip_address(a) for a in candidates if _valid(a)]
    for private in (True, False):
        for address in parsed:
            if address.version == 4 and not address.is_loopback and (
                    not private or (address.is_private and not address.is_link_local)):
                return str(address)
    return LOOPBACK


def _valid(text: str) -> bool:
    try:
        ipaddress.ip_address(text)
    except ValueError:
        return False
    return True
