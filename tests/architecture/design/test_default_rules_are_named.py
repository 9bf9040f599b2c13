"""Default rules are named (docs/contributing.md, "Default rules"): above penchant/rules and in the widgets, a
``profile`` or ``rules`` parameter with a default defaults to DEFAULT_PROFILE (or DEFAULT_PROFILE.name), in its
signature; the rules themselves take the profile with no default (tests/architecture/design/test_rules_once.py)."""

from __future__ import annotations

import ast
from pathlib import Path

from source_scan import ROOT, parsed

NAMED = {"DEFAULT_PROFILE", "DEFAULT_PROFILE.name"}
# (module, function, parameter) -> why its default is not the house rules
ALLOWED: dict[tuple[str, str, str], str] = {
    ("penchant/play/play_record.py", "to_json", "profile"): "None asks for no score in the record, not for rules",
}


def _field_default(value: ast.expr) -> ast.expr | None:
    """A class field's default: the value, or a dataclass ``field(...)``'s ``default``/``default_factory`` (none for
    ``field(repr=False)``, and none for ``field(init=False)``: set by the class, not an argument)."""
    if not (isinstance(value, ast.Call) and ast.unparse(value.func) in ("field", "dataclasses.field")):
        return value
    keywords = {k.arg: k.value for k in value.keywords}
    init = keywords.get("init")
    if isinstance(init, ast.Constant) and init.value is False:
        return None
    return keywords.get("default", keywords.get("default_factory"))


def defaults_not_named(source: str) -> list[tuple[str, str, str]]:
    """``(function, parameter, default)`` for each profile or rules parameter whose default is not named; a
    class's field of that name with a default counts as its parameter (a dataclass's ``profile: Profile | None =
    None``: the end-game session's None meant its puzzle's rules, and any other replaced them)."""
    out = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.ClassDef):
            for item in node.body:
                if (isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)
                        and item.target.id in ("profile", "rules") and item.value is not None):
                    default = _field_default(item.value)
                    if default is not None and ast.unparse(default) not in NAMED:
                        out.append((node.name, item.target.id, ast.unparse(default)))
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            a = node.args
            positional = a.posonlyargs + a.args
            defaults: list[ast.expr | None] = [None] * (len(positional) - len(a.defaults)) + list(a.defaults)
            pairs = [*zip(positional, defaults, strict=True), *zip(a.kwonlyargs, a.kw_defaults, strict=True)]
            for arg, default in pairs:
                if arg.arg in ("profile", "rules") and default is not None and ast.unparse(default) not in NAMED:
                    out.append((node.name, arg.arg, ast.unparse(default)))
    return out


def engine_files() -> list[Path]:
    """The engine above its rules, the widgets and the server (a widget's default written as text once chose other
    rules)."""
    return [p for top in ("penchant", "penchant_widgets", "penchant_server")
            for p in sorted((ROOT / top).rglob("*.py")) if p.relative_to(ROOT).parts[:2] != ("penchant", "rules")]


def test_default_rules_are_named_in_the_signature() -> None:
    found = []
    for path in engine_files():
        rel = path.relative_to(ROOT).as_posix()
        found += [(rel, f, p, d) for f, p, d in defaults_not_named(path.read_text(encoding="utf-8"))
                  if (rel, f, p) not in ALLOWED]
    assert not found, f"name DEFAULT_PROFILE in the signature: {found}"


def test_each_allowance_is_still_needed() -> None:
    for rel, function, parameter in ALLOWED:
        got = defaults_not_named((ROOT / rel).read_text(encoding="utf-8"))
        assert any(f == function and p == parameter for f, p, _d in got), f"{rel}.{function} no longer needs it"


def test_the_scan_sees_a_hidden_default() -> None:
    assert defaults_not_named("def solve(position, profile=None):\n    pass\n") == [("solve", "profile", "None")]
    assert defaults_not_named("def mine(deals, rules='kandell'):\n    pass\n") == [("mine", "rules", "'kandell'")]
    assert not defaults_not_named("def solve(position, profile=DEFAULT_PROFILE):\n    pass\n")
    old_session = ("@dataclass\nclass EndgameSession:\n    puzzle: Puzzle\n    profile: Profile | str | None = None\n")
    assert defaults_not_named(old_session) == [("EndgameSession", "profile", "None")]
    assert not defaults_not_named("class S:\n    profile: Profile = field(init=False)\n")
    assert not defaults_not_named("class S:\n    profile: Profile = field(repr=False)\n")
    assert defaults_not_named("class S:\n    rules: str = field(default='kandell')\n") == [("S", "rules", "'kandell'")]


def test_a_rule_the_sources_differ_on_has_no_default_in_a_profile() -> None:
    """``Profile``'s ``deal_method="threes"`` and ``barring="by_size"`` were defaults that silently chose a rule
    the sources differ on (threes, which no profile used; by_size, Kandell's, which KANDELL relied on unsaid):
    every field on which Foster and Kandell differ is given by each profile, so the one place a profile is
    defined says it."""

    import dataclasses

    from penchant.rules.profiles import FOSTER, KANDELL, Profile

    differ = [f for f in dataclasses.fields(Profile)
              if getattr(FOSTER, f.name) != getattr(KANDELL, f.name) and f.name != "_points_key"]
    assert {f.name for f in differ} >= {"deal_method", "barring", "cut_deals", "loser_penchant_sets_trump"}
    assert [f.name for f in differ if f.default is not dataclasses.MISSING
            or f.default_factory is not dataclasses.MISSING] == []
