"""The bot: legal whole turns everywhere, deterministic, tactically awake; the arena."""

import random

import pytest

from game import Game, Rules
from game.systems.classic import bot
from game.bot.levels import LEVELS
from game.bot.systems import BOTS
from game.tools.arena import phone
from game.tools.arena.pairing import elo, pairings, played, summary
from game.systems.classic.rules import Position
from game.bot.turns import full_turns
from game.rules.shapes import SHAPES, rules_for
from helpers import assert_bot_answers, assert_whole_legal_turn, game_from_diagram, random_shape


def random_game(rng, width, height, actions, steps, rules=None):
    """A game of ``steps`` random sub-moves (a pass now and then) on ``rules``, by
    default a width x height rectangle."""
    game = Game(rules or Rules(width, height, actions, last_mover_wins=rng.random() < 0.2))
    for _ in range(steps):
        if game.result is not None:
            break
        if rng.random() < 0.02 and game.position.at_turn_start():
            game.pass_turn()
        else:
            game.play(rng.choice(game.legal_moves()))
    return game



@pytest.mark.parametrize("level, positions, time_limit", [
    ("easy", 2000, None), ("medium", 400, 0.1), ("hard", 150, 0.05)])
def test_bot_plays_legal_whole_turns_on_every_size_and_turn_length(level, positions, time_limit):
    rng = random.Random(level)
    for number in range(positions):
        game = random_game(rng, rng.randint(3, 25), rng.randint(3, 25), rng.randint(1, 9),
                           rng.randrange(0, 120))
        assert_bot_answers(bot.choose_turn, game, level, number, time_limit)


@pytest.mark.parametrize("level, positions, time_limit", [
    ("easy", 300, None), ("medium", 80, 0.1), ("hard", 40, 0.05)])
def test_bot_plays_legal_whole_turns_on_random_shapes(level, positions, time_limit):
    rng = random.Random("shapes " + level)
    for number in range(positions):
        rules = random_shape(rng, sizes=(3, 16), actions=rng.randint(1, 9),
                             last_mover_wins=rng.random() < 0.2)
        game = random_game(rng, 0, 0, 0, rng.randrange(0, 100), rules)
        assert_bot_answers(bot.choose_turn, game, level, number, time_limit)


@pytest.mark.parametrize("level", LEVELS)
def test_bot_plays_legal_whole_turns_on_the_preset_shapes(level):
    rng = random.Random("presets " + level)
    for shape in SHAPES:
        if shape.games is None or "classic" in shape.games:
            for steps in (0, 40):
                game = random_game(rng, 0, 0, 0, steps, rules_for(shape.name))
                if game.result is None:
                    assert_whole_legal_turn(game, bot.choose_turn(game, level, seed=steps,
                                                                  time_limit=0.1))


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_turn(level):
    game = Game.from_record("1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6, g7-f6-e5")
    turns = {tuple(bot.choose_turn(game, level, seed=7)) for _ in range(3)}
    assert len(turns) == 1


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="easy, medium, hard, expert"):
        bot.choose_turn(Game(), "grandmaster")


@pytest.mark.parametrize("level", LEVELS)
def test_takes_an_immediate_win(level):
    # Three kills in a row, each opening the next, leave O with nothing.
    game = game_from_diagram(Rules(6, 6), """
        . . . . . .
        . . . . . .
        . . . O . .
        . . O . . .
        . O . . . .
        X x . . . .
    """)
    cells = bot.choose_turn(game, level, seed=1)
    for cell in cells:
        game.play(cell)
    assert cells == ["b2", "c3", "d4"] and game.result == "X"


@pytest.mark.parametrize("level", LEVELS)
def test_takes_an_immediate_win_on_a_shape(level):
    # O's f6 has no neighbour on the board: once X kills b2, c3 and d4 (each
    # touching the next at a corner across off cells) O has nothing to act on.
    # On the full rectangle f6 would still have e5, e6 and f5.
    rules = Rules(6, 6, holes=["c2", "b3", "d3", "e5", "f5", "e6"])
    game = game_from_diagram(rules, """
        . . . . # O
        . . . . # #
        . . . O . .
        . # O # . .
        . O # . . .
        X x . . . .
    """)
    cells = bot.choose_turn(game, level, seed=1)
    for cell in cells:
        game.play(cell)
    assert cells == ["b2", "c3", "d4"] and game.result == "X"


