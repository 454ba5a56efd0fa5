"""The Chromium the browser tests and benches run in: found, or set up, before pytest.

    .venv/bin/python -m game.tools.build.browser      (make test, bench-page and bench-bot run it)

In this order, the first that works:
  1. a Chromium on PATH (`chromium`, as Debian names it, or `chromium-browser`);
  2. the Chromium Playwright installed, if it is there and launches;
  3. Playwright's own download (`python -m playwright install chromium`), with a
     short connection timeout so a blocked download fails fast;
  4. Debian's `chromium` from apt-get, when running as root and apt-get exists.
Else it stops with one line naming what to install.  It prints one line naming
the browser it chose, and writes no file.

`chromium_on_path` is the one lookup: `launch_args` (used by tests/conftest.py
and the benches) launches the Chromium on PATH when there is one, else
Playwright's own, the same order as above.
"""

import os
import shutil
import subprocess
import sys

NAMES = ("chromium", "chromium-browser")
DOWNLOAD_CONNECTION_TIMEOUT_MS = 5_000    # per attempt; Playwright tries 5 times
DOWNLOAD_TIMEOUT_S = 900                  # the whole download, for a slow link
LAUNCH_TIMEOUT_MS = 30_000


def chromium_on_path(which=shutil.which):
    """The path of a Chromium on PATH, or None (then Playwright's own browser)."""
    for name in NAMES:
        path = which(name)
        if path:
            return path
    return None


def launch_args(flags=(), args=None, which=shutil.which):
    """Playwright launch arguments: ``args`` plus the Chromium ``flags``, and the
    Chromium on PATH as executable_path unless one is given already."""
    result = dict(args or {})
    result["args"] = list(result.get("args", [])) + list(flags)
    executable = chromium_on_path(which)
    if executable and "executable_path" not in result:
        result["executable_path"] = executable
    return result


def playwright_chromium():
    """The version of the Chromium Playwright installed, if it launches; else None."""
    from playwright.sync_api import Error, sync_playwright
    with sync_playwright() as playwright:
        try:
            browser = playwright.chromium.launch(timeout=LAUNCH_TIMEOUT_MS)
        except Error:
            return None
        version = browser.version
        browser.close()
        return version


def playwright_download():
    """Run Playwright's own download; (True, "") or (False, its first error line)."""
    env = dict(os.environ, PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT=str(DOWNLOAD_CONNECTION_TIMEOUT_MS))
    return run([sys.executable, "-m", "playwright", "install", "chromium"], env, DOWNLOAD_TIMEOUT_S)


def apt_install():
    """Install Debian's chromium; (True, "") or (False, apt-get's first error line)."""
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    ok, why = run(["apt-get", "update", "-qq"], env, None)
    if ok:
        ok, why = run(["apt-get", "install", "-y", "-qq", "chromium"], env, None)
    return ok, why


def run(command, env, timeout):
    """Run a command quietly; (True, "") or (False, the line that says why it failed:
    its first "Error…"/"E: …" line, stderr first, else stderr's last line)."""
    try:
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return False, "no answer in %d s" % timeout
    except OSError as error:
        return False, str(error)
    if done.returncode == 0:
        return True, ""
    stderr, stdout = ([line.strip() for line in text.splitlines() if line.strip()]
                      for text in (done.stderr, done.stdout))
    errors = [line for line in stderr + stdout if line.startswith(("Error", "E:"))]
    last = stderr or stdout or ["exit status %d" % done.returncode]
    why = errors[0] if errors else last[-1]
    return False, why[:200]


def is_root():
    return hasattr(os, "geteuid") and os.geteuid() == 0


class NoBrowser(Exception):
    """No Chromium and no way to get one here; the message says what to install."""


def choose(which=shutil.which, playwright_chromium=playwright_chromium,
           playwright_download=playwright_download, is_root=is_root,
           apt_install=apt_install, say=print):
    """Find or set up a Chromium; return the line that names it.  Raises NoBrowser."""
    path = chromium_on_path(which)
    if path:
        return "browser: %s (on PATH)" % path
    version = playwright_chromium()
    if version:
        return "browser: Playwright's Chromium %s" % version
    say("browser: no chromium on PATH and no Playwright Chromium; trying Playwright's download")
    ok, why = playwright_download()
    if ok:
        version = playwright_chromium()
        if version:
            return "browser: Playwright's Chromium %s (just downloaded)" % version
        why = "downloaded, but it does not launch"
    say("browser: Playwright's download failed (%s)" % why)
    if not which("apt-get"):
        raise NoBrowser("browser: no Chromium for the browser tests; install Chromium so that "
                        "`chromium` is on PATH, then run make test again")
    if not is_root():
        raise NoBrowser("browser: no Chromium for the browser tests; install Debian's chromium "
                        "(sudo apt-get install chromium), then run make test again")
    say("browser: installing Debian's chromium with apt-get")
    ok, why = apt_install()
    path = chromium_on_path(which)
    if ok and path:
        return "browser: %s (on PATH, just installed with apt-get)" % path
    raise NoBrowser("browser: apt-get install chromium failed (%s); install Chromium so that "
                    "`chromium` is on PATH, then run make test again"
                    % (why or "no chromium on PATH after it"))


def main(**lookups):
    """Print the line naming the Chromium, or exit with the line naming what to install."""
    try:
        print(choose(say=lambda line: print(line, flush=True), **lookups))
    except NoBrowser as error:
        sys.exit(str(error))


if __name__ == "__main__":
    main()
