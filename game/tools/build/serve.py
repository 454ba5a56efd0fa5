"""A static file server for the page on 127.0.0.1 (``python -m game serve``).

Any static host serves the page as it is; this one exists so that ``make
play`` needs no server software, and so tests can start a page server.
(``file://`` cannot load WebAssembly.)  Like every common host it sends text
and WebAssembly compressed to a browser that accepts it: the precompressed
``NAME.br`` (brotli) or ``NAME.gz`` beside a file when ``make dist`` wrote
them, else gzipped here (once per content).  ``precompress`` writes those
files for hosts that serve them (``make dist``).  Serving this checkout, it writes the
Python archives again when a source is newer (game/tools/build/bundle.py).
"""

import email.utils
import functools
import gzip
import hashlib
import http.server
import io
import os
import subprocess
import sys
import threading

from game.core.board import number_up_to
from game.tools.build import ROOT, bundle

# The project folder (index.html), two levels above game/tools/.
MAX_PORT = 65535

TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
         ".toml": "text/plain; charset=utf-8", ".py": "text/plain; charset=utf-8",
         ".json": "application/json", ".webmanifest": "application/manifest+json",
         ".svg": "image/svg+xml", ".zip": "application/zip"}
# What is worth compressing: every file of these types (zip archives are compressed already).
COMPRESSIBLE = ("text/", "application/javascript", "application/wasm", "application/json",
                "application/manifest+json", "image/svg+xml")
GZIP = ".gz"
GZIP_LEVEL = 9
# Brotli only precompressed (make dist, by the pinned brotli of requirements-build.txt):
# at its best quality some 10% fewer bytes before the board than gzip -9, too slow to
# compress as a file is asked for.  Above BROTLI_QUICK_ABOVE bytes (the full stage's
# Pyodide: its 9.6 MB of WebAssembly take some 3 minutes at 11) a quicker quality, and
# a NAME.gz by gzip -9 (below it, by zopfli: bundle.gzip_smallest).
BROTLI = ".br"
BROTLI_QUALITY = 11
BROTLI_QUICK_QUALITY = 9
BROTLI_QUICK_ABOVE = 1_000_000
_gzipped = {}        # digest of a file's bytes -> those bytes gzipped
_gzipped_lock = threading.Lock()


def content_type(path):
    """The Content-Type the server sends for ``path``."""
    return QuietHandler.guess_type(QuietHandler, path)   # it reads only the class's extensions_map


def compressible(kind):
    return kind.startswith(COMPRESSIBLE)


def gzipped(data):
    """``data`` gzipped (reproducibly: no time stamp), from memory when seen before."""
    key = hashlib.sha1(data).digest()
    with _gzipped_lock:
        done = _gzipped.get(key)
    if done is None:
        done = gzip.compress(data, GZIP_LEVEL, mtime=0)
        with _gzipped_lock:
            _gzipped[key] = done
    return done


def precompress(folder):
    """Writes NAME.gz and NAME.br beside every compressible file under ``folder`` (make dist)."""
    import brotli   # only here: serving needs nothing but the standard library
    for parent, dirs, files in os.walk(folder):
        for name in files:
            path = os.path.join(parent, name)
            if name.endswith((GZIP, BROTLI)) or not compressible(content_type(path)):
                continue
            with open(path, "rb") as source:
                data = source.read()
            small = len(data) <= BROTLI_QUICK_ABOVE
            quality = BROTLI_QUALITY if small else BROTLI_QUICK_QUALITY
            gz = bundle.gzip_smallest(data) if small else gzipped(data)
            for suffix, packed in ((GZIP, gz), (BROTLI, brotli.compress(data, quality=quality))):
                with open(path + suffix, "wb") as out:
                    out.write(packed)
                os.utime(path + suffix, ns=(os.stat(path).st_atime_ns, os.stat(path).st_mtime_ns))


def accepted(header):
    """The encodings an Accept-Encoding header names ("gzip, deflate, br" -> {"gzip", "deflate", "br"})."""
    return {part.split(";")[0].strip() for part in header.split(",")}


def read(path):
    with open(path, "rb") as source:
        return source.read()


def fresh(packed, modified):
    """A precompressed file is there and not older than its original (an edit after make dist)."""
    return os.path.isfile(packed) and os.stat(packed).st_mtime >= modified


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES)

    def end_headers(self):
        # Always ask again (a 304 when nothing changed): an edited file shows at
        # once, and offline the page can only come from its service worker.
        self.send_header("Cache-Control", "no-cache")
        # a cache between must not hand a compressed file to a browser that did not ask for it
        self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def send_head(self):
        """A compressible file compressed to a browser that accepts it (brotli
        where its precompressed file is there, else gzip); anything else (a
        folder, a missing file, a zip) as the plain server sends it."""
        path = self.translate_path(self.path)
        if os.path.abspath(self.directory) == ROOT and path.startswith(bundle.FOLDER + os.sep):
            self.refresh_bundles()
        if os.path.isdir(path) and self.path.split("?", 1)[0].endswith("/"):
            path = os.path.join(path, "index.html")
        kind = self.guess_type(path)
        if (not os.path.isfile(path) or not compressible(kind)
                or "gzip" not in self.headers.get("Accept-Encoding", "")):
            return super().send_head()
        modified = os.stat(path).st_mtime
        if self.not_modified(modified):
            self.send_response(http.server.HTTPStatus.NOT_MODIFIED)
            self.end_headers()
            return None
        encoding = "gzip"
        if "br" in accepted(self.headers.get("Accept-Encoding", "")) and fresh(path + BROTLI, modified):
            encoding, body = "br", read(path + BROTLI)
        elif fresh(path + GZIP, modified):
            body = read(path + GZIP)
        else:
            body = gzipped(read(path))
        self.send_response(http.server.HTTPStatus.OK)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(modified))
        self.end_headers()
        return io.BytesIO(body)

    def refresh_bundles(self):
        """The checkout's Python archives written again if a source is newer: an
        edit shows as it would with the files served one by one."""
        try:
            bundle.refresh()
        except (OSError, subprocess.CalledProcessError) as error:
            print("virus war: cannot write the Python archives again (%s): run make" % error,
                  file=sys.stderr)

    def not_modified(self, modified):
        """If-Modified-Since says the browser holds this version (as the plain server judges it)."""
        since = self.headers.get("If-Modified-Since")
        if not since or "If-None-Match" in self.headers:
            return False
        try:
            return int(modified) <= email.utils.parsedate_to_datetime(since).timestamp()
        except (TypeError, IndexError, OverflowError, ValueError):
            return False

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
