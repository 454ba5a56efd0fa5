// Virus War's offline cache.  It sits beside index.html because a service
// worker only controls the pages in its own folder and below.
//
// On install it caches the page, the Python archives (the page's and the
// bot's), the puzzle set, the bot's worker and the runtime's quick stage
// (PyScript and MicroPython: the page and its first bot, about 0.7 MB).  The full stage (Pyodide, 13 MB) is
// cached only when the page asks, once it has loaded it for its own use
// ("cache-full-stage", game/web/page.py): an embed nobody plays never downloads
// it, and it never slows the bot's first answer.  The lists and the version
// come from assets/runtime/files.js, written by `make`.  Everything is served
// from the cache first, so a visit never waits on the network.  After each
// visit the game's own files are asked of the host again; a new version found
// there starts at the next visit, whole, and the page says quietly that the
// game was updated.  A new runtime changes files.js, which installs a new
// worker under a new cache.  It takes over only with every file of its
// install cached: an install the host or the network cuts short fails, and
// the old worker goes on serving the old cache whole until the next visit
// tries again (only a first install, with nothing to lose, keeps what it
// got).  Once it has taken over, whole, it deletes every older cache.

importScripts("./assets/runtime/files.js");   // RUNTIME_VERSION, RUNTIME_QUICK, RUNTIME_FULL

const CACHE_PREFIX = "virus-war-";
const CACHE = CACHE_PREFIX + "3-" + self.RUNTIME_VERSION;
const NEXT = CACHE + "-next";   // a newer version of the game's files, for the next visit
const COMPLETE = new URL("./?virus-war-next-complete", self.location).href;   // NEXT is whole
const UPDATED = new URL("./?virus-war-updated", self.location).href;   // which visit began with NEXT
const NETWORK_PATIENCE_MS = 30000;   // a host that accepts and never answers is given up
const PAGE = new URL("./index.html", self.location).href;
const SHELL = [
  "./", "./index.html", "./pyscript.toml", "./assets/bot-worker.js",
  "./assets/page-files.js", "./assets/tar.js", "./assets/bundle/page.tar.gz",   // the page's Python
  "./assets/bundle/page-later.tar.gz",   // the page's parts on first use (game/web/later.py)
  "./assets/bundle/page-ru.tar.gz",   // the page's Russian words (game/web/language.py), offline too
  "./assets/bundle/bot-quick.tar.gz", "./assets/bundle/bot-full.tar.gz",   // the bot's Python (workers_view.py)
  "./assets/bundle/puzzles.json",   // the puzzle set (game/web/views/puzzle_view.py), the day's offline too
  "./assets/style.css", "./assets/icon.svg", "./assets/icon-maskable.svg",
  "./assets/manifest.webmanifest",
];

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const files = installed();
    const existed = await caches.has(CACHE);   // sw.js changed, the runtime not: the cache pages run from
    const cache = await caches.open(CACHE);
    // file by file, and only what the cache lacks: the cache of this runtime,
    // if pages already run from it, keeps their version of the game (a newer
    // one comes through NEXT like any other)
    const missing = (await Promise.all(files.map(async (file) => {
      if (existed && (await cache.match(file))) return null;
      try { await cache.add(file); return null; } catch (lost) { return file; }
    }))).filter(Boolean);
    if (missing.length && (await pagesRunFromAnOlderCache())) {
      // an update: the pages' cache stays theirs, whole, with its worker, and
      // this worker is dropped; the browser tries again at a later visit
      if (!existed) await caches.delete(CACHE);   // no half of a version is left to mix with the next try
      throw new Error("Virus War's update waits for the host: it lacks " + missing.join(", "));
    }
    // a first install keeps what it got: one file the host lost (a bot's file,
    // say) costs that file offline, not the whole cache; it is fetched again
    // when next asked for
    if (missing.length) console.warn("Virus War offline without", missing.join(", "));
    await self.skipWaiting();
  })());
});

// What an install caches: the shell and the runtime's quick stage.
function installed() {
  return SHELL.concat(runtimeUrls(self.RUNTIME_QUICK));
}

// The caches of this page's older workers (and their NEXT).
async function olderCaches() {
  return (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE && name !== NEXT);
}

// Whether an older worker's cache holds the page: then this install is an
// update, and it has something to lose.
async function pagesRunFromAnOlderCache() {
  for (const name of await olderCaches()) {
    if (!name.endsWith("-next") && (await (await caches.open(name)).match(PAGE))) return true;
  }
  return false;
}

// This worker's cache, or null once a newer worker has deleted it (this one
// finishing a visit meanwhile): caches.open would make it again, empty, for
// nobody, and a check for a new version would fill a NEXT nobody takes.
async function ownCache(name = CACHE) {
  return (await caches.has(name)) ? caches.open(name) : null;
}

