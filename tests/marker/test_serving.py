"""Serving the marker (issue #10): a server that behaves.

Voilà runs inside ``penchant marker``: SIGTERM and SIGKILL both free the port
and leave no kernel behind; a bad ``--port`` is one line; the token is on no
command line and in no log; beyond loopback the LAN URLs (never 0.0.0.0) and a
QR code are given. Process tests start real servers on free ports.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import stat
import subprocess
import sys
import tempfile
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from support import MarkerServer, alive, cmdlines, free_port, stop_problems, wait_until

from penchant.cli.server_launch import parse_port, read_token_file
from penchant.errors import InvalidSettingError
from penchant.errors.serving import ServeError
from penchant_server.launch import Serving, connect_urls, lan_addresses
from penchant_server.terminal import qr_terminal, scrub

pytest.importorskip("voila")


# ---------------------------------------------------------------- no server needed


@pytest.mark.parametrize("text", ["0", "65536", "99999", "-1", "http", "", "8.5", "8_866", "+8866",
                                  "\u0668\u0668\u0666\u0666", "\uff18\uff18\uff16\uff16", "9" * 30])
def test_a_bad_port_is_refused(text: str) -> None:
    with pytest.raises(InvalidSettingError) as info:
        parse_port(text)
    assert repr(text) in str(info.value) and "1 to 65535" in str(info.value)


def test_good_ports() -> None:
    assert parse_port("8866") == 8866 and parse_port(1) == 1 and parse_port(" 65535 ") == 65535


def test_the_cli_says_a_bad_port_in_one_line(tmp_path: Path) -> None:
    run = subprocess.run([sys.executable, "-m", "penchant", "marker", "--no-browser", "--port", "99999",
                          "--db", str(tmp_path / "m.sqlite3")], capture_output=True, text=True, timeout=60)
    assert run.returncode == 2
    assert run.stderr.strip().splitlines() == [
        "penchant: --port '99999' is out of range: a port is a whole number from 1 to 65535"
    ]


def test_a_port_in_use_is_one_line(tmp_path: Path) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        port = s.getsockname()[1]
        run = subprocess.run([sys.executable, "-m", "penchant", "marker", "--no-browser", "--port", str(port),
                              "--db", str(tmp_path / "m.sqlite3")], capture_output=True, text=True, timeout=60)
    assert run.returncode == 2
    assert run.stderr.strip() == (f"penchant: port {port} is already in use on 127.0.0.1: stop what serves it "
                                  "or pick another --port")


def test_lan_urls_never_show_the_any_address() -> None:
    urls = connect_urls("0.0.0.0", 8882, "tok")
    assert urls and all("0.0.0.0" not in u and "127.0.0.1" not in u for u in urls)
    assert all(u.endswith(":8882/?token=tok") for u in urls)
    for ip in lan_addresses():
        assert not ip.startswith("127.") and socket.inet_aton(ip)
    assert connect_urls("127.0.0.1", 9, None) == ["http://localhost:9/"]
    assert connect_urls("192.168.1.20", 9, "t") == ["http://192.168.1.20:9/?token=t"]


def test_a_qr_code_for_the_terminal() -> None:
    text = qr_terminal("http://192.168.1.20:8866/?token=abc")
    assert len(text.splitlines()) > 10 and ("█" in text or "▀" in text)


def test_scrub_hides_tokens() -> None:
    assert scrub("GET /api/kernels/x/channels?session_id=1&token=abc123 (1.2.3.4)") == (
        "GET /api/kernels/x/channels?session_id=1&token=[hidden] (1.2.3.4)")


def test_the_token_file_must_be_private(tmp_path: Path) -> None:
    path = tmp_path / "token"
    path.write_text("s3cret\n")
    path.chmod(0o644)
    with pytest.raises(ServeError, match="may be read by others"):
        read_token_file(str(path))
    path.chmod(0o600)
    assert read_token_file(str(path)) == "s3cret"
    with pytest.raises(ServeError, match="cannot read the token file"):
        read_token_file(str(tmp_path / "missing"))


def test_a_bad_setting_is_bad_input_and_a_server_that_cannot_start_is_the_machines() -> None:
    """``PenchantError`` is a ``ValueError`` (bad input), and every ``ServeError`` was one through it, a port in use
    too. A bad ``--port``, ``--cull-idle`` or ``--warm`` is bad input: an :class:`InvalidSettingError` (a
    ``PenchantError``, a ``ValueError``). A server that cannot start (the port in use, a token file it cannot
    read) is an ``OSError``, not a ``ValueError``: a :class:`ServeError`. Either is one line and
    exit 2 on the command line."""
    from penchant.cli.server_launch import parse_seconds
    from penchant.errors import PenchantError
    from penchant_server.launch import _check_free

    assert issubclass(ServeError, OSError) and not issubclass(ServeError, ValueError | PenchantError)
    with pytest.raises(InvalidSettingError, match="--port '0'"):
        parse_port("0")
    with pytest.raises(InvalidSettingError, match="--cull-idle '-5'"):
        parse_seconds("-5", "--cull-idle")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        with pytest.raises(ServeError, match="already in use") as busy:
            _check_free("127.0.0.1", s.getsockname()[1])
    assert not isinstance(busy.value, ValueError)


def test_announce_off_a_terminal_keeps_the_token_out(tmp_path: Path) -> None:
    import io

    out = io.StringIO()
    s = Serving(tmp_path / "x.ipynb", "marker", port=free_port(), host="0.0.0.0", token="s3cretTOKEN", out=out)
    s.announce(connect_urls(s.host, s.port, s.token))
    text = out.getvalue()
    assert "s3cretTOKEN" not in text and "token=[hidden]" in text and "0.0.0.0:" not in text
    path = Path(text.split("the token is in ")[1].split(",")[0])
    assert path.read_text().strip() == "s3cretTOKEN" and path.parent == s.temp
    assert stat.S_IMODE(path.stat().st_mode) == 0o600 and stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    s.remove_temp_folder()
    assert not path.parent.exists() and s.temp is None


@pytest.mark.parametrize(("host", "where"), [("0.0.0.0", "every address of this machine"),
                                              ("192.0.2.7", "192.0.2.7, an address other machines can reach")])
def test_serving_beyond_loopback_is_said_with_its_token(tmp_path: Path, host: str, where: str) -> None:
    """Listening where other machines can reach the apps is said, whichever address: a LAN address given to
    ``--host`` was served with no word that the server listens beyond this machine."""
    import io

    out = io.StringIO()
    s = Serving(tmp_path / "x.ipynb", "marker", port=free_port(), host=host, token="s3cretTOKEN", out=out)
    s.announce(connect_urls(s.host, s.port, s.token))
    s.remove_temp_folder()
    assert f"listening on {where}, port {s.port}; every page needs the access token" in out.getvalue()


def test_serving_on_loopback_says_no_more_than_where_to_open(tmp_path: Path) -> None:
    import io

    out = io.StringIO()
    s = Serving(tmp_path / "x.ipynb", "marker", port=free_port(), host="127.0.0.1", token=None, out=out)
    s.announce(connect_urls(s.host, s.port, s.token))
    assert "listening on" not in out.getvalue() and "token" not in out.getvalue()


def _serve_in_a_private_temp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, serve: Any,
                             port: int | None = None) -> tuple[Path, Serving]:
    """A run of ``penchant marker`` beyond loopback, as installed (no checkout: its page is generated), off a
    terminal (the token goes to a file), with ``serve`` for the Voilà server and the system's temporary folder
    a fresh one: that folder, and the run."""
    from penchant.served_apps import TOKEN_ENV
    from penchant_server import launch
    from penchant_widgets.page_environment import CONNECT_ENV

    system_temp = tmp_path / "tmp"
    system_temp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(system_temp))
    monkeypatch.setattr(launch, "__file__", str(tmp_path / "a" / "launch.py"))  # no notebooks/
    monkeypatch.setattr(launch, "voila_main", lambda: serve)
    for name in (TOKEN_ENV, CONNECT_ENV):  # run() sets them: restored after the test
        monkeypatch.setenv(name, "")
    import io

    return system_temp, Serving(None, "marker", port=port or free_port(), host="0.0.0.0", token="s3cret",
                                open_browser=False, out=io.StringIO())


def _held(argv: list[str]) -> list[str]:
    """What the run's temporary folder (``--temp-folder``) holds when the server is called."""
    return sorted(p.name for p in Path(argv[argv.index("--temp-folder") + 1]).iterdir())


