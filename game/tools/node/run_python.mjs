// Runs Python code under a WebAssembly interpreter in Node, with the project's
// game/ package copied into the interpreter's file system.
//
//   node game/tools/node/run_python.mjs micropython|pyodide FILE.py [ARGS...]   (FILE - for stdin)
//   GAME_ROOT=DIR node game/tools/node/run_python.mjs ...   (DIR/game/ instead of the project's)
//
// The interpreters are the npm-pinned ones the page uses (package.json).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { copyGame } from "./copy_game.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const [runtime, file, ...args] = process.argv.slice(2);
if (!["micropython", "pyodide"].includes(runtime) || !file) {
  console.error("usage: node game/tools/node/run_python.mjs micropython|pyodide FILE.py");
  process.exit(2);
}
const source = readFileSync(file === "-" ? 0 : file, "utf8");
const write = (line) => process.stdout.write(line + "\n");

let python;
if (runtime === "micropython") {
  const { loadMicroPython } = await import(
    join(root, "node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs"));
  python = await loadMicroPython({ stdout: write, stderr: (l) => process.stderr.write(l + "\n"),
                                   heapsize: 64 * 1024 * 1024 });
} else {
  const { loadPyodide } = await import(join(root, "node_modules/pyodide/pyodide.mjs"));
  python = await loadPyodide({ stdout: write, stderr: (l) => process.stderr.write(l + "\n") });
}

copyGame(python.FS, process.env.GAME_ROOT || root, "/work");   // GAME_ROOT: another game/, an archive's
try {
  // the script's arguments, as CPython would give them (sys.argv[0] the file)
  python.runPython("import sys\nsys.path.insert(0, '/work')\nsys.argv[:] = " +
                   JSON.stringify([file, ...args]) + "\n");
  python.runPython(source);
} catch (error) {
  console.error(String(error.message || error));
  process.exit(1);
}
