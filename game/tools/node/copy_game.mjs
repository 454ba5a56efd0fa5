// Copies the project's game/ package, every folder of it, into a WebAssembly
// interpreter's file system under `home` (which then goes on sys.path): its
// sources, or the bytecode of an unpacked archive (game/tools/build/bundle.py).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

export function copyGame(fs, root, home) {
  fs.mkdir(home);
  copyFolder(fs, join(root, "game"), home + "/game");
}

function copyFolder(fs, from, to) {
  fs.mkdir(to);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== "__pycache__") {
      copyFolder(fs, join(from, entry.name), `${to}/${entry.name}`);
    } else if (entry.name.endsWith(".py") || entry.name.endsWith(".mpy")) {
      fs.writeFile(`${to}/${entry.name}`, readFileSync(join(from, entry.name)));
    }
  }
}
