"""The rule systems, a folder each: ``game/systems/<name>/`` holds the game's
rules (``rules.py``, the protocol of game/rules/system.py), its bot
(``bot.py``), its words in each language (``words.py``) and the scripts
CPython, MicroPython and Pyodide must print alike (``crosscheck.py``,
``crosscheck_bot.py``).  Every list of the games (the rules' registry, the
bots, the arena, the puzzles, New game) is read from here, so a game is
added by adding its folder and touching nothing else.

A system's ``__init__.py`` holds only ``ORDER``, its place in the page's
lists, and imports nothing: the systems are found without loading their parts,
and a part is imported where it is needed (the page's thread never loads a
bot).  game/tools/build/bundle.py adds each thread's parts to its archive, as
these imports by name are hidden from its reading of the sources.
"""

import os

# A part of a system, and which threads of the page load it (bundle.py).
ROLES = ("rules", "bot", "words", "crosscheck", "crosscheck_bot")


def folders():
    """The folders the systems are looked for in: this package's (a str on
    MicroPython, a list on CPython), and any a test adds."""
    return [__path__] if isinstance(__path__, str) else list(__path__)


def _is_system(folder, name):
    try:
        listed = os.listdir(folder + "/" + name)
    except OSError:   # a file, not a folder
        return False
    return "__init__.py" in listed or "__init__.mpy" in listed


def names():
    """The systems' names, by their ORDER (then name): MicroPython's dicts and
    folder listings keep no order, and the page lists the games in this one."""
    found = []
    for folder in folders():
        for name in os.listdir(folder):
            if not name.startswith(("_", ".")) and name not in found and _is_system(folder, name):
                found.append(name)
    return sorted(found, key=lambda name: (package(name).ORDER, name))


def package(name):
    """The system's package (its ``__init__``: ORDER)."""
    return __import__(__name__ + "." + name, None, None, ["ORDER"])


def has_part(name, role):
    for folder in folders():
        try:
            listed = os.listdir(folder + "/" + name)
        except OSError:
            continue
        if role + ".py" in listed or role + ".mpy" in listed:
            return True
    return False


def part(name, role):
    """The module of system ``name``'s ``role`` (one of ROLES), or None if the
    system has none (a made-up game may come without a bot)."""
    if not has_part(name, role):
        return None
    return __import__(__name__ + "." + name + "." + role, None, None, [role])
