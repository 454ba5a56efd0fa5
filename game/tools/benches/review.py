"""How long the bot takes to read a game back (game/bot/review.py), on CPython
and on Pyodide in Node (the desktop page's interpreter), for a 40-turn
classic game, a 30-turn capture game and a game of six in the bases game,
each played by the medium bot against itself; and whether a game read twice
is judged the same.  With --page, the same games read by Analyse on the page
in Chromium, on a desktop and on a phone (Pixel 7, its page's CPU slowed 4x;
Chromium will not slow a worker's), from a click at the board's first ready moment (the quick stage
answers until the full one is up) and clicked again once the full one is up.

    .venv/bin/python -m game.tools.benches.review [--levels medium,hard] [--no-pyodide] [--page]

Processor time in the interpreters, so a busy machine slows the figures less
than the wall clock; the page's are wall-clock seconds.  The phone model's
column is Pyodide's time with the processor PHONE_CPU_SLOWDOWN times slower
(Lighthouse's mobile profile), the worker's part that the page's phone figures
leave out: reading a game back is all the worker's work."""

import argparse
import os
import sys
import time

from game.bot import review
from game.bot.systems import BOTS
from game.engine.game import Game
from game.rules import Rules
from game.tools.benches.in_pyodide import figures_in_pyodide

# (name, rules, whole turns): the games read back
GAMES = (("classic 10x10, 40 turns", Rules(10, 10), 40),
         ("capture 10x10, 30 turns", Rules(10, 10, game="capture"), 30),
         ("bases 12x12, 6 players, 36 turns", Rules(12, 12, game="bases", players=6), 36))


def played(rules, turns):
    """A game of ``rules`` the medium bot plays against itself for ``turns`` whole turns (or to its end)."""
    game = Game(rules)
    bot = BOTS[rules.game]
    while game.result is None and game.turn_count() < turns:
        game.play_turn(bot.choose_turn(game, "medium", seed=game.turn_count() + 1))
    return game


def measure(levels):
    """{game: {level: (processor seconds, judgements)}}."""
    figures = {}
    for name, rules, turns in GAMES:
        game = played(rules, turns)
        figures[name] = {}
        for level in levels:
            start = time.process_time()
            judged = [turn.judgement for turn in review.review(game, level)]
            figures[name][level] = (time.process_time() - start, judged)
    return figures


PYODIDE_SNIPPET = """
import json
from game.tools.benches.review import measure
print("BENCH " + json.dumps(measure(%r)))
"""


def measure_in_pyodide(levels):
    """The same under Pyodide in Node, or None with the reason printed."""
    return figures_in_pyodide(PYODIDE_SNIPPET % (levels,), timeout=3600)


def page_reading(page, url):
    """(seconds to read the game at ``url`` from the first click, the same
    again with the full stage up, whether the two judged alike)."""
    page.goto(url)
    page.wait_for_selector("html[data-ready='true']", state="attached", timeout=120_000)
    times, judged = [], []
    for _ in range(2):
        start = time.monotonic()
        page.click("#analyse")
        page.wait_for_selector("#analysis[data-state='done']", state="attached", timeout=1_800_000)
        times.append(time.monotonic() - start)
        judged.append(page.eval_on_selector_all("#analysis li[data-turn]", "items => items.map(i => i.dataset.judgement)"))
        page.wait_for_function("document.documentElement.dataset.botStage === 'full'", timeout=600_000)
    return times[0], times[1], judged[0] == judged[1]


def measure_page():
    """{game: {screen: page_reading()}} on a desktop and a phone."""
    from urllib.parse import quote
    from playwright.sync_api import sync_playwright
    from game.tools.benches.page import PHONE_CPU_SLOWDOWN, throttle_workers
    from game.tools.build.browser import launch_args
    from game.tools.build.serve import make_server
    import threading
    server = make_server(0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = "http://127.0.0.1:%d/" % server.server_port
    figures = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args())
        for name, rules, turns in GAMES:
            url = site + "?mode=two&lang=en&record=" + quote(played(rules, turns).record())
            figures[name] = {}
            for screen in ("desktop", "phone"):
                options = {"viewport": {"width": 1280, "height": 800}} if screen == "desktop" \
                    else playwright.devices["Pixel 7"]
                context = browser.new_context(**options)
                page = context.new_page()
                if screen == "phone":
                    cdp = context.new_cdp_session(page)
                    cdp.send("Emulation.setCPUThrottlingRate", {"rate": PHONE_CPU_SLOWDOWN})
                    throttle_workers(cdp, [])
                figures[name][screen] = page_reading(page, url)
                context.close()
        browser.close()
    server.shutdown()
    return figures


def main(argv=None):
    from game.tools.benches.page import PHONE_CPU_SLOWDOWN   # the page bench's, not for Pyodide's import
    parser = argparse.ArgumentParser(prog="python -m game.tools.benches.review")
    parser.add_argument("--levels", default="medium,hard")
    parser.add_argument("--no-pyodide", action="store_true")
    parser.add_argument("--page", action="store_true", help="Analyse on the page too, desktop and phone")
    args = parser.parse_args(argv)
    levels = args.levels.split(",")
    print("Reading a game back, processor seconds per game (load %.1f)" % os.getloadavg()[0])
    first = measure(levels)
    again = measure(levels)
    pyodide = None if args.no_pyodide else measure_in_pyodide(levels)
    print("%-34s %-7s %8s %8s %8s  %s" % ("game", "level", "CPython", "Pyodide", "phone", "judged the same twice"))
    for name, _, _ in GAMES:
        for level in levels:
            seconds, judged = first[name][level]
            in_pyodide = "%8.1f %8.1f" % (pyodide[name][level][0], PHONE_CPU_SLOWDOWN * pyodide[name][level][0]) \
                if pyodide else "%8s %8s" % ("-", "-")
            same = judged == again[name][level][1] and (not pyodide or judged == pyodide[name][level][1])
            print("%-34s %-7s %8.1f %s  %s (%d turns)" % (name, level, seconds, in_pyodide,
                                                         "yes" if same else "NO", len(judged)))
    if args.page:
        print("\nAnalyse on the page (level %s), seconds: from the first click / with the full stage up" % review.LEVEL)
        for name, screens in measure_page().items():
            for screen, (first, again, same) in screens.items():
                print("%-34s %-8s %6.1f / %6.1f  judged alike: %s" % (name, screen, first, again, "yes" if same else "NO"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
