"""Fit a game's win chance (game/bot/chance.py) on its bots' games:

    python -m game.tools.arena.chance NAME [--games N] [--level L] [--size S] [--players P] [--seed K] [--curve]

Plays N games of the bot against itself from random openings (a random
first turn for each side), searched by budget so the games are the same on
any machine, and notes at the start of every whole turn each side's
evaluation and, at the end, who won.  The even games fit SCALE and MOVER by
maximum likelihood (Newton's method on the softmax of the chance); the odd
ones, held out, check them: their log loss and Brier score against a coin,
and the positions by the chance given to the side to move, a tenth of the
range a row, with the share the mover went on to win and its 95% interval.
Prints the CHANCE line to put in the system's bot.

``--curve`` (games of two) fits the mover's chance by its lead as well, the
shape the games give it rather than a logistic curve: the positions in
CURVE_BINS groups of as many each by the lead, the share each group's mover
won made to rise with the lead (pool adjacent violators: a group that won
more than the next is merged with it), a point (the group's median lead,
its share) a group.  Its held-out check follows the first, and the
CHANCE_CURVE line to put in the bot.
"""

import argparse
import math
import random

from game.bot.chance import CERTAIN, chances, on_curve
from game.bot.systems import BOTS
from game.engine.game import Game
from game.rules import Rules
from game.rules.system import DRAW
from game.tools.arena.pairing import played

OPENING_TURNS = 2
ITERATIONS = 50
CURVE_BINS = 20
# a curve's chance stays within this of 0 and 1: only a known end is certain
CURVE_EDGE = 0.01


def play_noted(task):
    """One game of the bot against itself: ([(evaluations of the sides in, the
    mover, the mover's chance as the bot reads it now)], winner)."""
    name, level, rules_options, seed = task
    bot = BOTS[name]
    rng = random.Random(seed)
    game = Game(Rules(**rules_options))
    for _ in range(OPENING_TURNS * game.rules.players):
        side = game.turn
        while game.result is None and game.turn == side:
            legal = sorted(game.legal_moves())
            game.play(legal[rng.randrange(len(legal))])
    notes = []
    while game.result is None:
        position = game.position
        values = {player: bot.evaluate(position, player) for player in position.players_in()}
        if all(abs(value) < CERTAIN for value in values.values()):
            notes.append((values, position.side, chances(position, bot)[position.side]))
        game.play_turn(bot.choose_turn(game, level, seed=rng.randrange(2 ** 30)))
    return notes, game.position.result


def logistic(scale, bonus):
    """The chance of (values, mover) by SCALE and MOVER (game/bot/chance.py)."""
    return lambda values, mover: probabilities(values, mover, scale, bonus)


def along(curve):
    """The chance of (values, mover) of two sides by CHANCE_CURVE (game/bot/chance.py)."""
    def chance(values, mover):
        other = next(player for player in values if player != mover)
        share = on_curve(curve, values[mover] - values[other])
        return {mover: share, other: 1.0 - share}
    return chance


def probabilities(values, mover, scale, bonus):
    exponents = {player: scale * value + (bonus if player == mover else 0.0) for player, value in values.items()}
    top = max(exponents.values())
    weights = {player: math.exp(exponent - top) for player, exponent in exponents.items()}
    total = sum(weights.values())
    return {player: weight / total for player, weight in weights.items()}


def samples(games):
    """(values, mover, winner) of every noted position of games that someone won."""
    return [(values, mover, winner) for notes, winner in games if winner != DRAW
            for values, mover, given in notes if winner in values]


def given(games):
    """[(the mover's chance as the bot read it, whether the mover won)] of every
    noted position of games that someone won."""
    return [(chance, winner == mover) for notes, winner in games if winner != DRAW
            for values, mover, chance in notes if winner in values]


