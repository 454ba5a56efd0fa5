"""What a first visit fetches before the board is ready: the page's own Python in
one archive, the runtime's quick stage, nothing the page does not use, and all
of it asked for at once (index.html's preloads and early fetches)."""

import os
import re
import threading
import tomllib

import pytest

from boardpage import BOOT_TIMEOUT, BoardPage
from game.tools.build.serve import ROOT, QuietHandler, make_server

INDEX = os.path.join(ROOT, "index.html")
FILES_JS = os.path.join(ROOT, "assets", "runtime", "files.js")


def preloads():
    """The addresses index.html preloads, as "./..." paths."""
    page = open(INDEX).read()
    return re.findall(r'<link rel="(?:module)?preload" href="(\./[^"]+)"', page)


def quick_stage():
    """The runtime's files the offline cache holds at install (make writes files.js)."""
    text = open(FILES_JS).read()
    quick = text[text.index("RUNTIME_QUICK"):text.index("RUNTIME_FULL")]
    return {"./assets/runtime/" + name for name in re.findall(r'"([^"]+)"', quick)}


def test_the_preloads_name_files_of_the_pinned_runtime():
    """PyScript's chunks are named by their content: a new runtime renames them."""
    for path in preloads():
        assert os.path.isfile(os.path.join(ROOT, path)), "%s: rename it in index.html" % path


def test_before_the_board_the_page_fetches_its_python_in_one_archive_and_only_what_it_uses(
        open_page, base_url):
    page = open_page()
    asked = []
    warnings = []
    page.on("request", lambda request: asked.append("./" + request.url[len(base_url):].split("?")[0]))
    page.on("console", lambda message: message.type == "warning" and warnings.append(message.text))
    BoardPage(page, base_url)
    before = list(asked)
    page.evaluate("navigator.serviceWorker.ready.then(() => 0)")
    # the page's thread and the quick bot: no Python file one by one, only the archives
    assert not [path for path in before if path.endswith(".py")], before
    assert "./assets/bundle/page.tar.gz" in before
    assert "./assets/bundle/page-later.tar.gz" not in before, "the parts on first use (game/web/later.py)"
    assert not [path for path in asked if path.startswith("./game/")]
    # no PyScript plugin or chunk the page does not use, before or after
    runtime = {path for path in asked if path.startswith("./assets/runtime/")}
    assert runtime <= quick_stage(), runtime - quick_stage()
    assert not [path for path in runtime if re.search(r"/(py-editor|py-game|py-terminal|donkey|"
                                                      r"deprecations-manager|codemirror)", path)]
    # every preload is used, once
    for path in preloads():
        assert before.count(path) >= 1, path
    assert not [text for text in warnings if "preload" in text], warnings


def test_a_part_whose_archive_cannot_come_says_so_and_opens_at_the_next_click(cut_page, base_url):
    """A first visit whose line drops before New game's first click (the offline
    cache not yet filled): the status says what could not open and why, the game
    stays as it was, and the next click, the line back, opens it."""
    page, errors = cut_page
    line = {"cut": True}
    page.route("**/assets/bundle/page-later.tar.gz",
               lambda route: route.abort("internetdisconnected") if line["cut"] else route.continue_())
    board = BoardPage(page, base_url)
    board.click("a1")
    board.press("new")
    page.wait_for_function("document.querySelector('#status-text').textContent.includes('could not open')")
    said = page.inner_text("#status-text")
    assert said.startswith("New game could not open") and "connection" in said, said
    assert page.get_attribute("#board", "data-recent").startswith("a1"), "the game as it was"
    line["cut"] = False
    board.press("new")
    page.wait_for_selector("#new-game-dialog[open]")
    # the browser's own line for the failed request, and nothing from the page's Python
    assert [text for text in errors if "ERR_INTERNET_DISCONNECTED" not in text] == [], errors


def fetched_by_the_page(page):
    """The names of the files the page itself has fetched (not its service worker)."""
    return page.evaluate("performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop())")


