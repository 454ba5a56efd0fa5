"""game/tools/build/browser.py's choice of Chromium, each case simulated: the lookups
(PATH, Playwright's browser, its download, root, apt-get) are injected, so
nothing on this machine is installed or changed."""

import subprocess
import sys

import pytest

from game.tools.build import browser as browser_setup
from game.tools.build.browser import NoBrowser, choose, launch_args


class Machine:
    """A pretend machine: what is on PATH, whether Playwright's Chromium launches,
    whether its download and apt-get work; every step taken is logged."""

    def __init__(self, path=(), playwright=False, download=False, download_launches=True,
                 root=True, apt=None):
        self.path = {name: "/usr/bin/" + name for name in path}
        self.playwright = playwright
        self.download_works = download
        self.download_launches = download_launches
        self.root = root
        self.apt = apt              # None: apt-get runs, installs chromium; else its error
        self.steps = []
        self.said = []

    def which(self, name):
        return self.path.get(name)

    def playwright_chromium(self):
        self.steps.append("playwright")
        return "159.0.8154.6" if self.playwright else None

    def playwright_download(self):
        self.steps.append("download")
        if not self.download_works:
            return False, "getaddrinfo ENOTFOUND cdn.playwright.dev"
        self.playwright = self.download_launches
        return True, ""

    def is_root(self):
        return self.root

    def apt_install(self):
        self.steps.append("apt")
        if self.apt is not None:
            return False, self.apt
        self.path["chromium"] = "/usr/bin/chromium"
        return True, ""

    def choose(self):
        return choose(which=self.which, playwright_chromium=self.playwright_chromium,
                      playwright_download=self.playwright_download, is_root=self.is_root,
                      apt_install=self.apt_install, say=self.said.append)

    def launch_args(self):
        return launch_args(["--no-first-run"], which=self.which)


def test_chromium_on_path_is_used_and_nothing_else_is_tried():
    machine = Machine(path=["chromium", "chromium-browser", "apt-get"], playwright=True)
    assert machine.choose() == "browser: /usr/bin/chromium (on PATH)"
    assert machine.steps == [] and machine.said == []
    assert machine.launch_args()["executable_path"] == "/usr/bin/chromium"


def test_chromium_browser_counts_as_chromium_on_path():
    machine = Machine(path=["chromium-browser"])
    assert machine.choose() == "browser: /usr/bin/chromium-browser (on PATH)"
    assert machine.steps == []
    assert machine.launch_args()["executable_path"] == "/usr/bin/chromium-browser"


def test_playwright_chromium_when_none_on_path():
    machine = Machine(path=["apt-get"], playwright=True)
    assert machine.choose() == "browser: Playwright's Chromium 159.0.8154.6"
    assert machine.steps == ["playwright"] and machine.said == []
    assert "executable_path" not in machine.launch_args()


def test_playwright_download_when_no_browser_at_all():
    machine = Machine(path=["apt-get"], download=True)
    assert machine.choose() == "browser: Playwright's Chromium 159.0.8154.6 (just downloaded)"
    assert machine.steps == ["playwright", "download", "playwright"]
    assert len(machine.said) == 1 and "trying Playwright's download" in machine.said[0]
    assert "executable_path" not in machine.launch_args()


def test_apt_get_as_root_when_the_download_fails():
    machine = Machine(path=["apt-get"], root=True)
    assert machine.choose() == "browser: /usr/bin/chromium (on PATH, just installed with apt-get)"
    assert machine.steps == ["playwright", "download", "apt"]
    assert "ENOTFOUND" in machine.said[1] and "apt-get" in machine.said[2]
    assert machine.launch_args()["executable_path"] == "/usr/bin/chromium"


def test_apt_get_when_the_download_arrives_but_does_not_launch():
    machine = Machine(path=["apt-get"], download=True, download_launches=False)
    assert machine.choose().endswith("(on PATH, just installed with apt-get)")
    assert machine.steps == ["playwright", "download", "playwright", "apt"]
    assert "does not launch" in machine.said[1]


def test_not_root_stops_with_the_apt_get_command_to_run():
    machine = Machine(path=["apt-get"], root=False)
    with pytest.raises(NoBrowser) as stop:
        machine.choose()
    assert "sudo apt-get install chromium" in str(stop.value)
    assert "\n" not in str(stop.value)
    assert "apt" not in machine.steps


