"""Each rule system's bot, by the system's name (game/rules registers the
systems): the one table the worker, the arena and the benches look a bot up in."""

from game.bot import bases, capture, classic

BOTS = {"classic": classic, "bases": bases, "capture": capture}
