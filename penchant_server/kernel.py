"""The kernel a served page runs in: ipykernel's own, without its debugger.

ipykernel imports debugpy and pydevd as it makes every kernel (its ``debugger_class``, resolved as the kernel is
made), for a debugger a Voilà page never asks for: about a fifth of the CPU a kernel takes to start. The server
starts each kernel with this class
(``--IPKernelApp.kernel_class``, :data:`penchant_server.voila_hooks.KERNEL_ARGUMENTS`); it tells Python that
debugpy is not there (``None`` in ``sys.modules``, Python's own way to refuse an import), so ipykernel finds no
debugger, as where debugpy is not installed, and says so in its kernel info. Nothing else of the kernel changes.
Only making a kernel does it: the server's process and the tests import this module with their ``sys.modules``
left alone.
"""

from __future__ import annotations

import sys
from typing import Any

from ipykernel.ipkernel import IPythonKernel

__all__ = ["PageKernel"]


class PageKernel(IPythonKernel):
    """ipykernel's kernel with no debugger (see the module's docstring)."""

    def __new__(cls, *args: Any, **kwargs: Any) -> PageKernel:
        # Before traitlets sets the instance up: that resolves ipykernel's debugger_class, which imports debugpy.
        if "debugpy" not in sys.modules:
            sys.modules["debugpy"] = None  # type: ignore[assignment]  # Python's way to refuse an import
        made: PageKernel = super().__new__(cls, *args, **kwargs)
        return made
