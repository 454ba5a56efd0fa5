"""How smooth the page stays in a game of 30 on 25×25, on the desktop.

    .venv/bin/python -m game.tools.benches.many_page [--sub-moves N] [--from-entry F]
        [--demo | --demo-entries E] [--actions A] [--players P] [--pixel-ratio D]
        [--base REV [--rounds R]]

First, people only (``mode=two``): N sub-moves (a seeded random legal one
each) are clicked on the board, and each click is timed twice: in the page,
the wall time from the pointerup to the end of its handler (the sub-move
played, said, saved, the board redrawn and the status, the table and the
move list written: the page does all of it before it returns); and the main
thread's processor time from the click to the next frame drawn (CDP
Performance metrics in thread ticks: style, layout and paint too), which a
busy machine does not inflate as it does the wall time.  Printed: the median,
the 95th percentile and the longest, in all and in each third of the game.
Goal: a median under 16 ms (one frame).  ``--from-entry F`` opens the page
on a game of F entries played at random (the same for every site) and times
the sub-moves from there: a game late, its record, move list and board full.
``--players 2`` times the usual game the same way, for a baseline on the
same machine.  ``--base REV`` serves
that commit too (a checkout, as make bench-page makes one) and times it and
this checkout in turn, the same sub-moves, ``--rounds`` times each: side by
side, so the machine's load weighs on both alike.

Then, with ``--demo``, a whole game of 30 easy bots in the demo (``mode=demo``,
its pace of a sub-move each 0.7 s) to its end, while a PerformanceObserver
watches the page's main thread for long tasks (Chromium's 'longtask', over
50 ms): printed, how many and the longest, with the game's length, and each one's
long animation frame (the scripts it ran, by who called them, and its drawing).  Goal: none.
``--demo-entries E`` plays the first E entries alone, of each site in turn
with ``--base`` (R rounds), so the two are timed side by side.

Desktop: Chromium at 1280×800, no slowing (``--pixel-ratio 2`` or 3: the
screen of a laptop or a phone, with as many more pixels to draw); the machine's load average is
printed, since other work on it slows every figure alike.  Figures only, no
assertions (the browser tests check behaviour).
"""

import argparse
import os
import shutil
import tempfile
import random
import statistics
import threading
import time
from urllib.parse import quote

from playwright.sync_api import sync_playwright

from game import Game, Rules
from game.tools.benches.page import checkout
from game.tools.benches.driver import BoardPage
from game.tools.build.browser import launch_args
from game.tools.build.serve import ROOT, make_server

FLAGS = ["--disable-background-networking", "--disable-component-update", "--no-first-run"]
GAME = "game=bases&players=30&size=25&lang=en&actions=%d"
# A click on a cell, timed in the page: pointerup's handlers run to their end before dispatchEvent returns.
# Then it waits for the next frame to be drawn, so the main thread's processor time
# taken meanwhile (CDP Performance metrics in thread ticks) counts its style, layout and paint too.
TIMED_CLICK = """async ([x, y]) => {
    const board = document.getElementById('board');
    const box = board.getBoundingClientRect();
    const at = {clientX: box.left + x, clientY: box.top + y, button: 0, pointerType: 'mouse',
                isPrimary: true, bubbles: true};
    const started = performance.now();
    board.dispatchEvent(new PointerEvent('pointerup', at));
    const handled = performance.now() - started;
    await new Promise(done => requestAnimationFrame(() => setTimeout(done, 0)));
    return handled;
}"""
LONG_TASKS = """
window.longTasks = [];
window.timedFrom = Infinity;
window.startTasks = [];   // the page's start's, apart: observers report late, so one may come after timedFrom is set
new PerformanceObserver(list => { for (const task of list.getEntries())
    (task.startTime >= window.timedFrom ? window.longTasks : window.startTasks).push(task.duration); })
    .observe({type: 'longtask', buffered: true});
window.longFrames = [];   // what each long task was: Chromium's long animation frames, their scripts named
new PerformanceObserver(list => { for (const frame of list.getEntries())
    if (frame.blockingDuration > 0 && frame.startTime >= window.timedFrom)   // the page's start is make bench-page's
        window.longFrames.push({at: frame.startTime, ms: frame.duration,
            render: frame.renderStart ? frame.startTime + frame.duration - frame.renderStart : 0,
            scripts: frame.scripts.map(script => [script.invoker, script.duration,
                                                  script.forcedStyleAndLayoutDuration])});
}).observe({type: 'long-animation-frame', buffered: true});
"""