def losing_turns(game):
    """X's turns after which O has a turn that wins at once, by brute force."""
    losing, holding = [], []
    for bits, after in full_turns(game.position):
        replies = full_turns(after)
        lost = after.result is None and any(reply.result == 1 for _, reply in replies)
        (losing if lost else holding).append(bits)
    return losing, holding


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_avoids_an_immediate_loss_when_a_turn_avoids_it(level):
    # O at b2 can kill X's a1 and whatever X grows next to it; X must strike
    # first or move out of reach.
    game = game_from_diagram(Rules(5, 5), """
        . . . . O
        . . . . .
        . . O O .
        . O . . .
        X . . . .
    """)
    losing, holding = losing_turns(game)
    assert losing and holding, "the position must offer both"
    for seed in range(3):
        cells = bot.choose_turn(game, level, seed=seed)
        bits = [game.position.geo.parse(cell) for cell in cells]
        assert sorted(bits) not in [sorted(turn) for turn in losing], cells


# --- the time limit, without timing: a clock that counts -----------------------------------


class CountingClock(bot.Clock):
    """A clock whose time is the number of times it has been looked at: it has
    run out after ``checks`` looks (``share`` of it after that share of them).
    It keeps the most work (sub-moves played, evaluations, quick scores) done
    between two looks, and all the work done once it said it had run out."""

    def __init__(self, checks):
        super().__init__(None)
        self.checks = checks
        self.looks = 0
        self.over = False
        self.work = {"play": 0, "evaluate": 0, "quick_score": 0}
        self.most_between = dict(self.work)
        self.after_over = dict(self.work)

    def count(self, kind):
        self.work[kind] += 1
        if self.over:
            self.after_over[kind] += 1

    def settle(self):
        for kind, done in self.work.items():
            self.most_between[kind] = max(self.most_between[kind], done)
            self.work[kind] = 0

    def expired(self, share=1):
        self.settle()
        self.looks += 1
        if share == 1 and self.looks > self.checks:
            self.over = True
        return self.looks > self.checks * share


def bot_game(width, height, actions, turns):
    """A game the easy bot played for ``turns`` turns: colonies as in real play."""
    game = Game(Rules(width, height, actions))
    for turn in range(turns):
        for cell in bot.choose_turn(game, "easy", seed=turn) or []:
            game.play(cell)
    assert game.result is None
    return game


@pytest.mark.parametrize("level", LEVELS)
def test_once_the_time_is_up_the_bot_answers_at_once_with_a_whole_turn(level, monkeypatch):
    # Not a timing test: time is counted in looks at the clock.  Whatever the
    # moment the clock runs out, the work between two looks stays small (a few
    # sub-moves, an evaluation or two; never a whole beam step, win search or
    # turn listing), so is the work after the clock has run out, and the
    # answer is a legal whole turn.
    rng = random.Random(level)
    games = [bot_game(25, 25, 9, 0), bot_game(25, 25, 9, 8), bot_game(15, 15, 5, 10),
             bot_game(25, 3, 9, 3), bot_game(3, 25, 1, 12), bot_game(10, 10, 3, 12)]
    games += [random_game(rng, rng.randint(3, 25), rng.randint(3, 25), rng.randint(1, 9),
                          rng.randrange(0, 120)) for _ in range(6)]
    clocks = [None]
    original_play = Position.play
    original_evaluate, original_quick = bot.evaluate, bot.quick_score

    def counted(kind, function):
        def run(*args):
            if clocks[-1]:
                clocks[-1].count(kind)
            return function(*args)
        return run

    monkeypatch.setattr(Position, "play", counted("play", original_play))
    monkeypatch.setattr(bot, "evaluate", counted("evaluate", original_evaluate))
    monkeypatch.setattr(bot, "quick_score", counted("quick_score", original_quick))
    monkeypatch.setattr(bot, "Clock", lambda time_limit: clocks[-1])
    for game in games:
        if game.result is not None:
            continue
        actions = game.rules.actions
        for checks in (0, 1, 3, 10, 40, 150):
            clocks.append(CountingClock(checks))
            cells = bot.choose_turn(game, level, seed=checks, time_limit=1)
            clock = clocks[-1]
            clock.settle()
            clocks.append(None)    # the checks below play sub-moves of their own
            where = (game.record(), checks)
            assert clock.over or checks > 0, where
            assert clock.most_between["play"] <= 2 * actions + 1, (where, clock.most_between)
            assert clock.most_between["evaluate"] <= 2, (where, clock.most_between)
            assert clock.most_between["quick_score"] <= 1, (where, clock.most_between)
            assert clock.after_over["play"] <= 2 * actions, (where, clock.after_over)
            assert clock.after_over["evaluate"] <= 1, (where, clock.after_over)
            assert clock.after_over["quick_score"] == 0, (where, clock.after_over)
            assert_whole_legal_turn(game, cells)


