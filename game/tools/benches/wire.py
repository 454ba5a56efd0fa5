"""What each engine fetches before the board is ready: Chromium, Firefox and
WebKit side by side, on one server, in one run.

    .venv/bin/python -m game.tools.benches.wire [--rounds N]      (make bench-page runs it)

Each round is a first visit in a fresh browser of each engine (nothing
cached), of this checkout served as ``make play`` serves it (gzipped).  The
server counts the bytes it sends for each request (headers and body), and the
page says when its board was ready (performance.timeOrigin + data-ready-ms);
a request counts if it came before then.  It prints, for each engine, the
median of the rounds: kilobytes and requests before the board, and any file
asked for more than once (WebKit fetched a file twice for each ``<link
rel=preload as=fetch>``, index.html's early fetches replaced them).
Firefox and WebKit are driven through WebDriver (game/tools/build/engines.py);
an engine this machine lacks is named and left out.
"""

import argparse
import os
import statistics
import sys
import threading
import time

from game.tools.build import bundle, engines
from game.tools.build.browser import launch_args
from game.tools.build.serve import QuietHandler, make_server

CHROMIUM = "chromium"
READY = "document.documentElement.dataset.ready === 'true'"
READY_AT = "performance.timeOrigin + Number(document.documentElement.dataset.readyMs)"
READY_TIMEOUT_S = 120
CHROMIUM_FLAGS = ["--disable-background-networking", "--disable-component-update", "--no-first-run"]


class CountedWrites:
    """A handler's output, each write's bytes added to the request it answers."""

    def __init__(self, out, handler):
        self.out, self.handler = out, handler

    def write(self, data):
        if self.handler.noted is not None:
            self.handler.noted[2] += len(data)
        return self.out.write(data)

    def __getattr__(self, name):
        return getattr(self.out, name)


class CountingHandler(QuietHandler):
    requests = []   # [when it came (time.time()), path, bytes sent] per request
    noted = None

    def setup(self):
        super().setup()
        self.wfile = CountedWrites(self.wfile, self)

    def parse_request(self):
        parsed = super().parse_request()
        if parsed:
            self.noted = [time.time(), self.path.split("?", 1)[0], 0]
            self.requests.append(self.noted)
        return parsed


def before(requests, ready_at_s):
    """The requests that came before the board was ready."""
    return [noted for noted in list(requests) if noted[0] <= ready_at_s]


def visit_chromium(url):
    from playwright.sync_api import sync_playwright
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args(CHROMIUM_FLAGS))
        page = browser.new_page()
        page.goto(url)
        page.wait_for_function(READY, timeout=READY_TIMEOUT_S * 1000)
        ready_at = page.evaluate(READY_AT)
        browser.close()
    return ready_at / 1000


def visit_webdriver(engine, url, screen):
    from selenium.webdriver.support.ui import WebDriverWait
    driver = engines.launch(engine, screen)
    try:
        driver.get(url)
        WebDriverWait(driver, READY_TIMEOUT_S, 0.05).until(lambda _: driver.execute_script("return " + READY))
        return driver.execute_script("return " + READY_AT) / 1000
    finally:
        driver.quit()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    bundle.refresh()
    server = make_server(0, handler=CountingHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = "http://127.0.0.1:%d/" % server.server_port
    present = [engine for engine in engines.ENGINES if not engines.missing(engine)]
    for engine in engines.ENGINES:
        if engine not in present:
            print(engines.absent_line(engine, engines.missing(engine)).replace("its tests are", "left out"))
    screen = engines.VirtualScreen() if engines.WEBKIT in present else None
    figures = {engine: [] for engine in [CHROMIUM] + present}
    try:
        for _ in range(args.rounds):
            for engine in figures:
                CountingHandler.requests.clear()
                ready_at = (visit_chromium(url) if engine == CHROMIUM
                            else visit_webdriver(engine, url, screen))
                counted = before(CountingHandler.requests, ready_at)
                paths = [path for _, path, _ in counted]
                figures[engine].append((sum(size for _, _, size in counted) / 1e3, len(counted),
                                        sorted({path for path in paths if paths.count(path) > 1})))
    finally:
        if screen:
            screen.close()
        server.shutdown()
    print("First visit, before the board is ready (median of %d rounds; load %.1f):"
          % (args.rounds, os.getloadavg()[0]))
    print("%-9s %10s %9s  %s" % ("engine", "KB", "requests", "asked for more than once"))
    for engine, rounds in figures.items():
        kilobytes = [kb for kb, _, _ in rounds]
        twice = sorted({path for _, _, paths in rounds for path in paths})
        print("%-9s %10.1f %9d  %s" % (engine, statistics.median(kilobytes),
                                        statistics.median(count for _, count, _ in rounds),
                                        ", ".join(twice) or "-"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
