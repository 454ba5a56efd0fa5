"""Write assets/runtime/files.js: what the offline cache (sw.js) must hold.

    python -m game.runtime_list assets/runtime package-lock.json

The version is a digest of the npm lock file, so pinning a new runtime
changes files.js, and with it the service worker, which then replaces
its cache.
"""

import hashlib
import json
import os
import sys

LIST = "files.js"
SKIP = (LIST, "installed")


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
    with open(os.path.join(folder, LIST), "w") as out:
        out.write("// Written by `python -m game.runtime_list`: the runtime the offline cache holds.\n")
        out.write("self.RUNTIME_VERSION = %s;\n" % json.dumps(version))
        out.write("self.RUNTIME_FILES = %s;\n" % json.dumps(runtime_files(folder), indent=1))


if __name__ == "__main__":
    main(*sys.argv[1:])
