"""Does the virus-and-bases bot keep the page's time limits?  Seconds per turn.

    .venv/bin/python -m game.tools.benches.bases_bot [POSITIONS] [--many] [--cpu]
        [--in micropython|pyodide]
    .venv/bin/python -m game.tools.benches.bases_bot --whole PLAYERS [--turns N] [--cpu]
        [--in ...]

For each level and board shape (width x height x players x sub-moves) the bot
(game/systems/bases/bot.py) answers POSITIONS positions (default 4) with the level's time
limit (game/bot/levels.py TIME_LIMITS): the first turn, then mid-games the easy bot
played for every side without a time limit.  Each turn is asked as the page's
bot worker asks it (game/bot/worker.py choose: the record read, the quick
stage's settings on MicroPython, the time it keeps for after the answer);
``--in``: in that interpreter in Node, one call from JavaScript a turn, as
the page's worker makes them (game/tools/node/call_turns.mjs), else here.
Prints per level and shape the median and the worst seconds, the worst
processor seconds, worst / limit (the goal: at most 1.2 x the limit), in
Node the most processor time between a turn's call and the next (the
interpreter's work after a call, MicroPython's garbage collection: the page's
worker waits for it too) and the worst turn with it / limit, and on
MicroPython the most memory a turn took.  Timings, not a test: on a busy
machine a process waits for a core now and then (compare the load).
``--many``: games of 5, 8, 16 and 30 players on 25x25 instead (the
goal there is 1.05).  ``--cpu``: the bots keep the limit in processor time, as
on a quiet machine (CPython's process_time; in Node the thread's, threadCpuMs
of game/tools/node/load_python.mjs), and worst / limit is in processor time.

``--whole PLAYERS``: one game of PLAYERS on 25x25 played to its end instead,
the seats' levels easy, medium, hard round the table, each turn one call
(each turn's figures on stderr as it comes): does the page's worker keep the
limits and its memory through a whole game of 30?  In Node each level is
told what the collection after its last answer took, as assets/bot-worker.js
tells it (game/bot/worker.py choose's ``after_answer``).  ``--turns N``: the
first N turns only (a game of 30 on MicroPython takes an hour on a busy machine).

Why one call a turn: MicroPython's WebAssembly port collects its garbage only
between calls from JavaScript, so a whole bench in one call grows the heap by
all that every turn allocated, past 2 GB ("Cannot enlarge
memory"); the page's worker frees it after every turn.
"""

import gc
import json
import sys
import time

from game import Game, Rules
from game.systems.bases import bot as bases_bot
from game.bot import worker as bot_worker
from game.bot.search import elapsed_ms, milliseconds
from game.bot.levels import QUICK_LEVELS, TIME_LIMITS
from game.tools.benches.phone_bot import PhoneClock
from game.tools.benches.shapes import ProcessClock

try:
    import js      # in Node (game/tools/node/load_python.mjs): the thread's processor time
    cpu_ms = js.threadCpuMs
except ImportError:
    js = None

    def cpu_ms():
        return time.process_time() * 1000

SHAPES = [(10, 10, 3, 3), (10, 10, 2, 3), (15, 15, 4, 5), (25, 25, 4, 9), (25, 25, 2, 9)]
MANY = [(25, 25, 5, 3), (25, 25, 8, 3), (25, 25, 16, 3), (25, 25, 30, 3)]
GOAL = 1.2
MANY_GOAL = 1.05


