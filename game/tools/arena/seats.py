"""Virus and bases (seed 004) in the arena, one tested bot against N-1 others:
``python -m game arena A B --game bases --players N``.

A plays one seat and B every other.  Each random opening (one random turn
per player) is played N times, A taking each seat once, so every seat is
A's equally often.  The bots think with the page's time limits per turn
(game/bot/levels.py), as the targets in game/bot/README.md are stated,
counted in processor time (ProcessClock).  A game is played until A has
won, drawn or gone out: once out, A has lost, whatever the others do after.
"""

import os
import platform
import random
import sys
import time

from game.systems.bases import bot as bases_bot
from game.engine.game import Game
from game.bot.levels import LEVELS, time_limit
from game.tools.arena.pairing import (POINTS, board_words, boards, greedy_turn,
                                      played, random_turn, share_interval)
from game.tools.arena import mcts
from game.tools.arena.timed import ProcessClock
from game.tools.arena.phone import phone_setup, phone_words



def other_viruses(position, side):
    """Every other player's viruses: what a bases sub-move turns into a base."""
    enemy = 0
    for player, viruses in enumerate(position.virus):
        if player != side:
            enemy |= viruses
    return enemy


def bases_greedy_turn(game, rng):
    return greedy_turn(game, rng, other_viruses)


def bases_level_player(level, time_limit):
    def play(game, rng):
        return bases_bot.choose_turn(game, level, seed=rng.randrange(2 ** 30),
                                     clock=ProcessClock(time_limit))
    return play


def bases_players(time_limits=True):
    players = {"random": random_turn, "greedy": bases_greedy_turn}
    for level in LEVELS:
        players[level] = bases_level_player(level, time_limit(level) if time_limits else None)
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
        chosen = mcts.find(names[mover], players, bases_bot)(game, rng)
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


def write_record(folder, number, game):
    """A game's record in ``folder``, named by its number, A's side and A's outcome
    (game-007-O-lost.txt), to look at the games A loses."""
    seat, outcome, reason, record = game
    os.makedirs(folder, exist_ok=True)
    name = "game-%03d-%s-%s.txt" % (number, Game.from_record(record).players[seat], outcome)
    with open(os.path.join(folder, name), "w") as out:
        out.write(record + "\n")

def bases_main(a, b, games, players=3, size=10, actions=3, seed=1, time_limits=True,
               records=None, shape=None, phone=False):
    why = mcts.unknown((a, b), bases_players(), bases_bot)
    if why:
        print(why)
        return 2
    mcts.announce((a, b))
    start = time.perf_counter()
    games_played, think = run_bases(a, b, games, players, size, actions, seed, time_limits,
                              records=records, shape=shape, phone=phone)
    chosen = boards(shape, size, size, actions=actions, game="bases", players=players)
    sides = chosen[0].sides
    print("virus and bases: %s against %d x %s on %s, %d sub-moves, %d games "
          "(%d openings, %s in every seat), %s"
          % (a, players - 1, b, board_words(chosen), actions, len(games_played), len(games_played) // players, a,
             phone_words("bases", phone) if phone else
             "the page's time limits (processor time)" if time_limits else "no time limits"))
    rows = [("all", games_played)] + [(sides[seat], [game for game in games_played if game[0] == seat])
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
    for seat, outcome, reason, record in games_played:
        key = "%s %s" % (outcome, reason)
        reasons[key] = reasons.get(key, 0) + 1
    print("how %s's games ended: %s" % (a, ", ".join("%s %d" % item for item in sorted(reasons.items()))))
    for name in (a, b) if a != b else (a,):
        total, turns = think[name]
        print("%s thinks %.1f ms per turn on average (%s, processor time)"
              % (name, 1000 * total / max(1, turns), platform.python_implementation()))
    print("%.0f s in all, load average %.1f" % (time.perf_counter() - start, os.getloadavg()[0]))
    return 0
