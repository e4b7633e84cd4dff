"""The rules of the five games: pure Python, no Qt, no SQL.

A game is a record of what happened at the table (:class:`GameState`); the
rules derive everything else from it (:func:`evaluate` → :class:`Scorecard`).
:class:`Game` keeps a game being played, with undo, redo and corrections.
"""

from .commands import (
    Bid,
    Change,
    ClearBid,
    Command,
    Correct,
    Extend,
    Join,
    Leave,
    Outcome,
    Penalty,
    Redo,
    Reopen,
    SitOut,
    Stop,
    Tiebreak,
    Tricks,
    TurnUp,
    Undo,
    command_from_json,
)
from .errors import (
    BidError,
    CardError,
    ForbiddenBidError,
    GameOverError,
    NothingToUndoError,
    OutcomeError,
    PenaltyError,
    RuleError,
    ScorecardFileError,
    ScorekeeperError,
    SetupError,
    TiebreakError,
    TricksError,
)
from .evaluate import evaluate
from .game import Game
from .game_record import GameSetup, GameState, HandRecord, TiebreakDeal
from .games import VARIANTS, TrickVariant, Variant, variant
from .results import ABANDONED, FINISHED, IN_PROGRESS, HandResult, Scorecard, Standing

__all__ = [
    "ABANDONED",
    "FINISHED",
    "IN_PROGRESS",
    "VARIANTS",
    "Bid",
    "BidError",
    "CardError",
    "Change",
    "ClearBid",
    "Command",
    "Correct",
    "Extend",
    "ForbiddenBidError",
    "Game",
    "GameOverError",
    "GameSetup",
    "GameState",
    "HandRecord",
    "HandResult",
    "Join",
    "Leave",
    "NothingToUndoError",
    "Outcome",
    "OutcomeError",
    "Penalty",
    "PenaltyError",
    "Redo",
    "Reopen",
    "RuleError",
    "Scorecard",
    "ScorecardFileError",
    "ScorekeeperError",
    "SetupError",
    "SitOut",
    "Standing",
    "Stop",
    "Tiebreak",
    "TiebreakDeal",
    "TiebreakError",
    "TrickVariant",
    "Tricks",
    "TricksError",
    "TurnUp",
    "Undo",
    "Variant",
    "command_from_json",
    "evaluate",
    "variant",
]
