"""Offline play: the service worker caches the page and both runtimes (sw.js)."""

import functools
import json
import os
import re
import shutil
import threading
import time

import pytest

from boardpage import BoardPage
from game.tools.build.serve import ROOT, QuietHandler, Server, make_server

CACHE_NAMES = "caches.keys()"


def wait_until(page, check, arg=None, timeout=60_000):
    """Until ``check`` (a JS function of ``arg`` whose promise says whether it is so:
    the caches are read by promises, which wait_for_function does not wait for) is true."""
    page.evaluate("""async ([arg, timeout]) => {
        const deadline = performance.now() + timeout;
        while (!(await (%s)(arg))) {
            if (performance.now() > deadline) throw new Error("not so in time");
            await new Promise((next) => setTimeout(next, 50));   // the next look
        }
    }""" % check, [arg, timeout])


def wait_for_offline_cache(page):
    """Until sw.js has cached everything and controls the page."""
    page.evaluate("navigator.serviceWorker.ready")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)


def test_after_one_compressed_visit_the_game_plays_against_the_bot_offline(open_page, base_url):
    page = open_page()
    encodings = {}
    page.on("response", lambda response: encodings.setdefault(
        response.url.replace(base_url, "./"), response.headers.get("content-encoding")))
    board = BoardPage(page, base_url)
    wait_for_offline_cache(page)
    # the visit came gzipped, as from any common host (make play serves it so)
    for path in ("./", "./assets/runtime/micropython/micropython.wasm", "./pyscript.toml"):
        assert encodings.get(path) == "gzip", (path, encodings.get(path))
    page.context.set_offline(True)
    board.reload()
    board.click("a1", "b2", "c3")
    board.wait_for_human("X")
    assert board.record().startswith("1. a1-b2-c3, k10"), "the bot's worker answered offline"
    # any page address is the one page, offline too
    page.goto(base_url + "?embed&size=6")
    board.wait_until_ready()
    assert board.board("cols") == "6"


def copy_site(target):
    """The page with its runtime, as a static host would serve it."""
    for name in ("index.html", "pyscript.toml", "sw.js"):
        shutil.copy(ROOT + "/" + name, target / name)
    shutil.copytree(ROOT + "/game", target / "game", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT + "/assets", target / "assets")


def test_a_new_runtime_replaces_the_old_cache(open_page, tmp_path):
    copy_site(tmp_path)
    server = make_server(0, str(tmp_path))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = "http://127.0.0.1:%d/" % server.server_port
    try:
        page = open_page(site)
        board = BoardPage(page, site)
        wait_for_offline_cache(page)
        (old,) = page.evaluate(CACHE_NAMES)
        files = tmp_path / "assets" / "runtime" / "files.js"
        files.write_text(files.read_text().replace(old.split("-")[-1], "nextversion"))
        later = time.time() + 60   # past the If-Modified-Since of the first visit, to the second
        os.utime(files, (later, later))
        page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update()).then(r => 0)")
        new = old.replace(old.split("-")[-1], "nextversion")
        # the new worker caches everything, then deletes the old cache
        wait_until(page, "(name) => caches.keys().then((names) => names.length === 1 && names[0] === name)", new)
        assert page.evaluate(CACHE_NAMES) == [new]
        board.reload()
        board.click("a1")
        assert board.record() == "1. a1"
    finally:
        server.shutdown()
        server.server_close()


# sw.js asked for again (registration.update()) -> the state the new worker it
# brought ends in ("activated" or "redundant"), or "no new worker"
UPDATE = """async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    let found = false;
    const ended = new Promise((resolve) => registration.addEventListener("updatefound", () => {
        found = true;
        const worker = registration.installing;
        worker.addEventListener("statechange", () => {
            if (worker.state === "activated" || worker.state === "redundant") resolve(worker.state);
        });
    }, { once: true }));
    await registration.update();   // resolves once the new worker is installing: updatefound came first
    return found || registration.installing ? ended : "no new worker";
}"""
# {cache name: [the addresses it holds]}
CACHED = """async () => Object.fromEntries(await Promise.all((await caches.keys()).map(async (name) =>
    [name, (await (await caches.open(name)).keys()).map((request) => request.url)])))"""


def installed(folder, site):
    """The address of every file an install caches: the shell (sw.js's SHELL) and
    the runtime's quick stage (files.js's RUNTIME_QUICK) of the site in ``folder``."""
    sw = (folder / "sw.js").read_text()
    shell = re.findall(r'"\./([^"]*)"', sw[sw.index("const SHELL"):sw.index("];")])
    files = (folder / "assets" / "runtime" / "files.js").read_text()
    quick = re.findall(r'"([^"]+)"', files[files.index("RUNTIME_QUICK"):files.index("];")])
    return {site + path for path in shell} | {site + "assets/runtime/" + path for path in quick}


