"""What the club's queries hand out: plain frozen dataclasses (picklable: the app's
store answers from another process), no SQL and no computation."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SeatResult:
    """One player's line of one game, as the rules left it in the store."""

    player: str
    place: int | None  # from the game's own standings (shared places are equal)
    total: int | None
    hands: int  # hands scored
    exact: int  # hands bid exactly (trick games)


@dataclass(frozen=True)
class ClubGame:
    """A game out of the trash, with everyone's result, in seating order."""

    id: int
    variant: str  # what statistics count it as: the rules' stats key (a house game's name)
    started: str
    ended: str | None
    updated: str
    status: str
    seats: tuple[SeatResult, ...]
    options: str = "{}"  # the game's options as stored (JSON), read only where needed

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(seat.player for seat in self.seats)


@dataclass(frozen=True)
class HandScore:
    """One player's scored hand in one game."""

    game_id: int
    number: int  # the hand's number in its game, from 1
    cards: int | None
    player: str
    bid: int | None
    tricks: int | None
    score: int


@dataclass(frozen=True)
class BidAccuracy:
    """How one player's bids went in one game (statistics key) at one hand size."""

    game: str
    cards: int
    hands: int
    exact: int
    over: int  # bid more than taken
    under: int  # bid less than taken
    points: int
