"""The legend's samples, as scenes drawn by the board's own pencil
(game/web/board/pencil.py), so they always match the board.

A rule system's WORDS["legend"] lists (sample, key) pairs; the samples are
named here.  Each is a row of sample_cells() cells ``size`` CSS pixels square,
drawn for the sides of the game played (their SYMBOLS and pencils):

    a side's code ("X", "O")          that side's mark
    its code in small letters ("x")   its mark killed by the next side
    "viruses", "bases", "inactive"    each side's mark, base, inactive base
    "start"                           the first side's start cell
    "reach"                           a cell the first side can act on
    "target", "take"                  the second side's mark the first can take
    "territory"                       the first side's mark and a cell of its ground
    "turn", "bases-turn", "capture-turn"   a turn of the second side's: placed,
                                      killed (or took a virus for a base), placed
    "off"                             a cell off the board between two of it

entries(rules) adds "off" to a system's list on a board with a shape, and
help_keys(rules) a line of How to play: the shape is no rule system's.
"""

from game.rules.system import BASE, KILLED, MARK, VIRUS
from game.web.board.palette import INK, TERRITORY_ALPHA, pencil_of
from game.web.board.scene import order_op

ROWS = ("viruses", "bases", "inactive")   # one cell for each side of the game
TURNS = {   # a turn of the second side's, as (kind, what it left: (player, kind)) for each sub-move
    "turn": (("place", (1, MARK)), ("kill", (0, KILLED)), ("place", (1, MARK))),
    "bases-turn": (("place", (1, VIRUS)), ("kill", (1, BASE)), ("place", (1, VIRUS))),
    "capture-turn": (("place", (1, MARK)), ("place", (1, MARK)), ("place", (1, MARK))),
}


def entries(rules):
    """The legend of a game of ``rules``: (sample, words key) pairs."""
    listed = list(rules.system.WORDS["legend"])
    return listed + [("off", "legend.off")] if rules.holes else listed


def help_keys(rules):
    """How to play's paragraphs for a game of ``rules``: its system's, and the shape's."""
    keys = list(rules.system.WORDS["help"])
    return keys + ["help.shape"] if rules.holes else keys


def shown_for(rules):
    """What How to play and its legend depend on: another one, another text."""
    return rules.game, rules.players, bool(rules.holes)


def sample_cells(sample, sides):
    """How many cells wide ``sample`` is, in a game of ``sides``."""
    if sample in ROWS:
        return len(sides)
    if sample in TURNS or sample == "off":
        return 3
    return 2 if sample == "territory" else 1


def sample(name, size, rules):
    """The ops that draw the legend's sample ``name`` for a game of ``rules``."""
    sides = rules.sides
    symbols = rules.system.SYMBOLS[:len(sides)]
    cells = sample_cells(name, sides)
    ops = [("clear", cells * size, size)]

    def unit(player, kind, x, col, active=True):
        symbol = symbols[player]
        if kind == KILLED:
            killer = pencil_of((player + 1) % len(sides))
            return ("killed", symbol, pencil_of(player), killer, x, 0, size, col, 0)
        if kind == BASE:
            return ("base", symbol, pencil_of(player), active, x, 0, size, col, 0)
        return ("mark", symbol, pencil_of(player), x, 0, size, col, 0)

    if name in TURNS:
        for index, (kind, (player, left)) in enumerate(TURNS[name]):
            x = index * size
            ops.append(("wash", INK["highlighter"][kind], 1, x + 1, 1, size - 2, size - 2))
            ops.append(unit(player, left, x, index))
            ops.append(order_op(pencil_of(1), index + 1, kind, x, 0, size))
    elif name in ROWS:
        for player in range(len(sides)):
            if name == "viruses":
                ops.append(unit(player, MARK, player * size, player))
            else:
                ops.append(unit(player, BASE, player * size, player, name == "bases"))
    elif name == "reach":
        ops.append(("reach", pencil_of(0), size, [(0, 0)]))
    elif name in ("target", "take"):
        ops.append(unit(1, MARK, 0, 0))
        ops.append(("target", pencil_of(0), 0, 0, size))
    elif name == "start":
        ops.append(("start", symbols[0], pencil_of(0), 0, 0, size, 0, 0, True))
    elif name == "territory":
        ops.append(("wash", pencil_of(0), TERRITORY_ALPHA, size, 0, size, size))
        ops.append(unit(0, MARK, 0, 0))
    elif name == "off":   # no paper in the middle; the board's outline on either side of it
        return ops + [("frame", 0, 0, size), ("frame", 2 * size, 0, size),
                      ("grid", [], [(size + 1, 0, size + 1, size), (2 * size, 0, 2 * size, size)])]
    elif name in sides:
        ops.append(unit(sides.index(name), MARK, 0, 0))
    else:
        ops.append(unit(sides.index(name.upper()), KILLED, 0, 0))
    return ops + [("frame", index * size, 0, size) for index in range(cells)]
