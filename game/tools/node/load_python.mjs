// The npm-pinned interpreters the page uses (package.json), loaded in Node the way
// the page's workers boot them, with the project's game/ package (or another
// folder's) copied in and importable.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";
import { copyGame } from "./copy_game.mjs";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
export const RUNTIMES = ["micropython", "pyodide"];

// threadCpuMs() (global in JavaScript, `js.threadCpuMs` in Python): this thread's
// processor time in milliseconds, what a bench counts on a machine busy with
// other work.  Linux keeps each thread's time on a processor in nanoseconds; elsewhere the
// whole process's (its helper threads included) has to do.
globalThis.threadCpuMs = () => {
  try {
    return Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
  } catch {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  }
};

// io: { stdout, stderr } line writers; game: the folder whose game/ is copied.
export async function loadPython(runtime, io, game = ROOT, into = "/work") {
  let python;
  if (runtime === "micropython") {
    const { loadMicroPython } = await import(
      join(ROOT, "node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs"));
    python = await loadMicroPython({ ...io, heapsize: 64 * 1024 * 1024 });
  } else {
    const { loadPyodide } = await import(join(ROOT, "node_modules/pyodide/pyodide.mjs"));
    python = await loadPyodide(io);
  }
  copyGame(python.FS, game, into);
  python.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(into)})`);
  return python;
}
