"""Bot against bot: ``python -m game arena A B --games N [--size S]``.

Every random opening is played twice, once with each player as X, so the
opening's luck cancels out.  Prints A's wins, draws and losses, its score and
the Elo difference with a 95% interval.  Players: the bot's levels and two
baselines, ``random`` and ``greedy`` (kills first, else the most own reach).
"""

import functools
import math
import multiprocessing
import os
import platform
import random
import sys
import time

from game.bot import bases as bases_bot
from game.bot import capture as capture_bot
from game.bot import classic as bot
from game.core.board import popcount
from game.engine.game import Game
from game.bot.levels import LEVELS, TIME_LIMITS
from game.bot.search import Clock, use_quick_stage
from game.bot.systems import BOTS
from game.rules import Rules
from game.rules import capture as capture_rules
from game.rules import classic as classic_rules
from game.rules.shapes import SHAPES, rules_for

OPENING_TURNS = 2    # random turns (one for each side) before the players take over


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
    players = {"X": PLAYERS[x_name], "O": PLAYERS[o_name]}
    thinking = {"X": 0.0, "O": 0.0}
    turns = {"X": 0, "O": 0}
    while game.result is None:
        side = game.turn
        start = time.perf_counter()
        cells = players[side](game, rng)
        thinking[side] += time.perf_counter() - start
        turns[side] += 1
        game.play_turn(cells)
    return game.result, thinking, turns


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


def run(a, b, games, size=10, actions=3, seed=1, processes=None, shape=None, phone=False):
    """Play the pairings on two processes; returns A's points per game and thinking times."""
    tasks = pairings(a, b, games, boards(shape, size, size, actions=actions), seed)
    outcomes = played(play_one, tasks, processes, phone_setup("classic", phone))
    points = []
    think = {a: [0.0, 0], b: [0.0, 0]}
    for (record, x_name, o_name, game_seed), (result, thinking, turns) in zip(tasks, outcomes):
        a_side = "X" if x_name == a else "O"
        points.append(0.5 if result == "draw" else 1.0 if result == a_side else 0.0)
        for side, name in (("X", x_name), ("O", o_name)):
            think[name][0] += thinking[side]
            think[name][1] += turns[side]
    return points, think


def main(a, b, games, size=10, actions=3, seed=1, shape=None, phone=False):
    for name in (a, b):
        if name not in PLAYERS:
            print("unknown player %r; players: %s" % (name, ", ".join(PLAYERS)))
            return 2
    start = time.perf_counter()
    points, think = run(a, b, games, size, actions, seed, shape=shape, phone=phone)
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
    print("Elo difference %s (95%%: %s to %s)" % (_elo_text(diff), _elo_text(low), _elo_text(high)))
    for name in (a, b) if a != b else (a,):
        total, turns = think[name]
        print("%s thinks %.1f ms per turn on average (%s)"
              % (name, 1000 * total / max(1, turns), platform.python_implementation()))
    print("%.0f s in all" % (time.perf_counter() - start))
    return 0


def _elo_text(value):
    if value == math.inf:
        return "+inf"
    if value == -math.inf:
        return "-inf"
    return "%+.0f" % value


# --- the phone (--phone) -----------------------------------------------------------------
#
# Chromium cannot slow a page's workers, so what the bot does on a phone is
# modelled instead.  For the classic and capture games the model is the
# quick stage's own clock: every step of the bot's work (a sub-move played,
# a position copied, a guide's score, an evaluation, ...) costs what it costs
# the quick stage (MicroPython in Node, measured by `python -m
# game.tools.benches.phone_bot costs`: PHONE_COSTS, in the Node thread's
# processor ms), and each level plays under the page's time limit, less what
# reading the record and the garbage after the answer take, shortened
# PHONE_SLOWDOWN times for a phone's slower processor.  So the win search,
# the beam and the judging stop where they would on the phone, and the
# games are still the same on any machine.  The bases bot's work is counted
# by its own budget, which the bench measured at a quarter of the time
# (PHONE_BUDGETS).  Only in the arena's processes; the page's play is
# untouched.

