// The bot's worker: one Python interpreter off the page's thread, running
// game/bot/worker.py from the stage's archive (game/tools/build/bundle.py).  game/web/bot/workers_view.py starts two of them, a quick stage
// (MicroPython: 0.5 MB, boots in a tenth of a second) and a full stage
// (Pyodide: 13 MB, two to four times faster once up).  A plain module worker
// rather than a PyScript one: it fetches only what the bot needs, and every
// failure to start comes back as a message the page can put in words.
//
//   {id: 0, boot: "quick" | "full", bundle: "./assets/bundle/bot-quick.tar.gz"}
//   {id, record, level, seed, timeLimit}
//   {id, puzzle: "solutions" | "reply", record, side, task}   (game/bot/worker.py's puzzle)
//   {id, review: turn number, record, level}   (game/bot/worker.py's review_turn: JSON)
//   {id, attempt: turn number, record, tried, level}   (game/bot/worker.py's try_turn: JSON)
// are answered {id, answer: "ready" | "a1-b2-c3" | "pass" | "" | the puzzle's answer, failed: null}
// or {id, answer: null, failed: "why"}.

const SITE = new URL("../", import.meta.url).href;   // where index.html is
const RUNTIME = new URL("./runtime/", import.meta.url).href;
const HOME = "/bot";   // the archive's game/ goes under it, and it goes on sys.path
// The archive's reader (shared with the page's thread), asked for at once and beside the
// interpreter rather than before this module runs: a round trip less on a slow link.
const TAR = import("./tar.js");
TAR.catch(() => {});   // a lost reader is told once, by the boot that waits for it

const INTERPRETERS = {
  async quick() {
    const { loadMicroPython } = await import(RUNTIME + "micropython/micropython.mjs");
    // the search's positions and turn lists need more than MicroPython's 1 MB default
    return loadMicroPython({ heapsize: 64 * 1024 * 1024 });
  },
  async full() {
    const { loadPyodide } = await import(RUNTIME + "pyodide/pyodide.mjs");
    const failed = instantiationFailed();
    return Promise.race([loadPyodide({ indexURL: RUNTIME + "pyodide/" }), failed]);
  },
};

// Pyodide's loader catches a failed instantiation of its WebAssembly (the line dropped
// mid-download, a Wi-Fi's sign-in page answering for it) and only warns, so that
// loadPyodide() never settles (pyodide/pyodide#6296, in 314.0.8 still): the failure is
// taken from WebAssembly's own promises, which this worker's one interpreter alone uses.
function instantiationFailed() {
  return new Promise((resolve, reject) => {
    for (const name of ["instantiateStreaming", "instantiate"]) {
      const instantiate = WebAssembly[name];
      if (!instantiate) continue;   // an engine without streaming: Pyodide asks for the other
      WebAssembly[name] = (...args) => {
        const instantiated = instantiate.apply(WebAssembly, args);
        instantiated.catch(reject);
        return instantiated;
      };
    }
  });
}

let bot = null;   // game.bot.worker, once booted
// Seconds the last call of each level took after its answer was found:
// MicroPython's garbage collection (game/bot/worker.py AFTER_ANSWER), which
// grows with what the level's turn allocates; the worker keeps the longest of
// the level's last few out of its next turn's time.
const afterAnswer = {};

async function boot(stage, bundle) {
  const archive = TAR.then(({ fetchTar }) => fetchTar(bundle, SITE));
  const [python, tar, { unpack }] = await Promise.all([INTERPRETERS[stage](), archive, TAR]);
  python.FS.mkdir(HOME);
  unpack(python.FS, HOME, tar);
  python.runPython(`import sys\nsys.path.insert(0, "${HOME}")`);
  return python.pyimport("game.bot.worker");
}

self.addEventListener("message", async ({ data }) => {
  try {
    let answer = "ready";
    if (data.boot) bot = await boot(data.boot, data.bundle);
    else if (data.puzzle) answer = String(bot.puzzle(data.puzzle, data.record, data.side, data.task));
    else if (data.review !== undefined) answer = String(bot.review_turn(data.record, data.review, data.level));
    else if (data.attempt !== undefined) answer = String(bot.try_turn(data.record, data.attempt, data.tried, data.level));
    else {
      const asked = performance.now();
      answer = String(bot.choose(data.record, data.level, data.seed, data.timeLimit,
                                 afterAnswer[data.level] || 0));
      afterAnswer[data.level] = Math.max(0, (performance.now() - asked) / 1000 - bot.thought());
    }
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
