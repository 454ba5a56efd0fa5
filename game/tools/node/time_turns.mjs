// Times bot turns the way the page's bot worker (assets/bot-worker.js) makes
// them: one interpreter, game.bot.worker.choose called from JavaScript once a
// turn (so MicroPython collects its garbage between turns, as in the page; a
// single long runPython would not).
//
//   node game/tools/node/time_turns.mjs micropython|pyodide < JOBS.json
//
// JOBS.json: {"limits": {"easy": 0.08, ...}, "jobs": [[shape, record, seed], ...]}.
// Prints one line per turn: "level shape seconds".  tests/bench_limits.py runs it.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { copyGame } from "./copy_game.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const runtime = process.argv[2];
if (!["micropython", "pyodide"].includes(runtime)) {
  console.error("usage: node game/tools/node/time_turns.mjs micropython|pyodide < JOBS.json");
  process.exit(2);
}
const { limits, jobs } = JSON.parse(readFileSync(0, "utf8"));
const quiet = { stdout: () => {}, stderr: (line) => process.stderr.write(line + "\n") };

let python;
if (runtime === "micropython") {   // as the worker boots them
  const { loadMicroPython } = await import(
    join(root, "node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs"));
  python = await loadMicroPython({ ...quiet, heapsize: 64 * 1024 * 1024 });
} else {
  const { loadPyodide } = await import(join(root, "node_modules/pyodide/pyodide.mjs"));
  python = await loadPyodide(quiet);
}
copyGame(python.FS, root, "/bot");
python.runPython('import sys\nsys.path.insert(0, "/bot")');
const bot = python.pyimport("game.bot.worker");

for (const [shape, record, seed] of jobs) {
  for (const level of ["easy", "medium", "hard"]) {
    const start = performance.now();
    bot.choose(record, level, seed, limits[level]);
    const seconds = (performance.now() - start) / 1000;
    process.stdout.write(`${level} ${shape} ${seconds.toFixed(4)}\n`);
  }
}
