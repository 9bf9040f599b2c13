"""Build the static site: the tutorial chapters and practice as pages whose Python runs in the browser.

``make site`` runs ``python tools/site/build.py`` in ``.venv-site`` (the ``site`` dependency group).
Everything comes from the two registries the project already uses, and is pinned:

* the Pyodide runtime (CPython 3.13 compiled to WebAssembly): ``npm pack pyodide@0.29.0``, checked
  against its registry integrity hash below;
* the kernel's Python packages: IPython and its pure dependencies at the versions of Pyodide's own lock
  (``browser-wheels.txt``, by hash), and the project's dependencies and the widget packages at the
  versions of ``uv.lock`` (by uv.lock's hashes), all from PyPI with pip; the Pyodide kernel's own small
  wheels ship inside the ``jupyterlite-pyodide-kernel`` package;
* the project's own wheel, built from the working tree.

Pyodide itself compiles every wheel to bytecode (``pyc.mjs`` runs ``pyc.py`` in Pyodide under Node),
so a page load does not compile IPython from source in WebAssembly; third-party wheels and the
standard library become sourceless, as in Pyodide's own distribution. The libraries then go into the
standard library's zip, imported from there with no unpacking (``ZIP_LIBRARIES``); a
``pyodide-lock.json`` listing exactly the wheels shipped (the project's, and stand-ins for the names the
kernel asks for) replaces Pyodide's (whose entries point at its CDN), and the kernel is told to load them
at start-up, with the PyPI fallback disabled. Each page starts the kernel's Python as its first script
does, while Voici's own scripts load (``early_kernel``, ``early.js``). Voici turns the notebooks
into pages; the build then removes the CDN links its templates carry (Font Awesome ships in Voici's
bundle), writes the web app manifest and icons, writes the landing page, lets the service worker answer
the kernel's drive and every file of the build from a cache named after the build (offline.js), and
refuses to finish if any page still names an off-machine resource. The puzzle progress and the marker's
games are files on the kernel's drive (``PROGRESS_FILE``, ``MARKER_FILE``), which JupyterLite keeps in
the browser's own storage. Downloads are cached
under ``.cache/site/`` (git-ignored), so a rebuild is quick; an up-to-date ``site/`` is left alone.
"""

from __future__ import annotations

import argparse
import base64
import email.parser
import hashlib
import html
import inspect
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent

