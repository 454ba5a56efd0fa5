"""Fixtures for the browser tests: the page served on 127.0.0.1, Chromium, and a
watch on every page for console errors and requests to other hosts; and the
markers that sort every test by what it needs (pytest.ini): ``browser`` for
tests/browser and any test that uses the served page, ``interpreters`` for
tests/interpreters.
`make quick` runs the rest, CPython alone."""

import os
import threading

import pytest

from game.rules import register, unregister
from game.tools import bundle
from game.tools.browser import launch_args
from game.tools.serve import ROOT, make_server

RUNTIME_MARKER = os.path.join(ROOT, "assets", "runtime", "installed")
SHOTS = os.path.join(ROOT, "test-results")
CHROMIUM_FLAGS = ["--disable-background-networking", "--disable-component-update",
                  "--disable-sync", "--no-first-run", "--disable-quic"]


@pytest.fixture(autouse=True)
def _verify_url():
    """pytest-base-url checks a --base-url we never give, by asking every test for
    base_url: that would serve the page (and need the runtime) for CPython tests too."""


def pytest_collection_modifyitems(items):
    for item in items:
        # tests/browser/ needs the page's runtime even where a test opens no page
        if "browser" in item.path.parts or "base_url" in item.fixturenames \
                or "browser" in item.fixturenames:
            item.add_marker(pytest.mark.browser)
        if "interpreters" in item.path.parts:
            item.add_marker(pytest.mark.interpreters)


@pytest.fixture(scope="session")
def base_url():
    """The page's address; the runtime must have been copied (make test does it)."""
    if not os.path.exists(RUNTIME_MARKER):
        pytest.fail("the page's runtime is missing: run `make test` (it copies it from npm)")
    bundle.refresh()   # the Python archives as the sources are now (make test writes them too)
    server = make_server(0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield "http://127.0.0.1:%d/" % server.server_port
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """The Chromium game/tools/browser.py chose (make test runs it first): the one
    on PATH where there is one, else the browser Playwright installed."""
    return launch_args(CHROMIUM_FLAGS, browser_type_launch_args)


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


@pytest.fixture
def watched(context, base_url):
    """A fresh page whose console errors and foreign requests fail the test."""
    page = context.new_page()
    problems = watch(page, base_url)
    yield page
    page.close()
    assert problems == []


@pytest.fixture
def open_page(browser, base_url):
    """open_page(**context options) -> a page in a browser context of its own (a
    phone, a language, offline), watched like ``watched``; ``site`` is the one
    host it may ask (base_url unless given)."""
    opened = []

    def open_one(site=None, **options):
        context = browser.new_context(**options)
        page = context.new_page()
        opened.append((context, watch(page, site or base_url)))
        return page

    yield open_one
    for context, problems in opened:
        context.close()
        assert problems == []



@pytest.fixture
def blog(open_page, base_url, tmp_path):
    """blog(body) -> a page open at a blog on a host of its own whose post is
    ``body`` (HTML, iframes of the game in it), once its first iframe is there."""
    servers = []

    def open_blog(body):
        (tmp_path / "blog.html").write_text('<!doctype html><title>A blog</title><link rel="icon" href="data:,">'
                                            + body)
        server = make_server(0, str(tmp_path))
        servers.append(server)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        blog_url = "http://127.0.0.1:%d/" % server.server_port
        page = open_page(site=(blog_url, base_url))
        page.goto(blog_url + "blog.html")
        page.wait_for_selector("iframe")
        return page

    yield open_blog
    for server in servers:
        server.shutdown()
        server.server_close()

def screenshot(page, name):
    os.makedirs(SHOTS, exist_ok=True)
    path = os.path.join(SHOTS, name + ".png")
    page.screenshot(path=path)
    return path


@pytest.fixture
def toy():
    """The made-up fourth rule system (tests/toy_system.py), registered for one test."""
    import toy_system
    register(toy_system)
    yield toy_system
    unregister(toy_system.NAME)