def test_the_russian_words_come_before_the_board_for_a_russian_reader_only(open_page, base_url):
    """They are an archive of their own (game/web/language.py): a reader in English
    downloads none of them; a reader in Russian sees the first board in Russian."""
    english = open_page(locale="en-GB")
    BoardPage(english, base_url)
    assert "page.tar.gz" in fetched_by_the_page(english)
    assert "page-ru.tar.gz" not in fetched_by_the_page(english)
    for options, address in (({"locale": "ru-RU"}, ""), ({"locale": "en-GB"}, "?lang=ru")):
        russian = open_page(**options)
        russian.goto(base_url + address)
        russian.wait_for_function("document.documentElement.dataset.ready === 'true'")
        # as the board is first ready, not English switched after
        assert russian.evaluate("[document.documentElement.lang, document.querySelector('#pass').textContent]") \
            == ["ru", "Пропустить"], address
        # once, and asked for with the page's archive by index.html's first script, not after it
        asked = russian.evaluate("""() => Object.fromEntries(performance.getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/bundle/page')).map((entry) => [entry.name.split('/').pop(),
            [entry.startTime, entry.responseEnd]]))""")
        assert fetched_by_the_page(russian).count("page-ru.tar.gz") == 1, address
        assert asked["page-ru.tar.gz"][0] < asked["page.tar.gz"][1], (address, asked)
    # a link in English for a reader in Russian: the link's language, and no Russian words
    linked = open_page(locale="ru-RU")
    BoardPage(linked, base_url, "?lang=en")
    assert linked.get_attribute("html", "lang") == "en" and "page-ru.tar.gz" not in fetched_by_the_page(linked)
    # a reader in English who switches: the words come then, and the page is in Russian
    english.select_option("#language", "ru")
    english.wait_for_function("document.querySelector('#pass').textContent === 'Пропустить'")
    assert english.get_attribute("html", "lang") == "ru" and english.title().endswith("Война вирусов")


def test_russian_words_that_cannot_come_leave_the_page_in_english_and_say_why(cut_page, base_url):
    page, errors = cut_page
    line = {"cut": True}
    page.route("**/assets/bundle/page-ru.tar.gz",
               lambda route: route.abort("internetdisconnected") if line["cut"] else route.continue_())
    board = BoardPage(page, base_url, "?lang=ru")
    page.wait_for_function("document.querySelector('#status-text').textContent.includes('did not load')")
    said = page.inner_text("#status-text")
    assert said.startswith("Русский did not load") and "connection" in said, said
    assert page.get_attribute("#status", "data-clipped") != "true", "said whole"
    assert page.text_content("#pass") == "Pass"
    assert page.evaluate("document.querySelector('#language').value") == "en", "the choice is not made"
    board.click("a1")
    assert page.get_attribute("#board", "data-recent").startswith("a1"), "the game plays meanwhile"
    line["cut"] = False
    page.select_option("#language", "ru")
    page.wait_for_function("document.querySelector('#pass').textContent === 'Пропустить'")
    assert [text for text in errors if "ERR_INTERNET_DISCONNECTED" not in text] == [], errors


def test_the_config_the_webassembly_and_the_pages_archive_are_asked_for_in_the_order_they_are_needed(
        open_page, base_url):
    """A host that sends one response at a time (HTTP/2, 3) sends them in this order:
    MicroPython and PyScript start with the first two while the archive comes
    (the entry waits for it, assets/page-files.js), some 0.5 s sooner on the phone
    (python -m game.tools.benches.page_trace --line sequential)."""
    page = open_page()
    asked = []
    page.on("request", lambda request: asked.append(request.url[len(base_url):]))
    BoardPage(page, base_url)
    wanted = ("pyscript.toml", "assets/runtime/micropython/micropython.wasm", "assets/bundle/page.tar.gz")
    # each one's first request (the service worker, installing, asks for them again)
    assert sorted(wanted, key=asked.index) == list(wanted), asked


