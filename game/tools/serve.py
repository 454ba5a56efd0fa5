"""A static file server for the page on 127.0.0.1 (``python -m game serve``).

Any static host serves the page as it is; this one exists so that ``make
play`` needs nothing but Python, and so tests can start a page server.
(``file://`` cannot load WebAssembly.)
"""

import functools
import http.server
import os
import sys

from game.core.board import number_up_to

# The project folder (index.html), two levels above game/tools/.
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MAX_PORT = 65535

TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
         ".toml": "text/plain; charset=utf-8", ".py": "text/plain; charset=utf-8",
         ".json": "application/json", ".webmanifest": "application/manifest+json",
         ".svg": "image/svg+xml", ".zip": "application/zip"}


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES)

    def end_headers(self):
        # Always ask again (a 304 when nothing changed): an edited file shows at
        # once, and offline the page can only come from its service worker.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):
        pass   # a player's terminal is no place for an access log


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return   # a browser closed the page while downloading: nothing is wrong
        super().handle_error(request, client_address)


def make_server(port, directory=ROOT, host="127.0.0.1", handler=QuietHandler):
    return Server((host, port), functools.partial(handler, directory=directory))


def main(port=None, directory=None):
    if port is None:
        port = number_up_to(os.environ.get("PORT", "8000").strip(), MAX_PORT)
        if port is None:
            print("virus war: $PORT must be a port number from 0 to %d, not %r"
                  % (MAX_PORT, os.environ["PORT"]), file=sys.stderr)
            return 2
    directory = directory or ROOT
    if not os.path.isdir(directory):
        print("virus war: cannot serve %s: there is no such folder" % directory, file=sys.stderr)
        return 2
    try:
        server = make_server(port, directory)
    except OSError as error:
        print("virus war: cannot serve on 127.0.0.1:%d: %s" % (port, error), file=sys.stderr)
        return 1
    print("Virus War is served at http://127.0.0.1:%d/  (Ctrl+C to stop)" % server.server_port,
          flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print()
    finally:
        server.server_close()
    return 0
