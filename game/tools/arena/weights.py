"""The classic evaluation's weights fitted on the sparring partner's self-play.

    python -m game.tools.arena.weights [--games 400] [--playouts 2000] [--seed 5] [--lam 300]
                                       [--records FOLDER] [--read FOLDER,...]

Plays GAMES games of mcts:PLAYOUTS against itself (game/tools/arena/mcts.py, the
native search where built) from the arena's random openings, notes the terms
of the classic bot's evaluation (game/systems/classic/bot.py evaluate) for the
side to move at the start of every whole turn, and fits the chance that the
mover wins the game by logistic regression on them (L2-regularised on the
standardised terms, Newton's method), checked by 4-fold cross-validation
grouped by game against the evaluation as it is (its own logistic fit).
The weights are printed in the evaluation's points: logits divided by the
classic bot's CHANCE scale, so a point is worth what it was.  ``--read`` fits
on records already written (by ``--records`` or the arena's ``--records``).

``alive`` is left out: every sub-move places a mark or kills one, so the
living marks' difference is the difference of sub-moves made, fixed by whose
turn it is (``mover_x`` stands for it, and neither is used by the search)."""

import argparse
import glob
import math
import os
import random

from game.core.board import popcount
from game.engine.game import Game
from game.rules import Rules
from game.systems.classic import bot
from game.tools.arena import mcts, pairing

TERMS = ("empty_reach", "kill_reach", "tempo_kills", "space", "private", "safe", "fortress", "mover_x")


def terms(position):
    """The evaluation's terms (game/systems/classic/bot.py evaluate) for the side to move."""
    side = position.side
    foe = 1 - side
    alive, dead = position.alive, position.dead
    mine_now, theirs_now = bot.reach(position, side), bot.reach(position, foe)
    mine, theirs = bot.ever_reach(position, side), bot.ever_reach(position, foe)
    empty = position.geo.full & ~(alive[0] | alive[1] | dead[0] | dead[1])
    my_safe = popcount(alive[side] & ~theirs) or bot.fortress_within_reach(position)
    their_safe = popcount(alive[foe] & ~mine)
    return {"empty_reach": popcount(mine_now & ~alive[foe]) - popcount(theirs_now & ~alive[side]),
            "kill_reach": popcount(mine_now & alive[foe]) - popcount(theirs_now & alive[side]),
            "tempo_kills": bot.kill_run(position),
            "space": bot.space(position, side),
            "private": popcount(empty & mine & ~theirs) - popcount(empty & theirs & ~mine),
            "safe": my_safe - their_safe,
            "fortress": (my_safe > 0) - (their_safe > 0),
            "mover_x": 1 if side == 0 else 0}


def self_play(games, playouts, seed, folder=None):
    """Records of mcts:PLAYOUTS against itself from the arena's random openings."""
    rules = Rules(10, 10, actions=3)
    return self_played(games, playouts, seed, folder,
                       lambda number, seed: pairing.opening(rules, seed * 100003 + number))


def self_played(games, playouts, seed, folder, opening):
    """Records of mcts:PLAYOUTS against itself from ``opening(number, seed)``'s records
    (any game's: the bases fit, bases_weights.py, plays its own openings)."""
    player = mcts.named("mcts:%d" % playouts)
    records = []
    for number in range(games):
        game = Game.from_record(opening(number, seed))
        rng = random.Random(seed * 7 + number)
        while game.result is None:
            game.play_turn(player(game, rng))
        records.append(game.record())
        if folder:
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, "game-%04d-%s.txt" % (number, game.result)), "w") as out:
                out.write(records[-1] + "\n")
    return records


def rows(records):
    """(terms, the evaluation as it is, 1 if the mover won else 0 (1/2 a draw), game) a turn start."""
    found = []
    for number, record in enumerate(records):
        game = Game.from_record(record)
        for start in game.turn_starts()[pairing.OPENING_TURNS:]:
            position = game.replayed(start).position
            if position.result is not None or not position.at_turn_start():
                continue
            mover = game.players[position.side]
            won = 0.5 if game.result == "draw" else 1.0 if game.result == mover else 0.0
            found.append((terms(position), bot.evaluate(position, position.side), won, number))
    return found