PYODIDE_VERSION = "0.29.0"
# `npm view pyodide@0.29.0 dist.integrity`: the registry's own hash of the tarball.
PYODIDE_INTEGRITY = "sha512-ObIvsTmcrxAWKg+FT1GjfSdDmQc5CabnYe/nn5BCuhr9BVVITeQ24DBdZuG5B2tIiAZ9YonBpnDB7cmHZyd2Rw=="
PYODIDE_FILES = ("pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
# Taken from uv.lock, so the browser runs the versions the tests run: the project's own dependencies and
# those of its widgets extra (read from pyproject.toml), and these, which ipywidgets needs.
FROM_UV_LOCK = ("comm", "jupyterlab-widgets")
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
# system at every page's start (0.7 s of a later visit, on the critical path). Only the project's own wheel
# (which reads files beside its modules) is still unpacked. The Pyodide kernel asks for some of them by name
# (KERNEL_ASKS): those names stay in the lock as wheels that hold nothing, so it finds them loaded.
ZIP_LIBRARIES = True
KERNEL_ASKS = ("sqlite3", "ipykernel", "comm", "pyodide_kernel", "jedi", "ipython", "micropip", "piplite")
UNZIPPED = ("penchant",)
# The project's extras the pages use (penchant_widgets needs ipywidgets).
PROJECT_EXTRAS = ("widgets",)
# The score marker's page (notebooks/marker.ipynb, the app of `penchant marker`): on the site its games are
# a JSON-lines file on the kernel's drive (penchant.marker.drive_store), named by $PENCHANT_DB. Not named
# .json... for the reason PROGRESS_FILE gives.
MARKER = "marker"
MARKER_FILE = "/drive/marker/games.txt"
MARKER_NOTE = ("Your games live in this browser, on this device: they are here when you come back, with or "
               "without a network. Clearing this site's data in the browser is the only way to lose them; to "
               "keep a copy, or to take a game to another device, export it (Games, then Export).")
# The marker notebook's opening cell speaks of `penchant marker`; on the site the page says this instead.
MARKER_INTRO = ("# Keep score\n\nA score keeper for a game of Penchant played with real cards, on this phone or "
                "tablet: quick scoring, undo and redo, the sheet, saved games and head-to-head figures. It runs "
                "in this browser and needs no network once the site has been opened.")
# The paragraph of a page's opening cell the landing page quotes, where it is not the first (the
# tutorial's first chapter opens by describing the game, which the landing page already does).
BLURB_PARAGRAPH = {"00_how_to_use_this_tutorial": 1}
# Where the puzzle progress is kept on the site (the drive is the site's own storage in the browser). JSON
# lines, but not named .jsonl: JupyterLite parses any file whose name holds "json" as one JSON document,
# which a file of several lines is not (the save failed in the page). Without sqlite3, open_store() gives
# the JSON-file store whatever the name.
PROGRESS_FILE = "/drive/progress/attempts.txt"
# What the pages say about it.
PROGRESS_NOTE = ("Your puzzle progress lives in this browser: it is here when you come back, in this browser "
                 "only, and clearing this site's data in the browser erases it.")
# Landing-page titles and blurbs of pages whose notebook has no prose of its own.
TITLES = {"practice": "The puzzle trainer", MARKER: "Keep score"}
BLURBS = {"practice": "One puzzle at a time, chosen near your rating from the whole bank, checked by the engine; "
                      "filters by kind and theme, a streak mode, your rating and the themes you miss most."}
# The chapter that is the rules on one page (the landing page shows it apart).
RULES_PAGE = "10_"
# Pages for the curious that the chapters link to (the computer players, how the numbers were found): built,
# but not listed on the landing page, which is the learner's way in.
LINKED_ONLY = ("the_computer_players",)
# JupyterLite's own apps (its root index.html, which the landing page replaces, and its docs app) and
# their 18 MB of scripts: Voici's pages load theirs from voici/build. The browser test fails on any
# local request that is not found.
UNUSED = ("build", "doc")
# Inputs of the build: when one changes, the site is stale (tests/browser/test_site.py checks).
INPUTS = ("penchant", "widgets", "notebooks", "seeds", "tools/site", "pyproject.toml", "uv.lock", "README.md")


def say(message: str) -> None:
    print(f"[site] {message}", flush=True)


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def inputs_digest(root: Path = ROOT) -> str:
    """A digest of every input file of the build (names and contents), ignoring caches."""
    h = hashlib.sha256()
    for top in INPUTS:
        base = root / top
        files = [base] if base.is_file() else sorted(p for p in base.rglob("*") if p.is_file())
        for p in files:
            rel = p.relative_to(root).as_posix()
            if "__pycache__" in rel or ".ipynb_checkpoints" in rel or p.suffix == ".pyc":
                continue
            h.update(rel.encode() + b"\0" + hashlib.sha256(p.read_bytes()).digest())
    return h.hexdigest()


def run(cmd: list[str], **kwargs: Any) -> None:
    subprocess.run(cmd, check=True, **kwargs)


# ---------------------------------------------------------------------------------------------------
# Inputs: the Pyodide runtime, the wheels, the project's wheel


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
    for name in ("penchant", "widgets", "seeds"):
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


def stdlib_with_libraries(cache: Path, stdlib: Path, libraries: dict[str, Path]) -> Path:
    """The standard library's zip with the (compiled) ``libraries``' modules and metadata added; cached."""
    h = hashlib.sha256(stdlib.read_bytes() + inspect.getsource(stdlib_with_libraries).encode())
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
                    if info.filename in seen:
                        raise SystemExit(f"{libraries[name].name}: {info.filename} is already in the standard "
                                         "library's zip")
                    seen.add(info.filename)
                    added.append(info.filename)
                    out = zipfile.ZipInfo(info.filename, (2020, 1, 1, 0, 0, 0))
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


@dataclass(frozen=True, slots=True)
class Page:
    stem: str  # the notebook's name: 05_barring
    number: str  # "5", or "" for pages that are not numbered chapters
    title: str  # "Barring"
    blurb: str  # the first paragraph, as plain text

    @property
    def href(self) -> str:
        return f"voici/render/notebooks/{self.stem}.html"


def plain(markdown: str) -> str:
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", markdown)
    text = re.sub(r"[*_`]+", "", text)
    return " ".join(text.split())


def read_page(path: Path) -> Page:
    nb = json.loads(path.read_text(encoding="utf-8"))
    first = next((c for c in nb["cells"] if c["cell_type"] == "markdown"), None)
    source = "" if first is None else "".join(first["source"])
    lines = source.splitlines()
    heading = next((ln[2:].strip() for ln in lines if ln.startswith("# ")), "")
    m = re.fullmatch(r"(\d+)_(\w+)", path.stem)
    number = str(int(m[1])) if m else ""
    words = (m[2] if m else path.stem).replace("_", " ")
    h = re.fullmatch(r"\d+\s*·\s*(.+)", heading)
    title = h[1] if h else TITLES.get(path.stem, words[:1].upper() + words[1:])
    body = source.split("\n", 1)[1] if "\n" in source else ""
    paragraphs = [p for p in re.split(r"\n\s*\n", body) if p.strip() and not p.lstrip().startswith("#")]
    which = BLURB_PARAGRAPH.get(path.stem, 0)
    text = blurb(paragraphs[which]) if len(paragraphs) > which else BLURBS.get(path.stem, "")
    return Page(path.stem, number, title, text)


def blurb(paragraph: str, limit: int = 240) -> str:
    """A paragraph as one plain line for the landing page: whole sentences, at most about ``limit`` long."""
    text = plain(paragraph)
    if text.endswith(":"):  # it introduces a list: its first sentence is the summary
        text = text[:-1].rstrip() + "."
    if len(text) <= limit:
        return text
    # The last sentence end within the limit (a full stop after a word, not after an initial: "R. F.").
    ends = [m.end() for m in re.finditer(r"[a-z)\]]{2}[.!?](?=\s)", text[:limit])]
    return text[: ends[-1]] if ends and ends[-1] > limit // 3 else text[: limit - 1].rstrip() + "…"


def site_notebooks(root: Path) -> list[Path]:
    books = sorted((root / "notebooks").glob("*.ipynb"))
    for p in books:
        if "```mermaid" in p.read_text(encoding="utf-8"):
            raise SystemExit(f"{p.name}: Mermaid diagrams load Mermaid from a CDN; draw them as SVG instead")
    return books


def site_copy(book: Path, folder: Path) -> Path:
    """The notebook as the site ships it, in ``folder``: the marker's opening cell in the site's words."""
    target = folder / book.name
    if book.stem != MARKER:
        shutil.copy2(book, target)
        return target
    nb = json.loads(book.read_text(encoding="utf-8"))
    first = next((c for c in nb["cells"] if c["cell_type"] == "markdown"), None)
    if first is None or not "".join(first["source"]).startswith("# "):
        raise SystemExit(f"{book.name}: the build replaces its opening markdown cell, which is not there")
    first["source"] = MARKER_INTRO.splitlines(keepends=True)
    target.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return target


def data_files(root: Path, books: Iterable[Path]) -> set[str]:
    """Files the notebooks read beside them (``../seeds/numbers.json``), as paths under the repository."""
    found = set()
    for p in books:
        for rel in re.findall(r"\.\./((?:seeds|notebooks)/[\w./-]+\.\w+)", p.read_text(encoding="utf-8")):
            if not (root / rel).is_file():
                raise SystemExit(f"{p.name} reads ../{rel}, which does not exist")
            found.add(rel)
    return found


# Voilà's templates link Font Awesome (5 on pages, 4 on the file tree) from a CDN; Voici's own bundle
# already carries Font Awesome.
FONT_AWESOME_CDN = re.compile(
    r'[ \t]*<link[^>]+href="https://cdn\.jsdelivr\.net/npm/(?:@fortawesome/|font-awesome@)[^"]+"[^>]*>\n?')
MERMAID = re.compile(r'<script type="module">(?:(?!</script>).)*?cdnjs\.cloudflare\.com/ajax/libs/mermaid'
                     r'(?:(?!</script>).)*</script>', re.S)
TITLE = re.compile(r"<title>[^<]*</title>")


# JupyterLite's service worker answers /api/drive (the kernel's files) and passes every other request on
# with fetch() (its cache is off: ?enableCache=false). A script or WebAssembly module the browser gets
# from a service worker this way is never put in its compiled-code cache, so every visit parsed the 8 MB
# of Voici's scripts again. Patched to leave those requests alone, the browser loads them itself: same
# files, same HTTP cache, and a later visit reuses the compiled code.
#
# Offline (issue #21): the worker also answers every file of the build from its own cache, named after the
# build's content hash (offline.js, appended, says how a new build takes over without mixing two builds).
# Scripts and WebAssembly answered from Cache Storage (not from a fetch() in the worker) keep the browser's
# compiled-code cache. Until the cache is complete (a first visit; a page asks for it once it has run)
# the worker leaves those requests to the browser, as before.
SW_PASS_THROUGH = "shouldBroadcast(a)?n=broadcastOne(t,a):shouldDrop(t,a)||(n=maybeFromCache(e)),n&&e.respondWith(n)"
SW_DRIVE_OR_BUILD = "shouldBroadcast(a)?n=broadcastOne(t,a):n=penchantFromCache(e,a),n&&e.respondWith(n)"
SW_CACHE = 'const CACHE="precache"'
SW_INSTALL = "function onInstall(e){self.skipWaiting(),e.waitUntil(cacheAll())}"
SW_FILE = "service-worker.js"


def build_version(out: Path) -> tuple[str, list[str]]:
    """The build's content hash (its files' names and contents, the worker's own excepted) and its files."""
    h = hashlib.sha256()
    files = sorted(rel for p in out.rglob("*") if p.is_file() and (rel := p.relative_to(out).as_posix()) != SW_FILE)
    for rel in files:
        h.update(rel.encode() + b"\0" + hashlib.sha256((out / rel).read_bytes()).digest())
    return h.hexdigest()[:16], files


def service_worker(out: Path) -> str:
    """Patch JupyterLite's worker: the drive as before, every other file of the build from the cache; the version."""
    path = out / SW_FILE
    text = path.read_text(encoding="utf-8")
    for needle in (SW_PASS_THROUGH, SW_CACHE, SW_INSTALL):
        if text.count(needle) != 1:
            raise SystemExit(f"{path}: JupyterLite's service worker changed; review SW_* in build.py ({needle[:40]})")
    version, files = build_version(out)
    text = (text.replace(SW_PASS_THROUGH, SW_DRIVE_OR_BUILD).replace(SW_CACHE, f'const CACHE="penchant-{version}"')
            .replace(SW_INSTALL, "function onInstall(e){penchantInstall(e)}"))
    offline = ((HERE / "offline.js").read_text(encoding="utf-8").replace("{{version}}", version)
               .replace("{{files}}", json.dumps(files, separators=(",", ":"))))
    path.write_text(text + "\n" + offline, encoding="utf-8")
    return version


# The web app manifest (the site installs as an app: "Add to Home screen") and its icons, drawn here.
MANIFEST = {
    "name": "Penchant", "short_name": "Penchant",
    "description": "Learn Penchant, the card game of 1893, and keep score at a real table; works offline.",
    "start_url": "./index.html", "scope": "./", "display": "standalone",
    "background_color": "#faf7f0", "theme_color": "#2f6a4f",
    "icons": [{"src": "icon-192.png", "type": "image/png", "sizes": "192x192"},
              {"src": "icon-512.png", "type": "image/png", "sizes": "512x512", "purpose": "any maskable"},
              {"src": "favicon.svg", "type": "image/svg+xml", "sizes": "any"}],
    "shortcuts": [{"name": "Keep score", "url": f"./voici/render/notebooks/{MARKER}.html"}],
}
# JupyterLite's own icons and manifest (its lab and repl apps are not on the site).
JUPYTERLITE_ICONS = ("icon-120x120.png", "icon-512x512.png")


def png(size: int) -> bytes:
    """The site's icon: two cards, a Queen's red and a Jack's cream, on the site's green."""
    import struct
    import zlib

    green, cream, red, edge = (0x2F, 0x6A, 0x4F), (0xFA, 0xF7, 0xF0), (0xB3, 0x26, 0x1E), (0x23, 0x4F, 0x3B)

    def colour(x: float, y: float) -> tuple[int, int, int]:
        shown = green
        for (x0, y0), fill in (((0.22, 0.16), red), ((0.42, 0.24), cream)):  # the back card, then the front
            if x0 <= x <= x0 + 0.36 and y0 <= y <= y0 + 0.56:
                inside = x0 + 0.03 <= x <= x0 + 0.33 and y0 + 0.03 <= y <= y0 + 0.53
                shown = fill if inside else edge
        return shown

    rows = []
    for j in range(size):
        row = bytearray(b"\0")
        for i in range(size):
            row += bytes(colour((i + 0.5) / size, (j + 0.5) / size))
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")


def installable(out: Path) -> None:
    for name in JUPYTERLITE_ICONS:
        (out / name).unlink(missing_ok=True)
    (out / "manifest.webmanifest").write_text(json.dumps(MANIFEST, indent=1) + "\n", encoding="utf-8")
    for size in (192, 512):
        (out / f"icon-{size}.png").write_bytes(png(size))


def drop_font_awesome_cdn(out: Path) -> None:
    for path in out.rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        if FONT_AWESOME_CDN.search(text):
            path.write_text(FONT_AWESOME_CDN.sub("", text), encoding="utf-8")


def patch_page(path: Path, page: Page, early: str = "") -> None:
    text = path.read_text(encoding="utf-8")
    if text.count(HEAD) != 1:
        raise SystemExit(f"{path}: Voici's <head> is not where the build expects it")
    text = text.replace(HEAD, HEAD + early, 1)
    text, n = MERMAID.subn("<!-- Mermaid (a CDN module) removed: no notebook on this site has diagrams -->", text)
    if n != 1:
        raise SystemExit(f"{path}: expected Voici's one Mermaid loader script, found {n}")
    label = f"{page.number} · {page.title}" if page.number else page.title
    text = TITLE.sub(f"<title>{html.escape(label)} — Penchant</title>", text, count=1)
    if text.count(CELLS_START) != 1:
        raise SystemExit(f"{path}: Voici's cells container is not where the build expects it")
    if text.count(LOADING_TEXT) != 1 or text.count("</head>") != 1:
        raise SystemExit(f"{path}: Voici's loading notice or </head> is not where the build expects it")
    # The chapter's CSS goes in the body, after every style sheet in the head, including the theme's,
    # which Voici adds to the head while the page starts: at equal weight the later rule wins.
    css = (ROOT / "widgets" / "page.css").read_text(encoding="utf-8")
    if page.stem == MARKER:  # the marker's page is dark green: the note in a light ink on it
        note = MARKER_NOTE_HTML.format(note=html.escape(MARKER_NOTE))
    else:
        note = PROGRESS_NOTE_HTML.format(note=html.escape(PROGRESS_NOTE))
    # A wide table takes the keyboard's focus while it scrolls in its own box: the script Voilà's pages run.
    template = ROOT / "widgets" / "jupyter" / "voila" / "templates" / "penchant"
    scroll = (template / "scroll-tables.js").read_text(encoding="utf-8")
    if page.stem == MARKER:  # the marker's page script (the screen kept awake), as the served template runs it
        scroll += (template / "marker-page.js").read_text(encoding="utf-8")
    text = text.replace(CELLS_START, f'<style id="penchant-page">\n{css}</style>\n'
                                     f"{PROGRESSIVE_SCRIPT}{KEEP_OFFLINE}<script>\n{scroll}</script>\n"
                                     f"{CELLS_SHOWN}{NAV_SNIPPET}{note}", 1)
    text = text.replace(LOADING_TEXT, '<h2 id="loading_text">Starting Python in your browser\u2026</h2>', 1)
    text = text.replace("</head>", f"{PROGRESSIVE_CSS}{APP_HEAD}</head>", 1)
    path.write_text(text, encoding="utf-8")


# The kernel's Python starts with the page (issue #34). Voici starts its kernel once its own scripts have
# loaded (8 MB on the main thread: 1.5-2 s on a later visit), and only then does the kernel's worker start
# Pyodide, load the packages and import IPython (2-3 s more). Here the page's first script creates the
# kernel's worker itself and tells it to start at once (early.js, put at the top of the worker's script):
# Python starts in parallel with the page's scripts, and also imports what the page's cells import. The
# kernel, when it starts, takes that worker (initWorker) and its Pyodide (initRuntime). Both are patched by
# exact strings of pyodide-kernel 0.7.0's build: a new version that changes them fails the build here.
KERNEL_STATIC = "extensions/@jupyterlite/pyodide-kernel-extension/static"
INIT_WORKER = re.compile(r"initWorker\((\w)\)\{return crossOriginIsolated\?"
                         r"new Worker\(new URL\((\w)\.p\+\2\.u\((\d+)\),\2\.b\),\{type:void 0\}\):"
                         r"new Worker\(new URL\(\2\.p\+\2\.u\((\d+)\),\2\.b\),\{type:void 0\}\)\}")
EARLY_WORKER = "var w=self.penchantEarlyWorker;if(w&&!crossOriginIsolated){self.penchantEarlyWorker=null;return w}"
INIT_RUNTIME = re.compile(r"this\._pyodide=await (\w+)\(\{indexURL:")
# The kernel's package manager (micropip and piplite, a quarter of a second of imports) serves %pip, which no
# page of the site has: skipped when Python started early (early.js sets penchantNoPip).
INIT_PIP = "async initPackageManager(e){"
NO_PIP = "if(self.penchantNoPip)return;"
INIT_CHAIN = ("await this.initRuntime(e),await this.initFilesystem(e),await this.initPackageManager(e),"
              "await this.initKernel(e),await this.initGlobals(e)")
MARKED_CHAIN = ",".join(f'await this.{stage}(e),self.penchantMark&&self.penchantMark("kernel: {stage}")'
                        for stage in ("initRuntime", "initFilesystem", "initPackageManager", "initKernel",
                                      "initGlobals"))
# Imported early in every page: the kernel itself (which applies its mocks before it imports IPython), then
# the page's cells' imports of EARLY_PACKAGES. Only imports: the kernel's streams swallow any output until
# the kernel has wired them, and a failed import is left to the page.
EARLY_IMPORTS = ("pyodide_kernel", "comm", "ipywidgets")
EARLY_PACKAGES = ("penchant", "penchant_widgets", "ipywidgets", "IPython")
# IPython's package imports its terminal (IPython.terminal.embed: prompt_toolkit, the terminal shell and its
# debugger, 150 modules and a third of the kernel's imports), which a kernel in a page never uses: a
# stand-in module takes its place and imports the real one if anything asks it for more than its name.
EARLY_CODE = """def _penchant_early(names):
    import importlib
    import sys
    import types

    terminal = "IPython.terminal.embed"
    stub = types.ModuleType(terminal)

    def real():
        if sys.modules.get(terminal) is stub:
            del sys.modules[terminal]
        return importlib.import_module(terminal)

    def embed(*args, **kwargs):
        return real().embed(*args, **kwargs)

    def more(attr):
        if attr.startswith("__"):
            raise AttributeError(attr)
        return getattr(real(), attr)

    stub.embed, stub.__getattr__ = embed, more
    sys.modules.setdefault(terminal, stub)
    for name in names:
        try:
            importlib.import_module(name)
        except Exception:
            pass
_penchant_early({names!r})
del _penchant_early
"""
EARLY_PAGE = """<script>
  // Penchant: start the kernel's Python now, while the page loads (tools/site/early.js).
  (function () {{
    try {{
      if (self.crossOriginIsolated || !window.Worker) return;
      var root = new URL("../../../", location.href);
      var w = new Worker(new URL({worker}, root));
      w.postMessage({{penchantEarly: {{pyodideUrl: new URL("static/pyodide/pyodide.js", root).href,
        indexUrl: new URL("static/pyodide/", root).href, loadPyodideOptions: {options}, code: {code}}}}});
      window.penchantEarlyWorker = w;
    }} catch (err) {{}}
  }})();
</script>
"""


@dataclass(frozen=True, slots=True)
class EarlyKernel:
    worker: str  # the worker's script, from the site's root, as the kernel asks for it
    options: dict[str, Any]  # the kernel's loadPyodideOptions


def early_kernel(out: Path, options: dict[str, Any]) -> EarlyKernel:
    """Patch the Pyodide kernel's scripts in ``out`` (see EARLY_WORKER, early.js); the worker to start early."""
    static = out / KERNEL_STATIC
    found = [(p, m) for p in sorted(static.glob("*.js")) for m in INIT_WORKER.finditer(p.read_text(encoding="utf-8"))]
    if len(found) != 1:
        raise SystemExit(f"{static}: expected one initWorker in the Pyodide kernel's scripts, found {len(found)}: "
                         "review INIT_WORKER in build.py")
    bundle, match = found[0]
    text = bundle.read_text(encoding="utf-8")
    at = match.start() + len(f"initWorker({match[1]}){{")
    bundle.write_text(text[:at] + EARLY_WORKER + text[at:], encoding="utf-8")
    chunk = match[4]
    scripts = [p for p in static.glob(f"{chunk}.*.js") if re.fullmatch(rf"{chunk}\.[0-9a-f]+\.js", p.name)]
    if len(scripts) != 1:
        raise SystemExit(f"{static}: expected one script of the kernel's worker ({chunk}.*.js), found {len(scripts)}")
    worker = scripts[0]
    text = worker.read_text(encoding="utf-8")
    if text.count(INIT_CHAIN) != 1 or len(INIT_RUNTIME.findall(text)) != 1:
        raise SystemExit(f"{worker}: the kernel's initialize or initRuntime changed: review INIT_* in build.py")
    if text.count(INIT_PIP) != 1:
        raise SystemExit(f"{worker}: the kernel's initPackageManager changed: review INIT_PIP in build.py")
    text = text.replace(INIT_PIP, INIT_PIP + NO_PIP)
    text = INIT_RUNTIME.sub(r"this._pyodide=(await self.penchantEarly)||await \1({indexURL:", text)
    text = text.replace(INIT_CHAIN, MARKED_CHAIN)
    worker.write_text((HERE / "early.js").read_text(encoding="utf-8") + "\n" + text, encoding="utf-8")
    digest = worker.name.split(".")[1]
    return EarlyKernel(f"{KERNEL_STATIC}/{worker.name}?v={digest}", options)


def early_imports(notebook: Path) -> list[str]:
    """The modules a page imports early: the kernel's, then its cells' imports of EARLY_PACKAGES."""
    import ast

    names = list(EARLY_IMPORTS)
    nb = json.loads(notebook.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        if cell["cell_type"] != "code":
            continue
        try:
            tree = ast.parse("".join(cell["source"]))
        except SyntaxError:
            continue
        for node in tree.body:
            found = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module] if isinstance(node, ast.ImportFrom) and node.module and not node.level else [])
            names += [n for n in found if n.split(".")[0] in EARLY_PACKAGES]
    return list(dict.fromkeys(names))


