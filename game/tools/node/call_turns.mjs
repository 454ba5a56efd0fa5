// Calls a Python function once per job from JavaScript, the way the page's bot
// worker (assets/bot-worker.js) calls the bot once a turn, so MicroPython
// collects its garbage between calls as in the page.  For benches that count
// what the bot does in a turn (game/tools/benches/phone_bot.py).
//
//   node game/tools/node/call_turns.mjs micropython|pyodide MODULE FUNCTION < JOBS.json
//
// JOBS.json: a list of jobs, or one job to ask again until the answer is "";
// MODULE.FUNCTION(job as a JSON string) returns one line, printed as it comes.
// threadCpuMs() (load_python.mjs) is this thread's processor time.
import { readFileSync } from "node:fs";
import { RUNTIMES, loadPython } from "./load_python.mjs";

const [runtime, module, name] = process.argv.slice(2);
if (!RUNTIMES.includes(runtime) || !name) {
  console.error("usage: node game/tools/node/call_turns.mjs micropython|pyodide MODULE FUNCTION < JOBS.json");
  process.exit(2);
}
const jobs = JSON.parse(readFileSync(0, "utf8"));
const quiet = { stdout: () => {}, stderr: (line) => process.stderr.write(line + "\n") };

const python = await loadPython(runtime, quiet, undefined, "/bot");   // as the worker boots them
const call = python.pyimport(module)[name];
if (Array.isArray(jobs)) {
  for (const job of jobs) process.stdout.write(call(JSON.stringify(job)) + "\n");
} else {   // one job, asked again until the answer is "" (a whole game, a turn a call)
  for (let line; (line = call(JSON.stringify(jobs))) !== "";) process.stdout.write(line + "\n");
}
