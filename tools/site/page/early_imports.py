"""Run in the kernel's worker as the page starts (sitebuild/early.py adds the call with the page's imports).

Only imports: the kernel's streams swallow any output until the kernel has wired them, and a failed import is
left to the page. IPython's package imports its terminal (IPython.terminal.embed: prompt_toolkit, the terminal
shell and its debugger, 150 modules and a third of the kernel's imports), which a kernel in a page never uses: a
stand-in module takes its place and imports the real one if anything asks it for more than its name.

The garbage collector is off while the page's modules are imported (some thirty collections, each walking every
object made so far, while nothing made is garbage yet), and what they made is then frozen: the kernel's own
collections later leave the modules' objects alone (issue #34).
"""


def _penchant_early(names: list[str]) -> None:
    import gc
    import importlib
    import sys
    import types

    terminal = "IPython.terminal.embed"
    stub = types.ModuleType(terminal)

    def real() -> types.ModuleType:
        if sys.modules.get(terminal) is stub:
            del sys.modules[terminal]
        return importlib.import_module(terminal)

    def embed(*args: object, **kwargs: object) -> object:
        return real().embed(*args, **kwargs)

    def more(attr: str) -> object:
        if attr.startswith("__"):
            raise AttributeError(attr)
        return getattr(real(), attr)

    stub.__dict__.update(embed=embed, __getattr__=more)  # a module's __getattr__ is read from its namespace
    sys.modules.setdefault(terminal, stub)
    gc.disable()
    try:
        for name in names:
            try:
                importlib.import_module(name)
            except Exception:
                pass
    finally:
        gc.freeze()
        gc.enable()
