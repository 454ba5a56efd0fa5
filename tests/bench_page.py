"""How fast the page starts, against a bare PyScript + Pyodide page, in one run.

    make bench-page            (or: .venv/bin/python tests/bench_page.py [ROUNDS])

Both pages are served from 127.0.0.1 and loaded in turn in fresh headless
Chromium contexts; each reports performance.now() at the moment it is ready
(for ours: the board accepts input).  Prints every round, the medians and the
ratio (goal: at most 0.25).
"""

import os
import shutil
import statistics
import sys
import tempfile
import threading

from playwright.sync_api import sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests"))

from game.tools.browser import launch_args  # noqa: E402
from game.tools.serve import make_server  # noqa: E402

BARE_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module" src="./assets/runtime/pyscript/core.js"></script></head>
<body><script type="py" config='{"interpreter": "./assets/runtime/pyodide/pyodide.mjs"}'>
import js
js.document.documentElement.dataset.readyMs = str(js.performance.now())
js.document.documentElement.dataset.ready = "true"
</script></body></html>
"""
FLAGS = ["--disable-background-networking", "--disable-component-update", "--no-first-run"]


def serve(directory):
    server = make_server(0, directory)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d/" % server.server_port


def ready_ms(browser, url):
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready='true']", state="attached", timeout=120_000)
    value = float(page.get_attribute("html", "data-ready-ms"))
    context.close()
    return value


def main(rounds=5):
    bare_dir = tempfile.mkdtemp(prefix="bare-pyscript-")
    with open(os.path.join(bare_dir, "index.html"), "w") as handle:
        handle.write(BARE_PAGE)
    os.symlink(os.path.join(ROOT, "assets"), os.path.join(bare_dir, "assets"))
    ours, ours_url = serve(ROOT)
    bare, bare_url = serve(bare_dir)
    game_times, bare_times = [], []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_args(FLAGS))
            ready_ms(browser, ours_url)      # warm the OS file cache once, not counted
            ready_ms(browser, bare_url)
            for number in range(rounds):
                game_times.append(ready_ms(browser, ours_url))
                bare_times.append(ready_ms(browser, bare_url))
                print("round %d: Virus War ready in %6.0f ms, bare PyScript+Pyodide in %6.0f ms"
                      % (number + 1, game_times[-1], bare_times[-1]))
            browser.close()
    finally:
        ours.shutdown()
        bare.shutdown()
        shutil.rmtree(bare_dir)
    game, bare_median = statistics.median(game_times), statistics.median(bare_times)
    print("median: Virus War %.0f ms, bare PyScript+Pyodide %.0f ms, ratio %.3f (goal <= 0.25)"
          % (game, bare_median, game / bare_median))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
