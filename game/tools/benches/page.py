"""How fast the page starts, on a phone and on a desktop, alone or side by side with a base commit.

    make bench-page      (or: .venv/bin/python -m game.tools.benches.page [--rounds N] [--base REV] [--dist] [--line shared|sequential] [--locale ru-RU])

The sites are served from 127.0.0.1 in the same run, round by round in turn:
this checkout as ``make play`` serves it (gzipped), and with ``--base REV``
that commit too, served plain, as its ``make play`` served it, and the same
served gzipped as any common host serves it (side by side, so the machine's
load weighs on both alike); ``--source-archives`` adds this checkout with
Python source instead of .mpy in the MicroPython archives; ``--dist`` adds
this checkout as ``make dist`` writes it, served as a host that sends its
precompressed brotli files (Chromium asks for br on 127.0.0.1 too).  Each
shares this checkout's runtime (pinned by package-lock.json).

The phone is Chromium's Pixel 7 with its CPU slowed 4x and a 1.6 Mbit/s link
with 150 ms round trips.  The link is played by this script's server, one line
shared by every request, which also counts the bytes that cross it (headers
and bodies, the workers' and the service worker's requests too): DevTools'
network throttling leaves out what a service worker fetches.  A first visit
has nothing cached; a1-b2-c3 is tapped the moment the board is ready.  The
repeat visit opens the page again in the same browser once its service worker
has cached it (the phone saves data, so the full stage, which loads only after
the first answer, is not still downloading then).  Times are from the start of navigation.

The desktop (1280x800, no slowing, plain loopback) compares the time to a
ready board with a bare PyScript+Pyodide page served the same way.

Each figure is the median of the rounds, with their range, and the machine's
load average is printed: other work on the machine slows every site alike.
"""

import argparse
import contextlib
import http.server
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from playwright.sync_api import sync_playwright


from game.tools.benches.first_answer import SlowLink, tap_turn
from game.tools.benches.driver import BoardPage
from game.tools.build import bundle
from game.tools.build.browser import launch_args
from game.tools.build.serve import ROOT, QuietHandler, make_server

RUNTIME = os.path.join(ROOT, "assets", "runtime")
FLAGS = ["--disable-background-networking", "--disable-component-update", "--no-first-run"]
PHONE_BYTES_PER_S = 1_600_000 / 8
PHONE_ROUND_TRIP_S = 0.150
PHONE_CPU_SLOWDOWN = 4
BARE_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module" src="./assets/runtime/pyscript/core.js"></script></head>
<body><script type="py" config='{"interpreter": "./assets/runtime/pyodide/pyodide.mjs"}'>
import js
js.document.documentElement.dataset.readyMs = str(js.performance.now())
js.document.documentElement.dataset.ready = "true"
</script></body></html>
"""


class Link(SlowLink):
    """The phone's line, counting what crosses it: (this script's clock, bytes) per write.

    ``sequential`` (the default): one response's bytes at a time, in the order
    they start, as an HTTP/2 or HTTP/3 host sends the requests of one priority
    (the static hosts a blog author uses); else (``--line shared``) the
    responses share the line, as the parallel connections of HTTP/1.1 do."""

    sequential = True

    def __init__(self):
        super().__init__(PHONE_BYTES_PER_S, PHONE_ROUND_TRIP_S)
        self.sent = []
        self.turns = threading.Condition()
        self.tickets = self.serving = 0

    @contextlib.contextmanager
    def turn(self):
        """A response's bytes, waiting for those started before it when sequential."""
        if not self.sequential:
            yield
            return
        with self.turns:
            ticket, self.tickets = self.tickets, self.tickets + 1
            self.turns.wait_for(lambda: self.serving == ticket)
        try:
            yield
        finally:
            with self.turns:
                self.serving += 1
                self.turns.notify_all()

    def send(self, chunk, out):
        super().send(chunk, out)
        self.sent.append((time.monotonic(), len(chunk)))

    def bytes_until(self, moment):
        return sum(size for done, size in list(self.sent) if done <= moment)