def test_the_runs_temporary_folder_holds_its_files_and_goes_when_the_server_stops(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The token file and the generated page were each left in a temporary folder of their own after every run."""
    seen: dict[str, Any] = {}

    def serve(argv: list[str]) -> int:
        seen["held"], seen["page"] = _held(argv), argv[0]
        return 0

    system_temp, run = _serve_in_a_private_temp(tmp_path, monkeypatch, serve)
    assert run.run() == 0
    assert seen["held"] == ["marker.ipynb", f"token-{run.port}"], seen
    assert Path(seen["page"]).name == "marker.ipynb"
    assert list(system_temp.iterdir()) == [] and run.temp is None


@pytest.mark.parametrize("stop", ["ctrl-c", "sigterm", "voila-cannot-listen"])
def test_the_runs_temporary_folder_goes_however_the_server_stops(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, stop: str) -> None:
    """Ctrl-C, SIGTERM before Voilà has set its own handler (the process ended then, its folder left), and a
    Voilà that cannot listen (its exit code 1): the folder goes each time, and SIGTERM's handler is restored."""
    before = signal.getsignal(signal.SIGTERM)
    held: list[list[str]] = []

    def serve(argv: list[str]) -> int:
        held.append(_held(argv))
        if stop == "ctrl-c":
            raise KeyboardInterrupt
        if stop == "sigterm":
            os.kill(os.getpid(), signal.SIGTERM)
            wait_until(lambda: False, 5)  # the handler raises in this thread before this returns
            return 0
        return 1

    system_temp, run = _serve_in_a_private_temp(tmp_path, monkeypatch, serve)
    if stop == "ctrl-c":
        with pytest.raises(KeyboardInterrupt):
            run.run()
    elif stop == "sigterm":
        with pytest.raises(SystemExit) as ended:
            run.run()
        assert ended.value.code == 128 + signal.SIGTERM
    else:
        assert run.run() == 1
    assert held and held[0], "the server was called with the folder full"
    assert list(system_temp.iterdir()) == [] and signal.getsignal(signal.SIGTERM) is before


def test_a_server_that_cannot_start_leaves_no_temporary_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The port in use: refused before the server is called, nothing left behind."""
    with socket.socket() as busy:
        busy.bind(("0.0.0.0", 0))
        busy.listen()
        system_temp, run = _serve_in_a_private_temp(tmp_path, monkeypatch, lambda argv: 0,
                                                    port=busy.getsockname()[1])
        with pytest.raises(ServeError, match="already in use"):
            run.run()
    assert list(system_temp.iterdir()) == []


# ---------------------------------------------------------------- real servers


@pytest.fixture
def served(tmp_path: Path) -> Iterator[MarkerServer]:
    srv = MarkerServer(tmp_path / "m.sqlite3")
    srv.start()
    assert srv.wait_pool()
    yield srv
    srv.stop()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGKILL], ids=["SIGTERM", "SIGKILL"])
def test_stopping_penchant_marker_frees_the_port_and_leaves_no_kernel(served: MarkerServer, sig: int) -> None:
    assert served.children(), "the pre-heated kernel is a child of penchant marker itself (Voilà runs in-process)"
    assert stop_problems(served, sig) == []
    # The same port serves again at once.
    again = MarkerServer(served.db, port=served.port, log=Path(served.db).with_suffix(".again.log"))
    again.start()
    again.stop()


def test_the_token_is_on_no_command_line_and_in_no_log_and_its_file_goes_when_the_server_stops(tmp_path: Path) -> None:
    """The token's file, and every other file of the run (Voilà's connection files among them), is in one
    private temporary folder, gone when the server stops: the system's temporary folder is left as it was."""
    token = "tok" + os.urandom(8).hex()
    system_temp = tmp_path / "tmp"
    system_temp.mkdir()
    srv = MarkerServer(tmp_path / "m.sqlite3", extra=["--host", "0.0.0.0"],
                       env={"PENCHANT_TOKEN": token, "TMPDIR": str(system_temp)})
    srv.start()
    try:
        assert srv.wait_pool()
        port = srv.port
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/?token={token}", timeout=60) as r:
            assert r.status == 200 and b"marker_app" not in r.read()
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/?token=wrong", timeout=60) as r:
            assert "marker.ipynb" not in r.geturl() and b"pm-app" not in r.read()  # the login page, not the app
        assert not any(token in c for c in cmdlines())
        log = srv.log_text()
        assert token not in log and "token=[hidden]" in log and "0.0.0.0:" not in log
        # The token file is private to the server's run: it goes when the server stops.
        path = Path(log.split("the token is in ")[1].split(",")[0])
        assert path.is_file() and path.parent.name.startswith("penchant-serve-marker-")
        assert path.parent.parent == system_temp and any(p.name.startswith("voila_") for p in path.parent.iterdir())
        srv.signal_main(signal.SIGTERM)  # as `kill` would (the port's release is test_stopping_...'s)
        assert wait_until(lambda: srv.proc is not None and srv.proc.poll() is not None, 15)
    finally:
        srv.stop()
    assert token not in srv.log_text()
    assert not path.exists() and not path.parent.exists() and list(system_temp.iterdir()) == []


