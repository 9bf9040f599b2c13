"""The Python the pages run: the Pyodide runtime from npm, the kernel's wheels from PyPI and uv.lock, the
project's own wheel, all compiled to bytecode by Pyodide, the libraries in the standard library's zip, and
the ``pyodide-lock.json`` that lists what ships.
"""

from __future__ import annotations

import base64
import email.parser
import hashlib
import inspect
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
import zipfile
from dataclasses import dataclass
from pathlib import Path

from sitebuild.common import HERE, canonical, run, say, sha256

PYODIDE_VERSION = "0.29.0"
# `npm view pyodide@0.29.0 dist.integrity`: the registry's own hash of the tarball.
PYODIDE_INTEGRITY = "sha512-ObIvsTmcrxAWKg+FT1GjfSdDmQc5CabnYe/nn5BCuhr9BVVITeQ24DBdZuG5B2tIiAZ9YonBpnDB7cmHZyd2Rw=="
PYODIDE_FILES = ("pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
# Taken from uv.lock, so the browser runs the versions the tests run: the project's own dependencies and
# those of its widgets extra (read from pyproject.toml), and these, which ipywidgets and anywidget need.
FROM_UV_LOCK = ("comm", "jupyterlab-widgets", "psygnal", "typing-extensions")
# Wheels that also carry a JupyterLab extension the pages load (the front end of a custom widget: anywidget's,
# for the marker's device view): Voici's build takes the extension from the same wheel the kernel gets.
LABEXTENSION_WHEELS = ("anywidget",)
# The Pyodide kernel's own wheels, shipped inside jupyterlite-pyodide-kernel.
KERNEL_WHEELS = ("pyodide_kernel", "piplite", "ipykernel", "widgetsnbextension-4")
# Dependencies in Pyodide's lock that the site leaves out on purpose: matplotlib-inline names matplotlib
# (a compiled package from Pyodide's CDN); IPython runs without it.
DROPPED = {"matplotlib"}
# The Pyodide kernel installs these at start-up; the site ships wheels of the same names that hold no
# module. Each satisfies the kernel's request and nothing more: the import fails with
# ModuleNotFoundError, which IPython handles, and anything that really needs the package fails loudly.
STAND_INS = {
    # Pyodide's sqlite3 is a compiled wheel from its CDN. Without it IPython keeps no history database.
    "sqlite3": "the Pyodide kernel asks for sqlite3 (a compiled wheel from Pyodide's CDN); IPython runs without",
    # jedi (with parso, 2.3 MB) only completes code as it is typed; pages on this site show no code. Without
    # it IPython falls back to its own completer, and every page starts about half a second sooner.
    "jedi": "the Pyodide kernel asks for jedi (code completion); pages on this site show no code",
}
# The libraries go in the standard library's zip (issue #34): Python imports them from there as it imports
# the standard library, instead of Pyodide unpacking two dozen wheels (thousands of files) into its file
# system at every page's start (0.7 s of a later visit, on the critical path); the project's too (BANK_WHEEL).
# The Pyodide kernel asks for some of them by name (KERNEL_ASKS): those names stay in the lock as wheels that
# hold nothing, so it finds them listed.
ZIP_LIBRARIES = True
KERNEL_ASKS = ("sqlite3", "ipykernel", "comm", "pyodide_kernel", "jedi", "ipython", "micropip", "piplite")
# The project's own modules go in the zip too, their sources beside their bytecode (tracebacks show their
# lines); unpacking its wheel (380 files) was a third to a half of a second before any page's first cell. Its
# data is read with importlib.resources, which reads from the zip, except the puzzle bank's folders, which
# penchant.puzzles.bank lists as folders of files (a Path): those ship unpacked in a small wheel of their own
# (BANK_WHEEL), where the environment variables of BANK point it.
BANK_WHEEL = "penchant-bank"
BANK = {"PENCHANT_PUZZLES": "puzzles", "PENCHANT_DRILLS": "drills"}
UNZIPPED = (BANK_WHEEL,)
# The project's extras the pages use (penchant_widgets needs ipywidgets).
PROJECT_EXTRAS = ("widgets",)


def fetch_pyodide(cache: Path) -> Path:
    """The Pyodide runtime files from the npm package, checked against the registry's integrity hash."""
    target = cache / f"pyodide-{PYODIDE_VERSION}"
    if all((target / f).is_file() for f in PYODIDE_FILES):
        return target
    tgz = cache / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tgz.is_file() or integrity(tgz) != PYODIDE_INTEGRITY:
        npm = shutil.which("npm")
        if npm is None:
            raise SystemExit("make site needs npm (and Node) for the Pyodide runtime: apt-get install npm")
        say(f"npm pack pyodide@{PYODIDE_VERSION}")
        run([npm, "pack", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", str(cache), "--silent"],
            stdout=subprocess.DEVNULL)
    got = integrity(tgz)
    if got != PYODIDE_INTEGRITY:
        tgz.unlink()
        raise SystemExit(f"pyodide-{PYODIDE_VERSION}.tgz has integrity {got!r}, expected {PYODIDE_INTEGRITY!r}")
    tmp = cache / "pyodide.partial"
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir()
    with tarfile.open(tgz) as tar:
        for name in PYODIDE_FILES:
            member = tar.getmember(f"package/{name}")
            source = tar.extractfile(member)
            assert source is not None
            (tmp / name).write_bytes(source.read())
    shutil.rmtree(target, ignore_errors=True)
    tmp.rename(target)
    return target


def integrity(path: Path) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(path.read_bytes()).digest()).decode()


@dataclass(frozen=True, slots=True)
class Pin:
    name: str  # canonical
    version: str
    sha256: str
    source: str  # "pyodide" (browser-wheels.txt, Pyodide's versions) or "uv.lock"


def browser_pins(root: Path) -> list[Pin]:
    """browser-wheels.txt, plus the project's dependencies (and ipywidgets' own) as uv.lock pins them."""
    pins = []
    for line in (HERE / "browser-wheels.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        m = re.fullmatch(r"([A-Za-z0-9._-]+)==(\S+)\s+--hash=sha256:([0-9a-f]{64})", line)
        if m is None:
            raise SystemExit(f"browser-wheels.txt: cannot read {line!r} (want NAME==VERSION --hash=sha256:HEX)")
        pins.append(Pin(canonical(m[1]), m[2], m[3], "pyodide"))
    lock = tomllib.loads((root / "uv.lock").read_text())
    project = tomllib.loads((root / "pyproject.toml").read_text())["project"]
    wanted = [*project.get("dependencies", [])]
    for extra in PROJECT_EXTRAS:
        wanted += project.get("optional-dependencies", {}).get(extra, [])
    names = {canonical(re.split(r"[\s<>=!~\[;(]", req.strip(), maxsplit=1)[0]) for req in wanted}
    for name in sorted(names | set(FROM_UV_LOCK)):
        entries = [p for p in lock["package"] if p["name"] == name]
        if len(entries) != 1:
            raise SystemExit(f"uv.lock holds {len(entries)} versions of {name!r}; the site needs exactly one")
        wheel = next((w for w in entries[0].get("wheels", []) if w["url"].endswith("none-any.whl")), None)
        if wheel is None:
            raise SystemExit(f"uv.lock has no pure-Python wheel for {name} {entries[0]['version']}")
        pins.append(Pin(name, entries[0]["version"], wheel["hash"].removeprefix("sha256:"), "uv.lock"))
    return pins


def fetch_wheels(cache: Path, pins: list[Pin], python_version: str) -> dict[str, Path]:
    """Each pinned wheel from PyPI (pip, --require-hashes), kept in the cache; name -> path."""
    folder = cache / "wheels"
    folder.mkdir(parents=True, exist_ok=True)

    def found() -> dict[str, Path]:
        by_hash = {sha256(p): p for p in folder.glob("*.whl")}
        return {pin.name: by_hash[pin.sha256] for pin in pins if pin.sha256 in by_hash}

    have = found()
    missing = [pin for pin in pins if pin.name not in have]
    if missing:
        say(f"pip download {len(missing)} wheels from PyPI: {', '.join(p.name for p in missing)}")
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as req:
            req.writelines(f"{p.name}=={p.version} --hash=sha256:{p.sha256}\n" for p in missing)
        try:
            run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                 "--require-hashes", "--python-version", python_version, "--implementation", "py",
                 "--abi", "none", "--platform", "any", "--dest", str(folder), "-r", req.name])
        finally:
            os.unlink(req.name)
        have = found()
        still = [p.name for p in pins if p.name not in have]
        if still:
            raise SystemExit(f"pip did not fetch {still} with the pinned hashes")
    return have


