// Times bot turns the way the page's bot worker (assets/bot-worker.js) makes
// them: one interpreter, game.bot.worker.choose called from JavaScript once a
// turn (so MicroPython collects its garbage between turns, as in the page; a
// single long runPython would not).
//
//   node game/tools/node/time_turns.mjs micropython|pyodide < JOBS.json
//
// JOBS.json: {"limits": {"easy": 0.08, ...}, "jobs": [[shape, record, seed], ...]}.
// Prints one line per turn: "level shape seconds".  game/tools/benches/limits.py runs it.
import { readFileSync } from "node:fs";
import { RUNTIMES, loadPython } from "./load_python.mjs";

const runtime = process.argv[2];
if (!RUNTIMES.includes(runtime)) {
  console.error("usage: node game/tools/node/time_turns.mjs micropython|pyodide < JOBS.json");
  process.exit(2);
}
const { limits, jobs } = JSON.parse(readFileSync(0, "utf8"));
const quiet = { stdout: () => {}, stderr: (line) => process.stderr.write(line + "\n") };

const python = await loadPython(runtime, quiet, undefined, "/bot");   // as the worker boots them
const bot = python.pyimport("game.bot.worker");

for (const [shape, record, seed] of jobs) {
  for (const level of ["easy", "medium", "hard"]) {
    const start = performance.now();
    bot.choose(record, level, seed, limits[level]);
    const seconds = (performance.now() - start) / 1000;
    process.stdout.write(`${level} ${shape} ${seconds.toFixed(4)}\n`);
  }
}
