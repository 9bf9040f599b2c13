"""Serve the built site on this machine: ``python tools/site/serve.py [--host H] [--port N] [FOLDER]``.

Any static file host serves the site as it is; this one is for trying it locally (``make site-serve``)
and for the browser tests and the benchmark. It adds the MIME types WebAssembly and ES modules need
(``application/wasm`` lets the browser compile Pyodide while it downloads), answers conditional
requests with 304 like any static host, and stops cleanly on Ctrl-C or SIGTERM.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import signal
import sys
from pathlib import Path
from types import FrameType
from typing import Any

TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".ipynb": "application/json",
    ".webmanifest": "application/manifest+json",
}


class Handler(http.server.SimpleHTTPRequestHandler):
    def __init__(self, *args: Any, quiet: bool = False, **kwargs: Any) -> None:
        self.quiet = quiet
        # the base's types and the site's (set before the base's __init__, which serves the request)
        self.extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}
        super().__init__(*args, **kwargs)

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)


def make_server(folder: Path, host: str = "127.0.0.1", port: int = 0, quiet: bool = False
                ) -> http.server.ThreadingHTTPServer:
    handler = functools.partial(Handler, directory=str(folder), quiet=quiet)
    return http.server.ThreadingHTTPServer((host, port), handler)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Serve the built Penchant site.")
    ap.add_argument("folder", nargs="?", type=Path, default=Path(__file__).resolve().parents[2] / "site")
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=8868)
    ap.add_argument("--quiet", action="store_true", help="do not log each request")
    args = ap.parse_args(argv)
    if not (args.folder / "index.html").is_file():
        print(f"{args.folder} holds no built site (index.html): run make site", file=sys.stderr)
        return 2
    try:
        server = make_server(args.folder, args.host, args.port, args.quiet)
    except OSError as e:
        print(f"cannot listen on {args.host}:{args.port}: {e.strerror}", file=sys.stderr)
        return 2

    def stop(signum: int, frame: FrameType | None) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, stop)
    print(f"Serving {args.folder} on http://{args.host}:{server.server_address[1]}/ (Ctrl-C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
