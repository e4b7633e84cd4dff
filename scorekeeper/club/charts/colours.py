"""One colour per player, the same in every chart.

A colour belongs to the player, not to a seat: the club's players are coloured once,
in the order they first sat down, each taking the first colour of :data:`PALETTE` that
nobody they have played with has already taken (so the players of one game differ
whenever the palette allows). A player keeps their colour until they first sit with
someone of the same colour; adding a game changes nobody else's."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

# Mid-tone colours: each stands out at least 3 : 1 against a white and against the dark
# theme's base (tested), so a line reads on both; ordered so neighbours differ in hue.
PALETTE = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#c25a00", "#0e8a8a",
           "#c2388f", "#7a7a00", "#5a6fd6", "#a0522d", "#6f8f3f", "#8a63a8")


def club_colours(seatings: Iterable[Sequence[str]]) -> dict[str, str]:
    """Each player's colour (a :data:`PALETTE` entry) from the club's games, each given
    as its players, in the order the games were played."""
    order: dict[str, None] = {}
    together: dict[str, dict[str, int]] = {}
    for players in seatings:
        for player in players:
            order.setdefault(player)
            met = together.setdefault(player, {})
            for other in players:
                if other != player:
                    met[other] = met.get(other, 0) + 1
    colours: dict[str, str] = {}
    for player in order:
        colours[player] = _free(together.get(player, {}), colours)
    return colours


def _free(met: Mapping[str, int], taken: Mapping[str, str]) -> str:
    """The first colour none of ``met`` has; when they have all, the one worn by those
    met least often (games together, summed)."""
    clash = {colour: 0 for colour in PALETTE}
    for other, games in met.items():
        if other in taken:
            clash[taken[other]] += games
    free = [colour for colour in PALETTE if not clash[colour]]
    return free[0] if free else min(PALETTE, key=lambda colour: clash[colour])


def colours_for(players: Sequence[str], known: Mapping[str, str]) -> dict[str, str]:
    """``players``' colours: the club's where known; anyone new (a game not yet stored)
    takes a colour nobody else in the chart has."""
    chosen = {p: known[p] for p in players if p in known}
    for player in players:
        if player not in chosen:
            chosen[player] = _free(dict.fromkeys(chosen, 1), chosen)
    return chosen
