"""The capture game's bot (game/systems/capture/bot.py): legal whole turns everywhere,
deterministic, never changing the game, awake to a won count, stopping with
its clock; the capture arena's pairings and random player."""

import random

import pytest

from game import Game, Rules
from helpers import run_with_bot_worker_files
from game.tools.arena import capture as capture_arena
from game.tools.arena import pairing
from game.tools.arena.timed import ProcessClock
from game.systems.capture import bot as capture_bot
from game.bot.search import Clock
from game.systems.capture.rules import position_from_diagram
from game.rules.system import DRAW
from game.bot.levels import LEVELS, TIME_LIMITS
from game.bot.rng import Random
from game.bot.turns import full_turns
from game.core.board import popcount
from game.systems.capture.rules import sides_of
from game.rules.shapes import SHAPES, rules_for
import helpers
from helpers import assert_bot_answers, random_shape


def capture_rules(width=10, height=10, actions=3, scoring="marks"):
    return Rules(width, height, actions, game="capture", scoring=scoring)


def random_game(rng, rules, steps):
    game = Game(rules)
    for _ in range(steps):
        if game.result is not None:
            break
        game.play(rng.choice(game.legal_moves()))
    return game


def from_diagram(rules, diagram, side="X"):
    game = Game(rules)
    game.position = position_from_diagram(rules, diagram, side)
    return game


def assert_whole_legal_turn(game, cells):
    """Playing ``cells`` is legal in order and ends the turn (or the game): a turn
    of the capture game is always every mark it allows, and never a pass."""
    assert len(cells) == game.actions_left
    helpers.assert_whole_legal_turn(game, cells)


@pytest.mark.parametrize("level, positions, time_limit", [
    ("easy", 150, None), ("medium", 60, 0.05), ("hard", 30, 0.05)])
def test_legal_whole_turns_on_every_size_turn_length_and_scoring(level, positions, time_limit):
    rng = random.Random(level)
    for number in range(positions):
        rules = capture_rules(rng.randint(3, 25), rng.randint(3, 25), rng.randint(1, 9),
                              rng.choice(("marks", "territory")))
        game = random_game(rng, rules, rng.randrange(0, 200))
        assert_bot_answers(capture_bot.choose_turn, game, level, number, time_limit,
                           assert_whole_legal_turn)


@pytest.mark.parametrize("level, positions, time_limit", [
    ("easy", 100, None), ("medium", 50, 0.05), ("hard", 30, 0.05)])
def test_legal_whole_turns_on_random_shapes(level, positions, time_limit):
    rng = random.Random("shapes " + level)
    for number in range(positions):
        rules = random_shape(rng, "capture", sizes=(3, 16), actions=rng.randint(1, 6),
                             scoring=rng.choice(("marks", "territory")))
        game = random_game(rng, rules, rng.randrange(0, 60))
        assert_bot_answers(capture_bot.choose_turn, game, level, number, time_limit,
                           assert_whole_legal_turn)


@pytest.mark.parametrize("level", LEVELS)
def test_legal_whole_turns_on_the_preset_shapes(level):
    rng = random.Random("presets " + level)
    for shape in SHAPES:
        for scoring, steps in (("marks", 0), ("territory", 45)):
            game = random_game(rng, rules_for(shape.name, game="capture", scoring=scoring), steps)
            if game.result is None:
                assert_whole_legal_turn(game, capture_bot.choose_turn(game, level, seed=steps,
                                                                      time_limit=0.1))


def test_the_marks_the_evaluation_counts_as_takeable_respect_the_shape():
    # A mark can be taken when three of its sides on the board could be enemy
    # marks: its sides on the board less its own marks beside it.  An off cell
    # is like the edge, so a mark beside one needs all three others.
    rng = random.Random(5)
    for _ in range(40):
        game = random_game(rng, random_shape(rng, "capture", sizes=(3, 10)), rng.randrange(0, 60))
        position = game.position
        geo = position.geo
        view = capture_bot.View(position)
        for side in (0, 1):
            expected = 0
            for bit in geo.bits(position.marks[side]):
                around = sides_of(geo, bit)
                if popcount(around) - popcount(around & position.marks[side]) >= 3:
                    expected |= bit
            assert view.takeable[side] == expected, game.record()