def early_page_script(early: EarlyKernel, notebook: Path) -> str:
    code = EARLY_CODE.format(names=early_imports(notebook))
    return EARLY_PAGE.format(worker=json.dumps(early.worker), options=json.dumps(early.options),
                             code=json.dumps(code))


HEAD = '<head><meta charset="utf-8" />\n'


# The chapter shows while its cells run, as Voilà's progressive rendering does, instead of a spinner over
# an empty page until the last cell has run: the prose is in the page as built (styled by the chapter's
# own CSS, widgets/page.css), and each board appears when its cell has run. Voici's
# shell, which takes the cells once they have all run and then scrolls them, is hidden until then, so the
# page itself scrolls; the loading notice becomes a small bar at the bottom, in a reader's words. When
# the last cell has run the body gets data-penchant-ready (tests and the benchmark wait for it), and the
# reader's place is kept when the shell takes the cells.
LOADING_TEXT = '<h2 id="loading_text">Running ...</h2>'
CELLS_SHOWN = '<div id="rendered_cells">\n  <div>\n'
PROGRESSIVE_CSS = """<style id="penchant-progressive">
body:not([data-penchant-ready]) { margin: 0; }
body:not([data-penchant-ready]) > #main { visibility: hidden; }
#loading { position: fixed; left: 50%; bottom: 16px; transform: translateX(-50%); height: auto; flex-direction: row;
  gap: 10px; padding: 8px 16px; border-radius: 20px; background: #2f6a4f; color: #fff; max-width: calc(100vw - 48px);
  box-shadow: 0 2px 8px rgba(0, 0, 0, .25); z-index: 1000; }
#loading .spinner-container { width: 22px; height: 22px; flex: none; }
#loading h2 { font: 600 15px/20px system-ui, sans-serif; margin: 0; color: #fff; white-space: nowrap; }
@media (max-width: 480px) { #loading { padding: 6px 12px; bottom: 10px; } #loading h2 { font-size: 13px; } }
</style>
"""
PROGRESSIVE_SCRIPT = """<script>
  window.penchantTrace = [];
  window.update_loading_text = function (i, n) {
    window.penchantTrace.push(["cell " + i + " of " + n, performance.now()]);
    var el = document.getElementById("loading_text");
    if (el) el.textContent = i > 0 ? "Setting up the boards: " + Math.round(100 * i / n) + "%"
                                   : "Starting Python in your browser\u2026";
  };
  (function () {
    var display = window.display_cells;
    window.display_cells = function () {
      display();
      if (document.getElementById("loading")) return;  // Voici waits for its theme and calls again
      var y = window.scrollY, cells = document.getElementById("rendered_cells");
      document.body.dataset.penchantReady = "yes";
      new MutationObserver(function (_, seen) {
        if (cells.parentElement && cells.parentElement !== document.body) { cells.scrollTop = y; seen.disconnect(); }
      }).observe(document.body, {childList: true, subtree: true});
    };
  })();
</script>
"""