def kernel_wheels() -> dict[str, Path]:
    """The Pyodide kernel's own wheels from the installed jupyterlite-pyodide-kernel."""
    folder = Path(sys.prefix) / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
    out = {}
    for stem in KERNEL_WHEELS:
        hits = sorted(folder.glob(f"{stem}*.whl"))
        if len(hits) != 1:
            raise SystemExit(f"expected one {stem} wheel in {folder}, found {[h.name for h in hits]}")
        out[canonical(hits[0].name.split("-")[0])] = hits[0]
    return out


def project_wheel(root: Path, work: Path) -> Path:
    """The project's wheel, built from a clean copy of the working tree (no build/ or egg-info left here)."""
    src = work / "project"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".ipynb_checkpoints")
    src.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(root / name, src / name)
    for name in ("penchant", "penchant_widgets"):
        shutil.copytree(root / name, src / name, ignore=ignore)
    dist = work / "dist"
    uv = os.environ.get("UV") or shutil.which("uv")
    if uv:
        run([uv, "build", "--quiet", "--wheel", "--out-dir", str(dist), str(src)])
    else:
        run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", str(dist), str(src)])
    (wheel,) = dist.glob("penchant-*.whl")
    return wheel


def stand_in(work: Path, name: str, why: str) -> Path:
    """A wheel called ``name`` that holds no module (see STAND_INS, KERNEL_ASKS)."""
    stem = name.replace("-", "_")
    path = work / f"{stem}-0.0.0-py3-none-any.whl"
    info = f"{stem}-0.0.0.dist-info"
    files = {
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.0.0\nSummary: stand-in: {why}\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: penchant-site\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = [f"{n},sha256={base64.urlsafe_b64encode(hashlib.sha256(t.encode()).digest()).rstrip(b'=').decode()},"
              f"{len(t.encode())}" for n, t in files.items()]
    files[f"{info}/RECORD"] = "\n".join([*record, f"{info}/RECORD,,"]) + "\n"
    with zipfile.ZipFile(path, "w") as z:
        for n, text in files.items():
            z.writestr(zipfile.ZipInfo(n, (2020, 1, 1, 0, 0, 0)), text)
    return path


def bank_wheel(work: Path, project: Path) -> Path:
    """The wheel of the puzzle bank's folders (BANK), taken from the project's wheel ``project``."""
    stem = BANK_WHEEL.replace("-", "_")
    info = f"{stem}-0.0.0.dist-info"
    files: dict[str, bytes] = {}
    with zipfile.ZipFile(project) as z:
        for name in z.namelist():
            for folder in BANK.values():
                if name.startswith(f"penchant/data/{folder}/") and not name.endswith("/"):
                    files[f"{stem}/{name.removeprefix('penchant/data/')}"] = z.read(name)
    if not all(any(n.startswith(f"{stem}/{folder}/") for n in files) for folder in BANK.values()):
        raise SystemExit(f"{project.name} lacks penchant/data/{' or '.join(BANK.values())}: see BANK in runtime.py")
    files[f"{info}/METADATA"] = (f"Metadata-Version: 2.1\nName: {BANK_WHEEL}\nVersion: 0.0.0\n"
                                 "Summary: the puzzle bank's folders, as files (the project's modules are in the "
                                 "standard library's zip)\n").encode()
    files[f"{info}/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: penchant-site\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    record = [f"{n},sha256={base64.urlsafe_b64encode(hashlib.sha256(d).digest()).rstrip(b'=').decode()},{len(d)}"
              for n, d in sorted(files.items())]
    files[f"{info}/RECORD"] = ("\n".join([*record, f"{info}/RECORD,,"]) + "\n").encode()
    path = work / f"{stem}-0.0.0-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for n, data in sorted(files.items()):
            info_ = zipfile.ZipInfo(n, (2020, 1, 1, 0, 0, 0))
            info_.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info_, data)
    return path


