"""The project's own puzzles, found by search in the bots' games.

    python -m game.tools.build.puzzles [FILE]     (default assets/bundle/puzzles.json)

For each game, the easy bot plays itself on small boards after a few seeded
random sub-moves (so that no two games are alike);
the position at the start of the winner's last turn holds a win in one, the
one before it perhaps a win in two (game/bot/puzzles.py searches every turn).
A position becomes a puzzle when few turns solve it (``MOST_SOLUTIONS``) and,
for a win in two, no turn wins at once; each puzzle keeps how many solutions
the search found, so the page can say "one solution" or "several", and the
first of them ("solution", its first turn), a printed sheet's answer.  The same
seeds give the same file on every machine; nothing here is committed (it goes
with the page's Python archives, in the git-ignored assets/bundle/).
"""

import json
import os
import sys

from multiprocessing import Pool

from game import Game, Rules
from game.bot.systems import BOTS
from game.bot.puzzles import WIN_IN_ONE, WIN_IN_TWO, OutOfReach, Search, names
from game.bot.rng import Random
from game.tools.build import ROOT

FILE = os.path.join(ROOT, "assets", "bundle", "puzzles.json")
MOST_SOLUTIONS = 3
NODES = 60_000          # per question: a position the search cannot settle in this is left out
PER_TASK = 8            # puzzles of each task in each game
TRIES = 80              # games played at most per game
OPENING = 6             # random sub-moves that start each game
# the boards the games are played on (width, height, sub-moves per turn), unless
# a system's bot names its own (PUZZLE_BOARDS)
BOARDS = [(6, 6, 2), (7, 7, 3), (8, 8, 3)]


def played(bot, rules, seed):
    """A game the easy bot plays against itself after OPENING random sub-moves,
    with a copy at every turn's start."""
    rng = Random(seed)
    game = Game(rules)
    for number in range(OPENING):
        if game.result is None:
            moves = game.legal_moves()
            game.play(moves[rng.randrange(len(moves))])
    starts = []
    number = 0
    while game.result is None:
        if game.position.at_turn_start():
            starts.append(game.copy())
        game.play_turn(bot.choose_turn(game, "easy", seed=seed * 1009 + number))
        number += 1
    return game, starts


def solved(game, task):
    """The turns that solve ``task`` in ``game`` ([] none), None if out of the search's reach."""
    search = Search(NODES)
    position = game.position
    try:
        winning = search.winning_turns(position, task)
        if task == WIN_IN_TWO and winning and search.winning_turns(position, WIN_IN_ONE):
            return []     # a win in one is no puzzle for two
    except OutOfReach:
        return None
    return [names(position, bits) for bits in winning]


def puzzles_of(name, per_task=PER_TASK):
    bot = BOTS[name]
    boards = getattr(bot, "PUZZLE_BOARDS", BOARDS)
    found = {WIN_IN_ONE: [], WIN_IN_TWO: []}
    seen = set()
    for seed in range(TRIES):
        if all(len(entries) >= per_task for entries in found.values()):
            break
        width, height, actions = boards[seed % len(boards)]
        game, starts = played(bot, Rules(width, height, actions, game=name), seed)
        winners = [start for start in starts if start.turn == game.result]
        for task, back in ((WIN_IN_ONE, 1), (WIN_IN_TWO, 2)):
            if len(winners) < back or len(found[task]) >= per_task:
                continue
            position = winners[-back]
            if position.record() in seen:
                continue
            seen.add(position.record())
            winning = solved(position, task)
            if winning and len(winning) <= MOST_SOLUTIONS:   # the first a printed sheet's answer
                found[task].append({"game": name, "task": task, "side": position.turn, "solutions": len(winning),
                                    "solution": "-".join(winning[0]) or "pass", "record": position.record()})
    return found[WIN_IN_ONE] + found[WIN_IN_TWO]


def main(path=FILE):
    # each game's search on a core of its own: the set is made on every fresh clone
    with Pool(min(len(BOTS), os.cpu_count() or 1)) as pool:
        puzzles = [puzzle for found in pool.map(puzzles_of, list(BOTS)) for puzzle in found]
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as out:
        json.dump({"version": 1, "puzzles": puzzles}, out, ensure_ascii=False, indent=1)
    counts = {}
    for puzzle in puzzles:
        key = "%s, win in %d" % (puzzle["game"], puzzle["task"])
        counts[key] = counts.get(key, 0) + 1
    print("%d puzzles in %s: %s" % (len(puzzles), os.path.relpath(path, ROOT),
                                    ", ".join("%s %d" % item for item in counts.items())))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else FILE)
