// The page's Python (assets/bundle/page.tar.gz, game/tools/build/bundle.py) written
// into MicroPython's files before index.html's entry imports game.web.page,
// where PyScript's [files] would have put it (the interpreter's working folder).
// Unpacked here rather than by PyScript: for a .tar.gz PyScript runs gzip and
// tarfile in MicroPython, one call from JavaScript of some 0.9 s on a phone
// (4x slower CPU) where this takes 0.1 s, and the download (asked for at once
// by index.html's first script) goes on while MicroPython loads.  Each file is
// written as it comes, so the page's first modules are imported while the rest
// of the archive is still on the line.  The parts the
// first board does without come later, in an archive of their own
// (game/web/later.py asks for it through unpackPageArchive, below).

import { hooks } from "./runtime/pyscript/core.js";
import { fetchTar, streamTarEntries, unpack, write } from "./tar.js";

const ARCHIVE = "./assets/bundle/page.tar.gz";
// The heaviest of the page's imports (the engine, the rules and the words; the keeping
// of games; the board), each imported as soon as its file is here, while the rest of
// the archive comes (the archive holds each module after those it imports:
// game/tools/build/bundle.py; tests/python/test_bundle.py checks these).
const FIRST_IMPORTS = ["game.web.language", "game.web.keeping.keeper_view", "game.web.board.board_view"];

// The page's archive, each entry as it comes: written at once into MicroPython's files
// once it is ready, held until then.
const held = [];
let files = null;   // MicroPython's files and its working folder, once it is ready
const unpackedFiles = new Map();   // a file's path -> [written, resolve that]

function fileUnpacked(path) {
  if (!unpackedFiles.has(path)) {
    let resolve;
    const written = new Promise((done) => (resolve = done));
    unpackedFiles.set(path, [written, resolve]);
  }
  return unpackedFiles.get(path);
}

function take(entry) {
  if (!files) return void held.push(entry);
  write(files.FS, files.home, entry);
  fileUnpacked(entry.name)[1]();
}

// performance.mark()s: where a phone's start goes (game/tools/benches/page_trace.py)
const archive = (async () => {
  for await (const entry of streamTarEntries(ARCHIVE, document.baseURI)) take(entry);
})();
archive.catch((error) => sayStartFailed(error));   // at once: the page cannot start without it
// The words of the language index.html's first script guessed the page starts in, if not
// English: unpacked with the page's archive, so the page is built at once in it.  A guess
// missed or words lost are the page's to ask for again (game/web/language.py).
const words = globalThis.pageWordsArchive ? fetchTar(globalThis.pageWordsArchive, document.baseURI) : null;
words?.catch(() => {});

hooks.main.onReady.add(({ type, interpreter: { FS } }) => {
  if (type !== "mpy" || files) return;   // the page's one MicroPython script
  files = { FS, home: FS.cwd().replace(/\/$/, "") };
  performance.mark("MicroPython ready");
  held.splice(0).forEach(take);
  // Not waited for here: PyScript's own start (its Python, some 0.2 s of a phone's)
  // goes on while the archive may still be coming, and the entry waits for it below.
  files.unpacked = archive.then(async () => {
    performance.mark("page archive unpacked");
    const wordsTar = await words?.catch(() => null);
    if (wordsTar) unpack(FS, files.home, wordsTar);
  }, () => new Promise(() => {}));   // the entry never runs: there is nothing to run (said above)
});

// The archive's file ``path`` written into MicroPython's files (never, if the archive is lost).
globalThis.pageFileUnpacked = (path) => fileUnpacked(path)[0];
// Before the entry imports game.web.page: its files.
globalThis.pageFilesUnpacked = () => files.unpacked;
hooks.main.codeBeforeRunAsync.add([
  "import js as _js",
  ...FIRST_IMPORTS.flatMap((module) => [
    `await _js.pageFileUnpacked("${module.replaceAll(".", "/")}.mpy")`,
    `__import__("${module}")`,
  ]),
  "_js.performance.mark('page first imports')",
  "await _js.pageFilesUnpacked()",
  "del _js",
].join("\n"));

// A page whose Python could not come says so where the game's status goes, in the
// reader's language (the page's words are Python's, which is what did not come).
const START_FAILED = {
  en: (reason) => `The game could not load (${reason}). Check the connection and reload the page.`,
  ru: (reason) => `Игра не загрузилась (${reason}). Проверьте соединение и обновите страницу.`,
};

function sayStartFailed(error) {
  const language = (navigator.language || "").toLowerCase().startsWith("ru") ? "ru" : "en";
  const status = document.getElementById("status");
  status.querySelector("#status-text").textContent = START_FAILED[language](error.message || String(error));
  status.dataset.failed = "true";
}

// Another archive of the page's Python written beside the first (``file`` relative to the
// page): the parts on first use (game/web/later.py), a language's words (game/web/language.py).
// A global, so that Python asks for one without awaiting: it comes while Python goes on.
async function unpackArchive(file) {
  unpack(files.FS, files.home, await fetchTar(file, document.baseURI));
}
globalThis.unpackPageArchive = unpackArchive;
