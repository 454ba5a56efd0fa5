"""How the bots answer a pass (game/bot/search.py, turn_or_pass): when everyone
else has just passed, a pass of the bot's own ends the game, and every level
of the classic and bases bots passes then only when that wins, when the sides
are walled apart or when it stands clearly worse; otherwise it plays a turn.
Each position is a game's record, so that it is reached by legal play."""

import pytest

from game import Game
from game.systems.bases import bot as bases_bot
from game.systems.classic import bot as classic_bot
from game.bot.levels import LEVELS
from game.bot.rng import Random
from game.bot import search
from game.core.board import popcount

SEEDS = (1, 2, 3)
BASES = '[Game "bases"]\n[Players "%d"]\n\n'

# Both colonies walled apart by killed marks (6x7, two sub-moves a turn), O has
# just passed: X, to move, has five empty cells of its own to O's two.
CLASSIC_FORTRESS = """[Size "6x7"]
[Actions "2"]

1. a1-b2, f7-e6
2. a3-a4, d5-c4
3. b1-b3, b3-a4
4. c1-c2, d4-a3
5. d2-e3, c2-c1
6. d4-c4, e4-e3
7. e2-f3, e2-f2
8. e4-f4, d2-b1
9. d5-e6, f3-b2
10. f7-d6, a1-b5
11. b5-c6, f4-c3
12. c3-d3, a5-e5
13. a5-e5, d3-e1
14. d7-c5, f5-a2
15. f5-c7, b4-c5
16. b4-a6, pass"""

# Medium against itself on 10x10: X has four living marks left, O a fortress and
# most of the board; O passes.
CLASSIC_LOST = """1. a1-b2-c2, k10-i9-i8
2. d3-e4-e5, h7-g8-f9
3. d6-c7-b8, e9-d8-c7
4. c9-d8-e9, e8-d7-b8
5. d7-f9-f6, d9-c9-d6
6. e6-d9-c6, e7-f6-c5
7. c5-e7-f5, g7-e6-c6
8. g6-g7-h7, f7-g6-f5
9. f3-g2-h3, g4-h3-f3
10. f4-g4-c4, f4-g2-i2
11. b6-b7-c8, c8-b5-i4
12. b5-e3-f2, e2-d3-f2
13. e2-a8-f1, e4-c2-b2
14. b9-c10-f8, f8-c10-b9
15. g1-h2-i3, i3-h2-c4
16. h1-i2-k3, b6-k3-h1
17. d4-b4-a9, pass"""

# Virus and bases, both players walled apart by bases (7x6, one sub-move a turn),
# O has just passed: X, to move, has six empty cells of its own to O's three.
BASES_FORTRESS = BASES % 2 + """[Size "7x6"]
[Actions "1"]

1. a1, g6
2. b2, g5
3. b3, f5
4. b4, e6
5. b1, d6
6. b5, c5
7. c5, f6
8. d6, d5
9. e6, e4
10. f6, e5
11. f5, c4
12. b6, b3
13. c4, f4
14. g5, e3
15. g6, g4
16. d5, d2
17. e5, f3
18. f4, c2
19. f3, b2
20. g4, a1
21. e3, b1
22. f2, b4
23. f1, b5
24. e4, b6
25. d2, c3
26. c3, c1
27. d3, d3
28. c1, a2
29. c2, a6
30. d1, c6
31. c6, pass"""

# Walled apart too (7x5, two sub-moves a turn), X has just passed, and O's
# virus on a5 would have only O's bases around it: an enclosure, a win.
BASES_FORTRESS_WON = BASES % 2 + """[Size "7x5"]
[Actions "2"]

1. a1-a2, g5-g4
2. a3-b3, f3-e2
3. a4-b5, e3-f1
4. b1-c2, f2-e1
5. c3-d1, d1-c2
6. d3-e2, b1-b3
7. f1-e3, a4-a1
8. e1-f2, f5-f4
9. f3-e4, e4-d3
10. d4-c4, d2-a2
11. d2-g4, d4-c5
12. g5-f4, c3-b5
13. b2-b4, c4-b4
14. c1-f5, b2-a3
15. g3-e5, e5-c1
16. pass"""

# Medium against itself on 10x10, two players: X's bases wall most of the board,
# O's viruses are in its reach; X passes.
BASES_LOST = BASES % 2 + """1. a1-b1-b2, k10-k9-i8
2. c3-d4-e4, h7-g6-h5
3. f5-g6-h5, g8-f9-e8
4. h7-i8-k9, e7-e6-f5
5. d5-e6-f7, f6-e4-f3
6. e8-f9-e3, d4-c3-e3
7. g4-f3-f6, d6-d5-c7
8. d6-c7-g8, d7-c6-c8
9. c8-c6-e2, i9-h10-f7
10. i9-b9-e7, d8-e9-d10
11. e9-b5-i5, c10-b9-a8
12. d10-b8-c10, a7-b6-c5
13. h3-i2-c5, b5-b4-e2
14. b6-b4-a8, a6-c4-f1
15. c4-f2-h10, g4-h3-i2
16. f1-a7-a6, c9-d9-a10
17. c9-d9-k10, b8-b7-a9
18. pass"""


def answers(bot, record):
    """What every level of ``bot`` answers in the game of ``record``, for each seed."""
    game = Game.from_record(record)
    return {(level, seed): bot.choose_turn(game, level, seed=seed)
            for level in LEVELS for seed in SEEDS}


def passed(found):
    return sorted(key for key, cells in found.items() if cells == [])