PHONE_SLOWDOWN = 4      # Lighthouse's mobile profile: a processor four times slower
# From phone_bot costs (4 games x 3 positions, 12 sub-moves each):
# ms per step; parse: ms per cell of the record (game/bot/worker.py reads it first).
PHONE_COSTS = {
    "classic": {"parse": 0.19, "play": 0.054, "copy": 0.014, "guide": 0.121, "evaluate": 0.418},
    "capture": {"parse": 0.18, "play": 0.069, "copy": 0.004, "guide": 0.108, "evaluate": 0.205,
                "view": 0.058, "ground": 0.046},
}
# The steps of the bot's work the phone model counts, as (owner, attribute):
# each costs what the phone_bot bench measured, nested steps included (a step
# inside another is not counted again).
PHONE_STEPS = {
    "classic": {"play": (classic_rules.Position, "play"), "copy": (classic_rules.Position, "copy"),
                "guide": (bot, "quick_score"), "evaluate": (bot, "evaluate")},
    "capture": {"play": (capture_rules.Position, "play"), "copy": (capture_rules.Position, "copy"),
                "guide": (capture_bot, "quick_score"), "evaluate": (capture_bot, "evaluate"),
                "view": (capture_bot, "View"), "ground": (capture_bot, "ground_values")},
}
# From the phone_bot bench (4 games x 3 positions per game, 2 repeats):
# a quarter of the median work in the limit, below the root as SEARCH counts it.
PHONE_BUDGETS = {"bases": {"easy": 3, "medium": 400, "hard": 1470}}

_phone = {"game": None, "slowdown": PHONE_SLOWDOWN}
_work = [0.0, 0]      # ms the model has counted, steps under way


def _counted(call, cost):
    def step(*args, **options):
        if _work[1]:            # inside another counted step: its cost includes this
            return call(*args, **options)
        _work[0] += cost
        _work[1] = 1
        try:
            return call(*args, **options)
        finally:
            _work[1] = 0
    return step


class PhoneClock(Clock):
    """The bot's clock on the model's count of work: ``time_limit`` seconds of the
    quick stage's processor time."""

    def __init__(self, time_limit):
        Clock.__init__(self, time_limit)
        self.start = _work[0]

    def used_ms(self):
        return _work[0] - self.start


def phone_clock(game, level):
    """The clock of ``level``'s turn in ``game`` (a Game) under the phone model, or
    None without it: the page's time limit less the garbage collection after
    the answer, the phone's share of it, less reading the record."""
    name = _phone["game"]
    if name not in PHONE_COSTS:
        return None
    from game.bot import worker
    seconds = (TIME_LIMITS[level] - worker.MICROPYTHON_AFTER_ANSWER) / _phone["slowdown"]
    seconds -= PHONE_COSTS[name]["parse"] * len(game.history()) / 1000
    return PhoneClock(max(0.0, seconds))


def phone_model(game, slowdown=PHONE_SLOWDOWN):
    """Plays ``game``'s bot as the phone's quick stage does, in this process."""
    _phone.update(game=game, slowdown=slowdown)
    if game in PHONE_BUDGETS:
        module = BOTS[game]
        figures = PHONE_BUDGETS[game]
        for level, settings in module.SEARCH.items():
            module.SEARCH[level] = (min(settings[0], figures[level]),) + tuple(settings[1:])
        module.EASY_CHOICES = min(module.EASY_CHOICES, figures["easy"])
        return
    use_quick_stage(BOTS[game])
    for step, (owner, name) in PHONE_STEPS[game].items():
        setattr(owner, name, _counted(getattr(owner, name), PHONE_COSTS[game][step]))


def phone_setup(game, phone):
    """The ``setup`` of played() for an arena with or without --phone (the slowdown,
    or None)."""
    return functools.partial(phone_model, game, phone) if phone else None


def phone_words(game, phone):
    """How a report names the phone it models."""
    if game in PHONE_BUDGETS:
        return "the phone's budgets (game/bot/arena.py PHONE_BUDGETS, no time limits)"
    return ("the quick stage on a processor %s times slower (game/bot/arena.py PHONE_COSTS)"
            % phone)


