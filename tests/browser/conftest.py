"""The browser tests' fixtures: the page served on 127.0.0.1, the Chromium to
open it in, pages watched for console errors and requests to other hosts
(pages.py), a blog on a host of its own, and the board of a fresh page.

Every browser context they make asks pages to save data, as Chrome's Data
Saver does, so the page never loads the bot's full stage (Pyodide: 13 MB
and seconds of a core to boot, game/web/bot/workers_view.py) in a test of something
else; the quick stage answers alone.  A test marked ``full_bot`` gets the
page as a browser that does not save data has it."""

import os
import threading

import pytest

from game.tools.build import bundle
from boardpage import BoardPage
from game.tools.build.browser import launch_args
from game.tools.build.serve import ROOT, make_server
from pages import watch

RUNTIME_MARKER = os.path.join(ROOT, "assets", "runtime", "installed")
CHROMIUM_FLAGS = ["--disable-background-networking", "--disable-component-update",
                  "--disable-sync", "--no-first-run", "--disable-quic"]
# what navigator.connection says where the browser saves data
SAVE_DATA = ("if (navigator.connection) Object.defineProperty(navigator.connection, 'saveData', {get: () => true});"
             " else Object.defineProperty(navigator, 'connection', {value: {saveData: true}});")


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
    """The Chromium game/tools/build/browser.py chose (make test runs it first): the one
    on PATH where there is one, else the browser Playwright installed."""
    return launch_args(CHROMIUM_FLAGS, browser_type_launch_args)


def saving_data(request, context):
    """``context``, asking its pages to save data unless the test is marked full_bot."""
    if request.node.get_closest_marker("full_bot") is None:
        context.add_init_script(SAVE_DATA)
    return context


@pytest.fixture
def new_context(new_context, request):
    """pytest-playwright's new_context(**options), and so its ``context``, saving data."""
    return lambda **options: saving_data(request, new_context(**options))


@pytest.fixture
def watched(context, base_url):
    """A fresh page whose console errors and foreign requests fail the test."""
    page = context.new_page()
    problems = watch(page, base_url)
    yield page
    page.close()
    assert problems == []


@pytest.fixture
def open_page(browser, base_url, request):
    """open_page(**context options) -> a page in a browser context of its own (a
    phone, a language, offline), watched like ``watched``; ``site`` is the one
    host it may ask (base_url unless given)."""
    opened = []

    def open_one(site=None, **options):
        # not new_context: its browser_context_args take pytest-playwright's ``device``,
        # which tests here name a parameter of their own
        context = saving_data(request, browser.new_context(**options))
        page = context.new_page()
        opened.append((context, watch(page, site or base_url)))
        return page

    yield open_one
    for context, problems in opened:
        context.close()
        assert problems == []


@pytest.fixture
def cut_page(browser):
    """(a page in a context of its own, its console errors and page errors): kept
    for the test to read, not failed on, since a file cut is told by the browser too.
    No service worker: its offline cache, filled meanwhile, would answer for the file."""
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    errors = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page, errors
    context.close()


@pytest.fixture
def blog(open_page, base_url, tmp_path):
    """blog(body, script) -> a page open at a blog on a host of its own whose post is
    ``body`` (HTML, iframes of the game in it), once its first iframe is there;
    ``script`` runs first in every frame (what a browser refuses there)."""
    servers = []

    def open_blog(body, script=None):
        (tmp_path / "blog.html").write_text('<!doctype html><title>A blog</title><link rel="icon" href="data:,">'
                                            + body)
        server = make_server(0, str(tmp_path))
        servers.append(server)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        blog_url = "http://127.0.0.1:%d/" % server.server_port
        page = open_page(site=(blog_url, base_url))
        if script:
            page.add_init_script(script)
        page.goto(blog_url + "blog.html")
        page.wait_for_selector("iframe")
        return page

    yield open_blog
    for server in servers:
        server.shutdown()
        server.server_close()


@pytest.fixture
def board(watched, base_url):
    """The board of a fresh watched page, once it is ready."""
    return BoardPage(watched, base_url)
