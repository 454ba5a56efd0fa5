"""A level by the clock in the arena (game/tools/arena/timed.py): "hard@15" is
hard's search without its budget, stopped by 15 s of processor time a turn."""

import random

import pytest

from game import Game, Rules
from game.systems.bases import bot as bases_bot
from game.systems.capture import bot as capture_bot
from game.systems.classic import bot as classic_bot
from game.tools.arena import capture as capture_arena, mcts, timed
from game.tools.arena.pairing import PLAYERS
from game.tools.arena.seats import bases_players


def test_a_timed_name_is_a_searching_level_and_seconds_above_zero():
    assert timed.parse("hard@15", classic_bot.SEARCH) == ("hard", 15.0)
    assert timed.parse("medium@0.5", classic_bot.SEARCH) == ("medium", 0.5)
    assert timed.parse("hard", classic_bot.SEARCH) is None
    for name, words in (("easy@5", "a level that searches"), ("grandmaster@5", "a level that searches"),
                        ("hard@", "a number above 0"), ("hard@0", "a number above 0"),
                        ("hard@-1", "a number above 0"), ("hard@soon", "a number above 0")):
        with pytest.raises(ValueError, match=words):
            timed.parse(name, classic_bot.SEARCH)


def test_each_arena_knows_a_timed_level_and_says_what_is_wrong_with_one():
    assert mcts.unknown(["hard@5", "mcts:10"], PLAYERS, classic_bot) is None
    assert mcts.unknown(["hard@5"], bases_players(), bases_bot) is None
    assert "a number above 0" in mcts.unknown(["hard@x"], PLAYERS, classic_bot)
    assert "LEVEL@SECONDS" in mcts.unknown(["nobody"], PLAYERS, classic_bot)
    assert "LEVEL@SECONDS" not in mcts.unknown(["nobody"], PLAYERS), "an arena without them names none"
    assert capture_arena.player("hard@2") is not None


@pytest.mark.parametrize("bot", [classic_bot, capture_bot, bases_bot], ids=["classic", "capture", "bases"])
def test_a_timed_level_searches_by_the_clock_without_its_budget(monkeypatch, bot):
    seen = []

    def choose_turn(game, level, seed=None, clock=None):
        seen.append((level, bot.SEARCH[level], clock.limit))
        return []
    kept = dict(bot.SEARCH)
    monkeypatch.setattr(bot, "choose_turn", choose_turn)
    timed.player("hard@2.5", bot)(Game(Rules()), random.Random(1))
    (level, settings, limit), = seen
    assert level == "hard" and limit == 2.5
    assert settings == (timed.UNBOUNDED,) + tuple(kept["hard"][1:]), "the budget lifted, the rest kept"
    assert bot.SEARCH == kept, "for that turn only"


def test_a_timed_level_plays_a_whole_turn():
    game = Game(Rules())
    turn = mcts.find("medium@0.05", PLAYERS, classic_bot)(game, random.Random(1))
    game.play_turn(turn)
    assert game.turn == "O"
