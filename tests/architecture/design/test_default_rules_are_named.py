"""Default rules are named (docs/contributing.md, "Default rules"): above penchant/rules and in the widgets, a
``profile`` or ``rules`` parameter with a default defaults to DEFAULT_PROFILE (or DEFAULT_PROFILE.name), in its
signature; the rules themselves take the profile with no default (tests/architecture/design/test_rules_once.py).

A default named is not enough: a player or the coach built with the default rules and handed a Foster deal valued
its moves by Kandell's points and barring, silently (``Coach()`` at 4/1 where ``Coach(FOSTER)`` said 40/10), and
``play_game`` played a player of one rule book in a game of another. So the rules a judge (a player, the coach)
judges by are those of what it is handed: a function handed a view, a deal or a record never reads another
object's ``profile`` (its own, a coach's) but through ``judging_rules`` (or a judge's ``rules_for``), which refuses
a judge built for other rules; and a function given both a judge and rules asks ``judging_rules`` whether they
agree."""

from __future__ import annotations

import ast
import re
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


HANDED = re.compile(r"\b(?:PlayerView|DealState|PlayRecord|GameRecord)\b")
"""What a judge is handed: a view, a deal, a record (the annotations of a function's parameters)."""
JUDGE = re.compile(r"\b(?:Player|Coach)\b")
"""A judge given to a function (a parameter's annotation): a player, the coach."""
RULES = re.compile(r"\bProfile\b")
CHECKS = {"judging_rules", "rules_for"}
"""The one check of a judge's rules (penchant.players.base.judging_rules) and the judges' way to it."""


def _annotations(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> dict[str, str]:
    a = fn.args
    return {arg.arg: ast.unparse(arg.annotation) if arg.annotation is not None else ""
            for arg in (*a.posonlyargs, *a.args, *a.kwonlyargs)}


def rules_not_the_deals(source: str) -> list[tuple[str, str]]:
    """``(function, what)`` for each function that judges by rules other than those of what it is handed: handed a
    view, a deal or a record, it reads ``self.profile`` or another parameter's ``profile`` without
    ``judging_rules``; or, given a judge and rules, it never asks ``judging_rules`` whether they agree."""
    out = []
    for fn in ast.walk(parsed(source)):
        if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        called = {n.func.id if isinstance(n.func, ast.Name) else n.func.attr for n in ast.walk(fn)
                  if isinstance(n, ast.Call) and isinstance(n.func, ast.Name | ast.Attribute)}
        if called & CHECKS:
            continue
        annotations = _annotations(fn)
        handed = {name for name, annotation in annotations.items() if HANDED.search(annotation)}
        if handed:
            others = {name for name, annotation in annotations.items() if JUDGE.search(annotation)} | {"self"}
            out += [(fn.name, f"{n.value.id}.profile") for n in ast.walk(fn)
                    if isinstance(n, ast.Attribute) and n.attr == "profile" and isinstance(n.value, ast.Name)
                    and n.value.id in others and isinstance(n.ctx, ast.Load)]
        judges = [name for name, annotation in annotations.items() if JUDGE.search(annotation)]
        rules = [name for name, annotation in annotations.items()
                 if name in ("profile", "rules") or RULES.search(annotation)]
        if judges and rules:
            out.append((fn.name, f"{judges[0]} given with {rules[0]}, never compared"))
    return out


# (module, function) -> why it gives a judge and rules on without comparing them itself
HANDS_ON: dict[tuple[str, str], str] = {
    ("penchant_widgets/play/board.py", "__init__"): "its player and rules go to _new_session, and on to PlaySession",
    ("penchant_widgets/play/board.py", "_new_session"): "PlaySession, given both, compares them",
}


def test_a_judge_judges_by_the_rules_of_what_it_is_handed() -> None:
    found = []
    for path in engine_files():
        rel = path.relative_to(ROOT).as_posix()
        found += [f"{rel}: {f}: {what}" for f, what in rules_not_the_deals(path.read_text(encoding="utf-8"))
                  if (rel, f) not in HANDS_ON]
    assert not found, ("a player's or the coach's own rules read where it is handed a deal, or a judge and rules "
                       "never compared (ask penchant.players.base.judging_rules):\n" + "\n".join(found))


def test_the_judges_scan_sees_rules_of_its_own() -> None:
    coach = ("class Coach:\n    def _solve(self, view: PlayerView) -> CoachAnalysis:\n"
             "        return solve(position(view), self.profile)\n")
    assert rules_not_the_deals(coach) == [("_solve", "self.profile")]
    review = ("def review_record(record: PlayRecord, coach: Coach) -> Review:\n"
              "    return Review(brisque_worth=brisque_worth_words(coach.profile))\n")
    assert rules_not_the_deals(review) == [("review_record", "coach.profile")]
    game = ("def play_game(players: Sequence[Player], seed: int, profile: Profile = DEFAULT_PROFILE) -> None:\n"
            "    new_deal(profile, seed)\n")
    assert rules_not_the_deals(game) == [("play_game", "players given with profile, never compared")]
    session = ("class PlaySession:\n    def __init__(self, opponent: str | Player, rules: str | Profile) -> None:\n"
               "        self.profile = get_profile(rules)\n")
    assert rules_not_the_deals(session) == [("__init__", "opponent given with rules, never compared")]
    assert not rules_not_the_deals("def f(self, view: PlayerView) -> Profile:\n    return view.profile\n")
    assert not rules_not_the_deals("def _solve(self, view: PlayerView) -> None:\n"
                                   "    solve(position(view), self.rules_for(view))\n")
    assert not rules_not_the_deals("def play_game(players: Sequence[Player], profile: Profile) -> None:\n"
                                   "    for p in players:\n        judging_rules(p.name, p.profile, profile)\n")
    assert not rules_not_the_deals("def disagreement(sheet: GameSheet, record: GameRecord) -> bool:\n"
                                   "    return sheet.profile != record.profile\n")


def test_each_hand_on_is_still_one() -> None:
    for rel, function in HANDS_ON:
        got = rules_not_the_deals((ROOT / rel).read_text(encoding="utf-8"))
        assert any(f == function for f, _what in got), f"{rel}.{function} no longer needs it"
