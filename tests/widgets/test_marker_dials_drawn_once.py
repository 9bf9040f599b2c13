"""A dial's face is drawn once for each digit and place: the marker redraws both players' dials on every tap, and
working out each face's ticks and hand again took some 0.3 ms of a tap's 2 ms of CPU
(``python -m benchmarks.marker_tap_cpu``). The face kept is the face drawn."""

from __future__ import annotations

import pytest

from penchant_widgets.marker.dials import dial_box

PLACES = (1000, 100, 10, 1)


@pytest.mark.parametrize("place", PLACES)
def test_a_dial_is_drawn_once_for_its_digit_and_place(place: int) -> None:
    for digit in range(10):
        assert dial_box(digit, place) is dial_box(digit, place)


@pytest.mark.parametrize("place", PLACES)
def test_the_dial_kept_is_the_dial_drawn(place: int) -> None:
    for digit in range(10):
        face = dial_box(digit, place)
        assert face == dial_box.__wrapped__(digit, place)
        assert f">{digit}</text>" in face