def summary(times):
    ordered = sorted(times)
    return "median %.1f ms, 95th percentile %.1f ms, longest %.1f ms (%d)" % (
        statistics.median(ordered), ordered[int(0.95 * (len(ordered) - 1))], ordered[-1], len(ordered))


def task_ms(cdp):
    """The main thread's processor time in tasks so far, ms (Performance.enable in thread ticks)."""
    metrics = cdp.send("Performance.getMetrics")["metrics"]
    return 1000 * [metric["value"] for metric in metrics if metric["name"] == "TaskDuration"][0]


def opening(entries, actions, players, seed=1):
    """The record of a game of ``players`` on 25x25 played at random for ``entries`` entries."""
    chooser = random.Random(seed)
    game = Game(Rules(25, 25, actions, game="bases", players=players))
    while game.history_length() < entries and game.result is None:
        legal = game.legal_moves()
        if legal:
            game.play(chooser.choice(legal))
        else:
            game.pass_turn()
    return game.record()


def sub_moves(browser, url, count, actions, players, start=0, seed=1, ratio=1):
    """Each sub-move's handling in the page, ms, for ``count`` random legal
    sub-moves (after ``start`` entries played at random, the page opened on
    their record), on a screen of ``ratio`` device pixels a CSS pixel:
    [(wall ms of its handler, main-thread processor ms to the next frame)]."""
    page = browser.new_page(viewport={"width": 1280, "height": 800}, device_scale_factor=ratio)
    record = "#record=" + quote(opening(start, actions, players, seed)) if start else ""
    board = BoardPage(page, url, "?mode=two&" + (GAME % actions).replace("players=30", "players=%d" % players)
                      + record)
    cdp = page.context.new_cdp_session(page)
    cdp.send("Performance.enable", {"timeDomain": "threadTicks"})
    game = Game.from_record(board.record())
    canvas = page.eval_on_selector("#board", "(board) => Object.assign({}, board.dataset)")
    chooser = random.Random(seed)
    times = []
    while len(times) < count and game.result is None:
        legal = game.legal_moves()
        if not legal:
            game.pass_turn()
            page.click("#pass")
            continue
        cell = chooser.choice(legal)
        point = board.point(cell, canvas)
        before = task_ms(cdp)
        wall = page.evaluate(TIMED_CLICK, [point["x"], point["y"]])
        times.append((wall, task_ms(cdp) - before))
        game.play(cell)
    played = Game.from_record(board.record())
    if played.history() != game.history():
        raise SystemExit("the page's game is not the one clicked: %s" % board.record()[-200:])
    page.close()
    return times


def demo(browser, url, actions, entries=None):
    """(sub-moves played, long tasks' ms, seconds, result, long animation frames,
    the page's start's long tasks) of a demo
    game of 30 easy bots: to its end, or its first ``entries`` entries."""
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.add_init_script(LONG_TASKS)
    started = time.monotonic()
    board = BoardPage(page, url, "?mode=demo&level=easy&" + GAME % actions)
    page.evaluate("window.timedFrom = performance.now()")   # the long tasks and frames from the ready board on
    if entries is None:
        board.wait_for("s.dataset.result !== ''", timeout=3 * 3600 * 1000)
    else:
        while len(Game.from_record(board.record()).history()) < entries and not board.data("result"):
            time.sleep(1)
    tasks = page.evaluate("window.longTasks")
    start_tasks = page.evaluate("window.startTasks")
    frames = page.evaluate("window.longFrames")
    game = Game.from_record(board.record())
    page.close()
    return game.history_length(), tasks, time.monotonic() - started, game.result, frames, start_tasks


