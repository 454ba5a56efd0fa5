"""Bot against bot, two players: ``python -m game arena A B --games N [--size S]``.

Every random opening is played twice, once with each player as X, so the
opening's luck cancels out.  Prints A's wins, draws and losses, its score and
the Elo difference with a 95% interval.  Players: the bot's levels and two
baselines, ``random`` and ``greedy`` (kills first, else the most own reach).
The pieces every arena shares are here too: the random turn and opening,
the boards, the Elo arithmetic, the processor-time clock and playing the
tasks on both cores (``played``).
"""

import math
import multiprocessing
import os
import platform
import random
import time

from game.systems.classic import bot
from game.core.board import popcount
from game.engine.game import Game
from game.bot.levels import LEVELS
from game.rules import Rules
from game.rules.shapes import SHAPES, rules_for
from game.tools.arena import mcts
from game.tools.arena.phone import phone_clock, phone_setup, phone_words

OPENING_TURNS = 2    # random turns (one for each side) before the players take over
JOBS = None          # processes that play an arena's games (None: both cores); --jobs sets it


def random_turn(game, rng):
    position = game.position.copy()
    side = position.side
    bits = []
    while position.result is None and position.side == side:
        options = position.geo.bits(position.legal)
        bit = options[rng.randrange(len(options))]
        bits.append(bit)
        position.play(bit)
    return [position.geo.name(bit) for bit in bits]


def greedy_turn(game, rng, enemies=lambda position, side: position.alive[1 - side]):
    """Kills first (a sub-move on one of ``enemies``' cells); otherwise the
    placement that leaves the most own reach."""
    position = game.position.copy()
    side = position.side
    bits = []
    while position.result is None and position.side == side:
        kills = position.legal & enemies(position, side)
        options = position.geo.bits(kills or position.legal)
        best, best_score = [], None
        for bit in options:
            after = position.copy()
            after.play(bit)
            score = WIN_SCORE if after.result == side else popcount(after.legal_for(side))
            if best_score is None or score > best_score:
                best, best_score = [bit], score
            elif score == best_score:
                best.append(bit)
        bit = best[rng.randrange(len(best))]
        bits.append(bit)
        position.play(bit)
    return [position.geo.name(bit) for bit in bits]


WIN_SCORE = 10 ** 6


def level_player(level):
    def play(game, rng):
        return bot.choose_turn(game, level, seed=rng.randrange(2 ** 30),
                               clock=phone_clock(game, level))
    return play


PLAYERS = {"random": random_turn, "greedy": greedy_turn}
for _level in LEVELS:
    PLAYERS[_level] = level_player(_level)


def opening(rules, seed):
    """The record of a random first round: one random turn for each side."""
    rng = random.Random(seed)
    game = Game(rules)
    for _ in range(OPENING_TURNS):
        if game.result is None:
            for cell in random_turn(game, rng):
                game.play(cell)
    return game.record()


def play_one(task):
    """One game: (record of the opening, name as X, name as O, seed) -> result, turns' times."""
    record, x_name, o_name, seed = task
    rng = random.Random(seed)
    game = Game.from_record(record)
    players = {"X": mcts.find(x_name, PLAYERS, bot), "O": mcts.find(o_name, PLAYERS, bot)}
    thinking = {"X": 0.0, "O": 0.0}
    turns = {"X": 0, "O": 0}
    while game.result is None:
        side = game.turn
        start = time.perf_counter()
        cells = players[side](game, rng)
        thinking[side] += time.perf_counter() - start
        turns[side] += 1
        game.play_turn(cells)
    return game.result, thinking, turns, game.record()


def elo(score):
    if score <= 0:
        return -math.inf
    if score >= 1:
        return math.inf
    return -400 * math.log10(1 / score - 1)


def margin(points):
    """Half the 95% interval of the mean of A's points per game (1, 0.5 or 0)."""
    games = len(points)
    score = sum(points) / games
    return 1.96 * math.sqrt(sum((p - score) ** 2 for p in points) / games / games)


def summary(points):
    """Score, Elo and its 95% interval from A's points per game (1, 0.5 or 0)."""
    score = sum(points) / len(points)
    return score, elo(score), elo(score - margin(points)), elo(score + margin(points))


def boards(shape, width, height, **options):
    """The Rules an arena plays on, in turn: the width x height rectangle (``shape``
    None), one preset shape by name, or "all" the presets meant for the game."""
    if shape is None:
        return [Rules(width, height, **options)]
    game = options.get("game", "classic")
    names = [preset.name for preset in SHAPES if preset.games is None or game in preset.games] \
        if shape == "all" else [shape]
    return [rules_for(name, **options) for name in names]