# ---------------------------------------------------------------- issue #20, item 7


def _serve_as(db: Path, *, as_nobody: bool) -> tuple[int, str]:
    """``penchant marker --db DB`` in a child process (as user nobody when asked), stopped where it would
    start Voilà: the exit code (99: it would have served) and what it wrote to stderr."""
    from penchant.cli.main import main

    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        try:
            os.close(read)
            sys.stderr = open(write, "w", encoding="utf-8")
            if as_nobody:  # nobody cannot pass pytest's private folders: the database's folder is its temp
                import tempfile

                os.environ["TMPDIR"] = tempfile.tempdir = str(db.parent)
                os.setgid(65534)
                os.setuid(65534)
            from penchant.cli import server_launch

            server_launch.server_entry_point = lambda: lambda request: os._exit(99)
            code = main(["marker", "--no-browser", "--port", str(free_port()), "--db", str(db)])
        except BaseException:  # the child must always exit
            code = 98
        sys.stderr.flush()
        os._exit(code)
    os.close(write)
    with os.fdopen(read, encoding="utf-8", errors="replace") as fh:
        err = fh.read()
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status), err


def test_a_database_the_user_cannot_write_is_refused_before_serving() -> None:
    """A file this user may read but not write passed the start-up check and the first tap failed."""
    import tempfile

    from penchant.marker.sqlite_store import Store

    # In the system's /tmp, not the session's temporary folder: nobody cannot pass pytest's private folders.
    folder = Path(tempfile.mkdtemp(prefix="penchant-ro-", dir="/tmp" if Path("/tmp").is_dir() else None))
    try:
        folder.chmod(0o777)  # the folder is writable (WAL files may be made), the file is not
        db = folder / "m.sqlite3"
        Store(db).close()
        db.chmod(0o444)
        code, err = _serve_as(db, as_nobody=os.geteuid() == 0)  # root may write anything: be nobody
        assert code == 2, (code, err)
        lines = err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("penchant: cannot write to the marker database"), err
        assert repr(str(db)) in lines[0] and "--db" in lines[0]
        db.chmod(0o666)
        for side in folder.glob("m.sqlite3-*"):  # what the refused start left (the user fixing the file)
            side.unlink()
        assert _serve_as(db, as_nobody=os.geteuid() == 0) == (99, ""), sorted(folder.iterdir())  # it would serve
    finally:
        shutil.rmtree(folder)


