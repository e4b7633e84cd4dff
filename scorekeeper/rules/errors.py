"""Typed errors of the rules engine.

Every error is a ``ValueError`` whose message is fit to show a user as is: it
names the hand and the player where there is one, and the rule that was broken.
The refusals met at the table also keep their sentence as a :class:`~.words.Said`
(its English source and values), so a screen can show it in its own language
(:meth:`ScorekeeperError.text`); the message is the English one, word for word.
"""

from __future__ import annotations

from typing import Any

from .words import ENGLISH, QT_TRANSLATE_NOOP, Said, Words


def short(value: Any, limit: int = 60) -> str:
    """``repr`` (control characters escaped) cut to ``limit`` characters, for messages."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class ScorekeeperError(ValueError):
    """Base of every error the app explains to its user."""

    said: Said | None = None  # the sentence, to be put in another language

    def __init__(self, message: str | Said = "", *args: object) -> None:
        if isinstance(message, Said):
            self.said = message
            message = message.text(ENGLISH)
        super().__init__(message, *args)

    def text(self, words: Words) -> str:
        """The message in ``words``' language (as it is where it has no sentence kept)."""
        return self.said.text(words) if self.said is not None else str(self)


class RuleError(ScorekeeperError):
    """Something that the game's rules do not allow."""

    def __init__(
        self,
        message: str | Said,
        *,
        hand: int | None = None,
        player: str | None = None,
        rule: str | None = None,
    ) -> None:
        self.hand = hand
        self.player = player
        self.rule = rule
        said = message if isinstance(message, Said) else None
        self.detail = message = str(message)
        super().__init__(f"hand {hand}: {message}" if hand is not None else message)
        self.said = said

    def detail_text(self, words: Words) -> str:
        """:attr:`detail` (the message without its hand) in ``words``' language."""
        return self.said.text(words) if self.said is not None else self.detail

    def text(self, words: Words) -> str:
        if self.said is None:
            return str(self)
        if self.hand is None:
            return self.said.text(words)
        return words.tr("hand {0}: {1}").format(self.hand, self.said.text(words))


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


NOTHING_TO_UNDO = QT_TRANSLATE_NOOP("words", "there is nothing to undo")
NOTHING_TO_REDO = QT_TRANSLATE_NOOP("words", "there is nothing to redo")


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

    def __init__(self, message: str | Said, *, key: str) -> None:
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