# --- virus and bases (seed 004): one tested bot against N-1 others -------------------------
#
# ``python -m game arena A B --game bases --players N``: A plays one seat and B
# every other.  Each random opening (one random turn per player) is played N
# times, A taking each seat once, so every seat is A's equally often.  The
# bots think with the page's time limits per turn (game/bot/levels.py), as the
# targets in game/bot/README.md are stated, counted in processor time (ProcessClock).
# A game is played until A has won, drawn or gone out: once out, A has lost,
# whatever the others do after.


def other_viruses(position, side):
    """Every other player's viruses: what a bases sub-move turns into a base."""
    enemy = 0
    for player, viruses in enumerate(position.virus):
        if player != side:
            enemy |= viruses
    return enemy


def bases_greedy_turn(game, rng):
    return greedy_turn(game, rng, other_viruses)


class ProcessClock(Clock):
    """The bot's clock (game/bot/search.py Clock) on this process's processor time: on a
    machine shared with other work, wall-clock limits would weaken the bots by
    the load of the moment."""

    def __init__(self, time_limit):
        Clock.__init__(self, time_limit)
        self.limit = time_limit
        self.start = time.process_time()

    def used_ms(self):
        return (time.process_time() - self.start) * 1000


def bases_level_player(level, time_limit):
    def play(game, rng):
        return bases_bot.choose_turn(game, level, seed=rng.randrange(2 ** 30),
                                     clock=ProcessClock(time_limit))
    return play


def bases_players(time_limits=True):
    players = {"random": random_turn, "greedy": bases_greedy_turn}
    for level in LEVELS:
        players[level] = bases_level_player(level, TIME_LIMITS[level] if time_limits else None)
    return players


def bases_opening(rules, seed):
    """The record of a random first round: one random turn for each player."""
    rng = random.Random(seed)
    game = Game(rules)
    for _ in range(rules.players):
        if game.result is None:
            for cell in random_turn(game, rng):
                game.play(cell)
    return game.record()