def new_runtime(folder, old_cache):
    """files.js of a new runtime version on the host (its time past the browser's
    copy): sw.js installs a new worker.  -> the cache name it will use."""
    version = old_cache.split("-")[-1]
    files = folder / "assets" / "runtime" / "files.js"
    files.write_text(files.read_text().replace(version, "next" + version))
    later = time.time() + 60
    os.utime(files, (later, later))
    return old_cache.replace(version, "next" + version)


@pytest.fixture
def failing_host(tmp_path):
    """A copy of the site on a host that can be made to answer 503 to every file
    but the service worker's own two (sw.js and the files.js it imports), as a
    host half-way through an upload or a phone that lost its signal once it had
    them: yields (folder, address, failing), failing an Event."""
    copy_site(tmp_path)
    failing = threading.Event()

    class Handler(QuietHandler):
        def send_head(self):
            if failing.is_set() and self.path.split("?")[0] not in ("/sw.js", "/assets/runtime/files.js"):
                self.send_error(503)
                return None
            return super().send_head()

    server = Server(("127.0.0.1", 0), functools.partial(Handler, directory=str(tmp_path)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield tmp_path, "http://127.0.0.1:%d/" % server.server_port, failing
    server.shutdown()
    server.server_close()


def test_an_update_that_cannot_fetch_its_files_leaves_the_offline_cache_whole(open_page, failing_host):
    """A new worker that installed without its files took over and deleted the
    cache the page ran from: offline, the page was gone."""
    folder, site, failing = failing_host
    page = open_page(site)
    board = BoardPage(page, site, "?mode=two")
    wait_for_offline_cache(page)
    board.click("a1")
    (old,) = page.evaluate(CACHE_NAMES)
    whole = installed(folder, site)
    assert whole <= set(page.evaluate(CACHED)[old])
    new = new_runtime(folder, old)
    failing.set()
    ended = page.evaluate(UPDATE)
    page.context.set_offline(True)
    board.reload()
    assert board.record() == "1. a1"
    assert ended == "redundant", "a new worker without its files does not take over"
    assert whole <= set(page.evaluate(CACHED)[old]), "the old cache is whole"
    assert new not in page.evaluate(CACHE_NAMES), "nothing half-fetched is left behind"


def test_the_manifest_makes_it_installable_with_the_projects_icons():
    manifest = json.loads(open(os.path.join(ROOT, "assets", "manifest.webmanifest")).read())
    assert manifest["name"] and manifest["short_name"] and manifest["display"] == "standalone"
    assert manifest["start_url"] == "../index.html" and manifest["scope"] == "../"
    purposes = set()
    for icon in manifest["icons"]:
        path = os.path.join(ROOT, "assets", icon["src"])
        assert open(path).read().lstrip().startswith("<svg"), path
        purposes.add(icon["purpose"])
    assert purposes == {"any", "maskable"}
    page = open(os.path.join(ROOT, "index.html")).read()
    assert 'rel="manifest" href="./assets/manifest.webmanifest"' in page


def test_the_offline_cache_holds_every_file_the_page_names():
    """Files not cached at install would load offline only while the HTTP cache
    still deems them fresh: a test that passes by luck."""
    sw = open(os.path.join(ROOT, "sw.js")).read()
    shell = set(re.findall(r'"(\./[^"]*)"', sw[sw.index("const SHELL"):sw.index("];")]))
    page = open(os.path.join(ROOT, "index.html")).read()
    named = set(re.findall(r'(?:src|href)="(\./[^"]*)"', page))
    workers = open(os.path.join(ROOT, "game", "web", "bot", "workers_view.py")).read()
    named.add(re.search(r'WORKER = "(\./[^"]+)"', workers).group(1))
    puzzles = open(os.path.join(ROOT, "game", "web", "views", "puzzle_view.py")).read()
    named.add(re.search(r'PUZZLES = "(\./[^"]+)"', puzzles).group(1))   # the puzzle of the day, offline too
    later = open(os.path.join(ROOT, "game", "web", "later.py")).read()
    named.add(re.search(r'ARCHIVE = "(\./[^"]+)"', later).group(1))   # the parts on first use, offline too
    languages = open(os.path.join(ROOT, "game", "web", "language.py")).read()
    named.update(re.findall(r'"(\./assets/bundle/[^"]+)"', languages))   # a language's words, offline too
    assert "./assets/bundle/page-ru.tar.gz" in named
    for path in named:
        assert path in shell or path.startswith("./assets/runtime/"), path


def test_chromium_finds_the_page_installable(browser_type, browser_type_launch_args, base_url, tmp_path):
    # a profile on disk: Playwright's usual contexts are incognito, never installable
    context = browser_type.launch_persistent_context(str(tmp_path / "profile"), **browser_type_launch_args)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        BoardPage(page, base_url)
        wait_for_offline_cache(page)
        cdp = context.new_cdp_session(page)
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        assert cdp.send("Page.getAppManifest")["errors"] == []
    finally:
        context.close()


@pytest.mark.full_bot
def test_offline_the_bot_answers_with_the_best_stage_cached(open_page, base_url):
    """The quick stage is cached at install; the full stage once a person has
    brought it in.  Offline after such a visit, Pyodide takes over as online."""
    page = open_page()
    board = BoardPage(page, base_url)
    wait_for_offline_cache(page)
    cached_runtime = ("caches.keys().then((names) => caches.open(names[0])).then((cache) => cache.keys())"
                      ".then((requests) => requests.map((request) => request.url)"
                      ".filter((url) => url.includes('/assets/runtime/')))")
    assert not any("/pyodide/" in url for url in page.evaluate(cached_runtime)), \
        "the full stage is not downloaded for a visitor who has not played"
    board.click("a1", "b2", "c3")
    board.wait_for_human("X")
    page.wait_for_function("document.documentElement.dataset.botStage === 'full'", timeout=120_000)
    # the files are put in the cache as they pass through sw.js
    wait_until(page, "() => %s.then((urls) => urls.filter((url) => url.includes('/pyodide/')).length >= 5)"
               % cached_runtime)
    assert sum("/pyodide/" in url for url in page.evaluate(cached_runtime)) >= 5
    page.context.set_offline(True)
    board.reload()
    board.new_game(mode="bot-X")
    board.click("a1", "b2", "c3")
    board.wait_for_human("X")
    page.wait_for_function("document.documentElement.dataset.botStage === 'full'", timeout=120_000)
    board.click("d4", "e5", "f6")
    board.wait_for_human("X")
    stages = page.evaluate("Array.from(window.virusWarBotAnswers, (pair) => pair[0])")
    assert stages == ["quick", "full"]


def test_offline_the_parts_loaded_on_first_use_come_from_the_cache(open_page, base_url):
    """New game, Print and the others are an archive the page loads when first asked
    (game/web/later.py): offline after one visit that never asked, it is cached."""
    page = open_page()
    board = BoardPage(page, base_url)
    wait_for_offline_cache(page)
    page.context.set_offline(True)
    board.reload()
    board.new_game(mode="two", width=6, height=6)
    assert board.board("cols") == "6"
    board.press("print")
    page.wait_for_selector("#print-dialog[open]")


def test_offline_the_puzzle_of_the_day_opens_from_the_cache(open_page, base_url):
    page = open_page()
    board = BoardPage(page, base_url)
    wait_for_offline_cache(page)
    page.context.set_offline(True)
    page.goto(base_url + "?view=puzzle")
    board.wait_until_ready()
    board.wait_for("s.dataset.puzzle === 'open'")
    assert "Puzzle of the day" in board.status()


def test_a_first_visit_cut_before_its_offline_cache_installs_it_once_online_again(browser, base_url):
    """The line drops before the bot's files and sw.js came: once the browser is
    online again the bot starts and the game is cached, so it plays offline
    from then on without another visit."""
    context = browser.new_context()
    page = context.new_page()
    errors = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    line = {"cut": True}
    context.route(re.compile(r".*/(sw\.js|assets/bundle/bot-[a-z]+\.tar\.gz)(\?.*)?$"),
                  lambda route: route.abort("internetdisconnected") if line["cut"] else route.continue_())
    try:
        board = BoardPage(page, base_url)
        board.click("a1", "b2", "c3")
        board.wait_for("s.textContent.includes('could not start')", timeout=120_000)
        line["cut"] = False
        context.set_offline(True)
        context.set_offline(False)   # the browser's "online" event
        board.wait_for_human("X")
        # not wait_for_offline_cache: where nothing registers, its serviceWorker.ready never settles
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        context.set_offline(True)
        board.reload()
        assert board.record().startswith("1. a1-b2-c3, "), "the game, offline"
        cut = ("ERR_INTERNET_DISCONNECTED", "error occurred when fetching the script")   # the browser's own words
        assert [text for text in errors if not any(words in text for words in cut)] == [], errors
    finally:
        context.close()
