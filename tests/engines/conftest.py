"""The cross-engine tier's fixtures: the page in Firefox and in WebKit (the
engine of Safari and of every iPhone browser), each driven through WebDriver
(game/tools/build/engines.py), beside the Chromium suite of tests/browser.

Every test runs once in each engine, in a fresh browser with nothing kept.
The pages are served as ``make play`` serves them, but each HTML page with
watch.js put first into it: WebKit's WebDriver tells nothing of the console,
so the page keeps its own console errors, page errors and failed loads, and
any left when a test ends fail it.  An engine this machine lacks is skipped
with the one line that says what to install."""

import os

import pytest

from enginepage import EnginePage
from game.tools.build import engines
from game.tools.build.serve import ROOT
from pages import SHOTS
from sites import Site


@pytest.fixture(scope="session")
def site():
    if not os.path.exists(os.path.join(ROOT, "assets", "runtime", "installed")):
        pytest.fail("the page's runtime is missing: run `make test` (it copies it from npm)")
    served = Site()
    yield served
    served.close()


@pytest.fixture
def own_site():
    """A site of the test's own, which it may take down (offline)."""
    served = Site()
    yield served
    served.close()


@pytest.fixture
def blog(tmp_path):
    """blog(body) -> the address of a blog post on a host of its own whose body is ``body``."""
    sites = []

    def serve(body):
        (tmp_path / "blog.html").write_text('<!doctype html><html><head><title>A blog</title>'
                                            '<link rel="icon" href="data:,"></head><body>%s</body></html>' % body)
        sites.append(Site(str(tmp_path)))
        return sites[-1].url + "blog.html"

    yield serve
    for served in sites:
        served.close()


@pytest.fixture(scope="session")
def screen():
    """The virtual screen WebKit draws on, started when a WebKit test first needs it."""
    started = []

    def one():
        if not started:
            started.append(engines.VirtualScreen())
        return started[0]

    yield one
    for made in started:
        made.close()


@pytest.fixture(params=engines.ENGINES)
def engine(request):
    if engines.missing(request.param):
        pytest.skip(engines.absent_line(request.param, engines.missing(request.param)))
    return request.param


# Firefox's "cookies from other sites blocked": an iframe on another site gets no storage at all
# (WebKit gives it storage of its own, apart from the site's, as it always does)
OTHER_SITES_BLOCKED = (("network.cookie.cookieBehavior", 1),)


@pytest.fixture
def driver(engine, screen, request):
    """A fresh browser of the engine; its pages' problems (watch.js) fail the test.
    A test marked other_sites_blocked gets a Firefox that blocks the storage of
    sites inside others."""
    blocked = request.node.get_closest_marker("other_sites_blocked") is not None
    started = engines.launch(engine, screen() if engine == engines.WEBKIT else None,
                             prefs=OTHER_SITES_BLOCKED if blocked else ())
    yield started
    try:
        problems = EnginePage(started).problems()
        call = getattr(request.node, "rep_call", None)
        if call is not None and call.failed:
            os.makedirs(SHOTS, exist_ok=True)
            started.save_screenshot(os.path.join(SHOTS, "engines-%s.png" % request.node.name))
    finally:
        started.quit()
    assert problems == [], problems


@pytest.fixture
def game_page(driver, site):
    """The engine's page helper, on the shared site."""
    return EnginePage(driver, site.url)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, "rep_" + report.when, report)   # the driver fixture keeps a failed test's screen
    return report
