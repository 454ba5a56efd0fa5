"""How soon the bot answers a first-time visitor, on a desktop and on a phone.

    make bench-page     (or: .venv/bin/python -m game.tools.benches.first_answer [--rounds N] [--site DIR])

Each round is a first visit in a fresh browser context (nothing cached, no
service worker yet).  a1-b2-c3 is tapped the moment the board is ready, and
the script prints, from the start of navigation: when the board was ready,
when the bot's first sub-move showed, the bytes fetched before it (the
workers' and the service worker's requests too), and when the full-strength
bot (Pyodide) took over.  The phone is Chromium's Pixel 7 with its CPU slowed
4× (DevTools slows the page's own thread, not its workers) and a 1.6 Mbit/s
link with 150 ms round trips.  The link is played by this script's server,
one line shared by every request: DevTools' network throttling leaves out
what the service worker fetches, and the full stage's download would pass
through it unslowed.  Targets: on the phone the first answer at most 2 s
after the board is ready, at most 1.5 MB before it; on the desktop the bot's
first round under 1 s after the turn.

Then the memory of a blog post with three idle ``?embed`` boards (the
private memory of the browser's processes, after they settle).  ``--site``
serves another checkout of the page (an older commit, say) to compare.
"""

import argparse
import os
import statistics
import threading
import time

from playwright.sync_api import sync_playwright


from game.tools.benches.driver import BoardPage
from game.tools.build.browser import launch_args
from game.tools.build.serve import ROOT, QuietHandler, make_server


class SlowLink:
    """One phone link: every response waits a round trip, then its bytes share
    the line with every other response's, in turn."""

    def __init__(self, bytes_per_s, round_trip_s):
        self.bytes_per_s = bytes_per_s
        self.round_trip_s = round_trip_s
        self.free_at = 0.0
        self.lock = threading.Lock()

    def send(self, chunk, out):
        with self.lock:
            start = max(time.monotonic(), self.free_at)
            self.free_at = start + len(chunk) / self.bytes_per_s
        time.sleep(max(0.0, self.free_at - time.monotonic()))
        out.write(chunk)


class PhoneHandler(QuietHandler):
    link = None   # a SlowLink while the phone plays, else the plain handler's speed

    def send_response(self, code, message=None):
        if self.link:
            time.sleep(self.link.round_trip_s)
        super().send_response(code, message)

    def copyfile(self, source, out):
        if not self.link:
            return super().copyfile(source, out)
        while True:
            chunk = source.read(16 * 1024)
            if not chunk:
                break
            self.link.send(chunk, out)

FLAGS = ["--disable-background-networking", "--disable-component-update", "--no-first-run"]
PHONE_BYTES_PER_S = 1_600_000 / 8
PHONE_ROUND_TRIP_S = 0.150
PHONE_CPU_SLOWDOWN = 4
FULL_STAGE_WAIT_MS = 300_000
EMBEDS = """<!doctype html><html><head><meta charset="utf-8"><title>A blog post</title></head><body>
<p>Three boards in a post.</p>
<iframe src="/?embed" width="360" height="440"></iframe>
<iframe src="/?embed&size=8" width="360" height="440"></iframe>
<iframe src="/?embed&mode=two" width="360" height="440"></iframe>
</body></html>"""


def now_ms(page):
    return page.evaluate("performance.now()")


def first_visit(browser, playwright, url, phone):
    """(ready ms, first answer ms, bytes before it, full stage ms or None, turn sent ms)."""
    options = dict(playwright.devices["Pixel 7"]) if phone else {"viewport": {"width": 1280, "height": 800}}
    context = browser.new_context(**options)
    page = context.new_page()
    PhoneHandler.link = SlowLink(PHONE_BYTES_PER_S, PHONE_ROUND_TRIP_S) if phone else None
    if phone:
        cdp = context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": PHONE_CPU_SLOWDOWN})
    fetched = []   # (this script's clock when done, bytes); requests through the service worker show twice, once empty
    context.on("requestfinished", lambda request: fetched.append((time.monotonic(), sum(
        max(0, request.sizes()[part]) for part in ("responseBodySize", "responseHeadersSize")))))
    board = BoardPage(page, url)
    ready = float(page.get_attribute("html", "data-ready-ms"))
    tap_turn(board, ("a1", "b2", "c3"), phone)
    sent = now_ms(page)
    page.wait_for_function("document.querySelector('#record').textContent.includes(', ')", timeout=600_000,
                           polling=10)
    answered, answered_here = now_ms(page), time.monotonic()
    before = sum(size for done, size in fetched if done <= answered_here)
    try:
        page.wait_for_function("document.documentElement.dataset.fullBotMs", timeout=FULL_STAGE_WAIT_MS)
        full = float(page.get_attribute("html", "data-full-bot-ms"))
    except Exception:
        full = None
    context.close()
    PhoneHandler.link = None
    return ready, answered, before, full, sent


