"""The win chance read off the bots' evaluations (game/bot/chance.py) and its
fit (game/tools/arena/chance.py)."""

import math
import random

import pytest

from game import Game, Rules
from game.bot import chance
from game.bot.search import WIN
from game.bot.systems import BOTS
from game.rules.system import DRAW
from game.tools.arena import chance as fitting
from helpers import random_games

BUILT_IN = ("bases", "capture", "classic")


@pytest.mark.parametrize("name", BUILT_IN)
def test_the_chances_are_shares_of_one_and_a_side_out_has_none(name):
    for game, positions in random_games(name, 12, seed=3):
        for position in positions:
            shares = chance.chances(position)
            assert len(shares) == position.rules.players
            assert all(0.0 <= share <= 1.0 for share in shares)
            assert math.isclose(sum(shares), 1.0)
            for player in range(position.rules.players):
                if player not in position.players_in():
                    assert shares[player] == 0.0


@pytest.mark.parametrize("name", BUILT_IN)
def test_a_game_ended_is_certain(name):
    for game, positions in random_games(name, 12, seed=4):
        end = positions[-1]
        shares = chance.chances(end)
        if end.result == DRAW:
            inside = end.players_in()
            assert shares == [1.0 / len(inside) if player in inside else 0.0 for player in range(len(shares))]
        else:
            assert shares[end.result] == 1.0 and sum(shares) == 1.0


def test_for_two_sides_the_chance_is_the_logistic_curve_of_the_evaluations():
    game = Game(Rules(8, 8))
    for cells in (["a1", "b2", "c3"], ["h8", "g7", "f6"], ["d4", "c2", "d3"]):
        game.play_turn(cells)
    position = game.position
    bot = BOTS["classic"]
    scale, mover = bot.CHANCE
    difference = scale * (bot.evaluate(position, position.side) - bot.evaluate(position, 1 - position.side))
    expected = 1 / (1 + math.exp(-(difference + mover)))
    assert math.isclose(chance.mover_chance(position), expected)
    assert math.isclose(chance.chances(position)[1 - position.side], 1 - expected)


def test_an_evaluation_of_a_won_game_is_a_certain_win():
    class Sure:
        CHANCE = (0.01, 0.0)

        @staticmethod
        def evaluate(position, player):
            return WIN if player == 1 else -WIN
    position = Game(Rules(6, 6)).position
    assert chance.chances(position, Sure) == [0.0, 1.0]


def test_the_fit_finds_the_scale_and_the_movers_edge_the_games_were_drawn_with():
    """Positions whose winners are drawn from the model itself: the fit gives
    back the parameters, for two sides and for four."""
    rng = random.Random(7)
    truth = (0.02, 0.4)
    data = []
    for number in range(3000):
        players = 2 if number % 2 else 4
        values = {player: rng.uniform(-150, 150) for player in range(players)}
        mover = rng.randrange(players)
        shares = fitting.probabilities(values, mover, *truth)
        pick, winner = rng.random(), None
        for player in range(players):
            pick -= shares[player]
            if pick < 0:
                winner = player
                break
        data.append((values, mover, players - 1 if winner is None else winner))
    scale, mover = fitting.fit(data)
    assert abs(scale - truth[0]) < 0.003 and abs(mover - truth[1]) < 0.12, (scale, mover)
    log_loss, brier, even_log, even_brier = fitting.losses(data, scale, mover)
    assert log_loss < even_log and brier < even_brier


def test_the_wilson_interval_holds_the_share_and_is_never_empty():
    assert fitting.wilson(0, 4)[1:] == (0.0, pytest.approx(0.490, abs=0.001))
    share, low, high = fitting.wilson(3, 4)
    assert share == 0.75 and low < 0.75 < high
