"""The sparring partner's search in C (native/: the rules of the three games
on masks, and the tree of mcts.py), loaded with ctypes from the library that
``make native`` builds (git-ignored).  It plays the same turns as the Python
of mcts.py, seventy to eighty times as fast; tests/python/test_mcts_native.py
holds its rules to the engine's and its turns to the Python's.

A position goes over as lists of 64-bit words: the board (its game, words a
mask takes, stride, players, sub-moves a turn, territory scoring, the board's
cells and each player's start) and the position (side to move, sub-moves
left, who has moved and who is in as bits, then the masks empty, region,
reach, legal and each player's units: classic and bases, a player's viruses
then its bases, a classic side's bases being the enemy marks it killed;
capture, each side's marks).  Search.c's unpack reads them in that order."""

import ctypes
import os

FOLDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "native")
LIBRARY = os.path.join(FOLDER, "mcts.so")
GAMES = {"classic": 0, "capture": 1, "bases": 2}
WORD = (1 << 64) - 1
MOST_CELLS = 9   # a turn's most sub-moves (game/rules MAX_ACTIONS)

_loaded = []   # [(the library or None, the line saying which search plays)], once found


def library():
    """The loaded library, or None where it is missing or older than its sources."""
    return _load()[0]


def which():
    """One line: which search mcts:N plays with, and why (for the arena to print)."""
    return _load()[1]


def _load():
    if not _loaded:
        _loaded.append(_found())
    return _loaded[0]


def _found():
    if not os.path.exists(LIBRARY):
        return None, "mcts: the pure-Python search (no native library: `make native` builds it with a C compiler)"
    sources = [os.path.join(FOLDER, name) for name in os.listdir(FOLDER) if name.endswith((".c", ".h"))]
    if any(os.path.getmtime(source) > os.path.getmtime(LIBRARY) for source in sources):
        return None, "mcts: the pure-Python search (the native library is older than its sources: `make native`)"
    loaded = ctypes.CDLL(LIBRARY)
    words = ctypes.POINTER(ctypes.c_uint64)
    numbers = ctypes.POINTER(ctypes.c_int)
    loaded.vw_turn.argtypes = (words, words, ctypes.c_uint64, ctypes.c_int, numbers)
    loaded.vw_turn.restype = ctypes.c_int
    loaded.vw_trace.argtypes = (words, words, ctypes.c_uint64, ctypes.c_int, numbers, words, numbers, numbers)
    loaded.vw_trace.restype = ctypes.c_int
    return loaded, "mcts: the native search (%s)" % os.path.relpath(LIBRARY)


def turn(position, playouts, seed):
    """The bits of the turn the search plays from ``position`` (a game going on)."""
    setup, state = packed(position)
    cells = (ctypes.c_int * MOST_CELLS)()
    made = library().vw_turn(setup, state, seed, playouts, cells)
    if made < 0:
        raise MemoryError("the native search ran out of memory or cannot take this board")
    return [1 << cells[index] for index in range(made)]


def trace(position, seed, most):
    """A random playout from ``position`` as the search plays them: [(side to move,
    legal mask, bit played)] and the result (None if cut short after ``most``)."""
    setup, state = packed(position)
    count = mask_words(position.geo)
    sides, cells = (ctypes.c_int * most)(), (ctypes.c_int * most)()
    legal = (ctypes.c_uint64 * (most * count))()
    result = ctypes.c_int()
    made = library().vw_trace(setup, state, seed, most, sides, legal, cells, ctypes.byref(result))
    steps = [(sides[step], joined(legal[step * count:(step + 1) * count]), 1 << cells[step])
             for step in range(made)]
    return steps, None if result.value == -2 else result.value


def mask_words(geo):
    return (geo.height * geo.stride + 63) // 64


def split(mask, count):
    return [(mask >> (64 * index)) & WORD for index in range(count)]


def joined(words):
    mask = 0
    for index, value in enumerate(words):
        mask |= value << (64 * index)
    return mask


def packed(position):
    """(board, position) as the C reads them, two arrays of 64-bit words."""
    rules, geo = position.rules, position.geo
    count = mask_words(geo)
    setup = [GAMES[rules.game], count, geo.stride, rules.players, rules.actions,
             int(rules.scoring == "territory")] + split(geo.full, count)
    for start in rules.start_masks:
        setup += split(start, count)
    head, masks = STATES[rules.game](position)
    state = list(head)
    for mask in masks:
        state += split(mask, count)
    return (ctypes.c_uint64 * len(setup))(*setup), (ctypes.c_uint64 * len(state))(*state)


def classic_state(position):
    alive, dead = position.alive, position.dead
    empty = position.geo.full & ~(alive[0] | alive[1] | dead[0] | dead[1])
    moved = position.moved[0] | position.moved[1] << 1
    return ((position.side, position.left, moved, 0b11),
            (empty, position._region, position._reach, position.legal, alive[0], dead[1], alive[1], dead[0]))


def bases_state(position):
    moved = sum(1 << player for player, done in enumerate(position.moved) if done)
    units = []
    for player in range(position.n):
        units += [position.virus[player], position.base[player]]
    return ((position.side, position.left, moved, position.inside),
            [position.empty, position._region, position._reach, position.legal] + units)


def capture_state(position):
    return ((position.side, position.left, 0, 0b11), (0, 0, 0, position.legal) + tuple(position.marks))


STATES = {"classic": classic_state, "bases": bases_state, "capture": capture_state}
