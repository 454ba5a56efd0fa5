"""Where the phone's first visit goes, from navigation to a ready board: a timeline.

    .venv/bin/python -m game.tools.benches.page_trace [--rounds N] [--base REV] [--dist] [--line shared|sequential]

The phone of ``make bench-page`` (game/tools/benches/page.py: Pixel 7, CPU 4x,
1.6 Mbit/s, 150 ms round trips, played by its server) opens this checkout
(with ``--base REV`` that commit too, gzipped, and with ``--dist`` this
checkout as ``make dist`` writes it, its brotli files served; in turn) with
nothing cached.  The browser's own clocks say where the time went: Resource
Timing for each file (when it was asked for, its first byte, its last, its
KB on the wire), and the page's performance.mark()s (assets/page-files.js,
game/web/page.py) for MicroPython's start, the page's first imports (made
while its archive comes), the archive unpacked, the entry's imports, its
parts built and the board drawn.  A Chromium trace of
the page's main thread (CDP Tracing, a visit of its own) adds how long it
was busy, its longest task and the WebAssembly it compiled lazily.  Each
figure is the median of the rounds, ms from navigation.
"""

import argparse
import os
import shutil
import statistics
import tempfile

from playwright.sync_api import sync_playwright

from game.tools.benches.page import (FLAGS, PHONE_CPU_SLOWDOWN, Link, Site, add_line_option, checkout,
                                     desktop_ready_ms, dist)
from game.tools.benches.driver import BoardPage
from game.tools.build.browser import launch_args
from game.tools.build.serve import ROOT

# What the main thread did, from a Chromium trace: its tasks, and WebAssembly compiled lazily on it
TRACE_CATEGORIES = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8.wasm",
                    "blink.user_timing"]


def first_visit(browser, playwright, site):
    """({file: (KB, asked, first byte, last byte)} of the files before the board, {mark: ms}), from navigation."""
    context = browser.new_context(**playwright.devices["Pixel 7"])
    context.add_init_script("Object.defineProperty(navigator.connection, 'saveData', {get: () => true})")
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": PHONE_CPU_SLOWDOWN})
    try:
        site.handler.link = Link()
        BoardPage(page, site.url)
        return page.evaluate("""() => {
            const ready = Number(document.documentElement.dataset.readyMs), files = {}, marks = {};
            const nav = performance.getEntriesByType("navigation")[0];
            for (const file of [nav].concat(performance.getEntriesByType("resource"))) {
                if (file.startTime > ready) continue;
                const name = file.name.replace(location.origin, "").replace(/^\\/(assets\\/)?(runtime\\/)?/, "");
                files[name || "index.html"] = [file.encodedBodySize / 1e3, file === nav ? file.requestStart : file.startTime,
                                              file.responseStart, file.responseEnd];
            }
            for (const mark of performance.getEntriesByType("mark")) marks[mark.name] = mark.startTime;
            marks["board ready (data-ready-ms)"] = ready;
            return [files, marks];
        }""")
    finally:
        site.handler.link = None
        context.close()


def busy(browser, playwright, site):
    """{what: ms} of the page's main thread from navigation to the board, by a Chromium trace."""
    context = browser.new_context(**playwright.devices["Pixel 7"])
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": PHONE_CPU_SLOWDOWN})
    events, done = [], []
    cdp.on("Tracing.dataCollected", lambda message: events.extend(message["value"]))
    cdp.on("Tracing.tracingComplete", lambda message: done.append(True))
    cdp.send("Tracing.start", {"traceConfig": {"includedCategories": TRACE_CATEGORIES}})
    try:
        site.handler.link = Link()
        BoardPage(page, site.url)
        ready_ms = float(page.get_attribute("html", "data-ready-ms"))
    finally:
        site.handler.link = None
    cdp.send("Tracing.end")
    while not done:
        page.wait_for_timeout(100)
    context.close()
    start = min(event["ts"] for event in events if event.get("name") == "navigationStart"
                and site.url in str(event.get("args", {}).get("data", {}).get("documentLoaderURL")))
    # the page's own main thread: the one that parsed its HTML
    parsed = next(event for event in events if event.get("name") == "ParseHTML"
                  and str(event.get("args", {}).get("beginData", {}).get("url", "")).startswith(site.url))
    spans = [event for event in events if (event.get("pid"), event.get("tid")) == (parsed["pid"], parsed["tid"])
             and event.get("ph") == "X" and "dur" in event and start <= event["ts"] <= start + ready_ms * 1e3]
    tasks = [event["dur"] / 1e3 for event in spans if event["name"] == "RunTask"]
    return {"busy (all its tasks)": sum(tasks), "its longest task": max(tasks),
            "WebAssembly compiled lazily": sum(event["dur"] for event in spans
                                               if event["name"] == "wasm.CompileLazy") / 1e3}


def median(values):
    return "%.0f" % statistics.median(values) if values else "-"


def report(name, visits, threads):
    print("%s, ms from navigation, median of %d:" % (name, len(visits)))
    names = {file for files, marks in visits for file in files}
    rows = sorted(names, key=lambda file: statistics.median(
        [files[file][3] for files, marks in visits if file in files]))
    print("  %-40s %8s %8s %10s %9s" % ("file", "KB", "asked", "first byte", "last byte"))
    for file in rows:
        cells = [median([files[file][column] for files, marks in visits if file in files]) for column in range(4)]
        print("  %-40s %8s %8s %10s %9s" % tuple([file] + cells))
    marks = {mark for files, marks in visits for mark in marks}
    for mark in sorted(marks, key=lambda mark: statistics.median(
            [marks[mark] for files, marks in visits if mark in marks])):
        print("  mark: %-34s %8s" % (mark, median([marks[mark] for files, marks in visits if mark in marks])))
    for what in threads[0]:
        print("  main thread: %-28s %8s" % (what, median([thread[what] for thread in threads])))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--base", metavar="REV", help="also serve this commit, gzipped, in turn")
    parser.add_argument("--dist", action="store_true",
                        help="also this checkout as make dist writes it, served with its precompressed brotli")
    add_line_option(parser)
    options = parser.parse_args()
    Link.sequential = options.line == "sequential"
    work = tempfile.mkdtemp(prefix="bench-trace-")
    sites = []
    if options.base:
        base_dir = os.path.join(work, "base")
        os.makedirs(base_dir)
        checkout(options.base, base_dir)
        sites.append(Site("base %s gzip" % options.base[:7], base_dir, True))
    sites.append(Site("this gzip", ROOT, True))
    if options.dist:
        sites.append(Site("this dist, brotli", dist(os.path.join(work, "dist")), True))
    print("load average before:", open("/proc/loadavg").read().strip())
    timelines = {site.name: [] for site in sites}
    threads = {site.name: [] for site in sites}
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_args(FLAGS))
            for site in sites:
                desktop_ready_ms(browser, site.url)   # warm the OS file cache and gzip's, not counted
            for number in range(options.rounds):
                for site in sites:
                    timelines[site.name].append(first_visit(browser, playwright, site))
                    threads[site.name].append(busy(browser, playwright, site))
                print("round %d done; load average %s" % (number + 1, open("/proc/loadavg").read().split()[0]))
            browser.close()
    finally:
        for site in sites:
            site.close()
        shutil.rmtree(work)
    for site in sites:
        report("Phone first visit, %s" % site.name, timelines[site.name], threads[site.name])
    print("load average after:", open("/proc/loadavg").read().strip())


if __name__ == "__main__":
    main()