@pytest.mark.parametrize("level", LEVELS)
def test_legal_whole_turns_without_a_time_limit_on_the_page_board(level):
    rng = random.Random(7)
    for number in range(4):
        game = random_game(rng, capture_rules(scoring=("marks", "territory")[number % 2]),
                           rng.randrange(0, 90))
        if game.result is None:
            assert_whole_legal_turn(game, capture_bot.choose_turn(game, level, seed=number))


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_turn(level):
    game = random_game(random.Random(3), capture_rules(), 24)
    turns = {tuple(capture_bot.choose_turn(game, level, seed=7)) for _ in range(3)}
    assert len(turns) == 1


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="easy, medium, hard, expert"):
        capture_bot.choose_turn(Game(capture_rules()), "grandmaster")


# O's colony in the top-left corner can grow to b6, a5 and a4 only: exactly its
# three marks.  A mark of X on any of them leaves O unable to place its turn,
# and the count (X 12, O 2) is X's.
O_WALLED_IN = """
    O . X . . X
    . X . . . .
    . X . . . .
    X . . . . .
    . . . . . X
    X . . . X O
"""


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("scoring", ["marks", "territory"])
def test_takes_a_turn_that_ends_the_game_won(level, scoring):
    game = from_diagram(capture_rules(6, 6, scoring=scoring), O_WALLED_IN)
    winning = [bits for bits, after in full_turns(game.position) if after.result == 0]
    assert winning and len(winning) < len(full_turns(game.position)), "both kinds of turn exist"
    for seed in range(3):
        trial = game.copy()
        for cell in capture_bot.choose_turn(trial, level, seed=seed):
            trial.play(cell)
        assert (trial.result, trial.reason) == ("X", "counted")


# The same on a shape: O's room in its corner (b6, a5, a4) is walled by off
# cells; X's c6 can take b6 from it.  On the full rectangle O could grow past.
O_WALLED_IN_BY_THE_SHAPE = """
    O . X . . X
    . # . . . .
    . # . . . .
    # . . . . .
    . . . . . X
    X . . . X O
"""


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("scoring", ["marks", "territory"])
def test_takes_a_turn_that_ends_the_game_won_on_a_shape(level, scoring):
    rules = Rules(6, 6, game="capture", scoring=scoring, holes=["a3", "b4", "b5"])
    game = from_diagram(rules, O_WALLED_IN_BY_THE_SHAPE)
    for seed in range(3):
        trial = game.copy()
        cells = capture_bot.choose_turn(trial, level, seed=seed)
        for cell in cells:
            trial.play(cell)
        assert "b6" in cells and (trial.result, trial.reason) == ("X", "counted")


TIP_TO_TAKE = """
    O . . . . . . X
    . . . . . . . .
    . . . . . . . .
    . . X . . . . .
    . . X O X . . .
    . . X O . . . .
    . . X O . . . .
    X X X O O O O O
"""


@pytest.mark.parametrize("level", LEVELS)
def test_takes_a_mark_that_one_more_mark_takes(level):
    # O's d4 has X on c4 and e4 and its own d3 below: a mark on d5 takes it
    # (and O would save it with a mark there).
    game = from_diagram(capture_rules(8, 8), TIP_TO_TAKE)
    for seed in range(2):
        trial = game.copy()
        cells = capture_bot.choose_turn(trial, level, seed=seed)
        assert "d5" in cells, cells


# Under territory scoring X's best turn walls O's bottom row off from the ground
# on the left (d2-e2-e1): it gains X no marks, no mobility and takes nothing,
# so a guide that knows only those would not propose it.
WALL_OFF_THE_GROUND = """
    O O O . . . X X
    O . . . . . . X
    O . . . . . X X
    . . . . . . X X
    . . . . . . . .
    . . . . . . . O
    X X X . . . O O
    X . . . . O O O
"""


def test_the_beam_inside_a_turn_finds_the_wall_the_evaluation_rates_best():
    position = position_from_diagram(capture_rules(8, 8, scoring="territory"), WALL_OFF_THE_GROUND)
    best = max(capture_bot.evaluate(after, 0) for bits, after in full_turns(position))
    def judge(after):
        return capture_bot.evaluate(after, 0)
    value, bits, after = capture_bot.beam_turns(position, 3, 1, judge, Random(1), Clock(None), 8)[0]
    assert round(value) == best
    assert sorted(position.geo.name(bit) for bit in bits) == ["d2", "e1", "e2"]


