// Virus War's offline cache.  It sits beside index.html because a service
// worker only controls the pages in its own folder and below.
//
// On install it caches the page, every Python file pyscript.toml lists, the
// bot's worker and the runtime's quick stage (PyScript and MicroPython: the
// page and its first bot, about 2 MB).  The full stage (Pyodide, 13 MB) is
// cached only when the page asks, once it has loaded it for its own use
// ("cache-full-stage", game/web/page.py): an embed nobody plays never downloads
// it, and it never slows the bot's first answer.  The lists and the version
// come from assets/runtime/files.js, written by `make`.  The runtime is
// pinned, so it is served from the cache first; the game's own small files
// are fetched first and fall back to the cache offline or when the network
// has not answered in a few seconds, so a new version of the game shows at
// the next visit.  A new runtime changes files.js, which
// installs a new worker; it deletes every older cache once it takes over.

importScripts("./assets/runtime/files.js");   // RUNTIME_VERSION, RUNTIME_QUICK, RUNTIME_FULL

const CACHE_PREFIX = "virus-war-";
const CACHE = CACHE_PREFIX + "2-" + self.RUNTIME_VERSION;
const RUNTIME_PATH = new URL("./assets/runtime/", self.location).pathname;
const PAGE = new URL("./index.html", self.location).href;
const SHELL = [
  "./", "./index.html", "./pyscript.toml", "./game/web/page.py", "./game/bot/worker.py", "./assets/bot-worker.js",
  "./assets/style.css", "./assets/icon.svg", "./assets/icon-maskable.svg",
  "./assets/manifest.webmanifest",
];

async function gameFiles() {
  // the Python files the page loads: the [files] table of pyscript.toml
  const toml = await (await fetch("./pyscript.toml", { cache: "no-cache" })).text();
  return Array.from(toml.matchAll(/^"(\.\/game\/[^"]+\.py)"\s*=/gm), (match) => match[1]);
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // file by file: one the host lost (a bot's file, say) costs that file
    // offline, not the whole cache; it is fetched again when next asked for
    const files = SHELL.concat(await gameFiles(), runtimeUrls(self.RUNTIME_QUICK));
    const missing = (await Promise.allSettled(files.map((file) => cache.add(file))))
      .flatMap((outcome, index) => outcome.status === "rejected" ? [files[index]] : []);
    if (missing.length) console.warn("Virus War offline without", missing.join(", "));
    await self.skipWaiting();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "cache-full-stage") {
    event.waitUntil((async () => {
      const cache = await caches.open(CACHE);
      for (const url of runtimeUrls(self.RUNTIME_FULL)) {
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
    for (const name of await caches.keys()) {
      if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith(RUNTIME_PATH)) {
    event.respondWith(cacheFirst(request));
  } else {
    event.respondWith(networkFirst(request));
  }
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  // kept as it passes (the full stage as Pyodide loads it): never downloaded twice
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

// How long the game's own files wait for the network before the cache answers:
// a network that accepts and never replies must not hang a game that is cached.
// Once it has stalled, the files after it do not wait at all for a while (they
// are still asked for, to refresh the cache), so the page is not held up file by file.
const NETWORK_PATIENCE_MS = 3500;
const STALL_MEMORY_MS = 30000;
const STALLED = "stalled";
let stalledUntil = 0;

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  // a page address with any query (?embed, ?size=8) is the one page
  const key = request.mode === "navigate" ? PAGE : request;
  const network = fetch(request).then(async (response) => {
    stalledUntil = 0;
    if (response.ok) await cache.put(key, response.clone());
    return response;
  });
  let timer;
  const stalled = new Promise((resolve, reject) => {
    const patience = Date.now() < stalledUntil ? 0 : NETWORK_PATIENCE_MS;
    timer = setTimeout(() => reject(STALLED), patience);
  });
  try {
    return await Promise.race([network, stalled]);
  } catch (offlineOrStalled) {
    if (offlineOrStalled === STALLED) stalledUntil = Date.now() + STALL_MEMORY_MS;
    const cached = await cache.match(key, { ignoreSearch: request.mode === "navigate" });
    // nothing cached: wait for the network after all (a late answer still
    // lands in the cache for next time)
    return cached || network;
  } finally {
    clearTimeout(timer);
  }
}
