"""What the page's quick stage thinks in its time on a phone: its work per turn.

    .venv/bin/python -m game.tools.benches.phone_bot [GAMES] [REPEATS]

Chromium slows only a page's own thread, not its workers (asked to slow a
worker, it answers "Operation is only supported for pages, not workers"), so
the page benches cannot show what the bot does on a phone.  This bench counts
it instead: for each game on the page's default board (classic 10x10,
virus and bases 10x10 for two, the capture game 10x10, three sub-moves) and
each level, the quick stage (MicroPython in Node, each turn called from
JavaScript as the page's bot worker calls it, game/bot/worker.py choose's
steps) answers an opening, a middle and a late position of GAMES games
(default 4) that medium plays against itself from the arena's random
openings, REPEATS times each (default 2), under the page's time limit
(game/bot/levels.py TIME_LIMITS) and under a quarter of the time it leaves
the search (a phone's processor, as Lighthouse's mobile profile has it, is
four times slower: PHONE_SLOWDOWN).  The limits count the Node thread's
processor time, not the wall clock (PhoneClock): on a machine busy with
other work the count would otherwise fall with the load of the moment.

Prints per game and level the search's work in the time limit (the unit of
each bot's SEARCH budget: evaluations for the classic and capture bots, work
for the bases bot; for easy, which has no budget, its evaluations), median
and range over positions and repeats; the phone's quarter of the median; the
same work measured at a quarter of the time (what the phone's fixed costs,
the win search and the beam, leave of it); and the level's own budget
(easy: the turns it judges).  It ends with PHONE_BUDGETS, the quarters, as
game/tools/arena/phone.py keeps them for `python -m game arena ... --phone`.
Figures, not a test.
"""

import json

from game import Game, Rules
from game.bot import search
from game.bot import worker as bot_worker
from game.tools.arena.phone import PHONE_STEPS
from game.bot.levels import QUICK_LEVELS, TIME_LIMITS
from game.bot.systems import BOTS

PHONE_SLOWDOWN = 4
# The page's default board for each game.
BOARDS = {"classic": {}, "bases": {"game": "bases", "players": 2}, "capture": {"game": "capture"}}
PHASES = ((0.1, "opening"), (0.45, "middle"), (0.8, "late"))
class PhoneClock(search.Clock):
    """The bot's clock (search.Clock) on processor time, ``cpu_ms()``; the wall
    clock is read first, as the bot's own clock does, since processor time
    can never run ahead of it, so the slower reading is rare."""

    def __init__(self, time_limit, cpu_ms):
        search.Clock.__init__(self, time_limit)
        self.cpu_ms = cpu_ms
        self.cpu_start = cpu_ms()
        self.wall_start = search.milliseconds()
        self.not_before = {}   # share -> wall ms before which it cannot have expired

    def used_ms(self):
        return self.cpu_ms() - self.cpu_start

    def expired(self, share=1):
        wall = search.elapsed_ms(self.wall_start)
        limit = self.limit_ms * share
        if wall <= self.not_before.get(share, limit):
            return False
        used = self.cpu_ms() - self.cpu_start
        if used > limit:
            return True
        self.not_before[share] = wall + limit - used
        return False


# --- in the interpreter: one turn counted -----------------------------------------------------


_counts = {"evaluations": 0, "spent": 0, "searches": 0, "win_ms": 0, "cut": 0}
_COUNTS = ("evaluations", "spent", "searches", "win_ms", "cut")


def _counting(cpu_ms):
    """Count every evaluation and each search's work (once per interpreter); time the
    root's win search by ``cpu_ms()``."""
    if _counts.get("installed"):
        return
    _counts["installed"] = True
    for module in BOTS.values():
        def counted(position, side, *weights, evaluate=module.evaluate, **options):
            _counts["evaluations"] += 1   # the weights as the bot gives them (the bases bot: by position)
            return evaluate(position, side, *weights, **options)
        module.evaluate = counted
    best_turn = search.TurnSearch.best_turn

    def counted_search(self, position):
        try:
            return best_turn(self, position)
        finally:
            _counts["spent"] += self.spent
            _counts["searches"] += 1
    search.TurnSearch.best_turn = counted_search
    winning_turn = search.winning_turn
    out_of_time = search._out_of_time

    def timed_win(*args):
        start = cpu_ms()
        try:
            return winning_turn(*args)
        finally:
            if not _counts["win_ms"]:       # the root's: the first of the turn
                _counts["win_ms"] = cpu_ms() - start

    def counted_cut(*args):
        _counts["cut"] += 1
        return out_of_time(*args)
    search.winning_turn = timed_win
    search._out_of_time = counted_cut