def fit(xs, ys, lam):
    """Weights (intercept first) of the logistic regression of ``ys`` on ``xs``,
    L2 ``lam`` on every weight but the intercept, the terms standardised first."""
    width = len(xs[0])
    spread = [1.0] + [math.sqrt(sum(x[k] ** 2 for x in xs) / len(xs)
                                - (sum(x[k] for x in xs) / len(xs)) ** 2) or 1.0
                      for k in range(1, width)]
    zs = [[x[k] / spread[k] for k in range(width)] for x in xs]
    w = [0.0] * width
    for _ in range(10):
        grad = [lam * w[k] if k else 0.0 for k in range(width)]
        hess = [[(lam if i == j and i else 0.0) + (1e-9 if i == j else 0.0) for j in range(width)]
                for i in range(width)]
        for z, y in zip(zs, ys):
            p = 1 / (1 + math.exp(-max(-30.0, min(30.0, sum(a * b for a, b in zip(w, z))))))
            d = p * (1 - p)
            for i in range(width):
                grad[i] += (p - y) * z[i]
                row = hess[i]
                for j in range(width):
                    row[j] += d * z[i] * z[j]
        step = solve(hess, grad)
        w = [a - b for a, b in zip(w, step)]
    return [a / s for a, s in zip(w, spread)]


def solve(matrix, vector):
    """x with matrix x = vector (Gaussian elimination, partial pivoting)."""
    n = len(vector)
    rows_ = [list(matrix[i]) + [vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows_[r][col]))
        rows_[col], rows_[pivot] = rows_[pivot], rows_[col]
        for r in range(col + 1, n):
            factor = rows_[r][col] / rows_[col][col]
            for c in range(col, n + 1):
                rows_[r][c] -= factor * rows_[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (rows_[r][n] - sum(rows_[r][c] * x[c] for c in range(r + 1, n))) / rows_[r][r]
    return x


def log_loss(xs, ys, w):
    total = 0.0
    for x, y in zip(xs, ys):
        p = 1 / (1 + math.exp(-max(-30.0, min(30.0, sum(a * b for a, b in zip(w, x))))))
        p = min(1 - 1e-6, max(1e-6, p))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(xs)


def cross_validated(xs, ys, games, lam):
    """Held-out log loss, 4 folds by game."""
    losses = []
    for fold in range(4):
        train = [k for k, g in enumerate(games) if g % 4 != fold]
        test = [k for k, g in enumerate(games) if g % 4 == fold]
        w = fit([xs[k] for k in train], [ys[k] for k in train], lam)
        losses.append(log_loss([xs[k] for k in test], [ys[k] for k in test], w))
    return sum(losses) / len(losses)


def read_records(folders):
    """The records in these folders (comma-separated), by name, folder by folder."""
    return [open(path).read() for folder in folders.split(",")
            for path in sorted(glob.glob(os.path.join(folder, "*.txt")))]


def report(found, games_count, names, lam, scale, now):
    """Print the held-out log loss of the evaluation as it is and refitted on the
    terms ``names`` of ``found`` (rows' tuples), then the weights fitted on all of
    them in the evaluation's points (logit / ``scale``) beside ``now``'s; returns
    the weights in points, intercept first."""
    xs = [[1.0] + [t[name] for name in names] for t, value, won, game in found]
    old = [[1.0, value] for t, value, won, game in found]
    ys = [won for t, value, won, game in found]
    games = [game for t, value, won, game in found]
    print("%d positions of %d games" % (len(found), games_count))
    print("held-out log loss (4 folds by game; even chances 0.693): the evaluation as it is %.4f, "
          "refitted %.4f" % (cross_validated(old, ys, games, 1.0), cross_validated(xs, ys, games, lam)))
    w = fit(xs, ys, lam)
    print("weights in points (logit / %.5f):" % scale)
    for name, value in zip(("intercept",) + tuple(names), w):
        print("  %-12s %8.1f   (now %s)" % (name, value / scale, now.get(name, "-")))
    return [value / scale for value in w]


def command(prog, argv, games, self_play, rows, terms, bot):
    """A fit's command line: the records of ``self_play(games, playouts, seed, folder)``
    or those read back, their ``rows``, and ``bot``'s evaluation refitted on ``terms``."""
    parser = argparse.ArgumentParser(prog=prog)
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--playouts", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--lam", type=float, default=300.0)
    parser.add_argument("--records", help="write the self-play records there")
    parser.add_argument("--read", help="fit on the records in these folders (comma-separated)")
    args = parser.parse_args(argv)
    if args.read:
        records = read_records(args.read)
    else:
        print(mcts.native.which())
        records = self_play(args.games, args.playouts, args.seed, args.records)
    report(rows(records), len(records), terms, args.lam, bot.CHANCE[0], bot.WEIGHTS)
    return 0


def main(argv=None):
    return command("python -m game.tools.arena.weights", argv, 400, self_play, rows, TERMS, bot)


if __name__ == "__main__":
    raise SystemExit(main())