# --- the arena's bookkeeping -------------------------------------------------------------


def test_pairings_play_every_opening_twice_with_colours_swapped():
    tasks = pairings("easy", "greedy", 7, Rules(6, 6), seed=5)
    assert len(tasks) == 8
    for first, second in zip(tasks[0::2], tasks[1::2]):
        assert first[0] == second[0], "the same opening"
        assert (first[1], first[2]) == ("easy", "greedy")
        assert (second[1], second[2]) == ("greedy", "easy")
    openings = [task[0] for task in tasks[0::2]]
    assert len(set(openings)) == len(openings), "openings differ"
    for record in openings:
        game = Game.from_record(record)
        assert len(game.turns()) == 2 and game.turn == "X" and game.actions_left == 3


def test_score_and_elo_with_interval():
    score, diff, low, high = summary([1, 1, 1, 0, 0.5, 0.5, 1, 0])
    assert score == pytest.approx(0.625)
    assert diff == pytest.approx(-400 * __import__("math").log10(1 / 0.625 - 1))
    assert low < diff < high
    assert elo(0.5) == 0 and elo(1.0) == float("inf") and elo(0.0) == float("-inf")
    assert summary([1] * 10)[1] == float("inf")


def test_the_phone_arena_caps_the_bases_levels_at_the_phone_budget_in_its_process(monkeypatch):
    module = BOTS["bases"]
    monkeypatch.setattr(module, "SEARCH", dict(module.SEARCH))   # put back after the test
    monkeypatch.setattr(module, "EASY_CHOICES", module.EASY_CHOICES)
    search_before, choices_before = dict(module.SEARCH), module.EASY_CHOICES
    seen = list(played(lambda task: (dict(module.SEARCH), module.EASY_CHOICES), [None],
                             processes=1, setup=phone.phone_setup("bases", 4)))
    figures = phone.PHONE_BUDGETS["bases"]
    search_then, choices_then = seen[0]
    for level, settings in search_before.items():
        assert search_then[level] == (min(settings[0], figures[level]),) + tuple(settings[1:])
    assert choices_then == min(choices_before, figures["easy"])
    assert phone.phone_setup("bases", None) is None


def test_a_step_of_the_phone_model_costs_once_with_the_steps_inside_it(monkeypatch):
    monkeypatch.setattr(phone, "_work", [0.0, 0])
    inner = phone._counted(lambda: "inner", 0.25)
    outer = phone._counted(lambda: inner() + " in outer", 2.0)
    assert inner() == "inner" and phone._work == [0.25, 0]
    assert outer() == "inner in outer" and phone._work == [2.25, 0]
    clock = phone.PhoneClock(0.002)
    assert not clock.expired()
    outer()
    assert clock.expired(0.5) and not clock.expired()
    inner()
    assert clock.expired()


def _phone_turn(task):
    """A level's turn in the middle of a game under the phone model (in a process
    of its own): (the clock's limit in ms, the work the model counted, the turn)."""
    game_name, level = task
    module = BOTS[game_name]
    game = Game(Rules(10, 10, 3, game=game_name))
    for turn in range(8):
        for cell in module.choose_turn(game, "easy", seed=turn):
            game.play(cell)
    clock = phone.phone_clock(game, level)
    start = phone._work[0]
    cells = module.choose_turn(game, level, seed=1, clock=clock)
    return clock.limit_ms, phone._work[0] - start, game.record(), cells


@pytest.mark.parametrize("game_name", ["classic", "capture"])
def test_the_phone_arena_plays_each_level_in_the_phones_share_of_its_time_by_the_model(game_name):
    """Under --phone a classic or capture level thinks until the model's count of
    its work (PHONE_COSTS) passes the phone's share of the page's limit, less
    the garbage after the answer and reading the record: a step or so more."""
    from game.bot import worker
    from game.bot.levels import time_limit
    costs = phone.PHONE_COSTS[game_name]
    tasks = [(game_name, level) for level in LEVELS]
    for (name, level), (limit_ms, work, record, cells) in zip(tasks, played(
            _phone_turn, tasks, processes=2, setup=phone.phone_setup(game_name, 4))):
        game = Game.from_record(record)
        assert limit_ms == pytest.approx(
            (time_limit(level) - worker.MICROPYTHON_AFTER_ANSWER) * 1000 / 4
            - costs["parse"] * len(game.history()))
        assert limit_ms / 2 < work < limit_ms + 3 * max(costs.values()), level
        assert_whole_legal_turn(game, cells)


