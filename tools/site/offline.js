// Penchant: the site offline. build.py appends this to JupyterLite's service worker (which answers the
// kernel's drive) and fills in the build's version and file list. Every file of one build is kept in one
// cache, "penchant-<version>", and answered from it; a new build's worker fills its own cache while it
// waits, takes over only when no page of the old build is open, and then deletes the old cache: a page
// never gets files of two builds.
const PENCHANT_VERSION = "{{version}}";
const PENCHANT_FILES = new Set({{files}});
const PENCHANT_DONE = "penchant-offline-complete";  // a cache entry: every file is in

function penchantRelative(url) {
  const scope = new URL(self.registration.scope);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return null;
  let rel = decodeURIComponent(url.pathname.slice(scope.pathname.length));
  if (rel === "" || rel.endsWith("/")) rel += "index.html";
  return PENCHANT_FILES.has(rel) ? rel : null;
}

// Whether this build's cache is complete: null until the worker has looked (it looks as it starts).
let penchantComplete = null;
caches.match(PENCHANT_DONE, {cacheName: CACHE}).then((hit) => { penchantComplete = penchantComplete || !!hit; });

// A file of the build: from the cache once it is complete (the query is ignored: ?v=... cache-busters name
// the same file). Before that (a first visit) the browser loads it itself, exactly as without this worker,
// keeping its compiled-code cache; in the moment before the worker has looked, from the cache or the network.
function penchantFromCache(e, url) {
  if (e.request.method !== "GET" || penchantComplete === false) return null;
  const rel = penchantRelative(url);
  if (rel === null) return null;
  // caches.match with cacheName opens no cache: a worker that is being replaced never re-creates its own
  return caches.match(new URL(rel, self.registration.scope).href, {cacheName: CACHE})
    .then((hit) => hit || fetch(e.request));
}

let penchantFilling = null;

function penchantFill() {
  if (penchantFilling) return penchantFilling;
  penchantFilling = (async () => {
    const cache = await caches.open(CACHE);
    if (await cache.match(PENCHANT_DONE)) return true;
    const todo = [...PENCHANT_FILES];
    const worker = async () => {
      while (todo.length) {
        const href = new URL(todo.shift(), self.registration.scope).href;
        if (await cache.match(href)) continue;
        const response = await fetch(href, {cache: "no-cache"});
        if (!response.ok) throw new Error(`${href}: ${response.status}`);
        await cache.put(href, response);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker(), worker(), worker()]);
    await cache.put(PENCHANT_DONE, new Response(PENCHANT_VERSION));
    penchantComplete = true;
    return true;
  })().catch((err) => { penchantFilling = null; console.warn("Penchant offline copy incomplete:", err); return false; });
  return penchantFilling;
}

// A first visit: take the page at once (the drive needs the worker) and fill the cache when a page asks,
// in the background. An update: fill the new cache first, then wait until the old build's pages are closed.
function penchantInstall(e) {
  e.waitUntil(self.registration.active ? penchantFill() : self.skipWaiting());
}

self.addEventListener("activate", (e) => {
  e.waitUntil(caches.keys().then((names) => Promise.all(names
    .filter((n) => n !== CACHE && (n.startsWith("penchant-") || n === "precache"))
    .map((n) => caches.delete(n)))));
});

self.addEventListener("message", (e) => {
  if (!e.data || e.data.penchant !== "keep-offline") return;
  e.waitUntil(penchantFill().then((ok) => {
    if (e.source) e.source.postMessage({penchant: ok ? "offline-ready" : "offline-incomplete", version: PENCHANT_VERSION});
  }));
});

// A page of the old build that finds this build waiting asks it to take over (landing/take-over.js): it does
// once that page is the only page of the site open (the page then reloads on this build's files). The page
// it just replaced may still be listed for a moment as it closes: ask again for up to ten seconds.
async function penchantTakeOver(asker) {
  for (let i = 0; i < 20; i++) {
    const open = await self.clients.matchAll({type: "window", includeUncontrolled: true});
    if (open.every((c) => c.id === asker)) return self.skipWaiting();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return undefined;
}

self.addEventListener("message", (e) => {
  if (!e.data || e.data.penchant !== "take-over" || !e.source) return;
  e.waitUntil(penchantTakeOver(e.source.id));
});

// One writer at a time on the kernel's drive (issue #30). Each tab's Python reads the marker's whole games file
// through this worker, appends a line and puts the whole file back: two tabs doing so at once could put back a
// file without the other's line. This worker is the one every tab's drive goes through, so the file's writer
// (penchant.marker.lines_store) takes this lock around its read-append-write with a synchronous request, and
// gives it back after: ?take=TOKEN answers once the lock is the token's, ?give=TOKEN frees it. A tab that dies
// holding it loses it after PENCHANT_LEASE_MS.
const PENCHANT_LEASE_MS = 8000;
let penchantHolder = null;  // {token, until}
let penchantWaiting = [];

function penchantFree() {
  penchantHolder = null;
  const waiting = penchantWaiting;
  penchantWaiting = [];
  waiting.forEach((wake) => wake());
}

async function penchantTake(token) {
  for (;;) {
    const now = Date.now();
    if (penchantHolder === null || penchantHolder.until <= now || penchantHolder.token === token) {
      penchantHolder = {token, until: now + PENCHANT_LEASE_MS};
      return new Response("held", {headers: {"Cache-Control": "no-store"}});
    }
    await new Promise((wake) => { penchantWaiting.push(wake); setTimeout(wake, penchantHolder.until - now); });
  }
}

self.addEventListener("fetch", (e) => {
  const url = new URL(e.request.url);
  if (e.request.method !== "POST" || url.origin !== self.location.origin
      || !url.pathname.endsWith("/penchant-one-writer")) return;
  const take = url.searchParams.get("take");
  const give = url.searchParams.get("give");
  if (take) {
    e.respondWith(penchantTake(take));
    return;
  }
  if (give && penchantHolder !== null && penchantHolder.token === give) penchantFree();
  e.respondWith(new Response("free", {headers: {"Cache-Control": "no-store"}}));
});
