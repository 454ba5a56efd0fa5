// The bot's worker: one Python interpreter off the page's thread, running
// game/bot/worker.py.  game/web/workers.py starts two of them, a quick stage
// (MicroPython: 0.5 MB, boots in a tenth of a second) and a full stage
// (Pyodide: 13 MB, two to four times faster once up).  A plain module worker
// rather than a PyScript one: it fetches only what the bot needs, and every
// failure to start comes back as a message the page can put in words.
//
//   {id: 0, boot: "quick" | "full", files: ["./game/bot/classic.py", ...]}
//   {id, record, level, seed, timeLimit}
// are answered {id, answer: "ready" | "a1-b2-c3" | "pass" | "", failed: null}
// or {id, answer: null, failed: "why"}.

const SITE = new URL("../", import.meta.url).href;   // where index.html is
const RUNTIME = new URL("./runtime/", import.meta.url).href;
const HOME = "/bot";   // game/ goes under it, and it goes on sys.path

const INTERPRETERS = {
  async quick() {
    const { loadMicroPython } = await import(RUNTIME + "micropython/micropython.mjs");
    // the search's positions and turn lists need more than MicroPython's 1 MB default
    return loadMicroPython({ heapsize: 64 * 1024 * 1024 });
  },
  async full() {
    const { loadPyodide } = await import(RUNTIME + "pyodide/pyodide.mjs");
    return loadPyodide({ indexURL: RUNTIME + "pyodide/" });
  },
};

let bot = null;   // game.bot.worker, once booted

async function boot(stage, files) {
  const [python, sources] = await Promise.all([INTERPRETERS[stage](), Promise.all(files.map(fetchText))]);
  const made = new Set();
  files.forEach((file, index) => {
    const path = HOME + file.slice(1);   // "./game/bot/worker.py" -> "/bot/game/bot/worker.py"
    makeFolders(python.FS, path.slice(0, path.lastIndexOf("/")), made);
    python.FS.writeFile(path, sources[index]);
  });
  python.runPython(`import sys\nsys.path.insert(0, "${HOME}")`);
  return python.pyimport("game.bot.worker");
}

// Each folder of a path not made yet (the game's files sit in several packages).
function makeFolders(fs, folder, made) {
  let path = "";
  for (const name of folder.split("/").filter(Boolean)) {
    path += "/" + name;
    if (!made.has(path)) fs.mkdir(path);
    made.add(path);
  }
}

async function fetchText(file) {
  const response = await fetch(new URL(file, SITE));
  if (!response.ok) throw new Error(`${file}: ${response.status} ${response.statusText}`);
  return response.text();
}

self.addEventListener("message", async ({ data }) => {
  try {
    let answer = "ready";
    if (data.boot) bot = await boot(data.boot, data.files);
    else answer = String(bot.choose(data.record, data.level, data.seed, data.timeLimit));
    self.postMessage({ id: data.id, answer, failed: null });
  } catch (error) {
    self.postMessage({ id: data.id, answer: null, failed: why(error) });
  }
});

function why(error) {
  return String((error && error.message) || error);
}

// A download that fails deep inside an interpreter's loader must still be told,
// not left as an error on the page's console.
self.addEventListener("unhandledrejection", (event) => {
  event.preventDefault();
  self.postMessage({ id: 0, answer: null, failed: why(event.reason) });
});