def test_the_phone_bench_clock_counts_processor_time(monkeypatch):
    """PhoneClock (game/tools/benches/phone_bot.py) expires once the processor
    time, not the wall clock, passes the limit, and reads it only when the
    wall clock says it could have (processor time never runs ahead of it)."""
    from game.bot import search
    from game.tools.benches.phone_bot import PhoneClock
    wall, used, readings = [0.0], [0.0], []
    monkeypatch.setattr(search, "milliseconds", lambda: wall[0])

    def cpu_ms():
        readings.append(used[0])
        return used[0]
    clock = PhoneClock(0.05, cpu_ms)
    wall[0] = 40.0
    assert not clock.expired() and len(readings) == 1, "the wall clock says it cannot have expired"
    wall[0], used[0] = 60.0, 30.0    # a busy machine: 30 ms of processor time in 60 ms
    assert not clock.expired() and len(readings) == 2
    wall[0], used[0] = 75.0, 40.0
    assert not clock.expired() and len(readings) == 2, "20 ms left: not before 80 ms on the wall"
    wall[0], used[0] = 90.0, 55.0
    assert clock.expired() and clock.expired(share=0.5)


def test_the_phone_bench_counts_an_evaluation_given_its_weights(monkeypatch):
    """The bench counts every evaluation (game/tools/benches/phone_bot.py) and
    passes on what the bot gives: the bases bot's search gives its weights by
    position (hard's in games of more than four), which the count once took
    for the function to call."""
    from game.bot import search
    from game.systems.bases import bot as bases_bot
    from game.tools.benches import phone_bot
    for module in phone_bot.BOTS.values():
        monkeypatch.setattr(module, "evaluate", module.evaluate)
    for name in ("winning_turn", "_out_of_time"):
        monkeypatch.setattr(search, name, getattr(search, name))
    monkeypatch.setattr(search.TurnSearch, "best_turn", search.TurnSearch.best_turn)
    monkeypatch.setattr(phone_bot, "_counts", dict((name, 0) for name in phone_bot._COUNTS))
    position = Game(Rules(game="bases", players=6, width=12, height=12)).position
    expected = bases_bot.evaluate(position, 0, bases_bot.MANY_WEIGHTS)
    phone_bot._counting(lambda: 0)
    assert bases_bot.evaluate(position, 0, bases_bot.MANY_WEIGHTS) == expected
    assert phone_bot._counts["evaluations"] == 1


def _quick_settings(game_name):
    module = BOTS[game_name]
    return dict((name, getattr(module, name)) for name in module.QUICK_STAGE)


@pytest.mark.parametrize("game_name", ["classic", "capture"])
def test_the_phone_arena_plays_the_quick_stages_settings(game_name):
    """The page's worker on MicroPython sets each bot to its QUICK_STAGE
    (game/bot/worker.py); the phone model plays with the same settings."""
    module = BOTS[game_name]
    assert any(getattr(module, name) != value for name, value in module.QUICK_STAGE.items())
    seen = list(played(_quick_settings, [game_name, game_name], processes=2,
                             setup=phone.phone_setup(game_name, 4)))
    assert seen == [module.QUICK_STAGE, module.QUICK_STAGE]


def test_the_classic_arena_writes_each_games_record_in_one_process(tmp_path):
    """--records FOLDER and --jobs 1 (game/tools/arena/pairing.py): a record a game,
    named by A's side and outcome, played again to the same result."""
    from game.tools.arena import pairing
    points, think = pairing.run("greedy", "random", 2, size=6, processes=1, records=str(tmp_path))
    names = sorted(path.name for path in tmp_path.iterdir())
    assert [name[:10] for name in names] == ["game-000-X", "game-001-O"]
    for name, point in zip(names, points):
        assert name.endswith({1.0: "won", 0.0: "lost", 0.5: "draw"}[point] + ".txt")
        assert Game.from_record((tmp_path / name).read_text()).result is not None