def room(record):
    """The cells each side could act on, X's first, in the game of ``record``."""
    position = Game.from_record(record).position
    return [popcount(position.legal_for(side)) for side in (0, 1)]


# --- the classic game ---------------------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", SEEDS)
def test_classic_an_even_opening_pass_is_answered_with_a_turn(level, seed):
    # X plays a1-b2-c3, the bot answers, X passes: a pass back would draw a
    # wide-open even game.
    game = Game.from_record("1. a1-b2-c3")
    game.play_turn(classic_bot.choose_turn(game, level, seed=seed))
    game.pass_turn()
    assert classic_bot.choose_turn(game, level, seed=seed) != [], game.record()


def test_classic_a_pass_before_any_sub_move_is_answered_with_a_turn():
    assert not classic_bot.walled_apart(Game.from_record("1. pass").position)
    assert passed(answers(classic_bot, "1. pass")) == []


def test_classic_walled_apart_the_bot_passes_back_even_with_more_ground():
    game = Game.from_record(CLASSIC_FORTRESS)
    assert classic_bot.walled_apart(game.position)
    assert room(CLASSIC_FORTRESS) == [5, 2]
    found = answers(classic_bot, CLASSIC_FORTRESS)
    assert passed(found) == sorted(found)


def test_classic_clearly_lost_the_bot_passes_back():
    game = Game.from_record(CLASSIC_LOST)
    assert not classic_bot.walled_apart(game.position)
    value = classic_bot.Search(Random(1), search.Clock(None), *classic_bot.SEARCH["medium"]).best_turn(
        game.position.copy())[0]
    assert value < -classic_bot.HOPELESS
    found = answers(classic_bot, CLASSIC_LOST)
    assert passed(found) == sorted(found)


def test_classic_last_mover_wins_so_the_bot_passes_back_at_once():
    # O made the last sub-move: O's pass wins the double pass.
    record = '[Variant "last-mover-wins"]\n\n1. a1-b2-c3, k10-i9-h8\n2. pass'
    found = answers(classic_bot, record)
    assert passed(found) == sorted(found)


# --- virus and bases ----------------------------------------------------------------------


@pytest.mark.parametrize("record", [
    BASES % 2 + "1. pass",
    BASES % 2 + "1. a1-b2-b3, k10-i10-h9\n2. c4-d5-e4, g8-f7-e8\n3. pass",
    BASES % 3 + "1. pass, pass",
    BASES % 3 + "1. a1-b2-c3, k10-i9-h8, k1-i2-h3\n2. pass, pass",
])
def test_bases_an_even_pass_is_answered_with_a_turn(record):
    assert not bases_bot.walled_apart(Game.from_record(record).position)
    assert passed(answers(bases_bot, record)) == []


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", SEEDS)
def test_bases_an_even_opening_pass_is_answered_with_a_turn(level, seed):
    game = Game.from_record(BASES % 2 + "1. a1-b2-c3")
    game.play_turn(bases_bot.choose_turn(game, level, seed=seed))
    game.pass_turn()
    assert bases_bot.choose_turn(game, level, seed=seed) != [], game.record()


def test_bases_walled_apart_the_bot_passes_back_even_with_more_ground():
    assert bases_bot.walled_apart(Game.from_record(BASES_FORTRESS).position)
    assert room(BASES_FORTRESS) == [6, 3]
    found = answers(bases_bot, BASES_FORTRESS)
    assert passed(found) == sorted(found)


def test_bases_clearly_lost_the_bot_passes_back():
    game = Game.from_record(BASES_LOST)
    assert not bases_bot.walled_apart(game.position)
    value = bases_bot.Search(Random(1), search.Clock(None), *bases_bot.SEARCH["medium"]).best_turn(
        game.position.copy())[0]
    assert value < -bases_bot.HOPELESS
    found = answers(bases_bot, BASES_LOST)
    assert passed(found) == sorted(found)


def test_bases_walled_apart_a_turn_that_wins_at_once_is_played():
    assert bases_bot.walled_apart(Game.from_record(BASES_FORTRESS_WON).position)
    assert set(map(tuple, answers(bases_bot, BASES_FORTRESS_WON).values())) == {("a5",)}


# --- the shared rule ----------------------------------------------------------------------


def test_a_pass_that_wins_is_made_without_a_search():
    game = Game.from_record('[Variant "last-mover-wins"]\n\n1. a1-b2-c3, k10-i9-h8\n2. pass')

    def unasked():
        raise AssertionError("no turn is needed")
    assert search.turn_or_pass(game.position, unasked, unasked, classic_bot.evaluate,
                        classic_bot.HOPELESS, unasked) == []


def test_with_no_pass_to_answer_the_rule_only_plays_the_turn():
    game = Game.from_record("1. a1-b2-c3")
    turn = [1, 2, 4]

    def unasked(*args):
        raise AssertionError("nothing to weigh a pass against")
    assert search.turn_or_pass(game.position, lambda: None, lambda: (-10 ** 5, turn), unasked,
                        classic_bot.HOPELESS, unasked) == turn


@pytest.mark.parametrize("value, answer", [(-101, []), (-100, [1, 2, 4]), (-99, [1, 2, 4])])
def test_a_drawing_pass_is_made_only_below_the_margin(value, answer):
    game = Game.from_record("1. a1-b2-c3, k10-i9-h8\n2. pass")
    assert search.turn_or_pass(game.position, lambda: None, lambda: (value, [1, 2, 4]),
                               classic_bot.evaluate, 100, lambda position: False) == answer
