// The page's Python (assets/bundle/page.tar.gz, game/tools/build/bundle.py) written
// into MicroPython's files before index.html's entry imports game.web.page,
// where PyScript's [files] would have put it (the interpreter's working folder).
// Unpacked here rather than by PyScript: for a .tar.gz PyScript runs gzip and
// tarfile in MicroPython, one call from JavaScript of some 0.9 s on a phone
// (4x slower CPU) where this takes 0.1 s, and the download (asked for at once
// by index.html's first script) goes on while MicroPython loads.  The parts the
// first board does without come later, in an archive of their own
// (game/web/later.py asks for it through unpackArchive).

import { hooks } from "./runtime/pyscript/core.js";
import { fetchTar, unpack } from "./tar.js";

const ARCHIVE = "./assets/bundle/page.tar.gz";

// performance.mark()s: where a phone's start goes (game/tools/benches/page_trace.py)
const archive = fetchTar(ARCHIVE, document.baseURI).then((tar) => (performance.mark("page archive fetched"), tar));
archive.catch(() => {});   // a lost archive is told once, when the entry waits for it below

let files = null;   // MicroPython's files and its working folder, once it is ready
hooks.main.onReady.add(async ({ type, interpreter: { FS } }) => {
  if (type !== "mpy" || files) return;   // the page's one MicroPython script
  files = { FS, home: FS.cwd().replace(/\/$/, "") };
  performance.mark("MicroPython ready");
  // a failure stops the entry here, an error naming the archive
  unpack(FS, files.home, await archive);
  performance.mark("page archive unpacked");
});

// Another archive of the page's Python written beside the first (``file`` relative to the page).
export async function unpackArchive(file) {
  unpack(files.FS, files.home, await fetchTar(file, document.baseURI));
}
