// How the interpreter starts: pyscript.json (and bot-worker.json) name this module as
// PyScript's "interpreter"; it offers PyScript the same two names as Pyodide's own
// pyodide.mjs (loadPyodide, version), and the build puts it beside that file.
//
// Coming back (the service worker has cached the start-up snapshot that scripts/build.py
// made with scripts/snapshot.mjs): Pyodide restores the snapshot, Python's memory right
// after its start, instead of starting Python again. That skips about a second of every
// warm start (docs/WEB.md). Otherwise (a first visit, no service worker, a snapshot that
// fails) Pyodide starts Python as usual: the snapshot is never fetched from the network by
// this module, so a first visit costs nothing more.
//
// After a restore, Python's `random` is reseeded: the snapshot holds the state it had
// when the snapshot was made, the same on every device and at every start.
//
// A snapshot that restores but leaves the page unable to start is not tried again: the
// name of the snapshot being tried is noted in localStorage until the page is ready
// (body[data-ready="1"]); found there at the next start, that snapshot is skipped.
//
// Either way, the event "boardgames:python-starting" tells the page when Pyodide's own
// files are in and Python is about to start (index.html then preloads, on a first visit,
// the files PyScript fetches next).

import { loadPyodide as startPyodide, version } from "./pyodide.mjs";

export { version };

const BUILD = {"snapshot": null};  // filled in by scripts/build.py
const TRIAL_KEY = "boardgames.snapshot-trial";
const AFTER_RESTORE = [
  "import random, sys",
  "random.seed()",
  // Pyodide puts the working directory first on sys.path at every start: once is enough.
  "sys.path[:2] == ['', ''] and sys.path.pop(0)",
].join("\n");

function note(how) {
  // Which way this start went ("snapshot" or "fresh"), for the tests and the bench.
  globalThis.boardgamesBoot = how;
  if (globalThis.document) document.documentElement.dataset.boot = how;
}

function storage() {
  try { return globalThis.localStorage || null; } catch (e) { return null; }
}

function untilReady(onReady) {
  const ready = () => document.body && document.body.dataset.ready === "1";
  if (ready()) return onReady();
  new MutationObserver((changes, observer) => {
    if (ready()) { observer.disconnect(); onReady(); }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
}

async function cachedSnapshot() {
  if (!BUILD.snapshot || !globalThis.caches) return null;
  // A page no service worker controls is a first visit (or a reload that bypassed the
  // worker): not even worth opening the cache storage for (5-20 ms on a fresh profile).
  if (globalThis.document && !(navigator.serviceWorker && navigator.serviceWorker.controller)) {
    return null;
  }
  const store = storage();
  try {
    if (store && store.getItem(TRIAL_KEY) === BUILD.snapshot) return null;  // failed before
    const response = await caches.match(new URL(BUILD.snapshot, import.meta.url).href);
    return response || null;
  } catch (e) {             // storage refused or broken: start as usual
    return null;
  }
}

function withStartSignal(options) {
  // Pyodide calls fsInit once its wasm is compiled and its files are in, just before
  // Python starts (about 2 s of work on a first visit): index.html then preloads the files
  // PyScript fetches next (the engine wheel, the UI zip).
  const fsInit = options.fsInit;
  return {
    ...options,
    fsInit: async (FS, info) => {
      globalThis.dispatchEvent(new Event("boardgames:python-starting"));
      if (fsInit) await fsInit(FS, info);
    },
  };
}

export async function loadPyodide(options) {
  options = withStartSignal(options);
  const response = await cachedSnapshot();
  if (response) {
    const store = storage();
    let failed = false;
    try {
      if (store && globalThis.document) {
        store.setItem(TRIAL_KEY, BUILD.snapshot);
        untilReady(() => {
          try { if (!failed) store.removeItem(TRIAL_KEY); } catch (e) { /* kept: harmless */ }
        });
      }
    } catch (e) { /* no note possible: the snapshot is tried anyway */ }
    try {
      // The snapshot is read while Pyodide fetches and compiles its wasm.
      const pyodide = await startPyodide({ ...options, _loadSnapshot: response.arrayBuffer() });
      pyodide.runPython(AFTER_RESTORE);
      note("snapshot");
      return pyodide;
    } catch (err) {
      failed = true;        // the note stays: this snapshot is not tried again
      console.warn("The start-up snapshot did not restore; starting Python afresh.", err);
    }
  }
  const pyodide = await startPyodide(options);
  note("fresh");
  return pyodide;
}
