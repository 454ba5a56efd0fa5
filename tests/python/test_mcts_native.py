"""The sparring partner's search in C (game/tools/arena/native/) is a second
implementation of the rules of all three games, so it is held to the
engine's: seeded random playouts, on boards of every mask width and on shapes
with cells off, from the start and from positions in mid-game and mid-turn,
must go through the same sides to move, legal masks and cells to the same
result as the engine's Position.  And its tree must pick the turns the Python
search picks for the same seed, so that the fallback plays the same games.

Skipped only where no C compiler could build the library (`make native`)."""

import random
import shutil

import pytest

from game.engine.game import Game
from game.rules import Rules
from game.rules.shapes import rules_for
from game.tools.arena import mcts, native
from game.tools.arena.splitmix import SplitMix

# only where no C compiler could build it (make does, before the tests): a
# library a compiler here failed to build is a failure, not a skip
pytestmark = pytest.mark.skipif(native.library() is None and shutil.which("cc") is None, reason=native.which())

# Boards of one, two, three to four and eleven words a mask (10x10 is two,
# 12x12 three, 25x25 eleven), shapes with holes, and each game's options.
BOARDS = {
    "classic": [Rules(10, 10), Rules(3, 3), Rules(12, 12, actions=1), Rules(25, 25),
                Rules(7, 5, actions=5, starts=("c3", "e2")), rules_for("ring"), rules_for("rooms")],
    "capture": [Rules(game="capture"), Rules(game="capture", scoring="territory"),
                Rules(5, 7, game="capture", actions=2), Rules(13, 13, game="capture", scoring="territory"),
                Rules(25, 25, game="capture"), rules_for("go", game="capture", scoring="territory")],
    "bases": [Rules(game="bases", players=2), Rules(4, 4, game="bases", players=2),
              Rules(5, 5, game="bases", players=3, actions=4), Rules(game="bases", players=4, starts="edge"),
              Rules(12, 12, game="bases", players=7), rules_for("island", game="bases", players=3),
              Rules(25, 25, game="bases", players=30, actions=1)],
}
# The ways each game's random playouts end, all of which the traces must cross.
REASONS = {"classic": {"no-moves"}, "capture": {"counted"},
           "bases": {"no-moves", "enclosed", "full-board"}}
SEEDS = 12


def engine_trace(position, rng):
    """The engine's random playout from ``position``, the search's way."""
    steps = []
    while position.result is None:
        bit = mcts.random_bit(position.legal, rng)
        steps.append((position.side, position.legal, bit))
        position.play(bit)
    return steps, position.result


def positions(rules, seed):
    """The start, and a position some random sub-moves in (mid-turn as often as not)."""
    game = Game(rules)
    yield game.position
    rng = random.Random(seed)
    position = game.position.copy()
    for _ in range(rng.randrange(1, 80)):
        if position.result is not None:
            return
        position.play(mcts.random_bit(position.legal, rng))
    if position.result is None:
        yield position


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_its_random_playouts_are_the_engines(name):
    reasons = set()
    for rules in BOARDS[name]:
        for seed in range(SEEDS):
            for position in positions(rules, seed):
                expected = engine_trace(position.copy(), SplitMix(seed))
                assert native.trace(position, seed, len(expected[0]) + 1) == expected, (rules, seed)
                ended = position.copy()
                for side, legal, bit in expected[0]:
                    ended.play(bit)
                reasons.add(ended.reason)
    assert reasons >= REASONS[name]


def test_a_trace_cut_short_says_so():
    steps, result = native.trace(Game(Rules()).position, 1, 5)
    assert len(steps) == 5 and result is None


@pytest.mark.parametrize("rules", [Rules(7, 7), Rules(game="capture", scoring="territory"),
                                   Rules(6, 6, game="bases", players=3)], ids=lambda rules: rules.game)
def test_its_turns_are_the_python_searchs(rules):
    for seed in range(3):
        for position in positions(rules, seed):
            assert native.turn(position, 60, seed) == mcts.turn(position.copy(), 60, SplitMix(seed))


def test_the_player_plays_the_same_turn_with_the_python_search(monkeypatch):
    game = Game(Rules(6, 6))
    native_cells = mcts.mcts_player(80)(game, random.Random(4))
    monkeypatch.setattr(native, "library", lambda: None)
    assert mcts.mcts_player(80)(game, random.Random(4)) == native_cells


def test_the_arena_says_which_search_plays(capsys):
    mcts.announce(("hard", "mcts:10"))
    assert capsys.readouterr().out == native.which() + "\n"
    mcts.announce(("hard", "easy"))
    assert capsys.readouterr().out == ""
