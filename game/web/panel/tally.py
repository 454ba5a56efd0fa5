"""The record of results against each bot level, kept on the device, for
each game on its own (key(game)): one person against one bot; and its line
under the result (tally_line).

localStorage holds it as JSON under key(game):

    {"easy": {"won": 3, "lost": 1, "drawn": 0}, "medium": {...}, "hard": {...}}

Read by the page only; a missing, broken or strange text reads as no games
(and the next count writes a good one over it), so it can never stop a game.
"""

import json

from game.bot.levels import LEVELS
from game.rules import DEFAULT_GAME
from game.web.panel.names import LEVEL_KEYS

KEY = "virus-war.tally"   # the default game's (its saved tallies read on under it); the others' beside it
OUTCOMES = ("won", "lost", "drawn")


def key(game):
    """Where the results of ``game`` (a rule system's name) are kept."""
    return KEY if game == DEFAULT_GAME else KEY + "." + game


def empty():
    return {level: {outcome: 0 for outcome in OUTCOMES} for level in LEVELS}


def read(text):
    """The tally a stored text holds: every level and outcome present, each a
    count of zero or more; whatever cannot be read counts as zero."""
    tally = empty()
    try:
        data = json.loads(text) if isinstance(text, str) else None
    except (ValueError, RuntimeError):   # RuntimeError: nested too deep (RecursionError on CPython)
        data = None
    if not isinstance(data, dict):
        return tally
    for level in LEVELS:
        counts = data.get(level)
        if isinstance(counts, dict):
            for outcome in OUTCOMES:
                tally[level][outcome] = _count(counts.get(outcome))
    return tally


def _count(value):
    # True is an int to Python, but no count
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


def add(tally, level, outcome):
    """One more game of ``outcome`` against ``level``, in place; returns the tally."""
    if level not in LEVELS or outcome not in OUTCOMES:
        raise ValueError("no tally for %r against %r" % (outcome, level))
    tally[level][outcome] += 1
    return tally


def remove(tally, level, outcome):
    """One game of ``outcome`` against ``level`` fewer (its result was undone), in
    place, never below zero; returns the tally."""
    if level not in LEVELS or outcome not in OUTCOMES:
        raise ValueError("no tally for %r against %r" % (outcome, level))
    tally[level][outcome] = max(0, tally[level][outcome] - 1)
    return tally


def write(tally):
    return json.dumps(tally)


def tally_line(said, tally):
    """The person's results against the bot level of the session ``said``
    (Names) names, from ``tally``, this game's, in words; "" for games that do
    not count."""
    session = said.session
    if not session.counts_in_tally():
        return ""
    level = session.settings.level
    return said.strings("tally.line", level=said.strings(LEVEL_KEYS[level]), **tally[level])
