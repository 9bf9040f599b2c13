"""Serving the practice app: ``penchant practice`` rides on the marker's serving code
(:mod:`penchant_server.launch`), so it behaves the same way.

A bad ``--port`` is one line and exit 2; beyond loopback the token is on no
command line, in no log and in no kernel's environment, while the attempts file
(``--db``) reaches the kernels through ``$PENCHANT_PRACTICE_DB``; SIGTERM and
SIGKILL of ``penchant practice`` free the port and leave no kernel behind.
Process tests start real servers on free ports.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from support import MarkerServer, cmdlines, environ_of, stop_problems

pytest.importorskip("voila")


@pytest.mark.parametrize("port", ["0", "99999"])
def test_practice_refuses_a_bad_port_in_one_line(tmp_path: Path, port: str) -> None:
    db = tmp_path / "practice.sqlite3"
    run = subprocess.run([sys.executable, "-m", "penchant", "practice", "--no-browser", "--port", port,
                          "--db", str(db)], capture_output=True, text=True, timeout=60)
    assert run.returncode == 2
    assert run.stderr.strip().splitlines() == [
        f"penchant: --port {port!r} is out of range: a port is a whole number from 1 to 65535"
    ]
    assert run.stdout == ""


def test_practice_refuses_a_port_in_use_in_one_line(tmp_path: Path) -> None:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        port = s.getsockname()[1]
        run = subprocess.run([sys.executable, "-m", "penchant", "practice", "--no-browser", "--port", str(port),
                              "--db", str(tmp_path / "p.sqlite3")], capture_output=True, text=True, timeout=60)
    assert run.returncode == 2
    assert run.stderr.strip().splitlines() == [
        f"penchant: port {port} is already in use on 127.0.0.1: stop what serves it or pick another --port"
    ]


def test_practice_takes_no_token_on_its_command_line(tmp_path: Path) -> None:
    run = subprocess.run([sys.executable, "-m", "penchant", "practice", "--no-browser", "--token", "abc",
                          "--db", str(tmp_path / "p.sqlite3")], capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and len(run.stderr.strip().splitlines()) == 1
    assert "unrecognized arguments: --token" in run.stderr  # not taken for --token-file


@pytest.fixture
def practice(tmp_path: Path) -> Iterator[MarkerServer]:
    srv = MarkerServer(tmp_path / "practice.sqlite3", app="practice")
    srv.start()
    assert srv.wait_pool(), srv.log_text()
    yield srv
    srv.stop()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGKILL], ids=["SIGTERM", "SIGKILL"])
def test_stopping_penchant_practice_frees_the_port_and_leaves_no_kernel(practice: MarkerServer, sig: int) -> None:
    assert practice.children(), "the pre-heated kernel is a child of penchant practice itself (Voilà runs in-process)"
    assert stop_problems(practice, sig) == []


def test_practice_beyond_loopback_keeps_the_token_off_every_command_line(tmp_path: Path) -> None:
    token = "tok" + os.urandom(8).hex()
    db = tmp_path / "attempts.sqlite3"
    srv = MarkerServer(db, app="practice", extra=["--host", "0.0.0.0"], env={"PENCHANT_TOKEN": token})
    srv.start()
    try:
        assert srv.wait_pool(), srv.log_text()
        with urllib.request.urlopen(f"http://127.0.0.1:{srv.port}/?token={token}", timeout=60) as r:
            body = r.read()
            assert r.status == 200 and b"practice_app" not in body  # the app, its source stripped
        with urllib.request.urlopen(f"http://127.0.0.1:{srv.port}/?token=wrong", timeout=60) as r:
            assert "practice.ipynb" not in r.geturl() and b"pt-practice" not in r.read()  # the login page
        assert not any(token in c for c in cmdlines())
        kernels = srv.children()
        assert kernels
        for pid in kernels:  # the kernels get the attempts file, not $PENCHANT_TOKEN
            env = environ_of(pid)
            assert env.get("PENCHANT_PRACTICE_DB") == str(db.resolve())
            assert "PENCHANT_TOKEN" not in env
            # (The connect URLs for an in-app QR code, as the marker's, and Voilà's own VOILA_REQUEST_URL
            # hold the URL a page was opened with: environ is readable by this user only, unlike cmdline.)
            assert "0.0.0.0" not in env.get("PENCHANT_CONNECT", "")
        log = srv.log_text()
        assert token not in log and "0.0.0.0:" not in log
        assert "penchant practice: open http://" in log and "token=[hidden]" in log
        assert f"attempts are saved in {db.resolve()}" in log
    finally:
        srv.stop()
    assert token not in srv.log_text()
