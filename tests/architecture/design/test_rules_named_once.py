"""Each rule once, named once: the number words written once, the default rules named once, a card's index read
by the rules' fast path, and a rules constant under one name (moved from test_rules_once.py, which checks
that profile-dependent rules are told the profile and that the pack's numbers, masks, scoring and procedure
are worked out by the rules alone)."""

from __future__ import annotations

import ast
import importlib

from source_scan import parsed, sources

# --------------------------------------------------------------------------- numbers in words

NUMBER_WORDS_HOME = "penchant/english/numbers.py"
_WORDS = {"two", "three", "four"}


def number_tables(source: str, where: str) -> list[str]:
    """A dict, tuple, list or set literal holding two or more of "two", "three", "four": a table of number words,
    which live once (``penchant.english.numbers``, imported from there; there
    were five, in the rules, the puzzles and the widgets)."""
    out = []
    for node in ast.walk(parsed(source)):
        items = (node.values if isinstance(node, ast.Dict)
                 else node.elts if isinstance(node, ast.Tuple | ast.List | ast.Set) else [])
        found = {n.value for n in items if isinstance(n, ast.Constant) and n.value in _WORDS}
        if len(found) >= 2:
            out.append(f"{where}:{node.lineno}: a table of number words ({NUMBER_WORDS_HOME})")
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def test_number_words_are_written_once() -> None:
    problems: list[str] = []
    for rel, source in sources():
        if rel != NUMBER_WORDS_HOME:
            problems += number_tables(source, rel)
    assert not problems, "\n".join(problems)


def test_the_number_words_scan_sees_the_old_tables() -> None:
    old = ('_NUMBER = {2: "two", 3: "three", 4: "four"}\n'
           'word = {2: "two", 3: "three"}.get(n, str(n))\n'
           'W = ("no", "one", "two", "three")\n'
           'x = ("two", "pairs")\n')
    assert [p.split(":")[1] for p in number_tables(old, "x.py")] == ["1", "2", "3"]


# --------------------------------------------------------------------------- the default rules

DEFAULT_NAMES = {"KANDELL", "kandell"}
"""Kandell's rules named where a default is meant: the default lives once, as
``penchant.rules.profiles.DEFAULT_PROFILE``, and everything else refers to it."""


def _is_kandell(node: ast.AST | None) -> bool:
    return ((isinstance(node, ast.Name) and node.id == "KANDELL")
            or (isinstance(node, ast.Constant) and node.value == "kandell"))


def default_profiles(source: str, where: str) -> list[str]:
    """Kandell's rules written as a default: a parameter's default, a ``.get(key, default)``, ``x or KANDELL``,
    an ``argparse`` ``default=`` or a toggle's starting ``value=``."""
    out: list[str] = []
    for node in ast.walk(parsed(source)):
        found: list[ast.AST] = []
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            found += [d for d in [*node.args.defaults, *node.args.kw_defaults] if _is_kandell(d)]
        elif isinstance(node, ast.Call):
            if isinstance(node.func, ast.Attribute) and node.func.attr in ("get", "setdefault") and len(node.args) > 1:
                found += [a for a in node.args[1:] if _is_kandell(a)]
                found += [n for a in node.args[1:] if isinstance(a, ast.Dict) for n in a.values if _is_kandell(n)]
            found += [k.value for k in node.keywords if k.arg in ("default", "value", "rules_default")
                      and _is_kandell(k.value)]
            if isinstance(node.func, ast.Name) and node.func.id == "getattr" and len(node.args) > 2:
                found += [a for a in node.args[2:] if _is_kandell(a)]
        elif isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or):
            found += [v for v in node.values[1:] if _is_kandell(v)]
        elif isinstance(node, ast.IfExp) and _is_kandell(node.orelse):
            found.append(node.orelse)  # ``x if ok else "kandell"``
        elif isinstance(node, ast.AnnAssign) and _is_kandell(node.value):
            found.append(node)  # a dataclass field's default
        out += [f"{where}:{getattr(n, 'lineno', 0)}: Kandell's rules as a default (rules.profiles.DEFAULT_PROFILE)"
                for n in found]
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def test_the_default_rules_are_named_once() -> None:
    problems: list[str] = []
    for rel, source in sources():
        if rel == "penchant/rules/profiles.py":
            continue
        problems += default_profiles(source, rel)
    assert not problems, "\n".join(problems)


