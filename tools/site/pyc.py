"""Add CPython bytecode to wheels, run *inside* Pyodide.

Pyodide's own builds ship bytecode; wheels from PyPI ship only sources, so each page
load would compile IPython & co. again in WebAssembly (seconds). Compiling here, with
the very interpreter the browser runs (Pyodide's CPython, so the magic number fits),
saves that. The bytecode goes to ``__pycache__/NAME.TAG.pyc`` as *unchecked* hash-based
pycs: sources stay beside it (tracebacks keep their lines) and are never re-read.

Called by ``pyc.mjs``: ``compile_archive(src, dst, prefix, is_wheel)``.
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


def compile_archive(src: str, dst: str, prefix: str, is_wheel: bool) -> int:
    """Copy ``src`` to ``dst`` adding a pyc for every module that compiles; return how many."""
    files: dict[str, bytes] = {}
    with zipfile.ZipFile(src) as zin:
        for info in zin.infolist():
            if not info.is_dir():
                files[info.filename] = zin.read(info)
    added: dict[str, bytes] = {}
    for name, data in files.items():
        if name.endswith(".py") and "/__pycache__/" not in name:
            try:
                added[pyc_name(name)] = pyc_bytes(data, prefix + name)
            except (SyntaxError, ValueError):
                pass  # Python 2 test files and the like: left as they are
    files.update(added)
    if is_wheel:
        record = next(n for n in files if n.endswith(".dist-info/RECORD") and n.count("/") == 1)
        lines = files[record].decode().splitlines()
        lines += [record_line(n, added[n]) for n in sorted(added)]
        files[record] = ("\n".join(lines) + "\n").encode()
    with zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zout.writestr(info, files[name])
    return len(added)
