"""A bench's measurement run again under Pyodide in Node, the desktop page's interpreter."""

import json
import os
import subprocess

from game.tools.build.serve import ROOT


def figures_in_pyodide(code, timeout=300):
    """What ``code`` printed after "BENCH " as JSON, run under Pyodide in Node;
    None, with the reason printed, where it could not run."""
    runner = os.path.join(ROOT, "game", "tools", "node", "run_python.mjs")
    try:
        done = subprocess.run(["node", runner, "pyodide", "-"], input=code,
                              capture_output=True, text=True, cwd=ROOT, timeout=timeout)
    except (OSError, subprocess.TimeoutExpired) as error:
        print("Pyodide in Node could not run: %s" % error)
        return None
    for line in done.stdout.splitlines():
        if line.startswith("BENCH "):
            return json.loads(line[len("BENCH "):])
    print("Pyodide in Node failed (run `npm ci` first?):\n%s" % done.stderr.strip()[-2000:])
    return None