def test_the_default_scan_sees_the_old_defaults() -> None:
    old = (
        "def f(profile: Profile = KANDELL): ...\n"
        "def g(*, rules: str = 'kandell'): ...\n"
        "r = data.get('rules', 'kandell')\n"
        "p = profile or KANDELL\n"
        "parser.add_argument('--rules', default='kandell')\n"
        "for name in ('foster', 'kandell'): print(name)\n"
        "x = Profile.from_json(data.get('rules', {'profile': 'kandell'}))\n"
        "y = getattr(args, 'rules', 'kandell')\n"
        "z = rules if 'rules' in pos else 'kandell'\n"
    )
    assert [p.split(":")[1] for p in default_profiles(old, "x.py")] == ["1", "2", "3", "4", "5", "7", "8", "9"]


# ---------------------------------------------------------------- the card's index, read by the rules' fast path

def layout_arithmetic(source: str, rel: str) -> list[str]:
    """Where a card's index is taken apart or built by hand (``i & 7`` its rank, ``i >> 3`` its suit,
    ``suit * 8 + rank``, a suit's ``0xFF``): the rules' fast path names each (``rank_of_index``,
    ``suit_of_index``, ``card_indexes``, ``SUIT_MASKS``)."""
    out: list[str] = []
    for node in ast.walk(parsed(source)):
        if not isinstance(node, ast.BinOp) or not isinstance(node.right, ast.Constant):
            continue
        op, value = type(node.op), node.right.value
        if (op, value) in {(ast.BitAnd, 7), (ast.RShift, 3), (ast.BitAnd, 0xFF), (ast.Mult, 8)}:
            out.append(f"{rel}:{node.lineno}: {ast.unparse(node)}")
    return out


LAYOUT_ALLOWED: dict[str, str] = {}


def test_a_cards_index_is_read_by_the_rules_fast_path() -> None:
    problems: list[str] = []
    for rel, source in sources():
        if rel.startswith("penchant/rules/") or rel in LAYOUT_ALLOWED:
            continue
        problems += layout_arithmetic(source, rel)
    assert not problems, "\n".join(problems)


def test_the_layout_scan_sees_the_old_copies() -> None:
    old = ("r = i & 7\n"
           "if k.trump is not None and i >> 3 == k.trump: pass\n"
           "cards = (hold >> (8 * suit)) & 0xFF\n"
           "idx = suit * 8 + rank\n")
    assert sorted(p.split(":")[1] for p in layout_arithmetic(old, "x.py")) == ["1", "2", "3", "4"]


# ---------------------------------------------------------------- a rules constant renamed elsewhere


def _rules_constants() -> set[str]:
    import pkgutil

    import penchant.rules

    names: set[str] = set()
    for info in pkgutil.iter_modules(penchant.rules.__path__):
        module = importlib.import_module(f"penchant.rules.{info.name}")
        names |= {n for n in vars(module) if n.isupper() and not n.startswith("_")}
    return names


def renamed_constants(source: str, where: str, constants: set[str]) -> list[str]:
    """Module-level ``NAME = RULES_CONSTANT`` (or ``NAME: Final = RULES_CONSTANT``), and a rules constant imported
    under another name (``from penchant.rules.cards import SUIT_NAMES as NAMES``): a second name for a number the
    rules already name (the marker's events once had STOCK, BRISQUES and TABLE_LIMIT, the end-game lines ``_BR``
    and ``LURCH_DEAL``, the puzzles' commons ``SIZE_NAME``)."""
    out = []
    tree = parsed(source)
    for node in tree.body:
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            value = node.value
            if isinstance(value, ast.Name) and value.id in constants:
                out.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("penchant"):
            out += [f"{where}:{node.lineno}: {alias.name} imported as {alias.asname}" for alias in node.names
                    if alias.asname and alias.asname != alias.name and alias.name in constants]
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def test_a_rules_constant_has_one_name() -> None:
    """Everywhere but the rules themselves: the engine, the widgets, the notebooks, the benchmarks and the tools."""
    constants = _rules_constants()
    problems: list[str] = []
    for rel, source in sources():
        if not rel.startswith("penchant/rules/"):
            problems += renamed_constants(source, rel, constants)
    assert not problems, "\n".join(problems)


def test_the_renaming_scan_sees_the_old_second_names() -> None:
    old = ("STOCK = STOCK_SIZE\nBRISQUES = BRISQUES_IN_PACK\nTABLE_LIMIT = HAND_SIZE\n"
           "_BR: Final = BRISQUE_MASK\n"
           "from penchant.rules.barring import SIZE_NAMES as SIZE_NAME\n"
           "from penchant.rules.barring import SIZE_NAMES as SIZE_NAMES\n")
    found = renamed_constants(old, "penchant/marker/events.py", _rules_constants())
    assert [p.split(":")[1] for p in found] == ["1", "2", "3", "4", "5"]


