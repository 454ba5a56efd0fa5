"""The chance that each side wins, read off its bot's evaluation.

An evaluation orders positions; a player wants a chance.  Each side's chance
is its share of exp(SCALE * evaluation), plus MOVER in the exponent for the
side to move, among the sides still in:

    chance(i) = exp(SCALE * e(i) + MOVER * [i moves]) / sum over j of the same

For two sides that is the logistic curve of the difference, for more it
shares the win out, always summing to 1.  SCALE and MOVER are a rule
system's own (its bot's CHANCE), fitted on its bots' games against each
other by ``python -m game.tools.arena.chance NAME`` (game/bot/README.md, "The
win chance", gives the games, the fit and its error).

Where a logistic curve is not the shape of the odds (the classic game's
evaluation says little between a lead of -100 and +50, then much within the
next hundred points), a game of two may have a curve of its own measured on
those games: its bot's CHANCE_CURVE, points (the mover's lead, its chance)
rising left to right, the chance between two points read off the line
joining them and beyond the ends the end's.

A known end is exact: a side that has won has 1, a side that is out 0, and
an evaluation of a won game (search.WIN, which the bots give a win found by
search or a position with no way out) is a certain win or loss.  A draw
shares 1 out equally among the sides in at the end.
"""

import math

from game.bot.search import WIN
from game.bot.systems import BOTS
from game.rules.system import DRAW

CERTAIN = WIN // 2   # an evaluation past this is a won (or lost) game, not a guess


def chances(position, bot=None):
    """[each player's chance of winning from ``position``], summing to 1 (0
    for a player who is out)."""
    bot = bot or BOTS[position.rules.game]
    players = range(position.rules.players)
    inside = position.players_in()
    if position.result is not None:
        if position.result == DRAW:
            return [1.0 / len(inside) if player in inside else 0.0 for player in players]
        return [1.0 if player == position.result else 0.0 for player in players]
    values = {player: bot.evaluate(position, player) for player in inside}
    certain = [player for player in inside if values[player] >= CERTAIN]
    if certain:
        return [1.0 / len(certain) if player in certain else 0.0 for player in players]
    alive = [player for player in inside if values[player] > -CERTAIN] or inside
    curve = getattr(bot, "CHANCE_CURVE", None)
    if curve and position.rules.players == 2 and len(alive) == 2:
        other = alive[0] if alive[1] == position.side else alive[1]
        chance = on_curve(curve, values[position.side] - values[other])
        return [chance if player == position.side else 1.0 - chance if player == other else 0.0
                for player in players]
    scale, mover = bot.CHANCE
    exponents = {player: scale * values[player] + (mover if player == position.side else 0.0)
                 for player in alive}
    top = max(exponents.values())
    weights = {player: math.exp(exponents[player] - top) for player in alive}
    total = sum(weights.values())
    return [weights[player] / total if player in weights else 0.0 for player in players]


def mover_chance(position, bot=None):
    """The chance that the side to move in ``position`` wins."""
    return chances(position, bot)[position.side]


def on_curve(curve, lead):
    """The chance at ``lead`` on ``curve`` ((lead, chance) points, rising):
    on the line between the points either side, the end's beyond them."""
    if lead <= curve[0][0]:
        return curve[0][1]
    for (low, below), (high, above) in zip(curve, curve[1:]):
        if lead <= high:
            return below + (above - below) * (lead - low) / (high - low)
    return curve[-1][1]