def first_settled(rng, rules):
    """A random game played on until the colonies no longer share a cell they could
    grow to: (position then, its predicted margin for X, the game played out at
    random, whether a mark was taken after), or None if that never happens."""
    game = Game(rules)
    while game.result is None:
        game.play(rng.choice(game.legal_moves()))
        position = game.position
        view = capture_bot.View(position)
        mine, theirs = view.reach(0), view.reach(1)
        if position.result is None and not mine & theirs:
            break
    else:
        return None
    settled = position.copy()
    margin = capture_bot.settled_margin(settled, 0, popcount(mine), popcount(theirs))
    marks = popcount(settled.marks[0] | settled.marks[1])
    taken = False
    while game.result is None:
        game.play(rng.choice(game.legal_moves()))
        now = popcount(game.position.marks[0] | game.position.marks[1])
        taken = taken or now <= marks
        marks = now
    return settled, margin, game, taken


def test_a_settled_count_under_marks_scoring_is_foreseen_exactly():
    """Once the colonies share no cell they could grow to, each fills its own room a
    turn's marks at a time: unless marks are still taken at the border, the count
    comes out as foreseen, however the rooms are filled."""
    rng = random.Random(11)
    checked = 0
    for _ in range(150):
        rules = capture_rules(rng.randint(4, 8), rng.randint(4, 8), rng.randint(1, 4))
        found = first_settled(rng, rules)
        if found is None or found[3]:
            continue
        settled, margin, game, taken = found
        assert margin == game.position.score(0) - game.position.score(1), game.record()
        checked += 1
    assert checked > 40


def test_the_evaluation_knows_a_settled_count():
    """A settled count is worth more than any open position to the side it favours
    (and as much less to the other); a settled draw is worth nothing."""
    rng = random.Random(5)
    signs = set()
    for _ in range(60):
        rules = capture_rules(rng.randint(5, 8), rng.randint(5, 8), 3, rng.choice(("marks", "territory")))
        found = first_settled(rng, rules)
        if found is None:
            continue
        settled, margin = found[:2]
        for side, sign in ((0, 1), (1, -1)):
            value = capture_bot.evaluate(settled, side)
            if margin:
                assert (value > capture_bot.SETTLED / 2) == (sign * margin > 0), (margin, value)
                assert (value < -capture_bot.SETTLED / 2) == (sign * margin < 0), (margin, value)
            else:
                assert abs(value) < capture_bot.SETTLED / 2
        signs.add((margin > 0) - (margin < 0))
    assert signs == {-1, 0, 1}


FULL_AND_EVEN = """
    O O X X
    O O X X
    X X O O
    X X O O
"""


@pytest.mark.parametrize("scoring", ["marks", "territory"])
def test_a_drawn_count_is_worth_less_to_x_who_moves_first(scoring):
    """X moves first and wins more even games than it draws: a draw is worth less
    than nothing to X and as much more to O, so X plays on and O takes it."""
    position = position_from_diagram(capture_rules(4, 4, scoring=scoring), FULL_AND_EVEN)
    assert (position.result, position.reason) == (DRAW, "counted")     # a draw, 8 marks each
    first_move = capture_bot.WEIGHTS[scoring]["first_move"]
    assert first_move > 0
    assert capture_bot.evaluate(position, 0) == -first_move
    assert capture_bot.evaluate(position, 1) == first_move


@pytest.mark.parametrize("scoring", ["marks", "territory"])
def test_medium_judges_with_noise_and_hard_without(scoring):
    """Medium misses things now and then (its evaluations carry up to the noise of
    SEARCH); hard judges every position as the evaluation does."""
    game = random_game(random.Random(5), capture_rules(scoring=scoring), 30)
    for level in ("medium", "hard"):
        noise = capture_bot.SEARCH[level][3][scoring]
        search = capture_bot.Search(Random(1), Clock(None), 100, 4, 3, noise)
        errors = [search.score(after, 0) - capture_bot.evaluate(after, 0)
                  for bits, after in full_turns(game.position)[:20]]
        assert all(0 <= error < noise or error == noise == 0 for error in errors)
        assert (max(errors) > noise / 2) == (level == "medium")


# --- the clock, without timing: a clock that counts ------------------------------------------


