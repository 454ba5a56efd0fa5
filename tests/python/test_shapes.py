"""The preset shapes (game/rules/shapes.py): each the same after a half turn,
fair starts for every game and number of players, and each plays to its end."""

import random

import pytest

from game import Game, Rules
from game.rules.shapes import SHAPES, BY_NAME, rules_for

GAMES = [("classic", 2), ("bases", 2), ("bases", 3), ("bases", 4), ("capture", 2)]


def half_turn(shape, name):
    geo = Rules(shape.width, shape.height).geometry
    bit = geo.parse(name)
    number = geo.number(bit)
    col, row = number % shape.width, number // shape.width
    return geo.name(geo.bit(shape.width - 1 - col, shape.height - 1 - row))


def test_there_are_six_shapes_with_a_name_each():
    assert len(SHAPES) >= 6 and len(BY_NAME) == len(SHAPES)


@pytest.mark.parametrize("shape", SHAPES, ids=lambda shape: shape.name)
def test_every_shape_is_the_same_after_a_half_turn_and_so_are_its_starts(shape):
    assert {half_turn(shape, name) for name in shape.holes} == set(shape.holes)
    x, o, t, s = shape.corners
    assert (half_turn(shape, x), half_turn(shape, t)) == (o, s)
    assert not set(shape.corners) & set(shape.holes)


@pytest.mark.parametrize("shape, game, players", [
    (shape, game, players) for shape in SHAPES for game, players in GAMES
    if shape.games is None or game in shape.games], ids=str)
def test_every_shape_plays_every_game_it_is_meant_for_to_its_end(shape, game, players):
    rules = rules_for(shape.name, game=game, players=players)
    assert (rules.width, rules.height, rules.holes) == (shape.width, shape.height, shape.holes)
    rng = random.Random(shape.name + game)
    game_played = Game(rules)
    while game_played.result is None:
        game_played.play(rng.choice(game_played.legal_moves()))
    assert Game.from_record(game_played.record()).history() == game_played.history()


def test_an_unknown_shape_is_named():
    with pytest.raises(ValueError, match="shape must be one of plus, diamond"):
        rules_for("star")
