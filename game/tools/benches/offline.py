"""Offline reloads in a row after an update of the game: does the offline cache (sw.js) hold?

    .venv/bin/python -m game.tools.benches.offline [--reloads N] [--update both|game|runtime] [--cut-after K] [--engine chromium|firefox|webkit]

A copy of this checkout is served from 127.0.0.1.  A first visit waits until
the service worker controls the page; then the host serves a new version of
the game (``--update``: ``game``, a new index.html, which comes through the
worker's NEXT cache; ``runtime``, a new files.js, which installs a new worker
under a new cache; ``both``, the default, as a release brings them), and a
second visit, online, waits until that update has settled in (NEXT whole, or
the new worker active with its cache).  With ``--cut-after K`` the host
instead goes K requests after the new version is out (a phone that loses its
signal while the update comes in: the new worker's install, or the worker's
check for a new game, cut short), and the visit waits until no worker is
installing.  Then the host stops and the browser goes offline, and the page is reloaded N times in a row (default 50).  Each
reload counts as failed unless the board is ready within 30 s; the script
prints each reload's time from the reload to a ready board, which version it
showed, the failures with their errors, and the caches as they are at the end
(a WebKit reload once failed with the main cache empty).

The bot's full stage is never fetched: nobody plays, and Chromium's pages save
data as the browser tests' do.  Chromium is Playwright's, as the tests launch
it; Firefox and WebKit are driven through WebDriver (game/tools/build/engines.py),
where "offline" is the host gone alone, as WebDriver has no offline switch.
An engine is one small class below (open, reload, run a script, go offline).
"""

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import threading
import time

from game.tools.build.serve import ROOT, QuietHandler, make_server

READY_TIMEOUT_S = 30        # a reload whose board is not ready by then has failed
SETTLE_TIMEOUT_S = 120      # for the update to settle in, online
SAVE_DATA = ("if (navigator.connection) Object.defineProperty(navigator.connection, 'saveData', {get: () => true});"
             " else Object.defineProperty(navigator, 'connection', {value: {saveData: true}});")
NEW_VERSION = "offline-bench"

# Each script is an async function of one argument, run in the page by the engine.
# Until the service worker controls the page (its first install done).
CONTROLLED = """async () => {
    await navigator.serviceWorker.ready;
    while (!navigator.serviceWorker.controller) await new Promise((next) => setTimeout(next, 50));
}"""
# Until ``check`` (the body of an async function) is true, for at most ``timeout`` ms: true if it came.
UNTIL = """async ([check, timeout]) => {
    const so = new Function("return (async () => {" + check + "})()");
    const deadline = performance.now() + timeout;
    while (!(await so())) {
        if (performance.now() > deadline) return false;
        await new Promise((next) => setTimeout(next, 50));
    }
    return true;
}"""
# The update settled in: NEXT whole (a new game), or the new worker active, nothing installing.
NEXT_WHOLE = """const name = (await caches.keys()).find((name) => name.endsWith("-next"));
    return !!name && !!(await (await caches.open(name)).match("./?virus-war-next-complete"));"""
NEW_WORKER = """const registration = await navigator.serviceWorker.getRegistration();
    return (await caches.keys()).some((name) => name.endsWith("%s")) && !registration.installing
        && !registration.waiting && registration.active && registration.active.state === "activated"
        && navigator.serviceWorker.controller !== null;"""
# No worker installing or waiting: an install ended, either way.
INSTALLED = """const registration = await navigator.serviceWorker.getRegistration();
    return !registration.installing && !registration.waiting;"""
# "new" or "old": the version of the game the page shows.
VERSION = """async () => document.querySelector('meta[name=version]') ? "new" : "old\""""
# {cache name: entries}
CACHES = """async () => Object.fromEntries(await Promise.all((await caches.keys()).map(async (name) =>
    [name, (await (await caches.open(name)).keys()).length])))"""


class Chromium:
    """The engine: Playwright's Chromium as the browser tests launch it, one page."""

    def __init__(self):
        from playwright.sync_api import sync_playwright
        from game.tools.build.browser import launch_args
        self.playwright = sync_playwright().start()
        self.browser = self.playwright.chromium.launch(**launch_args(
            ["--disable-background-networking", "--disable-component-update", "--no-first-run"]))
        self.context = self.browser.new_context()
        self.context.add_init_script(SAVE_DATA)
        self.page = self.context.new_page()
        self.errors = []   # the page's console errors, as they come
        self.page.on("console", lambda message: message.type == "error" and self.errors.append(message.text))

    def open(self, url):
        self.page.goto(url)
        self.wait_until_ready()

    def reload(self):
        """Reload and wait for a ready board; raises if it does not come."""
        self.page.reload(timeout=READY_TIMEOUT_S * 1000)
        self.wait_until_ready()

    def wait_until_ready(self):
        self.page.wait_for_selector("html[data-ready='true']", state="attached", timeout=READY_TIMEOUT_S * 1000)

    def run(self, script, arg=None):
        """The value of the async function ``script`` run in the page with ``arg``."""
        return self.page.evaluate(script, arg)

    def go_offline(self):
        self.context.set_offline(True)

    def close(self):
        self.browser.close()
        self.playwright.stop()