def positions(width, height, players, actions, count):
    """``count`` games not over: the first turn, then the easy bot's mid-games."""
    games = []
    number = 0
    while len(games) < count:
        game = Game(Rules(width, height, actions, game="bases", players=players))
        turns = number * (width * height // (3 * actions * players) + 1)
        for turn in range(turns):
            if game.result is not None:
                break
            game.play_turn(bases_bot.choose_turn(game, "easy", seed=number * 13 + turn))
        if game.result is None:
            games.append(game)
        number += 1
    return games


def median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def cpu_clock(seconds):
    """The bot's clock on processor time (see --cpu): Pyodide's process_time is not."""
    return ProcessClock(seconds) if js is None else PhoneClock(seconds, cpu_ms)


def _allocated():
    """Bytes on MicroPython's heap (None elsewhere): nothing is freed within a call."""
    return gc.mem_alloc() if hasattr(gc, "mem_alloc") else None


_ended = [None, None]   # processor ms at the end of the last turn, and its level
_afters = {}            # level -> seconds after its last answer (see assets/bot-worker.js)


def turn(job):
    """One turn as the worker answers it: the JSON of {"wall", "cpu"} seconds,
    "heap", the bytes it allocated (MicroPython), and "between", the processor
    seconds since the last turn ended (in Node: the garbage collected after
    the last call, what the page's worker waits for too)."""
    called = cpu_ms()
    job = json.loads(job)
    return json.dumps(_timed(job["record"], job["level"], job["seed"], job["limit"], job["cpu"],
                             called))


def _timed(record, level, seed, limit, cpu, called=None):
    """{"answer", "wall", "cpu", "heap", "between"} of one turn (see turn);
    ``called``: processor ms when the call came, if the bench did work of its
    own since (the page's worker is sent the record)."""
    # before the turn's processor time: on MicroPython, reading the heap scans all of
    # it (some 30 ms of 64 MB), which is the bench's time, not the bot's
    heap = _allocated()
    start_cpu = cpu_ms()
    between = None if _ended[0] is None else ((called or start_cpu) - _ended[0]) / 1000
    if between is not None:
        _afters[_ended[1]] = between
    start = milliseconds()
    # in Node, the collection after the last call, as the page's worker tells it
    answer = bot_worker.choose(record, level, seed, limit, js and _afters.get(level),
                               clock=cpu_clock if cpu else None)
    wall, cpu = elapsed_ms(start) / 1000, (cpu_ms() - start_cpu) / 1000
    heap = heap and _allocated() - heap
    _ended[:] = cpu_ms(), level
    return {"answer": answer, "wall": wall, "cpu": cpu, "heap": heap, "between": between}


_whole = []   # the game --whole plays, kept between calls, then the level of each turn


def whole_turn(job):
    """The next turn of one whole game of job["players"] on 25x25 (--whole), each
    seat's level in LEVELS' order round the table, as turn() times it, with
    "level", "players" still in and "size", the heap's bytes (MicroPython:
    what its collection after the call sweeps); "" once the game is over or
    job["turns"] (if given) have been played."""
    called = cpu_ms()
    job = json.loads(job)
    if not _whole:
        _whole.append(Game(Rules(25, 25, 3, game="bases", players=job["players"])))
    game = _whole[0]
    if game.result is not None or len(_whole) > (job.get("turns") or float("inf")):
        return ""
    level = QUICK_LEVELS[game.position.side % len(QUICK_LEVELS)]
    timed = _timed(game.record(), level, len(game.history()), TIME_LIMITS[level], job["cpu"],
                   called)
    game.play_turn([] if timed["answer"] == "pass" else timed["answer"].split("-"))
    _whole.append(level)     # one more turn played
    # MicroPython counts as free the most its WebAssembly port may add to the heap
    # at once (gc_get_max_new_split in its ports/webassembly/main.c, 128 MiB)
    size = gc.mem_alloc() + gc.mem_free() - (128 << 20) if hasattr(gc, "mem_alloc") else None
    _ended[0] = cpu_ms()     # the heap's size is the bench's, not the turn's
    timed.update(level=level, players=len(game.position.players_in()), size=size)
    return json.dumps(timed)


def answered(jobs, runtime=None, name="turn"):
    """The decoded answers of ``name`` (turn or whole_turn) to each of ``jobs``, here
    or in ``runtime`` in Node, one call from JavaScript each; ``jobs`` a dict:
    that job again until the answer is ""."""
    if runtime is None:
        call = globals()[name]
        if isinstance(jobs, dict):
            return [json.loads(line) for line in iter(lambda: call(json.dumps(jobs)), "")]
        return [json.loads(call(json.dumps(job))) for job in jobs]
    import os
    import subprocess
    from game.tools.build.serve import ROOT
    runner = os.path.join(ROOT, "game", "tools", "node", "call_turns.mjs")
    node = subprocess.Popen(["node", runner, runtime, "game.tools.benches.bases_bot", name],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    node.stdin.write(json.dumps(jobs))
    node.stdin.close()
    lines = []
    for line in node.stdout:     # a whole game takes long: each turn on stderr as it comes
        lines.append(json.loads(line))
        sys.stderr.write(line)
    if node.wait():
        sys.exit("%s in Node failed after %d turns: %s" % (runtime, len(lines),
                                                           node.stderr.read().strip()[-2000:]))
    return lines


def whole(players, cpu=False, runtime=None, turns=None):
    """--whole: one game of ``players`` on 25x25 played to its end (or its first
    ``turns``), as the page's worker plays a game of bots (see whole_turn);
    prints per level the worst turn with the collection after it, and the heap."""
    import os
    load = os.getloadavg()[0]
    start = milliseconds()
    rows = answered({"players": players, "cpu": cpu, "turns": turns}, runtime, "whole_turn")
    for row, after in zip(rows, rows[1:] + [{}]):
        row["after"] = (after.get("between") or 0) if runtime else 0
    print("%s, one game of %d on 25x25 to its end or --turns (%d turns, %d players left), the bots' "
          "clock: %s, %.0f s, load average %.1f-%.1f" % (
              runtime or sys.implementation.name, players, len(rows), rows[-1]["players"],
              "processor time" if cpu else "wall clock", elapsed_ms(start) / 1000, load,
              os.getloadavg()[0]))
    print("%-7s %6s %6s %8s %9s %11s %9s %9s %8s" % (
        "level", "turns", "limit", "median", "worst CPU", "worst/limit", "after ms", "with it",
        "heap MB"))
    for level in QUICK_LEVELS:
        mine = [row for row in rows if row["level"] == level]
        if not mine:
            continue
        limit = TIME_LIMITS[level]
        heap = [row["heap"] for row in mine if row["heap"] is not None]
        print("%-7s %6d %6.2f %8.3f %9.3f %11.2f %9.1f %9.2f %8s" % (
            level, len(mine), limit, median([row["cpu" if cpu else "wall"] for row in mine]),
            max(row["cpu"] for row in mine),
            max(row["cpu" if cpu else "wall"] for row in mine) / limit,
            1000 * max(row["after"] for row in mine),
            max(row["cpu"] + row["after"] for row in mine) / limit,
            "%.1f" % (max(heap) / 1e6) if heap else "-"))
    sizes = [row["size"] for row in rows if row["size"] is not None]
    if sizes:
        print("MicroPython's heap: %.0f MB at the end, at most %.0f MB allocated in one turn"
              % (sizes[-1] / 1e6, max(row["heap"] for row in rows) / 1e6))


def main(count, shapes=SHAPES, cpu=False, runtime=None):
    import os
    jobs = []
    for shape in shapes:
        for number, game in enumerate(positions(*shape, count)):
            for level in QUICK_LEVELS:
                jobs.append({"shape": "%dx%dx%dx%d" % shape, "level": level, "seed": number,
                             "record": game.record(), "limit": TIME_LIMITS[level], "cpu": cpu})
    load = os.getloadavg()[0]
    results = answered(jobs, runtime)
    for result, after in zip(results, results[1:] + [{}]):
        # in Node the collection after a call is the turn's too (the last one's is not known)
        result["after"] = (after.get("between") or 0) if runtime else 0
    print("%s, %d positions per shape, the bots' clock: %s, load average %.1f-%.1f" % (
        runtime or sys.implementation.name, count, "processor time" if cpu else "wall clock",
        load, os.getloadavg()[0]))
    print("%-7s %-10s %6s %8s %8s %9s %11s %9s %9s %8s" % (
        "level", "shape", "limit", "median", "worst", "worst CPU", "worst/limit", "after ms",
        "with it", "heap MB"))
    goal = MANY_GOAL if shapes is MANY else GOAL
    worst_ratio = 0
    for shape in shapes:
        name = "%dx%dx%dx%d" % shape
        for level in QUICK_LEVELS:
            rows = [result for job, result in zip(jobs, results)
                    if job["shape"] == name and job["level"] == level]
            wall = [row["wall"] for row in rows]
            worst_cpu = max(row["cpu"] for row in rows)
            ratio = (worst_cpu if cpu else max(wall)) / TIME_LIMITS[level]
            worst_ratio = max(worst_ratio, ratio)
            with_after = max(row["cpu"] + row["after"] for row in rows) / TIME_LIMITS[level]
            heap = [row["heap"] for row in rows if row["heap"] is not None]
            print("%-7s %-10s %6.2f %8.3f %8.3f %9.3f %11.2f %9.1f %9.2f %8s%s" % (
                level, name, TIME_LIMITS[level], median(wall), max(wall), worst_cpu, ratio,
                1000 * max(row["after"] for row in rows), with_after,
                "%.1f" % (max(heap) / 1e6) if heap else "-",
                "  over %.2fx" % goal if ratio > goal else ""))
    print("worst / limit: %.2f (goal: at most %.2f)" % (worst_ratio, goal))


if __name__ == "__main__":
    arguments = sys.argv[1:]
    runtime = arguments[arguments.index("--in") + 1] if "--in" in arguments else None
    numbers = [int(arg) for arg in arguments if arg.isdigit()]
    if "--whole" in arguments:
        whole(int(arguments[arguments.index("--whole") + 1]), "--cpu" in arguments, runtime,
              int(arguments[arguments.index("--turns") + 1]) if "--turns" in arguments else None)
        sys.exit()
    main(numbers[0] if numbers else 4, MANY if "--many" in arguments else SHAPES,
         "--cpu" in arguments, runtime)

