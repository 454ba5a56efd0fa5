"""What a game read back (game/bot/review.py) is made of, apart so that the
page shows it without loading the bots: the judgements, a turn's accuracy
and the graph's points."""

import math

BEST, GOOD, INACCURACY, MISTAKE, BLUNDER = "best", "good", "inaccuracy", "mistake", "blunder"
JUDGEMENTS = (BEST, GOOD, INACCURACY, MISTAKE, BLUNDER)

# The record's marks for the judgements written into it (PGN's: ?! dubious, ? mistake, ?? blunder).
MARKS = {INACCURACY: "?!", MISTAKE: "?", BLUNDER: "??"}

# A try at a better turn (learning from a mistake) is accepted within this of
# the best turn's chance: a turn the reading would judge best or good.
MARGIN = 0.05

# The bot's level that judges: the page reads a 40-turn classic game in 8 s on Pyodide (hard: 45 s)
LEVEL = "medium"


def note(judgement, after, best, before):
    """(mark, comment) a turn read back writes into the record: the mark of an
    inaccuracy, a mistake or a blunder, the mover's chance after the turn and,
    for a turn not the best, the best turn found and its chance
    ("win 29%; best b2-b3-a4 100%"); ``best`` in record notation ("pass")."""
    words = "win %d%%" % round(after * 100)
    if judgement != BEST:
        words += "; best %s %d%%" % (best, round(before * 100))
    return MARKS.get(judgement), words


def turn_accuracy(loss):
    """0-100 for a turn that gave away ``loss`` (0-1) of its mover's chance:
    lichess's curve, 103.1668 * exp(-4.354 * loss) - 3.1669, 100 for the
    best turn, near 0 for one that throws the game away."""
    return min(100.0, max(0.0, 103.1668 * math.exp(-4.354 * loss) - 3.1669))


def points(turns):
    """Every side's chance after each turn, from [(chances before the turn,
    chances after it)] of each turn in order: the mean of the chance after
    the turn played, which favours the side that just moved (its opponents
    have yet to answer), and the chance the next mover's best turn keeps,
    which favours that one: the two lean opposite ways, their mean the least.
    After the last turn, the chance after it (exact at an end)."""
    found = [[(a + b) / 2 for a, b in zip(turn[1], following[0])] for turn, following in zip(turns, turns[1:])]
    return found + [list(turns[-1][1])] if turns else []