# Every page: the manifest (the site installs as an app), and a word to the service worker (JupyterLite's
# page registers it) to keep the whole site for offline use (offline.js).
APP_HEAD = ('<link rel="manifest" href="../../../manifest.webmanifest">\n'
            '<meta name="theme-color" content="#2f6a4f">\n')
# Asked once the page has run its cells, so that the copy (the whole site, 34 MB) does not compete with
# the page's own start on a first visit.
KEEP_OFFLINE = """<script>
  (function () {
    if (!navigator.serviceWorker) return;
    var ask = function () {
      navigator.serviceWorker.ready.then(function (r) {
        if (r.active) r.active.postMessage({penchant: "keep-offline"});
      });
    };
    var wait = function () { if (document.body.dataset.penchantReady) ask(); else setTimeout(wait, 1000); };
    window.addEventListener("load", wait);
  })();
</script>
<script src="../../../take-over.js"></script>
"""


# A link back to the landing page, above the chapter's title, inside the cells' scrolling area (Voici
# scrolls that, not the page) so that it scrolls away with the text instead of covering it.
CELLS_START = '<div id="rendered_cells" style="display: none">\n  <div>\n'
NAV_SNIPPET = (
    '<a class="penchant-home" href="../../../index.html" title="All chapters" '
    'style="display:inline-block;margin:0 0 4px;padding:6px 12px;min-height:32px;border-radius:6px;'
    'background:#2f6a4f;color:#fff;font:600 14px/20px system-ui,sans-serif;text-decoration:none">'
    '&#8592; Penchant: all chapters</a>\n'
)