def _page_and_cookies(url: str) -> tuple[str, Any]:
    import http.cookiejar

    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    with opener.open(url, timeout=120) as r:
        page = r.read().decode("utf-8", "replace")
    return page, (opener, jar)


def test_closing_a_page_shuts_its_kernel_down_and_the_terminal_holds_the_marker_s_lines(tmp_path: Path) -> None:
    """Voilà's page posts /voila/api/shutdown with the _xsrf cookie when it closes: the page must set that
    cookie (else 403 "'_xsrf' argument missing" and the kernel waits for the cull). And the terminal shows
    the marker's own lines only: no Voilà address line, no kernel warning, no traceback at SIGTERM."""
    import re

    srv = MarkerServer(tmp_path / "m.sqlite3", env={"PENCHANT_SERVE_LOG": ""})  # as a user runs it
    srv.start(timeout=120)
    try:
        page, (opener, jar) = _page_and_cookies(srv.url)
        xsrf = next((c.value for c in jar if c.name == "_xsrf"), None)
        assert xsrf, [c.name for c in jar]
        kernel = re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', page)
        assert kernel, page[:2000]
        kid = kernel.group(1)
        assert wait_until(lambda: len(srv.children()) >= 1, 60)
        data = urllib.parse.urlencode({"_xsrf": xsrf}).encode()
        with opener.open(urllib.request.Request(f"{srv.url}voila/api/shutdown/{kid}", data=data), timeout=60) as r:
            assert r.status == 204
        kernels = srv.children()
        srv.signal_main(signal.SIGTERM)  # (the port may linger in TIME_WAIT after the requests: not checked)
        assert wait_until(lambda: srv.proc is not None and srv.proc.poll() is not None, 30)
        assert wait_until(lambda: not any(alive(k) for k in kernels), 15)
    finally:
        srv.stop()
    lines = [line for line in srv.log_text().splitlines() if line.strip()]
    assert lines and all(line.startswith("penchant marker: ") for line in lines), lines


