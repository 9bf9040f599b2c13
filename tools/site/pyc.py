"""Add CPython bytecode to wheels and the standard library, run *inside* Pyodide.

Pyodide's own builds of pure-Python packages ship bytecode in place of sources; wheels from PyPI ship
only sources, so each page load would compile IPython & co. again in WebAssembly (seconds). Compiling
here, with the very interpreter the browser runs (Pyodide's CPython, so the magic number fits), saves
that. Two layouts:

* ``sourceless`` (third-party wheels and the standard library, as Pyodide's own distribution does):
  each ``NAME.py`` becomes ``NAME.pyc`` in its place, so there is half as much to unpack and nothing
  to compile; tracebacks into these modules show no source lines;
* otherwise (the project's own wheel): sources stay and the bytecode goes to
  ``__pycache__/NAME.TAG.pyc`` as an *unchecked* hash-based pyc, never re-checked against the source.

Called by ``pyc.mjs``: ``compile_archive(src, dst, prefix, is_wheel, sourceless)``.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import sys
import warnings
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc  # type: ignore[attr-defined]

TAG = sys.implementation.cache_tag  # e.g. cpython-313
EPOCH = (2020, 1, 1, 0, 0, 0)  # fixed timestamps: the same input gives the same archive


def pyc_bytes(source: bytes, path: str) -> bytes:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        code = compile(source, path, "exec", dont_inherit=True)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def pyc_name(name: str) -> str:
    folder, _, file = name.rpartition("/")
    return f"{folder}/__pycache__/{file[:-3]}.{TAG}.pyc" if folder else f"__pycache__/{file[:-3]}.{TAG}.pyc"


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def compile_archive(src: str, dst: str, prefix: str, is_wheel: bool, sourceless: bool = False) -> int:
    """Copy ``src`` to ``dst`` with bytecode for every module that compiles; return how many."""
    files: dict[str, bytes] = {}
    with zipfile.ZipFile(src) as zin:
        for info in zin.infolist():
            if not info.is_dir():
                files[info.filename] = zin.read(info)
    compiled = 0
    for name in [n for n in files if n.endswith(".py") and "/__pycache__/" not in n]:
        data = files[name]
        try:
            code = pyc_bytes(data, prefix + name)
        except (SyntaxError, ValueError):
            continue  # Python 2 test files and the like: left as they are
        compiled += 1
        if sourceless:
            del files[name]
            files[name + "c"] = code
        else:
            files[pyc_name(name)] = code
    if is_wheel:
        record = next(n for n in files if n.endswith(".dist-info/RECORD") and n.count("/") == 1)
        lines = [record_line(n, d) for n, d in sorted(files.items()) if n != record] + [f"{record},,"]
        files[record] = ("\n".join(lines) + "\n").encode()
    with zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zout.writestr(info, files[name])
    return compiled
