// Service worker: the app works offline after one visit.
//
// scripts/build.py writes site/sw.js from this file, filling in BUILD: the build's
// version (a hash of every precached file) and the precache list (path -> SRI digest).
// Any change to the site changes this file's bytes, which is how browsers notice a new
// version.
//
// * install: every file of the list goes into the cache "boardgames-<version>", checked
//   against its digest (a half-uploaded or stale deploy fails the install, and the
//   previous version stays). A file whose digest an older cache already holds is copied
//   from there instead of downloaded again (the 9.6 MB wasm rarely changes). The files
//   of BUILD.optional (the interpreter's start-up snapshot, read by pyodide/boot.mjs) are
//   cached after the others, and one that cannot be (no room) does not fail the install.
// * The new worker then waits: a page open during an update keeps the version it was
//   loaded with until the player taps "Reload" on the "new version is ready" banner
//   (index.html posts "skip-waiting"), or until every page of the app is closed.
// * activate: the caches of older versions are deleted.
// * fetch: precached files come from the cache (cache first). The wasm is the exception
//   while the site's server answers: Chromium reuses its compiled code only for responses
//   of its ordinary HTTP cache (served from here, warm starts were about 1 s slower in
//   the platform notes' measurements), so the worker leaves that
//   request alone then. Whether the server answers is learnt each time a page of the app
//   is opened (the small manifest is revalidated; skipped when the browser knows it is
//   offline). Not known yet: the wasm comes from the network, the cache as fallback. The
//   server did not answer, or the browser is offline: from the cache. Anything not in the
//   list (e.g. hello/, build-info.json) is not touched.
"use strict";

const BUILD = {"version": "dev", "files": {}, "network_first": [], "optional": []};  // filled in by scripts/build.py
const PREFIX = "boardgames-";
const CACHE = PREFIX + BUILD.version;
const LIST_KEY = new URL("./__precache.json", self.location).href;
const ROOT = new URL("./", self.location).href;
const url = (path) => new URL(path, self.location).href;
const PRECACHED = new Set(Object.keys(BUILD.files).map(url));
const NETWORK_FIRST = new Set(BUILD.network_first.map(url));

async function previousCopies() {
  // url -> {cache, integrity} of files that older versions' caches hold.
  const found = new Map();
  for (const key of await caches.keys()) {
    if (!key.startsWith(PREFIX) || key === CACHE) continue;
    const cache = await caches.open(key);
    const list = await cache.match(LIST_KEY);
    if (!list) continue;
    try {
      for (const [path, integrity] of Object.entries((await list.json()).files)) {
        found.set(url(path), { cache, integrity });
      }
    } catch (e) { /* an unreadable list: download everything */ }
  }
  return found;
}

async function precache(cache, older, path, integrity) {
  const href = url(path);
  const old = older.get(href);
  if (old && old.integrity === integrity) {
    const response = await old.cache.match(href);
    if (response) return cache.put(href, response);
  }
  // "no-cache": revalidate with the server, never trust a stale HTTP-cache copy.
  const response = await fetch(new Request(href, { cache: "no-cache", integrity }));
  if (!response.ok) throw new Error(`precache ${path}: HTTP ${response.status}`);
  return cache.put(href, response);
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const older = await previousCopies();
    const optional = new Set(BUILD.optional || []);
    const entries = Object.entries(BUILD.files);
    await Promise.all(entries.filter(([path]) => !optional.has(path))
      .map(([path, integrity]) => precache(cache, older, path, integrity)));
    // Speed-ups only (the start-up snapshot): a device short of room installs without them.
    for (const [path, integrity] of entries.filter(([path]) => optional.has(path))) {
      try {
        await precache(cache, older, path, integrity);
      } catch (err) {
        console.warn(`Not cached (the app works without it): ${path}`, err);
      }
    }
    await cache.put(LIST_KEY, new Response(JSON.stringify(BUILD),
                                           { headers: { "Content-Type": "application/json" } }));
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
  else if (event.data === "version" && event.source) {
    event.source.postMessage({ version: BUILD.version });
  }
});

// The site's server as last seen from here: true (answers), false, or null (not known).
let reachable = null;

function probeServer() {
  if (!self.navigator.onLine) {
    reachable = false;
    return;
  }
  reachable = null;
  // A small file, revalidated ("no-cache": a round trip, usually a 304 without a body).
  fetch(url("./manifest.webmanifest"), { cache: "no-cache" })
    .then((response) => response.arrayBuffer().then(() => { reachable = response.ok; }))
    .catch(() => { reachable = false; });
}

let opened = null;            // this version's cache, opened once per worker start

async function fromCache(href) {
  if (!opened) opened = caches.open(CACHE);
  return (await opened).match(href);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const where = new URL(request.url);
  if (where.origin !== self.location.origin) return;
  let href = where.origin + where.pathname;          // no query, no fragment
  if (request.mode === "navigate" && href === url("./index.html")) href = ROOT;
  if (!PRECACHED.has(href)) return;
  if (request.mode === "navigate") probeServer();
  if (NETWORK_FIRST.has(href)) {
    const online = self.navigator.onLine;
    if (online && reachable === true) return;          // the browser's own fetch and HTTP cache
    if (online && reachable === null) {
      event.respondWith(fetch(request).catch(async (err) => (await fromCache(href)) || Promise.reject(err)));
      return;
    }
  }
  event.respondWith((async () => (await fromCache(href)) || fetch(request))());
});