def count(job):
    """One turn as the worker makes it (game/bot/worker.py choose), under a
    processor-time limit: the JSON of the job with what the bot did."""
    import js
    job = json.loads(job)
    cpu_ms = js.threadCpuMs
    _counting(cpu_ms)
    for key in _COUNTS:
        _counts[key] = 0
    start = cpu_ms()
    game = Game.from_record(job["record"])
    # a phone's quick stage thinks ``slowdown`` times slower in the time left
    time_left = max(0.0, job["limit"] - bot_worker.AFTER_ANSWER
                    - job["slowdown"] * (cpu_ms() - start) / 1000) / job["slowdown"]
    BOTS[job["game"]].choose_turn(game, job["level"], seed=job["seed"],
                                  clock=PhoneClock(time_left, cpu_ms))
    job.update(cpu_ms=cpu_ms() - start, evaluations=_counts["evaluations"],
               win_ms=_counts["win_ms"], cut=_counts["cut"],
               spent=_counts["spent"] if _counts["searches"] else _counts["evaluations"])
    del job["record"]
    return json.dumps(job)


def costs(job):
    """What each step the phone model counts (PHONE_STEPS) costs the
    quick stage, in the Node thread's processor ms: the JSON of
    {"parse": ms per cell of the record, step: ms per call}, measured on the
    position of ``job``'s record and the two partial turns after its first
    sub-moves (a sub-move ending a turn costs more than one inside it)."""
    import js
    job = json.loads(job)
    cpu_ms = js.threadCpuMs
    start = cpu_ms()
    game = Game.from_record(job["record"])
    found = {"parse": (cpu_ms() - start) / max(1, len(game.history()))}
    position = game.position
    side = position.side
    bases = [position]
    while len(bases) < position.rules.actions and bases[-1].side == side \
            and bases[-1].result is None:
        after = bases[-1].copy()
        after.play(after.legal & -after.legal)
        bases.append(after)
    bases = [base for base in bases if base.side == side and base.result is None]
    moves = [(base, bit) for base in bases for bit in base.geo.bits(base.legal)[:job["cells"]]]
    copies = [base.copy() for base, bit in moves]
    start = cpu_ms()
    for copy, (base, bit) in zip(copies, moves):
        copy.play(bit)
    found["play"] = (cpu_ms() - start) / len(moves)
    start = cpu_ms()
    for base, bit in moves:
        base.copy()
    found["copy"] = (cpu_ms() - start) / len(moves)
    for step, (owner, name) in PHONE_STEPS[job["game"]].items():
        if step in found:
            continue
        call = getattr(owner, name)
        on = bases if step == "ground" else copies     # ground_values: once per beam
        start = cpu_ms()
        for after in on:
            call(after) if step == "view" else call(after, side)
        found[step] = (cpu_ms() - start) / len(on)
    return json.dumps(found)


# --- on CPython: the positions, the runs, the table -------------------------------------------


def modelled_count(job):
    """count()'s figures for ``job`` under the arena's phone model (game/tools/arena/phone.py
    PhoneClock) instead of the quick stage's own clock: what the model says
    the same turn does, to set beside what it does."""
    from game.tools.arena import phone
    _counting(lambda: phone._work[0])
    for key in _COUNTS:
        _counts[key] = 0
    phone._phone["slowdown"] = job["slowdown"]
    game = Game.from_record(job["record"])
    BOTS[job["game"]].choose_turn(game, job["level"], seed=job["seed"],
                                  clock=phone.phone_clock(game, job["level"]))
    job = dict(job, evaluations=_counts["evaluations"], win_ms=_counts["win_ms"], cut=_counts["cut"],
               spent=_counts["spent"] if _counts["searches"] else _counts["evaluations"])
    del job["record"]
    return job


def modelled(listed):
    """modelled_count of each job, the model installed for each game in a process of its own."""
    from game.tools.arena import pairing, phone
    found = {}
    for game_name in phone.PHONE_COSTS:
        mine = [job for job in listed if job["game"] == game_name]
        found.update(zip([id(job) for job in mine],
                         pairing.played(modelled_count, mine, None,
                                      phone.phone_setup(game_name, PHONE_SLOWDOWN))))
    return [found.get(id(job)) for job in listed]


def positions(game_name, games):
    """[(phase, record)]: an opening, a middle and a late position of each of ``games``
    games medium plays against itself (no time limit: the same games anywhere)
    from a random first round (the arena's openings)."""
    from game.tools.arena.seats import bases_opening
    bot = BOTS[game_name]
    rules = Rules(10, 10, 3, **BOARDS[game_name])
    found = []
    for number in range(games):
        game = Game.from_record(bases_opening(rules, 7 * number + 1))
        records = [game.record()]
        turn = 0
        while game.result is None:
            game.play_turn(bot.choose_turn(game, "medium", seed=number * 1000 + turn))
            turn += 1
            if game.result is None:
                records.append(game.record())
        for share, phase in PHASES:
            found.append((phase, records[int(share * (len(records) - 1))]))
    return found


