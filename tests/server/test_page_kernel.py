"""A served page's kernel (penchant_server.kernel.PageKernel, started with KERNEL_ARGUMENTS) is ipykernel's without
its debugger: it never imports debugpy or pydevd (0.07 CPU-s of each kernel's start), says it has no debugger, and
runs a page's code and widgets as ipykernel's own does."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

pytest.importorskip("ipykernel")

from jupyter_client.manager import start_new_kernel

from penchant_server.voila_hooks import KERNEL_ARGUMENTS

CODE = ("import sys, ipywidgets\n"
        "b = ipywidgets.Button(description='Play')\n"
        "print(type(get_ipython().kernel).__name__, 'debugpy' in sys.modules and sys.modules['debugpy'] is not None,"
        " any(m.startswith(('pydevd', '_pydevd')) for m in sys.modules))")


def test_a_page_kernel_runs_widgets_without_the_debugger() -> None:
    km, kc = start_new_kernel(kernel_name="python3", extra_arguments=list(KERNEL_ARGUMENTS))
    said: list[str] = []
    opened: list[str] = []

    def seen(msg: dict[str, Any]) -> None:
        if msg["msg_type"] == "stream":
            said.append(msg["content"]["text"])
        elif msg["msg_type"] == "comm_open":
            opened.append(msg["content"]["target_name"])

    try:
        kc.kernel_info()
        info = kc.get_shell_msg(timeout=30)["content"]
        reply = kc.execute_interactive(CODE, output_hook=seen, timeout=60)
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    assert reply["content"]["status"] == "ok"
    assert "".join(said).split() == ["PageKernel", "False", "False"]
    assert "jupyter.widget" in opened
    assert "debugger" not in info.get("supported_features", [])


def test_importing_the_page_kernel_leaves_its_process_alone() -> None:
    """The server's process (and a test's) may import the class: only making a kernel refuses debugpy. Asked in a
    process of its own: importing ipykernel's kernel module sets the ``comm`` package's manager for the whole
    process, which would leave later widget tests on this worker closing their comms in a kernel's manager."""
    code = ("import sys\n"
            "before = sys.modules.get('debugpy', 'absent')\n"
            "import penchant_server.kernel\n"
            "print(sys.modules.get('debugpy', 'absent') is before)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True"]