def bank_environment(python_version: str) -> dict[str, str]:
    """The environment variables that point penchant.puzzles.bank at the bank's unpacked folders."""
    site = f"/lib/python{python_version}/site-packages/{BANK_WHEEL.replace('-', '_')}"
    return {env: f"{site}/{folder}" for env, folder in BANK.items()}


def stdlib_with_sitecustomize(pyodide: Path, work: Path) -> Path:
    """Pyodide's standard library zip plus ``sitecustomize.py`` (no module lookups on the drive)."""
    path = work / "python_stdlib.zip"
    shutil.copy2(pyodide / "python_stdlib.zip", path)
    with zipfile.ZipFile(path, "a") as z:
        if "sitecustomize.py" in z.namelist():
            raise SystemExit("Pyodide's standard library already has a sitecustomize.py; merge ours into it")
        z.writestr(zipfile.ZipInfo("sitecustomize.py", (2020, 1, 1, 0, 0, 0)), (HERE / "sitecustomize.py").read_bytes())
    return path


# ---------------------------------------------------------------------------------------------------
# Bytecode, and the lock the browser reads


def compile_with_pyodide(pyodide: Path, jobs: list[tuple[Path, Path, str, bool, bool]]) -> None:
    if not jobs:
        return
    node = shutil.which("node")
    if node is None:
        raise SystemExit("make site needs Node (apt-get install nodejs) to compile the wheels with Pyodide")
    say(f"compiling {len(jobs)} archives to bytecode with Pyodide's own CPython")
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump([[str(s.resolve()), str(d.resolve()), p, w, bare] for s, d, p, w, bare in jobs], f)
    try:
        run([node, str(HERE / "pyc.mjs"), str(pyodide), f.name], stdout=subprocess.DEVNULL)
    finally:
        os.unlink(f.name)
    for _, dst, *_rest in jobs:
        dst.chmod(0o644)  # Pyodide's file system writes them world-writable