class CountingClock(Clock):
    """A clock that has run out after ``checks`` looks at it."""

    def __init__(self, checks):
        super().__init__(None)
        self.checks = checks
        self.looks = 0

    def expired(self, share=1):
        self.looks += 1
        return self.looks > self.checks * share


@pytest.mark.parametrize("level", LEVELS)
def test_stops_soon_after_its_clock_runs_out_with_a_whole_turn(level, monkeypatch):
    rng = random.Random(level)
    counts = {"evaluate": 0, "quick_score": 0}
    clock = [None]
    for name in counts:
        original = getattr(capture_bot, name)

        def counted(position, side, *rest, original=original, name=name):
            if clock[0].looks > clock[0].checks:
                counts[name] += 1
            return original(position, side, *rest)
        monkeypatch.setattr(capture_bot, name, counted)
    for number in range(12):
        rules = capture_rules(rng.choice((6, 10, 25)), rng.choice((6, 10, 25)), rng.choice((1, 3, 9)))
        game = random_game(rng, rules, rng.randrange(0, 150))
        if game.result is not None:
            continue
        for checks in (0, 1, 5, 50, 400):
            clock[0] = CountingClock(checks)
            counts.update(evaluate=0, quick_score=0)
            bits = capture_bot.PLAYERS[level](game.position.copy(), Random(number), clock[0])
            assert_whole_legal_turn(game, [rules.geometry.name(bit) for bit in bits])
            assert counts["quick_score"] <= 1 and counts["evaluate"] <= 2, (checks, counts)


# --- the page's bot workers ------------------------------------------------------------------

def test_the_bot_workers_answer_a_capture_game_with_this_bot():
    """The workers load the modules game/bot/worker.py imports (game/tools/build/bundle.py)
    and answer the capture game's record with a turn of this bot."""
    record = '[Game "capture"]\n[Scoring "territory"]\n\n1. a2-b2-c2'
    out = run_with_bot_worker_files("from game.bot.worker import choose\n"
                                    "print(choose(%r, 'medium', 1, 0.2))\n" % record)
    game = Game.from_record(record)
    assert game.turn == "O"
    assert_whole_legal_turn(game, out.strip().split("-"))


# --- the arena -------------------------------------------------------------------------------


def test_pairings_play_every_opening_twice_with_colours_swapped():
    rules = capture_rules(6, 6, scoring="territory")
    tasks = capture_arena.pairings("easy", "random", 7, rules, seed=5)
    assert len(tasks) == 8
    for first, second in zip(tasks[0::2], tasks[1::2]):
        assert first[0] == second[0], "the same opening"
        assert (first[1], first[2]) == ("easy", "random")
        assert (second[1], second[2]) == ("random", "easy")
    openings = [task[0] for task in tasks[0::2]]
    assert len(set(openings)) == len(openings), "openings differ"
    for record in openings:
        game = Game.from_record(record)
        assert game.rules == rules
        assert len(game.turns()) == 2 and game.turn == "X" and game.actions_left == 3


def test_random_player_plays_legal_whole_turns_to_the_end():
    rng = Random(4)
    game = Game(capture_rules(7, 5, 2))
    while game.result is None:
        cells = pairing.random_turn(game, rng)
        assert_whole_legal_turn(game, cells)
        for cell in cells:
            game.play(cell)
    assert game.reason == "counted"


def test_a_game_of_the_arena_is_played_out():
    task = capture_arena.pairings("easy", "random", 2, capture_rules(6, 6), seed=2)[1]
    result, thinking = capture_arena.play_one(task)
    assert result in ("X", "O", "draw")
    assert thinking["X"][1] > 0 and thinking["O"][1] > 0


def test_the_arena_times_the_levels_in_processor_time(monkeypatch):
    """With the page's limits the arena's clock counts this process's processor
    time: on a busy machine a wall clock would weaken the bots."""
    clocks = []

    def choose_turn(game, level, seed=None, time_limit=None, clock=None):
        clocks.append(clock)
        return pairing.random_turn(game, Random(1))
    monkeypatch.setattr(capture_bot, "choose_turn", choose_turn)
    game = Game(capture_rules())
    capture_arena.player("hard", clock=True)(game, Random(1))
    capture_arena.player("hard", clock=False)(game, Random(1))
    timed, untimed = clocks
    assert isinstance(timed, ProcessClock) and timed.limit == TIME_LIMITS["hard"]
    assert untimed.limit is None
