"""The rules and notation run unchanged under the page's interpreters and agree
with CPython move for move: MicroPython (the page's UI) and Pyodide (the bot
worker), both the npm-pinned WebAssembly builds, run in Node."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CROSSCHECK = os.path.join(ROOT, "tests", "crosscheck.py")
RUNNER = os.path.join(ROOT, "tests", "node", "run_python.mjs")


@pytest.fixture(scope="module")
def cpython_output():
    done = subprocess.run([sys.executable, CROSSCHECK], capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=ROOT), timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize("runtime", ["micropython", "pyodide"])
def test_wasm_interpreter_agrees_with_cpython_on_random_games(runtime, cpython_output):
    done = subprocess.run(["node", RUNNER, runtime, CROSSCHECK], capture_output=True,
                          text=True, cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    lines = cpython_output.splitlines()
    assert len(lines) > 1000 and lines[-1] == "done"
    assert sum(line.startswith("result ") for line in lines) == 12
    assert done.stdout.splitlines() == lines


LONG_INPUTS = """
from game import Game, RecordError, link
from game.notation import MAX_RECORD_LENGTH

def outcome(text):
    try:
        return Game.from_record(text).record()
    except RecordError as error:
        return error.code

at_limit = "1. a1-b2-c3" + " " * (MAX_RECORD_LENGTH - 11)
print(outcome(at_limit))
print(outcome(at_limit + " "))
print(outcome("x" * 1000000))
print(outcome("1. " * (MAX_RECORD_LENGTH // 3)))
print(outcome("1. a" + "9" * 90000))
print(outcome('[Size "%s"]' % ("9" * 90000)))
launch = link.read({"size": "9" * 90000, "record": "1. a1" + " " * 1000000})
print(sorted((problem.name, problem.key) for problem in launch.problems))
"""


def test_long_inputs_are_read_or_refused_under_micropython():
    # Each input once took MicroPython minutes (quadratic reading) and now
    # takes milliseconds; no time is asserted, the timeout only stops a hang.
    done = subprocess.run(["node", RUNNER, "micropython", "-"], input=LONG_INPUTS,
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.splitlines() == [
        "1. a1-b2-c3", "too-long", "too-long", "round-number", "illegal-move", "size-range",
        "[('record', 'link.too-long'), ('size', 'link.size')]"]