PROGRESS_NOTE_HTML = ('<p class="penchant-progress-note" style="margin:4px 0 0;color:#5c6b63;'
                      'font:13px/1.4 system-ui,sans-serif">{note}</p>\n')

MARKER_NOTE_HTML = ('<p class="penchant-progress-note" style="margin:4px 12px 6px;color:#d8e6dd;'
                    'font:13px/1.4 system-ui,sans-serif">{note}</p>\n')

OFF_MACHINE = re.compile(
    r"""<(?:link|script|img|iframe|source)\b[^>]*\b(?:href|src)=["']?(?:https?:)?//"""
    r"""|@import\s+(?:url\()?["']?(?:https?:)?//"""
    r"""|\bimport\(\s*["'](?:https?:)?//""", re.I)


def audit(out: Path) -> list[str]:
    """Pages or styles that would load something from another machine."""
    problems = []
    for p in out.rglob("*"):
        if p.suffix in (".html", ".css") and p.is_file():
            for m in OFF_MACHINE.finditer(p.read_text(encoding="utf-8", errors="replace")):
                problems.append(f"{p.relative_to(out)}: {m[0][:120]}")
    return problems


def landing(out: Path, pages: list[Page], size_mb: float) -> None:
    rules = [p for p in pages if p.stem.startswith(RULES_PAGE)]
    chapters = [p for p in pages if p.number and p not in rules]
    practice = [p for p in pages if not p.number and p.stem != MARKER and p.stem not in LINKED_ONLY]
    marker = [p for p in pages if p.stem == MARKER]

    def item(p: Page) -> str:
        num = f'<span class="num">{html.escape(p.number)}</span>' if p.number else ""
        return (f'<li><a href="{p.href}">{num}<span class="t">{html.escape(p.title)}</span></a>'
                f'<p>{html.escape(p.blurb)}</p></li>')

    template = (HERE / "landing" / "index.html").read_text(encoding="utf-8")
    practice_html = "".join(item(p) for p in practice) or (
        '<li class="none"><p>Every chapter ends with its own puzzles, checked by the engine; the review '
        "set is at the end of the rules page.</p></li>")
    practice_html += f'<li class="none"><p>{html.escape(PROGRESS_NOTE)}</p></li>'
    marker_note = f'<li class="none"><p>{html.escape(MARKER_NOTE)}</p></li>'
    text = (template
            .replace("{{chapters}}", "\n".join(item(p) for p in chapters))
            .replace("{{start}}", chapters[0].href)
            .replace("{{practice}}", practice_html)
            .replace("{{rules}}", "\n".join(item(p) for p in rules))
            .replace("{{marker}}", "".join(item(p) for p in marker) + marker_note)
            .replace("{{marker_href}}", marker[0].href)
            .replace("{{rules_href}}", rules[0].href if rules else "#")
            .replace("{{size_mb}}", f"{size_mb:.0f}"))
    leftover = re.findall(r"\{\{\w+\}\}", text)
    if leftover:
        raise SystemExit(f"landing page template: unfilled {leftover}")
    (out / "index.html").write_text(text, encoding="utf-8")
    for asset in (HERE / "landing").iterdir():
        if asset.name != "index.html":
            shutil.copy2(asset, out / asset.name)


