"""The built-in opponent.

For now a greedy player: each sub-move in turn, it takes the one that leaves
the best balance of reach (cells it can act on minus cells the enemy can act
on), living marks and won games, ties broken at random.  It plays on the
fast Position core and never changes the Game it is given.
"""

import random

from game.board import popcount

WIN = 10 ** 6


def evaluate(position, side):
    """How good ``position`` looks for ``side``: higher is better."""
    if position.result is not None:
        if position.result == side:
            return WIN
        return -WIN if position.result == 1 - side else 0
    enemy = 1 - side
    reach = popcount(position.legal_for(side)) - popcount(position.legal_for(enemy))
    marks = popcount(position.alive[side]) - popcount(position.alive[enemy])
    return 2 * reach + marks


def choose_turn(game, seed=None):
    """The cells of one whole turn for the side to move, in playing order."""
    rng = random.Random(seed)
    position = game.position.copy()
    side = position.side
    geo = position.geo
    cells = []
    while position.result is None and position.side == side:
        best_score = None
        best = []
        for bit in geo.bits(position.legal):
            after = position.copy()
            after.play(bit)
            score = evaluate(after, side)
            if best_score is None or score > best_score:
                best_score, best = score, [bit]
            elif score == best_score:
                best.append(bit)
        bit = best[rng.randrange(len(best))]
        cells.append(geo.name(bit))
        position.play(bit)
    return cells