def handler(compressed):
    class Handler(QuietHandler):
        link = None   # the phone's line while a phone plays, else loopback speed

        def send_head(self):
            if compressed:
                return super().send_head()
            return http.server.SimpleHTTPRequestHandler.send_head(self)   # plain, as a server without gzip sends it

        def send_response(self, code, message=None):
            link = self.link
            if link:
                time.sleep(link.round_trip_s)
            super().send_response(code, message)

        def flush_headers(self):
            link = self.link
            if link and getattr(self, "_headers_buffer", None):
                link.send(b"".join(self._headers_buffer), self.wfile)
                self._headers_buffer = []
            super().flush_headers()

        def copyfile(self, source, out):
            link = self.link   # the line this response started on, to its end
            if not link:
                return super().copyfile(source, out)
            with link.turn():
                while True:
                    chunk = source.read(16 * 1024)
                    if not chunk:
                        break
                    link.send(chunk, out)
    return Handler


class Site:
    """One folder served on its own port, plain or gzipped."""

    def __init__(self, name, folder, compressed):
        self.name = name
        self.handler = handler(compressed)
        self.server = make_server(0, folder, handler=self.handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = "http://127.0.0.1:%d/" % self.server.server_port

    def close(self):
        self.server.shutdown()
        self.server.server_close()


def checkout(revision, folder):
    """The page at ``revision`` in ``folder``, with this checkout's runtime and its own files.js."""
    archive = subprocess.run(["git", "archive", revision], cwd=ROOT, capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
    lock = subprocess.run(["git", "show", "%s:package-lock.json" % revision], cwd=ROOT,
                          capture_output=True, check=True).stdout
    if lock != open(os.path.join(ROOT, "package-lock.json"), "rb").read():
        print("note: %s pins another runtime; both are measured with this checkout's" % revision)
    runtime = os.path.join(folder, "assets", "runtime")
    os.makedirs(runtime)
    for name in os.listdir(RUNTIME):
        if os.path.isdir(os.path.join(RUNTIME, name)):
            os.symlink(os.path.join(RUNTIME, name), os.path.join(runtime, name))
    subprocess.run([sys.executable, "-m", build_tool(folder, "runtime_list"), runtime, "package-lock.json"],
                   cwd=folder, check=True)
    bundler = build_tool(folder, "bundle")
    if bundler:
        # a commit whose page loads archives: written as its make writes them (git-ignored)
        subprocess.run([sys.executable, "-m", bundler, os.path.join("assets", "bundle")],
                       cwd=folder, check=True)


def build_tool(folder, name):
    """The module of the build step ``name`` in the checkout at ``folder``, or None:
    --base may name a commit from before the build steps had game/tools/build/."""
    for package in ("game.tools.build", "game.tools"):
        if os.path.exists(os.path.join(folder, *package.split(".") + [name + ".py"])):
            return package + "." + name
    return None


def source_archives(folder):
    """This checkout in ``folder`` with every archive holding the Python source."""
    os.makedirs(os.path.join(folder, "assets"))
    for name in ("index.html", "pyscript.toml", "sw.js", "game"):
        os.symlink(os.path.join(ROOT, name), os.path.join(folder, name))
    for name in os.listdir(os.path.join(ROOT, "assets")):
        if name != "bundle":
            os.symlink(os.path.join(ROOT, "assets", name), os.path.join(folder, "assets", name))
    bundle.build(os.path.join(folder, "assets", "bundle"), precompile=False)
    return folder


def dist(folder):
    """This checkout as ``make dist`` writes it into ``folder`` (NAME.br and NAME.gz beside its files)."""
    subprocess.run(["make", "--no-print-directory", "dist", "DIST=%s" % folder], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    return folder


def throttle_workers(cdp, outcome):
    """Asks Chromium to slow each worker's CPU as the page's; ``outcome`` gets its answers."""
    def attached(event):
        if event["targetInfo"]["type"] in ("worker", "shared_worker", "service_worker"):
            try:
                cdp.send("Target.sendMessageToTarget", {"sessionId": event["sessionId"], "message": json.dumps(
                    {"id": 1, "method": "Emulation.setCPUThrottlingRate", "params": {"rate": PHONE_CPU_SLOWDOWN}})})
            except Exception:
                pass   # the page closed meanwhile

    def answered(event):
        reply = json.loads(event["message"])
        if reply.get("id") == 1:
            outcome.append(reply.get("error", {}).get("message", "slowed"))
    cdp.on("Target.attachedToTarget", attached)
    cdp.on("Target.receivedMessageFromTarget", answered)
    cdp.send("Target.setAutoAttach", {"autoAttach": True, "waitForDebuggerOnStart": False, "flatten": False})


def phone_visits(browser, playwright, site, workers, locale=None):
    """{figure: value} of a first visit and then a repeat visit on the phone
    (whose browser's language is ``locale``: the device's own if None)."""
    context = browser.new_context(**playwright.devices["Pixel 7"], **({"locale": locale} if locale else {}))
    # the full stage (13 MB) loads only after the first answer, and it would still be coming
    # through the line at the repeat visit: the phone saves data, so the cache is settled
    context.add_init_script("Object.defineProperty(navigator.connection, 'saveData', {get: () => true})")
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": PHONE_CPU_SLOWDOWN})
    throttle_workers(cdp, workers)
    figures = {}
    try:
        link = site.handler.link = Link()
        board = BoardPage(page, site.url)
        ready_at = time.monotonic()
        figures["first: board ready ms"] = float(page.get_attribute("html", "data-ready-ms"))
        figures["first: KB before the board"] = link.bytes_until(ready_at) / 1e3
        tap_turn(board, ("a1", "b2", "c3"), True)
        sent = page.evaluate("performance.now()")
        page.wait_for_function("document.querySelector('#record').textContent.includes(', ')",
                               timeout=600_000, polling=10)
        answered_at = time.monotonic()
        figures["first: answer ms after the turn"] = page.evaluate("performance.now()") - sent
        figures["first: KB before the answer"] = link.bytes_until(answered_at) / 1e3
        page.evaluate("navigator.serviceWorker.ready.then(() => 0)")
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=300_000)
        link = site.handler.link = Link()   # a later visit: what is still loading is not waited for
        page.goto(site.url)
        board.wait_until_ready()
        figures["repeat: board ready ms"] = float(page.get_attribute("html", "data-ready-ms"))
        figures["repeat: KB before the board"] = link.bytes_until(time.monotonic()) / 1e3
    finally:
        site.handler.link = None
        context.close()
    return figures


def desktop_ready_ms(browser, url):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready='true']", state="attached", timeout=120_000)
    value = float(page.get_attribute("html", "data-ready-ms"))
    context.close()
    return value


def spread(values):
    return "%7.0f [%.0f-%.0f]" % (statistics.median(values), min(values), max(values))


def table(title, names, results):
    print(title)
    print("  %-32s" % "" + "".join("%-24s" % name for name in names))
    for figure in results[names[0]][0]:
        print("  %-32s" % figure + "".join("%-24s" % spread([r[figure] for r in results[name]])
                                           for name in names))


def add_line_option(parser):
    parser.add_argument("--line", choices=("sequential", "shared"), default="sequential",
                        help="the phone's responses share the line (HTTP/1.1's connections) or come one "
                             "at a time in the order asked (HTTP/2 and 3 hosts)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="phone rounds (each site a first and a repeat visit)")
    parser.add_argument("--desktop-rounds", type=int, default=5)
    parser.add_argument("--base", metavar="REV", help="also serve this commit, plain and gzipped, to compare with")
    parser.add_argument("--source-archives", action="store_true",
                        help="also this checkout with Python source in MicroPython's archives, not .mpy")
    parser.add_argument("--dist", action="store_true",
                        help="also this checkout as make dist writes it, served with its precompressed brotli")
    parser.add_argument("--locale", metavar="TAG",
                        help="the phone's browser language, e.g. ru-RU: a reader in Russian (their words an archive of their own)")
    add_line_option(parser)
    options = parser.parse_args()
    Link.sequential = options.line == "sequential"
    work = tempfile.mkdtemp(prefix="bench-page-")
    base_dir, bare_dir = os.path.join(work, "base"), os.path.join(work, "bare")
    os.makedirs(bare_dir)
    if options.base:
        os.makedirs(base_dir)
        checkout(options.base, base_dir)
    with open(os.path.join(bare_dir, "index.html"), "w") as handle:
        handle.write(BARE_PAGE)
    os.makedirs(os.path.join(bare_dir, "assets"))
    os.symlink(RUNTIME, os.path.join(bare_dir, "assets", "runtime"))
    sites = []
    if options.base:
        sites += [Site("base %s plain" % options.base[:7], base_dir, False),
                  Site("base %s gzip" % options.base[:7], base_dir, True)]
    sites.append(Site("this gzip", ROOT, True))
    if options.source_archives:
        sites.append(Site("this gzip, .py archives", source_archives(os.path.join(work, "source")), True))
    if options.dist:
        sites.append(Site("this dist, brotli", dist(os.path.join(work, "dist")), True))
    bare = Site("bare", bare_dir, True)
    print("load average before:", open("/proc/loadavg").read().strip())
    phone = {site.name: [] for site in sites}
    desktop = {site.name: [] for site in sites}
    workers = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_args(FLAGS))
            for site in sites + [bare]:
                desktop_ready_ms(browser, site.url)   # warm the OS file cache and gzip's, not counted
            for number in range(options.rounds):
                for site in sites:
                    phone[site.name].append(phone_visits(browser, playwright, site, workers, options.locale))
                print("phone round %d done; load average %s" % (number + 1, open("/proc/loadavg").read().split()[0]))
            bare_ms = []
            for number in range(options.desktop_rounds):
                for site in sites:
                    desktop[site.name].append({"ready ms": desktop_ready_ms(browser, site.url)})
                bare_ms.append(desktop_ready_ms(browser, bare.url))
            browser.close()
    finally:
        for site in sites + [bare]:
            site.close()
        shutil.rmtree(work)
    for name in desktop:
        for result, bare_one in zip(desktop[name], bare_ms):
            result["bare PyScript+Pyodide ms"] = bare_one
            result["ratio x100"] = 100 * result["ready ms"] / bare_one
    names = [site.name for site in sites]
    table("Phone (Pixel 7, CPU %dx, %.1f Mbit/s, %d ms), median [range] of %d rounds:"
          % (PHONE_CPU_SLOWDOWN, PHONE_BYTES_PER_S * 8 / 1e6, PHONE_ROUND_TRIP_S * 1000, options.rounds),
          names, phone)
    print("  targets (this, gzip): first board ready <= 3500 ms, answer <= 1000 ms after the turn, "
          "<= 500 KB before it; repeat board ready <= 1500 ms")
    if options.desktop_rounds:   # --desktop-rounds 0: the phone alone
        table("Desktop (1280x800), median [range] of %d rounds (ratio: ready / bare page, goal <= 20):"
              % options.desktop_rounds, names, desktop)
    answers = sorted(set(workers))
    print("Workers' CPU on the phone: %s" % (
        "slowed %dx as the page's" % PHONE_CPU_SLOWDOWN if answers == ["slowed"]
        else "not slowed: Chromium answers %r; the bot thinks at the desktop's speed (game/bot/README.md: the bots on a phone)"
        % "; ".join(answers)))
    print("load average after:", open("/proc/loadavg").read().strip())


if __name__ == "__main__":
    main()