def tree_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


# ---------------------------------------------------------------------------------------------------


def build(root: Path, out: Path, cache: Path, force: bool = False) -> dict[str, Any]:
    started = time.monotonic()
    cache.mkdir(parents=True, exist_ok=True)
    digest = inputs_digest(root)
    info_path = out / "build-info.json"
    if not force and info_path.is_file():
        info: dict[str, Any] = json.loads(info_path.read_text())
        if info.get("inputs") == digest:
            say(f"{out.name}/ is up to date with the sources ({info['bytes'] / 1e6:.1f} MB); --force rebuilds it")
            return info
    books = site_notebooks(root)
    with tempfile.TemporaryDirectory(prefix="penchant-site-") as tmp:
        work = Path(tmp)
        say(f"Pyodide {PYODIDE_VERSION}")
        pyodide = fetch_pyodide(cache)
        python_version = ".".join(json.loads((pyodide / "pyodide-lock.json").read_text())["info"]["python"]
                                  .split(".")[:2])
        pins = browser_pins(root)
        wheels = fetch_wheels(cache, pins, python_version)
        wheels.update(kernel_wheels())
        say("building the penchant wheel")
        wheels["penchant"] = project_wheel(root, work)
        for name, why in STAND_INS.items():
            wheels[name] = stand_in(work, name, why)
        wheels = compiled(cache, pyodide, wheels, fresh={"penchant", *STAND_INS})
        stdlib = compiled_stdlib(cache, pyodide, stdlib_with_sitecustomize(pyodide, work))
        as_pyodide = {p.name for p in pins if p.source == "pyodide"}
        provided: frozenset[str] = frozenset()
        if ZIP_LIBRARIES:
            libraries = {n: w for n, w in wheels.items() if n not in UNZIPPED and n not in STAND_INS}
            stdlib = stdlib_with_libraries(cache, stdlib, libraries)
            provided = frozenset(libraries)
            asked = {canonical(n) for n in KERNEL_ASKS}
            for name in libraries:
                del wheels[name]
                if name in asked:
                    wheels[name] = stand_in(work, name, "the package is in the standard library's zip")
            as_pyodide -= provided

        lite = work / "lite"
        static = lite / "static" / "pyodide"
        static.mkdir(parents=True)
        for name in PYODIDE_FILES:
            if name not in ("pyodide-lock.json", "python_stdlib.zip"):
                shutil.copy2(pyodide / name, static / name)
        shutil.copy2(stdlib, static / "python_stdlib.zip")
        packages = write_lock(pyodide, wheels, static, as_pyodide, provided)
        # The kernel asks for some by the names it spells (pyodide_kernel): those names, so it finds them loaded.
        packages = sorted({next((k for k in KERNEL_ASKS if canonical(k) == p), p) for p in packages})
        config = {"jupyter-lite-schema-version": 0, "jupyter-config-data": {
            "appName": "Penchant",
            "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": {
                "disablePyPIFallback": True,
                # Load every shipped package at start-up, in parallel: the kernel then skips its own
                # one-by-one installs, and the first cell finds penchant and ipywidgets ready.
                "loadPyodideOptions": {"packages": packages, "env": {
                    # The learner's attempts: a JSON-lines file on the kernel's drive, which JupyterLite
                    # keeps in the browser's own storage (IndexedDB), so it survives reloads and visits.
                    # With no sqlite3, open_store() picks the JSON-file store behind the same interface.
                    "PENCHANT_PRACTICE_DB": PROGRESS_FILE,
                    # The marker's games, the same way (penchant.marker.drive_store; no sqlite3 here).
                    "PENCHANT_DB": MARKER_FILE}},
            }}}}
        (lite / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n")
        content = lite / "content"
        (content / "notebooks").mkdir(parents=True)
        pages = [read_page(site_copy(p, content / "notebooks")) for p in books]
        if not any(p.stem == MARKER for p in pages):
            raise SystemExit(f"notebooks/{MARKER}.ipynb is missing: the landing page links it (Keep score)")
        # The progress file's folder ships with the site (a note inside), so JupyterLite finds it listed
        # instead of creating it (its "Untitled Folder" dance asks the server for listings that are not there).
        progress = content / Path(PROGRESS_FILE).parent.relative_to("/drive")
        progress.mkdir(parents=True)
        (progress / "README.md").write_text(f"# Your progress\n\n{PROGRESS_NOTE} The attempts are in "
                                            f"`{Path(PROGRESS_FILE).name}`, one JSON object a line.\n")
        games = content / Path(MARKER_FILE).parent.relative_to("/drive")
        games.mkdir(parents=True)
        (games / "README.md").write_text(f"# Your games\n\n{MARKER_NOTE} The games are in "
                                         f"`{Path(MARKER_FILE).name}`, one JSON object a line.\n")
        for rel in sorted(data_files(root, books)):
            (content / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(root / rel, content / rel)

        say(f"voici build: {len(books)} pages")
        staging = work / "site"
        voici = Path(sys.executable).with_name("voici")
        run([str(voici), "build", "--contents", "content", "--output-dir", str(staging), "--no-sourcemaps",
             "--log-level", "WARN"], cwd=lite, stdout=subprocess.DEVNULL)
        for name in UNUSED:
            shutil.rmtree(staging / name)
        drop_font_awesome_cdn(staging)
        installable(staging)
        early = early_kernel(staging, config["jupyter-config-data"]["litePluginSettings"][
            "@jupyterlite/pyodide-kernel-extension:kernel"]["loadPyodideOptions"])
        for page in pages:
            script = early_page_script(early, content / "notebooks" / f"{page.stem}.ipynb")
            patch_page(staging / page.href, page, script)
        landing(staging, pages, tree_size(staging) / 1e6)
        version = service_worker(staging)  # last: its version is the hash of every other file
        problems = audit(staging)
        if problems:
            raise SystemExit("off-machine resources in the built site:\n  " + "\n  ".join(problems))
        size = tree_size(staging)
        info = {
            "inputs": digest,
            "pyodide": PYODIDE_VERSION,
            "version": version,
            "pages": [p.href for p in pages],
            "packages": {n: wheels[n].name for n in sorted(wheels)},
            "bytes": size,
        }
        (staging / "build-info.json").write_text(json.dumps(info, indent=2) + "\n")
        if out.exists():
            shutil.rmtree(out)
        shutil.move(str(staging), out)
    say(f"built {out.relative_to(root) if out.is_relative_to(root) else out}: {len(pages)} pages, "
        f"{size / 1e6:.1f} MB, in {time.monotonic() - started:.0f} s")
    return info


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("--out", type=Path, default=ROOT / "site")
    ap.add_argument("--cache", type=Path, default=ROOT / ".cache" / "site")
    ap.add_argument("--force", action="store_true", help="rebuild even if site/ matches the sources")
    args = ap.parse_args(argv)
    build(ROOT, args.out.resolve(), args.cache.resolve(), args.force)
    return 0


if __name__ == "__main__":
    sys.exit(main())