# ---------------------------------------------------------------- a rules mask written as a number


def _rules_masks() -> dict[int, str]:
    """Each mask the rules name (a rank's, a suit's, the brisques', the major cards', the pack's), by its value."""
    from penchant.rules.cards import BRISQUE_MASK, FULL_MASK, MAJOR_MASK, RANK_MASKS, SUIT_MASKS
    from penchant.rules.suits_and_ranks import Rank, Suit

    masks = {m: f"RANK_MASKS[Rank.{r.name}]" for r, m in zip(Rank, RANK_MASKS, strict=True)}
    masks |= {m: f"SUIT_MASKS[Suit.{s.name}]" for s, m in zip(Suit, SUIT_MASKS, strict=True)}
    return masks | {BRISQUE_MASK: "BRISQUE_MASK", MAJOR_MASK: "MAJOR_MASK", FULL_MASK: "FULL_MASK"}


MASK_LITERAL_ALLOWED: dict[tuple[str, int], str] = {
    ("tools/site/sitebuild/offline.py", 0xFFFFFFFF): "a PNG chunk's CRC-32 kept to 32 bits: a checksum, not the pack",
}


def mask_literals(source: str, where: str, masks: dict[int, str]) -> list[str]:
    """A whole number equal to a mask the rules name (``0x01010101 << r``, ``0xFF``, ``0xFFFFFFFF``): the pack's
    layout written out by hand (studies.numbers once built its rank groups so)."""
    found = [node for node in ast.walk(parsed(source))
             if isinstance(node, ast.Constant) and type(node.value) is int and node.value in masks
             and (where, node.value) not in MASK_LITERAL_ALLOWED]
    return [f"{where}:{node.lineno}: {node.value:#x} is rules.cards' {masks[node.value]}"
            for node in sorted(found, key=lambda n: n.lineno)]


def test_the_rules_masks_are_not_written_as_numbers() -> None:
    masks = _rules_masks()
    problems: list[str] = []
    for rel, source in sources():
        if not rel.startswith("penchant/rules/"):
            problems += mask_literals(source, rel, masks)
    assert not problems, "\n".join(problems)


def test_the_mask_literal_scan_sees_the_old_rank_groups() -> None:
    old = ("groups = [0x01010101 << r for r in range(8)]\n"
           "spades = hand & 0xFF\n"
           "everything = 0xFFFFFFFF\n"
           "n = 7\n")
    found = mask_literals(old, "penchant/studies/numbers.py", _rules_masks())
    assert [p.split(":")[1] for p in found] == ["1", "2", "3"]


def test_the_allowed_mask_literals_still_need_their_place() -> None:
    from source_scan import ROOT

    for rel, value in MASK_LITERAL_ALLOWED:
        assert any(isinstance(n, ast.Constant) and n.value == value
                   for n in ast.walk(parsed((ROOT / rel).read_text(encoding="utf-8")))), f"{rel} no longer needs it"


def test_the_solver_gives_no_second_name_to_a_rules_constant() -> None:
    import pytest

    import penchant.solver as solver

    # the last six's hand and the pack's brisques are named once, by the rules; the solver re-exports neither
    for name in ("MAX_HAND", "TOTAL_BRISQUES", "LAST_SIX_TRICKS", "BRISQUES_IN_PACK"):
        assert name not in solver.__all__
    with pytest.raises(AttributeError):
        solver.MAX_HAND  # noqa: B018
    with pytest.raises(AttributeError):
        solver.TOTAL_BRISQUES  # noqa: B018


# ---------------------------------------------------------------- which kind of set each size is

SET_SIZE_HOME = "penchant/rules/kinds.py"
_SET_WORDS = {"pair", "triplet", "quadruplet", "pairs", "triplets", "quadruplets"}
_SET_KIND_NAMES = {"PAIR", "TRIPLET", "QUADRUPLET"}


def _is_set_kind(node: ast.AST | None) -> bool:
    return ((isinstance(node, ast.Constant) and node.value in _SET_WORDS)
            or (isinstance(node, ast.Attribute) and node.attr in _SET_KIND_NAMES))


