"""What the browser tests do with any page: watch it for console errors and
requests to other hosts, keep a screenshot of it (test-results/), and stop
its clock while a test reads what would soon change."""

import contextlib
import os

from game.tools.build.serve import ROOT

SHOTS = os.path.join(ROOT, "test-results")


def watch(page, base_url):
    """The list that collects the page's console errors and requests to other hosts."""
    problems = []
    page.on("console", lambda message: message.type == "error"
            and problems.append("console error: %s (%s)" % (message.text, message.location.get("url"))))
    page.on("pageerror", lambda error: problems.append("page error: %s" % error))
    page.on("request", lambda request: request.url.startswith(base_url)
            or request.url.startswith(("data:", "blob:"))
            or problems.append("request to another host: %s" % request.url))
    return problems


def screenshot(page, name):
    os.makedirs(SHOTS, exist_ok=True)
    path = os.path.join(SHOTS, name + ".png")
    page.screenshot(path=path)
    return path


@contextlib.contextmanager
def time_held(page):
    """The page's clock stopped for the block (page.clock.install() before the
    page opens): a refused click's mark, which fades after 0.6 s, is read
    before it goes however slow the machine is."""
    page.clock.pause_at(page.evaluate("Date.now()") + 1)
    try:
        yield
    finally:
        page.clock.resume()
