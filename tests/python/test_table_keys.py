"""The bot's tables (the sets of a turn's cells each search walks, the
transposition tables keyed by a position's key()) hold keys that MicroPython,
the page's interpreter and the bot's first stage, hashes apart
(game/core/board.py table_key).  It hashes an int by its lowest machine word,
so every mask of cells past the 31st bit hashes alike, and a tuple by the sum
of its items' hashes: the masks themselves as keys made each lookup a scan of
big-int compares.  Its hash is modelled here (helpers.micropython_hash;
tests/interpreters/test_portability.py checks the model against MicroPython)."""

import random

from game import Game, Rules
from game.systems.bases import bot as bases_bot
from game.systems.capture import bot as capture_bot
from game.bot import puzzles
from game.bot.rng import Random
from game.bot.search import Clock
from game.bot.turns import extensions
from helpers import micropython_hash

# What share of a table's entries must hash apart on MicroPython (with the
# masks as keys: 1 hash for the 1,152 sets of cells of a turn of 30 players on
# 25x25 and for the 294 of a classic one, 8 for the bases search's 114 positions).
APART = 0.95


def randomly_played(rules, sub_moves, seed):
    """A game of ``rules`` after ``sub_moves`` random legal sub-moves (not over)."""
    rng = random.Random(seed)
    game = Game(rules)
    for _ in range(sub_moves):
        game.play(rng.choice(game.legal_moves()))
    assert game.result is None
    return game


def of_thirty():
    return randomly_played(Rules(25, 25, 3, game="bases", players=30), 300, 1)


def of_classic():
    return randomly_played(Rules(10, 10, 3), 40, 2)


def share_apart(table):
    hashes = set(micropython_hash(key) for key in table)
    return len(hashes) / len(table)


def turn_sets(position):
    """The set the bot's searches keep of the cells of every partial and whole
    turn of ``position`` they have met (turns.extensions)."""
    seen = set()

    def walk(current, bits, mask):
        for played, cells, after, over in extensions(current, bits, mask, seen):
            if not over:
                walk(after, played, cells)
    walk(position, [], 0)
    return seen


def test_the_model_hashes_ints_and_tuples_as_micropython_does():
    assert [micropython_hash(1 << k) for k in (5, 30, 31, 40, 100)] == [32, -(1 << 30), 0, 0, 0]
    assert micropython_hash(-(1 << 40) - 3) == -3 and micropython_hash((1 << 31) + 7) == 7
    assert micropython_hash((1, 2)) == micropython_hash((2, 1)) == micropython_hash((3,))


def test_the_sets_of_a_turns_cells_hash_apart_on_25x25_of_30_and_on_classic_10x10():
    for game, least in ((of_thirty(), 1000), (of_classic(), 250)):
        seen = turn_sets(game.position)
        assert len(seen) >= least
        assert share_apart(seen) >= APART


def test_the_bases_search_table_hashes_apart_in_a_game_of_30():
    search = bases_bot.Search(Random(1), Clock(None), 8000, 5, 6, 4)
    search.best_turn(of_thirty().position.copy())
    assert len(search.known) >= 100
    assert share_apart(search.known) >= APART


def test_the_capture_search_table_hashes_apart():
    game = randomly_played(Rules(10, 10, 3, game="capture"), 45, 3)
    search = capture_bot.Search(Random(1), Clock(None), 200, 4, 4, 0)
    search.best_turn(game.position.copy())
    assert len(search.known) >= 20
    assert share_apart(search.known) >= APART


def test_the_puzzle_search_table_hashes_apart_on_classic_10x10():
    search = puzzles.Search(20000)
    try:
        search.winning_turns(of_classic().position, 2)
    except puzzles.OutOfReach:
        pass
    assert len(search.known) >= 8
    assert share_apart(search.known) >= APART


def test_a_table_key_is_equal_exactly_where_its_values_are():
    from game.core.board import table_key
    position = of_thirty().position
    keys = [position.key()]
    for bit in position.geo.bits(position.legal)[:5]:
        after = position.copy()
        after.play(bit)
        keys.append(after.key())
    keys.append(position.copy().key())
    for first in keys:
        for second in keys:
            assert (table_key(first) == table_key(second)) == (first == second)
    assert table_key(1 << 40) != table_key(1 << 41) and table_key(5) == table_key(5)
