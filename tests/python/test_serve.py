"""The page's server (game/tools/build/serve.py, make play): gzip as common hosts send it,
and the brotli make dist writes to a browser that accepts it."""

import gzip
import os
import shutil
import threading
import urllib.request

import brotli
import pytest

from game.tools.build.serve import ROOT, make_server, precompress

GZIP = {"Accept-Encoding": "gzip, deflate"}
BROTLI = {"Accept-Encoding": "gzip, deflate, br, zstd"}   # Chromium's, on 127.0.0.1 too


@pytest.fixture
def site(tmp_path):
    """A folder of the page's kinds of files, served; yields (folder, address)."""
    (tmp_path / "game").mkdir()
    (tmp_path / "index.html").write_text("<!doctype html><title>t</title>" + "<p>board</p>" * 200)
    (tmp_path / "game" / "page.py").write_text("print('hello')\n" * 100)
    (tmp_path / "pyscript.toml").write_text('name = "x"\n' * 50)
    (tmp_path / "a.mjs").write_text("export const a = 1;\n" * 100)
    (tmp_path / "a.wasm").write_bytes(b"\0asm\1\0\0\0" + bytes(4000))
    (tmp_path / "stdlib.zip").write_bytes(bytes(4000))
    server = make_server(0, str(tmp_path))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield tmp_path, "http://127.0.0.1:%d/" % server.server_port
    server.shutdown()
    server.server_close()


def get(url, headers=None):
    with urllib.request.urlopen(urllib.request.Request(url, headers=headers or {})) as response:
        return response.status, response.headers, response.read()


@pytest.mark.parametrize("path, kind", [
    ("", "text/html"), ("index.html", "text/html"), ("?embed", "text/html"),
    ("game/page.py", "text/plain; charset=utf-8"), ("pyscript.toml", "text/plain; charset=utf-8"),
    ("a.mjs", "text/javascript"), ("a.wasm", "application/wasm")])
def test_text_and_webassembly_are_sent_gzipped_to_a_browser_that_accepts_it(site, path, kind):
    folder, url = site
    status, headers, body = get(url + path, GZIP)
    original = (folder / (path.split("?")[0] or "index.html")).read_bytes()
    assert status == 200 and headers["Content-Type"] == kind
    assert headers["Content-Encoding"] == "gzip" and headers["Vary"] == "Accept-Encoding"
    assert int(headers["Content-Length"]) == len(body) < len(original)
    assert gzip.decompress(body) == original


def test_a_browser_that_does_not_accept_gzip_gets_the_file_as_it_is(site):
    folder, url = site
    status, headers, body = get(url + "a.wasm")
    assert headers["Content-Type"] == "application/wasm" and "Content-Encoding" not in headers
    assert headers["Vary"] == "Accept-Encoding"
    assert body == (folder / "a.wasm").read_bytes()


def test_a_zip_is_not_compressed_again(site):
    folder, url = site
    status, headers, body = get(url + "stdlib.zip", GZIP)
    assert "Content-Encoding" not in headers and body == (folder / "stdlib.zip").read_bytes()


def test_an_unchanged_file_is_a_304_gzipped_or_not(site):
    folder, url = site
    for headers in (GZIP, {}):
        modified = get(url + "game/page.py", headers)[1]["Last-Modified"]
        with pytest.raises(urllib.error.HTTPError) as answer:
            get(url + "game/page.py", dict(headers, **{"If-Modified-Since": modified}))
        assert answer.value.code == 304


def test_the_precompressed_file_beside_is_sent_while_it_is_not_older(site):
    folder, url = site
    page = folder / "game" / "page.py"
    precompress(str(folder))
    packed = (folder / "game" / "page.py.gz").read_bytes()
    assert gzip.decompress(packed) == page.read_bytes()
    assert len(packed) < len(gzip.compress(page.read_bytes(), 9)), "zopfli's, smaller than gzip -9"
    (folder / "game" / "page.py.gz").write_bytes(gzip.compress(b"# the precompressed one\n"))
    os.utime(folder / "game" / "page.py.gz", (page.stat().st_mtime,) * 2)
    assert gzip.decompress(get(url + "game/page.py", GZIP)[2]) == b"# the precompressed one\n"
    os.utime(page, (page.stat().st_mtime + 10,) * 2)   # edited after make dist: the .gz is stale
    assert gzip.decompress(get(url + "game/page.py", GZIP)[2]) == page.read_bytes()


def test_precompress_writes_a_gz_and_a_br_beside_each_file_worth_it_and_nothing_else(tmp_path):
    shutil.copy(os.path.join(ROOT, "index.html"), tmp_path / "index.html")
    (tmp_path / "stdlib.zip").write_bytes(bytes(100))
    precompress(str(tmp_path))
    precompress(str(tmp_path))   # again (make dist on a folder made before): no .gz.gz nor .gz.br
    assert sorted(os.listdir(tmp_path)) == ["index.html", "index.html.br", "index.html.gz", "stdlib.zip"]
    original = (tmp_path / "index.html").read_bytes()
    assert gzip.decompress((tmp_path / "index.html.gz").read_bytes()) == original
    assert brotli.decompress((tmp_path / "index.html.br").read_bytes()) == original
    assert (tmp_path / "index.html.br").stat().st_size < (tmp_path / "index.html.gz").stat().st_size


def test_the_precompressed_brotli_goes_to_a_browser_that_accepts_it_and_gzip_to_one_that_does_not(site):
    folder, url = site
    precompress(str(folder))
    wasm = (folder / "a.wasm").read_bytes()
    status, headers, body = get(url + "a.wasm", BROTLI)
    assert headers["Content-Encoding"] == "br" and headers["Vary"] == "Accept-Encoding"
    assert int(headers["Content-Length"]) == len(body) and brotli.decompress(body) == wasm
    status, headers, body = get(url + "a.wasm", GZIP)
    assert headers["Content-Encoding"] == "gzip" and gzip.decompress(body) == wasm
    os.utime(folder / "a.wasm", ((folder / "a.wasm").stat().st_mtime + 10,) * 2)   # edited after make dist
    status, headers, body = get(url + "a.wasm", BROTLI)
    assert headers["Content-Encoding"] == "gzip" and gzip.decompress(body) == wasm
