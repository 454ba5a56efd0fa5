"""The markers that sort every test by what it needs (pytest.ini): ``browser``
for tests/browser and any test that uses the served page, ``engines`` for the
cross-engine tier (tests/engines: Firefox and WebKit), ``interpreters`` for
tests/interpreters; `make quick` runs the rest, CPython alone.  The browser
tests' fixtures are in tests/browser/conftest.py, the tier's in tests/engines/."""

import os

import pytest

from game import systems
from game.tools.build import engines
from game.rules import register, unregister

# The made-up fourth game's folder (tests/systems/dots/), beside the real ones' game/systems/.
TOY_FOLDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "systems")


@pytest.fixture(autouse=True)
def _verify_url():
    """pytest-base-url checks a --base-url we never give, by asking every test for
    base_url: that would serve the page (and need the runtime) for CPython tests too."""


def pytest_report_header():
    """One line for each engine of the tier this machine lacks (its tests are skipped)."""
    return [engines.absent_line(engine, engines.missing(engine))
            for engine in engines.ENGINES if engines.missing(engine)]


def pytest_collection_modifyitems(items):
    for item in items:
        if "engines" in item.path.parts:
            item.add_marker(pytest.mark.engines)
            continue
        # tests/browser/ needs the page's runtime even where a test opens no page
        if "browser" in item.path.parts or "base_url" in item.fixturenames \
                or "browser" in item.fixturenames:
            item.add_marker(pytest.mark.browser)
        if "interpreters" in item.path.parts:
            item.add_marker(pytest.mark.interpreters)


@pytest.fixture
def toy_rules():
    """The made-up game's rules (tests/systems/dots/), its folder found for one
    test as game.systems finds any game's."""
    systems.__path__.append(TOY_FOLDER)
    yield systems.part("dots", "rules")
    systems.__path__.remove(TOY_FOLDER)


@pytest.fixture
def toy(toy_rules):
    """The made-up fourth game, registered for one test."""
    register(toy_rules)
    yield toy_rules
    unregister(toy_rules.NAME)