class WebDriverEngine:
    """Firefox or WebKit through WebDriver, one page; WebDriver tells nothing of
    WebKit's console, so a reload fails here only by its board not coming."""

    def __init__(self, name):
        from game.tools.build import engines
        self.screen = engines.VirtualScreen() if name == engines.WEBKIT else None
        self.driver = engines.launch(name, self.screen)
        self.driver.set_script_timeout(SETTLE_TIMEOUT_S + READY_TIMEOUT_S)
        self.errors = []

    def open(self, url):
        self.driver.get(url)
        self.wait_until_ready()

    def reload(self):
        """Reload as a reader does, and wait for a ready board in the new page;
        raises if it does not come.  (Not WebDriver's refresh, which took
        Firefox to its network error page offline, nor a get of the same
        address, which Firefox takes as a move within the page: its hash.)"""
        from selenium.common.exceptions import WebDriverException
        from selenium.webdriver.support.ui import WebDriverWait
        self.driver.execute_script("window.benchLeftPage = true; location.reload()")
        WebDriverWait(self.driver, READY_TIMEOUT_S, 0.05, ignored_exceptions=(WebDriverException,)).until(
            lambda driver: driver.execute_script("return !window.benchLeftPage"
                                                 " && document.documentElement.dataset.ready === 'true'"))

    def wait_until_ready(self):
        from selenium.webdriver.support.ui import WebDriverWait
        WebDriverWait(self.driver, READY_TIMEOUT_S, 0.05).until(
            lambda driver: driver.execute_script("return document.documentElement.dataset.ready === 'true'"))

    def run(self, script, arg=None):
        return self.driver.execute_async_script(
            "const [arg, done] = arguments; (%s)(arg).then(done, (error) => done(String(error)));" % script, arg)

    def go_offline(self):
        pass   # the host is stopped already: every request is refused

    def close(self):
        self.driver.quit()
        if self.screen:
            self.screen.close()


ENGINES = ("chromium", "firefox", "webkit")


def copy_site(folder):
    """This checkout's page as a static host serves it: the files an update
    changes copied, the rest linked."""
    os.makedirs(os.path.join(folder, "assets", "runtime"))
    for name in ("index.html", "pyscript.toml", "sw.js"):
        shutil.copy(os.path.join(ROOT, name), os.path.join(folder, name))
    for name in os.listdir(os.path.join(ROOT, "assets")):
        if name != "runtime":
            os.symlink(os.path.join(ROOT, "assets", name), os.path.join(folder, "assets", name))
    runtime = os.path.join(ROOT, "assets", "runtime")
    for name in os.listdir(runtime):
        if name != "files.js":
            os.symlink(os.path.join(runtime, name), os.path.join(folder, "assets", "runtime", name))
    shutil.copy(os.path.join(runtime, "files.js"), os.path.join(folder, "assets", "runtime", "files.js"))


def publish(folder, update):
    """A new version on the host, its files' times past the browser's copies.
    -> the end of the new runtime's cache name, or None (the same runtime)."""
    changed, new_cache = [], None
    if update in ("game", "both"):
        index = os.path.join(folder, "index.html")
        with open(index) as source:
            text = source.read()
        with open(index, "w") as out:
            out.write(text.replace("<head>", '<head>\n  <meta name="version" content="%s">' % NEW_VERSION, 1))
        changed.append(index)
    if update in ("runtime", "both"):
        files = os.path.join(folder, "assets", "runtime", "files.js")
        with open(files) as source:
            text = source.read()
        version = text.split('RUNTIME_VERSION = "', 1)[1].split('"', 1)[0]
        new_cache = NEW_VERSION + version
        with open(files, "w") as out:
            out.write(text.replace(version, new_cache))
        changed.append(files)
    later = time.time() + 60
    for path in changed:
        os.utime(path, (later, later))
    return new_cache


def until(engine, check, timeout_s):
    return engine.run(UNTIL, [check, timeout_s * 1000])


