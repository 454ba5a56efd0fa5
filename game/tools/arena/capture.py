"""Bot against bot in the capture game: ``python -m game arena A B --game capture
[--scoring territory] --games N [--size S] [--actions K] [--no-time-limits]``.

Paired like the classic arena (game/tools/arena/pairing.py): every random opening (one
random turn each) is played twice, once with each player as X, so the
opening's luck cancels out.  Players: the capture bot's levels
(game/systems/capture/bot.py) and ``random``.  Each level thinks under the page's
time limit (game/bot/levels.py TIME_LIMITS), counted
in this process's processor time (timed.ProcessClock): on a busy machine a
wall clock would weaken the bots by the load of the moment.  With
``--no-time-limits`` the levels count evaluations only, so the games are the
same on any machine.
"""

import platform
import time

from game.systems.capture import bot as capture_bot
from game.engine.game import Game
from game.bot.levels import LEVELS, time_limit
from game.bot.rng import Random
from game.tools.arena import pairing
from game.tools.arena import mcts
from game.tools.arena.timed import ProcessClock
from game.tools.arena.phone import phone_clock, phone_setup, phone_words


def level_player(level, clock):
    seconds = time_limit(level) if clock else None

    def play(game, rng):
        clock = phone_clock(game, level) or ProcessClock(seconds)
        return capture_bot.choose_turn(game, level, seed=rng.randrange(2 ** 30), clock=clock)
    return play


def player(name, clock=False):
    """The turn function of a player's name: random, a level, LEVEL@SECONDS or mcts:N."""
    if name == "random":
        return pairing.random_turn
    return mcts.find(name, {}, capture_bot) or level_player(name, clock)


PLAYER_NAMES = ("random",) + LEVELS


def opening(rules, seed):
    """The record of a random first round: one random turn for each side."""
    rng = Random(seed)
    game = Game(rules)
    for _ in range(pairing.OPENING_TURNS):
        if game.result is None:
            for cell in pairing.random_turn(game, rng):
                game.play(cell)
    return game.record()


def play_one(task):
    """One game: (record of the opening, name as X, name as O, seed, clock) ->
    result, {side: [seconds thinking, turns, longest turn]}."""
    record, x_name, o_name, seed, clock = task
    rng = Random(seed)
    game = Game.from_record(record)
    players = {"X": player(x_name, clock), "O": player(o_name, clock)}
    thinking = {"X": [0.0, 0, 0.0], "O": [0.0, 0, 0.0]}    # seconds, turns, longest turn
    while game.result is None:
        side = game.turn
        start = time.process_time()    # CPU time: the machine may be busy with others
        cells = players[side](game, rng)
        took = time.process_time() - start
        spent = thinking[side]
        spent[0] += took
        spent[1] += 1
        spent[2] = max(spent[2], took)
        for cell in cells:
            game.play(cell)
    return game.result, thinking


def pairings(a, b, games, rules, seed=1, clock=False):
    """Tasks for ``games`` games (rounded up to pairs): each random opening
    once with A as X and once with B as X, going round the boards ``rules``
    (a list of Rules, or one)."""
    chosen = rules if isinstance(rules, list) else [rules]
    tasks = []
    for pair in range((games + 1) // 2):
        record = opening(chosen[pair % len(chosen)], seed * 100003 + pair)
        tasks.append((record, a, b, seed + 2 * pair, clock))
        tasks.append((record, b, a, seed + 2 * pair + 1, clock))
    return tasks


def run(a, b, games, rules, seed=1, clock=False, processes=None, phone=False):
    """Play the pairings on two processes; A's points per game and thinking times.
    ``phone``: the levels as the phone's quick stage plays them (game/tools/arena/phone.py)."""
    tasks = pairings(a, b, games, rules, seed, clock and not phone)
    outcomes = pairing.played(play_one, tasks, processes, phone_setup("capture", phone))
    points = []
    think = {a: [0.0, 0, 0.0], b: [0.0, 0, 0.0]}    # seconds, turns, longest turn
    for task, (result, thinking) in zip(tasks, outcomes):
        x_name, o_name = task[1], task[2]
        a_side = "X" if x_name == a else "O"
        points.append(0.5 if result == "draw" else 1.0 if result == a_side else 0.0)
        for side, name in (("X", x_name), ("O", o_name)):
            total, turns, longest = thinking[side]
            think[name][0] += total
            think[name][1] += turns
            think[name][2] = max(think[name][2], longest)
    return points, think


def main(a, b, games, size=10, actions=3, seed=1, scoring="marks", clock=False, shape=None,
         phone=False):
    why = mcts.unknown((a, b), {name: name for name in PLAYER_NAMES}, capture_bot)
    if why:
        print(why)
        return 2
    mcts.announce((a, b))
    rules = pairing.boards(shape, size, size, actions=actions, game="capture", scoring=scoring)
    start = time.perf_counter()
    points, think = run(a, b, games, rules, seed, clock, phone=phone)
    score, diff, low, high = pairing.summary(points)
    print("%s vs %s in the capture game (%s) on %s, %d marks a turn, %d games "
          "(%d openings, each with both colours)%s"
          % (a, b, scoring, pairing.board_words(rules), actions, len(points), len(points) // 2,
             ", " + phone_words("capture", phone) if phone else ", the page's time limits" if clock else ""))
    half = pairing.margin(points)
    print("%s: %d wins, %d draws, %d losses; score %.1f%% (95%%: %.1f-%.1f%%)"
          % (a, points.count(1.0), points.count(0.5), points.count(0.0), 100 * score,
             100 * max(0.0, score - half), 100 * min(1.0, score + half)))
    print("Elo difference %s (95%%: %s to %s)"
          % (pairing.elo_text(diff), pairing.elo_text(low), pairing.elo_text(high)))
    for name in (a, b) if a != b else (a,):
        total, turns, longest = think[name]
        print("%s thinks %.1f ms per turn on average, %.0f ms at most (CPU time, %s)"
              % (name, 1000 * total / max(1, turns), 1000 * longest, platform.python_implementation()))
    print("%.0f s in all" % (time.perf_counter() - start))
    return 0