def fit(data):
    """(SCALE, MOVER) maximising the likelihood of the winners: Newton's method,
    from a scale that puts a typical evaluation near even odds."""
    spread = sorted(abs(value) for values, mover, winner in data for value in values.values())
    scale = 1.0 / max(1.0, spread[len(spread) // 2]) if spread else 0.01
    bonus = 0.0
    for _ in range(ITERATIONS):
        gradient = [0.0, 0.0]
        hessian = [[0.0, 0.0], [0.0, 0.0]]
        for values, mover, winner in data:
            chance = probabilities(values, mover, scale, bonus)
            features = {player: (value, 1.0 if player == mover else 0.0) for player, value in values.items()}
            mean = [sum(chance[p] * features[p][k] for p in values) for k in (0, 1)]
            for k in (0, 1):
                gradient[k] += features[winner][k] - mean[k]
                for m in (0, 1):
                    hessian[k][m] -= sum(chance[p] * features[p][k] * features[p][m] for p in values) \
                        - mean[k] * mean[m]
        det = hessian[0][0] * hessian[1][1] - hessian[0][1] * hessian[1][0]
        if det == 0:
            break
        step_scale = (hessian[1][1] * gradient[0] - hessian[0][1] * gradient[1]) / det
        step_bonus = (hessian[0][0] * gradient[1] - hessian[1][0] * gradient[0]) / det
        scale, bonus = scale - step_scale, bonus - step_bonus
        if abs(step_scale) < 1e-9 and abs(step_bonus) < 1e-7:
            break
    return scale, bonus


def fit_curve(data, bins=CURVE_BINS):
    """CHANCE_CURVE of games of two: ((the mover's lead, its chance), ...) rising."""
    leads = sorted((values[mover] - next(value for player, value in values.items() if player != mover),
                    1.0 if winner == mover else 0.0) for values, mover, winner in data)
    groups = [leads[len(leads) * group // bins:len(leads) * (group + 1) // bins] for group in range(bins)]
    pooled = []   # [leads, wins] of each group once merged
    for group in groups:
        if not group:
            continue
        pooled.append([[lead for lead, won in group], sum(won for lead, won in group)])
        while len(pooled) > 1 and pooled[-2][1] / len(pooled[-2][0]) >= pooled[-1][1] / len(pooled[-1][0]):
            last = pooled.pop()
            pooled[-1] = [pooled[-1][0] + last[0], pooled[-1][1] + last[1]]
    return tuple((float(found[len(found) // 2]), min(1 - CURVE_EDGE, max(CURVE_EDGE, wins / len(found))))
                 for found, wins in pooled)


def losses(data, model):
    """(log loss, Brier score) of the winners' chances, and the same for chances shared out equally."""
    log_loss = brier = even_log = even_brier = 0.0
    for values, mover, winner in data:
        chance = model(values, mover)
        log_loss -= math.log(max(chance[winner], 1e-12))
        brier += sum((chance[p] - (p == winner)) ** 2 for p in values)
        even = 1.0 / len(values)
        even_log -= math.log(even)
        even_brier += sum((even - (p == winner)) ** 2 for p in values)
    count = len(data)
    return log_loss / count, brier / count, even_log / count, even_brier / count


def calibration(pairs, rows=10):
    """[(low, high, positions, mean chance given, share won, its interval)] of
    [(the mover's chance, whether it won)], a row a tenth of the range."""
    table = []
    for row in range(rows):
        low, high = row / rows, (row + 1) / rows
        found = [(chance, won) for chance, won in pairs if low <= chance < high or (row == rows - 1 and chance == 1.0)]
        if found:
            table.append((low, high, len(found), sum(chance for chance, won in found) / len(found))
                         + wilson(sum(1 for chance, won in found if won), len(found)))
    return table


def modelled(data, model):
    """[(the mover's chance by ``model``, whether it won)] of (values, mover, winner) data."""
    return [(model(values, mover)[mover], winner == mover) for values, mover, winner in data]


def wilson(wins, count, z=1.96):
    """The share won and its 95% Wilson interval: unlike the normal one, not
    empty for a row all won or all lost.  Positions of one game are not
    independent of each other, so the true interval is somewhat wider."""
    share = wins / count
    centre = (share + z * z / (2 * count)) / (1 + z * z / count)
    half = z * math.sqrt(share * (1 - share) / count + z * z / (4 * count * count)) / (1 + z * z / count)
    return share, max(0.0, centre - half), min(1.0, centre + half)


def main(argv=None):
    parser = argparse.ArgumentParser(description="Fit a game's win chance on its bots' games.")
    parser.add_argument("name", choices=sorted(BOTS))
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--size", type=int, default=10)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--curve", action="store_true", help="fit the mover's chance by its lead too (games of two)")
    arguments = parser.parse_args(argv)
    options = {"game": arguments.name, "width": arguments.size, "height": arguments.size}
    if arguments.players:
        options["players"] = arguments.players
    tasks = [(arguments.name, arguments.level, options, arguments.seed * 100003 + number)
             for number in range(arguments.games)]
    games = list(played(play_noted, tasks))
    fitting, held_out = samples(games[0::2]), samples(games[1::2])
    drawn = sum(1 for notes, winner in games if winner == DRAW)
    print("%s, %s against itself, %dx%d: %d games (%d drawn), %d positions fitted, %d held out"
          % (arguments.name, arguments.level, arguments.size, arguments.size, len(games), drawn,
             len(fitting), len(held_out)))
    print("as the bot reads the chance now (game/bot/chance.py), the held-out games' positions:")
    table(calibration(given(games[1::2])))
    scale, bonus = fit(fitting)
    print("CHANCE = (%.6g, %.4g)   # SCALE per evaluation point, MOVER" % (scale, bonus))
    check(held_out, logistic(scale, bonus))
    if arguments.curve:
        curve = fit_curve(fitting)
        print("CHANCE_CURVE = (%s)" % ", ".join("(%g, %.3f)" % point for point in curve))
        check(held_out, along(curve))


def check(held_out, model):
    """The held-out games' losses and calibration under ``model``."""
    log_loss, brier, even_log, even_brier = losses(held_out, model)
    print("held out: log loss %.3f (even chances %.3f), Brier %.3f (even %.3f)"
          % (log_loss, even_log, brier, even_brier))
    table(calibration(modelled(held_out, model)))


def table(rows):
    print("the mover's chance given | positions | mean given | share the mover won [95% interval]")
    for low, high, count, given, share, lowest, highest in rows:
        print("  %3d-%3d%% | %5d | %5.1f%% | %5.1f%% [%5.1f-%5.1f%%]"
              % (low * 100, high * 100, count, given * 100, share * 100, lowest * 100, highest * 100))


if __name__ == "__main__":
    main()