def test_a_page_closed_under_its_kernels_last_message_is_not_an_error_on_the_terminal() -> None:
    """ZMQ logs "Uncaught exception in ZMQStream callback" when a kernel answers a page that has just
    closed (seen once in a loaded run of the test above): that says nothing the user must know; any other
    exception in the same place still reaches the terminal."""
    import logging

    from tornado.iostream import StreamClosedError
    from tornado.websocket import WebSocketClosedError

    from penchant_server.serve import ClosedPageFilter

    def record(exc: BaseException) -> logging.LogRecord:
        try:
            raise exc
        except BaseException:
            return logging.LogRecord("tornado.general", logging.ERROR, __file__, 1,
                                     "Uncaught exception in ZMQStream callback", None, sys.exc_info())

    keep = ClosedPageFilter().filter
    assert not keep(record(WebSocketClosedError())) and not keep(record(StreamClosedError()))
    assert keep(record(ValueError("a real fault")))
    assert keep(logging.LogRecord("tornado.general", logging.ERROR, __file__, 1, "no exception", None, None))
    # pyzmq's warning when a stream of a kernel shut down with its page is polled once more (seen in a loaded CI run)
    late = logging.LogRecord("tornado.general", logging.WARNING, __file__, 1, "Got events for closed stream %s",
                             ("<zmq.eventloop.zmqstream.ZMQStream object at 0x7f696dcd9ed0>",), None)
    assert not keep(late)


def test_jupyter_s_expected_noise_never_reaches_the_terminal() -> None:
    """Tornado's note that Jupyter's websocket ping timeout exceeds its interval, and the 404 of a page asking
    a restarted server for its old kernel, say nothing wrong (issue #33): dropped; other lines stay."""
    import logging

    from penchant_server.serve import ExpectedNoiseFilter

    def record(msg: str, *args: object, level: int = logging.WARNING) -> logging.LogRecord:
        return logging.LogRecord("tornado.general", level, __file__, 1, msg, args, None)

    keep = ExpectedNoiseFilter().filter
    assert not keep(record("The websocket_ping_timeout (90000) cannot be longer than the websocket_ping_interval "
                           "(30000).\nSetting websocket_ping_timeout=30000"))
    assert not keep(record("%d %s: %s", 404, "GET /api/kernels/2ace (127.0.0.1)", "Kernel does not exist: 2ace"))
    assert keep(record("%d %s: %s", 404, "GET /voila/render/x (127.0.0.1)", "no such notebook"))
    assert keep(record("%d %s: %s", 500, "GET /api/kernels/2ace (127.0.0.1)", "Kernel does not exist: 2ace"))