def test_no_apt_get_stops_asking_for_chromium_on_path():
    machine = Machine(path=[], root=True)
    with pytest.raises(NoBrowser) as stop:
        machine.choose()
    assert "install Chromium so that `chromium` is on PATH" in str(stop.value)
    assert "apt" not in machine.steps


def test_apt_get_failing_stops_with_its_error():
    machine = Machine(path=["apt-get"], apt="E: Could not get lock /var/lib/dpkg/lock-frontend")
    with pytest.raises(NoBrowser) as stop:
        machine.choose()
    assert "apt-get install chromium failed (E: Could not get lock" in str(stop.value)
    assert "executable_path" not in machine.launch_args()


def test_apt_get_succeeding_without_a_chromium_on_path_is_no_browser():
    machine = Machine(path=["apt-get"])
    machine.apt_install = lambda: (machine.steps.append("apt"), (True, ""))[1]
    with pytest.raises(NoBrowser) as stop:
        machine.choose()
    assert "no chromium on PATH after it" in str(stop.value)


def test_launch_args_keep_pytest_playwright_args_and_a_given_executable():
    which = {"chromium": "/usr/bin/chromium"}.get
    given = {"headless": True, "args": ["--a"]}
    args = launch_args(["--b"], given, which=which)
    assert args == {"headless": True, "args": ["--a", "--b"], "executable_path": "/usr/bin/chromium"}
    assert given == {"headless": True, "args": ["--a"]}
    own = launch_args(["--b"], {"executable_path": "/opt/mine"}, which=which)
    assert own["executable_path"] == "/opt/mine"
    assert launch_args(["--b"], which={}.get) == {"args": ["--b"]}


def test_the_download_has_a_short_connection_timeout_and_an_overall_one(monkeypatch):
    calls = []

    def fake_run(command, env, capture_output, text, timeout):
        calls.append((command, env, timeout))
        raise subprocess.TimeoutExpired(command, timeout)

    monkeypatch.setattr(browser_setup.subprocess, "run", fake_run)
    ok, why = browser_setup.playwright_download()
    (command, env, timeout), = calls
    assert command == [sys.executable, "-m", "playwright", "install", "chromium"]
    assert int(env["PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT"]) <= 10_000
    assert timeout == browser_setup.DOWNLOAD_TIMEOUT_S
    assert (ok, why) == (False, "no answer in %d s" % timeout)


def test_a_failed_command_reports_the_line_that_says_why():
    def fails(code):
        return browser_setup.run([sys.executable, "-c", "import sys\n" + code], None, 30)

    # Playwright's download: progress on stdout, the cause first on stderr, a stack after
    assert fails("print('Downloading Chrome'); print('Failed to install browsers')\n"
                 "sys.stderr.write('Error: getaddrinfo ENOTFOUND cdn.playwright.dev\\n"
                 "    at GetAddrInfoReqWrap\\nError: getaddrinfo ENOTFOUND again\\n')\n"
                 "sys.exit(1)") == (False, "Error: getaddrinfo ENOTFOUND cdn.playwright.dev")
    assert fails("print('Reading package lists...'); sys.stderr.write('W: a warning\\n"
                 "E: Unable to locate package chromium\\n'); sys.exit(100)") \
        == (False, "E: Unable to locate package chromium")
    assert fails("print('first'); sys.exit('went wrong')") == (False, "went wrong")
    assert fails("sys.exit(3)") == (False, "exit status 3")
    assert fails("pass") == (True, "")
    ok, why = browser_setup.run(["/nonexistent/apt-get"], None, 30)
    assert not ok and "No such file" in why


def test_main_prints_one_line_or_stops_with_one(capsys):
    browser_setup.main(which=Machine(path=["chromium"]).which)
    assert capsys.readouterr().out == "browser: /usr/bin/chromium (on PATH)\n"
    machine = Machine(path=[], root=False)
    with pytest.raises(SystemExit) as stop:
        browser_setup.main(which=machine.which, playwright_chromium=machine.playwright_chromium,
                           playwright_download=machine.playwright_download, is_root=machine.is_root)
    assert stop.value.code.startswith("browser: no Chromium for the browser tests")
    assert "\n" not in stop.value.code
