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
