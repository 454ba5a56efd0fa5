// A Python archive (game/tools/build/bundle.py: a gzipped ustar) fetched, un-gzipped
// and written into an interpreter's files in JavaScript, with the browser's own
// gzip, so no Python runs and nothing lands on the interpreter's heap.  The
// page's thread (assets/page-files.js) and the bot's workers
// (assets/bot-worker.js) load their Python so.

// The un-gzipped bytes of the archive ``file`` (an address relative to ``site``), as
// they come (here, not by the host: a .tar.gz is sent as it is).
async function tarStream(file, site) {
  const response = await fetch(new URL(file, site));
  if (!response.ok) throw new Error(`${file}: ${response.status} ${response.statusText}`);
  return response.body.pipeThrough(new DecompressionStream("gzip"));
}

// The bytes of the archive ``file``, whole.
export async function fetchTar(file, site) {
  return new Uint8Array(await new Response(await tarStream(file, site)).arrayBuffer());
}

// The entry whose 512-byte header starts at ``at`` in ``tar``, and where the next
// starts (each file's bytes padded to 512); null at the archive's end or where
// ``tar`` holds only part of the entry.
function entryAt(tar, at) {
  if (at + 512 > tar.length || tar[at] === 0) return null;
  const text = (from, length) => new TextDecoder().decode(tar.subarray(at + from, at + from + length)).split("\0")[0];
  const name = text(0, 100).replace(/\/$/, ""), size = parseInt(text(124, 12), 8) || 0;
  const next = at + 512 + Math.ceil(size / 512) * 512;
  if (next > tar.length) return null;
  return { entry: { name, folder: text(156, 1) === "5", data: tar.subarray(at + 512, at + 512 + size) }, next };
}

// The entries of a plain ustar archive, whole in ``tar``.
export function* tarEntries(tar) {
  for (let at = 0, found; (found = entryAt(tar, at)); at = found.next) yield found.entry;
}

// The entries of the archive ``file``, each as soon as its bytes have come: the page
// imports its first modules while the rest of its archive is on the line.
export async function* streamTarEntries(file, site) {
  const reader = (await tarStream(file, site)).getReader();   // not for await: WebKit's streams have no iterator
  let held = new Uint8Array(0);   // the bytes come in chunks that do not end where entries do
  for (let chunk; (chunk = (await reader.read()).value);) {
    const joined = new Uint8Array(held.length + chunk.length);
    joined.set(held);
    joined.set(chunk, held.length);
    let at = 0;
    for (let found; (found = entryAt(joined, at)); at = found.next) yield found.entry;
    held = joined.subarray(at);
  }
}

// An entry of an archive written under the folder ``home`` of an Emscripten FS (an
// archive names each folder before its files; a later archive of the page's names
// folders the first made).
export function write(FS, home, { name, folder, data }) {
  if (!folder) FS.writeFile(`${home}/${name}`, data);
  else if (!FS.analyzePath(`${home}/${name}`).exists) FS.mkdir(`${home}/${name}`);
}

// Every entry of ``tar`` written under ``home``.
export function unpack(FS, home, tar) {
  for (const entry of tarEntries(tar)) write(FS, home, entry);
}
