"""A repeat visit starts from the offline cache (sw.js) without waiting on the
network, and a new version on the host reaches the player at the next visit."""

import functools
import os
import threading
import time

import pytest

from boardpage import BoardPage, choose_language
from game.tools.build.serve import QuietHandler, Server
from test_offline import copy_site, wait_for_offline_cache

# the newer version of the game sw.js found after a visit, whole (its cache's name ends so)
NEXT_VERSION_KEPT = """caches.keys().then((names) => names.find((name) => name.endsWith('-next')))
  .then((name) => name && caches.open(name).then((cache) => cache.match('./?virus-war-next-complete')))
  .then((complete) => !!complete)"""
UPDATED_SHOWN = "!document.getElementById('updated').hidden"


@pytest.fixture
def host(tmp_path):
    """A copy of the site on a host that can be made to accept requests and never
    answer: yields (folder, address, stall), stall an Event."""
    copy_site(tmp_path)
    stalled = threading.Event()
    released = threading.Event()

    class Handler(QuietHandler):
        def do_GET(self):
            if stalled.is_set():
                released.wait()   # the connection is accepted, and nothing comes
                return
            super().do_GET()

    server = Server(("127.0.0.1", 0), functools.partial(Handler, directory=str(tmp_path)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield tmp_path, "http://127.0.0.1:%d/" % server.server_port, stalled
    released.set()
    server.shutdown()
    server.server_close()


def test_a_repeat_visit_opens_from_the_cache_while_the_host_never_answers(open_page, host):
    folder, site, stalled = host
    page = open_page(site)
    board = BoardPage(page, site, "?mode=two")
    wait_for_offline_cache(page)
    board.click("a1")
    stalled.set()   # every file, the runtime's too: a visit that waited on one would never be ready
    board.reload()
    assert board.record() == "1. a1"
    board.click("b2")
    assert board.record() == "1. a1-b2"


def publish(folder, version):
    """A new version of the page on the host (its files' times past the browser's copies)."""
    index = folder / "index.html"
    index.write_text(index.read_text().replace(
        "<head>", '<head>\n  <meta name="version" content="%s">' % version, 1))
    later = time.time() + 60
    os.utime(index, (later, later))


def test_a_new_version_starts_at_the_next_visit_with_a_quiet_note(open_page, host):
    folder, site, stalled = host
    page = open_page(site)
    board = BoardPage(page, site, "?mode=two")
    wait_for_offline_cache(page)
    board.click("a1")
    publish(folder, "2")
    board.reload()   # this visit is the cached version; it finds the new one for the next
    assert page.query_selector("meta[name=version]") is None
    assert page.is_hidden("#updated")
    page.wait_for_function(NEXT_VERSION_KEPT, timeout=30_000)
    board.reload()
    assert page.get_attribute("meta[name=version]", "content") == "2"
    page.wait_for_function(UPDATED_SHOWN, timeout=30_000)
    assert page.text_content("#updated") == "Virus War has been updated since your last visit."
    choose_language(page, "ru")
    assert page.text_content("#updated") == "С вашего прошлого визита игра обновилась."
    assert board.record() == "1. a1", "the game in progress survives the update"
    board.reload()   # said once
    assert page.get_attribute("meta[name=version]", "content") == "2" and page.is_hidden("#updated")