def tap_turn(board, cells, phone):
    """Taps or clicks as a person makes them: straight at the cells, knowing where
    they are (one question to the page, not several per tap: each waits for the
    slowed page) and without the checks before each of Playwright's element clicks."""
    canvas = board.page.eval_on_selector("#board", "(board) => Object.assign(board.getBoundingClientRect()"
                                         ".toJSON(), board.dataset)")
    for cell in cells:
        point = board.point(cell, canvas)
        x, y = canvas["x"] + point["x"], canvas["y"] + point["y"]
        if phone:
            board.page.touchscreen.tap(x, y)
        else:
            board.page.mouse.click(x, y)


def report(name, rounds):
    print("%s, first visit, a1-b2-c3 tapped at ready (ms from navigation):" % name)
    for ready, answered, before, full, sent in rounds:
        print("  board ready %6.0f | first answer %6.0f (%5.0f after ready, %5.0f after the turn) | "
              "%5.2f MB before it | Pyodide took over %s" % (
                  ready, answered, answered - ready, answered - sent, before / 1e6,
                  "%6.0f" % full if full else "never (not within %d s)" % (FULL_STAGE_WAIT_MS // 1000)))
    if len(rounds) > 1:
        print("  median: first answer %.0f ms after ready, %.0f ms after the turn, %.2f MB before it" % (
            statistics.median(r[1] - r[0] for r in rounds), statistics.median(r[1] - r[4] for r in rounds),
            statistics.median(r[2] for r in rounds) / 1e6))


def descendants(pid):
    """Every process below ``pid``."""
    children = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open("/proc/%s/stat" % entry) as stat:
                    parent = int(stat.read().rsplit(")", 1)[1].split()[1])
            except OSError:
                continue
            children.setdefault(parent, []).append(int(entry))
    found, stack = [], [pid]
    while stack:
        for child in children.get(stack.pop(), []):
            found.append(child)
            stack.append(child)
    return found


def browser_memory_mb():
    """The memory this script's browser processes hold alone (private pages, in MB):
    shared pages are shared with whatever else runs, and would count differently
    with every other browser on the machine."""
    total = 0
    for pid in descendants(os.getpid()):
        try:
            with open("/proc/%d/comm" % pid) as comm:
                if "chrom" not in comm.read():
                    continue
            with open("/proc/%d/smaps_rollup" % pid) as rollup:
                total += sum(int(line.split()[1]) for line in rollup if line.startswith("Private_"))
        except OSError:
            continue
    return total / 1024


def embeds_memory(playwright, url):
    """(MB of a browser with a blank page, MB once the post's three embeds have settled)."""
    browser = playwright.chromium.launch(**launch_args(FLAGS))
    page = browser.new_context().new_page()
    page.wait_for_timeout(2000)
    idle = browser_memory_mb()
    page.goto(url + "blog-post.html")
    for frame in page.main_frame.child_frames:   # the post's embeds, not the Embed dialog's preview in each
        BoardPage(frame)
    page.wait_for_timeout(15_000)   # the bots' workers boot (a --site page that boots Pyodide in each embed takes seconds)
    settled = browser_memory_mb()
    browser.close()
    return idle, settled


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="desktop rounds (the phone plays one)")
    parser.add_argument("--site", default=ROOT, help="the folder to serve (default: this checkout)")
    parser.add_argument("--memory-only", action="store_true", help="only the three embeds' memory")
    options = parser.parse_args()
    with open(os.path.join(options.site, "blog-post.html"), "w") as post:
        post.write(EMBEDS)
    server = make_server(0, options.site, handler=PhoneHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = "http://127.0.0.1:%d/" % server.server_port
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_args(FLAGS))
            if not options.memory_only:
                first_visit(browser, playwright, url, phone=False)   # warm the OS file cache, not counted
                report("Desktop (1280×800)", [first_visit(browser, playwright, url, phone=False)
                                              for _ in range(options.rounds)])
                report("Phone (Pixel 7, CPU 4×, 1.6 Mbit/s, 150 ms)",
                       [first_visit(browser, playwright, url, phone=True)])
            browser.close()
            idle, settled = embeds_memory(playwright, url)
            print("Three idle ?embed boards in one post: browser %.0f MB with a blank page, %.0f MB with "
                  "them (+%.0f MB)" % (idle, settled, settled - idle))
    finally:
        server.shutdown()
        os.remove(os.path.join(options.site, "blog-post.html"))


if __name__ == "__main__":
    main()
