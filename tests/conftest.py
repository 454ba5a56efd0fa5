"""The markers that sort every test by what it needs (pytest.ini): ``browser``
for tests/browser and any test that uses the served page, ``interpreters`` for
tests/interpreters; `make quick` runs the rest, CPython alone.  The browser
tests' fixtures are in tests/browser/conftest.py."""

import pytest

from game.rules import register, unregister


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


@pytest.fixture
def toy():
    """The made-up fourth rule system (tests/toy_system.py), registered for one test."""
    import toy_system
    register(toy_system)
    yield toy_system
    unregister(toy_system.NAME)
