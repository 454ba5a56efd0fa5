"""How long reading a long record or link, and URL-encoding a long address,
takes on CPython and on MicroPython in Node.

    .venv/bin/python -m game.tools.benches.record

Each input is read at two lengths, N and 4N: reading is linear when the
second time is about four times the first, quadratic when about sixteen.
The 1 MB inputs are over the limits and refused; the rest are read or refused
for what they say.
"""

import os
import subprocess
import sys

from game.tools.build.serve import ROOT

# Run as it is by both interpreters: no f-strings or time.perf_counter on MicroPython.
SNIPPET = """
import gc
import time
from game import Game, RecordError
from game.web.keeping import link
from game.web.keeping.address import encoded

if hasattr(time, "ticks_ms"):
    def ms():
        return time.ticks_ms()
else:
    def ms():
        return time.perf_counter() * 1000

RECORDS = (
    ("one long line", lambda n: "1. a1" + " " * (n - 5)),
    ("round numbers", lambda n: "1. " * (n // 3)),
    ("blank lines", lambda n: "\\n" * n),
    ("a long cell name", lambda n: "1. a" + "9" * (n - 4)),
    ("a long comment", lambda n: "1. a1-b2-c3 {" + "ж" * (n - 14) + "}"),
)
ENCODED = (
    ("a record", lambda n: ("1. a1-b2-c3, k10-i9-h8, k1-i2-h3\\n" * (n // 33 + 1))[:n]),
    ("Cyrillic", lambda n: ("Партия вничью, ход за X. " * (n // 25 + 1))[:n]),
)
LINKS = (
    ("#size= digits", lambda n: {"size": "9" * n}),
    ("#record= spaces", lambda n: {"record": "1. a1" + " " * (n - 5)}),
)


def timed(read, text):
    gc.collect()   # time the reading, not the collection of the inputs before
    start = ms()
    try:
        read(text)
    except RecordError:
        pass
    return ms() - start


for name, make in RECORDS:
    print("record, %-18s %6.0f ms at 25k, %6.0f ms at 100k, %6.0f ms at 1M" % (
        name, timed(Game.from_record, make(25000)), timed(Game.from_record, make(100000)),
        timed(Game.from_record, make(1000000))))
for name, make in LINKS:
    print("link, %-20s %6.0f ms at 25k, %6.0f ms at 100k, %6.0f ms at 1M" % (
        name, timed(link.read, make(25000)), timed(link.read, make(100000)),
        timed(link.read, make(1000000))))
for name, make in ENCODED:
    print("address, %-17s %6.0f ms at 25k, %6.0f ms at 100k (URL-encoded)" % (
        name, timed(encoded, make(25000)), timed(encoded, make(100000))))
"""


def main():
    print("CPython %d.%d" % sys.version_info[:2])
    exec(SNIPPET, {})
    print("MicroPython (Node)", flush=True)
    runner = os.path.join(ROOT, "game", "tools", "node", "run_python.mjs")
    return subprocess.run(["node", runner, "micropython", "-"], input=SNIPPET, text=True,
                          cwd=ROOT).returncode


if __name__ == "__main__":
    sys.exit(main())
