"""The bot's speed in the page, at each stage: headless Chromium, this machine.

    make bench-bot     (or: .venv/bin/python -m game.tools.benches.bot [--turns N] [--size 25] [--actions 9])

For each level and each stage of the bot (quick: MicroPython; full: Pyodide)
the page plays a bot-vs-bot demo on the classic board and records how long
every answer took, from the main thread's request to the worker's reply
(window.virusWarBotAnswers), against the level's time limit.  For the full
stage a person first plays one turn in a two-player game, which is what
brings Pyodide in.  A PerformanceObserver counts main-thread long tasks
meanwhile.  Goals: median easy <= 100 ms, medium <= 300 ms, hard <= 1000 ms,
none over 2000 ms; no main-thread task over 50 ms.
"""

import argparse
import statistics
import threading

from playwright.sync_api import sync_playwright

from game.bot.levels import TIME_LIMITS
from game.tools.build.browser import launch_args
from game.tools.build.serve import make_server

from game.tools.benches.driver import BoardPage

WATCH_LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
}).observe({type: "longtask", buffered: false});
"""
FLAGS = ["--disable-background-networking", "--disable-component-update", "--no-first-run"]


def measure(browser, url, stage, level, turns, size, actions):
    context = browser.new_context(viewport={"width": 1100, "height": 760})
    context.add_init_script(WATCH_LONG_TASKS)
    page = context.new_page()
    board = BoardPage(page, url)
    if stage == "full":
        board.new_game(mode="two")
        board.click("a1", "b2", "c3")
        page.wait_for_function("document.documentElement.dataset.botStage === 'full'", timeout=300_000)
    board.new_game(mode="demo", level=level, width=size, height=size, actions=actions)
    page.wait_for_function("window.virusWarBotAnswers.length >= 1", timeout=120_000)
    page.evaluate("window.__longTasks.length = 0; window.virusWarBotAnswers.length = 0")
    page.wait_for_function("window.virusWarBotAnswers.length >= %d || "
                           "document.querySelector('#status').dataset.result !== ''" % turns,
                           timeout=600_000)
    answers = page.evaluate("Array.from(window.virusWarBotAnswers, (pair) => Array.from(pair))")
    long_tasks = page.evaluate("Array.from(window.__longTasks)")
    context.close()
    assert {answered_by for answered_by, ms in answers} == {stage}, answers
    return [ms for answered_by, ms in answers], long_tasks


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=15, help="answers timed per level and stage")
    parser.add_argument("--size", type=int, default=10, help="board width and height")
    parser.add_argument("--actions", type=int, default=3, help="sub-moves per turn")
    options = parser.parse_args()
    print("%dx%d board, %d sub-moves per turn" % (options.size, options.size, options.actions))
    server = make_server(0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = "http://127.0.0.1:%d/" % server.server_port
    print("%-6s %-7s %6s %9s %11s %9s %16s" % ("stage", "level", "turns", "limit ms", "median ms", "max ms",
                                              "main-thread max"))
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args(FLAGS))
        for stage in ("quick", "full"):
            for level in ("easy", "medium", "hard"):
                times, long_tasks = measure(browser, url, stage, level, options.turns, options.size,
                                            options.actions)
                longest = max(long_tasks) if long_tasks else 0
                print("%-6s %-7s %6d %9.0f %11.0f %9.0f %13.0f ms%s" % (
                    stage, level, len(times), TIME_LIMITS[level] * 1000, statistics.median(times),
                    max(times), longest, "" if longest else " (no task over 50 ms)"))
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
