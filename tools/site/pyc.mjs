// Run pyc.py inside Pyodide under Node: `node pyc.mjs PYODIDE_DIR JOBS.json`.
// JOBS.json lists [src, dst, prefix, isWheel, sourceless] with absolute host paths. The host's / is
// mounted at /host, so Pyodide's own CPython reads the archives and writes the compiled ones.
import { readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [pyodideDir, jobsFile] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: pyodideDir + "/", stdout: console.log, stderr: console.error });
py.FS.mkdirTree("/host");
py.FS.mount(py.FS.filesystems.NODEFS, { root: "/" }, "/host");
py.runPython(readFileSync(join(dirname(fileURLToPath(import.meta.url)), "pyc.py"), "utf8"));
const compile = py.globals.get("compile_archive");
for (const [src, dst, prefix, isWheel, sourceless] of JSON.parse(readFileSync(jobsFile, "utf8"))) {
  const n = compile("/host" + src, "/host" + dst, prefix, isWheel, sourceless);
  console.log(`compiled ${n} modules: ${dst.split("/").pop()}`);
}
