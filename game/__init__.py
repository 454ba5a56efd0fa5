"""Virus War (Война вирусов): the rules engine, notation and tools.

    from game import Game, Rules, IllegalMove, RecordError
"""

from game.core.errors import IllegalMove, RecordError
from game.rules import Rules
from game.engine.game import Game

__all__ = ["Game", "Rules", "IllegalMove", "RecordError"]