def seatings(a, b, games, players):
    """[(opening number, A's seat, names by seat)] for ``games`` games (rounded up to
    a whole number of rounds): each opening ``players`` times, A in each seat
    once, B in the others (A may be B: a level against itself shows what the
    seats are worth)."""
    tasks = []
    for opening_number in range((games + players - 1) // players):
        for seat in range(players):
            names = [b] * players
            names[seat] = a
            tasks.append((opening_number, seat, names))
    return tasks


def play_bases(task):
    """One game, played until it ends or the tested bot (at ``seat``) is out, its
    result decided: (the opening's record, names by seat, seat, seed, time
    limits?) -> (the tested bot's outcome, "won", "lost" or "draw", why,
    thinking seconds and turns by seat, record)."""
    record, names, seat, seed, time_limits = task
    rng = random.Random(seed)
    game = Game.from_record(record)
    players = bases_players(time_limits)
    side = game.players[seat]
    thinking = [0.0] * len(names)
    turns = [0] * len(names)
    while game.result is None and side in game.inside:
        mover = game.players.index(game.turn)
        start = time.process_time()
        chosen = players[names[mover]](game, rng)
        thinking[mover] += time.process_time() - start
        turns[mover] += 1
        game.play_turn(chosen)
    if side not in game.inside:
        outcome, reason = "lost", "out " + dict(game.out)[side]
    else:
        outcome = "draw" if game.result == "draw" else "won" if game.result == side else "lost"
        reason = game.reason
    return outcome, reason, thinking, turns, game.record()


def run_bases(a, b, games, players=3, size=10, actions=3, seed=1, time_limits=True,
              processes=None, records=None, shape=None, phone=False):
    """Play the seatings; returns [(A's seat, A's outcome, why, record)] and
    {name: [thinking seconds, turns]}.  The games are slow: a line on stderr
    tells as each ends, and its record goes to the folder ``records`` if given."""
    chosen = boards(shape, size, size, actions=actions, game="bases", players=players)
    tasks = []
    for number, seat, names in seatings(a, b, games, players):
        record = bases_opening(chosen[number % len(chosen)], seed * 100003 + number)
        tasks.append((record, names, seat, seed * 7919 + len(tasks), time_limits and not phone))
    games_played = []
    think = {a: [0.0, 0], b: [0.0, 0]}
    outcomes = played(play_bases, tasks, processes, phone_setup("bases", phone))
    for task, (outcome, reason, thinking, turns, record) in zip(tasks, outcomes):
        names, seat = task[1], task[2]
        games_played.append((seat, outcome, reason, record))
        for other, name in enumerate(names):
            think[name][0] += thinking[other]
            think[name][1] += turns[other]
        if records:
            write_record(records, len(games_played) - 1, games_played[-1])
        sys.stderr.write("%d of %d games played\n" % (len(games_played), len(tasks)))
        sys.stderr.flush()
    return games_played, think


def played(play, tasks, processes=None, setup=None):
    """``play`` of each task, in order, as each game ends; on both cores
    unless ``processes`` says otherwise; ``setup()``, if given, first in
    each process that plays."""
    processes = processes or min(2, multiprocessing.cpu_count())
    if processes == 1:
        if setup:
            setup()
        for task in tasks:
            yield play(task)
        return
    with multiprocessing.Pool(processes, setup) as pool:
        for outcome in pool.imap(play, tasks, chunksize=1):
            yield outcome


def write_record(folder, number, game):
    """A game's record in ``folder``, named by its number, A's side and A's outcome
    (game-007-O-lost.txt), to look at the games A loses."""
    seat, outcome, reason, record = game
    os.makedirs(folder, exist_ok=True)
    name = "game-%03d-%s-%s.txt" % (number, Game.from_record(record).players[seat], outcome)
    with open(os.path.join(folder, name), "w") as out:
        out.write(record + "\n")


POINTS = {"won": 1.0, "draw": 0.5, "lost": 0.0}


def share_interval(points):
    """The mean of ``points`` (1, 0.5 or 0 per game, or True and False) and its 95%
    interval, within 0..1."""
    games = len(points)
    score = sum(points) / games
    margin = 1.96 * math.sqrt(sum((p - score) ** 2 for p in points) / games / games)
    return score, max(0.0, score - margin), min(1.0, score + margin)


def bases_main(a, b, games, players=3, size=10, actions=3, seed=1, time_limits=True,
               records=None, shape=None, phone=False):
    names = bases_players()
    for name in (a, b):
        if name not in names:
            print("unknown player %r; players: %s" % (name, ", ".join(names)))
            return 2
    start = time.perf_counter()
    played, think = run_bases(a, b, games, players, size, actions, seed, time_limits,
                              records=records, shape=shape, phone=phone)
    chosen = boards(shape, size, size, actions=actions, game="bases", players=players)
    sides = chosen[0].sides
    print("virus and bases: %s against %d x %s on %s, %d sub-moves, %d games "
          "(%d openings, %s in every seat), %s"
          % (a, players - 1, b, board_words(chosen), actions, len(played), len(played) // players, a,
             phone_words("bases", phone) if phone else
             "the page's time limits (processor time)" if time_limits else "no time limits"))
    rows = [("all", played)] + [(sides[seat], [game for game in played if game[0] == seat])
                                for seat in range(players)]
    for label, chosen in rows:
        outcomes = [outcome for seat, outcome, reason, record in chosen]
        wins = outcomes.count("won")
        draws = outcomes.count("draw")
        share, low, high = share_interval([outcome == "won" for outcome in outcomes])
        score = share_interval([POINTS[outcome] for outcome in outcomes])[0]
        print("%-4s %s wins %3d of %3d (%5.1f%%, 95%%: %.0f-%.0f%%), draws %3d; score %5.1f%%"
              % (label, a, wins, len(chosen), 100 * share, 100 * low, 100 * high, draws,
                 100 * score))
    print("(an even share would be %.0f%%)" % (100.0 / players))
    reasons = {}
    for seat, outcome, reason, record in played:
        key = "%s %s" % (outcome, reason)
        reasons[key] = reasons.get(key, 0) + 1
    print("how %s's games ended: %s" % (a, ", ".join("%s %d" % item for item in sorted(reasons.items()))))
    for name in (a, b) if a != b else (a,):
        total, turns = think[name]
        print("%s thinks %.1f ms per turn on average (%s, processor time)"
              % (name, 1000 * total / max(1, turns), platform.python_implementation()))
    print("%.0f s in all, load average %.1f" % (time.perf_counter() - start, os.getloadavg()[0]))
    return 0
