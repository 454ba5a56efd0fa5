// A Python archive (game/tools/build/bundle.py: a gzipped ustar) fetched, un-gzipped
// and written into an interpreter's files in JavaScript, with the browser's own
// gzip, so no Python runs and nothing lands on the interpreter's heap.  The
// page's thread (assets/page-files.js) and the bot's workers
// (assets/bot-worker.js) load their Python so.

// The bytes of the archive ``file`` (an address relative to ``site``), un-gzipped
// (here, not by the host: a .tar.gz is sent as it is).
export async function fetchTar(file, site) {
  const response = await fetch(new URL(file, site));
  if (!response.ok) throw new Error(`${file}: ${response.status} ${response.statusText}`);
  const gunzipped = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(gunzipped).arrayBuffer());
}

// The entries of a plain ustar archive: 512-byte headers, each file's bytes padded to 512.
export function* tarEntries(tar) {
  const text = (at, length) => new TextDecoder().decode(tar.subarray(at, at + length)).split("\0")[0];
  for (let at = 0; at + 512 <= tar.length && tar[at] !== 0;) {
    const name = text(at, 100).replace(/\/$/, ""), size = parseInt(text(at + 124, 12), 8) || 0;
    yield { name, folder: text(at + 156, 1) === "5", data: tar.subarray(at + 512, at + 512 + size) };
    at += 512 + Math.ceil(size / 512) * 512;
  }
}

// Every entry of ``tar`` written under the folder ``home`` of an Emscripten FS
// (the archive names each folder before its files; a later archive of the page's
// names folders the first made).
export function unpack(FS, home, tar) {
  for (const { name, folder, data } of tarEntries(tar)) {
    if (!folder) FS.writeFile(`${home}/${name}`, data);
    else if (!FS.analyzePath(`${home}/${name}`).exists) FS.mkdir(`${home}/${name}`);
  }
}
