"""A sparring partner nobody tuned: plain Monte-Carlo tree search over
sub-moves, as the outside engines play (UCT, random playouts to the end),
for every rule system, searched by its count of playouts alone so that its
games are the same on every machine.

    python -m game arena mcts:2000 hard --games 20

``mcts:N`` plays N playouts for each sub-move of its turn, the tree of the
sub-move before kept for the next.  A node's children are the legal
sub-moves of its position, tried in a seeded random order; a child is chosen
by UCB1 (its mover's share of wins, plus EXPLORE * sqrt(ln(parent's
visits) / its visits)); a playout plays random legal sub-moves to the end.
A win counts 1 for the side that made the move into a node, a draw 1/2 for
every side; in a game of more than two, each side counts its own wins.

Each turn draws one seed from the arena's random numbers and searches with a
SplitMix64 stream of it (splitmix.py).  The search runs in C where ``make
native`` built its library (native.py: the same turns, some seventy times as
fast), else in the Python below."""

import math

from game.rules.system import DRAW
from game.tools.arena import native, timed
from game.tools.arena.splitmix import SplitMix

EXPLORE = math.sqrt(2)
PREFIX = "mcts:"


class Node:
    __slots__ = ("bit", "parent", "children", "untried", "visits", "wins", "mover")

    def __init__(self, position, rng, bit=None, parent=None):
        self.bit = bit             # the sub-move into this node (None at the root)
        self.parent = parent
        self.children = []
        self.mover = position.side   # who moves here
        self.untried = [] if position.result is not None else position.geo.bits(position.legal)
        shuffle(self.untried, rng)
        self.visits = 0
        self.wins = 0.0            # for the side that made the move into this node (the parent's mover)

    def chosen_child(self):
        """UCB1's child: the most promising for this node's mover."""
        log_visits = math.log(self.visits)
        return max(self.children, key=lambda child: child.wins / child.visits
                   + EXPLORE * math.sqrt(log_visits / child.visits))


def shuffle(items, rng):
    """``items`` in a random order in place, by ``rng.randrange`` alone (the
    search's SplitMix, as native/search.c shuffles)."""
    for index in range(len(items) - 1, 0, -1):
        other = rng.randrange(index + 1)
        items[index], items[other] = items[other], items[index]


def search(position, playouts, rng, root=None):
    """The root after ``playouts`` playouts from ``position`` (``root``: a
    subtree of this position kept from the sub-move before)."""
    root = root or Node(position, rng)
    for _ in range(playouts):
        node, played = root, position.copy()
        while not node.untried and node.children:   # down the tree
            node = node.chosen_child()
            played.play(node.bit)
        if node.untried:   # a new leaf
            bit = node.untried.pop()
            played.play(bit)
            child = Node(played, rng, bit, node)
            node.children.append(child)
            node = child
        winner = playout(played, rng)
        while node is not None:   # the result back up
            node.visits += 1
            if node.parent is not None:
                node.wins += 0.5 if winner == DRAW else 1.0 if winner == node.parent.mover else 0.0
            node = node.parent
    return root


def playout(position, rng):
    """The winner (a player, or DRAW) of random legal sub-moves from ``position`` (played on)."""
    while position.result is None:
        position.play(random_bit(position.legal, rng))
    return position.result


def random_bit(mask, rng):
    """One of ``mask``'s set bits, each as likely: the k-th lowest, found by
    clearing the k below it, rather than listing them all (which was half a
    playout's time)."""
    for _ in range(rng.randrange(mask.bit_count())):
        mask &= mask - 1
    return mask & -mask


def mcts_player(playouts):
    """The arena's turn function: (game, rng) -> the cells of a whole turn."""
    def play(game, rng):
        seed = rng.randrange(2 ** 64)
        position = game.position
        if native.library():
            bits = native.turn(position, playouts, seed)
        else:
            bits = turn(position.copy(), playouts, SplitMix(seed))
        return [position.geo.name(bit) for bit in bits]
    return play


def turn(position, playouts, rng):
    """The bits of a whole turn from ``position`` (played on), ``playouts``
    playouts a sub-move, the tree of one sub-move kept for the next."""
    side = position.side
    bits, root = [], None
    while position.result is None and position.side == side:
        root = search(position, playouts, rng, root)
        best = max(root.children, key=lambda child: (child.visits, child.wins))
        bits.append(best.bit)
        position.play(best.bit)
        root = best
        root.parent = None   # the sub-move played is the new root: its past is no more counted
    return bits


def find(name, players, bot=None):
    """The turn function of ``name``: MCTS's for "mcts:N", a level of ``bot``
    (a game's bot module) by the clock for "LEVEL@SECONDS" (game/tools/arena/timed.py),
    else ``players``' (a dict); None for a name none of them knows."""
    return named(name) or (bot and timed.player(name, bot)) or players.get(name)


def announce(names):
    """Print which search mcts:N plays with, native or Python, where one of ``names`` is it."""
    if any(name.startswith(PREFIX) for name in names):
        print(native.which())


def unknown(names, players, bot=None):
    """Why one of ``names`` plays no game here (the arena's words), or None."""
    for name in names:
        try:
            if find(name, players, bot) is None:
                return ("unknown player %r; players: %s, mcts:N (N playouts a sub-move)%s"
                        % (name, ", ".join(players), ", LEVEL@SECONDS (a level by the clock)" if bot else ""))
        except ValueError as error:
            return str(error)
    return None


def named(name):
    """The MCTS turn function that ``name`` ("mcts:N") names, None for any other name;
    ValueError for an "mcts:" without a count of playouts."""
    if not name.startswith(PREFIX):
        return None
    count = name[len(PREFIX):]
    if not count.isdigit() or int(count) < 1:
        raise ValueError("mcts:N needs N, the playouts per sub-move (a whole number from 1), not %r" % count)
    return mcts_player(int(count))