def compiled(cache: Path, pyodide: Path, wheels: dict[str, Path], fresh: set[str]) -> dict[str, Path]:
    """Compiled copies of the wheels (see pyc.py): the project's keeps its sources, third-party ones become
    sourceless as in Pyodide's own distribution; third-party ones are cached by hash, ``fresh`` ones rebuilt."""
    folder = cache / "pyc"
    folder.mkdir(parents=True, exist_ok=True)
    tool = hashlib.sha256((HERE / "pyc.py").read_bytes()).hexdigest()[:8]
    out, jobs = {}, []
    for name, wheel in wheels.items():
        dst = folder / f"{sha256(wheel)[:16]}-{tool}" / wheel.name
        out[name] = dst
        if name in fresh or not dst.is_file():
            dst.parent.mkdir(exist_ok=True)
            jobs.append((wheel, dst, "/lib/python3.13/site-packages/", True, name != "penchant"))
    compile_with_pyodide(pyodide, jobs)
    return out


def compiled_stdlib(cache: Path, pyodide: Path, zipped: Path) -> Path:
    """The standard library zip, sourceless like the third-party wheels; cached.

    Pyodide unpacks it and imports a few hundred of its modules at every start, compiling each from
    source: shipped as bytecode, Pyodide starts in about a third of the time (1 s instead of 3 on this
    project's test machine, with the browser's cache warm), for 1.8 MB more to download once.
    """
    key = hashlib.sha256(zipped.read_bytes() + (HERE / "pyc.py").read_bytes()).hexdigest()[:16]
    dst = cache / "pyc" / f"stdlib-{key}" / "python_stdlib.zip"
    if not dst.is_file():
        dst.parent.mkdir(parents=True, exist_ok=True)
        compile_with_pyodide(pyodide, [(zipped, dst, "/lib/python3.13/", False, True)])
    return dst


PYCACHE = re.compile(r"^(.*/)?__pycache__/([^/.]+)\.[\w-]+\.pyc$")


def stdlib_with_libraries(cache: Path, stdlib: Path, libraries: dict[str, Path]) -> Path:
    """The standard library's zip with the (compiled) ``libraries``' modules and metadata added; cached."""
    h = hashlib.sha256(stdlib.read_bytes() + inspect.getsource(stdlib_with_libraries).encode()
                       + PYCACHE.pattern.encode() + repr(BANK).encode())
    for name in sorted(libraries):
        h.update(name.encode() + b"\0" + hashlib.sha256(libraries[name].read_bytes()).digest())
    dst = cache / "pyc" / f"stdlib-libraries-{h.hexdigest()[:16]}" / "python_stdlib.zip"
    if dst.is_file():
        return dst
    dst.parent.mkdir(parents=True, exist_ok=True)
    partial = dst.with_suffix(".partial")
    with zipfile.ZipFile(stdlib) as zin, zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as zout:
        seen = set(zin.namelist())
        added: list[str] = []
        for info in zin.infolist():
            zout.writestr(info, zin.read(info))
        for name in sorted(libraries):
            with zipfile.ZipFile(libraries[name]) as wheel:
                for info in wheel.infolist():
                    top = info.filename.split("/", 1)[0]
                    if info.is_dir() or top.endswith(".data"):
                        continue  # scripts and Jupyter's share/ files: nothing Python imports
                    if any(info.filename.startswith(f"penchant/data/{f}/") for f in BANK.values()):
                        continue  # shipped as files (bank_wheel)
                    # The project's bytecode beside its source, where zipimport looks (it ignores __pycache__).
                    target = PYCACHE.sub(r"\1\2.pyc", info.filename)
                    if info.filename in seen or target in seen:
                        raise SystemExit(f"{libraries[name].name}: {info.filename} is already in the standard "
                                         "library's zip")
                    seen.add(target)
                    added.append(target)
                    out = zipfile.ZipInfo(target, (2020, 1, 1, 0, 0, 0))
                    out.compress_type = zipfile.ZIP_DEFLATED
                    out.external_attr = 0o644 << 16
                    zout.writestr(out, wheel.read(info))
        # Python finds a folder without __init__ (micropip/_vendored) as a namespace package on disk, never
        # in a zip: each such folder on the way to a module gets an empty __init__.py.
        modules = [n for n in added if n.endswith((".py", ".pyc")) and n.count("/") >= 2
                   and not n.split("/", 1)[0].endswith((".dist-info", ".data"))]
        folders = {"/".join(n.split("/")[:i]) for n in modules for i in range(1, n.count("/") + 1)}
        for folder in sorted(folders):
            if not ({f"{folder}/__init__.py", f"{folder}/__init__.pyc"} & seen):
                zout.writestr(zipfile.ZipInfo(f"{folder}/__init__.py", (2020, 1, 1, 0, 0, 0)), b"")
    partial.rename(dst)
    return dst


