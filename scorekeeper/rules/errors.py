"""Typed errors of the rules engine.

Every error is a ``ValueError`` whose message is fit to show a user as is: it
names the hand and the player where there is one, and the rule that was broken.
"""

from __future__ import annotations

from typing import Any


def short(value: Any, limit: int = 60) -> str:
    """``repr`` (control characters escaped) cut to ``limit`` characters, for messages."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class ScorekeeperError(ValueError):
    """Base of every error the app explains to its user."""


class RuleError(ScorekeeperError):
    """Something that the game's rules do not allow."""

    def __init__(
        self,
        message: str,
        *,
        hand: int | None = None,
        player: str | None = None,
        rule: str | None = None,
    ) -> None:
        self.hand = hand
        self.player = player
        self.rule = rule
        self.detail = message
        super().__init__(f"hand {hand}: {message}" if hand is not None else message)


class SetupError(RuleError):
    """Players, seating or options outside the game's limits."""


class CardError(RuleError):
    """A card code that cannot be read, or a card not in the pack in use."""


class BidError(RuleError):
    """A bid outside 0..cards, or out of turn."""


class ForbiddenBidError(BidError):
    """The dealer's (or final bidder's) bid that would make the bids total the cards."""


class TricksError(RuleError):
    """Tricks outside 0..cards, missing, or not adding up to the cards."""


class PenaltyError(RuleError):
    """A penalty the game does not have, or a bad count."""


class OutcomeError(RuleError):
    """A shithead result (order out, loser, winner) that does not fit."""


class GameOverError(RuleError):
    """Something recorded after the game ended."""


class TiebreakError(RuleError):
    """A tie-break deal that does not fit the standings."""


class NothingToUndoError(ScorekeeperError):
    """Undo or redo with nothing to take back."""


class ScorecardFileError(ScorekeeperError):
    """A scorecard file that cannot be read at all: not JSON, wrong format or version."""


class UnreadableFileError(ScorecardFileError):
    """A path that cannot be read as a scorecard: missing, not a regular file, too large."""


class NotARegularFileError(UnreadableFileError):
    """A folder, pipe, device or socket: refused before reading, so it can never block."""


class FileTooLargeError(UnreadableFileError):
    """More bytes than a scorecard file may hold."""


class ScorecardSyntaxError(ScorecardFileError):
    """Text that is not JSON as a scorecard may write it (bad UTF-8 or JSON, NaN, ...)."""


class DuplicateKeyError(ScorecardSyntaxError):
    """A key given twice in one object: which value was meant cannot be known."""

    def __init__(self, message: str, *, key: str) -> None:
        self.key = key
        super().__init__(message)


class NestingError(ScorecardSyntaxError):
    """Objects and lists nested deeper, or more of them, than any scorecard needs."""


class NumberTooLargeError(ScorecardSyntaxError):
    """A number with more digits than any count in a scorecard can have."""


class InvalidTextError(ScorecardSyntaxError):
    """Text that is not valid Unicode (a lone surrogate escaped in the JSON)."""


class FormatError(RuleError):
    """A readable scorecard with a value of the wrong kind or outside the format's limits."""


class PlayerNameError(SetupError):
    """A player's name that is empty, too long, not valid Unicode or holds control characters."""
