"""The classic evaluation's weights fitted on self-play (game/tools/arena/weights.py)."""

import random

from game.engine.game import Game
from game.rules import Rules
from game.systems.classic import bot
from game.tools.arena import weights


def test_the_fit_finds_the_weights_that_made_the_outcomes():
    rng = random.Random(3)
    xs, ys = [], []
    for _ in range(3000):
        x = [1.0, rng.uniform(-3, 3), rng.uniform(-3, 3)]
        p = 1 / (1 + 2.718281828 ** -(0.5 + 1.5 * x[1] - 0.7 * x[2]))
        xs.append(x)
        ys.append(1.0 if rng.random() < p else 0.0)
    fitted = weights.fit(xs, ys, lam=0.0)
    for found, made in zip(fitted, (0.5, 1.5, -0.7)):
        assert abs(found - made) < 0.2


def test_the_terms_weighed_by_the_weights_are_the_evaluation():
    """terms() are the evaluation's own: weighed by WEIGHTS (alive aside, which is the
    difference of sub-moves made) they give evaluate()'s value."""
    game = Game(Rules(10, 10, actions=3))
    rng = random.Random(1)
    for _ in range(12):
        game.play(rng.choice(game.legal_moves()))
    position = game.position
    while position.side != 0 or not position.at_turn_start():
        game.play(rng.choice(game.legal_moves()))
        position = game.position
    found = weights.terms(position)
    value = sum(bot.WEIGHTS[name] * found[name] for name in weights.TERMS if name != "mover_x")
    alive = bin(position.alive[0]).count("1") - bin(position.alive[1]).count("1")
    assert value + bot.WEIGHTS["alive"] * alive == bot.evaluate(position, 0)
