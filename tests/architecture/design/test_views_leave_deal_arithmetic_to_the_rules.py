"""A view does no arithmetic on the pack's numbers (``PACK_SIZE``, ``HAND_SIZE``, ``STOCK_SIZE``, ``DEALT_TO_HANDS``,
``BRISQUES_IN_PACK``, ``BOOK_BRISQUES``, ``FIRST_TEN_TRICKS``, ``LAST_SIX_TRICKS``): it neither adds to, takes from,
compares with, nor ranges up to one of them; how many cards the dealer's moves deal and how many are left in his hand
are the rules' (``rules.dealing.deal_moves``, ``cards_dealt_after``, ``pack_left_after``), which brisque counts end a
deal the marker's (``Choices.end_counts``). The deal stepper cut the pack into moves at ``DEALT_TO_HANDS`` and counted
``PACK_SIZE - ...`` left itself; later it decided the deal complete by ``done == PACK_SIZE``, and the marker offered
``range(BRISQUES_IN_PACK + 1)`` end-of-deal chips (deal arithmetic in the view, which the scan of sums alone missed).
A number said in a sentence ("the rest of the 12") is the rules' number, not arithmetic, and passes."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

DEAL_NUMBERS = {"PACK_SIZE", "HAND_SIZE", "STOCK_SIZE", "DEALT_TO_HANDS", "BRISQUES_IN_PACK", "BOOK_BRISQUES",
                "FIRST_TEN_TRICKS", "LAST_SIX_TRICKS"}


def _names_a_number(node: ast.AST) -> bool:
    return isinstance(node, ast.Name) and node.id in DEAL_NUMBERS


def deal_arithmetic(source: str) -> list[int]:
    """The lines of ``source`` adding to, taking from, multiplying or dividing one of the pack's numbers, comparing
    with one, naming one as a bound of part of a range (``range(dealt, PACK_SIZE)``), or copying one to a name worked
    with later (``dealt = DEALT_TO_HANDS``). One thing drawn for each of them (``range(FIRST_TEN_TRICKS)``: a pip a
    trick) is drawing, not arithmetic."""
    out = set()
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.BinOp) and (_names_a_number(node.left) or _names_a_number(node.right)):
            out.add(node.lineno)
        if isinstance(node, ast.Compare) and any(_names_a_number(n) for n in (node.left, *node.comparators)):
            out.add(node.lineno)
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range"
                and len(node.args) > 1 and any(_names_a_number(a) for a in node.args)):
            out.add(node.lineno)
        if isinstance(node, ast.Assign) and _names_a_number(node.value):
            out.add(node.lineno)
    return sorted(out)


def test_views_leave_the_deals_arithmetic_to_the_rules() -> None:
    found = {rel: lines for rel, text in sources()
             if rel.startswith("penchant_widgets/") and (lines := deal_arithmetic(text))}
    assert not found, f"ask penchant.rules.dealing (deal_moves, cards_dealt_after, pack_left_after): {found}"


def test_the_scan_sees_the_views_old_arithmetic() -> None:
    old = ("dealt = DEALT_TO_HANDS  # the hands card by card, then the stock at once\n"
           "units = [[i] for i in range(dealt)] + [list(range(dealt, PACK_SIZE))]\n"
           "left = PACK_SIZE - sum(len(u) for u in self.units[:n])\n"
           "left = pack_left_after(self.method, n)\n"
           "cls = 'now' if done == PACK_SIZE else 'later'\n"
           "chips = [button(str(n)) for n in range(BRISQUES_IN_PACK + 1)]\n"
           "said = f'took the rest of the {BRISQUES_IN_PACK}'\n"
           "over = taken > BOOK_BRISQUES\n"
           "pips = [pip(i) for i in range(FIRST_TEN_TRICKS)]\n")
    assert deal_arithmetic(old) == [1, 2, 3, 5, 6, 8]
