"""The cross-engine tier's sites: ``make play``'s server with watch.js put first
into each HTML page, and each request noted (tests/engines/conftest.py)."""

import http
import io
import os
import threading
import time

from game.tools.build.serve import ROOT, QuietHandler, make_server

WATCH = open(os.path.join(os.path.dirname(__file__), "watch.js"), "rb").read()


class WatchedHandler(QuietHandler):
    """``make play``'s server, with watch.js first in each HTML page's head;
    each request is noted in ``asked`` as (when it came, its path)."""

    asked = None
    missing = ()   # paths answered 404, as a host without them

    def parse_request(self):
        parsed = super().parse_request()
        if parsed:
            self.asked.append((time.time(), self.path.split("?", 1)[0]))
        return parsed

    def send_head(self):
        if self.path.split("?", 1)[0] in self.missing:
            self.send_error(http.HTTPStatus.NOT_FOUND)
            return None
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?", 1)[0].endswith("/"):
            path = os.path.join(path, "index.html")
        if not path.endswith(".html") or not os.path.isfile(path):
            return super().send_head()
        with open(path, "rb") as page:
            body = page.read().replace(b"<head>", b"<head><script>" + WATCH + b"</script>", 1)
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


class Site:
    """A folder served on 127.0.0.1 until ``close()``: then the host is gone, as
    offline.  ``asked`` lists the requests it had, (when, path); the paths of
    ``missing`` are not found there."""

    def __init__(self, folder=ROOT, missing=()):
        self.asked = []
        self.server = make_server(0, folder, handler=type("Handler", (WatchedHandler,),
                                                          {"asked": self.asked, "missing": tuple(missing)}))
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = "http://127.0.0.1:%d/" % self.server.server_port

    def close(self):
        self.server.shutdown()
        self.server.server_close()
