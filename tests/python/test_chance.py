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
    game = Game(Rules(8, 8, game="capture"))
    for move in range(6):
        legal = sorted(game.legal_moves())
        game.play(legal[move * 7 % len(legal)])
    position = game.position
    bot = BOTS["capture"]
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
    log_loss, brier, even_log, even_brier = fitting.losses(data, fitting.logistic(scale, mover))
    assert log_loss < even_log and brier < even_brier


def test_a_chance_curve_is_read_between_its_points_and_flat_beyond_them():
    class Curved:
        CHANCE = (1.0, 0.0)   # not read for a game of two
        CHANCE_CURVE = ((-100, 0.1), (0, 0.3), (100, 0.9))
        lead = 0

        @classmethod
        def evaluate(cls, position, player):
            return cls.lead if player == position.side else 0
    position = Game(Rules(6, 6)).position
    for lead, expected in ((-500, 0.1), (-100, 0.1), (-50, 0.2), (0, 0.3), (25, 0.45), (100, 0.9), (900, 0.9)):
        Curved.lead = lead
        shares = chance.chances(position, Curved)
        assert shares[position.side] == pytest.approx(expected) and sum(shares) == pytest.approx(1.0)


def test_the_curve_fit_rises_with_the_lead_as_the_games_were_drawn():
    """Positions whose winners are drawn from a rising step with a flat middle:
    the curve rises, and reads each part back within a few points."""
    rng = random.Random(5)
    truth = lambda lead: 0.2 if lead < 0 else 0.3 if lead < 100 else 0.85
    data = []
    for number in range(6000):
        lead = rng.uniform(-200, 200)
        values = {0: lead, 1: 0.0}
        data.append((values, 0, 0 if rng.random() < truth(lead) else 1))
    curve = fitting.fit_curve(data)
    chances = [point[1] for point in curve]
    assert chances == sorted(chances) and len(curve) >= 3
    for lead in (-150, 50, 170):
        assert abs(chance.on_curve(curve, lead) - truth(lead)) < 0.06, (lead, curve)
    assert fitting.losses(data, fitting.along(curve))[0] < fitting.losses(data, fitting.logistic(*fitting.fit(data)))[0]


def test_the_wilson_interval_holds_the_share_and_is_never_empty():
    assert fitting.wilson(0, 4)[1:] == (0.0, pytest.approx(0.490, abs=0.001))
    share, low, high = fitting.wilson(3, 4)
    assert share == 0.75 and low < 0.75 < high
