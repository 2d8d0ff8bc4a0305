// Compiles Python sources to bytecode with the page's own interpreter (Pyodide's CPython,
// run here by Node), so that the page does not compile them at every start: Pyodide keeps
// no bytecode cache of its own, and compiling the UI and the engine's core took about a
// third of the app's own start (docs/WEB.md).
//
//   node scripts/pycompile.mjs <pyodide directory> <source directory> <output directory> ...
//
// Every NAME.py under a source directory becomes NAME.pyc at the same place under its
// output directory (the code names its file by the path relative to the source directory,
// as the page sees it: engine/core/session.py, app.py). The .pyc files are hash-based and unchecked (PEP 552): nothing in them
// depends on file dates, so the same sources give the same bytes, and the interpreter
// takes them without reading the source again. scripts/build.py puts them where the
// page's imports look: __pycache__/ beside the UI's modules, beside each module inside the
// engine wheel (zipimport). Prints the interpreter's cache tag (e.g. cpython-314).

import { pathToFileURL } from "node:url";
import path from "node:path";

const [pyodideDir, ...trees] = process.argv.slice(2);
if (!pyodideDir || !trees.length || trees.length % 2) {
  console.error("usage: node scripts/pycompile.mjs <pyodide directory> <source directory> <output directory> ...");
  process.exit(2);
}

const indexURL = path.resolve(pyodideDir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL });
const { FS } = pyodide;
const mounts = [];
for (let i = 0; i < trees.length; i += 2) {
  const src = `/trees/${i}/src`, out = `/trees/${i}/out`;
  FS.mkdirTree(src);
  FS.mkdirTree(out);
  FS.mount(FS.filesystems.NODEFS, { root: path.resolve(trees[i]) }, src);
  FS.mount(FS.filesystems.NODEFS, { root: path.resolve(trees[i + 1]) }, out);
  mounts.push([src, out]);
}
pyodide.globals.set("MOUNTS", pyodide.toPy(mounts));
const tag = pyodide.runPython(`
import os, py_compile, sys
for src, out in MOUNTS:
    for folder, _dirs, names in os.walk(src):
        for name in sorted(names):
            if name.endswith(".py"):
                source = os.path.join(folder, name)
                rel = os.path.relpath(source, src)
                target = os.path.join(out, rel + "c")
                os.makedirs(os.path.dirname(target), exist_ok=True)
                py_compile.compile(
                    source, cfile=target, dfile=rel, doraise=True,
                    invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
sys.implementation.cache_tag
`);
console.log(tag);