def wheel_metadata(path: Path, extras: tuple[str, ...] = ()) -> tuple[str, str, list[str], list[str]]:
    """(name, version, top-level import names, requirements without markers or of ``extras``) of a wheel."""
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
        meta_name = next(n for n in names if n.count("/") == 1 and n.endswith(".dist-info/METADATA"))
        meta = email.parser.Parser().parsestr(z.read(meta_name).decode())
    tops = set()
    for n in names:
        first = n.split("/", 1)[0]
        if first.endswith((".dist-info", ".data")) or "__pycache__" in n:
            continue
        if "/" in n and n.endswith("/__init__.py") and n.count("/") == 1:
            tops.add(first)
        elif "/" not in n and n.endswith(".py"):
            tops.add(n[:-3])
    requires = []
    for req in meta.get_all("Requires-Dist") or []:
        if ";" in req:
            marker = req.split(";", 1)[1]
            if not any(re.fullmatch(rf"""\s*extra\s*==\s*['"]{e}['"]\s*""", marker) for e in extras):
                continue  # other extras and platform markers: not installed
        requires.append(canonical(re.split(r"[\s<>=!~\[(]", req.strip(), maxsplit=1)[0]))
    return meta["Name"], meta["Version"], sorted(tops), requires


def write_lock(pyodide: Path, wheels: dict[str, Path], folder: Path, as_pyodide: set[str],
               provided: frozenset[str] = frozenset()) -> list[str]:
    """Copy the wheels into ``folder`` with a pyodide-lock.json naming exactly them; return the names.

    ``as_pyodide``: the packages pinned at Pyodide's own versions (browser-wheels.txt), whose entries
    follow Pyodide's lock; the others (uv.lock's, the kernel's, the project's) describe themselves.
    ``provided``: packages already importable (in the standard library's zip), left out of every entry's
    dependencies."""
    upstream = json.loads((pyodide / "pyodide-lock.json").read_text())
    shipped = set(wheels)
    packages = {}
    for name, wheel in sorted(wheels.items()):
        dist, version, imports, requires = wheel_metadata(wheel, PROJECT_EXTRAS if name == "penchant" else ())
        known = upstream["packages"].get(name) if name in as_pyodide else None
        if known is not None:
            if known["version"] != version:
                raise SystemExit(f"{name} {version} is pinned, but Pyodide {PYODIDE_VERSION} locks "
                                 f"{known['version']}: update browser-wheels.txt")
            depends = [d for d in known["depends"] if canonical(d) not in DROPPED]
            imports = known["imports"]
        else:
            depends = requires
        depends = [d for d in depends if canonical(d) not in provided]
        lost = [d for d in depends if canonical(d) not in shipped]
        if lost:
            raise SystemExit(f"{name} needs {lost}, which the site does not ship")
        shutil.copy2(wheel, folder / wheel.name)
        packages[name] = {
            "name": dist, "version": version, "file_name": wheel.name, "install_dir": "site",
            "sha256": sha256(wheel), "package_type": "package", "imports": imports,
            "depends": [canonical(d) for d in depends], "unvendored_tests": False,
        }
    lock = {"info": upstream["info"], "packages": packages}
    (folder / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
    return sorted(packages)


# ---------------------------------------------------------------------------------------------------
# Pages

