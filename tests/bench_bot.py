"""The bot's speed in the page: Pyodide worker, headless Chromium, this machine.

    make bench-bot            (or: .venv/bin/python tests/bench_bot.py [TURNS])

For each level the page plays a bot-vs-bot demo on the classic board and
records how long every answer took, from the main thread's request to the
worker's reply (window.virusWarBotTimes).  A PerformanceObserver counts
main-thread long tasks meanwhile.  Goals: median easy <= 100 ms, medium
<= 300 ms, hard <= 1000 ms, none over 2000 ms; no main-thread task over 50 ms.
"""

import os
import statistics
import sys
import threading

from playwright.sync_api import sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests"))

from boardpage import BoardPage  # noqa: E402
from browser_setup import launch_args  # noqa: E402
from game.serve import make_server  # noqa: E402

WATCH_LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
}).observe({type: "longtask", buffered: false});
"""
FLAGS = ["--disable-background-networking", "--disable-component-update", "--no-first-run"]


def measure(browser, url, level, turns):
    context = browser.new_context(viewport={"width": 1100, "height": 760})
    context.add_init_script(WATCH_LONG_TASKS)
    page = context.new_page()
    board = BoardPage(page, url)
    board.new_game(mode="demo", level=level)
    page.wait_for_function("window.virusWarBotTimes.length >= 1", timeout=120_000)
    page.evaluate("window.__longTasks.length = 0; window.virusWarBotTimes.length = 0")
    page.wait_for_function("window.virusWarBotTimes.length >= %d || "
                           "document.querySelector('#status').dataset.result !== ''" % turns,
                           timeout=600_000)
    times = page.evaluate("Array.from(window.virusWarBotTimes)")
    long_tasks = page.evaluate("Array.from(window.__longTasks)")
    context.close()
    return times, long_tasks


def main(turns=15):
    server = make_server(0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = "http://127.0.0.1:%d/" % server.server_port
    print("%-7s %6s %11s %9s %16s" % ("level", "turns", "median ms", "max ms", "main-thread max"))
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args(FLAGS))
        for level in ("easy", "medium", "hard"):
            times, long_tasks = measure(browser, url, level, turns)
            longest = max(long_tasks) if long_tasks else 0
            print("%-7s %6d %11.0f %9.0f %13.0f ms%s" % (
                level, len(times), statistics.median(times), max(times), longest,
                "" if longest else " (no task over 50 ms)"))
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 15)