def jobs(games, repeats):
    listed = []
    for game_name in BOARDS:
        for number, (phase, record) in enumerate(positions(game_name, games)):
            for level in QUICK_LEVELS:
                for slowdown in (1, PHONE_SLOWDOWN):
                    for repeat in range(repeats):
                        listed.append({"game": game_name, "phase": phase, "record": record,
                                       "level": level, "seed": number, "limit": TIME_LIMITS[level],
                                       "slowdown": slowdown})
    return listed


def measured(listed, function="count"):
    import os
    import subprocess
    from game.tools.build.serve import ROOT
    runner = os.path.join(ROOT, "game", "tools", "node", "call_turns.mjs")
    done = subprocess.run(["node", runner, "micropython", "game.tools.benches.phone_bot", function],
                          input=json.dumps(listed), capture_output=True, text=True, check=True)
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()]


def budget(game_name, level):
    """The level's own budget: SEARCH's for medium and hard, easy's judged turns."""
    bot = BOTS[game_name]
    return bot.SEARCH[level][0] if level in bot.SEARCH else bot.EASY_CHOICES


def main(games=4, repeats=2):
    listed = jobs(games, repeats)
    table(measured(listed), games, repeats, modelled(listed))


def table(results, games, repeats, models):
    import os
    import statistics
    print("The quick stage (MicroPython in Node) in the page's time limits, counted in processor "
          "time;\n%d positions per game (%d games x opening, middle, late), %d repeats each; "
          "load average %.1f" % (games * len(PHASES), games, repeats, os.getloadavg()[0]))
    print("work: evaluations (bases medium and hard: the work its budget counts); "
          "phone: a quarter of the median;\nat 1/%d time: measured with a %d times shorter limit"
          % (PHONE_SLOWDOWN, PHONE_SLOWDOWN))
    print("model: the arena's phone model (game/tools/arena/phone.py PHONE_COSTS) at 1 and 1/%d time"
          % PHONE_SLOWDOWN)
    print("%-8s %-7s %5s %7s %13s %7s %8s %13s %7s %7s %8s" % (
        "game", "level", "limit", "median", "range", "phone", "at 1/%d" % PHONE_SLOWDOWN, "range",
        "budget", "model", "model/%d" % PHONE_SLOWDOWN))
    budgets = {}
    for game_name in BOARDS:
        budgets[game_name] = {}
        for level in QUICK_LEVELS:
            figures = []
            for slowdown in (1, PHONE_SLOWDOWN):
                figures.append([row["spent"] for row in results if row["game"] == game_name
                                and row["level"] == level and row["slowdown"] == slowdown])
            desktop, phone = figures
            quarter = statistics.median(desktop) / PHONE_SLOWDOWN
            budgets[game_name][level] = int(quarter)
            model = ["%8.0f" % statistics.median(found) if found else "%8s" % "-" for found in (
                [row["spent"] for row in models if row and row["game"] == game_name
                 and row["level"] == level and row["slowdown"] == slowdown]
                for slowdown in (1, PHONE_SLOWDOWN))]
            print("%-8s %-7s %5.2f %7.0f %6d-%-6d %7.0f %8.0f %6d-%-6d %7d %s %s" % (
                game_name, level, TIME_LIMITS[level], statistics.median(desktop), min(desktop),
                max(desktop), quarter, statistics.median(phone), min(phone), max(phone),
                budget(game_name, level), model[0], model[1]))
    print("PHONE_BUDGETS = %s" % json.dumps({"bases": budgets["bases"]}))


def step_costs(games=4, cells=12):
    """{game: {step: ms}}: the mean of what each step cost the quick stage on the
    positions of ``games`` games per game (at most ``cells`` sub-moves tried from each)."""
    listed = [{"game": game_name, "record": record, "cells": cells}
              for game_name in PHONE_STEPS for phase, record in positions(game_name, games)]
    results = measured(listed, "costs")
    found = {}
    for game_name in PHONE_STEPS:
        rows = [row for job, row in zip(listed, results) if job["game"] == game_name]
        found[game_name] = dict((step, round(sum(row[step] for row in rows) / len(rows), 4))
                                for step in rows[0])
    return found


if __name__ == "__main__":
    import sys
    if sys.argv[1:2] == ["costs"]:
        print("PHONE_COSTS = %s" % json.dumps(step_costs(*(int(arg) for arg in sys.argv[2:4]))))
    else:
        main(*(int(arg) for arg in sys.argv[1:3]))
