// Runs Python code under a WebAssembly interpreter in Node, with the project's
// game/ package copied into the interpreter's file system.
//
//   node game/tools/node/run_python.mjs micropython|pyodide FILE.py [ARGS...]   (FILE - for stdin)
//   node game/tools/node/run_python.mjs micropython|pyodide --many FILE.py...
//   GAME_ROOT=DIR node game/tools/node/run_python.mjs ...   (DIR/game/ instead of the project's)
//
// --many runs each file in turn in one interpreter, booted once (Pyodide takes
// seconds to boot), each as if it ran alone: game/ imported afresh, globals of
// its own, sys.argv [FILE].  A file that fails does not stop the rest.  After
// each file's output, stdout gets the line
//   --- run_python.mjs --many: FILE ok        (or: failed)
// and stderr gets `--- run_python.mjs --many: FILE` before what that file
// wrote there, its traceback included; the exit status is 1 if any failed.
//
// The interpreters are the npm-pinned ones the page uses (package.json).
import { readFileSync } from "node:fs";
import { RUNTIMES, loadPython } from "./load_python.mjs";

const MARK = "--- run_python.mjs --many: ";
const [runtime, file, ...args] = process.argv.slice(2);
if (!RUNTIMES.includes(runtime) || !file || (file === "--many" && !args.length)) {
  console.error("usage: node game/tools/node/run_python.mjs micropython|pyodide FILE.py [ARGS...]\n" +
                "       node game/tools/node/run_python.mjs micropython|pyodide --many FILE.py...");
  process.exit(2);
}
const write = (line) => process.stdout.write(line + "\n");
const writeError = (line) => process.stderr.write(line + "\n");
// GAME_ROOT: another game/, an archive's
const python = await loadPython(runtime, { stdout: write, stderr: writeError }, process.env.GAME_ROOT);

if (file === "--many") {
  let failures = 0;
  for (const each of args) {
    writeError(MARK + each);
    let outcome = "ok";
    try {
      const source = readFileSync(each, "utf8");
      // JSON's string literals are Python's too.
      python.runPython(`
import gc, sys
for name in [name for name in sys.modules if name == "game" or name.startswith("game.")]:
    del sys.modules[name]
gc.collect()
sys.argv[:] = [${JSON.stringify(each)}]
exec(compile(${JSON.stringify(source)}, ${JSON.stringify(each)}, "exec"), {"__name__": "__main__"})
`);
    } catch (error) {
      writeError(String(error.message || error));
      outcome = "failed";
      failures += 1;
    }
    // printed by the interpreter, so that it follows any line the file left unfinished
    python.runPython(`print(${JSON.stringify(MARK + each + " " + outcome)})`);
  }
  process.exit(failures ? 1 : 0);
}

const source = readFileSync(file === "-" ? 0 : file, "utf8");
try {
  // the script's arguments, as CPython would give them (sys.argv[0] the file)
  python.runPython("import sys\nsys.argv[:] = " + JSON.stringify([file, ...args]) + "\n");
  python.runPython(source);
} catch (error) {
  console.error(String(error.message || error));
  process.exit(1);
}
