"""What the page's quick stage thinks in its time on a phone: evaluations per turn.

    .venv/bin/python -m game.tools.benches.phone_bot [POSITIONS] [REPEATS]

Chromium slows only a page's own thread, not its workers (asked to slow a
worker, it answers "Operation is only supported for pages, not workers"), so
the page benches cannot show what the bot does on a phone.  This bench counts
it instead: for each game on the page's default board (classic 10x10,
virus and bases 10x10 for two, the capture game 10x10, three sub-moves) and
each level, the quick stage (MicroPython, in Node, each turn called from
JavaScript as the page's bot worker calls it) answers POSITIONS positions
from real games (default 4 games each: an opening, a middle and a late
position of each, played by medium against itself), REPEATS times each
(default 3), under the page's time limit (game/bot/levels.py TIME_LIMITS).
The limit is counted in the Node thread's processor time, not the wall
clock (PhoneClock): on a machine busy with other work the count would
otherwise fall with the load of the moment.

Prints per game and level the search's work done in the time limit (the unit
each bot's SEARCH budget counts: evaluations for the classic and capture
bots, work for the bases bot; easy has no budget and the figure is its
evaluations), as the median and range over positions and repeats; the
phone's quarter of the median (a phone's CPU, as Lighthouse's mobile profile
has it, is four times slower: PHONE_SLOWDOWN); and the level's full budget.
`python -m game arena ... --phone` plays with those quarters as the budgets
(PHONE_BUDGETS, which this bench prints ready to paste).  Figures, not a test.
"""

import json

from game import Game, Rules
from game.bot import bases as bases_bot
from game.bot import classic as classic_bot
from game.bot import capture as capture_bot
from game.bot import search
from game.bot import worker as bot_worker
from game.bot.levels import LEVELS, TIME_LIMITS

PHONE_SLOWDOWN = 4
# The page's default board for each game.
BOARDS = {"classic": {}, "bases": {"game": "bases", "players": 2}, "capture": {"game": "capture"}}
BOTS = {"classic": classic_bot, "bases": bases_bot, "capture": capture_bot}
PHASES = ((0.1, "opening"), (0.45, "middle"), (0.8, "late"))


class PhoneClock:
    """The bot's clock (search.Clock) on processor time, ``cpu_ms()``; the wall
    clock is read first, as the bot's own clock does, since processor time
    can never run ahead of it, so the slower reading is rare."""

    def __init__(self, time_limit, cpu_ms):
        self.limit_ms = time_limit * 1000
        self.cpu_ms = cpu_ms
        self.cpu_start = cpu_ms()
        self.wall_start = search.milliseconds()
        self.not_before = {}   # share -> wall ms before which it cannot have expired

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


def _counting():
    """Count every evaluation and each search's work (once per interpreter)."""
    if _counts.get("installed"):
        return
    _counts["installed"] = True
    for module in BOTS.values():
        def counted(position, side, evaluate=module.evaluate, **options):
            _counts["evaluations"] += 1
            return evaluate(position, side, **options)
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
        import js
        start = js.threadCpuMs()
        try:
            return winning_turn(*args)
        finally:
            if not _counts["win_ms"]:       # the root's: the first of the turn
                _counts["win_ms"] = js.threadCpuMs() - start

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
    _counting()
    for key in _COUNTS:
        _counts[key] = 0
    cpu_ms = js.threadCpuMs
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


# --- on CPython: the positions, the runs, the table -------------------------------------------


def positions(game_name, games):
    """[(phase, record)]: an opening, a middle and a late position of each of ``games``
    games medium plays against itself (no time limit: the same games anywhere)
    from a random first round (the arena's openings)."""
    from game.bot import arena
    bot = BOTS[game_name]
    rules = Rules(10, 10, 3, **BOARDS[game_name])
    found = []
    for number in range(games):
        game = Game.from_record(arena.bases_opening(rules, 7 * number + 1))
        records = [game.record()]
        turn = 0
        while game.result is None:
            cells = bot.choose_turn(game, "medium", seed=number * 1000 + turn)
            turn += 1
            if not cells:
                game.pass_turn()
            for cell in cells:
                game.play(cell)
            if game.result is None:
                records.append(game.record())
        for share, phase in PHASES:
            found.append((phase, records[int(share * (len(records) - 1))]))
    return found


def jobs(games, repeats):
    listed = []
    for game_name in BOARDS:
        for number, (phase, record) in enumerate(positions(game_name, games)):
            for level in LEVELS:
                for slowdown in (1, PHONE_SLOWDOWN):
                    for repeat in range(repeats):
                        listed.append({"game": game_name, "phase": phase, "record": record,
                                       "level": level, "seed": number, "limit": TIME_LIMITS[level],
                                       "slowdown": slowdown})
    return listed


def measured(listed):
    import os
    import subprocess
    from game.tools.serve import ROOT
    runner = os.path.join(ROOT, "tests", "interpreters", "node", "call_turns.mjs")
    done = subprocess.run(["node", runner, "micropython", "game.tools.benches.phone_bot", "count"],
                          input=json.dumps(listed), capture_output=True, text=True, check=True)
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()]


def main(games=4, repeats=3):
    import os
    import statistics
    import sys
    results = measured(jobs(games, repeats))
    for line in results:
        sys.stderr.write(json.dumps(line) + "\n")
    print("MicroPython in Node, processor time; %d positions per game (%d games x opening, "
          "middle, late), %d repeats; load average %.1f"
          % (games * len(PHASES), games, repeats, os.getloadavg()[0]))
    print("%-8s %-7s %6s %8s %15s %8s %8s %8s" % ("game", "level", "limit", "median", "range",
                                                "phone", "budget", "ms/turn"))
    for game_name in BOARDS:
        for level in LEVELS:
            rows = [row for row in results if row["game"] == game_name and row["level"] == level]
            spent = [row["spent"] for row in rows]
            budget = BOTS[game_name].SEARCH[level][0] if level in BOTS[game_name].SEARCH else "-"
            print("%-8s %-7s %6.2f %8.0f %7d-%-7d %8.0f %8s %8.0f" % (
                game_name, level, TIME_LIMITS[level], statistics.median(spent), min(spent),
                max(spent), statistics.median(spent) / PHONE_SLOWDOWN, budget,
                statistics.median(row["cpu_ms"] for row in rows)))


if __name__ == "__main__":
    import sys
    main(*(int(arg) for arg in sys.argv[1:3]))
