"""A network that accepts and never answers: the cached game still opens (sw.js)."""

import functools
import threading

from boardpage import BoardPage
from game.tools.serve import QuietHandler, Server
from test_offline import copy_site, wait_for_offline_cache


def test_a_stalled_network_falls_back_to_the_cache_and_a_live_one_is_used(open_page, tmp_path):
    copy_site(tmp_path)
    stalled = threading.Event()
    released = threading.Event()

    class Handler(QuietHandler):
        def do_GET(self):
            if stalled.is_set() and not self.path.startswith("/assets/runtime/"):
                released.wait()   # the connection is accepted, and nothing comes
                return
            super().do_GET()

    server = Server(("127.0.0.1", 0), functools.partial(Handler, directory=str(tmp_path)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = "http://127.0.0.1:%d/" % server.server_port
    try:
        page = open_page(site)
        board = BoardPage(page, site, "?mode=two")
        wait_for_offline_cache(page)
        board.click("a1")
        # a new version of the page on the host shows at the next visit: the network comes first
        index = tmp_path / "index.html"
        index.write_text(index.read_text().replace("<head>", '<head>\n  <meta name="version" content="2">'))
        board.reload()
        assert page.get_attribute("meta[name=version]", "content") == "2"
        stalled.set()
        board.reload()
        assert board.record() == "1. a1" and page.get_attribute("meta[name=version]", "content") == "2"
        board.click("b2")
        assert board.record() == "1. a1-b2"
    finally:
        released.set()
        server.shutdown()
        server.server_close()
