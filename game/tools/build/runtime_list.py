"""Write assets/runtime/files.js: what the offline cache (sw.js) must hold.

    python -m game.tools.build.runtime_list assets/runtime package-lock.json

The version is a digest of the npm lock file, so pinning a new runtime
changes files.js, and with it the service worker, which then replaces
its cache.  The files come in two lists: the quick stage (what the page and
its first bot load: PyScript's core and MicroPython, and Send your turn's QR
code), cached at install, and
the full stage (Pyodide), cached once the page has loaded it
(game/web/bot/workers_view.py).  PyScript's other chunks (the plugins pyscript.toml
turns off, about 1 MB) are in neither: the page never loads them
(tests/browser/test_start.py checks what it does load).
"""

import hashlib
import json
import os
import sys

LIST = "files.js"
SKIP = (LIST, "installed")
FULL_STAGE = "pyodide/"
QUICK_STAGE = "micropython/"
QR_CODE = "qrcode/"   # Send your turn's QR code, drawn offline too
# PyScript's chunks the page loads, by name before the content hash ("core-C9KDLldu.js"):
# the plugins pyscript.toml turns off are never fetched (tests/browser/test_start.py).
PYSCRIPT_CHUNKS = ("core", "toml", "error")


def chunk_name(path):
    """"pyscript/core-C9KDLldu.js" -> "core"; "pyscript/core.js" -> "core"."""
    name = path.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    head, dash, tail = name.rpartition("-")
    return head if dash and len(tail) == 8 else name


def runtime_files(folder):
    found = []
    for parent, dirs, files in os.walk(folder):
        for name in files:
            path = os.path.relpath(os.path.join(parent, name), folder).replace(os.sep, "/")
            if path not in SKIP:
                found.append(path)
    return sorted(found)


def main(folder, lock_file):
    with open(lock_file, "rb") as lock:
        version = hashlib.sha256(lock.read()).hexdigest()[:16]
    files = runtime_files(folder)
    quick = [path for path in files if path.startswith((QUICK_STAGE, QR_CODE))
             or (path.startswith("pyscript/") and chunk_name(path) in PYSCRIPT_CHUNKS)]
    full = [path for path in files if path.startswith(FULL_STAGE)]
    with open(os.path.join(folder, LIST), "w") as out:
        out.write("// Written by `python -m game.tools.build.runtime_list`: the runtime the offline cache holds.\n")
        out.write("self.RUNTIME_VERSION = %s;\n" % json.dumps(version))
        out.write("self.RUNTIME_QUICK = %s;\n" % json.dumps(quick, indent=1))
        out.write("self.RUNTIME_FULL = %s;\n" % json.dumps(full, indent=1))


if __name__ == "__main__":
    main(*sys.argv[1:])