def soak(engine, host, update, reloads, cut_after=None):
    """[(ms or None, version shown or the error)] of each offline reload."""
    engine.open(host.url)
    engine.run(CONTROLLED)
    print("first visit: controlled; caches %s" % engine.run(CACHES))
    new_cache = publish(host.folder, update)
    host.answers_left = cut_after
    engine.reload()   # the visit that finds the new version
    if cut_after is None:
        settled = until(engine, NEW_WORKER % new_cache if new_cache else NEXT_WHOLE, SETTLE_TIMEOUT_S)
        print("update (%s) %s; caches %s" % (update, "settled in" if settled else
                                              "NOT settled in %d s" % SETTLE_TIMEOUT_S, engine.run(CACHES)))
    else:
        cut = host.cut.wait(SETTLE_TIMEOUT_S)
        installed = until(engine, INSTALLED, SETTLE_TIMEOUT_S)
        print("update (%s): the host %s; %s; caches %s" % (
            update, "went after %d more answers" % cut_after if cut else "answered all (the update came in whole)",
            "no worker installing" if installed else "a worker STILL installing", engine.run(CACHES)))
    host.stop()
    engine.go_offline()
    outcomes = []
    for number in range(1, reloads + 1):
        errors = len(engine.errors)
        start = time.monotonic()
        try:
            engine.reload()
            outcome = (1000 * (time.monotonic() - start), engine.run(VERSION))
        except Exception as error:   # the page did not come: a failure, counted, and on to the next
            outcome = (None, str(error).splitlines()[0])
        if len(engine.errors) > errors:
            new = engine.errors[errors:]
            outcome = (None, "%s; %d console errors, the first: %s" % (outcome[1], len(new), new[0]))
        outcomes.append(outcome)
        print("reload %3d: %s" % (number, "%6.0f ms, %s version" % outcome if outcome[0] is not None
                                  else "FAILED: %s" % outcome[1]), flush=True)
    try:
        print("caches at the end: %s" % engine.run(CACHES))
    except Exception as error:   # the browser's own error page has no caches
        print("caches at the end: unread (%s)" % str(error).splitlines()[0])
    return outcomes


def report(engine_name, update, outcomes):
    times = [ms for ms, _ in outcomes if ms is not None]
    failed = len(outcomes) - len(times)
    shown = {version: sum(1 for ms, v in outcomes if ms is not None and v == version) for version in ("new", "old")}
    print("%s, update %s: %d of %d offline reloads failed" % (engine_name, update, failed, len(outcomes)))
    if times:
        print("  reload to a ready board: median %.0f ms [%.0f-%.0f]; the new version shown %d times, the old %d"
              % (statistics.median(times), min(times), max(times), shown["new"], shown["old"]))
    print("  load average %.1f" % os.getloadavg()[0])


class Host:
    """The copy's server; stop() stops it (the host gone: every request refused).
    Once ``answers_left`` is a number it answers that many more requests, then
    none (each connection closed unanswered), and sets ``cut``."""

    def __init__(self, folder):
        self.folder = folder
        self.answers_left = None
        self.cut = threading.Event()
        lock = threading.Lock()
        host = self

        class Handler(QuietHandler):
            def handle(self):
                with lock:
                    gone = host.answers_left is not None and host.answers_left <= 0
                    if host.answers_left is not None:
                        host.answers_left -= 1
                if gone:
                    host.cut.set()
                    return   # the connection closes with no answer: a network error to the browser
                super().handle()

        self.server = make_server(0, folder, handler=Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = "http://127.0.0.1:%d/" % self.server.server_port
        self.running = True

    def stop(self):
        if self.running:
            self.running = False
            self.server.shutdown()
            self.server.server_close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reloads", type=int, default=50, help="offline reloads in a row (default 50)")
    parser.add_argument("--update", choices=("both", "game", "runtime"), default="both",
                        help="what the new version changes (default both)")
    parser.add_argument("--cut-after", type=int, metavar="K",
                        help="the host goes K requests after the new version is out, the update still coming in")
    parser.add_argument("--engine", choices=ENGINES, default="chromium")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        copy_site(folder)
        host = Host(folder)
        engine = Chromium() if options.engine == "chromium" else WebDriverEngine(options.engine)
        try:
            outcomes = soak(engine, host, options.update, options.reloads, options.cut_after)
        finally:
            engine.close()
            host.stop()
    report(options.engine, options.update + ("" if options.cut_after is None else
                                             ", the host gone after %d answers" % options.cut_after), outcomes)
    return 1 if any(ms is None for ms, _ in outcomes) else 0


if __name__ == "__main__":
    sys.exit(main())
