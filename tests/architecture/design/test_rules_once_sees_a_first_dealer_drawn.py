"""Who deals first is the rules' cut for deal (``penchant.rules.dealing.cut_for_deal``), never a draw of chance made
elsewhere: the coach's play session and the match harness each flipped a coin of their own for a game's first dealer
(``random.Random(f"penchant-play:{seed}:dealer").randrange(2)``), out of the rules-once scan's sight
(``test_rules_once.py`` saw only arithmetic on a dealer).

Outside ``penchant/rules`` the scan follows a draw of chance (a generator's ``randrange``, ``randint``, ``choice``,
``getrandbits``, ``random``, ``sample`` or ``shuffle``) through the names a function binds to it and the functions
that return it, into where a game's first dealer is given: a ``first_dealer`` argument or name, ``dealer_of``'s first
dealer and a ``Game``'s. A lone deal's dealer (``new_deal``'s) is not a game's first: the puzzle makers deal positions
to either seat at random, a sample of deals, where no game is played and the sources' cut has nothing to decide.
"""

from __future__ import annotations

import ast

from source_scan import parsed, sources

DRAWS = {"randrange", "randint", "choice", "getrandbits", "random", "sample", "shuffle", "choices"}
"""A generator's draws of chance."""
FIRST_DEALERS = {"first_dealer"}
"""The names (arguments, variables, attributes) that hold who deals a game first."""
FIRST_DEALER_POSITIONS = {"dealer_of": 1, "Game": 2}
"""Calls that take who deals a game first, and the position of that argument (``dealer_of(deal, first_dealer)``,
``Game(profile, rng, first_dealer)``)."""


def _draws(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in DRAWS


def _names(target: ast.AST) -> set[str]:
    return {n.id if isinstance(n, ast.Name) else n.attr for n in ast.walk(target)
            if isinstance(n, ast.Name | ast.Attribute)}


def _called(node: ast.Call) -> str:
    return node.func.id if isinstance(node.func, ast.Name) else node.func.attr if isinstance(node.func, ast.Attribute) \
        else ""


def _scopes(tree: ast.Module) -> list[ast.AST]:
    """The module and each function: a name bound in one is that scope's."""
    return [tree, *(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef))]


def _own(scope: ast.AST) -> list[ast.AST]:
    """The nodes of ``scope`` outside the functions defined in it."""
    out: list[ast.AST] = []
    todo = list(ast.iter_child_nodes(scope))
    while todo:
        node = todo.pop()
        out.append(node)
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            todo += ast.iter_child_nodes(node)
    return out


def drawn_dealers(source: str, where: str) -> list[str]:
    """Every place in ``source`` where a game's first dealer is given a value drawn by chance: drawn there, through a
    name its function binds to a draw, or through a function of the module that returns one
    (``first, seeds = deal_seeds(seed, pair)``)."""
    tree = parsed(source)
    returning: set[str] = set()  # the module's functions that return a draw
    drawn: dict[int, set[str]] = {}  # each scope's names bound to a draw
    for _ in range(3):  # a name bound to a function's draw, that function named in another: a few rounds reach it
        for scope in _scopes(tree):
            names = drawn.setdefault(id(scope), set())

            def chance(node: ast.AST, names: set[str] = names) -> bool:
                return any(_draws(n) or (isinstance(n, ast.Name) and n.id in names)
                           or (isinstance(n, ast.Call) and _called(n) in returning) for n in ast.walk(node))
            for node in _own(scope):
                if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None and chance(node.value):
                    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                    names |= {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
                elif isinstance(node, ast.Return) and node.value is not None and chance(node.value) \
                        and isinstance(scope, ast.FunctionDef | ast.AsyncFunctionDef):
                    returning.add(scope.name)
    out: list[str] = []
    for scope in _scopes(tree):
        names = drawn[id(scope)]
        for node in _own(scope):
            given: list[ast.AST] = []
            if isinstance(node, ast.Call):
                given += [k.value for k in node.keywords if k.arg in FIRST_DEALERS]
                position = FIRST_DEALER_POSITIONS.get(_called(node))
                if position is not None and len(node.args) > position:
                    given.append(node.args[position])
            elif isinstance(node, ast.Assign) and any(_names(t) & FIRST_DEALERS for t in node.targets):
                given.append(node.value)
            if any(_draws(n) or (isinstance(n, ast.Name) and n.id in names)
                   or (isinstance(n, ast.Call) and _called(n) in returning) for g in given for n in ast.walk(g)):
                out.append(f"{where}:{node.lineno}: a game's first dealer drawn by chance outside the rules "
                           "(rules.dealing.cut_for_deal: the cut for deal decides who deals first)")
    return sorted(set(out), key=lambda p: int(p.split(":")[1]))


def test_no_first_dealer_is_drawn_outside_the_rules() -> None:
    problems: list[str] = []
    for rel, source in sources():
        if not rel.startswith("penchant/rules/"):
            problems += drawn_dealers(source, rel)
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_coin_flips_of_the_play_session_and_the_match() -> None:
    """The two coin flips as they were, and the other ways of writing one; the cut asked of the rules passes."""
    old = (
        "def __init__(self, seed):\n"
        "    self.game = Game(self.profile, first_dealer=random.Random(f'x:{seed}:dealer').randrange(2),\n"
        "                     players=self.names)\n"
        "def deal_seeds(seed, pair):\n"
        "    first = random.Random(f'penchant-match:{seed}:{pair}:dealer').randrange(2)\n"
        "    return first, [f'penchant-match:{seed}:{pair}:deal{d}' for d in range(4)]\n"
        "def play_game(seed, pair, profile):\n"
        "    first, seeds = deal_seeds(seed, pair)\n"
        "    for d, deal_seed in enumerate(seeds):\n"
        "        dealer = dealer_of(d, first)\n"
        "def one_deal(profile, rng):\n"
        "    return Game(profile, rng, first_dealer=rng.choice((0, 1)))\n"
        "def game(profile, rng):\n"
        "    who = rng.getrandbits(1)\n"
        "    return Game(profile, rng, who)\n"
        "def kept(self, rng):\n"
        "    self.first_dealer = rng.randint(0, 1)\n"
    )
    found = [p.split(":")[1] for p in drawn_dealers(old, "x.py")]
    assert found == ["2", "10", "12", "15", "17"], found
    now = (
        "def deal_seeds(seed, pair, profile):\n"
        "    first = cut_for_deal(random.Random(f'penchant-match:{seed}:{pair}:cut'), profile).dealer\n"
        "    return first, [f'penchant-match:{seed}:{pair}:deal{d}' for d in range(4)]\n"
        "def play_game(seed, pair, profile, rng):\n"
        "    first, seeds = deal_seeds(seed, pair, profile)\n"
        "    state = new_deal(profile, random.Random(seeds[0]), dealer_of(0, first))\n"
        "    return Game(profile, random.Random(f'x:{seed}:cut'), players=names, shuffles=lambda n: rng)\n"
        "def lone_deal(profile, rng):\n"
        "    dealer = rng.randrange(2)\n"
        "    return new_deal(profile, rng, dealer)\n"
        "def other(plan):\n"
        "    first_dealer = 1 if plan.dealer == 0 else 0\n"
    )
    assert drawn_dealers(now, "x.py") == []