def set_size_tables(source: str, where: str) -> list[str]:
    """A dict literal pairing set sizes (2, 3, 4) with the kinds or their names, either way round
    (``{2: Kind.PAIR, 3: Kind.TRIPLET}``, ``{2: "pair", ...}``, ``{Kind.PAIR: 2, ...}``): which kind of set each
    size is, stated once as ``penchant.rules.kinds.SET_OF_SIZE`` (the project once had it in the kinds, barring's
    size names and the classifier)."""
    out = []
    for node in ast.walk(parsed(source)):
        if not isinstance(node, ast.Dict):
            continue
        pairs = list(zip(node.keys, node.values, strict=True))
        found = sum(1 for k, v in pairs for size, kind in ((k, v), (v, k))
                    if isinstance(size, ast.Constant) and size.value in (2, 3, 4) and _is_set_kind(kind))
        if found >= 2:
            out.append(f"{where}:{node.lineno}: set sizes paired with their kinds ({SET_SIZE_HOME}: SET_OF_SIZE)")
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def test_which_kind_of_set_each_size_is_is_said_once() -> None:
    problems = [p for rel, source in sources() if rel != SET_SIZE_HOME for p in set_size_tables(source, rel)]
    assert not problems, "\n".join(problems)
    assert set_size_tables(dict(sources())[SET_SIZE_HOME], SET_SIZE_HOME), "the home no longer states it"


def test_the_set_size_scan_sees_the_old_tables() -> None:
    old = ('SIZE_NAMES: Final = {2: "pair", 3: "triplet", 4: "quadruplet"}\n'
           'SIZE_PLURALS: Final = {2: "pairs", 3: "triplets", 4: "quadruplets"}\n'
           '_SET_KINDS: Final = {2: Kind.PAIR, 3: Kind.TRIPLET, 4: Kind.QUADRUPLET}\n'
           'n = {Kind.PAIR: 2, Kind.TRIPLET: 3}\n'
           'points = {2: 20, 3: 30}\n')
    assert [p.split(":")[1] for p in set_size_tables(old, "x.py")] == ["1", "2", "3", "4"]


# ---------------------------------------------------------------- one number, one name, within the rules


def twice_named(files: list[tuple[str, str]]) -> list[str]:
    """Module-level constants of the rules worked out by the same expression in two places (``CARDS_RECEIVED`` in
    the procedure and ``CARDS_A_PLAYER_RECEIVES`` in the limits, both ``HAND_SIZE + FIRST_TEN_TRICKS``): one number
    under two names, the one the procedure's and the other a copy."""
    seen: dict[str, str] = {}
    out = []
    for rel, source in files:
        for node in parsed(source).body:
            if (isinstance(node, ast.Assign | ast.AnnAssign) and isinstance(node.value, ast.BinOp)
                    and isinstance(target := node.targets[0] if isinstance(node, ast.Assign) else node.target,
                                   ast.Name) and target.id.isupper()):
                text = ast.unparse(node.value)
                if text in seen:
                    out.append(f"{rel}:{node.lineno}: {target.id} = {text}, already named {seen[text]}")
                else:
                    seen[text] = f"{target.id} ({rel})"
    return out


def test_a_number_of_the_rules_is_worked_out_under_one_name() -> None:
    problems = twice_named([(rel, source) for rel, source in sources() if rel.startswith("penchant/rules/")])
    assert not problems, "\n".join(problems)


def test_the_twice_named_scan_sees_the_old_copy() -> None:
    old = [("penchant/rules/procedure.py", "CARDS_RECEIVED: Final = HAND_SIZE + FIRST_TEN_TRICKS\n"),
           ("penchant/rules/limits.py", "X = 1\nCARDS_A_PLAYER_RECEIVES: Final = HAND_SIZE + FIRST_TEN_TRICKS\n")]
    assert [p.split(":")[:2] for p in twice_named(old)] == [["penchant/rules/limits.py", "2"]]


def test_the_rules_name_the_parts_of_the_deal_in_one_vocabulary() -> None:
    """The rules said phase1_plays, phase2_replies and PHASE2_TRICKS beside first_ten_left,
    held_in_last_six and LAST_SIX_FOLLOWING, two words for one thing; their public names now say "first ten" and
    "last six" only."""
    import importlib
    import pkgutil

    import penchant.rules as rules

    phased = [f"penchant.rules.{m.name}.{name}" for m in pkgutil.iter_modules(rules.__path__)
              for name in getattr(importlib.import_module(f"penchant.rules.{m.name}"), "__all__", [])
              if "phase" in name.lower()]
    assert not phased, phased