def print_demo(name, played, tasks, seconds, result, frames, start_tasks):
    print("a demo game of 30 easy bots, %s: %d entries in %.0f s, result %s; long tasks: %d, longest %s"
          % (name, played, seconds, result, len(tasks), "%.0f ms" % max(tasks) if tasks else "none"))
    if start_tasks:
        print("  (not counted: %d of the page's start, before the board was ready: %s ms)"
              % (len(start_tasks), " ".join("%.0f" % task for task in start_tasks)))
    if tasks:
        print("  over 100 ms: %d, over 200 ms: %d; the longest ten: %s"
              % (sum(task > 100 for task in tasks), sum(task > 200 for task in tasks),
                 " ".join("%.0f" % task for task in sorted(tasks)[-10:])))
    for frame in frames:   # each long one: its scripts (who called, ms, of which forced style and layout), its drawing
        print("  a frame of %.0f ms at %.1f s: %s; style, layout and paint %.0f ms" % (
            frame["ms"], frame["at"] / 1000, ", ".join("%s %.0f ms (%.0f forced)" % tuple(script)
                                                      for script in frame["scripts"]) or "no script",
            frame["render"]))


def print_times(name, times):
    print("%s:" % name)
    third = max(1, len(times) // 3)
    for part_name, part in (("all", times), ("first third", times[:third]),
                            ("second third", times[third:2 * third]), ("last third", times[2 * third:])):
        if part:
            print("  %s: handler (wall) %s" % (part_name, summary([wall for wall, cpu in part])))
            print("  %s: main thread to the next frame (processor) %s"
                  % (part_name, summary([cpu for wall, cpu in part])))


def serve(folder):
    server = make_server(0, folder)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d/" % server.server_port


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sub-moves", type=int, default=300)
    parser.add_argument("--actions", type=int, default=3, help="sub-moves per turn")
    parser.add_argument("--from-entry", type=int, default=0,
                        help="the sub-moves timed after so many entries played at random (a game late)")
    parser.add_argument("--demo", action="store_true", help="also a whole demo game of 30 bots")
    parser.add_argument("--demo-entries", type=int,
                        help="also the first N entries of a demo of 30, each site in turn (with --base)")
    parser.add_argument("--players", type=int, default=30, help="another number to compare (2: the usual game)")
    parser.add_argument("--pixel-ratio", type=float, default=1,
                        help="device pixels a CSS pixel (2 or 3: a laptop's or a phone's screen)")
    parser.add_argument("--base", help="a commit to time side by side with this checkout")
    parser.add_argument("--rounds", type=int, default=1, help="with --base: how many turns each takes")
    options = parser.parse_args()
    work = tempfile.mkdtemp(prefix="bench-many-")
    sites = []   # (name, server, url)
    if options.base:
        folder = os.path.join(work, "base")
        os.makedirs(folder)
        checkout(options.base, folder)
        sites.append(("base %s" % options.base[:7],) + serve(folder))
    sites.append(("this checkout",) + serve(ROOT))
    print("load average: %.2f %.2f %.2f" % os.getloadavg())
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_args(FLAGS))
            times = dict((name, []) for name, server, url in sites)
            for round_number in range(options.rounds if options.base else 1):
                for name, server, url in sites:
                    times[name] += sub_moves(browser, url, options.sub_moves, options.actions, options.players,
                                             options.from_entry, ratio=options.pixel_ratio)
            for name, server, url in sites if options.sub_moves else ():
                print_times("a sub-move of %d on 25x25 (redraw, status, table, move list, save)%s%s, %s"
                            % (options.players, " from entry %d" % options.from_entry if options.from_entry else "",
                               " at %g device pixels a CSS pixel" % options.pixel_ratio
                               if options.pixel_ratio != 1 else "", name), times[name])
            if options.demo or options.demo_entries:
                # a whole game, this checkout's alone; its first entries, each site in turn
                demos = sites if options.demo_entries else sites[-1:]
                for round_number in range(options.rounds if options.demo_entries and options.base else 1):
                    for name, server, url in demos:
                        print_demo(name, *demo(browser, url, options.actions, options.demo_entries))
            browser.close()
    finally:
        for name, server, url in sites:
            server.shutdown()
            server.server_close()
        shutil.rmtree(work)
    print("load average: %.2f %.2f %.2f" % os.getloadavg())


if __name__ == "__main__":
    main()
