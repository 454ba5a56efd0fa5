// Runs Python code under a WebAssembly interpreter in Node, with the project's
// game/ package copied into the interpreter's file system.
//
//   node game/tools/node/run_python.mjs micropython|pyodide FILE.py [ARGS...]   (FILE - for stdin)
//   GAME_ROOT=DIR node game/tools/node/run_python.mjs ...   (DIR/game/ instead of the project's)
//
// The interpreters are the npm-pinned ones the page uses (package.json).
import { readFileSync } from "node:fs";
import { RUNTIMES, loadPython } from "./load_python.mjs";

const [runtime, file, ...args] = process.argv.slice(2);
if (!RUNTIMES.includes(runtime) || !file) {
  console.error("usage: node game/tools/node/run_python.mjs micropython|pyodide FILE.py");
  process.exit(2);
}
const source = readFileSync(file === "-" ? 0 : file, "utf8");
const write = (line) => process.stdout.write(line + "\n");
// GAME_ROOT: another game/, an archive's
const python = await loadPython(runtime, { stdout: write, stderr: (l) => process.stderr.write(l + "\n") },
                                process.env.GAME_ROOT);
try {
  // the script's arguments, as CPython would give them (sys.argv[0] the file)
  python.runPython("import sys\nsys.argv[:] = " + JSON.stringify([file, ...args]) + "\n");
  python.runPython(source);
} catch (error) {
  console.error(String(error.message || error));
  process.exit(1);
}
