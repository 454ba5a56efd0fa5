"""The arena's sparring partner, plain Monte-Carlo tree search over
sub-moves (game/tools/arena/mcts.py): whole legal turns in every game, the
same turns for the same seed, a win in one found, and its name in the arena."""

import random

import pytest

from game import Game
from game.bot.rng import Random as BotRandom
from game.bot.turns import full_turns
from game.tools.arena import mcts
from game.tools.cli import main as cli
from helpers import WIN_IN_ONE, assert_whole_legal_turn


@pytest.mark.parametrize("name", sorted(WIN_IN_ONE))
def test_it_plays_whole_legal_turns_and_in_a_game_of_two_finds_a_win_in_one(name):
    """Plain MCTS is no solver: in the bases game's position for three, 30 of
    195 turns win, and 3,000 playouts a sub-move find one on some seeds only."""
    game = Game.from_record(WIN_IN_ONE[name])
    mover = game.position.side
    assert any(after.result == mover for bits, after in full_turns(game.position)), "a win in one is there"
    cells = mcts.mcts_player(400)(game, random.Random(3))
    assert_whole_legal_turn(game, cells)
    if game.rules.players == 2:
        won = game.copy()
        won.play_turn(cells)
        assert won.result == game.rules.sides[mover]


def test_the_same_seed_plays_the_same_turns_with_either_random():
    game = Game.from_record(WIN_IN_ONE["classic"].rsplit("\n", 1)[0])
    player = mcts.mcts_player(150)
    for make in (random.Random, BotRandom):
        assert player(game, make(7)) == player(game, make(7))


def test_the_arena_knows_it_by_its_count_of_playouts(capsys):
    assert mcts.find("mcts:20", {}) is not None and mcts.find("hard", {"hard": len}) is len
    assert mcts.find("nobody", {}) is None
    assert "N playouts" in mcts.unknown(["nobody"], {"hard": len})
    assert "a whole number" in mcts.unknown(["mcts:0"], {})
    assert cli(["arena", "mcts:zero", "random", "--games", "2"]) == 2
    assert "mcts:N needs N" in capsys.readouterr().out


def test_a_random_bit_is_one_of_the_mask_each_about_as_often():
    mask = 0b1011000101
    rng = random.Random(2)
    seen = [mcts.random_bit(mask, rng) for _ in range(5000)]
    bits = [1 << index for index in range(mask.bit_length()) if mask >> index & 1]
    assert set(seen) == set(bits)
    assert all(900 < seen.count(bit) < 1100 for bit in bits)