def board_words(chosen):
    """How an arena's boards are named in its report: "10x10", or the shapes'."""
    if not chosen[0].holes and len(chosen) == 1:
        return "%dx%d" % (chosen[0].width, chosen[0].height)
    return "the shape%s %s" % ("s" if len(chosen) > 1 else "", ", ".join(
        preset.name for rules in chosen for preset in SHAPES
        if (preset.width, preset.height, preset.holes) == (rules.width, rules.height, rules.holes)))


def pairings(a, b, games, rules, seed=1):
    """Tasks for ``games`` games (rounded up to pairs): each random opening
    once with A as X and once with B as X; the openings go round the boards
    ``rules`` (a list of Rules, or one)."""
    chosen = rules if isinstance(rules, list) else [rules]
    tasks = []
    for pair in range((games + 1) // 2):
        record = opening(chosen[pair % len(chosen)], seed * 100003 + pair)
        tasks.append((record, a, b, seed + 2 * pair))
        tasks.append((record, b, a, seed + 2 * pair + 1))
    return tasks


def run(a, b, games, size=10, actions=3, seed=1, processes=None, shape=None, phone=False,
        records=None):
    """Play the pairings on two processes; returns A's points per game and thinking times.
    ``records``: a folder to write each game's record to, named by A's side and outcome."""
    tasks = pairings(a, b, games, boards(shape, size, size, actions=actions), seed)
    outcomes = played(play_one, tasks, processes, phone_setup("classic", phone))
    points = []
    think = {a: [0.0, 0], b: [0.0, 0]}
    for (record, x_name, o_name, game_seed), (result, thinking, turns, played_record) \
            in zip(tasks, outcomes):
        a_side = "X" if x_name == a else "O"
        points.append(0.5 if result == "draw" else 1.0 if result == a_side else 0.0)
        if records:
            outcome = "draw" if result == "draw" else "won" if result == a_side else "lost"
            os.makedirs(records, exist_ok=True)
            with open(os.path.join(records, "game-%03d-%s-%s.txt"
                                   % (len(points) - 1, a_side, outcome)), "w") as out:
                out.write(played_record + "\n")
        for side, name in (("X", x_name), ("O", o_name)):
            think[name][0] += thinking[side]
            think[name][1] += turns[side]
    return points, think


def main(a, b, games, size=10, actions=3, seed=1, shape=None, phone=False, records=None):
    why = mcts.unknown((a, b), PLAYERS, bot)
    if why:
        print(why)
        return 2
    mcts.announce((a, b))
    start = time.perf_counter()
    points, think = run(a, b, games, size, actions, seed, shape=shape, phone=phone,
                        records=records)
    wins = points.count(1.0)
    draws = points.count(0.5)
    losses = points.count(0.0)
    score, diff, low, high = summary(points)
    print("%s vs %s on %s, %d games (%d openings, each with both colours)%s"
          % (a, b, board_words(boards(shape, size, size, actions=actions)), len(points),
             len(points) // 2, ", " + phone_words("classic", phone) if phone else ""))
    print("%s: %d wins, %d draws, %d losses; score %.1f%% (95%%: %.1f-%.1f%%)"
          % (a, wins, draws, losses, 100 * score, 100 * max(0.0, score - margin(points)),
             100 * min(1.0, score + margin(points))))
    print("Elo difference %s (95%%: %s to %s)" % (elo_text(diff), elo_text(low), elo_text(high)))
    for name in (a, b) if a != b else (a,):
        total, turns = think[name]
        print("%s thinks %.1f ms per turn on average (%s)"
              % (name, 1000 * total / max(1, turns), platform.python_implementation()))
    print("%.0f s in all" % (time.perf_counter() - start))
    return 0


def elo_text(value):
    if value == math.inf:
        return "+inf"
    if value == -math.inf:
        return "-inf"
    return "%+.0f" % value


def played(play, tasks, processes=None, setup=None):
    """``play`` of each task, in order, as each game ends; on both cores
    unless ``processes`` says otherwise; ``setup()``, if given, first in
    each process that plays."""
    processes = processes or JOBS or min(2, multiprocessing.cpu_count())
    if processes == 1:
        if setup:
            setup()
        for task in tasks:
            yield play(task)
        return
    with multiprocessing.Pool(processes, setup) as pool:
        for outcome in pool.imap(play, tasks, chunksize=1):
            yield outcome

POINTS = {"won": 1.0, "draw": 0.5, "lost": 0.0}


def share_interval(points):
    """The mean of ``points`` (1, 0.5 or 0 per game, or True and False) and its 95%
    interval, within 0..1."""
    games = len(points)
    score = sum(points) / games
    margin = 1.96 * math.sqrt(sum((p - score) ** 2 for p in points) / games / games)
    return score, max(0.0, score - margin), min(1.0, score + margin)
