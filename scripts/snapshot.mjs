// Makes the interpreter's start-up snapshot: Pyodide's memory right after it has started
// Python, which web/pyodide/boot.mjs restores instead of starting Python again (a warm
// start then skips about a second of the interpreter's own start; see docs/WEB.md).
//
//   node scripts/snapshot.mjs <pyodide directory> <output file>
//
// Run by scripts/build.py on the vendored Pyodide (the snapshot only fits the build it was
// made with: Pyodide checks its build id on restore). The snapshot is the same bytes at
// every run, so a new version of the site that keeps the same Pyodide keeps the same
// snapshot (the service worker then copies it from its old cache instead of downloading
// it): while it is made, the clock stands still and the entropy is a fixed sequence.
// Nothing of that survives into the page: boot.mjs reseeds Python's `random` after a
// restore, and the clock is read afresh at every call.

import nodeCrypto from "node:crypto";
import { writeFileSync } from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [pyodideDir, output] = process.argv.slice(2);
if (!pyodideDir || !output) {
  console.error("usage: node scripts/snapshot.mjs <pyodide directory> <output file>");
  process.exit(2);
}

// A fixed sequence instead of entropy (xorshift32), for every way Emscripten asks for it.
let state = 0x9e3779b9;
const fill = (array) => {
  const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
  for (let i = 0; i < bytes.length; i++) {
    state ^= state << 13; state ^= state >>> 17; state ^= state << 5;
    bytes[i] = state & 255;
  }
  return array;
};
globalThis.crypto.getRandomValues = fill;
nodeCrypto.randomFillSync = fill;
syncBuiltinESMExports();
// A clock that stands still (file times, import caches).
const epoch = Date.UTC(2020, 0, 1);
Date.now = () => epoch;
performance.now = () => 0;

const indexURL = path.resolve(pyodideDir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL,
  _makeSnapshot: true,
  // What a browser's environment says (Node would name this script here).
  env: { _: "./this.program" },
});
const snapshot = pyodide.makeMemorySnapshot();
writeFileSync(output, snapshot);
console.log(`snapshot: ${snapshot.length} bytes`);