@pytest.fixture
def held_tail():
    """(a host of its own that sends the page's archive but its last tenth, the event
    that lets that come): asked for before open_page, so the pages close first."""
    tail = threading.Event()

    class HeldTail(QuietHandler):
        def copyfile(self, source, out):
            if not self.path.startswith("/assets/bundle/page.tar.gz"):
                return super().copyfile(source, out)
            data = source.read()
            out.write(data[:len(data) * 9 // 10])
            out.flush()
            tail.wait(BOOT_TIMEOUT / 1000)
            out.write(data[len(data) * 9 // 10:])

    server = make_server(0, handler=HeldTail)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield "http://127.0.0.1:%d/" % server.server_port, tail
    tail.set()
    server.shutdown()
    server.server_close()


def test_the_pages_first_modules_are_imported_while_the_rest_of_its_archive_is_on_the_line(held_tail, open_page):
    """assets/page-files.js writes each file of the page's archive as it comes and imports
    the heaviest modules at once: on a phone's line their imports are made while the
    archive's last part comes, not after (python -m game.tools.benches.page_trace)."""
    url, tail = held_tail
    page = open_page(site=url)
    page.goto(url)
    page.wait_for_function("performance.getEntriesByName('page first imports').length > 0", timeout=BOOT_TIMEOUT)
    assert page.evaluate("performance.getEntriesByName('page archive unpacked').length") == 0
    assert page.get_attribute("html", "data-ready") is None, "the board waits for the whole archive"
    tail.set()
    BoardPage(page)


def test_the_pages_python_is_unpacked_in_javascript_not_in_micropython(open_page, base_url):
    """PyScript unpacks a .tar.gz of its [files] with gzip and tarfile in MicroPython, one
    call of some 0.9 s on a phone (4x slower CPU): assets/page-files.js writes the
    archive's files with the browser's gzip instead, before the entry imports the page."""
    with open(os.path.join(ROOT, "pyscript.toml"), "rb") as config:
        assert "files" not in tomllib.load(config)
    page = open_page()
    page.add_init_script("window.mpyProgress = [];"
                         "addEventListener('mpy:progress', (event) => mpyProgress.push(event.detail));")
    BoardPage(page, base_url)
    progress = page.evaluate("mpyProgress")
    assert "Loaded MicroPython" in progress and "Loading files" not in progress, progress
    # where PyScript would have put them: the interpreter's working folder, on sys.path
    assert page.evaluate("Module.FS.readdir('/game/web')").count("page.mpy") == 1


def test_the_parts_the_first_board_does_without_load_at_the_first_click_of_one(open_page, base_url):
    """New game, Send your turn, Embed, Save image and Print (game/web/later.py): their
    archive is fetched once, at the first click on one, which then opens its part."""
    page = open_page()
    asked = []
    page.on("request", lambda request: asked.append(request.url[len(base_url):]))
    board = BoardPage(page, base_url)
    board.click("a1", "b2", "c3")
    board.wait_for_human("X")
    assert "assets/bundle/page-later.tar.gz" not in asked
    board.press("embed")
    page.wait_for_selector("#embed-dialog[open]")
    assert "<iframe" in page.input_value("#embed-code"), "the dialog's own handlers ran"
    page.click("#embed-close")
    board.press("print")
    page.wait_for_selector("#print-dialog[open]")
    assert asked.count("assets/bundle/page-later.tar.gz") == 1


def test_a_page_archive_that_cannot_come_is_said_in_the_status(cut_page, base_url):
    """Without its Python the page cannot play; it says why and what to do, where the
    game's status goes, rather than "Loading the game…" for ever."""
    page, errors = cut_page
    page.route("**/assets/bundle/page.tar.gz", lambda route: route.fulfill(status=404, body="gone"))
    page.goto(base_url)
    page.wait_for_selector("#status[data-failed='true']")
    said = page.inner_text("#status-text")
    assert "could not load" in said and "page.tar.gz: 404" in said and "reload" in said, said
    assert page.get_attribute("html", "data-ready") is None
    # the browser's own line for the failed request, and nothing from the page's Python
    assert [text for text in errors if "404" not in text] == [], errors
