"""The virus-and-bases evaluation's weights fitted on self-play (game/tools/arena/bases_weights.py)."""

import random

from game.engine.game import Game
from game.bot.search import WIN
from game.systems.bases import bot
from game.tools.arena import bases_weights, weights


def turn_starts(seed, count):
    """Positions at whole-turn starts of random 2-player games from the arena's
    openings, both sides to move, that the evaluation does not call decided."""
    rng = random.Random(seed)
    found = []
    number = 0
    while len(found) < count:
        game = Game.from_record(bases_weights.opening(number, seed))
        number += 1
        for _ in range(rng.randrange(6, 90)):
            if game.result is not None:
                break
            game.play(rng.choice(game.legal_moves()))
        while game.result is None and not game.position.at_turn_start():
            game.play(rng.choice(game.legal_moves()))
        position = game.position
        if game.result is None and abs(bot.evaluate(position, position.side)) < WIN // 2:
            found.append(position)
    return found


def test_the_terms_weighed_by_the_weights_are_the_evaluation():
    """terms() are the evaluation's own: weighed by WEIGHTS they give evaluate()'s value
    for the side to move, with X and O to move, early and late."""
    positions = turn_starts(4, 30)
    assert {position.side for position in positions} == {0, 1}
    seen = set()
    for position in positions:
        found = bases_weights.terms(position)
        assert set(found) == set(bases_weights.TERMS)
        value = sum(bot.WEIGHTS[name] * found[name] for name in bases_weights.TERMS if name != "mover_x")
        assert value == bot.evaluate(position, position.side)
        seen |= {name for name in found if found[name]}
    # the random positions are no trivial check: most terms take a value somewhere
    assert {"base", "virus", "safe", "reach", "kill", "exposed", "space"} <= seen


def test_rows_note_who_won_for_the_mover():
    """A played game's rows: every turn start after the opening, the mover's outcome
    1 or 0 as the record says, its value the evaluation's."""
    record = bases_weights.opening(0, 1)
    game = Game.from_record(record)
    rng = random.Random(2)
    while game.result is None:
        game.play(rng.choice(game.legal_moves()))
    found = bases_weights.rows([game.record()])
    assert found
    for terms, value, won, number in found:
        mover_is_x = terms["mover_x"] == 1
        assert won == (1.0 if (game.result == "X") == mover_is_x else 0.0)
        assert number == 0


def test_the_fit_recovers_the_sign_of_a_base():
    """Synthetic outcomes decided by the difference of bases: the fit on the terms
    gives bases a positive weight and the noise terms next to none."""
    rng = random.Random(5)
    xs, ys, games = [], [], []
    for number in range(1500):
        x = [1.0] + [rng.randint(-8, 8) for _ in bases_weights.TERMS]
        base = x[1 + bases_weights.TERMS.index("base")]
        ys.append(1.0 if rng.random() < 1 / (1 + 2.718281828 ** (-0.4 * base)) else 0.0)
        xs.append(x)
        games.append(number // 10)
    fitted = weights.fit(xs, ys, lam=1.0)
    assert abs(fitted[1 + bases_weights.TERMS.index("base")] - 0.4) < 0.1
    assert all(abs(w) < 0.1 for k, w in enumerate(fitted[1:]) if bases_weights.TERMS[k] != "base")
    # and the grouped cross-validation scores it better than even chances
    assert weights.cross_validated(xs, ys, games, 1.0) < 0.65
