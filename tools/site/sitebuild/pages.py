"""The pages: the notebooks Voici turns into pages, each page patched (its title, the chapter's CSS shown while
its cells run, the way home, the note on what is kept), the landing page, and the audit that refuses any
off-machine resource.
"""

from __future__ import annotations

import html
import json
import re
import shutil
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from sitebuild.common import HERE, ROOT, patched_once
from sitebuild.drive import MARKER, MARKER_NOTE, MARKER_NOTE_HTML, PROGRESS_NOTE, PROGRESS_NOTE_HTML

# The marker notebook's opening cell speaks of `penchant marker`; on the site the page says this instead.
MARKER_INTRO = ("# Keep score\n\nA score keeper for a game of Penchant played with real cards, on this phone or "
                "tablet: quick scoring, undo and redo, the sheet, saved games and head-to-head figures. It runs "
                "in this browser and needs no network once the site has been opened.")
# The paragraph of a page's opening cell the landing page quotes, where it is not the first (the
# tutorial's first chapter opens by describing the game, which the landing page already does).
BLURB_PARAGRAPH = {"00_how_to_use_this_tutorial": 1}
# Landing-page titles and blurbs of pages whose notebook has no prose of its own.
TITLES = {"practice": "The puzzle trainer", MARKER: "Keep score"}
BLURBS = {"practice": "One puzzle at a time, chosen near your rating from the whole bank, checked by the engine; "
                      "filters by kind and theme, a streak mode, your rating and the themes you miss most."}
# The chapter that is the rules on one page (the landing page shows it apart).
RULES_PAGE = "10_"
# Pages for the curious that the chapters link to (the computer players, how the numbers were found): built,
# but not listed on the landing page, which is the learner's way in.
LINKED_ONLY = ("the_computer_players",)


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
    """Files the notebooks read beside them (``../penchant/data/numbers.json``), as paths under the repository."""
    found = set()
    for p in books:
        for rel in re.findall(r"\.\./((?:penchant/data|notebooks)/[\w./-]+\.\w+)", p.read_text(encoding="utf-8")):
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


def drop_font_awesome_cdn(out: Path) -> None:
    for path in out.rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        if FONT_AWESOME_CDN.search(text):
            path.write_text(FONT_AWESOME_CDN.sub("", text), encoding="utf-8")


def patch_page(path: Path, page: Page, early: str = "") -> None:
    text = path.read_text(encoding="utf-8")
    for name, needle in (("HEAD", HEAD), ("HEAD_END", HEAD_END), ("CELLS_START", CELLS_START),
                         ("LOADING_TEXT", LOADING_TEXT)):
        patched_once(text.count(needle), VOICI, name, needle, path, REVIEW)
    head, body = text.split(HEAD_END)
    patched_once(len(TITLE.findall(head)), VOICI, "TITLE", TITLE, path, REVIEW + " (in the <head>)")
    head = head.replace(HEAD, HEAD + early, 1)
    label = f"{page.number} · {page.title}" if page.number else page.title
    head = TITLE.sub(f"<title>{html.escape(label)} — Penchant</title>", head)
    text = head + HEAD_END + body
    text, n = MERMAID.subn("<!-- Mermaid (a CDN module) removed: no notebook on this site has diagrams -->", text)
    patched_once(n, VOICI, "MERMAID", MERMAID, path, REVIEW)
    # The chapter's CSS goes in the body, after every style sheet in the head, including the theme's,
    # which Voici adds to the head while the page starts: at equal weight the later rule wins.
    css = (ROOT / "penchant_widgets" / "page.css").read_text(encoding="utf-8")
    if page.stem == MARKER:  # the marker's page is dark green: the note in a light ink on it
        note = MARKER_NOTE_HTML.format(note=html.escape(MARKER_NOTE))
    else:
        note = PROGRESS_NOTE_HTML.format(note=html.escape(PROGRESS_NOTE))
    # The scripts the penchant Voilà template runs on its pages, as it runs them.
    template = ROOT / "penchant_server" / "jupyter" / "voila" / "templates" / "penchant"
    scroll = (template / "anchor-scroll.js").read_text(encoding="utf-8")  # a link to a heading reaches it
    text = text.replace(CELLS_START, f'<style id="penchant-page">\n{css}</style>\n'
                                     f"<script>\n{PROGRESSIVE_SCRIPT.read_text(encoding='utf-8')}</script>\n"
                                     f"{KEEP_OFFLINE}<script>\n{scroll}</script>\n"
                                     f"{CELLS_SHOWN}{NAV_SNIPPET}{note}", 1)
    text = text.replace(LOADING_TEXT, '<h2 id="loading_text">Starting Python in your browser\u2026</h2>', 1)
    progressive = PROGRESSIVE_CSS.read_text(encoding="utf-8")
    text = text.replace(HEAD_END, f'<style id="penchant-progressive">\n{progressive}</style>\n{APP_HEAD}{HEAD_END}', 1)
    path.write_text(text, encoding="utf-8")


HEAD = '<head><meta charset="utf-8" />\n'
HEAD_END = "</head>"
VOICI = "voici-core"
"""The package whose pages are patched here (pinned in pyproject.toml's site group, the patch named)."""
REVIEW = "sitebuild/pages.py"


# The chapter shows while its cells run, as Voilà's progressive rendering does, instead of a spinner over
# an empty page until the last cell has run: the prose is in the page as built (styled by the chapter's
# own CSS, penchant_widgets/page.css), and each board appears when its cell has run. Voici's
# shell, which takes the cells once they have all run and then scrolls them, is hidden until then, so the
# page itself scrolls; the loading notice becomes a small bar at the bottom, in a reader's words. When
# the last cell has run the body gets data-penchant-ready (tests and the benchmark wait for it), and the
# reader's place is kept when the shell takes the cells.
LOADING_TEXT = '<h2 id="loading_text">Running ...</h2>'
CELLS_SHOWN = '<div id="rendered_cells">\n  <div>\n'
# Both read from tools/site/page/ (progressive.css also styles NAV_SNIPPET), and put in the page as they are.
PROGRESSIVE_CSS = HERE / "page" / "progressive.css"
PROGRESSIVE_SCRIPT = HERE / "page" / "progressive.js"


# Every page: the manifest (the site installs as an app), and a word to the service worker (JupyterLite's
# page registers it) to keep the whole site for offline use (offline.js).
APP_HEAD = ('<link rel="manifest" href="../../../manifest.webmanifest">\n'
            '<meta name="theme-color" content="#2f6a4f">\n')
# Once the page has run its cells, a word to the service worker to keep the whole site for offline use, and
# a new build's taking over: scripts of the landing page's folder (landing/keep-offline.js, take-over.js),
# which the build copies beside index.html.
KEEP_OFFLINE = ('<script src="../../../keep-offline.js"></script>\n'
                '<script src="../../../take-over.js"></script>\n')


# A link back to the landing page, above the chapter's title, inside the cells' scrolling area (Voici
# scrolls that, not the page) so that it scrolls away with the text instead of covering it.
CELLS_START = '<div id="rendered_cells" style="display: none">\n  <div>\n'
NAV_SNIPPET = ('<a class="penchant-home" href="../../../index.html" title="All chapters">'
               '&#8592; Penchant: all chapters</a>\n')


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