self.addEventListener("message", (event) => {
  if (event.data === "updated?") event.waitUntil(serially(() => tellIfUpdated(event.source)));
  if (event.data === "cache-full-stage") {
    event.waitUntil((async () => {
      const cache = await ownCache();
      for (const url of cache ? runtimeUrls(self.RUNTIME_FULL) : []) {
        if (!(await cache.match(url))) await cache.add(url);   // what did not pass through here
      }
    })());
  }
});

function runtimeUrls(files) {
  return files.map((file) => "./assets/runtime/" + file);
}

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    // an older cache goes only once this one is whole: install sees to it
    // on an update, and this looks again before anything is deleted
    const cache = await caches.open(CACHE);
    const held = await Promise.all(installed().map((file) => cache.match(file)));
    if (held.every(Boolean)) {
      for (const name of await olderCaches()) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    const page = visit(event.resultingClientId);
    event.respondWith(page);
    // the check for a newer version waits for the page, so it never slows it
    event.waitUntil(page.then(checkForNewVersion, () => {}));
  } else {
    event.respondWith(cacheFirst(request));
  }
});

async function cacheFirst(request, key = request) {
  const cache = await ownCache();
  // a page address with any query (?embed, ?size=8) is the one page
  const cached = cache && (await cache.match(key, { ignoreSearch: key === PAGE }));
  if (cached) return cached;
  // kept as it passes (the full stage as Pyodide loads it): never downloaded twice
  const response = await fetch(key);
  if (response.ok && cache) await cache.put(key, response.clone());
  return response;
}

// A visit (a page opened or reloaded) starts with the newer version of the
// game an earlier visit found, if it found one, and is served from the cache.
async function visit(client) {
  try {
    await serially(() => takeNextVersion(client));
  } catch (failed) {
    // NEXT stays, whole, and the next visit takes it again; this one is
    // still served rather than left to the browser's offline error
    console.warn("Virus War's new version waits for the next visit:", failed);
  }
  return cacheFirst(PAGE);
}

// One change of the cache at a time: three embeds in a blog post open at once.
let queue = Promise.resolve();
function serially(task) {
  queue = queue.then(task, task);
  return queue;
}

// The game's own files, asked again of the host after each visit.  If any has
// changed they are kept, all of them, in NEXT, for the next visit: a page
// open now goes on with the version it started with, never a mix of two.
// One check at a time: the embeds of a blog post open together.
let checking = null;
function checkForNewVersion() {
  if (!checking) checking = serially(revalidate).finally(() => { checking = null; });
  return checking;
}

async function revalidate() {
  try {
    const cache = await ownCache();
    if (!cache) return;
    const files = SHELL;
    const fresh = await Promise.all(files.map((file) =>
      fetch(file, { cache: "no-cache", signal: AbortSignal.timeout(NETWORK_PATIENCE_MS) })));
    if (!fresh.every((response) => response.ok)) return;   // a host half-way through an upload
    const same = await Promise.all(files.map(async (file, index) => {
      const cached = await cache.match(file);
      return cached && sameBytes(await cached.arrayBuffer(), await fresh[index].clone().arrayBuffer());
    }));
    if (same.every(Boolean) || !(await caches.has(CACHE))) return;   // replaced while asking
    await caches.delete(NEXT);
    const next = await caches.open(NEXT);
    await Promise.all(files.map((file, index) => next.put(file, fresh[index])));
    await next.put(COMPLETE, new Response(""));
  } catch (offlineOrStalled) {
    // the next visit asks again
  }
}

function sameBytes(a, b) {
  if (a.byteLength !== b.byteLength) return false;
  const x = new Uint8Array(a), y = new Uint8Array(b);
  return x.every((byte, index) => byte === y[index]);
}

// NEXT's files put in the cache one at a time (the Cache API has no
// transaction): NEXT, with its mark, goes only after the last of them is in.
// A visit cut short half-way (the browser closed) leaves NEXT whole, and the
// next visit copies it all again before it is served: no visit starts with a
// mix of the two versions.  A put refused (a full disk) leaves NEXT for the
// next visit too, and that visit (visit) is served what the cache holds,
// perhaps part of each version, rather than the browser's offline error.
async function takeNextVersion(client) {
  const next = await ownCache(NEXT);
  if (!next) return;
  const cache = await ownCache();
  if (cache && (await next.match(COMPLETE))) {
    for (const request of await next.keys()) {
      if (request.url !== COMPLETE) await cache.put(request, await next.match(request));
    }
    await cache.put(UPDATED, new Response(client));   // that page, once it asks, says so
  }
  await caches.delete(NEXT);
}

async function tellIfUpdated(client) {
  const cache = await ownCache();
  const updated = cache && (await cache.match(UPDATED));
  if (updated && (await updated.text()) === client.id) {
    await cache.delete(UPDATED);
    client.postMessage("updated");
  }
}
