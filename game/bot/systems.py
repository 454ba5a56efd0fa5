"""Each rule system's bot (game/systems/<name>/bot.py), by the system's name: the
one table the worker, the arena and the benches look a bot up in.  A system
may come without one."""

from game import systems

BOTS = {}
for _name in systems.names():
    _bot = systems.part(_name, "bot")
    if _bot is not None:
        BOTS[_name] = _bot
