"""Start-up of Pyodide on the Penchant site: no module is looked for on the kernel's drive.

``tools/site/build.py`` adds this file to Pyodide's standard library zip; Python imports it when it
starts. The kernel mounts the site's notebooks at ``/drive`` and works there, and Python looks in the
working folder first for every module it imports (``''`` leads ``sys.path``). On ``/drive`` each look
is a synchronous round trip through JupyterLite's service worker: the few hundred imports of a page's
start made it wait about ten seconds. The site's pages never import modules from their folder (they
read data files there, which is unaffected), so a path hook answers "nothing here" for the drive
without asking it.
"""

import sys

DRIVE = "/drive"


class NoModulesOnTheDrive:
    """A path entry finder that finds nothing and touches nothing."""

    def find_spec(self, fullname: str, target: object = None) -> None:
        return None

    def invalidate_caches(self) -> None:
        pass


def drive_hook(path: str) -> NoModulesOnTheDrive:
    if path == DRIVE or path.startswith(DRIVE + "/"):
        return NoModulesOnTheDrive()
    raise ImportError(path)  # not on the drive: the next hook (the usual FileFinder) takes it


sys.path_hooks.insert(0, drive_hook)
