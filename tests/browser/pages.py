"""What the browser tests do with any page: watch it for console errors and
requests to other hosts, and keep a screenshot of it (test-results/)."""

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
